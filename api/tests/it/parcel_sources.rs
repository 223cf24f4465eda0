//! Parcel sources per area, against two small local servers of ours that speak the ArcGIS REST
//! `query` and OGC API – Features protocols over a made-up parcel fabric (example data: 3 × 3
//! blocks of 60 × 120 ft lots around 1100 Congress Ave, Austin).

use crate::common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use api::domain::accounts::Role;
use api::domain::parcels::{demo_fabric, Parcel};
use common::{Engine, TestServer};
use poem::{handler, web::Data, EndpointExt, Request, Response};
use serde_json::{json, Value};

/// The demo address, in the middle of lot 3 of the fabric's middle block (its south row).
pub const HOME: (f64, f64) = (-97.7404, 30.2747);
const TIMEOUT_MS: u64 = 400;

/// How a stand-in answers.
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Good,
    /// Answers after the API stopped waiting.
    Slow,
    /// HTTP 500.
    Failing,
    /// HTTP 200 with a web page instead of GeoJSON.
    Malformed,
}

#[derive(Clone)]
struct StandIn {
    parcels: Arc<Vec<Parcel>>,
    /// Put before every parcel number, so two stand-ins' parcels are told apart.
    prefix: &'static str,
    mode: Arc<Mutex<Mode>>,
    /// The query strings of the requests it answered.
    seen: Arc<Mutex<Vec<String>>>,
}

impl StandIn {
    fn set(&self, mode: Mode) {
        *self.mode.lock().unwrap() = mode;
    }

    fn requests(&self) -> usize {
        self.seen.lock().unwrap().len()
    }

    fn feature(&self, parcel: &Parcel) -> Value {
        json!({ "type": "Feature",
                "properties": { "PROP_ID": format!("{}{}", self.prefix, parcel.apn), "SITUS_ADDR": parcel.situs_address,
                                "ZONING_ZTYPE": parcel.zoning, "OBJECTID": 7 },
                "geometry": parcel.geojson_polygon() })
    }

    fn meeting(&self, (w, s, e, n): (f64, f64, f64, f64)) -> Value {
        let features: Vec<Value> = self
            .parcels
            .iter()
            .filter(|p| {
                let ((pw, ps), (pe, pn)) = p.bounds();
                pw <= e && pe >= w && ps <= n && pn >= s
            })
            .map(|p| self.feature(p))
            .collect();
        json!({ "type": "FeatureCollection", "features": features })
    }

    fn extent(&self) -> (f64, f64, f64, f64) {
        self.parcels.iter().fold((180.0, 90.0, -180.0, -90.0), |(w, s, e, n), p| {
            let ((pw, ps), (pe, pn)) = p.bounds();
            (w.min(pw), s.min(ps), e.max(pe), n.max(pn))
        })
    }

    /// Sees the request, then answers as its mode says (`None`: answer normally).
    async fn misbehave(&self, request: &Request) -> Option<Response> {
        self.seen.lock().unwrap().push(request.uri().to_string());
        let mode = *self.mode.lock().unwrap();
        match mode {
            Mode::Good => None,
            Mode::Slow => {
                tokio::time::sleep(Duration::from_millis(TIMEOUT_MS * 4)).await;
                None
            }
            Mode::Failing => Some(Response::builder().status(poem::http::StatusCode::INTERNAL_SERVER_ERROR).finish()),
            Mode::Malformed => Some(
                Response::builder().content_type("text/html").body("<html><body>Scheduled maintenance</body></html>"),
            ),
        }
    }
}

fn json_response(value: Value) -> Response {
    Response::builder().content_type("application/json").body(value.to_string())
}

fn numbers(text: &str) -> Vec<f64> {
    text.split(',').filter_map(|n| n.trim().parse().ok()).collect()
}

