//! What an attacker and a schema fuzzer found: unbounded lists, queries whose cost did not match
//! their work, NUL characters, and small leaks. Each is refused or closed here.

use crate::common;

use std::time::{Duration, Instant};

use api::domain::accounts::Role;
use common::{Engine, TestServer};
use serde_json::{json, Value};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

/// Sends `order` to `POST /api/order-site-plan` with `session`'s cookie.
async fn order_site_plan(server: &TestServer, session: &str, order: &Value) -> reqwest::Response {
    let request = server.client.post(server.url("/api/order-site-plan")).header("cookie", format!("session={session}"));
    request.json(order).send().await.unwrap()
}

/// Posts an operation the server refuses before running it: 400 with a GraphQL-shaped error.
async fn graphql_refused(server: &TestServer, query: &str, variables: Value) -> Value {
    let request = server.client.post(server.url("/graphql")).json(&json!({ "query": query, "variables": variables }));
    let response = request.send().await.unwrap();
    assert_eq!(response.status(), 400);
    response.json().await.unwrap()
}

fn code(answer: &Value) -> &str {
    answer["errors"][0]["extensions"]["code"].as_str().unwrap_or("")
}

async fn long_lists_are_refused_before_any_sql_runs(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let bands: Vec<Value> = (0..20_000).map(|i| json!({ "min": i, "max": i + 1 })).collect();
    let query = "query($bands: [AreaBand!]) { plans(filters: { meta: { areaBands: $bands } }) { totalCount } }";
    let asked = Instant::now();
    let answer = graphql_refused(&server, query, json!({ "bands": bands })).await;
    eprintln!("20,000 bands refused in {:?}", asked.elapsed());
    assert_eq!(code(&answer), "BAD_USER_INPUT", "{answer}");
    assert_eq!(answer["errors"][0]["message"], "A list in the variables has more than 1000 items.");
    let answer = server.graphql(query, json!({ "bands": bands[..14] })).await;
    assert_eq!(answer["errors"][0]["message"], "At most 13 square-foot bands.");

    let inline: Vec<String> = (0..20_000).map(|i| format!("{{ min: {i}, max: {} }}", i + 1)).collect();
    let inline = format!("{{ plans(filters: {{ meta: {{ areaBands: [{}] }} }}) {{ totalCount }} }}", inline.join(","));
    let answer = graphql_refused(&server, &inline, json!({})).await;
    assert_eq!(answer["errors"][0]["message"], "The query is longer than 64 kB.");

    let ids: Vec<String> = (0..30_000).map(|i| format!("plan-{i}")).collect();
    let query = "query($ids: [String!]) { plans(filters: { lastViewed: $ids }) { totalCount } }";
    let answer = graphql_refused(&server, query, json!({ "ids": ids })).await;
    assert_eq!(code(&answer), "BAD_USER_INPUT", "{answer}");
    let answer = server.graphql(query, json!({ "ids": ids[..101] })).await;
    assert_eq!(answer["errors"][0]["message"], "At most 100 recently viewed plans.");

    let ids: Vec<String> = (0..501).map(|i| format!("value-{i}")).collect();
    let answer =
        server.graphql("query($ids: [ID!]!) { directoriesValuesByIds(ids: $ids) { id } }", json!({ "ids": ids })).await;
    assert_eq!(code(&answer), "BAD_USER_INPUT", "{answer}");

    // Every filter the web app offers still works, all options at once.
    let bands: Vec<Value> = (0..13).map(|i| json!({ "min": i * 100, "max": i * 100 + 100 })).collect();
    let meta = json!({ "bedroomCount": [0, 1, 2, 3, 4], "bathroomCount": [0, 1, 2], "areaBands": bands });
    let query = "query($meta: PlanMetaFilter) { plans(filters: { meta: $meta }) { totalCount } }";
    let answer = server.graphql(query, json!({ "meta": meta })).await;
    assert!(answer["errors"].is_null(), "{answer}");
}

async fn a_query_costs_the_rows_it_asks_for(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let aliases: String =
        (0..400).map(|i| format!("p{i}: plans(filters: {{ pageSize: 100 }}) {{ items {{ id }} }} ")).collect();
    let answer = server.graphql(&format!("{{ {aliases} }}"), json!({})).await;
    let message = answer["errors"][0]["message"].as_str().unwrap_or_default();
    assert!(message.contains("complex"), "400 pages of 100 plans are refused: {answer}");
    assert_eq!(code(&answer), "BAD_USER_INPUT", "with a code clients can branch on");
    assert!(answer["data"].is_null());

    // What the catalogue asks for a page stays well inside the limit.
    let page = "{ plans(filters: { pageSize: 100 }) { totalCount items { id title image isHidden preApproved \
                meta { type totalArea outerArea width length bedroomCount bathroomCount } } } }";
    let answer = server.graphql(page, json!({})).await;
    assert!(answer["errors"].is_null(), "{answer}");
}

