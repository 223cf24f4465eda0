//! A plan as v1 publishes it: what a visitor of the plan page sees, and nothing of the back
//! office. Only published photos appear, each by the variant galleries show (the watermarked
//! one when there is one, never the original upload), with its thumbnail and narrower copies.

use poem_openapi::{types::Example, Enum, Object};

use crate::domain::plans as domain;
use crate::media::renditions::renditions_of;

/// What kind of building a plan is: `house` (a dwelling: house, cottage / ADU, modular or
/// manufactured home) or `shed` (a garden, storage or workshop shed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "PlanKind", rename_all = "lowercase", remote = "domain::PlanType")]
pub enum PlanKind {
    House,
    Shed,
}

/// The order of a catalogue page: `newest` (the catalogue's own order, the default),
/// `oldest`, `smallest` / `largest` (by listed area), `narrowest` / `widest` (by width),
/// `fewest_bedrooms` / `most_bedrooms`. Plans that tie are listed newest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "PlanSort", rename_all = "snake_case", remote = "domain::PlanSort")]
pub enum PlanSort {
    Newest,
    Oldest,
    Smallest,
    Largest,
    Narrowest,
    Widest,
    FewestBedrooms,
    MostBedrooms,
}

/// A plan's measurements and rooms. Lengths in feet, areas in square feet.
#[derive(Debug, Clone, Object)]
#[oai(rename = "PlanMeasurements", rename_all = "camelCase", example)]
pub struct PlanMeasurements {
    /// House or shed.
    #[oai(rename = "type")]
    pub plan_type: PlanKind,
    /// The area the plan is listed with: its outer area when known, else its total area. The
    /// `areaBands` filter and the `smallest` / `largest` sorts use it.
    pub listed_area: f64,
    /// Heated living area.
    pub total_area: f64,
    /// Area to the outside of the walls; null when not known.
    #[oai(nullable)]
    pub outer_area: Option<f64>,
    /// East–west size of the footprint, feet (the `minWidth` / `maxWidth` filters).
    pub width: f64,
    /// North–south size of the footprint, feet (the `minLength` / `maxLength` filters).
    pub length: f64,
    /// From the ground to the top of the roof, feet; null when the plan does not say.
    #[oai(nullable)]
    pub height: Option<f64>,
    /// Number of bedrooms; 0 is a studio.
    pub bedroom_count: i32,
    /// Number of bathrooms.
    pub bathroom_count: i32,
    /// Number of kitchens.
    pub kitchen_count: i32,
    /// Each bedroom's floor area, square feet.
    pub bedroom_areas: Vec<f64>,
    /// Each bathroom's floor area, square feet.
    pub bathroom_areas: Vec<f64>,
    /// Each kitchen's floor area, square feet.
    pub kitchen_areas: Vec<f64>,
}

/// Places, as ids of values of the places directory (`/api/v1/places/…`).
#[derive(Debug, Clone, Object)]
#[oai(rename = "PlanAreas", rename_all = "camelCase", example)]
pub struct PlanAreas {
    /// Ids of US states.
    pub states: Vec<String>,
    /// Ids of US counties.
    pub counties: Vec<String>,
    /// Ids of US cities.
    pub cities: Vec<String>,
}

/// A narrower copy of a photo, for a `srcset`.
#[derive(Debug, Clone, Object)]
#[oai(rename = "PhotoRendition", rename_all = "camelCase", example)]
pub struct PhotoRendition {
    /// Absolute path of the copy on this server (`/media/…`), WebP.
    pub url: String,
    /// Its width in pixels (at most; a narrower photo is never scaled up).
    pub width: u32,
}

/// A published photo of a plan's gallery.
#[derive(Debug, Clone, Object)]
#[oai(rename = "CataloguePhoto", rename_all = "camelCase", example)]
pub struct CataloguePhoto {
    /// The photo as galleries show it: its compressed (watermarked when the plan's photos are)
    /// variant, else the upload itself. A path on this server (`/media/…`) or an absolute url.
    pub url: String,
    /// MIME type of `url`.
    #[oai(rename = "type")]
    pub mime: String,
    /// The list thumbnail (WebP, at most 800 pixels on its long side), for photos uploaded here;
    /// it is made a moment after the upload and answers 404 until then. Null for other photos.
    #[oai(nullable)]
    pub thumbnail: Option<String>,
    /// Narrower copies of `url` (480, 768, 1080 and 1536 pixels wide), narrowest first, each
    /// made the first time it is asked for; empty for photos not uploaded here.
    pub renditions: Vec<PhotoRendition>,
    /// The cover: galleries open on it.
    pub cover: bool,
    /// Made by the image studio, not photographed: show it labelled 'AI render' (the
    /// disclosure California's AB 723 asks of digitally altered listing images).
    pub ai_generated: bool,
}

