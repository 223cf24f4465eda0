//! The plan's floor-plan drawing as pixels for the map: the footprint part of the SVG stretched
//! over exactly `width × height` pixels, so laid on the footprint's four corners it is to scale.

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{Options, Rect, Tree};

/// Largest raster side, pixels: a 2,500 sq ft plan at street zoom on a 3× phone screen stays
/// below it, and a hostile size cannot exhaust the worker's memory.
pub const MAX_SIDE_PX: u32 = 2048;

/// Elements whose bounds are the footprint, tried in order (our drawings mark the outer walls;
/// an `outline` shape wins when a drawing has one with a visible paint).
const FOOTPRINT_IDS: [&str; 2] = ["outline", "exterior-walls"];

/// Why a drawing could not be rasterised.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RasterError {
    BadSize,
    BadSvg(String),
}

impl std::fmt::Display for RasterError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RasterError::BadSize => write!(f, "the raster must be 1–{MAX_SIDE_PX} pixels on each side"),
            RasterError::BadSvg(reason) => write!(f, "the floor plan drawing could not be read: {reason}"),
        }
    }
}

/// How the drawing is painted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paint {
    /// As drawn, paper included.
    AsDrawn,
    /// The ink only: every pixel as opaque as it is dark, so walls and room lines read on the
    /// map's footprint fill (whose colour says how the plan fits) and the paper lets it through.
    InkOnly,
}

/// Straight (not premultiplied) RGBA pixels, row by row from the back of the plan (the top of
/// the drawing) to its front, ready for an `ImageData`. Text is not drawn: room labels would be
/// unreadable at lot scale, and shaping them would need fonts in the wasm module.
pub fn rasterise_svg(svg: &str, width_px: u32, height_px: u32, paint: Paint) -> Result<Vec<u8>, RasterError> {
    if !(1..=MAX_SIDE_PX).contains(&width_px) || !(1..=MAX_SIDE_PX).contains(&height_px) {
        return Err(RasterError::BadSize);
    }
    let tree = Tree::from_str(svg, &Options::default()).map_err(|e| RasterError::BadSvg(e.to_string()))?;
    let area = footprint_bounds(&tree);
    let mut pixmap = Pixmap::new(width_px, height_px).ok_or(RasterError::BadSize)?;
    let (sx, sy) = (width_px as f32 / area.width(), height_px as f32 / area.height());
    let transform = Transform::from_row(sx, 0.0, 0.0, sy, -area.x() * sx, -area.y() * sy);
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    let mut rgba: Vec<u8> = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    if paint == Paint::InkOnly {
        keep_ink(&mut rgba);
    }
    Ok(rgba)
}

/// Makes each pixel as opaque as its darkest channel is dark (white paper → transparent).
fn keep_ink(rgba: &mut [u8]) {
    for px in rgba.chunks_exact_mut(4) {
        let darkest = px[0].min(px[1]).min(px[2]);
        px[3] = ((u16::from(255 - darkest) * u16::from(px[3]) + 127) / 255) as u8;
    }
}

/// The footprint's box in the drawing's canvas coordinates: a marked element's bounds, or the
/// whole canvas for drawings without one.
/// The drawing's size and its footprint's box within it (the part laid on the plan's
/// footprint), or None when it is not a readable SVG.
pub fn footprint_frame(svg: &str) -> Option<(f32, f32, Rect)> {
    let tree = Tree::from_str(svg, &Options::default()).ok()?;
    Some((tree.size().width(), tree.size().height(), footprint_bounds(&tree)))
}

fn footprint_bounds(tree: &Tree) -> Rect {
    FOOTPRINT_IDS
        .iter()
        .filter_map(|id| tree.node_by_id(id))
        .map(|node| node.abs_bounding_box())
        .find(|r| r.width() > 0.0 && r.height() > 0.0)
        .unwrap_or_else(|| tree.size().to_rect(0.0, 0.0).expect("usvg sizes are positive"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 30 × 20 unit plan with a 10 unit margin: red left half, blue right half, a white margin.
    const PLAN: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="-10 -10 50 40" width="100" height="80">
        <rect x="-10" y="-10" width="50" height="40" fill="#ffffff"/>
        <rect x="0" y="0" width="15" height="20" fill="#ff0000"/>
        <rect x="15" y="0" width="15" height="20" fill="#0000ff"/>
        <path id="exterior-walls" fill="#000000" fill-opacity="0.01" d="M0 0H30V20H0Z"/>
        <text x="5" y="5">Bedroom</text>
    </svg>"##;

    fn pixel(rgba: &[u8], width: u32, x: u32, y: u32) -> [u8; 4] {
        let i = ((y * width + x) * 4) as usize;
        rgba[i..i + 4].try_into().unwrap()
    }

    #[test]
    fn the_footprint_fills_the_raster_exactly() {
        let rgba = rasterise_svg(PLAN, 60, 40, Paint::AsDrawn).unwrap();
        assert_eq!(rgba.len(), 60 * 40 * 4);
        // No white margin at the edges: the walls' box is stretched over the whole raster.
        let [r, _, b, a] = pixel(&rgba, 60, 1, 1);
        assert!(r > 240 && b < 15 && a == 255, "left edge is the red room: {r} {b} {a}");
        let [r, _, b, _] = pixel(&rgba, 60, 58, 38);
        assert!(b > 240 && r < 15, "right edge is the blue room: {r} {b}");
    }

    #[test]
    fn the_drawing_may_be_stretched_to_the_map_aspect() {
        let rgba = rasterise_svg(PLAN, 20, 80, Paint::AsDrawn).unwrap();
        let [r, ..] = pixel(&rgba, 20, 9, 40);
        let [_, _, b, _] = pixel(&rgba, 20, 10, 40);
        assert!(r > 240 && b > 240, "the halves meet in the middle");
    }

    #[test]
    fn a_drawing_without_marked_walls_uses_its_whole_canvas() {
        let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="10" fill="#00ff00"/></svg>"##;
        let rgba = rasterise_svg(svg, 10, 10, Paint::AsDrawn).unwrap();
        assert_eq!(pixel(&rgba, 10, 2, 5), [0, 255, 0, 255]);
        assert_eq!(pixel(&rgba, 10, 8, 5)[3], 0, "transparent where nothing is drawn");
    }

    #[test]
    fn ink_only_lets_the_paper_through_and_keeps_the_lines() {
        let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="3" height="1">
            <rect width="3" height="1" fill="#ffffff"/>
            <rect width="1" height="1" fill="#2b2b2b"/>
            <rect x="2" width="1" height="1" fill="#e0e0e0"/>
        </svg>"##;
        let rgba = rasterise_svg(svg, 3, 1, Paint::InkOnly).unwrap();
        let alpha = |x| pixel(&rgba, 3, x, 0)[3];
        assert!(alpha(0) > 200, "a wall stays almost opaque: {}", alpha(0));
        assert_eq!(alpha(1), 0, "paper becomes transparent");
        assert!(alpha(2) < 40, "a pale room fill barely tints: {}", alpha(2));
    }

    #[test]
    fn bad_input_is_refused_with_a_reason() {
        assert_eq!(rasterise_svg(PLAN, 0, 10, Paint::AsDrawn), Err(RasterError::BadSize));
        assert_eq!(rasterise_svg(PLAN, 10, MAX_SIDE_PX + 1, Paint::AsDrawn), Err(RasterError::BadSize));
        let bad = rasterise_svg("<svg", 10, 10, Paint::AsDrawn).unwrap_err();
        assert!(bad.to_string().starts_with("the floor plan drawing could not be read"), "{bad}");
    }
}
