//! Which lot line is the front: zoning codes set setbacks by the kind of lot line (front, side,
//! rear, and a corner lot's second street, the street side), so a lot read from parcel data
//! needs each edge's kind before its setbacks mean anything. The homeowner has the last word
//! (their overrides are kept as given); this module makes the first guess from what is known of
//! the street: where the address is, and which edges have no neighbouring parcel across them.
//!
//! The rules, in order:
//!
//! 1. **Lines, not edges.** Consecutive edges turning less than [`SAME_LINE_TURN_DEG`] from the
//!    line they continue are one lot line, and every edge of a line gets the same kind: parcel
//!    data often splits a straight lot line with extra vertices (where a neighbour's corner
//!    touches it), and half a front line is still the front. An edge shorter than [`JOG_FT`]
//!    joins the line it sits on whatever its direction: it is a digitising jog, not a line.
//!    The turn is measured against the line so far (its chord), so a curved street frontage is
//!    cut into lines of about twice that turn instead of becoming one line round the curve.
//!    A line faces a street when the edges known to face one are longer together than those
//!    known to have a neighbour across them.
//! 2. **Front.** Among lines facing a street, the one nearest the address: the street the
//!    house is numbered on. Without an address, the longest street line: rather the frontage
//!    than a short corner cut facing the same street. When no line is known to face a street,
//!    the line nearest the address of those not known to have a neighbour across them, or, when
//!    every line has one, of all lines (some counties draw the street as a parcel). With
//!    neither facts nor address there is no front, and every line is a side until the
//!    homeowner marks one: a wrong front would put the deep front setback on a neighbour's
//!    fence. The front runs on round a curve: street lines next to it (and next to those) are
//!    front too where the lot bends in to meet them (the street bulges into the lot: a
//!    cul-de-sac's bulb, the outside of a bend, never two streets meeting), or where they face
//!    within [`FRONT_CURVE_WITHIN_DEG`] of the way the front faces. So a lot on a bulb has its
//!    whole curved frontage as its front, and a corner lot's rounded corner is front up to
//!    half-way round, street side beyond.
//! 3. **Rear.** The lines opposite the front: those whose outward normal lies within
//!    [`REAR_WITHIN_DEG`] of the opposite of the front's. For a rectangle that is exactly the
//!    opposite edge; for a flag lot (a narrow pole to the street, the flag behind) it is the far
//!    side of the flag, since the flag's edges either side of the pole face the same way as the
//!    front, and the pole's long sides face sideways. When no line is that opposite (a
//!    triangular or pointed rear), the one line most opposite, if within
//!    [`REAR_FALLBACK_WITHIN_DEG`]; of lines facing about as opposite (within
//!    [`EQUALLY_OPPOSITE_DEG`]), the one farthest from the front. A line facing a street is
//!    never the rear: on a through lot (a street in front and behind) the back street line is a
//!    street side, because the code's street setback protects the street there, not the
//!    neighbour.
//! 4. **Street side.** Every other line facing a street (a corner lot's second street).
//! 5. **Side.** The rest.
//! 6. **Overrides win.** An edge the homeowner marked keeps its kind, and the rest of its line
//!    follows it (the kind of the longest marked edge of that line). A line marked front is the
//!    front (the longest such line when several are), so the rear is found opposite it and the
//!    automatic front is not chosen; a line marked rear means no rear is guessed. The guesses
//!    choose only among unmarked lines: marking the guessed front of a corner lot as its street
//!    side makes the other street the front, while marking a lot's only street line a side
//!    leaves it without a front (the lines left have parcels across them).

use geo_types::Coord;
use serde::{Deserialize, Serialize};

use crate::segment::{edges, point_in_polygon, point_segment_distance, signed_area};

/// Edges turning less than this, degrees, from the line they continue are part of it.
pub const SAME_LINE_TURN_DEG: f64 = 10.0;

/// An edge shorter than this, feet, is a digitising jog: it joins the line it sits on and is
/// too short to probe for a neighbour.
pub const JOG_FT: f64 = 1.0;

/// Street lines next to the front round a corner of the lot (not a bend in) facing within this,
/// degrees, of the way the front faces are front too: up to half-way round a rounded corner.
pub const FRONT_CURVE_WITHIN_DEG: f64 = 45.0;

/// A line is a rear line when its outward normal is within this, degrees, of the opposite of
/// the front's: half-way to sideways.
pub const REAR_WITHIN_DEG: f64 = 45.0;

/// When no line is within [`REAR_WITHIN_DEG`], the most opposite line is the rear if within
/// this, degrees: a line facing sideways or forwards is never the rear.
pub const REAR_FALLBACK_WITHIN_DEG: f64 = 80.0;

/// Fallback rear candidates facing within this, degrees, of the most opposite one are equally
/// opposite; the one farthest from the front wins.
pub const EQUALLY_OPPOSITE_DEG: f64 = 2.0;

