//! The session check the web app runs at start.

use async_graphql::{Context, Object};

use super::users::User;
use super::viewer;

#[derive(Default)]
pub struct SessionMutation;

#[Object]
impl SessionMutation {
    /// The signed-in user of this request's session cookie, or `null` when signed out or the
    /// session has expired. Sent by the client as the operation `CheckIfLoggedIn`.
    async fn check_if_logged_in(&self, ctx: &Context<'_>) -> Option<User> {
        viewer(ctx).user.clone().map(User::from)
    }
}
