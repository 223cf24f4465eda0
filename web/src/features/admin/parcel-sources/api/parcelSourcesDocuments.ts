import { graphql } from '../../../../lib/graphql/gql';

/** A parcel source as its list, view and form show it. */
export const ADMIN_PARCEL_SOURCE_FIELDS = graphql(`
  fragment AdminParcelSourceFields on ParcelSource {
    id
    name
    protocol
    url
    collection
    apnField
    situsField
    zoningField
    areaLevel
    extent {
      west
      south
      east
      north
    }
    enabled
    updatedAt
    area {
      id
      name
      parentId
    }
  }
`);

/** Every parcel source, the most specific areas first. */
export const ADMIN_PARCEL_SOURCES = graphql(`
  query AdminParcelSources {
    parcelSources {
      ...AdminParcelSourceFields
    }
  }
`);

/** One parcel source; 'Parcel source not found.' (NOT_FOUND) when there is none. */
export const ADMIN_PARCEL_SOURCE = graphql(`
  query AdminParcelSource($id: ID!) {
    parcelSource(id: $id) {
      ...AdminParcelSourceFields
    }
  }
`);

/** One level of the area picker: the states, or the counties of a state, or a county's cities. */
export const PARCEL_AREA_VALUES = graphql(`
  query ParcelAreaValues($slug: String!, $parentId: ID) {
    directory(slug: $slug) {
      id
      values(parentId: $parentId, limit: 500) {
        totalCount
        items {
          id
          name
          description
          parentId
        }
      }
    }
  }
`);

/** The parents of an area (a city's county, for its state), to open the form on its choices. */
export const PARCEL_AREA_PARENTS = graphql(`
  query ParcelAreaParents($ids: [ID!]!) {
    directoriesValuesByIds(ids: $ids) {
      id
      parentId
    }
  }
`);

export const CREATE_PARCEL_SOURCE = graphql(`
  mutation CreateParcelSource($input: ParcelSourceInput!) {
    createParcelSource(input: $input) {
      id
    }
  }
`);

export const UPDATE_PARCEL_SOURCE = graphql(`
  mutation UpdateParcelSource($id: ID!, $input: ParcelSourceInput!) {
    updateParcelSource(id: $id, input: $input) {
      id
    }
  }
`);

/** Removes the source with the parcels imported into it. */
export const DELETE_PARCEL_SOURCE = graphql(`
  mutation DeleteParcelSource($id: ID!) {
    deleteParcelSource(id: $id)
  }
`);

/** What the source answers at a point now, bypassing the cache. */
export const TRY_PARCEL_SOURCE = graphql(`
  mutation TryParcelSource($id: ID!, $lon: Float!, $lat: Float!) {
    tryParcelSource(id: $id, lon: $lon, lat: $lat) {
      status
      message
      apn
      situsAddress
      zoning
      cornerCount
      areaSqFt
    }
  }
`);

/** A store source's latest imports of a county file, newest first. */
export const ADMIN_PARCEL_IMPORTS = graphql(`
  query AdminParcelImports($id: ID!) {
    parcelSource(id: $id) {
      id
      imports {
        id
        state
        fileName
        fileBytes
        featuresRead
        parcelsStored
        featuresSkipped
        percent
        message
        fromCommandLine
        createdAt
        updatedAt
      }
    }
  }
`);

/** Pauses an import after the batch it is storing. */
export const PAUSE_PARCEL_IMPORT = graphql(`
  mutation PauseParcelImport($id: ID!) {
    pauseParcelImport(id: $id) {
      id
      state
    }
  }
`);

/** Resumes a paused import where it stopped. */
export const RESUME_PARCEL_IMPORT = graphql(`
  mutation ResumeParcelImport($id: ID!) {
    resumeParcelImport(id: $id) {
      id
      state
    }
  }
`);
