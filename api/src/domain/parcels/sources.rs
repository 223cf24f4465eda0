//! Parcel sources: where the parcel at a point is looked up, as admins configure them per area
//! of the directories (a state, a county, a city), and the rules their form is held to.

use crate::adapters::parcel_service::{Bbox, Endpoint};
use crate::error::{AppError, AppResult};

/// The protocol a source speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Protocol {
    /// A feature layer's `query` operation of the ArcGIS REST API.
    ArcGis,
    /// OGC API – Features.
    Ogc,
    /// Our own parcel store (a county's imported file, or the demo's fabric).
    Store,
}

impl Protocol {
    pub fn as_str(self) -> &'static str {
        match self {
            Protocol::ArcGis => "arcgis",
            Protocol::Ogc => "ogc",
            Protocol::Store => "store",
        }
    }

    pub fn parse(text: &str) -> Option<Protocol> {
        match text {
            "arcgis" => Some(Protocol::ArcGis),
            "ogc" => Some(Protocol::Ogc),
            "store" => Some(Protocol::Store),
            _ => None,
        }
    }
}

/// How specific a source's area is: a city's source answers before its county's, a county's
/// before its state's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum AreaLevel {
    None = 0,
    State = 1,
    County = 2,
    City = 3,
}

impl AreaLevel {
    /// The level of a value of the places directory `slug` (see `seed/places.rs`).
    pub fn of_directory(slug: &str) -> Option<AreaLevel> {
        match slug {
            "us-states" => Some(AreaLevel::State),
            "us-counties" => Some(AreaLevel::County),
            "us-cities" => Some(AreaLevel::City),
            _ => None,
        }
    }

    pub fn from_number(number: i64) -> AreaLevel {
        match number {
            1 => AreaLevel::State,
            2 => AreaLevel::County,
            3 => AreaLevel::City,
            _ => AreaLevel::None,
        }
    }
}

/// The attributes holding what the county records; empty when a source has no such field.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FieldMap {
    pub apn: String,
    pub situs: String,
    pub zoning: String,
}

/// A configured source.
#[derive(Debug, Clone, PartialEq)]
pub struct ParcelSource {
    pub id: String,
    pub name: String,
    pub protocol: Protocol,
    /// ArcGIS: the layer's URL; OGC: the landing page; empty for the store.
    pub url: String,
    /// OGC: the collection's id.
    pub collection: String,
    pub fields: FieldMap,
    /// The directory value (state, county or city) it answers for.
    pub area_id: Option<String>,
    pub area_level: AreaLevel,
    /// The box its parcels cover; `None` while a store source holds no parcels.
    pub extent: Option<Bbox>,
    pub enabled: bool,
    pub created_at: i64,
    pub updated_at: i64,
}

impl ParcelSource {
    /// Where a remote source is asked; `None` for the store.
    pub fn endpoint(&self) -> Option<Endpoint<'_>> {
        ParcelSource::endpoint_of(self.protocol, &self.url, &self.collection)
    }

    /// Where a source of `protocol` at `url` is asked; `None` for the store.
    pub fn endpoint_of<'a>(protocol: Protocol, url: &'a str, collection: &'a str) -> Option<Endpoint<'a>> {
        match protocol {
            Protocol::ArcGis => Some(Endpoint::ArcGis { layer_url: url }),
            Protocol::Ogc => Some(Endpoint::Ogc { landing_url: url, collection }),
            Protocol::Store => None,
        }
    }
}

/// A source as an admin enters it.
#[derive(Debug, Clone, Default)]
pub struct SourceInput {
    pub name: String,
    pub protocol: String,
    pub url: String,
    pub collection: String,
    pub fields: FieldMap,
    pub area_id: String,
    /// Left out, a remote source's extent is read from the service when it is saved.
    pub extent: Option<Bbox>,
    pub enabled: bool,
}

/// A source's input, trimmed and checked.
#[derive(Debug, Clone)]
pub struct ValidSource {
    pub name: String,
    pub protocol: Protocol,
    pub url: String,
    pub collection: String,
    pub fields: FieldMap,
    pub area_id: String,
    pub extent: Option<Bbox>,
    pub enabled: bool,
}

const MAX_NAME: usize = 200;
const MAX_URL: usize = 2000;
const MAX_FIELD: usize = 100;

