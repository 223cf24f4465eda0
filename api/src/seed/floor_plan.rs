//! To-scale floor plans for the demo catalogue: rooms laid out inside the footprint, drawn as
//! SVG in inches (1 unit = 1 inch), so the outline is exactly width × length feet.

use std::fmt::Write;

/// What a room is used for; decides its label and which meta list counts it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoomKind {
    Bedroom,
    Bathroom,
    Kitchen,
    Living,
    Dining,
    Sleeping,
    Storage,
    Workshop,
}

impl RoomKind {
    fn label(self) -> &'static str {
        match self {
            RoomKind::Bedroom => "Bedroom",
            RoomKind::Bathroom => "Bath",
            RoomKind::Kitchen => "Kitchen",
            RoomKind::Living => "Living",
            RoomKind::Dining => "Dining",
            RoomKind::Sleeping => "Sleeping",
            RoomKind::Storage => "Storage",
            RoomKind::Workshop => "Workshop",
        }
    }

    /// Relative width of a room in its band: baths are narrow, living rooms wide.
    fn weight(self) -> f64 {
        match self {
            RoomKind::Bathroom => 0.6,
            RoomKind::Kitchen | RoomKind::Dining => 0.9,
            RoomKind::Living => 1.5,
            _ => 1.0,
        }
    }

    /// Depth of a room given its own full-width band in a narrow home, feet.
    fn stacked_depth(self) -> f64 {
        match self {
            RoomKind::Bathroom => 7.0,
            _ => 11.0,
        }
    }

    fn fill(self) -> &'static str {
        match self {
            RoomKind::Bedroom | RoomKind::Sleeping => "#eef3f8",
            RoomKind::Bathroom => "#e6f4f1",
            RoomKind::Kitchen | RoomKind::Dining => "#fbf1e6",
            RoomKind::Living => "#fdf7ef",
            RoomKind::Storage | RoomKind::Workshop => "#f3f1ec",
        }
    }
}

/// A room's rectangle in feet, measured from the footprint's north-west corner.
#[derive(Debug, Clone, PartialEq)]
pub struct Room {
    pub kind: RoomKind,
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl Room {
    pub fn area(&self) -> f64 {
        self.w * self.h
    }
}

/// A laid-out floor plan.
#[derive(Debug, Clone)]
pub struct FloorPlan {
    pub width: f64,
    pub length: f64,
    pub wall: f64,
    pub rooms: Vec<Room>,
}

/// Exterior wall of a home, feet (6 in); sheds have thinner (3 in) walls.
const HOME_WALL: f64 = 0.5;
const SHED_WALL: f64 = 0.25;
const INCH: f64 = 12.0;

impl FloorPlan {
    /// Lays out a home of `bedrooms` (0 = studio) and `bathrooms` inside width × length feet.
    ///
    /// Rooms sit in north–south bands: bedrooms and baths at the back, living spaces at the
    /// front door (south); large homes get a second private band so rooms keep usable widths.
    pub fn home(width: f64, length: f64, bedrooms: u32, bathrooms: u32) -> FloorPlan {
        use RoomKind::*;
        let private: Vec<RoomKind> = if bedrooms == 0 {
            vec![Sleeping, Bathroom]
        } else {
            let mut rooms: Vec<RoomKind> = (0..bedrooms).map(|_| Bedroom).collect();
            rooms.extend((0..bathrooms.max(1)).map(|_| Bathroom));
            rooms
        };
        let mut public = vec![Living, Kitchen];
        if width * length >= 1_500.0 {
            public.insert(1, Dining);
        }
        let (inner_w, inner_l) = (width - 2.0 * HOME_WALL, length - 2.0 * HOME_WALL);

        // Long narrow homes (single-wides, tiny modulars) stack every room across the full width,
        // as their real plans do; side by side the rooms would be too narrow to use.
        let stacked: f64 = private.iter().chain(&public[1..]).map(|k| k.stacked_depth()).sum();
        if inner_w < 20.0 && stacked + 10.0 <= inner_l {
            let mut bands: Vec<(Vec<RoomKind>, f64)> =
                private.iter().chain(&public[1..]).map(|k| (vec![*k], k.stacked_depth())).collect();
            bands.push((vec![Living], inner_l - stacked));
            return FloorPlan::from_bands(width, length, HOME_WALL, &bands);
        }

        let split = private.len() > 4 && inner_l >= 34.0;
        let private_depth = (inner_l * if split { 0.3 } else { 0.45 }).clamp(8.0, 14.0);
        let bands: Vec<(Vec<RoomKind>, f64)> = if split {
            // Half the bedrooms and baths at the back, the rest at the front.
            let (beds, baths): (Vec<RoomKind>, Vec<RoomKind>) = private.iter().partition(|k| **k == Bedroom);
            let (bed_split, bath_split) = (beds.len().div_ceil(2), baths.len().div_ceil(2));
            let back = [&beds[..bed_split], &baths[..bath_split]].concat();
            let front = [&beds[bed_split..], &baths[bath_split..]].concat();
            let public_depth = inner_l - 2.0 * private_depth;
            vec![(back, private_depth), (public, public_depth), (front, private_depth)]
        } else {
            vec![(private, private_depth), (public, inner_l - private_depth)]
        };
        FloorPlan::from_bands(width, length, HOME_WALL, &bands)
    }

