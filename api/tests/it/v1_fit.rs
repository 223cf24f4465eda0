//! The fit check on the server (`/api/v1/fit-check`, `/api/v1/fits`): the same answer as the
//! geometry crate's own for the same input, the rule behind each figure, the parcel found at a
//! point, and a 422 naming the problem for each input that cannot be a lot.

use crate::common;

use api::domain::accounts::Role;
use api::domain::rules::{Place, RuleSetRecord};
use common::{Engine, TestServer};
use geo_types::Coord;
use geom_wasm::engine::Engine as Geometry;
use geom_wasm::rules::{Building, BuildingKind};
use geom_wasm::{LineKind, LocalProjection};
use serde_json::{json, Value};

/// The lot's first corner, in Pleasanton, CA (example coordinates on a made-up lot).
const ORIGIN: (f64, f64) = (-121.8747, 37.6624);

fn lon_lat(x: f64, y: f64) -> [f64; 2] {
    let c = LocalProjection::new(ORIGIN.0, ORIGIN.1).to_lon_lat(Coord { x, y });
    [c.x, c.y]
}

/// A closed GeoJSON Polygon of local-feet corners.
fn polygon(points: &[(f64, f64)]) -> Value {
    let mut ring: Vec<[f64; 2]> = points.iter().map(|&(x, y)| lon_lat(x, y)).collect();
    ring.push(ring[0]);
    json!({ "type": "Polygon", "coordinates": [ring] })
}

const LOT: [(f64, f64); 4] = [(0.0, 0.0), (60.0, 0.0), (60.0, 120.0), (0.0, 120.0)];
const HOUSE: [(f64, f64); 4] = [(10.0, 20.0), (50.0, 20.0), (50.0, 55.0), (10.0, 55.0)];

/// The catalogue's smallest home: its id and meta.
async fn small_house(server: &TestServer) -> (String, Value) {
    let plans = server
        .graphql(
            "{ plans(filters: { pageSize: 100 }) { items { id meta { type totalArea width length bedroomCount height } } } }",
            json!({}),
        )
        .await;
    let size = |p: &&Value| p["meta"]["width"].as_f64().unwrap() * p["meta"]["length"].as_f64().unwrap();
    let item = plans["data"]["plans"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["meta"]["type"] == "HOUSE")
        .min_by(|a, b| size(a).total_cmp(&size(b)))
        .expect("a home in the catalogue")
        .clone();
    (item["id"].as_str().unwrap().to_owned(), item["meta"].clone())
}

async fn key(server: &TestServer) -> String {
    let admin = server.sign_in_as(Role::Admin).await;
    let created = server
        .graphql_as(
            Some(&admin),
            "mutation { createApiKey(input: { name: \"Tests\", perMinute: 10000 }) { secret } }",
            json!({}),
        )
        .await;
    created["data"]["createApiKey"]["secret"].as_str().unwrap().to_owned()
}

