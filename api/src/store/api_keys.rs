//! Integrators' API keys: stored by the hash of the key, never the key.

use sqlx::FromRow;

use super::{execute, with_pool};
use crate::domain::api_keys::{ApiKey, KeyHolder};

super::area_store!(
    /// API keys of `/api/v1`.
    ApiKeyStore
);

/// A key to store; only its hash is kept.
pub struct NewApiKey<'a> {
    pub id: &'a str,
    pub name: &'a str,
    pub prefix: &'a str,
    pub key_hash: &'a str,
    pub per_minute: u32,
    pub created_by: &'a str,
    pub created_at: i64,
}

#[derive(FromRow)]
struct ApiKeyRow {
    id: String,
    name: String,
    prefix: String,
    per_minute: i64,
    created_by: Option<String>,
    created_at: i64,
    last_used_at: Option<i64>,
    revoked_at: Option<i64>,
}

impl From<ApiKeyRow> for ApiKey {
    fn from(row: ApiKeyRow) -> ApiKey {
        ApiKey {
            id: row.id,
            name: row.name,
            prefix: row.prefix,
            per_minute: u32::try_from(row.per_minute).unwrap_or(0),
            created_by: row.created_by.unwrap_or_default(),
            created_at: row.created_at,
            last_used_at: row.last_used_at,
            revoked_at: row.revoked_at,
        }
    }
}

#[derive(FromRow)]
struct HolderRow {
    id: String,
    per_minute: i64,
    last_used_at: Option<i64>,
}

/// The key's columns, with its maker's email in words (empty when their account is gone).
const SELECT: &str = "SELECT k.id, k.name, k.prefix, CAST(k.per_minute AS BIGINT) AS per_minute, \
       u.email AS created_by, k.created_at, k.last_used_at, k.revoked_at \
     FROM api_keys k LEFT JOIN users u ON u.id = k.created_by";

impl ApiKeyStore {
    pub async fn insert(&self, key: &NewApiKey<'_>) -> sqlx::Result<()> {
        execute!(
            self,
            "INSERT INTO api_keys (id, name, prefix, key_hash, per_minute, created_by, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
            key.id,
            key.name,
            key.prefix,
            key.key_hash,
            i64::from(key.per_minute),
            key.created_by,
            key.created_at,
        )?;
        Ok(())
    }

    /// Every key, the newest first.
    pub async fn list(&self) -> sqlx::Result<Vec<ApiKey>> {
        let sql = format!("{SELECT} ORDER BY k.created_at DESC, k.id");
        let rows: Vec<ApiKeyRow> = with_pool!(self, pool => sqlx::query_as(&sql).fetch_all(pool).await)?;
        Ok(rows.into_iter().map(ApiKey::from).collect())
    }

    pub async fn get(&self, id: &str) -> sqlx::Result<Option<ApiKey>> {
        let sql = format!("{SELECT} WHERE k.id = $1");
        let row: Option<ApiKeyRow> =
            with_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?;
        Ok(row.map(ApiKey::from))
    }

    /// The live (not revoked) key whose hash is `key_hash`.
    pub async fn holder(&self, key_hash: &str) -> sqlx::Result<Option<KeyHolder>> {
        let row: Option<HolderRow> = with_pool!(self, pool => sqlx::query_as(
            "SELECT id, CAST(per_minute AS BIGINT) AS per_minute, last_used_at FROM api_keys \
             WHERE key_hash = $1 AND revoked_at IS NULL",
        )
        .bind(key_hash)
        .fetch_optional(pool)
        .await)?;
        Ok(row.map(|row| KeyHolder {
            id: row.id,
            per_minute: u32::try_from(row.per_minute).unwrap_or(0),
            last_used_at: row.last_used_at,
        }))
    }

    /// Revokes key `id` at `now`; false when there is no such key or it already was.
    pub async fn revoke(&self, id: &str, now: i64) -> sqlx::Result<bool> {
        let changed =
            execute!(self, "UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL", now, id)?;
        Ok(changed == 1)
    }

    pub async fn touch(&self, id: &str, now: i64) -> sqlx::Result<()> {
        execute!(self, "UPDATE api_keys SET last_used_at = $1 WHERE id = $2", now, id)?;
        Ok(())
    }
}
