//! What every request handler shares.

use std::sync::Arc;

use crate::config::Config;
use crate::configurator::Configurator;
use crate::domain::accounts::service::{Accounts, SessionCheck};
use crate::domain::accounts::{tokens::SESSION_COOKIE, Viewer};
use crate::geocoder::Geocoder;
use crate::graphql::ApiSchema;
use crate::mail::Mailer;
use crate::store::Store;

/// Shared, cheaply cloned application state.
#[derive(Clone)]
pub struct AppState {
    pub store: Store,
    pub accounts: Arc<Accounts>,
    pub mailer: Arc<Mailer>,
    pub geocoder: Arc<Geocoder>,
    /// The 3D configurator service, when configured.
    pub configurator: Option<Arc<Configurator>>,
    pub schema: ApiSchema,
    pub config: Arc<Config>,
}

impl AppState {
    /// Who sent a request carrying `session_token` (the session cookie's value, if any).
    ///
    /// A failed lookup is logged and treated as signed out: the spec's login check answers
    /// "logged out" on error rather than failing the page.
    pub async fn session(&self, session_token: Option<&str>) -> SessionCheck {
        match self.accounts.check_session(session_token).await {
            Ok(check) => check,
            Err(err) => {
                tracing::error!(error = %err.public_message(), "session lookup failed");
                SessionCheck { viewer: Viewer::anonymous(), extended: false }
            }
        }
    }

    /// The session of a request's cookies.
    pub async fn session_from_cookies(&self, cookies: &poem::web::cookie::CookieJar) -> SessionCheck {
        let token = cookies.get(SESSION_COOKIE).map(|c| c.value_str().to_owned());
        self.session(token.as_deref()).await
    }

    /// Whether session cookies must be marked `Secure`.
    pub fn secure_cookies(&self) -> bool {
        self.config.public_url.starts_with("https://")
    }
}
