//! Browser security headers. Every response says `nosniff` (a file is only ever what its
//! `Content-Type` says), sends a `Referrer-Policy` and refuses to be framed, and every HTML or
//! SVG document carries a Content-Security-Policy. The web app's pages (marked [`AppShell`] by
//! `spa`) get one built for this deployment from its configuration: the map's tile and style
//! hosts, and Google sign-in and the call-booking embed only when they are configured. A page
//! that brings its own (the API docs, by hash of its inline code) keeps it; any other HTML gets
//! [`DOCUMENT_POLICY`] and any SVG [`SVG_POLICY`], which run no script at all.

use std::path::Path;

use base64::{engine::general_purpose::STANDARD, Engine as _};
use poem::{
    http::{header, HeaderName, HeaderValue},
    Endpoint, IntoResponse, Middleware, Request, Response,
};
use sha2::{Digest, Sha256};

use crate::config::Config;

/// Marks a response as one of the web app's own pages (the shell, its history fallback and the
/// static pages beside it): those get the Content-Security-Policy.
#[derive(Debug, Clone, Copy)]
pub struct AppShell;

/// Cross-origin requests carry our origin but never a path, which may name a private plan;
/// same-origin requests keep the full url for the server's own logs.
const REFERRER_POLICY: &str = "strict-origin-when-cross-origin";

/// Google Identity Services, as Google documents its CSP needs: the client script, its button
/// and One Tap frames, the requests they make and their stylesheet.
const GOOGLE_SCRIPT: &str = "https://accounts.google.com/gsi/client";
const GOOGLE_GSI: &str = "https://accounts.google.com/gsi/";
const GOOGLE_STYLE: &str = "https://accounts.google.com/gsi/style";

/// HTML the server answers without a policy of its own (an error page, say): it may load
/// nothing and run nothing.
pub const DOCUMENT_POLICY: &str = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// Any SVG (floor plans, uploaded or seeded drawings): opened on its own, an SVG is a document
/// that could run script. It may draw with its own styles and embedded (data:) images, and
/// `sandbox` puts it in an opaque origin, away from the session cookie.
pub const SVG_POLICY: &str = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/// Adds the security headers; see the module documentation.
pub struct SecurityHeaders {
    policy: HeaderValue,
}

impl SecurityHeaders {
    /// The policy is worked out once, from `config` and the pages in its web build as they are
    /// when the server starts.
    pub fn new(config: &Config) -> SecurityHeaders {
        let policy = content_security_policy(config);
        SecurityHeaders { policy: HeaderValue::from_str(&policy).expect("the policy is built of header-safe text") }
    }
}

impl<E: Endpoint> Middleware<E> for SecurityHeaders {
    type Output = SecurityHeadersEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        SecurityHeadersEndpoint { inner, policy: self.policy.clone() }
    }
}

pub struct SecurityHeadersEndpoint<E> {
    inner: E,
    policy: HeaderValue,
}

impl<E: Endpoint> Endpoint for SecurityHeadersEndpoint<E> {
    type Output = Response;

    async fn call(&self, request: Request) -> poem::Result<Response> {
        // Errors too: a 404 page is as frameable and sniffable as any other.
        let mut response = match self.inner.call(request).await {
            Ok(response) => response.into_response(),
            Err(err) => err.into_response(),
        };
        let is_app_page = response.data::<AppShell>().is_some();
        let fallback = fallback_policy(response.headers());
        let headers = response.headers_mut();
        headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
        headers.insert(header::REFERRER_POLICY, HeaderValue::from_static(REFERRER_POLICY));
        // For browsers without CSP `frame-ancestors`; it also keeps the API's own HTML (its docs,
        // GraphiQL) out of other sites' frames.
        headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
        let csp = HeaderName::from_static("content-security-policy");
        if is_app_page {
            headers.insert(csp, self.policy.clone());
        } else if let Some(policy) = fallback {
            headers.insert(csp, HeaderValue::from_static(policy));
        }
        Ok(response)
    }
}

/// The policy a response without one of its own needs: HTML and SVG are documents a browser
/// runs; other types are data.
fn fallback_policy(headers: &poem::http::HeaderMap) -> Option<&'static str> {
    if headers.contains_key("content-security-policy") {
        return None;
    }
    let essence = headers.get(header::CONTENT_TYPE)?.to_str().ok()?.split(';').next()?.trim().to_ascii_lowercase();
    match essence.as_str() {
        "text/html" | "application/xhtml+xml" => Some(DOCUMENT_POLICY),
        "image/svg+xml" => Some(SVG_POLICY),
        _ => None,
    }
}

