//! Conditional GETs of v1 reads: every answer carries an entity tag and a `Cache-Control`
//! policy, and a request whose `If-None-Match` names the tag of the answer it would get is
//! answered `304 Not Modified` without a body.
//!
//! The tag is a hash of the answer's body: it changes exactly when the answer does, on every
//! instance alike, with no version to keep per resource. It is weak (`W/"…"`) because the
//! compression middleware re-encodes the body for each `Accept-Encoding`: the bytes sent are not
//! the bytes hashed, only the same representation, which is what a weak tag promises.
//!
//! An operation takes the header as
//! `#[oai(name = "If-None-Match")] if_none_match: Header<Option<String>>` and answers
//! [`JsonAnswer::conditional`] (or [`SvgAnswer::conditional`]), or builds its own response enum
//! from [`Validation::of`].

use std::marker::PhantomData;

use poem::{IntoResponse, Response};
use poem_openapi::{
    payload::{Json, Payload, PlainText},
    registry::{MetaSchemaRef, Registry},
    types::ToJSON,
    ApiResponse,
};
use sha2::{Digest, Sha256};

/// How long a client, or a shared cache, may reuse an answer before asking again; asking again
/// with the tag costs a 304 when nothing changed. Every v1 read answers every caller alike (what
/// a visitor sees), so answers are `public`, also to requests that carry a key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Freshness {
    /// Catalogue pages, plans, estimates and contractors: an admin's edit (a plan hidden, a photo
    /// unpublished) reaches integrators within a minute.
    Minute,
    /// Drawings: a floor plan changes only when its plan is redrawn (the same policy as
    /// `/api/plans/{id}/floor-plan.svg`).
    FiveMinutes,
    /// The places directory: states, counties and cities change with a census, not by the hour.
    Hour,
}

impl Freshness {
    /// The `Cache-Control` value.
    pub fn cache_control(self) -> String {
        let seconds = match self {
            Freshness::Minute => 60,
            Freshness::FiveMinutes => 300,
            Freshness::Hour => 3600,
        };
        format!("public, max-age={seconds}")
    }
}

/// The weak entity tag of an answer whose body is `body`: 128 bits of its SHA-256.
pub fn weak_etag(body: &[u8]) -> String {
    let digest = Sha256::digest(body);
    format!("W/\"{}\"", hex::encode(&digest[..16]))
}

/// Whether an `If-None-Match` value (`*`, or a comma-separated list of tags) names `etag`.
/// Compared weakly, as RFC 9110 §13.1.2 asks of `If-None-Match`: `W/"x"` and `"x"` match.
pub fn none_match_names(if_none_match: &str, etag: &str) -> bool {
    let opaque = |tag: &str| tag.trim().trim_start_matches("W/").to_owned();
    let wanted = opaque(etag);
    if_none_match.split(',').any(|tag| tag.trim() == "*" || opaque(tag) == wanted)
}

/// What a conditional GET answers: the tag and policy of the answer, and whether the caller's
/// copy is still it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Validation {
    /// The `ETag` value.
    pub etag: String,
    /// The `Cache-Control` value.
    pub cache_control: String,
    /// The caller's `If-None-Match` names this answer: send 304 without the body.
    pub not_modified: bool,
}

impl Validation {
    /// Validates an answer whose body is `body` against the request's `If-None-Match`.
    pub fn of(body: &[u8], if_none_match: Option<&str>, freshness: Freshness) -> Validation {
        let etag = weak_etag(body);
        let not_modified = if_none_match.is_some_and(|wanted| none_match_names(wanted, &etag));
        Validation { etag, cache_control: freshness.cache_control(), not_modified }
    }
}

/// A JSON answer of a v1 read, or 304 when the caller has it already.
#[derive(Debug, ApiResponse)]
pub enum JsonAnswer<T: ToJSON> {
    /// The answer. Keep its `ETag` and send it back as `If-None-Match` to ask whether it changed.
    #[oai(status = 200)]
    Fresh(
        SerializedJson<T>,
        /// The answer's entity tag (weak, e.g. `W/"3f2a9c0d…"`).
        #[oai(header = "ETag")]
        String,
        /// How long the answer may be reused without asking again, e.g. `public, max-age=60`.
        #[oai(header = "Cache-Control")]
        String,
    ),
    /// Not modified: the answer is still the one `If-None-Match` names. No body.
    #[oai(status = 304)]
    NotModified(
        /// The answer's entity tag, the one `If-None-Match` named.
        #[oai(header = "ETag")]
        String,
        /// How long the answer may be reused without asking again.
        #[oai(header = "Cache-Control")]
        String,
    ),
}

impl<T: ToJSON> JsonAnswer<T> {
    /// `body` with its tag, or 304 when `if_none_match` names the tag already.
    pub fn conditional(body: T, if_none_match: Option<&str>, freshness: Freshness) -> JsonAnswer<T> {
        let json = SerializedJson::of(&body);
        let validation = Validation::of(json.body.as_bytes(), if_none_match, freshness);
        if validation.not_modified {
            JsonAnswer::NotModified(validation.etag, validation.cache_control)
        } else {
            JsonAnswer::Fresh(json, validation.etag, validation.cache_control)
        }
    }
}

