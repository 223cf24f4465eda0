//! A stand-in for a model-hosting service speaking Replicate's predictions protocol, as
//! `api::adapters::predictions` does: predictions are created under `/v1/models/{owner}/{name}/predictions`,
//! polled at `/v1/predictions/{id}`, and their output is a PNG under `/files/`. Only the token
//! `test-token` is let in. What a prediction does is set by [`Mode`]; it counts the predictions
//! it was asked to create, so a test can tell a resumed prediction from a second one.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use poem::{handler, http::StatusCode, web::Data, web::Json, web::Path, EndpointExt, Request, Response, Route};
use serde_json::{json, Value};

pub const TOKEN: &str = "test-token";

/// What the stand-in's predictions do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Succeed on the second poll, with one 40 × 30 PNG.
    Succeed,
    /// Fail with the reason 'NSFW content detected'.
    Fail,
    /// Keep processing until the mode changes.
    Hold,
    /// Answer 503 to every request, as a provider in an outage.
    Down,
}

#[derive(Clone)]
struct Shared {
    mode: Arc<Mutex<Mode>>,
    created: Arc<AtomicUsize>,
    polls: Arc<AtomicUsize>,
    inputs: Arc<Mutex<Vec<Value>>>,
    base: Arc<Mutex<String>>,
}

pub struct StandIn {
    /// The api's base url, for `GENERATION_API_URL`.
    pub api_url: String,
    shared: Shared,
}

impl StandIn {
    pub fn set_mode(&self, mode: Mode) {
        *self.shared.mode.lock().unwrap() = mode;
    }

    /// Predictions created so far.
    pub fn created(&self) -> usize {
        self.shared.created.load(Ordering::SeqCst)
    }

    /// The inputs predictions were created with, in order.
    pub fn inputs(&self) -> Vec<Value> {
        self.shared.inputs.lock().unwrap().clone()
    }
}

fn down() -> Response {
    Response::builder()
        .status(StatusCode::SERVICE_UNAVAILABLE)
        .content_type("application/json")
        .body(json!({ "detail": "Service temporarily unavailable" }).to_string())
}

fn authorised(request: &Request) -> bool {
    request.header("authorization") == Some(&format!("Bearer {TOKEN}"))
}

fn refused() -> Response {
    Response::builder()
        .status(StatusCode::UNAUTHORIZED)
        .content_type("application/json")
        .body(json!({ "detail": "Invalid token." }).to_string())
}

fn answer(value: Value, status: StatusCode) -> Response {
    Response::builder().status(status).content_type("application/json").body(value.to_string())
}

#[handler]
fn create(request: &Request, Data(shared): Data<&Shared>, Json(body): Json<Value>) -> Response {
    if !authorised(request) {
        return refused();
    }
    if *shared.mode.lock().unwrap() == Mode::Down {
        return down();
    }
    let n = shared.created.fetch_add(1, Ordering::SeqCst) + 1;
    shared.inputs.lock().unwrap().push(body["input"].clone());
    answer(
        json!({ "id": format!("pred-{n}"), "status": "starting", "output": null, "error": null }),
        StatusCode::CREATED,
    )
}

#[handler]
fn get(request: &Request, Data(shared): Data<&Shared>, Path(id): Path<String>) -> Response {
    if !authorised(request) {
        return refused();
    }
    let polls = shared.polls.fetch_add(1, Ordering::SeqCst);
    let base = shared.base.lock().unwrap().clone();
    let body = match *shared.mode.lock().unwrap() {
        Mode::Down => return down(),
        Mode::Hold => json!({ "id": id, "status": "processing", "output": null }),
        Mode::Fail => json!({ "id": id, "status": "failed", "error": "NSFW content detected" }),
        Mode::Succeed if polls % 2 == 0 => json!({ "id": id, "status": "processing", "output": null }),
        Mode::Succeed => json!({ "id": id, "status": "succeeded", "output": [format!("{base}/files/{id}.png")] }),
    };
    answer(body, StatusCode::OK)
}

#[handler]
fn file() -> Response {
    let image = image::RgbImage::from_fn(40, 30, |x, y| image::Rgb([(x * 6) as u8, (y * 8) as u8, 120]));
    let mut png = Vec::new();
    image::DynamicImage::ImageRgb8(image)
        .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
        .unwrap();
    Response::builder().content_type("image/png").body(png)
}

/// Starts the stand-in on a free local port.
pub async fn start(mode: Mode) -> StandIn {
    let shared = Shared {
        mode: Arc::new(Mutex::new(mode)),
        created: Arc::default(),
        polls: Arc::default(),
        inputs: Arc::default(),
        base: Arc::default(),
    };
    let app = Route::new()
        .at("/v1/models/:owner/:name/predictions", poem::post(create))
        .at("/v1/predictions/:id", poem::get(get))
        .at("/files/:name", poem::get(file))
        .data(shared.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    drop(listener);
    let base = format!("http://{addr}");
    *shared.base.lock().unwrap() = base.clone();
    tokio::spawn(poem::Server::new(poem::listener::TcpListener::bind(addr.to_string())).run(app));
    // The server binds as it starts: wait until it answers.
    for _ in 0..100 {
        if tokio::net::TcpStream::connect(addr).await.is_ok() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    StandIn { api_url: format!("{base}/v1"), shared }
}
