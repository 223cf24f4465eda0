//! Catalogue queries.

use async_graphql::{ComplexObject, Context, Object, Result, ID};

use super::{store, viewer};
use crate::domain::contractors::Contractor;
use crate::domain::plans::{self, Plan, PlanFilters, PlanList, PlanMetaFilter, PlansCount};
use crate::error::gql;

#[derive(Default)]
pub struct PlanQuery;

#[Object]
impl PlanQuery {
    /// One page of the catalogue matching `filters`, with the number of matches in all.
    /// Hidden plans are only returned to admins, whatever `isHidden` says.
    async fn plans(&self, ctx: &Context<'_>, filters: Option<PlanFilters>) -> Result<PlanList> {
        let (filters, page) = filters.unwrap_or_default().validated_for(viewer(ctx)).map_err(gql)?;
        let (items, total_count) = store(ctx).list_plans(&filters, page).await.map_err(gql)?;
        Ok(PlanList { items, total_count })
    }

    /// Plans for a visitor who is not signed in: visible plans filtered by measurements only.
    async fn guest_plans(
        &self,
        ctx: &Context<'_>,
        meta: Option<PlanMetaFilter>,
        #[graphql(default = 1)] page: i64,
        #[graphql(default = 10)] page_size: i64,
    ) -> Result<PlanList> {
        let filters = PlanFilters { meta, page: Some(page), page_size: Some(page_size), ..Default::default() };
        let (filters, page) = filters.validated_for(&crate::domain::accounts::Viewer::anonymous()).map_err(gql)?;
        let (items, total_count) = store(ctx).list_plans(&filters, page).await.map_err(gql)?;
        Ok(PlanList { items, total_count })
    }

    /// A plan by id, for the admin back office and editors. Hidden plans only for admins.
    async fn plan(&self, ctx: &Context<'_>, id: ID) -> Result<Option<Plan>> {
        visible_plan(ctx, &id).await
    }

    /// A plan by id, for the public plan page. `null` when it does not exist or is hidden.
    async fn plan_view(&self, ctx: &Context<'_>, id: ID) -> Result<Option<Plan>> {
        visible_plan(ctx, &id).await
    }

    /// How many plans the catalogue offers (hidden ones not counted).
    async fn plans_count(&self, ctx: &Context<'_>) -> Result<PlansCount> {
        let total = store(ctx).count_visible_plans().await.map_err(gql)?;
        Ok(PlansCount { total })
    }
}

async fn visible_plan(ctx: &Context<'_>, id: &str) -> Result<Option<Plan>> {
    let plan = store(ctx).get_plan(id).await.map_err(gql)?;
    Ok(plan.filter(|p| plans::is_visible_to(p, viewer(ctx))))
}

#[ComplexObject]
impl Plan {
    /// The contractor offering this plan.
    async fn contractor(&self, ctx: &Context<'_>) -> Result<Option<Contractor>> {
        match &self.contractor_id {
            Some(id) => Ok(store(ctx).get_contractor(id).await.map_err(gql)?),
            None => Ok(None),
        }
    }
}
