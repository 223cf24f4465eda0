//! The edge of `/api/v1`, the integrators' API: other sites' pages and servers call it, so it
//! answers cross-origin requests (CORS, without credentials: a key travels in a header, never in
//! a cookie), and every call is admitted by its API key or, for reads, at the anonymous rate of
//! its address. A caller over its rate gets 429 with `Retry-After`. The rest of `/api` (the web
//! app's own calls) passes through untouched.

use std::time::Duration;

use poem::http::{header, HeaderValue, Method, StatusCode};
use poem::{Endpoint, IntoResponse, Middleware, Request, Response};

use crate::domain::api_keys::{Admission, Caller};
use crate::error::AppError;
use crate::rest::ErrorResponse;
use crate::state::AppState;

/// The paths of the integrators' API, as seen under `/api`.
const V1: &str = "/v1/";
/// What a browser on another site may send and read.
const ALLOW_METHODS: &str = "GET, HEAD, POST, OPTIONS";
const ALLOW_HEADERS: &str = "Authorization, Content-Type, If-None-Match";
const EXPOSE_HEADERS: &str = "ETag, Retry-After, X-Request-Id";
/// How long a browser may keep a preflight's answer (Chromium caps it at 2 hours).
const PREFLIGHT_MAX_AGE: &str = "7200";

/// Whether a path under `/api` belongs to the integrators' API.
pub fn is_v1(path: &str) -> bool {
    path.starts_with(V1)
}

pub struct Integrators;

impl<E: Endpoint> Middleware<E> for Integrators {
    type Output = IntegratorsEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        IntegratorsEndpoint { inner }
    }
}

pub struct IntegratorsEndpoint<E> {
    inner: E,
}

impl<E: Endpoint> Endpoint for IntegratorsEndpoint<E> {
    type Output = Response;

    async fn call(&self, request: Request) -> poem::Result<Response> {
        if !is_v1(request.uri().path()) {
            return self.inner.call(request).await.map(IntoResponse::into_response);
        }
        if request.method() == Method::OPTIONS {
            return Ok(with_cors(preflight()));
        }
        let Some(state) = request.data::<AppState>().cloned() else {
            // Never let a call through unchecked: without the app's state no key can be checked.
            let missing = AppError::Internal(anyhow::anyhow!("the integrators' edge runs without the app's state"));
            return Ok(with_cors(ErrorResponse::from(missing).into_response()));
        };
        let key = match bearer(&request) {
            Ok(key) => key,
            Err(refusal) => return Ok(with_cors(ErrorResponse::from(refusal).into_response())),
        };
        let ip = crate::http::client_ip::client_ip(&request, &state.config.trusted_proxies);
        // Reads work without a key; a fit check is work we do for the caller, so it needs one.
        let key_required = request.method() == Method::POST;
        let admission = state.services.api_keys.admit(key.as_deref(), &ip, key_required).await;
        let response = match admission {
            Ok(Admission::Admitted(caller)) => {
                if let Caller::Key { id } = &caller {
                    // The request's log line names the key (its id, never the key itself).
                    tracing::Span::current().record("api_key", id.as_str());
                }
                self.inner.call(request).await.map(IntoResponse::into_response)?
            }
            Ok(Admission::Limited { per_minute, retry_after }) => {
                too_many(key.is_some(), per_minute, retry_after).into_response()
            }
            Err(refusal) => ErrorResponse::from(refusal).into_response(),
        };
        Ok(with_cors(response))
    }
}

/// The key of an `Authorization: Bearer …` header; none without the header. Another scheme is
/// refused, not ignored: a caller who sends `Basic` or a bare key should hear why it failed.
fn bearer(request: &Request) -> Result<Option<String>, AppError> {
    let Some(value) = request.header(header::AUTHORIZATION) else { return Ok(None) };
    match value.split_once(' ') {
        Some((scheme, key)) if scheme.eq_ignore_ascii_case("bearer") && !key.trim().is_empty() => {
            Ok(Some(key.trim().to_owned()))
        }
        _ => Err(AppError::LoginFailed(
            "Send the API key as `Authorization: Bearer <key>` (the Bearer scheme, then the key).".into(),
        )),
    }
}

/// The 429 of a caller over its rate, saying the rate and the wait in words and in `Retry-After`.
fn too_many(with_key: bool, per_minute: u32, retry_after: Duration) -> ErrorResponse {
    let seconds = retry_after.as_secs_f64().ceil().max(1.0) as u64;
    let unit = if seconds == 1 { "second" } else { "seconds" };
    let message = if with_key {
        format!("This API key may make {per_minute} requests a minute; try again in {seconds} {unit}.")
    } else {
        format!(
            "Without an API key, an address may make {per_minute} requests a minute; try again in {seconds} {unit}, \
             or send a key."
        )
    };
    ErrorResponse::rate_limited(AppError::RateLimited(message), seconds)
}

/// The answer to a CORS preflight: any site may call, with the headers the API reads.
fn preflight() -> Response {
    Response::builder()
        .status(StatusCode::NO_CONTENT)
        .header(header::ACCESS_CONTROL_ALLOW_METHODS, ALLOW_METHODS)
        .header(header::ACCESS_CONTROL_ALLOW_HEADERS, ALLOW_HEADERS)
        .header(header::ACCESS_CONTROL_MAX_AGE, PREFLIGHT_MAX_AGE)
        .finish()
}

fn with_cors(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, HeaderValue::from_static("*"));
    headers.insert(header::ACCESS_CONTROL_EXPOSE_HEADERS, HeaderValue::from_static(EXPOSE_HEADERS));
    headers.append(header::VARY, HeaderValue::from_static("Authorization"));
    response
}
