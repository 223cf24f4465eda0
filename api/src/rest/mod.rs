//! REST endpoints under `/api`, documented by poem-openapi at `/api/openapi.json` and browsable
//! at `/api/docs`.

mod allow;
mod client_config;
mod error;
mod flux;
mod geocode;
mod lots;
mod media;
mod orders;
mod parcels;
mod plans;
mod session_auth;
mod site_plans;
mod site_visits;
mod text;
pub mod v1;

use poem::{Endpoint, EndpointExt, IntoResponse, Response};
use poem_openapi::{
    error::{AuthorizationError, ContentTypeError, ParseMultipartError, ParseParamError, ParseRequestPayloadError},
    OpenApi, OpenApiService,
};

use crate::config::Config;
use crate::error::AppError;
pub use error::{ApiResult, ErrorBody, ErrorResponse};

/// Largest JSON body an operation reads: an order is a few hundred bytes. (Uploads are
/// multipart forms with a limit of their own.)
pub const MAX_JSON_BODY: usize = 64 * 1024;

/// Title and version published in the OpenAPI document.
const TITLE: &str = "Homeplot API";

/// The OpenAPI service with its document and docs UI mounted beside the operations.
pub fn service(config: &Config) -> impl Endpoint<Output = Response> {
    let api = openapi(config);
    let document = api.spec();
    let spec = api.spec_endpoint();
    let docs = docs_page(api.swagger_ui_html());
    let routes = poem::Route::new().nest("/", api).at("/openapi.json", spec).at("/docs", docs);
    allow::with_allow(routes.catch_all_error(unreadable), &document)
}

/// The interactive docs (Swagger UI, whose script and styles poem-openapi inlines in the page)
/// under a Content-Security-Policy admitting exactly those inline blocks by hash.
fn docs_page(html: String) -> impl Endpoint<Output = Response> {
    let policy = crate::http::security_headers::inline_page_policy(&html);
    poem::endpoint::make_sync(move |_| {
        Response::builder()
            .content_type("text/html; charset=utf-8")
            .header("content-security-policy", policy.as_str())
            .body(html.clone())
    })
}

/// A request the operations could not even read (a malformed body, form or parameter) gets the same
/// error body as every other refusal; other errors keep the answer they carry.
async fn unreadable(err: poem::Error) -> Response {
    if err.is::<AuthorizationError>() {
        // No session cookie at all, where the operation needs one.
        return session_auth::unauthenticated().into_response();
    }
    if err.is::<ParseRequestPayloadError>()
        || err.is::<ParseParamError>()
        || err.is::<ContentTypeError>()
        || err.is::<ParseMultipartError>()
        || err.is::<poem::error::ParseMultipartError>()
    {
        ErrorResponse::unreadable(&err).into_response()
    } else {
        err.into_response()
    }
}

/// The answer to a request refused before an operation runs (see `http::body_limit`).
pub fn refusal(err: AppError) -> Response {
    ErrorResponse::from(err).into_response()
}

/// The answer to a cross-site request (see `http::origin::SameOrigin`).
pub fn refuse_cross_site() -> Response {
    ErrorResponse::from(AppError::NotAllowed(crate::http::origin::REFUSAL.into())).into_response()
}

/// The OpenAPI service (also used to export the committed document).
pub fn openapi(config: &Config) -> OpenApiService<impl OpenApi, ()> {
    let google_client_id = config.google.google_client_id.clone().filter(|id| !id.is_empty());
    let client =
        client_config::ClientConfigApi::new(&config.client, google_client_id, config.configurator_url.is_some());
    OpenApiService::new(
        (
            // The integrators' API first: the docs list its tags first, under the guide.
            v1::apis(),
            client,
            plans::PlansApi,
            orders::OrdersApi,
            geocode::GeocodeApi,
            lots::LotsApi,
            parcels::ParcelsApi,
            media::MediaApi,
            site_visits::SiteVisitsApi,
            site_plans::SitePlansApi,
            flux::FluxApi,
        ),
        TITLE,
        env!("CARGO_PKG_VERSION"),
    )
    .description(v1::GUIDE)
    .server("/api")
}
