//! Saved placements: save one, list one's own, and (admins) anyone's.

use async_graphql::{ComplexObject, Context, InputObject, Json, Object, SimpleObject, ID};

use super::rule_sets::MapFitRules;
use super::scalars::Timestamp;
use super::users::User;
use super::{services, viewer, Result};
use crate::domain::map_results as domain;

#[derive(Default)]
pub struct MapResultQuery;

#[Object]
impl MapResultQuery {
    /// The signed-in user's saved placements, newest first (My Plans shows 10 per page).
    #[graphql(complexity = "super::cost::page(Some(page_size), child_complexity)")]
    async fn map_results(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 1)] page: i64,
        #[graphql(default = 10)] page_size: i64,
    ) -> Result<MapResultList> {
        Ok(services(ctx).map_results.list_mine(viewer(ctx), page, page_size).await?.into())
    }

    /// A user's saved placements. Admins, or the user themselves.
    #[graphql(complexity = "super::cost::page(Some(page_size), child_complexity)")]
    async fn map_user_results(
        &self,
        ctx: &Context<'_>,
        user: ID,
        #[graphql(default = 1)] page: i64,
        #[graphql(default = 10)] page_size: i64,
    ) -> Result<MapResultList> {
        Ok(services(ctx).map_results.list_of(viewer(ctx), &user, page, page_size).await?.into())
    }

    /// Every user's saved placements, newest first: the back office's Plans List. Admins only.
    #[graphql(complexity = "super::cost::page(Some(page_size), child_complexity)")]
    async fn plans_lists(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 1)] page: i64,
        #[graphql(default = 10)] page_size: i64,
    ) -> Result<MapResultList> {
        Ok(services(ctx).map_results.list_all(viewer(ctx), page, page_size).await?.into())
    }
}

#[derive(Default)]
pub struct MapResultMutation;

#[Object]
impl MapResultMutation {
    /// Saves the signed-in user's placement of a plan with its fit figures and a snapshot, as
    /// a new saved plan.
    async fn map_result_create(&self, ctx: &Context<'_>, input: MapResultInput) -> Result<MapResult> {
        Ok(services(ctx).map_results.save(viewer(ctx), input.into()).await?.into())
    }

    /// Saves the placement again over the user's own saved plan `id` (its name and save time
    /// stay). `NOT_FOUND` for a plan that is not theirs.
    async fn map_result_update(&self, ctx: &Context<'_>, id: ID, input: MapResultInput) -> Result<MapResult> {
        Ok(services(ctx).map_results.update(viewer(ctx), &id, input.into()).await?.into())
    }

    /// Names the user's own saved plan (at most 100 characters; empty shows the plan's title).
    async fn map_result_rename(&self, ctx: &Context<'_>, id: ID, name: String) -> Result<MapResult> {
        Ok(services(ctx).map_results.rename(viewer(ctx), &id, &name).await?.into())
    }

    /// Deletes the user's own saved plan; `mapResultRestore` undoes it.
    async fn map_result_delete(&self, ctx: &Context<'_>, id: ID) -> Result<bool> {
        services(ctx).map_results.delete(viewer(ctx), &id).await?;
        Ok(true)
    }

    /// Undoes the delete of the user's own saved plan.
    async fn map_result_restore(&self, ctx: &Context<'_>, id: ID) -> Result<MapResult> {
        Ok(services(ctx).map_results.restore(viewer(ctx), &id).await?.into())
    }
}

/// The fit figures saved with a placement.
#[derive(Debug, Clone, SimpleObject, InputObject)]
#[graphql(input_name = "MapFitInput")]
pub struct MapFit {
    pub inside_lot: bool,
    /// `clear`, `near` or `violated`.
    pub status: String,
    /// Footprint and existing structures over the lot area, percent.
    pub coverage_pct: f64,
    /// The smallest distance to a lot line beyond its setback, feet.
    pub min_setback_clearance_ft: Option<f64>,
    /// Each broken rule in words.
    pub violations: Vec<String>,
    /// The local rules it was held to, each figure with its source, and the rule sets'
    /// versions; null when no rule applied. Set by the API's own check on save.
    #[graphql(skip_input)]
    pub rules: Option<MapFitRules>,
}

/// A plan placed on a property and saved.
#[derive(Debug, Clone, SimpleObject)]
#[graphql(complex)]
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
    #[graphql(name = "planSVG")]
    pub plan_svg: String,
    /// Fit figures, when saved.
    pub fit: Option<MapFit>,
    /// The map state to restore (centre, lot, setbacks, structures, placement).
    pub map: Json<serde_json::Value>,
    /// Save time.
    pub created_at: Timestamp,
}

#[ComplexObject]
impl MapResult {
    /// Who saved it; `null` once their account is deleted. Admins only.
    async fn user(&self, ctx: &Context<'_>) -> Result<Option<User>> {
        Ok(services(ctx).accounts.user(viewer(ctx), &self.user_id).await?.map(User::from))
    }
}

/// One page of saved placements and how many there are in all.
#[derive(Debug, Clone, SimpleObject)]
pub struct MapResultList {
    pub items: Vec<MapResult>,
    pub total_count: i64,
}

/// A placement to save, as the map screen sends it.
#[derive(Debug, Clone, InputObject)]
pub struct MapResultInput {
    /// The plan placed.
    pub plan_id: String,
    /// The property's address (may be empty when placed by hand).
    pub address: String,
    /// The map state to restore: centre, lot, setbacks, structures, placement (free-form JSON).
    pub map: Json<serde_json::Value>,
    /// The fit figures at the moment of saving.
    pub fit: MapFit,
    /// Image of the map with the plan, as a `data:image/png;base64,` url.
    pub snapshot_png: Option<String>,
}

impl From<domain::MapFit> for MapFit {
    fn from(f: domain::MapFit) -> Self {
        MapFit {
            inside_lot: f.inside_lot,
            status: f.status,
            coverage_pct: f.coverage_pct,
            min_setback_clearance_ft: f.min_setback_clearance_ft,
            violations: f.violations,
            rules: f.rules.map(MapFitRules::from),
        }
    }
}

impl From<MapFit> for domain::MapFit {
    fn from(f: MapFit) -> Self {
        domain::MapFit {
            inside_lot: f.inside_lot,
            status: f.status,
            coverage_pct: f.coverage_pct,
            min_setback_clearance_ft: f.min_setback_clearance_ft,
            violations: f.violations,
            rules: None,
        }
    }
}

impl From<domain::MapResult> for MapResult {
    fn from(r: domain::MapResult) -> Self {
        MapResult {
            id: r.id,
            user_id: r.user_id,
            plan_id: r.plan_id,
            plan_title: r.plan_title,
            name: r.name,
            address: r.address,
            snapshot: r.snapshot,
            plan_svg: r.plan_svg,
            fit: r.fit.map(MapFit::from),
            map: Json(r.map),
            created_at: Timestamp(r.created_at),
        }
    }
}

impl From<domain::MapResultList> for MapResultList {
    fn from(list: domain::MapResultList) -> Self {
        MapResultList { items: list.items.into_iter().map(MapResult::from).collect(), total_count: list.total_count }
    }
}

impl From<MapResultInput> for domain::MapResultInput {
    fn from(i: MapResultInput) -> Self {
        domain::MapResultInput {
            plan_id: i.plan_id,
            address: i.address,
            map: i.map.0,
            fit: i.fit.into(),
            snapshot_png: i.snapshot_png,
        }
    }
}
