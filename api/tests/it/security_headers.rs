//! Browser security headers: `nosniff`, a referrer policy and frame protection on every
//! response, on the web app's pages a Content-Security-Policy built from the deployment's
//! configuration (its map hosts, and Google sign-in and the call-booking embed when set), and a
//! policy on every other HTML or SVG answer.

use crate::common;

use base64::{engine::general_purpose::STANDARD, Engine as _};
use common::{shared, Engine, TestServer};
use reqwest::header::HeaderMap;
use sha2::{Digest, Sha256};

/// The app shell, a deep link, a hashed asset, the runtime config, an API error, the API docs.
const ALL_KINDS: [&str; 6] =
    ["/", "/plan/x", "/assets/index-abc123.js", "/api/config", "/api/no-such-endpoint", "/api/docs"];

async fn get(server: &TestServer, path: &str) -> HeaderMap {
    let response = server.client.get(server.url(path)).send().await.unwrap();
    response.headers().clone()
}

/// The sources of one directive of `policy` (`None` when the directive is absent).
fn directive<'a>(policy: &'a str, name: &str) -> Option<Vec<&'a str>> {
    policy.split(';').map(str::trim).find_map(|d| {
        let mut parts = d.split_ascii_whitespace();
        (parts.next() == Some(name)).then(|| parts.collect())
    })
}

fn csp(headers: &HeaderMap) -> &str {
    headers.get("content-security-policy").expect("a Content-Security-Policy").to_str().unwrap()
}

async fn every_response_is_nosniff_unframeable_and_sends_a_referrer_policy(engine: Engine) {
    let server = shared(engine).unwrap();
    for path in ALL_KINDS {
        let headers = get(server, path).await;
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(headers["referrer-policy"], "strict-origin-when-cross-origin", "{path}");
        assert_eq!(headers["x-frame-options"], "DENY", "{path}");
    }
}

async fn the_app_shell_carries_a_strict_policy_naming_the_map_hosts(engine: Engine) {
    let server = shared(engine).unwrap();
    for path in ["/", "/plan/x", "/terms.html"] {
        let headers = get(server, path).await;
        let policy = csp(&headers);
        let sources = |name| directive(policy, name).unwrap_or_else(|| panic!("{path}: no {name} in {policy}"));
        assert_eq!(sources("default-src"), ["'self'"], "{path}");
        assert_eq!(sources("script-src"), ["'self'", "'wasm-unsafe-eval'"], "{path}: no inline code, no eval");
        assert_eq!(sources("style-src"), ["'self'"], "{path}");
        assert_eq!(sources("worker-src"), ["'self'"], "{path}");
        assert_eq!(sources("object-src"), ["'none'"], "{path}");
        assert_eq!(sources("base-uri"), ["'self'"], "{path}");
        assert_eq!(sources("form-action"), ["'self'"], "{path}");
        assert_eq!(sources("frame-ancestors"), ["'none'"], "{path}: no site may frame the app");
        assert_eq!(sources("frame-src"), ["'none'"], "{path}: nothing is embedded by default");
        // The default basemaps: USGS aerial tiles and OpenFreeMap's street style and tiles.
        for name in ["img-src", "connect-src"] {
            let allowed = sources(name);
            assert!(allowed.contains(&"https://basemap.nationalmap.gov"), "{path}: {name} in {policy}");
            assert!(allowed.contains(&"https://tiles.openfreemap.org"), "{path}: {name} in {policy}");
            assert!(allowed.contains(&"'self'"), "{path}: {name}");
        }
        assert!(sources("img-src").contains(&"blob:") && sources("img-src").contains(&"data:"), "{path}");
        assert!(!policy.contains("accounts.google.com"), "{path}: Google only when configured");
    }
}

async fn api_answers_and_assets_carry_no_page_policy(engine: Engine) {
    let server = shared(engine).unwrap();
    // JSON and scripts are data, not documents: they need none.
    for path in ["/assets/index-abc123.js", "/api/config"] {
        let headers = get(server, path).await;
        assert!(headers.get("content-security-policy").is_none(), "{path}");
    }
}

