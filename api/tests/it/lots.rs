//! A lot read from a file (`POST /api/lots/from-file`): survey and GIS files of one made-up lot
//! (fixtures/lots/, example data) give the same corners; bad files say why, and change nothing.

use crate::common;

use api::domain::accounts::Role;
use common::{shared, Engine, TestServer};
use reqwest::{multipart, StatusCode};
use serde_json::{json, Value};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/it/fixtures/lots");

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(format!("{FIXTURES}/{name}")).unwrap()
}

/// Posts `bytes` as the file `name`, with `system` as the form's coordinate system.
async fn read_lot(server: &TestServer, name: &str, bytes: Vec<u8>, system: Option<&str>) -> (StatusCode, Value) {
    let mut form = multipart::Form::new().part("file", multipart::Part::bytes(bytes).file_name(name.to_owned()));
    if let Some(system) = system {
        form = form.text("coordinateSystem", system.to_owned());
    }
    server.post_form("/api/lots/from-file", None, form).await
}

/// Feet between two `[lon, lat]` positions.
fn feet_apart(a: &Value, b: &Value) -> f64 {
    let (a, b) = ((a[0].as_f64().unwrap(), a[1].as_f64().unwrap()), (b[0].as_f64().unwrap(), b[1].as_f64().unwrap()));
    let local = geom_wasm::LocalProjection::new(a.0, a.1).to_local(b.0, b.1);
    local.x.hypot(local.y)
}

async fn a_survey_and_gis_files_of_one_lot_give_the_same_lot(engine: Engine) {
    let server = shared(engine).unwrap();
    let (status, geojson) = read_lot(server, "lot-7.geojson", fixture("lot-7-texas-central.geojson"), None).await;
    assert_eq!(status, 200, "{geojson}");
    assert_eq!(geojson["format"], "GeoJSON");
    assert_eq!(geojson["coordinateSystem"], json!({ "code": "EPSG:2277", "name": "NAD83 / Texas Central (ftUS)" }));
    assert_eq!(geojson["outlines"], 2, "the lot and the house: the larger is the lot");
    let (status, kml) = read_lot(server, "lot-7.kml", fixture("lot-7.kml"), None).await;
    assert_eq!(status, 200, "{kml}");
    // A drawing names no system: the person loading it does.
    let (status, dxf) = read_lot(server, "lot-7.dxf", fixture("lot-7-texas-central.dxf"), Some("EPSG:2277")).await;
    assert_eq!(status, 200, "{dxf}");
    assert_eq!(dxf["format"], "DXF");

    let corners = |lot: &Value| lot["corners"].as_array().unwrap().clone();
    for other in [&kml, &dxf] {
        assert_eq!(corners(other).len(), 5);
        for (a, b) in corners(&geojson).iter().zip(corners(other).iter()) {
            let apart = feet_apart(a, b);
            assert!(apart < 0.01, "{} corner {a} and {b} lie {apart} ft apart", other["format"]);
        }
    }
    // 65 × 130 ft less a corner cut 12.75 × 11.5 ft: 8,376.7 sq ft on the State Plane grid, a
    // little more on the ground, where the zone's scale factor is under 1: 8,377.36 sq ft is the
    // geodesic area on GRS80 (pyproj's `Geod.polygon_area_perimeter` of the KML's corners).
    for lot in [&geojson, &kml, &dxf] {
        let area = lot["areaSqFt"].as_f64().unwrap();
        assert!((area - 8_377.36).abs() < 0.5, "{} {area}", lot["format"]);
    }
}

