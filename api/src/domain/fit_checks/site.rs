//! A fit request's site made ready for the geometry: the lot found (its outline as sent, or the
//! parcel at a point or address), checked as the map checks a lot, its lines' kinds, setbacks
//! and structures with what gave each, and the rule sets of its place.

use geom_wasm::engine::{classify_lines_lon_lat, Engine};
use geom_wasm::{check_lot, LineKind, LocalProjection};
use serde_json::Value;

use super::geojson::polygon_ring;
use super::{LotUsed, ParcelUsed};
use crate::domain::parcels::{Lookup, Parcels};
use crate::domain::places::Places;
use crate::domain::rules::service::RuleSets;
use crate::domain::rules::{Place, RuleSetRecord};
use crate::domain::site_plans::MAX_STRUCTURES;
use crate::error::{AppError, AppResult};

/// Every lot line keeps 4 ft unless the user says otherwise (SPEC; the map's
/// `DEFAULT_SETBACK_FT`, `web/src/features/map/model/lot.ts`).
pub const DEFAULT_SETBACK_FT: f64 = 4.0;
/// A common minimum distance between buildings on one lot (the map's `DEFAULT_SEPARATION_FT`,
/// `web/src/features/map/model/structures.ts`).
pub const DEFAULT_SEPARATION_FT: f64 = 6.0;
/// Most corners one structure may have: a footprint traced from aerial imagery has a few dozen.
pub const MAX_STRUCTURE_CORNERS: usize = 200;
/// Largest setback or separation taken, feet: beyond any code's, and a bound on the geometry.
pub const MAX_DISTANCE_FT: f64 = 1_000.0;

/// Where the lot comes from.
#[derive(Debug, Clone)]
pub enum LotSource {
    /// A GeoJSON Polygon (or a Feature of one) in lon/lat.
    Outline(Value),
    /// A point on the lot: the parcel the configured sources hold there.
    Point { lon: f64, lat: f64 },
    /// An address: geocoded, then the parcel at its point; its place names the local rules.
    Address(String),
}

/// An existing building on the lot.
#[derive(Debug, Clone)]
pub struct StructureInput {
    pub name: String,
    /// `house`, `garage`, `shed`, … (a `house` makes a home plan an ADU).
    pub kind: String,
    /// A GeoJSON Polygon (or a Feature of one) in lon/lat.
    pub footprint: Value,
    /// Least distance a new building keeps from it; the map's default when not given.
    pub separation_ft: Option<f64>,
}

/// The lot and what stands on it, as sent.
#[derive(Debug, Clone)]
pub struct SiteInput {
    pub lot: LotSource,
    /// One setback per lot edge (corner i → i + 1), feet.
    pub setbacks_ft: Option<Vec<f64>>,
    /// One setback for every edge, feet.
    pub setback_ft: Option<f64>,
    /// One kind per lot edge.
    pub line_kinds: Option<Vec<LineKind>>,
    pub structures: Vec<StructureInput>,
    /// The place whose local rules apply (state, county, city); the address's when not given.
    pub place: Option<Place>,
}

/// What gave a setback or separation.
#[derive(Debug, Clone, PartialEq)]
pub enum Given {
    /// The request's field, named.
    Request(String),
    /// The map's default, and why.
    Default(String),
}

#[derive(Debug, Clone)]
pub struct PreparedStructure {
    pub name: String,
    pub kind: String,
    pub outline: Vec<(f64, f64)>,
    pub separation_ft: f64,
    pub given: Given,
}

/// A site ready for the engine.
#[derive(Debug, Clone)]
pub struct PreparedSite {
    /// The lot's corners without repeats, `(lon, lat)`.
    pub lot: Vec<(f64, f64)>,
    pub area_sq_ft: f64,
    /// One per edge when known or needed by the rules; empty otherwise.
    pub kinds: Vec<LineKind>,
    /// Whether the kinds came from the request, the parcel or the address (not assumed).
    pub kinds_known: bool,
    pub setbacks_ft: Vec<f64>,
    pub setback_sources: Vec<Given>,
    pub structures: Vec<PreparedStructure>,
    pub parcel: Option<ParcelUsed>,
    pub rule_sets: Vec<RuleSetRecord>,
    pub zoning: String,
    pub notes: Vec<String>,
}

