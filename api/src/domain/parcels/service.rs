//! The parcels service: the lookup homeowners' maps make, and admins' parcel sources (their
//! county files' imports are in `imports`).

use std::sync::Arc;
use std::time::Duration;

use geom_wasm::LineKind;

use super::lookup::{self, Recorded, SourceAnswer};
use super::sources::{self, AreaLevel, ParcelSource, Protocol, SourceInput, ValidSource};
use super::Parcel;
use crate::adapters::parcel_service::ParcelService;
use crate::domain::accounts::rate_limit::{RateLimiter, PARCEL_LOOKUPS_PER_IP};
use crate::domain::accounts::{Role, Viewer};
use crate::domain::directories::service::Directories;
use crate::domain::time::{new_id, now_millis};
use crate::error::{AppError, AppResult};
use crate::media::MediaStore;
use crate::store::{parcel_sources::ParcelSourceStore, parcels::ParcelStore, Store};

/// Sources asked at most for one point: the most specific few whose extents hold it.
const MAX_SOURCES_ASKED: usize = 3;
/// A parcel found is remembered this long (parcels change when land is split, seldom).
const FOUND_TTL: Duration = Duration::from_secs(30 * 24 * 60 * 60);
/// That a point has no parcel is remembered for less: a source may be completing its records.
const NONE_TTL: Duration = Duration::from_secs(24 * 60 * 60);

pub const SOURCE_NOT_FOUND: &str = "Parcel source not found.";

/// What a lookup found, and the word for the homeowner when it found nothing usable: the map
/// keeps the drawn lot in every case but `Found`.
#[derive(Debug)]
pub enum Lookup {
    Found {
        parcel: Parcel,
        line_kinds: Vec<LineKind>,
        /// The name of the source that answered.
        source_name: String,
    },
    /// The sources here hold no parcel at the point.
    NoneHere,
    /// A parcel is there, but its outline cannot be a lot.
    Unusable(String),
    /// No source answered (down, slow, or answering nonsense).
    Unavailable,
    /// No source covers the point.
    Uncovered,
}

impl Lookup {
    /// The answer's name, as the API spells it.
    pub fn status(&self) -> &'static str {
        match self {
            Lookup::Found { .. } => "found",
            Lookup::NoneHere => "none",
            Lookup::Unusable(_) => "unusable",
            Lookup::Unavailable => "unavailable",
            Lookup::Uncovered => "uncovered",
        }
    }

    /// What the homeowner is told.
    pub fn message(&self) -> String {
        match self {
            Lookup::Found { source_name, .. } => format!("Your lot is the parcel recorded by {source_name}."),
            Lookup::NoneHere => {
                "No parcel is recorded at this spot; it may be a street. Tap inside your lot, or drag the drawn lot's corners to match it.".into()
            }
            Lookup::Unusable(reason) => format!(
                "The parcel recorded here cannot be used as your lot ({}). Drag the drawn lot's corners to match it.",
                reason.trim_end_matches('.')
            ),
            Lookup::Unavailable => {
                "The parcel records for this area did not answer, so your lot is drawn as a rectangle. Drag its corners to match your lot, or try again later.".into()
            }
            Lookup::Uncovered => {
                "We have no parcel records for this area yet. Drag the drawn lot's corners to match your lot, or load a survey file.".into()
            }
        }
    }
}

pub struct Parcels {
    pub(super) parcels: ParcelStore,
    pub(super) sources: ParcelSourceStore,
    directories: Arc<Directories>,
    service: ParcelService,
    /// Where uploaded county files wait for their import job.
    pub(super) media: MediaStore,
    /// Lookups per caller (they may ask counties' services).
    limiter: RateLimiter,
}

impl Parcels {
    /// `timeout` bounds each request to a remote source.
    pub fn new(
        store: &Store,
        directories: Arc<Directories>,
        media: MediaStore,
        user_agent: &str,
        timeout: Duration,
    ) -> Parcels {
        Parcels {
            parcels: store.parcels(),
            sources: store.parcel_sources(),
            directories,
            service: ParcelService::new(user_agent, timeout),
            media,
            limiter: RateLimiter::new(store),
        }
    }