/// `…/FeatureServer/0/query`: a point or envelope in WGS84 (`inSR=4326`), answered in WGS84
/// (`outSR=4326`) as GeoJSON; `returnExtentOnly` answers the layer's extent. A request the
/// protocol does not allow gets ArcGIS's error object, inside a 200 as ArcGIS does.
#[handler]
async fn arcgis_query(request: &Request, Data(stand_in): Data<&StandIn>) -> Response {
    if let Some(response) = stand_in.misbehave(request).await {
        return response;
    }
    let params: std::collections::HashMap<String, String> = request.params().unwrap_or_default();
    let param = |name: &str| params.get(name).map(String::as_str).unwrap_or("");
    if param("returnExtentOnly") == "true" && param("outSR") == "4326" {
        let (w, s, e, n) = stand_in.extent();
        return json_response(json!({ "extent": { "xmin": w, "ymin": s, "xmax": e, "ymax": n,
                                                  "spatialReference": { "wkid": 4326 } } }));
    }
    if param("inSR") != "4326" || param("outSR") != "4326" || param("f") != "geojson" {
        return json_response(json!({ "error": { "code": 400, "message": "Invalid or missing input parameters." } }));
    }
    let at = numbers(param("geometry"));
    match (param("geometryType"), &at[..]) {
        ("esriGeometryPoint", &[lon, lat]) => {
            let features: Vec<Value> =
                stand_in.parcels.iter().filter(|p| p.contains(lon, lat)).map(|p| stand_in.feature(p)).collect();
            json_response(json!({ "type": "FeatureCollection", "features": features }))
        }
        ("esriGeometryEnvelope", &[w, s, e, n]) => json_response(stand_in.meeting((w, s, e, n))),
        _ => json_response(json!({ "error": { "code": 400, "message": "Unable to complete operation." } })),
    }
}

/// OGC API – Features: the collection's document (with its extent) and its items by `bbox`.
#[handler]
async fn ogc_collection(request: &Request, Data(stand_in): Data<&StandIn>) -> Response {
    if let Some(response) = stand_in.misbehave(request).await {
        return response;
    }
    let (w, s, e, n) = stand_in.extent();
    json_response(json!({ "id": "parcels", "title": "Parcels (example data)", "itemType": "feature",
                          "extent": { "spatial": { "bbox": [[w, s, e, n]], "crs": "http://www.opengis.net/def/crs/OGC/1.3/CRS84" } } }))
}

#[handler]
async fn ogc_items(request: &Request, Data(stand_in): Data<&StandIn>) -> Response {
    if let Some(response) = stand_in.misbehave(request).await {
        return response;
    }
    let params: std::collections::HashMap<String, String> = request.params().unwrap_or_default();
    match numbers(params.get("bbox").map(String::as_str).unwrap_or(""))[..] {
        [w, s, e, n] => {
            let mut answer = stand_in.meeting((w, s, e, n));
            answer["numberReturned"] = json!(answer["features"].as_array().map_or(0, Vec::len));
            Response::builder().content_type("application/geo+json").body(answer.to_string())
        }
        _ => Response::builder().status(poem::http::StatusCode::BAD_REQUEST).finish(),
    }
}

/// A stand-in serving both protocols over the fabric: ArcGIS at `{url}/arcgis/rest/services/
/// Parcels/FeatureServer/0`, OGC at `{url}/ogc` (collection `parcels`).
async fn stand_in(prefix: &'static str) -> (String, StandIn) {
    let stand_in = StandIn {
        parcels: Arc::new(demo_fabric::fabric(3)),
        prefix,
        mode: Arc::new(Mutex::new(Mode::Good)),
        seen: Arc::default(),
    };
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    drop(listener);
    let app = poem::Route::new()
        .at("/arcgis/rest/services/Parcels/FeatureServer/0/query", poem::get(arcgis_query))
        .at("/ogc/collections/parcels", poem::get(ogc_collection))
        .at("/ogc/collections/parcels/items", poem::get(ogc_items))
        .data(stand_in.clone());
    tokio::spawn(poem::Server::new(poem::listener::TcpListener::bind(addr.to_string())).run(app));
    tokio::time::sleep(Duration::from_millis(100)).await;
    (format!("http://{addr}"), stand_in)
}

pub const CREATE: &str = "mutation($input: ParcelSourceInput!) { createParcelSource(input: $input) {
  id name protocol url areaLevel area { name } extent { west south east north } } }";
const UPDATE: &str =
    "mutation($id: ID!, $input: ParcelSourceInput!) { updateParcelSource(id: $id, input: $input) { id name } }";
