//! Parcels: the lot the county recorded, found by a point on it (the address found, the spot
//! tapped). Its boundary becomes the homeowner's lot, with its parcel number (APN), zoning
//! district and the kind of each line.
//!
//! Parcels come from the sources admins configure per area ([`sources`]): a county's or city's
//! service (ArcGIS REST or OGC API – Features), or our own parcel store (a county's published
//! file imported into it, or the demo's made-up fabric, [`demo_fabric`]). The sources whose
//! extent holds the point are asked in turn, the most specific area first, until one finds a
//! parcel there ([`service`]); remote answers are cached in the database for every instance.

pub mod county_file;
pub mod demo_fabric;
pub mod imports;
pub mod lookup;
pub mod service;
pub mod sources;

use geo_types::Coord;
use geom_wasm::{segment::point_in_polygon, LocalProjection};

pub use service::{Lookup, Parcels};

/// Where uploaded county files wait in the media store for their import (never served).
pub const IMPORT_FILES: &str = "parcel-imports/";

/// One parcel: its boundary (WGS84 longitude/latitude, open ring) and what the county records.
#[derive(Debug, Clone, PartialEq)]
pub struct Parcel {
    pub apn: String,
    pub situs_address: String,
    pub zoning: String,
    pub ring: Vec<(f64, f64)>,
}

impl Parcel {
    /// The corners of its bounding box: (west, south), (east, north).
    pub fn bounds(&self) -> ((f64, f64), (f64, f64)) {
        ring_bounds(&self.ring)
    }

    /// Its boundary as a GeoJSON Polygon (the ring closed, as RFC 7946 writes it): how a county's
    /// service or file holds it.
    pub fn geojson_polygon(&self) -> serde_json::Value {
        let mut ring: Vec<serde_json::Value> =
            self.ring.iter().map(|&(lon, lat)| serde_json::json!([lon, lat])).collect();
        if let Some(first) = ring.first().cloned() {
            ring.push(first);
        }
        serde_json::json!({ "type": "Polygon", "coordinates": [ring] })
    }

    /// Its area, square feet.
    pub fn area_sq_ft(&self) -> f64 {
        let local = self.local();
        geom_wasm::segment::polygon_area(&local)
    }

    fn local(&self) -> Vec<Coord<f64>> {
        let Some(&(lon, lat)) = self.ring.first() else { return Vec::new() };
        let projection = LocalProjection::new(lon, lat);
        self.ring.iter().map(|&(x, y)| projection.to_local(x, y)).collect()
    }

    /// Whether the point lies inside the boundary.
    pub fn contains(&self, lon: f64, lat: f64) -> bool {
        let ring: Vec<Coord<f64>> = self.ring.iter().map(|&(x, y)| Coord { x, y }).collect();
        ring.len() >= 3 && point_in_polygon(Coord { x: lon, y: lat }, &ring)
    }
}

/// The corners of a ring's bounding box (longitude/latitude): (west, south), (east, north).
pub fn ring_bounds(ring: &[(f64, f64)]) -> ((f64, f64), (f64, f64)) {
    ring.iter().fold(
        ((f64::INFINITY, f64::INFINITY), (f64::NEG_INFINITY, f64::NEG_INFINITY)),
        |((w, s), (e, n)), &(lon, lat)| ((w.min(lon), s.min(lat)), (e.max(lon), n.max(lat))),
    )
}
