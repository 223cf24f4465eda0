import { describe, expect, it } from 'vitest';
import { mapWithPlan, PLAN_PARAM } from './mapLinks';

describe('mapWithPlan', () => {
  it('opens the map with the plan named in its URL', () => {
    const url = new URL(mapWithPlan('plan 7/b'), 'http://homeplot.test');
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get(PLAN_PARAM)).toBe('plan 7/b');
  });
});
