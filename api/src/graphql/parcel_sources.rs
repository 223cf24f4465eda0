//! Parcel sources: where the map looks up the parcel at an address, per area of the directories.
//! Admins only.

use async_graphql::{ComplexObject, Context, Enum, InputObject, Object, SimpleObject, ID};

use super::directories::DirectoryValue;
use super::scalars::Timestamp;
use super::{services, viewer, Result};
use crate::adapters::parcel_service::Bbox;
use crate::domain::parcels::sources::{self as domain, AreaLevel};
use crate::domain::parcels::{imports, Lookup};

#[derive(Default)]
pub struct ParcelSourceQuery;

#[Object]
impl ParcelSourceQuery {
    /// Every parcel source, the most specific areas first. Admins only.
    async fn parcel_sources(&self, ctx: &Context<'_>) -> Result<Vec<ParcelSource>> {
        Ok(services(ctx).parcels.sources(viewer(ctx)).await?.into_iter().map(ParcelSource::from).collect())
    }

    /// A parcel source. Admins only; 'Parcel source not found.' (NOT_FOUND).
    async fn parcel_source(&self, ctx: &Context<'_>, id: ID) -> Result<ParcelSource> {
        Ok(services(ctx).parcels.source(viewer(ctx), &id).await?.into())
    }
}

#[derive(Default)]
pub struct ParcelSourceMutation;

#[Object]
impl ParcelSourceMutation {
    /// Adds a parcel source. Without an extent, a service's is read from it (which checks its
    /// URL); a store source's is the box of its parcels. Invalid input is refused with the
    /// field named ('URL: …', 'Area: …'). Admins only.
    async fn create_parcel_source(&self, ctx: &Context<'_>, input: ParcelSourceInput) -> Result<ParcelSource> {
        Ok(services(ctx).parcels.create_source(viewer(ctx), input.into()).await?.into())
    }

    /// Changes a parcel source; the answers cached from it are forgotten. Admins only.
    async fn update_parcel_source(&self, ctx: &Context<'_>, id: ID, input: ParcelSourceInput) -> Result<ParcelSource> {
        Ok(services(ctx).parcels.update_source(viewer(ctx), &id, input.into()).await?.into())
    }

    /// Removes a parcel source, with the parcels imported into it. Admins only.
    async fn delete_parcel_source(&self, ctx: &Context<'_>, id: ID) -> Result<bool> {
        services(ctx).parcels.delete_source(viewer(ctx), &id).await?;
        Ok(true)
    }

    /// Pauses an import of a county's file; it stops after the batch it is storing and can be
    /// resumed. 'Only a queued or running import can be paused.' (CONFLICT). Admins only.
    async fn pause_parcel_import(&self, ctx: &Context<'_>, id: ID) -> Result<ParcelImport> {
        Ok(services(ctx).parcels.pause_import(viewer(ctx), &id).await?.into())
    }

    /// Resumes a paused import where it stopped. Admins only.
    async fn resume_parcel_import(&self, ctx: &Context<'_>, id: ID) -> Result<ParcelImport> {
        Ok(services(ctx).parcels.resume_import(viewer(ctx), &id).await?.into())
    }

    /// Asks one source for the parcel at a point now, bypassing the cache: the admin's check of
    /// its URL and field names. Admins only.
    async fn try_parcel_source(&self, ctx: &Context<'_>, id: ID, lon: f64, lat: f64) -> Result<ParcelSourceTry> {
        Ok(services(ctx).parcels.try_source(viewer(ctx), &id, lon, lat).await?.into())
    }
}

/// The protocol a parcel source speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum ParcelProtocol {
    /// A feature layer's `query` of the ArcGIS REST API.
    Arcgis,
    /// OGC API – Features.
    Ogc,
    /// Our own parcel store (an imported county file).
    Store,
}

