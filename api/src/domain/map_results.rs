//! Saved placements (map results) as the plan page reads them.

use base64::{engine::general_purpose::STANDARD, Engine};
use serde::{Deserialize, Serialize};

use crate::domain::accounts::{Role, Viewer};
use crate::domain::{map_sessions, plans, time};
use crate::error::{AppError, AppResult};
use crate::media::MediaStore;
use crate::store::map::{MapResultRow, NewMapResult};
use crate::store::Store;

/// The fit figures saved with a placement.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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
#[derive(Debug, Clone)]
pub struct MapResult {
    /// Map result id.
    pub id: String,
    /// Who saved it.
    pub user_id: String,
    /// The plan placed.
    pub plan_id: Option<String>,
    /// The plan's title when it was saved.
    pub plan_title: String,
    /// The homeowner's name for it; empty when they gave none (show the plan's title).
    pub name: String,
    /// The property's address; empty when the user placed it by hand.
    pub address: String,
    /// Image of the map with the plan on it (url or data url).
    pub snapshot: String,
    /// The plan's floor plan when it was saved.
    pub plan_svg: String,
    /// Fit figures, when saved.
    pub fit: Option<MapFit>,
    /// The map state to restore (centre, lot, setbacks, structures, placement).
    pub map: serde_json::Value,
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
            user_id: row.user_id,
            plan_id: row.plan_id,
            plan_title: row.plan_title,
            name: row.name,
            address: row.address,
            snapshot: row.snapshot,
            plan_svg: row.plan_svg,
            fit,
            map: row.map.0,
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
#[derive(Debug, Clone)]
pub struct MapResultInput {
    /// The plan placed.
    pub plan_id: String,
    /// The property's address (may be empty when placed by hand).
    pub address: String,
    /// The map state to restore: centre, lot, setbacks, structures, placement (free-form JSON).
    pub map: serde_json::Value,
    /// The fit figures at the moment of saving.
    pub fit: MapFit,
    /// Image of the map with the plan, as a `data:image/png;base64,` url.
    pub snapshot_png: Option<String>,
}

/// Largest snapshot accepted, bytes of PNG.
const MAX_SNAPSHOT: usize = 3 * 1024 * 1024;
const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

/// One page of saved placements and how many there are in all.
#[derive(Debug, Clone)]
pub struct MapResultList {
    pub items: Vec<MapResult>,
    pub total_count: i64,
}

/// Longest name a homeowner may give a saved placement, characters.
pub const MAX_NAME: usize = 100;

/// Largest page of saved placements a caller may ask for.
const MAX_PAGE_SIZE: i64 = 100;

fn check_page(page: i64, page_size: i64) -> AppResult<()> {
    if page < 1 || !(1..=MAX_PAGE_SIZE).contains(&page_size) {
        return Err(AppError::BadInput("Page must be 1 or more and page size between 1 and 100.".into()));
    }
    Ok(())
}

/// Saved placements: a user saves and lists their own; admins read anyone's.
pub struct MapResults {
    store: Store,
    media: MediaStore,
}

impl MapResults {
    pub fn new(store: Store, media: MediaStore) -> MapResults {
        MapResults { store, media }
    }

    /// The signed-in viewer's saved placements, newest first.
    pub async fn list_mine(&self, viewer: &Viewer, page: i64, page_size: i64) -> AppResult<MapResultList> {
        let user = viewer.require(&[])?;
        self.list(&user.id, page, page_size).await
    }

    /// A user's saved placements: the user themselves, or an admin.
    pub async fn list_of(&self, viewer: &Viewer, user_id: &str, page: i64, page_size: i64) -> AppResult<MapResultList> {
        let me = viewer.require(&[])?;
        if me.id != user_id && me.role != Role::Admin {
            return Err(AppError::Forbidden);
        }
        self.list(user_id, page, page_size).await
    }

    /// Every user's saved placements, newest first: the back office's Plans List. Admins only.
    pub async fn list_all(&self, viewer: &Viewer, page: i64, page_size: i64) -> AppResult<MapResultList> {
        viewer.require(&[Role::Admin])?;
        check_page(page, page_size)?;
        let (rows, total_count) = self.store.map_results_of(None, page_size, (page - 1) * page_size).await?;
        Ok(MapResultList { items: rows.into_iter().map(MapResult::from).collect(), total_count })
    }

    async fn list(&self, user_id: &str, page: i64, page_size: i64) -> AppResult<MapResultList> {
        check_page(page, page_size)?;
        let (rows, total_count) = self.store.map_results_of(Some(user_id), page_size, (page - 1) * page_size).await?;
        Ok(MapResultList { items: rows.into_iter().map(MapResult::from).collect(), total_count })
    }

    /// A saved placement; `None` unless the viewer saved it or is an admin.
    pub async fn get(&self, viewer: &Viewer, id: &str) -> AppResult<Option<MapResult>> {
        let row = self.store.get_map_result(id).await?;
        Ok(row.filter(|row| readable_by(row, viewer)).map(MapResult::from))
    }

    /// The PNG snapshot of saved placement `id`: only for the user who saved it and admins (the
    /// picture shows their property). `None` for anyone else, and when there is none.
    pub async fn snapshot(&self, viewer: &Viewer, id: &str) -> AppResult<Option<bytes::Bytes>> {
        let Some(result) = self.get(viewer, id).await? else {
            return Ok(None);
        };
        match result.snapshot.strip_prefix(crate::media::store::URL_PREFIX) {
            Some(relative) => Ok(self.media.get(relative).await?),
            None => Ok(None),
        }
    }