    /// [`Parcels::at`] for a caller at `ip`, who may look up [`PARCEL_LOOKUPS_PER_IP`].
    pub async fn at_for(&self, ip: &str, lon: f64, lat: f64) -> AppResult<Lookup> {
        self.limiter.hit(&format!("parcels:{ip}"), PARCEL_LOOKUPS_PER_IP).await?;
        self.at(lon, lat).await
    }

    /// The parcel at a point: the sources whose extent holds it are asked, the most specific
    /// area first, until one finds a parcel there.
    pub async fn at(&self, lon: f64, lat: f64) -> AppResult<Lookup> {
        let covering = self.sources.covering(lon, lat).await?;
        if covering.is_empty() {
            return Ok(Lookup::Uncovered);
        }
        let mut outcome = Lookup::NoneHere;
        let mut failed = false;
        for source in covering.into_iter().take(MAX_SOURCES_ASKED) {
            match self.ask(&source, lon, lat, true).await? {
                Some(SourceAnswer::Found(recorded)) => return Ok(found(recorded, source, (lon, lat))),
                Some(SourceAnswer::Unusable(reason)) => outcome = Lookup::Unusable(reason),
                Some(SourceAnswer::NoneHere) => {}
                None => failed = true,
            }
        }
        Ok(match outcome {
            Lookup::NoneHere if failed => Lookup::Unavailable,
            outcome => outcome,
        })
    }

    /// One source's answer, `None` when it gave none (logged). With `cached`, a remote source's
    /// answer comes from the shared cache when it is there, and goes into it when it is new.
    async fn ask(&self, source: &ParcelSource, lon: f64, lat: f64, cached: bool) -> AppResult<Option<SourceAnswer>> {
        if source.protocol == Protocol::Store {
            return Ok(Some(lookup::from_store(&self.parcels, source, lon, lat).await?));
        }
        let key = format!("{lon:.7},{lat:.7}");
        if cached {
            if let Some(answer) = self.sources.cached_answer(&source.id, &key, now_millis()).await? {
                match serde_json::from_str::<Option<Recorded>>(&answer) {
                    Ok(Some(recorded)) => return Ok(Some(SourceAnswer::Found(recorded))),
                    Ok(None) => return Ok(Some(SourceAnswer::NoneHere)),
                    Err(_) => {} // written by another version: ask again
                }
            }
        }
        let answer = match lookup::from_service(&self.service, source, lon, lat).await {
            Ok(answer) => answer,
            Err(err) => {
                tracing::warn!(source = %source.id, error = %err, "parcel source gave no answer");
                return Ok(None);
            }
        };
        let remembered = match &answer {
            SourceAnswer::Found(recorded) => Some((Some(recorded), FOUND_TTL)),
            SourceAnswer::NoneHere => Some((None, NONE_TTL)),
            SourceAnswer::Unusable(_) => None,
        };
        if let (true, Some((recorded, ttl))) = (cached, remembered) {
            let now = now_millis();
            let text = serde_json::to_string(&recorded).map_err(anyhow::Error::from)?;
            let expires = now + i64::try_from(ttl.as_millis()).unwrap_or(i64::MAX);
            self.sources.cache_answer(&source.id, &key, &text, now, expires).await?;
        }
        Ok(Some(answer))
    }

    /// Every source. Admins only.
    pub async fn sources(&self, viewer: &Viewer) -> AppResult<Vec<ParcelSource>> {
        viewer.require(&[Role::Admin])?;
        Ok(self.sources.list().await?)
    }

    /// A source by id. Admins only.
    pub async fn source(&self, viewer: &Viewer, id: &str) -> AppResult<ParcelSource> {
        viewer.require(&[Role::Admin])?;
        self.sources.get(id).await?.ok_or_else(|| AppError::NotFound(SOURCE_NOT_FOUND.into()))
    }

