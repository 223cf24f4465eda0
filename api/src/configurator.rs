//! The 3D configurator service: a plan's SVG from `{base}/svg/{planId}/`, sanitised and cached.

use std::{
    collections::HashMap,
    time::{Duration, Instant},
};

use anyhow::Context;
use tokio::sync::RwLock;

use crate::svg_sanitizer;

/// Cached drawings are refreshed after this long.
const CACHE_TTL: Duration = Duration::from_secs(60 * 60);
/// Drawings larger than this are refused.
const MAX_BYTES: usize = 5 * 1024 * 1024;

pub struct Configurator {
    base: String,
    http: reqwest::Client,
    cache: RwLock<HashMap<String, (String, Instant)>>,
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
        }
    }

    /// The sanitised SVG of configurator plan `plan_id`; `Ok(None)` when the service has none.
    pub async fn plan_svg(&self, plan_id: &str) -> anyhow::Result<Option<String>> {
        if let Some((svg, fetched)) = self.cache.read().await.get(plan_id) {
            if fetched.elapsed() < CACHE_TTL {
                return Ok(Some(svg.clone()));
            }
        }
        // The id is admin-entered: encode it so it stays one path segment of the service.
        let segment: String = plan_id
            .bytes()
            .map(|b| {
                if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
                    (b as char).to_string()
                } else {
                    format!("%{b:02X}")
                }
            })
            .collect();
        let url = format!("{}/svg/{segment}/", self.base);
        let response = self.http.get(&url).send().await.with_context(|| format!("fetching {url}"))?;
        if response.status() == reqwest::StatusCode::NOT_FOUND {
            return Ok(None);
        }
        let response = response.error_for_status().with_context(|| format!("fetching {url}"))?;
        if response.content_length().is_some_and(|len| len as usize > MAX_BYTES) {
            anyhow::bail!("{url} is larger than {MAX_BYTES} bytes");
        }
        let body = response.bytes().await.with_context(|| format!("reading {url}"))?;
        anyhow::ensure!(body.len() <= MAX_BYTES, "{url} is larger than {MAX_BYTES} bytes");
        let svg = svg_sanitizer::sanitize(&String::from_utf8_lossy(&body))
            .with_context(|| format!("{url} is not a usable SVG"))?;
        self.cache.write().await.insert(plan_id.to_owned(), (svg.clone(), Instant::now()));
        Ok(Some(svg))
    }
}
