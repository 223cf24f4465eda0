//! Integrators' API keys: admins make, name and revoke them in the back office; a caller of
//! `/api/v1` sends one as `Authorization: Bearer …` and is held to that key's rate. Reads work
//! without a key at a low rate per address. A key is shown once when made and only its SHA-256
//! is stored, like every other secret token here (`accounts::tokens`).
//!
//! Rates are fixed one-minute windows counted by the shared limiter: in PostgreSQL, so every
//! instance behind a load balancer counts a key's requests once; in memory on SQLite (one
//! process). A key is looked up on every request, never cached, so a revoked key is refused by
//! every instance from the next request on.

use std::time::Duration;

use super::accounts::rate_limit::{Limit, RateLimiter};
use super::accounts::tokens::{new_token, token_hash};
use super::accounts::{Role, Viewer};
use super::time::{new_id, now_millis};
use crate::error::{AppError, AppResult};
use crate::store::api_keys::{ApiKeyStore, NewApiKey};
use crate::store::Store;

/// What every key starts with, so a leaked one is recognisable (secret scanners match on it).
pub const KEY_PREFIX: &str = "hpk_";
/// Characters of a key kept in the clear to tell keys apart: the prefix and 8 more.
const SHOWN_CHARS: usize = KEY_PREFIX.len() + 8;
/// A new key's rate when the admin names none: a builder's site browsing the catalogue and
/// checking a few lots a second at its busiest.
pub const DEFAULT_PER_MINUTE: u32 = 600;
/// The highest rate a key may be given (a bulk integration; more would crowd out homeowners).
pub const MAX_PER_MINUTE: u32 = 600_000; // as the refusal below says
const WINDOW: Duration = Duration::from_secs(60);
/// How stale a key's "last used" may get before a request writes it again: writing it on every
/// request would cost a database write per call.
const LAST_USED_PRECISION_MS: i64 = 60_000;

pub const KEY_NOT_FOUND: &str = "API key not found.";
/// The answer to a key that is not one of ours, or was revoked.
pub const KEY_REFUSED: &str = "The API key is not valid or was revoked; ask us for a new one.";
/// The answer to a call that needs a key, made without one.
pub const KEY_REQUIRED: &str = "This call needs an API key: send it as `Authorization: Bearer <key>`.";

/// A key as the back office lists it.
#[derive(Debug, Clone, PartialEq)]
pub struct ApiKey {
    pub id: String,
    pub name: String,
    /// The key's first characters (`hpk_1a2B3c4D`).
    pub prefix: String,
    pub per_minute: u32,
    /// The email of the admin who made it; empty when their account is gone.
    pub created_by: String,
    pub created_at: i64,
    pub last_used_at: Option<i64>,
    pub revoked_at: Option<i64>,
}

/// A new key: the record, and the key itself, shown this once.
#[derive(Debug, Clone)]
pub struct CreatedKey {
    pub key: ApiKey,
    pub secret: String,
}

/// A live key found by its hash.
#[derive(Debug, Clone)]
pub struct KeyHolder {
    pub id: String,
    pub per_minute: u32,
    pub last_used_at: Option<i64>,
}

/// Who is calling `/api/v1`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Caller {
    Key { id: String },
    Anonymous { ip: String },
}

/// Whether a request may go on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Admission {
    Admitted(Caller),
    /// Over its rate: `per_minute` requests a minute, the window ends in `retry_after`.
    Limited {
        per_minute: u32,
        retry_after: Duration,
    },
}

pub struct ApiKeys {
    store: ApiKeyStore,
    limiter: RateLimiter,
    anonymous_per_minute: u32,
}

impl ApiKeys {
    /// `anonymous_per_minute`: requests a minute one address may make without a key.
    pub fn new(store: &Store, anonymous_per_minute: u32) -> ApiKeys {
        ApiKeys { store: store.api_keys(), limiter: RateLimiter::new(store), anonymous_per_minute }
    }

