//! Directories: browsing the seeded places page by page (a state's counties, a county's
//! cities), and admins creating and changing directories with SPEC.md's messages.

use crate::common;

use api::domain::accounts::Role;
use common::{Engine, TestServer};
use serde_json::{json, Value};

const BROWSE: &str = "query($slug: String, $parent: ID, $search: String, $limit: Int) {
  directory(slug: $slug) { id name slug valueCount
    values(parentId: $parent, search: $search, limit: $limit) { totalCount items { id name description parentId childCount } } } }";
const CREATE: &str = "mutation($input: DirectoryInput!) { createDirectory(input: $input) { id name slug valueCount } }";
const UPDATE: &str = "mutation($id: ID!, $input: DirectoryInput!) { updateDirectory(id: $id, input: $input) { id name slug valueCount } }";
const VALUES: &str = "query($id: ID, $all: Boolean) { directory(id: $id) {
  values(all: $all, limit: 50) { totalCount items { id name description parentId } } } }";

fn code(answer: &Value) -> &str {
    answer["errors"][0]["extensions"]["code"].as_str().unwrap_or("")
}

fn message(answer: &Value) -> &str {
    answer["errors"][0]["message"].as_str().unwrap_or("")
}

async fn the_seeded_places_are_browsed_a_page_at_a_time(engine: Engine) {
    let server = common::shared(engine).unwrap();
    let states = server.graphql(BROWSE, json!({ "slug": "us-states", "limit": 5 })).await;
    let directory = &states["data"]["directory"];
    assert_eq!(directory["slug"], "us-states", "{states}");
    let page = &directory["values"];
    assert_eq!(page["items"].as_array().unwrap().len(), 5, "one page, not every state");
    assert!(page["totalCount"].as_i64().unwrap() >= 50);

    let california = server.graphql(BROWSE, json!({ "slug": "us-states", "search": "calif", "limit": 5 })).await;
    let california = &california["data"]["directory"]["values"]["items"][0];
    assert_eq!(california["name"], "California");
    assert!(california["childCount"].as_i64().unwrap() > 50, "its counties sit under it: {california}");

    let counties =
        server.graphql(BROWSE, json!({ "slug": "us-counties", "parent": california["id"], "limit": 10 })).await;
    let counties = &counties["data"]["directory"]["values"];
    assert_eq!(counties["items"].as_array().unwrap().len(), 10, "{counties}");
    assert_eq!(counties["items"][0]["parentId"], california["id"]);
    assert_eq!(counties["totalCount"], 58, "California has 58 counties");
    assert_eq!(california["childCount"], 58, "a state's count is its counties");

    // A county's cities sit under it, not under the state.
    let los_angeles = server
        .graphql(BROWSE, json!({ "slug": "us-counties", "parent": california["id"], "search": "Los Angeles" }))
        .await;
    let los_angeles = &los_angeles["data"]["directory"]["values"]["items"][0];
    assert_eq!(los_angeles["name"], "Los Angeles County", "{los_angeles}");
    let cities =
        server.graphql(BROWSE, json!({ "slug": "us-cities", "parent": los_angeles["id"], "limit": 100 })).await;
    let cities = &cities["data"]["directory"]["values"];
    let names: Vec<&str> = cities["items"].as_array().unwrap().iter().filter_map(|c| c["name"].as_str()).collect();
    assert!(names.contains(&"Long Beach") && names.contains(&"Los Angeles"), "{names:?}");
    assert!(!names.contains(&"San Francisco") && !names.contains(&"Sacramento"), "{names:?}");
    assert_eq!(los_angeles["childCount"], cities["totalCount"], "a county's count is its cities");
    let under_state = server.graphql(BROWSE, json!({ "slug": "us-cities", "parent": california["id"] })).await;
    assert_eq!(under_state["data"]["directory"]["values"]["totalCount"], 0, "{under_state}");

    let missing = server.graphql(BROWSE, json!({ "slug": "no-such-directory" })).await;
    assert_eq!(missing["data"]["directory"], Value::Null, "the screen says 'Directory not found.'");
}