    /// Adds a source. A remote source's extent, when not given, is read from the service, which
    /// checks the URL too. Admins only.
    pub async fn create_source(&self, viewer: &Viewer, input: SourceInput) -> AppResult<ParcelSource> {
        viewer.require(&[Role::Admin])?;
        let id = new_id();
        let (source, level) = self.checked(&id, input).await?;
        self.sources.insert(&id, &source, level, now_millis()).await?;
        self.source(viewer, &id).await
    }

    /// Changes a source; its cached answers are forgotten. Admins only.
    pub async fn update_source(&self, viewer: &Viewer, id: &str, input: SourceInput) -> AppResult<ParcelSource> {
        let existing = self.source(viewer, id).await?;
        let (source, level) = self.checked(&existing.id, input).await?;
        if !self.sources.update(id, &source, level, now_millis()).await? {
            return Err(AppError::NotFound(SOURCE_NOT_FOUND.into()));
        }
        self.source(viewer, id).await
    }

    /// Removes a source, with the parcels stored under it and its imports' files. Admins only.
    pub async fn delete_source(&self, viewer: &Viewer, id: &str) -> AppResult<()> {
        viewer.require(&[Role::Admin])?;
        let imports = self.parcels.imports_of(id, i64::MAX).await?;
        if !self.sources.delete(id).await? {
            return Err(AppError::NotFound(SOURCE_NOT_FOUND.into()));
        }
        for import in imports.iter().filter(|import| !import.file_key.is_empty()) {
            if let Err(err) = self.media.delete(&import.file_key).await {
                tracing::warn!(error = %format!("{err:#}"), key = %import.file_key, "an import's file stays");
            }
        }
        Ok(())
    }

    /// What one source answers at a point, asked now (not from the cache): the admin's check of
    /// a source's URL and field map. Admins only.
    pub async fn try_source(&self, viewer: &Viewer, id: &str, lon: f64, lat: f64) -> AppResult<Lookup> {
        let source = self.source(viewer, id).await?;
        Ok(match self.ask(&source, lon, lat, false).await? {
            Some(SourceAnswer::Found(recorded)) => found(recorded, source, (lon, lat)),
            Some(SourceAnswer::NoneHere) => Lookup::NoneHere,
            Some(SourceAnswer::Unusable(reason)) => Lookup::Unusable(reason),
            None => Lookup::Unavailable,
        })
    }

    /// Sets a store source's extent to the box its parcels cover (after they change).
    pub async fn refresh_store_extent(&self, source_id: &str) -> AppResult<()> {
        let extent = self.parcels.extent(source_id).await?;
        Ok(self.sources.set_extent(source_id, extent, now_millis()).await?)
    }

    /// `input` validated, with its area's level, and the extent: as given, read from a remote
    /// service, or (for the store) the box of the parcels stored under `id`.
    async fn checked(&self, id: &str, input: SourceInput) -> AppResult<(ValidSource, AreaLevel)> {
        let mut source = sources::validate(input)?;
        let places = self.directories.places(std::slice::from_ref(&source.area_id)).await?;
        let level = places.first().and_then(|place| AreaLevel::of_directory(&place.slug)).ok_or_else(|| {
            AppError::BadInput("Area: choose a state, county or city of the places directories.".into())
        })?;
        if source.extent.is_none() {
            source.extent = match ParcelSource::endpoint_of(source.protocol, &source.url, &source.collection) {
                None => self.parcels.extent(id).await?,
                Some(endpoint) => Some(self.service.extent(endpoint).await.map_err(|err| {
                    AppError::BadInput(format!(
                        "URL: the service did not tell the area it covers: {err}. Check the URL{}, or enter the extent.",
                        if source.protocol == Protocol::Ogc { " and the collection" } else { "" }
                    ))
                })?),
            };
        }
        Ok((source, level))
    }
}

fn found(recorded: Recorded, source: ParcelSource, point: (f64, f64)) -> Lookup {
    let line_kinds = recorded.line_kinds(point);
    Lookup::Found { parcel: recorded.parcel(), line_kinds, source_name: source.name }
}
