//! The title block: the north arrow and scale bar across its top, then the facts of the lot and
//! the plan, the rules the placement was checked against, and the notes, flowed into one column
//! (a landscape sheet's side) or two (a portrait sheet's band).

use std::fmt::Write;

use super::units::{feet_inches, thousands};
use super::{escape, text, Drawing, Layout, INK};
use crate::fit::Fit;

/// The title block: north arrow and scale bar, then the facts, the rules and the notes, flowed
/// into its columns at the largest size at which everything fits.
#[allow(clippy::too_many_arguments)]
pub(super) fn write(
    svg: &mut String,
    d: &Drawing,
    sheet_layout: &Layout,
    fit: &Fit,
    feet_per_inch: f64,
    lot_area: f64,
    footprint_area: f64,
    unplaced: &[String],
) {
    let t = sheet_layout.title;
    let _ = write!(
        svg,
        r##"<rect x="{:.2}" y="{:.2}" width="{:.2}" height="{:.2}" fill="none" stroke="{INK}" stroke-width="0.8"/>"##,
        t.x0,
        t.y0,
        t.x1 - t.x0,
        t.y1 - t.y0
    );
    // North arrow and scale bar across the top.
    let (nx, ny) = (t.x0 + 22.0, t.y0 + 10.0);
    let _ = write!(
        svg,
        r##"<path d="M{nx:.2} {ny:.2} L{:.2} {:.2} L{nx:.2} {:.2} L{:.2} {:.2} Z" fill="{INK}"/><text x="{nx:.2}" y="{:.2}" font-size="9" text-anchor="middle" fill="{INK}">N</text>"##,
        nx + 6.0,
        ny + 22.0,
        ny + 17.0,
        nx - 6.0,
        ny + 22.0,
        ny + 32.0
    );
    let bar_x = t.x0 + 48.0;
    let bar_y = t.y0 + 20.0;
    for i in 0..4 {
        let fill = if i % 2 == 0 { INK } else { "#ffffff" };
        let _ = write!(
            svg,
            r##"<rect x="{:.2}" y="{bar_y:.2}" width="36" height="4" fill="{fill}" stroke="{INK}" stroke-width="0.5"/>"##,
            bar_x + f64::from(i) * 36.0
        );
    }
    for i in 0..=2 {
        let _ = write!(
            svg,
            r##"<text x="{:.2}" y="{:.2}" font-size="6" text-anchor="middle" fill="{INK}">{}</text>"##,
            bar_x + f64::from(i) * 72.0,
            bar_y + 12.0,
            thousands(f64::from(i) * feet_per_inch)
        );
    }
    let _ = write!(
        svg,
        r##"<text x="{:.2}" y="{:.2}" font-size="6" fill="{INK}">feet</text>"##,
        bar_x + 150.0,
        bar_y + 4.0
    );

    let scale = format!("Scale: 1\" = {}' (print at 100%, no scaling)", thousands(feet_per_inch));
    let mut facts: Vec<(String, f64)> = vec![("SITE PLAN".to_owned(), 13.0), (d.title.address.clone(), 9.0)];
    facts.push((format!("Plan: {}", d.title.plan_title), 8.0));
    if let Some(living) = d.title.living_area_sqft {
        facts.push((format!("Living area: {} sq ft", thousands(living)), 7.0));
    }
    facts.push((
        format!(
            "Footprint: {} × {} = {} sq ft",
            feet_inches(d.footprint.width_ft),
            feet_inches(d.footprint.length_ft),
            thousands(footprint_area)
        ),
        7.0,
    ));
    facts.push((format!("Lot area: {} sq ft", thousands(lot_area)), 7.0));
    facts.push((format!("Lot coverage: {:.1}% (with existing structures)", fit.coverage_pct), 7.0));
    if let Some(apn) = &d.title.parcel_number {
        facts.push((format!("Parcel number (APN): {apn}"), 7.0));
    }
    if let Some(zoning) = &d.title.zoning {
        facts.push((format!("Zoning district: {zoning}"), 7.0));
    }
    facts.push((format!("Date: {}", d.title.date), 7.0));
    facts.push((scale, 7.0));
    let mut rest: Vec<(String, f64)> = Vec::new();
    if !d.rules.is_empty() {
        rest.push(("Checked against".to_owned(), 8.0));
        rest.extend(d.rules.iter().map(|r| (format!("• {r}"), 6.5)));
    }
    if !d.verdict.is_empty() {
        rest.push((d.verdict.clone(), 7.0));
    }
    if !unplaced.is_empty() {
        rest.push(("Not drawn for lack of room".to_owned(), 8.0));
        rest.extend(unplaced.iter().map(|u| (format!("• {u}"), 6.5)));
    }
    rest.push(("Notes".to_owned(), 8.0));
    let source = d.title.lot_source.as_deref().unwrap_or("the homeowner's map");
    rest.push((
        format!(
            "Not a survey. Lot lines are from {source} and may differ from the recorded boundary; \
             confirm them with a licensed land surveyor before building."
        ),
        6.5,
    ));
    rest.push(("Bearings are from grid north of the map, not a recorded basis of bearings.".to_owned(), 6.5));

    let top = t.y0 + 44.0;
    let column_gap = 12.0;
    let column_width =
        (t.x1 - t.x0 - 12.0 - column_gap * (sheet_layout.columns as f64 - 1.0)) / sheet_layout.columns as f64;
    let mut shrink = 1.0;
    loop {
        let (columns, fits) = flow(&facts, &rest, shrink, column_width, sheet_layout.columns, t.y1 - 6.0 - top);
        // Down to about 5 pt; past that the text is set as it is (no real lot gets there).
        if fits || shrink <= 0.75 {
            for (c, column) in columns.iter().enumerate() {
                let x = t.x0 + 6.0 + c as f64 * (column_width + column_gap);
                let mut y = top;
                for (line, size) in column {
                    y += text::ascent(*size);
                    let _ = write!(
                        svg,
                        r##"<text x="{x:.2}" y="{y:.2}" font-size="{size:.2}" fill="{INK}">{}</text>"##,
                        escape(line)
                    );
                    y += text::line_height(*size) - text::ascent(*size) + 1.0;
                }
            }
            return;
        }
        shrink -= 0.05;
    }
}

type Column = Vec<(String, f64)>;

/// The title block's lines wrapped to the column width at `shrink` times their size: in one
/// column, or the facts in the first and the rest in the second; and whether they fit `height`.
fn flow(facts: &Column, rest: &Column, shrink: f64, width: f64, columns: usize, height: f64) -> (Vec<Column>, bool) {
    let wrapped = |items: &Column| -> Column {
        items
            .iter()
            .flat_map(|(t, s)| text::wrap(t, s * shrink, width).into_iter().map(move |l| (l, s * shrink)))
            .collect()
    };
    let out: Vec<Column> = if columns == 1 {
        vec![wrapped(facts).into_iter().chain(wrapped(rest)).collect()]
    } else {
        vec![wrapped(facts), wrapped(rest)]
    };
    let fits = out.iter().all(|c| c.iter().map(|(_, s)| text::line_height(*s) + 1.0).sum::<f64>() <= height);
    (out, fits)
}