async fn post(server: &TestServer, key: &str, path: &str, body: &Value) -> (u16, Value) {
    let response = server.client.post(server.url(path)).bearer_auth(key).json(body).send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// A request for the plan at local `(x, y)` on the Pleasanton lot with its house.
fn request(plan: &str, (x, y): (f64, f64), angle: f64) -> Value {
    let [lon, lat] = lon_lat(x, y);
    json!({
        "lot": { "outline": polygon(&LOT) },
        "lineKinds": ["front", "side", "rear", "side"],
        "structures": [{ "name": "Main house", "kind": "house", "footprint": polygon(&HOUSE), "separationFt": 6 }],
        "place": { "state": "CA", "county": "Alameda County", "city": "Pleasanton" },
        "planId": plan,
        "position": { "lon": lon, "lat": lat, "angleDeg": angle },
    })
}

/// The geometry crate's own engine for the same lot, rules and plan.
async fn geometry(server: &TestServer, meta: &Value) -> Geometry {
    let flat = |points: &[(f64, f64)]| points.iter().flat_map(|&(x, y)| lon_lat(x, y)).collect::<Vec<f64>>();
    let kinds = [LineKind::Front, LineKind::Side, LineKind::Rear, LineKind::Side].map(LineKind::code);
    let mut engine =
        Geometry::new(&flat(&LOT), &[4.0; 4], &kinds, &flat(&HOUSE), &[4], &[6.0], vec!["Main house".into()]).unwrap();
    let services = server.state.services.clone();
    let place = Place { state: "CA".into(), county: "Alameda County".into(), city: "Pleasanton".into() };
    let sets = server.on_server_runtime(async move { services.rule_sets.for_place(&place).await.unwrap() }).await;
    assert!(!sets.is_empty(), "the demo holds Pleasanton's example rules");
    engine.set_rules(sets.iter().map(RuleSetRecord::to_geometry).collect(), "").unwrap();
    engine.set_building(Building {
        kind: BuildingKind::Adu,
        living_area_sqft: meta["totalArea"].as_f64().unwrap(),
        bedrooms: meta["bedroomCount"].as_u64().unwrap() as u32,
        height_ft: meta["height"].as_f64(),
    });
    engine
}

async fn the_answer_is_the_geometry_crates_with_the_rule_behind_each_figure(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let key = key(&server).await;
    let (plan, meta) = small_house(&server).await;
    let (width, length) = (meta["width"].as_f64().unwrap(), meta["length"].as_f64().unwrap());
    let own = geometry(&server, &meta).await;
    // Behind the house, then pushed past the east line: one clear, one broken.
    for (at, angle) in [((30.0, 90.0), 0.0), ((55.0, 90.0), 12.5)] {
        let (status, answer) = post(&server, &key, "/api/v1/fit-check", &request(&plan, at, angle)).await;
        assert_eq!(status, 200, "{answer}");
        let [lon, lat] = lon_lat(at.0, at.1);
        let report = own.check(lon, lat, angle, width, length, false);
        assert_eq!(answer["status"], report.status.as_str(), "{answer}");
        assert_eq!(answer["insideLot"], report.inside_lot);
        assert_eq!(answer["coveragePct"].as_f64().unwrap(), report.coverage_pct);
        assert_eq!(answer["verdict"], report.verdict);
        assert_eq!(answer["building"], "adu", "a home beside the house is an ADU");
        let violations: Vec<String> = serde_json::from_value(answer["violations"].clone()).unwrap();
        assert_eq!(violations, report.violations);
        for (i, edge) in answer["edges"].as_array().unwrap().iter().enumerate() {
            assert_eq!(edge["distanceFt"].as_f64().unwrap(), report.edge_distances_ft[i]);
            assert_eq!(edge["setbackFt"].as_f64().unwrap(), report.edge_setbacks_ft[i]);
            assert_eq!(edge["status"], report.edge_statuses[i].as_str());
            if i == 0 {
                // Pleasanton's ADU rules set no front setback: the map's default holds, and says so.
                assert_eq!(edge["source"]["kind"], "default", "{edge}");
                continue;
            }
            // The local rule's side and rear setbacks, with their code section and link.
            assert_eq!(edge["source"]["kind"], "rule", "{edge}");
            assert!(edge["source"]["text"].as_str().unwrap().contains("Pleasanton"), "{edge}");
            assert_eq!(edge["source"]["area"], "Pleasanton, CA");
        }
        assert_eq!(answer["edges"][0]["kind"], "front");
        let structure = &answer["structures"][0];
        assert_eq!(structure["distanceFt"].as_f64().unwrap(), report.structures[0].distance_ft);
        assert_eq!(structure["name"], "Main house");
        let footprint = answer["footprint"]["coordinates"][0].as_array().unwrap();
        assert_eq!(footprint.len(), 5, "a closed ring");
        for (i, corner) in footprint[..4].iter().enumerate() {
            assert_eq!(corner[0].as_f64().unwrap(), report.footprint[2 * i]);
            assert_eq!(corner[1].as_f64().unwrap(), report.footprint[2 * i + 1]);
        }
        assert!(answer["rules"].as_array().unwrap().iter().all(|r| !r["citation"].as_str().unwrap().is_empty()));
        assert!(!answer["ruleSets"].as_array().unwrap().is_empty());
    }
}

async fn the_best_position_is_the_geometry_crates(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let key = key(&server).await;
    let (plan, meta) = small_house(&server).await;
    let own = geometry(&server, &meta).await;
    let mut body = request(&plan, (0.0, 0.0), 0.0);
    body.as_object_mut().unwrap().remove("position");
    body["best"] = json!(true);
    let (status, answer) = post(&server, &key, "/api/v1/fit-check", &body).await;
    assert_eq!(status, 200, "{answer}");
    let (width, length) = (meta["width"].as_f64().unwrap(), meta["length"].as_f64().unwrap());
    let [lon, lat, angle, slack] = own.best_placement(width, length, ORIGIN.0, ORIGIN.1).expect("it fits somewhere");
    assert_eq!(answer["position"], json!({ "lon": lon, "lat": lat, "angleDeg": angle }));
    assert_eq!(answer["slackFt"].as_f64().unwrap(), slack);
    assert_ne!(answer["status"], "violated", "{answer}");
}

async fn without_rules_the_setbacks_sent_hold_and_say_so(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let key = key(&server).await;
    let (plan, _) = small_house(&server).await;
    let mut body = request(&plan, (30.0, 90.0), 0.0);
    let object = body.as_object_mut().unwrap();
    object.remove("place");
    object.remove("lineKinds");
    object.insert("setbacksFt".into(), json!([20, 5, 10, 5]));
    object["structures"][0].as_object_mut().unwrap().remove("separationFt");
    let (status, answer) = post(&server, &key, "/api/v1/fit-check", &body).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["rules"], json!([]));
    assert_eq!(answer["edges"][2]["setbackFt"], 10.0);
    assert_eq!(
        answer["edges"][2]["source"],
        json!({ "kind": "request", "text": "setbacksFt[2]", "url": "", "area": "", "example": false })
    );
    assert_eq!(answer["edges"][2]["kind"], Value::Null, "the lines' kinds are unknown");
    assert_eq!(answer["structures"][0]["separationFt"], 6.0);
    assert_eq!(answer["structures"][0]["source"]["kind"], "default");
    assert!(answer["verdict"].as_str().unwrap().contains("fits the lot"), "{answer}");
}

