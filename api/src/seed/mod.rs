//! The demo seed: a believable catalogue for a fresh install, identical on every run.

mod accounts;
mod back_office;
mod catalogue;
mod floor_plan;
mod illustrations;
mod large;
mod local_rules;
mod places;
mod rng;

pub use accounts::{announce_demo_accounts, seed_demo_accounts, DEMO_ACCOUNTS};
pub use large::grow_catalogue;

use anyhow::Context;
use serde_json::json;

use crate::domain::contractors::{Contractor, ContractorInput};
use crate::domain::plans::{Areas, Plan, PlanFilters, PlanMeta, PlanPhoto, PlanType, Room};
use crate::media::MediaStore;
use crate::store::Store;
use catalogue::{Kind, PlanSpec, CONTRACTORS, PLANS};
use floor_plan::{FloorPlan, RoomKind};
use illustrations::{Building, PALETTES};
use places::PlaceIds;
use rng::{SeedRng, SEED_EPOCH_MILLIS};

/// One day in milliseconds: seeded records are created a day apart.
const DAY_MILLIS: i64 = 86_400_000;
/// States the modular and manufactured homes are delivered to.
const FACTORY_DELIVERY_STATES: [&str; 6] = ["TX", "OK", "KS", "NE", "MO", "CO"];

/// Seeds the demo data when the database has no plans yet; returns whether it did.
pub async fn seed_if_empty(store: &Store, media: &MediaStore) -> anyhow::Result<bool> {
    let (_, total) =
        store.plans().list_plans(&PlanFilters::default(), crate::domain::plans::Page { number: 1, size: 1 }).await?;
    if total > 0 {
        return Ok(false);
    }
    seed(store, media).await?;
    Ok(true)
}

/// Inserts the places directories, contractors and plans, and writes their pictures.
pub async fn seed(store: &Store, media: &MediaStore) -> anyhow::Result<()> {
    let mut rng = SeedRng::new(0x5EED_2025);
    let places = if store.directories().directory_exists("us-states").await? {
        anyhow::bail!("the places directories exist but the catalogue is empty; seed a fresh database");
    } else {
        places::seed_places(store, &mut rng).await.context("seeding places")?
    };

    let mut contractor_ids = Vec::new();
    for (i, spec) in CONTRACTORS.iter().enumerate() {
        let created_at = SEED_EPOCH_MILLIS + i as i64 * DAY_MILLIS;
        let contractor = Contractor {
            id: rng.uuid_v7(created_at),
            details: ContractorInput {
                name: spec.name.to_owned(),
                ceo: spec.ceo.to_owned(),
                phone: spec.phone.to_owned(),
                email: spec.email.to_owned(),
                web_site: spec.web_site.to_owned(),
                about: spec.about.to_owned(),
                specifications: json!({}),
                ..ContractorInput::default()
            },
            created_at,
            updated_at: created_at,
            removed_at: None,
        };
        store.contractors().insert_contractor(&contractor).await.context("seeding contractors")?;
        contractor_ids.push((spec.builds, contractor.id, spec.web_site));
    }

    let mut plan_images = Vec::new();
    for (i, spec) in PLANS.iter().enumerate() {
        let contractor = contractor_ids
            .iter()
            .find(|(builds, _, _)| builds.contains(&spec.kind))
            .map(|(_, id, site)| (id.clone(), *site));
        let plan = build_plan(i, spec, contractor, &places, &mut rng, media).await?;
        store.plans().insert_plan(&plan).await.with_context(|| format!("seeding plan {}", spec.title))?;
        plan_images.push(plan.image);
    }
    back_office::seed_records(store, &mut rng, &plan_images)
        .await
        .context("seeding templates, recommendations and chats")?;
    // Last, so the records above keep the ids earlier seeds gave them.
    local_rules::seed_local_rules(store, &places, &mut rng).await.context("seeding local rules")?;
    Ok(())
}