/// The policy of a self-contained HTML page of ours (the API docs): its inline scripts and
/// styles by hash, images from us or inline, requests to us only.
pub fn inline_page_policy(html: &str) -> String {
    let sources = |tag| {
        let mut hashes: Vec<String> = inline_blocks(html, tag).into_iter().map(hash_source).collect();
        hashes.dedup();
        hashes.join(" ")
    };
    format!(
        "default-src 'none'; script-src {}; style-src {}; img-src 'self' data:; connect-src 'self'; \
         base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        sources("script"),
        sources("style")
    )
}

/// The Content-Security-Policy of the web app's pages under `config`.
pub fn content_security_policy(config: &Config) -> String {
    let client = &config.client;
    let google = config.google.google_client_id.as_deref().is_some_and(|id| !id.trim().is_empty());
    // The basemaps' hosts: maplibre fetches the street style, its sprites, glyphs and tiles, and
    // the aerial tiles, from the main thread (`fetch`, or an `<img>` for some images). A style is
    // expected to keep its resources on its own host, as OpenFreeMap's do.
    let map_hosts = dedup([origin_of(&client.aerial_tiles_url), origin_of(&client.street_style_url)]);
    let inline = InlineHashes::of_dir(&config.web_dist);

    // Whatever a directive below does not name may only come from this server.
    let default_src = vec!["'self'".to_owned()];
    // The bundle only, no inline code and no `eval`. 'wasm-unsafe-eval' lets the geometry engine
    // (WebAssembly, no JavaScript eval) compile: it runs in a worker, which Chromium holds to the
    // worker script's own (here: no) policy but the CSP spec lets browsers hold to the page's.
    // Hashes admit inline scripts of the build's pages, should one have any.
    let mut script_src = vec!["'self'".to_owned(), "'wasm-unsafe-eval'".to_owned()];
    script_src.extend(inline.scripts.iter().cloned());
    // The bundle's stylesheets; hashes admit a `<style>` block a page of the build may have
    // (today none: the legal pages link legal.css). React and maplibre style elements through
    // the CSSOM, which a policy does not restrict, so no 'unsafe-inline'.
    let mut style_src = vec!["'self'".to_owned()];
    style_src.extend(inline.styles.iter().cloned());
    // Plan pictures and snapshots are ours; data: for SVG floor plans shown from markup and
    // maplibre's control icons (its stylesheet draws them as data: SVGs); blob: for tiles and
    // sprites maplibre turns from fetched bytes into an `<img>` where a browser lacks
    // `createImageBitmap`; the map hosts for images maplibre loads straight from them.
    let mut img_src = ["'self'", "data:", "blob:"].map(String::from).to_vec();
    img_src.extend(map_hosts.iter().cloned());
    // The API, the runtime config and the map hosts (styles, tiles, glyphs, sprites).
    let mut connect_src = vec!["'self'".to_owned()];
    connect_src.extend(map_hosts.iter().cloned());
    // maplibre's tile workers and the geometry worker are files of the build on this server
    // (maplibre is handed a same-origin worker url, so it needs no blob: worker).
    let worker_src = vec!["'self'".to_owned()];
    // Nothing is framed unless the deployment embeds a call-booking page.
    let mut frame_src: Vec<String> = client.call_booking_url.as_deref().and_then(origin_of).into_iter().collect();

    if google {
        script_src.push(GOOGLE_SCRIPT.to_owned());
        style_src.push(GOOGLE_STYLE.to_owned());
        connect_src.push(GOOGLE_GSI.to_owned());
        frame_src.push(GOOGLE_GSI.to_owned());
    }
    if frame_src.is_empty() {
        frame_src.push("'none'".to_owned());
    }

    // The bundle's own fonts, and those GraphiQL's stylesheet embeds as data: URIs (a font
    // runs no code).
    let font_src = vec!["'self'".to_owned(), "data:".to_owned()];

    let directives: [(&str, Vec<String>); 12] = [
        ("default-src", default_src),
        ("script-src", script_src),
        ("style-src", style_src),
        ("img-src", img_src),
        ("font-src", font_src),
        ("connect-src", connect_src),
        ("worker-src", worker_src),
        ("frame-src", frame_src),
        // No plugins.
        ("object-src", vec!["'none'".to_owned()]),
        // An injected `<base>` cannot redirect the bundle's relative urls.
        ("base-uri", vec!["'self'".to_owned()]),
        // Forms are handled by the app; none posts elsewhere.
        ("form-action", vec!["'self'".to_owned()]),
        // No other site may frame the app (clickjacking).
        ("frame-ancestors", vec!["'none'".to_owned()]),
    ];
    directives.iter().map(|(name, sources)| format!("{name} {}", sources.join(" "))).collect::<Vec<_>>().join("; ")
}

