//! Site plans: a saved placement's (`GET /api/map-results/{id}/site-plan.pdf` and `….svg`) and
//! the one on the homeowner's map now (`POST /api/site-plan.pdf` and `….svg`).

use poem::web::Data;
use poem_openapi::{
    param::{Path, Query},
    payload::{Binary, Json},
    ApiResponse, Enum, Object, OpenApi, Tags,
};

use super::{session_auth::SignedIn, ApiResult};
use crate::domain::site_plans::{sheet, Format, MapSitePlan, SitePlanFile};
use crate::state::AppState;

#[derive(Tags)]
enum Tag {
    /// To-scale, dimensioned site plans of saved placements, as cities ask for them with a permit.
    SitePlans,
}

/// The sheet's paper.
#[derive(Debug, Clone, Copy, Enum)]
#[oai(rename_all = "lowercase")]
pub enum Paper {
    /// 8.5 × 11 in.
    Letter,
    /// 11 × 17 in.
    Tabloid,
}

/// Which way the sheet stands.
#[derive(Debug, Clone, Copy, Enum)]
#[oai(rename_all = "lowercase")]
pub enum Orientation {
    Portrait,
    Landscape,
}

#[derive(Debug, ApiResponse)]
pub enum PdfAnswer {
    /// The site plan as a one-page vector PDF, its font embedded.
    #[oai(status = 200, content_type = "application/pdf")]
    Pdf(Binary<Vec<u8>>, #[oai(header = "Content-Disposition")] String),
}

#[derive(Debug, ApiResponse)]
pub enum SvgAnswer {
    /// The site plan as SVG, sized in inches to print at its stated scale.
    #[oai(status = 200, content_type = "image/svg+xml")]
    Svg(Binary<Vec<u8>>, #[oai(header = "Content-Disposition")] String),
}

/// The placement on the map now, drawn without saving it.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct CurrentPlacement {
    /// The plan placed (one the caller may see in the catalogue).
    #[oai(validator(max_length = 64))]
    pub plan_id: String,
    /// The property's address for the title block; empty when placed by hand.
    #[oai(default, validator(max_length = 300))]
    pub address: String,
    /// The map state exactly as the map screen saves it with a placement (`lot`, `structures`,
    /// `placement`, `place`): at most 64 kB of JSON.
    pub map: serde_json::Value,
    /// The sheet's paper size (default `letter`).
    pub paper: Option<Paper>,
    /// Which way the sheet stands (default `landscape`).
    pub orientation: Option<Orientation>,
}

pub struct SitePlansApi;

fn names(paper: Option<Paper>, orientation: Option<Orientation>) -> (Option<&'static str>, Option<&'static str>) {
    let paper = paper.map(|p| match p {
        Paper::Letter => "letter",
        Paper::Tabloid => "tabloid",
    });
    let orientation = orientation.map(|o| match o {
        Orientation::Portrait => "portrait",
        Orientation::Landscape => "landscape",
    });
    (paper, orientation)
}

fn disposition(file: &SitePlanFile) -> String {
    format!("attachment; filename=\"{}\"", file.filename)
}

#[OpenApi(tag = "Tag::SitePlans")]
impl SitePlansApi {
    /// A saved placement's site plan as PDF
    ///
    /// Needs the session cookie: the placement's owner, or an admin (another user's placement
    /// answers 404, as an unknown id does). The lot lines with lengths, bearings and kinds, the
    /// setbacks, the existing structures, the plan with its floor plan and its distance to every
    /// line and structure, utility runs from the property's site visit, north arrow, stated
    /// scale and title block. `paper` is `letter` (default) or `tabloid`, `orientation`
    /// `landscape` (default) or `portrait`.
    #[oai(path = "/map-results/:id/site-plan.pdf", method = "get")]
    async fn pdf(
        &self,
        SignedIn(viewer): SignedIn,
        Data(state): Data<&AppState>,
        /// The saved placement's id.
        id: Path<String>,
        /// The sheet's paper size.
        paper: Query<Option<Paper>>,
        /// Which way the sheet stands.
        orientation: Query<Option<Orientation>>,
    ) -> ApiResult<PdfAnswer> {
        let (paper, orientation) = names(paper.0, orientation.0);
        let file = state.services.site_plans.of_result(&viewer, &id, sheet(paper, orientation)?, Format::Pdf).await?;
        let disposition = disposition(&file);
        Ok(PdfAnswer::Pdf(Binary(file.bytes), disposition))
    }

    /// A saved placement's site plan as SVG
    ///
    /// The same drawing as the PDF, as SVG (same access and parameters).
    #[oai(path = "/map-results/:id/site-plan.svg", method = "get")]
    async fn svg(
        &self,
        SignedIn(viewer): SignedIn,
        Data(state): Data<&AppState>,
        /// The saved placement's id.
        id: Path<String>,
        /// The sheet's paper size.
        paper: Query<Option<Paper>>,
        /// Which way the sheet stands.
        orientation: Query<Option<Orientation>>,
    ) -> ApiResult<SvgAnswer> {
        let (paper, orientation) = names(paper.0, orientation.0);
        let file = state.services.site_plans.of_result(&viewer, &id, sheet(paper, orientation)?, Format::Svg).await?;
        let disposition = disposition(&file);
        Ok(SvgAnswer::Svg(Binary(file.bytes), disposition))
    }

    /// The site plan of the placement on the map now, as PDF
    ///
    /// Needs the session cookie (any signed-in user) and a plan the caller may see. Draws the
    /// placement in `map` without saving it: the same drawing as a saved placement's. A map with
    /// no lot or placement answers 400.
    #[oai(path = "/site-plan.pdf", method = "post")]
    async fn current_pdf(
        &self,
        SignedIn(viewer): SignedIn,
        Data(state): Data<&AppState>,
        body: Json<CurrentPlacement>,
    ) -> ApiResult<PdfAnswer> {
        let file = current(state, &viewer, body.0, Format::Pdf).await?;
        let disposition = disposition(&file);
        Ok(PdfAnswer::Pdf(Binary(file.bytes), disposition))
    }

    /// The site plan of the placement on the map now, as SVG
    ///
    /// The same drawing as the PDF, as SVG (same access and body).
    #[oai(path = "/site-plan.svg", method = "post")]
    async fn current_svg(
        &self,
        SignedIn(viewer): SignedIn,
        Data(state): Data<&AppState>,
        body: Json<CurrentPlacement>,
    ) -> ApiResult<SvgAnswer> {
        let file = current(state, &viewer, body.0, Format::Svg).await?;
        let disposition = disposition(&file);
        Ok(SvgAnswer::Svg(Binary(file.bytes), disposition))
    }
}

async fn current(
    state: &AppState,
    viewer: &crate::domain::accounts::Viewer,
    body: CurrentPlacement,
    format: Format,
) -> Result<SitePlanFile, crate::error::AppError> {
    let (paper, orientation) = names(body.paper, body.orientation);
    let request = MapSitePlan { plan_id: body.plan_id, address: body.address, map: body.map };
    state.services.site_plans.of_map(viewer, request, sheet(paper, orientation)?, format).await
}
