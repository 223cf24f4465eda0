//! The catalogue read path over GraphQL, on SQLite and PostgreSQL.

use crate::common;

use api::domain::accounts::Role;
use common::{shared, Engine};
use serde_json::{json, Value};

const PLANS: &str = "query Plans($filters: PlanFilters) { plans(filters: $filters) { totalCount items { id title isHidden preApproved isModular isManufactured fixPrice planSVG image meta { type totalArea outerArea width length bedroomCount bathroomCount bedroom { area } } contractor { name } } } }";

async fn plans(engine: Engine, filters: Value) -> (i64, Vec<Value>) {
    let server = shared(engine).unwrap();
    let answer = server.graphql(PLANS, json!({ "filters": filters })).await;
    assert!(answer["errors"].is_null(), "{answer}");
    let list = &answer["data"]["plans"];
    (list["totalCount"].as_i64().unwrap(), list["items"].as_array().unwrap().clone())
}

async fn all_plans(engine: Engine, mut filters: Value) -> Vec<Value> {
    filters["pageSize"] = json!(100);
    plans(engine, filters).await.1
}

async fn the_demo_catalogue_has_at_least_40_visible_plans(engine: Engine) {
    let (total, items) = plans(engine, json!({})).await;
    assert!(total >= 40, "{total} plans");
    assert_eq!(items.len(), 10, "first page holds the default 10");
    let server = shared(engine).unwrap();
    let count = server.graphql("{ plansCount { total } }", json!({})).await;
    assert_eq!(count["data"]["plansCount"]["total"].as_i64(), Some(total));
}

async fn visitors_never_see_hidden_plans(engine: Engine) {
    let asked_for_hidden = all_plans(engine, json!({ "isHidden": true })).await;
    assert!(!asked_for_hidden.is_empty());
    assert!(asked_for_hidden.iter().all(|p| p["isHidden"] == false));
}

async fn admins_can_list_hidden_plans(engine: Engine) {
    let server = shared(engine).unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let answer =
        server.graphql_as(Some(&admin), PLANS, json!({ "filters": { "isHidden": true, "pageSize": 100 } })).await;
    let hidden = answer["data"]["plans"]["items"].as_array().unwrap();
    assert!(hidden.len() >= 2, "{answer}");
    assert!(hidden.iter().all(|p| p["isHidden"] == true));

    let user = server.sign_in_as(Role::User).await;
    let answer = server.graphql_as(Some(&user), PLANS, json!({ "filters": { "isHidden": true } })).await;
    assert!(answer["data"]["plans"]["items"].as_array().unwrap().iter().all(|p| p["isHidden"] == false));
}

async fn filtering_by_type_bedrooms_and_bathrooms(engine: Engine) {
    let sheds = all_plans(engine, json!({ "meta": { "type": "SHED" } })).await;
    assert!(sheds.len() >= 5);
    assert!(sheds.iter().all(|p| p["meta"]["type"] == "SHED"));

    let studios_and_two = all_plans(engine, json!({ "meta": { "type": "HOUSE", "bedroomCount": [0, 2] } })).await;
    assert!(studios_and_two.iter().any(|p| p["meta"]["bedroomCount"] == 0));
    assert!(studios_and_two.iter().all(|p| [0, 2].contains(&p["meta"]["bedroomCount"].as_i64().unwrap())));

    // The top option, 4 bedrooms, stands for "4 or more".
    let four_plus = all_plans(engine, json!({ "meta": { "bedroomCount": [4] } })).await;
    assert!(!four_plus.is_empty() && four_plus.iter().all(|p| p["meta"]["bedroomCount"].as_i64().unwrap() >= 4));

    let two_baths = all_plans(engine, json!({ "meta": { "bathroomCount": [2] } })).await;
    assert!(!two_baths.is_empty() && two_baths.iter().all(|p| p["meta"]["bathroomCount"].as_i64().unwrap() >= 2));
}

async fn filtering_by_square_foot_bands(engine: Engine) {
    // Bands match the area the card's label shows: the outer area.
    let listed = |p: &Value| p["meta"]["outerArea"].as_f64().unwrap();
    let bands = json!([{ "min": 0, "max": 200 }, { "min": 1200 }]);
    let matched = all_plans(engine, json!({ "meta": { "areaBands": bands } })).await;
    assert!(matched.iter().any(|p| listed(p) < 200.0));
    assert!(matched.iter().any(|p| listed(p) >= 1200.0));
    assert!(matched.iter().all(|p| !(200.0..1200.0).contains(&listed(p))));
    let band = json!({ "meta": { "areaBands": [{ "min": 600, "max": 700 }] } });
    let band = all_plans(engine, band).await;
    assert!(!band.is_empty());
    assert!(band.iter().all(|p| (600.0..700.0).contains(&listed(p))));
}

