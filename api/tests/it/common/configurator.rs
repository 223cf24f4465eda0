//! A stand-in for the 3D configurator service, speaking the protocol of `api::adapters::configurator`:
//! one plan drawing (`CFG-1`, with a script the API must strip), two configurators of decor
//! `DEC-7`, their photos, and three products. It counts the requests it answers, and answers 500
//! to everything once `fail` is set.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

use poem::{handler, http::StatusCode, web::Query, Endpoint, EndpointExt, IntoResponse, Response, Route};
use serde::Deserialize;
use serde_json::json;

pub struct StandIn {
    pub base_url: String,
    pub hits: Arc<AtomicUsize>,
    pub fail: Arc<AtomicBool>,
}

impl StandIn {
    pub fn hits(&self) -> usize {
        self.hits.load(Ordering::SeqCst)
    }
}

#[derive(Deserialize)]
struct Ids {
    #[serde(rename = "decorId", default)]
    decor_id: String,
    #[serde(default)]
    id: String,
}

fn json_response(value: serde_json::Value) -> Response {
    Response::builder().content_type("application/json").body(value.to_string())
}

#[handler]
fn svg(poem::web::Path(id): poem::web::Path<String>) -> Response {
    if id == "CFG-1" {
        Response::builder().content_type("image/svg+xml").body(
            r#"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>"#,
        )
    } else {
        StatusCode::NOT_FOUND.into()
    }
}

fn matches(ids: &Ids) -> bool {
    ids.decor_id == "DEC-7" || ids.id == "CFG-1" || ids.id == "CFG-2"
}

#[handler]
fn configurators(Query(ids): Query<Ids>) -> Response {
    let list = if matches(&ids) {
        json!([
            { "_id": "CFG-1", "name": "Wren — standard", "product": "The Wren", "createdAt": "2026-03-01T10:00:00Z" },
            { "_id": "CFG-2", "name": "Wren — porch", "product": "The Wren", "createdAt": "2026-04-12T09:30:00Z" },
        ])
    } else {
        json!([])
    };
    json_response(json!({ "list": list }))
}

#[handler]
fn photos(Query(ids): Query<Ids>) -> Response {
    let list = if matches(&ids) {
        json!([
            { "url": "https://renders.example/wren/front.jpg", "name": "Front" },
            { "url": "https://renders.example/wren/back.jpg", "name": "Back" },
            { "url": "javascript:alert(1)", "name": "Not a picture" },
        ])
    } else {
        json!([])
    };
    json_response(json!({ "list": list }))
}

#[handler]
fn products() -> Response {
    json_response(json!({ "list": [
        { "id": "p1", "name": "Oak door", "type": "objects", "avatar": { "small": "https://renders.example/p1.png" }, "data": { "price": 420.0, "labor": 80.0 } },
        { "id": "p2", "name": "Cedar siding", "type": "materials", "avatar": { "small": null }, "data": { "price": 12.5 } },
        { "id": "p3", "name": "Slate roof option", "type": "materialsFromOptions", "avatar": {}, "data": {} },
    ] }))
}

/// Starts the stand-in on a free local port.
pub async fn start() -> StandIn {
    let hits = Arc::new(AtomicUsize::new(0));
    let fail = Arc::new(AtomicBool::new(false));
    let (counter, failing) = (hits.clone(), fail.clone());
    let app = Route::new()
        .at("/svg/:id/", poem::get(svg))
        .at("/api/configurators", poem::get(configurators))
        .at("/api/photos", poem::get(photos))
        .at("/api/products", poem::get(products))
        .around(move |endpoint, request| {
            let (counter, failing) = (counter.clone(), failing.clone());
            async move {
                counter.fetch_add(1, Ordering::SeqCst);
                if failing.load(Ordering::SeqCst) {
                    return Ok(StatusCode::INTERNAL_SERVER_ERROR.into());
                }
                Ok(endpoint.call(request).await?.into_response())
            }
        });
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    drop(listener);
    tokio::spawn(poem::Server::new(poem::listener::TcpListener::bind(addr.to_string())).run(app));
    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    StandIn { base_url: format!("http://{addr}"), hits, fail }
}
