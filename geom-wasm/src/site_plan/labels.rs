//! Labels kept apart: each label tries spots around its anchor, nearest first, and takes the
//! first whose box overlaps no placed label and no drawn line; failing that, the first that
//! overlaps no label, joined to its anchor by a leader. A label with no room at all is handed
//! back, for the title block to list, so no two texts ever overlap.

use rstar::{primitives::GeomWithData, primitives::Rectangle, RTree, AABB};

use super::text;

/// A point on the sheet, in points, y down.
pub type Point = (f64, f64);

/// An axis-aligned box on the sheet.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bounds {
    pub x0: f64,
    pub y0: f64,
    pub x1: f64,
    pub y1: f64,
}

impl Bounds {
    pub fn overlaps(&self, other: &Bounds) -> bool {
        self.x0 < other.x1 && other.x0 < self.x1 && self.y0 < other.y1 && other.y0 < self.y1
    }

    fn contains(&self, other: &Bounds) -> bool {
        other.x0 >= self.x0 && other.x1 <= self.x1 && other.y0 >= self.y0 && other.y1 <= self.y1
    }

    fn grown(&self, by: f64) -> Bounds {
        Bounds { x0: self.x0 - by, y0: self.y0 - by, x1: self.x1 + by, y1: self.y1 + by }
    }

    fn envelope(&self) -> AABB<[f64; 2]> {
        AABB::from_corners([self.x0, self.y0], [self.x1, self.y1])
    }

    /// Whether the segment `a`–`b` passes through the box.
    fn crossed_by(&self, a: Point, b: Point) -> bool {
        let inside = |p: Point| p.0 > self.x0 && p.0 < self.x1 && p.1 > self.y0 && p.1 < self.y1;
        if inside(a) || inside(b) {
            return true;
        }
        // Liang–Barsky: clip the segment to the box and see whether anything is left.
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let (mut t0, mut t1) = (0.0f64, 1.0f64);
        for (p, q) in [(-dx, a.0 - self.x0), (dx, self.x1 - a.0), (-dy, a.1 - self.y0), (dy, self.y1 - a.1)] {
            if p == 0.0 {
                if q < 0.0 {
                    return false;
                }
            } else {
                let r = q / p;
                if p < 0.0 {
                    t0 = t0.max(r);
                } else {
                    t1 = t1.min(r);
                }
            }
        }
        t0 < t1
    }
}

/// A text to place: its lines, size, the point it belongs to and the side it would rather sit.
#[derive(Debug, Clone, PartialEq)]
pub struct Label {
    pub lines: Vec<String>,
    pub size: f64,
    pub anchor: Point,
    /// Unit vector from the anchor towards the preferred spot.
    pub toward: Point,
    /// The kind of label, which styles it (`dimension`, `lot-line`, `structure`, …).
    pub kind: &'static str,
}

impl Label {
    fn size_box(&self) -> (f64, f64) {
        let width = self.lines.iter().map(|l| text::width(l, self.size)).fold(0.0, f64::max);
        (width + 2.0 * PAD, self.lines.len() as f64 * text::line_height(self.size) + 2.0 * PAD)
    }
}

/// A placed label: its box, and its leader when it stands away from its anchor.
#[derive(Debug, Clone, PartialEq)]
pub struct Placed {
    pub label: Label,
    pub bounds: Bounds,
    pub leader: Option<(Point, Point)>,
}

/// White space kept inside a label's box, points.
const PAD: f64 = 1.0;
/// How far from its anchor a label stands before it needs a leader, points.
const LEADER_FROM: f64 = 10.0;
/// Distances from the anchor tried, points.
const REACHES: [f64; 12] = [1.5, 4.0, 8.0, 13.0, 20.0, 28.0, 38.0, 50.0, 65.0, 85.0, 110.0, 140.0];
/// Directions tried at each distance: the preferred one, then turning away from it both ways.
const TURNS: [f64; 16] =
    [0.0, 22.5, -22.5, 45.0, -45.0, 67.5, -67.5, 90.0, -90.0, 112.5, -112.5, 135.0, -135.0, 157.5, -157.5, 180.0];

type Indexed = GeomWithData<Rectangle<[f64; 2]>, usize>;

pub struct Placer {
    area: Bounds,
    boxes: RTree<Indexed>,
    lines: RTree<Indexed>,
    segments: Vec<(Point, Point)>,
    pub placed: Vec<Placed>,
    /// Labels that found no room.
    pub unplaced: Vec<Label>,
}

impl Placer {
    /// Labels go inside `area`.
    pub fn new(area: Bounds) -> Placer {
        Placer {
            area,
            boxes: RTree::new(),
            lines: RTree::new(),
            segments: Vec::new(),
            placed: Vec::new(),
            unplaced: Vec::new(),
        }
    }

