//! `GET /api/parcels`: the parcel a point lies in — the lot the county recorded, with its parcel
//! number and zoning district — from our parcel store.

use std::time::Duration;

use poem::{web::Data, Body};
use poem_openapi::{
    param::{Path, Query},
    payload::{Binary, Json},
    ApiResponse, Enum, Object, OpenApi, Tags,
};

use super::{session_auth::SignedIn, ApiResult};
use crate::domain::accounts::Role;
use crate::domain::parcels::county_file::MAX_IMPORT_BYTES;
use crate::domain::parcels::imports::ParcelImport;
use crate::http::{body_limit::read_limited_within, client_ip::client_ip};
use crate::{domain::parcels::Lookup, state::AppState};

/// The longest a county's file may take to arrive: 512 MB at 8 Mbit/s.
const IMPORT_UPLOAD_TIMEOUT: Duration = Duration::from_secs(10 * 60);

#[derive(Tags)]
enum Tag {
    /// The lot the county recorded.
    Parcels,
}

/// A parcel: its boundary, what the county records of it, and the kind of each of its lines.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ParcelAnswer {
    /// The parcel number (APN), as the county writes it.
    apn: String,
    /// The address the county records for it (may be empty).
    situs_address: String,
    /// The zoning district (may be empty).
    zoning: String,
    /// The boundary's corners as `[longitude, latitude]` (WGS84 degrees), without a closing
    /// repeat.
    corners: Vec<Vec<f64>>,
    /// Its area, square feet.
    area_sq_ft: f64,
    /// The kind of each line (`lineKinds[i]` is the line from corner `i` to corner `i + 1`):
    /// `front` (the street-facing line nearest the point asked), `rear` (opposite the front),
    /// `streetSide` (a corner lot's second street) or `side`. A line faces a street where no
    /// neighbouring parcel lies across it.
    line_kinds: Vec<String>,
}

/// The kind of answer a lookup gave.
#[derive(Debug, Enum)]
#[oai(rename_all = "lowercase")]
pub enum LookupStatus {
    /// A parcel holds the point: `parcel` is it.
    Found,
    /// The sources here hold no parcel at the point (a street, water).
    None,
    /// A parcel is there, but its outline cannot be a lot (`message` says why).
    Unusable,
    /// No source answered in time or sensibly; the homeowner keeps the drawn lot.
    Unavailable,
    /// No parcel source covers the point.
    Uncovered,
}

/// The parcel at a point, or why there is none to use.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ParcelLookup {
    status: LookupStatus,
    /// What the homeowner is told.
    message: String,
    /// The parcel, when `status` is `found` (left out otherwise).
    #[oai(skip_serializing_if_is_none)]
    parcel: Option<ParcelAnswer>,
    /// The name of the source that answered, when one did (left out otherwise).
    #[oai(skip_serializing_if_is_none)]
    source_name: Option<String>,
}

impl From<Lookup> for ParcelLookup {
    fn from(lookup: Lookup) -> Self {
        let message = lookup.message();
        let status = match &lookup {
            Lookup::Found { .. } => LookupStatus::Found,
            Lookup::NoneHere => LookupStatus::None,
            Lookup::Unusable(_) => LookupStatus::Unusable,
            Lookup::Unavailable => LookupStatus::Unavailable,
            Lookup::Uncovered => LookupStatus::Uncovered,
        };
        let (parcel, source_name) = match lookup {
            Lookup::Found { parcel, line_kinds, source_name } => {
                let answer = ParcelAnswer {
                    area_sq_ft: parcel.area_sq_ft(),
                    corners: parcel.ring.iter().map(|&(lon, lat)| vec![lon, lat]).collect(),
                    apn: parcel.apn,
                    situs_address: parcel.situs_address,
                    zoning: parcel.zoning,
                    line_kinds: line_kinds.iter().map(|kind| kind.as_str().to_owned()).collect(),
                };
                (Some(answer), Some(source_name))
            }
            _ => (None, None),
        };
        ParcelLookup { status, message, parcel, source_name }
    }
}

