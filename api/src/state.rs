//! What every request handler shares.

use std::sync::Arc;

use crate::config::Config;
use crate::domain::{
    accounts::{tokens, Viewer},
    time,
};
use crate::graphql::ApiSchema;
use crate::store::Store;

/// Shared, cheaply cloned application state.
#[derive(Clone)]
pub struct AppState {
    pub store: Store,
    pub schema: ApiSchema,
    pub config: Arc<Config>,
}

impl AppState {
    /// Who sent a request carrying `session_token` (the session cookie's value, if any).
    ///
    /// A failed lookup is logged and treated as signed out: the spec's login check answers
    /// "logged out" on error rather than failing the page.
    pub async fn viewer(&self, session_token: Option<&str>) -> Viewer {
        let Some(token) = session_token.filter(|t| !t.is_empty()) else {
            return Viewer::anonymous();
        };
        match self
            .store
            .user_by_session(&tokens::token_hash(token), time::now_millis())
            .await
        {
            Ok(user) => Viewer { user },
            Err(err) => {
                tracing::error!(error = %err, "session lookup failed");
                Viewer::anonymous()
            }
        }
    }
}
