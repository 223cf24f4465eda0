//! A to-scale, dimensioned site plan of a placed plan, as a city asks for it with an ADU or shed
//! permit: the lot lines with their lengths, bearings and kinds; the setbacks dashed with their
//! values; the existing structures; the new building with its floor plan, its size and its
//! nearest distance to every lot line and structure; the utility runs; a north arrow, a stated
//! engineering scale with a bar, and a title block.
//!
//! Drawn as SVG in points (1/72 inch) on a Letter or Tabloid sheet, north up. Every distance
//! printed is the fit check's own figure (`fit.rs`); the drawing only finds where to draw it.
//! The API turns the SVG into a PDF with the same font the labels were measured with.

pub mod labels;
mod measure;
mod sheet;
pub mod text;
mod title_block;
pub mod units;

use std::fmt::Write;

use geo_types::Coord;

use crate::fit::check;
use crate::footprint::Footprint;
use crate::region::room_left;
use crate::segment::{edges, point_segment_distance, polygon_area, signed_area};
use crate::site::{bounds, Site};
use labels::{Bounds, Label, Placed, Placer, Point};
use measure::{nearest_between, nearest_on_outline, nearest_to_segment};
pub use sheet::{choose_scale, Orientation, Paper, Sheet, SCALES_FT_PER_IN};
use sheet::{layout, Layout, MARGIN};
use units::{bearing, feet_inches};

/// What the title block says besides the figures the drawing works out.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TitleBlock {
    pub address: String,
    pub plan_title: String,
    pub living_area_sqft: Option<f64>,
    /// The day the drawing is made, as the reader's calendar writes it.
    pub date: String,
    pub parcel_number: Option<String>,
    pub zoning: Option<String>,
    /// Where the lot lines come from ("Alameda County parcels"), for the note under the drawing.
    pub lot_source: Option<String>,
}

/// A utility point on the property (from a site visit): a run is drawn from it to the nearest
/// wall of the new building.
#[derive(Debug, Clone, PartialEq)]
pub struct Utility {
    pub name: String,
    /// Local feet.
    pub at: Coord<f64>,
}

/// Everything a site plan is drawn from.
#[derive(Debug, Clone)]
pub struct Drawing<'a> {
    /// The lot and structures with the setbacks and separations the placement is held to.
    pub site: &'a Site,
    pub footprint: Footprint,
    /// The footprint's centre, local feet.
    pub centre: Coord<f64>,
    /// The plan's floor-plan drawing, laid inside the footprint when given.
    pub floor_plan_svg: Option<&'a str>,
    pub title: TitleBlock,
    /// The rules the placement was checked against, each with its source, in words.
    pub rules: Vec<String>,
    /// The placement under those rules in words; empty when none apply.
    pub verdict: String,
    pub utilities: Vec<Utility>,
    pub sheet: Sheet,
}

/// A length printed on the drawing.
#[derive(Debug, Clone, PartialEq)]
pub struct Dimension {
    /// What is measured ("Width", "To the side lot line (line 2)", "To the Garage").
    pub what: String,
    /// As printed.
    pub text: String,
    /// The fit check's figure it prints, feet.
    pub feet: f64,
    /// The dimension line's ends, local feet.
    pub from: Coord<f64>,
    pub to: Coord<f64>,
}

/// A utility run from its point to the nearest wall of the new building.
#[derive(Debug, Clone, PartialEq)]
pub struct UtilityRun {
    pub name: String,
    pub length_ft: f64,
    pub from: Coord<f64>,
    pub to: Coord<f64>,
}

/// A drawn site plan and what it prints.
#[derive(Debug, Clone)]
pub struct SitePlan {
    pub svg: String,
    pub size_pt: (f64, f64),
    /// The stated scale: so many feet to the inch.
    pub feet_per_inch: f64,
    pub dimensions: Vec<Dimension>,
    pub utility_runs: Vec<UtilityRun>,
    /// Every label on the drawing, with its box.
    pub labels: Vec<Placed>,
    /// The part of the sheet the drawing (not the title block) may use, and what it covers.
    pub drawing_area: Bounds,
    pub drawn: Bounds,
}