    /// A single-room shed.
    pub fn shed(width: f64, length: f64, workshop: bool) -> FloorPlan {
        let kind = if workshop { RoomKind::Workshop } else { RoomKind::Storage };
        FloorPlan::from_bands(width, length, SHED_WALL, &[(vec![kind], length - 2.0 * SHED_WALL)])
    }

    /// Lays rooms out band by band, west to east. The baths of a band share one column,
    /// stacked north to south, so bedrooms beside them keep usable widths.
    fn from_bands(width: f64, length: f64, wall: f64, bands: &[(Vec<RoomKind>, f64)]) -> FloorPlan {
        let inner_w = width - 2.0 * wall;
        let mut rooms = Vec::new();
        let mut y = wall;
        for (kinds, depth) in bands {
            let baths = kinds.iter().filter(|k| **k == RoomKind::Bathroom).count();
            let mut columns: Vec<(Vec<RoomKind>, f64)> =
                kinds.iter().filter(|k| **k != RoomKind::Bathroom).map(|k| (vec![*k], k.weight())).collect();
            if baths > 0 {
                let weight = RoomKind::Bathroom.weight() + 0.15 * (baths - 1) as f64;
                columns.push((vec![RoomKind::Bathroom; baths], weight));
            }
            let total_weight: f64 = columns.iter().map(|(_, w)| w).sum();
            let mut x = wall;
            for (stack, weight) in columns {
                let w = inner_w * weight / total_weight;
                let h = depth / stack.len() as f64;
                for (i, kind) in stack.into_iter().enumerate() {
                    rooms.push(Room { kind, x, y: y + i as f64 * h, w, h });
                }
                x += w;
            }
            y += depth;
        }
        FloorPlan { width, length, wall, rooms }
    }

    /// Floor areas (sq ft, one decimal) of the rooms of `kind`, in drawing order.
    pub fn areas_of(&self, kind: RoomKind) -> Vec<f64> {
        self.rooms.iter().filter(|r| r.kind == kind).map(|r| (r.area() * 10.0).round() / 10.0).collect()
    }

    /// Area inside the exterior walls, sq ft.
    pub fn interior_area(&self) -> f64 {
        (self.width - 2.0 * self.wall) * (self.length - 2.0 * self.wall)
    }

