//! Lot-fit: does a footprint at this position and angle respect the lot, every setback and
//! every structure's separation? Runs on every pointer move, so it allocates only its report.

use geo_types::Coord;
use serde::Serialize;

use crate::segment::{
    edges, outline_distance, point_in_polygon, polygon_area, segment_distance, segments_intersect, signed_area,
};
use crate::site::{bounds, Site};

/// Within this many feet of a limit the outline turns amber: legal, but tight.
pub const AMBER_MARGIN_FT: f64 = 1.0;

/// How a rule, or the whole placement, stands; the worst is the greatest. Crosses to the
/// browser as its lowercase name (the page's `FitStatus`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Green: clear of the limit by more than the margin.
    Clear,
    /// Amber: legal, within the margin of the limit.
    Near,
    /// Red: the rule is broken.
    Violated,
}

/// A distance this close to its limit meets it: a placement saved and read back in lon/lat, or
/// parsed from JSON, moves by a few billionths of a foot, and "4 ft from the line" must stay 4 ft.
pub const TOLERANCE_FT: f64 = 1e-6;

impl Status {
    /// Its name as it crosses to the browser and is saved: `clear`, `near` or `violated`.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Clear => "clear",
            Status::Near => "near",
            Status::Violated => "violated",
        }
    }

    fn of(distance: f64, limit: f64) -> Status {
        if distance < limit - TOLERANCE_FT {
            Status::Violated
        } else if distance < limit + AMBER_MARGIN_FT {
            Status::Near
        } else {
            Status::Clear
        }
    }
}

/// Distance from the footprint to one lot line against that line's setback.
#[derive(Debug, Clone, PartialEq)]
pub struct EdgeClearance {
    pub edge: usize,
    /// The true distance from the footprint to this line: 0 only when it touches or crosses it.
    pub distance_ft: f64,
    /// How far the footprint reaches past this line when it crosses it, else 0.
    pub past_ft: f64,
    pub setback_ft: f64,
    pub status: Status,
}

/// Overlap with and distance to one existing structure.
#[derive(Debug, Clone, PartialEq)]
pub struct StructureClearance {
    pub structure: usize,
    pub overlaps: bool,
    pub distance_ft: f64,
    pub separation_ft: f64,
    pub status: Status,
}

/// Everything the map shows about one placement.
#[derive(Debug, Clone, PartialEq)]
pub struct Fit {
    pub inside_lot: bool,
    pub edges: Vec<EdgeClearance>,
    /// Every structure, in the site's order.
    pub structures: Vec<StructureClearance>,
    /// Footprint plus existing structures over the lot area, percent.
    pub coverage_pct: f64,
    pub status: Status,
}

/// Checks `footprint` (corners in local feet) against `site`.
pub fn check(site: &Site, footprint: &[Coord<f64>]) -> Fit {
    let lot = &site.lot.boundary;
    let crosses_lot_line = edges(footprint).any(|(a, b)| edges(lot).any(|(c, d)| segments_intersect(a, b, c, d)));
    let inside_lot = !crosses_lot_line && footprint.iter().all(|c| point_in_polygon(*c, lot));

    // Each line keeps its true distance wherever the plan is; only a line the plan touches or
    // crosses reads 0, with how far the plan reaches past it.
    let outward = if signed_area(lot) > 0.0 { 1.0 } else { -1.0 };
    let edge_clearances: Vec<EdgeClearance> = edges(lot)
        .enumerate()
        .map(|(i, (c, d))| {
            let setback = site.lot.setbacks_ft[i];
            let distance = if point_in_polygon(c, footprint) {
                0.0 // the line runs under the plan
            } else {
                edges(footprint).map(|(a, b)| segment_distance(a, b, c, d)).fold(f64::INFINITY, f64::min)
            };
            let past = if distance == 0.0 && !inside_lot { reach_past(footprint, lot, c, d, outward) } else { 0.0 };
            let crossed = distance == 0.0 && !inside_lot;
            let status = if crossed { Status::Violated } else { Status::of(distance, setback) };
            EdgeClearance { edge: i, distance_ft: distance, past_ft: past, setback_ft: setback, status }
        })
        .collect();

    // The index finds the structures within reach: the only ones the plan can overlap or crowd.
    // Every other one is clear by construction, and only its distance is worked out.
    let (min, max) = bounds(footprint);
    let reach = site.max_separation() + AMBER_MARGIN_FT;
    let mut structures: Vec<StructureClearance> = site
        .structures_near(min, max, reach)
        .map(|i| {
            let s = &site.structures[i];
            let contains = footprint.iter().any(|c| point_in_polygon(*c, &s.outline))
                || s.outline.iter().any(|c| point_in_polygon(*c, footprint));
            let distance = if contains { 0.0 } else { outline_distance(footprint, &s.outline) };
            let overlaps = contains || distance == 0.0;
            let status = if overlaps { Status::Violated } else { Status::of(distance, s.separation_ft) };
            StructureClearance { structure: i, overlaps, distance_ft: distance, separation_ft: s.separation_ft, status }
        })
        .collect();
    for (i, s) in site.structures.iter().enumerate() {
        if !structures.iter().any(|c| c.structure == i) {
            let distance = outline_distance(footprint, &s.outline);
            structures.push(StructureClearance {
                structure: i,
                overlaps: false,
                distance_ft: distance,
                separation_ft: s.separation_ft,
                status: Status::Clear,
            });
        }
    }
    structures.sort_by_key(|s| s.structure);

    let status = edge_clearances
        .iter()
        .map(|e| e.status)
        .chain(structures.iter().map(|s| s.status))
        .chain([if inside_lot { Status::Clear } else { Status::Violated }])
        .max()
        .unwrap_or(Status::Clear);
    let coverage_pct = (polygon_area(footprint) + site.structures_area()) / site.lot_area() * 100.0;
    Fit { inside_lot, edges: edge_clearances, structures, coverage_pct, status }
}

