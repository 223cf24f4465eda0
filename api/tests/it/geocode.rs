//! Address search against a local stand-in that speaks Nominatim's `/search` protocol.

use crate::common;

use std::sync::{Arc, Mutex};
use std::time::Instant;

use common::{Engine, TestServer};
use poem::{handler, web::Data, EndpointExt, Request};
use serde_json::{json, Value};

/// What the stand-in saw: query string, User-Agent, and when.
type Seen = Arc<Mutex<Vec<(String, String, Instant)>>>;

#[handler]
fn search(request: &Request, Data(seen): Data<&Seen>) -> poem::web::Json<Value> {
    let query = request.uri().query().unwrap_or_default().to_owned();
    let agent = request.header("user-agent").unwrap_or_default().to_owned();
    seen.lock().unwrap().push((query.clone(), agent, Instant::now()));
    if query.contains("nowhere") {
        return poem::web::Json(json!([]));
    }
    poem::web::Json(json!([{
        "place_id": 1,
        "lat": "30.2711286",
        "lon": "-97.7436995",
        "display_name": "1100, Congress Avenue, Austin, Travis County, Texas, 78701, United States",
        "address": { "house_number": "1100", "road": "Congress Avenue", "city": "Austin", "county": "Travis County",
                     "state": "Texas", "ISO3166-2-lvl4": "US-TX", "postcode": "78701", "country_code": "us" }
    }]))
}

async fn stand_in() -> (String, Seen) {
    let seen: Seen = Arc::default();
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    drop(listener);
    let app = poem::Route::new().at("/search", poem::get(search)).data(seen.clone());
    tokio::spawn(poem::Server::new(poem::listener::TcpListener::bind(addr.to_string())).run(app));
    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    (format!("http://{addr}"), seen)
}

async fn geocode(server: &TestServer, q: &str) -> (u16, Value) {
    let response = server.client.get(server.url("/api/geocode")).query(&[("q", q)]).send().await.unwrap();
    (response.status().as_u16(), response.json().await.unwrap())
}

async fn addresses_are_found_cached_and_paced(engine: Engine) {
    let (url, seen) = stand_in().await;
    let server = TestServer::start_with(engine, false, |config| config.geocoder_url = url).await.unwrap();

    let (status, places) = geocode(&server, "1100 Congress Ave, Austin TX").await;
    assert_eq!(status, 200);
    assert_eq!(places[0]["state"], "TX");
    assert_eq!(places[0]["city"], "Austin");
    assert_eq!(places[0]["lon"], -97.7436995);
    {
        let seen = seen.lock().unwrap();
        let (query, agent, _) = &seen[0];
        for part in ["format=jsonv2", "addressdetails=1", "countrycodes=us", "limit=5", "q=1100+Congress"] {
            assert!(query.contains(part), "{part} missing from {query}");
        }
        assert!(agent.starts_with("Homeplot/"), "identifies itself: {agent}");
    }

    // The same address (spacing and case aside) is answered from the cache.
    let (_, again) = geocode(&server, "  1100 congress ave,  Austin TX ").await;
    assert_eq!(again, places);
    assert_eq!(seen.lock().unwrap().len(), 1);

    // A new address waits out the provider's one-request-a-second policy.
    let (status, none) = geocode(&server, "nowhere at all").await;
    assert_eq!((status, none), (200, json!([])));
    let seen = seen.lock().unwrap();
    assert!(seen[1].2.duration_since(seen[0].2).as_millis() >= 1000, "requests were spaced a second apart");
}

async fn an_unreachable_geocoder_leaves_placing_by_hand(engine: Engine) {
    let server = TestServer::start_with(engine, false, |config| config.geocoder_url = "http://127.0.0.1:9".into())
        .await
        .unwrap();
    let (status, answer) = geocode(&server, "1 Main St").await;
    assert_eq!(status, 503);
    assert_eq!(
        answer["message"],
        "Address search is unavailable right now. You can still place your property by tapping the map."
    );
    // A blank address breaks the documented pattern of `q` and is refused before any look-up.
    let (status, answer) = geocode(&server, "   ").await;
    assert_eq!(status, 400);
    assert_eq!(answer["code"], "BAD_USER_INPUT");
}

storage_tests!(addresses_are_found_cached_and_paced, an_unreachable_geocoder_leaves_placing_by_hand);