async fn an_admin_creates_and_changes_a_directory(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let input = json!({ "name": " Zoning ", "slug": "zoning", "values": [
        { "name": "R1", "description": "Single family" },
        { "name": "R2", "description": "Two family" },
    ] });
    let created = server.graphql_as(Some(&admin), CREATE, json!({ "input": input })).await;
    let directory = &created["data"]["createDirectory"];
    assert_eq!(directory["name"], "Zoning", "{created}");
    assert_eq!(directory["valueCount"], 2);
    let id = directory["id"].as_str().unwrap().to_owned();
    let values = server.graphql(VALUES, json!({ "id": id })).await["data"]["directory"]["values"]["items"].clone();
    let r1 = values[0]["id"].clone();

    // R1 renamed and kept, R2 removed, ADU added.
    let update = json!({ "id": id, "input": { "name": "Zoning codes", "slug": "zoning-codes", "values": [
        { "id": r1, "name": "R-1", "description": "Single family" },
        { "name": "ADU", "description": "Accessory dwelling", "parentId": r1 },
    ] } });
    let updated = server.graphql_as(Some(&admin), UPDATE, update).await;
    assert_eq!(updated["data"]["updateDirectory"]["slug"], "zoning-codes", "{updated}");
    let top = server.graphql(VALUES, json!({ "id": id })).await["data"]["directory"]["values"].clone();
    assert_eq!(top["totalCount"], 1, "ADU now sits under R-1: {top}");
    assert_eq!(top["items"][0]["id"], r1, "a kept value keeps its id (plans name it)");
    assert_eq!(top["items"][0]["name"], "R-1");
    let all = server.graphql(VALUES, json!({ "id": id, "all": true })).await["data"]["directory"]["values"].clone();
    assert_eq!(all["totalCount"], 2, "the form reads every value: {all}");
    assert_eq!(all["items"][1]["name"], "ADU");
    assert_eq!(all["items"][1]["parentId"], r1);

    let renamed_only = json!({ "id": id, "input": { "name": "Zones", "slug": "zoning-codes" } });
    let renamed = server.graphql_as(Some(&admin), UPDATE, renamed_only).await;
    assert_eq!(renamed["data"]["updateDirectory"]["valueCount"], 2, "values left out are kept: {renamed}");
}

async fn the_spec_messages_and_the_slug_conflict(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let before = server.count("SELECT COUNT(*) FROM directories").await;
    for (input, expected_code, expected) in [
        (json!({ "name": " ", "slug": "x" }), "BAD_USER_INPUT", "Please input directory name."),
        (json!({ "name": "Zones", "slug": "" }), "BAD_USER_INPUT", "Please input directory slug."),
        (json!({ "name": "States again", "slug": "us-states" }), "CONFLICT", "Slug has already been taken."),
        (
            json!({ "name": "Zones", "slug": "zones", "values": [{ "name": "A", "parentId": "nope" }] }),
            "BAD_USER_INPUT",
            "A value's parent does not exist.",
        ),
    ] {
        let answer = server.graphql_as(Some(&admin), CREATE, json!({ "input": input })).await;
        assert_eq!((code(&answer), message(&answer)), (expected_code, expected));
    }
    assert_eq!(server.count("SELECT COUNT(*) FROM directories").await, before, "nothing is stored");

    let counties =
        server.graphql(BROWSE, json!({ "slug": "us-counties", "limit": 1 })).await["data"]["directory"]["id"].clone();
    let taken = json!({ "id": counties, "input": { "name": "Counties", "slug": "us-states" } });
    let answer = server.graphql_as(Some(&admin), UPDATE, taken).await;
    assert_eq!(message(&answer), "Slug has already been taken.");
    let missing =
        server.graphql_as(Some(&admin), UPDATE, json!({ "id": "nope", "input": { "name": "X", "slug": "x" } })).await;
    assert_eq!((code(&missing), message(&missing)), ("NOT_FOUND", "Directory not found."));
}

async fn only_admins_change_directories(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    let states =
        server.graphql(BROWSE, json!({ "slug": "us-states", "limit": 1 })).await["data"]["directory"]["id"].clone();
    let create = json!({ "input": { "name": "Zones", "slug": "zones" } });
    let update = json!({ "id": states, "input": { "name": "Hijacked", "slug": "hijacked" } });
    for (session, expected) in [(None, "UNAUTHENTICATED"), (Some(user.as_str()), "FORBIDDEN")] {
        assert_eq!(code(&server.graphql_as(session, CREATE, create.clone()).await), expected);
        assert_eq!(code(&server.graphql_as(session, UPDATE, update.clone()).await), expected);
    }
    let still = server.graphql(BROWSE, json!({ "slug": "us-states", "limit": 1 })).await;
    assert_eq!(still["data"]["directory"]["id"], states, "nothing changed");
    assert_eq!(server.count("SELECT COUNT(*) FROM directories WHERE slug = 'zones'").await, 0);
}

storage_tests!(
    the_seeded_places_are_browsed_a_page_at_a_time,
    an_admin_creates_and_changes_a_directory,
    the_spec_messages_and_the_slug_conflict,
    only_admins_change_directories,
);