async fn a_file_that_holds_no_lot_says_why_and_changes_nothing(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    let update = "mutation($input: MapSessionUpdate!) { mapSessionUpdate(input: $input) { mapData } }";
    let map = json!({ "lot": { "corners": [[-97.7405, 30.2745], [-97.7403, 30.2745], [-97.7403, 30.2748]] } });
    server.graphql_as(Some(&user), update, json!({ "input": { "mapData": map } })).await;

    let geojson = |geometry: Value| {
        serde_json::to_vec(&json!({ "type": "Feature", "properties": {}, "geometry": geometry })).unwrap()
    };
    let bow_tie = b"<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>-97.7405,30.2745 -97.7403,30.2748 -97.7403,30.2745 -97.7405,30.2748 -97.7405,30.2745</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></kml>".to_vec();
    let circle: Vec<Value> = (0..=250)
        .map(|i| {
            let angle = f64::from(i % 250) / 250.0 * std::f64::consts::TAU;
            json!([-97.7404 + 0.0005 * angle.cos(), 30.2747 + 0.0005 * angle.sin()])
        })
        .collect();
    let mut unknown = serde_json::from_slice::<Value>(&fixture("lot-7-texas-central.geojson")).unwrap();
    unknown["crs"]["properties"]["name"] = json!("urn:ogc:def:crs:EPSG::27700");
    let cases: Vec<(&str, Vec<u8>, Option<&str>, &str)> = vec![
        (
            "open.geojson",
            geojson(
                json!({ "type": "LineString", "coordinates": [[-97.7405, 30.2745], [-97.7403, 30.2745], [-97.7403, 30.2748]] }),
            ),
            None,
            "The file holds no closed outline (a polygon, or a polyline that ends where it starts).",
        ),
        ("bow-tie.kml", bow_tie, None, "The lot's outline crosses itself."),
        (
            "county.geojson",
            geojson(
                json!({ "type": "Polygon", "coordinates": [[[-97.80, 30.20], [-97.70, 30.20], [-97.70, 30.30], [-97.80, 30.20]]] }),
            ),
            None,
            " acres; a lot may be at most 40 acres.",
        ),
        (
            "traced.geojson",
            geojson(json!({ "type": "Polygon", "coordinates": [circle] })),
            None,
            "The lot's outline has 250 corners; a lot may have at most 200.",
        ),
        (
            "lot-7-british.geojson",
            serde_json::to_vec(&unknown).unwrap(),
            None,
            "The file's coordinate system \"urn:ogc:def:crs:EPSG::27700\" is not one we read.",
        ),
        (
            "lot-7.dxf",
            fixture("lot-7-texas-central.dxf"),
            None,
            "The file does not say which coordinate system it was drawn in",
        ),
        (
            "lot-7.dxf",
            fixture("lot-7-texas-central.dxf"),
            Some("EPSG:9999"),
            "\"EPSG:9999\" is not a coordinate system we read.",
        ),
        (
            "lot-7.shp",
            b"\x00\x00\x27\x0a".to_vec(),
            None,
            "Load a GeoJSON (.geojson, .json), KML (.kml) or DXF (.dxf) file; \"lot-7.shp\" is none of these.",
        ),
        (
            "lot.geojson",
            b"{\"type\": \"Polygon\", \"coordinates\": [[[0, \"a\"]]]}".to_vec(),
            None,
            "The GeoJSON file could not be read: a position is not two numbers: [0,\"a\"].",
        ),
    ];
    for (name, bytes, system, message) in cases {
        let (status, body) = read_lot(&server, name, bytes, system).await;
        assert_eq!(status, 422, "{name}: {body}");
        let said = body["message"].as_str().unwrap();
        assert!(said.contains(message), "{name}: {said}");
    }

    let get = "query { mapSession { mapData } }";
    let stored = server.graphql_as(Some(&user), get, json!({})).await;
    assert_eq!(stored["data"]["mapSession"]["mapData"], map, "the saved map is as it was");
}

async fn the_coordinate_systems_offered_name_themselves(engine: Engine) {
    let server = shared(engine).unwrap();
    let systems: Value =
        server.client.get(server.url("/api/lots/coordinate-systems")).send().await.unwrap().json().await.unwrap();
    let systems = systems.as_array().unwrap();
    assert!(systems.contains(&json!({ "code": "EPSG:2277", "name": "NAD83 / Texas Central (ftUS)" })));
    assert!(systems.contains(&json!({ "code": "EPSG:32614", "name": "WGS 84 / UTM zone 14N" })));
    assert!(systems.contains(&json!({ "code": "EPSG:2269", "name": "NAD83 / Oregon North (ft)" })));
}

storage_tests!(
    a_survey_and_gis_files_of_one_lot_give_the_same_lot,
    a_file_that_holds_no_lot_says_why_and_changes_nothing,
    the_coordinate_systems_offered_name_themselves,
);