/// Finds and checks the lot of `input`, and gathers the rule sets of its place.
pub async fn prepare(
    input: SiteInput,
    parcels: &Parcels,
    places: &Places,
    rule_sets: &RuleSets,
) -> AppResult<PreparedSite> {
    // Everything that needs no lookup is refused first, so a bad request costs no geocoding.
    let structures = structures(&input.structures)?;
    if input.setbacks_ft.is_some() && input.setback_ft.is_some() {
        return Err(AppError::Unprocessable(
            "Send setbacksFt (one per edge) or setbackFt (all edges), not both.".into(),
        ));
    }
    let mut place = input.place.filter(|p| !p.state.trim().is_empty());
    let mut address_point = None;
    let (ring, parcel, parcel_kinds) = match input.lot {
        LotSource::Outline(outline) => (polygon_ring(&outline, "lot.outline")?, None, Vec::new()),
        LotSource::Point { lon, lat } => {
            check_point(lon, lat, "lot.point")?;
            parcel_at(parcels, lon, lat).await?
        }
        LotSource::Address(address) => {
            let found = places.search(&address).await?;
            let Some(first) = found.into_iter().next() else {
                return Err(AppError::Unprocessable(format!("lot.address: no place matches \"{}\".", address.trim())));
            };
            if place.is_none() {
                place = first.state.clone().map(|state| Place {
                    state,
                    county: first.county.clone().unwrap_or_default(),
                    city: first.city.clone().unwrap_or_default(),
                });
            }
            address_point = Some((first.lon, first.lat));
            parcel_at(parcels, first.lon, first.lat).await?
        }
    };
    let shape = check_lot(&ring).map_err(|problem| AppError::Unprocessable(format!("lot: {problem}")))?;
    let lot = shape.corners;
    let edges = lot.len();
    let rule_sets = match &place {
        Some(place) => rule_sets.for_place(place).await?,
        None => Vec::new(),
    };
    let mut notes = Vec::new();

    let (setbacks_ft, setback_sources) = match (input.setbacks_ft, input.setback_ft) {
        (Some(list), _) => {
            if list.len() != edges {
                return Err(AppError::Unprocessable(format!(
                    "setbacksFt: one per lot edge — the lot has {edges} edges, {} setbacks were sent.",
                    list.len()
                )));
            }
            for (i, value) in list.iter().enumerate() {
                check_distance(*value, &format!("setbacksFt[{i}]"))?;
            }
            let sources = (0..edges).map(|i| Given::Request(format!("setbacksFt[{i}]"))).collect();
            (list, sources)
        }
        (None, Some(all)) => {
            check_distance(all, "setbackFt")?;
            (vec![all; edges], vec![Given::Request("setbackFt".into()); edges])
        }
        (None, None) => {
            if rule_sets.is_empty() {
                notes.push(format!(
                    "No setback was sent and no local rules are held for this place: each lot line keeps \
                     {DEFAULT_SETBACK_FT} ft, the map's default."
                ));
            }
            let why = format!("No setback was sent: {DEFAULT_SETBACK_FT} ft, the map's default.");
            (vec![DEFAULT_SETBACK_FT; edges], vec![Given::Default(why); edges])
        }
    };

    let flat: Vec<f64> = lot.iter().flat_map(|&(lon, lat)| [lon, lat]).collect();
    let (kinds, kinds_known) = match input.line_kinds {
        Some(kinds) if kinds.len() != edges => {
            return Err(AppError::Unprocessable(format!(
                "lineKinds: one per lot edge — the lot has {edges} edges, {} kinds were sent.",
                kinds.len()
            )));
        }
        Some(kinds) => (kinds, true),
        None if parcel_kinds.len() == edges => (parcel_kinds, true),
        None => match address_point {
            Some((lon, lat)) => {
                let codes = classify_lines_lon_lat(&flat, &[lon, lat], &[], &[])
                    .map_err(|e| AppError::Unprocessable(format!("lot: {e}.")))?;
                (codes.into_iter().filter_map(LineKind::from_code).collect(), true)
            }
            None if !rule_sets.is_empty() => {
                notes.push(
                    "The lot's lines are not named, so each is held to the side setback; send lineKinds \
                     (or the address) to hold the front and rear to theirs."
                        .into(),
                );
                (vec![LineKind::Side; edges], false)
            }
            None => (Vec::new(), false),
        },
    };
    let zoning = parcel.as_ref().map(|p: &ParcelUsed| p.zoning.clone()).unwrap_or_default();
    Ok(PreparedSite {
        lot,
        area_sq_ft: shape.area_sq_ft,
        kinds,
        kinds_known,
        setbacks_ft,
        setback_sources,
        structures,
        parcel,
        rule_sets,
        zoning,
        notes,
    })
}

