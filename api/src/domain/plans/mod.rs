//! Plans: the catalogue's homes, their measurements, and who may see which.

pub mod catalogue_cache;
pub mod editing;
pub mod service;

use serde::{Deserialize, Serialize};

use crate::domain::accounts::Viewer;
use crate::error::{AppError, AppResult};

/// What kind of building a plan is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PlanType {
    /// A dwelling: house, cottage / ADU, modular or manufactured home.
    House,
    /// A garden, storage or workshop shed.
    Shed,
}

impl PlanType {
    pub fn as_str(self) -> &'static str {
        match self {
            PlanType::House => "house",
            PlanType::Shed => "shed",
        }
    }
}

/// One room's floor area.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Room {
    /// Square feet.
    pub area: f64,
}

/// A plan's measurements and rooms. Lengths in feet, areas in square feet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlanMeta {
    /// House or shed.
    #[serde(rename = "type")]
    pub plan_type: PlanType,
    /// Heated living area.
    pub total_area: f64,
    /// Area to the outside of the walls; labels prefer it when set.
    pub outer_area: Option<f64>,
    /// East–west size of the footprint before it is turned.
    pub width: f64,
    /// North–south size of the footprint before it is turned.
    pub length: f64,
    /// Number of bathrooms.
    pub bathroom_count: i32,
    /// Number of bedrooms; 0 is a studio.
    pub bedroom_count: i32,
    /// Number of kitchens.
    pub kitchen_count: i32,
    /// From the ground to the top of the roof, feet; `None` when the plan does not say (local
    /// rules' height limits are then not checked).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub height: Option<f64>,
    /// Each bathroom's area.
    pub bathroom: Vec<Room>,
    /// Each bedroom's area.
    pub bedroom: Vec<Room>,
    /// Each kitchen's area.
    pub kitchen: Vec<Room>,
}

impl PlanMeta {
    /// The area a plan is listed with: labels show it ('{area} SQ FT') and the square-foot
    /// filter matches it, so a card always sits in the band its label names.
    pub fn listed_area(&self) -> f64 {
        self.outer_area.unwrap_or(self.total_area)
    }
}

/// A compressed (and possibly watermarked) rendition of a photo.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CompressedImage {
    /// Url of the rendition.
    pub url: String,
    /// Bytes.
    pub size: i64,
    /// MIME type.
    #[serde(rename = "type")]
    pub mime: String,
    /// Whether the rendition carries the watermark.
    pub watermarked: bool,
}

/// A photo in a plan's gallery.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlanPhoto {
    /// Url of the original upload.
    pub original: String,
    /// The name of the file it was uploaded from, as the uploader's device named it (empty when
    /// not known: photos saved before names were kept, seeded and generated ones).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    /// Shown to homeowners when true.
    pub is_publish: bool,
    /// The cover photo; it overrides the plan's main image.
    pub is_primary: bool,
    /// Bytes of the original.
    pub size: i64,
    /// MIME type of the original.
    #[serde(rename = "type")]
    pub mime: String,
    /// Smaller rendition for galleries, when one was made.
    pub compressed: Option<CompressedImage>,
    /// Set when the Creative Studio made this photo: every screen labels it 'AI render' (the
    /// disclosure California's AB 723 asks of digitally altered listing images). Only the
    /// server sets it; an edit of the plan keeps it as stored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generated: Option<GeneratedPhoto>,
}

/// How a generated photo was made.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GeneratedPhoto {
    /// The photo it was made from.
    pub source: Option<String>,
    /// The studio model's label, e.g. 'Upscale image'.
    pub model: String,
    /// The generation task that made it.
    pub task_id: String,
}

/// Directory value ids of states, counties and cities.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Areas {
    /// Values of the `us-states` directory.
    pub states: Vec<String>,
    /// Values of the `us-counties` directory.
    pub counties: Vec<String>,
    /// Values of the `us-cities` directory.
    pub cities: Vec<String>,
}

