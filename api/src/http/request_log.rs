//! One structured log line per request, tagged with a request id the response echoes.

use std::{sync::Arc, time::Instant};

use poem::{Endpoint, IntoResponse, Request, Response};
use tracing::Instrument;

/// Logs method, path, status and duration; adds `x-request-id` to the response so a user's
/// report can be matched with the log (internal errors are logged inside this span).
pub async fn log_request<E: Endpoint>(endpoint: Arc<E>, request: Request) -> poem::Result<Response> {
    let request_id = uuid::Uuid::now_v7().to_string();
    // `api_key` is filled in by the integrators' edge: which key a call of `/api/v1` came with.
    let span = tracing::info_span!(
        "request",
        request_id = %request_id,
        method = %request.method(),
        path = %request.uri().path(),
        api_key = tracing::field::Empty,
    );
    async move {
        let started = Instant::now();
        let mut response = match endpoint.call(request).await {
            Ok(output) => output.into_response(),
            Err(err) => err.into_response(),
        };
        let status = response.status().as_u16();
        let elapsed_ms = started.elapsed().as_secs_f64() * 1000.0;
        if status >= 500 {
            tracing::error!(status, elapsed_ms, "request failed");
        } else {
            tracing::info!(status, elapsed_ms, "request");
        }
        if let Ok(value) = request_id.parse() {
            response.headers_mut().insert("x-request-id", value);
        }
        Ok(response)
    }
    .instrument(span)
    .await
}
