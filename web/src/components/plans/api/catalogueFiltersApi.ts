import { useQuery } from '@tanstack/react-query';
import { graphqlQueryOptions } from '../../../lib/query/graphqlQuery';
import { areaKeys } from '../../../lib/query/keys';
import { CATALOGUE_CONTRACTORS } from './catalogueFiltersDocuments';

/** The catalogue filters' query keys: the contractors, which a contractor's edit invalidates. */
export const catalogueFiltersKeys = {
  all: [...areaKeys.contractors, 'catalogueFilters'] as const,
  contractors: () => [...catalogueFiltersKeys.all, 'names'] as const,
};

/** Every contractor's id and name, for the admin's contractor filter. */
export function useCatalogueContractors() {
  return useQuery(
    graphqlQueryOptions(catalogueFiltersKeys.contractors(), CATALOGUE_CONTRACTORS, {}),
  );
}