const DIRECTORY: &str = "mutation($input: DirectoryInput!) { createDirectory(input: $input) { id } }";
const VALUES: &str = "query($slug: String) { directory(slug: $slug) { values(all: true) { items { id name } } } }";

/// The places an admin picks a source's area from: Travis County and the city of Austin.
pub async fn places(server: &TestServer, admin: &str) -> (String, String) {
    let mut ids = Vec::new();
    for (slug, name) in [("us-counties", "Travis County"), ("us-cities", "Austin")] {
        let created = server
            .graphql_as(
                Some(admin),
                DIRECTORY,
                json!({ "input": { "name": slug, "slug": slug, "values": [{ "name": name }] } }),
            )
            .await;
        assert!(created["errors"].is_null(), "{created}");
        let values = server.graphql(VALUES, json!({ "slug": slug })).await;
        ids.push(values["data"]["directory"]["values"]["items"][0]["id"].as_str().unwrap().to_owned());
    }
    (ids[0].clone(), ids[1].clone())
}

fn arcgis_input(name: &str, url: &str, area: &str) -> Value {
    json!({ "input": { "name": name, "protocol": "ARCGIS", "url": format!("{url}/arcgis/rest/services/Parcels/FeatureServer/0"),
                       "apnField": "PROP_ID", "situsField": "SITUS_ADDR", "zoningField": "zoning_ztype", "areaId": area } })
}

pub async fn lookup(server: &TestServer, (lon, lat): (f64, f64)) -> Value {
    let response = server.client.get(server.url(&format!("/api/parcels?lon={lon}&lat={lat}"))).send().await.unwrap();
    assert_eq!(response.status(), 200, "a lookup never fails the page");
    response.json().await.unwrap()
}

/// `feet` east and north of the demo address.
fn offset(east: f64, north: f64) -> (f64, f64) {
    let point = geom_wasm::LocalProjection::new(HOME.0, HOME.1).to_lon_lat(geo_types::Coord { x: east, y: north });
    (point.x, point.y)
}

async fn server(engine: Engine) -> (TestServer, String) {
    let server =
        TestServer::start_with(engine, false, |config| config.parcel_source_timeout_ms = TIMEOUT_MS).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    (server, admin)
}

async fn an_arcgis_county_service_gives_the_parcel_its_lines_and_caches_it_for_every_instance(engine: Engine) {
    let (server, admin) = server(engine).await;
    let (county, _) = places(&server, &admin).await;
    let (url, county_service) = stand_in("TC-").await;

    assert_eq!(lookup(&server, HOME).await["status"], "uncovered", "no source yet");
    let created = server.graphql_as(Some(&admin), CREATE, arcgis_input("Travis CAD parcels", &url, &county)).await;
    let source = &created["data"]["createParcelSource"];
    assert_eq!(source["areaLevel"], "county", "{created}");
    assert_eq!(source["area"]["name"], "Travis County");
    let extent = &source["extent"];
    assert!(extent["west"].as_f64().unwrap() < HOME.0 && HOME.0 < extent["east"].as_f64().unwrap(), "{extent}");

    assert_eq!(county_service.requests(), 1, "the extent was read");
    let found = lookup(&server, HOME).await;
    assert_eq!(found["status"], "found", "{found}");
    assert_eq!(found["sourceName"], "Travis CAD parcels");
    let parcel = &found["parcel"];
    assert_eq!(parcel["apn"], "TC-EX-05-03");
    assert_eq!(parcel["zoning"], "SF-3 (example)", "field names match whatever their case");
    assert_eq!(parcel["corners"].as_array().unwrap().len(), 4);
    assert!((parcel["areaSqFt"].as_f64().unwrap() - 7_200.0).abs() < 0.5);
    // Clockwise from the south-west: the west side, the back (the north row's lot behind), the
    // east side, and the street in front, to the south.
    assert_eq!(parcel["lineKinds"], json!(["side", "rear", "side", "front"]));
    let asked = county_service.requests();
    assert_eq!(asked, 3, "the parcel, then its neighbours");

    // Asked again, here or by a second instance on the database, the cache answers.
    assert_eq!(lookup(&server, HOME).await, found);
    let beside = server.beside(|config| config.parcel_source_timeout_ms = TIMEOUT_MS).await;
    assert_eq!(lookup(&beside, HOME).await, found);
    assert_eq!(county_service.requests(), asked, "the source was not asked again");

    // The street in front of the lot: no parcel, and the homeowner is told so.
    let street = lookup(&server, offset(0.0, -90.0)).await;
    assert_eq!(street["status"], "none", "{street}");
    assert!(street["message"].as_str().unwrap().starts_with("No parcel is recorded at this spot"));
    assert!(street["parcel"].is_null());
}

