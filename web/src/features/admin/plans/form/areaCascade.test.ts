import { describe, expect, it } from 'vitest';
import { cascadeAreas, NO_AREAS, toggleArea, visibleLevels } from './areaCascade';

// Texas (tx) with Travis county and its Austin; California (ca) with Marin county and its
// Sausalito, and Los Angeles county and its Long Beach.
const parentOf = new Map<string, string | null>([
  ['tx', null],
  ['ca', null],
  ['travis', 'tx'],
  ['marin', 'ca'],
  ['la', 'ca'],
  ['austin', 'travis'],
  ['sausalito', 'marin'],
  ['long-beach', 'la'],
]);

describe('the area picker', () => {
  it('reveals counties once a state is chosen and cities once a county is', () => {
    expect(visibleLevels(NO_AREAS)).toEqual(['states']);
    const texas = toggleArea(NO_AREAS, 'states', 'tx', true, parentOf);
    expect(visibleLevels(texas)).toEqual(['states', 'counties']);
    const travis = toggleArea(texas, 'counties', 'travis', true, parentOf);
    expect(visibleLevels(travis)).toEqual(['states', 'counties', 'cities']);
  });

  it('removes the counties and cities of a state that is unticked and keeps the others', () => {
    const chosen = {
      states: ['tx', 'ca'],
      counties: ['travis', 'marin'],
      cities: ['austin', 'sausalito'],
    };
    expect(toggleArea(chosen, 'states', 'ca', false, parentOf)).toEqual({
      states: ['tx'],
      counties: ['travis'],
      cities: ['austin'],
    });
  });

  it('clears the cities with the last county, as their level hides', () => {
    const chosen = { states: ['tx'], counties: ['travis'], cities: ['austin'] };
    expect(toggleArea(chosen, 'counties', 'travis', false, parentOf)).toEqual({
      states: ['tx'],
      counties: [],
      cities: [],
    });
  });

  it('removes the cities of a county that is unticked and keeps those of the others', () => {
    const chosen = {
      states: ['ca'],
      counties: ['marin', 'la'],
      cities: ['sausalito', 'long-beach'],
    };
    expect(toggleArea(chosen, 'counties', 'marin', false, parentOf)).toEqual({
      states: ['ca'],
      counties: ['la'],
      cities: ['long-beach'],
    });
  });

  it('keeps a city filed under its state (a directory seeded before cities had counties) while the state is chosen', () => {
    const legacy = new Map([...parentOf, ['fresno', 'ca']]);
    const chosen = { states: ['ca'], counties: [], cities: ['fresno'] };
    expect(cascadeAreas(chosen, legacy)).toEqual(chosen);
    expect(toggleArea(chosen, 'states', 'ca', false, legacy)).toEqual(NO_AREAS);
  });

  it('drops a county whose state is not chosen', () => {
    expect(
      cascadeAreas({ states: ['tx'], counties: ['travis', 'marin'], cities: [] }, parentOf),
    ).toEqual({ states: ['tx'], counties: ['travis'], cities: [] });
  });
});
