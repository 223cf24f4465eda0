//! Email-verification and password-reset tokens (stored hashed, single use).

use sqlx::FromRow;

use super::jobs::{with_job, NewJob};
use super::users::AccountStore;
use super::with_pool;

/// What a token is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenPurpose {
    Verify,
    Reset,
}

impl TokenPurpose {
    pub(crate) fn as_str(self) -> &'static str {
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

/// A token to store; only its hash is kept.
pub struct NewUserToken<'a> {
    pub id: &'a str,
    pub user_id: &'a str,
    pub purpose: TokenPurpose,
    pub token_hash: &'a str,
    pub expires_at: i64,
    pub created_at: i64,
}

/// Inserts a [`NewUserToken`] on `$executor` (a transaction of either engine).
macro_rules! insert_user_token {
    ($executor:expr, $token:expr) => {
        sqlx::query(
            "INSERT INTO user_tokens (id, user_id, purpose, token_hash, expires_at, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind($token.id)
        .bind($token.user_id)
        .bind($token.purpose.as_str())
        .bind($token.token_hash)
        .bind($token.expires_at)
        .bind($token.created_at)
        .execute($executor)
    };
}
pub(crate) use insert_user_token;

impl AccountStore {
    /// Stores a token with the job that emails its link, in one transaction: the link is sent
    /// if and only if its token exists.
    pub async fn insert_user_token(&self, token: &NewUserToken<'_>, email_job: &NewJob) -> sqlx::Result<()> {
        with_job!(self, email_job, tx => insert_user_token!(&mut *tx, token).await?);
        Ok(())
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
