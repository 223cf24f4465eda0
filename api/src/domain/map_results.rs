//! Saved placements (map results) as the plan page reads them.

use base64::{engine::general_purpose::STANDARD, Engine};
use serde::{Deserialize, Serialize};

use std::sync::Arc;

use crate::domain::accounts::{Role, Viewer};
use crate::domain::estimates::cost_index;
use crate::domain::plans::service::Plans;
use crate::domain::rules::saved_check::{self, SavedCheck, SavedRules};
use crate::domain::rules::{service::RuleSets, Place};
use crate::domain::{map_sessions, time};
use crate::error::{AppError, AppResult};
use crate::media::MediaStore;
use crate::store::map::MapResultStore;
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
    /// The local rules it was held to, each figure with its source, and the versions of the
    /// rule sets; `None` when no rule applied (or the API did not check it: older saves).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<SavedRules>,
}

impl MapFit {
    /// The fit figures of the API's own check.
    fn of_check(check: SavedCheck) -> MapFit {
        let report = check.report;
        // A line the plan crosses is short of its setback by the setback and the overreach.
        let clearance = report
            .edge_distances_ft
            .iter()
            .zip(&report.edge_past_ft)
            .zip(&report.edge_setbacks_ft)
            .map(|((distance, past), setback)| distance - past - setback)
            .fold(None, |min: Option<f64>, c| Some(min.map_or(c, |m| m.min(c))));
        MapFit {
            inside_lot: report.inside_lot,
            status: report.status.as_str().to_owned(),
            coverage_pct: report.coverage_pct,
            min_setback_clearance_ft: clearance,
            violations: report.violations,
            rules: check.rules,
        }
    }
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

impl MapResult {
    /// Only the user who saved a placement, and admins, may read it.
    fn readable_by(&self, viewer: &Viewer) -> bool {
        viewer.is_admin() || viewer.user.as_ref().is_some_and(|u| u.id == self.user_id)
    }

    /// The state code of the property: the map's `place.state` (or, as older maps saved it, its
    /// `state`) when the geocoder gave one, else read from the address.
    pub fn state(&self) -> Option<String> {
        self.map
            .pointer("/place/state")
            .or_else(|| self.map.get("state"))
            .and_then(|s| s.as_str())
            .filter(|s| cost_index::factor(s).is_some())
            .map(str::to_uppercase)
            .or_else(|| cost_index::state_in_address(&self.address).map(str::to_owned))
    }
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
    store: MapResultStore,
    /// Asked which plans the viewer may place.
    plans: Arc<Plans>,
    /// Asked for the local rules a placement is held to on save.
    rule_sets: Arc<RuleSets>,
    media: MediaStore,
}

impl MapResults {
    pub fn new(store: &Store, plans: Arc<Plans>, rule_sets: Arc<RuleSets>, media: MediaStore) -> MapResults {
        MapResults { store: store.map_results(), plans, rule_sets, media }
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
        let (items, total_count) = self.store.map_results_of(None, page_size, (page - 1) * page_size).await?;
        Ok(MapResultList { items, total_count })
    }

    async fn list(&self, user_id: &str, page: i64, page_size: i64) -> AppResult<MapResultList> {
        check_page(page, page_size)?;
        let (items, total_count) = self.store.map_results_of(Some(user_id), page_size, (page - 1) * page_size).await?;
        Ok(MapResultList { items, total_count })
    }

    /// A saved placement whoever saved it, for the jobs that act on an allowed request's behalf
    /// (the order email draws the placement's site plan).
    pub async fn stored(&self, id: &str) -> AppResult<Option<MapResult>> {
        Ok(self.store.get_map_result(id).await?)
    }

    /// A saved placement; `None` unless the viewer saved it or is an admin.
    pub async fn get(&self, viewer: &Viewer, id: &str) -> AppResult<Option<MapResult>> {
        Ok(self.store.get_map_result(id).await?.filter(|result| result.readable_by(viewer)))
    }