/// How far the footprint's corners outside the lot reach past the line through `c`–`d`,
/// measured square to it, on its outer side (`outward` is 1 for a counter-clockwise lot ring,
/// -1 for a clockwise one).
fn reach_past(footprint: &[Coord<f64>], lot: &[Coord<f64>], c: Coord<f64>, d: Coord<f64>, outward: f64) -> f64 {
    let length = ((d.x - c.x).powi(2) + (d.y - c.y).powi(2)).sqrt();
    if length == 0.0 {
        return 0.0;
    }
    footprint
        .iter()
        .filter(|p| !point_in_polygon(**p, lot))
        // Right of c→d (a negative cross product) is outside a counter-clockwise ring.
        .map(|p| -((d.x - c.x) * (p.y - c.y) - (d.y - c.y) * (p.x - c.x)) * outward / length)
        .fold(0.0, f64::max)
}

impl Fit {
    /// Each broken rule in words, for the user (and screen readers).
    pub fn violations(&self, site: &Site) -> Vec<String> {
        self.violations_citing(site, &|_| None, None)
    }

    /// [`Fit::violations`], each setback and separation followed by the rule it comes from:
    /// `edge_rule(i)` cites edge `i`'s setback, `separation_rule` every structure's separation
    /// (`None` where the homeowner set the figure).
    pub fn violations_citing(
        &self,
        site: &Site,
        edge_rule: &dyn Fn(usize) -> Option<String>,
        separation_rule: Option<&str>,
    ) -> Vec<String> {
        let cited = |text: String, rule: Option<&str>| match rule {
            Some(rule) => format!("{} ({rule}).", text.trim_end_matches('.')),
            None => text,
        };
        let mut out = Vec::new();
        if !self.inside_lot {
            out.push("The plan extends outside the lot.".to_owned());
        }
        for e in self.edges.iter().filter(|e| e.status == Status::Violated) {
            if e.past_ft > 0.0 {
                out.push(format!("Crosses {} by {:.1} ft.", site.edge_name(e.edge), e.past_ft));
                continue;
            }
            if e.distance_ft == 0.0 {
                continue; // touched where the plan crosses another line: said there
            }
            let text = format!(
                "Too close to {}: {:.1} ft, the setback is {:.1} ft.",
                site.edge_name(e.edge),
                e.distance_ft,
                e.setback_ft
            );
            out.push(cited(text, edge_rule(e.edge).as_deref()));
        }
        for s in self.structures.iter().filter(|s| s.status == Status::Violated) {
            let name = &site.structures[s.structure].name;
            out.push(if s.overlaps {
                format!("Overlaps the {name}.")
            } else {
                let text = format!("Too close to the {name}: {:.1} ft, keep {:.1} ft.", s.distance_ft, s.separation_ft);
                cited(text, separation_rule)
            });
        }
        out
    }

