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
