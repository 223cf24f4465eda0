//! What the plan page reads and sends: estimates, similar plans, saved placements, area names,
//! the map session, the site-plan order and the 3D configurator drawing.

use crate::common;

use api::domain::accounts::Role;
use common::{Engine, TestServer};
use serde_json::{json, Value};

const SUMMARY: &str = "query($id: ID!, $mapId: ID) { getSummary(id: $id, mapId: $mapId) { data { stateCode costIndex price { min max labor { min max } } preconstruction { total data { title price type url } } products { total data { price url } } materials { total data { price } } labor { total data { price } } } } }";

async fn seeded(engine: Engine) -> TestServer {
    TestServer::start(engine, true).await.expect("engine configured")
}

async fn plan_titled(server: &TestServer, title: &str) -> Value {
    let answer = server.graphql("{ plans(filters: { pageSize: 100 }) { items { id title isModular fixPrice planId contractorId preApprovedArea { states counties cities } meta { type bedroomCount } } } }", json!({})).await;
    answer["data"]["plans"]["items"].as_array().unwrap().iter().find(|p| p["title"] == title).unwrap().clone()
}

/// The id of a user, by session.
async fn user_id(server: &TestServer, session: &str) -> String {
    let me = server.graphql_as(Some(session), "mutation { checkIfLoggedIn { id } }", json!({})).await;
    me["data"]["checkIfLoggedIn"]["id"].as_str().unwrap().to_owned()
}

/// Saves a placement of `plan_id` for `user_id` at `address`, as the map screen will.
async fn save_placement(server: &TestServer, id: &str, user_id: &str, plan_id: &str, address: &str) {
    server
        .exec_sql(&format!(
            "INSERT INTO map_results (id, user_id, plan_id, address, map, snapshot, meta, plan_svg, plan_title, created_at, updated_at) \
             VALUES ('{id}', '{user_id}', '{plan_id}', '{address}', '{{}}', 'data:image/png;base64,AAAA', \
             '{{\"fit\": {{\"insideLot\": true, \"status\": \"clear\", \"coveragePct\": 31.5, \"minSetbackClearanceFt\": 6.5, \"violations\": []}}}}', '<svg/>', 'The Wren', 1, 1)"
        ))
        .await;
}

fn sum(list: &Value) -> f64 {
    list["data"].as_array().unwrap().iter().map(|i| i["price"].as_f64().unwrap()).sum()
}

