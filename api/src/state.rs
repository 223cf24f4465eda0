//! What every request handler shares.

use std::sync::Arc;

use crate::adapters::mail::Mailer;
use crate::config::Config;
use crate::domain::accounts::service::SessionCheck;
use crate::domain::accounts::{tokens::SESSION_COOKIE, Viewer};
use crate::graphql::ApiSchema;
use crate::services::Services;
use crate::store::Store;

/// Shared, cheaply cloned application state.
#[derive(Clone)]
pub struct AppState {
    /// The domain services both edges call.
    pub services: Arc<Services>,
    /// The database, for the health check and the job worker.
    pub store: Store,
    /// Sends the emails the job worker takes from the queue.
    pub mailer: Arc<Mailer>,
    pub schema: ApiSchema,
    pub config: Arc<Config>,
}

impl AppState {
    /// Who sent a request carrying `session_token` (the session cookie's value, if any).
    ///
    /// A failed lookup is logged and treated as signed out: the spec's login check answers
    /// "logged out" on error rather than failing the page.
    pub async fn session(&self, session_token: Option<&str>) -> SessionCheck {
        match self.services.accounts.check_session(session_token).await {
            Ok(check) => check,
            Err(err) => {
                tracing::error!(error = %err.public_message(), "session lookup failed");
                SessionCheck { viewer: Viewer::anonymous(), extended: false }
            }
        }
    }

    /// The viewer of a request's session cookie.
    pub async fn viewer(&self, cookies: &poem::web::cookie::CookieJar) -> Viewer {
        let token = cookies.get(SESSION_COOKIE).map(|c| c.value_str().to_owned());
        self.session(token.as_deref()).await.viewer
    }

    /// Whether session cookies must be marked `Secure`.
    pub fn secure_cookies(&self) -> bool {
        self.config.public_url.starts_with("https://")
    }
}
