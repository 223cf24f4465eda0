import type { PlanInput } from '../../../../lib/graphql/gql/graphql';
import type { FieldErrors } from '../../../../lib/validation/formRules';
import { storedImage, type UploadedImage } from '../../../../components/upload';
import { isWebUrl } from '../../contractors/contractorRules';
import { storedUrls } from '../../storedImages';
import type { AdminPlan } from '../api/plansApi';
import { NO_AREAS, type Areas } from './areaCascade';

/** The plan form's typed fields (SPEC §2.4 and §5); numbers stay text until they are sent. */
export interface PlanFormValues {
  contractorId: string;
  title: string;
  description: string;
  decorId: string;
  planId: string;
  url: string;
  isHidden: boolean;
  preApproved: boolean;
  hasARModel: boolean;
  arModelLink: string;
  isModular: boolean;
  isManufactured: boolean;
  planCost: string;
  fixPrice: string;
  sourcePlan: string;
  type: string;
  totalArea: string;
  outerArea: string;
  width: string;
  length: string;
  /** To the top of the roof, feet; empty when not known. */
  height: string;
  bedroomCount: string;
  bathroomCount: string;
  kitchenCount: string;
  planSVG: string;
}

/** SPEC §5's plan-form messages; the API answers with the same texts. */
export const PLAN_MESSAGES = {
  contractorRequired: 'Please select contractor',
  titleRequired: 'Please enter title',
  urlRequired: 'Please enter link on view',
  imageRequired: 'Please upload main image',
  urlInvalid: 'Please enter a valid URL',
  numberInvalid: 'Please enter a number of 0 or more',
  sizeRequired: 'Please enter a size above 0',
  heightInvalid: 'Please enter a height above 0 and at most 200 feet, or leave it empty',
} as const;

/** SPEC §9: a plan has one main image and at most 100 photos. */
export const MAX_MAIN_IMAGES = 1;
export const MAX_PLAN_PHOTOS = 100;

/** A gallery photo's switches, kept beside the upload widget's item. */
export interface PhotoFlags {
  isPublish: boolean;
  isPrimary: boolean;
}

/** A new photo is published and not the cover. */
export const NEW_PHOTO_FLAGS: PhotoFlags = { isPublish: true, isPrimary: false };

/** The room lists of the Meta card: one area (sq ft, as typed) per room. */
export interface RoomAreas {
  bedroom: string[];
  bathroom: string[];
  kitchen: string[];
}

const NUMBER_FIELDS = ['planCost', 'fixPrice', 'totalArea', 'outerArea'] as const;
const COUNT_FIELDS = ['bedroomCount', 'bathroomCount', 'kitchenCount'] as const;
const SIZE_FIELDS = ['width', 'length'] as const;
const LINK_FIELDS = ['arModelLink', 'sourcePlan'] as const;

/** Whether `text` is empty or a number of at least 0. */
function isAmount(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || (Number.isFinite(Number(trimmed)) && Number(trimmed) >= 0);
}

/** The first failing rule of each field (the main image is checked by `mainImageError`). */
export function validatePlan(values: PlanFormValues): FieldErrors<keyof PlanFormValues> {
  const errors: FieldErrors<keyof PlanFormValues> = {};
  if (values.contractorId === '') errors.contractorId = PLAN_MESSAGES.contractorRequired;
  if (values.title.trim() === '') errors.title = PLAN_MESSAGES.titleRequired;
  const url = values.url.trim();
  if (url === '') errors.url = PLAN_MESSAGES.urlRequired;
  else if (!isWebUrl(url)) errors.url = PLAN_MESSAGES.urlInvalid;
  for (const name of LINK_FIELDS) {
    const link = values[name].trim();
    if (link !== '' && !isWebUrl(link)) errors[name] = PLAN_MESSAGES.urlInvalid;
  }
  for (const name of [...NUMBER_FIELDS, ...COUNT_FIELDS]) {
    if (!isAmount(values[name])) errors[name] = PLAN_MESSAGES.numberInvalid;
  }
  const height = values.height.trim();
  if (height !== '' && !(Number(height) > 0 && Number(height) <= 200)) {
    errors.height = PLAN_MESSAGES.heightInvalid;
  }
  for (const name of SIZE_FIELDS) {
    const size = Number(values[name].trim());
    if (values[name].trim() === '' || !Number.isFinite(size) || size <= 0) {
      errors[name] = PLAN_MESSAGES.sizeRequired;
    }
  }
  return errors;
}

/** The form's fields as a stored plan fills them (numbers as text), or empty for a new plan. */
export function initialPlanValues(plan: AdminPlan | undefined): PlanFormValues {
  const text = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    contractorId: plan?.contractorId ?? '',
    title: plan?.title ?? '',
    description: plan?.description ?? '',
    decorId: plan?.decorId ?? '',
    planId: plan?.planId ?? '',
    url: plan?.url ?? '',
    isHidden: plan?.isHidden ?? false,
    preApproved: plan?.preApproved ?? false,
    hasARModel: plan?.hasARModel ?? false,
    arModelLink: plan?.arModelLink ?? '',
    isModular: plan?.isModular ?? false,
    isManufactured: plan?.isManufactured ?? false,
    planCost: plan && plan.planCost !== 0 ? text(plan.planCost) : '',
    fixPrice: plan && plan.fixPrice !== 0 ? text(plan.fixPrice) : '',
    sourcePlan: plan?.sourcePlan ?? '',
    type: plan?.meta.type ?? 'HOUSE',
    totalArea: text(plan?.meta.totalArea),
    outerArea: text(plan?.meta.outerArea),
    width: text(plan?.meta.width),
    length: text(plan?.meta.length),
    height: text(plan?.meta.height),
    bedroomCount: text(plan?.meta.bedroomCount ?? 0),
    bathroomCount: text(plan?.meta.bathroomCount ?? 0),
    kitchenCount: text(plan?.meta.kitchenCount ?? 0),
    planSVG: plan?.planSVG ?? '',
  };
}