async fn each_input_that_cannot_be_a_lot_is_refused_with_its_reason(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let key = key(&server).await;
    let (plan, _) = small_house(&server).await;
    let with = |change: &dyn Fn(&mut Value)| {
        let mut body = request(&plan, (30.0, 90.0), 0.0);
        change(&mut body);
        body
    };
    // A lot a mile square: 640 acres.
    let huge = polygon(&[(0.0, 0.0), (5280.0, 0.0), (5280.0, 5280.0), (0.0, 5280.0)]);
    let many: Vec<(f64, f64)> = (0..201)
        .map(|i| {
            let a = i as f64 / 201.0 * std::f64::consts::TAU;
            (100.0 * a.cos(), 100.0 * a.sin())
        })
        .collect();
    let cases: Vec<(Value, u16, &str)> = vec![
        (
            with(&|b| b["lot"] = json!({ "outline": { "type": "Point", "coordinates": [0, 0] } })),
            422,
            "lot.outline: a Point is not an outline; send a Polygon.",
        ),
        (with(&|b| b["lot"] = json!({ "outline": [1, 2, 3] })), 422, "lot.outline: not GeoJSON"),
        (
            with(&|b| {
                b["lot"] = json!({ "outline": polygon(&[(0.0, 0.0), (60.0, 120.0), (60.0, 0.0), (0.0, 120.0)]) })
            }),
            422,
            "lot: The lot's outline crosses itself.",
        ),
        (
            with(&|b| b["lot"] = json!({ "outline": huge })),
            422,
            "lot: The lot is 640.0 acres; a lot may be at most 40 acres.",
        ),
        (
            with(&|b| b["lot"] = json!({ "outline": polygon(&many) })),
            422,
            "lot: The lot's outline has 201 corners; a lot may have at most 200.",
        ),
        (with(&|b| b["lot"] = json!({})), 422, "lot: send exactly one of outline, point and address."),
        (
            with(&|b| b["setbacksFt"] = json!([1, 2])),
            422,
            "setbacksFt: one per lot edge — the lot has 4 edges, 2 setbacks were sent.",
        ),
        (with(&|b| b["setbackFt"] = json!(-1)), 422, "setbackFt: feet, from 0 to 1000."),
        (
            with(&|b| b["lineKinds"] = json!(["front"])),
            422,
            "lineKinds: one per lot edge — the lot has 4 edges, 1 kinds were sent.",
        ),
        (
            with(&|b| b["structures"] = json!(vec![b["structures"][0].clone(); 51])),
            422,
            "structures: at most 50 per lot, 51 were sent.",
        ),
        (
            with(&|b| {
                b["structures"][0]["footprint"] = json!({ "type": "Polygon", "coordinates": [[[0, 0], [1, 1]]] })
            }),
            422,
            "structures[0].footprint: 3 to 200 corners, 2 were sent.",
        ),
        (with(&|b| b["best"] = json!(true)), 422, "Send a position to check, or best: true — not both."),
        (
            with(&|b| {
                b.as_object_mut().unwrap().remove("position");
            }),
            422,
            "Send a position to check, or best: true to find one.",
        ),
        (
            with(&|b| b["position"]["lat"] = json!(123)),
            422,
            "position: a longitude from -180 to 180 and a latitude from -90 to 90.",
        ),
        (with(&|b| b["planId"] = json!("no-such-plan")), 404, "planId: no plan of the catalogue has this id."),
    ];
    for (body, status, said) in cases {
        let (got, answer) = post(&server, &key, "/api/v1/fit-check", &body).await;
        assert_eq!(got, status, "{said}: {answer}");
        let message = answer["message"].as_str().unwrap_or_default();
        assert!(message.starts_with(said), "expected {said:?}, got {message:?}");
    }
}

