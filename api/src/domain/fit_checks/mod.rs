//! The fit check of the integrators' API (`/api/v1/fit-check`, `/api/v1/fits`): a lot — an
//! outline, or a point or address whose parcel the configured sources find — its setbacks or the
//! local rules of its place, its structures, and a plan at a position or at its best one. The
//! same geometry crate the homeowner's map runs in its worker answers (`geom_wasm::Engine`,
//! linked natively), so the figures are the map's to the bit; each comes with the rule or the
//! input it was held to.
//!
//! The work is bounded: inputs have limits (corners, structures, the lot's size) checked before
//! any geometry, a check at a given position takes microseconds, and the searches (the best
//! position, which plans of a page fit) run on the blocking pool, a few at a time, with a
//! deadline.

pub mod geojson;
mod site;

use std::sync::Arc;
use std::time::Duration;

use geom_wasm::rules::{Building, BuildingKind, Figure, Resolved};
use geom_wasm::{FitReport, LineKind, Status};
use tokio::sync::Semaphore;

use site::{Given, PreparedSite};
pub use site::{LotSource, SiteInput, StructureInput};

use super::accounts::Viewer;
use super::parcels::Parcels;
use super::places::Places;
use super::plans::service::Plans;
use super::plans::{Plan, PlanFilters, PlanMeta, PlanSize};
use super::rules::saved_check::{kind_on_lot, saved_rules, SavedFigure, SavedRuleSet};
use super::rules::service::RuleSets;
use crate::error::{AppError, AppResult};

/// The longest a search may take before the caller is told to ask for less.
const SEARCH_DEADLINE: Duration = Duration::from_secs(2);
/// Plans one `fits` request may hold to a lot: a catalogue page.
pub const MAX_FITS_PAGE: i64 = 50;

/// Where the plan stands: at a position, or wherever it has the most room.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Position {
    At {
        lon: f64,
        lat: f64,
        angle_deg: f64,
    },
    /// The roomiest valid position, the nearest to `prefer` (or the lot's first corner) on ties.
    Best {
        prefer: Option<(f64, f64)>,
    },
}

/// One plan held to one lot.
#[derive(Debug, Clone)]
pub struct FitRequest {
    pub site: SiteInput,
    pub plan_id: String,
    /// The kind of building the plan is held as; by default a shed is a shed and a home is an
    /// ADU beside a structure of kind `house`, else the lot's house (as the map decides).
    pub building: Option<BuildingKind>,
    pub position: Position,
}

/// Where a figure's limit comes from.
#[derive(Debug, Clone, PartialEq)]
pub enum Source {
    /// The request gave it (`field` names where).
    Request { field: String },
    /// Nothing gave it: the map's default.
    Default { why: String },
    /// A local rule.
    Rule { citation: String, url: String, area: String, example: bool },
}

/// A lot edge (corner `index` → `index + 1`) held to its setback.
#[derive(Debug, Clone, PartialEq)]
pub struct EdgeFigure {
    pub index: usize,
    /// Front, side, rear or street side; `None` when unknown (and no rule needs it).
    pub kind: Option<LineKind>,
    pub length_ft: f64,
    /// The footprint's least distance to the line.
    pub distance_ft: f64,
    pub setback_ft: f64,
    /// How far the footprint reaches past the line (0 when it does not cross it).
    pub past_ft: f64,
    pub status: Status,
    pub source: Source,
}

/// An existing structure held to its separation.
#[derive(Debug, Clone, PartialEq)]
pub struct StructureFigure {
    pub index: usize,
    pub name: String,
    pub kind: String,
    /// 0 when the footprint overlaps it.
    pub distance_ft: f64,
    pub separation_ft: f64,
    pub status: Status,
    pub source: Source,
}