/// A home plan of the catalogue.
#[derive(Debug, Clone, Object)]
#[oai(rename = "CataloguePlan", rename_all = "camelCase", example)]
pub struct CataloguePlan {
    /// Plan id.
    pub id: String,
    /// Name of the plan.
    pub title: String,
    /// Marketing description.
    pub description: String,
    /// The contractor offering the plan (`/api/v1/contractors/{id}`); null when none.
    #[oai(nullable)]
    pub contractor_id: Option<String>,
    /// Link to the plan on the contractor's or the 3D configurator's site; empty when none.
    pub url: String,
    /// The picture the plan's gallery opens on: the published cover, else the first published
    /// photo, else the plan's main image; null when it has none.
    #[oai(nullable)]
    pub image: Option<String>,
    /// Pre-approved for building in `preApprovedArea`.
    pub pre_approved: bool,
    /// A factory-built modular home.
    pub is_modular: bool,
    /// A HUD-code manufactured home.
    pub is_manufactured: bool,
    /// Fixed price of a modular or manufactured home, dollars; 0 when none (then see the
    /// estimate, `/api/v1/plans/{id}/estimate`).
    pub fix_price: f64,
    /// Price of the plan drawings, dollars.
    pub plan_cost: f64,
    /// Whether an augmented-reality model exists.
    pub has_ar_model: bool,
    /// Link to the augmented-reality model; empty when none.
    pub ar_model_link: String,
    /// Measurements and rooms.
    pub meta: PlanMeasurements,
    /// Where the plan may be built; empty lists mean anywhere.
    pub available: PlanAreas,
    /// Where the plan is pre-approved (empty unless `preApproved`).
    pub pre_approved_area: PlanAreas,
    /// The gallery's published photos, in gallery order.
    pub photos: Vec<CataloguePhoto>,
    /// Free-form construction details (foundation, roof, ceiling height…), as entered.
    pub specifications: serde_json::Value,
    /// The to-scale floor plan drawing (SVG), a path on this server; null when the plan has none.
    #[oai(nullable)]
    pub floor_plan: Option<String>,
    /// When the plan was added, milliseconds since 1970-01-01T00:00:00Z.
    pub created_at: i64,
    /// When the plan last changed, milliseconds since 1970-01-01T00:00:00Z.
    pub updated_at: i64,
}

/// One page of the catalogue.
#[derive(Debug, Clone, Object)]
#[oai(rename = "CataloguePage", rename_all = "camelCase", example)]
pub struct CataloguePage {
    /// The plans of the page, in the order asked.
    pub items: Vec<CataloguePlan>,
    /// How many plans match the filters in all, on every page.
    pub total_count: i64,
    /// This page's number, from 1.
    pub page: i64,
    /// Plans per page.
    pub page_size: i64,
}

/// A plan's published photos with their thumbnails.
#[derive(Debug, Clone, Object)]
#[oai(rename = "PlanThumbnails", rename_all = "camelCase", example)]
pub struct PlanThumbnails {
    /// Plan id.
    pub plan_id: String,
    /// The picture the plan's gallery opens on (see `CataloguePlan.image`).
    #[oai(nullable)]
    pub image: Option<String>,
    /// The published photos, in gallery order.
    pub items: Vec<CataloguePhoto>,
}

impl From<&domain::PlanPhoto> for CataloguePhoto {
    fn from(photo: &domain::PlanPhoto) -> Self {
        let url = photo.shown_url().unwrap_or_default().to_owned();
        let mime = match &photo.compressed {
            Some(compressed) if compressed.url == url => compressed.mime.clone(),
            _ => photo.mime.clone(),
        };
        let renditions = renditions_of(&url);
        CataloguePhoto {
            thumbnail: thumbnail_of(&url).filter(|_| !renditions.is_empty()),
            renditions: renditions.into_iter().map(|r| PhotoRendition { url: r.url, width: r.width }).collect(),
            url,
            mime,
            cover: photo.is_primary,
            ai_generated: photo.generated.is_some(),
        }
    }
}

