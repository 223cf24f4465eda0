//! A saved placement's site plan: `GET /api/map-results/{id}/site-plan.pdf` and `….svg`.

use poem::web::Data;
use poem_openapi::{
    param::{Path, Query},
    payload::Binary,
    ApiResponse, Enum, OpenApi, Tags,
};

use super::{session_auth::SignedIn, ApiResult};
use crate::domain::site_plans::{sheet, SitePlanFile};
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
        let file = state.services.site_plans.pdf(&viewer, &id, sheet(paper, orientation)?).await?;
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
        let file = state.services.site_plans.svg(&viewer, &id, sheet(paper, orientation)?).await?;
        let disposition = disposition(&file);
        Ok(SvgAnswer::Svg(Binary(file.bytes), disposition))
    }
}
