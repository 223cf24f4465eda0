import { describe, expect, it } from 'vitest';
import type { MapState } from './mapStore';
import { selectAppliedRules, selectRuleSets } from './rulesSlice';

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

describe('the figures that hold for the selected plan', () => {
  const rules = { area: 'Pleasanton, CA', applied: [] };
  const plan = { id: 'p1', meta: { type: 'HOUSE' } };

  it("are the worker's answer for that plan as the kind of building it is held to", () => {
    const beside = [{ kind: 'house' }];
    const state = {
      selectedPlan: plan,
      structures: beside,
      buildingChoice: null,
      appliedRules: { key: 'p1:adu', rules },
    } as unknown as MapState;
    expect(selectAppliedRules(state)).toBe(rules);
    // Held as the main house now: the detached ADU's figures would misname its checks.
    expect(selectAppliedRules({ ...state, buildingChoice: 'house' })).toBeUndefined();
    expect(selectAppliedRules({ ...state, structures: [] })).toBeUndefined();
    expect(
      selectAppliedRules({ ...state, selectedPlan: { ...plan, id: 'p2' } } as unknown as MapState),
    ).toBeUndefined();
  });
});