/// How far outside an edge the probes look for a neighbouring parcel, feet: past the slivers
/// parcel data leaves between neighbours, well short of across a street.
pub const PROBE_OUT_FT: f64 = 3.0;

/// Edges shorter than this, feet, are probed at their middle only: their quarter points lie so
/// near the corners that a probe there may land across the next edge.
pub const ONE_PROBE_BELOW_FT: f64 = 12.0;

/// The kind of a lot line, as zoning codes set setbacks by it. Crosses to the browser as a code
/// ([`LineKind::code`]) or its camelCase name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum LineKind {
    Front,
    Side,
    Rear,
    /// A corner lot's second street.
    StreetSide,
}

impl LineKind {
    const ALL: [LineKind; 4] = [LineKind::Front, LineKind::Side, LineKind::Rear, LineKind::StreetSide];

    /// 0 front, 1 side, 2 rear, 3 street side: the worker's typed arrays carry these.
    pub fn code(self) -> u8 {
        match self {
            LineKind::Front => 0,
            LineKind::Side => 1,
            LineKind::Rear => 2,
            LineKind::StreetSide => 3,
        }
    }

    pub fn from_code(code: u8) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.code() == code)
    }

    /// The serialised name: `front`, `side`, `rear`, `streetSide`.
    pub fn as_str(self) -> &'static str {
        match self {
            LineKind::Front => "front",
            LineKind::Side => "side",
            LineKind::Rear => "rear",
            LineKind::StreetSide => "streetSide",
        }
    }

    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == name)
    }

    /// The kind in a homeowner's words: `front`, `side`, `rear`, `street side`.
    pub fn label(self) -> &'static str {
        match self {
            LineKind::StreetSide => "street side",
            other => other.as_str(),
        }
    }
}

/// What is known of the street around a lot, per edge.
#[derive(Debug, Clone, Copy, Default)]
pub struct StreetFacts<'a> {
    /// Where the address is (the geocoded point / the spot tapped), local feet; None when
    /// unknown.
    pub address: Option<Coord<f64>>,
    /// Per edge (edge i = corner i → corner i+1): Some(true) when the edge faces a street (no
    /// parcel across it), Some(false) when a neighbouring parcel lies across it, None when
    /// unknown. Empty slice = unknown for all (and an edge past its end is unknown).
    pub faces_street: &'a [Option<bool>],
}

/// One lot line: consecutive edges running nearly straight.
#[derive(Debug, Clone)]
struct Line {
    /// Its edges in ring order (edge i = corner i → corner i+1).
    edges: Vec<usize>,
    /// Its corners, from the first edge's start to the last edge's end.
    path: Vec<Coord<f64>>,
    /// Its middle, half-way along its chord.
    middle: Coord<f64>,
    /// Unit outward normal of its chord (zero when the chord is).
    normal: Coord<f64>,
    length: f64,
    faces_street: Option<bool>,
    /// The homeowner's kind for it, when they marked one of its edges.
    marked: Option<LineKind>,
    /// Whether the ring bends into the lot where this line meets the next (a reflex corner).
    bends_in_after: bool,
}

/// The kind of each edge. `overrides[i] = Some(kind)` is the homeowner's choice for edge i and
/// is always kept as given (an override of one edge never changes another overridden edge).
/// overrides may be empty (= none) or one per edge. See the module's doc for the rules.
pub fn classify_lines(boundary: &[Coord<f64>], facts: &StreetFacts, overrides: &[Option<LineKind>]) -> Vec<LineKind> {
    let overridden = |e: usize| overrides.get(e).copied().flatten();
    if boundary.len() < 3 {
        return (0..boundary.len()).map(|e| overridden(e).unwrap_or(LineKind::Side)).collect();
    }
    let lines = lines_of(boundary, facts, overrides);
    let line_kinds = line_kinds(&lines, facts.address);
    let mut kinds = vec![LineKind::Side; boundary.len()];
    for (line, kind) in lines.iter().zip(line_kinds) {
        for &e in &line.edges {
            kinds[e] = overridden(e).unwrap_or(kind);
        }
    }
    kinds
}

/// The kind of each line, by rules 2 to 6.
fn line_kinds(lines: &[Line], address: Option<Coord<f64>>) -> Vec<LineKind> {
    let marked_as = |kind: LineKind| (0..lines.len()).filter(move |&l| lines[l].marked == Some(kind));
    let front = match marked_as(LineKind::Front).max_by(|&a, &b| lines[a].length.total_cmp(&lines[b].length)) {
        Some(marked) => Some(marked),
        None => guess_front(lines, address),
    };
    let curve = front.map_or_else(Vec::new, |front| front_curve(lines, front));
    let rear = match (front, marked_as(LineKind::Rear).next()) {
        (Some(front), None) => rear_lines(lines, front),
        _ => Vec::new(),
    };
    lines
        .iter()
        .enumerate()
        .map(|(l, line)| match line.marked {
            Some(kind) => kind,
            None if Some(l) == front || curve.contains(&l) => LineKind::Front,
            None if rear.contains(&l) => LineKind::Rear,
            None if line.faces_street == Some(true) => LineKind::StreetSide,
            None => LineKind::Side,
        })
        .collect()
}

