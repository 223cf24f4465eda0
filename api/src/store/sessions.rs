//! Session rows: which signed-in user a session cookie belongs to.

use sqlx::FromRow;

use super::users::AccountStore;
use super::users::UserRow;
use super::{execute, with_pool};
use crate::domain::accounts::User;

/// A session to store; the token itself never reaches the database, only its hash.
pub struct NewSession<'a> {
    pub id: &'a str,
    pub user_id: &'a str,
    pub token_hash: &'a str,
    pub persistent: bool,
    pub expires_at: i64,
    pub created_at: i64,
}

/// A live session and its user.
pub struct SessionUser {
    pub session_id: String,
    pub persistent: bool,
    pub expires_at: i64,
    pub last_seen_at: i64,
    pub user: User,
}

#[derive(FromRow)]
struct SessionUserRow {
    session_id: String,
    persistent: bool,
    expires_at: i64,
    last_seen_at: i64,
    #[sqlx(flatten)]
    user: UserRow,
}

impl AccountStore {
    pub async fn insert_session(&self, session: &NewSession<'_>) -> sqlx::Result<()> {
        execute!(
            self,
            "INSERT INTO sessions (id, user_id, token_hash, persistent, expires_at, created_at, last_seen_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $6)",
            session.id,
            session.user_id,
            session.token_hash,
            session.persistent,
            session.expires_at,
            session.created_at
        )
        .map(|_| ())
    }

    /// The unexpired session whose token hashes to `token_hash`, with its user.
    pub async fn session_by_token(&self, token_hash: &str, now: i64) -> sqlx::Result<Option<SessionUser>> {
        let row: Option<SessionUserRow> = with_pool!(self, pool => sqlx::query_as(
            "SELECT s.id AS session_id, s.persistent, s.expires_at, s.last_seen_at, \
             u.id, u.name, u.email, u.role, u.is_verified, u.created_at FROM sessions s \
             JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.expires_at > $2",
        )
        .bind(token_hash)
        .bind(now)
        .fetch_optional(pool)
        .await?);
        Ok(row.map(|r| SessionUser {
            session_id: r.session_id,
            persistent: r.persistent,
            expires_at: r.expires_at,
            last_seen_at: r.last_seen_at,
            user: r.user.into(),
        }))
    }

    /// Slides a remembered session's expiry forward.
    pub async fn extend_session(&self, session_id: &str, expires_at: i64, now: i64) -> sqlx::Result<()> {
        execute!(
            self,
            "UPDATE sessions SET expires_at = $1, last_seen_at = $2 WHERE id = $3",
            expires_at,
            now,
            session_id
        )
        .map(|_| ())
    }

    pub async fn delete_session_by_token(&self, token_hash: &str) -> sqlx::Result<()> {
        execute!(self, "DELETE FROM sessions WHERE token_hash = $1", token_hash).map(|_| ())
    }

    /// Ends every session of a user (after a password reset).
    pub async fn delete_sessions_of(&self, user_id: &str) -> sqlx::Result<()> {
        execute!(self, "DELETE FROM sessions WHERE user_id = $1", user_id).map(|_| ())
    }
}
