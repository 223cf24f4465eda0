import type { BuildingKind, RuleSetInput } from '../../../lib/graphql/gql/graphql';
import {
  FIGURES,
  figuresInput,
  isSet,
  LIMIT_FIGURES,
  LIVING_AREA,
  noFigures,
  parseBedrooms,
  parseFigure,
  setsAnyFigure,
  type FigureInfo,
  type FigureValues,
  type LimitFigure,
  type LimitValues,
} from './ruleFigures';

/** The kinds of building in words, as the form offers them and the list and view name them. */
export const BUILDING_LABELS: Record<BuildingKind, string> = {
  ADU: 'Detached ADU',
  HOUSE: 'House',
  SHED: 'Shed',
};

export const BUILDING_OPTIONS: readonly { value: BuildingKind; label: string }[] = (
  ['ADU', 'HOUSE', 'SHED'] as const
).map((value) => ({ value, label: BUILDING_LABELS[value] }));

/** A set's zoning district, or 'Every district' when it is written for all of them. */
export function zoningText(zoning: string): string {
  return zoning.trim() || 'Every district';
}

/** 'Pleasanton, CA (city)': a set's area with its level. */
export function areaText(area: string, level: string): string {
  return level ? `${area} (${level})` : area;
}

/** The places directories' levels an area may have ('' while none is chosen). */
export type AreaLevel = 'state' | 'county' | 'city' | '';

/** The level of the place an area choice names: its city, else its county, else its state. */
export function chosenLevel(choice: { state: string; county: string; city: string }): AreaLevel {
  if (choice.city) return 'city';
  if (choice.county) return 'county';
  return choice.state ? 'state' : '';
}

/** Whether a set for an area of `level` may limit what its cities require (a state or county). */
export function limitsApply(level: AreaLevel): boolean {
  return level === 'state' || level === 'county';
}

/** The two figures editors: the set's rules, and its limits on local rules. */
export type Scope = 'rules' | 'limits';
export type LimitPart = keyof LimitValues;
export type TierPart = LimitPart | 'minBedrooms';

/**
 * A place a message can sit: a field of the form, a figures editor as a whole ('Rules: set at
 * least one figure.'), its tiers as a whole, one part of a figure, or one part of a tier (by its
 * position, as the API counts them).
 */
export type FieldKey =
  | 'name'
  | 'area'
  | 'zoning'
  | 'building'
  | 'readOn'
  | Scope
  | `${Scope}.tiers`
  | `${Scope}.${LimitFigure}.${LimitPart}`
  | `${Scope}.tier.${number}.${TierPart}`;

export type RuleSetErrors = Partial<Record<FieldKey, string>>;

/** The rule set form's values, as typed. */
export interface RuleSetValues {
  name: string;
  /** The most specific place chosen: a city, else a county, else a state. */
  areaId: string;
  zoning: string;
  building: BuildingKind;
  example: boolean;
  readOn: string;
  rules: FigureValues;
  /** Sent only for a state's or county's set. */
  limits: FigureValues;
}

/** The API's limits, which the form checks before sending. */
const MAX_NAME = 120;
const MAX_ZONING = 40;
const MAX_CITATION = 300;
const MAX_URL = 500;
const MAX_NOTE = 1000;
export const MAX_TIERS = 8;
const MAX_TIER_BEDROOMS = 20;

/** The form's messages that do not depend on a figure: the API's own words. */
export const RULE_SET_MESSAGES = {
  name: `Name: enter a name of at most ${MAX_NAME} characters.`,
  area: 'Area: choose a state, county or city of the places directories.',
  zoning: `Zoning district: at most ${MAX_ZONING} characters.`,
  readOn: 'Read on: a date as YYYY-MM-DD.',
  rules: 'Rules: set at least one figure.',
  unexpected: 'An unexpected error occurred',
} as const;

/** The limits editor's heading, which starts its messages. */
export const LIMITS_LABEL = 'Limits on local rules';

/**
 * How a figure's messages start in `scope`: 'Side setback', or in the limits on local rules
 * 'Limit on local rules, side setback'.
 */
