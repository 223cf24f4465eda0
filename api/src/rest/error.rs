//! The one error answer of every REST operation: `{message, code}` with the status of
//! [`AppError::status`]. Operations return [`ApiResult`] and use `?` on the services' results;
//! the statuses are documented here once, for every operation.

use poem_openapi::{payload::Json, ApiResponse, Object};

use crate::error::AppError;

/// Why a request was refused.
#[derive(Debug, Clone, Object)]
pub struct ErrorBody {
    /// Always `error` (successful answers that carry a status say `success`).
    pub status: String,
    /// What happened, in words a user can be shown.
    pub message: String,
    /// What a client branches on: `BAD_USER_INPUT`, `UNAUTHENTICATED`, `FORBIDDEN`, `NOT_FOUND`,
    /// `CONFLICT`, `RATE_LIMITED`, `UNAVAILABLE` or `INTERNAL` (the same codes as GraphQL's
    /// `extensions.code`).
    pub code: String,
}

#[derive(Debug, ApiResponse)]
pub enum ErrorResponse {
    /// The request is not valid (a field missing or out of range); nothing was changed.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// Not signed in: the operation needs the session cookie.
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    /// Signed in without the right to do this, or sent from another site.
    #[oai(status = 403)]
    Forbidden(Json<ErrorBody>),
    /// No such thing, or not one the caller may see.
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    /// It conflicts with what is stored (e.g. a name already taken).
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
    /// The body is larger than the operation accepts (64 kB of JSON, or the upload size
    /// limit); nothing was stored.
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    /// The file is not of a type the operation accepts, judged by its content; nothing was
    /// stored.
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    /// The file is of an accepted type but cannot be used (unreadable, too many pixels, too
    /// much embedded metadata); nothing was stored.
    #[oai(status = 422)]
    Unprocessable(Json<ErrorBody>),
    /// Too many requests; the message says when to try again, and so does `Retry-After` (in
    /// seconds) where the wait is known to the second (`/api/v1`'s rates).
    #[oai(status = 429)]
    TooManyRequests(Json<ErrorBody>, #[oai(header = "Retry-After")] Option<u64>),
    /// Something went wrong on our side; the message is generic and the cause is logged with
    /// the response's `x-request-id`.
    #[oai(status = 500)]
    Internal(Json<ErrorBody>),
    /// A service we depend on (geocoder, 3D configurator) cannot be reached right now, or the
    /// server is at its connection limit (then with `Retry-After`).
    #[oai(status = 503)]
    Unavailable(Json<ErrorBody>),
}

impl ErrorResponse {
    /// The answer to a body or parameter that could not be read at all.
    pub fn unreadable(reason: impl std::fmt::Display) -> ErrorResponse {
        AppError::BadInput(format!("The request is not valid: {reason}")).into()
    }
}

impl ErrorResponse {
    /// A 429 with the wait in `Retry-After`.
    pub fn rate_limited(err: AppError, retry_after_seconds: u64) -> ErrorResponse {
        match ErrorResponse::from(err) {
            ErrorResponse::TooManyRequests(body, _) => ErrorResponse::TooManyRequests(body, Some(retry_after_seconds)),
            other => other,
        }
    }
}

impl From<AppError> for ErrorResponse {
    fn from(err: AppError) -> Self {
        let status = err.status().as_u16();
        let body =
            Json(ErrorBody { status: "error".to_owned(), code: err.code().to_owned(), message: err.public_message() });
        match status {
            401 => ErrorResponse::Unauthorized(body),
            403 => ErrorResponse::Forbidden(body),
            404 => ErrorResponse::NotFound(body),
            409 => ErrorResponse::Conflict(body),
            413 => ErrorResponse::PayloadTooLarge(body),
            415 => ErrorResponse::UnsupportedMediaType(body),
            422 => ErrorResponse::Unprocessable(body),
            429 => ErrorResponse::TooManyRequests(body, None),
            503 => ErrorResponse::Unavailable(body),
            400..=499 => ErrorResponse::BadRequest(body),
            _ => ErrorResponse::Internal(body),
        }
    }
}

/// What every REST operation returns.
pub type ApiResult<T> = Result<T, ErrorResponse>;
