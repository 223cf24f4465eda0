//! "Where does it fit": the placement (centre and angle) of a plan that satisfies every setback
//! and separation with the most room to spare, or none.

use geo_types::Coord;

use crate::fit::check;
use crate::footprint::Footprint;
use crate::site::{bounds, Site};

/// A position and angle for a plan.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placement {
    pub centre: Coord<f64>,
    pub angle_deg: f64,
    /// The smallest margin over any limit, feet.
    pub slack_ft: f64,
}

/// Cells of the coarse search along the lot's longer side, then halvings of the step while
/// refining around the best cell (a 3 ft cell ends at under 0.05 ft).
const COARSE_CELLS: f64 = 40.0;
const REFINE_STEPS: usize = 6;

/// The valid placement of a `width_ft` × `length_ft` plan with the most room to spare, trying
/// the angles that line the plan up with each lot edge; ties go to the one nearest `prefer`.
pub fn best_placement(site: &Site, width_ft: f64, length_ft: f64, prefer: Coord<f64>) -> Option<Placement> {
    // Cells with a broken rule count too: a tight fit can lie between cells, and the roomiest
    // cell, even if slightly short, is where the refinement finds it.
    let mut best: Option<Placement> = None;
    let consider = |centre: Coord<f64>, angle_deg: f64, best: &mut Option<Placement>| {
        let slack = slack_at(site, width_ft, length_ft, centre, angle_deg);
        if slack == f64::NEG_INFINITY {
            return;
        }
        let better = match best {
            None => true,
            Some(b) => {
                slack > b.slack_ft + 1e-9
                    || ((slack - b.slack_ft).abs() <= 1e-9 && distance(centre, prefer) < distance(b.centre, prefer))
            }
        };
        if better {
            *best = Some(Placement { centre, angle_deg, slack_ft: slack });
        }
    };
    let grid = CoarseGrid::of(site);
    for (centre, angle) in grid.candidates() {
        consider(centre, angle, &mut best);
    }
    // Refine around the best cell with ever finer steps.
    let mut local_step = grid.step / 2.0;
    for _ in 0..REFINE_STEPS {
        let Some(found) = best else { break };
        for dy in [-1.0, 0.0, 1.0] {
            for dx in [-1.0, 0.0, 1.0] {
                let centre = Coord { x: found.centre.x + dx * local_step, y: found.centre.y + dy * local_step };
                consider(centre, found.angle_deg, &mut best);
            }
        }
        local_step /= 2.0;
    }
    best.filter(|p| p.slack_ft >= 0.0)
}

/// Whether the plan has any valid placement: the coarse search of [`best_placement`], stopped at
/// the first hit, so a whole catalogue can be sorted into "fits my lot" or not.
pub fn fits_somewhere(site: &Site, width_ft: f64, length_ft: f64) -> bool {
    let grid = CoarseGrid::of(site);
    grid.candidates().any(|(centre, angle)| slack_at(site, width_ft, length_ft, centre, angle) >= 0.0)
        || best_placement(site, width_ft, length_ft, Coord { x: 0.0, y: 0.0 }).is_some()
}

fn slack_at(site: &Site, width_ft: f64, length_ft: f64, centre: Coord<f64>, angle_deg: f64) -> f64 {
    check(site, &Footprint { width_ft, length_ft, angle_deg }.corners(centre)).slack()
}

/// Cell centres over the lot's bounding box, about [`COARSE_CELLS`] along its longer side, each
/// with every candidate angle.
struct CoarseGrid {
    min: [f64; 2],
    max: [f64; 2],
    step: f64,
    angles: Vec<f64>,
}

impl CoarseGrid {
    fn of(site: &Site) -> CoarseGrid {
        let (min, max) = bounds(&site.lot.boundary);
        let step = ((max[0] - min[0]).max(max[1] - min[1]) / COARSE_CELLS).max(0.5);
        CoarseGrid { min, max, step, angles: candidate_angles(site) }
    }

