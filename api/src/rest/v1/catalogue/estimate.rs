//! A plan's price estimate as v1 publishes it: the figures of the plan page's price summary.

use poem_openapi::{types::Example, Object};

use crate::domain::estimates as domain;

/// A price range, dollars.
#[derive(Debug, Clone, Copy, Object)]
#[oai(rename = "EstimateRange", rename_all = "camelCase", example)]
pub struct EstimateRange {
    /// Low end, dollars.
    pub min: f64,
    /// High end, dollars.
    pub max: f64,
}

/// The estimate's headline range and the labor part of it.
#[derive(Debug, Clone, Copy, Object)]
#[oai(rename = "EstimatePrice", rename_all = "camelCase", example)]
pub struct EstimatePrice {
    /// Whole project, low end, dollars: the items' sum less what site conditions and
    /// contractors' pricing may save.
    pub min: f64,
    /// Whole project, high end, dollars.
    pub max: f64,
    /// Labor alone.
    pub labor: EstimateRange,
}

/// One line of an estimate.
#[derive(Debug, Clone, Object)]
#[oai(rename = "EstimateItem", rename_all = "camelCase", example)]
pub struct EstimateItem {
    /// What is priced, e.g. 'Foundation'.
    pub title: String,
    /// Dollars, already adjusted for the state (products ship at national prices).
    pub price: f64,
    /// `service`, `product`, `material` or `labor`.
    #[oai(rename = "type")]
    pub kind: String,
    /// A shop page to confirm current pricing; null when none.
    #[oai(nullable)]
    pub url: Option<String>,
    /// A picture of the item; null when none.
    #[oai(nullable)]
    pub image: Option<String>,
    /// What the line covers.
    pub description: String,
}

/// A titled list of estimate lines and their total.
#[derive(Debug, Clone, Object)]
#[oai(rename = "EstimateList", rename_all = "camelCase", example)]
pub struct EstimateList {
    /// The list's heading, e.g. 'Preconstruction'.
    pub title: String,
    /// Its lines.
    pub items: Vec<EstimateItem>,
    /// Exactly the sum of the lines' prices, dollars.
    pub total: f64,
}

/// A plan's price estimate: a range, not a quote. On-site work (preconstruction, materials,
/// labor) is priced for the state when one is given; products ship at national prices.
#[derive(Debug, Clone, Object)]
#[oai(rename = "PlanEstimate", rename_all = "camelCase", example)]
pub struct PlanEstimate {
    /// Plan id.
    pub plan_id: String,
    /// The state on-site work was priced for (postal code); null for the national average.
    #[oai(nullable)]
    pub state_code: Option<String>,
    /// The factor applied to on-site work (1.0 = the national average).
    pub cost_index: f64,
    /// The headline range.
    pub price: EstimatePrice,
    /// Permits, surveys and design.
    pub preconstruction: EstimateList,
    /// Factory-made products (windows, fixtures, appliances…).
    pub products: EstimateList,
    /// Building materials.
    pub materials: EstimateList,
    /// Work on site.
    pub labor: EstimateList,
}

impl From<domain::SummaryList> for EstimateList {
    fn from(list: domain::SummaryList) -> Self {
        let items = list
            .data
            .into_iter()
            .map(|item| EstimateItem {
                title: item.title,
                price: item.price,
                kind: item.kind,
                url: item.url,
                image: item.img,
                description: item.description,
            })
            .collect();
        EstimateList { title: list.title, items, total: list.total }
    }
}

impl PlanEstimate {
    /// The estimate `summary` of plan `plan_id`.
    pub fn new(plan_id: String, summary: domain::PlanSummary) -> PlanEstimate {
        let labor = summary.price.labor;
        PlanEstimate {
            plan_id,
            state_code: summary.state_code,
            cost_index: summary.cost_index,
            price: EstimatePrice {
                min: summary.price.min,
                max: summary.price.max,
                labor: EstimateRange { min: labor.min, max: labor.max },
            },
            preconstruction: summary.preconstruction.into(),
            products: summary.products.into(),
            materials: summary.materials.into(),
            labor: summary.labor.into(),
        }
    }
}

impl Example for EstimateRange {
    fn example() -> Self {
        EstimateRange { min: 16_875.0, max: 21_563.0 }
    }
}

impl Example for EstimatePrice {
    fn example() -> Self {
        EstimatePrice { min: 57_105.0, max: 72_968.0, labor: EstimateRange::example() }
    }
}

impl Example for EstimateItem {
    fn example() -> Self {
        EstimateItem {
            title: "Foundation".into(),
            price: 18_750.0,
            kind: "labor".into(),
            url: None,
            image: None,
            description: "Slab on grade, formed and poured on site.".into(),
        }
    }
}

impl Example for EstimateList {
    fn example() -> Self {
        EstimateList { title: "Labor".into(), items: vec![EstimateItem::example()], total: 18_750.0 }
    }
}

impl Example for PlanEstimate {
    fn example() -> Self {
        let list = |title: &str, item: EstimateItem| EstimateList {
            title: title.into(),
            total: item.price,
            items: vec![item],
        };
        let item = |title: &str, price: f64, kind: &str| EstimateItem {
            title: title.into(),
            price,
            kind: kind.into(),
            url: None,
            image: None,
            description: String::new(),
        };
        PlanEstimate {
            plan_id: "0194a6c2-3b1e-7d40-9a51-6f2e8c0b7d13".into(),
            state_code: Some("CA".into()),
            cost_index: 1.25,
            price: EstimatePrice::example(),
            preconstruction: list("Preconstruction", item("Permits and plan check", 9_500.0, "service")),
            products: EstimateList {
                title: "Products".into(),
                total: 4_200.0,
                items: vec![EstimateItem {
                    url: Some("https://shop.example.com/windows/double-hung-36x48".into()),
                    image: Some("https://shop.example.com/images/double-hung.jpg".into()),
                    ..item("Windows (6)", 4_200.0, "product")
                }],
            },
            materials: list("Materials", item("Framing lumber", 31_000.0, "material")),
            labor: EstimateList::example(),
        }
    }
}
