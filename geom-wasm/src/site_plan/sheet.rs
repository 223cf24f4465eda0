//! The sheet a site plan is drawn on: Letter or Tabloid, portrait or landscape, split into the
//! drawing area and the title block, and the engineering scale the drawing is set at.

use super::labels::Bounds;

/// Paper sizes, points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paper {
    /// 8.5 × 11 in.
    Letter,
    /// 11 × 17 in.
    Tabloid,
}

impl Paper {
    pub fn parse(name: &str) -> Option<Paper> {
        match name {
            "letter" => Some(Paper::Letter),
            "tabloid" => Some(Paper::Tabloid),
            _ => None,
        }
    }

    /// Width and height standing upright, points.
    fn portrait_pt(self) -> (f64, f64) {
        match self {
            Paper::Letter => (612.0, 792.0),
            Paper::Tabloid => (792.0, 1224.0),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Orientation {
    Portrait,
    Landscape,
}

impl Orientation {
    pub fn parse(name: &str) -> Option<Orientation> {
        match name {
            "portrait" => Some(Orientation::Portrait),
            "landscape" => Some(Orientation::Landscape),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sheet {
    pub paper: Paper,
    pub orientation: Orientation,
}

impl Sheet {
    /// Width and height, points.
    pub fn size_pt(&self) -> (f64, f64) {
        let (w, h) = self.paper.portrait_pt();
        match self.orientation {
            Orientation::Portrait => (w, h),
            Orientation::Landscape => (h, w),
        }
    }
}

/// The usual engineering scales, feet to the inch; the smallest that fits is chosen.
pub const SCALES_FT_PER_IN: [f64; 15] =
    [10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 80.0, 100.0, 200.0, 300.0, 400.0, 500.0, 1000.0, 2000.0, 5000.0];

/// White paper around the sheet's frame, points.
pub(super) const MARGIN: f64 = 36.0;
/// Between the drawing area and the title block, points.
const GUTTER: f64 = 12.0;

/// Smallest standard scale at which `extent` (feet) fits `room` (points); the largest when none
/// does.
pub fn choose_scale(extent: (f64, f64), room: (f64, f64)) -> f64 {
    SCALES_FT_PER_IN
        .into_iter()
        .find(|s| extent.0 / s * 72.0 <= room.0 && extent.1 / s * 72.0 <= room.1)
        .unwrap_or(SCALES_FT_PER_IN[SCALES_FT_PER_IN.len() - 1])
}

/// The sheet split into the drawing area and the title block.
pub(super) struct Layout {
    pub(super) drawing: Bounds,
    pub(super) title: Bounds,
    /// Title block columns (two on a portrait sheet's band).
    pub(super) columns: usize,
}

pub(super) fn layout(sheet: Sheet) -> Layout {
    let (w, h) = sheet.size_pt();
    let band = match sheet.paper {
        Paper::Letter => 216.0,
        Paper::Tabloid => 252.0,
    };
    match sheet.orientation {
        Orientation::Landscape => Layout {
            drawing: Bounds { x0: MARGIN, y0: MARGIN, x1: w - MARGIN - band - GUTTER, y1: h - MARGIN },
            title: Bounds { x0: w - MARGIN - band, y0: MARGIN, x1: w - MARGIN, y1: h - MARGIN },
            columns: 1,
        },
        Orientation::Portrait => Layout {
            drawing: Bounds { x0: MARGIN, y0: MARGIN, x1: w - MARGIN, y1: h - MARGIN - band - GUTTER },
            title: Bounds { x0: MARGIN, y0: h - MARGIN - band, x1: w - MARGIN, y1: h - MARGIN },
            columns: 2,
        },
    }
}
