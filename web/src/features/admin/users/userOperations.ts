import type {
  AdminUserQuery,
  AdminUserQueryVariables,
  AdminUsersQuery,
  AdminUsersQueryVariables,
  UserDeleteMutation,
  UserDeleteMutationVariables,
  UserUpdateMutation,
  UserUpdateMutationVariables,
} from '../../../lib/graphql/generated';
import type { Operation } from '../../../lib/graphql/operation';

/** Every account, for the admin list (admins only; the API refuses anyone else). */
export const ADMIN_USERS: Operation<AdminUsersQuery, AdminUsersQueryVariables> = {
  document: /* GraphQL */ `
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
  `,
};

/** One account; `null` when there is none. */
export const ADMIN_USER: Operation<AdminUserQuery, AdminUserQueryVariables> = {
  document: /* GraphQL */ `
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
  `,
};

export const USER_UPDATE: Operation<UserUpdateMutation, UserUpdateMutationVariables> = {
  document: /* GraphQL */ `
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
  `,
};

export const USER_DELETE: Operation<UserDeleteMutation, UserDeleteMutationVariables> = {
  document: /* GraphQL */ `
    mutation UserDelete($id: ID!) {
      userDelete(id: $id)
    }
  `,
};