async fn the_api_docs_run_only_their_own_inline_code(engine: Engine) {
    let server = shared(engine).unwrap();
    let response = server.client.get(server.url("/api/docs")).send().await.unwrap();
    let headers = response.headers().clone();
    let html = response.text().await.unwrap();
    let policy = csp(&headers);
    let sources = |name| directive(policy, name).unwrap_or_else(|| panic!("no {name} in {policy}"));
    assert_eq!(sources("default-src"), ["'none'"]);
    assert_eq!(sources("frame-ancestors"), ["'none'"]);
    assert_eq!(sources("connect-src"), ["'self'"], "it reads /api/openapi.json and calls the API only");
    // Exactly the page's two inline scripts (Swagger UI and its start), by hash; no other origin.
    let scripts = sources("script-src");
    assert_eq!(scripts.len(), 2, "{policy}");
    assert!(scripts.iter().all(|s| s.starts_with("'sha256-")), "{policy}");
    let first_script = html.find("<script").unwrap();
    let body_start = first_script + html[first_script..].find('>').unwrap() + 1;
    let body_end = body_start + html[body_start..].find("</script>").unwrap();
    assert!(scripts.contains(&hash(&html[body_start..body_end]).as_str()), "the page's own script is admitted");
    assert!(!policy.contains("http"), "nothing from another origin: {policy}");
}

