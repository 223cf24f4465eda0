import { describe, expect, it } from 'vitest';
import type { MapState } from './mapStore';
import { selectRuleSets } from './rulesSlice';

describe('the rule sets of the property', () => {
  it('are the same empty list every time none apply (a selector must not make a new one)', () => {
    const none = { localRules: undefined, propertyPlace: null } as unknown as MapState;
    expect(selectRuleSets(none)).toBe(selectRuleSets(none));
  });

  it('are those answered for the place the property is in, not an earlier one', () => {
    const place = { state: 'CA', county: 'Alameda County', city: 'Pleasanton' };
    const sets = [
      { id: 'a', name: 'A', area: 'California', version: 1, example: false, geometryJson: '{}' },
    ];
    const state = { localRules: { place, sets }, propertyPlace: place } as unknown as MapState;
    expect(selectRuleSets(state)).toBe(sets);
    const moved = { ...state, propertyPlace: { ...place, city: 'Dublin' } } as MapState;
    expect(selectRuleSets(moved)).toEqual([]);
  });
});