async fn estimates_add_up_and_follow_the_property_state(engine: Engine) {
    let server = seeded(engine).await;
    let wren = plan_titled(&server, "The Wren").await;
    let id = wren["id"].as_str().unwrap();
    let national = server.graphql(SUMMARY, json!({ "id": id })).await;
    let data = &national["data"]["getSummary"]["data"];
    let mut total = 0.0;
    for list in ["preconstruction", "products", "materials", "labor"] {
        assert_eq!(data[list]["total"].as_f64().unwrap(), sum(&data[list]), "{list} adds up");
        total += data[list]["total"].as_f64().unwrap();
    }
    assert!(data["price"]["min"].as_f64().unwrap() < total && total < data["price"]["max"].as_f64().unwrap());
    assert_eq!(data["costIndex"], 1.0);
    assert!(data["products"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .all(|i| i["url"].as_str().is_some_and(|u| u.starts_with("https://"))));

    let owner = server.sign_in_as(Role::User).await;
    let owner_id = user_id(&server, &owner).await;
    save_placement(&server, "placement-la", &owner_id, id, "100 Main St, Los Angeles, CA 90012").await;
    let in_california = server.graphql_as(Some(&owner), SUMMARY, json!({ "id": id, "mapId": "placement-la" })).await;
    let ca = &in_california["data"]["getSummary"]["data"];
    assert_eq!((ca["stateCode"].as_str(), ca["costIndex"].as_f64()), (Some("CA"), Some(1.25)));
    assert!(ca["labor"]["total"].as_f64().unwrap() > data["labor"]["total"].as_f64().unwrap());
    assert_eq!(ca["products"]["total"], data["products"]["total"], "products ship at national prices");

    // Someone else's placement is not found, as in every other map-result operation; its
    // address does not price the estimate.
    let stranger = server.sign_in_as(Role::User).await;
    let theirs = server.graphql_as(Some(&stranger), SUMMARY, json!({ "id": id, "mapId": "placement-la" })).await;
    assert_eq!(theirs["errors"][0]["extensions"]["code"], "NOT_FOUND");
    assert_eq!(theirs["errors"][0]["message"], "This saved plan does not exist.");
    assert!(theirs["data"].is_null() || theirs["data"]["getSummary"].is_null());
    let visitor = server.graphql(SUMMARY, json!({ "id": id, "mapId": "placement-la" })).await;
    assert_eq!(visitor["errors"][0]["extensions"]["code"], "NOT_FOUND");
    let unknown = server.graphql_as(Some(&owner), SUMMARY, json!({ "id": id, "mapId": "no-such-map" })).await;
    assert_eq!(unknown["errors"][0]["extensions"]["code"], "NOT_FOUND");

    let missing = server.graphql(SUMMARY, json!({ "id": "no-such-plan" })).await;
    assert!(missing["data"]["getSummary"]["data"].is_null());
}

/// A catalogue page's headlines in one request: each visible plan's national range, the same
/// figures as its own `getSummary`, in the order asked; a hidden or unknown plan is left out.
async fn a_catalogue_pages_estimates_come_in_one_request(engine: Engine) {
    let server = seeded(engine).await;
    let wren = plan_titled(&server, "The Wren").await;
    let shed = plan_titled(&server, "Potting Shed").await;
    let madrone = plan_titled(&server, "Madrone").await;
    server
        .exec_sql(&format!("UPDATE plans SET is_hidden = TRUE WHERE id = '{}'", madrone["id"].as_str().unwrap()))
        .await;
    let query = "query($ids: [ID!]!) { planEstimates(ids: $ids) { planId price { min max } } }";
    let ids = json!([shed["id"], "no-such-plan", madrone["id"], wren["id"]]);
    let answer = server.graphql(query, json!({ "ids": ids })).await;
    let estimates = answer["data"]["planEstimates"].as_array().unwrap();
    assert_eq!(
        estimates.iter().map(|e| e["planId"].clone()).collect::<Vec<_>>(),
        vec![shed["id"].clone(), wren["id"].clone()]
    );
    let wren_alone = server.graphql(SUMMARY, json!({ "id": wren["id"] })).await;
    assert_eq!(estimates[1]["price"]["min"], wren_alone["data"]["getSummary"]["data"]["price"]["min"]);
    assert_eq!(estimates[1]["price"]["max"], wren_alone["data"]["getSummary"]["data"]["price"]["max"]);

    let too_many: Vec<String> = (0..101).map(|i| format!("plan-{i}")).collect();
    let refused = server.graphql(query, json!({ "ids": too_many })).await;
    assert!(
        refused["errors"][0]["message"].as_str().unwrap().contains("must be less than or equal to 100"),
        "{refused}"
    );
}

async fn saved_placements_are_private(engine: Engine) {
    let server = seeded(engine).await;
    let wren = plan_titled(&server, "The Wren").await;
    let owner = server.sign_in_as(Role::User).await;
    let owner_id = user_id(&server, &owner).await;
    save_placement(&server, "placement-1", &owner_id, wren["id"].as_str().unwrap(), "").await;
    let query = "{ mapResult(id: \"placement-1\") { id planTitle address snapshot fit { insideLot status coveragePct minSetbackClearanceFt violations } } }";
    let mine = server.graphql_as(Some(&owner), query, json!({})).await;
    assert_eq!(mine["data"]["mapResult"]["fit"]["coveragePct"], 31.5);
    assert_eq!(mine["data"]["mapResult"]["address"], "");
    let stranger = server.sign_in_as(Role::User).await;
    assert!(server.graphql_as(Some(&stranger), query, json!({})).await["data"]["mapResult"].is_null());
    assert!(server.graphql(query, json!({})).await["data"]["mapResult"].is_null());
    let admin = server.sign_in_as(Role::Admin).await;
    assert_eq!(server.graphql_as(Some(&admin), query, json!({})).await["data"]["mapResult"]["id"], "placement-1");
}

async fn similar_homes_are_of_the_same_kind(engine: Engine) {
    let server = seeded(engine).await;
    let shed = plan_titled(&server, "Potting Shed").await;
    let answer = server
        .graphql(
            "query($id: ID!) { similarPlans(id: $id, limit: 3) { id isHidden meta { type } } }",
            json!({ "id": shed["id"] }),
        )
        .await;
    let similar = answer["data"]["similarPlans"].as_array().unwrap();
    assert_eq!(similar.len(), 3);
    assert!(similar.iter().all(|p| p["meta"]["type"] == "SHED" && p["isHidden"] == false && p["id"] != shed["id"]));
}

async fn pre_approved_areas_have_names(engine: Engine) {
    let server = seeded(engine).await;
    let madrone = plan_titled(&server, "Madrone").await;
    let area = &madrone["preApprovedArea"];
    let ids: Vec<&Value> = area["states"]
        .as_array()
        .unwrap()
        .iter()
        .chain(area["counties"].as_array().unwrap())
        .chain(area["cities"].as_array().unwrap())
        .collect();
    let answer = server
        .graphql("query($ids: [ID!]!) { directoriesValuesByIds(ids: $ids) { id name } }", json!({ "ids": ids }))
        .await;
    let values = answer["data"]["directoriesValuesByIds"].as_array().unwrap();
    let answered_ids: Vec<&Value> = values.iter().map(|v| &v["id"]).collect();
    assert_eq!(answered_ids, ids, "in the order asked");
    let mut names: Vec<&str> = values.iter().map(|v| v["name"].as_str().unwrap()).collect();
    names.sort_unstable();
    assert_eq!(names, ["California", "Los Angeles", "Los Angeles County", "San Diego", "San Diego County"]);
}

async fn the_map_session_remembers_onboarding(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let update = "mutation($input: MapSessionUpdate!) { mapSessionUpdate(input: $input) { hasCompletedOnboarding hasCompletedOnboardingPlanView } }";
    let anonymous = server.graphql(update, json!({ "input": { "hasCompletedOnboardingPlanView": true } })).await;
    assert_eq!(anonymous["errors"][0]["extensions"]["code"], "UNAUTHENTICATED");
    let user = server.sign_in_as(Role::User).await;
    let get = "query GetMapSession { mapSession { hasCompletedOnboarding hasCompletedOnboardingPlanView } }";
    assert!(server.graphql_as(Some(&user), get, json!({})).await["data"]["mapSession"].is_null());
    let first =
        server.graphql_as(Some(&user), update, json!({ "input": { "hasCompletedOnboardingPlanView": true } })).await;
    assert_eq!(
        first["data"]["mapSessionUpdate"],
        json!({ "hasCompletedOnboarding": false, "hasCompletedOnboardingPlanView": true })
    );
    server.graphql_as(Some(&user), update, json!({ "input": { "hasCompletedOnboarding": true } })).await;
    let after = server.graphql_as(Some(&user), get, json!({})).await;
    assert_eq!(
        after["data"]["mapSession"],
        json!({ "hasCompletedOnboarding": true, "hasCompletedOnboardingPlanView": true })
    );
}

async fn the_map_session_keeps_the_map_as_left_and_refuses_bad_data(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    let update = "mutation($input: MapSessionUpdate!) { mapSessionUpdate(input: $input) { mapData lastViewed } }";
    let get = "query GetMapSession { mapSession { hasCompletedOnboarding mapData lastViewed } }";
    let map = json!({
        "address": "1100 Congress Ave, Austin, TX",
        "lot": { "corners": [[-97.74, 30.27], [-97.7398, 30.27], [-97.7398, 30.2702]], "setbacksFt": [4, 4, 4], "frontEdge": 0 },
        "structures": [{ "name": "main house", "corners": [], "separationFt": 6 }],
    });
    let saved =
        server.graphql_as(Some(&user), update, json!({ "input": { "mapData": map, "lastViewed": ["p1"] } })).await;
    assert_eq!(saved["data"]["mapSessionUpdate"], json!({ "mapData": map, "lastViewed": ["p1"] }));

    // A flag alone leaves the map as it was.
    server.graphql_as(Some(&user), update, json!({ "input": { "hasCompletedOnboarding": true } })).await;
    let after = server.graphql_as(Some(&user), get, json!({})).await;
    assert_eq!(
        after["data"]["mapSession"],
        json!({ "hasCompletedOnboarding": true, "mapData": map, "lastViewed": ["p1"] })
    );

    // Not an object, or too large: refused with the reason, and nothing of the update is stored.
    for bad in [json!([1, 2]), json!({ "lot": "x".repeat(70 * 1024) })] {
        let refused = server
            .graphql_as(Some(&user), update, json!({ "input": { "mapData": bad, "hasCompletedOnboarding": false } }))
            .await;
        assert_eq!(refused["errors"][0]["extensions"]["code"], "BAD_USER_INPUT");
        assert_eq!(refused["errors"][0]["message"], "The map state must be a JSON object of at most 64 kB.");
    }
    let unchanged = server.graphql_as(Some(&user), get, json!({})).await;
    assert_eq!(unchanged, after);
}

async fn order(server: &TestServer, session: Option<&str>, body: Value) -> (u16, Value) {
    let mut request = server.client.post(server.url("/api/order-site-plan")).json(&body);
    if let Some(token) = session {
        request = request.header("cookie", format!("session={token}"));
    }
    let response = request.send().await.unwrap();
    (response.status().as_u16(), response.json().await.unwrap_or(Value::Null))
}

async fn ordering_a_site_plan(engine: Engine) {
    let server = seeded(engine).await;
    let wren = plan_titled(&server, "The Wren").await;
    let body = json!({ "user": { "email": "ann@example.com", "name": "Ann Lee" }, "plan": { "id": wren["id"], "mapId": null, "image": "/media/x.svg", "title": "The Wren", "contractorId": wren["contractorId"] } });

    let (status, answer) = order(&server, None, body.clone()).await;
    assert_eq!((status, answer["message"].as_str()), (401, Some("Please log in.")));

    let user = server.sign_in_as(Role::User).await;
    let uid = user_id(&server, &user).await;
    let (status, answer) = order(&server, Some(&user), json!({ "user": { "email": "ann@example.com" } })).await;
    assert_eq!(status, 400);
    assert!(answer["message"].as_str().unwrap().starts_with("The request is not valid"), "{answer}");
    let mut unknown_plan = body.clone();
    unknown_plan["plan"]["id"] = json!("no-such-plan");
    let (status, answer) = order(&server, Some(&user), unknown_plan).await;
    assert_eq!((status, answer["message"].as_str()), (400, Some("The plan of this order does not exist.")));
    let mut bad_email = body.clone();
    bad_email["user"]["email"] = json!("ann@");
    assert_eq!(order(&server, Some(&user), bad_email).await.0, 400);
    let foreign = server
        .client
        .post(server.url("/api/order-site-plan"))
        .header("origin", "https://evil.example")
        .header("cookie", format!("session={user}"))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(foreign.status(), 403);
    assert_eq!(server.state.store.orders().count_orders_of(&uid).await.unwrap(), 0, "nothing stored by refused orders");

    let (status, answer) = order(&server, Some(&user), body.clone()).await;
    assert_eq!(status, 200, "{answer}");
    let order_id = answer["orderId"].as_str().unwrap().to_owned();
    assert_eq!((answer["alreadyPlaced"].as_bool(), answer["status"].as_str()), (Some(false), Some("received")));
    assert_eq!(answer["price"], 1200.0, "the estimate's as-built site plan line (no state known)");
    assert_eq!(server.state.store.orders().count_orders_of(&uid).await.unwrap(), 1);
    server.settle_jobs().await;
    let emails = server.outbox_emails().await;
    assert_eq!(emails.len(), 1);
    assert!(
        emails[0].contains("To: operations@homeplot.local")
            && emails[0].contains("The Wren")
            && emails[0].contains("ann@example.com")
    );

    // A second tap, and two at once, answer the first order: nothing stored, nothing sent.
    let (again, (a, b)) = tokio::join!(order(&server, Some(&user), body.clone()), async {
        tokio::join!(order(&server, Some(&user), body.clone()), order(&server, Some(&user), body.clone()))
    });
    for (status, answer) in [again, a, b] {
        assert_eq!(status, 200, "{answer}");
        assert_eq!(
            (answer["orderId"].as_str(), answer["alreadyPlaced"].as_bool()),
            (Some(order_id.as_str()), Some(true))
        );
    }
    assert_eq!(server.state.store.orders().count_orders_of(&uid).await.unwrap(), 1);
    server.settle_jobs().await;
    assert_eq!(server.outbox_emails().await.len(), 1);
}

const MY_ORDERS: &str = "{ mySitePlanOrders { totalCount items { id planTitle price status customerName } } }";
const ALL_ORDERS: &str = "query($status: SitePlanOrderStatus) { sitePlanOrders(status: $status) { totalCount items { id customerName customerEmail planTitle address price status } } }";
const ADVANCE: &str = "mutation($id: ID!) { sitePlanOrderAdvance(id: $id) { id status } }";

async fn orders_are_followed_by_their_customer_and_advanced_by_admins(engine: Engine) {
    let server = seeded(engine).await;
    let wren = plan_titled(&server, "The Wren").await;
    let body = json!({ "user": { "email": "ann@example.com", "name": "Ann Lee" }, "plan": { "id": wren["id"], "title": "The Wren" } });
    let user = server.sign_in_as(Role::User).await;
    let (_, placed) = order(&server, Some(&user), body.clone()).await;
    let id = placed["orderId"].as_str().unwrap().to_owned();

    let mine = server.graphql_as(Some(&user), MY_ORDERS, json!({})).await;
    let mine = &mine["data"]["mySitePlanOrders"];
    assert_eq!(mine["totalCount"], 1);
    assert_eq!(
        mine["items"][0],
        json!({ "id": id, "planTitle": "The Wren", "price": 1200.0, "status": "RECEIVED", "customerName": "Ann Lee" })
    );
    let stranger = server.sign_in_as(Role::User).await;
    let theirs = server.graphql_as(Some(&stranger), MY_ORDERS, json!({})).await;
    assert_eq!(theirs["data"]["mySitePlanOrders"]["totalCount"], 0, "nobody sees another's orders");

    // Only admins list everyone's orders and advance them.
    let refused = server.graphql_as(Some(&user), ALL_ORDERS, json!({})).await;
    assert_eq!(refused["errors"][0]["extensions"]["code"], "FORBIDDEN");
    let refused = server.graphql_as(Some(&user), ADVANCE, json!({ "id": id })).await;
    assert_eq!(refused["errors"][0]["extensions"]["code"], "FORBIDDEN");
    let admin = server.sign_in_as(Role::Admin).await;
    let all = server.graphql_as(Some(&admin), ALL_ORDERS, json!({ "status": "RECEIVED" })).await;
    let listed = &all["data"]["sitePlanOrders"]["items"][0];
    assert_eq!(
        (listed["customerEmail"].as_str(), listed["status"].as_str()),
        (Some("ann@example.com"), Some("RECEIVED"))
    );

    server.settle_jobs().await;
    let before = server.outbox_emails().await.len();
    for expected in ["IN_PROGRESS", "DELIVERED"] {
        let moved = server.graphql_as(Some(&admin), ADVANCE, json!({ "id": id })).await;
        assert_eq!(moved["data"]["sitePlanOrderAdvance"]["status"], expected, "{moved}");
    }
    let done = server.graphql_as(Some(&admin), ADVANCE, json!({ "id": id })).await;
    assert_eq!(done["errors"][0]["message"], "This order is already delivered.");
    let mine = server.graphql_as(Some(&user), MY_ORDERS, json!({})).await;
    assert_eq!(mine["data"]["mySitePlanOrders"]["items"][0]["status"], "DELIVERED");
    server.settle_jobs().await;
    let emails = server.outbox_emails().await;
    assert_eq!(emails.len(), before + 2, "the customer hears of each step");
    assert!(emails.iter().any(|e| e.contains("To: ann@example.com") && e.contains("is delivered")));

    // Once delivered, the same plan may be ordered again.
    let (_, again) = order(&server, Some(&user), body).await;
    assert_eq!(again["alreadyPlaced"], false);
    assert_ne!(again["orderId"].as_str(), Some(id.as_str()));
}

async fn the_3d_view_is_off_without_a_configurator(engine: Engine) {
    let server = seeded(engine).await;
    let config: Value = server.client.get(server.url("/api/config")).send().await.unwrap().json().await.unwrap();
    assert_eq!(config["configuratorEnabled"], false);
    assert!(config["callBookingUrl"].is_null() && config["financingUrl"].is_null());
    let wren = plan_titled(&server, "The Wren").await;
    let response = server
        .client
        .get(server.url(&format!("/api/plans/{}/configurator.svg", wren["id"].as_str().unwrap())))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 404);
}