/// Rule 2 among the unmarked lines: the street line nearest the address, else the longest
/// street line, else the line nearest the address of those not known to have a parcel across
/// them; None with neither.
fn guess_front(lines: &[Line], address: Option<Coord<f64>>) -> Option<usize> {
    let open = |fact: Option<bool>| -> Vec<usize> {
        (0..lines.len()).filter(|&l| lines[l].marked.is_none() && lines[l].faces_street == fact).collect()
    };
    let street = open(Some(true));
    match address {
        Some(address) if !street.is_empty() => nearest(lines, &street, address),
        None => street.into_iter().max_by(|&a, &b| lines[a].length.total_cmp(&lines[b].length)),
        Some(address) => nearest(lines, &open(None), address).or_else(|| {
            // Parcels all round: the data may draw the street as a parcel (some counties map
            // rights of way), so the address still tells. Unless the street is known and the
            // homeowner marked it otherwise than front: then no parcel line is the front.
            let street_known = lines.iter().any(|line| line.faces_street == Some(true));
            if street_known {
                None
            } else {
                nearest(lines, &open(Some(false)), address)
            }
        }),
    }
}

/// The line of `among` nearest `point`; of equally near ones the longest (the address sits on
/// a corner: the longer frontage is likelier the street it is numbered on), then the first.
fn nearest(lines: &[Line], among: &[usize], point: Coord<f64>) -> Option<usize> {
    among.iter().copied().min_by(|&a, &b| {
        lines[a]
            .distance_to(point)
            .total_cmp(&lines[b].distance_to(point))
            .then(lines[b].length.total_cmp(&lines[a].length))
    })
}

/// The unmarked street lines on from `front` either way round the ring while the lot bends in
/// to meet them or they face within [`FRONT_CURVE_WITHIN_DEG`] of the way `front` faces: the
/// rest of a curved frontage.
fn front_curve(lines: &[Line], front: usize) -> Vec<usize> {
    let m = lines.len();
    let joins = |from: usize, to: usize, forward: bool| {
        let line = &lines[to];
        let bends_in = if forward { lines[from].bends_in_after } else { line.bends_in_after };
        line.marked.is_none()
            && line.faces_street == Some(true)
            && !is_zero(line.normal)
            && (bends_in || angle_between(line.normal, lines[front].normal) < FRONT_CURVE_WITHIN_DEG)
    };
    let mut curve: Vec<usize> = Vec::new();
    for (step, forward) in [(1, true), (m - 1, false)] {
        let mut l = front;
        loop {
            let to = (l + step) % m;
            if to == front || curve.contains(&to) || !joins(l, to, forward) {
                break;
            }
            curve.push(to);
            l = to;
        }
    }
    curve
}

/// Rule 3: the unmarked lines opposite `front` that do not face a street.
fn rear_lines(lines: &[Line], front: usize) -> Vec<usize> {
    let back = Coord { x: -lines[front].normal.x, y: -lines[front].normal.y };
    let candidates: Vec<(usize, f64)> = (0..lines.len())
        .filter(|&l| {
            let line = &lines[l];
            l != front && line.marked.is_none() && line.faces_street != Some(true) && !is_zero(line.normal)
        })
        .map(|l| (l, angle_between(lines[l].normal, back)))
        .collect();
    let opposite: Vec<usize> =
        candidates.iter().filter(|(_, turn)| *turn <= REAR_WITHIN_DEG + 1e-9).map(|(l, _)| *l).collect();
    if !opposite.is_empty() {
        return opposite;
    }
    // A pointed or slanted back: the one most opposite line, the farthest of equally opposite.
    let Some(most) =
        candidates.iter().map(|(_, turn)| *turn).filter(|t| *t < REAR_FALLBACK_WITHIN_DEG).reduce(f64::min)
    else {
        return Vec::new();
    };
    let depth = |l: usize| dot(sub(lines[l].middle, lines[front].middle), back);
    candidates
        .iter()
        .filter(|(_, turn)| *turn <= most + EQUALLY_OPPOSITE_DEG)
        .map(|(l, _)| *l)
        .max_by(|&a, &b| depth(a).total_cmp(&depth(b)))
        .into_iter()
        .collect()
}