    /// The drawing: walls, rooms with names and sizes, windows and the front door.
    pub fn to_svg(&self, title: &str) -> String {
        let (w, l) = (self.width * INCH, self.length * INCH);
        let margin = 24.0;
        let mut svg = String::new();
        let _ = write!(
            svg,
            r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="{vx} {vy} {vw} {vh}" width="{pw}" height="{ph}" font-family="Helvetica, Arial, sans-serif">"##,
            vx = -margin,
            vy = -margin,
            vw = w + 2.0 * margin,
            vh = l + 2.0 * margin,
            pw = fmt_num((w + 2.0 * margin) / 1.2),
            ph = fmt_num((l + 2.0 * margin) / 1.2),
        );
        let _ = write!(svg, "<title>{}</title>", escape(title));
        let _ = write!(
            svg,
            r##"<rect x="{0}" y="{0}" width="{1}" height="{2}" fill="#ffffff"/>"##,
            -margin,
            w + 2.0 * margin,
            l + 2.0 * margin
        );
        for room in &self.rooms {
            let (x, y, rw, rh) = (room.x * INCH, room.y * INCH, room.w * INCH, room.h * INCH);
            let _ = write!(
                svg,
                r##"<rect x="{}" y="{}" width="{}" height="{}" fill="{}" stroke="#3d3d3d" stroke-width="4"/>"##,
                fmt_num(x),
                fmt_num(y),
                fmt_num(rw),
                fmt_num(rh),
                room.kind.fill()
            );
            let size = (rw.min(rh) / 6.0).clamp(8.0, 16.0);
            let (cx, cy) = (x + rw / 2.0, y + rh / 2.0);
            let _ = write!(
                svg,
                r##"<text x="{cx}" y="{ty}" font-size="{size}" text-anchor="middle" fill="#333">{name}</text><text x="{cx}" y="{dy}" font-size="{small}" text-anchor="middle" fill="#777">{dims}</text>"##,
                cx = fmt_num(cx),
                ty = fmt_num(cy - size * 0.2),
                dy = fmt_num(cy + size * 1.0),
                size = fmt_num(size),
                small = fmt_num(size * 0.75),
                name = room.kind.label(),
                dims = format!("{} × {}", feet_inches(room.w), feet_inches(room.h)).replace('"', "&quot;"),
            );
        }
        let t = self.wall * INCH;
        // Exterior walls: the outer edge is the footprint outline, exactly width × length.
        let _ = write!(
            svg,
            r##"<path id="exterior-walls" fill="#2b2b2b" fill-rule="evenodd" d="M0 0H{w}V{l}H0Z M{t} {t}V{il}H{iw}V{t}Z"/>"##,
            w = fmt_num(w),
            l = fmt_num(l),
            t = fmt_num(t),
            il = fmt_num(l - t),
            iw = fmt_num(w - t),
        );
        let _ = write!(
            svg,
            r##"<rect id="outline" x="0" y="0" width="{}" height="{}" fill="none" stroke="none"/>"##,
            fmt_num(w),
            fmt_num(l)
        );
        for room in &self.rooms {
            self.window(&mut svg, room);
        }
        self.draw_front_door(&mut svg);
        svg.push_str("</svg>");
        svg
    }

    /// A window centred on each stretch of exterior wall the room touches.
    fn window(&self, svg: &mut String, room: &Room) {
        let t = self.wall * INCH;
        let (inner_e, inner_s) = (self.width - self.wall, self.length - self.wall);
        let touches = |a: f64, b: f64| (a - b).abs() < 1e-6;
        let across = (room.w * 0.4).min(4.0) * INCH;
        let along = (room.h * 0.4).min(4.0) * INCH;
        let cx = (room.x + room.w / 2.0) * INCH;
        let cy = (room.y + room.h / 2.0) * INCH;
        // The wall holding the front door gets no window.
        let door_side = self.front_door().filter(|(r, _)| std::ptr::eq(*r, room)).map(|(_, side)| side);
        let mut openings = Vec::new();
        if touches(room.y, self.wall) {
            openings.push((cx - across / 2.0, 0.0, across, t));
        }
        if touches(room.y + room.h, inner_s) && door_side != Some(Side::South) {
            openings.push((cx - across / 2.0, self.length * INCH - t, across, t));
        }
        if touches(room.x, self.wall) && door_side != Some(Side::West) {
            openings.push((0.0, cy - along / 2.0, t, along));
        }
        if touches(room.x + room.w, inner_e) {
            openings.push((self.width * INCH - t, cy - along / 2.0, t, along));
        }
        if matches!(room.kind, RoomKind::Storage | RoomKind::Workshop) {
            openings.retain(|o| o.1 < 1.0); // sheds: one window at the back
        }
        for (x, y, w, h) in openings {
            let _ = write!(
                svg,
                r##"<rect class="window" x="{}" y="{}" width="{}" height="{}" fill="#dff1ff" stroke="#2b2b2b" stroke-width="1.5"/>"##,
                fmt_num(x),
                fmt_num(y),
                fmt_num(w),
                fmt_num(h)
            );
        }
    }

    /// The room with the front door and the wall it is in: the living room (or a shed's only
    /// room), on its south wall when that is exterior, else on the west wall.
    fn front_door(&self) -> Option<(&Room, Side)> {
        let room =
            self.rooms.iter().find(|r| matches!(r.kind, RoomKind::Living | RoomKind::Storage | RoomKind::Workshop))?;
        let side = if (room.y + room.h - (self.length - self.wall)).abs() < 1e-6 { Side::South } else { Side::West };
        Some((room, side))
    }

