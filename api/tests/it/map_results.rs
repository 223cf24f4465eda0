//! Saving placements (map results) and listing them: My Plans and the admin's view.

use crate::common;

use api::domain::accounts::Role;
use common::{Engine, TestServer};
use serde_json::{json, Value};

const CREATE: &str = "mutation($input: MapResultInput!) { mapResultCreate(input: $input) { id planId planTitle address snapshot fit { status coveragePct violations } map } }";
const MINE: &str = "{ mapResults { totalCount items { id planTitle address snapshot } } }";
/// A 1×1 PNG.
const PNG: &str = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

async fn first_plan(server: &TestServer) -> Value {
    server.graphql("{ plans(filters: { pageSize: 1 }) { items { id title } } }", json!({})).await["data"]["plans"]
        ["items"][0]
        .clone()
}

fn input(plan_id: &Value, snapshot: Option<&str>) -> Value {
    json!({ "input": {
        "planId": plan_id,
        "address": "1100 Congress Ave, Austin, TX 78701",
        "map": { "center": [-97.7437, 30.2711], "lot": [[-97.744, 30.271], [-97.743, 30.271], [-97.743, 30.272]], "angle": 12.5 },
        "fit": { "insideLot": true, "status": "near", "coveragePct": 28.4, "minSetbackClearanceFt": 0.6, "violations": [] },
        "snapshotPng": snapshot,
    } })
}

async fn saving_a_placement_and_finding_it_in_my_plans(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let plan = first_plan(&server).await;
    let anonymous = server.graphql(CREATE, input(&plan["id"], Some(PNG))).await;
    assert_eq!(anonymous["errors"][0]["extensions"]["code"], "UNAUTHENTICATED");

    let user = server.sign_in_as(Role::User).await;
    let saved = server.graphql_as(Some(&user), CREATE, input(&plan["id"], Some(PNG))).await;
    let result = &saved["data"]["mapResultCreate"];
    assert_eq!(result["planTitle"], plan["title"], "the title comes from the catalogue");
    assert_eq!(result["fit"]["status"], "near");
    assert_eq!(result["map"]["angle"], 12.5);
    let snapshot = result["snapshot"].as_str().unwrap();
    assert!(snapshot.starts_with("/media/map-results/") && snapshot.ends_with(".png"));
    let fetch = |session: Option<String>| {
        let request = server.client.get(server.url(snapshot));
        match session {
            Some(token) => request.header("cookie", format!("session={token}")),
            None => request,
        }
    };
    let image = fetch(Some(user.clone())).send().await.unwrap();
    assert_eq!(image.status(), 200);
    assert_eq!(image.headers()["cache-control"], "private, max-age=3600");
    assert!(image.bytes().await.unwrap().starts_with(b"\x89PNG"));
    // The picture shows the owner's property: nobody else gets it by its url.
    assert_eq!(fetch(None).send().await.unwrap().status(), 404);
    let stranger = server.sign_in_as(Role::User).await;
    assert_eq!(fetch(Some(stranger)).send().await.unwrap().status(), 404);
    let admin = server.sign_in_as(Role::Admin).await;
    assert_eq!(fetch(Some(admin)).send().await.unwrap().status(), 200);

    let mine = server.graphql_as(Some(&user), MINE, json!({})).await;
    assert_eq!(mine["data"]["mapResults"]["totalCount"], 1);
    assert_eq!(mine["data"]["mapResults"]["items"][0]["id"], result["id"]);

    // The saved address prices the estimate for Texas.
    let summary = server
        .graphql_as(
            Some(&user),
            "query($id: ID!, $map: ID) { getSummary(id: $id, mapId: $map) { data { stateCode } } }",
            json!({ "id": plan["id"], "map": result["id"] }),
        )
        .await;
    assert_eq!(summary["data"]["getSummary"]["data"]["stateCode"], "TX");
    // So does the address of a placement not saved yet (Estimate from the map).
    let unsaved = server
        .graphql(
            "query($id: ID!, $address: String) { getSummary(id: $id, address: $address) { data { stateCode } } }",
            json!({ "id": plan["id"], "address": "2 Main St, Sacramento, CA 95814" }),
        )
        .await;
    assert_eq!(unsaved["data"]["getSummary"]["data"]["stateCode"], "CA");

    // Others see nothing of it.
    let other = server.sign_in_as(Role::User).await;
    assert_eq!(server.graphql_as(Some(&other), MINE, json!({})).await["data"]["mapResults"]["totalCount"], 0);
}

async fn bad_snapshots_and_plans_save_nothing(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let plan = first_plan(&server).await;
    let user = server.sign_in_as(Role::User).await;
    let not_png = server
        .graphql_as(Some(&user), CREATE, input(&plan["id"], Some("data:image/png;base64,PHN2Zz48L3N2Zz4=")))
        .await;
    assert_eq!(not_png["errors"][0]["message"], "The snapshot must be a PNG image of at most 3 MB.");
    let unknown = server.graphql_as(Some(&user), CREATE, input(&json!("no-such-plan"), None)).await;
    assert_eq!(unknown["errors"][0]["message"], "The plan to save does not exist.");
    assert_eq!(server.graphql_as(Some(&user), MINE, json!({})).await["data"]["mapResults"]["totalCount"], 0);
    let without_snapshot = server.graphql_as(Some(&user), CREATE, input(&plan["id"], None)).await;
    assert_eq!(without_snapshot["data"]["mapResultCreate"]["snapshot"], "");
}

