//! Site plans of saved placements: the to-scale, dimensioned sheet a city asks for with an ADU or
//! shed permit. geom-wasm draws it (`site_plan`) from the placement, held to the local rules as
//! the save was; this service gathers what the sheet says (address, plan, parcel, utility points
//! from the property's site visit) and serves it as SVG or PDF.

mod pdf;

use std::sync::Arc;

use geom_wasm::site_plan::{Orientation, Paper, Sheet, SitePlan, TitleBlock};
use geom_wasm::{check_lot, MAX_LOT_CORNERS};
pub use pdf::to_pdf;
use serde_json::Value;

use super::estimates::utility_runs::{Run, Utility};
use super::estimates::PlanSummary;
use super::map_results::{MapResult, MapResults};
use super::map_sessions;
use super::plans::service::Plans;
use super::plans::Plan;
use super::rules::service::RuleSets;
use super::rules::{saved_check, Place};
use crate::domain::accounts::Viewer;
use crate::error::{AppError, AppResult};
use crate::store::site_visits::SiteVisitStore;
use crate::store::Store;

/// The site-visit questions whose map answers are utility points, what the sheet calls them and
/// what their runs carry (`api/data/site_visit_template.json`).
pub const UTILITY_QUESTIONS: [(&str, &str, Utility); 3] = [
    ("power.panel_location", "Electrical panel", Utility::Electrical),
    ("water.meter_location", "Water meter", Utility::Water),
    ("sewer.lateral", "Sewer lateral", Utility::Sewer),
];

/// What a site plan is drawn of.
struct Subject<'a> {
    /// Whose property it is (their site visits give the utility points).
    user_id: &'a str,
    address: &'a str,
    /// The map state: lot, structures, placement, place.
    map: &'a Value,
    plan: &'a Plan,
    /// The floor plan drawing laid in the footprint; empty for none.
    floor_plan: &'a str,
}

/// The placement on the map now, to draw without saving it.
#[derive(Debug, Clone)]
pub struct MapSitePlan {
    pub plan_id: String,
    pub address: String,
    pub map: Value,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Pdf,
    Svg,
}

/// A site plan file.
pub struct SitePlanFile {
    pub bytes: Vec<u8>,
    /// `site-plan-4512-example-way.pdf`
    pub filename: String,
}

pub struct SitePlans {
    map_results: Arc<MapResults>,
    plans: Arc<Plans>,
    rule_sets: Arc<RuleSets>,
    visits: SiteVisitStore,
}

impl SitePlans {
    pub fn new(store: &Store, map_results: Arc<MapResults>, plans: Arc<Plans>, rule_sets: Arc<RuleSets>) -> SitePlans {
        SitePlans { map_results, plans, rule_sets, visits: store.site_visits() }
    }

    /// The site plan of saved placement `id` (for its owner and admins: NOT_FOUND for anyone
    /// else, as every map-result operation answers) in `format`.
    pub async fn of_result(&self, viewer: &Viewer, id: &str, sheet: Sheet, format: Format) -> AppResult<SitePlanFile> {
        let result = self.map_results.readable(viewer, id).await?;
        self.file_of_result(&result, sheet, format).await
    }

    /// The site plan of a saved placement the caller may already read (the order email's job).
    pub async fn file_of_result(&self, result: &MapResult, sheet: Sheet, format: Format) -> AppResult<SitePlanFile> {
        let plan_id = result.plan_id.as_deref().unwrap_or_default();
        let Some(plan) = self.plans.stored(plan_id).await? else {
            return Err(AppError::NotFound(
                "The plan of this placement is no longer in the catalogue, so its site plan cannot be drawn.".into(),
            ));
        };
        let subject = Subject {
            user_id: &result.user_id,
            address: &result.address,
            map: &result.map,
            plan: &plan,
            // The floor plan as it was when the placement was saved.
            floor_plan: &result.plan_svg,
        };
        let drawn = self.draw(&subject, sheet).await?;
        finish(drawn, &result.address, &result.plan_title, format).await
    }

    /// The site plan of the placement on the viewer's map now (not saved): `map` as the map
    /// screen saves it. Any signed-in user, for a plan they may see.
    pub async fn of_map(
        &self,
        viewer: &Viewer,
        request: MapSitePlan,
        sheet: Sheet,
        format: Format,
    ) -> AppResult<SitePlanFile> {
        let me = viewer.require(&[])?;
        map_sessions::check_map_state(&request.map)?;
        let address = request.address.trim();
        if address.chars().count() > 300 {
            return Err(AppError::BadInput("The address must be at most 300 characters.".into()));
        }
        let Some(plan) = self.plans.visible(viewer, &request.plan_id).await? else {
            return Err(AppError::BadInput("The plan to draw does not exist.".into()));
        };
        let subject = Subject { user_id: &me.id, address, map: &request.map, plan: &plan, floor_plan: &plan.plan_svg };
        let drawn = self.draw(&subject, sheet).await?;
        finish(drawn, address, &plan.title, format).await
    }

