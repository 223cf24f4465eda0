//! The site plan's figures, printed by `just bench`: the time to draw and set as a PDF the site
//! plan of a 20-corner lot with 3 structures, a placed plan with its floor-plan drawing, local
//! rules and three utility runs (budget: under 250 ms, release build), split into the drawing
//! (geom-wasm: fit check, setback region, dimensions, labels, SVG) and the PDF (svg2pdf with the
//! embedded font); and the buildable area of the same lot at one angle (the map's shading).
//!
//! `cargo run --release -p api --example site_plan_bench` (with `SITE_PLAN_OUT=<dir>`, the
//! drawing is kept there as `site-plan.svg` and `site-plan.pdf` to look at).

use std::time::{Duration, Instant};

use api::domain::site_plans::to_pdf;
use geo_types::Coord;
use geom_wasm::engine::Engine;
use geom_wasm::projection::LocalProjection;
use geom_wasm::rules::{Building, BuildingKind};
use geom_wasm::site_plan::{Orientation, Paper, Sheet, TitleBlock};

const RUNS: usize = 40;
/// The lot's first corner (example coordinates).
const ORIGIN: (f64, f64) = (-121.8747, 37.6624);

/// The California statewide ADU figures as the API hands them to the engine (see
/// `api/data/local_rules.json` for their sources).
const RULES: &str = r#"[{"id":"ca","version":1,"name":"California","area":"California","level":"state",
  "zoning":"","building":"adu","example":false,
  "rules":{"setbacks":{"side":{"value":4,"citation":"Cal. Gov. Code §66314(d)(7)","url":"","note":""},
                       "rear":{"value":4,"citation":"Cal. Gov. Code §66314(d)(7)","url":"","note":""}}},
  "limitsOnLocal":{}}]"#;

/// A made-up floor plan: outer walls, three rooms and their names.
const FLOOR_PLAN: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 360" width="240" height="360">
  <rect id="exterior-walls" x="0" y="0" width="240" height="360" fill="#ffffff" stroke="#000" stroke-width="6"/>
  <path d="M0 140H240M120 140V360M120 250H240" stroke="#000" stroke-width="3" fill="none"/>
  <text x="120" y="70" font-size="18" text-anchor="middle">Living</text>
  <text x="60" y="250" font-size="18" text-anchor="middle">Bedroom</text>
  <text x="180" y="200" font-size="18" text-anchor="middle">Kitchen</text>
  <text x="180" y="310" font-size="18" text-anchor="middle">Bath</text>
</svg>"##;

