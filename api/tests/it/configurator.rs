//! The 3D configurator service through the back office (the plan form's finders and the
//! products page) against a local stand-in of the service, and the Plans List of every user's
//! saved placements.

use crate::common;

use api::domain::accounts::Role;
use api::domain::configurators::{NOT_CONFIGURED, UNREACHABLE};
use common::{Engine, TestServer};
use serde_json::{json, Value};

const FIND: &str = "query($decorId: String, $id: String) { findConfigurator(decorId: $decorId, id: $id) { _id name product createdAt } }";
const PHOTOS: &str = "query($decorId: String, $id: String) { findPhotos(decorId: $decorId, id: $id) { url name } }";
const PRODUCTS: &str = "query($type: ProductType) { productsOfConfigurators(type: $type) { list { id name type avatar { small } data { price labor } } } }";
const PLANS_LISTS: &str = "{ plansLists { totalCount items { id planId address userId user { email } } } }";

fn code(answer: &Value) -> &str {
    answer["errors"][0]["extensions"]["code"].as_str().unwrap_or("")
}

fn message(answer: &Value) -> &str {
    answer["errors"][0]["message"].as_str().unwrap_or("")
}

async fn without_a_configurator_the_back_office_says_so(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    for (query, variables) in
        [(FIND, json!({ "decorId": "DEC-7" })), (PHOTOS, json!({ "id": "CFG-1" })), (PRODUCTS, json!({}))]
    {
        let answer = server.graphql_as(Some(&admin), query, variables).await;
        assert_eq!((code(&answer), message(&answer)), ("UNAVAILABLE", NOT_CONFIGURED), "{answer}");
    }
}

async fn an_admin_finds_configurators_photos_and_products(engine: Engine) {
    let stand_in = common::configurator::start().await;
    let base = stand_in.base_url.clone();
    let server =
        TestServer::start_with(engine, false, move |config| config.configurator_url = Some(base)).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;

    let found = server.graphql_as(Some(&admin), FIND, json!({ "decorId": "DEC-7" })).await;
    let list = found["data"]["findConfigurator"].as_array().unwrap();
    assert_eq!(list.len(), 2, "{found}");
    assert_eq!(
        list[0],
        json!({ "_id": "CFG-1", "name": "Wren — standard", "product": "The Wren", "createdAt": "2026-03-01T10:00:00Z" })
    );
    let none = server.graphql_as(Some(&admin), FIND, json!({ "id": "other" })).await;
    assert_eq!(none["data"]["findConfigurator"], json!([]));
    let blank = server.graphql_as(Some(&admin), FIND, json!({ "decorId": " ", "id": "" })).await;
    assert_eq!((code(&blank), message(&blank)), ("BAD_USER_INPUT", "Enter a Decor ID or a Plan ID to search for."));

    let photos = server.graphql_as(Some(&admin), PHOTOS, json!({ "id": "CFG-1" })).await;
    assert_eq!(
        photos["data"]["findPhotos"],
        json!([
            { "url": "https://renders.example/wren/front.jpg", "name": "Front" },
            { "url": "https://renders.example/wren/back.jpg", "name": "Back" },
        ]),
        "only web addresses are offered"
    );

    let all = server.graphql_as(Some(&admin), PRODUCTS, json!({})).await;
    let names: Vec<&str> = all["data"]["productsOfConfigurators"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Oak door", "Cedar siding", "Slate roof option"]);
    assert_eq!(all["data"]["productsOfConfigurators"]["list"][0]["data"], json!({ "price": 420.0, "labor": 80.0 }));
    let materials = server.graphql_as(Some(&admin), PRODUCTS, json!({ "type": "MATERIALS" })).await;
    assert_eq!(
        materials["data"]["productsOfConfigurators"]["list"],
        json!([{ "id": "p2", "name": "Cedar siding", "type": "materials", "avatar": { "small": null }, "data": { "price": 12.5, "labor": null } }])
    );

    // Paging through the dialog asks again: the service is asked once per question.
    let hits = stand_in.hits();
    server.graphql_as(Some(&admin), FIND, json!({ "decorId": "DEC-7" })).await;
    server.graphql_as(Some(&admin), PRODUCTS, json!({ "type": "OBJECTS" })).await;
    assert_eq!(stand_in.hits(), hits, "answers come from the cache");

    stand_in.fail.store(true, std::sync::atomic::Ordering::SeqCst);
    let down = server.graphql_as(Some(&admin), PHOTOS, json!({ "decorId": "DEC-8" })).await;
    assert_eq!((code(&down), message(&down)), ("UNAVAILABLE", UNREACHABLE), "{down}");
}

async fn the_plans_list_shows_every_users_saved_plans_to_admins(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let plan = server.graphql("{ plans(filters: { pageSize: 1 }) { items { id } } }", json!({})).await["data"]["plans"]
        ["items"][0]["id"]
        .clone();
    let user = server.sign_in_as(Role::User).await;
    let saved = server
        .graphql_as(
            Some(&user),
            "mutation($input: MapResultInput!) { mapResultCreate(input: $input) { id userId } }",
            json!({ "input": {
                "planId": plan, "address": "1100 Congress Ave, Austin, TX 78701",
                "map": { "center": [-97.7437, 30.2711] },
                "fit": { "insideLot": true, "status": "clear", "coveragePct": 20.0, "violations": [] },
            } }),
        )
        .await;
    let saved = &saved["data"]["mapResultCreate"];

    let admin = server.sign_in_as(Role::Admin).await;
    let listed = server.graphql_as(Some(&admin), PLANS_LISTS, json!({})).await;
    let lists = &listed["data"]["plansLists"];
    let mine = lists["items"].as_array().unwrap().iter().find(|item| item["id"] == saved["id"]).expect("listed");
    assert_eq!(mine["planId"], plan);
    assert_eq!(mine["address"], "1100 Congress Ave, Austin, TX 78701");
    assert_eq!(mine["userId"], saved["userId"]);
    assert!(mine["user"]["email"].as_str().unwrap().ends_with("@example.com"), "{mine}");
    assert_eq!(lists["totalCount"], server.count("SELECT COUNT(*) FROM map_results WHERE deleted_at IS NULL").await);
}

async fn the_configurator_and_plans_list_are_for_admins_only(engine: Engine) {
    let stand_in = common::configurator::start().await;
    let base = stand_in.base_url.clone();
    let server =
        TestServer::start_with(engine, true, move |config| config.configurator_url = Some(base)).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    for (session, expected) in [(None, "UNAUTHENTICATED"), (Some(user.as_str()), "FORBIDDEN")] {
        for (query, variables) in [
            (FIND, json!({ "decorId": "DEC-7" })),
            (PHOTOS, json!({ "decorId": "DEC-7" })),
            (PRODUCTS, json!({})),
            (PLANS_LISTS, json!({})),
        ] {
            let answer = server.graphql_as(session, query, variables).await;
            assert_eq!(code(&answer), expected, "{query}: {answer}");
        }
    }
    assert_eq!(stand_in.hits(), 0, "the service was never asked for a refused caller");
}

storage_tests!(
    without_a_configurator_the_back_office_says_so,
    an_admin_finds_configurators_photos_and_products,
    the_plans_list_shows_every_users_saved_plans_to_admins,
    the_configurator_and_plans_list_are_for_admins_only,
);
