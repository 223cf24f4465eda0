import type { BuildingFacts, RuleFigure } from '../../../geometry/geometryApi';
import type { LineKind } from '../../../geometry/lineKinds';
import type { GeocodeResult } from '../../../lib/geocode';
import type { PlanType } from '../../../lib/graphql/gql/graphql';
import type { Structure } from './structures';

/**
 * The kind of building a plan is held to on a lot, as rule sets are written for: a detached ADU
 * beside an existing home, the main house of the lot, or a shed.
 */
export type BuildingKind = 'adu' | 'house' | 'shed';

/** geom-wasm's codes for the kinds (`BuildingKind::code`). */
const BUILDING_KIND_CODES: Record<BuildingKind, number> = { adu: 0, house: 1, shed: 2 };

export const BUILDING_KIND_LABELS: Record<BuildingKind, string> = {
  adu: 'Detached ADU',
  house: 'Main house',
  shed: 'Shed',
};

/** A rule set of the property's areas, as the map holds the plan to it. */
export interface LocalRuleSet {
  id: string;
  name: string;
  /** 'Pleasanton, CA' */
  area: string;
  version: number;
  /** Example data, to be verified with the city before building. */
  example: boolean;
  /** The set as geom-wasm reads it: handed to the worker as it is. */
  geometryJson: string;
}

/** The kinds inside a sentence ("Rules for a detached ADU in …"), as the API's verdicts say them. */
export const BUILDING_KIND_WORDS: Record<BuildingKind, string> = {
  adu: 'detached ADU',
  house: 'house',
  shed: 'shed',
};

/** Where the property is, as the address search named it: the areas whose rules apply. */
export interface Place {
  /** Two-letter state code. */
  state: string;
  county: string;
  city: string;
}

/** The place of a geocoded address; null when the geocoder did not say its state. */
export function placeOf(result: Pick<GeocodeResult, 'state' | 'county' | 'city'>): Place | null {
  const state = result.state?.trim().toUpperCase() ?? '';
  if (state.length !== 2) return null;
  return { state, county: result.county?.trim() ?? '', city: result.city?.trim() ?? '' };
}

/** Whether two places name the same areas (the rules need asking for again only when not). */
export function samePlace(a: Place | null, b: Place | null): boolean {
  return a?.state === b?.state && a?.county === b?.county && a?.city === b?.city;
}

/**
 * The kind a plan is held to: the homeowner's choice for a home; else a shed is a shed, and a home
 * is a detached ADU beside an existing house or the house of an empty lot. The API decides the
 * same way on save (`saved_check::building_kind`).
 */
export function buildingKind(
  planType: PlanType | undefined,
  structures: Pick<Structure, 'kind'>[],
  chosen: BuildingKind | null,
): BuildingKind {
  if (planType === 'SHED') return 'shed';
  if (chosen === 'adu' || chosen === 'house') return chosen;
  return structures.some((s) => s.kind === 'house') ? 'adu' : 'house';
}

/** What the rules need to know of a plan, as the worker takes it. */
export function buildingFacts(
  kind: BuildingKind,
  meta: { totalArea: number; bedroomCount: number; height?: number | null },
): BuildingFacts {
  const height = meta.height ?? Number.NaN;
  return [BUILDING_KIND_CODES[kind], meta.totalArea, Math.max(0, meta.bedroomCount), height];
}

/** Which plan, held as which kind of building, the worker's applied rules belong to. */
export function appliedKey(planId: string, kind: BuildingKind): string {
  return `${planId}:${kind}`;
}

/** The rule figure that sets the setback of each kind of lot line. */
export const SETBACK_FIGURES: Record<LineKind, RuleFigure> = {
  front: 'frontSetback',
  side: 'sideSetback',
  rear: 'rearSetback',
  streetSide: 'streetSideSetback',
};

/** The kinds a homeowner may hold a plan of `planType` to. */
export function buildingChoices(planType: PlanType | undefined): BuildingKind[] {
  return planType === 'SHED' ? ['shed'] : ['adu', 'house'];
}
