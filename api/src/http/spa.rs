//! The built web app: hashed assets cached for a year, everything else falls back to
//! `index.html` so deep links such as `/plan/<id>` load the app.

use std::path::Path;

use poem::{
    endpoint::StaticFilesEndpoint,
    http::{header, HeaderValue},
    Endpoint, EndpointExt, IntoResponse, Route,
};

/// Vite puts content-hashed files under `assets/`: their url changes whenever they do.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// The shell and unhashed files are revalidated on every load so a deploy shows at once.
const REVALIDATE: &str = "no-cache";

pub fn endpoint(dist: &Path) -> impl Endpoint {
    let assets = StaticFilesEndpoint::new(dist.join("assets")).around(|ep, req| async move {
        let mut response = ep.call(req).await?.into_response();
        if response.status().is_success() {
            response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
        }
        Ok(response)
    });
    let shell =
        StaticFilesEndpoint::new(dist).index_file("index.html").fallback_to_index().around(|ep, req| async move {
            let mut response = ep.call(req).await?.into_response();
            response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(REVALIDATE));
            Ok(response)
        });
    Route::new().nest("/assets", assets).nest("/", shell)
}
