//! Email-verification and password-reset tokens (stored hashed, single use).

use sqlx::FromRow;

use super::{with_pool, Store};

/// What a token is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenPurpose {
    Verify,
    Reset,
}

impl TokenPurpose {
    fn as_str(self) -> &'static str {
        match self {
            TokenPurpose::Verify => "verify",
            TokenPurpose::Reset => "reset",
        }
    }
}

/// A stored token.
#[derive(Debug, FromRow)]
pub struct UserToken {
    pub id: String,
    pub user_id: String,
    pub expires_at: i64,
    pub used_at: Option<i64>,
}

impl Store {
    pub async fn insert_user_token(
        &self,
        id: &str,
        user_id: &str,
        purpose: TokenPurpose,
        token_hash: &str,
        expires_at: i64,
        now: i64,
    ) -> sqlx::Result<()> {
        with_pool!(self, pool => sqlx::query(
            "INSERT INTO user_tokens (id, user_id, purpose, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id)
        .bind(user_id)
        .bind(purpose.as_str())
        .bind(token_hash)
        .bind(expires_at)
        .bind(now)
        .execute(pool)
        .await
        .map(|_| ()))
    }

    pub async fn user_token(&self, purpose: TokenPurpose, token_hash: &str) -> sqlx::Result<Option<UserToken>> {
        with_pool!(self, pool => sqlx::query_as(
            "SELECT id, user_id, expires_at, used_at FROM user_tokens WHERE purpose = $1 AND token_hash = $2",
        )
        .bind(purpose.as_str())
        .bind(token_hash)
        .fetch_optional(pool)
        .await)
    }

    /// Marks a token used; false when it already was (two clicks racing), so it works once.
    pub async fn use_user_token(&self, id: &str, now: i64) -> sqlx::Result<bool> {
        let updated = with_pool!(self, pool => sqlx::query("UPDATE user_tokens SET used_at = $1 WHERE id = $2 AND used_at IS NULL")
            .bind(now)
            .bind(id)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(updated == 1)
    }
}
