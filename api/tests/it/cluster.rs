//! Two API instances on one PostgreSQL database and one media store, as behind a load balancer:
//! whatever a request changes is seen by the other instance, and the limits that protect
//! accounts and the geocoder hold for the pair as for one.

use crate::common;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use api::config::Config;
use api::domain::accounts::Role;
use common::{Engine, TestServer};
use poem::{handler, web::Data, EndpointExt};
use serde_json::{json, Value};

/// Two instances sharing the first one's database, media and outbox; `None` without PostgreSQL.
async fn pair(configure: impl Fn(&mut Config) + Clone) -> Option<(TestServer, TestServer)> {
    if std::env::var("TEST_DATABASE_URL").is_err() {
        assert!(std::env::var("REQUIRE_POSTGRES").is_err(), "REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not");
        eprintln!("skipped: TEST_DATABASE_URL is not set");
        return None;
    }
    let first = TestServer::start_with(Engine::Postgres, true, configure.clone()).await?;
    let (media_dir, outbox_dir) = (first.state.config.media.media_dir.clone(), first.outbox.clone());
    let second = first
        .beside(move |config| {
            configure(config);
            config.media.media_dir = media_dir;
            config.mail.outbox_dir = outbox_dir;
        })
        .await;
    Some((first, second))
}

async fn log_in(server: &TestServer, email: &str, password: &str) -> Value {
    let query = "mutation($email: String!, $password: String!) { logIn(email: $email, password: $password, rememberMe: false) { id } }";
    server.graphql(query, json!({ "email": email, "password": password })).await
}