/// `scheme://host[:port]` of an absolute http(s) url or url template (`{z}/{x}/{y}` in its
/// path); `None` for relative urls, which `'self'` already covers, and for anything else.
pub fn origin_of(url: &str) -> Option<String> {
    let parsed = reqwest::Url::parse(url.trim()).ok()?;
    if !matches!(parsed.scheme(), "http" | "https") || parsed.host().is_none() {
        return None;
    }
    Some(parsed.origin().ascii_serialization())
}

fn dedup<const N: usize>(origins: [Option<String>; N]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for origin in origins.into_iter().flatten() {
        if !out.contains(&origin) {
            out.push(origin);
        }
    }
    out
}

/// CSP hash sources of the inline `<script>` and `<style>` blocks in the web build's pages.
#[derive(Debug, Default)]
struct InlineHashes {
    scripts: Vec<String>,
    styles: Vec<String>,
}

impl InlineHashes {
    /// The `*.html` files at the top of `dist` (the shell and the static pages); a missing or
    /// unreadable build has none.
    fn of_dir(dist: &Path) -> InlineHashes {
        let mut hashes = InlineHashes::default();
        let Ok(entries) = std::fs::read_dir(dist) else {
            return hashes;
        };
        let mut pages: Vec<_> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|ext| ext.eq_ignore_ascii_case("html")))
            .collect();
        pages.sort();
        for page in pages {
            let Ok(html) = std::fs::read_to_string(&page) else {
                continue;
            };
            for (list, tag) in [(&mut hashes.scripts, "script"), (&mut hashes.styles, "style")] {
                for block in inline_blocks(&html, tag) {
                    let source = hash_source(block);
                    if !list.contains(&source) {
                        list.push(source);
                    }
                }
            }
        }
        hashes
    }
}

/// The text of each inline `<tag>…</tag>` element of `html` (scripts with `src` are files, not
/// inline code). A plain scan, enough for the build's own pages.
fn inline_blocks<'a>(html: &'a str, tag: &str) -> Vec<&'a str> {
    let lower = html.to_ascii_lowercase();
    let open = format!("<{tag}");
    let close = format!("</{tag}");
    let mut blocks = Vec::new();
    let mut at = 0;
    while let Some(found) = lower[at..].find(&open) {
        let start = at + found;
        let after_name = start + open.len();
        // `<styles>` or `<scripted>` are other elements.
        if !lower[after_name..].starts_with(|c: char| c == '>' || c.is_ascii_whitespace()) {
            at = after_name;
            continue;
        }
        let Some(tag_end) = lower[after_name..].find('>').map(|i| after_name + i + 1) else {
            break;
        };
        let Some(body_end) = lower[tag_end..].find(&close).map(|i| tag_end + i) else {
            break;
        };
        let has_src =
            lower[after_name..tag_end].split(|c: char| c.is_ascii_whitespace()).any(|a| a.starts_with("src="));
        if !has_src {
            blocks.push(&html[tag_end..body_end]);
        }
        at = body_end + close.len();
    }
    blocks
}

/// `'sha256-…'` of an inline block as the browser hashes it (after HTML's newline normalisation).
fn hash_source(block: &str) -> String {
    let text = block.replace("\r\n", "\n").replace('\r', "\n");
    format!("'sha256-{}'", STANDARD.encode(Sha256::digest(text.as_bytes())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origins_are_scheme_host_and_port() {
        assert_eq!(
            origin_of(
                "https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryOnly/MapServer/tile/{z}/{y}/{x}"
            )
            .as_deref(),
            Some("https://basemap.nationalmap.gov")
        );
        assert_eq!(origin_of("http://127.0.0.1:9000/tiles/{z}/{x}/{y}.png").as_deref(), Some("http://127.0.0.1:9000"));
        assert_eq!(origin_of("https://Tiles.Example.com:443/style.json").as_deref(), Some("https://tiles.example.com"));
        assert_eq!(origin_of("/styles/street.json"), None);
        assert_eq!(origin_of("mapbox://styles/x"), None);
        assert_eq!(origin_of("javascript:alert(1)"), None);
    }

    #[test]
    fn inline_blocks_are_found_and_hashed_as_browsers_do() {
        let html = "<head><script type=\"module\" src=\"/assets/a.js\"></script><script>go()</script>\
                    <STYLE media=\"all\">body{}</STYLE><styles>x</styles></head>";
        assert_eq!(inline_blocks(html, "script"), vec!["go()"]);
        assert_eq!(inline_blocks(html, "style"), vec!["body{}"]);
        assert_eq!(hash_source("a\r\nb"), hash_source("a\nb"));
        // The well-known SHA-256 of nothing.
        assert_eq!(hash_source(""), "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    }
}
