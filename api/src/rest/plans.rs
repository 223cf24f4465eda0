//! `GET /api/plans/{id}/floor-plan.svg`: a plan's to-scale drawing as an image.

use poem::{web::cookie::CookieJar, web::Data};
use poem_openapi::{param::Path, payload::PlainText, ApiResponse, OpenApi, Tags};

use crate::{
    domain::{accounts::tokens::SESSION_COOKIE, plans},
    state::AppState,
};

#[derive(Tags)]
enum Tag {
    /// The plan catalogue.
    Plans,
}

#[derive(ApiResponse)]
enum FloorPlanResponse {
    /// The floor plan, SVG markup drawn to scale (1 unit = 1 inch).
    #[oai(status = 200, content_type = "image/svg+xml")]
    Svg(PlainText<String>, #[oai(header = "Cache-Control")] String),
    /// No such plan, it is hidden, or it has no drawing.
    #[oai(status = 404)]
    NotFound(PlainText<String>),
    /// The database could not be read.
    #[oai(status = 500)]
    Internal(PlainText<String>),
}

pub struct PlansApi;

#[OpenApi(tag = "Tag::Plans")]
impl PlansApi {
    /// Floor plan drawing
    ///
    /// The plan's floor plan as SVG, sanitised, with its outline matching the plan's width ×
    /// length. Hidden plans are only served to admins.
    #[oai(path = "/plans/:id/floor-plan.svg", method = "get")]
    async fn floor_plan(
        &self,
        Data(state): Data<&AppState>,
        cookies: &CookieJar,
        id: Path<String>,
    ) -> FloorPlanResponse {
        let token = cookies
            .get(SESSION_COOKIE)
            .map(|c| c.value_str().to_owned());
        let viewer = state.session(token.as_deref()).await.viewer;
        match state.store.get_plan(&id).await {
            Ok(Some(plan)) if plans::is_visible_to(&plan, &viewer) && !plan.plan_svg.is_empty() => {
                FloorPlanResponse::Svg(PlainText(plan.plan_svg), "public, max-age=300".to_owned())
            }
            Ok(_) => FloorPlanResponse::NotFound(PlainText("Plan not found".to_owned())),
            Err(err) => {
                tracing::error!(error = %err, "floor plan lookup failed");
                FloorPlanResponse::Internal(PlainText(
                    "Something went wrong on our side. Please try again later.".to_owned(),
                ))
            }
        }
    }
}