impl PreparedSite {
    /// The engine with this site and its rules (the plan's building is set by the caller).
    pub fn engine(&self) -> AppResult<Engine> {
        let flat = |ring: &[(f64, f64)]| ring.iter().flat_map(|&(lon, lat)| [lon, lat]).collect::<Vec<f64>>();
        let codes: Vec<u8> = self.kinds.iter().map(|k| k.code()).collect();
        let outlines: Vec<f64> = self.structures.iter().flat_map(|s| flat(&s.outline)).collect();
        let counts: Vec<u32> = self.structures.iter().map(|s| s.outline.len() as u32).collect();
        let separations: Vec<f64> = self.structures.iter().map(|s| s.separation_ft).collect();
        let names = self.structures.iter().map(|s| s.name.clone()).collect();
        let mut engine =
            Engine::new(&flat(&self.lot), &self.setbacks_ft, &codes, &outlines, &counts, &separations, names)
                .map_err(|e| AppError::Unprocessable(format!("lot: {e}.")))?;
        let sets = self.rule_sets.iter().map(RuleSetRecord::to_geometry).collect();
        engine.set_rules(sets, &self.zoning).map_err(|e| AppError::Internal(anyhow::anyhow!("stored rules: {e}")))?;
        Ok(engine)
    }

    pub fn has_house(&self) -> bool {
        self.structures.iter().any(|s| s.kind == "house")
    }

    /// The most specific area whose rules are held for this place; empty when none are.
    pub fn rules_area(&self) -> String {
        self.rule_sets.iter().max_by_key(|s| s.area_level as u8).map(|s| s.area.clone()).unwrap_or_default()
    }

    /// The length of each lot edge (corner `i` → `i + 1`), feet, in the engine's projection.
    pub fn edge_lengths_ft(&self) -> Vec<f64> {
        let (lon0, lat0) = self.lot[0];
        let projection = LocalProjection::new(lon0, lat0);
        let local: Vec<_> = self.lot.iter().map(|&(lon, lat)| projection.to_local(lon, lat)).collect();
        (0..local.len())
            .map(|i| {
                let (a, b) = (local[i], local[(i + 1) % local.len()]);
                (a.x - b.x).hypot(a.y - b.y)
            })
            .collect()
    }

    pub fn lot_used(&self) -> LotUsed {
        LotUsed { outline: self.lot.clone(), area_sq_ft: self.area_sq_ft, parcel: self.parcel.clone() }
    }
}

