//! A plan's price estimate as GraphQL publishes it.

use async_graphql::{SimpleObject, ID};

use crate::domain::estimates as domain;

/// A price range, dollars.
#[derive(Debug, Clone, Copy, SimpleObject)]
pub struct PriceRange {
    pub min: f64,
    pub max: f64,
}

/// The estimate's headline range and the labor part of it.
#[derive(Debug, Clone, Copy, SimpleObject)]
pub struct SummaryPrice {
    /// Whole project, low end, dollars.
    pub min: f64,
    /// Whole project, high end, dollars.
    pub max: f64,
    /// Labor alone.
    pub labor: PriceRange,
}

/// A plan's national estimate range (`planEstimates`).
#[derive(Debug, Clone, SimpleObject)]
pub struct PlanEstimate {
    pub plan_id: ID,
    pub price: SummaryPrice,
}

/// One line of an estimate.
#[derive(Debug, Clone, SimpleObject)]
pub struct SummaryItem {
    pub title: String,
    /// Dollars, already adjusted for the state.
    pub price: f64,
    /// `service`, `product`, `material` or `labor`.
    #[graphql(name = "type")]
    pub kind: String,
    /// A shop page to confirm current pricing.
    pub url: Option<String>,
    /// A picture of the item.
    pub img: Option<String>,
    /// What the line covers.
    pub description: String,
}

/// A titled list of items and their total.
#[derive(Debug, Clone, SimpleObject)]
pub struct SummaryList {
    pub title: String,
    pub data: Vec<SummaryItem>,
    /// Exactly the sum of the items' prices.
    pub total: f64,
}

/// A plan's estimate.
#[derive(Debug, Clone, SimpleObject)]
pub struct PlanSummary {
    pub price: SummaryPrice,
    pub preconstruction: SummaryList,
    pub products: SummaryList,
    pub materials: SummaryList,
    pub labor: SummaryList,
    /// The state prices were adjusted for, when known.
    pub state_code: Option<String>,
    /// The factor applied to on-site work (1.0 = national average).
    pub cost_index: f64,
}

/// The answer of `getSummary`: `data` is null when the plan is not there.
#[derive(Debug, Clone, SimpleObject)]
pub struct SummaryResult {
    pub data: Option<PlanSummary>,
}

impl From<domain::SummaryList> for SummaryList {
    fn from(list: domain::SummaryList) -> Self {
        let data = list
            .data
            .into_iter()
            .map(|i| SummaryItem {
                title: i.title,
                price: i.price,
                kind: i.kind,
                url: i.url,
                img: i.img,
                description: i.description,
            })
            .collect();
        SummaryList { title: list.title, data, total: list.total }
    }
}

impl From<domain::SummaryPrice> for SummaryPrice {
    fn from(price: domain::SummaryPrice) -> Self {
        let labor = PriceRange { min: price.labor.min, max: price.labor.max };
        SummaryPrice { min: price.min, max: price.max, labor }
    }
}

impl From<domain::PlanSummary> for PlanSummary {
    fn from(s: domain::PlanSummary) -> Self {
        PlanSummary {
            price: s.price.into(),
            preconstruction: s.preconstruction.into(),
            products: s.products.into(),
            materials: s.materials.into(),
            labor: s.labor.into(),
            state_code: s.state_code,
            cost_index: s.cost_index,
        }
    }
}
