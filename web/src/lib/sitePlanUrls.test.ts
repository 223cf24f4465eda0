import { describe, expect, it } from 'vitest';
import { currentSitePlanUrl, savedSitePlanUrl } from './sitePlanUrls';

/** The url's path and query, read back as the API reads them. */
function parts(url: string) {
  const parsed = new URL(url, 'http://homeplot.test');
  return { path: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
}

describe('savedSitePlanUrl', () => {
  it('asks for Letter, landscape unless told otherwise', () => {
    expect(parts(savedSitePlanUrl('r1', 'pdf'))).toEqual({
      path: '/api/map-results/r1/site-plan.pdf',
      query: { paper: 'letter', orientation: 'landscape' },
    });
  });

  it('names the paper, the orientation and the format asked for', () => {
    const sheet = { paper: 'tabloid', orientation: 'portrait' } as const;
    expect(parts(savedSitePlanUrl('r1', 'svg', sheet))).toEqual({
      path: '/api/map-results/r1/site-plan.svg',
      query: { paper: 'tabloid', orientation: 'portrait' },
    });
  });

  it('keeps an id with reserved characters inside its path segment', () => {
    const url = savedSitePlanUrl('a/b?c', 'pdf');
    expect(parts(url).path).toBe('/api/map-results/a%2Fb%3Fc/site-plan.pdf');
    expect(parts(url).query).toEqual({ paper: 'letter', orientation: 'landscape' });
  });
});

describe('currentSitePlanUrl', () => {
  it('posts the unsaved placement to the site plan of its format', () => {
    expect(currentSitePlanUrl('pdf')).toBe('/api/site-plan.pdf');
    expect(currentSitePlanUrl('svg')).toBe('/api/site-plan.svg');
  });
});
