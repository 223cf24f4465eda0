//! `GET /api/geocode?q=`: find a property by its address.

use poem::web::Data;
use poem_openapi::{param::Query, payload::Json, Object, OpenApi, Tags};

use super::ApiResult;
use crate::state::AppState;

#[derive(Tags)]
enum Tag {
    /// Finding the property.
    Geocoding,
}

/// A place matching the address.
#[derive(Debug, Clone, Object)]
pub struct GeocodedPlace {
    /// The full address as the geocoder writes it.
    label: String,
    /// Longitude, WGS84 degrees.
    lon: f64,
    /// Latitude, WGS84 degrees.
    lat: f64,
    city: Option<String>,
    county: Option<String>,
    /// Two-letter state code, e.g. `CA`.
    state: Option<String>,
    postcode: Option<String>,
}

pub struct GeocodeApi;

#[OpenApi(tag = "Tag::Geocoding")]
impl GeocodeApi {
    /// Search an address
    ///
    /// Looks an address up with the configured geocoder (OpenStreetMap Nominatim by default),
    /// limited to the US: matching places, best first (empty when none match). Answers are
    /// cached for a day and the provider's rate limit is kept; 503 when the geocoder cannot be
    /// reached (the property can still be placed by hand).
    #[oai(path = "/geocode", method = "get")]
    async fn geocode(
        &self,
        Data(state): Data<&AppState>,
        /// The address, 1 to 200 characters, not all spaces.
        #[oai(validator(min_length = 1, max_length = 200, pattern = "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$"))]
        q: Query<String>,
    ) -> ApiResult<Json<Vec<GeocodedPlace>>> {
        let places = state.services.places.search(&q).await?;
        Ok(Json(
            places
                .into_iter()
                .map(|p| GeocodedPlace {
                    label: p.label,
                    lon: p.lon,
                    lat: p.lat,
                    city: p.city,
                    county: p.county,
                    state: p.state,
                    postcode: p.postcode,
                })
                .collect(),
        ))
    }
}
