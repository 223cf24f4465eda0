//! Test harness: the real server on a free port with a fresh database of either engine.
//!
//! SQLite always runs. PostgreSQL runs when `TEST_DATABASE_URL` names a server (CI sets it);
//! each server gets a fresh database of its own (`homeplot_test_*`, left for inspection).

pub mod configurator;
pub mod google_issuer;
pub mod predictions;
pub mod s3;
pub mod smtp_sink;

use std::{future::Future, path::PathBuf, sync::OnceLock, time::Duration};

use api::config::Config;
use clap::Parser;
use poem::listener::{Acceptor, Listener, TcpListener};
use serde_json::{json, Value};
use sqlx::Connection;

/// Which database a test server uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

/// A running server and what a test needs to talk to it.
pub struct TestServer {
    pub base: String,
    pub engine: Engine,
    pub database_url: String,
    pub outbox: PathBuf,
    pub state: api::state::AppState,
    pub client: reqwest::Client,
    /// The runtime the server runs on (see [`TestServer::on_server_runtime`]).
    runtime: tokio::runtime::Handle,
    /// Stops the server and its job worker (see [`TestServer::stop`]).
    shutdown: Option<tokio::sync::oneshot::Sender<()>>,
    stopped: Option<tokio::task::JoinHandle<anyhow::Result<()>>>,
    /// Whether this server's PostgreSQL database was made for it (not for a server it runs
    /// beside): it is dropped with the server.
    owns_database: bool,
    _dir: tempfile::TempDir,
}

#[derive(Parser)]
struct Defaults {
    #[command(flatten)]
    config: Config,
}

/// A database url of a fresh, empty database of `engine` in `dir`, or `None` when PostgreSQL is
/// not configured for tests.
async fn fresh_database(engine: Engine, dir: &std::path::Path) -> Option<String> {
    match engine {
        Engine::Sqlite => Some(format!("sqlite://{}", dir.join("app.db").display())),
        Engine::Postgres => {
            let admin_url = std::env::var("TEST_DATABASE_URL").ok()?;
            let name = format!("homeplot_test_{}", uuid::Uuid::now_v7().simple());
            let mut conn =
                sqlx::PgConnection::connect(&admin_url).await.expect("TEST_DATABASE_URL must accept connections");
            sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut conn).await.expect("create test database");
            let (base, _) = admin_url.rsplit_once('/').expect("TEST_DATABASE_URL ends with /database");
            Some(format!("{base}/{name}"))
        }
    }
}

/// Drops the PostgreSQL test database at `database_url`, on a thread and runtime of its own (a
/// `Drop` cannot wait): without it every run of the suite left ~130 databases behind (3,070 and
/// 28 GB on one developer's machine). `WITH (FORCE)` ends the server's pooled connections.
fn drop_database(database_url: &str) {
    let Ok(admin_url) = std::env::var("TEST_DATABASE_URL") else { return };
    let Some((_, name)) = database_url.rsplit_once('/') else { return };
    let statement = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
    let dropped = std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
        runtime.block_on(async {
            let mut conn = sqlx::PgConnection::connect(&admin_url).await?;
            sqlx::query(&statement).execute(&mut conn).await.map(|_| ())
        })
    });
    if let Ok(Err(err)) = dropped.join() {
        eprintln!("could not drop the test database {database_url}: {err}");
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        if self.owns_database {
            drop_database(&self.database_url);
        }
    }
}

impl TestServer {
    /// Starts a server with the demo seed (or an empty catalogue) and a stand-in web build.
    pub async fn start(engine: Engine, seed_demo: bool) -> Option<TestServer> {
        Self::start_with(engine, seed_demo, |_| {}).await
    }

    /// Like [`TestServer::start`], with settings changed by `configure`.
    pub async fn start_with(
        engine: Engine,
        seed_demo: bool,
        configure: impl FnOnce(&mut Config),
    ) -> Option<TestServer> {
        Self::start_on(engine, None, seed_demo, configure).await
    }

