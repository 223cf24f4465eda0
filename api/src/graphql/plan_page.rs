//! What the plan page reads besides the plan: its estimate, similar plans, the saved placement,
//! and the names of its pre-approved areas.

use async_graphql::{Context, Object, SimpleObject, ID};

use super::estimates::SummaryResult;
use super::map_results::MapResult;
use super::plans::Plan;
use super::{services, viewer, Result};
use crate::domain::directories as domain;
use crate::domain::plans::service::Place;

#[derive(Default)]
pub struct PlanPageQuery;

#[Object]
impl PlanPageQuery {
    /// The plan's price estimate: four lists of line items with totals and the range they add
    /// up to. With `mapId` (a saved placement of the caller's), on-site work is priced for the
    /// property's state; without one, `address` (a placement not saved yet, as the map has it)
    /// gives the state when it names one. `data` is null when the plan does not exist or is
    /// hidden.
    async fn get_summary(
        &self,
        ctx: &Context<'_>,
        id: ID,
        map_id: Option<ID>,
        #[graphql(validator(max_length = 300))] address: Option<String>,
    ) -> Result<SummaryResult> {
        let place = match (&map_id, &address) {
            (Some(map_id), _) => Some(Place::Saved(map_id.as_str())),
            (None, Some(address)) => Some(Place::Address(address.as_str())),
            (None, None) => None,
        };
        let summary = services(ctx).plans.summary(viewer(ctx), &id, place).await?;
        Ok(SummaryResult { data: summary.map(Into::into) })
    }

    /// Visible plans like this one (same type, nearest bedroom count and size), at most 12.
    #[graphql(complexity = "super::cost::per_item(limit.clamp(1, 12), child_complexity)")]
    async fn similar_plans(&self, ctx: &Context<'_>, id: ID, #[graphql(default = 4)] limit: i64) -> Result<Vec<Plan>> {
        Ok(services(ctx).plans.similar(viewer(ctx), &id, limit).await?.into_iter().map(Plan::from).collect())
    }

    /// A saved placement; only its owner and admins can read it, others get `null`.
    async fn map_result(&self, ctx: &Context<'_>, id: ID) -> Result<Option<MapResult>> {
        Ok(services(ctx).map_results.get(viewer(ctx), &id).await?.map(MapResult::from))
    }

    /// Names of directory values (such as pre-approved states, counties and cities), in the
    /// order of `ids` (at most 500); unknown ids are left out.
    #[graphql(complexity = "super::cost::per_item(ids.len() as i64, child_complexity)")]
    async fn directories_values_by_ids(&self, ctx: &Context<'_>, ids: Vec<ID>) -> Result<Vec<DirectoryValue>> {
        let ids: Vec<String> = ids.into_iter().map(|id| id.0).collect();
        Ok(services(ctx).directories.values_by_ids(&ids).await?.into_iter().map(DirectoryValue::from).collect())
    }
}

/// A value of a directory, as the plan page shows pre-approved areas.
#[derive(Debug, Clone, SimpleObject)]
pub struct DirectoryValue {
    /// Value id.
    pub id: String,
    /// Display name, e.g. "California".
    pub name: String,
    /// Short description, e.g. the state code.
    pub description: String,
}

impl From<domain::DirectoryValue> for DirectoryValue {
    fn from(v: domain::DirectoryValue) -> Self {
        DirectoryValue { id: v.id, name: v.name, description: v.description }
    }
}
