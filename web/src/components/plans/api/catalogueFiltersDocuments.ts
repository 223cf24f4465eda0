import { graphql } from '../../../lib/graphql/gql';

/** The contractors an admin filters the catalogue by. */
export const CATALOGUE_CONTRACTORS = graphql(`
  query CatalogueContractors {
    contractors {
      id
      name
    }
  }
`);
