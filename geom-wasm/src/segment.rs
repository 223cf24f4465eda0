//! Planar primitives in local feet, written for speed on every pointer move: no allocation, no
//! trait dispatch. Checked against the `geo` crate on random cases in `fit`'s tests.

use geo_types::Coord;

/// Distance from `p` to the segment `a`–`b`.
pub fn point_segment_distance(p: Coord<f64>, a: Coord<f64>, b: Coord<f64>) -> f64 {
    let (abx, aby) = (b.x - a.x, b.y - a.y);
    let len2 = abx * abx + aby * aby;
    let t = if len2 == 0.0 { 0.0 } else { (((p.x - a.x) * abx + (p.y - a.y) * aby) / len2).clamp(0.0, 1.0) };
    let (dx, dy) = (a.x + t * abx - p.x, a.y + t * aby - p.y);
    (dx * dx + dy * dy).sqrt()
}

fn orientation(a: Coord<f64>, b: Coord<f64>, c: Coord<f64>) -> f64 {
    (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
}

/// Whether segments `a`–`b` and `c`–`d` share a point (touching counts).
pub fn segments_intersect(a: Coord<f64>, b: Coord<f64>, c: Coord<f64>, d: Coord<f64>) -> bool {
    let (d1, d2) = (orientation(c, d, a), orientation(c, d, b));
    let (d3, d4) = (orientation(a, b, c), orientation(a, b, d));
    if ((d1 > 0.0 && d2 < 0.0) || (d1 < 0.0 && d2 > 0.0)) && ((d3 > 0.0 && d4 < 0.0) || (d3 < 0.0 && d4 > 0.0)) {
        return true;
    }
    let on = |p: Coord<f64>, q: Coord<f64>, r: Coord<f64>, o: f64| {
        o == 0.0 && r.x >= p.x.min(q.x) && r.x <= p.x.max(q.x) && r.y >= p.y.min(q.y) && r.y <= p.y.max(q.y)
    };
    on(c, d, a, d1) || on(c, d, b, d2) || on(a, b, c, d3) || on(a, b, d, d4)
}

/// Distance between segments `a`–`b` and `c`–`d` (0 when they touch or cross).
pub fn segment_distance(a: Coord<f64>, b: Coord<f64>, c: Coord<f64>, d: Coord<f64>) -> f64 {
    if segments_intersect(a, b, c, d) {
        return 0.0;
    }
    point_segment_distance(a, c, d)
        .min(point_segment_distance(b, c, d))
        .min(point_segment_distance(c, a, b))
        .min(point_segment_distance(d, a, b))
}

/// Whether `p` is inside the polygon `ring` (crossing number; the ring is not closed).
pub fn point_in_polygon(p: Coord<f64>, ring: &[Coord<f64>]) -> bool {
    let mut inside = false;
    let mut j = ring.len() - 1;
    for i in 0..ring.len() {
        let (a, b) = (ring[i], ring[j]);
        if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x {
            inside = !inside;
        }
        j = i;
    }
    inside
}

/// Area of a simple polygon (shoelace), whatever its orientation.
pub fn polygon_area(ring: &[Coord<f64>]) -> f64 {
    signed_area(ring).abs()
}

/// Shoelace area: positive for a counter-clockwise ring, negative for a clockwise one.
pub fn signed_area(ring: &[Coord<f64>]) -> f64 {
    let mut twice = 0.0;
    for i in 0..ring.len() {
        let (a, b) = (ring[i], ring[(i + 1) % ring.len()]);
        twice += a.x * b.y - b.x * a.y;
    }
    twice / 2.0
}

/// The ring's edges as `(start, end)` pairs, the last closing the ring.
pub fn edges(ring: &[Coord<f64>]) -> impl Iterator<Item = (Coord<f64>, Coord<f64>)> + '_ {
    (0..ring.len()).map(move |i| (ring[i], ring[(i + 1) % ring.len()]))
}

/// Distance between two polygons' outlines (0 when they cross); says nothing about containment.
pub fn outline_distance(a: &[Coord<f64>], b: &[Coord<f64>]) -> f64 {
    let mut best = f64::INFINITY;
    for (p, q) in edges(a) {
        for (r, s) in edges(b) {
            best = best.min(segment_distance(p, q, r, s));
            if best == 0.0 {
                return 0.0;
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(x: f64, y: f64) -> Coord<f64> {
        Coord { x, y }
    }

    #[test]
    fn distances_to_a_segment() {
        assert_eq!(point_segment_distance(c(0.0, 5.0), c(-1.0, 0.0), c(1.0, 0.0)), 5.0);
        assert_eq!(point_segment_distance(c(4.0, 4.0), c(0.0, 0.0), c(1.0, 0.0)), 5.0);
    }

    #[test]
    fn crossing_touching_and_apart_segments() {
        assert!(segments_intersect(c(0.0, 0.0), c(2.0, 2.0), c(0.0, 2.0), c(2.0, 0.0)));
        assert!(segments_intersect(c(0.0, 0.0), c(1.0, 0.0), c(1.0, 0.0), c(1.0, 1.0)));
        assert!(!segments_intersect(c(0.0, 0.0), c(1.0, 0.0), c(0.0, 1.0), c(1.0, 1.0)));
        assert_eq!(segment_distance(c(0.0, 0.0), c(1.0, 0.0), c(0.0, 1.0), c(1.0, 1.0)), 1.0);
    }

    #[test]
    fn concave_polygon_containment_and_area() {
        // An L-shaped lot: 20×20 with the top-right 10×10 cut away.
        let l = [c(0.0, 0.0), c(20.0, 0.0), c(20.0, 10.0), c(10.0, 10.0), c(10.0, 20.0), c(0.0, 20.0)];
        assert!(point_in_polygon(c(5.0, 15.0), &l));
        assert!(!point_in_polygon(c(15.0, 15.0), &l));
        assert_eq!(polygon_area(&l), 300.0);
    }
}