    /// A drawn line labels keep off.
    pub fn line(&mut self, a: Point, b: Point) {
        let bounds = Bounds { x0: a.0.min(b.0), y0: a.1.min(b.1), x1: a.0.max(b.0), y1: a.1.max(b.1) };
        self.lines.insert(GeomWithData::new(Rectangle::from_aabb(bounds.envelope()), self.segments.len()));
        self.segments.push((a, b));
    }

    /// A drawn thing (a north arrow, a symbol) labels keep off entirely.
    pub fn reserve(&mut self, bounds: Bounds) {
        self.boxes.insert(GeomWithData::new(Rectangle::from_aabb(bounds.envelope()), usize::MAX));
    }

    fn free_of_labels(&self, bounds: &Bounds) -> bool {
        let grown = bounds.grown(0.5);
        self.boxes.locate_in_envelope_intersecting(&grown.envelope()).next().is_none()
    }

    fn free_of_lines(&self, bounds: &Bounds) -> bool {
        self.lines.locate_in_envelope_intersecting(&bounds.envelope()).all(|s| {
            let (a, b) = self.segments[s.data];
            !bounds.crossed_by(a, b)
        })
    }

    /// Places `label`; false when no spot in the area is free of other labels.
    pub fn place(&mut self, label: Label) -> bool {
        let (w, h) = label.size_box();
        let (ax, ay) = label.anchor;
        let base = label.toward.1.atan2(label.toward.0);
        let spot = |reach: f64, turn: f64| {
            let angle = base + turn.to_radians();
            let (dy, dx) = angle.sin_cos();
            let (cx, cy) = (ax + dx * (reach + dx.abs() * w / 2.0), ay + dy * (reach + dy.abs() * h / 2.0));
            Bounds { x0: cx - w / 2.0, y0: cy - h / 2.0, x1: cx + w / 2.0, y1: cy + h / 2.0 }
        };
        let candidates = || REACHES.iter().flat_map(move |&r| TURNS.iter().map(move |&t| (r, t)));
        let found = candidates()
            .map(|(r, t)| (r, spot(r, t)))
            .find(|(_, b)| self.area.contains(b) && self.free_of_labels(b) && self.free_of_lines(b))
            .or_else(|| {
                candidates()
                    .map(|(r, t)| (r, spot(r, t)))
                    .find(|(_, b)| self.area.contains(b) && self.free_of_labels(b))
            });
        let Some((reach, bounds)) = found else {
            self.unplaced.push(label);
            return false;
        };
        let leader = (reach >= LEADER_FROM).then(|| {
            let near = (ax.clamp(bounds.x0, bounds.x1), ay.clamp(bounds.y0, bounds.y1));
            ((ax, ay), near)
        });
        self.boxes.insert(GeomWithData::new(Rectangle::from_aabb(bounds.envelope()), self.placed.len()));
        if let Some((a, b)) = leader {
            self.line(a, b);
        }
        self.placed.push(Placed { label, bounds, leader });
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn label(anchor: Point) -> Label {
        Label { lines: vec!["12'-3 5/16\"".into()], size: 7.0, anchor, toward: (0.0, -1.0), kind: "dimension" }
    }

    #[test]
    fn labels_at_one_anchor_are_set_apart() {
        let mut placer = Placer::new(Bounds { x0: 0.0, y0: 0.0, x1: 300.0, y1: 300.0 });
        for _ in 0..20 {
            assert!(placer.place(label((150.0, 150.0))));
        }
        for (i, a) in placer.placed.iter().enumerate() {
            for b in &placer.placed[i + 1..] {
                assert!(!a.bounds.overlaps(&b.bounds));
            }
        }
        assert!(placer.placed.iter().skip(1).any(|p| p.leader.is_some()));
    }

    #[test]
    fn a_label_keeps_off_a_line_when_it_can() {
        let mut placer = Placer::new(Bounds { x0: 0.0, y0: 0.0, x1: 300.0, y1: 300.0 });
        placer.line((0.0, 148.0), (300.0, 148.0));
        placer.place(label((150.0, 150.0)));
        let placed = &placer.placed[0].bounds;
        assert!(!placed.crossed_by((0.0, 148.0), (300.0, 148.0)));
    }

    #[test]
    fn a_label_with_no_room_is_handed_back() {
        let mut placer = Placer::new(Bounds { x0: 0.0, y0: 0.0, x1: 20.0, y1: 10.0 });
        assert!(!placer.place(label((10.0, 5.0))));
        assert_eq!(placer.unplaced.len(), 1);
    }
}
