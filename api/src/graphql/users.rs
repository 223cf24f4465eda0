//! The back office's users (admins only), and the user as GraphQL publishes it.

use async_graphql::{Context, Enum, Object, SimpleObject, ID};

use super::scalars::Timestamp;
use super::{services, viewer, Result};
use crate::domain::accounts as domain;

#[derive(Default)]
pub struct UserQuery;

#[Object]
impl UserQuery {
    /// Every user, newest first. Admins only.
    async fn users(&self, ctx: &Context<'_>) -> Result<Vec<User>> {
        Ok(services(ctx).accounts.list_users(viewer(ctx)).await?.into_iter().map(User::from).collect())
    }

    /// A user by id; `null` when there is none. Admins only.
    async fn user(&self, ctx: &Context<'_>, id: ID) -> Result<Option<User>> {
        Ok(services(ctx).accounts.user(viewer(ctx), &id).await?.map(User::from))
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
        let user =
            services(ctx).accounts.update_user(viewer(ctx), &id, &name, &email, role.into(), is_verified).await?;
        Ok(user.into())
    }

    /// Deletes a user with their sessions. Admins only; not one's own account.
    async fn user_delete(&self, ctx: &Context<'_>, id: ID) -> Result<bool> {
        services(ctx).accounts.delete_user(viewer(ctx), &id).await?;
        Ok(true)
    }
}

/// A user's role. Admins run the back office.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[graphql(remote = "domain::Role", rename_items = "UPPERCASE")]
pub enum Role {
    /// A homeowner: the map, saved plans and site visits.
    User,
    /// Runs the back office: catalogue, contractors, users, directories.
    Admin,
}

/// A signed-up person.
#[derive(Debug, Clone, SimpleObject)]
pub struct User {
    /// User id.
    pub id: String,
    /// Display name.
    pub name: String,
    /// Sign-in email address.
    pub email: String,
    /// What the user may do.
    pub role: Role,
    /// Sign-up time.
    pub created_at: Timestamp,
    /// Whether the email address was confirmed.
    pub is_verified: bool,
}

impl From<domain::User> for User {
    fn from(u: domain::User) -> Self {
        User {
            id: u.id,
            name: u.name,
            email: u.email,
            role: u.role.into(),
            created_at: Timestamp(u.created_at),
            is_verified: u.is_verified,
        }
    }
}
