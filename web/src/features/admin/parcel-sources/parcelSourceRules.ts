import type {
  ExtentInput,
  ParcelProtocol,
  ParcelSourceInput,
} from '../../../lib/graphql/gql/graphql';
import type { FieldErrors } from '../../../lib/validation/formRules';

/** The protocols in words, as the form offers them and the list and view name them. */
export const PROTOCOL_LABELS: Record<ParcelProtocol, string> = {
  ARCGIS: 'ArcGIS REST feature layer',
  OGC: 'OGC API – Features',
  STORE: 'Our parcel store',
};

export const PROTOCOL_OPTIONS: readonly { value: ParcelProtocol; label: string }[] = (
  ['ARCGIS', 'OGC', 'STORE'] as const
).map((value) => ({ value, label: PROTOCOL_LABELS[value] }));

/** What each protocol is, under the protocol's select. */
export const PROTOCOL_HINTS: Record<ParcelProtocol, string> = {
  ARCGIS: "A county's ArcGIS REST feature layer, asked for the parcel at the point.",
  OGC: 'A service speaking OGC API – Features, asked for the parcel at the point.',
  STORE: "Our own store, holding a county's parcel file imported into it.",
};

/** What the URL field says under its label, by protocol (the store has no URL). */
export const URL_HINTS: Record<Exclude<ParcelProtocol, 'STORE'>, string> = {
  ARCGIS:
    "The feature layer's address, ending in its number, e.g. https://gis.example.gov/arcgis/rest/services/Parcels/FeatureServer/0",
  OGC: "The service's landing page, e.g. https://gis.example.gov/ogcapi (the collection goes below).",
};

/** What the extent's four numbers say under their legend, by protocol. */
export function extentHint(protocol: ParcelProtocol): string {
  const box =
    'The box the source covers, in degrees (longitudes −180 to 180, latitudes −90 to 90).';
  return protocol === 'STORE'
    ? `${box} Leave all four empty: it is the box of the imported parcels.`
    : `${box} Leave all four empty to read it from the service when you save, which also checks the URL.`;
}

/** Whether a source of `protocol` is a service asked over the network (it has a URL). */
export function isRemote(protocol: ParcelProtocol): protocol is 'ARCGIS' | 'OGC' {
  return protocol !== 'STORE';
}

/** 'Travis County (county)', the area a source answers for with its level; 'No area' without. */
export function areaText(area: { name: string } | null, level: string): string {
  if (!area) return 'No area';
  return level ? `${area.name} (${level})` : area.name;
}

/** The box a source covers, e.g. 'W −97.7512, S 30.2650, E −97.7300, N 30.2850'. */
export function extentText(extent: ExtentInput): string {
  const degrees = (value: number) => value.toFixed(4).replace('-', '−');
  return `W ${degrees(extent.west)}, S ${degrees(extent.south)}, E ${degrees(extent.east)}, N ${degrees(extent.north)}`;
}

/** The middle of a box, to 6 decimals (about 10 cm): where 'Try a point' starts. */
export function extentCentre(extent: ExtentInput): { lon: string; lat: string } {
  const middle = (a: number, b: number) => String(Number(((a + b) / 2).toFixed(6)));
  return { lon: middle(extent.west, extent.east), lat: middle(extent.south, extent.north) };
}

/** The place an area choice names: its city, else its county, else its state ('' when none). */
export function chosenArea(choice: { state: string; county: string; city: string }): string {
  return choice.city || choice.county || choice.state;
}

/** The source form's values, as typed (the extent's sides as text, '' when left empty). */
export interface ParcelSourceValues {
  name: string;
  protocol: ParcelProtocol;
  url: string;
  collection: string;
  apnField: string;
  situsField: string;
  zoningField: string;
  /** The most specific place chosen: a city, else a county, else a state. */
  areaId: string;
  west: string;
  south: string;
  east: string;
  north: string;
  enabled: boolean;
}

export type ParcelSourceField = Exclude<keyof ParcelSourceValues, 'enabled'>;

export const EXTENT_SIDES = ['west', 'south', 'east', 'north'] as const;
export type ExtentSide = (typeof EXTENT_SIDES)[number];

/** The form's rules before it is sent; the API's messages, which name the field first. */
export const PARCEL_SOURCE_MESSAGES = {
  name: 'Name: enter 1 to 200 characters.',
  area: 'Area: choose the state, county or city the source answers for.',
  url: "URL: enter the service's address, starting with https:// (at most 2000 characters).",
  collection: 'Collection: enter the id of the collection that holds the parcels.',
  apnField: 'Parcel number field: enter the field that holds the parcel number (APN).',
  extentNumber: 'Extent: enter each side as a number of degrees, e.g. -97.75.',
  extentAll: 'Extent: enter all four sides, or leave all four empty.',
  unexpected: 'An unexpected error occurred',
} as const;

