//! `/graphql`: POST with a JSON body runs an operation; GET serves GraphiQL when enabled.

use async_graphql::http::GraphiQLSource;
use async_graphql_poem::GraphQLResponse;
use poem::{
    handler,
    http::{header, StatusCode},
    web::{cookie::CookieJar, Data, Html},
    Body, IntoResponse, Request, Response,
};

use crate::{domain::accounts::tokens::SESSION_COOKIE, state::AppState};

/// Runs one GraphQL operation as the session cookie's user.
///
/// Only `application/json` bodies are accepted, checked before the body is read: a cross-site
/// HTML form can send neither that content type nor a JSON body without a CORS preflight, so
/// state changes cannot be forged (CSRF).
#[handler]
pub async fn execute(
    request: &Request,
    Data(state): Data<&AppState>,
    cookies: &CookieJar,
    body: Body,
) -> Response {
    let is_json = request
        .header(header::CONTENT_TYPE)
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"));
    if !is_json {
        return error_response(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "GraphQL requests must be POST with Content-Type: application/json.",
        );
    }
    let operation: async_graphql::Request = match body
        .into_bytes()
        .await
        .map_err(|e| e.to_string())
        .and_then(|bytes| serde_json::from_slice(&bytes).map_err(|e| e.to_string()))
    {
        Ok(operation) => operation,
        Err(reason) => {
            return error_response(
                StatusCode::BAD_REQUEST,
                &format!("The request body is not a GraphQL request: {reason}"),
            )
        }
    };
    let token = cookies
        .get(SESSION_COOKIE)
        .map(|c| c.value_str().to_owned());
    let viewer = state.viewer(token.as_deref()).await;
    GraphQLResponse::from(state.schema.execute(operation.data(viewer)).await).into_response()
}

/// A GraphQL-shaped error answer for requests refused before execution.
fn error_response(status: StatusCode, message: &str) -> Response {
    let body = serde_json::json!({ "errors": [{ "message": message, "extensions": { "code": "BAD_USER_INPUT" } }] });
    Response::builder()
        .status(status)
        .content_type("application/json")
        .body(body.to_string())
}

/// The GraphiQL explorer (only routed when `GRAPHIQL` is on).
#[handler]
pub async fn graphiql() -> Html<String> {
    Html(GraphiQLSource::build().endpoint("/graphql").finish())
}
