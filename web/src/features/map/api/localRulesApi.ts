import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql/gql';
import { gqlRequest } from '../../../lib/graphql/client';
import { areaKeys } from '../../../lib/query/keys';
import type { LocalRuleSet, Place } from '../model/localRules';

const LOCAL_RULES = graphql(`
  query LocalRules($state: String!, $county: String!, $city: String!) {
    localRules(state: $state, county: $county, city: $city) {
      id
      name
      area
      version
      example
      geometryJson
    }
  }
`);

/** The local rules of a place, under the rules' own area of the API. */
export const localRulesKeys = {
  all: [...areaKeys.rules, 'local'] as const,
  of: (place: Place) => [...localRulesKeys.all, place.state, place.county, place.city] as const,
};

// Rules change when an admin changes them: a few minutes' staleness is nothing to a homeowner.
const STALE_MS = 5 * 60 * 1000;

/** The rule sets of `place`'s state, county and city, as the map holds plans to them. */
export function localRulesQueryOptions(place: Place) {
  return queryOptions({
    queryKey: localRulesKeys.of(place),
    queryFn: async ({ signal }): Promise<LocalRuleSet[]> =>
      (await gqlRequest(LOCAL_RULES, place, signal)).localRules,
    staleTime: STALE_MS,
  });
}
