//! The built web app: hashed assets cached for a year and served precompressed, everything else
//! falls back to `index.html` so deep links such as `/plan/<id>` load the app.

use std::{path::Path, sync::Arc};

use poem::{
    endpoint::StaticFilesEndpoint,
    http::{header, HeaderValue, Uri},
    Endpoint, EndpointExt, IntoResponse, Request, Response,
};

use super::{screen_preloads::ScreenPreloads, security_headers::AppShell, session_cookie, shell_answers};
use crate::{
    domain::accounts::{tokens::SESSION_COOKIE, Viewer},
    graphql::RequestMeta,
    media::renditions::srcset,
    state::AppState,
};

/// Vite puts content-hashed files under `assets/`: their url changes whenever they do.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Unhashed files are revalidated on every load so a deploy shows at once.
const REVALIDATE: &str = "no-cache";
/// The app's page carries the session's answers ([`shell_answers`]): kept by no shared cache,
/// and fetched anew on every load.
const PERSONAL: &str = "private, no-cache";

/// Encodings the web build writes beside each asset (`.br`, `.gz`), best first, as
/// (file suffix, `Content-Encoding`).
const PRECOMPRESSED: [(&str, &str); 2] = [("br", "br"), ("gz", "gzip")];

/// The app's static files. Assets are not compressed per request (the server-wide compression
/// skips them): the build's brotli-11 files are a third smaller than a fast on-the-fly pass.
pub fn endpoint(dist: &Path) -> (impl Endpoint, impl Endpoint) {
    let dir = dist.join("assets");
    let assets = StaticFilesEndpoint::new(&dir).around(move |ep, mut req| {
        let encoding = precompressed_variant(&dir, &req);
        async move {
            let content_type = mime_guess::from_path(req.uri().path()).first_raw();
            if let Some((suffix, _)) = encoding {
                let uri = format!("{}.{suffix}", req.uri().path());
                *req.uri_mut() = uri.parse::<Uri>().map_err(poem::error::BadRequest)?;
            }
            let mut response = ep.call(req).await?.into_response();
            if response.status().is_success() {
                let headers = response.headers_mut();
                headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
                headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
                if let Some((_, coding)) = encoding {
                    headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
                    if let Some(mime) = content_type {
                        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(mime));
                    }
                }
            }
            Ok(response)
        }
    });
    let screens = Arc::new(ScreenPreloads::read(dist));
    let shell = StaticFilesEndpoint::new(dist)
        .index_file("index.html")
        .fallback_to_index()
        .around(move |ep, req| serve_page(ep, req, screens.clone()));
    (assets, shell)
}

/// The app's page (any path that is not a file of the build): with the session's answers to the
/// first screen's questions ([`shell_answers`]), and `Link` preloads of what that screen shows
/// first: its code ([`ScreenPreloads`]) and, on a plan page, the gallery's opening picture.
async fn serve_page<E: Endpoint>(ep: Arc<E>, mut req: Request, screens: Arc<ScreenPreloads>) -> poem::Result<Response> {
    let Some(state) = req.data::<AppState>().cloned() else { return Ok(ep.call(req).await?.into_response()) };
    let path = req.uri().path().to_owned();
    let token = req.cookie().get(SESSION_COOKIE).map(|c| c.value_str().to_owned());
    let meta = RequestMeta {
        ip: super::client_ip::client_ip(&req, &state.config.trusted_proxies),
        session_token: token.clone(),
        secure_cookies: state.secure_cookies(),
    };
    // The page carries this session's answers, so a stored copy must never stand in for it: no
    // validators, so no 304 confirming a copy made for whoever was signed in before.
    req.headers_mut().remove(header::IF_NONE_MATCH);
    req.headers_mut().remove(header::IF_MODIFIED_SINCE);
    let mut response = ep.call(req).await?.into_response();
    let is_page = response.status().is_success() && response.content_type().is_some_and(|t| t.starts_with("text/html"));
    if is_page {
        let page = response.take_body().into_string().await?;
        match page.contains(shell_answers::MARKER) {
            true => {
                let session = state.session(token.as_deref()).await;
                let block = shell_answers::data_block(&state, &session.viewer, meta, &path).await;
                response.set_body(page.replacen(shell_answers::MARKER, &block, 1));
                let headers = response.headers_mut();
                for stale in [header::ETAG, header::LAST_MODIFIED, header::CONTENT_LENGTH] {
                    headers.remove(stale);
                }
                headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(PERSONAL));
                headers.insert(header::VARY, HeaderValue::from_static("cookie"));
                if let (true, Some(token)) = (session.extended, token) {
                    session_cookie::refresh(&mut response, &token, state.secure_cookies());
                }
            }
            false => response.set_body(page),
        }
        let picture = match shell_answers::plan_page(&path) {
            Some(id) => gallery_preload(&state, id).await,
            None => None,
        };
        let code = screens.for_path(&path).iter().filter_map(|link| HeaderValue::from_str(link).ok());
        for link in picture.into_iter().chain(code) {
            response.headers_mut().append(header::LINK, link);
        }
    }
    if !response.headers().contains_key(header::CACHE_CONTROL) {
        response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(REVALIDATE));
    }
    // The app's pages get the Content-Security-Policy (see `security_headers`).
    response.set_data(AppShell);
    Ok(response)
}