    /// Starts a server on `database` (another server's), or on a fresh database of its own.
    async fn start_on(
        engine: Engine,
        database: Option<String>,
        seed_demo: bool,
        configure: impl FnOnce(&mut Config),
    ) -> Option<TestServer> {
        let dir = tempfile::tempdir().expect("temp dir");
        let owns_database = engine == Engine::Postgres && database.is_none();
        let database_url = match database {
            Some(url) => url,
            None => fresh_database(engine, dir.path()).await?,
        };
        let web_dist = write_web_dist(dir.path());
        let mut config = Defaults::parse_from(["test"]).config;
        config.database_url = database_url.clone();
        config.web_dist = web_dist;
        config.media.media_dir = dir.path().join("media");
        config.mail.outbox_dir = dir.path().join("outbox");
        config.seed_demo = seed_demo;
        // Tests of the integrators' API read without a key from one address, many times a minute.
        config.api_anonymous_per_minute = 100_000;
        // The port is known before the server prepares, so its public url (the one origin
        // that may change state) is its real address, as in a deployment.
        let acceptor = TcpListener::bind("127.0.0.1:0").into_acceptor().await.expect("bind");
        let addr = acceptor.local_addr()[0].as_socket_addr().copied().expect("tcp address");
        config.public_url = format!("http://{addr}");
        configure(&mut config);
        let outbox = config.mail.outbox_dir.clone();
        let state = api::prepare(config).await.expect("server prepares");
        let (shutdown, stop) = tokio::sync::oneshot::channel::<()>();
        let stopped = tokio::spawn(api::serve(state.clone(), acceptor, async { stop.await.unwrap_or(()) }));
        Some(TestServer {
            base: format!("http://{addr}"),
            engine,
            database_url,
            outbox,
            state,
            // No pooling: tests run on runtimes of their own, and a pooled connection dies with its runtime.
            client: reqwest::Client::builder()
                .timeout(Duration::from_secs(30))
                .pool_max_idle_per_host(0)
                .build()
                .unwrap(),
            runtime: tokio::runtime::Handle::current(),
            shutdown: Some(shutdown),
            stopped: Some(stopped),
            owns_database,
            _dir: dir,
        })
    }

    /// Another instance on this one's database (behind a load balancer, or its successor after a
    /// deploy), configured by `configure` (seeding nothing: the first did).
    pub async fn beside(&self, configure: impl FnOnce(&mut Config)) -> TestServer {
        TestServer::start_on(self.engine, Some(self.database_url.clone()), false, configure)
            .await
            .expect("engine configured")
    }

    /// Shuts the server down as a deploy would (its files and database stay for a successor).
    pub async fn stop(&mut self) {
        if let Some(shutdown) = self.shutdown.take() {
            shutdown.send(()).ok();
        }
        if let Some(stopped) = self.stopped.take() {
            stopped.await.expect("server task").expect("server stops cleanly");
        }
    }

