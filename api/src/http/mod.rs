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
    post, EndpointExt, IntoEndpoint, Route,
};

use crate::{rest, state::AppState};

/// Every route of the server.
pub fn routes(state: AppState) -> impl poem::Endpoint {
    let mut graphql_route = post(graphql::execute);
    if state.config.graphiql {
        graphql_route = graphql_route.get(graphql::graphiql);
    }
    let config = state.config.clone();
    Route::new()
        .at("/graphql", graphql_route)
        .nest("/api", rest::service(&config).into_endpoint())
        .at("/healthz", get(health::healthz))
        .nest("/media", StaticFilesEndpoint::new(&config.media_dir))
        .nest("/", spa::endpoint(&config.web_dist))
        .with(CookieJarManager::new())
        // gzip/brotli by Accept-Encoding: the JS bundle, SVG floor plans and JSON shrink 3-10x.
        .with(Compression::new())
        .data(state)
        .around(request_log::log_request)
}
