//! The catalogue's filter inputs, turned into the domain's filters (which the plans service
//! validates and narrows to what the viewer may see).

use async_graphql::InputObject;

use super::plans::PlanType;
use crate::domain::plans as domain;

/// A square-foot band of the listed area (outer area, else total area): `min` ≤ area < `max`;
/// no `max` means open-ended (the '1200+' band).
#[derive(Debug, Clone, Copy, InputObject)]
pub struct AreaBand {
    /// Smallest area, sq ft, included.
    pub min: f64,
    /// Largest area, sq ft, excluded; none for no upper limit.
    pub max: Option<f64>,
}

/// Filters on a plan's measurements and rooms.
#[derive(Debug, Clone, InputObject)]
pub struct PlanMetaFilter {
    /// House or shed.
    #[graphql(name = "type")]
    pub plan_type: Option<PlanType>,
    /// Any of these bedroom counts (0 = studio); the highest option, 4, also matches more.
    /// At most 5 counts.
    pub bedroom_count: Option<Vec<i32>>,
    /// Any of these bathroom counts; the highest option, 2, also matches more. At most 3
    /// counts.
    pub bathroom_count: Option<Vec<i32>>,
    /// Any of these square-foot bands, at most 13.
    pub area_bands: Option<Vec<AreaBand>>,
    /// Feet, at least 0.
    pub min_width: Option<f64>,
    /// Feet, at least 0.
    pub max_width: Option<f64>,
    /// Feet, at least 0.
    pub min_length: Option<f64>,
    /// Feet, at least 0.
    pub max_length: Option<f64>,
}

/// Catalogue query: which plans, which page.
#[derive(Debug, Clone, InputObject)]
pub struct PlanFilters {
    /// Admin filter: plans of this contractor.
    pub contractor_id: Option<String>,
    /// Admin filter; other callers always get visible plans only.
    pub is_hidden: Option<bool>,
    /// Only plans that are (or are not) pre-approved.
    pub pre_approved: Option<bool>,
    /// Filters on measurements and rooms.
    pub meta: Option<PlanMetaFilter>,
    /// Only these plans (recently viewed ones), in this order; at most 100 ids.
    pub last_viewed: Option<Vec<String>>,
    /// Directory value id of a state the plan is available in.
    pub state: Option<String>,
    /// Directory value id of a county the plan is available in.
    pub county: Option<String>,
    /// Directory value id of a city the plan is available in.
    pub city: Option<String>,
    /// 1-based page number.
    pub page: Option<i64>,
    /// Plans per page, 1 to 100 (default 10).
    pub page_size: Option<i64>,
    /// Admin filter: the plan's configurator id.
    pub plan_id: Option<String>,
}

impl From<PlanMetaFilter> for domain::PlanMetaFilter {
    fn from(m: PlanMetaFilter) -> Self {
        domain::PlanMetaFilter {
            plan_type: m.plan_type.map(Into::into),
            bedroom_count: m.bedroom_count,
            bathroom_count: m.bathroom_count,
            area_bands: m
                .area_bands
                .map(|bands| bands.into_iter().map(|b| domain::AreaBand { min: b.min, max: b.max }).collect()),
            min_width: m.min_width,
            max_width: m.max_width,
            min_length: m.min_length,
            max_length: m.max_length,
        }
    }
}

impl From<PlanFilters> for domain::PlanFilters {
    fn from(f: PlanFilters) -> Self {
        domain::PlanFilters {
            contractor_id: f.contractor_id,
            is_hidden: f.is_hidden,
            pre_approved: f.pre_approved,
            meta: f.meta.map(Into::into),
            last_viewed: f.last_viewed,
            state: f.state,
            county: f.county,
            city: f.city,
            page: f.page,
            page_size: f.page_size,
            plan_id: f.plan_id,
            // GraphQL lists in the catalogue's own order.
            sort: domain::PlanSort::Newest,
        }
    }
}
