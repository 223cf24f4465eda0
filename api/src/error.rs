//! The one domain error type. `rest::error` maps it to HTTP statuses and `graphql::error` to
//! GraphQL error codes, each in one place.

use poem::http::StatusCode;

/// What callers see of an internal error.
pub const INTERNAL_MESSAGE: &str = "Something went wrong on our side. Please try again later.";

/// Everything that can go wrong in a request, in terms a caller can act on.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    BadInput(String),
    #[error("You must be signed in to do that.")]
    Unauthenticated,
    /// Not signed in, where the spec words the request to sign in itself.
    #[error("{0}")]
    SignInRequired(String),
    #[error("You are not allowed to do that.")]
    Forbidden,
    /// Credentials were refused (wrong password, rejected Google token).
    #[error("{0}")]
    LoginFailed(String),
    /// Known caller, refused for a reason they can fix (e.g. an unconfirmed email).
    #[error("{0}")]
    NotAllowed(String),
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    RateLimited(String),
    /// The request body is larger than the route accepts.
    #[error("{0}")]
    TooLarge(String),
    /// A file is not of a type the route accepts (decided from its bytes).
    #[error("{0}")]
    UnsupportedType(String),
    /// A file of an accepted type that cannot be used (unreadable, too many pixels).
    #[error("{0}")]
    Unprocessable(String),
    /// A service we depend on (geocoder, 3D configurator) cannot be reached right now.
    #[error("{0}")]
    Unavailable(String),
    /// An emailed link's token cannot be used; the web app shows a screen per reason.
    #[error("{}", .0.message())]
    Token(TokenProblem),
    /// The cause is never shown to the caller: it is logged with the request id, and the
    /// message is generic even where the error is displayed by accident.
    #[error("{INTERNAL_MESSAGE}")]
    Internal(#[from] anyhow::Error),
}

/// Why an emailed link's token was refused (codes of SPEC.md §8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenProblem {
    Expired,
    Invalid,
    AlreadyVerified,
}

impl TokenProblem {
    pub fn code(self) -> &'static str {
        match self {
            TokenProblem::Expired => "TOKEN_EXPIRED",
            TokenProblem::Invalid => "INVALID_TOKEN",
            TokenProblem::AlreadyVerified => "ALREADY_VERIFIED",
        }
    }

    pub fn message(self) -> &'static str {
        match self {
            TokenProblem::Expired => "This link has expired. Please request a new one.",
            TokenProblem::Invalid => "This link is not valid.",
            TokenProblem::AlreadyVerified => "This email address is already verified. Please log in.",
        }
    }
}

impl From<sqlx::Error> for AppError {
    fn from(err: sqlx::Error) -> Self {
        AppError::Internal(err.into())
    }
}

impl AppError {
    /// The `extensions.code` GraphQL clients branch on.
    pub fn code(&self) -> &'static str {
        match self {
            AppError::NotFound(_) => "NOT_FOUND",
            AppError::BadInput(_)
            | AppError::TooLarge(_)
            | AppError::UnsupportedType(_)
            | AppError::Unprocessable(_) => "BAD_USER_INPUT",
            AppError::Unauthenticated | AppError::SignInRequired(_) => "UNAUTHENTICATED",
            AppError::Forbidden | AppError::NotAllowed(_) => "FORBIDDEN",
            AppError::LoginFailed(_) => "UNAUTHENTICATED",
            AppError::Conflict(_) => "CONFLICT",
            AppError::RateLimited(_) => "RATE_LIMITED",
            AppError::Unavailable(_) => "UNAVAILABLE",
            AppError::Token(problem) => problem.code(),
            AppError::Internal(_) => "INTERNAL",
        }
    }

    /// The HTTP status REST endpoints answer with.
    pub fn status(&self) -> StatusCode {
        match self {
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::BadInput(_) => StatusCode::BAD_REQUEST,
            AppError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::UnsupportedType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            AppError::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::Unauthenticated | AppError::SignInRequired(_) => StatusCode::UNAUTHORIZED,
            AppError::Forbidden | AppError::NotAllowed(_) => StatusCode::FORBIDDEN,
            AppError::LoginFailed(_) => StatusCode::UNAUTHORIZED,
            AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::RateLimited(_) => StatusCode::TOO_MANY_REQUESTS,
            AppError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Token(_) => StatusCode::BAD_REQUEST,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The message safe to show a caller: internal details stay in the log.
    pub fn public_message(&self) -> String {
        match self {
            AppError::Internal(err) => {
                tracing::error!(error = %format!("{err:#}"), "internal error");
                INTERNAL_MESSAGE.to_owned()
            }
            other => other.to_string(),
        }
    }
}

pub type AppResult<T> = Result<T, AppError>;