async fn only_admins_list_other_users_placements(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let plan = first_plan(&server).await;
    let user = server.sign_in_as(Role::User).await;
    server.graphql_as(Some(&user), CREATE, input(&plan["id"], None)).await;
    let id = server.graphql_as(Some(&user), "mutation { checkIfLoggedIn { id } }", json!({})).await["data"]
        ["checkIfLoggedIn"]["id"]
        .clone();
    let query = "query($user: ID!) { mapUserResults(user: $user) { totalCount } }";
    assert_eq!(
        server.graphql_as(Some(&user), query, json!({ "user": id })).await["data"]["mapUserResults"]["totalCount"],
        1
    );
    let other = server.sign_in_as(Role::User).await;
    assert_eq!(
        server.graphql_as(Some(&other), query, json!({ "user": id })).await["errors"][0]["extensions"]["code"],
        "FORBIDDEN"
    );
    let admin = server.sign_in_as(Role::Admin).await;
    assert_eq!(
        server.graphql_as(Some(&admin), query, json!({ "user": id })).await["data"]["mapUserResults"]["totalCount"],
        1
    );
}

const UPDATE: &str =
    "mutation($id: ID!, $input: MapResultInput!) { mapResultUpdate(id: $id, input: $input) { id name map } }";
const RENAME: &str =
    "mutation($id: ID!, $name: String!) { mapResultRename(id: $id, name: $name) { id name planTitle } }";
const DELETE: &str = "mutation($id: ID!) { mapResultDelete(id: $id) }";
const RESTORE: &str = "mutation($id: ID!) { mapResultRestore(id: $id) { id name } }";
const MINE_NAMED: &str = "{ mapResults { totalCount items { id name map } } }";

async fn a_saved_plan_is_updated_renamed_deleted_and_restored_by_its_owner_only(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let plan = first_plan(&server).await;
    let user = server.sign_in_as(Role::User).await;
    let saved = server.graphql_as(Some(&user), CREATE, input(&plan["id"], None)).await;
    let id = saved["data"]["mapResultCreate"]["id"].as_str().unwrap().to_owned();

    // Saving again updates the same saved plan: My Plans still holds one.
    let mut moved = input(&plan["id"], None);
    moved["input"]["map"]["angle"] = json!(40.0);
    moved["id"] = json!(id);
    let updated = server.graphql_as(Some(&user), UPDATE, moved.clone()).await;
    assert_eq!(updated["data"]["mapResultUpdate"]["map"]["angle"], 40.0, "{updated}");
    let renamed = server.graphql_as(Some(&user), RENAME, json!({ "id": id, "name": "  Cottage by the oak  " })).await;
    assert_eq!(renamed["data"]["mapResultRename"]["name"], "Cottage by the oak");
    let mine = server.graphql_as(Some(&user), MINE_NAMED, json!({})).await;
    assert_eq!(mine["data"]["mapResults"]["totalCount"], 1);
    assert_eq!(mine["data"]["mapResults"]["items"][0]["map"]["angle"], 40.0);
    assert_eq!(mine["data"]["mapResults"]["items"][0]["name"], "Cottage by the oak");
    let long = server.graphql_as(Some(&user), RENAME, json!({ "id": id, "name": "x".repeat(101) })).await;
    assert_eq!(long["errors"][0]["message"], "The name must be at most 100 characters.");

    // Nobody else changes it, admins included.
    let admin = server.sign_in_as(Role::Admin).await;
    for session in [server.sign_in_as(Role::User).await, admin] {
        for (query, vars) in
            [(UPDATE, moved.clone()), (RENAME, json!({ "id": id, "name": "mine" })), (DELETE, json!({ "id": id }))]
        {
            let refused = server.graphql_as(Some(&session), query, vars).await;
            assert_eq!(refused["errors"][0]["extensions"]["code"], "NOT_FOUND", "{refused}");
        }
    }

    // Deleted, it leaves My Plans; undone, it is back as it was.
    let deleted = server.graphql_as(Some(&user), DELETE, json!({ "id": id })).await;
    assert_eq!(deleted["data"]["mapResultDelete"], true);
    let mine = server.graphql_as(Some(&user), MINE_NAMED, json!({})).await;
    assert_eq!(mine["data"]["mapResults"]["totalCount"], 0);
    let gone =
        server.graphql_as(Some(&user), "query($id: ID!) { mapResult(id: $id) { id } }", json!({ "id": id })).await;
    assert!(gone["data"]["mapResult"].is_null(), "{gone}");
    let restored = server.graphql_as(Some(&user), RESTORE, json!({ "id": id })).await;
    assert_eq!(restored["data"]["mapResultRestore"]["name"], "Cottage by the oak");
    let mine = server.graphql_as(Some(&user), MINE_NAMED, json!({})).await;
    assert_eq!(mine["data"]["mapResults"]["totalCount"], 1);
}

storage_tests!(
    a_saved_plan_is_updated_renamed_deleted_and_restored_by_its_owner_only,
    saving_a_placement_and_finding_it_in_my_plans,
    bad_snapshots_and_plans_save_nothing,
    only_admins_list_other_users_placements,
);