/// Room kept around the geometry inside the drawing area for labels outside the lot.
const LABEL_ROOM: f64 = 40.0;
const LABEL_SIZE: f64 = 6.5;
const INK: &str = "#1a1a1a";
const FONT: &str = "DejaVu Sans, Verdana, Arial, sans-serif";

/// The run colours, by what the utility's name says it is.
fn run_colour(name: &str) -> &'static str {
    let name = name.to_lowercase();
    if name.contains("electric") || name.contains("panel") {
        "#c25e00"
    } else if name.contains("water") {
        "#1f5fbf"
    } else if name.contains("sewer") {
        "#2e7d32"
    } else {
        "#6a1b9a"
    }
}

/// Where a utility run from `at` meets the building `corners` (the nearest point of its walls;
/// `at` itself when inside), and its length in feet: a straight trench.
pub fn nearest_wall(corners: &[Coord<f64>], at: Coord<f64>) -> (Coord<f64>, f64) {
    let to = nearest_on_outline(corners, at);
    (to, (to.x - at.x).hypot(to.y - at.y))
}

/// Local feet to sheet points.
struct Frame {
    per_foot: f64,
    min_x: f64,
    max_y: f64,
    origin: Point,
}

impl Frame {
    fn pt(&self, c: Coord<f64>) -> Point {
        (self.origin.0 + (c.x - self.min_x) * self.per_foot, self.origin.1 + (self.max_y - c.y) * self.per_foot)
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

fn path(points: impl IntoIterator<Item = Point>, closed: bool) -> String {
    let mut d = String::new();
    for (i, (x, y)) in points.into_iter().enumerate() {
        let _ = write!(d, "{}{x:.2} {y:.2}", if i == 0 { "M" } else { " L" });
    }
    if closed {
        d.push_str(" Z");
    }
    d
}

fn unit((x, y): Point) -> Point {
    let length = x.hypot(y);
    if length == 0.0 {
        (0.0, -1.0)
    } else {
        (x / length, y / length)
    }
}

/// A ring's edges on the sheet, the last closing it.
fn ring_edges(ring: &[Point]) -> impl Iterator<Item = (Point, Point)> + '_ {
    (0..ring.len()).map(move |i| (ring[i], ring[(i + 1) % ring.len()]))
}

fn midpoint(a: Point, b: Point) -> Point {
    ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0)
}

