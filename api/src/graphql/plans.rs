//! Catalogue queries and the plan as GraphQL publishes it.

use async_graphql::{ComplexObject, Context, Enum, Json, Object, SimpleObject, ID};

use super::contractors::Contractor;
use super::plan_filters::{PlanFilters, PlanMetaFilter};
use super::scalars::Timestamp;
use super::{services, viewer, Result};
use crate::domain::accounts::Viewer;
use crate::domain::plans as domain;
use crate::media::renditions::srcset;

#[derive(Default)]
pub struct PlanQuery;

#[Object]
impl PlanQuery {
    /// One page of the catalogue matching `filters`, with the number of matches in all.
    /// Hidden plans are only returned to admins, whatever `isHidden` says. Each plan of the
    /// page counts toward the query's cost.
    #[graphql(complexity = "super::cost::page(filters.as_ref().and_then(|f| f.page_size), child_complexity)")]
    async fn plans(&self, ctx: &Context<'_>, filters: Option<PlanFilters>) -> Result<PlanList> {
        let filters = filters.map(domain::PlanFilters::from).unwrap_or_default();
        Ok(services(ctx).plans.list(viewer(ctx), filters).await?.into())
    }

    /// Plans for a visitor who is not signed in: visible plans filtered by measurements only.
    #[graphql(complexity = "super::cost::page(Some(page_size), child_complexity)")]
    async fn guest_plans(
        &self,
        ctx: &Context<'_>,
        meta: Option<PlanMetaFilter>,
        #[graphql(default = 1)] page: i64,
        #[graphql(default = 10)] page_size: i64,
    ) -> Result<PlanList> {
        let filters = domain::PlanFilters {
            meta: meta.map(Into::into),
            page: Some(page),
            page_size: Some(page_size),
            ..Default::default()
        };
        Ok(services(ctx).plans.list(&Viewer::anonymous(), filters).await?.into())
    }

    /// A plan by id, for the admin back office and editors. Hidden plans only for admins.
    async fn plan(&self, ctx: &Context<'_>, id: ID) -> Result<Option<Plan>> {
        Ok(services(ctx).plans.visible(viewer(ctx), &id).await?.map(Plan::from))
    }

    /// A plan by id, for the public plan page. `null` when it does not exist or is hidden.
    async fn plan_view(&self, ctx: &Context<'_>, id: ID) -> Result<Option<Plan>> {
        Ok(services(ctx).plans.visible(viewer(ctx), &id).await?.map(Plan::from))
    }

    /// How many plans the catalogue offers (hidden ones not counted).
    async fn plans_count(&self, ctx: &Context<'_>) -> Result<PlansCount> {
        Ok(PlansCount { total: services(ctx).plans.count_visible().await? })
    }
}

/// What kind of building a plan is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[graphql(remote = "domain::PlanType")]
pub enum PlanType {
    /// A dwelling: house, cottage / ADU, modular or manufactured home.
    House,
    /// A garden, storage or workshop shed.
    Shed,
}

/// One room's floor area.
#[derive(Debug, Clone, SimpleObject)]
pub struct Room {
    /// Square feet.
    pub area: f64,
}

/// A plan's measurements and rooms. Lengths in feet, areas in square feet.
#[derive(Debug, Clone, SimpleObject)]
pub struct PlanMeta {
    /// House or shed.
    #[graphql(name = "type")]
    pub plan_type: PlanType,
    /// Heated living area.
    pub total_area: f64,
    /// Area to the outside of the walls; labels prefer it when set.
    pub outer_area: Option<f64>,
    /// East–west size of the footprint before it is turned.
    pub width: f64,
    /// North–south size of the footprint before it is turned.
    pub length: f64,
    /// Number of bathrooms.
    pub bathroom_count: i32,
    /// Number of bedrooms; 0 is a studio.
    pub bedroom_count: i32,
    /// Number of kitchens.
    pub kitchen_count: i32,
    /// From the ground to the top of the roof, feet; null when the plan does not say.
    pub height: Option<f64>,
    /// Each bathroom's area.
    pub bathroom: Vec<Room>,
    /// Each bedroom's area.
    pub bedroom: Vec<Room>,
    /// Each kitchen's area.
    pub kitchen: Vec<Room>,
}

