//! Importing a county's parcel file into a store source: uploaded in the back office and run by
//! the job queue, or run from the command line; left and resumed; a file that is not GeoJSON
//! takes back what it stored. The files are made-up example data: the demo's parcel fabric.

use crate::common;
use crate::parcel_sources::{lookup, places, CREATE, HOME};

use api::domain::accounts::Role;
use api::domain::parcels::{demo_fabric, imports::RunEnd, Parcel};
use common::{Engine, TestServer};
use serde_json::{json, Value};

const SOURCE: &str = "query($id: ID!) { parcelSource(id: $id) { extent { west east }
  imports { id state fileName parcelsStored featuresRead featuresSkipped percent message fromCommandLine } } }";

/// A county file of the fabric's parcels (`blocks` × `blocks` blocks), their zoning `zoning`,
/// with one feature that cannot be a lot (a bow tie) at the end.
fn county_file(blocks: i32, zoning: &str) -> String {
    let mut features: Vec<Value> = demo_fabric::fabric(blocks)
        .iter()
        .map(|parcel: &Parcel| {
            json!({ "type": "Feature", "properties": { "PROP_ID": parcel.apn, "SITUS": parcel.situs_address, "ZONING": zoning },
                    "geometry": parcel.geojson_polygon() })
        })
        .collect();
    let (x, y) = (-97.80, 30.20);
    features.push(json!({ "type": "Feature", "properties": { "PROP_ID": "BOWTIE" }, "geometry": { "type": "Polygon",
        "coordinates": [[[x, y], [x + 0.001, y + 0.001], [x, y + 0.001], [x + 0.001, y], [x, y]]] } }));
    json!({ "type": "FeatureCollection", "name": "parcels (example data)", "features": features }).to_string()
}

/// A store source for Travis County, mapped to the file's fields; its id.
async fn store_source(server: &TestServer, admin: &str) -> String {
    let (county, _) = places(server, admin).await;
    let created = server
        .graphql_as(
            Some(admin),
            CREATE,
            json!({ "input": { "name": "Travis County parcels (imported)", "protocol": "STORE", "apnField": "PROP_ID",
                               "situsField": "SITUS", "zoningField": "ZONING", "areaId": county } }),
        )
        .await;
    assert_eq!(created["data"]["createParcelSource"]["extent"], Value::Null, "no parcels yet: {created}");
    created["data"]["createParcelSource"]["id"].as_str().unwrap().to_owned()
}

async fn upload(server: &TestServer, session: &str, source: &str, body: &str) -> (u16, Value) {
    let response = server
        .client
        .post(server.url(&format!("/api/parcel-sources/{source}/imports?fileName=travis-parcels.geojson")))
        .header("cookie", format!("session={session}"))
        .header("content-type", "application/octet-stream")
        .body(body.to_owned())
        .send()
        .await
        .unwrap();
    (response.status().as_u16(), response.json().await.unwrap_or(Value::Null))
}

async fn imports_of(server: &TestServer, admin: &str, source: &str) -> Value {
    let answer = server.graphql_as(Some(admin), SOURCE, json!({ "id": source })).await;
    answer["data"]["parcelSource"].clone()
}

async fn an_uploaded_county_file_is_imported_by_the_queue_and_replaces_the_last(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let source = store_source(&server, &admin).await;

    let user = server.sign_in_as(Role::User).await;
    assert_eq!(upload(&server, &user, &source, &county_file(3, "SF-3")).await.0, 403, "admins only");

    let (status, started) = upload(&server, &admin, &source, &county_file(3, "SF-3")).await;
    assert_eq!(status, 202, "{started}");
    assert_eq!(started["state"], "queued");
    assert_eq!(started["fileName"], "travis-parcels.geojson");
    server.settle_jobs().await;

    let after = imports_of(&server, &admin, &source).await;
    let import = &after["imports"][0];
    assert_eq!(import["state"], "done", "{after}");
    assert_eq!((import["parcelsStored"].as_i64(), import["featuresSkipped"].as_i64()), (Some(90), Some(1)));
    assert_eq!(import["percent"], 100.0);
    assert_eq!(import["message"], "90 parcels stored from 91 features; 1 feature had no polygon that can be a lot.");
    assert_eq!(import["fromCommandLine"], false);
    assert!(after["extent"]["west"].as_f64().unwrap() < HOME.0, "the extent is the parcels' box: {after}");

    let found = lookup(&server, HOME).await;
    assert_eq!(found["status"], "found", "{found}");
    assert_eq!((found["parcel"]["apn"].as_str(), found["parcel"]["zoning"].as_str()), (Some("EX-05-03"), Some("SF-3")));
    assert_eq!(found["parcel"]["lineKinds"], json!(["side", "rear", "side", "front"]), "neighbours from the store");

    // The county's next file (rezoned) replaces the parcels of the last.
    let (status, _) = upload(&server, &admin, &source, &county_file(3, "SF-4")).await;
    assert_eq!(status, 202);
    server.settle_jobs().await;
    assert_eq!(lookup(&server, HOME).await["parcel"]["zoning"], "SF-4");
    let store = server.state.store.clone();
    let count = server.on_server_runtime(async move { store.parcels().count(&source).await.unwrap() }).await;
    assert_eq!(count, 90, "no parcel of the first import is left");

    // The uploaded file is the import's, not the public's.
    let files = server.client.get(server.url("/media/parcel-imports/x.geojson")).send().await.unwrap();
    assert_eq!(files.status(), 404);
}