/// Draws the site plan.
pub fn draw(d: &Drawing) -> SitePlan {
    let site = d.site;
    let corners = d.footprint.corners(d.centre);
    let fit = check(site, &corners);
    let (w, h) = d.sheet.size_pt();
    let sheet_layout = layout(d.sheet);
    let area = sheet_layout.drawing;

    // The scale: the smallest usual one at which the lot, structures, plan and utilities fit.
    let everything: Vec<Coord<f64>> = site
        .lot
        .boundary
        .iter()
        .chain(site.structures.iter().flat_map(|s| &s.outline))
        .chain(corners.iter())
        .copied()
        .chain(d.utilities.iter().map(|u| u.at))
        .collect();
    let (min, max) = bounds(&everything);
    let extent = (max[0] - min[0], max[1] - min[1]);
    let room = (area.x1 - area.x0 - 2.0 * LABEL_ROOM, area.y1 - area.y0 - 2.0 * LABEL_ROOM);
    let feet_per_inch = choose_scale(extent, room);
    let per_foot = 72.0 / feet_per_inch;
    let frame = Frame {
        per_foot,
        min_x: min[0],
        max_y: max[1],
        origin: (
            area.x0 + (area.x1 - area.x0 - extent.0 * per_foot) / 2.0,
            area.y0 + (area.y1 - area.y0 - extent.1 * per_foot) / 2.0,
        ),
    };
    let drawn = {
        let (a, b) = (frame.pt(Coord { x: min[0], y: max[1] }), frame.pt(Coord { x: max[0], y: min[1] }));
        Bounds { x0: a.0, y0: a.1, x1: b.0, y1: b.1 }
    };

    let mut svg = String::new();
    let _ = write!(
        svg,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{}in" height="{}in" viewBox="0 0 {w} {h}" font-family="{FONT}">"##,
        w / 72.0,
        h / 72.0
    );
    let _ = write!(svg, r##"<title>Site plan: {}</title>"##, escape(&d.title.address));
    let _ = write!(svg, r##"<rect x="0" y="0" width="{w}" height="{h}" fill="#ffffff"/>"##);
    let _ = write!(
        svg,
        r##"<rect x="{:.2}" y="{:.2}" width="{:.2}" height="{:.2}" fill="none" stroke="{INK}" stroke-width="0.8"/>"##,
        MARGIN - 8.0,
        MARGIN - 8.0,
        w - 2.0 * MARGIN + 16.0,
        h - 2.0 * MARGIN + 16.0
    );

    let mut placer = Placer::new(area);
    let mut labels: Vec<Label> = Vec::new();
    let mut dimensions: Vec<Dimension> = Vec::new();
    let lot = &site.lot.boundary;
    let lot_pts: Vec<Point> = lot.iter().map(|c| frame.pt(*c)).collect();
    let ccw = signed_area(lot) > 0.0;

    // The lot.
    let _ = write!(
        svg,
        r##"<path d="{}" fill="#f3f6ef" stroke="{INK}" stroke-width="1.3" stroke-linejoin="round"/>"##,
        path(lot_pts.iter().copied(), true)
    );
    for (a, b) in ring_edges(&lot_pts) {
        placer.line(a, b);
    }

    // The setbacks: where the lot shrunk by them runs off the lot lines.
    let bare = Site::new(site.lot.clone(), Vec::new()).expect("the site's own lot is valid");
    let setback_region = room_left(&bare, 0.01);
    for ring in setback_region.rings() {
        for (a, b) in edges(ring) {
            let mid = Coord { x: (a.x + b.x) / 2.0, y: (a.y + b.y) / 2.0 };
            if edges(lot).all(|(c, e)| point_segment_distance(mid, c, e) > 1e-6) {
                let (p, q) = (frame.pt(a), frame.pt(b));
                let _ = write!(
                    svg,
                    r##"<path d="{}" stroke="#2f6f3e" stroke-width="0.7" stroke-dasharray="5 3" fill="none"/>"##,
                    path([p, q], false)
                );
                placer.line(p, q);
            }
        }
    }

    // The lot lines: kind, length and bearing outside; the setback inside.
    for (i, (a, b)) in edges(lot).enumerate() {
        let (p, q) = (frame.pt(a), frame.pt(b));
        let along = unit((q.0 - p.0, q.1 - p.1));
        // On the sheet y runs down, so a counter-clockwise lot (in feet) runs clockwise here.
        let outward = if ccw { (-along.1, along.0) } else { (along.1, -along.0) };
        let length = (b.x - a.x).hypot(b.y - a.y);
        let kind = site.lot.line_kinds.get(i).map(|k| capitalised(k.label()));
        let name = match kind {
            Some(kind) => format!("{} {} · {}", kind, i + 1, feet_inches(length)),
            None => format!("Line {} · {}", i + 1, feet_inches(length)),
        };
        labels.push(Label {
            lines: vec![name, bearing(a, b)],
            size: LABEL_SIZE,
            anchor: midpoint(p, q),
            toward: outward,
            kind: "lot-line",
        });
        let setback = site.lot.setbacks_ft[i];
        if setback > 0.0 {
            let mid = midpoint(p, q);
            let inset = setback * per_foot;
            labels.push(Label {
                lines: vec![format!("{} setback", feet_inches(setback))],
                size: LABEL_SIZE,
                anchor: (mid.0 - outward.0 * inset, mid.1 - outward.1 * inset),
                toward: (-outward.0, -outward.1),
                kind: "setback",
            });
        }
    }

    // The existing structures.
    for s in &site.structures {
        let pts: Vec<Point> = s.outline.iter().map(|c| frame.pt(*c)).collect();
        let _ = write!(
            svg,
            r##"<path d="{}" fill="#d8d8d8" stroke="#444444" stroke-width="0.8"/>"##,
            path(pts.iter().copied(), true)
        );
        for (a, b) in ring_edges(&pts) {
            placer.line(a, b);
        }
        let centre = pts.iter().fold((0.0, 0.0), |acc, p| (acc.0 + p.0, acc.1 + p.1));
        labels.push(Label {
            lines: vec![s.name.clone()],
            size: LABEL_SIZE + 0.5,
            anchor: (centre.0 / pts.len() as f64, centre.1 / pts.len() as f64),
            toward: (0.0, -1.0),
            kind: "structure",
        });
    }

    // The new building, its floor plan inside.
    let plan_pts: Vec<Point> = corners.iter().map(|c| frame.pt(*c)).collect();
    let _ = write!(
        svg,
        r##"<path d="{}" fill="#ffffff" stroke="#0b3d91" stroke-width="1.4"/>"##,
        path(plan_pts.iter().copied(), true)
    );
    if let Some(image) = d.floor_plan_svg.and_then(|s| floor_plan_image(s, d.footprint, frame.pt(d.centre), per_foot)) {
        let _ = write!(
            svg,
            r##"<clipPath id="footprint"><path d="{}"/></clipPath><g clip-path="url(#footprint)">{image}</g>"##,
            path(plan_pts.iter().copied(), true)
        );
        let _ = write!(
            svg,
            r##"<path d="{}" fill="none" stroke="#0b3d91" stroke-width="1.4"/>"##,
            path(plan_pts.iter().copied(), true)
        );
    }
    for (a, b) in ring_edges(&plan_pts) {
        placer.line(a, b);
    }
    // Its diagonals keep labels off the floor plan.
    placer.line(plan_pts[0], plan_pts[2]);
    placer.line(plan_pts[1], plan_pts[3]);

    // Width and length, dimensioned outside the footprint.
    let plan_centre = frame.pt(d.centre);
    for (i, what, feet) in [(0, "Width", d.footprint.width_ft), (1, "Length", d.footprint.length_ft)] {
        let (a, b) = (plan_pts[i], plan_pts[i + 1]);
        let mid = midpoint(a, b);
        let away = unit((mid.0 - plan_centre.0, mid.1 - plan_centre.1));
        let offset = 9.0;
        let (p, q) = ((a.0 + away.0 * offset, a.1 + away.1 * offset), (b.0 + away.0 * offset, b.1 + away.1 * offset));
        let _ = write!(
            svg,
            r##"<path d="{} {}" stroke="#0b3d91" stroke-width="0.4" fill="none"/>"##,
            path([a, (a.0 + away.0 * (offset + 3.0), a.1 + away.1 * (offset + 3.0))], false),
            path([b, (b.0 + away.0 * (offset + 3.0), b.1 + away.1 * (offset + 3.0))], false)
        );
        dimension_line(&mut svg, p, q, "#0b3d91");
        placer.line(p, q);
        let text = feet_inches(feet);
        labels.push(Label {
            lines: vec![text.clone()],
            size: LABEL_SIZE,
            anchor: midpoint(p, q),
            toward: away,
            kind: "dimension",
        });
        dimensions.push(Dimension { what: what.to_owned(), text, feet, from: corners[i], to: corners[i + 1] });
    }

    // The nearest distance to every lot line and every structure: the fit check's figures.
    for e in &fit.edges {
        if e.distance_ft <= 0.0 {
            continue;
        }
        let (c, dd) = (lot[e.edge], lot[(e.edge + 1) % lot.len()]);
        let (on_plan, on_line) = nearest_to_segment(&corners, c, dd);
        let what = format!("To {}", site.edge_name(e.edge));
        measured(&mut svg, &mut placer, &mut labels, &mut dimensions, &frame, (on_plan, on_line), e.distance_ft, what);
    }
    for s in &fit.structures {
        if s.overlaps || s.distance_ft <= 0.0 {
            continue;
        }
        let outline = &site.structures[s.structure].outline;
        let (on_plan, on_structure) = nearest_between(&corners, outline);
        let what = format!("To the {}", site.structures[s.structure].name);
        measured(
            &mut svg,
            &mut placer,
            &mut labels,
            &mut dimensions,
            &frame,
            (on_plan, on_structure),
            s.distance_ft,
            what,
        );
    }

    // Utility runs to the nearest wall.
    let mut utility_runs = Vec::new();
    for u in &d.utilities {
        let (to, length_ft) = nearest_wall(&corners, u.at);
        let (p, q) = (frame.pt(u.at), frame.pt(to));
        let colour = run_colour(&u.name);
        let _ = write!(
            svg,
            r##"<path d="{}" stroke="{colour}" stroke-width="1" stroke-dasharray="2 2" fill="none"/><circle cx="{:.2}" cy="{:.2}" r="2.4" fill="{colour}"/>"##,
            path([p, q], false),
            p.0,
            p.1
        );
        placer.line(p, q);
        placer.reserve(Bounds { x0: p.0 - 2.5, y0: p.1 - 2.5, x1: p.0 + 2.5, y1: p.1 + 2.5 });
        labels.push(Label {
            lines: vec![format!("{} · run {}", u.name, feet_inches(length_ft))],
            size: LABEL_SIZE,
            anchor: p,
            toward: unit((p.0 - q.0, p.1 - q.1)),
            kind: "utility",
        });
        utility_runs.push(UtilityRun { name: u.name.clone(), length_ft, from: u.at, to });
    }

    // Lot corners.
    for p in &lot_pts {
        let _ = write!(svg, r##"<circle cx="{:.2}" cy="{:.2}" r="1.6" fill="{INK}"/>"##, p.0, p.1);
    }

    // Labels: dimensions first, then the lines, setbacks, names and runs.
    let rank =
        |kind: &str| ["dimension", "lot-line", "setback", "structure", "utility"].iter().position(|k| *k == kind);
    labels.sort_by_key(|l| rank(l.kind));
    for label in labels {
        placer.place(label);
    }
    for placed in &placer.placed {
        write_label(&mut svg, placed);
    }
    let unplaced: Vec<String> = placer.unplaced.iter().map(|l| l.lines.join(" ")).collect();

    let lot_area = site.lot_area();
    let footprint_area = polygon_area(&corners);
    title_block::write(&mut svg, d, &sheet_layout, &fit, feet_per_inch, lot_area, footprint_area, &unplaced);
    svg.push_str("</svg>");

    SitePlan {
        svg,
        size_pt: (w, h),
        feet_per_inch,
        dimensions,
        utility_runs,
        labels: placer.placed,
        drawing_area: area,
        drawn,
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// A thin line with a tick across each end.
fn dimension_line(svg: &mut String, p: Point, q: Point, colour: &str) {
    let along = unit((q.0 - p.0, q.1 - p.1));
    let across = (-along.1 * 2.5, along.0 * 2.5);
    let tick = |c: Point| {
        path(
            [
                (c.0 - across.0 + along.0 * 1.5, c.1 - across.1 + along.1 * 1.5),
                (c.0 + across.0 - along.0 * 1.5, c.1 + across.1 - along.1 * 1.5),
            ],
            false,
        )
    };
    let _ = write!(
        svg,
        r##"<path d="{} {} {}" stroke="{colour}" stroke-width="0.5" fill="none"/>"##,
        path([p, q], false),
        tick(p),
        tick(q)
    );
}

/// A dimension line between the plan and a line or structure, printing the fit check's figure.
#[allow(clippy::too_many_arguments)]
fn measured(
    svg: &mut String,
    placer: &mut Placer,
    labels: &mut Vec<Label>,
    dimensions: &mut Vec<Dimension>,
    frame: &Frame,
    (from, to): (Coord<f64>, Coord<f64>),
    feet: f64,
    what: String,
) {
    let (p, q) = (frame.pt(from), frame.pt(to));
    dimension_line(svg, p, q, "#555555");
    placer.line(p, q);
    let along = unit((q.0 - p.0, q.1 - p.1));
    let text = feet_inches(feet);
    labels.push(Label {
        lines: vec![text.clone()],
        size: LABEL_SIZE,
        anchor: midpoint(p, q),
        toward: (-along.1, along.0),
        kind: "dimension",
    });
    dimensions.push(Dimension { what, text, feet, from, to });
}

fn write_label(svg: &mut String, placed: &Placed) {
    let label = &placed.label;
    if let Some((a, b)) = placed.leader {
        let _ =
            write!(svg, r##"<path d="{}" stroke="#777777" stroke-width="0.35" fill="none"/>"##, path([a, b], false));
    }
    let b = placed.bounds;
    let colour = match label.kind {
        "setback" => "#2f6f3e",
        "dimension" => "#222222",
        _ => INK,
    };
    let _ = write!(
        svg,
        r##"<rect x="{:.2}" y="{:.2}" width="{:.2}" height="{:.2}" fill="#ffffff" fill-opacity="0.85"/>"##,
        b.x0,
        b.y0,
        b.x1 - b.x0,
        b.y1 - b.y0
    );
    let line_height = text::line_height(label.size);
    for (i, line) in label.lines.iter().enumerate() {
        let x = (b.x0 + b.x1) / 2.0;
        let y = b.y0 + 1.0 + i as f64 * line_height + text::ascent(label.size);
        let _ = write!(
            svg,
            r##"<text x="{x:.2}" y="{y:.2}" font-size="{}" text-anchor="middle" fill="{colour}">{}</text>"##,
            label.size,
            escape(line)
        );
    }
}

/// The floor plan drawing as an `<image>` laid on the footprint, or None when it cannot be read.
fn floor_plan_image(svg: &str, footprint: Footprint, centre: Point, per_foot: f64) -> Option<String> {
    let (size_w, size_h, frame) = crate::raster::footprint_frame(svg)?;
    let (w, l) = (footprint.width_ft * per_foot, footprint.length_ft * per_foot);
    let (sx, sy) = (w / f64::from(frame.width()), l / f64::from(frame.height()));
    // On the sheet y runs down and north is up, so the map's clockwise bearing is SVG's
    // positive rotation, and the drawing's top (the plan's back) faces north unturned.
    Some(format!(
        r##"<g transform="translate({:.3} {:.3}) rotate({:.4}) translate({:.3} {:.3}) scale({sx:.6} {sy:.6}) translate({:.3} {:.3})"><image width="{size_w}" height="{size_h}" preserveAspectRatio="none" href="data:image/svg+xml;base64,{}"/></g>"##,
        centre.0,
        centre.1,
        footprint.angle_deg,
        -w / 2.0,
        -l / 2.0,
        -frame.x(),
        -frame.y(),
        base64(svg.as_bytes())
    ))
}

fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = (u32::from(chunk[0]) << 16)
            | (u32::from(*chunk.get(1).unwrap_or(&0)) << 8)
            | u32::from(*chunk.get(2).unwrap_or(&0));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests;
