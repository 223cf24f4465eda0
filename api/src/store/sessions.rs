//! Session rows: which signed-in user a session cookie belongs to.

use super::users::UserRow;
use super::{with_pool, Store};
use crate::domain::accounts::User;

impl Store {
    /// The user of the unexpired session whose token hashes to `token_hash`.
    pub async fn user_by_session(&self, token_hash: &str, now: i64) -> sqlx::Result<Option<User>> {
        let row: Option<UserRow> = with_pool!(self, pool => sqlx::query_as(
            "SELECT u.id, u.name, u.email, u.role, u.is_verified, u.created_at FROM sessions s \
             JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.expires_at > $2",
        )
        .bind(token_hash)
        .bind(now)
        .fetch_optional(pool)
        .await?);
        Ok(row.map(User::from))
    }
}

/// A session to store; the token itself never reaches the database, only its hash.
pub struct NewSession<'a> {
    pub id: &'a str,
    pub user_id: &'a str,
    pub token_hash: &'a str,
    pub persistent: bool,
    pub expires_at: i64,
    pub created_at: i64,
}

impl Store {
    pub async fn insert_session(&self, session: &NewSession<'_>) -> sqlx::Result<()> {
        with_pool!(self, pool => sqlx::query(
            "INSERT INTO sessions (id, user_id, token_hash, persistent, expires_at, created_at, last_seen_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $6)",
        )
        .bind(session.id)
        .bind(session.user_id)
        .bind(session.token_hash)
        .bind(session.persistent)
        .bind(session.expires_at)
        .bind(session.created_at)
        .execute(pool)
        .await
        .map(|_| ()))
    }
}
