import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql/gql';
import type { SavedRulesQuery } from '../../../lib/graphql/gql/graphql';
import { graphqlQueryOptions } from '../../../lib/query/graphqlQuery';
import { planPageKeys } from './planViewQuery';

/**
 * The local rules a saved placement was held to, each figure with its rule and source, and the
 * versions of the rule sets: asked for only by the section that shows them, so that neither the
 * query nor its code is in the page's first load.
 */
const SAVED_RULES = graphql(`
  query SavedRules($id: ID!) {
    mapResult(id: $id) {
      id
      fit {
        rules {
          area
          building
          verdict
          figures {
            figure
            label
            required
            actual
            unit
            minimum
            status
            exempt
            citation
            url
            area
            example
            setAside
          }
          ruleSets {
            id
            version
            area
          }
        }
      }
    }
  }
`);

/** The local rules a saved placement was held to, each figure with its source. */
export type SavedFitRules = NonNullable<
  NonNullable<NonNullable<SavedRulesQuery['mapResult']>['fit']>['rules']
>;

/** The local rules saved placement `id` was held to (null when none applied). */
export function useSavedRules(id: string) {
  return useQuery({
    ...graphqlQueryOptions([...planPageKeys.mapResult(id), 'rules'], SAVED_RULES, { id }),
    select: (data) => data.mapResult?.fit?.rules ?? null,
  });
}
