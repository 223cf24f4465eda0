//! Integrators' API keys: made and revoked by admins, shown once and stored hashed, each held to
//! its own rate (shared by every instance on PostgreSQL), and reads at a low anonymous rate.
//! Other sites may call `/api/v1` (CORS), and nothing else of `/api`.

use crate::common;

use api::domain::accounts::Role;
use common::{Engine, TestServer};
use serde_json::{json, Value};

const CREATE: &str =
    "mutation($input: ApiKeyInput!) { createApiKey(input: $input) { secret key { id name prefix perMinute revokedAt } } }";

/// Makes a key as `admin`: `(id, secret)`.
async fn create_key(server: &TestServer, admin: &str, name: &str, per_minute: u32) -> (String, String) {
    let created =
        server.graphql_as(Some(admin), CREATE, json!({ "input": { "name": name, "perMinute": per_minute } })).await;
    let created = &created["data"]["createApiKey"];
    let secret = created["secret"].as_str().unwrap_or_else(|| panic!("{created}")).to_owned();
    (created["key"]["id"].as_str().unwrap().to_owned(), secret)
}

async fn get(server: &TestServer, path: &str, key: Option<&str>) -> reqwest::Response {
    let mut request = server.client.get(server.url(path));
    if let Some(key) = key {
        request = request.bearer_auth(key);
    }
    request.send().await.unwrap()
}

/// A fit check that is refused for its body (no lot) once the key is admitted: 422, not 401.
async fn post_fit(server: &TestServer, key: Option<&str>) -> reqwest::Response {
    let mut request = server.client.post(server.url("/api/v1/fit-check")).json(&json!({ "lot": {}, "planId": "x" }));
    if let Some(key) = key {
        request = request.bearer_auth(key);
    }
    request.send().await.unwrap()
}

async fn message(response: reqwest::Response) -> String {
    let body: Value = response.json().await.unwrap();
    body["message"].as_str().unwrap_or_else(|| panic!("{body}")).to_owned()
}

async fn a_key_is_shown_once_stored_hashed_and_refused_once_revoked(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let (id, secret) = create_key(&server, &admin, "Acme Builders website", 600).await;
    assert!(secret.starts_with("hpk_") && secret.len() > 40, "{secret}");

    let listed = server
        .graphql_as(Some(&admin), "{ apiKeys { id name prefix perMinute createdBy revokedAt } }", json!({}))
        .await;
    let key = &listed["data"]["apiKeys"][0];
    assert_eq!(key["name"], "Acme Builders website");
    assert!(secret.starts_with(key["prefix"].as_str().unwrap()) && key["prefix"].as_str().unwrap().len() == 12);
    assert!(!listed.to_string().contains(&secret), "the list never shows the key");
    let stored = server.query_strings("SELECT key_hash FROM api_keys").await;
    assert_eq!(stored.len(), 1);
    assert!(!stored[0].contains(&secret[4..]), "only the key's hash is stored");

    assert_eq!(post_fit(&server, Some(&secret)).await.status(), 422, "the key is admitted");
    let without = post_fit(&server, None).await;
    assert_eq!(without.status(), 401);
    assert_eq!(message(without).await, "This call needs an API key: send it as `Authorization: Bearer <key>`.");
    let wrong = post_fit(&server, Some("hpk_not-a-key-of-ours")).await;
    assert_eq!(wrong.status(), 401);
    assert_eq!(message(wrong).await, "The API key is not valid or was revoked; ask us for a new one.");

    // Revoked on one instance, refused on every one at once: keys are never cached.
    let other = server.beside(|_| {}).await;
    assert_eq!(post_fit(&other, Some(&secret)).await.status(), 422);
    let revoked = server
        .graphql_as(Some(&admin), "mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }", json!({ "id": id }))
        .await;
    assert!(revoked["data"]["revokeApiKey"]["revokedAt"].is_number(), "{revoked}");
    for instance in [&server, &other] {
        let refused = post_fit(instance, Some(&secret)).await;
        assert_eq!(refused.status(), 401);
        assert_eq!(message(refused).await, "The API key is not valid or was revoked; ask us for a new one.");
        assert_eq!(
            get(instance, "/api/v1/plans?pageSize=1", Some(&secret)).await.status(),
            401,
            "not read as anonymous"
        );
    }
}