/// The lot the check was made on.
#[derive(Debug, Clone, PartialEq)]
pub struct LotUsed {
    /// Its corners, `(lon, lat)`, without the closing repeat.
    pub outline: Vec<(f64, f64)>,
    pub area_sq_ft: f64,
    /// The parcel it is, when a point or address was sent.
    pub parcel: Option<ParcelUsed>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ParcelUsed {
    pub apn: String,
    pub zoning: String,
    pub situs_address: String,
    /// The name of the parcel source that answered.
    pub source: String,
}

/// What the map shows of a placement, with the rule or input behind each figure.
#[derive(Debug, Clone, PartialEq)]
pub struct FitAnswer {
    pub plan_id: String,
    pub status: Status,
    /// The rules' verdict in words; without local rules, a sentence of the same kind.
    pub verdict: String,
    /// The position checked (the best one when asked for), angle in degrees clockwise from north.
    pub lon: f64,
    pub lat: f64,
    pub angle_deg: f64,
    /// For a best-position request: the least room to spare around the plan there, feet.
    pub slack_ft: Option<f64>,
    pub inside_lot: bool,
    pub coverage_pct: f64,
    pub edges: Vec<EdgeFigure>,
    pub structures: Vec<StructureFigure>,
    /// Each local rule that applies, with the placement's figure.
    pub rules: Vec<SavedFigure>,
    pub rule_sets: Vec<SavedRuleSet>,
    /// The area whose rules applied ("Pleasanton, CA"); empty when none did.
    pub rules_area: String,
    pub building: BuildingKind,
    /// Every broken rule in words.
    pub violations: Vec<String>,
    /// The footprint's corners, `(lon, lat)`.
    pub footprint: Vec<(f64, f64)>,
    pub lot: LotUsed,
    /// What the check assumed where the request said nothing.
    pub notes: Vec<String>,
}

/// Which plans of a catalogue page fit a lot.
#[derive(Debug, Clone)]
pub struct FitsAnswer {
    pub plans: Vec<(Plan, bool)>,
    pub total_count: i64,
    pub lot: LotUsed,
    pub rules_area: String,
    pub notes: Vec<String>,
}

pub struct FitChecks {
    plans: Arc<Plans>,
    rule_sets: Arc<RuleSets>,
    parcels: Arc<Parcels>,
    places: Arc<Places>,
    /// Searches running at once: one per core, so checks at a position always find a thread.
    searches: Arc<Semaphore>,
}

impl FitChecks {
    pub fn new(plans: Arc<Plans>, rule_sets: Arc<RuleSets>, parcels: Arc<Parcels>, places: Arc<Places>) -> FitChecks {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        FitChecks { plans, rule_sets, parcels, places, searches: Arc::new(Semaphore::new(cores)) }
    }

    /// Holds one catalogue plan to one lot, at a position or at its best one.
    pub async fn check(&self, request: FitRequest) -> AppResult<FitAnswer> {
        let prepared = site::prepare(request.site, &self.parcels, &self.places, &self.rule_sets).await?;
        let plan = self.plan(&request.plan_id).await?;
        let plan = plan.as_ref();
        let kind = kind_on_lot(plan.meta.plan_type, request.building, prepared.has_house());
        let mut engine = prepared.engine()?;
        let resolved = engine.set_building(building(&plan.meta, kind)).clone();
        let (width, length) = (plan.meta.width, plan.meta.length);
        let (position, slack_ft) = match request.position {
            Position::At { lon, lat, angle_deg } => {
                site::check_position(lon, lat, angle_deg)?;
                ((lon, lat, angle_deg), None)
            }
            Position::Best { prefer } => {
                let prefer = prefer.unwrap_or(prepared.lot[0]);
                site::check_position(prefer.0, prefer.1, 0.0)?;
                let (best, engine_back) =
                    self.bounded(move || (engine.best_placement(width, length, prefer.0, prefer.1), engine)).await?;
                engine = engine_back;
                let Some([lon, lat, angle_deg, slack]) = best else {
                    return Err(AppError::Unprocessable(no_position(plan, &resolved, kind)));
                };
                ((lon, lat, angle_deg), Some(slack))
            }
        };
        let report = engine.check(position.0, position.1, position.2, width, length, false);
        Ok(answer(&prepared, plan, kind, &resolved, report, (position.0, position.1), slack_ft))
    }

    /// Which plans of the catalogue page `filters` asks for (visible plans only, at most
    /// [`MAX_FITS_PAGE`]) have a valid position on the lot.
    pub async fn fits(
        &self,
        site: SiteInput,
        building: Option<BuildingKind>,
        filters: PlanFilters,
    ) -> AppResult<FitsAnswer> {
        if filters.page_size.is_some_and(|size| size > MAX_FITS_PAGE) {
            return Err(AppError::BadInput(format!("pageSize: at most {MAX_FITS_PAGE} plans per fit request.")));
        }
        let prepared = site::prepare(site, &self.parcels, &self.places, &self.rule_sets).await?;
        let list = self.plans.list(&Viewer::anonymous(), filters).await?;
        let engine = prepared.engine()?;
        let has_house = prepared.has_house();
        let sizes: Vec<f64> = list.items.iter().flat_map(|p| [p.meta.width, p.meta.length]).collect();
        let buildings: Vec<Building> = list
            .items
            .iter()
            .map(|p| self::building(&p.meta, kind_on_lot(p.meta.plan_type, building, has_house)))
            .collect();
        let fitting = self.bounded(move || engine.fitting(&sizes, &buildings)).await?;
        let plans = list.items.iter().cloned().zip(fitting.into_iter().map(|f| f == 1)).collect();
        Ok(FitsAnswer {
            plans,
            total_count: list.total_count,
            rules_area: prepared.rules_area(),
            lot: prepared.lot_used(),
            notes: prepared.notes.clone(),
        })
    }

    async fn plan(&self, id: &str) -> AppResult<Arc<PlanSize>> {
        self.plans
            .visible_size(id)
            .await?
            .ok_or_else(|| AppError::NotFound("planId: no plan of the catalogue has this id.".into()))
    }

