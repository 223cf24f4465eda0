import type {
  AdminContractorQuery,
  AdminContractorQueryVariables,
  AdminContractorsQuery,
  AdminContractorsQueryVariables,
  ContractorCreateMutation,
  ContractorCreateMutationVariables,
  ContractorUpdateMutation,
  ContractorUpdateMutationVariables,
  RemoveContractorMutation,
  RemoveContractorMutationVariables,
} from '../../../lib/graphql/generated';
import type { Operation } from '../../../lib/graphql/operation';

/** The cache key every contractor query starts with: saving one invalidates them all. */
export const CONTRACTORS_KEY = ['contractors'] as const;

export const ADMIN_CONTRACTORS: Operation<AdminContractorsQuery, AdminContractorsQueryVariables> = {
  document: /* GraphQL */ `
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
  `,
};

export const ADMIN_CONTRACTOR: Operation<AdminContractorQuery, AdminContractorQueryVariables> = {
  document: /* GraphQL */ `
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
  `,
};

export const CONTRACTOR_CREATE: Operation<
  ContractorCreateMutation,
  ContractorCreateMutationVariables
> = {
  document: /* GraphQL */ `
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
  `,
};

export const CONTRACTOR_UPDATE: Operation<
  ContractorUpdateMutation,
  ContractorUpdateMutationVariables
> = {
  document: /* GraphQL */ `
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
  `,
};

export const REMOVE_CONTRACTOR: Operation<
  RemoveContractorMutation,
  RemoveContractorMutationVariables
> = {
  document: /* GraphQL */ `
    mutation RemoveContractor($id: ID!) {
      removeContractor(id: $id)
    }
  `,
};