/** A stored plan's room areas as the Meta card edits them (text), or none. */
export function initialRooms(plan: AdminPlan | undefined): RoomAreas {
  const areas = (rooms: readonly { area: number }[] | undefined) =>
    (rooms ?? []).map((room) => String(room.area));
  return {
    bedroom: areas(plan?.meta.bedroom),
    bathroom: areas(plan?.meta.bathroom),
    kitchen: areas(plan?.meta.kitchen),
  };
}

/** A stored plan's areas as the picker edits them, or none. */
export function initialAreas(areas: AdminPlan['available'] | undefined): Areas {
  return areas
    ? { states: [...areas.states], counties: [...areas.counties], cities: [...areas.cities] }
    : NO_AREAS;
}

/** 'Please upload main image' until a main image is stored. */
export function mainImageError(images: readonly UploadedImage[]): string | undefined {
  return storedUrls(images).length === 0 ? PLAN_MESSAGES.imageRequired : undefined;
}

/** SPEC §5: numbers are sent as numbers, 0 when left empty. */
export function toNumber(text: string): number {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value;
}

/** `list` grown with empty entries or cut to `count` rooms as the count changes. */
export function resizeRooms(list: readonly string[], count: number): string[] {
  const wanted = Math.max(0, Math.min(50, Math.floor(count) || 0));
  return Array.from({ length: wanted }, (_, index) => list[index] ?? '');
}

/**
 * The plan as `planCreate` / `planUpdate` take it: numbers converted (0 when empty), the main
 * image as the first stored image's url, each stored photo with its switches, and the
 * pre-approved areas emptied unless the plan is pre-approved (SPEC §4).
 */
export function toPlanInput(form: {
  values: PlanFormValues;
  mainImage: readonly UploadedImage[];
  photos: readonly UploadedImage[];
  flags: ReadonlyMap<string, PhotoFlags>;
  rooms: RoomAreas;
  available: Areas;
  preApprovedArea: Areas;
}): PlanInput {
  const { values } = form;
  const rooms = (list: readonly string[]) => list.map((area) => ({ area: toNumber(area) }));
  const outerArea = values.outerArea.trim();
  const height = values.height.trim();
  return {
    contractorId: values.contractorId,
    title: values.title.trim(),
    description: values.description.trim(),
    decorId: values.decorId.trim(),
    planId: values.planId.trim(),
    url: values.url.trim(),
    image: storedUrls(form.mainImage)[0] ?? '',
    isHidden: values.isHidden,
    preApproved: values.preApproved,
    hasARModel: values.hasARModel,
    arModelLink: values.arModelLink.trim(),
    isModular: values.isModular,
    isManufactured: values.isManufactured,
    planCost: toNumber(values.planCost),
    fixPrice: toNumber(values.fixPrice),
    sourcePlan: values.sourcePlan.trim(),
    planSVG: values.planSVG.trim(),
    meta: {
      type: values.type === 'SHED' ? 'SHED' : 'HOUSE',
      totalArea: toNumber(values.totalArea),
      outerArea: outerArea === '' ? null : toNumber(outerArea),
      width: toNumber(values.width),
      length: toNumber(values.length),
      height: height === '' ? null : toNumber(height),
      bedroomCount: Math.floor(toNumber(values.bedroomCount)),
      bathroomCount: Math.floor(toNumber(values.bathroomCount)),
      kitchenCount: Math.floor(toNumber(values.kitchenCount)),
      bedroom: rooms(form.rooms.bedroom),
      bathroom: rooms(form.rooms.bathroom),
      kitchen: rooms(form.rooms.kitchen),
    },
    photos: form.photos.flatMap((photo) => {
      if (photo.status !== 'done' || !photo.url) return [];
      const flags = form.flags.get(photo.uid) ?? NEW_PHOTO_FLAGS;
      return [
        {
          original: photo.url,
          name: photo.fileName ?? '',
          isPublish: flags.isPublish,
          isPrimary: flags.isPrimary,
          size: photo.size ?? 0,
          type: photo.type ?? '',
          compressed: photo.compressed
            ? {
                url: photo.compressed.url,
                size: photo.compressed.size,
                type: photo.compressed.type,
                watermarked: photo.compressed.watermarked ?? false,
              }
            : null,
        },
      ];
    }),
    available: form.available,
    preApprovedArea: values.preApproved
      ? form.preApprovedArea
      : { states: [], counties: [], cities: [] },
  };
}

/** Makes `uid` the only cover photo, or no photo the cover when it already was. */
export function toggleCover(
  flags: ReadonlyMap<string, PhotoFlags>,
  uids: readonly string[],
  uid: string,
): Map<string, PhotoFlags> {
  const wasCover = flags.get(uid)?.isPrimary ?? false;
  return new Map(
    uids.map((each) => {
      const current = flags.get(each) ?? NEW_PHOTO_FLAGS;
      return [each, { ...current, isPrimary: each === uid ? !wasCover : false }];
    }),
  );
}

/** The main image made from a gallery photo (its stored files, not a new upload). */
export function asMainImage(photo: UploadedImage): UploadedImage {
  return storedImage({
    url: photo.url ?? '',
    size: photo.size,
    type: photo.type,
    compressed: photo.compressed,
  });
}
