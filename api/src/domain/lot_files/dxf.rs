//! DXF (AutoCAD's drawing exchange format, read with the `dxf` crate): a surveyor's drawing holds
//! the lot as a closed polyline (LWPOLYLINE, or the older POLYLINE), its arcs as bulges. DXF names
//! no coordinate system: the person loading it says which one it was drawn in.

use std::io::Cursor;

use dxf::{entities::EntityType, Drawing};

use super::{is_closed, Outlines, Point};

/// The longest step along an arc, degrees: a lot line's curve becomes a few corners, not dozens.
const ARC_STEP_DEGREES: f64 = 10.0;

pub fn read(bytes: &[u8]) -> Result<Outlines, String> {
    let drawing = Drawing::load(&mut Cursor::new(bytes)).map_err(|err| format!("it is not a DXF drawing ({err})"))?;
    let mut rings = Vec::new();
    for entity in drawing.entities() {
        let (vertices, closed): (Vec<(Point, f64)>, bool) = match &entity.specific {
            EntityType::LwPolyline(line) => {
                (line.vertices.iter().map(|v| ((v.x, v.y), v.bulge)).collect(), line.is_closed())
            }
            EntityType::Polyline(line) => {
                (line.vertices().map(|v| ((v.location.x, v.location.y), v.bulge)).collect(), line.is_closed())
            }
            _ => continue,
        };
        let ring = with_arcs(&vertices, closed);
        if closed || is_closed(&ring) {
            rings.push(ring);
        }
    }
    Ok(Outlines { rings, crs: None })
}

/// The polyline's corners, each arc segment (a non-zero bulge: the tangent of a quarter of the
/// arc's angle, counter-clockwise when positive) replaced by points along it.
fn with_arcs(vertices: &[(Point, f64)], closed: bool) -> Vec<Point> {
    let mut points = Vec::with_capacity(vertices.len());
    let segments = if closed { vertices.len() } else { vertices.len().saturating_sub(1) };
    for i in 0..vertices.len() {
        let ((x, y), bulge) = vertices[i];
        points.push((x, y));
        if i < segments && bulge != 0.0 {
            let (end, _) = vertices[(i + 1) % vertices.len()];
            points.extend(arc_points((x, y), end, bulge));
        }
    }
    points
}

/// The points strictly between `start` and `end` along the arc of `bulge`.
fn arc_points(start: Point, end: Point, bulge: f64) -> Vec<Point> {
    let angle = 4.0 * bulge.atan();
    let (dx, dy) = (end.0 - start.0, end.1 - start.1);
    let chord = dx.hypot(dy);
    if chord == 0.0 {
        return Vec::new();
    }
    // The centre lies left of the chord for a counter-clockwise arc, at (chord / 2) / tan(θ / 2).
    let offset = chord / 2.0 / (angle / 2.0).tan();
    let (left_x, left_y) = (-dy / chord, dx / chord);
    let centre = ((start.0 + end.0) / 2.0 + left_x * offset, (start.1 + end.1) / 2.0 + left_y * offset);
    let radius = (start.0 - centre.0).hypot(start.1 - centre.1);
    let from = (start.1 - centre.1).atan2(start.0 - centre.0);
    let steps = (angle.abs().to_degrees() / ARC_STEP_DEGREES).ceil().max(1.0) as usize;
    (1..steps)
        .map(|k| {
            let a = from + angle * k as f64 / steps as f64;
            (centre.0 + radius * a.cos(), centre.1 + radius * a.sin())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_half_circle_bulge_goes_round_its_centre() {
        // From (0, 0) to (2, 0) counter-clockwise: below the chord, round (1, 0).
        let points = arc_points((0.0, 0.0), (2.0, 0.0), 1.0);
        assert_eq!(points.len(), 17, "180° in steps of at most 10°");
        assert!(points.iter().all(|(x, y)| ((x - 1.0).hypot(*y) - 1.0).abs() < 1e-9 && *y < 0.0));
        let clockwise = arc_points((0.0, 0.0), (2.0, 0.0), -1.0);
        assert!(clockwise.iter().all(|(_, y)| *y > 0.0));
    }

    #[test]
    fn what_is_not_dxf_says_why() {
        assert!(read(b"{\"type\": \"Polygon\"}").unwrap_err().starts_with("it is not a DXF drawing"));
    }
}
