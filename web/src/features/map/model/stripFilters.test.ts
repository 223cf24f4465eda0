import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  NO_STRIP_FILTERS,
  STRIP_PAGE_SIZE,
  stripMetaFilter,
  stripPlanFilters,
} from './stripFilters';

describe('strip filters', () => {
  it('ask for the strip page with no filter when none is set', () => {
    expect(stripPlanFilters(NO_STRIP_FILTERS)).toEqual({ page: 1, pageSize: STRIP_PAGE_SIZE });
    expect(stripMetaFilter(NO_STRIP_FILTERS)).toBeNull();
    expect(activeFilterCount(NO_STRIP_FILTERS)).toBe(0);
  });

  it('send bands, rooms and bounds as the catalogue does; "fits my lot" stays on the page', () => {
    const filters = {
      ...NO_STRIP_FILTERS,
      areas: ['200-300', '1200+'],
      bedrooms: [0, 2],
      bathrooms: [1],
      minWidth: 10,
      maxLength: 40,
      fitsLot: true,
    };
    const meta = {
      areaBands: [{ min: 200, max: 300 }, { min: 1200 }],
      bedroomCount: [0, 2],
      bathroomCount: [1],
      minWidth: 10,
      maxLength: 40,
    };
    expect(stripPlanFilters(filters)).toEqual({ page: 1, pageSize: STRIP_PAGE_SIZE, meta });
    expect(stripMetaFilter(filters)).toEqual(meta);
    expect(activeFilterCount(filters)).toBe(8);
    // Later pages of the same plans, as the strip is scrolled.
    expect(stripPlanFilters(filters, 3)).toEqual({ page: 3, pageSize: STRIP_PAGE_SIZE, meta });
  });
});
