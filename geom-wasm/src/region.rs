//! Where a plan may stand, as regions of the lot: the room left (the lot shrunk by each edge's
//! setback, minus each structure grown by its separation) and, for a plan at one angle, the
//! region its centre may move in while every setback and separation holds.
//!
//! Both are free spaces of one kind: the positions `c` where a shape `F` (a point for the room
//! left, the turned footprint for the centre) placed at `c` lies inside the lot and keeps its
//! distances. `F + c` keeps distance `s` from a segment or polygon `X` exactly when `c` is outside
//! `X ⊕ disk(s) ⊕ (−F)`, a Minkowski sum that is convex for a lot edge and for each triangle of a
//! structure. The free space is the lot (shifted by a corner of `F`; once `F` crosses no lot line,
//! one corner inside puts all of it inside) minus the union of those convex obstacles. Its outline
//! is found by splitting every outline where another crosses it and keeping the pieces with free
//! space on exactly one side: a boolean operation without a general clipping library, which the
//! wasm module's size budget has no room for.
//!
//! The disk is a polygon drawn around the circle, so every obstacle is a little too large: the
//! region errs on the safe side, by at most the `tolerance_ft` asked for.

use geo_types::Coord;
use rstar::{primitives::GeomWithData, primitives::Rectangle, RTree, RTreeObject};

use crate::footprint::Footprint;
use crate::segment::{edges, point_in_polygon, point_segment_distance, signed_area};
use crate::site::Site;

/// How far the map's shading may stray inside the true region, feet: finer than a line on screen.
pub const DISPLAY_TOLERANCE_FT: f64 = 0.05;

/// Most sides a circle is drawn with, whatever the tolerance asked for.
const MAX_CIRCLE_SIDES: usize = 256;

/// One connected part of a region: its outline (counter-clockwise) and its holes (clockwise).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RegionPart {
    pub outer: Vec<Coord<f64>>,
    pub holes: Vec<Vec<Coord<f64>>>,
}

/// A region of the lot in local feet; empty when nothing is free.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Region {
    pub parts: Vec<RegionPart>,
}

impl Region {
    /// Square feet inside the region.
    pub fn area(&self) -> f64 {
        self.rings().map(signed_area).sum::<f64>().max(0.0)
    }

    pub fn is_empty(&self) -> bool {
        self.parts.is_empty()
    }

    /// Whether `p` is inside (even–odd over every ring, so a hole's inside is out).
    pub fn contains(&self, p: Coord<f64>) -> bool {
        self.rings().filter(|ring| point_in_polygon(p, ring)).count() % 2 == 1
    }

    /// Distance from `p` to the region's outline.
    pub fn distance_to_outline(&self, p: Coord<f64>) -> f64 {
        self.rings().flat_map(edges).map(|(a, b)| point_segment_distance(p, a, b)).fold(f64::INFINITY, f64::min)
    }

    pub fn rings(&self) -> impl Iterator<Item = &[Coord<f64>]> {
        self.parts.iter().flat_map(|p| std::iter::once(p.outer.as_slice()).chain(p.holes.iter().map(Vec::as_slice)))
    }
}

/// The lot shrunk by each edge's setback, minus each structure grown by its separation.
pub fn room_left(site: &Site, tolerance_ft: f64) -> Region {
    free_space(site, &[Coord { x: 0.0, y: 0.0 }], tolerance_ft)
}

/// Where the centre of a `width_ft` × `length_ft` plan turned by `angle_deg` may stand with the
/// plan inside the lot and every setback and separation kept.
pub fn centre_region(site: &Site, width_ft: f64, length_ft: f64, angle_deg: f64, tolerance_ft: f64) -> Region {
    let corners = Footprint { width_ft, length_ft, angle_deg }.corners(Coord { x: 0.0, y: 0.0 });
    free_space(site, &corners, tolerance_ft)
}

type Indexed = GeomWithData<Rectangle<[f64; 2]>, usize>;

