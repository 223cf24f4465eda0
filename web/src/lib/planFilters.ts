import type { PlanFilters } from './graphql/gql/graphql';
import { PAGE_SIZE_OPTIONS } from './paging';
import {
  AREA_BAND_OPTIONS,
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  PLAN_TYPE_OPTIONS,
} from './planFilterOptions';

export type PlanTypeValue = (typeof PLAN_TYPE_OPTIONS)[number]['value'];

/** SPEC §9: a paged list shows 10 items unless the person picks another size. */
export const CATALOGUE_PAGE_SIZE = 10;

/** The catalogue's filters and page, as the URL holds them so a filtered catalogue can be shared. */
export interface CatalogueFilters {
  minWidth?: number;
  maxWidth?: number;
  minLength?: number;
  maxLength?: number;
  bedrooms: number[];
  bathrooms: number[];
  /** Keys of `AREA_BAND_OPTIONS`, e.g. '200-300', '1200+'. */
  areas: string[];
  /** Admin only, like the four below. */
  contractorId?: string;
  type?: PlanTypeValue;
  hidden?: boolean;
  preApproved?: boolean;
  planId?: string;
  page: number;
  pageSize: number;
}

export const EMPTY_FILTERS: CatalogueFilters = {
  bedrooms: [],
  bathrooms: [],
  areas: [],
  page: 1,
  pageSize: CATALOGUE_PAGE_SIZE,
};

/** The bounds, by their URL parameter names. */
export const BOUND_KEYS = ['minWidth', 'maxWidth', 'minLength', 'maxLength'] as const;
export type BoundKey = (typeof BOUND_KEYS)[number];

// The one-word names in the URL keep a shared link readable: ?bedrooms=2&area=600-700&type=house.
const PARAM = {
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  areas: 'area',
  contractorId: 'contractor',
  type: 'type',
  hidden: 'hidden',
  preApproved: 'preApproved',
  planId: 'planId',
  page: 'page',
  pageSize: 'pageSize',
} as const;

/** A bound in feet: a number of at least 0 (SPEC §5); anything else is no bound. */
function parseBound(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The values of a repeated parameter that are among `allowed`, each once, in the options' order. */
function parseChoices<T extends string | number>(
  raw: string[],
  allowed: readonly T[],
  parse: (value: string) => T,
): T[] {
  const wanted = new Set(raw.map(parse));
  return allowed.filter((value) => wanted.has(value));
}

function parseFlag(raw: string | null): boolean | undefined {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return undefined;
}

function parsePositiveInt(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : undefined;
}

function nonEmpty(raw: string | null): string | undefined {
  const value = raw?.trim();
  return value ? value : undefined;
}

/**
 * Reads the filters from a URL query. Values that are not valid choices are dropped rather than
 * guessed at; the admin filters are read for admins only, so a shared admin link shows everyone
 * else the plain catalogue.
 */
export function parseCatalogueSearch(
  params: URLSearchParams,
  { admin }: { admin: boolean },
): CatalogueFilters {
  const filters: CatalogueFilters = {
    bedrooms: parseChoices(
      params.getAll(PARAM.bedrooms),
      BEDROOM_OPTIONS.map((option) => option.value),
      Number,
    ),
    bathrooms: parseChoices(
      params.getAll(PARAM.bathrooms),
      BATHROOM_OPTIONS.map((option) => option.value),
      Number,
    ),
    areas: parseChoices(
      params.getAll(PARAM.areas),
      AREA_BAND_OPTIONS.map((band) => band.key),
      String,
    ),
    page: parsePositiveInt(params.get(PARAM.page)) ?? 1,
    pageSize: CATALOGUE_PAGE_SIZE,
  };
  const pageSize = parsePositiveInt(params.get(PARAM.pageSize));
  if (pageSize !== undefined && (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize)) {
    filters.pageSize = pageSize;
  }
  for (const key of BOUND_KEYS) {
    const value = parseBound(params.get(key));
    if (value !== undefined) filters[key] = value;
  }
  if (!admin) return filters;

  const contractorId = nonEmpty(params.get(PARAM.contractorId));
  if (contractorId) filters.contractorId = contractorId;
  const type = PLAN_TYPE_OPTIONS.find((option) => option.label === params.get(PARAM.type));
  if (type) filters.type = type.value;
  const hidden = parseFlag(params.get(PARAM.hidden));
  if (hidden !== undefined) filters.hidden = hidden;
  const preApproved = parseFlag(params.get(PARAM.preApproved));
  if (preApproved !== undefined) filters.preApproved = preApproved;
  const planId = nonEmpty(params.get(PARAM.planId));
  if (planId) filters.planId = planId;
  return filters;
}

/** Writes the filters as a URL query, leaving out whatever is at its default (page 1, size 10). */
export function catalogueSearch(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of BOUND_KEYS) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  for (const value of filters.bedrooms) params.append(PARAM.bedrooms, String(value));
  for (const value of filters.bathrooms) params.append(PARAM.bathrooms, String(value));
  for (const value of filters.areas) params.append(PARAM.areas, value);
  if (filters.contractorId) params.set(PARAM.contractorId, filters.contractorId);
  const type = PLAN_TYPE_OPTIONS.find((option) => option.value === filters.type);
  if (type) params.set(PARAM.type, type.label);
  if (filters.hidden !== undefined) params.set(PARAM.hidden, String(filters.hidden));
  if (filters.preApproved !== undefined) {
    params.set(PARAM.preApproved, String(filters.preApproved));
  }
  if (filters.planId) params.set(PARAM.planId, filters.planId);
  if (filters.page > 1) params.set(PARAM.page, String(filters.page));
  if (filters.pageSize !== CATALOGUE_PAGE_SIZE)
    params.set(PARAM.pageSize, String(filters.pageSize));
  return params;
}

