//! The 3D configurator service, spoken over HTTP at its base url (`CONFIGURATOR_URL`):
//!
//! | call | answer |
//! |---|---|
//! | `GET /svg/{planId}/` | the plan's drawing (SVG; 404 when it has none) |
//! | `GET /api/configurators?decorId=…&id=…` | `{"list": [{"_id", "name", "product", "createdAt"}]}` |
//! | `GET /api/photos?decorId=…&id=…` | `{"list": [{"url", "name"}]}`: the renders of a configurator |
//! | `GET /api/products` | `{"list": [{"id", "name", "type", "avatar": {"small"}, "data": {"price", "labor"}}]}` |
//!
//! Answers are cached for a while: the back office asks the same question as an admin pages
//! through a dialog, and the service is slow and outside our control.

use std::{
    collections::HashMap,
    time::{Duration, Instant},
};

use anyhow::Context;
use serde::{de::DeserializeOwned, Deserialize};
use tokio::sync::RwLock;

use crate::adapters::svg_sanitizer;

/// Cached drawings are refreshed after this long.
const CACHE_TTL: Duration = Duration::from_secs(60 * 60);
/// Lists (configurators, photos, products) are asked again after this long.
const LIST_TTL: Duration = Duration::from_secs(5 * 60);
/// Answers larger than this are refused.
const MAX_BYTES: usize = 5 * 1024 * 1024;

/// A configurator (a 3D model of a plan) as the service lists it.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct ConfiguratorEntry {
    #[serde(rename = "_id")]
    pub id: String,
    #[serde(default)]
    pub name: String,
    /// The product the configurator builds.
    #[serde(default)]
    pub product: String,
    /// When it was made, as the service writes it (ISO 8601).
    #[serde(default, rename = "createdAt")]
    pub created_at: String,
}

/// A rendered picture of a configurator.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct ConfiguratorPhoto {
    pub url: String,
    #[serde(default)]
    pub name: String,
}

/// A product (object or material) the configurators offer.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Product {
    pub id: String,
    #[serde(default)]
    pub name: String,
    /// `objects`, `materials` or `materialsFromOptions`.
    #[serde(default, rename = "type")]
    pub kind: String,
    #[serde(default)]
    pub avatar: ProductAvatar,
    #[serde(default)]
    pub data: ProductData,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
pub struct ProductAvatar {
    /// The small picture's url.
    #[serde(default)]
    pub small: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
pub struct ProductData {
    /// Dollars.
    #[serde(default)]
    pub price: Option<f64>,
    /// Dollars of labour.
    #[serde(default)]
    pub labor: Option<f64>,
}

#[derive(Deserialize)]
struct ListAnswer<T> {
    list: Vec<T>,
}

pub struct Configurator {
    base: String,
    http: reqwest::Client,
    cache: RwLock<HashMap<String, (String, Instant)>>,
    /// JSON answers by url.
    lists: RwLock<HashMap<String, (bytes::Bytes, Instant)>>,
}

impl Configurator {
    pub fn new(base: &str) -> Configurator {
        Configurator {
            base: base.trim_end_matches('/').to_owned(),
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(10))
                .redirect(reqwest::redirect::Policy::limited(3))
                .user_agent(concat!("homeplot/", env!("CARGO_PKG_VERSION")))
                .build()
                .expect("HTTP client builds"),
            cache: RwLock::new(HashMap::new()),
            lists: RwLock::new(HashMap::new()),
        }
    }

    /// The configurators made for decor `decor_id` or with id `id` (either may be empty).
    pub async fn find(&self, decor_id: &str, id: &str) -> anyhow::Result<Vec<ConfiguratorEntry>> {
        self.list(&format!("/api/configurators?decorId={}&id={}", encode(decor_id), encode(id))).await
    }

    /// The rendered photos of the configurators `find` answers for the same ids.
    pub async fn photos(&self, decor_id: &str, id: &str) -> anyhow::Result<Vec<ConfiguratorPhoto>> {
        self.list(&format!("/api/photos?decorId={}&id={}", encode(decor_id), encode(id))).await
    }

    /// Every product of every configurator.
    pub async fn products(&self) -> anyhow::Result<Vec<Product>> {
        self.list("/api/products").await
    }

    /// The `list` of the JSON answer at `path`, cached for `LIST_TTL`.
    async fn list<T: DeserializeOwned>(&self, path: &str) -> anyhow::Result<Vec<T>> {
        let url = format!("{}{path}", self.base);
        let cached =
            self.lists.read().await.get(&url).filter(|(_, at)| at.elapsed() < LIST_TTL).map(|(b, _)| b.clone());
        let body = match cached {
            Some(body) => body,
            None => {
                let body = self.get(&url).await?.ok_or_else(|| anyhow::anyhow!("{url} answered 404"))?;
                self.lists.write().await.insert(url.clone(), (body.clone(), Instant::now()));
                body
            }
        };
        let answer: ListAnswer<T> = serde_json::from_slice(&body).with_context(|| format!("{url} is not a list"))?;
        Ok(answer.list)
    }

    /// The body at `url`, at most `MAX_BYTES`; `None` for a 404.
    async fn get(&self, url: &str) -> anyhow::Result<Option<bytes::Bytes>> {
        let response = self.http.get(url).send().await.with_context(|| format!("fetching {url}"))?;
        if response.status() == reqwest::StatusCode::NOT_FOUND {
            return Ok(None);
        }
        let response = response.error_for_status().with_context(|| format!("fetching {url}"))?;
        if response.content_length().is_some_and(|len| len as usize > MAX_BYTES) {
            anyhow::bail!("{url} is larger than {MAX_BYTES} bytes");
        }
        let body = response.bytes().await.with_context(|| format!("reading {url}"))?;
        anyhow::ensure!(body.len() <= MAX_BYTES, "{url} is larger than {MAX_BYTES} bytes");
        Ok(Some(body))
    }

    /// The sanitised SVG of configurator plan `plan_id`; `Ok(None)` when the service has none.
    pub async fn plan_svg(&self, plan_id: &str) -> anyhow::Result<Option<String>> {
        if let Some((svg, fetched)) = self.cache.read().await.get(plan_id) {
            if fetched.elapsed() < CACHE_TTL {
                return Ok(Some(svg.clone()));
            }
        }
        // The id is admin-entered: encoded, it stays one path segment of the service.
        let url = format!("{}/svg/{}/", self.base, encode(plan_id));
        let Some(body) = self.get(&url).await? else {
            return Ok(None);
        };
        let svg = svg_sanitizer::sanitize(&String::from_utf8_lossy(&body))
            .with_context(|| format!("{url} is not a usable SVG"))?;
        self.cache.write().await.insert(plan_id.to_owned(), (svg.clone(), Instant::now()));
        Ok(Some(svg))
    }
}

/// `text` percent-encoded so it stays one path segment or query value.
fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}
