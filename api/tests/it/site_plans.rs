//! Site plans of saved placements: a real PDF (its text read back as a reader's viewer reads it)
//! and SVG, the parcel number and the site visit's utility runs on the sheet, for the owner and
//! admins only.

use crate::common;

use api::domain::accounts::Role;
use common::{Engine, TestServer};
use geo_types::Coord;
use geom_wasm::LocalProjection;
use serde_json::json;

/// The lot's first corner, in Pleasanton, CA (example coordinates on a made-up lot).
const ORIGIN: (f64, f64) = (-121.8747, 37.6624);
const ADDRESS: &str = "4 Example Ct, Pleasanton, CA 94566";

fn lon_lat(x: f64, y: f64) -> [f64; 2] {
    let c = LocalProjection::new(ORIGIN.0, ORIGIN.1).to_lon_lat(Coord { x, y });
    [c.x, c.y]
}

fn ring(points: &[(f64, f64)]) -> Vec<[f64; 2]> {
    points.iter().map(|&(x, y)| lon_lat(x, y)).collect()
}

/// A one-storey house plan of the catalogue small enough for the lot: `(id, title)`.
async fn small_house(server: &TestServer) -> (String, String) {
    let plans = server
        .graphql(
            "{ plans(filters: { pageSize: 100 }) { items { id title meta { type totalArea width length } } } }",
            json!({}),
        )
        .await;
    let item = plans["data"]["plans"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["meta"]["type"] == "HOUSE" && p["meta"]["width"].as_f64().unwrap() <= 30.0)
        .expect("a small house in the catalogue")
        .clone();
    (item["id"].as_str().unwrap().to_owned(), item["title"].as_str().unwrap().to_owned())
}

/// A 60 × 120 ft Pleasanton lot with its house and a parcel number, the plan placed behind it.
fn map_state() -> serde_json::Value {
    json!({
        "version": 1,
        "address": ADDRESS,
        "place": { "state": "CA", "county": "Alameda County", "city": "Pleasanton" },
        "lot": {
            "corners": ring(&[(0.0, 0.0), (60.0, 0.0), (60.0, 120.0), (0.0, 120.0)]),
            "setbacksFt": [1.0, 1.0, 1.0, 1.0],
            "lineKinds": ["front", "side", "rear", "side"],
            "lineKindsChosen": [false, false, false, false],
            "parcel": { "apn": "946-0000-001 (example)", "zoning": "R-1-6500 (example)" },
        },
        "structures": [{ "id": "s1", "kind": "house", "name": "main house",
                         "corners": ring(&[(10.0, 20.0), (50.0, 20.0), (50.0, 55.0), (10.0, 55.0)]), "separationFt": 6.0 }],
        "placement": { "lon": lon_lat(30.0, 90.0)[0], "lat": lon_lat(30.0, 90.0)[1], "angleDeg": 0.0 },
    })
}

/// Saves the plan placed on [`map_state`]'s lot.
async fn save(server: &TestServer, session: &str, plan: &str) -> String {
    save_at(server, session, plan, 90.0).await
}

/// Saves the plan centred `north_ft` north of the lot's front line.
async fn save_at(server: &TestServer, session: &str, plan: &str, north_ft: f64) -> String {
    let mut map = map_state();
    let centre = lon_lat(30.0, north_ft);
    map["placement"] = json!({ "lon": centre[0], "lat": centre[1], "angleDeg": 0.0 });
    let saved = server
        .graphql_as(
            Some(session),
            "mutation($input: MapResultInput!) { mapResultCreate(input: $input) { id } }",
            json!({ "input": { "planId": plan, "address": ADDRESS, "map": map,
                "fit": { "insideLot": true, "status": "clear", "coveragePct": 10.0, "violations": [] } } }),
        )
        .await;
    saved["data"]["mapResultCreate"]["id"].as_str().unwrap_or_else(|| panic!("{saved}")).to_owned()
}

/// A site visit started from the placement, with the water meter marked at the lot's front.
async fn mark_water_meter(server: &TestServer, session: &str, result: &str) {
    let created = server
        .graphql_as(
            Some(session),
            "mutation($input: SiteVisitCreateInput!) { siteVisitCreate(input: $input) { id } }",
            json!({ "input": { "mapResultId": result } }),
        )
        .await;
    let visit = created["data"]["siteVisitCreate"]["id"].as_str().unwrap_or_else(|| panic!("{created}")).to_owned();
    let meter = lon_lat(30.0, 2.0);
    let answered = server
        .graphql_as(
            Some(session),
            "mutation($id: ID!, $q: String!, $value: JSON) { siteVisitAnswer(id: $id, questionId: $q, value: $value) { questionId } }",
            json!({ "id": visit, "q": "water.meter_location", "value": { "type": "Point", "coordinates": meter } }),
        )
        .await;
    assert_eq!(answered["data"]["siteVisitAnswer"]["questionId"], "water.meter_location", "{answered}");
}

