//! Parcels: the lot the county recorded, found by a point on it (the address found, the spot
//! tapped). Its boundary becomes the homeowner's lot, with its parcel number (APN) and zoning
//! district. This is our own parcel store: a county's published parcel file imported into it, or
//! the demo's made-up fabric ([`demo_fabric`]).

pub mod demo_fabric;

use geo_types::Coord;
use geom_wasm::{segment::point_in_polygon, LocalProjection};

use crate::error::AppResult;
use crate::store::{parcels::ParcelStore, Store};

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
        self.ring.iter().fold(
            ((f64::INFINITY, f64::INFINITY), (f64::NEG_INFINITY, f64::NEG_INFINITY)),
            |((w, s), (e, n)), &(lon, lat)| ((w.min(lon), s.min(lat)), (e.max(lon), n.max(lat))),
        )
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

/// Looks parcels up by a point.
pub struct Parcels {
    store: ParcelStore,
}

impl Parcels {
    pub fn new(store: &Store) -> Self {
        Self { store: store.parcels() }
    }

    /// The parcel the point lies in, if any: `None` on a street, a river, or where no parcels
    /// are stored. A point on a line two parcels share is given the smaller one.
    pub async fn at(&self, lon: f64, lat: f64) -> AppResult<Option<Parcel>> {
        let candidates = self.store.candidates_at(lon, lat).await?;
        Ok(candidates
            .into_iter()
            .filter(|parcel| parcel.contains(lon, lat))
            .min_by(|a, b| a.area_sq_ft().total_cmp(&b.area_sq_ft())))
    }
}