async fn only_admins_make_keys_and_bad_input_is_named(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let user = server.sign_in_as(Role::User).await;
    let refused = server.graphql_as(Some(&user), CREATE, json!({ "input": { "name": "Mine" } })).await;
    assert_eq!(refused["errors"][0]["extensions"]["code"], "FORBIDDEN", "{refused}");
    let admin = server.sign_in_as(Role::Admin).await;
    for (input, said) in [
        (json!({ "name": "  " }), "Name: say whose key it is (e.g. the integrator's company)."),
        (json!({ "name": "Acme", "perMinute": 0 }), "Requests per minute: a whole number from 1 to 600,000."),
    ] {
        let answer = server.graphql_as(Some(&admin), CREATE, json!({ "input": input })).await;
        assert_eq!(answer["errors"][0]["message"], said, "{answer}");
    }
    assert_eq!(server.count("SELECT COUNT(*) FROM api_keys").await, 0, "nothing was stored");
    let made = server.graphql_as(Some(&admin), CREATE, json!({ "input": { "name": "Acme" } })).await;
    assert_eq!(made["data"]["createApiKey"]["key"]["perMinute"], 600, "the default rate");
}

async fn a_key_over_its_rate_is_told_when_to_come_back(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let (_, secret) = create_key(&server, &admin, "Small integration", 3).await;
    let (_, other_key) = create_key(&server, &admin, "Another integration", 3).await;
    // On PostgreSQL the count is shared: requests to a second instance fill the same window.
    let beside = server.beside(|_| {}).await;
    let instances = if engine == Engine::Postgres { [&server, &beside, &server] } else { [&server, &server, &server] };
    for instance in instances {
        assert_eq!(post_fit(instance, Some(&secret)).await.status(), 422);
    }
    let limited = post_fit(&server, Some(&secret)).await;
    assert_eq!(limited.status(), 429);
    let wait: u64 = limited.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    let unit = if wait == 1 { "second" } else { "seconds" };
    assert_eq!(
        message(limited).await,
        format!("This API key may make 3 requests a minute; try again in {wait} {unit}.")
    );
    assert_eq!(post_fit(&server, Some(&other_key)).await.status(), 422, "each key has its own rate");
}

async fn reads_work_without_a_key_at_the_anonymous_rate(engine: Engine) {
    let server = TestServer::start_with(engine, true, |config| config.api_anonymous_per_minute = 2).await.unwrap();
    for _ in 0..2 {
        assert_eq!(get(&server, "/api/v1/plans?pageSize=1", None).await.status(), 200);
    }
    let limited = get(&server, "/api/v1/plans?pageSize=1", None).await;
    assert_eq!(limited.status(), 429);
    assert!(limited.headers().contains_key("retry-after"));
    assert!(message(limited).await.starts_with("Without an API key, an address may make 2 requests a minute"));
    let admin = server.sign_in_as(Role::Admin).await;
    let (_, secret) = create_key(&server, &admin, "Builder", 100).await;
    assert_eq!(get(&server, "/api/v1/plans?pageSize=1", Some(&secret)).await.status(), 200, "a key has its own rate");
    let basic = server.client.get(server.url("/api/v1/plans")).basic_auth("me", Some("pw")).send().await.unwrap();
    assert_eq!(basic.status(), 401, "another scheme is refused, not ignored");
}

async fn other_sites_may_call_v1_and_nothing_else(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let origin = "https://builder.example";
    let preflight = server
        .client
        .request(reqwest::Method::OPTIONS, server.url("/api/v1/fit-check"))
        .header("origin", origin)
        .header("access-control-request-method", "POST")
        .header("access-control-request-headers", "authorization, content-type")
        .send()
        .await
        .unwrap();
    assert_eq!(preflight.status(), 204);
    assert_eq!(preflight.headers()["access-control-allow-origin"], "*");
    assert!(preflight.headers()["access-control-allow-headers"].to_str().unwrap().contains("Authorization"));

    let admin = server.sign_in_as(Role::Admin).await;
    let (_, secret) = create_key(&server, &admin, "Builder", 100).await;
    let cross = server
        .client
        .post(server.url("/api/v1/fit-check"))
        .header("origin", origin)
        .bearer_auth(&secret)
        .json(&json!({ "lot": {}, "planId": "x" }))
        .send()
        .await
        .unwrap();
    assert_eq!(cross.status(), 422, "another site's call reaches the operation");
    assert_eq!(cross.headers()["access-control-allow-origin"], "*");
    // The web app's own calls still refuse other sites.
    let own = server
        .client
        .post(server.url("/api/site-plan.svg"))
        .header("origin", origin)
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(own.status(), 403);
    assert!(!own.headers().contains_key("access-control-allow-origin"));
}

storage_tests!(
    a_key_is_shown_once_stored_hashed_and_refused_once_revoked,
    only_admins_make_keys_and_bad_input_is_named,
    a_key_over_its_rate_is_told_when_to_come_back,
    reads_work_without_a_key_at_the_anonymous_rate,
    other_sites_may_call_v1_and_nothing_else
);
