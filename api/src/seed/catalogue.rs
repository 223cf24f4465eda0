//! The demo catalogue: 44 plans of every kind the product sells, with their contractors.

/// What kind of product a demo plan is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A backyard cottage / ADU, 300–1,200 sq ft (listed, outer area).
    Cottage,
    /// A main house, up to 2,500 sq ft.
    House,
    /// A storage or workshop shed, 80–200 sq ft.
    Shed,
    /// A factory-built modular home with a fixed price.
    Modular,
    /// A manufactured (HUD-code) home with a fixed price.
    Manufactured,
}

impl Kind {
    /// The demo plans' height to the top of the roof, feet (made-up, typical of the kind: a
    /// one-storey gable cottage, a two-storey house, a shed, a factory-built single storey).
    pub fn height_ft(self) -> f64 {
        match self {
            Kind::Cottage => 15.0,
            Kind::House => 24.0,
            Kind::Shed => 10.0,
            Kind::Modular => 14.0,
            Kind::Manufactured => 13.0,
        }
    }
}

/// One demo plan before it is expanded into a full record.
#[derive(Debug, Clone, Copy)]
pub struct PlanSpec {
    pub title: &'static str,
    pub kind: Kind,
    pub width: f64,
    pub length: f64,
    pub bedrooms: u32,
    pub bathrooms: u32,
    /// Price of a modular or manufactured home.
    pub fix_price: f64,
    pub hidden: bool,
    /// `(state code, county, city)` areas where the plan is pre-approved.
    pub pre_approved_in: &'static [(&'static str, &'static str, &'static str)],
}

const fn plan(title: &'static str, kind: Kind, width: f64, length: f64, bedrooms: u32, bathrooms: u32) -> PlanSpec {
    PlanSpec { title, kind, width, length, bedrooms, bathrooms, fix_price: 0.0, hidden: false, pre_approved_in: &[] }
}

const fn priced(spec: PlanSpec, fix_price: f64) -> PlanSpec {
    PlanSpec { fix_price, ..spec }
}

const fn hidden(spec: PlanSpec) -> PlanSpec {
    PlanSpec { hidden: true, ..spec }
}

const fn pre_approved(spec: PlanSpec, areas: &'static [(&'static str, &'static str, &'static str)]) -> PlanSpec {
    PlanSpec { pre_approved_in: areas, ..spec }
}

const LOS_ANGELES: (&str, &str, &str) = ("CA", "Los Angeles County", "Los Angeles");
const SAN_DIEGO: (&str, &str, &str) = ("CA", "San Diego County", "San Diego");
const SAN_MATEO: (&str, &str, &str) = ("CA", "San Mateo County", "Redwood City");
const SEATTLE: (&str, &str, &str) = ("WA", "King County", "Seattle");
const PORTLAND: (&str, &str, &str) = ("OR", "Multnomah County", "Portland");
const AUSTIN: (&str, &str, &str) = ("TX", "Travis County", "Austin");

use Kind::*;

