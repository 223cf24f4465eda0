//! Parcel services: the two protocols US counties and cities publish their parcels with.
//!
//! - **ArcGIS REST API**, a feature layer's `query` operation
//!   (<https://developers.arcgis.com/rest/services-reference/enterprise/query-feature-service-layer/>):
//!   a point or an envelope as `geometry` in WGS84 (`inSR=4326`), `spatialRel=esriSpatialRelIntersects`,
//!   the answer in WGS84 (`outSR=4326`) as GeoJSON (`f=geojson`). A failed query may still
//!   answer HTTP 200, with an `error` object instead of features.
//! - **OGC API – Features** (OGC 17-069r4, Part 1: Core): `GET {landing}/collections/{id}/items`
//!   with a `bbox` in CRS84 (longitude, latitude), answered as a GeoJSON feature collection; the
//!   collection's own document (`/collections/{id}`) holds its extent (`extent.spatial.bbox`).
//!
//! Both answer features whose geometry meets the point or box; the caller keeps the polygon
//! that contains its point. Answers are read up to [`MAX_ANSWER_BYTES`], so a service that
//! streams without end cannot hold a request.

use std::time::Duration;

use serde_json::{Map, Value};

/// The largest answer read from a service: a few parcels' outlines are kilobytes.
pub const MAX_ANSWER_BYTES: usize = 4 * 1024 * 1024;
/// Features asked for at most in one query.
const MAX_FEATURES: usize = 50;

/// Where a source's parcels are served.
#[derive(Debug, Clone, Copy)]
pub enum Endpoint<'a> {
    /// A feature layer's URL (`…/FeatureServer/0` or `…/MapServer/3`).
    ArcGis { layer_url: &'a str },
    /// A landing page and a collection id.
    Ogc { landing_url: &'a str, collection: &'a str },
}

/// A box in WGS84 degrees.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bbox {
    pub west: f64,
    pub south: f64,
    pub east: f64,
    pub north: f64,
}

/// One feature of an answer: its attributes and the outer rings of its polygons (WGS84, open).
#[derive(Debug, Clone, PartialEq)]
pub struct Feature {
    pub properties: Map<String, Value>,
    pub rings: Vec<Vec<(f64, f64)>>,
}

/// Why a service gave no usable answer. The homeowner is told only that the records did not
/// answer; the admin and the log see this.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("it did not answer within {0:?}")]
    TimedOut(Duration),
    #[error("it could not be reached ({0})")]
    Unreachable(String),
    #[error("it answered HTTP {0}")]
    Status(u16),
    #[error("its answer is not what the protocol says ({0})")]
    Malformed(String),
}

/// An HTTP client for parcel services, each request bounded by `timeout`.
#[derive(Clone)]
pub struct ParcelService {
    http: reqwest::Client,
    timeout: Duration,
}

impl ParcelService {
    pub fn new(user_agent: &str, timeout: Duration) -> ParcelService {
        let http = reqwest::Client::builder()
            .timeout(timeout)
            .connect_timeout(timeout)
            .user_agent(user_agent)
            .build()
            .expect("HTTP client builds");
        ParcelService { http, timeout }
    }

    /// The features at a point.
    pub async fn features_at(&self, endpoint: Endpoint<'_>, lon: f64, lat: f64) -> Result<Vec<Feature>, ServiceError> {
        match endpoint {
            Endpoint::ArcGis { layer_url } => {
                self.arcgis_query(layer_url, &format!("{lon},{lat}"), "esriGeometryPoint").await
            }
            // The items operation filters by box only: a box a few centimetres wide around
            // the point, whose features the caller tests against the point itself.
            Endpoint::Ogc { .. } => {
                let e = 1e-6;
                let bbox = Bbox { west: lon - e, south: lat - e, east: lon + e, north: lat + e };
                self.features_in(endpoint, bbox).await
            }
        }
    }

    /// The features meeting a box.
    pub async fn features_in(&self, endpoint: Endpoint<'_>, bbox: Bbox) -> Result<Vec<Feature>, ServiceError> {
        let Bbox { west, south, east, north } = bbox;
        match endpoint {
            Endpoint::ArcGis { layer_url } => {
                self.arcgis_query(layer_url, &format!("{west},{south},{east},{north}"), "esriGeometryEnvelope").await
            }
            Endpoint::Ogc { landing_url, collection } => {
                let url = format!("{}/collections/{}/items", landing_url.trim_end_matches('/'), encode(collection));
                let request = self
                    .http
                    .get(&url)
                    .header("accept", "application/geo+json, application/json;q=0.9")
                    .query(&[("bbox", format!("{west},{south},{east},{north}")), ("limit", MAX_FEATURES.to_string())]);
                features(&self.json(request).await?)
            }
        }
    }

