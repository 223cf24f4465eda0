import { graphql } from '../../../lib/graphql/gql';

/** Every account, for the admin list (admins only; the API refuses anyone else). */
export const ADMIN_USERS = graphql(`
  query AdminUsers {
    users {
      id
      name
      email
      role
      createdAt
      isVerified
    }
  }
`);

/** One account; `null` when there is none. */
export const ADMIN_USER = graphql(`
  query AdminUser($id: ID!) {
    user(id: $id) {
      id
      name
      email
      role
      createdAt
      isVerified
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
      id
      name
      email
      role
      createdAt
      isVerified
    }
  }
`);

export const USER_DELETE = graphql(`
  mutation UserDelete($id: ID!) {
    userDelete(id: $id)
  }
`);