/// A home floor plan in the catalogue.
#[derive(Debug, Clone)]
pub struct Plan {
    /// Plan id.
    pub id: String,
    /// Name of the plan.
    pub title: String,
    /// Marketing description.
    pub description: String,
    /// Id of the contractor offering the plan.
    pub contractor_id: Option<String>,
    /// Link to the plan on the contractor's or configurator's site.
    pub url: String,
    /// Id of the plan's decor model in the 3D viewer.
    pub decor_id: String,
    /// Main image url.
    pub image: String,
    /// Hidden plans are shown to admins only.
    pub is_hidden: bool,
    /// Pre-approved for building in `preApprovedArea`.
    pub pre_approved: bool,
    /// Measurements and rooms.
    pub meta: PlanMeta,
    /// The to-scale floor plan drawing (SVG markup, sanitised).
    pub plan_svg: String,
    /// The plan's id in the 3D configurator.
    pub plan_id: String,
    /// Where the plan may be built; empty lists mean anywhere.
    pub available: Areas,
    /// Gallery photos: floor plans, exteriors, interiors.
    pub photos: Vec<PlanPhoto>,
    /// Free-form construction details (foundation, roof, ceiling height…).
    pub specifications: serde_json::Value,
    /// Whether an augmented-reality model exists.
    pub has_ar_model: bool,
    /// Link to the augmented-reality model.
    pub ar_model_link: String,
    /// Price of the plan drawings, dollars.
    pub plan_cost: f64,
    /// A factory-built modular home.
    pub is_modular: bool,
    /// A HUD-code manufactured home.
    pub is_manufactured: bool,
    /// Fixed price of a modular or manufactured home; 0 when none.
    pub fix_price: f64,
    /// Link to the source the plan came from.
    pub source_plan: String,
    /// Where the plan is pre-approved (only when `preApproved`).
    pub pre_approved_area: Areas,
    /// Creation time, epoch milliseconds.
    pub created_at: i64,
    /// Last change, epoch milliseconds.
    pub updated_at: i64,
}

impl Plan {
    /// The url of the picture a plan's gallery opens on (the page's largest paint): see
    /// [`gallery_opening`].
    pub fn gallery_opening(&self) -> Option<&str> {
        gallery_opening(&self.image, &self.photos)
    }

    /// The photos homeowners are shown: the published ones, in gallery order.
    pub fn published_photos(&self) -> impl Iterator<Item = &PlanPhoto> {
        self.photos.iter().filter(|photo| photo.is_publish)
    }
}

/// The published cover photo, else the first published one (each by the variant galleries show,
/// the watermarked one when there is one), else the plan's main `image`.
fn gallery_opening<'a>(image: &'a str, photos: &'a [PlanPhoto]) -> Option<&'a str> {
    let published = || photos.iter().filter(|photo| photo.is_publish);
    let cover = published().filter(|photo| photo.is_primary).find_map(PlanPhoto::shown_url);
    cover.or_else(|| published().find_map(PlanPhoto::shown_url)).or_else(|| (!image.is_empty()).then_some(image))
}

impl PlanPhoto {
    /// The url galleries show it by: its compressed (or watermarked) variant, else the original.
    pub fn shown_url(&self) -> Option<&str> {
        let compressed = self.compressed.as_ref().map(|c| c.url.as_str()).filter(|url| !url.is_empty());
        compressed.or_else(|| (!self.original.is_empty()).then_some(self.original.as_str()))
    }
}

/// One page of plans and how many match in all.
#[derive(Debug, Clone)]
pub struct PlanList {
    /// The plans of the requested page.
    pub items: Vec<Plan>,
    /// How many plans match the filters in all.
    pub total_count: i64,
}

/// How many plans the catalogue offers.
#[derive(Debug, Clone)]
pub struct PlansCount {
    /// Number of visible plans.
    pub total: i64,
}

