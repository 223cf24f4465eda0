//! `GET /api/parcels`: the parcel a point lies in — the lot the county recorded, with its parcel
//! number and zoning district — from our parcel store.

use poem::web::Data;
use poem_openapi::{param::Query, payload::Json, Object, OpenApi, Tags};

use super::ApiResult;
use crate::{domain::parcels::Parcel, state::AppState};

#[derive(Tags)]
enum Tag {
    /// The lot the county recorded.
    Parcels,
}

/// A parcel: its boundary and what the county records of it.
#[derive(Debug, Object)]
#[oai(rename_all = "camelCase")]
pub struct ParcelAnswer {
    /// The parcel number (APN), as the county writes it.
    apn: String,
    /// The address the county records for it (may be empty).
    situs_address: String,
    /// The zoning district (may be empty).
    zoning: String,
    /// The boundary's corners as `[longitude, latitude]` (WGS84 degrees), without a closing
    /// repeat.
    corners: Vec<Vec<f64>>,
    /// Its area, square feet.
    area_sq_ft: f64,
}

impl From<Parcel> for ParcelAnswer {
    fn from(parcel: Parcel) -> Self {
        Self {
            area_sq_ft: parcel.area_sq_ft(),
            corners: parcel.ring.iter().map(|&(lon, lat)| vec![lon, lat]).collect(),
            apn: parcel.apn,
            situs_address: parcel.situs_address,
            zoning: parcel.zoning,
        }
    }
}

pub struct ParcelsApi;

#[OpenApi(tag = "Tag::Parcels")]
impl ParcelsApi {
    /// The parcel at a point
    ///
    /// The parcel the point lies in: a list of one, or empty where none is recorded (a street,
    /// water, or a county whose parcels we do not hold). A point on a line two parcels share is
    /// given the smaller.
    #[oai(path = "/parcels", method = "get")]
    async fn parcels_at(
        &self,
        Data(state): Data<&AppState>,
        /// Longitude, WGS84 degrees.
        #[oai(validator(minimum(value = "-180"), maximum(value = "180")))]
        lon: Query<f64>,
        /// Latitude, WGS84 degrees.
        #[oai(validator(minimum(value = "-90"), maximum(value = "90")))]
        lat: Query<f64>,
    ) -> ApiResult<Json<Vec<ParcelAnswer>>> {
        let parcel = state.services.parcels.at(lon.0, lat.0).await?;
        Ok(Json(parcel.into_iter().map(Into::into).collect()))
    }
}