/// A compressed (and possibly watermarked) rendition of a photo.
#[derive(Debug, Clone, SimpleObject)]
pub struct CompressedImage {
    /// Url of the rendition.
    pub url: String,
    /// Bytes.
    pub size: i64,
    /// MIME type.
    #[graphql(name = "type")]
    pub mime: String,
    /// Whether the rendition carries the watermark.
    pub watermarked: bool,
    /// It and its narrower copies as an `<img srcset>` (`… 768w, … 2048w`), for the browser to
    /// pick the one its slot needs; empty when it is not one of our uploads.
    pub srcset: String,
}

/// A photo in a plan's gallery.
#[derive(Debug, Clone, SimpleObject)]
pub struct PlanPhoto {
    /// Url of the original upload.
    pub original: String,
    /// The name of the file it was uploaded from; empty when not known.
    pub name: String,
    /// Shown to homeowners when true.
    pub is_publish: bool,
    /// The cover photo; it overrides the plan's main image.
    pub is_primary: bool,
    /// Bytes of the original.
    pub size: i64,
    /// MIME type of the original.
    #[graphql(name = "type")]
    pub mime: String,
    /// Smaller rendition for galleries, when one was made.
    pub compressed: Option<CompressedImage>,
    /// Made by the Creative Studio: shown with the label 'AI render' wherever photos appear.
    pub ai_generated: bool,
    /// Url of the photo a generated one was made from.
    pub source_photo: Option<String>,
    /// The studio model that made a generated photo, e.g. 'Upscale image'.
    pub ai_model: Option<String>,
}

/// Directory value ids of states, counties and cities.
#[derive(Debug, Clone, SimpleObject)]
pub struct Areas {
    /// Values of the `us-states` directory.
    pub states: Vec<String>,
    /// Values of the `us-counties` directory.
    pub counties: Vec<String>,
    /// Values of the `us-cities` directory.
    pub cities: Vec<String>,
}

/// A home floor plan in the catalogue.
#[derive(Debug, Clone, SimpleObject)]
#[graphql(complex)]
pub struct Plan {
    /// Plan id.
    pub id: String,
    /// Name of the plan.
    pub title: String,
    /// Marketing description.
    pub description: String,
    /// Id of the contractor offering the plan.
    pub contractor_id: Option<String>,
    /// Link to the plan on the contractor's or configurator's site.
    pub url: String,
    /// Id of the plan's decor model in the 3D viewer.
    pub decor_id: String,
    /// Main image url.
    pub image: String,
    /// Hidden plans are shown to admins only.
    pub is_hidden: bool,
    /// Pre-approved for building in `preApprovedArea`.
    pub pre_approved: bool,
    /// Measurements and rooms.
    pub meta: PlanMeta,
    /// The to-scale floor plan drawing (SVG markup, sanitised).
    #[graphql(name = "planSVG")]
    pub plan_svg: String,
    /// The plan's id in the 3D configurator.
    pub plan_id: String,
    /// Where the plan may be built; empty lists mean anywhere.
    pub available: Areas,
    /// Gallery photos: floor plans, exteriors, interiors.
    pub photos: Vec<PlanPhoto>,
    /// Free-form construction details (foundation, roof, ceiling height…).
    pub specifications: Json<serde_json::Value>,
    /// Whether an augmented-reality model exists.
    #[graphql(name = "hasARModel")]
    pub has_ar_model: bool,
    /// Link to the augmented-reality model.
    pub ar_model_link: String,
    /// Price of the plan drawings, dollars.
    pub plan_cost: f64,
    /// A factory-built modular home.
    pub is_modular: bool,
    /// A HUD-code manufactured home.
    pub is_manufactured: bool,
    /// Fixed price of a modular or manufactured home; 0 when none.
    pub fix_price: f64,
    /// Link to the source the plan came from.
    pub source_plan: String,
    /// Where the plan is pre-approved (only when `preApproved`).
    pub pre_approved_area: Areas,
    /// Creation time.
    pub created_at: Timestamp,
    /// Last change.
    pub updated_at: Timestamp,
}