/// A square-foot band of the listed area (outer area, else total area): `min` ≤ area < `max`;
/// no `max` means open-ended (the '1200+' band).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AreaBand {
    /// Smallest area, sq ft, included.
    pub min: f64,
    /// Largest area, sq ft, excluded; none for no upper limit.
    pub max: Option<f64>,
}

/// Filters on a plan's measurements and rooms.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PlanMetaFilter {
    /// House or shed.
    pub plan_type: Option<PlanType>,
    /// Any of these bedroom counts (0 = studio); the highest option, 4, also matches more.
    pub bedroom_count: Option<Vec<i32>>,
    /// Any of these bathroom counts; the highest option, 2, also matches more.
    pub bathroom_count: Option<Vec<i32>>,
    /// Any of these square-foot bands.
    pub area_bands: Option<Vec<AreaBand>>,
    /// Feet, at least 0.
    pub min_width: Option<f64>,
    /// Feet, at least 0.
    pub max_width: Option<f64>,
    /// Feet, at least 0.
    pub min_length: Option<f64>,
    /// Feet, at least 0.
    pub max_length: Option<f64>,
}

/// What holding a plan to a lot needs of it: its name and measurements.
#[derive(Debug, Clone, PartialEq)]
pub struct PlanSize {
    pub id: String,
    pub title: String,
    pub meta: PlanMeta,
}

impl PlanSize {
    pub fn of(plan: &Plan) -> PlanSize {
        PlanSize { id: plan.id.clone(), title: plan.title.clone(), meta: plan.meta.clone() }
    }
}

/// The highest bedroom option of the filter; it stands for "this many or more".
pub const MAX_BEDROOM_OPTION: i32 = 4;
/// The highest bathroom option of the filter; it stands for "this many or more".
pub const MAX_BATHROOM_OPTION: i32 = 2;
/// Most options one catalogue query may list: each option of a filter once (SPEC.md §5), and
/// a page's worth of recently viewed plans. Longer lists are refused before any SQL runs.
pub const MAX_BEDROOM_OPTIONS: usize = 5;
pub const MAX_BATHROOM_OPTIONS: usize = 3;
pub const MAX_AREA_BANDS: usize = 13;
pub const MAX_LAST_VIEWED: usize = 100;
/// Longest id (plan, contractor, directory value) a filter may name.
pub const MAX_ID_LENGTH: usize = 64;
/// Page size when the caller gives none.
pub const DEFAULT_PAGE_SIZE: i64 = 10;
/// Largest page a caller may ask for.
pub const MAX_PAGE_SIZE: i64 = 100;

/// The order of a catalogue page. Every order ends with the creation time and the id (plans
/// that tie on a measurement are listed newest first), so a plan keeps its place from page to
/// page.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum PlanSort {
    /// Newest first: the catalogue's own order.
    #[default]
    Newest,
    /// Oldest first.
    Oldest,
    /// Smallest listed area (the area labels show) first.
    Smallest,
    /// Largest listed area first.
    Largest,
    /// Narrowest footprint (width) first.
    Narrowest,
    /// Widest footprint first.
    Widest,
    /// Fewest bedrooms first (studios first).
    FewestBedrooms,
    /// Most bedrooms first.
    MostBedrooms,
}

/// Catalogue query: which plans, which page.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PlanFilters {
    /// Admin filter: plans of this contractor.
    pub contractor_id: Option<String>,
    /// Admin filter; other callers always get visible plans only.
    pub is_hidden: Option<bool>,
    /// Only plans that are (or are not) pre-approved.
    pub pre_approved: Option<bool>,
    /// Filters on measurements and rooms.
    pub meta: Option<PlanMetaFilter>,
    /// Only these plans (recently viewed ones), in this order.
    pub last_viewed: Option<Vec<String>>,
    /// Directory value id of a state the plan is available in.
    pub state: Option<String>,
    /// Directory value id of a county the plan is available in.
    pub county: Option<String>,
    /// Directory value id of a city the plan is available in.
    pub city: Option<String>,
    /// 1-based page number.
    pub page: Option<i64>,
    /// Plans per page, 1 to 100 (default 10).
    pub page_size: Option<i64>,
    /// Admin filter: the plan's configurator id.
    pub plan_id: Option<String>,
    /// The page's order (recently viewed plans keep the order they were given in).
    pub sort: PlanSort,
}