    /// Saves the signed-in viewer's placement as a new result: the plan's title and drawing are
    /// copied from the catalogue, the snapshot is checked to be a PNG and stored as a media file.
    pub async fn save(&self, viewer: &Viewer, input: MapResultInput) -> AppResult<MapResult> {
        let user = viewer.require(&[])?;
        let id = time::new_id();
        let (row, result) = self.prepare(viewer, &id, input).await?;
        let now = time::now_millis();
        self.store.insert_map_result(&row.owned_by(&user.id, now)).await?;
        Ok(MapResult { created_at: now, ..result })
    }

    /// Saves the placement again over the viewer's own result `id` (Save after Save updates
    /// the one result; a new copy is [`MapResults::save`]'s).
    pub async fn update(&self, viewer: &Viewer, id: &str, input: MapResultInput) -> AppResult<MapResult> {
        let existing = self.own(viewer, id).await?;
        let (row, result) = self.prepare(viewer, id, input).await?;
        let now = time::now_millis();
        self.store.update_map_result(&row.owned_by(&existing.user_id, existing.created_at), now).await?;
        Ok(MapResult { created_at: existing.created_at, name: existing.name, ..result })
    }

    /// Names the viewer's saved placement (an empty name shows the plan's title again).
    pub async fn rename(&self, viewer: &Viewer, id: &str, name: &str) -> AppResult<MapResult> {
        let existing = self.own(viewer, id).await?;
        let name = name.trim();
        if name.chars().count() > MAX_NAME {
            return Err(AppError::BadInput(format!("The name must be at most {MAX_NAME} characters.")));
        }
        self.store.rename_map_result(id, name, time::now_millis()).await?;
        Ok(MapResult { name: name.to_owned(), ..MapResult::from(existing) })
    }

    /// Deletes the viewer's saved placement; it is kept, so [`MapResults::restore`] can undo it.
    pub async fn delete(&self, viewer: &Viewer, id: &str) -> AppResult<()> {
        self.own(viewer, id).await?;
        Ok(self.store.set_map_result_deleted(id, Some(time::now_millis())).await?)
    }

    /// Undoes the delete of the viewer's saved placement.
    pub async fn restore(&self, viewer: &Viewer, id: &str) -> AppResult<MapResult> {
        let user = viewer.require(&[])?;
        let row = self.store.get_map_result_even_deleted(id).await?.filter(|row| row.user_id == user.id);
        let Some(row) = row else {
            return Err(not_found());
        };
        self.store.set_map_result_deleted(id, None).await?;
        Ok(MapResult::from(row))
    }

    /// The viewer's own saved placement `id` (admins read others' but do not change them).
    async fn own(&self, viewer: &Viewer, id: &str) -> AppResult<MapResultRow> {
        let user = viewer.require(&[])?;
        let row = self.store.get_map_result(id).await?.filter(|row| row.user_id == user.id);
        row.ok_or_else(not_found)
    }

    /// Checks `input` and stores its snapshot under result `id`: the row to write (without its
    /// owner and time) and the result as it will read.
    async fn prepare(&self, viewer: &Viewer, id: &str, input: MapResultInput) -> AppResult<(ResultRow, MapResult)> {
        let plan = self.store.get_plan(&input.plan_id).await?.filter(|p| plans::is_visible_to(p, viewer));
        let Some(plan) = plan else {
            return Err(AppError::BadInput("The plan to save does not exist.".into()));
        };
        let address = input.address.trim().to_owned();
        if address.chars().count() > 300 {
            return Err(AppError::BadInput("The address must be at most 300 characters.".into()));
        }
        map_sessions::check_map_state(&input.map)?;
        let snapshot = match input.snapshot_png.as_deref().filter(|s| !s.is_empty()) {
            Some(data_url) => {
                let png = data_url
                    .strip_prefix("data:image/png;base64,")
                    .and_then(|b64| STANDARD.decode(b64).ok())
                    .filter(|bytes| bytes.starts_with(PNG_SIGNATURE) && bytes.len() <= MAX_SNAPSHOT)
                    .ok_or_else(|| AppError::BadInput("The snapshot must be a PNG image of at most 3 MB.".into()))?;
                self.media.put(&format!("map-results/{id}.png"), png).await?
            }
            None => String::new(),
        };
        let row = ResultRow {
            id: id.to_owned(),
            plan_id: plan.id.clone(),
            address: address.clone(),
            map: input.map.clone(),
            snapshot: snapshot.clone(),
            meta: serde_json::json!({ "fit": input.fit }),
            plan_svg: plan.plan_svg.clone(),
            plan_title: plan.title.clone(),
        };
        let result = MapResult {
            id: id.to_owned(),
            user_id: viewer.require(&[])?.id.clone(),
            plan_id: Some(plan.id),
            plan_title: plan.title,
            name: String::new(),
            address,
            snapshot,
            plan_svg: plan.plan_svg,
            fit: Some(input.fit),
            map: input.map,
            created_at: 0,
        };
        Ok((row, result))
    }
}

/// The answer for a saved placement that is missing or the viewer's to read.
pub fn not_found() -> AppError {
    AppError::NotFound("This saved plan does not exist.".into())
}

/// The checked columns of a result to write, owned until they are borrowed for the store.
struct ResultRow {
    id: String,
    plan_id: String,
    address: String,
    map: serde_json::Value,
    snapshot: String,
    meta: serde_json::Value,
    plan_svg: String,
    plan_title: String,
}

impl ResultRow {
    fn owned_by<'a>(&'a self, user_id: &'a str, created_at: i64) -> NewMapResult<'a> {
        NewMapResult {
            id: &self.id,
            user_id,
            plan_id: &self.plan_id,
            address: &self.address,
            map: &self.map,
            snapshot: &self.snapshot,
            meta: &self.meta,
            plan_svg: &self.plan_svg,
            plan_title: &self.plan_title,
            created_at,
        }
    }
}