    async fn draw(&self, subject: &Subject<'_>, sheet: Sheet) -> AppResult<SitePlan> {
        check_drawable(subject.map)?;
        let plan = subject.plan;
        let sets = match Place::of_map(subject.map) {
            Some(place) => self.rule_sets.for_place(&place).await?,
            None => Vec::new(),
        };
        let Some(placed) = saved_check::placed(subject.map, &plan.meta, &sets) else {
            return Err(AppError::BadInput(
                "This placement has no lot or position on the map to draw: place the plan on its lot first.".into(),
            ));
        };
        let utilities = self.utilities(subject.user_id, subject.address).await?;
        let lot = subject.map.get("lot");
        let parcel_text = |key: &str| {
            lot.and_then(|l| l.pointer(&format!("/parcel/{key}")))
                .and_then(Value::as_str)
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map(str::to_owned)
        };
        let parcel_number = parcel_text("apn");
        let address = subject.address.trim();
        let title = TitleBlock {
            address: if address.is_empty() {
                "Address not given (placed by hand)".to_owned()
            } else {
                address.to_owned()
            },
            plan_title: plan.title.clone(),
            living_area_sqft: (plan.meta.total_area > 0.0).then_some(plan.meta.total_area),
            date: today(),
            lot_source: Some(match &parcel_number {
                Some(_) => "the county's parcel records".to_owned(),
                None => "the homeowner's drawing on the map".to_owned(),
            }),
            parcel_number,
            zoning: parcel_text("zoning"),
        };
        let floor_plan = Some(subject.floor_plan).filter(|svg| !svg.trim().is_empty());
        Ok(placed.engine.site_plan(
            (placed.lon, placed.lat, placed.angle_deg),
            (plan.meta.width, plan.meta.length),
            floor_plan,
            title,
            &utilities,
            sheet,
        ))
    }

    /// The estimate of plan `plan_id` for the viewer's saved placement `map_id`: on-site work
    /// priced for its state and, when the plan placed there is this one and the property's site
    /// visit marks its utility points, the runs priced by their length (NOT_FOUND when the
    /// placement is not the viewer's to read).
    pub async fn summary(&self, viewer: &Viewer, plan_id: &str, map_id: &str) -> AppResult<Option<PlanSummary>> {
        let result = self.map_results.readable(viewer, map_id).await?;
        let runs =
            if result.plan_id.as_deref() == Some(plan_id) { self.utility_runs(&result).await? } else { Vec::new() };
        self.plans.summary_at_site(viewer, plan_id, result.state().as_deref(), &runs).await
    }

    /// The runs from the property's utility points to the nearest wall of the placed plan.
    async fn utility_runs(&self, result: &MapResult) -> AppResult<Vec<Run>> {
        let points = self.utilities(&result.user_id, &result.address).await?;
        let plan_id = result.plan_id.as_deref().unwrap_or_default();
        let (false, Some(plan)) = (points.is_empty(), self.plans.stored(plan_id).await?) else {
            return Ok(Vec::new());
        };
        let sets = match Place::of_map(&result.map) {
            Some(place) => self.rule_sets.for_place(&place).await?,
            None => Vec::new(),
        };
        let Some(placed) = saved_check::placed(&result.map, &plan.meta, &sets) else {
            return Ok(Vec::new());
        };
        let at: Vec<[f64; 2]> = points.iter().map(|(_, p)| *p).collect();
        let lengths = placed.engine.utility_runs(
            (placed.lon, placed.lat, placed.angle_deg),
            (plan.meta.width, plan.meta.length),
            &at,
        );
        Ok(points
            .into_iter()
            .zip(lengths)
            .filter_map(|((name, _), length_ft)| {
                let utility = UTILITY_QUESTIONS.iter().find(|(_, n, _)| *n == name)?.2;
                Some(Run { utility, from: name, length_ft })
            })
            .collect())
    }

    /// The utility points of `user_id`'s property at `address`: the map answers of their latest
    /// site visit there that has any (a visit copies the placement's address when it starts).
    pub async fn utilities(&self, user_id: &str, address: &str) -> AppResult<Vec<(String, [f64; 2])>> {
        let address = normalised(address);
        if address.is_empty() {
            return Ok(Vec::new());
        }
        for visit in self.visits.list_site_visits(Some(user_id)).await? {
            if normalised(&visit.place.address) != address {
                continue;
            }
            let answers = self.visits.site_visit_answers(&visit.id).await?;
            let points: Vec<(String, [f64; 2])> = UTILITY_QUESTIONS
                .iter()
                .filter_map(|(question, name, _)| {
                    let answer = answers.iter().find(|a| a.question_id == *question)?;
                    Some((name.to_string(), point(&answer.value)?))
                })
                .collect();
            if !points.is_empty() {
                return Ok(points);
            }
        }
        Ok(Vec::new())
    }
}