/// An import of a county's parcel file, and how far it is.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ImportAnswer {
    id: String,
    /// `queued`, `running`, `paused`, `done` or `failed`.
    state: String,
    file_name: String,
    file_bytes: i64,
    /// Features read so far (each stored as parcels, or skipped).
    features_read: i64,
    parcels_stored: i64,
    /// Features with no polygon that can be a lot.
    features_skipped: i64,
    /// How far through the file, 0–100.
    percent: f64,
    /// Why it failed, or what it stored when done.
    message: String,
}

impl From<ParcelImport> for ImportAnswer {
    fn from(import: ParcelImport) -> Self {
        Self {
            percent: import.percent(),
            id: import.id,
            state: import.state.as_str().to_owned(),
            file_name: import.file_name,
            file_bytes: import.file_bytes,
            features_read: import.features_read,
            parcels_stored: import.parcels_stored,
            features_skipped: import.features_skipped,
            message: import.message,
        }
    }
}

#[derive(Debug, ApiResponse)]
enum ImportStarted {
    /// The file is kept and its import queued; follow it in the source's imports.
    #[oai(status = 202)]
    Accepted(Json<ImportAnswer>),
}

pub struct ParcelsApi;

#[OpenApi(tag = "Tag::Parcels")]
impl ParcelsApi {
    /// The parcel at a point
    ///
    /// The parcel the point lies in, from the parcel sources configured for the area (a
    /// county's or city's service, or our own parcel store): the most specific area's source
    /// whose extent holds the point answers first. Always answered with 200: `status` says
    /// whether a parcel was found, and `message` what to tell the homeowner when none was (a
    /// street, a source that is down or slow, an area no source covers). At most 300 lookups
    /// per address in 15 minutes (429).
    #[oai(path = "/parcels", method = "get")]
    async fn parcels_at(
        &self,
        Data(state): Data<&AppState>,
        request: &poem::Request,
        /// Longitude, WGS84 degrees.
        #[oai(validator(minimum(value = "-180"), maximum(value = "180")))]
        lon: Query<f64>,
        /// Latitude, WGS84 degrees.
        #[oai(validator(minimum(value = "-90"), maximum(value = "90")))]
        lat: Query<f64>,
    ) -> ApiResult<Json<ParcelLookup>> {
        let ip = client_ip(request, &state.config.trusted_proxies);
        Ok(Json(state.services.parcels.at_for(&ip, lon.0, lat.0).await?.into()))
    }

    /// Import a county's parcel file
    ///
    /// Admins only (the session cookie). The body is a GeoJSON FeatureCollection of the
    /// county's parcels (`application/octet-stream`, at most 512 MB), in longitude/latitude or
    /// the projected system its `crs` member names; each feature's attributes are read with the
    /// source's field map. The file is kept and imported by the job queue a batch at a time,
    /// into the store source `id`: 202 with the import, whose progress the back office shows.
    /// When it ends, the source's parcels of earlier imports are replaced.
    #[oai(path = "/parcel-sources/:id/imports", method = "post")]
    async fn import_parcels(
        &self,
        SignedIn(viewer): SignedIn,
        Data(state): Data<&AppState>,
        /// The store source to import into.
        id: Path<String>,
        /// The file's name, as the admin chose it.
        #[oai(name = "fileName", validator(max_length = 255))]
        file_name: Query<Option<String>>,
        body: Binary<Body>,
    ) -> ApiResult<ImportStarted> {
        // Refused before a byte of a large body is read.
        viewer.require(&[Role::Admin])?;
        let bytes = read_limited_within(body.0, MAX_IMPORT_BYTES, IMPORT_UPLOAD_TIMEOUT).await?;
        let name = file_name.0.unwrap_or_default();
        let import = state.services.parcels.start_import(&viewer, &id, &name, bytes).await?;
        Ok(ImportStarted::Accepted(Json(import.into())))
    }
}