    /// The box the source's parcels cover.
    pub async fn extent(&self, endpoint: Endpoint<'_>) -> Result<Bbox, ServiceError> {
        match endpoint {
            Endpoint::ArcGis { layer_url } => {
                let request = self.http.get(format!("{}/query", layer_url.trim_end_matches('/'))).query(&[
                    ("where", "1=1"),
                    ("returnExtentOnly", "true"),
                    ("outSR", "4326"),
                    ("f", "json"),
                ]);
                let answer = arcgis_checked(self.json(request).await?)?;
                let number = |key: &str| answer.pointer(&format!("/extent/{key}")).and_then(Value::as_f64);
                match (number("xmin"), number("ymin"), number("xmax"), number("ymax")) {
                    (Some(west), Some(south), Some(east), Some(north)) => Ok(Bbox { west, south, east, north }),
                    _ => Err(ServiceError::Malformed("no extent with xmin, ymin, xmax and ymax".into())),
                }
            }
            Endpoint::Ogc { landing_url, collection } => {
                let url = format!("{}/collections/{}", landing_url.trim_end_matches('/'), encode(collection));
                let answer = self.json(self.http.get(url).header("accept", "application/json")).await?;
                let bbox = answer
                    .pointer("/extent/spatial/bbox/0")
                    .and_then(Value::as_array)
                    .map(|b| b.iter().filter_map(Value::as_f64).collect::<Vec<_>>())
                    .unwrap_or_default();
                // Four numbers, or six with heights (west, south, low, east, north, high).
                match bbox[..] {
                    [west, south, east, north] | [west, south, _, east, north, _] => {
                        Ok(Bbox { west, south, east, north })
                    }
                    _ => Err(ServiceError::Malformed("the collection has no extent.spatial.bbox".into())),
                }
            }
        }
    }

    async fn arcgis_query(&self, layer_url: &str, geometry: &str, kind: &str) -> Result<Vec<Feature>, ServiceError> {
        let request = self.http.get(format!("{}/query", layer_url.trim_end_matches('/'))).query(&[
            ("geometry", geometry),
            ("geometryType", kind),
            ("inSR", "4326"),
            ("spatialRel", "esriSpatialRelIntersects"),
            ("outFields", "*"),
            ("returnGeometry", "true"),
            ("outSR", "4326"),
            ("resultRecordCount", &MAX_FEATURES.to_string()),
            ("f", "geojson"),
        ]);
        features(&arcgis_checked(self.json(request).await?)?)
    }

    /// The answer's JSON, read up to [`MAX_ANSWER_BYTES`].
    async fn json(&self, request: reqwest::RequestBuilder) -> Result<Value, ServiceError> {
        let failed = |err: reqwest::Error| {
            if err.is_timeout() {
                ServiceError::TimedOut(self.timeout)
            } else {
                ServiceError::Unreachable(without_url(&err))
            }
        };
        let mut response = request.send().await.map_err(failed)?;
        if !response.status().is_success() {
            return Err(ServiceError::Status(response.status().as_u16()));
        }
        let mut body = Vec::new();
        while let Some(chunk) = response.chunk().await.map_err(failed)? {
            body.extend_from_slice(&chunk);
            if body.len() > MAX_ANSWER_BYTES {
                return Err(ServiceError::Malformed(format!("the answer is larger than {MAX_ANSWER_BYTES} bytes")));
            }
        }
        serde_json::from_slice(&body).map_err(|err| ServiceError::Malformed(format!("not JSON: {err}")))
    }
}

/// ArcGIS reports a failed operation inside a 200 answer: `{"error": {"code": 400, "message": …}}`.
fn arcgis_checked(answer: Value) -> Result<Value, ServiceError> {
    match answer.get("error") {
        Some(error) => Err(ServiceError::Malformed(format!(
            "error {}: {}",
            error.get("code").map(Value::to_string).unwrap_or_default(),
            error.get("message").and_then(Value::as_str).unwrap_or("")
        ))),
        None => Ok(answer),
    }
}

