import { graphql } from '../../lib/graphql/gql';

/** The admin's contractor filter. */
export const CATALOGUE_CONTRACTORS = graphql(`
  query CatalogueContractors {
    contractors {
      id
      name
    }
  }
`);
