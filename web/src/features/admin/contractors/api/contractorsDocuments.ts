import { graphql } from '../../../../lib/graphql/gql';

/** What the contractors list shows of each; the detail asks for it and more. */
export const ADMIN_CONTRACTOR_FIELDS = graphql(`
  fragment AdminContractorFields on Contractor {
    id
    name
    email
    phone
    logo
    webSite
  }
`);

/** Every contractor not removed, by name. */
export const ADMIN_CONTRACTORS = graphql(`
  query AdminContractors {
    contractors {
      ...AdminContractorFields
    }
  }
`);

/** One contractor with what removing it touches; `null` when there is none. */
export const ADMIN_CONTRACTOR = graphql(`
  query AdminContractor($id: ID!) {
    contractor(id: $id) {
      ...AdminContractorFields
      ceo
      about
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

/** Every field is replaced (the API's rule), so the form sends them all. */
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

/** Its plans stay and show it as removed. */
export const REMOVE_CONTRACTOR = graphql(`
  mutation RemoveContractor($id: ID!) {
    removeContractor(id: $id)
  }
`);
