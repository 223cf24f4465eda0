//! The GeoJSON integrators send (RFC 7946): a lot or a structure is a Polygon — bare, as a
//! Feature's geometry, or a MultiPolygon of one polygon — of `[longitude, latitude]` positions.
//! Everything else is refused with the reason, naming the field it came in.

use serde_json::Value;

use crate::error::AppError;

/// The outer ring of the polygon `value` (the closing position kept or not; `check_lot` drops
/// repeats), as `(lon, lat)`. `field` names it in the refusal ("lot.outline").
pub fn polygon_ring(value: &Value, field: &str) -> Result<Vec<(f64, f64)>, AppError> {
    let refuse = |why: &str| AppError::Unprocessable(format!("{field}: {why}"));
    let kind = value.get("type").and_then(Value::as_str).ok_or_else(|| {
        refuse("not GeoJSON: expected an object with `type` \"Polygon\" (or a Feature of one) and its `coordinates`.")
    })?;
    let polygon = match kind {
        "Polygon" => value.get("coordinates"),
        "Feature" => {
            let geometry =
                value.get("geometry").filter(|g| !g.is_null()).ok_or_else(|| refuse("the Feature has no geometry."))?;
            if geometry.get("type").and_then(Value::as_str) == Some("Feature") {
                return Err(refuse("a Feature's geometry cannot be another Feature."));
            }
            return polygon_ring(geometry, field);
        }
        "MultiPolygon" => match value.get("coordinates").and_then(Value::as_array).map(Vec::as_slice) {
            Some([one]) => Some(one),
            _ => return Err(refuse("a MultiPolygon must hold exactly one polygon: a lot is one piece of land.")),
        },
        other => {
            return Err(refuse(&format!("a {other} is not an outline; send a Polygon.")));
        }
    };
    let rings = polygon.and_then(Value::as_array).ok_or_else(|| refuse("`coordinates` must be a list of rings."))?;
    let outer = match rings.as_slice() {
        [] => return Err(refuse("the Polygon has no ring.")),
        [outer] => outer,
        _ => return Err(refuse("the Polygon has holes; send its outer ring only.")),
    };
    let positions = outer.as_array().ok_or_else(|| refuse("a ring must be a list of positions."))?;
    positions
        .iter()
        .enumerate()
        .map(|(i, position)| {
            let numbers = position.as_array().map(Vec::as_slice).unwrap_or_default();
            match numbers {
                // A third number (height) is allowed by RFC 7946 and ignored.
                [lon, lat] | [lon, lat, _] => match (lon.as_f64(), lat.as_f64()) {
                    (Some(lon), Some(lat)) => Ok((lon, lat)),
                    _ => Err(refuse(&format!("position {i} is not two numbers [longitude, latitude]."))),
                },
                _ => Err(refuse(&format!("position {i} is not [longitude, latitude]."))),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn message(value: Value) -> String {
        polygon_ring(&value, "lot.outline").unwrap_err().to_string()
    }

    #[test]
    fn a_polygon_a_feature_and_a_multipolygon_of_one_are_read_alike() {
        let ring = json!([[[-122.0, 37.0], [-122.0, 37.001], [-121.999, 37.001], [-122.0, 37.0]]]);
        let expected = vec![(-122.0, 37.0), (-122.0, 37.001), (-121.999, 37.001), (-122.0, 37.0)];
        assert_eq!(polygon_ring(&json!({"type": "Polygon", "coordinates": ring}), "f").unwrap(), expected);
        let feature =
            json!({"type": "Feature", "properties": {}, "geometry": {"type": "Polygon", "coordinates": ring}});
        assert_eq!(polygon_ring(&feature, "f").unwrap(), expected);
        assert_eq!(polygon_ring(&json!({"type": "MultiPolygon", "coordinates": [ring]}), "f").unwrap(), expected);
    }

    #[test]
    fn what_is_not_one_polygon_is_refused_with_the_reason() {
        assert_eq!(
            message(json!({"type": "Point", "coordinates": [1, 2]})),
            "lot.outline: a Point is not an outline; send a Polygon."
        );
        assert!(message(json!([1, 2])).starts_with("lot.outline: not GeoJSON"));
        assert_eq!(
            message(json!({"type": "Polygon", "coordinates": [[[0, 0], [0, 1], [1, 1]], [[0, 0], [0, 1], [1, 1]]]})),
            "lot.outline: the Polygon has holes; send its outer ring only."
        );
        assert_eq!(
            message(json!({"type": "Polygon", "coordinates": [[[0, 0], ["a", 1]]]})),
            "lot.outline: position 1 is not two numbers [longitude, latitude]."
        );
        assert!(message(json!({"type": "MultiPolygon", "coordinates": []})).contains("exactly one polygon"));
    }
}
