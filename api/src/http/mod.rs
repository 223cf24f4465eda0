//! HTTP edge: routes, the GraphQL endpoint, the SPA, health and request logging.

pub mod body_limit;
pub mod connections;
pub mod graphql;
pub mod health;
pub mod nul;
pub mod origin;
pub mod request_log;
pub mod security_headers;
pub mod session_cookie;
pub mod snapshots;
pub mod spa;

use poem::{
    endpoint::StaticFilesEndpoint,
    get,
    middleware::{Compression, CookieJarManager},
    post, EndpointExt, Response, Route,
};

use self::{body_limit::JsonBodyLimit, origin::SameOrigin};
use crate::{rest, state::AppState};

/// A refused or missing media file answers with its status alone: the static-file handler's
/// own messages name the file's absolute path on the server.
async fn media_refusal(err: poem::Error) -> Response {
    Response::builder().status(err.status()).finish()
}

/// Every route of the server.
pub fn routes(state: AppState) -> impl poem::Endpoint {
    let mut graphql_route = post(graphql::execute);
    if state.config.graphiql {
        graphql_route = graphql_route.get(graphql::graphiql);
    }
    let config = state.config.clone();
    let (assets, shell) = spa::endpoint(&config.web_dist);
    let dynamic = Route::new()
        .at("/graphql", graphql_route.with(SameOrigin::new(&config.public_url, graphql::refuse_cross_site)))
        .nest(
            "/api",
            rest::service(&config)
                .with(JsonBodyLimit::new(rest::MAX_JSON_BODY, rest::refusal))
                .with(SameOrigin::new(&config.public_url, rest::refuse_cross_site)),
        )
        .at("/healthz", get(health::healthz))
        .at("/media/map-results/:file", get(snapshots::snapshot))
        .nest("/media", StaticFilesEndpoint::new(&config.media_dir).catch_all_error(media_refusal))
        .nest("/", shell)
        .with(CookieJarManager::new())
        // gzip/brotli by Accept-Encoding: SVG floor plans and JSON shrink 3-10x.
        .with(Compression::new());
    // The web build's assets come precompressed at the strongest levels (see `spa`).
    let headers = security_headers::SecurityHeaders::new(&config);
    Route::new().nest("/assets", assets).nest("/", dynamic).data(state).around(request_log::log_request).with(headers)
}
