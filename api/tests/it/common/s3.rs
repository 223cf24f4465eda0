//! A local S3-compatible server for the media tests: moto's server (`pip install
//! "moto[server]"`), which speaks the S3 REST protocol, signatures included, in memory.
//!
//! One server per test binary, started on first use; it stops when the binary exits (a small
//! shell watcher ends it once the test process is gone). Each test makes a bucket of its own.

use std::{process::Command, sync::OnceLock, time::Duration};

/// The server's endpoint (`http://127.0.0.1:port`), or `None` when `moto_server` is not
/// installed.
pub fn endpoint() -> Option<&'static str> {
    static ENDPOINT: OnceLock<Option<String>> = OnceLock::new();
    ENDPOINT.get_or_init(start).as_deref()
}

fn start() -> Option<String> {
    let installed = Command::new("sh").args(["-c", "command -v moto_server"]).output().ok()?.status.success();
    if !installed {
        return None;
    }
    let port = std::net::TcpListener::bind("127.0.0.1:0").ok()?.local_addr().ok()?.port();
    let watcher = format!(
        "moto_server -H 127.0.0.1 -p {port} >/dev/null 2>&1 & server=$!; \
         while kill -0 {parent} 2>/dev/null; do sleep 1; done; kill $server",
        parent = std::process::id()
    );
    // Kept for the life of the binary: the watcher ends by itself once the binary has exited.
    static WATCHER: OnceLock<std::sync::Mutex<std::process::Child>> = OnceLock::new();
    WATCHER.get_or_init(|| {
        std::sync::Mutex::new(Command::new("sh").args(["-c", &watcher]).spawn().expect("start moto_server"))
    });
    let endpoint = format!("http://127.0.0.1:{port}");
    for _ in 0..300 {
        if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return Some(endpoint);
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("moto_server did not start within 30 s");
}

/// Makes a fresh bucket and returns its name.
pub async fn fresh_bucket(endpoint: &str) -> String {
    let bucket = format!("homeplot-test-{}", uuid::Uuid::now_v7().simple());
    let created = reqwest::Client::new().put(format!("{endpoint}/{bucket}")).send().await.expect("create bucket");
    assert!(created.status().is_success(), "creating bucket {bucket}: {}", created.status());
    bucket
}

/// Credentials moto accepts (any will do; they are signed as for AWS).
pub const ACCESS_KEY_ID: &str = "homeplot-test";
pub const SECRET_ACCESS_KEY: &str = "homeplot-test-secret";