    /// A saved placement the viewer may read, or NOT_FOUND as every map-result operation answers
    /// for one that is missing or someone else's (an order, a site visit started from it).
    pub async fn readable(&self, viewer: &Viewer, id: &str) -> AppResult<MapResult> {
        self.get(viewer, id).await?.ok_or_else(not_found)
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
        let result = MapResult {
            user_id: user.id.clone(),
            created_at: time::now_millis(),
            ..self.prepare(viewer, &id, input).await?
        };
        self.store.insert_map_result(&result).await?;
        Ok(result)
    }

    /// Saves the placement again over the viewer's own result `id` (Save after Save updates
    /// the one result; a new copy is [`MapResults::save`]'s).
    pub async fn update(&self, viewer: &Viewer, id: &str, input: MapResultInput) -> AppResult<MapResult> {
        let existing = self.own(viewer, id).await?;
        let result = MapResult {
            user_id: existing.user_id,
            name: existing.name,
            created_at: existing.created_at,
            ..self.prepare(viewer, id, input).await?
        };
        self.store.update_map_result(&result, time::now_millis()).await?;
        Ok(result)
    }

    /// Names the viewer's saved placement (an empty name shows the plan's title again).
    pub async fn rename(&self, viewer: &Viewer, id: &str, name: &str) -> AppResult<MapResult> {
        let existing = self.own(viewer, id).await?;
        let name = name.trim();
        if name.chars().count() > MAX_NAME {
            return Err(AppError::BadInput(format!("The name must be at most {MAX_NAME} characters.")));
        }
        self.store.rename_map_result(id, name, time::now_millis()).await?;
        Ok(MapResult { name: name.to_owned(), ..existing })
    }

    /// Deletes the viewer's saved placement; it is kept, so [`MapResults::restore`] can undo it.
    pub async fn delete(&self, viewer: &Viewer, id: &str) -> AppResult<()> {
        self.own(viewer, id).await?;
        Ok(self.store.set_map_result_deleted(id, Some(time::now_millis())).await?)
    }

    /// Undoes the delete of the viewer's saved placement.
    pub async fn restore(&self, viewer: &Viewer, id: &str) -> AppResult<MapResult> {
        let user = viewer.require(&[])?;
        let result = self.store.get_map_result_even_deleted(id).await?.filter(|result| result.user_id == user.id);
        let Some(result) = result else {
            return Err(not_found());
        };
        self.store.set_map_result_deleted(id, None).await?;
        Ok(result)
    }

    /// The viewer's own saved placement `id` (admins read others' but do not change them).
    async fn own(&self, viewer: &Viewer, id: &str) -> AppResult<MapResult> {
        let user = viewer.require(&[])?;
        let result = self.store.get_map_result(id).await?.filter(|result| result.user_id == user.id);
        result.ok_or_else(not_found)
    }

    /// Checks `input` and stores its snapshot under result `id`: the result to write, for its
    /// owner and time to be filled in.
    async fn prepare(&self, viewer: &Viewer, id: &str, input: MapResultInput) -> AppResult<MapResult> {
        let Some(plan) = self.plans.visible(viewer, &input.plan_id).await? else {
            return Err(AppError::BadInput("The plan to save does not exist.".into()));
        };
        let address = input.address.trim().to_owned();
        if address.chars().count() > 300 {
            return Err(AppError::BadInput("The address must be at most 300 characters.".into()));
        }
        map_sessions::check_map_state(&input.map)?;
        // The API checks the placement itself, against the rules of the lot's place as they are
        // now; the browser's figures are kept only for a map it cannot read (an older build's).
        let sets = match Place::of_map(&input.map) {
            Some(place) => self.rule_sets.for_place(&place).await?,
            None => Vec::new(),
        };
        let fit = match saved_check::check(&input.map, &plan.meta, &sets) {
            Some(check) => MapFit::of_check(check),
            None => input.fit,
        };
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
        Ok(MapResult {
            id: id.to_owned(),
            user_id: String::new(),
            plan_id: Some(plan.id),
            plan_title: plan.title,
            name: String::new(),
            address,
            snapshot,
            plan_svg: plan.plan_svg,
            fit: Some(fit),
            map: input.map,
            created_at: 0,
        })
    }
}

/// The answer for a saved placement that is missing or the viewer's to read.
pub fn not_found() -> AppError {
    AppError::NotFound("This saved plan does not exist.".into())
}
