//! The plan form's mutations (admins only).

use async_graphql::{Context, InputObject, Json, Object, ID};

use super::plans::{Plan, PlanType};
use super::{services, viewer, Result};
use crate::domain::plans::{self as domain, editing::PlanInput as DomainPlanInput};

#[derive(Default)]
pub struct PlanMutation;

#[Object]
impl PlanMutation {
    /// Adds a plan. Admins only. SPEC.md §5: 'Please select contractor', 'Please enter
    /// title', 'Please enter link on view', 'Please upload main image'; the floor-plan SVG is
    /// sanitised; a county or city is kept only under a chosen state, and `preApprovedArea` is
    /// emptied when `preApproved` is false. A saved plan is in the catalogue at once.
    async fn plan_create(&self, ctx: &Context<'_>, input: PlanInput) -> Result<Plan> {
        Ok(services(ctx).plans.create(viewer(ctx), input.into()).await?.into())
    }

    /// Replaces a plan's fields (every field is replaced), under the rules of `planCreate`.
    /// Admins only. 'Plan not found' for an unknown id.
    async fn plan_update(&self, ctx: &Context<'_>, id: ID, input: PlanInput) -> Result<Plan> {
        Ok(services(ctx).plans.update(viewer(ctx), &id, input.into()).await?.into())
    }
}

/// A plan as the plan form sends it.
#[derive(Debug, InputObject)]
pub struct PlanInput {
    pub contractor_id: ID,
    pub title: String,
    #[graphql(default)]
    pub description: String,
    /// Link on view: the plan's page on the contractor's or configurator's site.
    pub url: String,
    #[graphql(default)]
    pub decor_id: String,
    #[graphql(default)]
    pub plan_id: String,
    /// Main image url (the first image of the main-image upload).
    pub image: String,
    #[graphql(default)]
    pub is_hidden: bool,
    #[graphql(default)]
    pub pre_approved: bool,
    pub meta: PlanMetaInput,
    /// The floor-plan drawing (SVG markup), sanitised before it is stored.
    #[graphql(name = "planSVG", default)]
    pub plan_svg: String,
    #[graphql(default)]
    pub available: AreasInput,
    #[graphql(default)]
    pub photos: Vec<PlanPhotoInput>,
    pub specifications: Option<Json<serde_json::Value>>,
    #[graphql(name = "hasARModel", default)]
    pub has_ar_model: bool,
    #[graphql(name = "arModelLink", default)]
    pub ar_model_link: String,
    /// Dollars; 0 when none.
    #[graphql(default)]
    pub plan_cost: f64,
    #[graphql(default)]
    pub is_modular: bool,
    #[graphql(default)]
    pub is_manufactured: bool,
    /// Dollars; 0 when none.
    #[graphql(default)]
    pub fix_price: f64,
    #[graphql(default)]
    pub source_plan: String,
    /// Emptied unless `preApproved`.
    #[graphql(default)]
    pub pre_approved_area: AreasInput,
}

/// Measurements and rooms. Lengths in feet, areas in square feet.
#[derive(Debug, InputObject)]
pub struct PlanMetaInput {
    #[graphql(name = "type")]
    pub plan_type: PlanType,
    pub total_area: f64,
    pub outer_area: Option<f64>,
    pub width: f64,
    pub length: f64,
    #[graphql(default)]
    pub bathroom_count: i32,
    #[graphql(default)]
    pub bedroom_count: i32,
    #[graphql(default)]
    pub kitchen_count: i32,
    /// From the ground to the top of the roof, feet (more than 0, at most 200); null when not
    /// known.
    pub height: Option<f64>,
    #[graphql(default)]
    pub bathroom: Vec<RoomInput>,
    #[graphql(default)]
    pub bedroom: Vec<RoomInput>,
    #[graphql(default)]
    pub kitchen: Vec<RoomInput>,
}

#[derive(Debug, InputObject)]
pub struct RoomInput {
    pub area: f64,
}

/// A gallery photo as the upload widget answered it.
#[derive(Debug, InputObject)]
pub struct PlanPhotoInput {
    pub original: String,
    /// The name of the file it was uploaded from, to show it by (kept to its last 200
    /// characters' worth, without folders).
    #[graphql(default)]
    pub name: String,
    #[graphql(default = true)]
    pub is_publish: bool,
    #[graphql(default)]
    pub is_primary: bool,
    #[graphql(default)]
    pub size: i64,
    #[graphql(name = "type", default)]
    pub mime: String,
    pub compressed: Option<CompressedImageInput>,
}

#[derive(Debug, InputObject)]
pub struct CompressedImageInput {
    pub url: String,
    #[graphql(default)]
    pub size: i64,
    #[graphql(name = "type", default)]
    pub mime: String,
    #[graphql(default)]
    pub watermarked: bool,
}

/// Directory value ids of states, counties and cities.
#[derive(Debug, Default, InputObject)]
pub struct AreasInput {
    #[graphql(default)]
    pub states: Vec<ID>,
    #[graphql(default)]
    pub counties: Vec<ID>,
    #[graphql(default)]
    pub cities: Vec<ID>,
}

impl From<AreasInput> for domain::Areas {
    fn from(a: AreasInput) -> Self {
        let ids = |ids: Vec<ID>| ids.into_iter().map(|id| id.0).collect();
        domain::Areas { states: ids(a.states), counties: ids(a.counties), cities: ids(a.cities) }
    }
}

impl From<PlanInput> for DomainPlanInput {
    fn from(p: PlanInput) -> Self {
        let rooms = |rooms: Vec<RoomInput>| rooms.into_iter().map(|r| domain::Room { area: r.area }).collect();
        let meta = p.meta;
        DomainPlanInput {
            contractor_id: p.contractor_id.0,
            title: p.title,
            description: p.description,
            url: p.url,
            decor_id: p.decor_id,
            plan_id: p.plan_id,
            image: p.image,
            is_hidden: p.is_hidden,
            pre_approved: p.pre_approved,
            meta: domain::PlanMeta {
                plan_type: meta.plan_type.into(),
                total_area: meta.total_area,
                outer_area: meta.outer_area,
                width: meta.width,
                length: meta.length,
                bathroom_count: meta.bathroom_count,
                bedroom_count: meta.bedroom_count,
                kitchen_count: meta.kitchen_count,
                height: meta.height,
                bathroom: rooms(meta.bathroom),
                bedroom: rooms(meta.bedroom),
                kitchen: rooms(meta.kitchen),
            },
            plan_svg: p.plan_svg,
            available: p.available.into(),
            photos: p
                .photos
                .into_iter()
                .map(|photo| domain::PlanPhoto {
                    original: photo.original,
                    name: photo.name,
                    is_publish: photo.is_publish,
                    is_primary: photo.is_primary,
                    size: photo.size,
                    mime: photo.mime,
                    compressed: photo.compressed.map(|c| domain::CompressedImage {
                        url: c.url,
                        size: c.size,
                        mime: c.mime,
                        watermarked: c.watermarked,
                    }),
                    // Server-owned: the service keeps what is stored (see `Plans::update`).
                    generated: None,
                })
                .collect(),
            specifications: p.specifications.map(|s| s.0).unwrap_or_default(),
            has_ar_model: p.has_ar_model,
            ar_model_link: p.ar_model_link,
            plan_cost: p.plan_cost,
            is_modular: p.is_modular,
            is_manufactured: p.is_manufactured,
            fix_price: p.fix_price,
            source_plan: p.source_plan,
            pre_approved_area: p.pre_approved_area.into(),
        }
    }
}