    /// Every key, the newest first. Admins only.
    pub async fn list(&self, viewer: &Viewer) -> AppResult<Vec<ApiKey>> {
        viewer.require(&[Role::Admin])?;
        Ok(self.store.list().await?)
    }

    /// Makes a key named `name` allowed `per_minute` requests a minute (the default when none).
    /// Admins only.
    pub async fn create(&self, viewer: &Viewer, name: &str, per_minute: Option<u32>) -> AppResult<CreatedKey> {
        let admin = viewer.require(&[Role::Admin])?;
        let name = name.trim();
        if name.is_empty() {
            return Err(AppError::BadInput("Name: say whose key it is (e.g. the integrator's company).".into()));
        }
        if name.chars().count() > 100 {
            return Err(AppError::BadInput("Name: at most 100 characters.".into()));
        }
        let per_minute = per_minute.unwrap_or(DEFAULT_PER_MINUTE);
        if !(1..=MAX_PER_MINUTE).contains(&per_minute) {
            return Err(AppError::BadInput("Requests per minute: a whole number from 1 to 600,000.".into()));
        }
        let secret = format!("{KEY_PREFIX}{}", new_token());
        let id = new_id();
        let prefix: String = secret.chars().take(SHOWN_CHARS).collect();
        let hash = token_hash(&secret);
        let created_at = now_millis();
        self.store
            .insert(&NewApiKey {
                id: &id,
                name,
                prefix: &prefix,
                key_hash: &hash,
                per_minute,
                created_by: &admin.id,
                created_at,
            })
            .await?;
        // As the list reads it back: its maker by email.
        let key = ApiKey {
            id,
            name: name.to_owned(),
            prefix,
            per_minute,
            created_by: admin.email.clone(),
            created_at,
            last_used_at: None,
            revoked_at: None,
        };
        Ok(CreatedKey { key, secret })
    }

    /// Revokes key `id`: every request with it is refused from now on. Admins only; revoking a
    /// revoked key changes nothing.
    pub async fn revoke(&self, viewer: &Viewer, id: &str) -> AppResult<ApiKey> {
        viewer.require(&[Role::Admin])?;
        self.store.revoke(id, now_millis()).await?;
        self.store.get(id).await?.ok_or_else(|| AppError::NotFound(KEY_NOT_FOUND.into()))
    }

    /// Admits a request to `/api/v1` with `key` (the bearer token, if any) from `ip`, counting it
    /// against the key's rate or the address's anonymous rate. A key that is not one of ours or
    /// was revoked is refused, never treated as anonymous: its owner must learn of it.
    pub async fn admit(&self, key: Option<&str>, ip: &str, key_required: bool) -> AppResult<Admission> {
        let Some(key) = key else {
            if key_required {
                return Err(AppError::SignInRequired(KEY_REQUIRED.into()));
            }
            let per_minute = self.anonymous_per_minute;
            let limit = Limit { attempts: per_minute, window: WINDOW };
            return Ok(match self.limiter.count(&format!("api-v1:ip:{ip}"), limit).await? {
                Some(retry_after) => Admission::Limited { per_minute, retry_after },
                None => Admission::Admitted(Caller::Anonymous { ip: ip.to_owned() }),
            });
        };
        let holder = match key.starts_with(KEY_PREFIX) {
            true => self.store.holder(&token_hash(key)).await?,
            false => None,
        };
        let Some(holder) = holder else {
            return Err(AppError::LoginFailed(KEY_REFUSED.into()));
        };
        let limit = Limit { attempts: holder.per_minute, window: WINDOW };
        if let Some(retry_after) = self.limiter.count(&format!("api-v1:key:{}", holder.id), limit).await? {
            return Ok(Admission::Limited { per_minute: holder.per_minute, retry_after });
        }
        let now = now_millis();
        if holder.last_used_at.is_none_or(|at| now - at >= LAST_USED_PRECISION_MS) {
            self.store.touch(&holder.id, now).await?;
        }
        Ok(Admission::Admitted(Caller::Key { id: holder.id }))
    }
}