    /// Draws the door opening and its swing.
    fn draw_front_door(&self, svg: &mut String) {
        let Some((room, side)) = self.front_door() else {
            return;
        };
        let t = self.wall * INCH;
        let door = (if room.kind == RoomKind::Living { 3.0 } else { (room.w * 0.5).min(6.0) }) * INCH;
        let (x, y) = match side {
            Side::South => ((room.x + room.w / 2.0) * INCH - door / 2.0, self.length * INCH - t),
            Side::West => (0.0, (room.y + room.h / 2.0) * INCH - door / 2.0),
        };
        let (opening_w, opening_h, swing) = match side {
            // Hinged on the left jamb, swinging into the room (north).
            Side::South => (
                door,
                t,
                format!(
                    "M{x0} {y0}L{x0} {y1}A{door} {door} 0 0 1 {x2} {y0}",
                    x0 = fmt_num(x),
                    y0 = fmt_num(y),
                    y1 = fmt_num(y - door),
                    x2 = fmt_num(x + door),
                    door = fmt_num(door)
                ),
            ),
            // Hinged on the top jamb, swinging into the room (east).
            Side::West => (
                t,
                door,
                format!(
                    "M{x0} {y0}L{x1} {y0}A{door} {door} 0 0 1 {x0} {y2}",
                    x0 = fmt_num(t),
                    y0 = fmt_num(y),
                    x1 = fmt_num(t + door),
                    y2 = fmt_num(y + door),
                    door = fmt_num(door)
                ),
            ),
        };
        let _ = write!(
            svg,
            r##"<rect x="{}" y="{}" width="{}" height="{}" fill="#ffffff"/><path d="{swing}" fill="none" stroke="#3d3d3d" stroke-width="2"/>"##,
            fmt_num(x),
            fmt_num(y),
            fmt_num(opening_w),
            fmt_num(opening_h),
        );
    }
}

/// An exterior wall.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    South,
    West,
}

/// 12.5 → 12'6".
fn feet_inches(feet: f64) -> String {
    let total_inches = (feet * 12.0).round() as i64;
    format!("{}'{}\"", total_inches / 12, total_inches % 12)
}

/// Numbers without float noise: at most two decimals, no trailing zeros.
fn fmt_num(v: f64) -> String {
    let s = format!("{:.2}", v);
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_outline_is_exactly_width_by_length() {
        let svg = FloorPlan::home(24.0, 30.0, 2, 1).to_svg("Madrone");
        assert!(svg.contains(r#"<rect id="outline" x="0" y="0" width="288" height="360""#), "{svg}");
        assert!(svg.contains("M0 0H288V360H0Z"));
    }

    #[test]
    fn rooms_fill_the_interior_without_gaps() {
        for (w, l, b, ba) in [(16.0, 22.0, 0, 1), (24.0, 30.0, 2, 1), (46.0, 52.0, 4, 3), (16.0, 66.0, 2, 2)] {
            let plan = FloorPlan::home(w, l, b, ba);
            let rooms: f64 = plan.rooms.iter().map(Room::area).sum();
            assert!((rooms - plan.interior_area()).abs() < 1e-6, "{w}×{l}: {rooms} vs {}", plan.interior_area());
            assert_eq!(plan.areas_of(RoomKind::Bedroom).len(), b as usize);
            for room in &plan.rooms {
                assert!(room.x >= plan.wall - 1e-9 && room.x + room.w <= w - plan.wall + 1e-9);
                assert!(room.y >= plan.wall - 1e-9 && room.y + room.h <= l - plan.wall + 1e-9);
            }
        }
    }

    #[test]
    fn narrow_homes_stack_rooms_across_their_width() {
        let plan = FloorPlan::home(16.0, 66.0, 2, 2);
        assert!(plan.rooms.iter().all(|r| (r.w - 15.0).abs() < 1e-9), "{:?}", plan.rooms);
        assert_eq!(plan.rooms.last().map(|r| r.kind), Some(RoomKind::Living));
    }

    #[test]
    fn a_studio_has_a_sleeping_area_and_no_bedroom() {
        let plan = FloorPlan::home(18.0, 24.0, 0, 1);
        assert!(plan.areas_of(RoomKind::Bedroom).is_empty());
        assert_eq!(plan.areas_of(RoomKind::Bathroom).len(), 1);
        assert!(plan.rooms.iter().any(|r| r.kind == RoomKind::Sleeping));
    }

    #[test]
    fn dimensions_read_in_feet_and_inches() {
        assert_eq!(feet_inches(12.5), "12'6\"");
        assert_eq!(fmt_num(288.0), "288");
        assert_eq!(fmt_num(12.345), "12.35");
    }
}
