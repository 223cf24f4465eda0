//! The back office's users: admins only.

use async_graphql::{Context, Object, Result, ID};

use super::{accounts, guard::require_role, store};
use crate::domain::accounts::{Role, User};
use crate::error::gql;

#[derive(Default)]
pub struct UserQuery;

#[Object]
impl UserQuery {
    /// Every user, newest first. Admins only.
    async fn users(&self, ctx: &Context<'_>) -> Result<Vec<User>> {
        require_role(ctx, &[Role::Admin])?;
        store(ctx).list_users().await.map_err(gql)
    }

    /// A user by id; `null` when there is none. Admins only.
    async fn user(&self, ctx: &Context<'_>, id: ID) -> Result<Option<User>> {
        require_role(ctx, &[Role::Admin])?;
        store(ctx).get_user(&id).await.map_err(gql)
    }
}

#[derive(Default)]
pub struct UserMutation;

#[Object]
impl UserMutation {
    /// Changes a user's name, email, role and verified status. Admins only; an admin cannot
    /// remove their own admin role.
    async fn user_update(
        &self,
        ctx: &Context<'_>,
        id: ID,
        name: String,
        email: String,
        role: Role,
        is_verified: bool,
    ) -> Result<User> {
        let admin = require_role(ctx, &[Role::Admin])?;
        accounts(ctx).update_user(admin, &id, &name, &email, role, is_verified).await.map_err(gql)
    }

    /// Deletes a user with their sessions. Admins only; not one's own account.
    async fn user_delete(&self, ctx: &Context<'_>, id: ID) -> Result<bool> {
        let admin = require_role(ctx, &[Role::Admin])?;
        accounts(ctx).delete_user(admin, &id).await.map_err(gql)?;
        Ok(true)
    }
}
