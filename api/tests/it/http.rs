//! The HTTP edge: health, the SPA and its caching, REST and its documents, the GraphQL rules.

use crate::common;

use api::domain::accounts::Role;
use common::{shared, Engine};
use serde_json::{json, Value};

async fn health_reports_the_database(engine: Engine) {
    let server = shared(engine).unwrap();
    let response = server.client.get(server.url("/healthz")).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert!(response.headers().contains_key("x-request-id"));
    let body: Value = response.json().await.unwrap();
    let expected = if engine == Engine::Sqlite { "sqlite" } else { "postgres" };
    assert_eq!(body, json!({ "status": "ok", "database": expected }));
}

async fn deep_links_load_the_app_shell(engine: Engine) {
    let server = shared(engine).unwrap();
    for path in ["/", "/plan/0195a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b", "/admin/plans", "/no/such/page"] {
        let response = server.client.get(server.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 200, "{path}");
        // It carries the session's answers (see plan_page.rs): no shared cache keeps it.
        assert_eq!(response.headers()["cache-control"], "private, no-cache", "{path}");
        assert!(response.text().await.unwrap().contains("<div id=\"root\">"), "{path}");
    }
}

async fn hashed_assets_are_cached_for_a_year(engine: Engine) {
    let server = shared(engine).unwrap();
    let response = server.client.get(server.url("/assets/index-abc123.js")).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable");
    let missing = server.client.get(server.url("/assets/index-gone.js")).send().await.unwrap();
    assert_eq!(missing.status(), 404, "a missing asset is not answered with the app shell");
    assert!(missing.headers().get("cache-control").is_none_or(|v| v != "public, max-age=31536000, immutable"));
}

async fn assets_are_served_precompressed_when_the_browser_accepts_it(engine: Engine) {
    let server = shared(engine).unwrap();
    let get = |accept: &'static str| {
        server.client.get(server.url("/assets/index-abc123.js")).header("accept-encoding", accept).send()
    };
    for (accept, coding, body) in [
        ("gzip, deflate, br, zstd", Some("br"), "brotli bytes"),
        ("gzip, br;q=0", Some("gzip"), "gzip bytes"),
        ("identity", None, "console.log('app')"),
    ] {
        let response = get(accept).await.unwrap();
        assert_eq!(response.status(), 200, "{accept}");
        let headers = response.headers().clone();
        assert_eq!(headers.get("content-encoding").map(|v| v.to_str().unwrap()), coding, "{accept}");
        assert!(headers["content-type"].to_str().unwrap().contains("javascript"), "{accept}");
        assert_eq!(headers["vary"], "accept-encoding");
        assert_eq!(headers["cache-control"], "public, max-age=31536000, immutable");
        assert_eq!(response.text().await.unwrap(), body, "{accept}");
    }
}

async fn openapi_document_and_docs_are_served(engine: Engine) {
    let server = shared(engine).unwrap();
    let spec: Value = server.client.get(server.url("/api/openapi.json")).send().await.unwrap().json().await.unwrap();
    assert_eq!(spec["info"]["title"], "Homeplot API");
    assert!(spec["paths"]["/plans/{id}/floor-plan.svg"]["get"].is_object());
    let docs = server.client.get(server.url("/api/docs")).send().await.unwrap();
    assert_eq!(docs.status(), 200);
    assert!(docs.text().await.unwrap().to_lowercase().contains("swagger"));
    let unknown = server.client.get(server.url("/api/no-such-endpoint")).send().await.unwrap();
    assert_eq!(unknown.status(), 404, "unknown API paths are not the app shell");
}

async fn client_config_names_the_map_sources(engine: Engine) {
    let server = shared(engine).unwrap();
    let config: Value = server.client.get(server.url("/api/config")).send().await.unwrap().json().await.unwrap();
    assert!(config["aerialTilesUrl"].as_str().unwrap().contains("{z}"));
    assert_eq!(config["termsUrl"], "/terms.html");
    assert_eq!(config["privacyUrl"], "/privacy.html");
}

