//! Site plans of saved placements: the to-scale, dimensioned sheet a city asks for with an ADU or
//! shed permit. geom-wasm draws it (`site_plan`) from the placement, held to the local rules as
//! the save was; this service gathers what the sheet says (address, plan, parcel, utility points
//! from the property's site visit) and serves it as SVG or PDF.

mod pdf;

use std::sync::Arc;

use geom_wasm::site_plan::{Orientation, Paper, Sheet, SitePlan, TitleBlock};
use serde_json::Value;

use super::map_results::{MapResult, MapResults};
use super::plans::service::Plans;
use super::rules::service::RuleSets;
use super::rules::{saved_check, Place};
use crate::domain::accounts::Viewer;
use crate::error::{AppError, AppResult};
use crate::store::site_visits::SiteVisitStore;
use crate::store::Store;

/// The site-visit questions whose map answers are utility points, and what the sheet calls them
/// (`api/data/site_visit_template.json`).
pub const UTILITY_QUESTIONS: [(&str, &str); 3] = [
    ("power.panel_location", "Electrical panel"),
    ("water.meter_location", "Water meter"),
    ("sewer.lateral", "Sewer lateral"),
];

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

    /// The site plan of saved placement `id` as SVG: for its owner and admins (NOT_FOUND for
    /// anyone else, as every map-result operation answers).
    pub async fn svg(&self, viewer: &Viewer, id: &str, sheet: Sheet) -> AppResult<SitePlanFile> {
        let (result, plan) = self.draw(viewer, id, sheet).await?;
        Ok(SitePlanFile { bytes: plan.svg.into_bytes(), filename: filename(&result, "svg") })
    }

    /// The site plan of saved placement `id` as a PDF (same access as [`SitePlans::svg`]).
    pub async fn pdf(&self, viewer: &Viewer, id: &str, sheet: Sheet) -> AppResult<SitePlanFile> {
        let (result, plan) = self.draw(viewer, id, sheet).await?;
        // Setting a page is CPU work: off the request threads.
        let bytes = tokio::task::spawn_blocking(move || pdf::to_pdf(&plan.svg))
            .await
            .map_err(|e| AppError::Internal(anyhow::anyhow!("the site plan task failed: {e}")))?
            .map_err(|e| AppError::Internal(anyhow::anyhow!(e)))?;
        Ok(SitePlanFile { bytes, filename: filename(&result, "pdf") })
    }

    /// The PDF of a placement the caller has already been allowed (the order email's job).
    pub async fn pdf_of(&self, result: &MapResult, sheet: Sheet) -> AppResult<SitePlanFile> {
        let plan = self.draw_result(result, sheet).await?;
        let bytes = tokio::task::spawn_blocking(move || pdf::to_pdf(&plan.svg))
            .await
            .map_err(|e| AppError::Internal(anyhow::anyhow!("the site plan task failed: {e}")))?
            .map_err(|e| AppError::Internal(anyhow::anyhow!(e)))?;
        Ok(SitePlanFile { bytes, filename: filename(result, "pdf") })
    }

    async fn draw(&self, viewer: &Viewer, id: &str, sheet: Sheet) -> AppResult<(MapResult, SitePlan)> {
        let result = self.map_results.readable(viewer, id).await?;
        let plan = self.draw_result(&result, sheet).await?;
        Ok((result, plan))
    }

    async fn draw_result(&self, result: &MapResult, sheet: Sheet) -> AppResult<SitePlan> {
        let plan_id = result.plan_id.as_deref().unwrap_or_default();
        let Some(plan) = self.plans.stored(plan_id).await? else {
            return Err(AppError::NotFound(
                "The plan of this placement is no longer in the catalogue, so its site plan cannot be drawn.".into(),
            ));
        };
        let sets = match Place::of_map(&result.map) {
            Some(place) => self.rule_sets.for_place(&place).await?,
            None => Vec::new(),
        };
        let Some(placed) = saved_check::placed(&result.map, &plan.meta, &sets) else {
            return Err(AppError::BadInput(
                "This placement has no lot or position on the map to draw: open it on the map and save it again."
                    .into(),
            ));
        };
        let utilities = self.utilities(result).await?;
        let lot = result.map.get("lot");
        let parcel_text = |key: &str| {
            lot.and_then(|l| l.pointer(&format!("/parcel/{key}")))
                .and_then(Value::as_str)
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map(str::to_owned)
        };
        let parcel_number = parcel_text("apn");
        let title = TitleBlock {
            address: if result.address.trim().is_empty() {
                "Address not given (placed by hand)".to_owned()
            } else {
                result.address.trim().to_owned()
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
        let floor_plan = (!result.plan_svg.trim().is_empty()).then_some(result.plan_svg.as_str());
        Ok(placed.engine.site_plan(
            (placed.lon, placed.lat, placed.angle_deg),
            (plan.meta.width, plan.meta.length),
            floor_plan,
            title,
            &utilities,
            sheet,
        ))
    }

    /// The utility points of the property: the map answers of the owner's latest site visit at
    /// the same address that has any (a visit copies the placement's address when it starts).
    pub async fn utilities(&self, result: &MapResult) -> AppResult<Vec<(String, [f64; 2])>> {
        let address = normalised(&result.address);
        if address.is_empty() {
            return Ok(Vec::new());
        }
        for visit in self.visits.list_site_visits(Some(&result.user_id)).await? {
            if normalised(&visit.place.address) != address {
                continue;
            }
            let answers = self.visits.site_visit_answers(&visit.id).await?;
            let points: Vec<(String, [f64; 2])> = UTILITY_QUESTIONS
                .iter()
                .filter_map(|(question, name)| {
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
    let days = crate::domain::time::now_millis().div_euclid(86_400_000);
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
fn filename(result: &MapResult, extension: &str) -> String {
    file_name(&result.address, &result.plan_title, extension)
}

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
    fn today_is_a_calendar_date() {
        let date = today();
        assert_eq!(date.len(), 10);
        assert!(date.starts_with("20"));
    }
}
