//! `/api/v1/plans…`: the catalogue as a visitor sees it — plans filtered, sorted and paged as
//! the catalogue page does (the same filters, words and answers as GraphQL's `plans`), one plan
//! with its published photos, its estimate, its floor plan and its thumbnails. Hidden plans are
//! not found, whatever is asked.

mod estimate;
pub(super) mod plans;

use poem::web::Data;
use poem_openapi::{
    param::{Header, Path, Query},
    Object, OpenApi,
};

use self::estimate::PlanEstimate;
use self::plans::{CataloguePage, CataloguePlan, PlanKind, PlanSort, PlanThumbnails};
use super::caching::{Freshness, JsonAnswer, SvgAnswer};
use super::{KeyOrAnonymous, V1Tag};
use crate::domain::accounts::Viewer;
use crate::domain::estimates::cost_index;
use crate::domain::plans::{self as domain, service::PLAN_NOT_FOUND, DEFAULT_PAGE_SIZE};
use crate::error::{AppError, AppResult};
use crate::rest::ApiResult;
use crate::state::AppState;

pub struct CatalogueApi;

#[OpenApi(tag = "V1Tag::Catalogue")]
impl CatalogueApi {
    /// Plans of the catalogue
    ///
    /// One page of the plans matching the filters, with how many match in all. The filters are
    /// those of the catalogue page and of GraphQL's `plans` (same names, same meaning, same
    /// refusals); filters given together must all hold, the values of one list filter are
    /// alternatives (`bedroomCount=0&bedroomCount=2`: studios and two-bedroom plans). Hidden
    /// plans are never listed.
    #[oai(path = "/v1/plans", method = "get", operation_id = "v1ListPlans")]
    #[allow(clippy::too_many_arguments)]
    async fn plans(
        &self,
        Data(state): Data<&AppState>,
        _auth: KeyOrAnonymous,
        /// House or shed.
        #[oai(name = "type", example = "example_kind")]
        plan_type: Query<Option<PlanKind>>,
        /// Bedroom counts, any of them (0 = studio; 4 also matches more); repeat the parameter
        /// for each, at most 5.
        #[oai(name = "bedroomCount", example = "example_bedrooms")]
        bedroom_count: Query<Option<Vec<i32>>>,
        /// Bathroom counts, any of them (2 also matches more); repeat the parameter for each, at
        /// most 3.
        #[oai(name = "bathroomCount", example = "example_bathrooms")]
        bathroom_count: Query<Option<Vec<i32>>>,
        /// Square-foot bands of the listed area, any of them, each `min-max` (min included, max
        /// excluded) or `min-` (no upper limit): the catalogue's are `0-200`, `200-300`, … by 100
        /// up to `1100-1200`, and `1200-`. Repeat the parameter for each, at most 13.
        #[oai(name = "areaBands", example = "example_bands")]
        area_bands: Query<Option<Vec<String>>>,
        /// Smallest width, feet, at least 0.
        #[oai(name = "minWidth")]
        min_width: Query<Option<f64>>,
        /// Largest width, feet, at least 0.
        #[oai(name = "maxWidth", example = "example_max_width")]
        max_width: Query<Option<f64>>,
        /// Smallest length, feet, at least 0.
        #[oai(name = "minLength")]
        min_length: Query<Option<f64>>,
        /// Largest length, feet, at least 0.
        #[oai(name = "maxLength")]
        max_length: Query<Option<f64>>,
        /// Only plans that are (`true`) or are not (`false`) pre-approved.
        #[oai(name = "preApproved")]
        pre_approved: Query<Option<bool>>,
        /// A US state, by its id in the places directory (`/api/v1/places/states`): plans that
        /// may be built there (they name it, or name no state at all). At most 64 characters.
        #[oai(name = "state", validator(pattern = "^[^\\u0000]*$"))]
        state_id: Query<Option<String>>,
        /// A US county, by its id in the places directory: plans that may be built there.
        #[oai(validator(pattern = "^[^\\u0000]*$"))]
        county: Query<Option<String>>,
        /// A US city, by its id in the places directory: plans that may be built there.
        #[oai(validator(pattern = "^[^\\u0000]*$"))]
        city: Query<Option<String>>,
        /// Plans of this contractor (`/api/v1/contractors`).
        #[oai(name = "contractorId", validator(pattern = "^[^\\u0000]*$"))]
        contractor_id: Query<Option<String>>,
        /// The page's order; `newest` when left out.
        #[oai(example = "example_sort")]
        sort: Query<Option<PlanSort>>,
        /// Page number, from 1 (default 1).
        #[oai(validator(minimum(value = "1")))]
        page: Query<Option<i64>>,
        /// Plans per page, 1 to 100 (default 10).
        #[oai(
            name = "pageSize",
            example = "example_page_size",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        page_size: Query<Option<i64>>,
        /// The `ETag` of a page already held: 304 when it is still the answer.
        #[oai(name = "If-None-Match")]
        if_none_match: Header<Option<String>>,
    ) -> ApiResult<JsonAnswer<CataloguePage>> {
        let query = FitsCatalogue {
            plan_type: plan_type.0,
            bedroom_count: bedroom_count.0,
            bathroom_count: bathroom_count.0,
            area_bands: area_bands.0,
            min_width: min_width.0,
            max_width: max_width.0,
            min_length: min_length.0,
            max_length: max_length.0,
            pre_approved: pre_approved.0,
            state: state_id.0,
            county: county.0,
            city: city.0,
            contractor_id: contractor_id.0,
            sort: sort.0,
            page: page.0,
            page_size: page_size.0,
        };
        let filters = query.into_filters()?;
        let (page, page_size) = (filters.page.unwrap_or(1), filters.page_size.unwrap_or(DEFAULT_PAGE_SIZE));
        let list = state.services.plans.list(&Viewer::anonymous(), filters).await?;
        let answer = CataloguePage {
            items: list.items.iter().map(CataloguePlan::from).collect(),
            total_count: list.total_count,
            page,
            page_size,
        };
        Ok(JsonAnswer::conditional(answer, if_none_match.0.as_deref(), Freshness::Minute))
    }

