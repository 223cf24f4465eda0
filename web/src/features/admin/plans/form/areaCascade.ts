/** Directory value ids of US states, counties and cities (a plan's available areas). */
export interface Areas {
  states: string[];
  counties: string[];
  cities: string[];
}

export const NO_AREAS: Areas = { states: [], counties: [], cities: [] };

/** The picker's directories, by level. */
export const AREA_DIRECTORIES = {
  states: 'us-states',
  counties: 'us-counties',
  cities: 'us-cities',
} as const;

export type AreaLevel = keyof typeof AREA_DIRECTORIES;

/** Which levels the picker shows: states always; counties once a state is chosen; cities once a
 * county is (SPEC §4). */
export function visibleLevels(areas: Areas): AreaLevel[] {
  if (areas.states.length === 0) return ['states'];
  if (areas.counties.length === 0) return ['states', 'counties'];
  return ['states', 'counties', 'cities'];
}

/**
 * `areas` after a change, with the children that no longer belong removed (SPEC §4): a county
 * stays only while its state is chosen, a city only while its county stays (`parentOf` gives a
 * value's parent: a county's state, a city's county). A value whose parent is not known yet (its
 * list still loading) stays; the API applies the same rule when the plan is saved.
 */
export function cascadeAreas(areas: Areas, parentOf: ReadonlyMap<string, string | null>): Areas {
  const under = (parents: readonly string[]) => (id: string) => {
    const parent = parentOf.get(id);
    return parent === undefined || parents.includes(parent ?? '');
  };
  const counties = areas.counties.filter(under(areas.states));
  // A directory seeded before cities had counties still names a city's state as its parent:
  // such a city stays while its state is chosen, as the API keeps it.
  const cities = areas.cities.filter(under([...counties, ...areas.states]));
  return { states: areas.states, counties, cities };
}

/** `areas` with `id` of `level` chosen or not, then cascaded. */
export function toggleArea(
  areas: Areas,
  level: AreaLevel,
  id: string,
  chosen: boolean,
  parentOf: ReadonlyMap<string, string | null>,
): Areas {
  const current = areas[level].filter((each) => each !== id);
  return cascadeAreas({ ...areas, [level]: chosen ? [...current, id] : current }, parentOf);
}
