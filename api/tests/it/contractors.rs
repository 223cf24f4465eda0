//! The back office's contractors: create, update and remove (admins only), with SPEC.md's
//! messages; a removed contractor's plans keep naming it.

use crate::common;

use api::domain::accounts::Role;
use common::{Engine, TestServer};
use serde_json::{json, Value};

const FIELDS: &str = "id name ceo phone email webSite about logo photos recommendedBy specifications removedAt";
const CREATE: &str = "mutation($name: String!, $email: String!, $phone: String, $webSite: String, $logo: String, $photos: [String!], $recommendedBy: [String!]) {
  contractorCreate(name: $name, email: $email, phone: $phone, webSite: $webSite, logo: $logo, photos: $photos, recommendedBy: $recommendedBy) { id name ceo phone email webSite about logo photos recommendedBy specifications removedAt } }";
const UPDATE: &str = "mutation($id: ID!, $name: String!, $email: String!, $about: String) {
  contractorUpdate(id: $id, name: $name, email: $email, about: $about) { id name email about removedAt } }";
const REMOVE: &str = "mutation($id: ID!) { removeContractor(id: $id) }";

fn cedar() -> Value {
    json!({
        "name": "  Cedar & Sons Builders ",
        "email": "Office@Cedar.example",
        "phone": "(512) 555-0142",
        "webSite": "https://cedar.example",
        "logo": "/media/contractors/01936b2e-1f2a-7c3d-8e4f-0123456789ab/compressed.webp",
        "photos": ["/media/contractors/01936b2e-1f2a-7c3d-8e4f-0123456789ab/original.jpg"],
        "recommendedBy": ["Austin ADU Co-op", "austin adu co-op", ""],
    })
}

fn code(answer: &Value) -> &str {
    answer["errors"][0]["extensions"]["code"].as_str().unwrap_or("")
}

fn message(answer: &Value) -> &str {
    answer["errors"][0]["message"].as_str().unwrap_or("")
}

async fn contractor_count(server: &TestServer) -> i64 {
    server.count("SELECT COUNT(*) FROM contractors").await
}

async fn an_admin_adds_and_changes_a_contractor(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let created = server.graphql_as(Some(&admin), CREATE, cedar()).await;
    let contractor = &created["data"]["contractorCreate"];
    assert_eq!(contractor["name"], "Cedar & Sons Builders", "{created}");
    assert_eq!(contractor["email"], "office@cedar.example");
    assert_eq!(contractor["recommendedBy"], json!(["Austin ADU Co-op"]));
    assert_eq!(contractor["specifications"], json!({}));
    assert_eq!(contractor["removedAt"], Value::Null);
    let id = contractor["id"].as_str().unwrap();

    let listed = server.graphql(&format!("{{ contractors {{ {FIELDS} }} }}"), json!({})).await;
    assert_eq!(listed["data"]["contractors"][0]["name"], "Cedar & Sons Builders");

    let updated = server
        .graphql_as(
            Some(&admin),
            UPDATE,
            json!({ "id": id, "name": "Cedar Homes", "email": "hi@cedar.example", "about": "Since 1998." }),
        )
        .await;
    assert_eq!(updated["data"]["contractorUpdate"]["name"], "Cedar Homes", "{updated}");
    let read = server.graphql(&format!("{{ contractor(id: \"{id}\") {{ {FIELDS} }} }}"), json!({})).await;
    assert_eq!(read["data"]["contractor"]["about"], "Since 1998.");
    assert_eq!(read["data"]["contractor"]["phone"], "", "every field is replaced by an update");

    let unknown =
        server.graphql_as(Some(&admin), UPDATE, json!({ "id": "nope", "name": "X", "email": "x@x.example" })).await;
    assert_eq!(code(&unknown), "NOT_FOUND");
    assert_eq!(message(&unknown), "Contractor not found");
}

