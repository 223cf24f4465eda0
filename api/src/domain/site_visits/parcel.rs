//! Map answers checked against the parcel as they are drawn: a meter outside the lot, a
//! driveway that does not reach a lot line, an outline that crosses itself. Each problem is a
//! warning named beside the question, for the person to confirm — the answer is kept.

use super::template::{MapType, Question};

/// How close (metres) a driveway's end must come to a lot line to reach it.
const REACH_M: f64 = 1.5;

/// A point in metres on a local flat plane around the lot.
type Xy = (f64, f64);

/// The warnings for a map answer's `points` (longitude, latitude) against the lot `ring`.
/// Without a lot (fewer than three corners) only the answer's own shape is checked.
pub fn warnings(question: &Question, points: &[(f64, f64)], ring: &[(f64, f64)]) -> Vec<String> {
    let map_type = question.map_type.unwrap_or(MapType::Single);
    let origin = ring.first().or(points.first()).copied().unwrap_or((0.0, 0.0));
    let project = |&(lng, lat): &(f64, f64)| -> Xy {
        let metres_per_degree_lng = 111_320.0 * origin.1.to_radians().cos();
        ((lng - origin.0) * metres_per_degree_lng, (lat - origin.1) * 110_540.0)
    };
    let points: Vec<Xy> = points.iter().map(project).collect();
    let mut lot: Vec<Xy> = ring.iter().map(project).collect();
    if lot.len() > 1 && lot.first() == lot.last() {
        lot.pop();
    }
    let has_lot = lot.len() >= 3;
    let mut found = Vec::new();
    match map_type {
        MapType::Single | MapType::Multiple if has_lot => {
            let outside = points.iter().filter(|p| !inside(**p, &lot)).count();
            if outside == 1 && points.len() == 1 {
                found.push(format!("{} is outside the lot.", question.title));
            } else if outside > 0 {
                found.push(format!("{outside} of the {} points are outside the lot.", points.len()));
            }
        }
        MapType::Line if has_lot => {
            let edges = closed_edges(&lot);
            let crosses = segments(&points).any(|s| edges.iter().any(|e| intersect(s, *e)));
            let ends_near = [points.first(), points.last()]
                .into_iter()
                .flatten()
                .any(|p| edges.iter().any(|e| distance_to_segment(*p, *e) <= REACH_M));
            if !crosses && !ends_near {
                found.push(format!("{} does not reach a lot line.", question.title));
            }
        }
        MapType::Polygon => {
            let mut ring = points.clone();
            if ring.len() > 1 && ring.first() == ring.last() {
                ring.pop();
            }
            if crosses_itself(&ring) {
                found.push("The outline crosses itself.".to_owned());
            }
        }
        _ => {}
    }
    found
}

fn segments(points: &[Xy]) -> impl Iterator<Item = (Xy, Xy)> + '_ {
    points.windows(2).map(|w| (w[0], w[1]))
}

fn closed_edges(ring: &[Xy]) -> Vec<(Xy, Xy)> {
    (0..ring.len()).map(|i| (ring[i], ring[(i + 1) % ring.len()])).collect()
}

/// Ray casting: whether `p` lies inside the polygon `ring`.
fn inside(p: Xy, ring: &[Xy]) -> bool {
    let mut inside = false;
    for ((ax, ay), (bx, by)) in closed_edges(ring) {
        if (ay > p.1) != (by > p.1) && p.0 < (bx - ax) * (p.1 - ay) / (by - ay) + ax {
            inside = !inside;
        }
    }
    inside
}

fn cross(o: Xy, a: Xy, b: Xy) -> f64 {
    (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)
}

/// Whether two segments properly cross or touch.
fn intersect((a, b): (Xy, Xy), (c, d): (Xy, Xy)) -> bool {
    let (d1, d2, d3, d4) = (cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d));
    if ((d1 > 0.0 && d2 < 0.0) || (d1 < 0.0 && d2 > 0.0)) && ((d3 > 0.0 && d4 < 0.0) || (d3 < 0.0 && d4 > 0.0)) {
        return true;
    }
    let on = |p: Xy, (s, e): (Xy, Xy)| distance_to_segment(p, (s, e)) < 1e-9;
    on(a, (c, d)) || on(b, (c, d)) || on(c, (a, b)) || on(d, (a, b))
}

fn distance_to_segment(p: Xy, (a, b): (Xy, Xy)) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length2 = dx * dx + dy * dy;
    let t = if length2 == 0.0 { 0.0 } else { (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / length2).clamp(0.0, 1.0) };
    let (x, y) = (a.0 + t * dx, a.1 + t * dy);
    ((p.0 - x).powi(2) + (p.1 - y).powi(2)).sqrt()
}

/// Whether two edges of the closed `ring` that are not neighbours meet.
fn crosses_itself(ring: &[Xy]) -> bool {
    let edges = closed_edges(ring);
    let n = edges.len();
    (0..n).any(|i| ((i + 2)..n).any(|j| !(i == 0 && j == n - 1) && intersect(edges[i], edges[j])))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::site_visits::template::Template;

    /// A lot of about 30 × 40 m in Austin.
    const LOT: [(f64, f64); 4] = [(-97.7440, 30.2710), (-97.7437, 30.2710), (-97.7437, 30.27136), (-97.7440, 30.27136)];

    fn question(id: &str) -> Question {
        Template::first().question(id).unwrap().clone()
    }

    #[test]
    fn a_meter_outside_the_lot_is_named() {
        let meter = question("water.meter_location");
        assert!(warnings(&meter, &[(-97.74385, 30.27118)], &LOT).is_empty());
        assert_eq!(warnings(&meter, &[(-97.7450, 30.27118)], &LOT), ["Water meter location is outside the lot."]);
    }

    #[test]
    fn a_driveway_must_reach_a_lot_line() {
        let driveway = question("driveway.line");
        let from_street = [(-97.74385, 30.27090), (-97.74385, 30.27120)];
        assert!(warnings(&driveway, &from_street, &LOT).is_empty(), "it crosses the south line");
        let inside_only = [(-97.74385, 30.27110), (-97.74385, 30.27120)];
        assert_eq!(warnings(&driveway, &inside_only, &LOT), ["Driveway does not reach a lot line."]);
    }

    #[test]
    fn a_bow_tie_outline_crosses_itself() {
        let trees = question("landscape.trees");
        let square =
            [(-97.7439, 30.2711), (-97.7438, 30.2711), (-97.7438, 30.2712), (-97.7439, 30.2712), (-97.7439, 30.2711)];
        assert!(warnings(&trees, &square, &LOT).is_empty());
        let bow_tie =
            [(-97.7439, 30.2711), (-97.7438, 30.2712), (-97.7438, 30.2711), (-97.7439, 30.2712), (-97.7439, 30.2711)];
        assert_eq!(warnings(&trees, &bow_tie, &LOT), ["The outline crosses itself."]);
        assert_eq!(warnings(&trees, &bow_tie, &[]), ["The outline crosses itself."], "with or without a lot");
    }
}