    /// One plan
    ///
    /// The plan with its measurements, areas and published photos. 404 'Plan not found' when
    /// there is no such plan or it is hidden.
    #[oai(path = "/v1/plans/:id", method = "get", operation_id = "v1GetPlan")]
    async fn plan(
        &self,
        Data(state): Data<&AppState>,
        _auth: KeyOrAnonymous,
        /// Plan id.
        #[oai(example = "example_plan_id", validator(max_length = 64, pattern = "^[^\\u0000]*$"))]
        id: Path<String>,
        /// The `ETag` of the plan already held: 304 when it is still the answer.
        #[oai(name = "If-None-Match")]
        if_none_match: Header<Option<String>>,
    ) -> ApiResult<JsonAnswer<CataloguePlan>> {
        let plan = visible(state, &id).await?;
        Ok(JsonAnswer::conditional(CataloguePlan::from(&plan), if_none_match.0.as_deref(), Freshness::Minute))
    }

    /// A plan's price estimate
    ///
    /// The estimate the plan page shows: four lists of lines (preconstruction, products,
    /// materials, labor) with their totals and the range they add up to; on-site work priced for
    /// `state` when given, else at the national average. 404 'Plan not found' when there is no
    /// such plan or it is hidden; 400 for a state code that is not a US state's.
    #[oai(path = "/v1/plans/:id/estimate", method = "get", operation_id = "v1GetPlanEstimate")]
    async fn estimate(
        &self,
        Data(state): Data<&AppState>,
        _auth: KeyOrAnonymous,
        /// Plan id.
        #[oai(example = "example_plan_id", validator(max_length = 64, pattern = "^[^\\u0000]*$"))]
        id: Path<String>,
        /// The property's state, by its two-letter postal code (any case); the national average
        /// when left out.
        #[oai(name = "state", example = "example_state_code", validator(pattern = "^[A-Za-z]{2}$"))]
        state_code: Query<Option<String>>,
        /// The `ETag` of the estimate already held: 304 when it is still the answer.
        #[oai(name = "If-None-Match")]
        if_none_match: Header<Option<String>>,
    ) -> ApiResult<JsonAnswer<PlanEstimate>> {
        let state_code = state_code.0.as_deref().map(known_state).transpose()?;
        let summary =
            state.services.plans.summary(&Viewer::anonymous(), &id, state_code).await?.ok_or_else(not_found)?;
        let answer = PlanEstimate::new(id.0, summary);
        Ok(JsonAnswer::conditional(answer, if_none_match.0.as_deref(), Freshness::Minute))
    }