    /// The smallest margin over any limit (negative when a rule is broken): bigger is roomier.
    pub fn slack(&self) -> f64 {
        if !self.inside_lot {
            return f64::NEG_INFINITY;
        }
        self.edges
            .iter()
            .map(|e| e.distance_ft - e.setback_ft)
            .chain(self.structures.iter().map(|s| {
                if s.overlaps {
                    f64::NEG_INFINITY
                } else {
                    s.distance_ft - s.separation_ft
                }
            }))
            .fold(f64::INFINITY, f64::min)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::footprint::Footprint;
    use crate::site::{Lot, Structure};
    use crate::test_sites::{block, c, rectangle_site as site};
    use approx::assert_relative_eq;

    fn house() -> Structure {
        block("main house", (10.0, 25.0), (50.0, 65.0))
    }

    fn at(x: f64, y: f64, w: f64, l: f64, angle: f64) -> Vec<Coord<f64>> {
        Footprint { width_ft: w, length_ft: l, angle_deg: angle }.corners(c(x, y)).to_vec()
    }

    #[test]
    fn a_cottage_in_the_back_yard_is_clear() {
        let site = site(vec![house()]);
        let fit = check(&site, &at(30.0, 95.0, 20.0, 24.0, 0.0));
        assert!(fit.inside_lot);
        assert_eq!(fit.status, Status::Clear);
        assert_relative_eq!(fit.edges[2].distance_ft, 13.0); // back line at y=120, footprint top at 107
        assert_relative_eq!(fit.edges[1].distance_ft, 20.0);
        // 18 ft from the house: beyond 6 ft + the amber margin, clear, and said how far.
        assert_eq!(fit.structures.len(), 1);
        assert_relative_eq!(fit.structures[0].distance_ft, 18.0);
        assert_eq!(fit.structures[0].status, Status::Clear);
        let nearer = check(&site, &at(30.0, 83.5, 20.0, 24.0, 0.0));
        assert_eq!(nearer.structures.len(), 1);
        assert_relative_eq!(nearer.structures[0].distance_ft, 6.5); // 71.5 - 65
        assert_eq!(nearer.structures[0].status, Status::Near);
        assert_relative_eq!(fit.coverage_pct, (480.0 + 1600.0) / 7200.0 * 100.0);
        assert!(fit.violations(&site).is_empty());
    }

    #[test]
    fn within_a_foot_of_a_setback_is_amber() {
        let site = site(vec![]);
        // Right side at x = 54.5: 5.5 ft from the east line, setback 5.
        let fit = check(&site, &at(44.5, 95.0, 20.0, 24.0, 0.0));
        assert_eq!(fit.edges[1].status, Status::Near);
        assert_eq!(fit.status, Status::Near);
        assert!(fit.violations(&site).is_empty(), "amber is legal");
    }

    #[test]
    fn crossing_into_a_setback_is_red_and_named() {
        let site = site(vec![]);
        let fit = check(&site, &at(30.0, 30.0, 20.0, 24.0, 0.0)); // bottom at y=18, front setback 20
        assert_eq!(fit.status, Status::Violated);
        assert_eq!(fit.violations(&site), vec!["Too close to the front lot line: 18.0 ft, the setback is 20.0 ft."]);
    }

    #[test]
    fn outside_the_lot_is_red() {
        let site = site(vec![]);
        let far = check(&site, &at(500.0, 500.0, 20.0, 24.0, 0.0));
        assert!(!far.inside_lot);
        assert_eq!(far.status, Status::Violated);
        assert!(far.edges.iter().all(|e| e.past_ft == 0.0 && e.distance_ft > 300.0), "{:?}", far.edges);
    }

    #[test]
    fn across_a_line_the_others_keep_their_true_distance() {
        let site = site(vec![]);
        // x from 48 to 68 across the east line (x = 60), y from 83 to 107.
        let fit = check(&site, &at(58.0, 95.0, 20.0, 24.0, 0.0));
        assert!(!fit.inside_lot);
        let east = &fit.edges[1];
        assert_eq!((east.distance_ft, east.status), (0.0, Status::Violated));
        assert_relative_eq!(east.past_ft, 8.0);
        assert_relative_eq!(fit.edges[0].distance_ft, 83.0); // front line, y = 0
        assert_relative_eq!(fit.edges[2].distance_ft, 13.0); // back line, y = 120
        assert_relative_eq!(fit.edges[3].distance_ft, 48.0); // west line, x = 0
        assert!(fit.edges.iter().filter(|e| e.edge != 1).all(|e| e.past_ft == 0.0 && e.status == Status::Clear));
        assert_eq!(
            fit.violations(&site),
            ["The plan extends outside the lot.", "Crosses the side lot line (line 2) by 8.0 ft."]
        );
    }

    #[test]
    fn across_a_corner_both_lines_say_how_far_past() {
        let site = site(vec![]);
        // x from 50 to 70, y from 110 to 130: 10 ft past the east line and the back line.
        let fit = check(&site, &at(60.0, 120.0, 20.0, 20.0, 0.0));
        assert_relative_eq!(fit.edges[1].past_ft, 10.0);
        assert_relative_eq!(fit.edges[2].past_ft, 10.0);
        assert_relative_eq!(fit.edges[0].distance_ft, 110.0);
        assert_relative_eq!(fit.edges[3].distance_ft, 50.0);
    }

    #[test]
    fn a_clockwise_lot_reads_the_same() {
        let mut lot = site(vec![]).lot.clone();
        lot.boundary.reverse(); // corners now run clockwise: edge i of the reversed ring is old edge 2 - i
        lot.setbacks_ft = vec![5.0; 4];
        let site = Site::new(Lot { line_kinds: vec![], ..lot }, vec![]).unwrap();
        let fit = check(&site, &at(58.0, 95.0, 20.0, 24.0, 0.0));
        let crossed: Vec<f64> = fit.edges.iter().map(|e| e.past_ft).filter(|p| *p > 0.0).collect();
        assert_eq!(crossed.len(), 1);
        assert_relative_eq!(crossed[0], 8.0);
    }

    #[test]
    fn overlapping_or_crowding_a_structure_is_red() {
        let site = site(vec![house()]);
        let overlap = check(&site, &at(30.0, 70.0, 20.0, 24.0, 0.0));
        assert!(overlap.structures[0].overlaps);
        assert!(overlap.violations(&site).contains(&"Overlaps the main house.".to_owned()));
        let inside = check(&site, &at(30.0, 45.0, 10.0, 10.0, 0.0));
        assert!(inside.structures[0].overlaps, "entirely within the house");
        let close = check(&site, &at(30.0, 80.0, 20.0, 24.0, 0.0)); // bottom at 68: 3 ft from the house
        assert_eq!(close.violations(&site), vec!["Too close to the main house: 3.0 ft, keep 6.0 ft."]);
    }

    #[test]
    fn far_structures_are_clear_with_their_distance() {
        let far = block("shed", (0.0, 0.0), (2.0, 2.0));
        let site = site(vec![house(), far]);
        let fit = check(&site, &at(30.0, 80.0, 20.0, 24.0, 0.0)); // 3 ft from the house
        assert_eq!(fit.structures.iter().map(|s| s.structure).collect::<Vec<_>>(), vec![0, 1]);
        assert_eq!(fit.structures[0].status, Status::Violated);
        let shed = &fit.structures[1];
        assert_eq!(shed.status, Status::Clear);
        assert!(!shed.overlaps);
        // From the shed's corner (2, 2) to the plan's front-left corner (20, 68).
        assert_relative_eq!(shed.distance_ft, (18.0_f64.powi(2) + 66.0_f64.powi(2)).sqrt());
    }

    #[test]
    fn concave_lots_catch_footprints_across_the_notch() {
        // L-shaped lot: the north-east quarter belongs to a neighbour.
        let lot = Lot {
            boundary: vec![c(0.0, 0.0), c(100.0, 0.0), c(100.0, 50.0), c(50.0, 50.0), c(50.0, 100.0), c(0.0, 100.0)],
            setbacks_ft: vec![4.0; 6],
            line_kinds: vec![],
        };
        let site = Site::new(lot, vec![]).unwrap();
        // A turned footprint with all four corners inside the L whose side cuts across the
        // neighbour's corner at (55, 55).
        let across = [c(40.0, 60.0), c(45.0, 65.0), c(65.0, 45.0), c(60.0, 40.0)];
        assert!(across.iter().all(|p| point_in_polygon(*p, &site.lot.boundary)));
        assert!(!check(&site, &across).inside_lot);
        let notch = check(&site, &at(60.0, 60.0, 20.0, 20.0, 0.0));
        assert!(!notch.inside_lot);
        let fits = check(&site, &at(25.0, 70.0, 20.0, 20.0, 0.0));
        assert!(fits.inside_lot);
        assert_relative_eq!(fits.edges[3].distance_ft, 15.0); // the notch's west wall at x = 50
    }
}

/// The fit check agrees with the `geo` crate, an independent implementation, on random
/// (mostly concave) lots and random footprints.
#[cfg(test)]
mod agreement_with_geo {
    use super::*;
    use crate::footprint::Footprint;
    use crate::site::{Lot, Structure};
    use geo::{BooleanOps, Contains, Distance, Euclidean, Line, LineString, Point, Polygon};

