//! Admins creating and changing plans: the plan form's rules (SPEC.md §5), the floor-plan SVG
//! sanitised, and the area rules — a county or city is kept only under a chosen state, and
//! pre-approved areas only when the plan is pre-approved.

use super::{Areas, Plan, PlanMeta, PlanPhoto};
use crate::adapters::svg_sanitizer;
use crate::domain::specifications;
use crate::domain::text::required;
use crate::error::{AppError, AppResult};

/// Photos a plan may have (SPEC.md §9).
pub const MAX_PHOTOS: usize = 100;
/// Rooms of one kind a plan may list.
const MAX_ROOMS: usize = 50;
/// The largest footprint side, in feet.
const MAX_SIDE_FT: f64 = 1000.0;
/// The tallest plan a catalogue holds, feet: a few storeys.
const MAX_HEIGHT_FT: f64 = 200.0;
/// The largest area, in square feet.
const MAX_AREA_SQ_FT: f64 = 100_000.0;
/// Longest title.
const MAX_TITLE: usize = 300;
/// Longest description.
const MAX_DESCRIPTION: usize = 20_000;
/// Largest floor-plan drawing, in bytes.
const MAX_SVG: usize = 2 * 1024 * 1024;
/// Most area values one plan may name per scope and level.
const MAX_AREA_VALUES: usize = 5000;

/// What an admin enters for a plan (SPEC.md §7.1 `planCreate`).
#[derive(Debug, Clone)]
pub struct PlanInput {
    pub contractor_id: String,
    pub title: String,
    pub description: String,
    pub url: String,
    pub decor_id: String,
    pub plan_id: String,
    pub image: String,
    pub is_hidden: bool,
    pub pre_approved: bool,
    pub meta: PlanMeta,
    pub plan_svg: String,
    pub available: Areas,
    pub photos: Vec<PlanPhoto>,
    pub specifications: serde_json::Value,
    pub has_ar_model: bool,
    pub ar_model_link: String,
    pub plan_cost: f64,
    pub is_modular: bool,
    pub is_manufactured: bool,
    pub fix_price: f64,
    pub source_plan: String,
    pub pre_approved_area: Areas,
}

/// `input` trimmed and checked, with its drawing sanitised; the areas are checked against the
/// directories separately (they need the database).
pub fn plan_form(input: PlanInput) -> AppResult<PlanInput> {
    let bad = |message: &str| Err(AppError::BadInput(message.to_owned()));
    let contractor_id = required(&input.contractor_id, "Please select contractor")?;
    let title = required(&input.title, "Please enter title")?;
    if title.chars().count() > MAX_TITLE {
        return bad("The title may be at most 300 characters.");
    }
    let url = required(&input.url, "Please enter link on view")?;
    if !is_link(&url) {
        return bad("Please enter a valid URL");
    }
    let image = required(&input.image, "Please upload main image")?;
    if !is_link(&image) {
        return bad("The main image must be an uploaded image.");
    }
    let description = input.description.trim().to_owned();
    if description.chars().count() > MAX_DESCRIPTION {
        return bad("The description may be at most 20,000 characters.");
    }
    for link in [&input.ar_model_link, &input.source_plan] {
        if !link.trim().is_empty() && !is_link(link.trim()) {
            return bad("Please enter a valid URL");
        }
    }
    meta(&input.meta)?;
    photos(&input.photos)?;
    for (money, name) in [(input.plan_cost, "Plan cost"), (input.fix_price, "Fix price")] {
        if !money.is_finite() || !(0.0..=100_000_000.0).contains(&money) {
            return Err(AppError::BadInput(format!("{name} must be a number of dollars, 0 or more.")));
        }
    }
    let specifications = specifications::checked(input.specifications)?;
    let plan_svg = match input.plan_svg.trim() {
        "" => String::new(),
        svg if svg.len() > MAX_SVG => return bad("The floor-plan drawing may be at most 2 MB."),
        svg => svg_sanitizer::sanitize(svg)
            .map_err(|err| AppError::BadInput(format!("The floor-plan drawing cannot be used: {err}")))?,
    };
    for areas in [&input.available, &input.pre_approved_area] {
        if [&areas.states, &areas.counties, &areas.cities].iter().any(|level| level.len() > MAX_AREA_VALUES) {
            return bad("A plan may name at most 5000 states, counties or cities of each kind.");
        }
    }
    // Pre-approved areas mean nothing for a plan that is not pre-approved.
    let pre_approved_area = if input.pre_approved { input.pre_approved_area } else { Areas::default() };
    let named = input.photos.into_iter().map(|photo| PlanPhoto { name: file_name(&photo.name), ..photo }).collect();
    Ok(PlanInput {
        contractor_id,
        photos: named,
        title,
        description,
        url,
        decor_id: input.decor_id.trim().to_owned(),
        plan_id: input.plan_id.trim().to_owned(),
        image,
        plan_svg,
        specifications,
        ar_model_link: input.ar_model_link.trim().to_owned(),
        source_plan: input.source_plan.trim().to_owned(),
        pre_approved_area,
        ..input
    })
}

