//! The property as the worker keeps it between pointer moves: the lot with a setback per edge,
//! and the existing structures indexed in an R-tree.

use geo_types::Coord;
use rstar::{primitives::GeomWithData, primitives::Rectangle, RTree, AABB};

use crate::line_kinds::LineKind;
use crate::segment::polygon_area;

/// Separation kept from existing structures unless one says otherwise, feet (a common fire
/// separation between detached buildings).
pub const DEFAULT_SEPARATION_FT: f64 = 6.0;

/// A building already on the lot (the main house, a garage).
#[derive(Debug, Clone, PartialEq)]
pub struct Structure {
    pub name: String,
    /// Outline in local feet.
    pub outline: Vec<Coord<f64>>,
    /// Distance a new building must keep from it, feet.
    pub separation_ft: f64,
}

/// The lot: its boundary (local feet, any orientation, concave allowed) and each edge's setback.
#[derive(Debug, Clone, PartialEq)]
pub struct Lot {
    pub boundary: Vec<Coord<f64>>,
    /// `setbacks_ft[i]` belongs to the edge from corner `i` to corner `i + 1`.
    pub setbacks_ft: Vec<f64>,
    /// `line_kinds[i]` is the kind of edge `i` (front, side, rear, street side; see
    /// `line_kinds.rs`), which names it in messages; empty when the kinds are unknown.
    pub line_kinds: Vec<LineKind>,
}

/// Why a site cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SiteError {
    TooFewCorners,
    SetbackCountMismatch,
    LineKindCountMismatch,
    UnknownLineKind,
    StreetFactCountMismatch,
    UnknownStreetFact,
    AddressNotAPoint,
    BadNumber,
}

impl std::fmt::Display for SiteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            SiteError::TooFewCorners => "a lot or structure needs at least 3 corners",
            SiteError::SetbackCountMismatch => "the lot needs one setback per edge",
            SiteError::LineKindCountMismatch => "the lot needs one line kind per edge, or none when they are unknown",
            SiteError::UnknownLineKind => "a line kind is 0 (front), 1 (side), 2 (rear) or 3 (street side)",
            SiteError::StreetFactCountMismatch => {
                "the lot needs one street fact per edge, or none when they are unknown"
            }
            SiteError::UnknownStreetFact => "a street fact is -1 (unknown), 0 (a parcel across) or 1 (a street)",
            SiteError::AddressNotAPoint => "the address is one longitude and latitude, or none",
            SiteError::BadNumber => "coordinates and setbacks must be finite, setbacks at least 0",
        })
    }
}

type IndexedStructure = GeomWithData<Rectangle<[f64; 2]>, usize>;

/// A lot, its structures and their index; built once per edit of the lot, queried per move.
#[derive(Debug, Clone)]
pub struct Site {
    pub lot: Lot,
    pub structures: Vec<Structure>,
    index: RTree<IndexedStructure>,
    lot_area: f64,
    structures_area: f64,
}

