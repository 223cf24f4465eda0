import { graphql } from '../../../../lib/graphql/gql';

/** The 3D configurators of a decor or plan id, in the configurator service. */
export const FIND_CONFIGURATOR = graphql(`
  query FindConfigurator($decorId: String, $id: String) {
    findConfigurator(decorId: $decorId, id: $id) {
      _id
      name
      product
      createdAt
    }
  }
`);

/** The configurator's rendered photos of a plan (by its Decor ID and Plan ID). */
export const FIND_PHOTOS = graphql(`
  query FindPhotos($decorId: String, $id: String) {
    findPhotos(decorId: $decorId, id: $id) {
      url
      name
    }
  }
`);
