//! Demo photos: SVG illustrations of a plan's exterior (day and dusk) and of its living room.
//! They are drawn from the plan's proportions and palette, so each plan looks like itself.

use std::fmt::Write;

/// Siding, trim and door colours of one exterior.
#[derive(Debug, Clone, Copy)]
pub struct Palette {
    pub siding: &'static str,
    pub trim: &'static str,
    pub roof: &'static str,
    pub door: &'static str,
}

pub const PALETTES: [Palette; 6] = [
    Palette { siding: "#8fa89b", trim: "#f4f1ea", roof: "#3f4347", door: "#c46f45" },
    Palette { siding: "#f2efe8", trim: "#2f3a45", roof: "#2f3a45", door: "#ee8865" },
    Palette { siding: "#35506b", trim: "#f7f5ef", roof: "#22272c", door: "#e0b352" },
    Palette { siding: "#c9b79c", trim: "#fbfaf6", roof: "#5a4636", door: "#3b6e5a" },
    Palette { siding: "#b5583f", trim: "#f2e9dc", roof: "#3a302b", door: "#2c3e50" },
    Palette { siding: "#d8d4cc", trim: "#55514b", roof: "#6d6861", door: "#9b3d3d" },
];

/// The shape of the building in the picture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Building {
    /// A gable-roofed home; `stories` is 1 here, kept for clarity of the roof pitch.
    Gable,
    /// A low-slope modern roof (modular homes, modern cottages).
    Shed,
    /// A long, low manufactured home.
    Manufactured,
    /// A garden or storage shed with double doors.
    StorageShed,
}

const W: f64 = 800.0;
const H: f64 = 500.0;
const GROUND: f64 = 400.0;

