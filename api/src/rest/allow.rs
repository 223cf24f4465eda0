//! `405 Method Not Allowed` answers name the methods a path does accept (`Allow`, as RFC 9110
//! requires), read from the OpenAPI document the operations are built from.

use std::sync::Arc;

use poem::{http::header, http::StatusCode, Endpoint, EndpointExt, IntoResponse, Response};

/// Each documented path (segments, `None` for a `{parameter}`) with its methods.
type Methods = Vec<(Vec<Option<String>>, String)>;

/// Wraps `endpoint` so that its 405 answers carry `Allow`, for the paths of `spec` (an OpenAPI
/// document as JSON).
pub fn with_allow<E: Endpoint + 'static>(endpoint: E, spec: &str) -> impl Endpoint<Output = Response> {
    let methods: Arc<Methods> = Arc::new(documented_methods(spec));
    endpoint.around(move |inner, request| {
        let methods = methods.clone();
        async move {
            let path = request.uri().path().to_owned();
            let mut response = inner.call(request).await?.into_response();
            if response.status() == StatusCode::METHOD_NOT_ALLOWED && !response.headers().contains_key(header::ALLOW) {
                if let Some(allow) = allowed(&methods, &path).and_then(|allow| allow.parse().ok()) {
                    response.headers_mut().insert(header::ALLOW, allow);
                }
            }
            Ok(response)
        }
    })
}

fn documented_methods(spec: &str) -> Methods {
    let document: serde_json::Value = serde_json::from_str(spec).unwrap_or_default();
    let Some(paths) = document["paths"].as_object() else {
        return Vec::new();
    };
    paths
        .iter()
        .map(|(template, operations)| {
            let segments = template
                .split('/')
                .map(|s| (!(s.starts_with('{') && s.ends_with('}'))).then(|| s.to_owned()))
                .collect();
            let mut methods: Vec<String> =
                operations.as_object().into_iter().flatten().map(|(m, _)| m.to_uppercase()).collect();
            if methods.iter().any(|m| m == "GET") {
                methods.push("HEAD".into());
            }
            (segments, methods.join(", "))
        })
        .collect()
}

fn allowed(methods: &Methods, path: &str) -> Option<String> {
    let segments: Vec<&str> = path.split('/').collect();
    methods
        .iter()
        .find(|(template, _)| {
            template.len() == segments.len()
                && template.iter().zip(&segments).all(|(t, s)| t.as_deref().is_none_or(|t| t == *s))
        })
        .map(|(_, allow)| allow.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_match_their_templates() {
        let spec = r#"{"paths": {"/config": {"get": {}}, "/plans/{id}/floor-plan.svg": {"get": {}},
            "/order-site-plan": {"post": {}}}}"#;
        let methods = documented_methods(spec);
        assert_eq!(allowed(&methods, "/config").as_deref(), Some("GET, HEAD"));
        assert_eq!(allowed(&methods, "/plans/abc/floor-plan.svg").as_deref(), Some("GET, HEAD"));
        assert_eq!(allowed(&methods, "/order-site-plan").as_deref(), Some("POST"));
        assert_eq!(allowed(&methods, "/plans/abc"), None);
    }
}