/// The parcel the configured sources hold at a point, with its lines' kinds.
async fn parcel_at(
    parcels: &Parcels,
    lon: f64,
    lat: f64,
) -> AppResult<(Vec<(f64, f64)>, Option<ParcelUsed>, Vec<LineKind>)> {
    match parcels.at(lon, lat).await? {
        Lookup::Found { parcel, line_kinds, source_name } => {
            let used = ParcelUsed {
                apn: parcel.apn,
                zoning: parcel.zoning,
                situs_address: parcel.situs_address,
                source: source_name,
            };
            Ok((parcel.ring, Some(used), line_kinds))
        }
        Lookup::NoneHere => Err(AppError::Unprocessable(
            "lot: no parcel is recorded at this point (it may be a street); send a point inside the lot, or its outline."
                .into(),
        )),
        Lookup::Unusable(reason) => Err(AppError::Unprocessable(format!(
            "lot: the parcel recorded here cannot be a lot ({}); send the lot's outline.",
            reason.trim_end_matches('.')
        ))),
        Lookup::Unavailable => Err(AppError::Unavailable(
            "The parcel records for this area did not answer; try again later, or send the lot's outline.".into(),
        )),
        Lookup::Uncovered => Err(AppError::Unprocessable(
            "lot: we hold no parcel records for this area; send the lot's outline as a GeoJSON Polygon.".into(),
        )),
    }
}

fn structures(input: &[StructureInput]) -> AppResult<Vec<PreparedStructure>> {
    if input.len() > MAX_STRUCTURES {
        return Err(AppError::Unprocessable(format!(
            "structures: at most {MAX_STRUCTURES} per lot, {} were sent.",
            input.len()
        )));
    }
    input
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let field = format!("structures[{i}]");
            let mut outline = polygon_ring(&s.footprint, &format!("{field}.footprint"))?;
            if outline.len() > 1 && outline.first() == outline.last() {
                outline.pop();
            }
            if outline.len() < 3 || outline.len() > MAX_STRUCTURE_CORNERS {
                return Err(AppError::Unprocessable(format!(
                    "{field}.footprint: 3 to {MAX_STRUCTURE_CORNERS} corners, {} were sent.",
                    outline.len()
                )));
            }
            for &(lon, lat) in &outline {
                check_point(lon, lat, &format!("{field}.footprint"))?;
            }
            let (separation_ft, given) = match s.separation_ft {
                Some(value) => {
                    check_distance(value, &format!("{field}.separationFt"))?;
                    (value, Given::Request(format!("{field}.separationFt")))
                }
                None => (
                    DEFAULT_SEPARATION_FT,
                    Given::Default(format!("No separation was sent: {DEFAULT_SEPARATION_FT} ft, the map's default.")),
                ),
            };
            let name = s.name.trim();
            let name = if name.is_empty() { format!("Structure {}", i + 1) } else { name.chars().take(100).collect() };
            Ok(PreparedStructure { name, kind: s.kind.trim().to_ascii_lowercase(), outline, separation_ft, given })
        })
        .collect()
}

fn check_distance(value: f64, field: &str) -> AppResult<()> {
    if !(value.is_finite() && (0.0..=MAX_DISTANCE_FT).contains(&value)) {
        return Err(AppError::Unprocessable(format!("{field}: feet, from 0 to {MAX_DISTANCE_FT}.")));
    }
    Ok(())
}

pub fn check_point(lon: f64, lat: f64, field: &str) -> AppResult<()> {
    if !(lon.is_finite() && lat.is_finite() && lon.abs() <= 180.0 && lat.abs() <= 90.0) {
        return Err(AppError::Unprocessable(format!(
            "{field}: a longitude from -180 to 180 and a latitude from -90 to 90."
        )));
    }
    Ok(())
}

/// A position to check: a point and a finite angle.
pub fn check_position(lon: f64, lat: f64, angle_deg: f64) -> AppResult<()> {
    check_point(lon, lat, "position")?;
    if !angle_deg.is_finite() {
        return Err(AppError::Unprocessable("position.angleDeg: a number of degrees.".into()));
    }
    Ok(())
}
