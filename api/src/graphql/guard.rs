//! Role checks for resolvers: every admin operation is refused on the server, whatever the UI shows.

use async_graphql::Context;

use super::viewer;
use crate::domain::accounts::{Role, User};
use crate::error::{gql, AppError};

/// The signed-in user when they have one of `roles` (an empty list allows any signed-in user);
/// `UNAUTHENTICATED` for visitors, `FORBIDDEN` for other roles.
pub fn require_role<'a>(ctx: &Context<'a>, roles: &[Role]) -> async_graphql::Result<&'a User> {
    let user = viewer(ctx).user.as_ref().ok_or_else(|| gql(AppError::Unauthenticated))?;
    if roles.is_empty() || roles.contains(&user.role) {
        Ok(user)
    } else {
        Err(gql(AppError::Forbidden))
    }
}
