//! User rows.

use sqlx::FromRow;

use super::jobs::{with_job, NewJob};
use super::user_tokens::{insert_user_token, NewUserToken};
use super::{execute, with_pool};
use crate::domain::accounts::{Role, User};

super::area_store!(
    /// Accounts: users, their sessions and their one-time tokens. Held by `domain`'s Accounts service alone.
    AccountStore
);

const USER_COLUMNS: &str = "id, name, email, role, is_verified, created_at";

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

/// A user with the secrets the login needs.
pub struct UserCredentials {
    pub user: User,
    pub password_hash: Option<String>,
}

#[derive(FromRow)]
struct CredentialsRow {
    #[sqlx(flatten)]
    user: UserRow,
    password_hash: Option<String>,
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

impl<'a> NewUser<'a> {
    /// A new account signing in with a password (already hashed).
    pub fn account(
        id: &'a str,
        name: &'a str,
        email: &'a str,
        password_hash: &'a str,
        role: Role,
        is_verified: bool,
        created_at: i64,
    ) -> NewUser<'a> {
        NewUser { id, name, email, password_hash: Some(password_hash), role, is_verified, created_at }
    }
}

/// An admin's change to a user.
pub struct UserChanges<'a> {
    pub name: &'a str,
    pub email: &'a str,
    pub role: Role,
    pub is_verified: bool,
}

/// Inserts a [`NewUser`] on `$executor` (a pool or a transaction of either engine).
macro_rules! insert_user {
    ($executor:expr, $user:expr) => {
        sqlx::query(
            "INSERT INTO users (id, name, email, password_hash, role, is_verified, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $7)",
        )
        .bind($user.id)
        .bind($user.name)
        .bind($user.email)
        .bind($user.password_hash)
        .bind($user.role.as_str())
        .bind($user.is_verified)
        .bind($user.created_at)
        .execute($executor)
    };
}

impl AccountStore {
    /// Inserts a user; a taken email is a unique-constraint error (see [`super::is_unique_violation`]).
    pub async fn insert_user(&self, user: &NewUser<'_>) -> sqlx::Result<()> {
        with_pool!(self, pool => insert_user!(pool, user).await.map(|_| ()))
    }

    /// Inserts a new account with its confirmation token and the job that emails the link, in
    /// one transaction: there is never an account that waits for a link nobody will send.
    pub async fn insert_user_with_token(
        &self,
        user: &NewUser<'_>,
        token: &NewUserToken<'_>,
        email_job: &NewJob,
    ) -> sqlx::Result<()> {
        with_job!(self, email_job, tx => {
            insert_user!(&mut *tx, user).await?;
            insert_user_token!(&mut *tx, token).await?
        });
        Ok(())
    }

    pub async fn get_user(&self, id: &str) -> sqlx::Result<Option<User>> {
        let sql = format!("SELECT {USER_COLUMNS} FROM users WHERE id = $1");
        let row: Option<UserRow> = with_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?);
        Ok(row.map(User::from))
    }

    /// A user and their password hash by (lower-cased) email.
    pub async fn credentials_by_email(&self, email: &str) -> sqlx::Result<Option<UserCredentials>> {
        let sql = format!("SELECT {USER_COLUMNS}, password_hash FROM users WHERE email = $1");
        let row: Option<CredentialsRow> =
            with_pool!(self, pool => sqlx::query_as(&sql).bind(email).fetch_optional(pool).await?);
        Ok(row.map(|r| UserCredentials { user: r.user.into(), password_hash: r.password_hash }))
    }

    pub async fn user_by_google_sub(&self, sub: &str) -> sqlx::Result<Option<User>> {
        let sql = format!("SELECT {USER_COLUMNS} FROM users WHERE google_sub = $1");
        let row: Option<UserRow> = with_pool!(self, pool => sqlx::query_as(&sql).bind(sub).fetch_optional(pool).await?);
        Ok(row.map(User::from))
    }

    /// Every user, newest first.
    pub async fn list_users(&self) -> sqlx::Result<Vec<User>> {
        let sql = format!("SELECT {USER_COLUMNS} FROM users ORDER BY created_at DESC, id DESC");
        let rows: Vec<UserRow> = with_pool!(self, pool => sqlx::query_as(&sql).fetch_all(pool).await?);
        Ok(rows.into_iter().map(User::from).collect())
    }

    pub async fn count_users(&self) -> sqlx::Result<i64> {
        with_pool!(self, pool => sqlx::query_scalar("SELECT COUNT(*) FROM users").fetch_one(pool).await)
    }

    /// Applies an admin's changes; false when there is no such user.
    pub async fn update_user(&self, id: &str, changes: &UserChanges<'_>, now: i64) -> sqlx::Result<bool> {
        let result = with_pool!(self, pool => sqlx::query(
            "UPDATE users SET name = $1, email = $2, role = $3, is_verified = $4, updated_at = $5 WHERE id = $6",
        )
        .bind(changes.name)
        .bind(changes.email)
        .bind(changes.role.as_str())
        .bind(changes.is_verified)
        .bind(now)
        .bind(id)
        .execute(pool)
        .await?
        .rows_affected());
        Ok(result > 0)
    }

    /// Deletes a user with their sessions and tokens (cascade); false when there is none.
    pub async fn delete_user(&self, id: &str) -> sqlx::Result<bool> {
        let deleted = execute!(self, "DELETE FROM users WHERE id = $1", id)?;
        Ok(deleted > 0)
    }

    pub async fn set_password_hash(&self, user_id: &str, hash: &str, now: i64) -> sqlx::Result<()> {
        execute!(self, "UPDATE users SET password_hash = $1, updated_at = $2 WHERE id = $3", hash, now, user_id)
            .map(|_| ())
    }

    pub async fn set_verified(&self, user_id: &str, now: i64) -> sqlx::Result<()> {
        execute!(self, "UPDATE users SET is_verified = $1, updated_at = $2 WHERE id = $3", true, now, user_id)
            .map(|_| ())
    }

    /// Links a Google account to a user and marks the email verified (Google vouched for it).
    pub async fn link_google(&self, user_id: &str, sub: &str, now: i64) -> sqlx::Result<()> {
        execute!(
            self,
            "UPDATE users SET google_sub = $1, is_verified = $2, updated_at = $3 WHERE id = $4",
            sub,
            true,
            now,
            user_id
        )
        .map(|_| ())
    }

    /// Makes a user an admin (the `create-admin` command).
    pub async fn promote_to_admin(&self, user_id: &str, now: i64) -> sqlx::Result<()> {
        execute!(
            self,
            "UPDATE users SET role = $1, is_verified = $2, updated_at = $3 WHERE id = $4",
            Role::Admin.as_str(),
            true,
            now,
            user_id
        )
        .map(|_| ())
    }
}
