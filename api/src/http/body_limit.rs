//! A JSON body larger than its route accepts is refused before it is read in full, whatever
//! `Content-Length` claims (a client may send none, or lie).

use poem::{Body, Endpoint, IntoResponse, Middleware, Request, Response};

use crate::error::AppError;

/// The refusal of a body over `limit` bytes.
pub fn too_large(limit: usize) -> AppError {
    AppError::TooLarge(format!("The request is larger than the {} kB this address accepts.", limit / 1024))
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
            let Ok(body) = request.take_body().into_bytes_limit(self.max_body).await else {
                return Ok((self.refuse)(too_large(self.max_body)));
            };
            request.set_body(Body::from(body));
        }
        self.inner.call(request).await.map(IntoResponse::into_response)
    }
}
