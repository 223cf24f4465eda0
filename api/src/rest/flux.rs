//! `POST /api/flux/generate-images`: the plan form's exterior dialog (SPEC.md §7.3).

use poem::web::Data;
use poem_openapi::{payload::Json, ApiResponse, Object, OpenApi, Tags};

use super::{session_auth::SignedIn, text::Text, ApiResult};
use crate::domain::generation::exterior;
use crate::state::AppState;

#[derive(Tags)]
enum Tag {
    /// Image generation for plan photos (admins).
    Generation,
}

/// The dialog's controls (SPEC.md §5).
#[derive(Debug, Object)]
pub struct ExteriorSettings {
    /// Inference steps, 20 to 50 (default 28).
    #[oai(validator(minimum(value = "20"), maximum(value = "50")))]
    steps: i64,
    /// ControlNet conditioning scale, 0 to 1 (default 0.6).
    #[oai(validator(minimum(value = "0"), maximum(value = "1")))]
    control_scale: f64,
    /// 2 for Depth, 0 for Canny.
    #[oai(validator(minimum(value = "0"), maximum(value = "2")))]
    control_type: i64,
    /// Guidance, 1 to 10 (default 3.5).
    #[oai(validator(minimum(value = "1"), maximum(value = "10")))]
    guidance: f64,
    /// Where the control starts, 0 to 1 (default 0).
    #[oai(validator(minimum(value = "0"), maximum(value = "1")))]
    control_guidance_start: f64,
    /// Where the control ends, 0 to 1 (default 0.6).
    #[oai(validator(minimum(value = "0"), maximum(value = "1")))]
    control_guidance_end: f64,
}

/// An exterior generation to queue.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct GenerateExteriors {
    /// Styles to render, each one image: blue_wood, white_painted, white_wood, green_wood,
    /// combined_white_wood, yellow_wood, hip_roof, gable_roof, flat_roof, has_garage.
    #[oai(validator(
        min_items = 1,
        max_items = 10,
        pattern = "^(blue_wood|white_painted|white_wood|green_wood|combined_white_wood|yellow_wood|hip_roof|gable_roof|flat_roof|has_garage)$"
    ))]
    styles: Vec<Text>,
    /// Url of the plan photo to render from.
    #[oai(validator(min_length = 1, max_length = 2048, pattern = "^[^\\u0000]*$"))]
    image: Text,
    /// The plan.
    #[oai(validator(min_length = 1, max_length = 64, pattern = "^[^\\u0000]*$"))]
    plan_id: Text,
    settings: ExteriorSettings,
}

/// The queued generation.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ExteriorGeneration {
    id: String,
    /// `pending` until it ends `done` or `failure`.
    status: String,
    plan_id: String,
    source_image: String,
    /// `{settings, styles, results: [{images, prompt, styles}], error?}`
    data: serde_json::Value,
    created_at: i64,
    updated_at: i64,
    /// Seconds it took, once done (absent until then).
    #[oai(skip_serializing_if_is_none)]
    execution_time: Option<f64>,
}

#[derive(Debug, ApiResponse)]
pub enum Queued {
    /// Queued: follow it with the `fluxGenerationByPlanId` query.
    #[oai(status = 202)]
    Accepted(Json<ExteriorGeneration>),
}

pub struct FluxApi;

#[OpenApi(tag = "Tag::Generation")]
impl FluxApi {
    /// Render a plan photo in exterior styles
    ///
    /// Admins only. Queues one rendering of the photo per style on the hosted exterior model;
    /// without a configured model provider the generation ends in `failure` with the setting
    /// that enables it.
    #[oai(path = "/flux/generate-images", method = "post")]
    async fn generate_images(
        &self,
        SignedIn(viewer): SignedIn,
        Data(state): Data<&AppState>,
        body: Json<GenerateExteriors>,
    ) -> ApiResult<Queued> {
        let body = body.0;
        let s = body.settings;
        let request = exterior::ExteriorRequest {
            styles: body.styles.into_iter().map(String::from).collect(),
            image: body.image.into(),
            plan_id: body.plan_id.into(),
            settings: exterior::ExteriorSettings {
                steps: s.steps,
                control_scale: s.control_scale,
                control_type: s.control_type,
                guidance: s.guidance,
                control_guidance_start: s.control_guidance_start,
                control_guidance_end: s.control_guidance_end,
            },
        };
        let g = state.services.generation.generate_exteriors(&viewer, request).await?;
        Ok(Queued::Accepted(Json(ExteriorGeneration {
            id: g.id,
            status: g.status,
            plan_id: g.plan_id,
            source_image: g.source_image,
            data: g.data,
            created_at: g.created_at,
            updated_at: g.updated_at,
            execution_time: g.execution_time,
        })))
    }
}