async fn floor_plan_svg_is_served_for_visible_plans_only(engine: Engine) {
    let server = shared(engine).unwrap();
    let answer = server.graphql("{ plans(filters: { pageSize: 1 }) { items { id planSVG } } }", json!({})).await;
    let plan = &answer["data"]["plans"]["items"][0];
    let response = server
        .client
        .get(server.url(&format!("/api/plans/{}/floor-plan.svg", plan["id"].as_str().unwrap())))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "image/svg+xml");
    assert_eq!(response.text().await.unwrap(), plan["planSVG"].as_str().unwrap());

    let admin = server.sign_in_as(Role::Admin).await;
    let hidden = server
        .graphql_as(Some(&admin), "{ plans(filters: { isHidden: true, pageSize: 1 }) { items { id } } }", json!({}))
        .await;
    let hidden_id = hidden["data"]["plans"]["items"][0]["id"].as_str().unwrap();
    let url = server.url(&format!("/api/plans/{hidden_id}/floor-plan.svg"));
    let as_visitor = server.client.get(&url).send().await.unwrap();
    assert_eq!(as_visitor.status(), 404);
    assert_eq!(as_visitor.json::<Value>().await.unwrap()["message"], "Plan not found");
    let as_admin = server.client.get(&url).header("cookie", format!("session={admin}")).send().await.unwrap();
    assert_eq!(as_admin.status(), 200);
}

async fn graphql_refuses_form_posts(engine: Engine) {
    let server = shared(engine).unwrap();
    let response = server
        .client
        .post(server.url("/graphql"))
        .header("content-type", "application/x-www-form-urlencoded")
        .body("query=mutation%20%7B%20checkIfLoggedIn%20%7B%20id%20%7D%20%7D")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 415);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["errors"][0]["message"], "GraphQL requests must be POST with Content-Type: application/json.");
    let get = server.client.get(server.url("/graphql?query=%7BplansCount%7Btotal%7D%7D")).send().await.unwrap();
    assert_ne!(get.status(), 200, "no operation runs over GET");
}

async fn the_login_check_answers_who_is_signed_in(engine: Engine) {
    let server = shared(engine).unwrap();
    let query = "mutation CheckIfLoggedIn { checkIfLoggedIn { id name email role isVerified createdAt } }";
    let anonymous = server.graphql(query, json!({})).await;
    assert!(anonymous["data"]["checkIfLoggedIn"].is_null() && anonymous["errors"].is_null());
    let token = server.sign_in_as(Role::User).await;
    let signed_in = server.graphql_as(Some(&token), query, json!({})).await;
    assert_eq!(signed_in["data"]["checkIfLoggedIn"]["role"], "USER");
    assert!(signed_in["data"]["checkIfLoggedIn"]["createdAt"].as_i64().unwrap() > 0);
    let forged = server.graphql_as(Some("not-a-session"), query, json!({})).await;
    assert!(forged["data"]["checkIfLoggedIn"].is_null());
}

async fn overly_deep_queries_are_refused(engine: Engine) {
    let server = shared(engine).unwrap();
    let nested = format!(
        "{{ __schema {{ types {{ fields {{ type {} {{ name }} {} }} }} }} }}",
        "{ ofType ".repeat(14),
        "}".repeat(14)
    );
    let answer = server.graphql(&nested, json!({})).await;
    assert!(answer["errors"][0]["message"].as_str().unwrap().to_lowercase().contains("nested too deep"), "{answer}");
}

storage_tests!(
    health_reports_the_database,
    deep_links_load_the_app_shell,
    hashed_assets_are_cached_for_a_year,
    assets_are_served_precompressed_when_the_browser_accepts_it,
    openapi_document_and_docs_are_served,
    client_config_names_the_map_sources,
    floor_plan_svg_is_served_for_visible_plans_only,
    graphql_refuses_form_posts,
    the_login_check_answers_who_is_signed_in,
    overly_deep_queries_are_refused,
);