async fn the_3d_view_is_fetched_sanitised_and_cached(engine: Engine) {
    let stand_in = common::configurator::start().await;
    let base = stand_in.base_url.clone();
    let server =
        TestServer::start_with(engine, true, move |config| config.configurator_url = Some(base)).await.unwrap();
    let config: Value = server.client.get(server.url("/api/config")).send().await.unwrap().json().await.unwrap();
    assert_eq!(config["configuratorEnabled"], true);
    let wren = plan_titled(&server, "The Wren").await;
    let id = wren["id"].as_str().unwrap();
    let url = server.url(&format!("/api/plans/{id}/configurator.svg"));
    assert_eq!(server.client.get(&url).send().await.unwrap().status(), 404, "no configurator id yet");

    server.exec_sql(&format!("UPDATE plans SET plan_id = 'CFG-1' WHERE id = '{id}'")).await;
    for _ in 0..2 {
        let response = server.client.get(&url).send().await.unwrap();
        assert_eq!(response.status(), 200);
        assert_eq!(response.headers()["content-type"], "image/svg+xml");
        let svg = response.text().await.unwrap();
        assert!(svg.contains("<rect") && !svg.contains("script") && !svg.contains("onload"), "{svg}");
    }
    assert_eq!(stand_in.hits(), 1, "the second answer came from the cache");
}