/** The `plans` query's input for these filters. */
export function toPlanFilters(filters: CatalogueFilters): PlanFilters {
  const meta: NonNullable<PlanFilters['meta']> = {};
  for (const key of BOUND_KEYS) {
    const value = filters[key];
    if (value !== undefined) meta[key] = value;
  }
  if (filters.bedrooms.length) meta.bedroomCount = filters.bedrooms;
  if (filters.bathrooms.length) meta.bathroomCount = filters.bathrooms;
  if (filters.areas.length) {
    meta.areaBands = AREA_BAND_OPTIONS.filter((band) => filters.areas.includes(band.key)).map(
      (band) => (band.max === null ? { min: band.min } : { min: band.min, max: band.max }),
    );
  }
  if (filters.type) meta.type = filters.type;

  const input: PlanFilters = { page: filters.page, pageSize: filters.pageSize };
  if (Object.keys(meta).length) input.meta = meta;
  if (filters.contractorId) input.contractorId = filters.contractorId;
  if (filters.hidden !== undefined) input.isHidden = filters.hidden;
  if (filters.preApproved !== undefined) input.preApproved = filters.preApproved;
  if (filters.planId) input.planId = filters.planId;
  return input;
}

/** Whether any filter is set (paging aside), so the screen can offer to clear them. */
export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return catalogueSearch({ ...filters, page: 1, pageSize: CATALOGUE_PAGE_SIZE }).size > 0;
}

/** A minimum above its maximum: no plan can match, and the person should be told which. */
export interface BoundConflict {
  /** 'width' or 'length'. */
  noun: 'width' | 'length';
  minKey: BoundKey;
  maxKey: BoundKey;
  /** E.g. 'The minimum width (40 ft) is more than the maximum (20 ft).' */
  text: string;
}

/** The bounds that contradict each other, width first. */
export function boundConflicts(filters: CatalogueFilters): BoundConflict[] {
  const pairs = [
    { noun: 'width', minKey: 'minWidth', maxKey: 'maxWidth' },
    { noun: 'length', minKey: 'minLength', maxKey: 'maxLength' },
  ] as const;
  return pairs.flatMap(({ noun, minKey, maxKey }) => {
    const min = filters[minKey];
    const max = filters[maxKey];
    if (min === undefined || max === undefined || min <= max) return [];
    const text = `The minimum ${noun} (${min} ft) is more than the maximum (${max} ft).`;
    return [{ noun, minKey, maxKey, text }];
  });
}
