//! Same-origin check for state-changing requests: a page on another site may make the browser
//! send our cookie, but the browser also names that page's origin, and we refuse it.

use poem::{http::header, Request};

/// True when the request names an `Origin` that is neither this host nor the public url.
/// Requests without `Origin` (server-to-server integrations, same-origin GETs) pass.
pub fn is_foreign(request: &Request, public_url: &str) -> bool {
    let Some(origin) = request.header(header::ORIGIN) else {
        return false;
    };
    let origin = origin.trim_end_matches('/');
    if origin.eq_ignore_ascii_case(public_url.trim_end_matches('/')) {
        return false;
    }
    let host = request.header(header::HOST).unwrap_or_default();
    let same_host =
        ["http://", "https://"].iter().any(|scheme| origin.eq_ignore_ascii_case(&format!("{scheme}{host}")));
    !same_host
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(origin: Option<&str>) -> Request {
        let mut builder = Request::builder().header(header::HOST, "127.0.0.1:8080");
        if let Some(origin) = origin {
            builder = builder.header(header::ORIGIN, origin);
        }
        builder.finish()
    }

    #[test]
    fn own_origins_and_no_origin_pass() {
        assert!(!is_foreign(&request(None), "https://homeplot.example"));
        assert!(!is_foreign(&request(Some("http://127.0.0.1:8080")), "https://homeplot.example"));
        assert!(!is_foreign(&request(Some("https://homeplot.example")), "https://homeplot.example/"));
    }

    #[test]
    fn other_sites_are_foreign() {
        assert!(is_foreign(&request(Some("https://evil.example")), "https://homeplot.example"));
        assert!(is_foreign(&request(Some("null")), "https://homeplot.example"));
    }
}