async fn each_rule_answers_the_spec_message_and_stores_nothing(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let with = |field: &str, value: Value| {
        let mut input = cedar();
        input[field] = value;
        input
    };
    let cases = [
        (with("name", json!("   ")), "Please enter company name"),
        (with("email", json!("")), "Please enter email"),
        (with("email", json!("office@")), "Please enter a valid email"),
        (with("phone", json!("512-555-0142")), "Please enter a valid US phone number"),
        (with("webSite", json!("cedar.example")), "Please enter a valid URL"),
        (with("photos", json!(vec!["/media/a/b/compressed.webp"; 11])), "A contractor may have at most 10 photos."),
        (with("logo", json!("javascript:alert(1)")), "The logo must be an uploaded image."),
    ];
    for (input, expected) in cases {
        let answer = server.graphql_as(Some(&admin), CREATE, input).await;
        assert_eq!(message(&answer), expected);
        assert_eq!(code(&answer), "BAD_USER_INPUT");
    }
    assert_eq!(contractor_count(&server).await, 0, "nothing is stored");
}

async fn only_admins_change_contractors(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let id = server.graphql_as(Some(&admin), CREATE, cedar()).await["data"]["contractorCreate"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let before = server.count("SELECT COUNT(*) FROM contractors WHERE removed_at IS NULL").await;
    let user = server.sign_in_as(Role::User).await;
    let update = json!({ "id": id, "name": "Taken over", "email": "x@x.example" });
    for (session, expected) in [(None, "UNAUTHENTICATED"), (Some(user.as_str()), "FORBIDDEN")] {
        assert_eq!(code(&server.graphql_as(session, CREATE, cedar()).await), expected);
        assert_eq!(code(&server.graphql_as(session, UPDATE, update.clone()).await), expected);
        assert_eq!(code(&server.graphql_as(session, REMOVE, json!({ "id": id })).await), expected);
        let count =
            server.graphql_as(session, &format!("{{ contractor(id: \"{id}\") {{ planCount }} }}"), json!({})).await;
        assert_eq!(code(&count), expected);
    }
    assert_eq!(server.count("SELECT COUNT(*) FROM contractors WHERE removed_at IS NULL").await, before);
    let read = server.graphql(&format!("{{ contractor(id: \"{id}\") {{ name }} }}"), json!({})).await;
    assert_eq!(read["data"]["contractor"]["name"], "Cedar & Sons Builders", "nothing changed");
}

async fn a_removed_contractors_plans_keep_naming_it(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let plan = server
        .graphql("{ plans(filters: { pageSize: 1 }) { items { id contractor { id name } } } }", json!({}))
        .await["data"]["plans"]["items"][0]
        .clone();
    let id = plan["contractor"]["id"].as_str().unwrap().to_owned();
    let count =
        server.graphql_as(Some(&admin), &format!("{{ contractor(id: \"{id}\") {{ planCount }} }}"), json!({})).await;
    let plans = count["data"]["contractor"]["planCount"].as_i64().unwrap();
    assert!(plans >= 1, "the confirmation can name how many plans depend on it: {count}");

    let removed = server.graphql_as(Some(&admin), REMOVE, json!({ "id": id })).await;
    assert_eq!(removed["data"]["removeContractor"], true, "{removed}");
    let listed = server.graphql("{ contractors { id } }", json!({})).await;
    assert!(
        !listed["data"]["contractors"].as_array().unwrap().iter().any(|c| c["id"] == id.as_str()),
        "it leaves the list"
    );

    let page = server
        .graphql(
            &format!(
                "{{ plan(id: \"{}\") {{ title contractor {{ name removedAt }} }} }}",
                plan["id"].as_str().unwrap()
            ),
            json!({}),
        )
        .await;
    assert_eq!(
        page["data"]["plan"]["contractor"]["name"], plan["contractor"]["name"],
        "the plan still names it: {page}"
    );
    assert!(page["data"]["plan"]["contractor"]["removedAt"].is_number(), "as removed");

    let again = server.graphql_as(Some(&admin), REMOVE, json!({ "id": id })).await;
    assert_eq!(message(&again), "Contractor not found");
    let update =
        server.graphql_as(Some(&admin), UPDATE, json!({ "id": id, "name": "Back", "email": "b@b.example" })).await;
    assert_eq!(code(&update), "NOT_FOUND");
}

storage_tests!(
    an_admin_adds_and_changes_a_contractor,
    each_rule_answers_the_spec_message_and_stores_nothing,
    only_admins_change_contractors,
    a_removed_contractors_plans_keep_naming_it,
);