#[ComplexObject]
impl Plan {
    /// The contractor offering this plan.
    async fn contractor(&self, ctx: &Context<'_>) -> Result<Option<Contractor>> {
        match &self.contractor_id {
            Some(id) => Ok(services(ctx).contractors.get(id).await?.map(Contractor::from)),
            None => Ok(None),
        }
    }
}

/// One page of plans and how many match in all.
#[derive(Debug, Clone, SimpleObject)]
pub struct PlanList {
    /// The plans of the requested page.
    pub items: Vec<Plan>,
    /// How many plans match the filters in all.
    pub total_count: i64,
}

/// How many plans the catalogue offers.
#[derive(Debug, Clone, SimpleObject)]
pub struct PlansCount {
    /// Number of visible plans.
    pub total: i64,
}

impl From<domain::Room> for Room {
    fn from(room: domain::Room) -> Self {
        Room { area: room.area }
    }
}

impl From<domain::PlanMeta> for PlanMeta {
    fn from(m: domain::PlanMeta) -> Self {
        let rooms = |rooms: Vec<domain::Room>| rooms.into_iter().map(Room::from).collect();
        PlanMeta {
            plan_type: m.plan_type.into(),
            total_area: m.total_area,
            outer_area: m.outer_area,
            width: m.width,
            length: m.length,
            bathroom_count: m.bathroom_count,
            bedroom_count: m.bedroom_count,
            kitchen_count: m.kitchen_count,
            height: m.height,
            bathroom: rooms(m.bathroom),
            bedroom: rooms(m.bedroom),
            kitchen: rooms(m.kitchen),
        }
    }
}

impl From<domain::CompressedImage> for CompressedImage {
    fn from(c: domain::CompressedImage) -> Self {
        let srcset = srcset(&c.url).unwrap_or_default();
        CompressedImage { url: c.url, size: c.size, mime: c.mime, watermarked: c.watermarked, srcset }
    }
}

impl From<domain::PlanPhoto> for PlanPhoto {
    fn from(p: domain::PlanPhoto) -> Self {
        PlanPhoto {
            original: p.original,
            name: p.name,
            is_publish: p.is_publish,
            is_primary: p.is_primary,
            size: p.size,
            mime: p.mime,
            compressed: p.compressed.map(CompressedImage::from),
            ai_generated: p.generated.is_some(),
            source_photo: p.generated.as_ref().and_then(|g| g.source.clone()),
            ai_model: p.generated.map(|g| g.model),
        }
    }
}

impl From<domain::Areas> for Areas {
    fn from(a: domain::Areas) -> Self {
        Areas { states: a.states, counties: a.counties, cities: a.cities }
    }
}

impl From<domain::Plan> for Plan {
    fn from(p: domain::Plan) -> Self {
        Plan {
            id: p.id,
            title: p.title,
            description: p.description,
            contractor_id: p.contractor_id,
            url: p.url,
            decor_id: p.decor_id,
            image: p.image,
            is_hidden: p.is_hidden,
            pre_approved: p.pre_approved,
            meta: p.meta.into(),
            plan_svg: p.plan_svg,
            plan_id: p.plan_id,
            available: p.available.into(),
            photos: p.photos.into_iter().map(PlanPhoto::from).collect(),
            specifications: Json(p.specifications),
            has_ar_model: p.has_ar_model,
            ar_model_link: p.ar_model_link,
            plan_cost: p.plan_cost,
            is_modular: p.is_modular,
            is_manufactured: p.is_manufactured,
            fix_price: p.fix_price,
            source_plan: p.source_plan,
            pre_approved_area: p.pre_approved_area.into(),
            created_at: Timestamp(p.created_at),
            updated_at: Timestamp(p.updated_at),
        }
    }
}

/// A catalogue answer, possibly shared with other requests by the service's cache.
impl From<std::sync::Arc<domain::PlanList>> for PlanList {
    fn from(list: std::sync::Arc<domain::PlanList>) -> Self {
        PlanList { items: list.items.iter().cloned().map(Plan::from).collect(), total_count: list.total_count }
    }
}
