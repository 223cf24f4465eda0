//! Rotation snapping: while the user turns a plan, an angle within a few degrees of lining the
//! plan up with a lot edge becomes exactly that, so "square to the fence" is easy on a phone.

use crate::site::Site;

/// How close a turn must come to a lot edge's bearing to snap to it, degrees.
pub const SNAP_TOLERANCE_DEG: f64 = 3.0;

/// `angle_deg` moved to the nearest angle that lines the plan's sides up with a lot edge, when
/// one lies within [`SNAP_TOLERANCE_DEG`]; otherwise unchanged. The full turn is kept (a plan
/// turned 181° snaps to 180°, not 0°), because its front door faces one way.
pub fn snap_angle(site: &Site, angle_deg: f64) -> f64 {
    site.edge_bearings()
        .map(|bearing| {
            // A rectangle's sides repeat every 90°: the signed gap to the nearest such angle.
            let gap = (bearing - angle_deg).rem_euclid(90.0);
            if gap > 45.0 {
                gap - 90.0
            } else {
                gap
            }
        })
        .filter(|gap| gap.abs() <= SNAP_TOLERANCE_DEG)
        .min_by(|a, b| a.abs().total_cmp(&b.abs()))
        .map_or(angle_deg, |gap| angle_deg + gap)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::site::Lot;
    use geo_types::Coord;

    /// A rectangular lot turned `turn_deg` clockwise.
    fn site_turned(turn_deg: f64) -> Site {
        let (s, c) = turn_deg.to_radians().sin_cos();
        let turn = |x: f64, y: f64| Coord { x: x * c + y * s, y: -x * s + y * c };
        let boundary = vec![turn(0.0, 0.0), turn(50.0, 0.0), turn(50.0, 100.0), turn(0.0, 100.0)];
        Site::new(Lot { boundary, setbacks_ft: vec![4.0; 4], line_kinds: vec![] }, vec![]).unwrap()
    }

    #[test]
    fn turns_near_an_edge_snap_onto_it() {
        let site = site_turned(20.0);
        assert!((snap_angle(&site, 22.5) - 20.0).abs() < 1e-9);
        assert!((snap_angle(&site, 17.2) - 20.0).abs() < 1e-9);
        assert!((snap_angle(&site, 111.0) - 110.0).abs() < 1e-9, "the perpendicular lines up too");
    }

    #[test]
    fn turns_away_from_every_edge_are_kept() {
        let site = site_turned(20.0);
        assert_eq!(snap_angle(&site, 35.0), 35.0);
        assert_eq!(snap_angle(&site, 23.5), 23.5);
    }

    #[test]
    fn the_full_turn_is_kept() {
        let site = site_turned(0.0);
        assert!((snap_angle(&site, 181.0) - 180.0).abs() < 1e-9);
        assert!((snap_angle(&site, -2.0) - 0.0).abs() < 1e-9);
        assert!((snap_angle(&site, 358.0) - 360.0).abs() < 1e-9);
    }
}
