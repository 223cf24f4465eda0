import { describe, expect, it } from 'vitest';
import {
  cascadeAreas,
  NO_AREAS,
  toggleArea,
  visibleLevels,
  type AreaLevel,
  type Areas,
} from './areaCascade';

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

const areas = (states: string[], counties: string[], cities: string[]): Areas => ({
  states,
  counties,
  cities,
});

/** What is left chosen once `id` is unticked at `level`. */
const untick = (chosen: Areas, level: AreaLevel, id: string) =>
  toggleArea(chosen, level, id, false, parentOf);

describe('the area picker', () => {
  it('reveals counties once a state is chosen and cities once a county is', () => {
    expect(visibleLevels(NO_AREAS)).toEqual(['states']);
    const texas = toggleArea(NO_AREAS, 'states', 'tx', true, parentOf);
    expect(visibleLevels(texas)).toEqual(['states', 'counties']);
    const travis = toggleArea(texas, 'counties', 'travis', true, parentOf);
    expect(visibleLevels(travis)).toEqual(['states', 'counties', 'cities']);
  });

  it('removes the counties and cities of a state that is unticked and keeps the others', () => {
    const chosen = areas(['tx', 'ca'], ['travis', 'marin'], ['austin', 'sausalito']);
    expect(untick(chosen, 'states', 'ca')).toEqual(areas(['tx'], ['travis'], ['austin']));
  });

  it('clears the cities with the last county, as their level hides', () => {
    const chosen = areas(['tx'], ['travis'], ['austin']);
    expect(untick(chosen, 'counties', 'travis')).toEqual(areas(['tx'], [], []));
  });

  it('removes the cities of a county that is unticked and keeps those of the others', () => {
    const chosen = areas(['ca'], ['marin', 'la'], ['sausalito', 'long-beach']);
    expect(untick(chosen, 'counties', 'marin')).toEqual(areas(['ca'], ['la'], ['long-beach']));
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
