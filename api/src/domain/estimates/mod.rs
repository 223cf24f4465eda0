//! Price estimates for a plan: four lists of line items (preconstruction, products, materials,
//! labor) with totals, and the price range they add up to. Items come from the admin's own
//! line items when a plan has them (`specifications.estimate`), else from the plan's size and
//! type; on-site work is scaled by the state's cost index when the property's state is known.

pub mod cost_index;
mod line_items;
pub mod utility_runs;

use serde::Deserialize;

use crate::domain::plans::{Plan, PlanType};

/// The estimate is a range: site conditions and contractors' pricing models move the total
/// this far below and above the sum of the items.
pub const RANGE_LOW: f64 = 0.9;
pub const RANGE_HIGH: f64 = 1.15;

/// A price range, dollars.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PriceRange {
    pub min: f64,
    pub max: f64,
}

/// The estimate's headline range and the labor part of it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SummaryPrice {
    /// Whole project, low end, dollars.
    pub min: f64,
    /// Whole project, high end, dollars.
    pub max: f64,
    /// Labor alone.
    pub labor: PriceRange,
}

/// One line of an estimate.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct SummaryItem {
    pub title: String,
    /// Dollars, already adjusted for the state.
    pub price: f64,
    /// `service`, `product`, `material` or `labor`.
    #[serde(rename = "type", default)]
    pub kind: String,
    /// A shop page to confirm current pricing.
    #[serde(default)]
    pub url: Option<String>,
    /// A picture of the item.
    #[serde(default)]
    pub img: Option<String>,
    /// What the line covers.
    #[serde(default)]
    pub description: String,
}

/// A titled list of items and their total.
#[derive(Debug, Clone, PartialEq)]
pub struct SummaryList {
    pub title: String,
    pub data: Vec<SummaryItem>,
    /// Exactly the sum of the items' prices.
    pub total: f64,
}

/// A plan's estimate.
#[derive(Debug, Clone, PartialEq)]
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

/// The four lists as the admin may enter them in `specifications.estimate`.
#[derive(Debug, Default, Deserialize)]
struct EnteredItems {
    preconstruction: Option<Vec<SummaryItem>>,
    products: Option<Vec<SummaryItem>>,
    materials: Option<Vec<SummaryItem>>,
    labor: Option<Vec<SummaryItem>>,
}

/// The estimate line of the 'as is' site plan, the price a site-plan order shows.
pub const SITE_PLAN_LINE: &str = "As-built site plan";

/// Estimates `plan`, scaling on-site work for `state_code` when given and known.
pub fn summarize(plan: &Plan, state_code: Option<&str>) -> PlanSummary {
    summarize_at_site(plan, state_code, &[])
}

