//! HTTP edge: routes, the GraphQL endpoint, the SPA, health and request logging.

pub mod body_limit;
pub mod client_ip;
pub mod connections;
pub mod graphql;
pub mod health;
pub mod integrators;
pub mod media_files;
pub mod nul;
pub mod origin;
pub mod request_log;
pub mod screen_preloads;
pub mod security_headers;
pub mod session_cookie;
pub mod shell_answers;
pub mod snapshots;
pub mod spa;

use poem::{
    get,
    middleware::{Compression, CookieJarManager},
    post, EndpointExt, Route,
};

use self::{body_limit::BodyLimit, origin::SameOrigin};
use crate::{rest, state::AppState};

/// Every route of the server.
pub fn routes(state: AppState) -> impl poem::Endpoint {
    let mut graphql_route = post(graphql::execute);
    if state.config.graphiql {
        graphql_route = graphql_route.get(graphql::graphiql);
    }
    let config = state.config.clone();
    // An upload's form carries a few short fields beside the image.
    let max_multipart = state.services.media.max_upload_bytes() + 64 * 1024;
    let (assets, shell) = spa::endpoint(&config.web_dist);
    let dynamic = Route::new()
        .at("/graphql", graphql_route.with(SameOrigin::new(&config.public_url, graphql::refuse_cross_site)))
        .nest(
            "/api",
            rest::service(&config)
                .with(BodyLimit::new(rest::MAX_JSON_BODY, max_multipart, rest::refusal))
                // The integrators' API takes no cookie, so other sites may call it (`integrators`).
                .with(SameOrigin::new(&config.public_url, rest::refuse_cross_site).except(integrators::is_v1))
                .with(integrators::Integrators),
        )
        .at("/healthz", get(health::healthz))
        .at("/media/map-results/:file", get(snapshots::snapshot))
        .at("/media/*key", get(media_files::serve))
        .nest("/", shell)
        .with(CookieJarManager::new())
        // gzip/brotli by Accept-Encoding: SVG floor plans and JSON shrink 3-10x.
        .with(Compression::new());
    // The web build's assets come precompressed at the strongest levels (see `spa`).
    let headers = security_headers::SecurityHeaders::new(&config);
    Route::new().nest("/assets", assets).nest("/", dynamic).data(state).around(request_log::log_request).with(headers)
}