/// The ring's edges grouped into lines (rule 1), with what is known of each.
fn lines_of(ring: &[Coord<f64>], facts: &StreetFacts, overrides: &[Option<LineKind>]) -> Vec<Line> {
    let outward = outward_sign(ring);
    let mut lines: Vec<Line> = group_edges(ring)
        .into_iter()
        .map(|edges| {
            let (first, last) = (edges[0], edges[edges.len() - 1]);
            let (start, end) = (ring[first], ring[(last + 1) % ring.len()]);
            let length = edges.iter().map(|&e| edge_length(ring, e)).sum();
            let faces_street = line_faces_street(ring, &edges, facts.faces_street);
            let marked = edges
                .iter()
                .filter_map(|&e| overrides.get(e).copied().flatten().map(|kind| (e, kind)))
                .max_by(|(a, _), (b, _)| edge_length(ring, *a).total_cmp(&edge_length(ring, *b)))
                .map(|(_, kind)| kind);
            Line {
                path: edges.iter().map(|&e| ring[e]).chain([end]).collect(),
                middle: Coord { x: (start.x + end.x) / 2.0, y: (start.y + end.y) / 2.0 },
                normal: outward_normal(start, end, outward),
                edges,
                length,
                faces_street,
                marked,
                bends_in_after: false,
            }
        })
        .collect();
    for l in 0..lines.len() {
        // Normals turn as the edges do: against the ring's way round at a reflex corner.
        let next = &lines[(l + 1) % lines.len()];
        lines[l].bends_in_after = outward * cross(lines[l].normal, next.normal) < 0.0;
    }
    lines
}

/// Consecutive edges grouped into lines, starting at the sharpest corner so that no line is
/// cut where the ring happens to start.
fn group_edges(ring: &[Coord<f64>]) -> Vec<Vec<usize>> {
    let n = ring.len();
    let start = sharpest_corner(ring);
    let mut lines: Vec<Vec<usize>> = Vec::new();
    for e in (0..n).map(|k| (start + k) % n) {
        match lines.last_mut() {
            Some(line) if continues(ring, line, e) => line.push(e),
            _ => lines.push(vec![e]),
        }
    }
    lines
}

/// Whether edge `e` continues `line`: a jog, or turning less than [`SAME_LINE_TURN_DEG`] from
/// the line's chord so far.
fn continues(ring: &[Coord<f64>], line: &[usize], e: usize) -> bool {
    let n = ring.len();
    let edge = sub(ring[(e + 1) % n], ring[e]);
    let chord = sub(ring[e], ring[line[0]]);
    length(edge) < JOG_FT || length(chord) < JOG_FT || angle_between(chord, edge) < SAME_LINE_TURN_DEG
}

/// The edge (not a jog) turning most from the edge before it (jogs skipped): a true corner.
fn sharpest_corner(ring: &[Coord<f64>]) -> usize {
    let n = ring.len();
    let direction = |e: usize| sub(ring[(e + 1) % n], ring[e]);
    let real: Vec<usize> = (0..n).filter(|&e| length(direction(e)) >= JOG_FT).collect();
    let turn = |k: usize| angle_between(direction(real[(k + real.len() - 1) % real.len()]), direction(real[k]));
    (0..real.len()).max_by(|&a, &b| turn(a).total_cmp(&turn(b))).map_or(0, |k| real[k])
}

/// Whether a line faces a street: by the length of its edges known either way.
fn line_faces_street(ring: &[Coord<f64>], edges: &[usize], facts: &[Option<bool>]) -> Option<bool> {
    let (mut street, mut parcel) = (0.0, 0.0);
    for &e in edges {
        match facts.get(e).copied().flatten() {
            Some(true) => street += edge_length(ring, e),
            Some(false) => parcel += edge_length(ring, e),
            None => {}
        }
    }
    match street.total_cmp(&parcel) {
        std::cmp::Ordering::Greater => Some(true),
        std::cmp::Ordering::Less => Some(false),
        std::cmp::Ordering::Equal => None,
    }
}

impl Line {
    fn distance_to(&self, point: Coord<f64>) -> f64 {
        self.path.windows(2).map(|ab| point_segment_distance(point, ab[0], ab[1])).fold(f64::INFINITY, f64::min)
    }
}

/// Per edge of `boundary`, whether a neighbouring parcel lies across it: `Some(true)` (faces a
/// street) when most of its probes find no neighbour, `Some(false)` when most find one, None
/// when they split evenly or none could look (an edge shorter than [`JOG_FT`], or probes that
/// land on the lot itself where a concave lot wraps round). The probes sit [`PROBE_OUT_FT`]
/// outside the edge at its quarter, half and three-quarter points, or at its middle only when
/// it is shorter than [`ONE_PROBE_BELOW_FT`]. All in local feet; `boundary` may run either way
/// round, and `neighbours` may include the lot itself (no probe lies inside it).
///
/// With no neighbours at all every edge is unknown: a lot alone in the data more likely lacks
/// its neighbours' outlines than has a street on every side. Likewise a lot at the edge of the
/// loaded neighbours reads streets where the data stops; the caller loads a margin around it.
pub fn faces_street_from_neighbours(boundary: &[Coord<f64>], neighbours: &[Vec<Coord<f64>>]) -> Vec<Option<bool>> {
    if neighbours.is_empty() || boundary.len() < 3 {
        return vec![None; boundary.len()];
    }
    let outward = outward_sign(boundary);
    edges(boundary).map(|(a, b)| edge_faces_street(boundary, a, b, outward, neighbours)).collect()
}