async fn build_plan(
    index: usize,
    spec: &PlanSpec,
    // The contractor's id and website; the plan's link on view is its page there.
    contractor: Option<(String, &str)>,
    places: &PlaceIds,
    rng: &mut SeedRng,
    media: &MediaStore,
) -> anyhow::Result<Plan> {
    let created_at = SEED_EPOCH_MILLIS + (10 + index as i64) * DAY_MILLIS;
    let id = rng.uuid_v7(created_at);
    let (meta, plan_svg) = drawing(spec);
    let outer_area = spec.width * spec.length;
    let slug = slug(spec.title);
    let palette = PALETTES[rng.below(PALETTES.len())];
    let building = match spec.kind {
        Kind::Shed => Building::StorageShed,
        Kind::Manufactured => Building::Manufactured,
        Kind::Modular => Building::Shed,
        Kind::Cottage if index % 3 == 1 => Building::Shed,
        _ => Building::Gable,
    };

    let mut pictures = vec![
        ("front.svg", illustrations::exterior(building, spec.width, palette, false)),
        ("dusk.svg", illustrations::exterior(building, spec.width, palette, true)),
    ];
    if spec.kind != Kind::Shed {
        pictures.push(("living-room.svg", illustrations::living_room(palette)));
    }
    pictures.push(("floor-plan.svg", plan_svg.clone()));
    let mut photos = Vec::new();
    for (n, (name, svg)) in pictures.iter().enumerate() {
        let url = media.put(&format!("seed/plans/{slug}/{name}"), svg.clone().into_bytes()).await?;
        photos.push(PlanPhoto {
            original: url,
            name: (*name).to_owned(),
            // Every fourth plan keeps its living-room picture unpublished, as a draft would be.
            is_publish: !(index % 4 == 3 && *name == "living-room.svg"),
            // Some plans have a dusk cover photo, which overrides the main image.
            is_primary: index % 5 == 2 && n == 1,
            size: svg.len() as i64,
            mime: "image/svg+xml".to_owned(),
            compressed: None,
            generated: None,
        });
    }
    let image = photos[0].original.clone();

    let mut pre_approved_area = Areas::default();
    for (state, county, city) in spec.pre_approved_in {
        push_unique(&mut pre_approved_area.states, places.state(state));
        push_unique(&mut pre_approved_area.counties, places.county(state, county));
        push_unique(&mut pre_approved_area.cities, places.city(state, city));
    }
    let available = match spec.kind {
        Kind::Modular | Kind::Manufactured => {
            Areas { states: FACTORY_DELIVERY_STATES.iter().map(|s| places.state(s)).collect(), ..Areas::default() }
        }
        _ => Areas::default(),
    };

    Ok(Plan {
        id,
        title: spec.title.to_owned(),
        description: description(spec, outer_area),
        url: contractor.as_ref().map(|(_, site)| format!("{site}/plans/{slug}")).unwrap_or_default(),
        contractor_id: contractor.map(|(id, _)| id),
        decor_id: String::new(),
        image,
        is_hidden: spec.hidden,
        pre_approved: !spec.pre_approved_in.is_empty(),
        meta,
        plan_svg,
        plan_id: String::new(),
        available,
        photos,
        specifications: specifications(spec),
        has_ar_model: false,
        ar_model_link: String::new(),
        plan_cost: plan_cost(spec, outer_area),
        is_modular: spec.kind == Kind::Modular,
        is_manufactured: spec.kind == Kind::Manufactured,
        fix_price: spec.fix_price,
        source_plan: String::new(),
        pre_approved_area,
        created_at,
        updated_at: created_at,
    })
}

/// The plan's measurements and floor-plan drawing, from its spec.
fn drawing(spec: &PlanSpec) -> (PlanMeta, String) {
    let floor_plan = match spec.kind {
        Kind::Shed => {
            FloorPlan::shed(spec.width, spec.length, spec.title.contains("Workshop") || spec.title.contains("Studio"))
        }
        _ => FloorPlan::home(spec.width, spec.length, spec.bedrooms, spec.bathrooms),
    };
    let outer_area = spec.width * spec.length;
    // Sheds are sold by their footprint; homes by the living area inside the walls.
    let total_area = if spec.kind == Kind::Shed { outer_area } else { floor_plan.interior_area().round() };
    let rooms = |kind| floor_plan.areas_of(kind).into_iter().map(|area| Room { area }).collect::<Vec<_>>();
    let meta = PlanMeta {
        plan_type: if spec.kind == Kind::Shed { PlanType::Shed } else { PlanType::House },
        total_area,
        outer_area: Some(outer_area),
        width: spec.width,
        length: spec.length,
        bathroom_count: spec.bathrooms as i32,
        bedroom_count: spec.bedrooms as i32,
        kitchen_count: floor_plan.areas_of(RoomKind::Kitchen).len() as i32,
        height: Some(spec.kind.height_ft()),
        bathroom: rooms(RoomKind::Bathroom),
        bedroom: rooms(RoomKind::Bedroom),
        kitchen: rooms(RoomKind::Kitchen),
    };
    (meta, floor_plan.to_svg(spec.title))
}

fn push_unique(list: &mut Vec<String>, value: String) {
    if !list.contains(&value) {
        list.push(value);
    }
}

fn slug(title: &str) -> String {
    let mut slug = String::new();
    for c in title.chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if !slug.ends_with('-') {
            slug.push('-');
        }
    }
    slug.trim_matches('-').to_owned()
}

fn rooms_phrase(spec: &PlanSpec) -> String {
    let bedrooms = match spec.bedrooms {
        0 => "an open studio layout".to_owned(),
        1 => "one bedroom".to_owned(),
        n => format!("{n} bedrooms"),
    };
    let baths = if spec.bathrooms == 1 { "one bath".to_owned() } else { format!("{} baths", spec.bathrooms) };
    format!("{bedrooms} and {baths}")
}