/// What the plan page's gallery tells the browser of its slot's width (the `sizes` of its
/// photos, `GALLERY_SIZES` in web/src/features/plan-page/PlanGallery.tsx), so that the preload
/// picks the rendition the gallery will: the page's column less its padding and borders, a
/// 3-to-2 split of at most 1200 px from 992 px on.
const GALLERY_SIZES: &str = "(min-width: 992px) 690px, calc(100vw - 34px)";

/// A `Link` preload of the picture the plan page with `id` opens its gallery on: the page's
/// largest paint, which the browser would otherwise find only after the app's script and the
/// plan's query. `None` for a plan a visitor may not see (the header tells nothing of it).
async fn gallery_preload(state: &AppState, id: &str) -> Option<HeaderValue> {
    let plan = match state.services.plans.visible(&Viewer::anonymous(), id).await {
        Ok(plan) => plan?,
        Err(err) => {
            // Only a hint: the page is served without it.
            tracing::warn!(error = %err, id, "could not look up the plan page's first picture");
            return None;
        }
    };
    let url = plan.gallery_opening()?;
    let link = match srcset(url) {
        Some(srcset) => format!(
            "<{url}>; rel=preload; as=image; fetchpriority=high; imagesrcset=\"{srcset}\"; imagesizes=\"{GALLERY_SIZES}\""
        ),
        None => format!("<{url}>; rel=preload; as=image; fetchpriority=high"),
    };
    HeaderValue::from_str(&link).ok()
}

/// The best precompressed file of the requested asset the browser accepts, if the build wrote
/// one. Asset names are flat (`name-hash.ext`); anything else is left to the file endpoint.
fn precompressed_variant(dir: &Path, req: &Request) -> Option<(&'static str, &'static str)> {
    let name = req.uri().path().trim_start_matches('/');
    let plain = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_');
    if name.is_empty() || !name.chars().all(plain) || name.starts_with('.') {
        return None;
    }
    let accept = req.headers().get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()).unwrap_or("");
    PRECOMPRESSED
        .into_iter()
        .find(|(suffix, coding)| accepts(accept, coding) && dir.join(format!("{name}.{suffix}")).is_file())
}

/// Whether an `Accept-Encoding` value allows `coding` (listed without `q=0`).
fn accepts(accept_encoding: &str, coding: &str) -> bool {
    accept_encoding.split(',').any(|item| {
        let mut parts = item.split(';').map(str::trim);
        let name = parts.next().unwrap_or("");
        let refused = parts.any(|p| p.strip_prefix("q=").is_some_and(|q| q.parse::<f32>().is_ok_and(|q| q == 0.0)));
        name.eq_ignore_ascii_case(coding) && !refused
    })
}

#[cfg(test)]
mod tests {
    use super::accepts;

    #[test]
    fn accept_encoding_is_read_as_browsers_send_it() {
        assert!(accepts("gzip, deflate, br, zstd", "br"));
        assert!(accepts("gzip;q=1.0, br;q=0.5", "br"));
        assert!(!accepts("gzip, br;q=0", "br"));
        assert!(!accepts("gzip", "br"));
        assert!(!accepts("", "gzip"));
    }
}