impl Site {
    pub fn new(lot: Lot, structures: Vec<Structure>) -> Result<Site, SiteError> {
        if lot.boundary.len() < 3 || structures.iter().any(|s| s.outline.len() < 3) {
            return Err(SiteError::TooFewCorners);
        }
        if lot.setbacks_ft.len() != lot.boundary.len() {
            return Err(SiteError::SetbackCountMismatch);
        }
        if !lot.line_kinds.is_empty() && lot.line_kinds.len() != lot.boundary.len() {
            return Err(SiteError::LineKindCountMismatch);
        }
        let finite = |c: &Coord<f64>| c.x.is_finite() && c.y.is_finite();
        if !lot.boundary.iter().all(finite)
            || !structures
                .iter()
                .all(|s| s.outline.iter().all(finite) && s.separation_ft.is_finite() && s.separation_ft >= 0.0)
            || !lot.setbacks_ft.iter().all(|s| s.is_finite() && *s >= 0.0)
        {
            return Err(SiteError::BadNumber);
        }
        let index = RTree::bulk_load(
            structures
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    let (min, max) = bounds(&s.outline);
                    GeomWithData::new(Rectangle::from_corners(min, max), i)
                })
                .collect(),
        );
        let lot_area = polygon_area(&lot.boundary);
        let structures_area = structures.iter().map(|s| polygon_area(&s.outline)).sum();
        Ok(Site { lot, structures, index, lot_area, structures_area })
    }

    pub fn lot_area(&self) -> f64 {
        self.lot_area
    }

    pub fn structures_area(&self) -> f64 {
        self.structures_area
    }

    /// Structures whose outline might lie within `reach` feet of the box `min`–`max`.
    pub fn structures_near(&self, min: [f64; 2], max: [f64; 2], reach: f64) -> impl Iterator<Item = usize> + '_ {
        let envelope = AABB::from_corners([min[0] - reach, min[1] - reach], [max[0] + reach, max[1] + reach]);
        self.index.locate_in_envelope_intersecting(&envelope).map(|s| s.data)
    }

    /// The most separation any structure asks for.
    pub fn max_separation(&self) -> f64 {
        self.structures.iter().map(|s| s.separation_ft).fold(0.0, f64::max)
    }

    /// Bearing of each lot edge (corner `i` → `i + 1`), clockwise from north, folded into
    /// [0°, 180°): the angles a plan lines up with.
    pub fn edge_bearings(&self) -> impl Iterator<Item = f64> + '_ {
        let ring = &self.lot.boundary;
        (0..ring.len()).map(move |i| {
            let (a, b) = (ring[i], ring[(i + 1) % ring.len()]);
            (b.x - a.x).atan2(b.y - a.y).to_degrees().rem_euclid(180.0)
        })
    }

    /// How a homeowner would name edge `i`: by its kind ("the front lot line"), with its number
    /// as the map labels it when another edge is of the same kind ("the side lot line (line 2)"),
    /// or by its number alone when the kinds are unknown ("lot line 3").
    pub fn edge_name(&self, i: usize) -> String {
        let kinds = &self.lot.line_kinds;
        let Some(&kind) = kinds.get(i) else { return format!("lot line {}", i + 1) };
        if kinds.iter().filter(|&&k| k == kind).count() > 1 {
            format!("the {} lot line (line {})", kind.label(), i + 1)
        } else {
            format!("the {} lot line", kind.label())
        }
    }
}

/// Bounding box corners of a ring.
pub fn bounds(ring: &[Coord<f64>]) -> ([f64; 2], [f64; 2]) {
    let mut min = [f64::INFINITY; 2];
    let mut max = [f64::NEG_INFINITY; 2];
    for c in ring {
        min = [min[0].min(c.x), min[1].min(c.y)];
        max = [max[0].max(c.x), max[1].max(c.y)];
    }
    (min, max)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::line_kinds::LineKind::{Front, Rear, Side, StreetSide};
    use crate::test_sites::{c, rectangle_site};

    fn corner_lot(line_kinds: Vec<LineKind>) -> Result<Site, SiteError> {
        let boundary = vec![c(0.0, 0.0), c(60.0, 0.0), c(60.0, 120.0), c(0.0, 120.0)];
        Site::new(Lot { boundary, setbacks_ft: vec![20.0, 5.0, 5.0, 10.0], line_kinds }, vec![])
    }

    #[test]
    fn lines_are_named_by_kind_numbered_when_two_share_it() {
        let site = rectangle_site(vec![]);
        let names: Vec<String> = (0..4).map(|i| site.edge_name(i)).collect();
        assert_eq!(
            names,
            ["the front lot line", "the side lot line (line 2)", "the rear lot line", "the side lot line (line 4)"]
        );
        let corner = corner_lot(vec![Front, Rear, Side, StreetSide]).unwrap();
        assert_eq!(corner.edge_name(2), "the side lot line");
        assert_eq!(corner.edge_name(3), "the street side lot line");
    }

    #[test]
    fn lines_of_unknown_kind_are_named_by_number() {
        assert_eq!(corner_lot(vec![]).unwrap().edge_name(2), "lot line 3");
    }

    #[test]
    fn line_kinds_are_one_per_edge_or_none() {
        let err = corner_lot(vec![Front, Side]).unwrap_err();
        assert_eq!(err, SiteError::LineKindCountMismatch);
        assert_eq!(err.to_string(), "the lot needs one line kind per edge, or none when they are unknown");
    }
}