async fn filtering_by_width_and_length(engine: Engine) {
    let fits = all_plans(engine, json!({ "meta": { "maxWidth": 20, "minLength": 20, "maxLength": 30 } })).await;
    assert!(!fits.is_empty());
    for plan in &fits {
        assert!(plan["meta"]["width"].as_f64().unwrap() <= 20.0);
        assert!((20.0..=30.0).contains(&plan["meta"]["length"].as_f64().unwrap()));
    }
}

async fn bad_bounds_are_refused_with_a_clear_message(engine: Engine) {
    let server = shared(engine).unwrap();
    let answer = server.graphql(PLANS, json!({ "filters": { "meta": { "minWidth": -5 } } })).await;
    assert_eq!(answer["errors"][0]["message"], "Width and length bounds must be numbers of at least 0.");
    assert_eq!(answer["errors"][0]["extensions"]["code"], "BAD_USER_INPUT");
    let answer = server.graphql(PLANS, json!({ "filters": { "pageSize": 1000 } })).await;
    assert_eq!(answer["errors"][0]["message"], "Page size must be between 1 and 100.");
}

async fn pages_do_not_overlap_and_cover_the_catalogue(engine: Engine) {
    let (total, first) = plans(engine, json!({ "page": 1, "pageSize": 15 })).await;
    let (_, second) = plans(engine, json!({ "page": 2, "pageSize": 15 })).await;
    let (_, last) = plans(engine, json!({ "page": 3, "pageSize": 15 })).await;
    let mut ids: Vec<&str> = first.iter().chain(&second).chain(&last).map(|p| p["id"].as_str().unwrap()).collect();
    assert_eq!(ids.len() as i64, total);
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len() as i64, total, "a plan appeared on two pages");
}

async fn pre_approved_plans_and_areas(engine: Engine) {
    let server = shared(engine).unwrap();
    let pre_approved = all_plans(engine, json!({ "preApproved": true })).await;
    assert!(pre_approved.len() >= 3 && pre_approved.iter().all(|p| p["preApproved"] == true));

    // The id of California in the us-states directory, from a pre-approved plan.
    let wren_id = pre_approved.iter().find(|p| p["title"] == "The Wren").unwrap()["id"].clone();
    let wren = server
        .graphql(
            "query($id: ID!) { planView(id: $id) { preApprovedArea { states counties cities } } }",
            json!({ "id": wren_id }),
        )
        .await;
    let california = wren["data"]["planView"]["preApprovedArea"]["states"][0].as_str().unwrap().to_owned();
    assert_eq!(wren["data"]["planView"]["preApprovedArea"]["cities"].as_array().unwrap().len(), 1);

    // Modular homes are delivered to a few states only: they drop out of California's list,
    // while plans without area limits stay.
    let in_california = all_plans(engine, json!({ "state": california })).await;
    assert!(in_california.iter().any(|p| p["title"] == "The Wren"));
    assert!(!in_california.iter().any(|p| p["isModular"] == true));
    let everywhere = all_plans(engine, json!({})).await;
    assert!(everywhere.iter().any(|p| p["isModular"] == true));
}

