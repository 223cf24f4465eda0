//! The session cookie as an OpenAPI security scheme: operations that need a signed-in user take
//! [`SignedIn`] as their first argument, so an anonymous request is answered 401 before its
//! body is read (an upload's 20 MB form is never parsed for nobody), and the docs say which
//! operations need the cookie.

use poem::Request;
use poem_openapi::{auth::ApiKey, SecurityScheme};

use super::ErrorResponse;
use crate::domain::accounts::Viewer;
use crate::error::AppError;
use crate::state::AppState;

/// A signed-in viewer, from the `session` cookie the login sets.
#[derive(SecurityScheme)]
#[oai(rename = "session", ty = "api_key", key_name = "session", key_in = "cookie", checker = "signed_in")]
pub struct SignedIn(pub Viewer);

async fn signed_in(request: &Request, cookie: ApiKey) -> poem::Result<Viewer> {
    let state = request.data::<AppState>().expect("the app state is attached to every route");
    let viewer = state.session(Some(&cookie.key)).await.viewer;
    if viewer.user.is_none() {
        return Err(unauthenticated());
    }
    Ok(viewer)
}

/// The 401 answer, in the REST error body.
pub fn unauthenticated() -> poem::Error {
    use poem::IntoResponse;
    poem::Error::from_response(ErrorResponse::from(AppError::Unauthenticated).into_response())
}
