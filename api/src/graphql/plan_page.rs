//! What the plan page reads besides the plan: its estimate, similar plans, the saved placement,
//! and the names of its pre-approved areas.

use async_graphql::{Context, Object, Result, ID};

use super::{store, viewer};
use crate::domain::estimates::{summarize, SummaryResult};
use crate::domain::map_results::{self, MapResult};
use crate::domain::plans::{self, Plan};
use crate::error::gql;
use crate::store::directories::DirectoryValue;

#[derive(Default)]
pub struct PlanPageQuery;

/// Largest number of similar plans one query returns.
const MAX_SIMILAR: i64 = 12;

#[Object]
impl PlanPageQuery {
    /// The plan's price estimate: four lists of line items with totals and the range they add
    /// up to. With `mapId` (a saved placement of the caller's), on-site work is priced for the
    /// property's state. `data` is null when the plan does not exist or is hidden.
    async fn get_summary(&self, ctx: &Context<'_>, id: ID, map_id: Option<ID>) -> Result<SummaryResult> {
        let Some(plan) = store(ctx).get_plan(&id).await.map_err(gql)?.filter(|p| plans::is_visible_to(p, viewer(ctx)))
        else {
            return Ok(SummaryResult { data: None });
        };
        let state = match map_id {
            Some(map_id) => store(ctx)
                .get_map_result(&map_id)
                .await
                .map_err(gql)?
                .filter(|row| map_results::readable_by(row, viewer(ctx)))
                .and_then(|row| map_results::state_of(&row)),
            None => None,
        };
        Ok(SummaryResult { data: Some(summarize(&plan, state.as_deref())) })
    }

    /// Visible plans like this one (same type, nearest bedroom count and size), at most 12.
    async fn similar_plans(&self, ctx: &Context<'_>, id: ID, #[graphql(default = 4)] limit: i64) -> Result<Vec<Plan>> {
        let Some(plan) = store(ctx).get_plan(&id).await.map_err(gql)? else {
            return Ok(Vec::new());
        };
        store(ctx).similar_plans(&plan, limit.clamp(1, MAX_SIMILAR)).await.map_err(gql)
    }

    /// A saved placement; only its owner and admins can read it, others get `null`.
    async fn map_result(&self, ctx: &Context<'_>, id: ID) -> Result<Option<MapResult>> {
        let row = store(ctx).get_map_result(&id).await.map_err(gql)?;
        Ok(row.filter(|row| map_results::readable_by(row, viewer(ctx))).map(MapResult::from))
    }

    /// Names of directory values (such as pre-approved states, counties and cities), in the
    /// order of `ids`; unknown ids are left out.
    async fn directories_values_by_ids(&self, ctx: &Context<'_>, ids: Vec<ID>) -> Result<Vec<DirectoryValue>> {
        let ids: Vec<String> = ids.into_iter().map(|id| id.0).take(500).collect();
        store(ctx).directory_values_by_ids(&ids).await.map_err(gql)
    }
}
