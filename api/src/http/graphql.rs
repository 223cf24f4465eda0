//! `/graphql`: POST with a JSON body runs an operation; GET serves GraphiQL when enabled.

use async_graphql::http::GraphiQLSource;
use async_graphql_poem::{GraphQLRequest, GraphQLResponse};
use poem::{
    handler,
    http::{header, StatusCode},
    web::{cookie::CookieJar, Data, Html},
    IntoResponse, Request, Response,
};

use crate::{domain::sessions::SESSION_COOKIE, state::AppState};

/// Runs one GraphQL operation as the session cookie's user.
///
/// Only `application/json` bodies are accepted: a cross-site HTML form can send neither that
/// content type nor a preflight-free JSON request, so state changes cannot be forged (CSRF).
#[handler]
pub async fn execute(
    request: &Request,
    Data(state): Data<&AppState>,
    cookies: &CookieJar,
    body: GraphQLRequest,
) -> Response {
    let is_json = request
        .header(header::CONTENT_TYPE)
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"));
    if !is_json {
        return Response::builder()
            .status(StatusCode::UNSUPPORTED_MEDIA_TYPE)
            .content_type("application/json")
            .body(r#"{"errors":[{"message":"GraphQL requests must be POST with Content-Type: application/json.","extensions":{"code":"BAD_USER_INPUT"}}]}"#);
    }
    let token = cookies.get(SESSION_COOKIE).map(|c| c.value_str().to_owned());
    let viewer = state.viewer(token.as_deref()).await;
    GraphQLResponse::from(state.schema.execute(body.0.data(viewer)).await).into_response()
}

/// The GraphiQL explorer (only routed when `GRAPHIQL` is on).
#[handler]
pub async fn graphiql() -> Html<String> {
    Html(GraphiQLSource::build().endpoint("/graphql").finish())
}
