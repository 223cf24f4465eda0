//! REST endpoints under `/api`, documented by poem-openapi at `/api/openapi.json` and browsable
//! at `/api/docs`.

mod client_config;
mod geocode;
mod orders;
mod plans;

use poem_openapi::{payload::Json, Object, OpenApiService};

use crate::config::Config;

/// Title and version published in the OpenAPI document.
const TITLE: &str = "Homeplot API";

pub type Apis = (client_config::ClientConfigApi, plans::PlansApi, orders::OrdersApi, geocode::GeocodeApi);

/// The OpenAPI service with its document and docs UI mounted beside the operations.
pub fn service(config: &Config) -> poem::Route {
    let api = openapi(config);
    let spec = api.spec_endpoint();
    let docs = api.swagger_ui();
    poem::Route::new().nest("/", api).at("/openapi.json", spec).nest("/docs", docs)
}

/// The OpenAPI service (also used to export the committed document).
pub fn openapi(config: &Config) -> OpenApiService<Apis, ()> {
    let google_client_id = config.google.google_client_id.clone().filter(|id| !id.is_empty());
    let client =
        client_config::ClientConfigApi::new(&config.client, google_client_id, config.configurator_url.is_some());
    OpenApiService::new(
        (client, plans::PlansApi, orders::OrdersApi, geocode::GeocodeApi),
        TITLE,
        env!("CARGO_PKG_VERSION"),
    )
    .description(
        "REST endpoints of Homeplot. Most reads and writes go through GraphQL at `/graphql`; \
             these endpoints serve files and settings that are better fetched over plain HTTP, and \
             take orders. Writes need the session cookie and refuse requests from other sites.",
    )
    .server("/api")
}

/// A human-readable answer, e.g. why a request was refused.
#[derive(Debug, Clone, Object)]
pub struct Message {
    /// What happened, in words a user can be shown.
    pub message: String,
}

impl Message {
    pub fn json(message: impl Into<String>) -> Json<Message> {
        Json(Message { message: message.into() })
    }
}
