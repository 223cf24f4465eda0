import { graphql } from '../../../lib/graphql/gql';

/** The cache key every contractor query starts with: saving one invalidates them all. */
export const CONTRACTORS_KEY = ['contractors'] as const;

export const ADMIN_CONTRACTORS = graphql(`
  query AdminContractors {
    contractors {
      id
      name
      email
      phone
      logo
      webSite
    }
  }
`);

export const ADMIN_CONTRACTOR = graphql(`
  query AdminContractor($id: ID!) {
    contractor(id: $id) {
      id
      name
      ceo
      phone
      email
      webSite
      about
      logo
      photos
      recommendedBy
      removedAt
      updatedAt
      planCount
    }
  }
`);

export const CONTRACTOR_CREATE = graphql(`
  mutation ContractorCreate(
    $name: String!
    $ceo: String
    $phone: String
    $email: String!
    $webSite: String
    $about: String
    $logo: String
    $photos: [String!]
    $recommendedBy: [String!]
  ) {
    contractorCreate(
      name: $name
      ceo: $ceo
      phone: $phone
      email: $email
      webSite: $webSite
      about: $about
      logo: $logo
      photos: $photos
      recommendedBy: $recommendedBy
    ) {
      id
    }
  }
`);

export const CONTRACTOR_UPDATE = graphql(`
  mutation ContractorUpdate(
    $id: ID!
    $name: String!
    $ceo: String
    $phone: String
    $email: String!
    $webSite: String
    $about: String
    $logo: String
    $photos: [String!]
    $recommendedBy: [String!]
  ) {
    contractorUpdate(
      id: $id
      name: $name
      ceo: $ceo
      phone: $phone
      email: $email
      webSite: $webSite
      about: $about
      logo: $logo
      photos: $photos
      recommendedBy: $recommendedBy
    ) {
      id
    }
  }
`);

export const REMOVE_CONTRACTOR = graphql(`
  mutation RemoveContractor($id: ID!) {
    removeContractor(id: $id)
  }
`);