    /// Waits until the job queue has nothing waiting or running (emails are sent by the
    /// queue's worker, a moment after the request that queued them).
    pub async fn settle_jobs(&self) {
        for _ in 0..600 {
            let state = self.state.clone();
            if self.on_server_runtime(async move { state.store.jobs().unfinished_jobs().await.unwrap() }).await == 0 {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the job queue did not settle within 30 s");
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    /// Runs a GraphQL operation and returns the whole JSON answer.
    pub async fn graphql(&self, query: &str, variables: Value) -> Value {
        self.graphql_as(None, query, variables).await
    }

    /// Runs a GraphQL operation with a session cookie.
    pub async fn graphql_as(&self, session: Option<&str>, query: &str, variables: Value) -> Value {
        let mut request =
            self.client.post(self.url("/graphql")).json(&json!({ "query": query, "variables": variables }));
        if let Some(token) = session {
            request = request.header("cookie", format!("session={token}"));
        }
        let response = request.send().await.expect("graphql request");
        assert_eq!(response.status(), 200);
        response.json().await.expect("graphql JSON")
    }

    /// Runs one SQL statement against the server's database (to age a token, say).
    pub async fn exec_sql(&self, sql: &str) {
        match self.engine {
            Engine::Sqlite => {
                let mut conn = sqlx::SqliteConnection::connect(&self.database_url).await.unwrap();
                sqlx::query(sql).execute(&mut conn).await.unwrap();
            }
            Engine::Postgres => {
                let mut conn = sqlx::PgConnection::connect(&self.database_url).await.unwrap();
                sqlx::query(sql).execute(&mut conn).await.unwrap();
            }
        }
    }

    /// The number one SQL query counts in the server's database.
    pub async fn count(&self, sql: &str) -> i64 {
        match self.engine {
            Engine::Sqlite => {
                let mut conn = sqlx::SqliteConnection::connect(&self.database_url).await.unwrap();
                sqlx::query_scalar(sql).fetch_one(&mut conn).await.unwrap()
            }
            Engine::Postgres => {
                let mut conn = sqlx::PgConnection::connect(&self.database_url).await.unwrap();
                sqlx::query_scalar(sql).fetch_one(&mut conn).await.unwrap()
            }
        }
    }

    /// The text column the SQL query answers, row by row.
    pub async fn query_strings(&self, sql: &str) -> Vec<String> {
        match self.engine {
            Engine::Sqlite => {
                let mut conn = sqlx::SqliteConnection::connect(&self.database_url).await.unwrap();
                sqlx::query_scalar(sql).fetch_all(&mut conn).await.unwrap()
            }
            Engine::Postgres => {
                let mut conn = sqlx::PgConnection::connect(&self.database_url).await.unwrap();
                sqlx::query_scalar(sql).fetch_all(&mut conn).await.unwrap()
            }
        }
    }

    /// Every email in the outbox once the queue has sent what it holds, oldest first, its text
    /// decoded from quoted-printable.
    pub async fn outbox_emails(&self) -> Vec<String> {
        self.settle_jobs().await;
        let Ok(entries) = std::fs::read_dir(&self.outbox) else {
            return Vec::new();
        };
        let mut files: Vec<PathBuf> = entries.map(|e| e.unwrap().path()).collect();
        // File names are UUIDv7s: they sort by creation time.
        files.sort();
        files.iter().map(|f| decode_quoted_printable(&std::fs::read_to_string(f).unwrap())).collect()
    }

    /// The link of `path_prefix` (e.g. `/verify-sign-up/`) in the newest email to `to`.
    pub async fn emailed_link(&self, to: &str, path_prefix: &str) -> String {
        let email = self
            .outbox_emails()
            .await
            .into_iter()
            .rev()
            .find(|e| e.contains(&format!("To: {to}")))
            .unwrap_or_else(|| panic!("no email to {to}"));
        let start = email.find(path_prefix).unwrap_or_else(|| panic!("no {path_prefix} link in {email}"));
        email[start..].split(|c: char| c.is_whitespace() || c == '"' || c == '<').next().unwrap().to_owned()
    }

    /// Uploads a `width` × `height` PNG photo (a gradient) into `folder` as the user of `session`,
    /// through `POST /api/upload/image`; answers the stored original's url.
    pub async fn upload_png(&self, session: &str, width: u32, height: u32, folder: &str) -> String {
        let image = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x * 4) as u8, (y * 5) as u8, 120]));
        let mut png = std::io::Cursor::new(Vec::new());
        image.write_to(&mut png, image::ImageFormat::Png).unwrap();
        let form = reqwest::multipart::Form::new()
            .part("image", reqwest::multipart::Part::bytes(png.into_inner()).file_name("photo.png"))
            .text("folder", folder.to_owned());
        let (_, uploaded) = self.post_form("/api/upload/image", Some(session), form).await;
        uploaded["data"]["original"]["url"].as_str().unwrap_or_else(|| panic!("upload refused: {uploaded}")).to_owned()
    }

    /// Posts a multipart form to `path`, signed in with `session` or not; answers the status and
    /// the JSON body (null when there is none).
    pub async fn post_form(
        &self,
        path: &str,
        session: Option<&str>,
        form: reqwest::multipart::Form,
    ) -> (reqwest::StatusCode, Value) {
        let mut request = self.client.post(self.url(path)).multipart(form);
        if let Some(token) = session {
            request = request.header("cookie", format!("session={token}"));
        }
        let response = request.send().await.unwrap();
        (response.status(), response.json().await.unwrap_or(Value::Null))
    }

    /// Creates a user with `role` and a live session; returns the session token.
    pub async fn sign_in_as(&self, role: api::domain::accounts::Role) -> String {
        use api::store::{sessions::NewSession, users::NewUser};
        let state = self.state.clone();
        self.on_server_runtime(async move {
            let now = api::domain::time::now_millis();
            let user_id = api::domain::time::new_id();
            let email = format!("{user_id}@example.com");
            state
                .store
                .accounts()
                .insert_user(&NewUser {
                    id: &user_id,
                    name: "Test User",
                    email: &email,
                    password_hash: None,
                    role,
                    is_verified: true,
                    created_at: now,
                })
                .await
                .unwrap();
            let token = uuid::Uuid::now_v7().simple().to_string();
            let hash = api::domain::accounts::tokens::token_hash(&token);
            state
                .store
                .accounts()
                .insert_session(&NewSession {
                    id: &api::domain::time::new_id(),
                    user_id: &user_id,
                    token_hash: &hash,
                    persistent: false,
                    expires_at: now + 3_600_000,
                    created_at: now,
                })
                .await
                .unwrap();
            token
        })
        .await
    }

    /// Runs `work` on the server's runtime. A shared server lives on a runtime of its own, and a
    /// pooled PostgreSQL connection opened from a test's runtime dies with that runtime: the
    /// server's next request to draw it from the pool would fail with a 500. (SQLite connections
    /// run on threads of their own.)
    pub async fn on_server_runtime<T: Send + 'static>(&self, work: impl Future<Output = T> + Send + 'static) -> T {
        self.runtime.spawn(work).await.expect("work on the server's runtime")
    }
}

