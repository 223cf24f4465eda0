//! `/media/map-results/{id}.png`: a saved placement's snapshot, served only to the user who saved
//! it and to admins. Other media are public and served as static files.

use poem::{
    handler,
    http::{header, StatusCode},
    web::{cookie::CookieJar, Data, Path},
    IntoResponse, Response,
};

use crate::state::AppState;

/// The snapshot, or 404 (to anyone who may not see it too, so its existence is not told).
#[handler]
pub async fn snapshot(Path(file): Path<String>, Data(state): Data<&AppState>, cookies: &CookieJar) -> Response {
    let not_found = || StatusCode::NOT_FOUND.into_response();
    let Some(id) = file.strip_suffix(".png") else {
        return not_found();
    };
    let viewer = state.viewer(cookies).await;
    match state.services.map_results.snapshot(&viewer, id).await {
        Ok(Some(png)) => Response::builder()
            .content_type("image/png")
            // The picture is the owner's: browsers may keep it, shared caches may not.
            .header(header::CACHE_CONTROL, "private, max-age=3600")
            .body(png),
        Ok(None) => not_found(),
        Err(err) => {
            // Logs the cause; the caller learns only that it failed.
            let _ = err.public_message();
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}