/// The list thumbnail of an upload's shown image: `thumbnail.webp` in the same folder, as
/// `Media::store_variants` names it.
fn thumbnail_of(url: &str) -> Option<String> {
    let (folder, _) = url.rsplit_once('/')?;
    Some(format!("{folder}/thumbnail.webp"))
}

/// The published photos of `plan`.
pub fn published_photos(plan: &domain::Plan) -> Vec<CataloguePhoto> {
    plan.published_photos().filter(|photo| photo.shown_url().is_some()).map(CataloguePhoto::from).collect()
}

impl From<&domain::Areas> for PlanAreas {
    fn from(areas: &domain::Areas) -> Self {
        PlanAreas { states: areas.states.clone(), counties: areas.counties.clone(), cities: areas.cities.clone() }
    }
}

impl From<&domain::PlanMeta> for PlanMeasurements {
    fn from(meta: &domain::PlanMeta) -> Self {
        let areas = |rooms: &[domain::Room]| rooms.iter().map(|room| room.area).collect();
        PlanMeasurements {
            plan_type: meta.plan_type.into(),
            listed_area: meta.listed_area(),
            total_area: meta.total_area,
            outer_area: meta.outer_area,
            width: meta.width,
            length: meta.length,
            height: meta.height,
            bedroom_count: meta.bedroom_count,
            bathroom_count: meta.bathroom_count,
            kitchen_count: meta.kitchen_count,
            bedroom_areas: areas(&meta.bedroom),
            bathroom_areas: areas(&meta.bathroom),
            kitchen_areas: areas(&meta.kitchen),
        }
    }
}

impl From<&domain::Plan> for CataloguePlan {
    fn from(plan: &domain::Plan) -> Self {
        CataloguePlan {
            id: plan.id.clone(),
            title: plan.title.clone(),
            description: plan.description.clone(),
            contractor_id: plan.contractor_id.clone(),
            url: plan.url.clone(),
            image: plan.gallery_opening().map(str::to_owned),
            pre_approved: plan.pre_approved,
            is_modular: plan.is_modular,
            is_manufactured: plan.is_manufactured,
            fix_price: plan.fix_price,
            plan_cost: plan.plan_cost,
            has_ar_model: plan.has_ar_model,
            ar_model_link: plan.ar_model_link.clone(),
            meta: (&plan.meta).into(),
            available: (&plan.available).into(),
            pre_approved_area: (&plan.pre_approved_area).into(),
            photos: published_photos(plan),
            specifications: plan.specifications.clone(),
            floor_plan: (!plan.plan_svg.is_empty()).then(|| floor_plan_path(&plan.id)),
            created_at: plan.created_at,
            updated_at: plan.updated_at,
        }
    }
}

/// Where v1 serves the floor plan of plan `id` (ids are uuids: nothing to escape).
fn floor_plan_path(id: &str) -> String {
    format!("/api/v1/plans/{id}/floor-plan.svg")
}

impl From<&domain::Plan> for PlanThumbnails {
    fn from(plan: &domain::Plan) -> Self {
        PlanThumbnails {
            plan_id: plan.id.clone(),
            image: plan.gallery_opening().map(str::to_owned),
            items: published_photos(plan),
        }
    }
}

const EXAMPLE_PLAN_ID: &str = "0194a6c2-3b1e-7d40-9a51-6f2e8c0b7d13";
const EXAMPLE_UPLOAD: &str = "/media/plans/0194a6c3-0c55-7e12-8b7a-2d9f4e6a1c08";

impl Example for PlanMeasurements {
    fn example() -> Self {
        PlanMeasurements {
            plan_type: PlanKind::House,
            listed_area: 640.0,
            total_area: 598.0,
            outer_area: Some(640.0),
            width: 20.0,
            length: 32.0,
            height: Some(16.5),
            bedroom_count: 2,
            bathroom_count: 1,
            kitchen_count: 1,
            bedroom_areas: vec![120.0, 104.0],
            bathroom_areas: vec![48.0],
            kitchen_areas: vec![96.0],
        }
    }
}

impl Example for PlanAreas {
    fn example() -> Self {
        PlanAreas {
            states: vec!["0193f2a0-5d0e-7a11-8c3b-1e2d3f4a5b6c".into()],
            counties: vec!["0193f2a0-5d10-7b22-9d4c-2f3e4a5b6c7d".into()],
            cities: Vec::new(),
        }
    }
}