async fn a_slow_failing_or_malformed_source_leaves_the_drawn_lot_with_a_clear_word(engine: Engine) {
    let (server, admin) = server(engine).await;
    let (county, _) = places(&server, &admin).await;
    let (url, county_service) = stand_in("TC-").await;
    let created = server.graphql_as(Some(&admin), CREATE, arcgis_input("Travis CAD parcels", &url, &county)).await;
    assert!(created["errors"].is_null(), "{created}");

    for mode in [Mode::Slow, Mode::Failing, Mode::Malformed] {
        county_service.set(mode);
        let started = std::time::Instant::now();
        let answer = lookup(&server, HOME).await;
        assert_eq!(answer["status"], "unavailable", "{answer}");
        assert!(answer["parcel"].is_null());
        assert_eq!(
            answer["message"],
            "The parcel records for this area did not answer, so your lot is drawn as a rectangle. Drag its corners to match your lot, or try again later."
        );
        assert!(started.elapsed() < Duration::from_millis(TIMEOUT_MS * 3), "the homeowner is not kept waiting");
    }
    // Failures are not remembered: once the service is back, the parcel is found.
    county_service.set(Mode::Good);
    assert_eq!(lookup(&server, HOME).await["status"], "found");
}

async fn an_ogc_city_service_answers_before_its_county(engine: Engine) {
    let (server, admin) = server(engine).await;
    let (county, city) = places(&server, &admin).await;
    let (county_url, county_service) = stand_in("TC-").await;
    let (city_url, city_service) = stand_in("AUS-").await;
    server.graphql_as(Some(&admin), CREATE, arcgis_input("Travis CAD parcels", &county_url, &county)).await;
    let county_asked = county_service.requests();
    let city_input = json!({ "input": { "name": "Austin parcels", "protocol": "OGC", "url": format!("{city_url}/ogc/"),
        "collection": "parcels", "apnField": "PROP_ID", "zoningField": "ZONING_ZTYPE", "areaId": city } });
    let created = server.graphql_as(Some(&admin), CREATE, city_input.clone()).await;
    assert_eq!(created["data"]["createParcelSource"]["areaLevel"], "city", "{created}");

    let found = lookup(&server, HOME).await;
    assert_eq!(found["parcel"]["apn"], "AUS-EX-05-03", "the city is the more specific area: {found}");
    assert_eq!(found["parcel"]["situsAddress"], "", "the city's source maps no situs field");
    assert_eq!(county_service.requests(), county_asked, "the county was not asked");
    assert!(city_service.requests() > 0);

    // The city's service is down: the county's answers.
    city_service.set(Mode::Failing);
    let fallback = lookup(&server, offset(60.0, 0.0)).await;
    assert_eq!(fallback["parcel"]["apn"], "TC-EX-05-04", "{fallback}");

    // Changing a source forgets its answers: the next lookup asks the service again.
    city_service.set(Mode::Good);
    let id = created["data"]["createParcelSource"]["id"].clone();
    let before = city_service.requests();
    let mut renamed = city_input;
    renamed["input"]["name"] = json!("City of Austin parcels");
    let updated = server.graphql_as(Some(&admin), UPDATE, json!({ "id": id, "input": renamed["input"] })).await;
    assert_eq!(updated["data"]["updateParcelSource"]["name"], "City of Austin parcels", "{updated}");
    let again = lookup(&server, HOME).await;
    assert_eq!(again["sourceName"], "City of Austin parcels");
    assert!(city_service.requests() > before + 1, "asked anew (the extent, then the parcel)");
}

