//! A JSON body larger than its route accepts is refused before it is read in full, whatever
//! `Content-Length` claims (a client may send none, or lie); one that trickles in slower than
//! [`BODY_TIMEOUT`] allows is refused too, so it cannot hold its connection for ever.

use std::time::Duration;

use bytes::Bytes;
use poem::{Body, Endpoint, IntoResponse, Middleware, Request, Response};

use crate::error::AppError;

/// The longest a JSON body may take to arrive (64 kB, or a 5 MB map, needs far less).
pub const BODY_TIMEOUT: Duration = Duration::from_secs(30);

/// The refusal of a body over `limit` bytes.
pub fn too_large(limit: usize) -> AppError {
    AppError::TooLarge(format!("The request is larger than the {} kB this address accepts.", limit / 1024))
}

/// Reads `body` whole, refusing it past `max_body` bytes or [`BODY_TIMEOUT`].
pub async fn read_limited(body: Body, max_body: usize) -> Result<Bytes, AppError> {
    match tokio::time::timeout(BODY_TIMEOUT, body.into_bytes_limit(max_body)).await {
        Ok(Ok(body)) => Ok(body),
        Ok(Err(_)) => Err(too_large(max_body)),
        Err(_) => Err(AppError::BadInput(format!(
            "The request body did not arrive within {} seconds.",
            BODY_TIMEOUT.as_secs()
        ))),
    }
}

/// Reads JSON bodies up to `max_body` bytes and refuses larger ones with `refuse` (each edge
/// words its errors its own way).
pub struct JsonBodyLimit {
    max_body: usize,
    refuse: fn(AppError) -> Response,
}

impl JsonBodyLimit {
    pub fn new(max_body: usize, refuse: fn(AppError) -> Response) -> JsonBodyLimit {
        JsonBodyLimit { max_body, refuse }
    }
}

impl<E: Endpoint> Middleware<E> for JsonBodyLimit {
    type Output = JsonBodyLimitEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        JsonBodyLimitEndpoint { inner, max_body: self.max_body, refuse: self.refuse }
    }
}

pub struct JsonBodyLimitEndpoint<E> {
    inner: E,
    max_body: usize,
    refuse: fn(AppError) -> Response,
}

impl<E: Endpoint> Endpoint for JsonBodyLimitEndpoint<E> {
    type Output = Response;

    async fn call(&self, mut request: Request) -> poem::Result<Response> {
        if request.content_type().is_some_and(|t| t.starts_with("application/json")) {
            let body = match read_limited(request.take_body(), self.max_body).await {
                Ok(body) => body,
                Err(refusal) => return Ok((self.refuse)(refusal)),
            };
            request.set_body(Body::from(body));
        }
        self.inner.call(request).await.map(IntoResponse::into_response)
    }
}
