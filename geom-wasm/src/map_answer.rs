//! Map answers of a site visit checked against the parcel: a meter outside the lot, a driveway
//! that does not reach a lot line, an outline that crosses itself. The geometry worker runs this
//! as the answer is drawn and the API runs it again when the answer is saved, so the warning
//! beside the question and the one stored with the answer are the same words. Each problem is a
//! warning for the person to confirm, never a refusal.

use geo_types::Coord;

use crate::lot_shape::crosses_itself;
use crate::projection::{LocalProjection, FEET_PER_METRE};
use crate::segment::{edges, point_in_polygon, point_segment_distance, segments_intersect};

/// How close a driveway's end must come to a lot line to reach it: 1.5 m, a wheel's width of
/// slack for a line drawn with a finger.
const REACH_FT: f64 = 1.5 * FEET_PER_METRE;

/// What a map question asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnswerShape {
    /// One point (a meter, a panel, a hydrant).
    Single,
    /// Several points.
    Multiple,
    /// A line (the driveway).
    Line,
    /// An outline (the trees).
    Polygon,
}

impl AnswerShape {
    /// The shape named as the template names it (`single`, `multiple`, `line`, `polygon`).
    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "single" => Some(Self::Single),
            "multiple" => Some(Self::Multiple),
            "line" => Some(Self::Line),
            "polygon" => Some(Self::Polygon),
            _ => None,
        }
    }
}

/// A problem with a map answer, in words that name the question's `title`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnswerProblem {
    /// The one point is outside the lot.
    PointOutside,
    /// `outside` of the `of` points are outside the lot.
    PointsOutside { outside: usize, of: usize },
    /// Neither end of the line comes near a lot line, and the line crosses none.
    LineMissesLot,
    /// Two edges of the outline that are not neighbours meet.
    OutlineCrossesItself,
}

impl AnswerProblem {
    /// The warning shown beside the question titled `title`.
    pub fn message(&self, title: &str) -> String {
        match self {
            Self::PointOutside => format!("{title} is outside the lot."),
            Self::PointsOutside { outside, of } => format!("{outside} of the {of} points are outside the lot."),
            Self::LineMissesLot => format!("{title} does not reach a lot line."),
            Self::OutlineCrossesItself => "The outline crosses itself.".to_owned(),
        }
    }
}

/// The problems of an answer of `shape` drawn through `points` (lon, lat) on the lot `ring`
/// (lon, lat corners, closed or not). Without a lot (fewer than three corners) only the answer's
/// own shape is checked.
pub fn check_answer(shape: AnswerShape, points: &[(f64, f64)], ring: &[(f64, f64)]) -> Vec<AnswerProblem> {
    let Some(&(lon, lat)) = ring.first().or(points.first()) else {
        return Vec::new();
    };
    let projection = LocalProjection::new(lon, lat);
    let local = |list: &[(f64, f64)]| -> Vec<Coord<f64>> {
        let mut out: Vec<Coord<f64>> = list.iter().map(|&(lon, lat)| projection.to_local(lon, lat)).collect();
        if out.len() > 1 && out.first() == out.last() {
            out.pop();
        }
        out
    };
    let lot = local(ring);
    let has_lot = lot.len() >= 3;
    let mut found = Vec::new();
    match shape {
        AnswerShape::Single | AnswerShape::Multiple if has_lot => {
            let points = local(points);
            let outside = points.iter().filter(|p| !point_in_polygon(**p, &lot)).count();
            if outside == 1 && points.len() == 1 {
                found.push(AnswerProblem::PointOutside);
            } else if outside > 0 {
                found.push(AnswerProblem::PointsOutside { outside, of: points.len() });
            }
        }
        AnswerShape::Line if has_lot && points.len() >= 2 => {
            // A line is not a ring: its first and last points stay even when they coincide.
            let line: Vec<Coord<f64>> = points.iter().map(|&(lon, lat)| projection.to_local(lon, lat)).collect();
            let crosses = line.windows(2).any(|s| edges(&lot).any(|(a, b)| segments_intersect(s[0], s[1], a, b)));
            let ends_near = [line.first(), line.last()]
                .into_iter()
                .flatten()
                .any(|p| edges(&lot).any(|(a, b)| point_segment_distance(*p, a, b) <= REACH_FT));
            if !crosses && !ends_near {
                found.push(AnswerProblem::LineMissesLot);
            }
        }
        AnswerShape::Polygon if crosses_itself(&local(points)) => {
            found.push(AnswerProblem::OutlineCrossesItself);
        }
        _ => {}
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A lot of about 30 × 40 m in Austin.
    const LOT: [(f64, f64); 4] = [(-97.7440, 30.2710), (-97.7437, 30.2710), (-97.7437, 30.27136), (-97.7440, 30.27136)];

    #[test]
    fn a_point_outside_the_lot_is_named() {
        assert!(check_answer(AnswerShape::Single, &[(-97.74385, 30.27118)], &LOT).is_empty());
        let found = check_answer(AnswerShape::Single, &[(-97.7450, 30.27118)], &LOT);
        assert_eq!(found, [AnswerProblem::PointOutside]);
        assert_eq!(found[0].message("Water meter location"), "Water meter location is outside the lot.");
    }

    #[test]
    fn several_points_say_how_many_are_outside() {
        let points = [(-97.74385, 30.27118), (-97.7450, 30.27118), (-97.7451, 30.27118)];
        let found = check_answer(AnswerShape::Multiple, &points, &LOT);
        assert_eq!(found[0].message("Trees"), "2 of the 3 points are outside the lot.");
    }

    #[test]
    fn a_line_must_reach_a_lot_line() {
        let from_street = [(-97.74385, 30.27090), (-97.74385, 30.27120)];
        assert!(check_answer(AnswerShape::Line, &from_street, &LOT).is_empty(), "it crosses the south line");
        let ends_on_the_line = [(-97.74385, 30.27101), (-97.74385, 30.27120)];
        assert!(check_answer(AnswerShape::Line, &ends_on_the_line, &LOT).is_empty(), "within 1.5 m of it");
        let inside_only = [(-97.74385, 30.27110), (-97.74385, 30.27120)];
        let found = check_answer(AnswerShape::Line, &inside_only, &LOT);
        assert_eq!(found[0].message("Driveway"), "Driveway does not reach a lot line.");
    }

    #[test]
    fn a_bow_tie_outline_crosses_itself_with_or_without_a_lot() {
        let square =
            [(-97.7439, 30.2711), (-97.7438, 30.2711), (-97.7438, 30.2712), (-97.7439, 30.2712), (-97.7439, 30.2711)];
        assert!(check_answer(AnswerShape::Polygon, &square, &LOT).is_empty());
        let bow_tie =
            [(-97.7439, 30.2711), (-97.7438, 30.2712), (-97.7438, 30.2711), (-97.7439, 30.2712), (-97.7439, 30.2711)];
        assert_eq!(check_answer(AnswerShape::Polygon, &bow_tie, &LOT), [AnswerProblem::OutlineCrossesItself]);
        assert_eq!(check_answer(AnswerShape::Polygon, &bow_tie, &[]), [AnswerProblem::OutlineCrossesItself]);
    }

    #[test]
    fn without_a_lot_points_and_lines_are_not_judged() {
        assert!(check_answer(AnswerShape::Single, &[(-97.7450, 30.27118)], &[]).is_empty());
        assert!(check_answer(AnswerShape::Line, &[(0.0, 0.0), (0.0, 0.001)], &[]).is_empty());
        assert!(check_answer(AnswerShape::Single, &[], &[]).is_empty());
    }
}