/// Longest file name kept with a photo.
const MAX_FILE_NAME: usize = 200;

/// A photo's file name as the uploader's device gave it, fit to show: its last path segment,
/// without control characters, trimmed, at most 200 characters.
pub fn file_name(name: &str) -> String {
    let last = name.rsplit(['/', '\\']).next().unwrap_or_default();
    last.chars().filter(|c| !c.is_control()).take(MAX_FILE_NAME).collect::<String>().trim().to_owned()
}

fn meta(meta: &PlanMeta) -> AppResult<()> {
    let side_ok = |side: f64| side.is_finite() && side > 0.0 && side <= MAX_SIDE_FT;
    if !side_ok(meta.width) || !side_ok(meta.length) {
        return Err(AppError::BadInput("Width and length must be more than 0 and at most 1000 feet.".to_owned()));
    }
    let area_ok = |area: f64| area.is_finite() && (0.0..=MAX_AREA_SQ_FT).contains(&area);
    let rooms = [&meta.bathroom, &meta.bedroom, &meta.kitchen];
    if !area_ok(meta.total_area)
        || !meta.outer_area.is_none_or(area_ok)
        || rooms.iter().flat_map(|list| list.iter()).any(|room| !area_ok(room.area))
    {
        return Err(AppError::BadInput("Areas must be between 0 and 100,000 square feet.".to_owned()));
    }
    if !meta.height.is_none_or(|h| h.is_finite() && h > 0.0 && h <= MAX_HEIGHT_FT) {
        return Err(AppError::BadInput("Height must be more than 0 and at most 200 feet.".to_owned()));
    }
    let counts = [meta.bathroom_count, meta.bedroom_count, meta.kitchen_count];
    if counts.iter().any(|count| !(0..=MAX_ROOMS as i32).contains(count)) || rooms.iter().any(|r| r.len() > MAX_ROOMS) {
        return Err(AppError::BadInput("Room counts must be between 0 and 50.".to_owned()));
    }
    Ok(())
}

fn photos(photos: &[PlanPhoto]) -> AppResult<()> {
    if photos.len() > MAX_PHOTOS {
        return Err(AppError::BadInput("A plan may have at most 100 photos.".to_owned()));
    }
    let links_ok = photos.iter().all(|photo| {
        is_link(&photo.original) && photo.compressed.as_ref().is_none_or(|compressed| is_link(&compressed.url))
    });
    if !links_ok {
        return Err(AppError::BadInput("Photos must be uploaded images.".to_owned()));
    }
    if photos.iter().filter(|photo| photo.is_primary).count() > 1 {
        return Err(AppError::BadInput("Only one photo can be the cover.".to_owned()));
    }
    Ok(())
}

/// One of our own paths (`/media/...`, `/plan/...`) or an absolute http(s) url.
fn is_link(link: &str) -> bool {
    if link.len() > 2048 || link.chars().any(char::is_whitespace) {
        return false;
    }
    (link.starts_with('/') && !link.starts_with("//") && !link.contains(".."))
        || url::Url::parse(link).is_ok_and(|u| matches!(u.scheme(), "http" | "https") && u.host_str().is_some())
}

/// `input` as the plan it describes, keeping `current`'s id and creation time.
pub fn into_plan(input: PlanInput, id: String, created_at: i64, updated_at: i64) -> Plan {
    Plan {
        id,
        title: input.title,
        description: input.description,
        contractor_id: Some(input.contractor_id),
        url: input.url,
        decor_id: input.decor_id,
        image: input.image,
        is_hidden: input.is_hidden,
        pre_approved: input.pre_approved,
        meta: input.meta,
        plan_svg: input.plan_svg,
        plan_id: input.plan_id,
        available: input.available,
        photos: input.photos,
        specifications: input.specifications,
        has_ar_model: input.has_ar_model,
        ar_model_link: input.ar_model_link,
        plan_cost: input.plan_cost,
        is_modular: input.is_modular,
        is_manufactured: input.is_manufactured,
        fix_price: input.fix_price,
        source_plan: input.source_plan,
        pre_approved_area: input.pre_approved_area,
        created_at,
        updated_at,
    }
}

#[cfg(test)]
mod tests {
    use super::file_name;

    #[test]
    fn a_photo_keeps_the_name_of_its_file_without_its_folders() {
        assert_eq!(file_name(" Back porch.JPG "), "Back porch.JPG");
        assert_eq!(file_name("C:\\Users\\ann\\porch.png"), "porch.png");
        assert_eq!(file_name("photos/2026/deck\u{7}.jpg"), "deck.jpg");
        assert_eq!(file_name(&"a".repeat(300)).len(), 200);
    }
}