async fn text_with_nul_characters_is_refused_and_nothing_is_stored(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let sign_up = json!({
        "query": "mutation($name: String!) { signUp(email: \"nul@example.com\", password: \"Correct-horse-9\", name: $name) }",
        "variables": { "name": "Ann\u{0}Lee" },
    });
    let response = server.client.post(server.url("/graphql")).json(&sign_up).send().await.unwrap();
    assert_eq!(response.status(), 400);
    let answer: Value = response.json().await.unwrap();
    assert_eq!(code(&answer), "BAD_USER_INPUT");
    assert_eq!(answer["errors"][0]["message"], "Text must not contain NUL characters.");
    assert_eq!(server.count("SELECT COUNT(*) FROM users WHERE email = 'nul@example.com'").await, 0);

    let user = server.sign_in_as(Role::User).await;
    let order = json!({ "user": { "email": "ann@example.com", "name": "Ann" }, "plan": { "id": "x", "title": "The\u{0}Wren" } });
    let response = order_site_plan(&server, &user, &order).await;
    assert_eq!(response.status(), 400);
    assert_eq!(response.json::<Value>().await.unwrap()["code"], "BAD_USER_INPUT");

    let response = server.client.get(server.url("/api/plans/abc%00/floor-plan.svg")).send().await.unwrap();
    assert_eq!(response.status(), 400);
    assert_eq!(server.count("SELECT COUNT(*) FROM site_plan_orders").await, 0);
}

async fn a_hidden_plan_does_not_show_through_its_similar_plans(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let admin = server.sign_in_as(Role::Admin).await;
    let hidden = server
        .graphql_as(Some(&admin), "{ plans(filters: { isHidden: true, pageSize: 1 }) { items { id } } }", json!({}))
        .await;
    let id = hidden["data"]["plans"]["items"][0]["id"].as_str().unwrap().to_owned();
    let query = "query($id: ID!) { similarPlans(id: $id) { id } }";
    let as_visitor = server.graphql(query, json!({ "id": id })).await;
    assert_eq!(as_visitor["data"]["similarPlans"], json!([]), "same answer as for an id that does not exist");
    let as_admin = server.graphql_as(Some(&admin), query, json!({ "id": id })).await;
    assert!(!as_admin["data"]["similarPlans"].as_array().unwrap().is_empty());
}

async fn media_refusals_do_not_name_server_paths(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    for path in ["/media/..%2f..%2fapp.db", "/media/missing.png"] {
        let response = server.client.get(server.url(path)).send().await.unwrap();
        assert!(response.status().is_client_error(), "{path}: {}", response.status());
        let body = response.text().await.unwrap();
        assert!(!body.contains('/'), "{path} answered {body:?}");
    }
}

async fn sign_up_takes_only_addresses_the_mailer_can_reach_and_stores_all_or_nothing(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let sign_up = "mutation($email: String!) { signUp(email: $email, password: \"Correct-horse-9\", name: \"Ann\") }";
    let long = format!("{}@example.com", "a".repeat(65));
    for bad in ["a<b@example.com", "a,b@example.com", "a\"b@example.com", "a..b@example.com", ".a@example.com", &long] {
        let answer = server.graphql(sign_up, json!({ "email": bad })).await;
        assert_eq!(answer["errors"][0]["message"], "Please enter a valid email", "{bad}: {answer}");
    }
    assert_eq!(server.count("SELECT COUNT(*) FROM users").await, 0, "no address was taken");

    let answer = server.graphql(sign_up, json!({ "email": "ann@example.com" })).await;
    assert!(answer["errors"].is_null(), "{answer}");
    // The account, its confirmation token and the email's job were written together.
    assert_eq!(server.count("SELECT COUNT(*) FROM users").await, 1);
    assert_eq!(server.count("SELECT COUNT(*) FROM user_tokens WHERE purpose = 'verify'").await, 1);
    assert_eq!(server.count("SELECT COUNT(*) FROM jobs WHERE kind = 'email'").await, 1);
}

async fn the_openapi_document_tells_the_truth_about_nulls_and_lengths(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let document: Value =
        server.client.get(server.url("/api/openapi.json")).send().await.unwrap().json().await.unwrap();
    let settings = &document["components"]["schemas"]["ClientSettings"]["properties"];
    let config: Value = server.client.get(server.url("/api/config")).send().await.unwrap().json().await.unwrap();
    for field in ["googleClientId", "callBookingUrl", "financingUrl", "arAppUrl", "configuratorAppUrl"] {
        assert!(config[field].is_null(), "{field} is null in this deployment");
        assert_eq!(settings[field]["nullable"], true, "{field} is documented as nullable");
    }

    let user = server.sign_in_as(Role::User).await;
    // Just over the 64 kB limit: a much larger body could still be on its way when the server
    // answers and closes, and the client would see a reset instead of the answer.
    let title = "t".repeat(100 * 1024);
    let order = json!({ "user": { "email": "ann@example.com", "name": "Ann" }, "plan": { "id": "x", "title": title } });
    let response = order_site_plan(&server, &user, &order).await;
    assert_eq!(response.status(), 413, "a 100 kB title is not even read");
    assert_eq!(response.json::<Value>().await.unwrap()["code"], "BAD_USER_INPUT");
    let mut order = order;
    order["plan"]["title"] = json!("t".repeat(301));
    let response = order_site_plan(&server, &user, &order).await;
    assert_eq!(response.status(), 400, "a title over its documented 300 characters");
    assert_eq!(server.count("SELECT COUNT(*) FROM site_plan_orders").await, 0);

    let response = server.client.get(server.url("/api/geocode?q=")).send().await.unwrap();
    assert_eq!(response.status(), 400);
    assert_eq!(response.json::<Value>().await.unwrap()["code"], "BAD_USER_INPUT", "JSON, as documented");
}

