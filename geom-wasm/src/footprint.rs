//! A plan's footprint: its width × length rectangle, turned and placed on the map.

use geo_types::Coord;

/// A plan's rectangular footprint centred on a position, turned by a bearing.
///
/// Before turning, the width runs east and the length runs north; `angle_deg` turns it clockwise,
/// like a map bearing, so a user's drag-to-rotate maps onto it directly.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Footprint {
    pub width_ft: f64,
    pub length_ft: f64,
    pub angle_deg: f64,
}

impl Footprint {
    /// Corners in local feet around `centre`, in ring order (front-left, front-right,
    /// back-right, back-left when unturned).
    pub fn corners(&self, centre: Coord<f64>) -> [Coord<f64>; 4] {
        let (half_w, half_l) = (self.width_ft / 2.0, self.length_ft / 2.0);
        let (sin, cos) = self.angle_deg.to_radians().sin_cos();
        [(-half_w, -half_l), (half_w, -half_l), (half_w, half_l), (-half_w, half_l)].map(|(x, y)| {
            // Clockwise rotation: positive bearings turn north towards east.
            Coord { x: centre.x + x * cos + y * sin, y: centre.y - x * sin + y * cos }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::projection::LocalProjection;
    use approx::assert_relative_eq;
    use geo::{Area, Distance, Haversine, LineString, Point, Polygon};

    fn distance(a: Coord<f64>, b: Coord<f64>) -> f64 {
        ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt()
    }

    #[test]
    fn unturned_footprint_has_width_east_and_length_north() {
        let corners = Footprint { width_ft: 20.0, length_ft: 30.0, angle_deg: 0.0 }.corners(Coord { x: 0.0, y: 0.0 });
        assert_eq!(corners[0], Coord { x: -10.0, y: -15.0 });
        assert_eq!(corners[2], Coord { x: 10.0, y: 15.0 });
    }

    #[test]
    fn quarter_turn_clockwise_swaps_the_axes() {
        let corners = Footprint { width_ft: 20.0, length_ft: 30.0, angle_deg: 90.0 }.corners(Coord { x: 5.0, y: 5.0 });
        // The back-left corner (-10, 15) turns clockwise to (15, 10) around the centre.
        assert_relative_eq!(corners[3].x, 20.0, epsilon = 1e-9);
        assert_relative_eq!(corners[3].y, 15.0, epsilon = 1e-9);
    }

    #[test]
    fn turning_keeps_the_area_and_side_lengths() {
        for angle in [0.0, 17.5, 45.0, 133.0, -60.0, 360.0] {
            let footprint = Footprint { width_ft: 24.0, length_ft: 36.0, angle_deg: angle };
            let c = footprint.corners(Coord { x: 100.0, y: -40.0 });
            let polygon = Polygon::new(LineString::from(c.to_vec()), vec![]);
            assert_relative_eq!(polygon.unsigned_area(), 864.0, epsilon = 1e-9);
            assert_relative_eq!(distance(c[0], c[1]), 24.0, epsilon = 1e-9);
            assert_relative_eq!(distance(c[1], c[2]), 36.0, epsilon = 1e-9);
        }
    }

    #[test]
    fn lon_lat_corners_measure_true_feet_on_the_ground() {
        // Checked against geo's haversine distance, an independent formula.
        let footprint = Footprint { width_ft: 40.0, length_ft: 60.0, angle_deg: 30.0 };
        let projection = LocalProjection::new(-97.7431, 30.2672);
        let c = footprint.corners(Coord { x: 0.0, y: 0.0 }).map(|c| projection.to_lon_lat(c));
        let feet = |a: Coord<f64>, b: Coord<f64>| {
            Haversine.distance(Point::from(a), Point::from(b)) * crate::projection::FEET_PER_METRE
        };
        assert_relative_eq!(feet(c[0], c[1]), 40.0, max_relative = 5e-3);
        assert_relative_eq!(feet(c[1], c[2]), 60.0, max_relative = 5e-3);
    }
}