/** A number typed in degrees ('−97.75' with a typographic minus too); undefined when it is not one. */
export function parseDegrees(text: string): number | undefined {
  const trimmed = text.trim().replace(/^[−–]/, '-');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * What is missing before the form can be sent: the rules the API would refuse at once (a name,
 * an area, a service's URL and parcel number field, an OGC collection) and an extent that is
 * all four numbers or none. Whether a URL is a layer's, and whether the box is a box, is the API's
 * to say.
 */
export function validateParcelSource(
  values: ParcelSourceValues,
): FieldErrors<keyof ParcelSourceValues> {
  const errors: FieldErrors<keyof ParcelSourceValues> = {};
  const name = values.name.trim();
  if (name === '' || Array.from(name).length > 200) errors.name = PARCEL_SOURCE_MESSAGES.name;
  if (values.areaId === '') errors.areaId = PARCEL_SOURCE_MESSAGES.area;
  if (isRemote(values.protocol)) {
    if (values.url.trim() === '') errors.url = PARCEL_SOURCE_MESSAGES.url;
    if (values.apnField.trim() === '') errors.apnField = PARCEL_SOURCE_MESSAGES.apnField;
  }
  if (values.protocol === 'OGC' && values.collection.trim() === '') {
    errors.collection = PARCEL_SOURCE_MESSAGES.collection;
  }
  const typed = EXTENT_SIDES.filter((side) => values[side].trim() !== '');
  for (const side of EXTENT_SIDES) {
    if (typed.length === 0) break;
    if (values[side].trim() === '') errors[side] = PARCEL_SOURCE_MESSAGES.extentAll;
    else if (parseDegrees(values[side]) === undefined) {
      errors[side] = PARCEL_SOURCE_MESSAGES.extentNumber;
    }
  }
  return errors;
}

/** The extent typed, or null when all four sides are empty (the API then finds it). */
export function extentInput(values: Pick<ParcelSourceValues, ExtentSide>): ExtentInput | null {
  const [west, south, east, north] = EXTENT_SIDES.map((side) => parseDegrees(values[side]));
  if (west === undefined || south === undefined || east === undefined || north === undefined) {
    return null;
  }
  return { west, south, east, north };
}

/** What the API is sent for a valid form: a service's URL and collection only where it has them. */
export function parcelSourceInput(values: ParcelSourceValues): ParcelSourceInput {
  return {
    name: values.name.trim(),
    protocol: values.protocol,
    url: isRemote(values.protocol) ? values.url.trim() : '',
    collection: values.protocol === 'OGC' ? values.collection.trim() : '',
    apnField: values.apnField.trim(),
    situsField: values.situsField.trim(),
    zoningField: values.zoningField.trim(),
    areaId: values.areaId,
    extent: extentInput(values),
    enabled: values.enabled,
  };
}

/** The API's messages name the field first ('URL: …'): which form field each prefix is. */
const FIELD_PREFIXES: readonly [string, ParcelSourceField][] = [
  ['Name', 'name'],
  ['Protocol', 'protocol'],
  ['Area', 'areaId'],
  ['URL', 'url'],
  ['Collection', 'collection'],
  ['Parcel number field', 'apnField'],
  ['Situs address field', 'situsField'],
  ['Zoning field', 'zoningField'],
  // The extent's message sits under its four sides, from the first.
  ['Extent', 'west'],
];

/**
 * Where a failed save's message goes: on the field it names, as the API said it, or (any other
 * failure: a network error, a lost session) in a toast, or a generic text when there is none.
 */
export function parcelSourceSaveError(
  message: string | undefined,
): { field: ParcelSourceField; message: string } | { toast: string } {
  const text = message?.trim() ?? '';
  const named = FIELD_PREFIXES.find(([prefix]) => text.startsWith(`${prefix}:`));
  if (named) return { field: named[1], message: text };
  return { toast: text || PARCEL_SOURCE_MESSAGES.unexpected };
}

/** Delete's question: a store source takes the parcels imported into it with it. */
export function deleteQuestion(source: { name: string; protocol: ParcelProtocol }): string {
  const question = `Delete “${source.name}”? The map stops asking it for lots.`;
  return source.protocol === 'STORE'
    ? `${question} The parcels imported into it are removed too.`
    : question;
}

/** A try's answer in words. */
export const TRY_STATUS_LABELS: Record<string, string> = {
  found: 'Found a parcel',
  none: 'No parcel here',
  unusable: 'Unusable answer',
  unavailable: 'Unavailable',
};

export function tryStatusLabel(status: string): string {
  return TRY_STATUS_LABELS[status] ?? status;
}

/** 'Try a point''s longitude and latitude, or what is wrong with them. */
export function parsePoint(
  lonText: string,
  latText: string,
): { lon: number; lat: number } | { error: string } {
  const lon = parseDegrees(lonText);
  const lat = parseDegrees(latText);
  if (lon === undefined || lon < -180 || lon > 180) {
    return { error: 'Enter a longitude from −180 to 180, e.g. -97.7404.' };
  }
  if (lat === undefined || lat < -90 || lat > 90) {
    return { error: 'Enter a latitude from −90 to 90, e.g. 30.2747.' };
  }
  return { lon, lat };
}

/** A parcel's area, e.g. '7,200 sq ft'. */
export function sqFtText(areaSqFt: number): string {
  return `${Math.round(areaSqFt).toLocaleString('en-US')} sq ft`;
}
