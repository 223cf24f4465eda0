import { graphql } from '../../../../lib/graphql/gql';

/** What the 3D configurators offer, optionally of one type. */
export const PRODUCTS_OF_CONFIGURATORS = graphql(`
  query ProductsOfConfigurators($type: ProductType) {
    productsOfConfigurators(type: $type) {
      list {
        id
        name
        type
        avatar {
          small
        }
        data {
          price
          labor
        }
      }
    }
  }
`);