/// Most structures a site plan draws: far beyond a residential lot's, and a bound on the work a
/// request can ask for.
pub const MAX_STRUCTURES: usize = 50;

/// Refuses a map whose lot is not one (crossing itself, too big, too many corners) or that holds
/// more structures or corners than a lot has, before any geometry is worked out.
fn check_drawable(map: &Value) -> AppResult<()> {
    let pairs = |value: Option<&Value>| -> Vec<(f64, f64)> {
        value
            .and_then(Value::as_array)
            .map(|list| list.iter().filter_map(|p| Some((p.get(0)?.as_f64()?, p.get(1)?.as_f64()?))).collect())
            .unwrap_or_default()
    };
    let corners = pairs(map.pointer("/lot/corners"));
    if !corners.is_empty() {
        check_lot(&corners).map_err(|problem| AppError::BadInput(problem.to_string()))?;
    }
    let structures = map.get("structures").and_then(Value::as_array).map(Vec::as_slice).unwrap_or_default();
    if structures.len() > MAX_STRUCTURES {
        return Err(AppError::BadInput(format!("A site plan draws at most {MAX_STRUCTURES} structures.")));
    }
    if structures.iter().any(|s| pairs(s.get("corners")).len() > MAX_LOT_CORNERS) {
        return Err(AppError::BadInput(format!("A structure may have at most {MAX_LOT_CORNERS} corners.")));
    }
    Ok(())
}

/// The drawing as the file asked for: SVG as drawn, or set as a PDF (CPU work: off the request
/// threads).
async fn finish(drawn: SitePlan, address: &str, plan_title: &str, format: Format) -> AppResult<SitePlanFile> {
    let (bytes, extension) = match format {
        Format::Svg => (drawn.svg.into_bytes(), "svg"),
        Format::Pdf => {
            let bytes = tokio::task::spawn_blocking(move || pdf::to_pdf(&drawn.svg))
                .await
                .map_err(|e| AppError::Internal(anyhow::anyhow!("the site plan task failed: {e}")))?
                .map_err(|e| AppError::Internal(anyhow::anyhow!(e)))?;
            (bytes, "pdf")
        }
    };
    Ok(SitePlanFile { bytes, filename: file_name(address, plan_title, extension) })
}

/// A GeoJSON point's `[lon, lat]`.
fn point(value: &Value) -> Option<[f64; 2]> {
    if value.get("type")?.as_str()? != "Point" {
        return None;
    }
    let c = value.get("coordinates")?.as_array()?;
    let (lon, lat) = (c.first()?.as_f64()?, c.get(1)?.as_f64()?);
    (lon.is_finite() && lat.is_finite()).then_some([lon, lat])
}

fn normalised(address: &str) -> String {
    address.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// Today's date (UTC), as the sheet prints it: 2026-11-27.
fn today() -> String {
    date_of(crate::domain::time::now_millis())
}

/// The UTC calendar date of `millis` since the Unix epoch, as YYYY-MM-DD.
fn date_of(millis: i64) -> String {
    let days = millis.div_euclid(86_400_000);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// `site-plan-4512-example-way.pdf`: the address's words, else the plan's.
fn file_name(address: &str, plan_title: &str, extension: &str) -> String {
    let source = if address.trim().is_empty() { plan_title } else { address };
    let words: Vec<String> = source
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .take(6)
        .map(str::to_lowercase)
        .collect();
    if words.is_empty() {
        format!("site-plan.{extension}")
    } else {
        format!("site-plan-{}.{extension}", words.join("-"))
    }
}

/// The sheet a request asks for: Letter landscape unless it says otherwise.
pub fn sheet(paper: Option<&str>, orientation: Option<&str>) -> AppResult<Sheet> {
    let paper = match paper {
        None => Paper::Letter,
        Some(p) => Paper::parse(p).ok_or_else(|| AppError::BadInput("The paper must be letter or tabloid.".into()))?,
    };
    let orientation = match orientation {
        None => Orientation::Landscape,
        Some(o) => Orientation::parse(o)
            .ok_or_else(|| AppError::BadInput("The orientation must be portrait or landscape.".into()))?,
    };
    Ok(Sheet { paper, orientation })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_follow_the_address() {
        assert_eq!(
            file_name("4512 Example Way, Pleasanton, CA", "Juniper", "pdf"),
            "site-plan-4512-example-way-pleasanton-ca.pdf"
        );
        assert_eq!(file_name(" ", "The Juniper ADU", "svg"), "site-plan-the-juniper-adu.svg");
    }

    #[test]
    fn dates_are_utc_calendar_days() {
        assert_eq!(date_of(1_795_737_600_000), "2026-11-27");
        assert_eq!(date_of(951_868_799_000), "2000-02-29");
        assert_eq!(date_of(0), "1970-01-01");
        assert_eq!(today().len(), 10);
    }
}