    /// A plan's floor plan
    ///
    /// The plan's to-scale floor plan as SVG, sanitised (1 unit = 1 inch; its outline is the
    /// plan's width × length). 404 when there is no such plan, it is hidden or it has no
    /// drawing.
    #[oai(path = "/v1/plans/:id/floor-plan.svg", method = "get", operation_id = "v1GetPlanFloorPlan")]
    async fn floor_plan(
        &self,
        Data(state): Data<&AppState>,
        _auth: KeyOrAnonymous,
        /// Plan id.
        #[oai(example = "example_plan_id", validator(max_length = 64, pattern = "^[^\\u0000]*$"))]
        id: Path<String>,
        /// The `ETag` of the drawing already held: 304 when it is still the answer.
        #[oai(name = "If-None-Match")]
        if_none_match: Header<Option<String>>,
    ) -> ApiResult<SvgAnswer> {
        let svg = state.services.plans.floor_plan_svg(&Viewer::anonymous(), &id).await?;
        Ok(SvgAnswer::conditional(svg, if_none_match.0.as_deref(), Freshness::FiveMinutes))
    }

    /// A plan's thumbnails
    ///
    /// The plan's published photos, each with its list thumbnail and its narrower copies, and
    /// the picture its gallery opens on. 404 'Plan not found' when there is no such plan or it is
    /// hidden.
    #[oai(path = "/v1/plans/:id/thumbnails", method = "get", operation_id = "v1GetPlanThumbnails")]
    async fn thumbnails(
        &self,
        Data(state): Data<&AppState>,
        _auth: KeyOrAnonymous,
        /// Plan id.
        #[oai(example = "example_plan_id", validator(max_length = 64, pattern = "^[^\\u0000]*$"))]
        id: Path<String>,
        /// The `ETag` of the thumbnails already held: 304 when they are still the answer.
        #[oai(name = "If-None-Match")]
        if_none_match: Header<Option<String>>,
    ) -> ApiResult<JsonAnswer<PlanThumbnails>> {
        let plan = visible(state, &id).await?;
        Ok(JsonAnswer::conditional(PlanThumbnails::from(&plan), if_none_match.0.as_deref(), Freshness::Minute))
    }
}

// `GET /api/v1/plans` reads its query parameters into this too, so both ask the catalogue alike.
/// Which plans of the catalogue to hold to the lot: the filters, order and paging of
/// `GET /api/v1/plans`, at most 50 plans a page.
#[derive(Debug, Clone, Default, Object)]
#[oai(rename = "FitsCatalogue", rename_all = "camelCase")]
pub struct FitsCatalogue {
    /// House or shed.
    #[oai(rename = "type")]
    pub plan_type: Option<PlanKind>,
    /// Bedroom counts, any of them (0 = studio; 4 also matches more).
    pub bedroom_count: Option<Vec<i32>>,
    /// Bathroom counts, any of them (2 also matches more).
    pub bathroom_count: Option<Vec<i32>>,
    /// Square-foot bands, each `min-max` or `min-` (`200-300`, `1200-`).
    pub area_bands: Option<Vec<String>>,
    pub min_width: Option<f64>,
    pub max_width: Option<f64>,
    pub min_length: Option<f64>,
    pub max_length: Option<f64>,
    pub pre_approved: Option<bool>,
    /// Place ids of the places directory (`/api/v1/places/…`).
    #[oai(validator(max_length = 64, pattern = "^[^\\u0000]*$"))]
    pub state: Option<String>,
    #[oai(validator(max_length = 64, pattern = "^[^\\u0000]*$"))]
    pub county: Option<String>,
    #[oai(validator(max_length = 64, pattern = "^[^\\u0000]*$"))]
    pub city: Option<String>,
    #[oai(validator(max_length = 64, pattern = "^[^\\u0000]*$"))]
    pub contractor_id: Option<String>,
    /// `newest` when not sent.
    pub sort: Option<PlanSort>,
    /// From 1 (default 1).
    #[oai(validator(minimum(value = "1")))]
    pub page: Option<i64>,
    /// 1 to 50 (default 10).
    #[oai(validator(minimum(value = "1"), maximum(value = "50")))]
    pub page_size: Option<i64>,
}

