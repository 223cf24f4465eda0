//! What the plan page reads besides the plan: its estimate, similar plans and the saved
//! placement. (The names of its pre-approved areas come from `directories`.)

use async_graphql::{Context, Object, ID};

use super::estimates::{PlanEstimate, SummaryResult};
use super::map_results::MapResult;
use super::plans::Plan;
use super::{services, viewer, Result};

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
        let (services, viewer) = (services(ctx), viewer(ctx));
        let summary = match (&map_id, &address) {
            (Some(map_id), _) => services.site_plans.summary(viewer, &id, map_id).await?,
            (None, Some(address)) => services.plans.summary_at(viewer, &id, address).await?,
            (None, None) => services.plans.summary(viewer, &id, None).await?,
        };
        Ok(SummaryResult { data: summary.map(Into::into) })
    }

    /// The national estimate of each plan of `ids` (at most 100) the caller may see, in the order
    /// asked: a catalogue page's price headlines in one request. Plans the caller may not see
    /// are left out.
    #[graphql(complexity = "super::cost::per_item(ids.len() as i64, child_complexity)")]
    async fn plan_estimates(
        &self,
        ctx: &Context<'_>,
        #[graphql(validator(max_items = 100))] ids: Vec<ID>,
    ) -> Result<Vec<PlanEstimate>> {
        let ids = ids.into_iter().map(|id| id.0).collect();
        let estimates = services(ctx).plans.estimates(viewer(ctx), ids).await?;
        Ok(estimates
            .into_iter()
            .map(|(plan_id, price)| PlanEstimate { plan_id: ID(plan_id), price: price.into() })
            .collect())
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
}
