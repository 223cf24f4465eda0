//! `#[wasm_bindgen]` exports for the browser's geometry worker: camelCase names, typed arrays.

use wasm_bindgen::prelude::*;

use crate::Footprint;

/// Corners `[lon0, lat0, …, lon3, lat3]` of a `widthFt` × `lengthFt` plan centred on
/// `lon`/`lat` and turned clockwise by `angleDeg`.
#[wasm_bindgen(js_name = footprintLonLat)]
pub fn footprint_lon_lat(
    width_ft: f64,
    length_ft: f64,
    angle_deg: f64,
    lon: f64,
    lat: f64,
) -> Result<Vec<f64>, JsError> {
    if !(width_ft > 0.0 && length_ft > 0.0) {
        return Err(JsError::new("width and length must be positive numbers of feet"));
    }
    if ![angle_deg, lon, lat].iter().all(|v| v.is_finite()) || lat.abs() > 85.0 {
        return Err(JsError::new("angle and position must be finite, latitude within ±85°"));
    }
    let footprint = Footprint { width_ft, length_ft, angle_deg };
    Ok(footprint.corners_lon_lat(lon, lat).iter().flat_map(|c| [c.x, c.y]).collect())
}

/// The worker's geometry state: the lot and structures, kept between pointer moves.
#[wasm_bindgen]
pub struct GeometryEngine(crate::engine::Engine);

/// One fit check (statuses: 0 clear, 1 within a foot of a limit, 2 broken).
#[wasm_bindgen(getter_with_clone)]
pub struct FitResult {
    /// The angle checked (snapped to a lot edge when asked).
    #[wasm_bindgen(js_name = angleDeg)]
    pub angle_deg: f64,
    pub status: u8,
    #[wasm_bindgen(js_name = insideLot)]
    pub inside_lot: bool,
    #[wasm_bindgen(js_name = coveragePct)]
    pub coverage_pct: f64,
    #[wasm_bindgen(js_name = edgeDistancesFt)]
    pub edge_distances_ft: Vec<f64>,
    #[wasm_bindgen(js_name = edgeStatuses)]
    pub edge_statuses: Vec<u8>,
    #[wasm_bindgen(js_name = structureIndexes)]
    pub structure_indexes: Vec<u32>,
    #[wasm_bindgen(js_name = structureDistancesFt)]
    pub structure_distances_ft: Vec<f64>,
    #[wasm_bindgen(js_name = structureStatuses)]
    pub structure_statuses: Vec<u8>,
    pub violations: Vec<String>,
    /// `[lon0, lat0, …, lon3, lat3]`.
    pub footprint: Vec<f64>,
}

#[wasm_bindgen]
impl GeometryEngine {
    /// `lot`/`structures`: flat `[lon, lat, …]`; `structureCorners[i]`: corners of structure
    /// `i`; `frontEdge`: the street-facing edge, or -1.
    #[wasm_bindgen(constructor)]
    pub fn new(
        lot: &[f64],
        setbacks_ft: &[f64],
        front_edge: i32,
        structures: &[f64],
        structure_corners: &[u32],
        separations_ft: &[f64],
        names: Vec<String>,
    ) -> Result<GeometryEngine, JsError> {
        let front = usize::try_from(front_edge).ok();
        crate::engine::Engine::new(lot, setbacks_ft, front, structures, structure_corners, separations_ft, names)
            .map(GeometryEngine)
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// Fit of a plan centred on `lon`/`lat`, turned clockwise by `angleDeg`; with `snap`, the
    /// angle first snaps to a lot edge within 3°.
    pub fn check(&self, lon: f64, lat: f64, angle_deg: f64, width_ft: f64, length_ft: f64, snap: bool) -> FitResult {
        let f = self.0.check(lon, lat, angle_deg, width_ft, length_ft, snap);
        FitResult {
            angle_deg: f.angle_deg,
            status: f.status,
            inside_lot: f.inside_lot,
            coverage_pct: f.coverage_pct,
            edge_distances_ft: f.edge_distances_ft,
            edge_statuses: f.edge_statuses,
            structure_indexes: f.structure_indexes,
            structure_distances_ft: f.structure_distances_ft,
            structure_statuses: f.structure_statuses,
            violations: f.violations,
            footprint: f.footprint,
        }
    }

    /// `[lon, lat, angleDeg, slackFt]` of the roomiest valid placement, or `undefined` when the
    /// plan fits nowhere on the lot.
    #[wasm_bindgen(js_name = bestPlacement)]
    pub fn best_placement(&self, width_ft: f64, length_ft: f64, prefer_lon: f64, prefer_lat: f64) -> Option<Vec<f64>> {
        self.0.best_placement(width_ft, length_ft, prefer_lon, prefer_lat).map(|p| p.to_vec())
    }

    /// For each `[widthFt, lengthFt]` pair of `sizesFt`, 1 when that plan fits somewhere on the
    /// lot, else 0.
    pub fn fitting(&self, sizes_ft: &[f64]) -> Vec<u8> {
        self.0.fitting(sizes_ft)
    }
}

/// The floor plan drawing `svg` as straight RGBA pixels, its footprint stretched over
/// `widthPx` × `heightPx` (top row = back of the plan); with `inkOnly`, the paper is transparent.
#[wasm_bindgen(js_name = rasteriseSvg)]
pub fn rasterise_svg(svg: &str, width_px: u32, height_px: u32, ink_only: bool) -> Result<Vec<u8>, JsError> {
    let paint = if ink_only { crate::Paint::InkOnly } else { crate::Paint::AsDrawn };
    crate::rasterise_svg(svg, width_px, height_px, paint).map_err(|e| JsError::new(&e.to_string()))
}
