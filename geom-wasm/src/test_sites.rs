//! The sites the unit tests place plans on.

use geo_types::Coord;

use crate::line_kinds::LineKind;
use crate::site::{Lot, Site, Structure};

/// A point in feet (x east, y north).
pub fn c(x: f64, y: f64) -> Coord<f64> {
    Coord { x, y }
}

/// A 60×120 ft lot with its street (front) along the south edge, its rear along the north and
/// sides east and west: 20 ft front, 5 ft side and rear setbacks.
pub fn rectangle_site(structures: Vec<Structure>) -> Site {
    let lot = Lot {
        boundary: vec![c(0.0, 0.0), c(60.0, 0.0), c(60.0, 120.0), c(0.0, 120.0)],
        setbacks_ft: vec![20.0, 5.0, 5.0, 5.0],
        line_kinds: vec![LineKind::Front, LineKind::Side, LineKind::Rear, LineKind::Side],
    };
    Site::new(lot, structures).unwrap()
}

/// A rectangular structure from its south-west to its north-east corner, 6 ft kept clear.
pub fn block(name: &str, (x0, y0): (f64, f64), (x1, y1): (f64, f64)) -> Structure {
    Structure { name: name.into(), outline: vec![c(x0, y0), c(x1, y0), c(x1, y1), c(x0, y1)], separation_ft: 6.0 }
}

/// A small deterministic generator (xorshift), so a failing random case can be replayed.
pub struct Random(pub u64);

impl Random {
    pub fn next(&mut self) -> f64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }

    pub fn range(&mut self, low: f64, high: f64) -> f64 {
        low + (high - low) * self.next()
    }
}

/// A star-shaped, usually concave lot of 5–12 corners around (0, 0), 45–110 ft from it.
pub fn random_lot(random: &mut Random) -> Vec<Coord<f64>> {
    let corners = 5 + (random.next() * 8.0) as usize;
    (0..corners)
        .map(|k| {
            let angle = (k as f64 + random.range(-0.3, 0.3)) / corners as f64 * std::f64::consts::TAU;
            let radius = random.range(45.0, 110.0);
            c(radius * angle.cos(), radius * angle.sin())
        })
        .collect()
}
