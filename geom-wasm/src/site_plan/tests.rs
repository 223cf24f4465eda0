use super::*;
use crate::site::{Lot, Structure};
use crate::test_sites::{block, c, random_lot, rectangle_site, Random};
use units::parse_feet_inches;

const LANDSCAPE_LETTER: Sheet = Sheet { paper: Paper::Letter, orientation: Orientation::Landscape };

fn drawing(site: &Site, footprint: Footprint, centre: Coord<f64>, sheet: Sheet) -> Drawing<'_> {
    Drawing {
        site,
        footprint,
        centre,
        floor_plan_svg: None,
        title: TitleBlock {
            address: "4512 Example Way, Pleasanton, CA 94566".into(),
            plan_title: "The Juniper ADU".into(),
            living_area_sqft: Some(850.0),
            date: "2026-11-27".into(),
            parcel_number: Some("946-1234-056".into()),
            zoning: Some("R-1-6500".into()),
            lot_source: Some("Alameda County parcels (example)".into()),
        },
        rules: vec!["Side setback: at least 4 ft — Pleasanton Municipal Code §18.106.045(B) (Pleasanton, CA)".into()],
        verdict: "Fits the detached ADU rules of Pleasanton, CA.".into(),
        utilities: vec![],
        sheet,
    }
}

/// A random concave lot with up to three structures and a plan somewhere on it.
fn random_case(random: &mut Random) -> (Site, Footprint, Coord<f64>) {
    let boundary = random_lot(random);
    let setbacks_ft = boundary.iter().map(|_| random.range(0.0, 10.0)).collect();
    let structures = (0..(random.next() * 4.0) as usize)
        .map(|k| {
            let (x, y) = (random.range(-40.0, 30.0), random.range(-40.0, 30.0));
            block(&format!("Shed {}", k + 1), (x, y), (x + random.range(6.0, 30.0), y + random.range(6.0, 30.0)))
        })
        .collect::<Vec<Structure>>();
    let site = Site::new(Lot { boundary, setbacks_ft, line_kinds: vec![] }, structures).unwrap();
    let footprint = Footprint {
        width_ft: random.range(8.0, 30.0),
        length_ft: random.range(8.0, 40.0),
        angle_deg: random.range(0.0, 360.0),
    };
    (site, footprint, c(random.range(-30.0, 30.0), random.range(-30.0, 30.0)))
}

#[test]
fn every_dimension_printed_is_the_fit_checks_distance_to_a_sixteenth_of_an_inch() {
    let mut random = Random(0xd1_3e05);
    let sixteenth_ft = 1.0 / 16.0 / 12.0;
    for _ in 0..150 {
        let (site, footprint, centre) = random_case(&mut random);
        let plan = draw(&drawing(&site, footprint, centre, LANDSCAPE_LETTER));
        let fit = check(&site, &footprint.corners(centre));
        let mut expected: Vec<f64> = vec![footprint.width_ft, footprint.length_ft];
        expected.extend(fit.edges.iter().map(|e| e.distance_ft).filter(|d| *d > 0.0));
        expected.extend(fit.structures.iter().filter(|s| !s.overlaps).map(|s| s.distance_ft).filter(|d| *d > 0.0));
        assert_eq!(plan.dimensions.len(), expected.len());
        for (dimension, feet) in plan.dimensions.iter().zip(expected) {
            let printed = parse_feet_inches(&dimension.text).unwrap();
            assert!(
                (printed - feet).abs() <= sixteenth_ft / 2.0 + 1e-12,
                "{}: {} for {feet}",
                dimension.what,
                dimension.text
            );
            // The line drawn measures what is printed.
            let drawn = (dimension.to.x - dimension.from.x).hypot(dimension.to.y - dimension.from.y);
            assert!((drawn - feet).abs() < 1e-9, "{}: drawn {drawn}, fit {feet}", dimension.what);
            assert!(plan.svg.contains(&escape(&dimension.text)), "{} is not printed", dimension.text);
        }
    }
}