fn edge_faces_street(
    boundary: &[Coord<f64>],
    a: Coord<f64>,
    b: Coord<f64>,
    outward: f64,
    neighbours: &[Vec<Coord<f64>>],
) -> Option<bool> {
    let along = length(sub(b, a));
    if along < JOG_FT {
        return None;
    }
    let fractions: &[f64] = if along < ONE_PROBE_BELOW_FT { &[0.5] } else { &[0.25, 0.5, 0.75] };
    let normal = outward_normal(a, b, outward);
    let (mut street, mut parcel) = (0, 0);
    for t in fractions {
        let probe = Coord {
            x: a.x + t * (b.x - a.x) + PROBE_OUT_FT * normal.x,
            y: a.y + t * (b.y - a.y) + PROBE_OUT_FT * normal.y,
        };
        if point_in_polygon(probe, boundary) {
            continue; // a concave lot wraps round: the probe is on the lot itself
        }
        if neighbours.iter().any(|ring| ring.len() >= 3 && point_in_polygon(probe, ring)) {
            parcel += 1;
        } else {
            street += 1;
        }
    }
    match street.cmp(&parcel) {
        std::cmp::Ordering::Greater => Some(true),
        std::cmp::Ordering::Less => Some(false),
        std::cmp::Ordering::Equal => None,
    }
}

/// 1 for a counter-clockwise ring (outside is right of each edge), -1 for a clockwise one.
fn outward_sign(ring: &[Coord<f64>]) -> f64 {
    if signed_area(ring) >= 0.0 {
        1.0
    } else {
        -1.0
    }
}

/// Unit normal of `a`→`b` pointing out of a ring of orientation `outward` (zero for a point).
fn outward_normal(a: Coord<f64>, b: Coord<f64>, outward: f64) -> Coord<f64> {
    let d = sub(b, a);
    let len = length(d);
    if len == 0.0 {
        return Coord { x: 0.0, y: 0.0 };
    }
    // Right of a→b (dy, -dx) is outside a counter-clockwise ring.
    Coord { x: outward * d.y / len, y: -outward * d.x / len }
}

fn edge_length(ring: &[Coord<f64>], e: usize) -> f64 {
    length(sub(ring[(e + 1) % ring.len()], ring[e]))
}

fn sub(a: Coord<f64>, b: Coord<f64>) -> Coord<f64> {
    Coord { x: a.x - b.x, y: a.y - b.y }
}

fn dot(a: Coord<f64>, b: Coord<f64>) -> f64 {
    a.x * b.x + a.y * b.y
}

fn cross(a: Coord<f64>, b: Coord<f64>) -> f64 {
    a.x * b.y - a.y * b.x
}

fn length(v: Coord<f64>) -> f64 {
    v.x.hypot(v.y)
}

fn is_zero(v: Coord<f64>) -> bool {
    v.x == 0.0 && v.y == 0.0
}

/// The angle between two directions, degrees in [0, 180].
fn angle_between(a: Coord<f64>, b: Coord<f64>) -> f64 {
    cross(a, b).abs().atan2(dot(a, b)).to_degrees()
}

#[cfg(test)]
mod tests {
    use super::LineKind::{Front, Rear, Side, StreetSide};
    use super::*;
    use crate::test_sites::c;

    const STREET: Option<bool> = Some(true);
    const PARCEL: Option<bool> = Some(false);

    /// The 60×120 ft lot of the other tests, counter-clockwise from its south-west corner.
    fn rectangle() -> Vec<Coord<f64>> {
        vec![c(0.0, 0.0), c(60.0, 0.0), c(60.0, 120.0), c(0.0, 120.0)]
    }

    fn classify(boundary: &[Coord<f64>], address: Option<Coord<f64>>, faces_street: &[Option<bool>]) -> Vec<LineKind> {
        classify_lines(boundary, &StreetFacts { address, faces_street }, &[])
    }

    /// The ring run the other way round, or a per-edge list in the order of its edges (edge k of
    /// the reversed ring is edge n - 2 - k of the original).
    fn reversed<T: Copy>(items: &[T], per_edge: bool) -> Vec<T> {
        let n = items.len();
        let shift = if per_edge { 2 * n - 2 } else { 2 * n - 1 };
        (0..n).map(|k| items[(shift - k) % n]).collect()
    }

    /// Classifies the lot both ways round and checks both against `expected`.
    fn assert_kinds(ring: &[Coord<f64>], address: Coord<f64>, facts: &[Option<bool>], expected: &[LineKind]) {
        assert_eq!(classify(ring, Some(address), facts), expected, "counter-clockwise");
        let other_way = classify(&reversed(ring, false), Some(address), &reversed(facts, true));
        assert_eq!(other_way, reversed(expected, true), "clockwise");
    }

