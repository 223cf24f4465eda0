//! The catalogue: which plans a viewer may see, one page at a time, and what the plan page
//! reads about one plan (estimate, similar plans, drawings).

use std::sync::Arc;

use super::{is_visible_to, Plan, PlanFilters, PlanList};
use crate::configurator::Configurator;
use crate::domain::accounts::Viewer;
use crate::domain::estimates::{self, PlanSummary};
use crate::domain::map_results;
use crate::error::{AppError, AppResult};
use crate::store::Store;

/// Where a plan would stand, for pricing its on-site work.
pub enum Place<'a> {
    /// A saved placement (map result) id.
    Saved(&'a str),
    /// The property's address, as the map has it before saving.
    Address(&'a str),
}

/// Largest number of similar plans one query returns.
const MAX_SIMILAR: i64 = 12;

pub struct Plans {
    store: Store,
    /// The 3D configurator service, when configured.
    configurator: Option<Arc<Configurator>>,
}

impl Plans {
    pub fn new(store: Store, configurator: Option<Arc<Configurator>>) -> Plans {
        Plans { store, configurator }
    }

    /// One page of the plans matching `filters` that `viewer` may see, with the number of matches.
    pub async fn list(&self, viewer: &Viewer, filters: PlanFilters) -> AppResult<PlanList> {
        let (filters, page) = filters.validated_for(viewer)?;
        let (items, total_count) = self.store.list_plans(&filters, page).await?;
        Ok(PlanList { items, total_count })
    }

    /// The plan with `id` when it exists and `viewer` may see it: the one visibility rule every
    /// read of a single plan goes through.
    pub async fn visible(&self, viewer: &Viewer, id: &str) -> AppResult<Option<Plan>> {
        Ok(self.store.get_plan(id).await?.filter(|plan| is_visible_to(plan, viewer)))
    }

    /// How many plans the catalogue offers (hidden ones not counted).
    pub async fn count_visible(&self) -> AppResult<i64> {
        Ok(self.store.count_visible_plans().await?)
    }

    /// Visible plans like the plan `id` (same type, nearest bedroom count and size); none when
    /// the viewer may not see that plan, so the answer does not tell that a hidden plan exists.
    pub async fn similar(&self, viewer: &Viewer, id: &str, limit: i64) -> AppResult<Vec<Plan>> {
        let Some(plan) = self.visible(viewer, id).await? else {
            return Ok(Vec::new());
        };
        Ok(self.store.similar_plans(&plan, limit.clamp(1, MAX_SIMILAR)).await?)
    }

    /// The plan's price estimate; at a `place` (a saved placement the viewer may read, or an
    /// address) on-site work is priced for the property's state. `None` when the plan is not
    /// there for the viewer.
    pub async fn summary(&self, viewer: &Viewer, id: &str, place: Option<Place<'_>>) -> AppResult<Option<PlanSummary>> {
        let Some(plan) = self.visible(viewer, id).await? else {
            return Ok(None);
        };
        let state = match place {
            Some(Place::Saved(map_id)) => self
                .store
                .get_map_result(map_id)
                .await?
                .filter(|row| map_results::readable_by(row, viewer))
                .and_then(|row| map_results::state_of(&row)),
            Some(Place::Address(address)) => estimates::cost_index::state_in_address(address).map(str::to_owned),
            None => None,
        };
        Ok(Some(estimates::summarize(&plan, state.as_deref())))
    }

    /// The plan's to-scale floor plan drawing (sanitised SVG).
    pub async fn floor_plan_svg(&self, viewer: &Viewer, id: &str) -> AppResult<String> {
        match self.visible(viewer, id).await? {
            Some(plan) if !plan.plan_svg.is_empty() => Ok(plan.plan_svg),
            _ => Err(AppError::NotFound("Plan not found".into())),
        }
    }

    /// The plan's drawing from the 3D configurator service, sanitised and cached.
    pub async fn configurator_svg(&self, viewer: &Viewer, id: &str) -> AppResult<String> {
        let not_found = || AppError::NotFound("No 3D drawing for this plan".into());
        let Some(configurator) = &self.configurator else {
            return Err(not_found());
        };
        let plan = self.visible(viewer, id).await?.filter(|plan| !plan.plan_id.is_empty()).ok_or_else(not_found)?;
        match configurator.plan_svg(&plan.plan_id).await {
            Ok(Some(svg)) => Ok(svg),
            Ok(None) => Err(not_found()),
            Err(err) => {
                tracing::warn!(error = %format!("{err:#}"), "3D configurator failed");
                Err(AppError::Unavailable("The 3D configurator is not available right now.".into()))
            }
        }
    }
}