/// The description quotes the listed (outer) area, the number the plan's label shows.
fn description(spec: &PlanSpec, area: f64) -> String {
    let (w, l) = (spec.width, spec.length);
    match spec.kind {
        Kind::Cottage => format!(
            "A {area:.0} sq ft backyard cottage with {}, on a {w:.0}' × {l:.0}' footprint that fits most suburban lots \
             behind the main house. Vaulted living space, a full kitchen and its own entry make it a rental unit, \
             guest house or home office.",
            rooms_phrase(spec)
        ),
        Kind::House => format!(
            "A single-story {area:.0} sq ft home with {}, on a {w:.0}' × {l:.0}' footprint. Bedrooms sit apart from an \
             open living, dining and kitchen area that opens to the back yard.",
            rooms_phrase(spec)
        ),
        Kind::Shed => format!(
            "A {w:.0}' × {l:.0}' shed ({area:.0} sq ft) with wide double doors, a raised floor and a gable roof: room for \
             garden tools, bikes or a small workbench. Most towns allow sheds under 200 sq ft without a building permit."
        ),
        Kind::Modular => format!(
            "A factory-built modular home of {area:.0} sq ft with {}, delivered in sections and set on your foundation. \
             Built to the local building code, at a fixed price.",
            rooms_phrase(spec)
        ),
        Kind::Manufactured => format!(
            "A HUD-code manufactured home of {area:.0} sq ft with {}, {w:.0}' × {l:.0}', delivered ready to connect to \
             utilities, at a fixed price.",
            rooms_phrase(spec)
        ),
    }
}

fn specifications(spec: &PlanSpec) -> serde_json::Value {
    match spec.kind {
        Kind::Shed => json!({
            "foundation": "Treated skids on gravel pad",
            "roof": "Asphalt shingle, 6:12 pitch",
            "wallHeight": "7 ft",
            "doors": "Double, 5 ft wide",
        }),
        Kind::Manufactured => json!({
            "foundation": "Pier and beam, permanent",
            "roof": "Shingle, 3:12 pitch",
            "ceilingHeight": "8 ft",
            "stories": 1,
            "code": "HUD",
        }),
        _ => json!({
            "foundation": "Slab on grade",
            "roof": "Asphalt shingle, 5:12 pitch",
            "ceilingHeight": "9 ft",
            "stories": 1,
            "insulation": "R-21 walls, R-38 attic",
        }),
    }
}

/// Price of the drawings themselves (construction is estimated separately).
fn plan_cost(spec: &PlanSpec, area: f64) -> f64 {
    match spec.kind {
        Kind::Shed => 149.0,
        Kind::Modular | Kind::Manufactured => 0.0,
        Kind::Cottage | Kind::House => (1_200.0 + area * 1.5).round(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogue_covers_every_kind_within_its_size_range() {
        for spec in PLANS.iter() {
            let area = match spec.kind {
                Kind::Shed => spec.width * spec.length,
                _ => FloorPlan::home(spec.width, spec.length, spec.bedrooms, spec.bathrooms).interior_area(),
            };
            let (min, max) = match spec.kind {
                Kind::Cottage => (300.0, 1_200.0),
                Kind::House => (1_200.0, 2_500.0),
                Kind::Shed => (80.0, 200.0),
                Kind::Modular | Kind::Manufactured => (300.0, 2_500.0),
            };
            assert!((min..=max).contains(&area), "{} is {area} sq ft", spec.title);
            let priced = matches!(spec.kind, Kind::Modular | Kind::Manufactured);
            assert_eq!(spec.fix_price > 0.0, priced, "{}", spec.title);
        }
        assert!(PLANS.len() >= 40);
        assert!(PLANS.iter().filter(|p| p.hidden).count() >= 2);
        assert!(PLANS.iter().filter(|p| !p.pre_approved_in.is_empty()).count() >= 3);
    }

    #[test]
    fn every_bedroom_and_bath_is_usable() {
        for spec in PLANS.iter().filter(|p| p.kind != Kind::Shed) {
            let plan = FloorPlan::home(spec.width, spec.length, spec.bedrooms, spec.bathrooms);
            for room in &plan.rooms {
                let (short, area) = (room.w.min(room.h), room.area());
                match room.kind {
                    RoomKind::Bedroom => {
                        assert!(short >= 8.5 && area >= 90.0, "{}: {room:?}", spec.title)
                    }
                    RoomKind::Bathroom => {
                        assert!(short >= 5.0 && area >= 35.0, "{}: {room:?}", spec.title)
                    }
                    _ => assert!(short >= 5.0, "{}: {room:?}", spec.title),
                }
            }
        }
    }

    #[test]
    fn every_kind_has_a_contractor() {
        for kind in [Kind::Cottage, Kind::House, Kind::Shed, Kind::Modular, Kind::Manufactured] {
            assert!(CONTRACTORS.iter().any(|c| c.builds.contains(&kind)), "{kind:?}");
        }
    }

    #[test]
    fn slugs_are_url_safe() {
        assert_eq!(slug("Garden Shed 8×10"), "garden-shed-8-10");
        assert_eq!(slug("Bike & Tool Shed"), "bike-tool-shed");
    }
}
