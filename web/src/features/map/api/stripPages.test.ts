import { describe, expect, it } from 'vitest';
import { STRIP_PAGE_SIZE } from '../model/stripFilters';
import type { StripPlan } from './planStripDocuments';
import { appendPage, firstPage, hasMorePlans } from './stripPages';

function plans(from: number, count: number): StripPlan[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `plan-${from + index}`,
    title: `Plan ${from + index}`,
    image: '',
    photos: [],
    meta: {
      type: 'HOUSE',
      height: 15,
      width: 20,
      length: 30,
      bedroomCount: 1,
      bathroomCount: 1,
      totalArea: 600,
      outerArea: 600,
    },
  }));
}

describe('strip pages', () => {
  it('add each page after the plans loaded, up to the total', () => {
    const one = firstPage({ items: plans(1, STRIP_PAGE_SIZE), totalCount: 41 });
    expect(one.plans).toHaveLength(20);
    expect(hasMorePlans(one)).toBe(true);
    const two = appendPage(one, { items: plans(21, STRIP_PAGE_SIZE), totalCount: 41 });
    expect(two.pages).toBe(2);
    expect(hasMorePlans(two)).toBe(true);
    const three = appendPage(two, { items: plans(41, 1), totalCount: 41 });
    expect(three.plans.map((plan) => plan.id).at(-1)).toBe('plan-41');
    expect(three.plans).toHaveLength(41);
    expect(hasMorePlans(three)).toBe(false);
  });

  it('show a plan once when the catalogue shifted between two pages', () => {
    const one = firstPage({ items: plans(1, STRIP_PAGE_SIZE), totalCount: 42 });
    // A plan was added in front: the second page starts with the first page's last plan.
    const two = appendPage(one, { items: plans(20, STRIP_PAGE_SIZE), totalCount: 42 });
    expect(two.plans).toHaveLength(39);
    expect(new Set(two.plans.map((plan) => plan.id)).size).toBe(39);
    expect(two.totalCount).toBe(42);
  });

  it('stop at a short page even when the total said there were more', () => {
    const one = firstPage({ items: plans(1, 5), totalCount: 9 });
    expect(hasMorePlans(one)).toBe(false);
  });
});
