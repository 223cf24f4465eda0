//! Local rules: admins' rule sets refused with the field named, versioned on every change; a
//! placement saved in a seeded city held by the API to that city's rules and the state's limits,
//! keeping the versions it was held to; the API's check agrees with the geometry crate's.

use crate::common;

use api::domain::accounts::Role;
use common::{Engine, TestServer};
use geo_types::Coord;
use geom_wasm::engine::Engine as Geometry;
use geom_wasm::rules::{Building, BuildingKind, RuleSet as GeometryRuleSet};
use geom_wasm::LocalProjection;
use serde_json::{json, Value};

const SETS: &str = "{ ruleSets { id name area areaLevel zoning building example version geometryJson \
    rules { sideSetback { value citation url } } } }";
const UPDATE: &str = "mutation($id: ID!, $version: Int!, $input: RuleSetInput!) { \
    updateRuleSet(id: $id, version: $version, input: $input) { id version rules { sideSetback { value citation } } } }";
const CREATE: &str = "mutation($input: RuleSetInput!) { createRuleSet(input: $input) { id version } }";
const SAVE: &str = "mutation($input: MapResultInput!) { mapResultCreate(input: $input) { id fit { status violations \
    coveragePct rules { area building verdict ruleSets { id version area } \
    figures { figure label required actual unit minimum status citation url area example setAside } } } } }";
const READ: &str = "query($id: ID!) { mapResult(id: $id) { fit { rules { ruleSets { id version } \
    figures { figure required citation } } } } }";

/// The lot's first corner, in Pleasanton, CA (example coordinates on a made-up lot).
const ORIGIN: (f64, f64) = (-121.8747, 37.6624);

fn projection() -> LocalProjection {
    LocalProjection::new(ORIGIN.0, ORIGIN.1)
}

fn lon_lat(x: f64, y: f64) -> [f64; 2] {
    let c = projection().to_lon_lat(Coord { x, y });
    [c.x, c.y]
}

fn ring(points: &[(f64, f64)]) -> Vec<[f64; 2]> {
    points.iter().map(|&(x, y)| lon_lat(x, y)).collect()
}

/// A small one-storey house plan of the catalogue: `(id, width, length)`.
async fn small_house(server: &TestServer) -> (String, f64, f64) {
    let plans = server
        .graphql(
            "{ plans(filters: { pageSize: 100 }) { items { id meta { type totalArea width length } } } }",
            json!({}),
        )
        .await;
    let item = plans["data"]["plans"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| {
            let meta = &p["meta"];
            meta["type"] == "HOUSE"
                && meta["totalArea"].as_f64().unwrap() <= 800.0
                && meta["width"].as_f64().unwrap() <= 30.0
                && meta["length"].as_f64().unwrap() <= 36.0
        })
        .expect("a small house in the catalogue")
        .clone();
    let meta = &item["meta"];
    (item["id"].as_str().unwrap().to_owned(), meta["width"].as_f64().unwrap(), meta["length"].as_f64().unwrap())
}

/// A 60 × 120 ft lot in Pleasanton with its house; the plan `gap_ft` from the east side line and
/// 10 ft from the rear line.
fn map(width: f64, length: f64, gap_ft: f64) -> Value {
    let centre = lon_lat(60.0 - gap_ft - width / 2.0, 110.0 - length / 2.0);
    json!({
        "version": 1,
        "address": "4 Example Ct, Pleasanton, CA 94566",
        "place": { "state": "CA", "county": "Alameda County", "city": "Pleasanton" },
        "lot": {
            "corners": ring(&[(0.0, 0.0), (60.0, 0.0), (60.0, 120.0), (0.0, 120.0)]),
            "setbacksFt": [1.0, 1.0, 1.0, 1.0],
            "lineKinds": ["front", "side", "rear", "side"],
            "lineKindsChosen": [false, false, false, false],
        },
        "structures": [{ "id": "s1", "kind": "house", "name": "main house",
                         "corners": ring(&[(10.0, 25.0), (50.0, 25.0), (50.0, 65.0), (10.0, 65.0)]), "separationFt": 6.0 }],
        "placement": { "lon": centre[0], "lat": centre[1], "angleDeg": 0.0 },
    })
}

fn save_input(plan: &str, map: Value) -> Value {
    // The browser's figures say all is well; the API checks for itself.
    json!({ "input": { "planId": plan, "address": "4 Example Ct, Pleasanton, CA 94566", "map": map,
        "fit": { "insideLot": true, "status": "clear", "coveragePct": 1.0, "minSetbackClearanceFt": 9.0, "violations": [] } } })
}

