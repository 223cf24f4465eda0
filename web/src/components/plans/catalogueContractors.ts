import type {
  CatalogueContractorsQuery,
  CatalogueContractorsQueryVariables,
} from '../../lib/graphql/generated';
import type { Operation } from '../../lib/graphql/operation';

/** The admin's contractor filter. */
export const CATALOGUE_CONTRACTORS: Operation<
  CatalogueContractorsQuery,
  CatalogueContractorsQueryVariables
> = {
  document: /* GraphQL */ `
    query CatalogueContractors {
      contractors {
        id
        name
      }
    }
  `,
};