impl FitsCatalogue {
    /// The catalogue's filters; a square-foot band not written `min-max` or `min-` is refused.
    pub(super) fn into_filters(self) -> AppResult<domain::PlanFilters> {
        let meta = domain::PlanMetaFilter {
            plan_type: self.plan_type.map(Into::into),
            bedroom_count: self.bedroom_count,
            bathroom_count: self.bathroom_count,
            area_bands: self.area_bands.map(|bands| bands.iter().map(|band| area_band(band)).collect()).transpose()?,
            min_width: self.min_width,
            max_width: self.max_width,
            min_length: self.min_length,
            max_length: self.max_length,
        };
        Ok(domain::PlanFilters {
            // No measurement asked: the very filters GraphQL's `plans` gets without `meta`.
            meta: Some(meta).filter(|meta| *meta != domain::PlanMetaFilter::default()),
            pre_approved: self.pre_approved,
            state: self.state,
            county: self.county,
            city: self.city,
            contractor_id: self.contractor_id,
            sort: self.sort.map(Into::into).unwrap_or_default(),
            page: self.page,
            page_size: self.page_size,
            ..domain::PlanFilters::default()
        })
    }
}

/// The plan `id` as a visitor may see it.
async fn visible(state: &AppState, id: &str) -> AppResult<domain::Plan> {
    state.services.plans.visible(&Viewer::anonymous(), id).await?.ok_or_else(not_found)
}

fn not_found() -> AppError {
    AppError::NotFound(PLAN_NOT_FOUND.to_owned())
}

/// A square-foot band as the `areaBands` parameter writes it: `min-max` or `min-`. The bounds
/// themselves are checked by the catalogue's own rules (`0 ≤ min < max`).
fn area_band(text: &str) -> AppResult<domain::AreaBand> {
    let refused =
        || AppError::BadInput("Each square-foot band is written min-max or min- (e.g. 200-300, 1200-).".into());
    let number = |text: &str| text.trim().parse::<f64>().ok().filter(|n| n.is_finite());
    let (min, max) = text.split_once('-').ok_or_else(refused)?;
    let min = number(min).ok_or_else(refused)?;
    let max = match max.trim() {
        "" => None,
        max => Some(number(max).ok_or_else(refused)?),
    };
    Ok(domain::AreaBand { min, max })
}

/// `code` when it is a US state's postal code (estimates are priced per state).
fn known_state(code: &str) -> AppResult<&str> {
    match cost_index::factor(code) {
        Some(_) => Ok(code),
        None => Err(AppError::BadInput("The state must be a US state's two-letter postal code, e.g. CA.".into())),
    }
}

fn example_kind() -> Option<PlanKind> {
    Some(PlanKind::House)
}

fn example_bedrooms() -> Option<Vec<i32>> {
    Some(vec![0, 2])
}

fn example_bathrooms() -> Option<Vec<i32>> {
    Some(vec![1])
}

fn example_bands() -> Option<Vec<String>> {
    Some(vec!["400-500".into(), "1200-".into()])
}

fn example_max_width() -> Option<f64> {
    Some(24.0)
}

fn example_sort() -> Option<PlanSort> {
    Some(PlanSort::Largest)
}

fn example_page_size() -> Option<i64> {
    Some(20)
}

fn example_plan_id() -> String {
    "0194a6c2-3b1e-7d40-9a51-6f2e8c0b7d13".into()
}

fn example_state_code() -> Option<String> {
    Some("CA".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn area_bands_are_read_as_the_catalogue_writes_them() {
        assert_eq!(area_band("200-300").unwrap(), domain::AreaBand { min: 200.0, max: Some(300.0) });
        assert_eq!(area_band("1200-").unwrap(), domain::AreaBand { min: 1200.0, max: None });
        for bad in ["", "200", "-5-10", "a-b", "NaN-", "1-inf"] {
            let err = area_band(bad).unwrap_err();
            assert_eq!(
                err.to_string(),
                "Each square-foot band is written min-max or min- (e.g. 200-300, 1200-).",
                "{bad}"
            );
        }
    }

    #[test]
    fn estimates_are_priced_for_us_states_only() {
        assert_eq!(known_state("ca").unwrap(), "ca");
        assert!(known_state("ZZ").is_err());
    }
}
