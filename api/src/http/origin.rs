//! Same-origin check for state-changing requests: a page on another site may make the browser
//! send our cookie, but the browser also names that page's origin, and we refuse it. Applied as
//! middleware to every route that changes state, before the request reaches a handler.

use poem::{http::header, http::Method, Endpoint, IntoResponse, Middleware, Request, Response};

/// The message of a refused cross-site request.
pub const REFUSAL: &str = "Requests from other sites are not allowed.";

/// Refuses requests other than GET, HEAD and OPTIONS that name a foreign `Origin`, answering
/// with `refuse()` (each edge words its errors its own way).
pub struct SameOrigin {
    public_url: String,
    refuse: fn() -> Response,
    exempt: fn(&str) -> bool,
}

impl SameOrigin {
    pub fn new(public_url: &str, refuse: fn() -> Response) -> SameOrigin {
        SameOrigin { public_url: public_url.to_owned(), refuse, exempt: |_| false }
    }

    /// Lets requests to the paths `exempt` names pass from any origin: routes that read no
    /// cookie, where another site's page gains nothing from the visitor's session.
    pub fn except(self, exempt: fn(&str) -> bool) -> SameOrigin {
        SameOrigin { exempt, ..self }
    }
}

impl<E: Endpoint> Middleware<E> for SameOrigin {
    type Output = SameOriginEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        SameOriginEndpoint { inner, public_url: self.public_url.clone(), refuse: self.refuse, exempt: self.exempt }
    }
}

pub struct SameOriginEndpoint<E> {
    inner: E,
    public_url: String,
    refuse: fn() -> Response,
    exempt: fn(&str) -> bool,
}

impl<E: Endpoint> Endpoint for SameOriginEndpoint<E> {
    type Output = Response;

    async fn call(&self, request: Request) -> poem::Result<Response> {
        let reads_only = matches!(*request.method(), Method::GET | Method::HEAD | Method::OPTIONS);
        if !reads_only && !(self.exempt)(request.uri().path()) && is_foreign(&request, &self.public_url) {
            return Ok((self.refuse)());
        }
        self.inner.call(request).await.map(IntoResponse::into_response)
    }
}

/// True when the request names an `Origin` other than the public url. Requests without
/// `Origin` (server-to-server integrations, same-origin GETs) pass. The request's own `Host` is
/// not trusted: a rebound DNS name would make any origin look like ours. On a loopback public
/// url (a developer's machine) `localhost`, `127.0.0.1` and `[::1]` on the same port are one
/// origin, as people type either.
pub fn is_foreign(request: &Request, public_url: &str) -> bool {
    let Some(origin) = request.header(header::ORIGIN) else {
        return false;
    };
    let origin = origin.trim_end_matches('/').to_ascii_lowercase();
    let public = public_url.trim_end_matches('/').to_ascii_lowercase();
    if origin == public {
        return false;
    }
    match (loopback_alias(&origin), loopback_alias(&public)) {
        (Some(origin), Some(public)) => origin != public,
        _ => true,
    }
}

/// `scheme://port` of a loopback origin, the same whichever loopback name it uses.
fn loopback_alias(origin: &str) -> Option<String> {
    let (scheme, rest) = origin.split_once("://")?;
    let (host, port) = match rest.rsplit_once(':') {
        Some((host, port)) if !port.contains(']') => (host, port),
        _ => (rest, if scheme == "https" { "443" } else { "80" }),
    };
    matches!(host, "localhost" | "127.0.0.1" | "[::1]").then(|| format!("{scheme}://{port}"))
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
    fn the_public_origin_and_no_origin_pass() {
        assert!(!is_foreign(&request(None), "https://homeplot.example"));
        assert!(!is_foreign(&request(Some("https://homeplot.example")), "https://homeplot.example/"));
        assert!(!is_foreign(&request(Some("http://localhost:8080")), "http://127.0.0.1:8080"));
    }

    #[test]
    fn other_sites_are_foreign_even_when_they_name_themselves_as_host() {
        assert!(is_foreign(&request(Some("https://evil.example")), "https://homeplot.example"));
        assert!(is_foreign(&request(Some("null")), "https://homeplot.example"));
        assert!(is_foreign(&request(Some("http://127.0.0.1:8080")), "https://homeplot.example"));
        assert!(is_foreign(&request(Some("http://localhost:9999")), "http://127.0.0.1:8080"));
        let rebound = Request::builder()
            .header(header::HOST, "evil.example")
            .header(header::ORIGIN, "http://evil.example")
            .finish();
        assert!(is_foreign(&rebound, "https://homeplot.example"));
    }
}
