import type { PlanFilters, PlanMetaFilter } from '../../../lib/graphql/gql/graphql';
import {
  BOUND_KEYS,
  EMPTY_FILTERS,
  toPlanFilters,
  type CatalogueFilters,
} from '../../../lib/planFilters';

/** How many plans the strip asks for at a time; more pages load as it is scrolled. */
export const STRIP_PAGE_SIZE = 20;

/** The strip's filters: the catalogue's measurements and rooms (SPEC §5), and "fits my lot". */
export interface StripFilters extends Pick<
  CatalogueFilters,
  'minWidth' | 'maxWidth' | 'minLength' | 'maxLength'
> {
  bedrooms: number[];
  bathrooms: number[];
  /** Keys of the square-foot bands, e.g. '200-300', '1200+'. */
  areas: string[];
  /** Only plans with a legal placement on the lot (checked by the geometry worker). */
  fitsLot: boolean;
}

export const NO_STRIP_FILTERS: StripFilters = {
  bedrooms: [],
  bathrooms: [],
  areas: [],
  fitsLot: false,
};

/** The `plans` query's input for a signed-in user: the catalogue's, for one page of the strip. */
export function stripPlanFilters(filters: StripFilters, page = 1): PlanFilters {
  const catalogue: CatalogueFilters = {
    ...EMPTY_FILTERS,
    bedrooms: filters.bedrooms,
    bathrooms: filters.bathrooms,
    areas: filters.areas,
    page,
    pageSize: STRIP_PAGE_SIZE,
  };
  for (const key of BOUND_KEYS) catalogue[key] = filters[key];
  return toPlanFilters(catalogue);
}

/** The `guestPlans` query's `meta` for a visitor (measurements and rooms only), or null. */
export function stripMetaFilter(filters: StripFilters): PlanMetaFilter | null {
  return stripPlanFilters(filters).meta ?? null;
}

/** How many filters are set, for the "Filters (2)" button. */
export function activeFilterCount(filters: StripFilters): number {
  const bounds = BOUND_KEYS.filter((key) => filters[key] !== undefined).length;
  return (
    bounds +
    filters.bedrooms.length +
    filters.bathrooms.length +
    filters.areas.length +
    (filters.fitsLot ? 1 : 0)
  );
}
