//! Where a distance is measured: the nearest points of two outlines, so a dimension line can be
//! drawn between them. The length is the fit check's own figure; these give its ends.

use geo_types::Coord;

use crate::segment::{edges, segments_intersect};

/// The point of segment `a`–`b` nearest `p`.
pub fn nearest_on_segment(p: Coord<f64>, a: Coord<f64>, b: Coord<f64>) -> Coord<f64> {
    let (abx, aby) = (b.x - a.x, b.y - a.y);
    let len2 = abx * abx + aby * aby;
    let t = if len2 == 0.0 { 0.0 } else { (((p.x - a.x) * abx + (p.y - a.y) * aby) / len2).clamp(0.0, 1.0) };
    Coord { x: a.x + t * abx, y: a.y + t * aby }
}

fn distance(a: Coord<f64>, b: Coord<f64>) -> f64 {
    (a.x - b.x).hypot(a.y - b.y)
}

/// The nearest pair of points of segments `a`–`b` and `c`–`d` (disjoint ones: the nearest pair
/// then has an end of one of them).
fn nearest_of_segments(a: Coord<f64>, b: Coord<f64>, c: Coord<f64>, d: Coord<f64>) -> (Coord<f64>, Coord<f64>) {
    if segments_intersect(a, b, c, d) {
        return (a, a);
    }
    [
        (a, nearest_on_segment(a, c, d)),
        (b, nearest_on_segment(b, c, d)),
        (nearest_on_segment(c, a, b), c),
        (nearest_on_segment(d, a, b), d),
    ]
    .into_iter()
    .min_by(|x, y| distance(x.0, x.1).total_cmp(&distance(y.0, y.1)))
    .expect("four candidates")
}

/// The nearest points of outline `ring` (closed) and the segment `c`–`d`: `(on ring, on segment)`.
pub fn nearest_to_segment(ring: &[Coord<f64>], c: Coord<f64>, d: Coord<f64>) -> (Coord<f64>, Coord<f64>) {
    edges(ring)
        .map(|(a, b)| nearest_of_segments(a, b, c, d))
        .min_by(|x, y| distance(x.0, x.1).total_cmp(&distance(y.0, y.1)))
        .expect("a ring has edges")
}

/// The nearest points of two closed outlines: `(on first, on second)`.
pub fn nearest_between(first: &[Coord<f64>], second: &[Coord<f64>]) -> (Coord<f64>, Coord<f64>) {
    edges(second)
        .map(|(c, d)| nearest_to_segment(first, c, d))
        .min_by(|x, y| distance(x.0, x.1).total_cmp(&distance(y.0, y.1)))
        .expect("a ring has edges")
}

/// The point of closed outline `ring` nearest `p`.
pub fn nearest_on_outline(ring: &[Coord<f64>], p: Coord<f64>) -> Coord<f64> {
    edges(ring)
        .map(|(a, b)| nearest_on_segment(p, a, b))
        .min_by(|x, y| distance(*x, p).total_cmp(&distance(*y, p)))
        .expect("a ring has edges")
}