/// A validated page request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    pub number: i64,
    pub size: i64,
}

impl Page {
    /// Plans before this page. Saturating: a page number far past the end (any `i64` a caller
    /// sends) is an empty page, not an overflow.
    pub fn offset(&self) -> i64 {
        (self.number - 1).saturating_mul(self.size)
    }
}

impl PlanFilters {
    /// Checks the filters and narrows them to what `viewer` may see: only admins see hidden plans.
    pub fn validated_for(mut self, viewer: &Viewer) -> AppResult<(PlanFilters, Page)> {
        if let Some(meta) = &self.meta {
            meta.validate()?;
        }
        let last_viewed = self.last_viewed.as_deref().unwrap_or_default();
        if last_viewed.len() > MAX_LAST_VIEWED {
            return Err(AppError::BadInput(format!("At most {MAX_LAST_VIEWED} recently viewed plans.")));
        }
        let ids = [&self.contractor_id, &self.plan_id, &self.state, &self.county, &self.city];
        let too_long = |id: &String| id.chars().count() > MAX_ID_LENGTH;
        if ids.into_iter().flatten().chain(last_viewed).any(too_long) {
            return Err(AppError::BadInput(format!("Ids are at most {MAX_ID_LENGTH} characters.")));
        }
        let page = Page { number: self.page.unwrap_or(1), size: self.page_size.unwrap_or(DEFAULT_PAGE_SIZE) };
        if page.number < 1 {
            return Err(AppError::BadInput("Page must be 1 or more.".into()));
        }
        if !(1..=MAX_PAGE_SIZE).contains(&page.size) {
            return Err(AppError::BadInput(format!("Page size must be between 1 and {MAX_PAGE_SIZE}.")));
        }
        if !viewer.is_admin() {
            self.is_hidden = Some(false);
        }
        Ok((self, page))
    }
}

impl PlanMetaFilter {
    fn validate(&self) -> AppResult<()> {
        let lists = [
            (self.bedroom_count.as_ref().map_or(0, Vec::len), MAX_BEDROOM_OPTIONS, "bedroom counts"),
            (self.bathroom_count.as_ref().map_or(0, Vec::len), MAX_BATHROOM_OPTIONS, "bathroom counts"),
            (self.area_bands.as_ref().map_or(0, Vec::len), MAX_AREA_BANDS, "square-foot bands"),
        ];
        if let Some((_, max, what)) = lists.into_iter().find(|(len, max, _)| len > max) {
            return Err(AppError::BadInput(format!("At most {max} {what}.")));
        }
        let bounds = [self.min_width, self.max_width, self.min_length, self.max_length];
        if bounds.iter().flatten().any(|v| !v.is_finite() || *v < 0.0) {
            return Err(AppError::BadInput("Width and length bounds must be numbers of at least 0.".into()));
        }
        let bands = self.area_bands.iter().flatten();
        if bands.clone().any(|b| b.min < 0.0 || b.max.is_some_and(|max| max <= b.min)) {
            return Err(AppError::BadInput("Each square-foot band needs 0 ≤ min < max.".into()));
        }
        Ok(())
    }
}