/// Undoes quoted-printable (RFC 2045): soft line breaks and `=XX` escapes, as a mail reader does.
fn decode_quoted_printable(raw: &str) -> String {
    let joined = raw.replace("=\r\n", "").replace("=\n", "");
    let mut out = Vec::with_capacity(joined.len());
    let bytes = joined.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[i], hex) {
            (b'=', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A minimal stand-in for `web/dist`: the shell (with the place of its answers) and one hashed asset with the brotli and gzip
/// files the build writes beside it (marker bytes: the server passes them through untouched).
fn write_web_dist(dir: &std::path::Path) -> PathBuf {
    let dist = dir.join("dist");
    std::fs::create_dir_all(dist.join("assets")).unwrap();
    let shell = "<!doctype html><title>Homeplot</title><div id=\"root\"></div><!--shell-answers-->";
    std::fs::write(dist.join("index.html"), shell).unwrap();
    std::fs::write(dist.join("assets/index-abc123.js"), "console.log('app')").unwrap();
    // The build's manifest, as Vite writes it: the plan page's screen is a chunk of its own.
    std::fs::create_dir_all(dist.join(".vite")).unwrap();
    let manifest = json!({
        "index.html": { "file": "assets/index-abc123.js", "isEntry": true },
        "src/features/plan-page/PlanPage.tsx": {
            "file": "assets/PlanPage-def456.js", "isDynamicEntry": true, "imports": ["index.html"],
            "css": ["assets/PlanPage-def456.css"]
        }
    });
    std::fs::write(dist.join(".vite/manifest.json"), manifest.to_string()).unwrap();
    std::fs::write(dist.join("assets/index-abc123.js.br"), "brotli bytes").unwrap();
    std::fs::write(dist.join("assets/index-abc123.js.gz"), "gzip bytes").unwrap();
    dist
}

/// One seeded server per engine per test binary, shared by read-only tests. It lives on a
/// runtime of its own because each `#[tokio::test]` runtime ends with its test.
pub fn shared(engine: Engine) -> Option<&'static TestServer> {
    static SQLITE: OnceLock<Option<TestServer>> = OnceLock::new();
    static POSTGRES: OnceLock<Option<TestServer>> = OnceLock::new();
    let cell = match engine {
        Engine::Sqlite => &SQLITE,
        Engine::Postgres => &POSTGRES,
    };
    cell.get_or_init(|| {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
            runtime.block_on(async move {
                tx.send(TestServer::start(engine, true).await).ok();
                std::future::pending::<()>().await;
            });
        });
        rx.recv().expect("shared server starts")
    })
    .as_ref()
}

/// Declares each test once per engine, in modules `sqlite` and `postgres`. The PostgreSQL
/// variant reports itself skipped when `TEST_DATABASE_URL` is unset, unless `REQUIRE_POSTGRES`
/// is set (CI sets both).
#[macro_export]
macro_rules! storage_tests {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(#[tokio::test(flavor = "multi_thread")]
            async fn $name() {
                super::$name($crate::common::Engine::Sqlite).await
            })*
        }
        mod postgres {
            $(#[tokio::test(flavor = "multi_thread")]
            async fn $name() {
                if std::env::var("TEST_DATABASE_URL").is_err() {
                    assert!(std::env::var("REQUIRE_POSTGRES").is_err(), "REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not");
                    eprintln!("skipped: TEST_DATABASE_URL is not set");
                    return;
                }
                super::$name($crate::common::Engine::Postgres).await
            })*
        }
    };
}