async fn a_point_finds_its_parcel_as_the_lot(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let store = server.state.store.clone();
    server
        .on_server_runtime(async move { api::domain::parcels::demo_fabric::seed_if_empty(&store).await })
        .await
        .unwrap();
    let key = key(&server).await;
    let (plan, _) = small_house(&server).await;
    // The demo's address, the middle of a lot of the made-up fabric around Austin, TX.
    let body = json!({ "lot": { "point": { "lon": -97.7404, "lat": 30.2747 } }, "setbackFt": 4,
                        "planId": plan, "best": true });
    let (status, answer) = post(&server, &key, "/api/v1/fit-check", &body).await;
    assert_eq!(status, 200, "{answer}");
    let parcel = &answer["lot"]["parcel"];
    assert!(parcel["situsAddress"].as_str().unwrap().contains("example data"), "{parcel}");
    assert!(!parcel["apn"].as_str().unwrap().is_empty());
    assert!((answer["lot"]["areaSqFt"].as_f64().unwrap() - 7200.0).abs() < 1.0, "a 60 × 120 ft lot");
    assert_eq!(answer["edges"].as_array().unwrap().len(), 4);
    assert!(answer["edges"][0]["kind"].is_string(), "the parcel's lines are named");

    let far = json!({ "lot": { "point": { "lon": -70.0, "lat": 44.0 } }, "planId": plan, "best": true });
    let (status, answer) = post(&server, &key, "/api/v1/fit-check", &far).await;
    assert_eq!(status, 422);
    assert_eq!(
        answer["message"],
        "lot: we hold no parcel records for this area; send the lot's outline as a GeoJSON Polygon."
    );
}

async fn fits_says_of_each_plan_of_a_page_what_a_best_position_search_finds(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let key = key(&server).await;
    let mut site = request("unused", (0.0, 0.0), 0.0);
    for field in ["planId", "position"] {
        site.as_object_mut().unwrap().remove(field);
    }
    let mut seen = (0, 0);
    for sort in ["smallest", "largest"] {
        let mut body = site.clone();
        body["catalogue"] = json!({ "type": "house", "sort": sort, "pageSize": 5 });
        let (status, answer) = post(&server, &key, "/api/v1/fits", &body).await;
        assert_eq!(status, 200, "{answer}");
        assert_eq!(answer["rulesArea"], "Pleasanton, CA");
        let items = answer["items"].as_array().unwrap();
        assert_eq!(items.len(), 5);
        for item in items {
            let mut best = site.clone();
            best["planId"] = item["plan"]["id"].clone();
            best["best"] = json!(true);
            let (status, found) = post(&server, &key, "/api/v1/fit-check", &best).await;
            let fits = item["fits"].as_bool().unwrap();
            assert_eq!(status == 200, fits, "{}: {found}", item["plan"]["title"]);
            if fits {
                seen.0 += 1
            } else {
                seen.1 += 1
            }
        }
    }
    assert!(seen.0 > 0 && seen.1 > 0, "the smallest homes fit behind the house, the largest do not: {seen:?}");
    let mut too_many = site.clone();
    too_many["catalogue"] = json!({ "pageSize": 51 });
    let (status, answer) = post(&server, &key, "/api/v1/fits", &too_many).await;
    assert_eq!(status, 400);
    assert!(answer["message"].as_str().unwrap().contains("pageSize"), "{answer}");
}

storage_tests!(
    fits_says_of_each_plan_of_a_page_what_a_best_position_search_finds,
    the_answer_is_the_geometry_crates_with_the_rule_behind_each_figure,
    the_best_position_is_the_geometry_crates,
    without_rules_the_setbacks_sent_hold_and_say_so,
    each_input_that_cannot_be_a_lot_is_refused_with_its_reason,
    a_point_finds_its_parcel_as_the_lot
);
