//! Local tangent-plane projection between lon/lat and feet around a property.
//!
//! A residential lot spans at most a few hundred feet, so an equirectangular projection scaled by
//! the WGS84 ellipsoid's radii of curvature at the origin is accurate to well under an inch there,
//! and is cheap enough to run on every pointer move.

use geo_types::Coord;

/// WGS84 semi-major axis, metres.
const WGS84_A: f64 = 6_378_137.0;
/// WGS84 first eccentricity squared.
const WGS84_E2: f64 = 6.694_379_990_141_316e-3;
/// Feet in one metre (international foot).
pub const FEET_PER_METRE: f64 = 1.0 / 0.3048;

/// Converts between lon/lat degrees and local feet (x east, y north) around an origin.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LocalProjection {
    origin_lon: f64,
    origin_lat: f64,
    feet_per_degree_lon: f64,
    feet_per_degree_lat: f64,
}

impl LocalProjection {
    /// A projection centred on `lon`/`lat` (degrees).
    pub fn new(lon: f64, lat: f64) -> Self {
        let phi = lat.to_radians();
        let w = 1.0 - WGS84_E2 * phi.sin().powi(2);
        // Meridional and prime-vertical radii of curvature at the origin latitude.
        let meridional = WGS84_A * (1.0 - WGS84_E2) / w.powf(1.5);
        let prime_vertical = WGS84_A / w.sqrt();
        let radians_per_degree = std::f64::consts::PI / 180.0;
        Self {
            origin_lon: lon,
            origin_lat: lat,
            feet_per_degree_lon: prime_vertical * phi.cos() * radians_per_degree * FEET_PER_METRE,
            feet_per_degree_lat: meridional * radians_per_degree * FEET_PER_METRE,
        }
    }

    /// Local feet (x east, y north) of a lon/lat position.
    pub fn to_local(&self, lon: f64, lat: f64) -> Coord<f64> {
        Coord {
            x: (lon - self.origin_lon) * self.feet_per_degree_lon,
            y: (lat - self.origin_lat) * self.feet_per_degree_lat,
        }
    }

    /// Lon/lat (as `x`/`y`) of a local position in feet.
    pub fn to_lon_lat(&self, local: Coord<f64>) -> Coord<f64> {
        Coord {
            x: self.origin_lon + local.x / self.feet_per_degree_lon,
            y: self.origin_lat + local.y / self.feet_per_degree_lat,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use approx::assert_relative_eq;

    #[test]
    fn round_trip_returns_the_same_position() {
        let projection = LocalProjection::new(-122.4194, 37.7749);
        for (lon, lat) in [(-122.4194, 37.7749), (-122.4189, 37.7752), (-122.4201, 37.7740)] {
            let back = projection.to_lon_lat(projection.to_local(lon, lat));
            assert_relative_eq!(back.x, lon, epsilon = 1e-12);
            assert_relative_eq!(back.y, lat, epsilon = 1e-12);
        }
    }

    #[test]
    fn one_degree_of_latitude_is_about_364_thousand_feet() {
        // Independent figure: a degree of latitude at 45° is 111,132 m on WGS84.
        let projection = LocalProjection::new(0.0, 45.0);
        let y = projection.to_local(0.0, 45.001).y;
        assert_relative_eq!(y, 111.132 * FEET_PER_METRE, max_relative = 1e-4);
    }

    #[test]
    fn east_west_feet_shrink_with_latitude() {
        let equator = LocalProjection::new(0.0, 0.0).to_local(0.001, 0.0).x;
        let sixty_north = LocalProjection::new(0.0, 60.0).to_local(0.001, 60.0).x;
        // cos 60° = 0.5, plus 0.25 % because the ellipsoid's prime-vertical radius grows poleward.
        assert_relative_eq!(sixty_north / equator, 0.5, max_relative = 3e-3);
    }
}
