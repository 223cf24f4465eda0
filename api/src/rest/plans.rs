//! `GET /api/plans/{id}/floor-plan.svg`: a plan's to-scale drawing as an image.

use poem::{web::cookie::CookieJar, web::Data};
use poem_openapi::{param::Path, payload::PlainText, ApiResponse, OpenApi, Tags};

use crate::{domain::plans, error::INTERNAL_MESSAGE, state::AppState};

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

#[derive(ApiResponse)]
enum ConfiguratorResponse {
    /// The plan's 3D configurator drawing, sanitised SVG.
    #[oai(status = 200, content_type = "image/svg+xml")]
    Svg(PlainText<String>, #[oai(header = "Cache-Control")] String),
    /// No such plan, no configurator id, no drawing, or no configurator configured.
    #[oai(status = 404)]
    NotFound(PlainText<String>),
    /// The configurator could not be reached or sent something unusable.
    #[oai(status = 502)]
    BadGateway(PlainText<String>),
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
        let viewer = state.session_from_cookies(cookies).await.viewer;
        match state.store.get_plan(&id).await {
            Ok(Some(plan)) if plans::is_visible_to(&plan, &viewer) && !plan.plan_svg.is_empty() => {
                FloorPlanResponse::Svg(PlainText(plan.plan_svg), "public, max-age=300".to_owned())
            }
            Ok(_) => FloorPlanResponse::NotFound(PlainText("Plan not found".to_owned())),
            Err(err) => {
                tracing::error!(error = %err, "floor plan lookup failed");
                FloorPlanResponse::Internal(PlainText(INTERNAL_MESSAGE.to_owned()))
            }
        }
    }

    /// 3D configurator drawing
    ///
    /// The plan's drawing from the 3D configurator service (its `/svg/{planId}/`), sanitised
    /// and cached for an hour. 404 when the service is not configured or has no drawing.
    #[oai(path = "/plans/:id/configurator.svg", method = "get")]
    async fn configurator_svg(
        &self,
        Data(state): Data<&AppState>,
        cookies: &CookieJar,
        id: Path<String>,
    ) -> ConfiguratorResponse {
        let not_found = || ConfiguratorResponse::NotFound(PlainText("No 3D drawing for this plan".to_owned()));
        let Some(configurator) = &state.configurator else {
            return not_found();
        };
        let viewer = state.session_from_cookies(cookies).await.viewer;
        let plan = match state.store.get_plan(&id).await {
            Ok(Some(plan)) if plans::is_visible_to(&plan, &viewer) && !plan.plan_id.is_empty() => plan,
            Ok(_) => return not_found(),
            Err(err) => {
                tracing::error!(error = %err, "plan lookup failed");
                return ConfiguratorResponse::BadGateway(PlainText(INTERNAL_MESSAGE.to_owned()));
            }
        };
        match configurator.plan_svg(&plan.plan_id).await {
            Ok(Some(svg)) => ConfiguratorResponse::Svg(PlainText(svg), "public, max-age=3600".to_owned()),
            Ok(None) => not_found(),
            Err(err) => {
                tracing::warn!(error = %format!("{err:#}"), "3D configurator failed");
                ConfiguratorResponse::BadGateway(PlainText(
                    "The 3D configurator is not available right now.".to_owned(),
                ))
            }
        }
    }
}