async fn every_html_and_svg_answer_carries_a_policy(engine: Engine) {
    let server = shared(engine).unwrap();
    let answer =
        server.graphql("{ plans(filters: { pageSize: 1 }) { items { id image } } }", serde_json::json!({})).await;
    let plan = &answer["data"]["plans"]["items"][0];
    let drawing = format!("/api/plans/{}/floor-plan.svg", plan["id"].as_str().unwrap());
    let picture = plan["image"].as_str().unwrap().to_owned();
    assert!(picture.starts_with("/media/") && picture.ends_with(".svg"), "a seeded picture: {picture}");
    for path in [drawing.as_str(), picture.as_str()] {
        let response = server.client.get(server.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(response.headers()["content-type"], "image/svg+xml", "{path}");
        let policy = csp(response.headers());
        let sources = |name| directive(policy, name).unwrap_or_else(|| panic!("{path}: no {name} in {policy}"));
        assert_eq!(sources("default-src"), ["'none'"], "{path}");
        assert!(directive(policy, "script-src").is_none(), "{path}: no script at all");
        assert!(directive(policy, "sandbox").is_some(), "{path}: an opaque origin");
    }
    // HTML the server makes up itself (a refusal's page, say) runs nothing either.
    for path in ["/", "/api/docs"] {
        let response = server.client.get(server.url(path)).send().await.unwrap();
        assert!(response.headers()["content-type"].to_str().unwrap().starts_with("text/html"), "{path}");
        assert!(response.headers().get("content-security-policy").is_some(), "{path}");
    }
}

/// `'sha256-…'` of an inline block, as a browser computes it.
fn hash(text: &str) -> String {
    format!("'sha256-{}'", STANDARD.encode(Sha256::digest(text.as_bytes())))
}

async fn the_policy_follows_the_configuration(engine: Engine) {
    // A web build whose pages carry an inline script and an inline style.
    let dist = tempfile::tempdir().unwrap();
    let script = "window.started = Date.now();";
    let style = "\n      body { margin: 0 }\n    ";
    std::fs::write(
        dist.path().join("index.html"),
        format!("<!doctype html><script>{script}</script><script type=\"module\" src=\"/assets/a.js\"></script><div id=\"root\"></div>"),
    )
    .unwrap();
    std::fs::write(dist.path().join("terms.html"), format!("<!doctype html><style>{style}</style><p>Terms</p>"))
        .unwrap();
    let web_dist = dist.path().to_owned();
    let server = TestServer::start_with(engine, false, move |config| {
        config.web_dist = web_dist;
        config.client.aerial_tiles_url = "https://imagery.example.test:8443/tiles/{z}/{y}/{x}.jpg".into();
        config.client.street_style_url = "https://styles.example.net/street/style.json".into();
        config.client.call_booking_url = Some("https://booking.example.org/homeplot/30-minutes".into());
        config.google.google_client_id = Some("client-id.apps.googleusercontent.com".into());
    })
    .await
    .unwrap();

    let headers = get(&server, "/plan/some-plan").await;
    let policy = csp(&headers);
    let sources = |name| directive(policy, name).unwrap_or_else(|| panic!("no {name} in {policy}"));
    for name in ["img-src", "connect-src"] {
        assert!(sources(name).contains(&"https://imagery.example.test:8443"), "{name} in {policy}");
        assert!(sources(name).contains(&"https://styles.example.net"), "{name} in {policy}");
        assert!(!sources(name).contains(&"https://tiles.openfreemap.org"), "only the configured hosts: {policy}");
    }
    assert_eq!(
        sources("script-src"),
        ["'self'", "'wasm-unsafe-eval'", hash(script).as_str(), "https://accounts.google.com/gsi/client"]
    );
    assert_eq!(sources("style-src"), ["'self'", hash(style).as_str(), "https://accounts.google.com/gsi/style"]);
    assert_eq!(sources("frame-src"), ["https://booking.example.org", "https://accounts.google.com/gsi/"]);
    assert!(sources("connect-src").contains(&"https://accounts.google.com/gsi/"));
    assert_eq!(sources("frame-ancestors"), ["'none'"]);
}

async fn graphiql_is_served_from_our_own_build_under_the_app_policy(engine: Engine) {
    // The real web build (`just test` builds it before the Rust suites).
    let web_dist = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/dist");
    assert!(web_dist.join("graphiql.html").is_file(), "build the web app first (`just web`)");
    let server = TestServer::start_with(engine, false, move |config| {
        config.web_dist = web_dist;
        config.graphiql = true;
    })
    .await
    .unwrap();
    let response = server.client.get(server.url("/graphql")).send().await.unwrap();
    assert_eq!(response.status(), 200);
    let headers = response.headers().clone();
    let html = response.text().await.unwrap();
    assert!(html.contains("<div id=\"graphiql\">"), "GraphiQL's page");
    // Every script and stylesheet is a file of ours: no CDN, no other origin.
    let linked: Vec<&str> =
        html.split(['"', '\'']).filter(|part| part.ends_with(".js") || part.ends_with(".css")).collect();
    assert!(!linked.is_empty(), "{html}");
    for url in &linked {
        assert!(url.starts_with("/assets/"), "{url} is served by us");
        let asset = server.client.get(server.url(url)).send().await.unwrap();
        assert_eq!(asset.status(), 200, "{url}");
    }
    assert!(!html.contains("unpkg") && !html.contains("jsdelivr") && !html.contains("://"), "{html}");
    let policy = csp(&headers);
    assert_eq!(directive(policy, "script-src").unwrap(), ["'self'", "'wasm-unsafe-eval'"], "{policy}");
    assert_eq!(directive(policy, "connect-src").unwrap()[0], "'self'");
    assert_eq!(directive(policy, "frame-ancestors").unwrap(), ["'none'"]);

    // Off unless configured: then `GET /graphql` is not a page.
    let plain = shared(engine).unwrap();
    let off = plain.client.get(plain.url("/graphql")).send().await.unwrap();
    assert_eq!(off.status(), 405);
}

storage_tests!(
    every_response_is_nosniff_unframeable_and_sends_a_referrer_policy,
    the_app_shell_carries_a_strict_policy_naming_the_map_hosts,
    api_answers_and_assets_carry_no_page_policy,
    the_api_docs_run_only_their_own_inline_code,
    every_html_and_svg_answer_carries_a_policy,
    graphiql_is_served_from_our_own_build_under_the_app_policy,
    the_policy_follows_the_configuration,
);
