//! The one domain error type, mapped once to HTTP statuses and once to GraphQL error codes.

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
    #[error("You are not allowed to do that.")]
    Forbidden,
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    RateLimited(String),
    /// The cause is never shown to the caller: it is logged with the request id, and the
    /// message is generic even where the error is displayed by accident.
    #[error("{INTERNAL_MESSAGE}")]
    Internal(#[from] anyhow::Error),
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
            AppError::BadInput(_) => "BAD_USER_INPUT",
            AppError::Unauthenticated => "UNAUTHENTICATED",
            AppError::Forbidden => "FORBIDDEN",
            AppError::Conflict(_) => "CONFLICT",
            AppError::RateLimited(_) => "RATE_LIMITED",
            AppError::Internal(_) => "INTERNAL",
        }
    }

    /// The HTTP status REST endpoints answer with.
    pub fn status(&self) -> StatusCode {
        match self {
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::BadInput(_) => StatusCode::BAD_REQUEST,
            AppError::Unauthenticated => StatusCode::UNAUTHORIZED,
            AppError::Forbidden => StatusCode::FORBIDDEN,
            AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::RateLimited(_) => StatusCode::TOO_MANY_REQUESTS,
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

impl async_graphql::ErrorExtensions for AppError {
    fn extend(&self) -> async_graphql::Error {
        let code = self.code();
        async_graphql::Error::new(self.public_message()).extend_with(|_, ext| ext.set("code", code))
    }
}

/// Converts any error the domain or store returns into a GraphQL error with its code:
/// `.map_err(gql)?` in resolvers.
pub fn gql(err: impl Into<AppError>) -> async_graphql::Error {
    use async_graphql::ErrorExtensions;
    err.into().extend()
}

pub type AppResult<T> = Result<T, AppError>;
