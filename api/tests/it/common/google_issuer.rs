//! A local stand-in for Google's token issuer: publishes a JWKS and signs ID tokens with the
//! matching test key (tests/it/fixtures), so sign-in is verified exactly as against Google.

use jsonwebtoken::{encode, Algorithm, EncodingKey, Header};
use poem::{handler, listener::TcpListener, Route, Server};
use serde_json::{json, Value};

pub const CLIENT_ID: &str = "homeplot-test.apps.googleusercontent.com";
pub const ISSUER: &str = "https://accounts.google.com";
const KEY_ID: &str = "test-key-1";

#[handler]
fn jwks() -> poem::web::Json<Value> {
    poem::web::Json(serde_json::from_str(include_str!("../fixtures/google_test_jwks.json")).unwrap())
}

/// Serves the JWKS; returns its url.
pub async fn start() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    drop(listener);
    let app = Route::new().at("/oauth2/v3/certs", poem::get(jwks));
    tokio::spawn(Server::new(TcpListener::bind(addr.to_string())).run(app));
    // Wait until it answers.
    let url = format!("http://{addr}/oauth2/v3/certs");
    for _ in 0..50 {
        if reqwest::get(&url).await.is_ok() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    url
}

/// An ID token with `claims` merged over valid defaults, signed with the test key.
pub fn id_token(claims: Value) -> String {
    id_token_with_key(claims, KEY_ID)
}

pub fn id_token_with_key(claims: Value, kid: &str) -> String {
    let now = api::domain::time::now_millis() / 1000;
    let mut all = json!({
        "iss": ISSUER,
        "aud": CLIENT_ID,
        "sub": "1234567890",
        "email": "gina@example.com",
        "email_verified": true,
        "name": "Gina Google",
        "iat": now,
        "exp": now + 3600,
    });
    for (k, v) in claims.as_object().unwrap() {
        all[k] = v.clone();
    }
    let mut header = Header::new(Algorithm::RS256);
    header.kid = Some(kid.to_owned());
    let key = EncodingKey::from_rsa_pem(include_bytes!("../fixtures/google_test_key.pem")).unwrap();
    encode(&header, &all, &key).unwrap()
}
