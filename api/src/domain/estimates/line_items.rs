//! Line items derived from a plan's size and type, at national prices (2025 dollars).
//!
//! Rates are per square foot of the listed area unless a line says otherwise; products link to
//! a retailer's search page so a homeowner can confirm current prices.

use super::SummaryItem;
use crate::domain::plans::{Plan, PlanType};

/// The four lists before state adjustment.
pub struct DerivedItems {
    pub preconstruction: Vec<SummaryItem>,
    pub products: Vec<SummaryItem>,
    pub materials: Vec<SummaryItem>,
    pub labor: Vec<SummaryItem>,
}

fn item(kind: &str, title: &str, price: f64, description: &str) -> SummaryItem {
    SummaryItem {
        title: title.into(),
        price: price.round(),
        kind: kind.into(),
        url: None,
        img: None,
        description: description.into(),
    }
}

fn product(title: &str, price: f64, description: &str, search: &str) -> SummaryItem {
    SummaryItem {
        url: Some(format!("https://www.homedepot.com/s/{}", search.replace(' ', "%20"))),
        ..item("product", title, price, description)
    }
}

pub fn derive(plan: &Plan) -> DerivedItems {
    let area = plan.meta.listed_area();
    if plan.meta.plan_type == PlanType::Shed {
        return shed(area);
    }
    if plan.is_modular || plan.is_manufactured {
        return factory_built(plan, area);
    }
    site_built(plan, area)
}

fn preconstruction(plan: &Plan, area: f64, utility_fees: f64) -> Vec<SummaryItem> {
    let mut items = vec![item(
        "service",
        super::SITE_PLAN_LINE,
        1_200.0,
        "A surveyed drawing of the lot as it is today, required for the permit.",
    )];
    if plan.plan_cost > 0.0 {
        items.push(item("service", "Architectural plans", plan.plan_cost, "The construction drawings of this plan."));
    }
    if !(plan.is_modular || plan.is_manufactured) {
        items.push(item(
            "service",
            "Structural engineering",
            1_500.0 + area,
            "Engineering calculations and stamped structural sheets.",
        ));
    }
    items.push(item(
        "service",
        "Building permit and plan review",
        500.0 + 2.0 * area,
        "City or county fees for review, permit and inspections.",
    ));
    items.push(item(
        "service",
        "Utility connection fees",
        utility_fees,
        "Water, sewer and electrical service connections.",
    ));
    items
}

