import { describe, expect, it } from 'vitest';
import { buildingChoices, buildingFacts, buildingKind, placeOf, samePlace } from './localRules';

describe('the building a plan is held to', () => {
  it('is a detached ADU beside a house, the house of an empty lot, and a shed for a shed', () => {
    expect(buildingKind('HOUSE', [{ kind: 'house' }], null)).toBe('adu');
    expect(buildingKind('HOUSE', [{ kind: 'garage' }], null)).toBe('house');
    expect(buildingKind('HOUSE', [], null)).toBe('house');
    expect(buildingKind('SHED', [{ kind: 'house' }], 'adu')).toBe('shed');
  });

  it("follows the homeowner's choice for a home", () => {
    expect(buildingKind('HOUSE', [{ kind: 'house' }], 'house')).toBe('house');
    expect(buildingKind('HOUSE', [], 'adu')).toBe('adu');
    expect(buildingChoices('HOUSE')).toEqual(['adu', 'house']);
    expect(buildingChoices('SHED')).toEqual(['shed']);
  });

  it('crosses to the worker as geom-wasm codes, the height NaN when unknown', () => {
    const facts = buildingFacts('adu', { totalArea: 525, bedroomCount: 1 });
    expect(facts.slice(0, 3)).toEqual([0, 525, 1]);
    expect(facts[3]).toBeNaN();
    expect(buildingFacts('shed', { totalArea: 80, bedroomCount: 0, height: 10 })).toEqual([
      2, 80, 0, 10,
    ]);
  });
});

describe('the place of an address', () => {
  it('needs a state code, and keeps the county and city', () => {
    expect(placeOf({ state: 'ca', county: 'Alameda County', city: 'Pleasanton' })).toEqual({
      state: 'CA',
      county: 'Alameda County',
      city: 'Pleasanton',
    });
    expect(placeOf({ state: null, county: 'Alameda County', city: null })).toBeNull();
    expect(placeOf({ state: 'CA', county: null, city: null })).toEqual({
      state: 'CA',
      county: '',
      city: '',
    });
  });

  it('is the same place when every area is', () => {
    const place = { state: 'CA', county: 'Alameda County', city: 'Pleasanton' };
    expect(samePlace(place, { ...place })).toBe(true);
    expect(samePlace(place, { ...place, city: 'Dublin' })).toBe(false);
    expect(samePlace(null, null)).toBe(true);
  });
});
