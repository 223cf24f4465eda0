//! Saved placements (map results) as the plan page reads them.

use async_graphql::SimpleObject;
use serde::Deserialize;

use crate::domain::accounts::Viewer;
use crate::store::map::MapResultRow;

/// The fit figures saved with a placement.
#[derive(Debug, Clone, PartialEq, SimpleObject, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MapFit {
    pub inside_lot: bool,
    /// `clear`, `near` or `violated`.
    pub status: String,
    /// Footprint and existing structures over the lot area, percent.
    pub coverage_pct: f64,
    /// The smallest distance to a lot line beyond its setback, feet.
    #[serde(default)]
    pub min_setback_clearance_ft: Option<f64>,
    /// Each broken rule in words.
    #[serde(default)]
    pub violations: Vec<String>,
}

/// A plan placed on a property and saved.
#[derive(Debug, Clone, SimpleObject)]
pub struct MapResult {
    /// Map result id.
    pub id: String,
    /// The plan placed.
    pub plan_id: Option<String>,
    /// The plan's title when it was saved.
    pub plan_title: String,
    /// The property's address; empty when the user placed it by hand.
    pub address: String,
    /// Image of the map with the plan on it (url or data url).
    pub snapshot: String,
    /// The plan's floor plan when it was saved.
    #[graphql(name = "planSVG")]
    pub plan_svg: String,
    /// Fit figures, when saved.
    pub fit: Option<MapFit>,
    /// Save time, epoch milliseconds.
    pub created_at: i64,
}

/// Only the user who saved a placement, and admins, may read it.
pub fn readable_by(row: &MapResultRow, viewer: &Viewer) -> bool {
    viewer.is_admin() || viewer.user.as_ref().is_some_and(|u| u.id == row.user_id)
}

impl From<MapResultRow> for MapResult {
    fn from(row: MapResultRow) -> Self {
        let fit = row.meta.0.get("fit").and_then(|v| serde_json::from_value(v.clone()).ok());
        MapResult {
            id: row.id,
            plan_id: row.plan_id,
            plan_title: row.plan_title,
            address: row.address,
            snapshot: row.snapshot,
            plan_svg: row.plan_svg,
            fit,
            created_at: row.created_at,
        }
    }
}

/// The state code of a saved placement: the map's `state` field when the geocoder gave one,
/// else read from the address.
pub fn state_of(row: &MapResultRow) -> Option<String> {
    row.map
        .0
        .get("state")
        .and_then(|s| s.as_str())
        .filter(|s| crate::domain::estimates::cost_index::factor(s).is_some())
        .map(str::to_uppercase)
        .or_else(|| crate::domain::estimates::cost_index::state_in_address(&row.address).map(str::to_owned))
}