    #[test]
    fn codes_and_names_round_trip() {
        for kind in LineKind::ALL {
            assert_eq!(LineKind::from_code(kind.code()), Some(kind));
            assert_eq!(LineKind::parse(kind.as_str()), Some(kind));
        }
        assert_eq!(LineKind::ALL.map(LineKind::code), [0, 1, 2, 3]);
        assert_eq!(LineKind::ALL.map(LineKind::as_str), ["front", "side", "rear", "streetSide"]);
        assert_eq!(LineKind::ALL.map(LineKind::label), ["front", "side", "rear", "street side"]);
        assert_eq!((LineKind::from_code(4), LineKind::parse("street side")), (None, None));
    }

    #[test]
    fn a_rectangle_on_one_street_has_its_rear_opposite_the_street() {
        let kinds = classify(&rectangle(), Some(c(30.0, -20.0)), &[STREET, PARCEL, PARCEL, PARCEL]);
        assert_eq!(kinds, [Front, Side, Rear, Side]);
    }

    #[test]
    fn a_clockwise_ring_from_another_corner_reads_the_same() {
        // North-west corner first, clockwise: north, east, south (the street), west.
        let ring = [c(0.0, 120.0), c(60.0, 120.0), c(60.0, 0.0), c(0.0, 0.0)];
        let kinds = classify(&ring, Some(c(30.0, -20.0)), &[PARCEL, PARCEL, STREET, PARCEL]);
        assert_eq!(kinds, [Rear, Side, Front, Side]);
    }

    #[test]
    fn a_front_split_by_an_extra_corner_is_one_front() {
        // The street line is cut at x = 25 (a neighbour's corner across the street) and bends
        // there by half a degree; the piece nearer the address is not the only front.
        let ring = [c(0.0, 0.0), c(25.0, 0.2), c(60.0, 0.0), c(60.0, 120.0), c(0.0, 120.0)];
        let kinds = classify(&ring, Some(c(50.0, -20.0)), &[STREET, None, PARCEL, PARCEL, PARCEL]);
        assert_eq!(kinds, [Front, Front, Side, Rear, Side]);
        // A jog of a few inches across the line does not cut it either.
        let jog = [c(0.0, 0.0), c(30.0, 0.0), c(30.0, 0.3), c(60.0, 0.3), c(60.0, 120.0), c(0.0, 120.0)];
        assert_eq!(classify(&jog, Some(c(30.0, -20.0)), &[]), [Front, Front, Front, Side, Rear, Side]);
    }

    #[test]
    fn an_irregular_lot_has_its_slanted_back_as_the_rear() {
        // Five corners: the street along the south, a back line slanted 25° from square, and a
        // west side bent in the middle (17°, more than one line's turn).
        let ring = [c(0.0, 0.0), c(70.0, 0.0), c(75.0, 100.0), c(10.0, 130.0), c(-5.0, 60.0)];
        assert_kinds(
            &ring,
            c(35.0, -20.0),
            &[STREET, PARCEL, PARCEL, PARCEL, PARCEL],
            &[Front, Side, Rear, Side, Side],
        );
    }

    #[test]
    fn a_pointed_back_has_its_most_opposite_line_as_the_rear() {
        // A house-shaped lot: neither roof line is within 45° of facing back; the one facing
        // back more (56° off, against 72°) is the rear.
        let ring = [c(0.0, 0.0), c(60.0, 0.0), c(60.0, 80.0), c(40.0, 140.0), c(0.0, 80.0)];
        assert_kinds(
            &ring,
            c(30.0, -20.0),
            &[STREET, PARCEL, PARCEL, PARCEL, PARCEL],
            &[Front, Side, Side, Rear, Side],
        );
    }

    #[test]
    fn a_flag_lot_faces_the_street_at_its_pole_and_backs_onto_the_far_side_of_its_flag() {
        // A 20 ft pole 100 ft deep to the street on the south, a 100×100 ft flag behind it.
        let ring = [
            c(40.0, 0.0),
            c(60.0, 0.0),
            c(60.0, 100.0),
            c(100.0, 100.0),
            c(100.0, 200.0),
            c(0.0, 200.0),
            c(0.0, 100.0),
            c(40.0, 100.0),
        ];
        let mut facts = vec![PARCEL; 8];
        facts[0] = STREET;
        let expected = [Front, Side, Side, Side, Rear, Side, Side, Side];
        assert_kinds(&ring, c(50.0, -15.0), &facts, &expected);
        // The address geocoded to the house in the flag: the street still decides the front.
        assert_kinds(&ring, c(50.0, 150.0), &facts, &expected);
    }

    #[test]
    fn a_corner_lot_fronts_the_street_of_its_address() {
        let facts = [STREET, PARCEL, PARCEL, STREET]; // streets south and west
        assert_eq!(classify(&rectangle(), Some(c(30.0, -15.0)), &facts), [Front, Side, Rear, StreetSide]);
        assert_eq!(classify(&rectangle(), Some(c(-15.0, 60.0)), &facts), [StreetSide, Rear, Side, Front]);
        // No address: the longer frontage.
        assert_eq!(classify(&rectangle(), None, &facts), [StreetSide, Rear, Side, Front]);
    }