async fn get(server: &TestServer, session: Option<&str>, path: &str) -> reqwest::Response {
    let mut request = server.client.get(server.url(path));
    if let Some(session) = session {
        request = request.header("cookie", format!("session={session}"));
    }
    request.send().await.unwrap()
}

/// Text without its white space: the PDF places each glyph, and text extraction reads a space
/// between glyphs set apart.
fn squashed(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

async fn a_saved_placement_has_a_site_plan_pdf_with_its_address_and_plan(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    let (plan, title) = small_house(&server).await;
    let id = save(&server, &user, &plan).await;
    mark_water_meter(&server, &user, &id).await;

    let pdf = get(&server, Some(&user), &format!("/api/map-results/{id}/site-plan.pdf")).await;
    assert_eq!(pdf.status(), 200);
    assert_eq!(pdf.headers()["content-type"], "application/pdf");
    assert_eq!(
        pdf.headers()["content-disposition"],
        "attachment; filename=\"site-plan-4-example-ct-pleasanton-ca-94566.pdf\""
    );
    let bytes = pdf.bytes().await.unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    let text = squashed(&pdf_extract::extract_text_from_mem(&bytes).expect("a readable PDF"));
    for shown in [
        ADDRESS,
        &format!("Plan: {title}"),
        "SITE PLAN",
        "Parcel number (APN): 946-0000-001 (example)",
        "Zoning district: R-1-6500 (example)",
        "main house",
        "Water meter · run",
        "Not a survey.",
        "Pleasanton Municipal Code",
        // The floor plan laid in the footprint, its rooms named.
        "Kitchen",
    ] {
        assert!(text.contains(&squashed(shown)), "{shown:?} is not in the PDF's text: {text}");
    }

    let svg =
        get(&server, Some(&user), &format!("/api/map-results/{id}/site-plan.svg?paper=tabloid&orientation=portrait"))
            .await;
    assert_eq!(svg.status(), 200);
    assert_eq!(svg.headers()["content-type"], "image/svg+xml");
    let svg = svg.text().await.unwrap();
    assert!(svg.starts_with("<svg") && svg.contains("width=\"11in\" height=\"17in\""), "{}", &svg[..200]);
    assert!(svg.contains(ADDRESS));
}

async fn a_site_plan_is_its_owners_and_the_admins(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let owner = server.sign_in_as(Role::User).await;
    let other = server.sign_in_as(Role::User).await;
    let admin = server.sign_in_as(Role::Admin).await;
    let (plan, _) = small_house(&server).await;
    let id = save(&server, &owner, &plan).await;
    let path = format!("/api/map-results/{id}/site-plan.pdf");

    assert_eq!(get(&server, Some(&other), &path).await.status(), 404, "another user's placement is refused");
    assert_eq!(get(&server, None, &path).await.status(), 401);
    assert_eq!(get(&server, Some(&admin), &path).await.status(), 200);
    let unknown = get(&server, Some(&owner), "/api/map-results/no-such-result/site-plan.svg").await;
    assert_eq!(unknown.status(), 404);
    let bad = get(&server, Some(&owner), &format!("{path}?paper=a4")).await;
    assert_eq!(bad.status(), 400, "a paper we do not print on is refused");
}

async fn the_placement_on_the_map_is_drawn_without_saving_it(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    let (plan, title) = small_house(&server).await;
    let before = server.count("SELECT COUNT(*) FROM map_results").await;
    let post = |body: serde_json::Value, session: Option<&str>| {
        let mut request = server.client.post(server.url("/api/site-plan.svg")).json(&body);
        if let Some(session) = session {
            request = request.header("cookie", format!("session={session}"));
        }
        request.send()
    };
    let body = json!({ "planId": plan, "address": ADDRESS, "map": map_state(), "paper": "tabloid" });
    let drawn = post(body.clone(), Some(&user)).await.unwrap();
    assert_eq!(drawn.status(), 200);
    let svg = drawn.text().await.unwrap();
    assert!(svg.contains("width=\"17in\" height=\"11in\"") && svg.contains(&format!("Plan: {title}")));
    assert_eq!(server.count("SELECT COUNT(*) FROM map_results").await, before, "nothing is saved");

    let no_lot =
        post(json!({ "planId": plan, "address": ADDRESS, "map": { "version": 1 } }), Some(&user)).await.unwrap();
    assert_eq!(no_lot.status(), 400);
    let message: serde_json::Value = no_lot.json().await.unwrap();
    assert_eq!(
        message["message"],
        "This placement has no lot or position on the map to draw: place the plan on its lot first."
    );
    let mut crossed = map_state();
    crossed["lot"]["corners"] = json!(ring(&[(0.0, 0.0), (60.0, 120.0), (60.0, 0.0), (0.0, 120.0)]));
    let refused = post(json!({ "planId": plan, "address": ADDRESS, "map": crossed }), Some(&user)).await.unwrap();
    assert_eq!(refused.status(), 400);
    let message: serde_json::Value = refused.json().await.unwrap();
    assert!(message["message"].as_str().unwrap().contains("cross"), "{message}");
    assert_eq!(post(body, None).await.unwrap().status(), 401);
}

async fn a_site_plan_order_emails_operations_the_placements_site_plan(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    let (plan, _) = small_house(&server).await;
    let id = save(&server, &user, &plan).await;
    let order = json!({ "user": { "email": "ann@example.com", "name": "Ann Lee" },
                        "plan": { "id": plan, "title": "", "mapId": id } });
    let placed = server
        .client
        .post(server.url("/api/order-site-plan"))
        .header("cookie", format!("session={user}"))
        .json(&order)
        .send()
        .await
        .unwrap();
    assert_eq!(placed.status(), 200);
    let emails = server.outbox_emails().await;
    let announcement = emails.iter().find(|e| e.contains("To: operations@homeplot.local")).expect("the order's email");
    assert!(announcement.contains("Content-Type: application/pdf"), "{announcement}");
    // The file name is a MIME parameter (RFC 2231 may split it as `filename*0=`).
    assert!(announcement.contains("=\"site-plan-4-example-ct-pleasanton-ca-94566.pdf\""));
}

/// The estimate's utility runs line of plan `plan` at saved placement `map`: its price and the
/// water meter run's length in feet, as the description says it.
async fn runs_line(server: &TestServer, session: &str, plan: &str, map: &str) -> Option<(f64, u32)> {
    let summary = server
        .graphql_as(
            Some(session),
            "query($id: ID!, $mapId: ID) { getSummary(id: $id, mapId: $mapId) { data { labor { data { title price description } } } } }",
            json!({ "id": plan, "mapId": map }),
        )
        .await;
    let labor = summary["data"]["getSummary"]["data"]["labor"]["data"]
        .as_array()
        .unwrap_or_else(|| panic!("{summary}"))
        .clone();
    let line = labor.into_iter().find(|item| item["title"] == "Utility runs to the home")?;
    let description = line["description"].as_str().unwrap();
    let feet = description.split("water meter ").nth(1)?.split(" ft").next()?.parse().ok()?;
    Some((line["price"].as_f64().unwrap(), feet))
}

async fn the_estimate_prices_the_utility_runs_by_their_length(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    let (plan, _) = small_house(&server).await;
    let near = save_at(&server, &user, &plan, 90.0).await;
    assert_eq!(runs_line(&server, &user, &plan, &near).await, None, "no site visit yet: no runs to measure");

    mark_water_meter(&server, &user, &near).await;
    let (near_price, near_feet) = runs_line(&server, &user, &plan, &near).await.expect("the runs are priced");
    // The plan moved 10 ft further from the meter: the run is 10 ft longer and costs more.
    let far = save_at(&server, &user, &plan, 100.0).await;
    let (far_price, far_feet) = runs_line(&server, &user, &plan, &far).await.expect("the runs are priced");
    assert_eq!(far_feet, near_feet + 10);
    assert!(far_price > near_price, "{far_price} > {near_price}");
}

storage_tests!(
    the_estimate_prices_the_utility_runs_by_their_length,
    a_site_plan_order_emails_operations_the_placements_site_plan,
    the_placement_on_the_map_is_drawn_without_saving_it,
    a_saved_placement_has_a_site_plan_pdf_with_its_address_and_plan,
    a_site_plan_is_its_owners_and_the_admins
);