fn figure<'a>(fit: &'a Value, name: &str) -> &'a Value {
    fit["rules"]["figures"].as_array().unwrap().iter().find(|f| f["figure"] == name).unwrap_or(&Value::Null)
}

async fn sets_by_name(server: &TestServer, admin: &str) -> Vec<Value> {
    server.graphql_as(Some(admin), SETS, json!({})).await["data"]["ruleSets"].as_array().unwrap().clone()
}

fn set_named<'a>(sets: &'a [Value], prefix: &str) -> &'a Value {
    sets.iter().find(|s| s["name"].as_str().unwrap().starts_with(prefix)).unwrap()
}

/// The Pleasanton set's input with its side setback at `feet`.
fn with_side(set: &Value, area_id: &str, feet: f64) -> Value {
    let geometry: Value = serde_json::from_str(set["geometryJson"].as_str().unwrap()).unwrap();
    let rules = &geometry["rules"];
    let setbacks = &rules["setbacks"];
    let limit = |l: &Value| if l.is_null() { Value::Null } else { l.clone() };
    let mut side = setbacks["side"].clone();
    side["value"] = json!(feet);
    json!({
        "name": set["name"], "areaId": area_id, "zoning": "", "building": "ADU", "example": true, "readOn": "2026-11-25",
        "rules": {
            "sideSetback": side, "rearSetback": limit(&setbacks["rear"]), "streetSideSetback": limit(&setbacks["streetSide"]),
            "maxLivingArea": rules["maxLivingArea"], "coverageExemptUpTo": limit(&rules["coverageExemptUpTo"]),
        },
    })
}

async fn pleasanton_area(server: &TestServer) -> String {
    server
        .query_strings(
            "SELECT v.id FROM directory_values v JOIN directories d ON d.id = v.directory_id \
             WHERE d.slug = 'us-cities' AND v.name = 'Pleasanton' AND v.description = 'CA'",
        )
        .await
        .remove(0)
}

async fn rule_sets_refuse_invalid_values_with_the_field_named(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let area = pleasanton_area(&server).await;
    let before = server.count("SELECT COUNT(*) FROM rule_set_versions").await;
    let input = |rules: Value, limits: Value| json!({ "input": { "name": "Shed rules", "areaId": area, "building": "SHED", "rules": rules, "limitsOnLocal": limits } });
    let side = |value: f64, citation: &str| json!({ "sideSetback": { "value": value, "citation": citation } });
    let cases = [
        (input(side(-1.0, "§1"), json!({})), "Side setback: the value must be between 0 and 500 ft."),
        (
            input(side(4.0, " "), json!({})),
            "Side setback: give the code section it comes from (at most 300 characters).",
        ),
        (
            input(json!({ "maxCoverage": { "value": 120, "citation": "§2" } }), json!({})),
            "Lot coverage: the value must be a percent above 0 and at most 100.",
        ),
        (input(json!({}), json!({})), "Rules: set at least one figure."),
        (
            input(side(4.0, "§1"), side(4.0, "§1")),
            "Limits on local rules: only a state or a county may limit what its cities require.",
        ),
        (
            input(
                json!({ "maxLivingArea": [{ "minBedrooms": 0, "value": 850, "citation": "§3" },
                                             { "minBedrooms": 0, "value": 900, "citation": "§3" }] }),
                json!({}),
            ),
            "Living area tier 2: another tier starts at 0 bedrooms.",
        ),
    ];
    for (variables, message) in cases {
        let refused = server.graphql_as(Some(&admin), CREATE, variables).await;
        assert_eq!(refused["errors"][0]["message"], message, "{refused}");
    }
    let user = server.sign_in_as(Role::User).await;
    let forbidden = server.graphql_as(Some(&user), CREATE, input(side(4.0, "§1"), json!({}))).await;
    assert_eq!(forbidden["errors"][0]["extensions"]["code"], "FORBIDDEN");
    assert_eq!(server.count("SELECT COUNT(*) FROM rule_set_versions").await, before, "nothing was stored");
    let created = server.graphql_as(Some(&admin), CREATE, input(side(3.0, "Example Code §1"), json!({}))).await;
    assert_eq!(created["data"]["createRuleSet"]["version"], 1, "{created}");
    let twice = server.graphql_as(Some(&admin), CREATE, input(side(3.0, "Example Code §1"), json!({}))).await;
    assert!(twice["errors"][0]["message"].as_str().unwrap().starts_with("Area: this area already has a rule set"));
}

