//! A site visit's exports: `GET /api/site-visits/{id}/report.pdf` and `…/map.geojson`.

use poem::web::Data;
use poem_openapi::{
    param::Path,
    payload::{Binary, Json},
    ApiResponse, OpenApi, Tags,
};

use super::{session_auth::SignedIn, ApiResult};
use crate::state::AppState;

#[derive(Tags)]
enum Tag {
    /// Homeowners' site-visit questionnaires.
    SiteVisits,
}

#[derive(Debug, ApiResponse)]
pub enum ReportAnswer {
    /// The report as a PDF file.
    #[oai(status = 200, content_type = "application/pdf")]
    Pdf(Binary<Vec<u8>>, #[oai(header = "Content-Disposition")] String),
}

#[derive(Debug, ApiResponse)]
pub enum GeoJsonAnswer {
    /// A GeoJSON FeatureCollection: the lot (`kind: lot`) and each map answer (`kind: answer`,
    /// with its question's id and title and its warnings).
    #[oai(status = 200, content_type = "application/geo+json")]
    GeoJson(Json<serde_json::Value>, #[oai(header = "Content-Disposition")] String),
}

pub struct SiteVisitsApi;

#[OpenApi(tag = "Tag::SiteVisits")]
impl SiteVisitsApi {
    /// A visit as a PDF report
    ///
    /// Needs the session cookie: the visit's owner, or an admin (another user's visit answers
    /// 404). Every answer under its category, the photos, and a to-scale plan of the lot with
    /// every map answer.
    #[oai(path = "/site-visits/:id/report.pdf", method = "get")]
    async fn report(
        &self,
        SignedIn(viewer): SignedIn,
        Data(state): Data<&AppState>,
        id: Path<String>,
    ) -> ApiResult<ReportAnswer> {
        let pdf = state.services.site_visits.report(&viewer, &id, &state.services.media).await?;
        let disposition = "attachment; filename=\"site-visit-report.pdf\"".to_owned();
        Ok(ReportAnswer::Pdf(Binary(pdf), disposition))
    }

    /// A visit's map answers as GeoJSON
    ///
    /// Needs the session cookie: the visit's owner, or an admin. Longitude/latitude (WGS 84).
    #[oai(path = "/site-visits/:id/map.geojson", method = "get")]
    async fn geojson(
        &self,
        SignedIn(viewer): SignedIn,
        Data(state): Data<&AppState>,
        id: Path<String>,
    ) -> ApiResult<GeoJsonAnswer> {
        let features = state.services.site_visits.geojson(&viewer, &id).await?;
        let disposition = "attachment; filename=\"site-visit-map.geojson\"".to_owned();
        Ok(GeoJsonAnswer::GeoJson(Json(features), disposition))
    }
}
