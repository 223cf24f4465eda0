//! The parcel at a point (`GET /api/parcels`), from the parcel store: the demo's made-up fabric
//! (example data) around 1100 Congress Ave, Austin.

use crate::common;

use common::{Engine, TestServer};
use serde_json::Value;

/// The demo address, in the middle of lot 3 of the fabric's middle block.
const HOME: (f64, f64) = (-97.7404, 30.2747);

async fn with_fabric(engine: Engine) -> TestServer {
    let server = TestServer::start(engine, false).await.unwrap();
    let store = server.state.store.clone();
    let seeded =
        server.on_server_runtime(async move { api::domain::parcels::demo_fabric::seed_if_empty(&store).await });
    assert!(seeded.await.unwrap(), "a fresh database has no parcels");
    server
}

async fn parcels_at(server: &TestServer, lon: f64, lat: f64) -> (u16, Value) {
    let response = server.client.get(server.url(&format!("/api/parcels?lon={lon}&lat={lat}"))).send().await.unwrap();
    (response.status().as_u16(), response.json().await.unwrap())
}

async fn the_parcel_at_the_address_is_found_and_a_street_has_none(engine: Engine) {
    let server = with_fabric(engine).await;
    let (status, found) = parcels_at(&server, HOME.0, HOME.1).await;
    assert_eq!((status, &found["status"]), (200, &Value::from("found")), "{found}");
    assert_eq!(found["sourceName"], "Example parcels around the demo address (made-up data)");
    let parcel = &found["parcel"];
    assert_eq!(parcel["apn"], "EX-25-03");
    assert_eq!(parcel["zoning"], "SF-3 (example)");
    assert_eq!(parcel["corners"].as_array().unwrap().len(), 4);
    assert!((parcel["areaSqFt"].as_f64().unwrap() - 7_200.0).abs() < 0.5);
    assert_eq!(parcel["lineKinds"], serde_json::json!(["side", "rear", "side", "front"]));

    // 100 ft south of the address: the street in front of the lot, where no parcel is.
    let street = geom_wasm::LocalProjection::new(HOME.0, HOME.1).to_lon_lat(geo_types::Coord { x: 0.0, y: -100.0 });
    let (status, none) = parcels_at(&server, street.x, street.y).await;
    assert_eq!((status, &none["status"]), (200, &Value::from("none")), "{none}");
    assert!(none["parcel"].is_null());
    // Far from any stored parcel, where no source reaches.
    let (_, none) = parcels_at(&server, -122.4194, 37.7749).await;
    assert_eq!(none["status"], "uncovered");

    // The next lot east, across the line they share: its own parcel.
    let east = geom_wasm::LocalProjection::new(HOME.0, HOME.1).to_lon_lat(geo_types::Coord { x: 45.0, y: 0.0 });
    let (_, next) = parcels_at(&server, east.x, east.y).await;
    assert_eq!(next["parcel"]["apn"], "EX-25-04");

    // A second seeding finds the fabric there and stores nothing.
    let store = server.state.store.clone();
    let again = server.on_server_runtime(async move { api::domain::parcels::demo_fabric::seed_if_empty(&store).await });
    assert!(!again.await.unwrap());
}

async fn a_point_off_the_globe_is_refused(engine: Engine) {
    let server = with_fabric(engine).await;
    let response = server.client.get(server.url("/api/parcels?lon=-200&lat=30")).send().await.unwrap();
    assert_eq!(response.status(), 400);
}

async fn one_address_may_look_up_300_points_in_15_minutes(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    for i in 0..300 {
        let (status, _) = parcels_at(&server, -100.0 + f64::from(i) * 0.001, 40.0).await;
        assert_eq!(status, 200);
    }
    let (status, refused) = parcels_at(&server, -99.0, 40.0).await;
    assert_eq!(status, 429, "{refused}");
    assert!(refused["message"].as_str().unwrap().starts_with("Too many attempts. Please try again in"));
}

storage_tests!(
    the_parcel_at_the_address_is_found_and_a_street_has_none,
    a_point_off_the_globe_is_refused,
    one_address_may_look_up_300_points_in_15_minutes
);