#[test]
fn the_scale_is_the_smallest_usual_one_at_which_the_drawing_fits_the_sheet() {
    let mut random = Random(0x5ca1e);
    for case in 0..200 {
        let (mut site, footprint, centre) = random_case(&mut random);
        // Lots from a few feet to a few hundred feet across.
        let stretch = [0.3, 1.0, 2.5, 6.0][case % 4];
        site = Site::new(
            Lot {
                boundary: site.lot.boundary.iter().map(|p| c(p.x * stretch, p.y * stretch)).collect(),
                ..site.lot.clone()
            },
            vec![],
        )
        .unwrap();
        for sheet in [
            LANDSCAPE_LETTER,
            Sheet { paper: Paper::Letter, orientation: Orientation::Portrait },
            Sheet { paper: Paper::Tabloid, orientation: Orientation::Landscape },
            Sheet { paper: Paper::Tabloid, orientation: Orientation::Portrait },
        ] {
            let plan = draw(&drawing(&site, footprint, centre * stretch, sheet));
            let (area, drawn) = (plan.drawing_area, plan.drawn);
            assert!(SCALES_FT_PER_IN.contains(&plan.feet_per_inch));
            assert!(drawn.x0 >= area.x0 && drawn.x1 <= area.x1 && drawn.y0 >= area.y0 && drawn.y1 <= area.y1);
            let smaller = SCALES_FT_PER_IN.iter().rev().find(|s| **s < plan.feet_per_inch);
            if let Some(smaller) = smaller {
                let grow = plan.feet_per_inch / smaller;
                let (w, h) = ((drawn.x1 - drawn.x0) * grow, (drawn.y1 - drawn.y0) * grow);
                let room = (area.x1 - area.x0 - 2.0 * LABEL_ROOM, area.y1 - area.y0 - 2.0 * LABEL_ROOM);
                assert!(w > room.0 + 1e-9 || h > room.1 + 1e-9, "1\" = {smaller}' would have fitted");
            }
        }
    }
}

#[test]
fn no_two_labels_overlap_on_a_thousand_random_lots() {
    let mut random = Random(0x1abe1);
    let mut leaders = 0;
    for case in 0..1000 {
        let (site, footprint, centre) = random_case(&mut random);
        let sheet = if case % 2 == 0 {
            LANDSCAPE_LETTER
        } else {
            Sheet { paper: Paper::Letter, orientation: Orientation::Portrait }
        };
        let mut d = drawing(&site, footprint, centre, sheet);
        d.utilities = vec![Utility { name: "Water meter".into(), at: site.lot.boundary[0] }];
        let plan = draw(&d);
        for (i, a) in plan.labels.iter().enumerate() {
            assert!(
                a.bounds.x0 >= plan.drawing_area.x0
                    && a.bounds.x1 <= plan.drawing_area.x1
                    && a.bounds.y0 >= plan.drawing_area.y0
                    && a.bounds.y1 <= plan.drawing_area.y1,
                "case {case}: {:?} leaves the drawing area",
                a.label.lines
            );
            for b in &plan.labels[i + 1..] {
                assert!(!a.bounds.overlaps(&b.bounds), "case {case}: {:?} overlaps {:?}", a.label.lines, b.label.lines);
            }
        }
        leaders += plan.labels.iter().filter(|l| l.leader.is_some()).count();
    }
    assert!(leaders > 0, "crowded lots should need leaders somewhere");
}

#[test]
fn the_sheet_names_the_lines_the_place_and_the_rules() {
    let site = rectangle_site(vec![block("Main house", (10.0, 60.0), (50.0, 100.0))]);
    let footprint = Footprint { width_ft: 20.0, length_ft: 24.0, angle_deg: 0.0 };
    let mut d = drawing(&site, footprint, c(30.0, 35.0), LANDSCAPE_LETTER);
    d.utilities = vec![Utility { name: "Electrical panel".into(), at: c(10.0, 60.0) }];
    let plan = draw(&d);
    // Every text element's content, in order: a wrapped sentence reads whole again.
    let printed = plan
        .svg
        .split("</text>")
        .filter_map(|chunk| chunk.rsplit_once('>').map(|(_, text)| text))
        .collect::<Vec<_>>()
        .join(" ");
    for text in [
        "SITE PLAN",
        "4512 Example Way, Pleasanton, CA 94566",
        "Plan: The Juniper ADU",
        "Front 1 · 60'-0\"",
        "N 90°00'00\" E",
        "20'-0\" setback",
        "Main house",
        "Parcel number (APN): 946-1234-056",
        "Zoning district: R-1-6500",
        "Scale: 1\" = 20'",
        "Lot area: 7,200 sq ft",
        "Footprint: 20'-0\" × 24'-0\" = 480 sq ft",
        "Not a survey.",
        "Pleasanton Municipal Code §18.106.045(B)",
    ] {
        assert!(printed.contains(&escape(text)), "missing {text:?}");
    }
    // The panel at the house's corner runs to the plan's nearest wall: its back-left corner.
    let run = &plan.utility_runs[0];
    assert!((run.length_ft - (10.0f64.powi(2) + 13.0f64.powi(2)).sqrt()).abs() < 1e-9);
    if let Some(path) = std::env::var_os("SITE_PLAN_SVG") {
        std::fs::write(path, &plan.svg).unwrap();
    }
    assert!(plan.svg.starts_with("<svg") && plan.svg.ends_with("</svg>"));
}
