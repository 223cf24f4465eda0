//! The API's own fit check of a placement being saved: the map state's lot, structures and
//! placement, the plan's size from the catalogue, held to the local rules of the lot's place by
//! the same geometry code the homeowner's browser ran. What is saved is this check's answer, so a
//! saved result says what the rules (at the version it names) make of the placement.

use geom_wasm::engine::Engine;
use geom_wasm::rules::{with_unit, Building, BuildingKind, Figure, Resolved};
use geom_wasm::{FitReport, LineKind};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::RuleSetRecord;
use crate::domain::plans::{PlanMeta, PlanType};

/// A figure of the placement held to the rule that applies, as saved.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SavedFigure {
    /// `sideSetback`, `livingArea`, …
    pub figure: String,
    /// "Side setback"
    pub label: String,
    /// The rule's figure, and the placement's.
    pub required: f64,
    pub actual: f64,
    /// `ft`, `sq ft` or `%`.
    pub unit: String,
    /// A least distance ("at least 4 ft"), not a greatest size ("at most 850 sq ft").
    #[serde(default)]
    pub minimum: bool,
    /// `clear`, `near` or `violated`.
    pub status: String,
    /// Exempt from the coverage limit (small enough).
    #[serde(default)]
    pub exempt: bool,
    pub citation: String,
    #[serde(default)]
    pub url: String,
    /// The area whose rule it is.
    pub area: String,
    /// Example data, to be verified with the city.
    #[serde(default)]
    pub example: bool,
    /// The stricter local figure a state's limit set aside, in words; empty when none.
    #[serde(default)]
    pub set_aside: String,
}

/// A rule set a check was held to, at the version it was.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SavedRuleSet {
    pub id: String,
    pub version: i64,
    pub name: String,
    pub area: String,
}

/// The local rules a saved placement was checked against.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SavedRules {
    /// The most specific area whose rules applied: "Pleasanton, CA".
    pub area: String,
    /// The kind of building it was held to: "detached ADU".
    pub building: String,
    /// "Fits the detached ADU rules of Pleasanton, CA." or what breaks them.
    pub verdict: String,
    pub figures: Vec<SavedFigure>,
    pub rule_sets: Vec<SavedRuleSet>,
}

/// The API's check of a saved placement.
#[derive(Debug, Clone, PartialEq)]
pub struct SavedCheck {
    pub report: FitReport,
    pub rules: Option<SavedRules>,
}

/// The kind of building a plan is held to on a lot: the homeowner's choice when the map names
/// one; else a shed is a shed, and a home is a detached ADU beside an existing house or the
/// house of an empty lot. The map screen decides the same way (`buildingKind.ts`).
pub fn building_kind(map: &Value, plan_type: PlanType) -> BuildingKind {
    let chosen = map.get("building").and_then(|b| b.as_str()).and_then(BuildingKind::parse);
    let structures = map.get("structures").and_then(|s| s.as_array());
    let has_house =
        structures.is_some_and(|list| list.iter().any(|s| s.get("kind").and_then(|k| k.as_str()) == Some("house")));
    kind_on_lot(plan_type, chosen, has_house)
}

/// [`building_kind`] of a plan of `plan_type`, the `chosen` kind if any, on a lot that holds a
/// house or not.
pub fn kind_on_lot(plan_type: PlanType, chosen: Option<BuildingKind>, has_house: bool) -> BuildingKind {
    match (plan_type, chosen) {
        (PlanType::Shed, _) => BuildingKind::Shed,
        (PlanType::House, Some(kind)) if kind != BuildingKind::Shed => kind,
        (PlanType::House, _) if has_house => BuildingKind::Adu,
        (PlanType::House, _) => BuildingKind::House,
    }
}

/// The geometry engine set up for the placement saved in `map` of a plan of `meta`, held to
/// `sets` (the rule sets of the lot's place; empty when none apply), with the placement (`lon`,
/// `lat`, `angle_deg`) and the building it is held as. `None` when the map holds no lot or
/// placement to check.
pub fn placed(map: &Value, meta: &PlanMeta, sets: &[RuleSetRecord]) -> Option<Placed> {
    let lot = map.get("lot")?;
    let corners = lon_lats(lot.get("corners")?)?;
    let setbacks = numbers(lot.get("setbacksFt")?)?;
    let kinds: Vec<u8> = match lot.get("lineKinds").and_then(|k| k.as_array()) {
        Some(kinds) if !kinds.is_empty() => {
            kinds.iter().map(|k| k.as_str().and_then(LineKind::parse).map(LineKind::code)).collect::<Option<_>>()?
        }
        _ => Vec::new(),
    };
    // As the map does (`usePlanPlacement`): a drawn lot's lines are all sides by default, named
    // by number, until a front is found or marked — or local rules set setbacks by kind.
    let chosen = lot.get("lineKindsChosen").and_then(|c| c.as_array()).is_some_and(|c| c.iter().any(|v| v == true));
    let side = LineKind::Side.code();
    let known = chosen || kinds.iter().any(|&k| k != side);
    let kinds = if known || !sets.is_empty() { kinds } else { Vec::new() };
    let mut structures = Vec::new();
    let (mut counts, mut separations, mut names) = (Vec::new(), Vec::new(), Vec::new());
    for s in map.get("structures").and_then(|s| s.as_array()).map(Vec::as_slice).unwrap_or_default() {
        let outline = lon_lats(s.get("corners")?)?;
        counts.push(u32::try_from(outline.len() / 2).ok()?);
        structures.extend(outline);
        separations.push(s.get("separationFt")?.as_f64()?);
        names.push(s.get("name").and_then(|n| n.as_str()).unwrap_or_default().to_owned());
    }
    let placement = map.get("placement")?;
    let (lon, lat, angle) =
        (placement.get("lon")?.as_f64()?, placement.get("lat")?.as_f64()?, placement.get("angleDeg")?.as_f64()?);
    let mut engine = Engine::new(&corners, &setbacks, &kinds, &structures, &counts, &separations, names).ok()?;
    let zoning = lot.pointer("/parcel/zoning").and_then(|z| z.as_str()).unwrap_or_default();
    let geometry_sets: Vec<_> = sets.iter().map(RuleSetRecord::to_geometry).collect();
    engine.set_rules(geometry_sets, zoning).ok()?;
    let building = Building {
        kind: building_kind(map, meta.plan_type),
        living_area_sqft: meta.total_area,
        bedrooms: u32::try_from(meta.bedroom_count).unwrap_or(0),
        height_ft: meta.height,
    };
    let resolved = engine.set_building(building).clone();
    Some(Placed { engine, lon, lat, angle_deg: angle, kind: building.kind, resolved })
}

