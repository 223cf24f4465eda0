//! GeoJSON in answers (RFC 7946): polygons of `[longitude, latitude]` positions, rings closed.

use poem_openapi::{Enum, Object};

/// The one GeoJSON geometry type the answers use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum PolygonType {
    Polygon,
}

/// A GeoJSON Polygon: one ring of `[longitude, latitude]` positions, the first repeated last.
#[derive(Debug, Clone, Object)]
#[oai(rename = "GeoJsonPolygon")]
pub struct GeoJsonPolygon {
    /// Always `Polygon`.
    #[oai(rename = "type")]
    pub kind: PolygonType,
    /// One ring (no holes) of `[longitude, latitude]` positions, WGS 84, closed.
    pub coordinates: Vec<Vec<Vec<f64>>>,
}

impl GeoJsonPolygon {
    /// The closed polygon of an open ring of `(lon, lat)`.
    pub fn of_ring(ring: &[(f64, f64)]) -> GeoJsonPolygon {
        let mut positions: Vec<Vec<f64>> = ring.iter().map(|&(lon, lat)| vec![lon, lat]).collect();
        if let Some(first) = positions.first().cloned() {
            positions.push(first);
        }
        GeoJsonPolygon { kind: PolygonType::Polygon, coordinates: vec![positions] }
    }
}