/// The positions where `shape` (corners relative to its reference point, convex) may stand.
fn free_space(site: &Site, shape: &[Coord<f64>], tolerance_ft: f64) -> Region {
    let tolerance_ft = tolerance_ft.max(1e-6);
    let reflected: Vec<Coord<f64>> = shape.iter().map(|p| Coord { x: -p.x, y: -p.y }).collect();
    let lot = &site.lot.boundary;
    let mut obstacles: Vec<Vec<Coord<f64>>> = Vec::new();
    for (i, (a, b)) in edges(lot).enumerate() {
        obstacles.push(grown(&[a, b], &reflected, site.lot.setbacks_ft[i], tolerance_ft));
    }
    for structure in &site.structures {
        for triangle in triangles(&structure.outline) {
            obstacles.push(grown(&triangle, &reflected, structure.separation_ft, tolerance_ft));
        }
    }
    obstacles.retain(|o| o.len() >= 3 && signed_area(o) > 1e-9);
    let shift = shape[0];
    let shifted_lot: Vec<Coord<f64>> = lot.iter().map(|p| Coord { x: p.x - shift.x, y: p.y - shift.y }).collect();

    let obstacle_index: RTree<Indexed> = RTree::bulk_load(
        obstacles.iter().enumerate().map(|(i, o)| GeomWithData::new(envelope(o.iter().copied()), i)).collect(),
    );
    let free = |p: Coord<f64>| {
        point_in_polygon(p, &shifted_lot)
            && !obstacle_index.locate_all_at_point(&[p.x, p.y]).any(|o| strictly_inside(p, &obstacles[o.data]))
    };

    let segments: Vec<(Coord<f64>, Coord<f64>)> =
        edges(&shifted_lot).chain(obstacles.iter().flat_map(|o| edges(o))).filter(|(a, b)| a != b).collect();
    let extent = {
        let e = envelope(shifted_lot.iter().copied()).envelope();
        (e.upper()[0] - e.lower()[0]).max(e.upper()[1] - e.lower()[1]).max(1.0)
    };
    let side_step = extent * 1e-9;

    // Crossings worked out from different pairs, or along collinear outlines, can differ in the
    // last bits: ends closer than a billionth of the lot's size are welded into one corner.
    let pieces = split_at_crossings(&segments, side_step);
    let ends: Vec<Coord<f64>> = pieces.iter().flat_map(|(a, b)| [*a, *b]).collect();
    let corner = weld(&ends, side_step);
    let mut kept: Vec<(usize, usize)> = Vec::new();
    for k in 0..pieces.len() {
        let (start, end) = (corner[2 * k], corner[2 * k + 1]);
        if start == end {
            continue;
        }
        let (piece_start, piece_end) = (ends[start], ends[end]);
        let (dx, dy) = (piece_end.x - piece_start.x, piece_end.y - piece_start.y);
        let length = (dx * dx + dy * dy).sqrt();
        let mid = Coord { x: (piece_start.x + piece_end.x) / 2.0, y: (piece_start.y + piece_end.y) / 2.0 };
        let (nx, ny) = (-dy / length * side_step, dx / length * side_step);
        let left_free = free(Coord { x: mid.x + nx, y: mid.y + ny });
        let right_free = free(Coord { x: mid.x - nx, y: mid.y - ny });
        // Oriented with the free side on the left: outlines run counter-clockwise, holes clockwise.
        let piece = match (left_free, right_free) {
            (true, false) => (start, end),
            (false, true) => (end, start),
            _ => continue,
        };
        kept.push(piece);
    }
    // Two obstacles may share a stretch of outline (neighbouring edges' rounded corners): once.
    kept.sort_unstable();
    kept.dedup();
    nest(chain(&kept, &ends))
}

