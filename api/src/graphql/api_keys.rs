//! Integrators' API keys in the back office: admins make, list and revoke them. A new key is
//! answered once, with its secret; the list shows only its first characters.

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};

use super::scalars::Timestamp;
use super::{services, viewer, Result};
use crate::domain::api_keys as domain;

#[derive(Default)]
pub struct ApiKeyQuery;

#[Object]
impl ApiKeyQuery {
    /// Every API key of `/api/v1`, the newest first, revoked ones included. Admins only.
    async fn api_keys(&self, ctx: &Context<'_>) -> Result<Vec<ApiKey>> {
        Ok(services(ctx).api_keys.list(viewer(ctx)).await?.into_iter().map(ApiKey::from).collect())
    }
}

#[derive(Default)]
pub struct ApiKeyMutation;

#[Object]
impl ApiKeyMutation {
    /// Makes a key: its secret is in this answer only (it is stored hashed). A name is required
    /// ('Name: …'); the rate is 1 to 600,000 requests a minute, 600 when not given. Admins only.
    async fn create_api_key(&self, ctx: &Context<'_>, input: ApiKeyInput) -> Result<CreatedApiKey> {
        let created = services(ctx).api_keys.create(viewer(ctx), &input.name, input.per_minute).await?;
        Ok(CreatedApiKey { key: created.key.into(), secret: created.secret })
    }

    /// Revokes a key: every request with it is refused from the next one on, on every instance.
    /// Revoking a revoked key changes nothing; 'API key not found.' (NOT_FOUND). Admins only.
    async fn revoke_api_key(&self, ctx: &Context<'_>, id: ID) -> Result<ApiKey> {
        Ok(services(ctx).api_keys.revoke(viewer(ctx), &id).await?.into())
    }
}

/// A new key's name and rate.
#[derive(InputObject)]
pub struct ApiKeyInput {
    /// Whose key it is: "Acme Builders website".
    pub name: String,
    /// Requests a minute it may make (600 when not given).
    pub per_minute: Option<u32>,
}

/// An API key as the back office lists it.
#[derive(SimpleObject)]
pub struct ApiKey {
    pub id: ID,
    pub name: String,
    /// The key's first characters ("hpk_1a2B3c4D"), to tell keys apart.
    pub prefix: String,
    /// Requests a minute it may make.
    pub per_minute: u32,
    /// The email of the admin who made it; empty when their account is gone.
    pub created_by: String,
    pub created_at: Timestamp,
    /// The last request made with it, to within a minute; null when never used.
    pub last_used_at: Option<Timestamp>,
    /// When it was revoked; null while it works.
    pub revoked_at: Option<Timestamp>,
}

impl From<domain::ApiKey> for ApiKey {
    fn from(key: domain::ApiKey) -> Self {
        ApiKey {
            id: ID(key.id),
            name: key.name,
            prefix: key.prefix,
            per_minute: key.per_minute,
            created_by: key.created_by,
            created_at: Timestamp(key.created_at),
            last_used_at: key.last_used_at.map(Timestamp),
            revoked_at: key.revoked_at.map(Timestamp),
        }
    }
}

/// A key just made.
#[derive(SimpleObject)]
pub struct CreatedApiKey {
    pub key: ApiKey,
    /// The key itself ("hpk_…"): shown this once, it cannot be read again.
    pub secret: String,
}