/// The front of the building by day (`dusk` false) or at dusk with lit windows.
pub fn exterior(building: Building, width_ft: f64, palette: Palette, dusk: bool) -> String {
    let mut s = open_svg();
    let (sky_top, sky_bottom, grass) =
        if dusk { ("#23304f", "#f0a77a", "#44603f") } else { ("#8ec5ec", "#e8f4fb", "#7fae5f") };
    let _ = write!(
        s,
        r##"<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{sky_top}"/><stop offset="1" stop-color="{sky_bottom}"/></linearGradient></defs><rect width="{W}" height="{GROUND}" fill="url(#sky)"/><rect y="{GROUND}" width="{W}" height="{g}" fill="{grass}"/>"##,
        g = H - GROUND
    );
    if !dusk {
        s.push_str(r##"<circle cx="680" cy="80" r="34" fill="#fff4c2"/><ellipse cx="180" cy="90" rx="70" ry="18" fill="#ffffff" opacity="0.8"/>"##);
    }
    // A tree beside the building for scale.
    let _ = write!(
        s,
        r##"<rect x="92" y="300" width="14" height="100" fill="#6b4a33"/><circle cx="99" cy="280" r="48" fill="{}"/>"##,
        if dusk { "#2f4a33" } else { "#4f8a45" }
    );

    let (body_w, body_h) = match building {
        Building::StorageShed => ((width_ft * 22.0).clamp(170.0, 300.0), 120.0),
        Building::Manufactured => (560.0, 110.0),
        _ => ((width_ft * 12.0).clamp(260.0, 520.0), 150.0),
    };
    let x0 = (W - body_w) / 2.0 + 40.0;
    let top = GROUND - body_h;
    let _ = write!(
        s,
        r##"<rect x="{x0}" y="{top}" width="{body_w}" height="{body_h}" fill="{}" stroke="{}" stroke-width="4"/>"##,
        palette.siding, palette.trim
    );
    // Lap siding lines.
    let mut y = top + 14.0;
    while y < GROUND - 4.0 {
        let _ = write!(
            s,
            r##"<line x1="{x0}" y1="{y}" x2="{x2}" y2="{y}" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>"##,
            x2 = x0 + body_w
        );
        y += 14.0;
    }
    roof(&mut s, building, x0, top, body_w, palette);

    let lit = if dusk { "#ffd98a" } else { "#bfe1f7" };
    if building == Building::StorageShed {
        let dw = body_w * 0.45;
        let dx = x0 + (body_w - dw) / 2.0;
        let _ = write!(
            s,
            r##"<rect x="{dx}" y="{dy}" width="{dw}" height="{dh}" fill="{door}" stroke="{trim}" stroke-width="5"/><line x1="{mx}" y1="{dy}" x2="{mx}" y2="{GROUND}" stroke="{trim}" stroke-width="4"/><path d="M{dx} {dy}L{mx} {GROUND}M{ex} {dy}L{mx} {GROUND}" stroke="{trim}" stroke-width="3"/>"##,
            dy = GROUND - 92.0,
            dh = 92.0,
            door = palette.door,
            trim = palette.trim,
            mx = dx + dw / 2.0,
            ex = dx + dw,
        );
        return close_svg(s);
    }
    // Door slightly off-centre, windows spread across the rest of the facade.
    let door_x = x0 + body_w * 0.42;
    let _ = write!(
        s,
        r##"<rect x="{door_x}" y="{dy}" width="44" height="86" fill="{}" stroke="{}" stroke-width="5"/><circle cx="{kx}" cy="{ky}" r="3" fill="#e9d9a8"/><rect x="{sx}" y="{GROUND}" width="76" height="8" fill="#9a9a9a"/>"##,
        palette.door,
        palette.trim,
        dy = GROUND - 86.0,
        kx = door_x + 36.0,
        ky = GROUND - 44.0,
        sx = door_x - 16.0,
    );
    let windows = ((body_w / 110.0).floor() as usize).max(2);
    for i in 0..windows {
        let wx = x0 + 24.0 + i as f64 * (body_w - 48.0 - 60.0) / (windows - 1) as f64;
        if (wx - door_x).abs() < 70.0 {
            continue;
        }
        let _ = write!(
            s,
            r##"<rect x="{wx}" y="{wy}" width="60" height="56" fill="{lit}" stroke="{trim}" stroke-width="6"/><line x1="{mx}" y1="{wy}" x2="{mx}" y2="{by}" stroke="{trim}" stroke-width="3"/>"##,
            wy = top + 34.0,
            mx = wx + 30.0,
            by = top + 90.0,
            trim = palette.trim,
        );
    }
    close_svg(s)
}

fn roof(s: &mut String, building: Building, x0: f64, top: f64, body_w: f64, palette: Palette) {
    let overhang = 18.0;
    let (l, r) = (x0 - overhang, x0 + body_w + overhang);
    let _ = match building {
        Building::Gable | Building::StorageShed => {
            let peak = top - body_w * 0.28;
            write!(
                s,
                r##"<path d="M{l} {top}L{m} {peak}L{r} {top}Z" fill="{}" stroke="{}" stroke-width="4"/>"##,
                palette.roof,
                palette.trim,
                m = x0 + body_w / 2.0
            )
        }
        Building::Shed => write!(
            s,
            r##"<path d="M{l} {a}L{r} {b}L{r} {top}L{l} {top}Z" fill="{}"/>"##,
            palette.roof,
            a = top - 36.0,
            b = top - 12.0
        ),
        Building::Manufactured => write!(
            s,
            r##"<path d="M{l} {top}L{m} {p}L{r} {top}Z" fill="{}"/>"##,
            palette.roof,
            m = x0 + body_w / 2.0,
            p = top - 34.0
        ),
    };
}

/// The living room: floor, a window, a sofa, a rug and a lamp in the plan's accent colours.
pub fn living_room(palette: Palette) -> String {
    let mut s = open_svg();
    let _ = write!(
        s,
        r##"<rect width="{W}" height="330" fill="#f3eee6"/><rect y="330" width="{W}" height="170" fill="#c9a77f"/><rect x="470" y="70" width="220" height="180" fill="#cfe8f7" stroke="{trim}" stroke-width="10"/><line x1="580" y1="70" x2="580" y2="250" stroke="{trim}" stroke-width="6"/><ellipse cx="330" cy="440" rx="240" ry="40" fill="{door}" opacity="0.55"/><rect x="150" y="250" width="330" height="70" rx="18" fill="{siding}"/><rect x="130" y="300" width="370" height="70" rx="16" fill="{siding}"/><rect x="150" y="370" width="14" height="22" fill="#5b4330"/><rect x="466" y="370" width="14" height="22" fill="#5b4330"/><rect x="190" y="270" width="70" height="46" rx="10" fill="{trim}"/><rect x="370" y="270" width="70" height="46" rx="10" fill="{door}"/><line x1="640" y1="300" x2="640" y2="430" stroke="#3a3a3a" stroke-width="6"/><path d="M600 300L680 300L660 250L620 250Z" fill="#fff2cc"/><rect x="615" y="430" width="50" height="8" fill="#3a3a3a"/><rect x="60" y="120" width="110" height="80" fill="#ffffff" stroke="#7a6a58" stroke-width="6"/>"##,
        trim = palette.trim,
        door = palette.door,
        siding = palette.siding,
    );
    close_svg(s)
}

fn open_svg() -> String {
    format!(r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">"##)
}

fn close_svg(mut s: String) -> String {
    s.push_str("</svg>");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dusk_differs_from_day_and_both_are_complete_svgs() {
        let day = exterior(Building::Gable, 24.0, PALETTES[0], false);
        let dusk = exterior(Building::Gable, 24.0, PALETTES[0], true);
        assert_ne!(day, dusk);
        for svg in [day, dusk, living_room(PALETTES[1]), exterior(Building::StorageShed, 10.0, PALETTES[2], false)] {
            assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>"));
        }
    }
}