impl Example for PhotoRendition {
    fn example() -> Self {
        PhotoRendition { url: format!("{EXAMPLE_UPLOAD}/watermarked-768w.webp"), width: 768 }
    }
}

impl Example for CataloguePhoto {
    fn example() -> Self {
        CataloguePhoto {
            url: format!("{EXAMPLE_UPLOAD}/watermarked.webp"),
            mime: "image/webp".into(),
            thumbnail: Some(format!("{EXAMPLE_UPLOAD}/thumbnail.webp")),
            renditions: [480, 768, 1080, 1536]
                .into_iter()
                .map(|width| PhotoRendition { url: format!("{EXAMPLE_UPLOAD}/watermarked-{width}w.webp"), width })
                .collect(),
            cover: true,
            ai_generated: false,
        }
    }
}

impl Example for CataloguePlan {
    fn example() -> Self {
        CataloguePlan {
            id: EXAMPLE_PLAN_ID.into(),
            title: "The Wren".into(),
            description: "A two-bedroom cottage with a vaulted living room and a porch facing the garden.".into(),
            contractor_id: Some("0194a6c1-8e20-7f31-a4b2-5c6d7e8f9a0b".into()),
            url: "https://builder.example.com/plans/wren".into(),
            image: Some(format!("{EXAMPLE_UPLOAD}/watermarked.webp")),
            pre_approved: true,
            is_modular: false,
            is_manufactured: false,
            fix_price: 0.0,
            plan_cost: 2400.0,
            has_ar_model: false,
            ar_model_link: String::new(),
            meta: PlanMeasurements::example(),
            available: PlanAreas { states: Vec::new(), counties: Vec::new(), cities: Vec::new() },
            pre_approved_area: PlanAreas::example(),
            photos: vec![CataloguePhoto::example()],
            specifications: serde_json::json!({ "foundation": "Slab on grade", "roof": "Gable, 6:12" }),
            floor_plan: Some(floor_plan_path(EXAMPLE_PLAN_ID)),
            created_at: 1_735_689_600_000,
            updated_at: 1_736_899_200_000,
        }
    }
}

impl Example for CataloguePage {
    fn example() -> Self {
        CataloguePage { items: vec![CataloguePlan::example()], total_count: 41, page: 1, page_size: 10 }
    }
}

impl Example for PlanThumbnails {
    fn example() -> Self {
        PlanThumbnails {
            plan_id: EXAMPLE_PLAN_ID.into(),
            image: Some(format!("{EXAMPLE_UPLOAD}/watermarked.webp")),
            items: vec![CataloguePhoto::example()],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn photo(original: &str, compressed: Option<&str>, is_publish: bool) -> domain::PlanPhoto {
        domain::PlanPhoto {
            original: original.into(),
            name: "IMG_0001.jpg".into(),
            is_publish,
            is_primary: false,
            size: 1,
            mime: "image/jpeg".into(),
            compressed: compressed.map(|url| domain::CompressedImage {
                url: url.into(),
                size: 1,
                mime: "image/webp".into(),
                watermarked: true,
            }),
            generated: None,
        }
    }

    #[test]
    fn an_uploaded_photo_is_shown_by_its_variant_with_thumbnail_and_renditions() {
        let id = "0194a6c3-0c55-7e12-8b7a-2d9f4e6a1c08";
        let shown = format!("/media/plans/{id}/watermarked.webp");
        let photo = CataloguePhoto::from(&photo(&format!("/media/plans/{id}/original.jpg"), Some(&shown), true));
        assert_eq!((photo.url.as_str(), photo.mime.as_str()), (shown.as_str(), "image/webp"));
        assert_eq!(photo.thumbnail, Some(format!("/media/plans/{id}/thumbnail.webp")));
        assert_eq!(photo.renditions.len(), 4);
        assert_eq!(photo.renditions[0].url, format!("/media/plans/{id}/watermarked-480w.webp"));
    }

    #[test]
    fn a_seeded_drawing_has_no_thumbnail() {
        let photo = CataloguePhoto::from(&photo("/media/seed/plans/wren/front.svg", None, true));
        assert_eq!((photo.url.as_str(), photo.mime.as_str()), ("/media/seed/plans/wren/front.svg", "image/jpeg"));
        assert_eq!((photo.thumbnail, photo.renditions.len()), (None, 0));
    }
}
