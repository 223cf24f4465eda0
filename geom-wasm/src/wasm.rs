//! `#[wasm_bindgen]` exports for the browser's geometry worker: camelCase names, typed arrays,
//! and the fit report as a plain object (see `report.rs`).

use wasm_bindgen::prelude::*;

use crate::to_js::to_js;

/// The worker's geometry state: the lot and structures, kept between pointer moves.
#[wasm_bindgen]
pub struct GeometryEngine(crate::engine::Engine);

#[wasm_bindgen]
impl GeometryEngine {
    /// `lot`/`structures`: flat `[lon, lat, …]`; `lineKinds[i]`: the kind of lot edge `i` (0
    /// front, 1 side, 2 rear, 3 street side; empty when unknown), which names the lines in the
    /// fit's messages; `structureCorners[i]`: corners of structure `i`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        lot: &[f64],
        setbacks_ft: &[f64],
        line_kinds: &[u8],
        structures: &[f64],
        structure_corners: &[u32],
        separations_ft: &[f64],
        names: Vec<String>,
    ) -> Result<GeometryEngine, JsError> {
        crate::engine::Engine::new(lot, setbacks_ft, line_kinds, structures, structure_corners, separations_ft, names)
            .map(GeometryEngine)
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// Fit of a plan centred on `lon`/`lat`, turned clockwise by `angleDeg`; with `snap`, the
    /// angle first snaps to a lot edge within 3°. A plain object: the `FitReport` of
    /// `web/src/geometry/fitReport.ts`, generated from the Rust type (see `report.rs`).
    pub fn check(
        &self,
        lon: f64,
        lat: f64,
        angle_deg: f64,
        width_ft: f64,
        length_ft: f64,
        snap: bool,
    ) -> Result<JsValue, JsError> {
        Ok(to_js(&self.0.check(lon, lat, angle_deg, width_ft, length_ft, snap))?)
    }

    /// `[lon, lat, angleDeg, slackFt]` of the roomiest valid placement, or `undefined` when the
    /// plan fits nowhere on the lot.
    #[wasm_bindgen(js_name = bestPlacement)]
    pub fn best_placement(&self, width_ft: f64, length_ft: f64, prefer_lon: f64, prefer_lat: f64) -> Option<Vec<f64>> {
        self.0.best_placement(width_ft, length_ft, prefer_lon, prefer_lat).map(|p| p.to_vec())
    }

    /// Where a `widthFt` × `lengthFt` plan turned by `angleDeg` may stand: a plain object, the
    /// `BuildableArea` of `web/src/geometry/fitReport.ts` (the room the setbacks and separations
    /// leave, and the region its centre may move in at that angle, in lon/lat).
    pub fn buildable(&self, width_ft: f64, length_ft: f64, angle_deg: f64) -> Result<JsValue, JsError> {
        Ok(to_js(&self.0.buildable(width_ft, length_ft, angle_deg))?)
    }

    /// The rule sets of the lot's areas, as the API's `localRules` answers them (a JSON list),
    /// and the lot's zoning district (empty when unknown).
    #[wasm_bindgen(js_name = setRules)]
    pub fn set_rules(&mut self, rule_sets_json: &str, zoning: &str) -> Result<(), JsError> {
        let sets = serde_json::from_str(rule_sets_json).map_err(|e| JsError::new(&format!("rule sets: {e}")))?;
        self.0.set_rules(sets, zoning).map_err(|e| JsError::new(&e.to_string()))
    }

    /// Holds the plan being placed to the rules: `kind` 0 detached ADU, 1 house, 2 shed;
    /// `heightFt` NaN when the plan does not say. A plain object: the figures that hold
    /// (`applied`, each with its rule, source and area) and the area whose rules apply.
    #[wasm_bindgen(js_name = setBuilding)]
    pub fn set_building(
        &mut self,
        kind: u8,
        living_area_sqft: f64,
        bedrooms: u32,
        height_ft: f64,
    ) -> Result<JsValue, JsError> {
        let building = building(kind, living_area_sqft, bedrooms, height_ft)?;
        Ok(to_js(self.0.set_building(building))?)
    }

    /// For each `[widthFt, lengthFt]` pair of `sizesFt`, 1 when that plan fits somewhere on the
    /// lot, else 0. `buildings` holds `[kind, livingAreaSqft, bedrooms, heightFt]` per plan to
    /// hold each to the local rules, or is empty to use the homeowner's setbacks.
    pub fn fitting(&self, sizes_ft: &[f64], buildings: &[f64]) -> Result<Vec<u8>, JsError> {
        let buildings = buildings
            .chunks_exact(4)
            .map(|b| building(b[0] as u8, b[1], b[2] as u32, b[3]))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(self.0.fitting(sizes_ft, &buildings))
    }
}

fn building(kind: u8, living_area_sqft: f64, bedrooms: u32, height_ft: f64) -> Result<crate::Building, JsError> {
    let kind = crate::BuildingKind::from_code(kind).ok_or_else(|| JsError::new("a building kind is 0, 1 or 2"))?;
    if !living_area_sqft.is_finite() || living_area_sqft < 0.0 {
        return Err(JsError::new("the living area must be a finite number of square feet"));
    }
    let height_ft = Some(height_ft).filter(|h| h.is_finite());
    Ok(crate::Building { kind, living_area_sqft, bedrooms, height_ft })
}

/// The kind of each edge of `lot` (flat `[lon, lat, …]`) as codes (0 front, 1 side, 2 rear, 3
/// street side), guessed from `address` (`[lon, lat]`, or empty) and `facesStreet` (per edge -1
/// unknown, 0 a parcel across, 1 a street; empty when unknown), keeping `overrides` (per edge -1
/// for none, else the homeowner's code; empty for none). The rules: `line_kinds.rs`.
#[wasm_bindgen(js_name = classifyLines)]
pub fn classify_lines(lot: &[f64], address: &[f64], faces_street: &[i8], overrides: &[i8]) -> Result<Vec<u8>, JsError> {
    crate::engine::classify_lines_lon_lat(lot, address, faces_street, overrides)
        .map_err(|e| JsError::new(&e.to_string()))
}

/// The floor plan drawing `svg` as straight RGBA pixels, its footprint stretched over
/// `widthPx` × `heightPx` (top row = back of the plan); with `inkOnly`, the paper is transparent.
#[wasm_bindgen(js_name = rasteriseSvg)]
pub fn rasterise_svg(svg: &str, width_px: u32, height_px: u32, ink_only: bool) -> Result<Vec<u8>, JsError> {
    let paint = if ink_only { crate::Paint::InkOnly } else { crate::Paint::AsDrawn };
    crate::rasterise_svg(svg, width_px, height_px, paint).map_err(|e| JsError::new(&e.to_string()))
}

/// The warnings for a site visit's map answer of `shape` (`single`, `multiple`, `line`,
/// `polygon`) through `points` on the lot `lot` (both flat `[lon, lat, …]`), worded with the
/// question's `title`; empty when nothing is wrong.
#[wasm_bindgen(js_name = checkMapAnswer)]
pub fn check_map_answer(shape: &str, title: &str, points: &[f64], lot: &[f64]) -> Result<Vec<String>, JsError> {
    let shape =
        crate::AnswerShape::parse(shape).ok_or_else(|| JsError::new(&format!("no map answer shape {shape:?}")))?;
    let pairs = |flat: &[f64]| -> Vec<(f64, f64)> { flat.chunks_exact(2).map(|p| (p[0], p[1])).collect() };
    Ok(crate::check_answer(shape, &pairs(points), &pairs(lot)).iter().map(|p| p.message(title)).collect())
}
