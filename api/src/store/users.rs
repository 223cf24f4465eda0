//! User rows.

use sqlx::FromRow;

use super::{with_pool, Store};
use crate::domain::accounts::{Role, User};

#[derive(FromRow)]
pub(super) struct UserRow {
    id: String,
    name: String,
    email: String,
    role: String,
    is_verified: bool,
    created_at: i64,
}

impl From<UserRow> for User {
    fn from(row: UserRow) -> Self {
        User {
            id: row.id,
            name: row.name,
            email: row.email,
            // The CHECK constraint admits only USER and ADMIN.
            role: Role::parse(&row.role).unwrap_or(Role::User),
            is_verified: row.is_verified,
            created_at: row.created_at,
        }
    }
}

/// A user to insert, with an already-hashed password.
pub struct NewUser<'a> {
    pub id: &'a str,
    pub name: &'a str,
    pub email: &'a str,
    pub password_hash: Option<&'a str>,
    pub role: Role,
    pub is_verified: bool,
    pub created_at: i64,
}

impl Store {
    pub async fn insert_user(&self, user: &NewUser<'_>) -> sqlx::Result<()> {
        with_pool!(self, pool => sqlx::query(
            "INSERT INTO users (id, name, email, password_hash, role, is_verified, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $7)",
        )
        .bind(user.id)
        .bind(user.name)
        .bind(user.email)
        .bind(user.password_hash)
        .bind(user.role.as_str())
        .bind(user.is_verified)
        .bind(user.created_at)
        .execute(pool)
        .await
        .map(|_| ()))
    }
}