async fn the_seeded_citys_rules_hold_a_saved_placement_at_their_version(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let user = server.sign_in_as(Role::User).await;
    let (plan, width, length) = small_house(&server).await;

    // The map asks for the place's sets: the state's and the city's, not Texas's.
    let local = server
        .graphql(
            "{ localRules(state: \"CA\", county: \"Alameda County\", city: \"Pleasanton\") { name area example } }",
            json!({}),
        )
        .await;
    let areas: Vec<&str> =
        local["data"]["localRules"].as_array().unwrap().iter().map(|s| s["area"].as_str().unwrap()).collect();
    assert_eq!(areas, ["California", "Pleasanton, CA"]);
    let texas = server.graphql("{ localRules(state: \"TX\", city: \"Austin\") { id } }", json!({})).await;
    assert_eq!(texas["data"]["localRules"], json!([]));

    // 3 ft from a side line: the 4 ft rule, cited.
    let saved = server.graphql_as(Some(&user), SAVE, save_input(&plan, map(width, length, 3.0))).await;
    let fit = &saved["data"]["mapResultCreate"]["fit"];
    assert_eq!(fit["status"], "violated", "{saved}");
    let side = figure(fit, "sideSetback");
    assert_eq!((side["required"].as_f64(), side["status"].as_str()), (Some(4.0), Some("violated")));
    assert!((side["actual"].as_f64().unwrap() - 3.0).abs() < 1e-6, "{side}");
    assert_eq!(side["citation"], "Pleasanton Municipal Code §18.106.045(B)");
    assert_eq!((side["area"].as_str(), side["example"].as_bool()), (Some("Pleasanton, CA"), Some(true)));
    assert_eq!((side["minimum"].as_bool(), figure(fit, "livingArea")["minimum"].as_bool()), (Some(true), Some(false)));
    assert_eq!(
        fit["violations"][0],
        "Too close to the side lot line (line 2): 3.0 ft, the setback is 4.0 ft (Pleasanton Municipal Code §18.106.045(B))."
    );
    assert_eq!(fit["rules"]["verdict"], "Does not fit the detached ADU rules of Pleasanton, CA: 1 rule broken.");
    let first = saved["data"]["mapResultCreate"]["id"].as_str().unwrap().to_owned();

    // 4 ft away it fits.
    let fits = server.graphql_as(Some(&user), SAVE, save_input(&plan, map(width, length, 4.0))).await;
    let fit = &fits["data"]["mapResultCreate"]["fit"];
    assert_ne!(fit["status"], "violated", "{fits}");
    assert!(fit["rules"]["verdict"].as_str().unwrap().starts_with("Fits the detached ADU rules of Pleasanton, CA"));

    // An admin loosens the city's side setback to 3 ft: version 2. The first result keeps the
    // version it was held to; a new save is held to the new one.
    let sets = sets_by_name(&server, &admin).await;
    let pleasanton = set_named(&sets, "Pleasanton").clone();
    let area = pleasanton_area(&server).await;
    assert_eq!(pleasanton["version"], 1);
    let changed = server
        .graphql_as(
            Some(&admin),
            UPDATE,
            json!({ "id": pleasanton["id"], "version": 1, "input": with_side(&pleasanton, &area, 3.0) }),
        )
        .await;
    assert_eq!(changed["data"]["updateRuleSet"]["version"], 2, "{changed}");
    let stale = server
        .graphql_as(
            Some(&admin),
            UPDATE,
            json!({ "id": pleasanton["id"], "version": 1, "input": with_side(&pleasanton, &area, 2.0) }),
        )
        .await;
    assert_eq!(
        stale["errors"][0]["message"],
        "This rule set was changed meanwhile (it is now version 2): reload it and make your change again."
    );
    let kept = server.graphql_as(Some(&user), READ, json!({ "id": first })).await;
    let versions = &kept["data"]["mapResult"]["fit"]["rules"]["ruleSets"];
    let version_of = |versions: &Value, id: &Value| {
        versions.as_array().unwrap().iter().find(|s| s["id"] == *id).map(|s| s["version"].clone())
    };
    assert_eq!(version_of(versions, &pleasanton["id"]), Some(json!(1)), "{kept}");
    let again = server.graphql_as(Some(&user), SAVE, save_input(&plan, map(width, length, 3.0))).await;
    let fit = &again["data"]["mapResultCreate"]["fit"];
    assert_eq!(version_of(&fit["rules"]["ruleSets"], &pleasanton["id"]), Some(json!(2)));
    assert_eq!(figure(fit, "sideSetback")["required"], 3.0);
    assert_ne!(figure(fit, "sideSetback")["status"], "violated");

    // Stricter than state law allows: the state's 4 ft limit holds, and says what it set aside.
    let strict = server
        .graphql_as(
            Some(&admin),
            UPDATE,
            json!({ "id": pleasanton["id"], "version": 2, "input": with_side(&pleasanton, &area, 6.0) }),
        )
        .await;
    assert_eq!(strict["data"]["updateRuleSet"]["version"], 3, "{strict}");
    let capped = server.graphql_as(Some(&user), SAVE, save_input(&plan, map(width, length, 4.0))).await;
    let side = figure(&capped["data"]["mapResultCreate"]["fit"], "sideSetback").clone();
    assert_eq!((side["required"].as_f64(), side["area"].as_str()), (Some(4.0), Some("California")), "{capped}");
    assert_eq!(side["citation"], "California Gov. Code §66314(d)(7)");
    assert_eq!(side["setAside"], "Pleasanton, CA asks 6 ft; state law allows no more.");
    let versions = server
        .count(&format!(
            "SELECT COUNT(*) FROM rule_set_versions WHERE rule_set_id = '{}'",
            pleasanton["id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(versions, 3, "every version is kept");
}

async fn the_apis_check_on_save_agrees_with_the_geometry_crates(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let user = server.sign_in_as(Role::User).await;
    let (plan, width, length) = small_house(&server).await;
    let meta = server
        .graphql("query($id: ID!) { plan(id: $id) { meta { totalArea bedroomCount } } }", json!({ "id": plan }))
        .await;
    let meta = &meta["data"]["plan"]["meta"];
    let sets: Vec<GeometryRuleSet> = sets_by_name(&server, &admin)
        .await
        .iter()
        .filter(|s| s["area"] == "California" || s["area"] == "Pleasanton, CA")
        .map(|s| serde_json::from_str(s["geometryJson"].as_str().unwrap()).unwrap())
        .collect();
    for gap in [0.5, 3.0, 3.9, 4.0, 7.5] {
        let map = map(width, length, gap);
        let saved = server.graphql_as(Some(&user), SAVE, save_input(&plan, map.clone())).await;
        let fit = &saved["data"]["mapResultCreate"]["fit"];

        // What the browser's worker computes for the same placement (the same crate, natively).
        let flat = |v: &Value| -> Vec<f64> {
            v.as_array().unwrap().iter().flat_map(|p| [p[0].as_f64().unwrap(), p[1].as_f64().unwrap()]).collect()
        };
        let mut geometry = Geometry::new(
            &flat(&map["lot"]["corners"]),
            &[1.0; 4],
            &[0, 1, 2, 1],
            &flat(&map["structures"][0]["corners"]),
            &[4],
            &[6.0],
            vec!["main house".into()],
        )
        .unwrap();
        geometry.set_rules(sets.clone(), "").unwrap();
        let resolved = geometry
            .set_building(Building {
                kind: BuildingKind::Adu,
                living_area_sqft: meta["totalArea"].as_f64().unwrap(),
                bedrooms: meta["bedroomCount"].as_u64().unwrap() as u32,
                height_ft: None,
            })
            .clone();
        let placement = &map["placement"];
        let report = geometry.check(
            placement["lon"].as_f64().unwrap(),
            placement["lat"].as_f64().unwrap(),
            0.0,
            width,
            length,
            false,
        );
        let status = serde_json::to_value(report.status).unwrap();
        assert_eq!(fit["status"], status, "gap {gap}: {saved}");
        assert_eq!(fit["violations"], json!(report.violations), "gap {gap}");
        assert!((fit["coveragePct"].as_f64().unwrap() - report.coverage_pct).abs() < 1e-6);
        assert_eq!(fit["rules"]["verdict"], report.verdict);
        let figures = fit["rules"]["figures"].as_array().unwrap();
        assert_eq!(figures.len(), report.rules.len());
        for (saved, check) in figures.iter().zip(&report.rules) {
            let rule = &resolved.applied[check.rule as usize];
            assert_eq!(saved["required"].as_f64(), Some(rule.value));
            // JSON's decimal round trip may move a corner by a billionth of a foot.
            assert!((saved["actual"].as_f64().unwrap() - check.actual).abs() < 1e-6, "gap {gap}: {saved}");
            assert_eq!(saved["status"], serde_json::to_value(check.status).unwrap());
            assert_eq!(saved["citation"], rule.citation);
        }
    }
}

storage_tests!(
    rule_sets_refuse_invalid_values_with_the_field_named,
    the_seeded_citys_rules_hold_a_saved_placement_at_their_version,
    the_apis_check_on_save_agrees_with_the_geometry_crates,
);
