//! `GET /api/plans/{id}/floor-plan.svg` and `…/configurator.svg`: a plan's drawings as images.

use poem::{web::cookie::CookieJar, web::Data};
use poem_openapi::{param::Path, payload::PlainText, ApiResponse, OpenApi, Tags};

use super::ApiResult;
use crate::state::AppState;

#[derive(Tags)]
enum Tag {
    /// The plan catalogue.
    Plans,
}

#[derive(ApiResponse)]
enum SvgResponse {
    /// The drawing, SVG markup (sanitised).
    #[oai(status = 200, content_type = "image/svg+xml")]
    Svg(PlainText<String>, #[oai(header = "Cache-Control")] String),
}

impl SvgResponse {
    fn cached_for(svg: String, seconds: u32) -> SvgResponse {
        SvgResponse::Svg(PlainText(svg), format!("public, max-age={seconds}"))
    }
}

pub struct PlansApi;

#[OpenApi(tag = "Tag::Plans")]
impl PlansApi {
    /// Floor plan drawing
    ///
    /// The plan's floor plan as SVG, sanitised, drawn to scale (1 unit = 1 inch) with its
    /// outline matching the plan's width × length. 404 when there is no such plan, it is hidden
    /// (hidden plans are only served to admins) or it has no drawing.
    #[oai(path = "/plans/:id/floor-plan.svg", method = "get")]
    async fn floor_plan(
        &self,
        Data(state): Data<&AppState>,
        cookies: &CookieJar,
        #[oai(validator(max_length = 64, pattern = "^[^\\u0000]*$"))] id: Path<String>,
    ) -> ApiResult<SvgResponse> {
        let svg = state.services.plans.floor_plan_svg(&state.viewer(cookies).await, &id).await?;
        Ok(SvgResponse::cached_for(svg, 300))
    }

    /// 3D configurator drawing
    ///
    /// The plan's drawing from the 3D configurator service (its `/svg/{planId}/`), sanitised
    /// and cached for an hour. 404 when the service is not configured or has no drawing; 503
    /// when it cannot be reached.
    #[oai(path = "/plans/:id/configurator.svg", method = "get")]
    async fn configurator_svg(
        &self,
        Data(state): Data<&AppState>,
        cookies: &CookieJar,
        #[oai(validator(max_length = 64, pattern = "^[^\\u0000]*$"))] id: Path<String>,
    ) -> ApiResult<SvgResponse> {
        let svg = state.services.plans.configurator_svg(&state.viewer(cookies).await, &id).await?;
        Ok(SvgResponse::cached_for(svg, 3600))
    }
}
