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