async fn bodies_larger_than_their_route_accepts_are_not_read(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let huge =
        format!("{{\"query\": \"{{ plansCount {{ total }} }}\", \"padding\": \"{}\"}}", "x".repeat((5 << 20) + 10_000));
    let response = server
        .client
        .post(server.url("/graphql"))
        .header("content-type", "application/json")
        .body(huge)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 413);
    let answer: Value = response.json().await.unwrap();
    assert_eq!(code(&answer), "BAD_USER_INPUT");
    let small = server.graphql("{ plansCount { total } }", json!({})).await;
    assert_eq!(small["data"]["plansCount"]["total"], 0);
}

storage_tests!(
    bodies_larger_than_their_route_accepts_are_not_read,
    the_openapi_document_tells_the_truth_about_nulls_and_lengths,
    sign_up_takes_only_addresses_the_mailer_can_reach_and_stores_all_or_nothing,
    long_lists_are_refused_before_any_sql_runs,
    a_query_costs_the_rows_it_asks_for,
    text_with_nul_characters_is_refused_and_nothing_is_stored,
    a_hidden_plan_does_not_show_through_its_similar_plans,
    media_refusals_do_not_name_server_paths,
);

/// The server's address, for raw sockets.
fn socket_addr(server: &TestServer) -> String {
    server.base.trim_start_matches("http://").to_owned()
}

/// A connection that has sent one whole request and read the start of its answer: admitted,
/// and kept open.
async fn admitted_connection(server: &TestServer) -> TcpStream {
    let mut stream = TcpStream::connect(socket_addr(server)).await.unwrap();
    stream.write_all(b"GET /api/config HTTP/1.1\r\nHost: homeplot\r\n\r\n").await.unwrap();
    let mut answer = [0u8; 64];
    let n = stream.read(&mut answer).await.unwrap();
    assert!(answer[..n].starts_with(b"HTTP/1.1 200"), "{}", String::from_utf8_lossy(&answer[..n]));
    stream
}

#[tokio::test(flavor = "multi_thread")]
async fn connections_over_the_cap_are_answered_busy_while_health_checks_still_answer() {
    let server = TestServer::start_with(Engine::Sqlite, false, |c| c.connections.max_connections = 3).await.unwrap();
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(admitted_connection(&server).await);
    }

    let busy = server.client.get(server.url("/api/config")).send().await.unwrap();
    assert_eq!(busy.status(), 503);
    assert_eq!(busy.headers()["retry-after"], "5");
    let body: Value = busy.json().await.unwrap();
    assert_eq!(
        body,
        json!({ "status": "error", "message": "The server is busy. Please try again in a moment.", "code": "UNAVAILABLE" })
    );

    let health = server.client.get(server.url("/healthz")).send().await.unwrap();
    assert_eq!(health.status(), 200, "a load balancer still sees a live server");
    assert_eq!(health.json::<Value>().await.unwrap()["status"], "ok");

    // A place freed is a place taken by the next client.
    drop(held.pop());
    let mut status = 503;
    for _ in 0..50 {
        status = server.client.get(server.url("/api/config")).send().await.unwrap().status().as_u16();
        if status == 200 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(status, 200);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_connection_that_trickles_its_request_head_is_closed() {
    let server =
        TestServer::start_with(Engine::Sqlite, false, |c| c.connections.request_head_timeout_secs = 1).await.unwrap();
    let stream = TcpStream::connect(socket_addr(&server)).await.unwrap();
    let (mut reader, mut writer) = stream.into_split();
    // One byte every 100 ms: never idle, never done.
    let trickle = tokio::spawn(async move {
        for byte in b"GET /api/config HTTP/1.1\r\nHost: homeplot\r\nX-Padding: ".iter().chain([b'x'; 1000].iter()) {
            if writer.write_all(&[*byte]).await.is_err() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    });
    let mut answer = Vec::new();
    let closed = tokio::time::timeout(Duration::from_secs(20), reader.read_to_end(&mut answer)).await;
    assert!(closed.is_ok(), "the server closes the connection");
    assert!(answer.is_empty(), "and answers nothing: {}", String::from_utf8_lossy(&answer));
    trickle.abort();

    let config = server.client.get(server.url("/api/config")).send().await.unwrap();
    assert_eq!(config.status(), 200, "a client that sends its request at once is served");
}