/// `base ⊕ reflected ⊕ disk(distance)` as a convex counter-clockwise ring.
fn grown(base: &[Coord<f64>], reflected: &[Coord<f64>], distance: f64, tolerance_ft: f64) -> Vec<Coord<f64>> {
    let core = convex_hull(
        base.iter().flat_map(|b| reflected.iter().map(move |r| Coord { x: b.x + r.x, y: b.y + r.y })).collect(),
    );
    if distance <= 0.0 {
        return core;
    }
    // A polygon whose sides touch the circle: its corners stand out by distance / cos(π/n) − distance.
    let half_angle = (distance / (distance + tolerance_ft)).acos();
    let sides = ((std::f64::consts::PI / half_angle).ceil() as usize).clamp(8, MAX_CIRCLE_SIDES);
    let radius = distance / (std::f64::consts::PI / sides as f64).cos();
    let disk: Vec<Coord<f64>> = (0..sides)
        .map(|k| {
            let (sin, cos) = (k as f64 * std::f64::consts::TAU / sides as f64).sin_cos();
            Coord { x: radius * cos, y: radius * sin }
        })
        .collect();
    convex_hull(core.iter().flat_map(|c| disk.iter().map(move |d| Coord { x: c.x + d.x, y: c.y + d.y })).collect())
}