    /// The corners of an arc round `centre` of `radius` from `from_deg` to `to_deg`
    /// (counter-clockwise from east), every `step_deg`.
    fn arc(centre: Coord<f64>, radius: f64, from_deg: f64, to_deg: f64, step_deg: f64) -> Vec<Coord<f64>> {
        let steps = ((to_deg - from_deg) / step_deg).abs().round() as usize;
        (0..=steps)
            .map(|k| {
                let a = (from_deg + (to_deg - from_deg) * k as f64 / steps as f64).to_radians();
                c(centre.x + radius * a.cos(), centre.y + radius * a.sin())
            })
            .collect()
    }

    #[test]
    fn a_cul_de_sac_lot_has_its_whole_curved_frontage_as_its_front() {
        // A pie-shaped lot south of a 50 ft bulb: its frontage is 12 edges round the bulb (5°
        // each, too many degrees for one line), its rear 180 ft wide.
        let mut ring = vec![c(-90.0, -170.0), c(90.0, -170.0)];
        ring.extend(arc(c(0.0, 0.0), 50.0, 300.0, 240.0, 5.0));
        let mut facts = vec![STREET; ring.len()];
        facts[0] = PARCEL; // rear
        facts[1] = PARCEL; // east side
        facts[14] = PARCEL; // west side
        let mut expected = vec![Front; ring.len()];
        expected[..2].copy_from_slice(&[Rear, Side]);
        expected[14] = Side;
        assert_kinds(&ring, c(10.0, -20.0), &facts, &expected);
    }

    #[test]
    fn a_rounded_street_corner_is_front_half_way_round() {
        // A corner lot, streets south and west, the corner rounded (radius 20 ft) in six 15°
        // edges, which run from the west line (e4) to the south line (e9).
        let mut ring = vec![c(20.0, 0.0), c(60.0, 0.0), c(60.0, 120.0), c(0.0, 120.0)];
        ring.extend(arc(c(20.0, 20.0), 20.0, 180.0, 255.0, 15.0));
        let facts = [STREET, PARCEL, PARCEL, STREET, STREET, STREET, STREET, STREET, STREET, STREET];
        let (f, si, r, ss) = (Front, Side, Rear, StreetSide);
        assert_kinds(&ring, c(40.0, -15.0), &facts, &[f, si, r, ss, ss, ss, ss, f, f, f]);
    }

    #[test]
    fn a_through_lot_has_its_back_street_as_a_street_side() {
        let facts = [STREET, PARCEL, STREET, PARCEL];
        assert_eq!(classify(&rectangle(), Some(c(30.0, -15.0)), &facts), [Front, Side, StreetSide, Side]);
    }

    #[test]
    fn with_only_an_address_the_nearest_line_is_the_front() {
        assert_eq!(classify(&rectangle(), Some(c(70.0, 60.0)), &[]), [Side, Front, Side, Rear]);
        // Lines known to have a neighbour across them are passed over while others remain.
        let facts = [None, PARCEL, None, None];
        assert_eq!(classify(&rectangle(), Some(c(70.0, 10.0)), &facts), [Front, Side, Rear, Side]);
        // Parcels all round (the street mapped as a parcel): the address still tells.
        assert_eq!(classify(&rectangle(), Some(c(70.0, 10.0)), &[PARCEL; 4]), [Side, Front, Side, Rear]);
    }

    #[test]
    fn with_nothing_known_every_line_is_a_side() {
        assert_eq!(classify(&rectangle(), None, &[]), [Side; 4]);
        assert_eq!(classify(&rectangle(), None, &[PARCEL; 4]), [Side; 4]);
    }

    #[test]
    fn overrides_are_kept_and_the_rest_follows_them() {
        let facts = [STREET, PARCEL, PARCEL, PARCEL];
        let address = Some(c(30.0, -20.0));
        let with = |overrides: &[Option<LineKind>]| {
            classify_lines(&rectangle(), &StreetFacts { address, faces_street: &facts }, overrides)
        };
        assert_eq!(with(&[None, Some(StreetSide), None, None]), [Front, StreetSide, Rear, Side]);
        // The west line marked front: the rear moves opposite it, the south line (still on the
        // street) becomes a street side, and the north line keeps its mark.
        assert_eq!(with(&[None, None, Some(StreetSide), Some(Front)]), [StreetSide, Rear, StreetSide, Front]);
        // A marked rear: no other rear is guessed.
        assert_eq!(with(&[None, Some(Rear), None, None]), [Front, Rear, Side, Side]);
        // The only street line marked a side: no line is left to be the front, nor a rear.
        assert_eq!(with(&[Some(Side), None, None, None]), [Side; 4]);
    }