async fn plan_view_returns_a_complete_plan(engine: Engine) {
    let server = shared(engine).unwrap();
    let (_, items) = plans(engine, json!({ "meta": { "type": "HOUSE", "bedroomCount": [2] } })).await;
    let id = items[0]["id"].as_str().unwrap();
    let answer = server
        .graphql(
            "query($id: ID!) { planView(id: $id) { id title description planSVG photos { original isPublish isPrimary size type } meta { width length totalArea outerArea bedroom { area } bathroom { area } kitchen { area } } contractor { name email } } }",
            json!({ "id": id }),
        )
        .await;
    let plan = &answer["data"]["planView"];
    assert_eq!(plan["id"], id);
    assert!(plan["description"].as_str().unwrap().len() > 40);
    let (w, l) = (plan["meta"]["width"].as_f64().unwrap(), plan["meta"]["length"].as_f64().unwrap());
    let outline = format!(r#"<rect id="outline" x="0" y="0" width="{}" height="{}""#, w * 12.0, l * 12.0);
    assert!(plan["planSVG"].as_str().unwrap().contains(&outline), "floor plan outline is {w}×{l} ft");
    assert_eq!(plan["meta"]["bedroom"].as_array().unwrap().len(), 2);
    assert!(plan["photos"].as_array().unwrap().len() >= 3);
    assert!(plan["contractor"]["name"].as_str().is_some());

    // Every photo is served.
    for photo in plan["photos"].as_array().unwrap() {
        let response = server.client.get(server.url(photo["original"].as_str().unwrap())).send().await.unwrap();
        assert_eq!(response.status(), 200);
        assert!(response.text().await.unwrap().starts_with("<svg"));
    }
}

async fn hidden_and_unknown_plans_are_null_for_visitors(engine: Engine) {
    let server = shared(engine).unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let answer = server.graphql_as(Some(&admin), PLANS, json!({ "filters": { "isHidden": true } })).await;
    let hidden_id = answer["data"]["plans"]["items"][0]["id"].as_str().unwrap().to_owned();
    let query = "query($id: ID!) { planView(id: $id) { id } plan(id: $id) { id } }";
    let as_visitor = server.graphql(query, json!({ "id": hidden_id })).await;
    assert!(as_visitor["data"]["planView"].is_null() && as_visitor["data"]["plan"].is_null());
    let as_admin = server.graphql_as(Some(&admin), query, json!({ "id": hidden_id })).await;
    assert_eq!(as_admin["data"]["planView"]["id"], hidden_id.as_str());
    let unknown = server.graphql(query, json!({ "id": "no-such-plan" })).await;
    assert!(unknown["data"]["planView"].is_null() && unknown["errors"].is_null());
}

async fn guest_plans_and_recently_viewed(engine: Engine) {
    let server = shared(engine).unwrap();
    let answer = server
        .graphql(
            "{ guestPlans(meta: { type: SHED }, pageSize: 3) { totalCount items { id meta { type } } } }",
            json!({}),
        )
        .await;
    let list = &answer["data"]["guestPlans"];
    assert_eq!(list["items"].as_array().unwrap().len(), 3);
    assert!(list["totalCount"].as_i64().unwrap() >= 5);

    let (_, items) = plans(engine, json!({ "pageSize": 3 })).await;
    let viewed: Vec<&str> = items.iter().rev().map(|p| p["id"].as_str().unwrap()).collect();
    let (total, recent) = plans(engine, json!({ "lastViewed": viewed })).await;
    assert_eq!(total, 3);
    let order: Vec<&str> = recent.iter().map(|p| p["id"].as_str().unwrap()).collect();
    assert_eq!(order, viewed, "recently viewed plans come back in the order given");
}

async fn contractors_are_listed_and_found(engine: Engine) {
    let server = shared(engine).unwrap();
    let answer = server.graphql("{ contractors { id name email phone } }", json!({})).await;
    let contractors = answer["data"]["contractors"].as_array().unwrap();
    assert!(contractors.len() >= 3);
    let id = contractors[0]["id"].as_str().unwrap();
    let one = server.graphql("query($id: ID!) { contractor(id: $id) { name } }", json!({ "id": id })).await;
    assert_eq!(one["data"]["contractor"]["name"], contractors[0]["name"]);
    let by_contractor = all_plans(engine, json!({ "contractorId": id })).await;
    assert!(by_contractor.iter().all(|p| p["contractor"]["name"] == contractors[0]["name"]));
}

async fn the_seed_is_deterministic(engine: Engine) {
    let first = shared(engine).unwrap();
    let Some(second) = common::TestServer::start(engine, true).await else {
        return;
    };
    let query = "{ plans(filters: { pageSize: 100 }) { items { id title planSVG image meta { totalArea } } } }";
    let (a, b) = (first.graphql(query, json!({})).await, second.graphql(query, json!({})).await);
    assert_eq!(a["data"], b["data"]);
}

async fn an_empty_database_has_an_empty_catalogue(engine: Engine) {
    let Some(server) = common::TestServer::start(engine, false).await else {
        return;
    };
    let answer = server.graphql(PLANS, json!({})).await;
    assert_eq!(answer["data"]["plans"]["totalCount"], 0);
    assert_eq!(answer["data"]["plans"]["items"], json!([]));
}

storage_tests!(
    the_demo_catalogue_has_at_least_40_visible_plans,
    visitors_never_see_hidden_plans,
    admins_can_list_hidden_plans,
    filtering_by_type_bedrooms_and_bathrooms,
    filtering_by_square_foot_bands,
    filtering_by_width_and_length,
    bad_bounds_are_refused_with_a_clear_message,
    pages_do_not_overlap_and_cover_the_catalogue,
    pre_approved_plans_and_areas,
    plan_view_returns_a_complete_plan,
    hidden_and_unknown_plans_are_null_for_visitors,
    guest_plans_and_recently_viewed,
    contractors_are_listed_and_found,
    the_seed_is_deterministic,
    an_empty_database_has_an_empty_catalogue,
);