/// A saved placement ready to check or draw: the engine with the lot, structures and rules.
pub struct Placed {
    pub engine: Engine,
    pub lon: f64,
    pub lat: f64,
    pub angle_deg: f64,
    pub kind: BuildingKind,
    /// The figures that hold for the plan.
    pub resolved: Resolved,
}

/// Checks the placement saved in `map` of a plan of `meta` against `sets` (the rule sets of the
/// lot's place; empty when none apply). `None` when the map holds no lot or placement to check.
pub fn check(map: &Value, meta: &PlanMeta, sets: &[RuleSetRecord]) -> Option<SavedCheck> {
    let p = placed(map, meta, sets)?;
    let report = p.engine.check(p.lon, p.lat, p.angle_deg, meta.width, meta.length, false);
    let rules = (!p.resolved.applied.is_empty()).then(|| saved_rules(&p.resolved, &report, p.kind));
    Some(SavedCheck { report, rules })
}

pub fn saved_rules(resolved: &Resolved, report: &FitReport, kind: BuildingKind) -> SavedRules {
    let figures = report
        .rules
        .iter()
        .filter_map(|c| {
            let rule = resolved.applied.get(c.rule as usize)?;
            let unit = rule.figure.unit();
            Some(SavedFigure {
                figure: figure_key(rule.figure).to_owned(),
                label: rule.figure.label().to_owned(),
                required: rule.value,
                actual: c.actual,
                unit: unit.to_owned(),
                minimum: rule.figure.is_minimum(),
                status: c.status.as_str().to_owned(),
                exempt: c.exempt,
                citation: rule.citation.clone(),
                url: rule.url.clone(),
                area: rule.area.clone(),
                example: rule.example,
                set_aside: rule
                    .set_aside
                    .as_ref()
                    .map(|s| format!("{} asks {}; state law allows no more.", s.area, with_unit(s.value, unit)))
                    .unwrap_or_default(),
            })
        })
        .collect();
    let rule_sets = resolved
        .versions()
        .into_iter()
        .map(|(id, version)| {
            let rule = resolved.applied.iter().find(|a| a.rule_set_id == id);
            SavedRuleSet {
                name: rule.map(|r| r.area.clone()).unwrap_or_default(),
                area: rule.map(|r| r.area.clone()).unwrap_or_default(),
                id,
                version: version.into(),
            }
        })
        .collect();
    SavedRules {
        area: resolved.area.clone(),
        building: kind.label().to_owned(),
        verdict: report.verdict.clone(),
        figures,
        rule_sets,
    }
}

/// The figure's name as the API spells it.
fn figure_key(figure: Figure) -> &'static str {
    match figure {
        Figure::FrontSetback => "frontSetback",
        Figure::SideSetback => "sideSetback",
        Figure::RearSetback => "rearSetback",
        Figure::StreetSideSetback => "streetSideSetback",
        Figure::Separation => "separation",
        Figure::Footprint => "footprint",
        Figure::LivingArea => "livingArea",
        Figure::Coverage => "coverage",
        Figure::CoverageExemption => "coverageExemption",
        Figure::Height => "height",
    }
}

/// `[[lon, lat], …]` as a flat list; `None` unless every pair is two finite numbers.
fn lon_lats(value: &Value) -> Option<Vec<f64>> {
    let mut flat = Vec::new();
    for pair in value.as_array()? {
        let pair = pair.as_array()?;
        if pair.len() != 2 {
            return None;
        }
        flat.push(pair[0].as_f64()?);
        flat.push(pair[1].as_f64()?);
    }
    Some(flat)
}

fn numbers(value: &Value) -> Option<Vec<f64>> {
    value.as_array()?.iter().map(Value::as_f64).collect()
}
