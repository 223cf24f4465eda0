import { graphql } from '../../../../lib/graphql/gql';

/** A key as the list shows it: never its secret, which the API keeps only as a hash. */
export const ADMIN_API_KEY_FIELDS = graphql(`
  fragment AdminApiKeyFields on ApiKey {
    id
    name
    prefix
    perMinute
    createdBy
    createdAt
    lastUsedAt
    revokedAt
  }
`);

/** Every key of `/api/v1`, the newest first, revoked ones included. */
export const ADMIN_API_KEYS = graphql(`
  query AdminApiKeys {
    apiKeys {
      ...AdminApiKeyFields
    }
  }
`);

/** Makes a key; its secret is in this answer only. */
export const CREATE_API_KEY = graphql(`
  mutation CreateApiKey($input: ApiKeyInput!) {
    createApiKey(input: $input) {
      key {
        ...AdminApiKeyFields
      }
      secret
    }
  }
`);

/** Revokes a key; 'API key not found.' (NOT_FOUND) when there is none. */
export const REVOKE_API_KEY = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      ...AdminApiKeyFields
    }
  }
`);
