import type { PlanFilters } from '../../../lib/graphql/gql/graphql';
import type { LonLat } from '../../../geometry/ring';
import { areaKeys } from '../../../lib/query/keys';

/**
 * The map's query keys, each under the area of the API it reads, so that a change made anywhere
 * (an admin hiding a plan, a session written) refreshes what the map shows. The map reads no
 * saved plan under `mapResults`: a saved plan opened on the map comes with the map session it
 * opens over (`mapSessionKeys.toRestore`), and Save invalidates `mapResults` for the screens
 * that list saved plans (see mapResultApi).
 */
export const mapSessionKeys = {
  all: [...areaKeys.mapSession, 'map'] as const,
  /** The map to open with: the stored session, and the saved plan `resultId` asked for. */
  toRestore: (resultId: string | null) => [...mapSessionKeys.all, 'toRestore', resultId] as const,
};

export const mapPlanKeys = {
  all: [...areaKeys.plans, 'map'] as const,
  /** The strip's pages for one set of filters (`plans` signed in, `guestPlans` for a visitor). */
  strip: (loggedIn: boolean, filters: PlanFilters) =>
    [...mapPlanKeys.all, 'strip', loggedIn ? 'plans' : 'guestPlans', filters] as const,
  /** The selected plan with its drawing (the plan's id follows, as the query's variables). */
  selected: () => [...mapPlanKeys.all, 'selected'] as const,
};

export const lotFileKeys = {
  /** The coordinate systems a lot file may be drawn in: the API's fixed list. */
  coordinateSystems: () => [...areaKeys.lots, 'coordinateSystems'] as const,
};

export const parcelKeys = {
  /** The parcel at a point (`GET /api/parcels`). */
  at: ([lon, lat]: LonLat) => [...areaKeys.lots, 'parcelAt', lon, lat] as const,
};
