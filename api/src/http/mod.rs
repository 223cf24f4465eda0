//! HTTP edge: routes, the GraphQL endpoint, the SPA, health and request logging.

pub mod graphql;
pub mod health;
pub mod origin;
pub mod request_log;
pub mod session_cookie;
pub mod spa;

use poem::{
    endpoint::StaticFilesEndpoint,
    get,
    middleware::{Compression, CookieJarManager},
    post, EndpointExt, Route,
};

use self::origin::SameOrigin;
use crate::{rest, state::AppState};

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
        .nest("/api", rest::service(&config).with(SameOrigin::new(&config.public_url, rest::refuse_cross_site)))
        .at("/healthz", get(health::healthz))
        .nest("/media", StaticFilesEndpoint::new(&config.media_dir))
        .nest("/", shell)
        .with(CookieJarManager::new())
        // gzip/brotli by Accept-Encoding: SVG floor plans and JSON shrink 3-10x.
        .with(Compression::new());
    // The web build's assets come precompressed at the strongest levels (see `spa`).
    Route::new().nest("/assets", assets).nest("/", dynamic).data(state).around(request_log::log_request)
}