    /// Runs a search on the blocking pool, a few at a time, answering 503 past the deadline
    /// (the search runs on to its end, bounded by the inputs' limits, and its answer is dropped).
    async fn bounded<T: Send + 'static>(&self, search: impl FnOnce() -> T + Send + 'static) -> AppResult<T> {
        let too_slow = || {
            AppError::Unavailable(format!(
                "The search did not finish within {} seconds; try again, or send a position to check.",
                SEARCH_DEADLINE.as_secs()
            ))
        };
        let run = async {
            let permit = self.searches.clone().acquire_owned().await.map_err(|e| AppError::Internal(e.into()))?;
            tokio::task::spawn_blocking(move || {
                let answer = search();
                drop(permit);
                answer
            })
            .await
            .map_err(|e| AppError::Internal(e.into()))
        };
        tokio::time::timeout(SEARCH_DEADLINE, run).await.map_err(|_| too_slow())?
    }
}

/// A plan of `meta` as the rules see it, held as `kind`.
fn building(meta: &PlanMeta, kind: BuildingKind) -> Building {
    Building {
        kind,
        living_area_sqft: meta.total_area,
        bedrooms: u32::try_from(meta.bedroom_count).unwrap_or(0),
        height_ft: meta.height,
    }
}

/// Why a best position was not found.
fn no_position(plan: &PlanSize, resolved: &Resolved, kind: BuildingKind) -> String {
    let area = &resolved.area;
    if resolved.applied.is_empty() {
        format!("{} fits nowhere on this lot with these setbacks and separations.", plan.title)
    } else {
        format!(
            "{} fits nowhere on this lot under the {} rules of {area}, or the rules refuse its size.",
            plan.title,
            kind.label()
        )
    }
}

fn answer(
    prepared: &PreparedSite,
    plan: &PlanSize,
    kind: BuildingKind,
    resolved: &Resolved,
    report: FitReport,
    (lon, lat): (f64, f64),
    slack_ft: Option<f64>,
) -> FitAnswer {
    let rule_source = |figure: Figure| {
        resolved.get(figure).map(|a| Source::Rule {
            citation: a.citation.clone(),
            url: a.url.clone(),
            area: a.area.clone(),
            example: a.example,
        })
    };
    let lengths_ft = prepared.edge_lengths_ft();
    let edges = (0..prepared.lot.len())
        .map(|i| {
            let kind = prepared.kinds.get(i).copied();
            let source = kind
                .and_then(|k| rule_source(Figure::setback(k)))
                .unwrap_or_else(|| prepared.setback_sources[i].source());
            EdgeFigure {
                index: i,
                kind: kind.filter(|_| prepared.kinds_known || !resolved.applied.is_empty()),
                length_ft: lengths_ft[i],
                distance_ft: report.edge_distances_ft[i],
                setback_ft: report.edge_setbacks_ft[i],
                past_ft: report.edge_past_ft[i],
                status: report.edge_statuses[i],
                source,
            }
        })
        .collect();
    let separation_rule = rule_source(Figure::Separation);
    let separation_ft = resolved.value(Figure::Separation);
    let structures = report
        .structures
        .iter()
        .map(|d| {
            let s = &prepared.structures[d.index as usize];
            StructureFigure {
                index: d.index as usize,
                name: s.name.clone(),
                kind: s.kind.clone(),
                distance_ft: d.distance_ft,
                separation_ft: separation_ft.unwrap_or(s.separation_ft),
                status: d.status,
                source: separation_rule.clone().unwrap_or_else(|| s.given.source()),
            }
        })
        .collect();
    let saved = (!resolved.applied.is_empty()).then(|| saved_rules(resolved, &report, kind));
    let verdict = if report.verdict.is_empty() { plain_verdict(&plan.title, report.status) } else { report.verdict };
    let footprint = report.footprint.chunks_exact(2).map(|p| (p[0], p[1])).collect();
    FitAnswer {
        plan_id: plan.id.clone(),
        status: report.status,
        verdict,
        lon,
        lat,
        angle_deg: report.angle_deg,
        slack_ft,
        inside_lot: report.inside_lot,
        coverage_pct: report.coverage_pct,
        edges,
        structures,
        rules: saved.as_ref().map(|s| s.figures.clone()).unwrap_or_default(),
        rule_sets: saved.map(|s| s.rule_sets).unwrap_or_default(),
        rules_area: resolved.area.clone(),
        building: kind,
        violations: report.violations,
        footprint,
        lot: prepared.lot_used(),
        notes: prepared.notes.clone(),
    }
}

/// The verdict of a placement held to setbacks and separations only.
fn plain_verdict(title: &str, status: Status) -> String {
    match status {
        Status::Clear => format!("{title} fits the lot with its setbacks and separations."),
        Status::Near => format!("{title} fits the lot, with less than a foot to spare."),
        Status::Violated => format!("{title} does not fit here: see the broken rules."),
    }
}

impl Given {
    fn source(&self) -> Source {
        match self {
            Given::Request(field) => Source::Request { field: field.clone() },
            Given::Default(why) => Source::Default { why: why.clone() },
        }
    }
}