fn main() -> anyhow::Result<()> {
    let projection = LocalProjection::new(ORIGIN.0, ORIGIN.1);
    let flat = |points: &[(f64, f64)]| -> Vec<f64> {
        points
            .iter()
            .flat_map(|&(x, y)| {
                let c = projection.to_lon_lat(Coord { x, y });
                [c.x, c.y]
            })
            .collect()
    };
    // A 20-corner lot: a wavy-edged 90 × 160 ft parcel.
    let lot: Vec<(f64, f64)> = (0..20)
        .map(|k| {
            let t = k as f64 / 20.0 * std::f64::consts::TAU;
            let wobble = if k % 2 == 0 { 1.0 } else { 0.93 };
            (45.0 + 45.0 * wobble * t.cos(), 80.0 + 80.0 * wobble * t.sin())
        })
        .collect();
    let structures = [
        [(25.0, 20.0), (65.0, 20.0), (65.0, 60.0), (25.0, 60.0)],
        [(60.0, 70.0), (75.0, 70.0), (75.0, 85.0), (60.0, 85.0)],
        [(20.0, 120.0), (30.0, 120.0), (30.0, 130.0), (20.0, 130.0)],
    ];
    let structure_points: Vec<(f64, f64)> = structures.iter().flatten().copied().collect();
    let mut engine = Engine::new(
        &flat(&lot),
        &[5.0; 20],
        // Line 1 (south) is the front, the others sides.
        &std::array::from_fn::<u8, 20, _>(|k| u8::from(k != 15)),
        &flat(&structure_points),
        &[4, 4, 4],
        &[6.0, 6.0, 6.0],
        vec!["main house".into(), "garage".into(), "shed".into()],
    )
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    engine.set_rules(serde_json::from_str(RULES)?, "").map_err(|e| anyhow::anyhow!("{e}"))?;
    engine.set_building(Building {
        kind: BuildingKind::Adu,
        living_area_sqft: 800.0,
        bedrooms: 1,
        height_ft: Some(16.0),
    });
    let centre = projection.to_lon_lat(Coord { x: 45.0, y: 100.0 });
    let utilities: Vec<(String, [f64; 2])> =
        [("Electrical panel", (65.0, 40.0)), ("Water meter", (45.0, 2.0)), ("Sewer lateral", (30.0, 3.0))]
            .iter()
            .map(|(name, (x, y))| {
                let c = projection.to_lon_lat(Coord { x: *x, y: *y });
                (name.to_string(), [c.x, c.y])
            })
            .collect();
    let title = TitleBlock {
        address: "4 Example Ct, Pleasanton, CA 94566 (example)".into(),
        plan_title: "The Juniper ADU".into(),
        living_area_sqft: Some(800.0),
        date: "2026-11-27".into(),
        parcel_number: Some("946-0000-001 (example)".into()),
        zoning: Some("R-1-6500 (example)".into()),
        lot_source: Some("the county's parcel records".into()),
    };
    let sheet = Sheet { paper: Paper::Letter, orientation: Orientation::Landscape };

    let (mut drawing, mut setting, mut total) = (Vec::new(), Vec::new(), Vec::new());
    let mut bytes = 0;
    for _ in 0..RUNS {
        let start = Instant::now();
        let plan = engine.site_plan(
            (centre.x, centre.y, 20.0),
            (20.0, 30.0),
            Some(FLOOR_PLAN),
            title.clone(),
            &utilities,
            sheet,
        );
        let drawn = start.elapsed();
        let pdf = to_pdf(&plan.svg).map_err(|e| anyhow::anyhow!(e))?;
        bytes = pdf.len();
        if let Some(dir) = std::env::var_os("SITE_PLAN_OUT") {
            let dir = std::path::Path::new(&dir);
            std::fs::write(dir.join("site-plan.svg"), &plan.svg)?;
            std::fs::write(dir.join("site-plan.pdf"), &pdf)?;
        }
        drawing.push(drawn);
        setting.push(start.elapsed() - drawn);
        total.push(start.elapsed());
    }
    let mut buildable = Vec::new();
    for k in 0..RUNS {
        let start = Instant::now();
        let area = engine.buildable(20.0, 30.0, k as f64 * 4.5);
        std::hint::black_box(area);
        buildable.push(start.elapsed());
    }
    println!("Site plan, 20-corner lot, 3 structures, floor plan, rules, 3 utility runs ({RUNS} runs, this build):");
    println!("  drawing (geom-wasm, SVG)   median {}  p95 {}", ms(&mut drawing, 0.5), ms(&mut drawing, 0.95));
    println!("  PDF (svg2pdf, font subset) median {}  p95 {}", ms(&mut setting, 0.5), ms(&mut setting, 0.95));
    println!(
        "  total                      median {}  p95 {}  (budget 250 ms)  {bytes} bytes",
        ms(&mut total, 0.5),
        ms(&mut total, 0.95)
    );
    println!(
        "Buildable area (room left and centre region), same lot, native: median {}  p95 {}",
        ms(&mut buildable, 0.5),
        ms(&mut buildable, 0.95)
    );
    Ok(())
}

fn ms(samples: &mut [Duration], quantile: f64) -> String {
    samples.sort();
    let at = ((samples.len() - 1) as f64 * quantile).round() as usize;
    format!("{:.1} ms", samples[at].as_secs_f64() * 1000.0)
}