/// [`summarize`] for a placed plan whose utility `runs` are measured: they are priced by their
/// length (`utility_runs.rs`), replacing a factory-built home's flat hookup allowance. A shed
/// has no utility line to price.
pub fn summarize_at_site(plan: &Plan, state_code: Option<&str>, runs: &[utility_runs::Run]) -> PlanSummary {
    let (state_code, index) =
        match state_code.and_then(|code| cost_index::factor(code).map(|f| (code.to_uppercase(), f))) {
            Some((code, factor)) => (Some(code), factor),
            None => (None, 1.0),
        };
    let mut derived = line_items::derive(plan);
    let mut entered: EnteredItems =
        plan.specifications.get("estimate").and_then(|v| serde_json::from_value(v.clone()).ok()).unwrap_or_default();
    if let Some(runs) = utility_runs::line_item(runs).filter(|_| plan.meta.plan_type != PlanType::Shed) {
        // The runs are the property's, not the plan's: they join an admin's entered labor too.
        derived.labor.retain(|item| item.title != utility_runs::HOOKUPS_LINE);
        derived.labor.push(runs.clone());
        if let Some(labor) = entered.labor.as_mut() {
            labor.retain(|item| item.title != utility_runs::HOOKUPS_LINE);
            labor.push(runs);
        }
    }
    let list = |title: &str, entered: Option<Vec<SummaryItem>>, derived: Vec<SummaryItem>| {
        let items: Vec<SummaryItem> = entered
            .unwrap_or(derived)
            .into_iter()
            .map(|item| {
                // Products ship at national prices; work on site costs what it costs locally.
                let factor = if item.kind == "product" { 1.0 } else { index };
                SummaryItem { price: (item.price * factor).round(), ..item }
            })
            .collect();
        let total = items.iter().map(|i| i.price).sum();
        SummaryList { title: title.to_owned(), data: items, total }
    };
    let preconstruction = list("Preconstruction", entered.preconstruction, derived.preconstruction);
    let products = list("Products", entered.products, derived.products);
    let materials = list("Materials", entered.materials, derived.materials);
    let labor = list("Labor", entered.labor, derived.labor);
    let total = preconstruction.total + products.total + materials.total + labor.total;
    let price = SummaryPrice {
        min: (total * RANGE_LOW).round(),
        max: (total * RANGE_HIGH).round(),
        labor: PriceRange { min: (labor.total * RANGE_LOW).round(), max: (labor.total * RANGE_HIGH).round() },
    };
    PlanSummary { price, preconstruction, products, materials, labor, state_code, cost_index: index }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::plans::{Areas, PlanMeta, PlanType};
    use serde_json::json;

    fn plan(plan_type: PlanType, width: f64, length: f64, modular: bool, fix_price: f64) -> Plan {
        Plan {
            id: "p".into(),
            title: "Test".into(),
            description: String::new(),
            contractor_id: None,
            url: String::new(),
            decor_id: String::new(),
            image: String::new(),
            is_hidden: false,
            pre_approved: false,
            meta: PlanMeta {
                plan_type,
                total_area: width * length * 0.9,
                outer_area: Some(width * length),
                width,
                length,
                bathroom_count: 1,
                bedroom_count: 1,
                kitchen_count: 1,
                height: None,
                bathroom: vec![],
                bedroom: vec![],
                kitchen: vec![],
            },
            plan_svg: String::new(),
            plan_id: String::new(),
            available: Areas::default(),
            photos: vec![],
            specifications: json!({}),
            has_ar_model: false,
            ar_model_link: String::new(),
            plan_cost: 2_000.0,
            is_modular: modular,
            is_manufactured: false,
            fix_price,
            source_plan: String::new(),
            pre_approved_area: Areas::default(),
            created_at: 0,
            updated_at: 0,
        }
    }

    fn all_lists(s: &PlanSummary) -> [&SummaryList; 4] {
        [&s.preconstruction, &s.products, &s.materials, &s.labor]
    }

    #[test]
    fn totals_add_up_and_the_range_brackets_them() {
        for p in [
            plan(PlanType::House, 24.0, 30.0, false, 0.0),
            plan(PlanType::Shed, 10.0, 12.0, false, 0.0),
            plan(PlanType::House, 24.0, 40.0, true, 179_000.0),
        ] {
            let s = summarize(&p, Some("TX"));
            let mut sum = 0.0;
            for list in all_lists(&s) {
                assert!(!list.data.is_empty(), "{}", list.title);
                assert_eq!(list.total, list.data.iter().map(|i| i.price).sum::<f64>());
                assert!(list.data.iter().all(|i| i.price > 0.0 && i.price.fract() == 0.0));
                sum += list.total;
            }
            assert_eq!(s.price.min, (sum * RANGE_LOW).round());
            assert_eq!(s.price.max, (sum * RANGE_HIGH).round());
            assert_eq!(s.price.labor.min, (s.labor.total * RANGE_LOW).round());
        }
    }

    #[test]
    fn the_state_scales_work_on_site_but_not_products() {
        let p = plan(PlanType::House, 24.0, 30.0, false, 0.0);
        let (national, california) = (summarize(&p, None), summarize(&p, Some("ca")));
        assert_eq!((national.cost_index, national.state_code.as_deref()), (1.0, None));
        assert_eq!((california.cost_index, california.state_code.as_deref()), (1.25, Some("CA")));
        assert_eq!(california.products, national.products);
        assert!((california.labor.total / national.labor.total - 1.25).abs() < 0.01);
        assert!(california.price.max > national.price.max);
        assert_eq!(summarize(&p, Some("XX")).cost_index, 1.0, "unknown states use the national average");
    }

    #[test]
    fn factory_homes_are_priced_from_their_fixed_price() {
        let s = summarize(&plan(PlanType::House, 24.0, 40.0, true, 179_000.0), None);
        assert_eq!(s.products.total, 179_000.0);
        assert!(s.price.min > 179_000.0, "site work comes on top");
    }

    #[test]
    fn shop_links_come_with_products() {
        let s = summarize(&plan(PlanType::House, 24.0, 30.0, false, 0.0), None);
        assert!(s.products.data.iter().all(|i| i.url.as_deref().is_some_and(|u| u.starts_with("https://"))));
        assert!(s.labor.data.iter().all(|i| i.url.is_none()));
    }

    #[test]
    fn admin_entered_items_replace_the_derived_ones() {
        let mut p = plan(PlanType::House, 24.0, 30.0, false, 0.0);
        p.specifications = json!({ "estimate": { "labor": [
            { "title": "Crew, turnkey", "price": 90000, "type": "labor" },
            { "title": "Cleanup", "price": 1500, "type": "labor", "description": "Haul-away" }
        ] } });
        let s = summarize(&p, Some("TX"));
        assert_eq!(s.labor.data.len(), 2);
        assert_eq!(s.labor.total, (90_000.0f64 * 0.88).round() + (1_500.0f64 * 0.88).round());
        assert_eq!(s.materials, summarize(&plan(PlanType::House, 24.0, 30.0, false, 0.0), Some("TX")).materials);
    }
}