/// Andrew's monotone chain: the strictly convex hull, counter-clockwise.
fn convex_hull(mut points: Vec<Coord<f64>>) -> Vec<Coord<f64>> {
    points.sort_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
    points.dedup();
    if points.len() < 3 {
        return points;
    }
    let cross = |o: Coord<f64>, a: Coord<f64>, b: Coord<f64>| (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
    let mut hull: Vec<Coord<f64>> = Vec::with_capacity(points.len() + 1);
    for pass in [points.as_slice(), &points.iter().rev().copied().collect::<Vec<_>>()] {
        let floor = hull.len();
        for &p in pass {
            while hull.len() >= floor + 2 && cross(hull[hull.len() - 2], hull[hull.len() - 1], p) <= 0.0 {
                hull.pop();
            }
            hull.push(p);
        }
        hull.pop();
    }
    hull
}

/// A simple polygon cut into triangles by ear clipping (structures have a handful of corners);
/// a ring that is not simple falls back to its convex hull, which covers it.
fn triangles(ring: &[Coord<f64>]) -> Vec<[Coord<f64>; 3]> {
    let mut points: Vec<Coord<f64>> = ring.to_vec();
    if signed_area(&points) < 0.0 {
        points.reverse();
    }
    let cross = |o: Coord<f64>, a: Coord<f64>, b: Coord<f64>| (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
    let mut out = Vec::new();
    while points.len() > 3 {
        let n = points.len();
        let ear = (0..n).find(|&i| {
            let (a, b, c) = (points[(i + n - 1) % n], points[i], points[(i + 1) % n]);
            cross(a, b, c) > 0.0
                && points.iter().all(|&p| {
                    p == a
                        || p == b
                        || p == c
                        || !(cross(a, b, p) >= 0.0 && cross(b, c, p) >= 0.0 && cross(c, a, p) >= 0.0)
                })
        });
        let Some(i) = ear else {
            let hull = convex_hull(ring.to_vec());
            return (1..hull.len().saturating_sub(1)).map(|k| [hull[0], hull[k], hull[k + 1]]).collect();
        };
        out.push([points[(i + n - 1) % n], points[i], points[(i + 1) % n]]);
        points.remove(i);
    }
    if points.len() == 3 {
        out.push([points[0], points[1], points[2]]);
    }
    out
}

fn envelope(points: impl Iterator<Item = Coord<f64>>) -> Rectangle<[f64; 2]> {
    let (mut min, mut max) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
    for p in points {
        min = [min[0].min(p.x), min[1].min(p.y)];
        max = [max[0].max(p.x), max[1].max(p.y)];
    }
    Rectangle::from_corners(min, max)
}

/// Inside a convex counter-clockwise ring, not on its outline.
fn strictly_inside(p: Coord<f64>, ring: &[Coord<f64>]) -> bool {
    edges(ring).all(|(a, b)| (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) > 0.0)
}

/// Every segment cut where another crosses or touches it, or runs along it within `reach`. A crossing point is worked out once
/// and handed to both segments, so pieces meet at bit-identical ends and chain into rings.
fn split_at_crossings(segments: &[(Coord<f64>, Coord<f64>)], reach: f64) -> Vec<(Coord<f64>, Coord<f64>)> {
    let index: RTree<Indexed> = RTree::bulk_load(
        segments.iter().enumerate().map(|(i, (a, b))| GeomWithData::new(envelope([*a, *b].into_iter()), i)).collect(),
    );
    let mut cuts: Vec<Vec<(f64, Coord<f64>)>> = vec![Vec::new(); segments.len()];
    let cross = |a: Coord<f64>, b: Coord<f64>| a.x * b.y - a.y * b.x;
    let sub = |a: Coord<f64>, b: Coord<f64>| Coord { x: a.x - b.x, y: a.y - b.y };
    const END: f64 = 1e-12;
    let inner = |t: f64| t > END && t < 1.0 - END;
    for (first, second) in index.intersection_candidates_with_other_tree(&index) {
        let (i, j) = (first.data, second.data);
        if i >= j {
            continue;
        }
        let ((a, b), (c, d)) = (segments[i], segments[j]);
        let (r, s, qp) = (sub(b, a), sub(d, c), sub(c, a));
        let denominator = cross(r, s);
        let (r_len, s_len) = (r.x.hypot(r.y), s.x.hypot(s.y));
        // Outlines built from the same corners can run along each other a few bits apart.
        let parallel = denominator.abs() <= 1e-12 * r_len * s_len;
        if !parallel {
            let t = cross(qp, s) / denominator;
            let u = cross(qp, r) / denominator;
            if !(-END..=1.0 + END).contains(&t) || !(-END..=1.0 + END).contains(&u) {
                continue;
            }
            // A touch at an end cuts the other segment at that end itself.
            let point = if !inner(u) {
                if u < 0.5 {
                    c
                } else {
                    d
                }
            } else if !inner(t) {
                if t < 0.5 {
                    a
                } else {
                    b
                }
            } else {
                Coord { x: a.x + t * r.x, y: a.y + t * r.y }
            };
            if inner(t) {
                cuts[i].push((t, point));
            }
            if inner(u) {
                cuts[j].push((u, point));
            }
        } else if cross(qp, r).abs() / r_len <= reach {
            // Collinear: each is cut at the other's ends that lie within it.
            let along = |p: Coord<f64>, from: Coord<f64>, dir: Coord<f64>| {
                let len2 = dir.x * dir.x + dir.y * dir.y;
                ((p.x - from.x) * dir.x + (p.y - from.y) * dir.y) / len2
            };
            for p in [c, d] {
                let t = along(p, a, r);
                if inner(t) {
                    cuts[i].push((t, p));
                }
            }
            for p in [a, b] {
                let u = along(p, c, s);
                if inner(u) {
                    cuts[j].push((u, p));
                }
            }
        }
    }
    let mut pieces = Vec::new();
    for (k, (a, b)) in segments.iter().enumerate() {
        let mut points = std::mem::take(&mut cuts[k]);
        points.sort_by(|x, y| x.0.total_cmp(&y.0));
        let mut previous = *a;
        for p in points.into_iter().map(|(_, p)| p).chain([*b]) {
            if p != previous {
                pieces.push((previous, p));
                previous = p;
            }
        }
    }
    pieces
}

/// For each point, the index of the point standing for it: points closer than `reach` (on
/// each axis) share one. A sweep in x order with a union–find, without a hash map (the wasm
/// module's size budget counts every generic instance).
fn weld(points: &[Coord<f64>], reach: f64) -> Vec<usize> {
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    let mut order: Vec<usize> = (0..points.len()).collect();
    order.sort_unstable_by(|&a, &b| points[a].x.total_cmp(&points[b].x));
    let mut parent: Vec<usize> = (0..points.len()).collect();
    for (k, &i) in order.iter().enumerate() {
        for &j in &order[k + 1..] {
            if points[j].x - points[i].x > reach {
                break;
            }
            if (points[j].y - points[i].y).abs() <= reach {
                let (a, b) = (root(&mut parent, i), root(&mut parent, j));
                parent[a.max(b)] = a.min(b);
            }
        }
    }
    (0..points.len()).map(|i| root(&mut parent, i)).collect()
}

/// Directed pieces (indices into `points`) joined end to start into closed rings; a chain that
/// does not close (a rounding accident) is dropped rather than drawn open.
fn chain(pieces: &[(usize, usize)], points: &[Coord<f64>]) -> Vec<Vec<Coord<f64>>> {
    let mut starting: Vec<Vec<usize>> = vec![Vec::new(); points.len()];
    for (i, (a, _)) in pieces.iter().enumerate() {
        starting[*a].push(i);
    }
    let mut used = vec![false; pieces.len()];
    let mut rings = Vec::new();
    for first in 0..pieces.len() {
        if used[first] {
            continue;
        }
        used[first] = true;
        let start = pieces[first].0;
        let mut ring = vec![points[start]];
        let mut at = pieces[first].1;
        let closed = loop {
            if at == start {
                break true;
            }
            ring.push(points[at]);
            let next = starting[at].iter().copied().find(|&i| !used[i]);
            let Some(next) = next else { break false };
            used[next] = true;
            at = pieces[next].1;
        };
        if closed && ring.len() >= 3 && signed_area(&ring).abs() > 1e-9 {
            rings.push(ring);
        }
    }
    rings
}

/// Counter-clockwise rings are outlines, clockwise ones holes of the smallest outline around them.
fn nest(rings: Vec<Vec<Coord<f64>>>) -> Region {
    let (outers, holes): (Vec<_>, Vec<_>) = rings.into_iter().partition(|r| signed_area(r) > 0.0);
    let mut parts: Vec<RegionPart> = outers.into_iter().map(|outer| RegionPart { outer, holes: Vec::new() }).collect();
    for hole in holes {
        let owner = parts
            .iter()
            .enumerate()
            .filter(|(_, part)| point_in_polygon(hole[0], &part.outer))
            .min_by(|(_, x), (_, y)| signed_area(&x.outer).total_cmp(&signed_area(&y.outer)))
            .map(|(i, _)| i);
        if let Some(i) = owner {
            parts[i].holes.push(hole);
        }
    }
    Region { parts }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fit::{check, Status};
    use crate::site::{Lot, Structure};
    use crate::test_sites::{block, c, random_lot, rectangle_site, Random};
    use approx::assert_relative_eq;

    #[test]
    fn the_room_left_on_a_rectangle_is_the_lot_shrunk_by_its_setbacks() {
        // 60×120 with 20 ft front and 5 ft side and rear setbacks: 50 × 95 ft remain.
        let region = room_left(&rectangle_site(vec![]), 0.001);
        assert_eq!(region.parts.len(), 1);
        assert_relative_eq!(region.area(), 50.0 * 95.0, max_relative = 1e-4);
        assert!(region.contains(c(30.0, 60.0)));
        assert!(!region.contains(c(30.0, 19.0)));
    }

    #[test]
    fn a_structure_cuts_a_hole_grown_by_its_separation() {
        let site = rectangle_site(vec![block("Garage", (20.0, 50.0), (40.0, 70.0))]);
        let region = room_left(&site, 0.001);
        let hole = 20.0 * 20.0 + 4.0 * 20.0 * 6.0 + std::f64::consts::PI * 36.0;
        assert_eq!(region.parts[0].holes.len(), 1);
        assert_relative_eq!(region.area(), 50.0 * 95.0 - hole, max_relative = 1e-4);
        assert!(!region.contains(c(30.0, 60.0)));
        assert!(region.contains(c(30.0, 77.0)));
    }

    #[test]
    fn the_centre_of_an_unturned_plan_moves_in_the_lot_shrunk_by_half_its_size_more() {
        let region = centre_region(&rectangle_site(vec![]), 20.0, 30.0, 0.0, 0.001);
        assert_relative_eq!(region.area(), 30.0 * 65.0, max_relative = 1e-4);
        assert!(region.contains(c(16.0, 36.0)) && !region.contains(c(14.0, 36.0)));
    }

    #[test]
    fn a_plan_too_big_for_the_lot_has_no_region() {
        assert!(centre_region(&rectangle_site(vec![]), 55.0, 30.0, 0.0, 0.01).is_empty());
    }

    /// The region against the fit check itself on random concave lots: a centre inside the region
    /// fits, one outside does not, except within 0.01 ft of the region's outline.
    #[test]
    fn the_centre_region_agrees_with_the_fit_check_on_random_concave_lots() {
        let mut random = Random(0x5eed_1e55);
        let mut inside_samples = 0;
        for case in 0..60 {
            let boundary = random_lot(&mut random);
            let setbacks_ft = boundary.iter().map(|_| random.range(-2.0, 12.0).max(0.0)).collect();
            let structures = if case % 3 == 0 {
                Vec::new()
            } else {
                let (x, y) = (random.range(-30.0, 20.0), random.range(-30.0, 20.0));
                vec![Structure {
                    name: "House".into(),
                    outline: vec![
                        c(x, y),
                        c(x + 20.0, y),
                        c(x + 20.0, y + 10.0),
                        c(x + 8.0, y + 10.0),
                        c(x + 8.0, y + 24.0),
                        c(x, y + 24.0),
                    ],
                    separation_ft: random.range(0.0, 8.0),
                }]
            };
            let site = Site::new(Lot { boundary, setbacks_ft, line_kinds: vec![] }, structures).unwrap();
            let (width, length, angle) = (random.range(8.0, 30.0), random.range(8.0, 40.0), random.range(0.0, 180.0));
            let region = centre_region(&site, width, length, angle, 0.002);
            for _ in 0..400 {
                let p = c(random.range(-110.0, 110.0), random.range(-110.0, 110.0));
                let corners = Footprint { width_ft: width, length_ft: length, angle_deg: angle }.corners(p);
                let fits = check(&site, &corners).status != Status::Violated;
                let inside = region.contains(p);
                if inside {
                    inside_samples += 1;
                }
                if inside != fits {
                    let gap = region.distance_to_outline(p);
                    assert!(
                        gap < 0.01,
                        "case {case}: centre {p:?} inside={inside} fits={fits}, {gap} ft from the outline"
                    );
                }
            }
        }
        assert!(inside_samples > 500, "the random cases should fit somewhere often: {inside_samples}");
    }

    #[test]
    fn the_room_left_agrees_with_point_distances_on_random_concave_lots() {
        let mut random = Random(0xfee1_900d);
        for case in 0..40 {
            let boundary = random_lot(&mut random);
            let setbacks_ft: Vec<f64> = boundary.iter().map(|_| random.range(0.0, 15.0)).collect();
            let site = Site::new(
                Lot { boundary: boundary.clone(), setbacks_ft: setbacks_ft.clone(), line_kinds: vec![] },
                vec![],
            )
            .unwrap();
            let region = room_left(&site, 0.002);
            for _ in 0..300 {
                let p = c(random.range(-110.0, 110.0), random.range(-110.0, 110.0));
                let free = point_in_polygon(p, &boundary)
                    && edges(&boundary).zip(&setbacks_ft).all(|((a, b), s)| point_segment_distance(p, a, b) >= *s);
                if region.contains(p) != free {
                    assert!(region.distance_to_outline(p) < 0.01, "case {case}: {p:?}");
                }
            }
        }
    }
}
