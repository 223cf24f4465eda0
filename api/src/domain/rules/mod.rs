//! Local rules as admins keep them: rule sets per area of the places directories and kind of
//! building, validated and versioned, and the sets a homeowner's lot falls under. The rules
//! themselves — their shape, which figure holds, a placement held to them — are geom-wasm's
//! (`rules.rs`), the one code the browser's worker and the API run.

pub mod saved_check;
pub mod service;
pub mod validation;

use geom_wasm::rules::{AreaLevel as RuleLevel, BuildingKind, RuleSet, Rules};

use crate::domain::parcels::sources::AreaLevel;

pub use validation::{validate, RuleSetInput, ValidRuleSet};

/// A stored rule set, with its area in words.
#[derive(Debug, Clone, PartialEq)]
pub struct RuleSetRecord {
    pub id: String,
    pub name: String,
    pub area_id: String,
    pub area_level: AreaLevel,
    /// "California", "Alameda County, CA", "Pleasanton, CA".
    pub area: String,
    pub zoning: String,
    pub building: BuildingKind,
    pub example: bool,
    /// When its sources were read (YYYY-MM-DD), empty when not said.
    pub read_on: String,
    pub rules: Rules,
    pub limits_on_local: Rules,
    pub version: i64,
    pub updated_at: i64,
}

/// A rule set's columns as the store reads them.
pub struct StoredFields {
    pub id: String,
    pub name: String,
    pub area_id: String,
    pub area_level: i64,
    pub area_name: String,
    /// The state code completing a city's or county's name; empty for a state.
    pub area_code: String,
    pub zoning: String,
    pub building: String,
    pub example: bool,
    pub read_on: String,
    pub version: i64,
    pub updated_at: i64,
}

impl RuleSetRecord {
    /// The record of stored columns; `None` for a row this build cannot read.
    pub fn from_stored(fields: StoredFields, rules: &str, limits_on_local: &str) -> Option<RuleSetRecord> {
        let area = if fields.area_code.is_empty() {
            fields.area_name
        } else {
            format!("{}, {}", fields.area_name, fields.area_code)
        };
        Some(RuleSetRecord {
            building: BuildingKind::parse(&fields.building)?,
            rules: serde_json::from_str(rules).ok()?,
            limits_on_local: serde_json::from_str(limits_on_local).ok()?,
            area_level: AreaLevel::from_number(fields.area_level),
            id: fields.id,
            name: fields.name,
            area_id: fields.area_id,
            area,
            zoning: fields.zoning,
            example: fields.example,
            read_on: fields.read_on,
            version: fields.version,
            updated_at: fields.updated_at,
        })
    }

    /// The set as the geometry crate holds a placement to it.
    pub fn to_geometry(&self) -> RuleSet {
        RuleSet {
            id: self.id.clone(),
            version: u32::try_from(self.version).unwrap_or(u32::MAX),
            name: self.name.clone(),
            area: self.area.clone(),
            level: match self.area_level {
                AreaLevel::City => RuleLevel::City,
                AreaLevel::County => RuleLevel::County,
                AreaLevel::State | AreaLevel::None => RuleLevel::State,
            },
            zoning: self.zoning.clone(),
            building: self.building,
            example: self.example,
            rules: self.rules.clone(),
            limits_on_local: self.limits_on_local.clone(),
        }
    }
}

/// Where a lot is, as the geocoder named it: the areas whose rules apply.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Place {
    /// Two-letter state code.
    pub state: String,
    pub county: String,
    pub city: String,
}

impl Place {
    /// The place a saved map state names (`place: {state, county, city}`), if any.
    pub fn of_map(map: &serde_json::Value) -> Option<Place> {
        let place = map.get("place")?;
        let text = |key: &str| place.get(key).and_then(|v| v.as_str()).unwrap_or_default().trim().to_owned();
        let place = Place { state: text("state"), county: text("county"), city: text("city") };
        (!place.state.is_empty()).then_some(place)
    }
}