/// The features of a GeoJSON feature collection; features without a polygon are skipped.
pub fn features(answer: &Value) -> Result<Vec<Feature>, ServiceError> {
    if answer.get("type").and_then(Value::as_str) != Some("FeatureCollection") {
        return Err(ServiceError::Malformed("not a GeoJSON FeatureCollection".into()));
    }
    let list = answer
        .get("features")
        .and_then(Value::as_array)
        .ok_or_else(|| ServiceError::Malformed("the collection has no features list".into()))?;
    Ok(list.iter().filter_map(feature).collect())
}

/// A GeoJSON feature's attributes and the outer rings of its Polygon or MultiPolygon.
pub fn feature(value: &Value) -> Option<Feature> {
    let geometry = value.get("geometry")?;
    let coordinates = geometry.get("coordinates")?;
    let polygons: Vec<&Value> = match geometry.get("type")?.as_str()? {
        "Polygon" => vec![coordinates],
        "MultiPolygon" => coordinates.as_array()?.iter().collect(),
        _ => return None,
    };
    // The outer ring only: a hole (a neighbour's parcel inside) is not this parcel's line.
    let rings: Vec<Vec<(f64, f64)>> = polygons.into_iter().filter_map(|p| open_ring(p.get(0)?)).collect();
    if rings.is_empty() {
        return None;
    }
    let properties = value.get("properties").and_then(Value::as_object).cloned().unwrap_or_default();
    Some(Feature { properties, rings })
}

/// A GeoJSON linear ring without its closing repeat; `None` unless every position is a finite
/// longitude and latitude and three corners remain.
fn open_ring(ring: &Value) -> Option<Vec<(f64, f64)>> {
    let mut corners: Vec<(f64, f64)> = ring
        .as_array()?
        .iter()
        .map(|p| {
            let (lon, lat) = (p.get(0)?.as_f64()?, p.get(1)?.as_f64()?);
            ((-180.0..=180.0).contains(&lon) && (-90.0..=90.0).contains(&lat)).then_some((lon, lat))
        })
        .collect::<Option<_>>()?;
    if corners.len() > 1 && corners.first() == corners.last() {
        corners.pop();
    }
    (corners.len() >= 3).then_some(corners)
}

/// An attribute as text: services hold parcel numbers as strings or numbers.
pub fn attribute(properties: &Map<String, Value>, field: &str) -> String {
    if field.is_empty() {
        return String::new();
    }
    // Field names are matched as written, else ignoring case (services differ in case).
    let value = properties
        .get(field)
        .or_else(|| properties.iter().find(|(name, _)| name.eq_ignore_ascii_case(field)).map(|(_, value)| value));
    match value {
        Some(Value::String(text)) => text.trim().to_owned(),
        Some(Value::Number(number)) => number.to_string(),
        _ => String::new(),
    }
}

/// A collection id as one path segment.
fn encode(segment: &str) -> String {
    segment
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// reqwest's error without the URL it names (the log has the source's id; a URL may carry a
/// token).
fn without_url(err: &reqwest::Error) -> String {
    let mut text = err.to_string();
    if let Some(url) = err.url() {
        text = text.replace(url.as_str(), "the service");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn features_keep_outer_rings_open_and_skip_what_is_not_a_polygon() {
        let answer = json!({"type": "FeatureCollection", "features": [
            {"type": "Feature", "properties": {"APN": 123, "Situs": " 1 Main St "},
             "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [0, 1], [1, 1], [0, 0]], [[0.1, 0.1], [0.1, 0.2], [0.2, 0.2], [0.1, 0.1]]]}},
            {"type": "Feature", "properties": {}, "geometry": {"type": "Point", "coordinates": [0, 0]}},
            {"type": "Feature", "properties": {}, "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [500, 1], [1, 1]]]}}
        ]});
        let found = features(&answer).unwrap();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].rings, vec![vec![(0.0, 0.0), (0.0, 1.0), (1.0, 1.0)]]);
        assert_eq!(attribute(&found[0].properties, "apn"), "123");
        assert_eq!(attribute(&found[0].properties, "SITUS"), "1 Main St");
        assert_eq!(attribute(&found[0].properties, "zoning"), "");
    }

    #[test]
    fn an_answer_that_is_not_a_feature_collection_or_an_arcgis_error_is_malformed() {
        assert!(matches!(features(&json!({"type": "Feature"})), Err(ServiceError::Malformed(_))));
        let error = arcgis_checked(json!({"error": {"code": 400, "message": "Invalid query"}})).unwrap_err();
        assert_eq!(error.to_string(), "its answer is not what the protocol says (error 400: Invalid query)");
    }
}