/// A JSON body serialized once, both to hash for its tag and to send, and documented as `T`
/// (`Json<T>` would serialize it again on the way out).
pub struct SerializedJson<T> {
    body: String,
    document_as: PhantomData<fn() -> T>,
}

impl<T: ToJSON> SerializedJson<T> {
    /// The bytes `Json<T>` would send: the same serializer over the same value.
    fn of(value: &T) -> SerializedJson<T> {
        SerializedJson { body: value.to_json().unwrap_or_default().to_string(), document_as: PhantomData }
    }
}

impl<T> std::fmt::Debug for SerializedJson<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("SerializedJson").field(&self.body).finish()
    }
}

impl<T: ToJSON> Payload for SerializedJson<T> {
    const CONTENT_TYPE: &'static str = <Json<T> as Payload>::CONTENT_TYPE;

    fn schema_ref() -> MetaSchemaRef {
        <Json<T> as Payload>::schema_ref()
    }

    fn register(registry: &mut Registry) {
        <Json<T> as Payload>::register(registry);
    }
}

impl<T: ToJSON> IntoResponse for SerializedJson<T> {
    fn into_response(self) -> Response {
        Response::builder().content_type(<Self as Payload>::CONTENT_TYPE).body(self.body)
    }
}

/// An SVG drawing of a v1 read, or 304 when the caller has it already.
#[derive(Debug, ApiResponse)]
pub enum SvgAnswer {
    /// The drawing, SVG markup (sanitised). Keep its `ETag` and send it back as
    /// `If-None-Match` to ask whether it changed.
    #[oai(status = 200, content_type = "image/svg+xml")]
    Fresh(
        PlainText<String>,
        /// The drawing's entity tag (weak).
        #[oai(header = "ETag")]
        String,
        /// How long the drawing may be reused without asking again, e.g. `public, max-age=300`.
        #[oai(header = "Cache-Control")]
        String,
    ),
    /// Not modified: the drawing is still the one `If-None-Match` names. No body.
    #[oai(status = 304)]
    NotModified(
        /// The drawing's entity tag, the one `If-None-Match` named.
        #[oai(header = "ETag")]
        String,
        /// How long the drawing may be reused without asking again.
        #[oai(header = "Cache-Control")]
        String,
    ),
}

impl SvgAnswer {
    /// `svg` with its tag, or 304 when `if_none_match` names the tag already.
    pub fn conditional(svg: String, if_none_match: Option<&str>, freshness: Freshness) -> SvgAnswer {
        let validation = Validation::of(svg.as_bytes(), if_none_match, freshness);
        if validation.not_modified {
            SvgAnswer::NotModified(validation.etag, validation.cache_control)
        } else {
            SvgAnswer::Fresh(PlainText(svg), validation.etag, validation.cache_control)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tag_is_weak_and_follows_the_body() {
        let tag = weak_etag(b"{\"a\":1}");
        assert!(tag.starts_with("W/\"") && tag.ends_with('"') && tag.len() == 32 + 4, "{tag}");
        assert_eq!(tag, weak_etag(b"{\"a\":1}"));
        assert_ne!(tag, weak_etag(b"{\"a\":2}"));
    }

    #[test]
    fn if_none_match_names_a_tag_in_a_list_weakly_or_by_star() {
        let tag = weak_etag(b"body");
        let strong = tag.trim_start_matches("W/");
        assert!(none_match_names(&tag, &tag));
        assert!(none_match_names(strong, &tag), "a weak comparison ignores W/");
        assert!(none_match_names(&format!("W/\"other\", {tag}"), &tag));
        assert!(none_match_names("*", &tag));
        assert!(!none_match_names("W/\"other\"", &tag));
        assert!(!none_match_names("", &tag));
    }

    #[tokio::test]
    async fn a_serialized_answer_sends_the_bytes_json_would() {
        let value = vec![1.5_f64, 2.0, 1e-7];
        let sent = |response: Response| async move {
            let content_type = response.content_type().map(str::to_owned);
            (content_type, response.into_body().into_bytes().await.unwrap())
        };
        let ours = sent(SerializedJson::of(&value).into_response()).await;
        let json = sent(Json(value).into_response()).await;
        assert_eq!(ours, json);
    }

    #[test]
    fn a_matching_request_is_not_modified_and_keeps_the_policy() {
        let fresh = Validation::of(b"body", None, Freshness::Minute);
        assert!(!fresh.not_modified);
        assert_eq!(fresh.cache_control, "public, max-age=60");
        let again = Validation::of(b"body", Some(&fresh.etag), Freshness::Minute);
        assert!(again.not_modified);
        assert_eq!(again.etag, fresh.etag);
        assert!(!Validation::of(b"changed", Some(&fresh.etag), Freshness::Minute).not_modified);
    }
}