async fn a_file_that_is_not_geojson_is_refused_or_fails_with_its_reason(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let source = store_source(&server, &admin).await;

    let (status, refused) = upload(&server, &admin, &source, "PK\u{3}\u{4} a zip").await;
    assert_eq!(
        (status, refused["message"].as_str()),
        (422, Some("The file is not GeoJSON: a FeatureCollection begins with '{'."))
    );

    // Cut off in its middle: the parcels it stored are taken back.
    let whole = county_file(3, "SF-3");
    let (status, _) = upload(&server, &admin, &source, &whole[..whole.len() / 2]).await;
    assert_eq!(status, 202);
    server.settle_jobs().await;
    let import = imports_of(&server, &admin, &source).await["imports"][0].clone();
    assert_eq!(import["state"], "failed");
    assert!(
        import["message"].as_str().unwrap().starts_with("The file is not a GeoJSON FeatureCollection:"),
        "{import}"
    );
    assert_eq!(lookup(&server, HOME).await["status"], "none", "nothing of it is left to find");
}

async fn a_command_line_import_left_midway_resumes_where_it_stopped(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let source = store_source(&server, &admin).await;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("travis-parcels.geojson");
    // 15 × 15 blocks: 2,250 parcels and the bow tie, three batches of features.
    std::fs::write(&path, county_file(15, "SF-3")).unwrap();

    // Interrupted (Ctrl-C) after the first batch.
    let state = server.state.clone();
    let (source_id, file) = (source.clone(), path.clone());
    let (first, end) = server
        .on_server_runtime(async move {
            let mut batches = 0;
            state
                .services
                .parcels
                .import_file(&source_id, &file, |_| {
                    batches += 1;
                    batches < 1
                })
                .await
                .unwrap()
        })
        .await;
    assert_eq!(end, RunEnd::Paused);
    assert_eq!((first.features_read, first.parcels_stored), (1_000, 1_000));
    let listed = imports_of(&server, &admin, &source).await["imports"][0].clone();
    assert_eq!((listed["state"].as_str(), listed["fromCommandLine"].as_bool()), (Some("paused"), Some(true)));
    let resume = server
        .graphql_as(
            Some(&admin),
            "mutation($id: ID!) { resumeParcelImport(id: $id) { state } }",
            json!({ "id": listed["id"] }),
        )
        .await;
    assert_eq!(
        resume["errors"][0]["message"],
        "This import runs from the command line: run the same command again to resume it."
    );

    // The same command again: the same import goes on after the features it stored.
    let state = server.state.clone();
    let (source_id, file) = (source.clone(), path.clone());
    let (second, end) = server
        .on_server_runtime(
            async move { state.services.parcels.import_file(&source_id, &file, |_| true).await.unwrap() },
        )
        .await;
    assert_eq!(end, RunEnd::Done);
    assert_eq!(second.id, first.id);
    // 15 × 15 blocks of 10 lots, and the bow tie skipped.
    assert_eq!((second.features_read, second.parcels_stored, second.features_skipped), (2_251, 2_250, 1));
    let store = server.state.store.clone();
    let count = server.on_server_runtime(async move { store.parcels().count(&source).await.unwrap() }).await;
    assert_eq!(count, 2_250, "no parcel stored twice");
    assert_eq!(lookup(&server, HOME).await["parcel"]["apn"], "EX-113-03");
}

async fn an_admin_pauses_and_resumes_an_uploaded_import(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let source = store_source(&server, &admin).await;
    let (_, started) = upload(&server, &admin, &source, &county_file(3, "SF-3")).await;
    let id = started["id"].clone();
    server.settle_jobs().await;
    let pause = "mutation($id: ID!) { pauseParcelImport(id: $id) { state } }";
    let done = server.graphql_as(Some(&admin), pause, json!({ "id": id })).await;
    assert_eq!(done["errors"][0]["message"], "Only a queued or running import can be paused.");
    assert_eq!(done["errors"][0]["extensions"]["code"], "CONFLICT");

    // Paused before the queue reached it (as between two batches), then resumed.
    let store = server.state.store.clone();
    let import_id = id.as_str().unwrap().to_owned();
    server
        .on_server_runtime(async move {
            let parcels = store.parcels();
            let import = parcels.import(&import_id).await.unwrap().unwrap();
            let paused = api::domain::parcels::imports::ImportState::Paused;
            let again = api::domain::parcels::imports::ParcelImport {
                id: format!("{import_id}-again"),
                state: paused,
                message: String::new(),
                features_read: 0,
                parcels_stored: 0,
                ..import
            };
            parcels.insert_import(&again).await.unwrap();
        })
        .await;
    let again = format!("{}-again", id.as_str().unwrap());
    let resumed = server
        .graphql_as(
            Some(&admin),
            "mutation($id: ID!) { resumeParcelImport(id: $id) { state } }",
            json!({ "id": again }),
        )
        .await;
    // Queued, or already claimed by the queue's worker by the time the answer is read.
    let state = resumed["data"]["resumeParcelImport"]["state"].as_str().unwrap_or_default();
    assert!(["queued", "running", "done"].contains(&state), "{resumed}");
    server.settle_jobs().await;
    let imports = imports_of(&server, &admin, &source).await["imports"].clone();
    let again = imports.as_array().unwrap().iter().find(|i| i["id"] == again).unwrap().clone();
    assert_eq!((again["state"].as_str(), again["parcelsStored"].as_i64()), (Some("done"), Some(90)));
}

storage_tests!(
    an_uploaded_county_file_is_imported_by_the_queue_and_replaces_the_last,
    a_file_that_is_not_geojson_is_refused_or_fails_with_its_reason,
    a_command_line_import_left_midway_resumes_where_it_stopped,
    an_admin_pauses_and_resumes_an_uploaded_import
);
