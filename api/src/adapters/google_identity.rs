//! Google sign-in: verifies an ID token's signature against the issuer's published keys (JWKS),
//! its audience (our client id), issuer and expiry.

use std::time::{Duration, Instant};

use anyhow::Context;
use jsonwebtoken::{decode, decode_header, jwk::JwkSet, Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use tokio::sync::RwLock;

use crate::config::GoogleConfig;

/// Keys are re-fetched after this long, or at once when a token names an unknown key (Google
/// rotates keys every few days).
const KEYS_TTL: Duration = Duration::from_secs(60 * 60);

/// The identity an ID token vouches for.
#[derive(Debug, Clone, Deserialize)]
pub struct GoogleIdentity {
    /// Google's stable id of the account.
    pub sub: String,
    pub email: String,
    #[serde(default)]
    pub email_verified: bool,
    #[serde(default)]
    pub name: Option<String>,
}

pub struct GoogleVerifier {
    client_id: String,
    issuer: String,
    jwks_url: String,
    http: reqwest::Client,
    keys: RwLock<Option<(JwkSet, Instant)>>,
}

impl GoogleVerifier {
    /// `None` when no client id is configured: Google sign-in is then off.
    pub fn from_config(config: &GoogleConfig) -> Option<GoogleVerifier> {
        let client_id = config.google_client_id.clone().filter(|id| !id.is_empty())?;
        Some(GoogleVerifier {
            client_id,
            issuer: config.google_issuer.clone(),
            jwks_url: config.google_jwks_url.clone(),
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(10))
                .user_agent(concat!("homeplot/", env!("CARGO_PKG_VERSION")))
                .build()
                .expect("HTTP client builds"),
            keys: RwLock::new(None),
        })
    }

    pub fn client_id(&self) -> &str {
        &self.client_id
    }

    /// The identity in `id_token`, or why it is not acceptable.
    pub async fn verify(&self, id_token: &str) -> anyhow::Result<GoogleIdentity> {
        let header = decode_header(id_token).context("not a JWT")?;
        anyhow::ensure!(header.alg == Algorithm::RS256, "unexpected signing algorithm {:?}", header.alg);
        let kid = header.kid.context("the token names no key")?;
        let key = self.key(&kid).await?;
        let mut validation = Validation::new(Algorithm::RS256);
        validation.set_audience(&[&self.client_id]);
        // Google documents both spellings of its issuer.
        let bare_issuer = self.issuer.trim_start_matches("https://").to_owned();
        validation.set_issuer(&[self.issuer.as_str(), bare_issuer.as_str()]);
        validation.set_required_spec_claims(&["exp", "iss", "aud", "sub"]);
        let data = decode::<GoogleIdentity>(id_token, &key, &validation).context("the ID token was rejected")?;
        Ok(data.claims)
    }

    async fn key(&self, kid: &str) -> anyhow::Result<DecodingKey> {
        if let Some((set, fetched)) = self.keys.read().await.as_ref() {
            if fetched.elapsed() < KEYS_TTL {
                if let Some(jwk) = set.find(kid) {
                    return DecodingKey::from_jwk(jwk).context("unusable key");
                }
            }
        }
        let set: JwkSet = self
            .http
            .get(&self.jwks_url)
            .send()
            .await
            .and_then(|r| r.error_for_status())
            .context("fetching the issuer's keys")?
            .json()
            .await
            .context("reading the issuer's keys")?;
        let key = set.find(kid).map(DecodingKey::from_jwk).transpose().context("unusable key")?;
        *self.keys.write().await = Some((set, Instant::now()));
        key.with_context(|| format!("the issuer publishes no key {kid}"))
    }
}
