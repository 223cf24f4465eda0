//! A JSON or multipart body larger than its route accepts is refused before it is read in full, whatever
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
    if limit >= 1024 * 1024 {
        AppError::TooLarge(format!("The request is larger than the {} MB this address accepts.", limit / (1024 * 1024)))
    } else {
        AppError::TooLarge(format!("The request is larger than the {} kB this address accepts.", limit / 1024))
    }
}

/// The longest an upload may take to arrive: 20 MB at 1.5 Mbit/s, or a phone's scaled photo
/// over a slow mobile connection.
pub const UPLOAD_TIMEOUT: Duration = Duration::from_secs(120);

/// Reads `body` whole, refusing it past `max_body` bytes or [`BODY_TIMEOUT`].
pub async fn read_limited(body: Body, max_body: usize) -> Result<Bytes, AppError> {
    read_limited_within(body, max_body, BODY_TIMEOUT).await
}

/// Reads `body` whole, refusing it past `max_body` bytes or `timeout`.
pub async fn read_limited_within(body: Body, max_body: usize, timeout: Duration) -> Result<Bytes, AppError> {
    match tokio::time::timeout(timeout, body.into_bytes_limit(max_body)).await {
        Ok(Ok(body)) => Ok(body),
        Ok(Err(_)) => Err(too_large(max_body)),
        Err(_) => {
            Err(AppError::BadInput(format!("The request body did not arrive within {} seconds.", timeout.as_secs())))
        }
    }
}

/// Reads JSON bodies up to `max_json` bytes and multipart forms (uploads) up to
/// `max_multipart`, and refuses larger ones with `refuse` (each edge words its errors its own
/// way). A multipart form is held whole before it is parsed, so its parser never spools more
/// than the limit to disk.
pub struct BodyLimit {
    max_json: usize,
    max_multipart: usize,
    refuse: fn(AppError) -> Response,
}

impl BodyLimit {
    pub fn new(max_json: usize, max_multipart: usize, refuse: fn(AppError) -> Response) -> BodyLimit {
        BodyLimit { max_json, max_multipart, refuse }
    }
}

impl<E: Endpoint> Middleware<E> for BodyLimit {
    type Output = BodyLimitEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        BodyLimitEndpoint { inner, max_json: self.max_json, max_multipart: self.max_multipart, refuse: self.refuse }
    }
}

pub struct BodyLimitEndpoint<E> {
    inner: E,
    max_json: usize,
    max_multipart: usize,
    refuse: fn(AppError) -> Response,
}

impl<E: Endpoint> Endpoint for BodyLimitEndpoint<E> {
    type Output = Response;

    async fn call(&self, mut request: Request) -> poem::Result<Response> {
        let limit = match request.content_type() {
            Some(t) if t.starts_with("application/json") => Some((self.max_json, BODY_TIMEOUT)),
            Some(t) if t.starts_with("multipart/form-data") => Some((self.max_multipart, UPLOAD_TIMEOUT)),
            _ => None,
        };
        if let Some((limit, timeout)) = limit {
            let body = match read_limited_within(request.take_body(), limit, timeout).await {
                Ok(body) => body,
                Err(refusal) => return Ok((self.refuse)(refusal)),
            };
            request.set_body(Body::from(body));
        }
        self.inner.call(request).await.map(IntoResponse::into_response)
    }
}