impl From<domain::Protocol> for ParcelProtocol {
    fn from(protocol: domain::Protocol) -> Self {
        match protocol {
            domain::Protocol::ArcGis => ParcelProtocol::Arcgis,
            domain::Protocol::Ogc => ParcelProtocol::Ogc,
            domain::Protocol::Store => ParcelProtocol::Store,
        }
    }
}

impl From<ParcelProtocol> for domain::Protocol {
    fn from(protocol: ParcelProtocol) -> Self {
        match protocol {
            ParcelProtocol::Arcgis => domain::Protocol::ArcGis,
            ParcelProtocol::Ogc => domain::Protocol::Ogc,
            ParcelProtocol::Store => domain::Protocol::Store,
        }
    }
}

/// The box a source covers, WGS84 degrees.
#[derive(Debug, Clone, Copy, SimpleObject, InputObject)]
#[graphql(input_name = "ExtentInput")]
pub struct Extent {
    pub west: f64,
    pub south: f64,
    pub east: f64,
    pub north: f64,
}

impl From<Bbox> for Extent {
    fn from(b: Bbox) -> Self {
        Extent { west: b.west, south: b.south, east: b.east, north: b.north }
    }
}

/// Where the parcel at a point is looked up, for an area.
#[derive(Debug, Clone, SimpleObject)]
#[graphql(complex)]
pub struct ParcelSource {
    pub id: ID,
    pub name: String,
    pub protocol: ParcelProtocol,
    /// ArcGIS: the layer's URL; OGC: the landing page; empty for the store.
    pub url: String,
    /// OGC: the collection's id.
    pub collection: String,
    /// The attribute holding the parcel number (APN).
    pub apn_field: String,
    /// The attribute holding the situs address.
    pub situs_field: String,
    /// The attribute holding the zoning district.
    pub zoning_field: String,
    /// `state`, `county` or `city`: a city's source answers before its county's.
    pub area_level: String,
    #[graphql(skip)]
    pub area_id: Option<String>,
    /// The box it covers; `null` while a store source holds no parcels.
    pub extent: Option<Extent>,
    pub enabled: bool,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

#[ComplexObject]
impl ParcelSource {
    /// Its latest imports of a county's file (a store source's), newest first.
    async fn imports(&self, ctx: &Context<'_>) -> Result<Vec<ParcelImport>> {
        Ok(services(ctx).parcels.imports(viewer(ctx), &self.id).await?.into_iter().map(ParcelImport::from).collect())
    }

