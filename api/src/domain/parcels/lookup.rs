//! Finding the parcel at a point through one source, and what the answer says about its lines.
//!
//! A parcel found is checked as a lot (the homeowner edits it on the map), and each of its lines
//! is told whether it faces a street: a line with no neighbouring parcel across it does (streets
//! are not parcels). Those facts and the point looked up (the address, or the spot tapped) give
//! each line its kind in the geometry crate, as the browser's worker does for a lot from a file.

use geo_types::Coord;
use geom_wasm::{check_lot, classify_lines, faces_street_from_neighbours, LineKind, LocalProjection, StreetFacts};
use serde::{Deserialize, Serialize};

use super::{ring_bounds, Parcel};
use crate::adapters::parcel_service::{attribute, Bbox, Feature, ParcelService, ServiceError};
use crate::domain::parcels::sources::ParcelSource;
use crate::store::parcels::ParcelStore;

/// How far around a parcel its neighbours are looked for, feet: wider than the gap a surveyed
/// line leaves between two parcels' outlines, narrower than a street.
const NEIGHBOUR_REACH_FT: f64 = 20.0;
/// Feet per degree of latitude (WGS84, mid-latitudes): enough to size a search box.
const FEET_PER_DEGREE_LAT: f64 = 364_000.0;

/// A source's answer for a point, as the cache keeps it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Recorded {
    pub apn: String,
    pub situs_address: String,
    pub zoning: String,
    /// Its corners (lon/lat, open), checked as a lot.
    pub ring: Vec<(f64, f64)>,
    /// Per line: whether it faces a street; `None` where the neighbours are not known.
    pub faces_street: Vec<Option<bool>>,
}

impl Recorded {
    pub fn parcel(&self) -> Parcel {
        Parcel {
            apn: self.apn.clone(),
            situs_address: self.situs_address.clone(),
            zoning: self.zoning.clone(),
            ring: self.ring.clone(),
        }
    }

    /// The kind of each line, the front being the street-facing line nearest `point`.
    pub fn line_kinds(&self, point: (f64, f64)) -> Vec<LineKind> {
        let projection = LocalProjection::new(point.0, point.1);
        let boundary: Vec<Coord<f64>> = self.ring.iter().map(|&(lon, lat)| projection.to_local(lon, lat)).collect();
        let facts = StreetFacts { address: Some(Coord { x: 0.0, y: 0.0 }), faces_street: &self.faces_street };
        classify_lines(&boundary, &facts, &[])
    }
}

/// What one source said of a point.
#[derive(Debug)]
pub enum SourceAnswer {
    Found(Recorded),
    /// No parcel holds the point (a street, water, outside the county).
    NoneHere,
    /// A parcel holds it, but its outline cannot be a lot; the reason in words.
    Unusable(String),
}

/// Asks our parcel store.
pub async fn from_store(store: &ParcelStore, source: &ParcelSource, lon: f64, lat: f64) -> sqlx::Result<SourceAnswer> {
    let candidates = store.candidates_at(&source.id, lon, lat).await?;
    let Some(parcel) = smallest_holding(candidates, lon, lat) else { return Ok(SourceAnswer::NoneHere) };
    let ring = match check_lot(&parcel.ring) {
        Ok(shape) => shape.corners,
        Err(problem) => return Ok(SourceAnswer::Unusable(problem.to_string())),
    };
    let neighbours = store.meeting(&source.id, around(&ring)).await?;
    let neighbours: Vec<Vec<(f64, f64)>> =
        neighbours.into_iter().map(|p| p.ring).filter(|other| !same_ring(other, &parcel.ring)).collect();
    Ok(SourceAnswer::Found(recorded(parcel, ring, Some(&neighbours))))
}

