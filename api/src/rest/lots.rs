//! `/api/lots`: the lot read from a file — a surveyor's DXF or a GIS export — for the map to
//! preview before it replaces the homeowner's lot. Nothing is stored here.

use poem_openapi::{payload::Json, types::multipart::Upload, Multipart, Object, OpenApi, Tags};

use super::ApiResult;
use crate::{
    domain::lot_files::{self, CoordinateSystem, LotFromFile},
    error::AppError,
};

#[derive(Tags)]
enum Tag {
    /// The lot, read from a survey or a GIS file.
    Lots,
}

/// A lot file, as a multipart form.
#[derive(Debug, Multipart)]
#[oai(rename_all = "camelCase")]
pub struct LotFileForm {
    /// The file: GeoJSON (`.geojson`, `.json`), KML (`.kml`) or DXF (`.dxf`), at most 5 MB. Its
    /// name's ending says which.
    file: Upload,
    /// The coordinate system the file was drawn in, e.g. `EPSG:2277` (see
    /// `/lots/coordinate-systems`), for a file that names none, such as a DXF. A system the file
    /// names itself wins.
    #[oai(validator(max_length = 200))]
    coordinate_system: Option<String>,
}

/// A coordinate system a lot file may be drawn in.
#[derive(Debug, Object)]
pub struct CoordinateSystemAnswer {
    /// E.g. `EPSG:2277`.
    code: String,
    /// E.g. `NAD83 / Texas Central (ftUS)`.
    name: String,
}

impl From<&CoordinateSystem> for CoordinateSystemAnswer {
    fn from(system: &CoordinateSystem) -> Self {
        Self { code: system.code(), name: system.name.clone() }
    }
}

/// The lot a file holds.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct LotFromFileAnswer {
    /// `GeoJSON`, `KML` or `DXF`.
    format: String,
    /// The lot's corners as `[longitude, latitude]` (WGS84 degrees), in the file's order,
    /// without a closing repeat.
    corners: Vec<Vec<f64>>,
    /// The lot's area, square feet.
    area_sq_ft: f64,
    /// The system the file's coordinates were read in.
    coordinate_system: CoordinateSystemAnswer,
    /// How many closed outlines the file held; the largest is the lot.
    outlines: u32,
}

impl From<LotFromFile> for LotFromFileAnswer {
    fn from(lot: LotFromFile) -> Self {
        Self {
            format: lot.format.name().to_owned(),
            corners: lot.corners.iter().map(|&(lon, lat)| vec![lon, lat]).collect(),
            area_sq_ft: lot.area_sq_ft,
            coordinate_system: (&lot.coordinate_system).into(),
            outlines: u32::try_from(lot.outlines).unwrap_or(u32::MAX),
        }
    }
}

pub struct LotsApi;

#[OpenApi(tag = "Tag::Lots")]
impl LotsApi {
    /// Read a lot from a file
    ///
    /// The lot's outline in a survey or GIS file: the outer ring of a GeoJSON or KML polygon, or
    /// a DXF's closed polyline (arcs followed), the largest when there are several. Coordinates
    /// in longitude/latitude, or in the projected system the file names (GeoJSON's `crs`) or the
    /// form's `coordinateSystem` gives. 422 with the reason when the file holds no lot: no closed
    /// outline, one that crosses itself, more than 200 corners, larger than 40 acres, or a
    /// coordinate system we do not read. Nothing is stored.
    #[oai(path = "/lots/from-file", method = "post")]
    async fn read_lot_file(&self, form: LotFileForm) -> ApiResult<Json<LotFromFileAnswer>> {
        let chosen =
            match form.coordinate_system.as_deref().map(str::trim).filter(|name| !name.is_empty()) {
                Some(name) => Some(CoordinateSystem::from_name(name).map_err(|name| {
                    AppError::Unprocessable(format!("\"{name}\" is not a coordinate system we read."))
                })?),
                None => None,
            };
        let name = form.file.file_name().unwrap_or("").to_owned();
        if form.file.size() > lot_files::MAX_LOT_FILE_BYTES {
            return Err(AppError::Unprocessable(lot_files::LotFileError::TooLarge.to_string()).into());
        }
        let bytes = form.file.into_vec().await.map_err(|err| AppError::BadInput(err.to_string()))?;
        // Parsing and reprojecting a large drawing is CPU work: off the request threads.
        let lot = tokio::task::spawn_blocking(move || lot_files::read(&name, &bytes, chosen.as_ref()))
            .await
            .map_err(|err| AppError::Internal(err.into()))?
            .map_err(|err| AppError::Unprocessable(err.to_string()))?;
        Ok(Json(lot.into()))
    }

    /// Coordinate systems a lot file may be drawn in
    ///
    /// What a person may choose for a file that names no system: the State Plane zones of our
    /// areas, UTM zones 10N–19N (WGS84 and NAD83), Web Mercator and longitude/latitude. (A file
    /// that names its system may use any UTM zone too.)
    #[oai(path = "/lots/coordinate-systems", method = "get")]
    async fn coordinate_systems(&self) -> Json<Vec<CoordinateSystemAnswer>> {
        Json(CoordinateSystem::choices().iter().map(Into::into).collect())
    }
}