fn site_built(plan: &Plan, area: f64) -> DerivedItems {
    let meta = &plan.meta;
    let windows = (area / 100.0).round().max(4.0);
    let mini_splits = (area / 600.0).ceil().max(1.0);
    let is_adu = area <= 1_200.0;
    DerivedItems {
        preconstruction: preconstruction(plan, area, if is_adu { 4_000.0 } else { 6_500.0 }),
        products: vec![
            product(
                "Windows",
                windows * 450.0,
                &format!("{windows:.0} double-hung vinyl windows, low-E glass."),
                "vinyl windows",
            ),
            product(
                "Exterior doors",
                2.0 * 900.0,
                "Front and back doors, insulated fiberglass, with hardware.",
                "exterior doors",
            ),
            product(
                "Kitchen cabinets and countertops",
                f64::from(meta.kitchen_count.max(1)) * (6_500.0 + 3.0 * area),
                "Shaker cabinets and quartz countertops.",
                "kitchen cabinets",
            ),
            product(
                "Kitchen appliances",
                f64::from(meta.kitchen_count.max(1)) * 4_500.0,
                "Range, hood, refrigerator and dishwasher.",
                "kitchen appliance package",
            ),
            product(
                "Bathroom fixtures",
                f64::from(meta.bathroom_count.max(1)) * 2_800.0,
                "Toilet, vanity, shower or tub and fittings, per bathroom.",
                "bathroom vanity",
            ),
            product(
                "Ductless mini-split heat pumps",
                mini_splits * 2_400.0,
                &format!("{mini_splits:.0} heating and cooling zone(s)."),
                "ductless mini split",
            ),
            product("Water heater", 1_400.0, "Heat-pump water heater.", "heat pump water heater"),
        ],
        materials: vec![
            item("material", "Foundation", 9.0 * area, "Concrete slab on grade with footings and rebar."),
            item("material", "Framing lumber and sheathing", 14.0 * area, "Studs, joists, rafters, plywood sheathing."),
            item("material", "Roofing", 7.0 * area, "Underlayment, architectural shingles, flashing and gutters."),
            item("material", "Siding and trim", 7.0 * area, "Fiber-cement lap siding, trim and house wrap."),
            item("material", "Insulation and drywall", 6.0 * area, "R-21 walls, R-38 attic, drywall and tape."),
            item("material", "Flooring", 5.0 * area, "Luxury vinyl plank throughout, tile in wet areas."),
            item("material", "Paint and interior finishes", 3.0 * area, "Primer, paint, doors, casing and base."),
        ],
        labor: vec![
            item("labor", "Site preparation and foundation", 10.0 * area, "Excavation, forming, pouring and backfill."),
            item("labor", "Framing and roofing", 18.0 * area, "Structure, sheathing, roof and windows installed."),
            item(
                "labor",
                "Plumbing, electrical and mechanical",
                24.0 * area,
                "Rough-in and finish of every trade, inspections included.",
            ),
            item(
                "labor",
                "Insulation, drywall and finishes",
                20.0 * area,
                "Insulation, drywall, flooring, cabinets, trim and paint.",
            ),
        ],
    }
}

fn factory_built(plan: &Plan, area: f64) -> DerivedItems {
    let home = if plan.fix_price > 0.0 { plan.fix_price } else { 110.0 * area };
    let what = if plan.is_modular { "Modular home, factory price" } else { "Manufactured home, factory price" };
    let foundation = if plan.is_modular {
        item("material", "Foundation", 9.0 * area, "Perimeter foundation the modules are set on.")
    } else {
        item("material", "Pier foundation and skirting", 5.0 * area, "Permanent piers, tie-downs and skirting.")
    };
    DerivedItems {
        preconstruction: preconstruction(plan, area, 6_000.0),
        products: vec![SummaryItem {
            url: None,
            ..product(what, home, "Built in the factory and delivered complete.", "")
        }],
        materials: vec![foundation, item("material", "Porch and steps", 3_500.0, "Entry landing, steps and railing.")],
        labor: vec![
            item(
                "labor",
                "Delivery and set",
                if plan.is_modular { 12_000.0 } else { 8_000.0 },
                "Transport, crane or set crew, leveling.",
            ),
            item("labor", "Utility hookups", 5_000.0, "Water, sewer and electrical connected to the home."),
            item("labor", "Finish work", 3.0 * area, "Seams, trim and touch-ups after the set."),
        ],
    }
}

fn shed(area: f64) -> DerivedItems {
    DerivedItems {
        preconstruction: vec![item(
            "service",
            "Site leveling and gravel pad",
            300.0 + 3.0 * area,
            "A level, drained base; most sheds under 200 sq ft need no permit.",
        )],
        products: vec![
            product(
                "Door hardware",
                150.0,
                "Hinges, handle and lockable hasp for the double doors.",
                "shed door hardware",
            ),
            product("Shed window", 180.0, "A fixed window for daylight.", "shed window"),
        ],
        materials: vec![
            item("material", "Floor system", 4.0 * area, "Treated skids, joists and plywood floor."),
            item("material", "Framing and sheathing", 12.0 * area, "Studs, rafters and siding panels."),
            item("material", "Roofing", 5.0 * area, "Drip edge, felt and shingles."),
        ],
        labor: vec![item("labor", "Assembly", 10.0 * area, "Build on site, typically in one day.")],
    }
}
