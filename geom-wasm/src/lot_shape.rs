//! Whether an outline can be a lot: what a lot read from a file (a survey, a county's parcel) must
//! be before it replaces the one on the map. The same rules for every caller: the file import,
//! and later the parcel lookup and the integrators' fit check.

use geo_types::Coord;

use crate::{
    projection::LocalProjection,
    segment::{edges, polygon_area, segments_intersect},
};

/// The most corners a lot may have. A surveyed lot has a handful; a county's parcel traced along
/// a curved street a few dozen. The site visit's lot keeps the same limit.
pub const MAX_LOT_CORNERS: usize = 200;

/// The largest lot, square feet: 40 acres, the quarter-quarter section of the US Public Land
/// Survey, far beyond any residential lot (a bigger outline is a county or a mistaken unit).
pub const MAX_LOT_AREA_SQ_FT: f64 = 40.0 * 43_560.0;

/// The smallest lot, square feet: below this the outline is a drawing's detail, or a file in the
/// wrong unit (a lot in miles read as feet).
pub const MIN_LOT_AREA_SQ_FT: f64 = 100.0;

/// Corners closer than this, feet, are one corner (a ring's closing point, a doubled vertex).
const SAME_CORNER_FT: f64 = 0.001;

/// Why an outline cannot be a lot.
#[derive(Debug, Clone, PartialEq)]
pub enum LotProblem {
    TooFewCorners,
    TooManyCorners { corners: usize },
    NotANumber,
    NotLonLat,
    CrossesItself,
    TooSmall { area_sq_ft: f64 },
    TooLarge { area_sq_ft: f64 },
}

impl std::fmt::Display for LotProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LotProblem::TooFewCorners => f.write_str("The lot's outline needs at least 3 different corners."),
            LotProblem::TooManyCorners { corners } => {
                write!(f, "The lot's outline has {corners} corners; a lot may have at most {MAX_LOT_CORNERS}.")
            }
            LotProblem::NotANumber => f.write_str("The lot's outline has a corner that is not a number."),
            LotProblem::NotLonLat => f.write_str("The lot's corners are not longitudes and latitudes."),
            LotProblem::CrossesItself => f.write_str("The lot's outline crosses itself."),
            LotProblem::TooSmall { area_sq_ft } => write!(
                f,
                "The lot is {} sq ft; a lot must be at least {} sq ft (is the file in another unit?).",
                round_area(*area_sq_ft),
                MIN_LOT_AREA_SQ_FT
            ),
            LotProblem::TooLarge { area_sq_ft } => write!(
                f,
                "The lot is {:.1} acres; a lot may be at most {} acres.",
                area_sq_ft / 43_560.0,
                MAX_LOT_AREA_SQ_FT / 43_560.0
            ),
        }
    }
}

fn round_area(area: f64) -> String {
    if area < 10.0 {
        format!("{area:.2}")
    } else {
        format!("{area:.0}")
    }
}

/// A lot's outline that passed [`check_lot`]: its corners (lon/lat, no closing repeat) and area.
#[derive(Debug, Clone, PartialEq)]
pub struct LotShape {
    pub corners: Vec<(f64, f64)>,
    pub area_sq_ft: f64,
}

/// Checks that `ring` (lon/lat; closed or not) can be a lot: 3 to [`MAX_LOT_CORNERS`] different
/// corners, longitudes and latitudes, not crossing itself, between [`MIN_LOT_AREA_SQ_FT`] and
/// [`MAX_LOT_AREA_SQ_FT`]. Answers the corners without repeats (a closing point, a doubled
/// vertex) and the area.
pub fn check_lot(ring: &[(f64, f64)]) -> Result<LotShape, LotProblem> {
    if ring.iter().any(|(lon, lat)| !lon.is_finite() || !lat.is_finite()) {
        return Err(LotProblem::NotANumber);
    }
    if ring.iter().any(|(lon, lat)| lon.abs() > 180.0 || lat.abs() > 90.0) {
        return Err(LotProblem::NotLonLat);
    }
    let Some(&(lon, lat)) = ring.first() else { return Err(LotProblem::TooFewCorners) };
    let projection = LocalProjection::new(lon, lat);
    let mut corners: Vec<(f64, f64)> = Vec::with_capacity(ring.len());
    let mut local: Vec<Coord<f64>> = Vec::with_capacity(ring.len());
    for &(lon, lat) in ring {
        let point = projection.to_local(lon, lat);
        if local.last().is_some_and(|last| distance(*last, point) < SAME_CORNER_FT) {
            continue;
        }
        corners.push((lon, lat));
        local.push(point);
    }
    while local.len() > 1 && distance(local[0], local[local.len() - 1]) < SAME_CORNER_FT {
        local.pop();
        corners.pop();
    }
    if local.len() < 3 {
        return Err(LotProblem::TooFewCorners);
    }
    if local.len() > MAX_LOT_CORNERS {
        return Err(LotProblem::TooManyCorners { corners: local.len() });
    }
    if crosses_itself(&local) {
        return Err(LotProblem::CrossesItself);
    }
    let area_sq_ft = polygon_area(&local);
    if area_sq_ft < MIN_LOT_AREA_SQ_FT {
        return Err(LotProblem::TooSmall { area_sq_ft });
    }
    if area_sq_ft > MAX_LOT_AREA_SQ_FT {
        return Err(LotProblem::TooLarge { area_sq_ft });
    }
    Ok(LotShape { corners, area_sq_ft })
}

