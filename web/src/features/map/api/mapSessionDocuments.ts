import { graphql } from '../../../lib/graphql/gql';

/** The signed-in user's map session: the map as they left it, and the plans they looked at last. */
export const MAP_SESSION_DATA = graphql(`
  query MapSessionData {
    mapSession {
      id
      mapData
      lastViewed
    }
  }
`);

/** Stores the map session (see session/useMapSessionSync). */
export const MAP_SESSION_DATA_UPDATE = graphql(`
  mutation MapSessionDataUpdate($input: MapSessionUpdate!) {
    mapSessionUpdate(input: $input) {
      id
    }
  }
`);

/** A saved plan's map, to open it on the map again (My Plans → Open on map). */
export const SAVED_RESULT_TO_OPEN = graphql(`
  query SavedResultToOpen($id: ID!) {
    mapResult(id: $id) {
      id
      planId
      address
      map
    }
  }
`);
