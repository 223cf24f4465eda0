//! GeoJSON (RFC 7946, and the 2008 format's `crs` member that GIS exports in State Plane still
//! write): the outer rings of its polygons, and closed line strings.

use serde_json::Value;

use super::{is_closed, Outlines, Point};

/// The outlines of a GeoJSON document, and the coordinate system its `crs` member names.
pub fn read(bytes: &[u8]) -> Result<Outlines, String> {
    let root: Value = serde_json::from_slice(bytes).map_err(|err| format!("it is not JSON ({err})"))?;
    if !root.is_object() || root.get("type").and_then(Value::as_str).is_none() {
        return Err("it is JSON but not GeoJSON (no \"type\")".into());
    }
    let mut outlines = Outlines { crs: named_crs(&root), ..Outlines::default() };
    collect(&root, &mut outlines.rings)?;
    Ok(outlines)
}

/// `{"crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:EPSG::2277"}}}` (GeoJSON
/// 2008, §3; RFC 7946 dropped it, but exports from county GIS still write it).
fn named_crs(root: &Value) -> Option<String> {
    root.pointer("/crs/properties/name").and_then(Value::as_str).map(str::to_owned)
}

fn collect(value: &Value, rings: &mut Vec<Vec<Point>>) -> Result<(), String> {
    let coordinates = || value.get("coordinates").ok_or("a geometry has no \"coordinates\"".to_owned());
    match value.get("type").and_then(Value::as_str).unwrap_or("") {
        "FeatureCollection" => {
            for feature in value.get("features").and_then(Value::as_array).into_iter().flatten() {
                collect(feature, rings)?;
            }
        }
        "Feature" => {
            if let Some(geometry) = value.get("geometry").filter(|g| !g.is_null()) {
                collect(geometry, rings)?;
            }
        }
        "GeometryCollection" => {
            for geometry in value.get("geometries").and_then(Value::as_array).into_iter().flatten() {
                collect(geometry, rings)?;
            }
        }
        // The outer ring only: a lot's holes (an easement cut out) are not the lot's lines.
        "Polygon" => rings.extend(outer(coordinates()?)?),
        "MultiPolygon" => {
            for polygon in coordinates()?.as_array().into_iter().flatten() {
                rings.extend(outer(polygon)?);
            }
        }
        "LineString" => {
            let line = positions(coordinates()?)?;
            if is_closed(&line) {
                rings.push(line);
            }
        }
        "MultiLineString" => {
            for line in coordinates()?.as_array().into_iter().flatten() {
                let line = positions(line)?;
                if is_closed(&line) {
                    rings.push(line);
                }
            }
        }
        _ => {}
    }
    Ok(())
}

fn outer(polygon: &Value) -> Result<Option<Vec<Point>>, String> {
    polygon.as_array().and_then(|rings| rings.first()).map(positions).transpose()
}

fn positions(value: &Value) -> Result<Vec<Point>, String> {
    let Some(list) = value.as_array() else { return Err("a geometry's coordinates are not a list".into()) };
    list.iter()
        .map(|position| match position.as_array().map(|p| (p.first(), p.get(1))) {
            Some((Some(x), Some(y))) => match (x.as_f64(), y.as_f64()) {
                (Some(x), Some(y)) => Ok((x, y)),
                _ => Err(format!("a position is not two numbers: {position}")),
            },
            _ => Err(format!("a position is not two numbers: {position}")),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polygons_features_and_closed_lines_are_outlines() {
        let file = br#"{"type": "FeatureCollection",
          "crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:EPSG::2277"}},
          "features": [
            {"type": "Feature", "properties": {"APN": "0206041001"},
             "geometry": {"type": "Polygon", "coordinates": [[[0,0],[60,0],[60,120],[0,120],[0,0]], [[10,10],[20,10],[20,20],[10,10]]]}},
            {"type": "Feature", "properties": {}, "geometry": null},
            {"type": "Feature", "properties": {},
             "geometry": {"type": "LineString", "coordinates": [[0,0],[5,0],[5,5],[0,0]]}},
            {"type": "Feature", "properties": {},
             "geometry": {"type": "LineString", "coordinates": [[0,0],[5,0],[5,5]]}}
          ]}"#;
        let outlines = read(file).unwrap();
        assert_eq!(outlines.crs.as_deref(), Some("urn:ogc:def:crs:EPSG::2277"));
        assert_eq!(outlines.rings.len(), 2, "the outer ring and the closed line; no hole, no open line");
        assert_eq!(outlines.rings[0][2], (60.0, 120.0));
    }

    #[test]
    fn what_is_not_geojson_says_why() {
        assert!(read(b"<kml/>").unwrap_err().starts_with("it is not JSON"));
        assert_eq!(read(b"{\"a\": 1}").unwrap_err(), "it is JSON but not GeoJSON (no \"type\")");
        let bad = br#"{"type": "Polygon", "coordinates": [[[0, "a"], [1, 1], [0, 1], [0, 0]]]}"#;
        assert_eq!(read(bad).unwrap_err(), "a position is not two numbers: [0,\"a\"]");
    }
}