    /// xorshift64*: deterministic, dependency-free randomness for test cases.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> f64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 11) as f64 / (1u64 << 53) as f64
        }
        fn range(&mut self, lo: f64, hi: f64) -> f64 {
            lo + (hi - lo) * self.next()
        }
    }

    /// A star-shaped (simple, usually concave) polygon around `centre`.
    fn star(rng: &mut Rng, centre: Coord<f64>, corners: usize, r_min: f64, r_max: f64) -> Vec<Coord<f64>> {
        let mut angles: Vec<f64> = (0..corners).map(|_| rng.range(0.0, std::f64::consts::TAU)).collect();
        angles.sort_by(f64::total_cmp);
        angles
            .iter()
            .map(|a| {
                let r = rng.range(r_min, r_max);
                Coord { x: centre.x + r * a.cos(), y: centre.y + r * a.sin() }
            })
            .collect()
    }

    fn polygon(ring: &[Coord<f64>]) -> Polygon<f64> {
        Polygon::new(LineString::from(ring.to_vec()), vec![])
    }

    #[test]
    fn inside_and_distances_match_geo_on_random_cases() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let (mut inside_cases, mut crossing_cases, mut outside_cases, mut structure_cases) = (0, 0, 0, 0);
        for _ in 0..500 {
            let corners = 3 + (rng.next() * 20.0) as usize;
            let boundary = star(&mut rng, Coord { x: 0.0, y: 0.0 }, corners, 40.0, 120.0);
            let house_centre = Coord { x: rng.range(-40.0, 40.0), y: rng.range(-40.0, 40.0) };
            let house = star(&mut rng, house_centre, 5, 8.0, 20.0);
            let lot = Lot { setbacks_ft: vec![4.0; boundary.len()], boundary: boundary.clone(), line_kinds: vec![] };
            let site =
                Site::new(lot, vec![Structure { name: "house".into(), outline: house.clone(), separation_ft: 200.0 }])
                    .unwrap();
            let footprint = Footprint {
                width_ft: rng.range(8.0, 40.0),
                length_ft: rng.range(8.0, 60.0),
                angle_deg: rng.range(0.0, 360.0),
            }
            .corners(Coord { x: rng.range(-60.0, 60.0), y: rng.range(-60.0, 60.0) })
            .to_vec();
            let fit = check(&site, &footprint);
            let (lot_poly, foot_poly, house_poly) = (polygon(&boundary), polygon(&footprint), polygon(&house));

            assert_eq!(
                fit.inside_lot,
                lot_poly.contains(&foot_poly),
                "inside: lot {boundary:?} footprint {footprint:?}"
            );
            if fit.inside_lot {
                inside_cases += 1;
            } else if fit.edges.iter().any(|e| e.past_ft > 0.0) {
                crossing_cases += 1;
            } else if fit.edges.iter().all(|e| e.distance_ft > 0.0) {
                outside_cases += 1;
            }
            // Inside, across or outside the lot, every line reads geo's distance; a line the
            // plan crosses reads 0 and is red.
            for e in &fit.edges {
                let (a, b) = (boundary[e.edge], boundary[(e.edge + 1) % boundary.len()]);
                let expected = Euclidean.distance(&Line::new(a, b), &foot_poly);
                assert!(
                    (e.distance_ft - expected).abs() < 1e-6,
                    "edge {}: {} vs geo {}",
                    e.edge,
                    e.distance_ft,
                    expected
                );
                if e.past_ft > 0.0 {
                    assert_eq!(e.status, Status::Violated);
                    // The farthest part of the plan outside the lot is at least that far out.
                    let outside = foot_poly.difference(&lot_poly);
                    let deepest = outside
                        .iter()
                        .flat_map(|part| part.exterior().coords().copied().collect::<Vec<_>>())
                        .map(|p| Euclidean.distance(&Line::new(a, b), &Point::from(p)))
                        .fold(0.0, f64::max);
                    assert!(
                        e.past_ft <= deepest + 1e-6,
                        "edge {}: {} past, geo's deepest {}",
                        e.edge,
                        e.past_ft,
                        deepest
                    );
                }
            }
            // The 200 ft separation puts the house within reach in every case.
            let s = &fit.structures[0];
            let expected = Euclidean.distance(&house_poly, &foot_poly);
            assert!((s.distance_ft - expected).abs() < 1e-6, "house: {} vs geo {}", s.distance_ft, expected);
            if !s.overlaps {
                structure_cases += 1;
            }
        }
        assert!(
            inside_cases > 50 && crossing_cases > 50 && outside_cases > 5 && structure_cases > 50,
            "{inside_cases} inside, {crossing_cases} across, {outside_cases} outside, {structure_cases} apart: \
             cases cover every outcome"
        );
    }
}
