import type {
  LivingAreaTierInput,
  RuleFiguresInput,
  RuleLimitInput,
} from '../../../lib/graphql/gql/graphql';

/** The figures that are one limit each (the living area is a list of tiers). */
export const LIMIT_FIGURES = [
  'frontSetback',
  'sideSetback',
  'rearSetback',
  'streetSideSetback',
  'separation',
  'maxFootprint',
  'maxCoverage',
  'coverageExemptUpTo',
  'maxHeight',
] as const;

export type LimitFigure = (typeof LIMIT_FIGURES)[number];

export type FigureUnit = 'ft' | 'sq ft' | '%';

/** What a figure is called, its unit, and the range the API accepts (its words for it too). */
export interface FigureInfo {
  /** The API's label, which starts its messages ('Side setback: …'). */
  label: string;
  unit: FigureUnit;
  min: number;
  max: number;
  range: string;
}

const SETBACK = { unit: 'ft', min: 0, max: 500, range: 'between 0 and 500 ft' } as const;
const AREA = { unit: 'sq ft', min: 1, max: 100_000, range: 'between 1 and 100,000 sq ft' } as const;

export const FIGURES: Record<LimitFigure, FigureInfo> = {
  frontSetback: { label: 'Front setback', ...SETBACK },
  sideSetback: { label: 'Side setback', ...SETBACK },
  rearSetback: { label: 'Rear setback', ...SETBACK },
  streetSideSetback: { label: 'Street side setback', ...SETBACK },
  separation: { label: 'Separation from other buildings', ...SETBACK },
  maxFootprint: { label: 'Footprint', ...AREA },
  maxCoverage: {
    label: 'Lot coverage',
    unit: '%',
    min: 0.1,
    max: 100,
    range: 'a percent above 0 and at most 100',
  },
  coverageExemptUpTo: { label: 'Coverage exemption', ...AREA },
  maxHeight: { label: 'Height', unit: 'ft', min: 1, max: 500, range: 'between 1 and 500 ft' },
};

/** The living-area tiers: each a limit for plans with at least so many bedrooms. */
export const LIVING_AREA: FigureInfo = { label: 'Living area', ...AREA };

/** Where the form shows each figure: the setbacks, separation and sizes, then coverage and height. */
export const FORM_ORDER: readonly (LimitFigure | 'maxLivingArea')[] = [
  'frontSetback',
  'sideSetback',
  'rearSetback',
  'streetSideSetback',
  'separation',
  'maxFootprint',
  'maxLivingArea',
  'maxCoverage',
  'coverageExemptUpTo',
  'maxHeight',
];

/** One figure as the API answers it. */
export interface RuleLimitData {
  value: number;
  citation: string;
  url: string;
  note: string;
}

export interface TierData extends RuleLimitData {
  minBedrooms: number;
}

/** A set's figures as the API answers them (the rules, or the limits on local rules). */
export type FiguresData = Record<LimitFigure, RuleLimitData | null> & {
  maxLivingArea: readonly TierData[];
};

/** One figure as typed: its value as text ('' when the figure is not set). */
export interface LimitValues {
  value: string;
  citation: string;
  url: string;
  note: string;
}

/** One living-area tier as typed; `key` tells React's rows apart. */
export interface TierValues extends LimitValues {
  key: string;
  minBedrooms: string;
}

/** A figures editor's values: every limit, and the living-area tiers in their order. */
export interface FigureValues {
  limits: Record<LimitFigure, LimitValues>;
  tiers: TierValues[];
}

const EMPTY_LIMIT: LimitValues = { value: '', citation: '', url: '', note: '' };

let tierCounter = 0;

/** A new tier row, starting at `minBedrooms` bedrooms. */
export function newTier(minBedrooms = ''): TierValues {
  tierCounter += 1;
  return { key: `tier-${tierCounter}`, minBedrooms, ...EMPTY_LIMIT };
}

function limitValues(limit: RuleLimitData | null): LimitValues {
  if (!limit) return EMPTY_LIMIT;
  const { value, citation, url, note } = limit;
  return { value: String(value), citation, url, note };
}

/** The editor's values for `figures` (none set when there are none). */
export function figureValues(figures: FiguresData | null | undefined): FigureValues {
  const limits = Object.fromEntries(
    LIMIT_FIGURES.map((figure) => [figure, limitValues(figures?.[figure] ?? null)]),
  ) as Record<LimitFigure, LimitValues>;
  const tiers = (figures?.maxLivingArea ?? []).map((tier) => ({
    ...newTier(String(tier.minBedrooms)),
    ...limitValues(tier),
  }));
  return { limits, tiers };
}

/**
 * A number as typed ('1,200' and '−4' too); undefined when the text is empty or not a number.
 */
export function parseFigure(text: string): number | undefined {
  const trimmed = text.trim().replace(/,/g, '').replace(/^[−–]/, '-');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** A tier's bedrooms as typed: a whole number, or undefined. */
export function parseBedrooms(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** Whether a figure's value is typed: an empty value leaves the figure unset. */
export function isSet(limit: LimitValues): boolean {
  return limit.value.trim() !== '';
}

/** Whether an editor sets any figure. */
export function setsAnyFigure(values: FigureValues): boolean {
  return values.tiers.length > 0 || LIMIT_FIGURES.some((figure) => isSet(values.limits[figure]));
}

function limitInput(limit: LimitValues): RuleLimitInput {
  return {
    value: parseFigure(limit.value) ?? Number.NaN,
    citation: limit.citation.trim(),
    url: limit.url.trim(),
    note: limit.note.trim(),
  };
}

/**
 * What the API is sent for a valid editor: each typed figure trimmed, an unset one null, the
 * tiers in their order.
 */
export function figuresInput(values: FigureValues): RuleFiguresInput {
  const limits = Object.fromEntries(
    LIMIT_FIGURES.map((figure) => {
      const limit = values.limits[figure];
      return [figure, isSet(limit) ? limitInput(limit) : null];
    }),
  ) as Record<LimitFigure, RuleLimitInput | null>;
  const maxLivingArea: LivingAreaTierInput[] = values.tiers.map((tier) => ({
    minBedrooms: parseBedrooms(tier.minBedrooms) ?? Number.NaN,
    ...limitInput(tier),
  }));
  return { ...limits, maxLivingArea };
}

/** No figure at all: what a city's set sends as its limits on local rules. */
export function noFigures(): RuleFiguresInput {
  return figuresInput(figureValues(null));
}

/** A figure's value with its unit: '4 ft', '1,200 sq ft', '50%'. */
export function figureText(value: number, unit: FigureUnit): string {
  const number = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return unit === '%' ? `${number}%` : `${number} ${unit}`;
}

/** A tier's name by its bedrooms: 'Living area (2+ bedrooms)'. */
export function tierLabel(minBedrooms: number): string {
  return `${LIVING_AREA.label} (${minBedrooms}+ bedroom${minBedrooms === 1 ? '' : 's'})`;
}
