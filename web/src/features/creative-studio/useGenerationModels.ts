import { useQuery } from '@tanstack/react-query';
import { graphqlQueryOptions } from '../../lib/graphql/queryOptions';
import { GENERATION_MODELS, MODELS_KEY } from './studioOperations';

/** The studio's models; the list changes only with the API's configuration. */
export function useGenerationModels() {
  return useQuery({
    ...graphqlQueryOptions(MODELS_KEY, GENERATION_MODELS, {}),
    staleTime: 5 * 60_000,
  });
}
