import { useQuery } from '@tanstack/react-query';
import type {
  FindConfiguratorQueryVariables,
  FindPhotosQueryVariables,
} from '../../../../lib/graphql/gql/graphql';
import { graphqlQueryOptions } from '../../../../lib/query/graphqlQuery';
import { areaKeys } from '../../../../lib/query/keys';
import { FIND_CONFIGURATOR, FIND_PHOTOS } from './configuratorDocuments';

/** The configurator service's answers to the plan form, under `products` (the service's area). */
export const configuratorKeys = {
  all: [...areaKeys.products, 'configurator'] as const,
  configurators: () => [...configuratorKeys.all, 'configurators'] as const,
  photos: () => [...configuratorKeys.all, 'photos'] as const,
};

/** The configurators of a decor or plan id; nothing is asked until `ids` are given. */
export function useFindConfigurator(ids: FindConfiguratorQueryVariables | undefined) {
  return useQuery({
    ...graphqlQueryOptions(configuratorKeys.configurators(), FIND_CONFIGURATOR, ids ?? {}),
    enabled: ids !== undefined,
  });
}

/** The configurator's rendered photos of a plan; nothing is asked until an id is given. */
export function useFindPhotos(ids: FindPhotosQueryVariables) {
  return useQuery({
    ...graphqlQueryOptions(configuratorKeys.photos(), FIND_PHOTOS, ids),
    enabled: Boolean(ids.decorId || ids.id),
  });
}