    #[test]
    fn marking_a_corner_lots_guessed_front_as_street_side_fronts_the_other_street() {
        let facts = [STREET, PARCEL, PARCEL, STREET];
        let overrides = [Some(StreetSide), None, None, None];
        let kinds = classify_lines(
            &rectangle(),
            &StreetFacts { address: Some(c(30.0, -15.0)), faces_street: &facts },
            &overrides,
        );
        assert_eq!(kinds, [StreetSide, Rear, Side, Front]);
    }

    #[test]
    fn an_override_on_part_of_a_line_carries_to_the_rest_of_it() {
        let ring = [c(0.0, 0.0), c(25.0, 0.0), c(60.0, 0.0), c(60.0, 120.0), c(0.0, 120.0)];
        let overrides = [None, None, None, None, Some(Front)];
        let kinds = classify_lines(&ring, &StreetFacts { address: None, faces_street: &[] }, &overrides);
        assert_eq!(kinds, [Side, Side, Rear, Side, Front]);
        let overrides = [None, Some(Front), None, None, None];
        let kinds = classify_lines(&ring, &StreetFacts { address: None, faces_street: &[] }, &overrides);
        assert_eq!(kinds, [Front, Front, Side, Rear, Side]);
    }

    /// A block of 3 × 3 lots, 60×120 ft each, with streets all round it; lot (col, row) from the
    /// south-west, running `clockwise` or not.
    fn block_lot(col: usize, row: usize, clockwise: bool) -> Vec<Coord<f64>> {
        let (x, y) = (col as f64 * 60.0, row as f64 * 120.0);
        let mut ring = vec![c(x, y), c(x + 60.0, y), c(x + 60.0, y + 120.0), c(x, y + 120.0)];
        if clockwise {
            ring.reverse();
        }
        ring
    }

    fn neighbours_of(col: usize, row: usize) -> Vec<Vec<Coord<f64>>> {
        (0..3)
            .flat_map(|r| (0..3).map(move |c| (c, r)))
            .filter(|&l| l != (col, row))
            .map(|(c, r)| block_lot(c, r, false))
            .collect()
    }

    #[test]
    fn the_lots_of_a_block_face_the_streets_round_it() {
        // Edges of a counter-clockwise lot: south, east, north, west.
        let faces = |col, row| faces_street_from_neighbours(&block_lot(col, row, false), &neighbours_of(col, row));
        assert_eq!(faces(0, 0), [STREET, PARCEL, PARCEL, STREET], "the south-west corner lot");
        assert_eq!(faces(1, 0), [STREET, PARCEL, PARCEL, PARCEL]);
        assert_eq!(faces(2, 2), [PARCEL, STREET, STREET, PARCEL], "the north-east corner lot");
        assert_eq!(faces(1, 1), [PARCEL; 4], "the middle lot");
        // Clockwise, the south-west corner lot's edges run north, east, south, west.
        let clockwise = faces_street_from_neighbours(&block_lot(0, 0, true), &neighbours_of(0, 0));
        assert_eq!(clockwise, [PARCEL, PARCEL, STREET, STREET]);
    }

    #[test]
    fn slivers_between_parcels_are_not_streets() {
        // Every neighbour drawn a foot short on each side: a 1 ft gap along each lot line.
        let shrunk: Vec<Vec<Coord<f64>>> = neighbours_of(0, 0)
            .into_iter()
            .map(|ring| {
                let (x0, y0, x1, y1) = (ring[0].x + 1.0, ring[0].y + 1.0, ring[2].x - 1.0, ring[2].y - 1.0);
                vec![c(x0, y0), c(x1, y0), c(x1, y1), c(x0, y1)]
            })
            .collect();
        assert_eq!(faces_street_from_neighbours(&block_lot(0, 0, false), &shrunk), [STREET, PARCEL, PARCEL, STREET]);
    }

    #[test]
    fn without_neighbours_or_room_to_probe_nothing_is_known() {
        assert_eq!(faces_street_from_neighbours(&rectangle(), &[]), [None; 4]);
        // A half-foot jog in the south line: too short to probe.
        let jog = [c(0.0, 0.0), c(30.0, 0.0), c(30.0, 0.5), c(60.0, 0.5), c(60.0, 120.0), c(0.0, 120.0)];
        let east = vec![c(60.0, 0.0), c(120.0, 0.0), c(120.0, 120.0), c(60.0, 120.0)];
        assert_eq!(faces_street_from_neighbours(&jog, &[east]), [STREET, None, STREET, PARCEL, STREET, STREET]);
    }

    #[test]
    fn a_corner_lot_of_the_block_is_classified_from_its_neighbours() {
        let lot = block_lot(0, 0, false);
        let faces_street = faces_street_from_neighbours(&lot, &neighbours_of(0, 0));
        let facts = StreetFacts { address: Some(c(30.0, -30.0)), faces_street: &faces_street };
        assert_eq!(classify_lines(&lot, &facts, &[]), [Front, Side, Rear, StreetSide]);
    }
}
