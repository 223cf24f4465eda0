//! The resolvers' error type. It is built only from [`AppError`], which sets `extensions.code`
//! and logs internal causes: a resolver cannot return an error without a code, because `?` on
//! any other error type does not compile. (async-graphql turns anything displayable into an
//! error, so `Result<T, async_graphql::Error>` would accept an unmapped error silently; this type
//! deliberately does not implement `Display`.)

use async_graphql::ErrorExtensions;

use crate::error::AppError;

#[derive(Debug, Clone)]
pub struct GraphqlError(async_graphql::Error);

impl From<AppError> for GraphqlError {
    fn from(err: AppError) -> Self {
        let code = err.code();
        GraphqlError(async_graphql::Error::new(err.public_message()).extend_with(|_, ext| ext.set("code", code)))
    }
}

impl From<GraphqlError> for async_graphql::Error {
    fn from(err: GraphqlError) -> Self {
        err.0
    }
}

/// What every resolver returns.
pub type Result<T, E = GraphqlError> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_carry_their_code_and_hide_internal_causes() {
        let error = async_graphql::Error::from(GraphqlError::from(AppError::Forbidden));
        assert_eq!(error.message, "You are not allowed to do that.");
        assert_eq!(error.extensions.unwrap().get("code"), Some(&async_graphql::Value::from("FORBIDDEN")));

        let internal = AppError::Internal(anyhow::anyhow!("relation \"plans\" does not exist"));
        let error = async_graphql::Error::from(GraphqlError::from(internal));
        assert_eq!(error.message, crate::error::INTERNAL_MESSAGE);
    }
}