fn distance(a: Coord<f64>, b: Coord<f64>) -> f64 {
    (a.x - b.x).hypot(a.y - b.y)
}

/// Whether two edges of the closed `ring` that are not neighbours meet.
pub(crate) fn crosses_itself(ring: &[Coord<f64>]) -> bool {
    let all: Vec<_> = edges(ring).collect();
    let n = all.len();
    (0..n).any(|i| {
        ((i + 2)..n).any(|j| !(i == 0 && j == n - 1) && segments_intersect(all[i].0, all[i].1, all[j].0, all[j].1))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rectangle of `width` × `depth` feet (east, north) in Austin, closed as GeoJSON closes it.
    fn rectangle(width: f64, depth: f64) -> Vec<(f64, f64)> {
        let projection = LocalProjection::new(-97.7404, 30.2747);
        let corner = |x: f64, y: f64| {
            let c = projection.to_lon_lat(Coord { x, y });
            (c.x, c.y)
        };
        vec![corner(0.0, 0.0), corner(width, 0.0), corner(width, depth), corner(0.0, depth), corner(0.0, 0.0)]
    }

    #[test]
    fn a_closed_ring_is_a_lot_of_its_corners() {
        let lot = check_lot(&rectangle(60.0, 120.0)).unwrap();
        assert_eq!(lot.corners.len(), 4, "the closing point is not a corner");
        assert!((lot.area_sq_ft - 7_200.0).abs() < 0.01, "{}", lot.area_sq_ft);
    }

    #[test]
    fn a_doubled_corner_counts_once() {
        let mut ring = rectangle(60.0, 120.0);
        ring.insert(2, ring[1]);
        assert_eq!(check_lot(&ring).unwrap().corners.len(), 4);
    }

    #[test]
    fn each_bad_outline_is_refused_with_its_reason() {
        assert_eq!(check_lot(&rectangle(60.0, 120.0)[..2]), Err(LotProblem::TooFewCorners));
        let bow_tie = {
            let r = rectangle(60.0, 120.0);
            vec![r[0], r[2], r[1], r[3]]
        };
        assert_eq!(check_lot(&bow_tie), Err(LotProblem::CrossesItself));
        assert_eq!(check_lot(&[(2_296_583.3, 9_842_500.0), (1.0, 2.0), (3.0, 4.0)]), Err(LotProblem::NotLonLat));
        assert_eq!(check_lot(&[(f64::NAN, 1.0), (1.0, 2.0), (3.0, 4.0)]), Err(LotProblem::NotANumber));
        let county = check_lot(&rectangle(2_000.0, 1_000.0)).unwrap_err();
        assert_eq!(county.to_string(), "The lot is 45.9 acres; a lot may be at most 40 acres.");
        let inches = check_lot(&rectangle(5.0, 10.0)).unwrap_err();
        assert_eq!(
            inches.to_string(),
            "The lot is 50 sq ft; a lot must be at least 100 sq ft (is the file in another unit?)."
        );
        let projection = LocalProjection::new(-97.7404, 30.2747);
        let circle: Vec<_> = (0..=MAX_LOT_CORNERS)
            .map(|i| {
                let angle = i as f64 / (MAX_LOT_CORNERS + 1) as f64 * std::f64::consts::TAU;
                let c = projection.to_lon_lat(Coord { x: 100.0 * angle.cos(), y: 100.0 * angle.sin() });
                (c.x, c.y)
            })
            .collect();
        assert_eq!(
            check_lot(&circle).unwrap_err().to_string(),
            "The lot's outline has 201 corners; a lot may have at most 200."
        );
    }
}
