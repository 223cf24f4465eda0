import { graphql } from '../../../../lib/graphql/gql';

/** An account as the back office shows it (the list, the detail, an update's answer). */
export const ADMIN_USER_FIELDS = graphql(`
  fragment AdminUserFields on User {
    id
    name
    email
    role
    createdAt
    isVerified
  }
`);

/** Every account, for the admin list (admins only; the API refuses anyone else). */
export const ADMIN_USERS = graphql(`
  query AdminUsers {
    users {
      ...AdminUserFields
    }
  }
`);

/** One account; `null` when there is none. */
export const ADMIN_USER = graphql(`
  query AdminUser($id: ID!) {
    user(id: $id) {
      ...AdminUserFields
    }
  }
`);

export const USER_UPDATE = graphql(`
  mutation UserUpdate(
    $id: ID!
    $name: String!
    $email: String!
    $role: Role!
    $isVerified: Boolean!
  ) {
    userUpdate(id: $id, name: $name, email: $email, role: $role, isVerified: $isVerified) {
      ...AdminUserFields
    }
  }
`);

export const USER_DELETE = graphql(`
  mutation UserDelete($id: ID!) {
    userDelete(id: $id)
  }
`);