pub const PLANS: [PlanSpec; 44] = [
    plan("The Juniper Studio", Cottage, 16.0, 22.0, 0, 1),
    plan("Aspen Studio", Cottage, 18.0, 24.0, 0, 1),
    pre_approved(plan("The Wren", Cottage, 20.0, 24.0, 1, 1), &[LOS_ANGELES]),
    plan("Laurel One", Cottage, 20.0, 28.0, 1, 1),
    pre_approved(plan("Cypress Cottage", Cottage, 22.0, 28.0, 1, 1), &[SAN_MATEO]),
    plan("The Alder", Cottage, 24.0, 28.0, 1, 1),
    pre_approved(plan("Madrone", Cottage, 24.0, 30.0, 2, 1), &[LOS_ANGELES, SAN_DIEGO]),
    plan("The Sycamore", Cottage, 24.0, 32.0, 2, 1),
    plan("Willow Creek ADU", Cottage, 26.0, 32.0, 2, 1),
    pre_approved(plan("The Hawthorn", Cottage, 26.0, 34.0, 2, 2), &[SEATTLE]),
    plan("Manzanita", Cottage, 28.0, 34.0, 2, 2),
    pre_approved(plan("The Sequoia", Cottage, 28.0, 36.0, 2, 2), &[PORTLAND]),
    plan("Bayview Two", Cottage, 30.0, 36.0, 2, 2),
    plan("The Redwood", Cottage, 30.0, 38.0, 3, 2),
    hidden(plan("Poppy Studio", Cottage, 17.0, 20.0, 0, 1)),
    pre_approved(plan("Sagebrush", Cottage, 22.0, 26.0, 1, 1), &[AUSTIN]),
    plan("The Oakridge", House, 36.0, 40.0, 3, 2),
    plan("Meadowlark", House, 38.0, 42.0, 3, 2),
    plan("The Prairie", House, 40.0, 44.0, 3, 2),
    plan("Brookside", House, 40.0, 48.0, 4, 2),
    plan("The Hillcrest", House, 44.0, 48.0, 4, 3),
    plan("Summit Ranch", House, 46.0, 52.0, 4, 3),
    plan("The Magnolia", House, 48.0, 52.0, 4, 3),
    plan("Cedar Hollow", House, 34.0, 40.0, 3, 2),
    plan("The Bungalow 1400", House, 35.0, 42.0, 3, 2),
    plan("Riverside", House, 42.0, 46.0, 3, 2),
    hidden(plan("Greenfield", House, 48.0, 50.0, 4, 3)),
    plan("The Cottonwood", House, 38.0, 46.0, 3, 2),
    plan("Garden Shed 8×10", Shed, 8.0, 10.0, 0, 0),
    plan("Potting Shed", Shed, 10.0, 10.0, 0, 0),
    plan("Lean-To Storage", Shed, 10.0, 12.0, 0, 0),
    plan("Workshop 12×12", Shed, 12.0, 12.0, 0, 0),
    plan("Gable Barn Shed", Shed, 10.0, 14.0, 0, 0),
    plan("Studio Shed", Shed, 12.0, 14.0, 0, 0),
    plan("Bike & Tool Shed", Shed, 10.0, 16.0, 0, 0),
    hidden(plan("Modern Lean-To", Shed, 12.0, 16.0, 0, 0)),
    priced(plan("ModuLine 640", Modular, 16.0, 40.0, 1, 1), 129_000.0),
    priced(plan("ModuLine 960", Modular, 24.0, 40.0, 2, 1), 179_000.0),
    priced(plan("ModuLine 1280", Modular, 32.0, 40.0, 3, 2), 239_000.0),
    priced(plan("Urban Box 480", Modular, 12.0, 40.0, 0, 1), 99_000.0),
    priced(plan("Single-Wide 16×66", Manufactured, 16.0, 66.0, 2, 2), 89_000.0),
    priced(plan("Single-Wide 16×76", Manufactured, 16.0, 76.0, 3, 2), 99_500.0),
    priced(plan("Double-Wide 28×56", Manufactured, 28.0, 56.0, 3, 2), 139_000.0),
    priced(plan("Double-Wide 32×64", Manufactured, 32.0, 64.0, 4, 2), 169_000.0),
];

/// A demo contractor.
pub struct ContractorSpec {
    pub name: &'static str,
    pub ceo: &'static str,
    pub phone: &'static str,
    pub email: &'static str,
    pub web_site: &'static str,
    pub about: &'static str,
    pub builds: &'static [Kind],
}

pub const CONTRACTORS: [ContractorSpec; 4] = [
    ContractorSpec {
        name: "Pacific ADU Builders",
        ceo: "Maria Alvarez",
        phone: "(415) 555-0142",
        email: "hello@pacific-adu.example.com",
        web_site: "https://pacific-adu.example.com",
        about: "Design-build firm for backyard cottages on the West Coast: permits, site work and construction under one contract.",
        builds: &[Cottage],
    },
    ContractorSpec {
        name: "Cedar & Stone Homes",
        ceo: "James Whitaker",
        phone: "(512) 555-0187",
        email: "info@cedarstone.example.com",
        web_site: "https://cedarstone.example.com",
        about: "Custom single-family homes from 1,300 to 2,500 sq ft, built with local crews since 2004.",
        builds: &[House],
    },
    ContractorSpec {
        name: "Heartland Modular",
        ceo: "Dana Brooks",
        phone: "(316) 555-0110",
        email: "sales@heartland-modular.example.com",
        web_site: "https://heartland-modular.example.com",
        about: "Factory-built modular and manufactured homes delivered and set on your foundation at a fixed price.",
        builds: &[Modular, Manufactured],
    },
    ContractorSpec {
        name: "Backyard Sheds Co.",
        ceo: "Tom Nguyen",
        phone: "(503) 555-0163",
        email: "orders@backyardsheds.example.com",
        web_site: "https://backyardsheds.example.com",
        about: "Garden, storage and workshop sheds, built on site in a day.",
        builds: &[Shed],
    },
];