/// Asks a remote service. Its neighbours are a second question: when only that one fails, the
/// parcel is still answered, its lines' street facts unknown.
pub async fn from_service(
    service: &ParcelService,
    source: &ParcelSource,
    lon: f64,
    lat: f64,
) -> Result<SourceAnswer, ServiceError> {
    let Some(endpoint) = source.endpoint() else { return Ok(SourceAnswer::NoneHere) };
    let features = service.features_at(endpoint, lon, lat).await?;
    let parcels = features.iter().flat_map(|feature| parcels_of(feature, source));
    let Some(parcel) = smallest_holding(parcels.collect(), lon, lat) else { return Ok(SourceAnswer::NoneHere) };
    let ring = match check_lot(&parcel.ring) {
        Ok(shape) => shape.corners,
        Err(problem) => return Ok(SourceAnswer::Unusable(problem.to_string())),
    };
    let neighbours = match service.features_in(endpoint, around(&ring)).await {
        Ok(features) => Some(
            features
                .into_iter()
                .flat_map(|feature| feature.rings)
                .filter(|other| !same_ring(other, &parcel.ring))
                .collect::<Vec<_>>(),
        ),
        Err(err) => {
            tracing::warn!(source = %source.id, error = %err, "parcel neighbours unavailable");
            None
        }
    };
    Ok(SourceAnswer::Found(recorded(parcel, ring, neighbours.as_deref())))
}

/// A feature's polygons as parcels, with the attributes the source's field map names.
fn parcels_of<'a>(feature: &'a Feature, source: &'a ParcelSource) -> impl Iterator<Item = Parcel> + 'a {
    let fields = &source.fields;
    feature.rings.iter().map(move |ring| Parcel {
        apn: attribute(&feature.properties, &fields.apn),
        situs_address: attribute(&feature.properties, &fields.situs),
        zoning: attribute(&feature.properties, &fields.zoning),
        ring: ring.clone(),
    })
}

/// The smallest parcel holding the point: on a line two parcels share, either holds it, and
/// the smaller is the likelier lot (a condominium's unit over its common area).
fn smallest_holding(parcels: Vec<Parcel>, lon: f64, lat: f64) -> Option<Parcel> {
    parcels.into_iter().filter(|p| p.contains(lon, lat)).min_by(|a, b| a.area_sq_ft().total_cmp(&b.area_sq_ft()))
}

fn recorded(parcel: Parcel, ring: Vec<(f64, f64)>, neighbours: Option<&[Vec<(f64, f64)>]>) -> Recorded {
    let faces_street = match neighbours {
        Some(neighbours) => {
            let projection = LocalProjection::new(ring[0].0, ring[0].1);
            let local = |ring: &[(f64, f64)]| -> Vec<Coord<f64>> {
                ring.iter().map(|&(lon, lat)| projection.to_local(lon, lat)).collect()
            };
            let others: Vec<Vec<Coord<f64>>> = neighbours.iter().map(|n| local(n)).collect();
            faces_street_from_neighbours(&local(&ring), &others)
        }
        None => vec![None; ring.len()],
    };
    Recorded { apn: parcel.apn, situs_address: parcel.situs_address, zoning: parcel.zoning, ring, faces_street }
}

/// The parcel's box grown by [`NEIGHBOUR_REACH_FT`].
fn around(ring: &[(f64, f64)]) -> Bbox {
    let ((west, south), (east, north)) = ring_bounds(ring);
    let dlat = NEIGHBOUR_REACH_FT / FEET_PER_DEGREE_LAT;
    let dlon = dlat / ((south + north) / 2.0).to_radians().cos().max(0.01);
    Bbox { west: west - dlon, south: south - dlat, east: east + dlon, north: north + dlat }
}

/// Whether two rings are the same parcel's (a service answers the parcel among its neighbours).
fn same_ring(a: &[(f64, f64)], b: &[(f64, f64)]) -> bool {
    let close = |p: &(f64, f64), q: &(f64, f64)| (p.0 - q.0).abs() < 1e-9 && (p.1 - q.1).abs() < 1e-9;
    let trimmed = |ring: &[(f64, f64)]| -> usize {
        if ring.len() > 1 && close(&ring[0], &ring[ring.len() - 1]) {
            ring.len() - 1
        } else {
            ring.len()
        }
    };
    let (n, m) = (trimmed(a), trimmed(b));
    n == m && a[..n].iter().all(|p| b[..m].iter().any(|q| close(p, q)))
}
