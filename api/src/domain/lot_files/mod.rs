//! A lot read from a file: a surveyor's drawing (DXF) or a GIS export (GeoJSON, KML), in
//! longitude/latitude or a projected system the file names (or the person loading it does). The
//! outline becomes the lot's corners once it passes the geometry crate's lot check, the one the
//! parcel lookup and the fit check hold lots to. Nothing is stored: the map shows the outline as a
//! preview, and only the homeowner's "use this lot" replaces their lot.

mod crs;
mod dxf;
mod geojson;
mod kml;

use geo_types::Coord;
use geom_wasm::{check_lot, segment::polygon_area, LotProblem};

pub use crs::CoordinateSystem;

/// A position as a file holds it: x (easting, longitude), y (northing, latitude).
type Point = (f64, f64);

/// The largest lot file read, bytes: a surveyor's drawing of one lot is a few hundred kilobytes.
pub const MAX_LOT_FILE_BYTES: usize = 5 * 1024 * 1024;

/// The formats read, by what the file's name ends with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    GeoJson,
    Kml,
    Dxf,
}

impl Format {
    /// The format of a file called `name`.
    pub fn of(name: &str) -> Option<Self> {
        let extension = name.rsplit_once('.').map(|(_, ext)| ext.to_ascii_lowercase())?;
        match extension.as_str() {
            "geojson" | "json" => Some(Format::GeoJson),
            "kml" => Some(Format::Kml),
            "dxf" => Some(Format::Dxf),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Format::GeoJson => "GeoJSON",
            Format::Kml => "KML",
            Format::Dxf => "DXF",
        }
    }
}

/// What a file holds: closed outlines in its own coordinates, and the system it names, if any.
#[derive(Debug, Default)]
struct Outlines {
    rings: Vec<Vec<Point>>,
    crs: Option<String>,
}

/// A lot read from a file.
#[derive(Debug, Clone, PartialEq)]
pub struct LotFromFile {
    pub format: Format,
    /// The corners, WGS84 longitude/latitude, in the file's order, without a closing repeat.
    pub corners: Vec<(f64, f64)>,
    pub area_sq_ft: f64,
    /// The system the file's coordinates were read in.
    pub coordinate_system: CoordinateSystem,
    /// How many closed outlines the file held: the largest is the lot (a survey also draws the
    /// house and the easements).
    pub outlines: usize,
}

/// Why a file gave no lot, in words for the person who loaded it.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LotFileError {
    #[error("Load a GeoJSON (.geojson, .json), KML (.kml) or DXF (.dxf) file; \"{0}\" is none of these.")]
    UnknownFormat(String),
    #[error("The file is larger than {} MB; a lot's file is far smaller.", MAX_LOT_FILE_BYTES / 1024 / 1024)]
    TooLarge,
    #[error("The {format} file could not be read: {reason}.", format = .0.name(), reason = .1)]
    Unreadable(Format, String),
    #[error("The file holds no closed outline (a polygon, or a polyline that ends where it starts).")]
    NoClosedOutline,
    #[error("The file's coordinate system \"{0}\" is not one we read. We read longitude/latitude, Web Mercator, UTM and the State Plane zones of our areas.")]
    UnknownCoordinateSystem(String),
    #[error("The file does not say which coordinate system it was drawn in, and its coordinates are not longitudes and latitudes. Choose the coordinate system it was drawn in.")]
    NoCoordinateSystem,
    #[error("The outline could not be placed on the map: {0}.")]
    Reprojection(String),
    #[error("{0}")]
    NotALot(LotProblem),
}

/// Reads the lot from `bytes`, a file called `name`. `chosen` is the coordinate system the person
/// loading it named, used when the file names none (a file's own word wins).
pub fn read(name: &str, bytes: &[u8], chosen: Option<&CoordinateSystem>) -> Result<LotFromFile, LotFileError> {
    let format = Format::of(name).ok_or_else(|| LotFileError::UnknownFormat(name.to_owned()))?;
    if bytes.len() > MAX_LOT_FILE_BYTES {
        return Err(LotFileError::TooLarge);
    }
    let outlines = match format {
        Format::GeoJson => geojson::read(bytes),
        Format::Kml => kml::read(bytes),
        Format::Dxf => dxf::read(bytes),
    }
    .map_err(|reason| LotFileError::Unreadable(format, reason))?;
    let count = outlines.rings.len();
    let ring = outlines
        .rings
        .into_iter()
        .filter(|ring| ring.len() >= 3)
        .max_by(|a, b| plane_area(a).total_cmp(&plane_area(b)))
        .ok_or(LotFileError::NoClosedOutline)?;
    let system = match (outlines.crs, chosen) {
        (Some(named), _) => CoordinateSystem::from_name(&named).map_err(LotFileError::UnknownCoordinateSystem)?,
        (None, Some(chosen)) => chosen.clone(),
        (None, None) if looks_like_lon_lat(&ring) => CoordinateSystem::from_epsg(4326).expect("WGS84 is known"),
        (None, None) => return Err(LotFileError::NoCoordinateSystem),
    };
    let lon_lat = system.to_lon_lat(&ring).map_err(LotFileError::Reprojection)?;
    let lot = check_lot(&lon_lat).map_err(LotFileError::NotALot)?;
    Ok(LotFromFile {
        format,
        corners: lot.corners,
        area_sq_ft: lot.area_sq_ft,
        coordinate_system: system,
        outlines: count,
    })
}

fn looks_like_lon_lat(ring: &[Point]) -> bool {
    ring.iter().all(|(x, y)| x.abs() <= 180.0 && y.abs() <= 90.0)
}

/// The ring's area in its own units (which outline is largest, whatever they are).
fn plane_area(ring: &[Point]) -> f64 {
    let ring: Vec<Coord<f64>> = ring.iter().map(|&(x, y)| Coord { x, y }).collect();
    polygon_area(&ring)
}

/// Whether a line ends where it starts: a closed outline, as files draw a lot with lines.
fn is_closed(line: &[Point]) -> bool {
    line.len() >= 4 && line.first() == line.last()
}