/// Whether `viewer` may see `plan` at all.
pub fn is_visible_to(plan: &Plan, viewer: &Viewer) -> bool {
    !plan.is_hidden || viewer.is_admin()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::accounts::{Role, User};

    fn admin() -> Viewer {
        Viewer {
            user: Some(User {
                id: "a".into(),
                name: "Admin".into(),
                email: "admin@example.com".into(),
                role: Role::Admin,
                created_at: 0,
                is_verified: true,
            }),
        }
    }

    fn photo(original: &str, compressed: Option<&str>, is_publish: bool, is_primary: bool) -> PlanPhoto {
        PlanPhoto {
            original: original.into(),
            name: String::new(),
            is_publish,
            is_primary,
            size: 0,
            mime: "image/jpeg".into(),
            compressed: compressed.map(|url| CompressedImage {
                url: url.into(),
                size: 0,
                mime: "image/webp".into(),
                watermarked: false,
            }),
            generated: None,
        }
    }

    #[test]
    fn a_gallery_opens_on_the_published_cover_by_its_shown_variant() {
        let image = "/media/seed/main.svg";
        assert_eq!(gallery_opening(image, &[]), Some(image));
        let mut photos = vec![
            photo("/a.jpg", Some("/a.webp"), true, false),
            photo("/b.jpg", Some("/b.webp"), false, true),
            photo("/c.jpg", None, true, false),
        ];
        // The unpublished cover is skipped: the first published photo opens the gallery.
        assert_eq!(gallery_opening(image, &photos), Some("/a.webp"));
        photos[2].is_primary = true;
        assert_eq!(gallery_opening(image, &photos), Some("/c.jpg"));
        assert_eq!(gallery_opening("", &[]), None);
    }

    #[test]
    fn visitors_only_ever_query_visible_plans() {
        let asked = PlanFilters { is_hidden: Some(true), ..Default::default() };
        let (filters, _) = asked.validated_for(&Viewer::anonymous()).unwrap();
        assert_eq!(filters.is_hidden, Some(false));
    }

    #[test]
    fn admins_may_ask_for_hidden_plans() {
        let asked = PlanFilters { is_hidden: Some(true), ..Default::default() };
        let (filters, _) = asked.validated_for(&admin()).unwrap();
        assert_eq!(filters.is_hidden, Some(true));
    }

    #[test]
    fn paging_defaults_to_the_first_ten() {
        let (_, page) = PlanFilters::default().validated_for(&Viewer::anonymous()).unwrap();
        assert_eq!(page, Page { number: 1, size: 10 });
        assert_eq!(Page { number: 3, size: 10 }.offset(), 20);
        assert_eq!(Page { number: i64::MAX, size: 100 }.offset(), i64::MAX);
    }

    #[test]
    fn negative_bounds_are_refused_with_a_clear_message() {
        let meta = PlanMetaFilter { min_width: Some(-1.0), ..Default::default() };
        let err =
            PlanFilters { meta: Some(meta), ..Default::default() }.validated_for(&Viewer::anonymous()).unwrap_err();
        assert_eq!(err.to_string(), "Width and length bounds must be numbers of at least 0.");
    }

    #[test]
    fn lists_longer_than_their_options_are_refused_before_any_sql() {
        let bands = vec![AreaBand { min: 0.0, max: Some(100.0) }; 20_000];
        let meta = PlanMetaFilter { area_bands: Some(bands), ..Default::default() };
        let err =
            PlanFilters { meta: Some(meta), ..Default::default() }.validated_for(&Viewer::anonymous()).unwrap_err();
        assert_eq!(err.to_string(), "At most 13 square-foot bands.");
        let ids = PlanFilters { last_viewed: Some(vec!["p".into(); 101]), ..Default::default() };
        assert_eq!(
            ids.validated_for(&Viewer::anonymous()).unwrap_err().to_string(),
            "At most 100 recently viewed plans."
        );
        let long = PlanFilters { state: Some("s".repeat(65)), ..Default::default() };
        assert_eq!(long.validated_for(&Viewer::anonymous()).unwrap_err().to_string(), "Ids are at most 64 characters.");
    }

    #[test]
    fn oversized_pages_are_refused() {
        let err =
            PlanFilters { page_size: Some(500), ..Default::default() }.validated_for(&Viewer::anonymous()).unwrap_err();
        assert_eq!(err.to_string(), "Page size must be between 1 and 100.");
    }
}
