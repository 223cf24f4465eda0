//! `GET /media/{key}`: stored media, read from the media storage (a directory or a bucket) so
//! every instance serves the same files.
//!
//! An upload's files sit under a fresh id and never change, so browsers and CDNs may keep them
//! for a year; other media (the demo seed's drawings) are revalidated hourly. Saved placements'
//! snapshots are private and have their own route (`snapshots`).
//!
//! Images are shown where they are linked; anything else users upload (a PDF, which may carry
//! script of its own) is only ever downloaded: an attachment, under a sandboxing policy.

use poem::{
    handler,
    http::{header, StatusCode},
    web::{Data, Path},
    IntoResponse, Request, Response,
};

use crate::{
    media::store::{is_upload_key, StoredObject},
    state::AppState,
};

/// Cache policy of files that never change.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Cache policy of everything else.
const REVALIDATE: &str = "public, max-age=3600";
/// A downloaded document, should a browser render it after all: no script, no requests, an
/// opaque origin away from the session cookie.
const DOCUMENT_POLICY: &str = "sandbox; default-src 'none'";

#[handler]
pub async fn serve(Path(key): Path<String>, Data(state): Data<&AppState>, request: &Request) -> Response {
    // A county's file uploaded for import is the import job's input, not ours to publish.
    if key.starts_with(crate::domain::parcels::IMPORT_FILES) {
        return StatusCode::NOT_FOUND.into_response();
    }
    let object = match stored_or_made(state, &key).await {
        Ok(Some(object)) => object,
        Ok(None) => return StatusCode::NOT_FOUND.into_response(),
        Err(err) => {
            tracing::error!(error = %format!("{err:#}"), key, "reading media failed");
            return StatusCode::INTERNAL_SERVER_ERROR.into_response();
        }
    };
    let cache = if is_upload_key(&key) { IMMUTABLE } else { REVALIDATE };
    let e_tag = object.e_tag.as_deref().map(|tag| format!("\"{}\"", tag.trim_matches('"')));
    if let (Some(tag), Some(wanted)) = (&e_tag, request.headers().get(header::IF_NONE_MATCH)) {
        if wanted.to_str().is_ok_and(|wanted| wanted.split(',').any(|w| w.trim() == tag || w.trim() == "*")) {
            return Response::builder().status(StatusCode::NOT_MODIFIED).header(header::CACHE_CONTROL, cache).finish();
        }
    }
    let mime = mime_guess::from_path(&key).first_or_octet_stream();
    let mut response = Response::builder().content_type(mime.essence_str()).header(header::CACHE_CONTROL, cache);
    if mime.type_() != mime_guess::mime::IMAGE {
        let name = key.rsplit('/').next().unwrap_or("download");
        response = response
            .header(header::CONTENT_DISPOSITION, format!("attachment; filename=\"{name}\""))
            .header("content-security-policy", DOCUMENT_POLICY);
    }
    if let Some(tag) = e_tag {
        response = response.header(header::ETAG, tag);
    }
    response.body(object.bytes)
}

/// The file at `key`; a rendition not made yet (an upload from before renditions, or one whose
/// job has not run) is made now, from its source.
async fn stored_or_made(state: &AppState, key: &str) -> anyhow::Result<Option<StoredObject>> {
    let files = state.services.media.files();
    if let Some(object) = files.get_object(key).await? {
        return Ok(Some(object));
    }
    if !state.services.media.make_rendition(key).await? {
        return Ok(None);
    }
    files.get_object(key).await
}