/// The answers the page at `path` carries (api/src/http/shell_answers.rs), as the session
/// `session` gets it, by operation name; and the page's headers.
async fn shell_answers(server: &TestServer, path: &str, session: Option<&str>) -> (Value, reqwest::header::HeaderMap) {
    let mut request = server.client.get(server.url(path));
    if let Some(token) = session {
        request = request.header("cookie", format!("session={token}"));
    }
    let response = request.send().await.unwrap();
    assert_eq!(response.status(), 200);
    let headers = response.headers().clone();
    let page = response.text().await.unwrap();
    let start = page.find(r#"<script type="application/json" id="shell-answers">"#).expect("the data block") + 51;
    let block = &page[start..start + page[start..].find("</script>").unwrap()];
    let answers: Value = serde_json::from_str(block).unwrap();
    let mut by_name = serde_json::Map::new();
    for answer in answers["answers"].as_array().unwrap() {
        let name = answer["data"].as_object().unwrap().keys().next().unwrap().clone();
        by_name.insert(name, json!({ "variables": answer["variables"], "data": answer["data"] }));
    }
    (Value::Object(by_name), headers)
}

async fn the_plan_page_comes_with_its_plan_and_the_login_check_answered(engine: Engine) {
    let server = seeded(engine).await;
    let wren = plan_titled(&server, "The Wren").await;
    let id = wren["id"].as_str().unwrap();
    // A title that would end the data block and run a script, were it written as it is.
    let title = "The Wren </script><script>alert(1)</script>";
    server.exec_sql(&format!("UPDATE plans SET title = '{title}' WHERE id = '{id}'")).await;
    let path = format!("/plan/{id}");

    let (answers, headers) = shell_answers(&server, &path, None).await;
    assert_eq!(answers["checkIfLoggedIn"]["data"]["checkIfLoggedIn"], Value::Null);
    assert_eq!(answers["planView"]["variables"], json!({ "id": id }));
    let plan = &answers["planView"]["data"]["planView"];
    assert_eq!(plan["title"], title, "the title arrives whole, as data");
    assert_eq!(plan["meta"]["type"], wren["meta"]["type"]);
    // The page is this session's: no shared cache keeps it, and no stored copy is confirmed.
    assert_eq!(headers["cache-control"], "private, no-cache");
    assert_eq!(headers["vary"], "cookie");
    assert!(headers.get("etag").is_none() && headers.get("last-modified").is_none());
    // The screen's code is fetched beside the app's entry, not after it (the build's manifest).
    let links: Vec<_> = headers.get_all("link").iter().map(|v| v.to_str().unwrap()).collect();
    assert!(links.contains(&"</assets/PlanPage-def456.js>; rel=modulepreload; crossorigin"), "{links:?}");
    assert!(links.contains(&"</assets/PlanPage-def456.css>; rel=preload; as=style; crossorigin"), "{links:?}");

    // A hidden plan: a visitor's page answers no plan (the app asks and shows "not found"), an
    // admin's page carries it, and who is signed in.
    server.exec_sql(&format!("UPDATE plans SET is_hidden = TRUE WHERE id = '{id}'")).await;
    let (answers, _) = shell_answers(&server, &path, None).await;
    assert!(answers["planView"]["data"]["planView"].is_null(), "{answers}");
    let admin = server.sign_in_as(Role::Admin).await;
    let (answers, _) = shell_answers(&server, &path, Some(&admin)).await;
    assert_eq!(answers["checkIfLoggedIn"]["data"]["checkIfLoggedIn"]["role"], "ADMIN");
    assert_eq!(answers["planView"]["data"]["planView"]["isHidden"], true);

    // Any other page carries the login check only.
    let (answers, _) = shell_answers(&server, "/my-plans", Some(&admin)).await;
    assert_eq!(answers.as_object().unwrap().keys().collect::<Vec<_>>(), ["checkIfLoggedIn"]);
}

/// The `Link` preload of a picture the plan page's shell is served with (the others preload code).
async fn shell_link(server: &TestServer, id: &str) -> Option<String> {
    let response = server.client.get(server.url(&format!("/plan/{id}"))).send().await.unwrap();
    assert_eq!(response.status(), 200);
    let links = response.headers().get_all("link");
    links.iter().map(|link| link.to_str().unwrap().to_owned()).find(|link| link.contains("as=image"))
}

async fn the_plan_pages_first_picture_is_preloaded_at_the_width_its_slot_needs(engine: Engine) {
    let server = seeded(engine).await;
    let wren = plan_titled(&server, "The Wren").await;
    let id = wren["id"].as_str().unwrap();
    let photos =
        server.graphql(&format!("{{ plan(id: \"{id}\") {{ photos {{ original isPrimary }} }} }}"), json!({})).await;
    let cover = photos["data"]["plan"]["photos"].as_array().unwrap().iter().find(|p| p["isPrimary"] == true).unwrap();
    let cover = cover["original"].as_str().unwrap();
    // A seeded plan opens its gallery on its cover drawing, which has no renditions.
    assert!(cover.ends_with(".svg"), "{cover}");
    assert_eq!(shell_link(&server, id).await.unwrap(), format!("<{cover}>; rel=preload; as=image; fetchpriority=high"));

    let admin = server.sign_in_as(Role::Admin).await;
    let original = server.upload_png(&admin, 1600, 1200, "plans").await;
    let shown = original.replace("/original.png", "/compressed.webp");
    let photos = json!([
        { "original": "/media/plans/older/original.jpg", "isPublish": true, "isPrimary": false, "size": 1, "type": "image/jpeg" },
        { "original": original, "isPublish": true, "isPrimary": true, "size": 1, "type": "image/png",
          "compressed": { "url": shown, "size": 1, "type": "image/webp", "watermarked": false } },
    ]);
    server.exec_sql(&format!("UPDATE plans SET photos = '{photos}' WHERE id = '{id}'")).await;

    // With photos, the cover photo's shown variant, with the renditions the slot may take.
    let link = shell_link(&server, id).await.unwrap();
    let srcset = server
        .graphql(&format!("{{ plan(id: \"{id}\") {{ photos {{ compressed {{ srcset }} }} }} }}"), json!({}))
        .await["data"]["plan"]["photos"][1]["compressed"]["srcset"]
        .as_str()
        .unwrap()
        .to_owned();
    let narrow = shown.replace("/compressed.webp", "/compressed-768w.webp");
    assert!(srcset.contains(&format!("{narrow} 768w")), "{srcset}");
    assert_eq!(
        link,
        format!(
            "<{shown}>; rel=preload; as=image; fetchpriority=high; imagesrcset=\"{srcset}\"; \
             imagesizes=\"(min-width: 992px) 690px, calc(100vw - 34px)\""
        )
    );
    // The rendition a phone picks is served at its width.
    let response = server.client.get(server.url(&narrow)).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "image/webp");
    let served = image::load_from_memory(&response.bytes().await.unwrap()).unwrap();
    assert_eq!((served.width(), served.height()), (768, 576));

    // A hidden plan, or none at all, is served the shell without a word of it.
    server.exec_sql(&format!("UPDATE plans SET is_hidden = TRUE WHERE id = '{id}'")).await;
    assert_eq!(shell_link(&server, id).await, None);
    assert_eq!(shell_link(&server, "no-such-plan").await, None);
}

storage_tests!(
    a_catalogue_pages_estimates_come_in_one_request,
    the_plan_page_comes_with_its_plan_and_the_login_check_answered,
    estimates_add_up_and_follow_the_property_state,
    saved_placements_are_private,
    similar_homes_are_of_the_same_kind,
    pre_approved_areas_have_names,
    the_map_session_remembers_onboarding,
    the_map_session_keeps_the_map_as_left_and_refuses_bad_data,
    ordering_a_site_plan,
    orders_are_followed_by_their_customer_and_advanced_by_admins,
    the_3d_view_is_off_without_a_configurator,
    the_3d_view_is_fetched_sanitised_and_cached,
    the_plan_pages_first_picture_is_preloaded_at_the_width_its_slot_needs,
);