/// `input` trimmed and checked, or the first rule it breaks, naming the field.
pub fn validate(input: SourceInput) -> AppResult<ValidSource> {
    let bad = |message: &str| Err(AppError::BadInput(message.to_owned()));
    let name = input.name.trim().to_owned();
    if name.is_empty() || name.chars().count() > MAX_NAME {
        return bad("Name: enter 1 to 200 characters.");
    }
    let Some(protocol) = Protocol::parse(input.protocol.trim()) else {
        return bad("Protocol: choose ArcGIS REST, OGC API – Features or our parcel store.");
    };
    let area_id = input.area_id.trim().to_owned();
    if area_id.is_empty() {
        return bad("Area: choose the state, county or city the source answers for.");
    }
    let url = input.url.trim().trim_end_matches('/').to_owned();
    let collection = input.collection.trim().to_owned();
    match protocol {
        Protocol::Store => {}
        _ if url.len() > MAX_URL || !(url.starts_with("https://") || url.starts_with("http://")) => {
            return bad("URL: enter the service's address, starting with https:// (at most 2000 characters).");
        }
        _ if url.contains('?') || url.contains('#') => {
            return bad("URL: enter the address without a query (no '?'); the query is ours to write.");
        }
        Protocol::ArcGis if !url.rsplit('/').next().is_some_and(|last| last.bytes().all(|b| b.is_ascii_digit())) => {
            return bad("URL: enter the layer's address, ending in its number (…/FeatureServer/0).");
        }
        Protocol::Ogc if collection.is_empty() || collection.len() > MAX_FIELD => {
            return bad("Collection: enter the id of the collection that holds the parcels.");
        }
        _ => {}
    }
    let field = |text: &str, label: &str| -> AppResult<String> {
        let text = text.trim();
        if text.len() > MAX_FIELD || text.chars().any(char::is_control) {
            return Err(AppError::BadInput(format!("{label}: enter a field name of at most 100 characters.")));
        }
        Ok(text.to_owned())
    };
    let fields = FieldMap {
        apn: field(&input.fields.apn, "Parcel number field")?,
        situs: field(&input.fields.situs, "Situs address field")?,
        zoning: field(&input.fields.zoning, "Zoning field")?,
    };
    if protocol != Protocol::Store && fields.apn.is_empty() {
        return bad("Parcel number field: enter the field that holds the parcel number (APN).");
    }
    if let Some(extent) = input.extent {
        check_extent(extent)?;
    }
    let (url, collection) = match protocol {
        Protocol::Store => (String::new(), String::new()),
        Protocol::ArcGis => (url, String::new()),
        Protocol::Ogc => (url, collection),
    };
    Ok(ValidSource { name, protocol, url, collection, fields, area_id, extent: input.extent, enabled: input.enabled })
}

/// An extent must be a box on the globe, west of its east and south of its north.
pub fn check_extent(extent: Bbox) -> AppResult<()> {
    let Bbox { west, south, east, north } = extent;
    let on_globe = [west, east].iter().all(|x| (-180.0..=180.0).contains(x))
        && [south, north].iter().all(|y| (-90.0..=90.0).contains(y));
    if !on_globe || west >= east || south >= north {
        return Err(AppError::BadInput(
            "Extent: enter west < east (longitudes −180 to 180) and south < north (latitudes −90 to 90).".into(),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arcgis() -> SourceInput {
        SourceInput {
            name: " Travis County parcels ".into(),
            protocol: "arcgis".into(),
            url: "https://gis.example.gov/arcgis/rest/services/Parcels/FeatureServer/0/".into(),
            fields: FieldMap { apn: "PROP_ID".into(), situs: "SITUS".into(), zoning: String::new() },
            area_id: "county-1".into(),
            enabled: true,
            ..SourceInput::default()
        }
    }

    fn message(input: SourceInput) -> String {
        validate(input).unwrap_err().to_string()
    }

    #[test]
    fn a_good_source_is_trimmed() {
        let valid = validate(arcgis()).unwrap();
        assert_eq!(valid.name, "Travis County parcels");
        assert_eq!(valid.url, "https://gis.example.gov/arcgis/rest/services/Parcels/FeatureServer/0");
        assert_eq!(valid.protocol, Protocol::ArcGis);
    }

    #[test]
    fn each_bad_field_is_named() {
        assert!(message(SourceInput { name: " ".into(), ..arcgis() }).starts_with("Name:"));
        assert!(message(SourceInput { protocol: "wfs".into(), ..arcgis() }).starts_with("Protocol:"));
        assert!(message(SourceInput { area_id: String::new(), ..arcgis() }).starts_with("Area:"));
        assert!(message(SourceInput { url: "ftp://x".into(), ..arcgis() }).starts_with("URL:"));
        assert!(message(SourceInput { url: "https://x/FeatureServer".into(), ..arcgis() }).contains("layer"));
        assert!(message(SourceInput { url: "https://x/FeatureServer/0?token=1".into(), ..arcgis() }).contains("query"));
        let ogc = SourceInput { protocol: "ogc".into(), url: "https://x/ogc".into(), ..arcgis() };
        assert!(message(ogc).starts_with("Collection:"));
        let no_apn = SourceInput { fields: FieldMap::default(), ..arcgis() };
        assert!(message(no_apn).starts_with("Parcel number field:"));
        let flipped = Bbox { west: -97.0, south: 30.0, east: -98.0, north: 31.0 };
        assert!(message(SourceInput { extent: Some(flipped), ..arcgis() }).starts_with("Extent:"));
    }

    #[test]
    fn a_store_source_needs_no_url() {
        let store =
            SourceInput { protocol: "store".into(), url: String::new(), fields: FieldMap::default(), ..arcgis() };
        let valid = validate(store).unwrap();
        assert_eq!((valid.protocol, valid.url.as_str()), (Protocol::Store, ""));
    }
}
