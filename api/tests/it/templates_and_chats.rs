//! Templates (admins create and change them), recommendations (public) and the assistant's
//! chats (admins only), through their GraphQL calls.

use crate::common;

use api::domain::accounts::Role;
use common::{Engine, TestServer};
use serde_json::{json, Value};

const CREATE: &str = "mutation($title: String!, $link: String, $typeformId: String) {
  templateCreate(title: $title, link: $link, typeformId: $typeformId) { id title link typeformId specifications } }";
const UPDATE: &str = "mutation($id: ID!, $title: String!) { templateUpdate(id: $id, title: $title) { id title link } }";

fn code(answer: &Value) -> &str {
    answer["errors"][0]["extensions"]["code"].as_str().unwrap_or("")
}

fn message(answer: &Value) -> &str {
    answer["errors"][0]["message"].as_str().unwrap_or("")
}

async fn an_admin_keeps_templates(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let seeded = server.graphql_as(Some(&admin), "{ templates { id title } }", json!({})).await;
    assert_eq!(seeded["data"]["templates"].as_array().unwrap().len(), 2, "{seeded}");

    let created = server
        .graphql_as(
            Some(&admin),
            CREATE,
            json!({ "title": " Lot survey ", "link": "https://form.example/survey", "typeformId": "abc123" }),
        )
        .await;
    let template = &created["data"]["templateCreate"];
    assert_eq!(template["title"], "Lot survey", "{created}");
    assert_eq!(template["specifications"], json!({}));
    let id = template["id"].as_str().unwrap();
    let updated = server.graphql_as(Some(&admin), UPDATE, json!({ "id": id, "title": "Lot survey v2" })).await;
    assert_eq!(updated["data"]["templateUpdate"]["title"], "Lot survey v2");
    assert_eq!(updated["data"]["templateUpdate"]["link"], "", "every field is replaced");
    let read =
        server.graphql_as(Some(&admin), "query($id: ID!) { template(id: $id) { title } }", json!({ "id": id })).await;
    assert_eq!(read["data"]["template"]["title"], "Lot survey v2");

    for (variables, expected) in [
        (json!({ "title": " " }), "Please enter title"),
        (json!({ "title": "X", "link": "form.example" }), "Please enter a valid URL"),
    ] {
        assert_eq!(message(&server.graphql_as(Some(&admin), CREATE, variables).await), expected);
    }
    let missing = server.graphql_as(Some(&admin), UPDATE, json!({ "id": "nope", "title": "X" })).await;
    assert_eq!((code(&missing), message(&missing)), ("NOT_FOUND", "Template not found"));
}

async fn templates_and_chats_are_for_admins_only(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    let before = server.count("SELECT COUNT(*) FROM templates").await;
    for (session, expected) in [(None, "UNAUTHENTICATED"), (Some(user.as_str()), "FORBIDDEN")] {
        assert_eq!(code(&server.graphql_as(session, "{ templates { id } }", json!({})).await), expected);
        assert_eq!(code(&server.graphql_as(session, CREATE, json!({ "title": "X" })).await), expected);
        assert_eq!(code(&server.graphql_as(session, "{ assistantChats { id email } }", json!({})).await), expected);
    }
    assert_eq!(server.count("SELECT COUNT(*) FROM templates").await, before, "nothing stored");

    let admin = server.sign_in_as(Role::Admin).await;
    let chats = server
        .graphql_as(Some(&admin), "{ assistantChats { id name email messages { role text at } plans } }", json!({}))
        .await;
    let chat = &chats["data"]["assistantChats"][0];
    assert_eq!(chat["name"], "Jordan Rivera", "{chats}");
    assert_eq!(chat["messages"][0]["role"], "user");
    let one = server
        .graphql_as(Some(&admin), "query($id: ID!) { assistantChat(id: $id) { email } }", json!({ "id": chat["id"] }))
        .await;
    assert_eq!(one["data"]["assistantChat"]["email"], "jordan.rivera@example.com");
}

async fn a_recommendation_is_public(engine: Engine) {
    let server = common::shared(engine).unwrap();
    let id: String = sqlx_id(server).await;
    let answer =
        server.graphql("query($id: ID!) { recommendation(id: $id) { id title image } }", json!({ "id": id })).await;
    let recommendation = &answer["data"]["recommendation"];
    assert_eq!(recommendation["title"], "Backyard cottages under 600 sq ft", "{answer}");
    assert!(recommendation["image"].as_str().unwrap().starts_with("/media/"), "it shows a seeded picture");
    let missing = server.graphql("{ recommendation(id: \"nope\") { id } }", json!({})).await;
    assert_eq!(missing["data"]["recommendation"], Value::Null);
}

/// The first seeded recommendation's id (recommendations have no list query).
async fn sqlx_id(server: &TestServer) -> String {
    let rows = server.query_strings("SELECT id FROM recommendations ORDER BY created_at, id").await;
    rows.into_iter().next().expect("a seeded recommendation")
}

storage_tests!(an_admin_keeps_templates, templates_and_chats_are_for_admins_only, a_recommendation_is_public);
