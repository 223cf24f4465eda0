//! Saved placements (map results) as the plan page reads them.

use async_graphql::{InputObject, SimpleObject};
use base64::{engine::general_purpose::STANDARD, Engine};
use serde::{Deserialize, Serialize};

use crate::domain::accounts::{User, Viewer};
use crate::domain::{map_sessions, plans, time};
use crate::error::{AppError, AppResult};
use crate::media::MediaDir;
use crate::store::map::{MapResultRow, NewMapResult};
use crate::store::Store;

/// The fit figures saved with a placement.
#[derive(Debug, Clone, PartialEq, SimpleObject, InputObject, Serialize, Deserialize)]
#[graphql(input_name = "MapFitInput")]
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
    /// The map state to restore (centre, lot, setbacks, structures, placement).
    pub map: async_graphql::Json<serde_json::Value>,
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
            map: async_graphql::Json(row.map.0),
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

/// A placement to save, as the map screen sends it.
#[derive(Debug, Clone, InputObject)]
pub struct MapResultInput {
    /// The plan placed.
    pub plan_id: String,
    /// The property's address (may be empty when placed by hand).
    pub address: String,
    /// The map state to restore: centre, lot, setbacks, structures, placement (free-form JSON).
    pub map: async_graphql::Json<serde_json::Value>,
    /// The fit figures at the moment of saving.
    pub fit: MapFit,
    /// Image of the map with the plan, as a `data:image/png;base64,` url.
    pub snapshot_png: Option<String>,
}

/// Largest snapshot accepted, bytes of PNG.
const MAX_SNAPSHOT: usize = 3 * 1024 * 1024;
const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

/// Saves a placement for `user`: the plan's title and drawing are copied from the catalogue,
/// the snapshot is checked to be a PNG and stored as a media file.
pub async fn save(store: &Store, media: &MediaDir, user: &User, input: MapResultInput) -> AppResult<MapResult> {
    let viewer = Viewer { user: Some(user.clone()) };
    let plan = store.get_plan(&input.plan_id).await?.filter(|p| plans::is_visible_to(p, &viewer));
    let Some(plan) = plan else {
        return Err(AppError::BadInput("The plan to save does not exist.".into()));
    };
    let address = input.address.trim();
    if address.chars().count() > 300 {
        return Err(AppError::BadInput("The address must be at most 300 characters.".into()));
    }
    map_sessions::check_map_state(&input.map.0)?;
    let id = time::new_id();
    let snapshot = match input.snapshot_png.as_deref().filter(|s| !s.is_empty()) {
        Some(data_url) => {
            let png = data_url
                .strip_prefix("data:image/png;base64,")
                .and_then(|b64| STANDARD.decode(b64).ok())
                .filter(|bytes| bytes.starts_with(PNG_SIGNATURE) && bytes.len() <= MAX_SNAPSHOT)
                .ok_or_else(|| AppError::BadInput("The snapshot must be a PNG image of at most 3 MB.".into()))?;
            media.put(&format!("map-results/{id}.png"), &png).await?
        }
        None => String::new(),
    };
    let meta = serde_json::json!({ "fit": input.fit });
    let now = time::now_millis();
    let row = NewMapResult {
        id: &id,
        user_id: &user.id,
        plan_id: &plan.id,
        address,
        map: &input.map.0.clone(),
        snapshot: &snapshot,
        meta: &meta,
        plan_svg: &plan.plan_svg,
        plan_title: &plan.title,
        created_at: now,
    };
    store.insert_map_result(&row).await?;
    Ok(MapResult {
        id,
        plan_id: Some(plan.id),
        plan_title: plan.title,
        address: address.to_owned(),
        snapshot,
        plan_svg: plan.plan_svg,
        fit: Some(input.fit),
        map: input.map,
        created_at: now,
    })
}
