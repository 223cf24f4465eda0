//! KML 2.2 (OGC 07-147r2): the outer boundaries of its polygons, and closed line strings. KML's
//! coordinates are always WGS84 longitude, latitude[, altitude] (§16.9.1).

use super::{is_closed, Outlines, Point};

pub fn read(bytes: &[u8]) -> Result<Outlines, String> {
    let text = std::str::from_utf8(bytes).map_err(|_| "it is not UTF-8 text".to_owned())?;
    let document = roxmltree::Document::parse(text).map_err(|err| format!("it is not XML ({err})"))?;
    if document.root_element().tag_name().name() != "kml" {
        return Err("it is XML but not KML (no <kml> element)".into());
    }
    let mut rings = Vec::new();
    for node in document.descendants().filter(|n| n.is_element()) {
        let ring = match node.tag_name().name() {
            "outerBoundaryIs" => node.descendants().find(|n| n.has_tag_name_local("coordinates")),
            "LineString" => node.children().find(|n| n.has_tag_name_local("coordinates")),
            _ => None,
        };
        if let Some(coordinates) = ring {
            let points = positions(coordinates.text().unwrap_or(""))?;
            if node.tag_name().name() == "outerBoundaryIs" || is_closed(&points) {
                rings.push(points);
            }
        }
    }
    Ok(Outlines { rings, crs: Some("CRS84".into()) })
}

/// `lon,lat[,alt]` tuples separated by white space.
fn positions(text: &str) -> Result<Vec<Point>, String> {
    text.split_whitespace()
        .map(|tuple| {
            let mut numbers = tuple.split(',').map(|n| n.trim().parse::<f64>());
            match (numbers.next(), numbers.next()) {
                (Some(Ok(lon)), Some(Ok(lat))) => Ok((lon, lat)),
                _ => Err(format!("a coordinate is not \"longitude,latitude\": {tuple}")),
            }
        })
        .collect()
}

trait LocalName {
    fn has_tag_name_local(&self, name: &str) -> bool;
}

impl LocalName for roxmltree::Node<'_, '_> {
    fn has_tag_name_local(&self, name: &str) -> bool {
        self.is_element() && self.tag_name().name() == name
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_placemarks_polygon_is_its_outline() {
        let file = br#"<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Lot 7</name>
  <Polygon><outerBoundaryIs><LinearRing><coordinates>
    -97.7440,30.2710,0 -97.7437,30.2710,0 -97.7437,30.27136,0 -97.7440,30.27136,0 -97.7440,30.2710,0
  </coordinates></LinearRing></outerBoundaryIs>
  <innerBoundaryIs><LinearRing><coordinates>-97.7439,30.2711 -97.7438,30.2711 -97.7438,30.2712 -97.7439,30.2711</coordinates></LinearRing></innerBoundaryIs>
  </Polygon></Placemark></Document></kml>"#;
        let outlines = read(file).unwrap();
        assert_eq!(outlines.rings.len(), 1, "the hole is not an outline");
        assert_eq!(outlines.rings[0][1], (-97.7437, 30.2710));
    }

    #[test]
    fn what_is_not_kml_says_why() {
        assert!(read(b"{}").unwrap_err().starts_with("it is not XML"));
        assert_eq!(read(b"<gpx/>").unwrap_err(), "it is XML but not KML (no <kml> element)");
        let bad = b"<kml><Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>1,a 2,2</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></kml>";
        assert_eq!(read(bad).unwrap_err(), "a coordinate is not \"longitude,latitude\": 1,a");
    }
}
