//! `/graphql`: POST with a JSON body runs an operation; GET serves GraphiQL when enabled.

use async_graphql_poem::GraphQLResponse;
use poem::{
    handler,
    http::{header, StatusCode},
    web::{cookie::CookieJar, Data, Html},
    Body, IntoResponse, Request, Response,
};

use super::{body_limit, nul, origin, security_headers::AppShell, session_cookie};
use crate::{domain::accounts::tokens::SESSION_COOKIE, graphql::RequestMeta, state::AppState};

/// Largest GraphQL request read: a saved placement's snapshot (a PNG of at most 3 MB) travels
/// base64-encoded in its variables.
const MAX_BODY: usize = 5 * 1024 * 1024;

/// The longest query text: the app's largest is about 3 kB. Lists written into the text are
/// bounded by this, and validating them costs little.
pub const MAX_QUERY_LENGTH: usize = 64 * 1024;

/// The most items any list in the variables may hold (the longest list input, directory ids,
/// takes 500). Validating and coercing 20,000 items costs a request more than the database
/// would; refused here, before either runs.
pub const MAX_LIST_ITEMS: usize = 1_000;

/// Runs one GraphQL operation as the session cookie's user.
///
/// Only `application/json` bodies are accepted, checked before the body is read: a cross-site
/// HTML form can send neither that content type nor a JSON body without a CORS preflight, so
/// state changes cannot be forged (CSRF). A foreign `Origin` is refused before this runs (see
/// [`refuse_cross_site`]).
#[handler]
pub async fn execute(request: &Request, Data(state): Data<&AppState>, cookies: &CookieJar, body: Body) -> Response {
    let is_json = request
        .header(header::CONTENT_TYPE)
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"));
    if !is_json {
        return error_response(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "BAD_USER_INPUT",
            "GraphQL requests must be POST with Content-Type: application/json.",
        );
    }
    // Read no further than the limit, whatever Content-Length claims.
    let bytes = match body_limit::read_limited(body, MAX_BODY).await {
        Ok(bytes) => bytes,
        Err(refusal) => return error_response(refusal.status(), refusal.code(), &refusal.to_string()),
    };
    if nul::json_has_nul(&bytes) {
        return error_response(StatusCode::BAD_REQUEST, "BAD_USER_INPUT", nul::MESSAGE);
    }
    let operation: async_graphql::Request = match serde_json::from_slice(&bytes).map_err(|e| e.to_string()) {
        Ok(operation) => operation,
        Err(reason) => {
            let message = format!("The request body is not a GraphQL request: {reason}");
            return error_response(StatusCode::BAD_REQUEST, "BAD_USER_INPUT", &message);
        }
    };
    if let Some(refusal) = oversized(&operation) {
        return error_response(StatusCode::BAD_REQUEST, "BAD_USER_INPUT", &refusal);
    }
    let token = cookies.get(SESSION_COOKIE).map(|c| c.value_str().to_owned());
    let session = state.session(token.as_deref()).await;
    let meta = RequestMeta {
        ip: super::client_ip::client_ip(request, &state.config.trusted_proxies),
        session_token: token.clone(),
        secure_cookies: state.secure_cookies(),
    };
    let mut result = state.schema.execute(operation.data(session.viewer).data(meta)).await;
    code_uncoded_errors(&mut result);
    let mut response = GraphQLResponse::from(result).into_response();
    // A remembered session was used: its cookie gets a fresh 30 days too (unless the operation
    // itself set or cleared the cookie).
    if let (true, Some(token)) = (session.extended, token) {
        session_cookie::refresh(&mut response, &token, state.secure_cookies());
    }
    response
}

/// Why `operation` is too large to run, if it is.
fn oversized(operation: &async_graphql::Request) -> Option<String> {
    if operation.query.len() > MAX_QUERY_LENGTH {
        return Some(format!("The query is longer than {} kB.", MAX_QUERY_LENGTH / 1024));
    }
    let longest = operation.variables.values().map(longest_list).max().unwrap_or(0);
    (longest > MAX_LIST_ITEMS).then(|| format!("A list in the variables has more than {MAX_LIST_ITEMS} items."))
}

fn longest_list(value: &async_graphql::Value) -> usize {
    match value {
        async_graphql::Value::List(items) => items.iter().map(longest_list).max().unwrap_or(0).max(items.len()),
        async_graphql::Value::Object(fields) => fields.values().map(longest_list).max().unwrap_or(0),
        _ => 0,
    }
}

/// Errors async-graphql raises itself (syntax, validation, the cost limit, an argument of the
/// wrong type) carry no code, and clients branch on `extensions.code`: they are the caller's
/// mistake, so `BAD_USER_INPUT`. Resolver errors already carry theirs (see `graphql::error`).
fn code_uncoded_errors(result: &mut async_graphql::Response) {
    for error in &mut result.errors {
        let extensions = error.extensions.get_or_insert_with(Default::default);
        if extensions.get("code").is_none() {
            extensions.set("code", "BAD_USER_INPUT");
        }
    }
}

/// The GraphQL-shaped answer to a cross-site request (see [`origin::SameOrigin`]).
pub fn refuse_cross_site() -> Response {
    error_response(StatusCode::FORBIDDEN, "FORBIDDEN", origin::REFUSAL)
}

/// A GraphQL-shaped error answer for requests refused before execution.
fn error_response(status: StatusCode, code: &str, message: &str) -> Response {
    let body = serde_json::json!({ "errors": [{ "message": message, "extensions": { "code": code } }] });
    Response::builder().status(status).content_type("application/json").body(body.to_string())
}

/// The GraphiQL explorer (only routed when `GRAPHIQL` is on): the web build's `graphiql.html`,
/// whose scripts and styles are files of the build on this server. It runs under the app's
/// Content-Security-Policy, like every page of ours that a session cookie reaches.
#[handler]
pub async fn graphiql(Data(state): Data<&AppState>) -> Response {
    let page = state.config.web_dist.join(GRAPHIQL_PAGE);
    match tokio::fs::read_to_string(&page).await {
        Ok(html) => {
            let mut response = Html(html).with_header(header::CACHE_CONTROL, "no-cache").into_response();
            response.set_data(AppShell);
            response
        }
        Err(err) => {
            tracing::warn!(error = %err, page = %page.display(), "GraphiQL's page is missing from the web build");
            let message = "GraphiQL is not in this web build: build the web app (`just web`).";
            error_response(StatusCode::SERVICE_UNAVAILABLE, "UNAVAILABLE", message)
        }
    }
}

/// GraphiQL's page in the web build (`web/graphiql.html`, built by `vite.graphiql.config.ts`).
const GRAPHIQL_PAGE: &str = "graphiql.html";
