import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AreaValuesQuery } from '../../../../lib/graphql/gql/graphql';
import { graphqlQueryOptions } from '../../../../lib/query/graphqlQuery';
import { areaKeys } from '../../../../lib/query/keys';
import { AREA_DIRECTORIES, visibleLevels, type AreaLevel, type Areas } from '../form/areaCascade';
import { AREA_VALUES, AREA_VALUES_BY_IDS } from './placesDocuments';

/** A state, county or city of the places directories. */
export type Place = NonNullable<AreaValuesQuery['directory']>['values']['items'][number];

/** One level's places (under the places chosen above it), and how asking for them went. */
export interface PlaceList {
  places: Place[];
  loading: boolean;
  failed: boolean;
}

/** The places' keys, under `directories`: a directory the back office changes is asked again. */
export const placesKeys = {
  all: [...areaKeys.directories, 'places'] as const,
  level: () => [...placesKeys.all, 'level'] as const,
  names: () => [...placesKeys.all, 'names'] as const,
};

const levelQuery = (level: AreaLevel, parentId?: string) =>
  graphqlQueryOptions(placesKeys.level(), AREA_VALUES, {
    slug: AREA_DIRECTORIES[level],
    ...(parentId === undefined ? {} : { parentId }),
  });

/** What a list of level queries gives the picker: their places together. */
function placeList(queries: readonly UseQueryResult<AreaValuesQuery>[]): PlaceList {
  return {
    places: queries.flatMap((query) => query.data?.directory?.values.items ?? []),
    loading: queries.some((query) => query.isPending),
    failed: queries.some((query) => query.isError),
  };
}

/**
 * The area picker's places, by level (SPEC §4): every state; the counties of each chosen state
 * once one is chosen; the cities of each chosen county once one is.
 */
export function useAreaPlaces(value: Areas): Record<AreaLevel, PlaceList> {
  const levels = visibleLevels(value);
  const states = useQuery(levelQuery('states'));
  const counties = useQueries({
    queries: (levels.includes('counties') ? value.states : []).map((state) =>
      levelQuery('counties', state),
    ),
  });
  const cities = useQueries({
    queries: (levels.includes('cities') ? value.counties : []).map((county) =>
      levelQuery('cities', county),
    ),
  });
  return { states: placeList([states]), counties: placeList(counties), cities: placeList(cities) };
}

/** The places of `ids` (a saved plan's areas), for their names. */
export function useAreaNames(ids: string[]) {
  return useQuery(graphqlQueryOptions(placesKeys.names(), AREA_VALUES_BY_IDS, { ids }));
}