    fn candidates(&self) -> impl Iterator<Item = (Coord<f64>, f64)> + '_ {
        let steps = |lo: f64, hi: f64| {
            let step = self.step;
            (0..).map(move |i| lo + step / 2.0 + i as f64 * step).take_while(move |v| *v < hi)
        };
        steps(self.min[1], self.max[1]).flat_map(move |y| {
            steps(self.min[0], self.max[0])
                .flat_map(move |x| self.angles.iter().map(move |&angle| (Coord { x, y }, angle)))
        })
    }
}

/// 0°, 90° and, for each lot edge, the two angles that put the plan's sides along it.
fn candidate_angles(site: &Site) -> Vec<f64> {
    let mut angles = vec![0.0, 90.0];
    for bearing in site.edge_bearings() {
        for angle in [bearing, (bearing + 90.0).rem_euclid(180.0)] {
            if !angles.iter().any(|known: &f64| (known - angle).abs() < 0.5 || (known - angle).abs() > 179.5) {
                angles.push(angle);
            }
        }
    }
    angles
}

fn distance(a: Coord<f64>, b: Coord<f64>) -> f64 {
    ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fit::Status;
    use crate::site::Lot;
    use crate::test_sites::{block, c, rectangle_site};

    #[test]
    fn finds_room_behind_the_house() {
        let house = block("main house", (5.0, 25.0), (55.0, 70.0));
        let site = rectangle_site(vec![house]);
        let placed = best_placement(&site, 20.0, 24.0, c(30.0, 60.0)).expect("room for a cottage");
        let fit = check(
            &site,
            &Footprint { width_ft: 20.0, length_ft: 24.0, angle_deg: placed.angle_deg }.corners(placed.centre),
        );
        assert_ne!(fit.status, Status::Violated);
        assert!(placed.centre.y > 70.0, "behind the house: {placed:?}");
    }

    #[test]
    fn says_so_when_nothing_fits() {
        let site = rectangle_site(vec![]);
        assert!(
            best_placement(&site, 55.0, 55.0, c(30.0, 60.0)).is_none(),
            "wider than the buildable 50 ft either way"
        );
    }

    #[test]
    fn turns_the_plan_to_fit_a_skewed_lot() {
        // A lot turned 30°: only a plan lined up with it fits.
        let (s, co) = 30f64.to_radians().sin_cos();
        let turn = |x: f64, y: f64| c(x * co + y * s, -x * s + y * co);
        let lot = Lot {
            boundary: vec![turn(0.0, 0.0), turn(40.0, 0.0), turn(40.0, 80.0), turn(0.0, 80.0)],
            setbacks_ft: vec![4.0; 4],
            line_kinds: vec![],
        };
        let site = Site::new(lot, vec![]).unwrap();
        let placed = best_placement(&site, 30.0, 60.0, turn(20.0, 40.0)).expect("fits when lined up");
        let fold = |a: f64| a.rem_euclid(90.0);
        assert!((fold(placed.angle_deg) - 30.0).abs() < 0.5, "{placed:?}");
    }

    #[test]
    fn fits_somewhere_agrees_with_the_full_search() {
        let site = rectangle_site(vec![]);
        assert!(fits_somewhere(&site, 20.0, 24.0));
        assert!(fits_somewhere(&site, 49.0, 90.0), "just inside the 50 × 95 ft buildable area");
        assert!(!fits_somewhere(&site, 55.0, 55.0));
        assert!(!fits_somewhere(&site, 20.0, 100.0), "longer than the buildable 95 ft");
    }

    #[test]
    fn many_cornered_lots_are_searched_too() {
        // A 24-gon of radius 60 ft.
        let ring: Vec<Coord<f64>> = (0..24)
            .map(|i| {
                let a = (i as f64) * std::f64::consts::TAU / 24.0;
                c(60.0 * a.cos(), 60.0 * a.sin())
            })
            .collect();
        let site =
            Site::new(Lot { setbacks_ft: vec![5.0; ring.len()], boundary: ring, line_kinds: vec![] }, vec![]).unwrap();
        let placed = best_placement(&site, 30.0, 40.0, c(0.0, 0.0)).unwrap();
        assert!(placed.slack_ft > 20.0 && placed.centre.x.abs() < 3.0 && placed.centre.y.abs() < 3.0, "{placed:?}");
    }
}