async fn admins_alone_configure_sources_and_each_bad_field_is_named(engine: Engine) {
    let (server, admin) = server(engine).await;
    let (county, _) = places(&server, &admin).await;
    let (url, _) = stand_in("TC-").await;
    let user = server.sign_in_as(Role::User).await;
    let refused = server.graphql_as(Some(&user), CREATE, arcgis_input("Mine", &url, &county)).await;
    assert_eq!(refused["errors"][0]["extensions"]["code"], "FORBIDDEN", "{refused}");
    let listed = server.graphql_as(Some(&user), "{ parcelSources { id } }", json!({})).await;
    assert_eq!(listed["errors"][0]["extensions"]["code"], "FORBIDDEN");

    let message = |answer: &Value| answer["errors"][0]["message"].as_str().unwrap_or("").to_owned();
    let mut bad = arcgis_input("Travis CAD parcels", &url, &county);
    bad["input"]["url"] = json!(format!("{url}/arcgis/rest/services/Parcels/FeatureServer"));
    let answer = server.graphql_as(Some(&admin), CREATE, bad).await;
    assert_eq!(message(&answer), "URL: enter the layer's address, ending in its number (…/FeatureServer/0).");
    let mut nowhere = arcgis_input("Travis CAD parcels", "http://127.0.0.1:9", &county);
    nowhere["input"]["apnField"] = json!("PROP_ID");
    let answer = server.graphql_as(Some(&admin), CREATE, nowhere).await;
    assert!(message(&answer).starts_with("URL: the service did not tell the area it covers"), "{answer}");
    let mut no_apn = arcgis_input("Travis CAD parcels", &url, &county);
    no_apn["input"]["apnField"] = json!(" ");
    let answer = server.graphql_as(Some(&admin), CREATE, no_apn).await;
    assert!(message(&answer).starts_with("Parcel number field:"), "{answer}");
    let plans_directory = server
        .graphql_as(
            Some(&admin),
            DIRECTORY,
            json!({ "input": { "name": "Styles", "slug": "styles", "values": [{ "name": "Ranch" }] } }),
        )
        .await;
    assert!(plans_directory["errors"].is_null());
    let style = server.graphql(VALUES, json!({ "slug": "styles" })).await["data"]["directory"]["values"]["items"][0]
        ["id"]
        .clone();
    let answer = server.graphql_as(Some(&admin), CREATE, arcgis_input("Styles", &url, style.as_str().unwrap())).await;
    assert_eq!(message(&answer), "Area: choose a state, county or city of the places directories.");
    let listed = server.graphql_as(Some(&admin), "{ parcelSources { id } }", json!({})).await;
    assert_eq!(listed["data"]["parcelSources"], json!([]), "nothing was stored");

    // The admin's check of a source at a point.
    let created = server.graphql_as(Some(&admin), CREATE, arcgis_input("Travis CAD parcels", &url, &county)).await;
    let id = created["data"]["createParcelSource"]["id"].clone();
    let tried = server
        .graphql_as(
            Some(&admin),
            "mutation($id: ID!, $lon: Float!, $lat: Float!) { tryParcelSource(id: $id, lon: $lon, lat: $lat) { status apn zoning cornerCount } }",
            json!({ "id": id, "lon": HOME.0, "lat": HOME.1 }),
        )
        .await;
    assert_eq!(
        tried["data"]["tryParcelSource"],
        json!({ "status": "found", "apn": "TC-EX-05-03", "zoning": "SF-3 (example)", "cornerCount": 4 })
    );
    let deleted = server
        .graphql_as(Some(&admin), "mutation($id: ID!) { deleteParcelSource(id: $id) }", json!({ "id": id }))
        .await;
    assert_eq!(deleted["data"]["deleteParcelSource"], true);
    assert_eq!(lookup(&server, HOME).await["status"], "uncovered");
}

storage_tests!(
    an_arcgis_county_service_gives_the_parcel_its_lines_and_caches_it_for_every_instance,
    a_slow_failing_or_malformed_source_leaves_the_drawn_lot_with_a_clear_word,
    an_ogc_city_service_answers_before_its_county,
    admins_alone_configure_sources_and_each_bad_field_is_named
);
