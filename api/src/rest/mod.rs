//! REST endpoints under `/api`, documented by poem-openapi at `/api/openapi.json` and browsable
//! at `/api/docs`.

mod client_config;
mod plans;

use poem_openapi::OpenApiService;

use crate::config::ClientConfig;

/// Title and version published in the OpenAPI document.
const TITLE: &str = "Homeplot API";

pub type Apis = (client_config::ClientConfigApi, plans::PlansApi);

/// The OpenAPI service with its document and docs UI mounted beside the operations.
pub fn service(client: &ClientConfig, google_client_id: Option<String>) -> poem::Route {
    let api = openapi(client, google_client_id);
    let spec = api.spec_endpoint();
    let docs = api.swagger_ui();
    poem::Route::new()
        .nest("/", api)
        .at("/openapi.json", spec)
        .nest("/docs", docs)
}

/// The OpenAPI service (also used to export the committed document).
pub fn openapi(
    client: &ClientConfig,
    google_client_id: Option<String>,
) -> OpenApiService<Apis, ()> {
    OpenApiService::new(
        (
            client_config::ClientConfigApi::new(client, google_client_id),
            plans::PlansApi,
        ),
        TITLE,
        env!("CARGO_PKG_VERSION"),
    )
    .description(
        "REST endpoints of Homeplot. Most reads and writes go through GraphQL at `/graphql`; \
             these endpoints serve files and settings that are better fetched over plain HTTP.",
    )
    .server("/api")
}
