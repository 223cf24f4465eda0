import { describe, expect, it } from 'vitest';
import { clampPage, pageItems, pageRangeText } from './paging';

describe('pageRangeText', () => {
  it("says which items of how many are shown: 'x-y of N items'", () => {
    expect(pageRangeText(1, 20, 45)).toBe('1-20 of 45 items');
    expect(pageRangeText(2, 20, 45)).toBe('21-40 of 45 items');
    expect(pageRangeText(3, 20, 45)).toBe('41-45 of 45 items');
    expect(pageRangeText(1, 50, 45)).toBe('1-45 of 45 items');
  });

  it('handles an empty list and a page past the end', () => {
    expect(pageRangeText(1, 20, 0)).toBe('0-0 of 0 items');
    expect(pageRangeText(9, 20, 45)).toBe('41-45 of 45 items');
  });
});

describe('pageItems', () => {
  const items = Array.from({ length: 45 }, (_, index) => index + 1);

  it('slices one page', () => {
    expect(pageItems(items, 1, 20)).toHaveLength(20);
    expect(pageItems(items, 3, 20)).toEqual([41, 42, 43, 44, 45]);
  });

  it('keeps the page inside the list', () => {
    expect(clampPage(0, 45, 20)).toBe(1);
    expect(clampPage(7, 45, 20)).toBe(3);
    expect(clampPage(2, 0, 20)).toBe(1);
  });
});
