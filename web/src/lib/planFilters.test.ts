import { describe, expect, it } from 'vitest';
import {
  boundConflicts,
  catalogueSearch,
  EMPTY_FILTERS,
  hasActiveFilters,
  parseCatalogueSearch,
  toPlanFilters,
} from './planFilters';

const parse = (query: string, admin = false) =>
  parseCatalogueSearch(new URLSearchParams(query), { admin });

describe('parseCatalogueSearch', () => {
  it('reads an empty query as no filters on the first page of 10', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('reads bounds, rooms and square-foot bands', () => {
    expect(
      parse(
        'minWidth=12&maxWidth=30.5&maxLength=40&bedrooms=2&bedrooms=0&bathrooms=1&area=1200%2B&area=200-300',
      ),
    ).toEqual({
      ...EMPTY_FILTERS,
      minWidth: 12,
      maxWidth: 30.5,
      maxLength: 40,
      bedrooms: [0, 2],
      bathrooms: [1],
      areas: ['200-300', '1200+'],
    });
  });

  it('drops values that are not valid choices', () => {
    expect(
      parse('minWidth=-4&maxWidth=wide&bedrooms=7&bedrooms=two&bathrooms=3&area=50-60&page=0'),
    ).toEqual(EMPTY_FILTERS);
  });

  it('reads the page and only the offered page sizes', () => {
    expect(parse('page=3&pageSize=20')).toMatchObject({ page: 3, pageSize: 20 });
    expect(parse('pageSize=13').pageSize).toBe(10);
  });

  it('reads the admin filters for admins only', () => {
    const query = 'contractor=c-1&type=shed&hidden=true&preApproved=false&planId=P-9';
    expect(parse(query, true)).toMatchObject({
      contractorId: 'c-1',
      type: 'SHED',
      hidden: true,
      preApproved: false,
      planId: 'P-9',
    });
    expect(parse(query, false)).toEqual(EMPTY_FILTERS);
  });
});

describe('catalogueSearch', () => {
  it('writes nothing for the defaults', () => {
    expect(catalogueSearch(EMPTY_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter through the URL', () => {
    const filters = {
      ...EMPTY_FILTERS,
      minWidth: 10,
      maxLength: 48,
      bedrooms: [1, 4],
      bathrooms: [2],
      areas: ['0-200', '1200+'],
      contractorId: 'c-1',
      type: 'HOUSE' as const,
      hidden: false,
      preApproved: true,
      planId: 'P-9',
      page: 2,
      pageSize: 50,
    };
    const query = catalogueSearch(filters).toString();
    expect(query).toContain('bedrooms=1&bedrooms=4');
    expect(query).toContain('type=house');
    expect(parseCatalogueSearch(new URLSearchParams(query), { admin: true })).toEqual(filters);
  });
});

describe('toPlanFilters', () => {
  it('asks for the page alone when nothing is filtered', () => {
    expect(toPlanFilters(EMPTY_FILTERS)).toEqual({ page: 1, pageSize: 10 });
  });

  it('maps rooms, bounds and bands to the meta filter', () => {
    expect(
      toPlanFilters({
        ...EMPTY_FILTERS,
        minWidth: 0,
        maxWidth: 20,
        bedrooms: [0, 3],
        bathrooms: [2],
        areas: ['1200+', '300-400'],
        page: 2,
      }),
    ).toEqual({
      page: 2,
      pageSize: 10,
      meta: {
        minWidth: 0,
        maxWidth: 20,
        bedroomCount: [0, 3],
        bathroomCount: [2],
        areaBands: [{ min: 300, max: 400 }, { min: 1200 }],
      },
    });
  });

  it('maps the admin filters to their own fields', () => {
    expect(
      toPlanFilters({
        ...EMPTY_FILTERS,
        contractorId: 'c-1',
        type: 'SHED',
        hidden: true,
        preApproved: false,
        planId: 'P-9',
      }),
    ).toEqual({
      page: 1,
      pageSize: 10,
      meta: { type: 'SHED' },
      contractorId: 'c-1',
      isHidden: true,
      preApproved: false,
      planId: 'P-9',
    });
  });
});

describe('hasActiveFilters', () => {
  it('ignores paging', () => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, page: 4, pageSize: 50 })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, bathrooms: [0] })).toBe(true);
  });
});

describe('boundConflicts', () => {
  it('names a minimum above its maximum', () => {
    expect(
      boundConflicts({ ...EMPTY_FILTERS, minWidth: 40, maxWidth: 20, minLength: 10 }).map(
        (conflict) => conflict.text,
      ),
    ).toEqual(['The minimum width (40 ft) is more than the maximum (20 ft).']);
  });

  it('finds none in bounds that leave room, or in a single bound', () => {
    expect(boundConflicts({ ...EMPTY_FILTERS, minWidth: 20, maxWidth: 20, maxLength: 5 })).toEqual(
      [],
    );
  });
});
