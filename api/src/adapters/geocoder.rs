//! Address search through a Nominatim-protocol geocoder (OpenStreetMap's by default), as its
//! usage policy asks: an identifying User-Agent, at most one request a second, and answers
//! cached so the same address is looked up once.
//!
//! On PostgreSQL the pacing and the cache are shared by every instance (`store::shared`): the
//! policy's one request a second holds for the deployment, not for each instance. On SQLite the
//! one process keeps them in memory.

use std::{
    collections::HashMap,
    time::{Duration, Instant},
};

use anyhow::Context;
use serde::{Deserialize, Serialize};
use tokio::sync::{Mutex, RwLock};

use crate::domain::time::now_millis;
use crate::store::shared::SharedState;

/// Cached answers live this long.
const CACHE_TTL: Duration = Duration::from_secs(24 * 60 * 60);
/// Cached queries kept before the oldest are dropped.
const CACHE_ENTRIES: usize = 10_000;
/// Results per search.
const LIMIT: usize = 5;

/// One place an address search found.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Place {
    pub label: String,
    pub lon: f64,
    pub lat: f64,
    pub city: Option<String>,
    pub county: Option<String>,
    /// Two-letter state code.
    pub state: Option<String>,
    pub postcode: Option<String>,
}

#[derive(Deserialize)]
struct NominatimPlace {
    display_name: String,
    lat: String,
    lon: String,
    #[serde(default)]
    address: NominatimAddress,
}

#[derive(Default, Deserialize)]
struct NominatimAddress {
    city: Option<String>,
    town: Option<String>,
    village: Option<String>,
    hamlet: Option<String>,
    county: Option<String>,
    #[serde(rename = "ISO3166-2-lvl4")]
    iso_state: Option<String>,
    postcode: Option<String>,
}

pub struct Geocoder {
    base: String,
    email: Option<String>,
    min_interval: Duration,
    http: reqwest::Client,
    last_request: Mutex<Option<Instant>>,
    cache: RwLock<HashMap<String, (Vec<Place>, Instant)>>,
    /// Pacing and cache shared with the other instances (PostgreSQL).
    shared: Option<SharedState>,
}

impl Geocoder {
    /// `base` speaks Nominatim's `/search`; `user_agent` identifies this deployment;
    /// `email` is passed on as the policy suggests for heavier use.
    pub fn new(
        base: &str,
        user_agent: &str,
        email: Option<String>,
        min_interval: Duration,
        shared: Option<SharedState>,
    ) -> Geocoder {
        Geocoder {
            base: base.trim_end_matches('/').to_owned(),
            email: email.filter(|e| !e.is_empty()),
            min_interval,
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(8))
                .user_agent(user_agent)
                .build()
                .expect("HTTP client builds"),
            last_request: Mutex::new(None),
            cache: RwLock::new(HashMap::new()),
            shared,
        }
    }

    /// Places in the US matching `query`, best first.
    pub async fn search(&self, query: &str) -> anyhow::Result<Vec<Place>> {
        let key = query.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase();
        if let Some(shared) = &self.shared {
            return self.search_shared(shared, query, &key).await;
        }
        if let Some((places, at)) = self.cache.read().await.get(&key) {
            if at.elapsed() < CACHE_TTL {
                return Ok(places.clone());
            }
        }
        let places = self.fetch(query).await?;
        let mut cache = self.cache.write().await;
        if cache.len() >= CACHE_ENTRIES {
            cache.retain(|_, (_, at)| at.elapsed() < CACHE_TTL);
            if cache.len() >= CACHE_ENTRIES {
                cache.clear();
            }
        }
        cache.insert(key, (places.clone(), Instant::now()));
        Ok(places)
    }

    /// [`Geocoder::search`] with the cache and the pacing in the database: the instance whose
    /// turn it is waits out the interval since the last request of any instance, then asks.
    async fn search_shared(&self, shared: &SharedState, query: &str, key: &str) -> anyhow::Result<Vec<Place>> {
        let ttl = i64::try_from(CACHE_TTL.as_millis()).unwrap_or(i64::MAX);
        let now = now_millis();
        if let Some(cached) = shared.cached_places(key, now - ttl).await? {
            if let Ok(places) = serde_json::from_value(cached) {
                return Ok(places);
            }
        }
        // One waiter per instance, so an instance holds at most one connection for the turn.
        let _one_here = self.last_request.lock().await;
        let turn = shared.geocoder_turn().await?;
        let interval = i64::try_from(self.min_interval.as_millis()).unwrap_or(i64::MAX);
        let wait = u64::try_from(turn.last_finished.saturating_add(interval) - now_millis()).unwrap_or(0);
        if wait > 0 {
            tokio::time::sleep(Duration::from_millis(wait)).await;
        }
        let result = self.request(query).await;
        turn.finish(now_millis()).await?;
        let places = result?;
        let now = now_millis();
        shared.cache_places(key, &serde_json::to_value(&places)?, now, now - ttl).await?;
        Ok(places)
    }

    /// One request at a time, spaced by the provider's minimum interval from the end of the
    /// previous one: measured from when a request was sent, a slow connection could bring two
    /// requests to the provider closer together than its policy allows.
    async fn fetch(&self, query: &str) -> anyhow::Result<Vec<Place>> {
        let mut last = self.last_request.lock().await;
        if let Some(at) = *last {
            let wait = self.min_interval.saturating_sub(at.elapsed());
            if !wait.is_zero() {
                tokio::time::sleep(wait).await;
            }
        }
        let result = self.request(query).await;
        *last = Some(Instant::now());
        result
    }

    async fn request(&self, query: &str) -> anyhow::Result<Vec<Place>> {
        let mut params = vec![
            ("q", query.to_owned()),
            ("format", "jsonv2".to_owned()),
            ("addressdetails", "1".to_owned()),
            ("countrycodes", "us".to_owned()),
            ("limit", LIMIT.to_string()),
        ];
        if let Some(email) = &self.email {
            params.push(("email", email.clone()));
        }
        let url = format!("{}/search", self.base);
        let found: Vec<NominatimPlace> = self
            .http
            .get(&url)
            .query(&params)
            .send()
            .await
            .and_then(|r| r.error_for_status())
            .with_context(|| format!("asking {url}"))?
            .json()
            .await
            .with_context(|| format!("reading {url}"))?;
        Ok(found.into_iter().filter_map(to_place).collect())
    }
}

fn to_place(found: NominatimPlace) -> Option<Place> {
    let (lon, lat) = (found.lon.parse().ok()?, found.lat.parse().ok()?);
    let a = found.address;
    Some(Place {
        label: found.display_name,
        lon,
        lat,
        city: a.city.or(a.town).or(a.village).or(a.hamlet),
        county: a.county,
        state: a.iso_state.and_then(|s| s.strip_prefix("US-").map(str::to_owned)),
        postcode: a.postcode,
    })
}