export function fieldLabel(scope: Scope, label: string): string {
  if (scope === 'rules') return label;
  return `Limit on local rules, ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/** A tier's label as the API counts them: 'Living area tier 2' (from 1). */
export function tierFieldLabel(scope: Scope, index: number): string {
  return fieldLabel(scope, `${LIVING_AREA.label} tier ${index + 1}`);
}

const characters = (text: string) => Array.from(text).length;
const bytes = (text: string) => new TextEncoder().encode(text).length;

/** What is wrong with one figure (or tier) as typed, part by part, in the API's words. */
function figureErrors(
  label: string,
  info: FigureInfo,
  limit: LimitValues,
): Partial<Record<LimitPart, string>> {
  const errors: Partial<Record<LimitPart, string>> = {};
  const value = parseFigure(limit.value);
  if (value === undefined || value < info.min || value > info.max) {
    errors.value = `${label}: the value must be ${info.range}.`;
  }
  const citation = limit.citation.trim();
  if (citation === '' || characters(citation) > MAX_CITATION) {
    errors.citation = `${label}: give the code section it comes from (at most ${MAX_CITATION} characters).`;
  }
  const url = limit.url.trim();
  if (url !== '' && (!/^https?:\/\//.test(url) || bytes(url) > MAX_URL)) {
    errors.url = `${label}: the link must be an http(s) address of at most ${MAX_URL} characters.`;
  }
  if (characters(limit.note.trim()) > MAX_NOTE) {
    errors.note = `${label}: the note must be at most ${MAX_NOTE} characters.`;
  }
  return errors;
}

/** What is wrong with one figures editor: each set figure, and each tier. */
export function validateFigures(scope: Scope, values: FigureValues): RuleSetErrors {
  const errors: RuleSetErrors = {};
  for (const figure of LIMIT_FIGURES) {
    const limit = values.limits[figure];
    if (!isSet(limit)) continue;
    const label = fieldLabel(scope, FIGURES[figure].label);
    for (const [part, message] of Object.entries(figureErrors(label, FIGURES[figure], limit))) {
      errors[`${scope}.${figure}.${part as LimitPart}`] = message;
    }
  }
  if (values.tiers.length > MAX_TIERS) {
    errors[`${scope}.tiers`] =
      `${fieldLabel(scope, LIVING_AREA.label)}: at most ${MAX_TIERS} tiers.`;
  }
  values.tiers.forEach((tier, index) => {
    const label = tierFieldLabel(scope, index);
    const bedrooms = parseBedrooms(tier.minBedrooms);
    const earlier = values.tiers
      .slice(0, index)
      .some((other) => parseBedrooms(other.minBedrooms) === bedrooms);
    if (bedrooms === undefined || bedrooms > MAX_TIER_BEDROOMS) {
      errors[`${scope}.tier.${index}.minBedrooms`] =
        `${label}: a tier starts at 0 to ${MAX_TIER_BEDROOMS} bedrooms.`;
    } else if (earlier) {
      errors[`${scope}.tier.${index}.minBedrooms`] =
        `${label}: another tier starts at ${bedrooms} bedrooms.`;
    }
    for (const [part, message] of Object.entries(figureErrors(label, LIVING_AREA, tier))) {
      errors[`${scope}.tier.${index}.${part as LimitPart}`] = message;
    }
  });
  return errors;
}

/** Whether `text` is a date as the API reads it (YYYY-MM-DD, month 1–12, day 1–31). */
export function isDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [month, day] = [Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/**
 * What the API would refuse in the form, for an area of `level`: every message at once (the API
 * names only the first), each on its field. The limits on local rules count only for a state or
 * a county, the only sets that send them.
 */
export function validateRuleSet(values: RuleSetValues, level: AreaLevel): RuleSetErrors {
  const errors: RuleSetErrors = {};
  const name = values.name.trim();
  if (name === '' || characters(name) > MAX_NAME) errors.name = RULE_SET_MESSAGES.name;
  if (values.areaId === '' || level === '') errors.area = RULE_SET_MESSAGES.area;
  if (characters(values.zoning.trim()) > MAX_ZONING) errors.zoning = RULE_SET_MESSAGES.zoning;
  const readOn = values.readOn.trim();
  if (readOn !== '' && !isDate(readOn)) errors.readOn = RULE_SET_MESSAGES.readOn;
  const withLimits = limitsApply(level);
  if (!setsAnyFigure(values.rules) && !(withLimits && setsAnyFigure(values.limits))) {
    errors.rules = RULE_SET_MESSAGES.rules;
  }
  Object.assign(errors, validateFigures('rules', values.rules));
  if (withLimits) Object.assign(errors, validateFigures('limits', values.limits));
  return errors;
}

/**
 * What the API is sent for a valid form: trimmed, each unset figure null, and the limits on
 * local rules only for a state or a county (a city's set may not have any).
 */
export function ruleSetInput(values: RuleSetValues, level: AreaLevel): RuleSetInput {
  return {
    name: values.name.trim(),
    areaId: values.areaId,
    zoning: values.zoning.trim(),
    building: values.building,
    example: values.example,
    readOn: values.readOn.trim(),
    rules: figuresInput(values.rules),
    limitsOnLocal: limitsApply(level) ? figuresInput(values.limits) : noFigures(),
  };
}

/** The fields whose label starts the API's message, each with where the message goes. */
const FIELD_PREFIXES = new Map<string, FieldKey>([
  ['Name', 'name'],
  ['Area', 'area'],
  ['Zoning district', 'zoning'],
  ['Building', 'building'],
  ['Read on', 'readOn'],
  ['Rules', 'rules'],
  [LIMITS_LABEL, 'limits'],
]);

/** Which part of a figure a message is about, by how it goes on after the label. */
function partOf(body: string): TierPart {
  if (body.startsWith('give the code section')) return 'citation';
  if (body.startsWith('the link')) return 'url';
  if (body.startsWith('the note')) return 'note';
  if (/^(a|another) tier starts/.test(body)) return 'minBedrooms';
  return 'value';
}

/** The field a figure's label names in `scope` ('side setback' or 'Side setback'). */
function figureKey(scope: Scope, label: string, body: string): FieldKey | undefined {
  const named = label.toLowerCase();
  const figure = LIMIT_FIGURES.find((f) => FIGURES[f].label.toLowerCase() === named);
  if (figure) {
    const part = partOf(body);
    return `${scope}.${figure}.${part === 'minBedrooms' ? 'value' : part}`;
  }
  if (named === LIVING_AREA.label.toLowerCase()) return `${scope}.tiers`;
  const tier = /^living area tier (\d+)$/.exec(named);
  if (tier) return `${scope}.tier.${Number(tier[1]) - 1}.${partOf(body)}`;
  return undefined;
}

/** The field the API's message names by its label ('Side setback: …'), if it names one. */
export function fieldOfMessage(message: string): FieldKey | undefined {
  const colon = message.indexOf(': ');
  if (colon < 0) return undefined;
  const prefix = message.slice(0, colon);
  const body = message.slice(colon + 2);
  const field = FIELD_PREFIXES.get(prefix);
  if (field) return field;
  const limitPrefix = 'Limit on local rules, ';
  if (prefix.startsWith(limitPrefix)) {
    return figureKey('limits', prefix.slice(limitPrefix.length), body);
  }
  return figureKey('rules', prefix, body);
}

/**
 * Where a failed save's message goes: on the field it names, as the API said it, or (a set
 * changed meanwhile, a lost session, a network failure) on the form as a whole, or a generic text
 * when there is none.
 */
export function ruleSetSaveError(
  message: string | undefined,
): { field: FieldKey; message: string } | { form: string } {
  const text = message?.trim() ?? '';
  const field = text ? fieldOfMessage(text) : undefined;
  if (field) return { field, message: text };
  return { form: text || RULE_SET_MESSAGES.unexpected };
}

/** Delete's question: the versions go with the set. */
export function deleteQuestion(name: string): string {
  return `Delete “${name}” and all its versions? The map stops holding plans to it; saved checks keep the figures they were held to.`;
}