#[tokio::test(flavor = "multi_thread")]
async fn wrong_passwords_over_both_instances_are_limited_as_on_one() {
    let Some((first, second)) = pair(|_| {}).await else { return };
    for attempt in 0..10 {
        let server = if attempt % 2 == 0 { &first } else { &second };
        let refused = log_in(server, "nobody@example.com", "Wrong-pass-1").await;
        assert_eq!(refused["errors"][0]["extensions"]["code"], "UNAUTHENTICATED", "attempt {attempt}: {refused}");
    }
    for server in [&first, &second] {
        let limited = log_in(server, "nobody@example.com", "Wrong-pass-1").await;
        assert_eq!(limited["errors"][0]["message"], "Too many attempts. Please try again in 15 minutes.");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_photo_uploaded_through_one_is_served_by_the_other_and_jobs_run_once() {
    let Some((first, second)) = pair(|_| {}).await else { return };
    let admin = first.sign_in_as(Role::Admin).await;
    let url = first.upload_png(&admin, 64, 48, "images").await;
    let served = second.client.get(second.url(&url)).send().await.unwrap();
    assert_eq!(served.status(), 200);
    assert_eq!(image::load_from_memory(&served.bytes().await.unwrap()).unwrap().width(), 64);

    // A sign-up on one instance queues one email; both workers take jobs, one sends it.
    let sign_up = "mutation($email: String!, $password: String!, $name: String!) { signUp(email: $email, password: $password, name: $name) }";
    let answer = first
        .graphql(sign_up, json!({ "name": "Ann", "email": "ann@example.com", "password": "Correct-horse-1" }))
        .await;
    assert!(answer["errors"].is_null(), "{answer}");
    first.settle_jobs().await;
    second.settle_jobs().await;
    assert_eq!(first.outbox_emails().await.len(), 1, "sent once");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_plan_saved_through_one_is_in_the_others_catalogue_at_once() {
    let Some((first, second)) = pair(|_| {}).await else { return };
    let catalogue = "{ plans(filters: { pageSize: 100 }) { totalCount items { title } } }";
    let before = second.graphql(catalogue, json!({})).await;
    let count = before["data"]["plans"]["totalCount"].as_i64().unwrap();
    assert_eq!(second.graphql(catalogue, json!({})).await, before, "answered again, from the cache");

    let admin = first.sign_in_as(Role::Admin).await;
    let contractor = first.graphql("{ contractors { id } }", json!({})).await["data"]["contractors"][0]["id"].clone();
    let input = json!({
        "contractorId": contractor, "title": "Larkspur Cottage", "description": "A one-bedroom ADU.",
        "url": "https://builder.example/larkspur", "image": "/media/plans/larkspur/original.jpg", "photos": [],
        "planSVG": "", "planCost": 1200,
        "meta": { "type": "HOUSE", "totalArea": 480, "width": 20, "length": 24, "bedroomCount": 1, "bathroomCount": 1 },
    });
    let create = "mutation($input: PlanInput!) { planCreate(input: $input) { id } }";
    let created = first.graphql_as(Some(&admin), create, json!({ "input": input })).await;
    assert!(created["errors"].is_null(), "{created}");

    let after = second.graphql(catalogue, json!({})).await;
    assert_eq!(after["data"]["plans"]["totalCount"].as_i64(), Some(count + 1), "never the list from before the save");
    assert!(after["data"]["plans"]["items"].as_array().unwrap().iter().any(|p| p["title"] == "Larkspur Cottage"));
}

/// A stand-in geocoder recording when each request arrived.
async fn geocoder() -> (String, Arc<Mutex<Vec<Instant>>>) {
    #[handler]
    fn search(Data(seen): Data<&Arc<Mutex<Vec<Instant>>>>) -> poem::web::Json<Value> {
        seen.lock().unwrap().push(Instant::now());
        poem::web::Json(json!([]))
    }
    let seen: Arc<Mutex<Vec<Instant>>> = Arc::default();
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    drop(listener);
    let app = poem::Route::new().at("/search", poem::get(search)).data(seen.clone());
    tokio::spawn(poem::Server::new(poem::listener::TcpListener::bind(addr.to_string())).run(app));
    tokio::time::sleep(Duration::from_millis(100)).await;
    (format!("http://{addr}"), seen)
}

#[tokio::test(flavor = "multi_thread")]
async fn the_geocoders_pace_and_cache_hold_for_both_instances() {
    let (url, seen) = geocoder().await;
    let Some((first, second)) = pair(move |config| {
        config.geocoder_url = url.clone();
        config.geocoder_min_interval_ms = 300;
    })
    .await
    else {
        return;
    };
    let search = |server: &TestServer, q: String| {
        let request = server.client.get(server.url("/api/geocode")).query(&[("q", q)]).send();
        async move { request.await.unwrap().status() }
    };
    let statuses = futures_util::future::join_all((0..6).map(|n| {
        let server = if n % 2 == 0 { &first } else { &second };
        search(server, format!("{n} Main Street"))
    }))
    .await;
    assert!(statuses.iter().all(|s| s.as_u16() == 200), "{statuses:?}");
    let mut times = seen.lock().unwrap().clone();
    times.sort();
    assert_eq!(times.len(), 6);
    for pair in times.windows(2) {
        let gap = pair[1] - pair[0];
        assert!(gap >= Duration::from_millis(280), "two requests {gap:?} apart, from two instances");
    }
    // An address one instance looked up is answered by the other from the shared cache.
    assert_eq!(search(&second, "0 Main Street".to_owned()).await.as_u16(), 200);
    assert_eq!(seen.lock().unwrap().len(), 6);
}

#[tokio::test(flavor = "multi_thread")]
async fn behind_a_trusted_balancer_each_client_has_its_own_limit() {
    let trusted = TestServer::start_with(Engine::Sqlite, false, |config| {
        config.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()];
    })
    .await
    .unwrap();
    let plain = TestServer::start(Engine::Sqlite, false).await.unwrap();
    let log_in_from = |server: &TestServer, client: &'static str| {
        let query = "mutation { logIn(email: \"nobody@example.com\", password: \"Wrong-pass-1\") { id } }";
        let request = server
            .client
            .post(server.url("/graphql"))
            .header("content-type", "application/json")
            .header("x-forwarded-for", client)
            .json(&json!({ "query": query }))
            .send();
        async move { request.await.unwrap().json::<Value>().await.unwrap()["errors"][0]["message"].clone() }
    };
    let limited = json!("Too many attempts. Please try again in 15 minutes.");
    for server in [&trusted, &plain] {
        for _ in 0..10 {
            assert_ne!(log_in_from(server, "203.0.113.1").await, limited);
        }
        assert_eq!(log_in_from(server, "203.0.113.1").await, limited);
    }
    // Another client behind the balancer is not locked out by the first one's attempts...
    assert_ne!(log_in_from(&trusted, "203.0.113.2").await, limited);
    // ...but without a trusted balancer the header is anyone's to write, and is not believed.
    assert_eq!(log_in_from(&plain, "203.0.113.2").await, limited);
}
