//! `GET /api/geocode?q=`: find a property by its address.

use poem::web::Data;
use poem_openapi::{param::Query, payload::Json, ApiResponse, Object, OpenApi, Tags};

use super::Message;
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

#[derive(ApiResponse)]
enum GeocodeResponse {
    /// Matching places in the US, best first (empty when none match).
    #[oai(status = 200)]
    Found(Json<Vec<GeocodedPlace>>),
    /// The query is empty or too long.
    #[oai(status = 400)]
    BadRequest(Json<Message>),
    /// The geocoder cannot be reached; the property can still be placed by hand.
    #[oai(status = 503)]
    Unavailable(Json<Message>),
}

/// Longest address accepted, characters.
const MAX_QUERY: usize = 200;

pub struct GeocodeApi;

#[OpenApi(tag = "Tag::Geocoding")]
impl GeocodeApi {
    /// Search an address
    ///
    /// Looks an address up with the configured geocoder (OpenStreetMap Nominatim by default),
    /// limited to the US. Answers are cached for a day and the provider's rate limit is kept.
    #[oai(path = "/geocode", method = "get")]
    async fn geocode(&self, Data(state): Data<&AppState>, q: Query<String>) -> GeocodeResponse {
        let query = q.0.trim();
        if query.is_empty() || query.chars().count() > MAX_QUERY {
            return GeocodeResponse::BadRequest(Message::json(format!(
                "Enter an address of 1 to {MAX_QUERY} characters."
            )));
        }
        match state.geocoder.search(query).await {
            Ok(places) => GeocodeResponse::Found(Json(
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
            )),
            Err(err) => {
                tracing::warn!(error = %format!("{err:#}"), "geocoder unavailable");
                GeocodeResponse::Unavailable(Message::json(
                    "Address search is unavailable right now. You can still place your property by tapping the map.",
                ))
            }
        }
    }
}