    /// The state, county or city it answers for.
    async fn area(&self, ctx: &Context<'_>) -> Result<Option<DirectoryValue>> {
        let Some(id) = &self.area_id else { return Ok(None) };
        let values = services(ctx).directories.values_by_ids(std::slice::from_ref(id)).await?;
        Ok(values.into_iter().next().map(DirectoryValue::from))
    }
}

impl From<domain::ParcelSource> for ParcelSource {
    fn from(s: domain::ParcelSource) -> Self {
        ParcelSource {
            id: ID(s.id),
            name: s.name,
            protocol: s.protocol.into(),
            url: s.url,
            collection: s.collection,
            apn_field: s.fields.apn,
            situs_field: s.fields.situs,
            zoning_field: s.fields.zoning,
            area_level: match s.area_level {
                AreaLevel::State => "state",
                AreaLevel::County => "county",
                AreaLevel::City => "city",
                AreaLevel::None => "",
            }
            .to_owned(),
            area_id: s.area_id,
            extent: s.extent.map(Extent::from),
            enabled: s.enabled,
            created_at: Timestamp(s.created_at),
            updated_at: Timestamp(s.updated_at),
        }
    }
}

/// An import of a county's parcel file into a store source, and how far it is.
#[derive(Debug, Clone, SimpleObject)]
pub struct ParcelImport {
    pub id: ID,
    /// `queued`, `running`, `paused`, `done` or `failed`.
    pub state: String,
    pub file_name: String,
    pub file_bytes: i32,
    /// Features read so far (stored as parcels, or skipped).
    pub features_read: i32,
    pub parcels_stored: i32,
    /// Features with no polygon that can be a lot.
    pub features_skipped: i32,
    /// How far through the file, 0–100.
    pub percent: f64,
    /// Why it failed, or what it stored when done.
    pub message: String,
    /// Whether it runs from the command line (which resumes it, not the back office).
    pub from_command_line: bool,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

impl From<imports::ParcelImport> for ParcelImport {
    fn from(i: imports::ParcelImport) -> Self {
        ParcelImport {
            percent: i.percent(),
            id: ID(i.id),
            state: i.state.as_str().to_owned(),
            file_name: i.file_name,
            file_bytes: count(i.file_bytes),
            features_read: count(i.features_read),
            parcels_stored: count(i.parcels_stored),
            features_skipped: count(i.features_skipped),
            message: i.message,
            from_command_line: i.file_key.is_empty(),
            created_at: Timestamp(i.created_at),
            updated_at: Timestamp(i.updated_at),
        }
    }
}

/// A parcel source as an admin enters it.
#[derive(Debug, InputObject)]
pub struct ParcelSourceInput {
    pub name: String,
    pub protocol: ParcelProtocol,
    /// ArcGIS: the layer's URL (…/FeatureServer/0); OGC: the landing page. Not for the store.
    #[graphql(default)]
    pub url: String,
    /// OGC: the collection's id.
    #[graphql(default)]
    pub collection: String,
    #[graphql(default)]
    pub apn_field: String,
    #[graphql(default)]
    pub situs_field: String,
    #[graphql(default)]
    pub zoning_field: String,
    /// The state, county or city (a value of `us-states`, `us-counties` or `us-cities`).
    pub area_id: ID,
    /// Left out, it is read from the service (or the stored parcels).
    pub extent: Option<Extent>,
    #[graphql(default = true)]
    pub enabled: bool,
}

impl From<ParcelSourceInput> for domain::SourceInput {
    fn from(input: ParcelSourceInput) -> Self {
        domain::SourceInput {
            name: input.name,
            protocol: domain::Protocol::from(input.protocol).as_str().to_owned(),
            url: input.url,
            collection: input.collection,
            fields: domain::FieldMap { apn: input.apn_field, situs: input.situs_field, zoning: input.zoning_field },
            area_id: input.area_id.0,
            extent: input.extent.map(|e| Bbox { west: e.west, south: e.south, east: e.east, north: e.north }),
            enabled: input.enabled,
        }
    }
}

/// What a source answered at a point.
#[derive(Debug, Clone, SimpleObject)]
pub struct ParcelSourceTry {
    /// `found`, `none`, `unusable` or `unavailable`.
    pub status: String,
    /// What a homeowner would be told.
    pub message: String,
    pub apn: Option<String>,
    pub situs_address: Option<String>,
    pub zoning: Option<String>,
    /// How many corners the parcel has.
    pub corner_count: Option<i32>,
    /// Its area, square feet.
    pub area_sq_ft: Option<f64>,
}

impl From<Lookup> for ParcelSourceTry {
    fn from(lookup: Lookup) -> Self {
        let message = lookup.message();
        let mut answer = ParcelSourceTry {
            status: lookup.status().to_owned(),
            message,
            apn: None,
            situs_address: None,
            zoning: None,
            corner_count: None,
            area_sq_ft: None,
        };
        if let Lookup::Found { parcel, .. } = lookup {
            answer.area_sq_ft = Some(parcel.area_sq_ft());
            answer.corner_count = Some(i32::try_from(parcel.ring.len()).unwrap_or(i32::MAX));
            answer.apn = Some(parcel.apn);
            answer.situs_address = Some(parcel.situs_address);
            answer.zoning = Some(parcel.zoning);
        }
        answer
    }
}

/// A count for GraphQL's 32-bit `Int` (imports are far smaller).
fn count(n: i64) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}
