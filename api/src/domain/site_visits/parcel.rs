//! Map answers checked against the parcel when they are saved: a meter outside the lot, a
//! driveway that does not reach a lot line, an outline that crosses itself. The check is the
//! geometry crate's, the one the browser's worker runs as the answer is drawn, so the warning
//! stored with the answer is the one the person already saw. Each is a warning for the person
//! to confirm — the answer is kept.

use geom_wasm::{check_answer, AnswerShape};

use super::template::{MapType, Question};

/// The warnings for a map answer's `points` (longitude, latitude) against the lot `ring`.
/// Without a lot (fewer than three corners) only the answer's own shape is checked.
pub fn warnings(question: &Question, points: &[(f64, f64)], ring: &[(f64, f64)]) -> Vec<String> {
    let shape = match question.map_type.unwrap_or(MapType::Single) {
        MapType::Single => AnswerShape::Single,
        MapType::Multiple => AnswerShape::Multiple,
        MapType::Line => AnswerShape::Line,
        MapType::Polygon => AnswerShape::Polygon,
    };
    check_answer(shape, points, ring).iter().map(|problem| problem.message(&question.title)).collect()
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
