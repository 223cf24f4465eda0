//! Images users upload and urls admins fetch: who may, how often, and what is stored.
//!
//! An upload is all or nothing: every variant is stored, or none is (what was written before a
//! failure is removed again). The thumbnail is made afterwards by the job queue, so the
//! request waits only for the variants its answer names.

use std::{sync::Arc, time::Duration};

use anyhow::Context;
use bytes::Bytes;
use serde::{Deserialize, Serialize};
use tokio::sync::Semaphore;

use super::accounts::rate_limit::{Limit, RateLimiter};
use super::accounts::{Role, Viewer};
use super::time::new_id;
use crate::config::MediaConfig;
use crate::error::{AppError, AppResult};
use crate::media::{
    fetch::{Fetched, UrlFetcher},
    pipeline::{self, Encoded, UploadLimits, Variants},
    public_address::AddressPolicy,
    renditions::{rendition_key, source_of, RENDITION_WIDTHS},
    watermark::Watermark,
    MediaStore,
};
use crate::store::jobs::{JobQueue, NewJob};
use crate::store::Store;

/// Uploads one user may make: an admin filling a plan's 100 photos is well inside it.
pub const UPLOADS_PER_USER: Limit = Limit { attempts: 300, window: Duration::from_secs(15 * 60) };
/// Url fetches one user may make.
pub const FETCHES_PER_USER: Limit = Limit { attempts: 300, window: Duration::from_secs(15 * 60) };
/// Largest file a url fetch reads.
pub const MAX_FETCH_BYTES: usize = 20 * 1024 * 1024;
/// Longest a url fetch may take, redirects included.
pub const FETCH_TIMEOUT: Duration = Duration::from_secs(15);
/// The folder uploads go to when none is named (SPEC.md §5).
pub const DEFAULT_FOLDER: &str = "images";
/// Where generated images are stored.
pub const GENERATED_FOLDER: &str = "generated";
/// The job kind that makes an upload's thumbnail.
pub const THUMBNAIL_JOB: &str = "media.thumbnail";

/// An image to upload.
#[derive(Debug)]
pub struct UploadRequest {
    pub bytes: Bytes,
    /// Where it belongs (`images`, `plans`, `site-visits/...`); [`DEFAULT_FOLDER`] when empty.
    pub folder: Option<String>,
    pub add_watermark: bool,
}

/// One stored file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredFile {
    pub url: String,
    pub size: u64,
    pub mime: String,
}

/// What an upload stored.
#[derive(Debug, Clone)]
pub struct Uploaded {
    pub original: StoredFile,
    /// The compressed WebP: the watermarked one when a watermark was asked for.
    pub compressed: StoredFile,
    pub watermarked: bool,
    /// Where the list thumbnail appears once the job queue has made it.
    pub thumbnail_url: String,
}

/// A stored document (a site visit's survey, deed…).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredDocument {
    pub url: String,
    /// The file's name as the user chose it.
    pub name: String,
    pub size: u64,
    pub mime: String,
}

/// A fetched image for an admin to save.
#[derive(Debug, Clone)]
pub struct Download {
    pub bytes: Bytes,
    pub mime: String,
    /// The file extension SPEC.md §7.3 derives from the type.
    pub extension: &'static str,
}

/// What the thumbnail job is told.
#[derive(Debug, Serialize, Deserialize)]
struct ThumbnailJob {
    compressed_key: String,
    thumbnail_key: String,
    /// The variant galleries show (the watermarked one when there is one), whose renditions the
    /// job makes too; absent from jobs queued before renditions.
    #[serde(default)]
    shown_key: Option<String>,
}

pub struct Media {
    jobs: JobQueue,
    files: MediaStore,
    /// Decoding and encoding images, one at a time per core: see [`ImageWork`].
    image_work: ImageWork,
    limits: UploadLimits,
    watermark: Watermark,
    fetcher: UrlFetcher,
    public_url: String,
    limiter: RateLimiter,
}

impl Media {
    pub fn new(store: &Store, files: MediaStore, config: &MediaConfig, public_url: &str) -> anyhow::Result<Media> {
        let watermark = match &config.watermark_path {
            Some(path) => Watermark::from_file(path)?,
            None => Watermark::default_mark(),
        };
        let user_agent = format!("Homeplot/{} (+{public_url})", env!("CARGO_PKG_VERSION"));
        Ok(Media {
            image_work: ImageWork::per_core(),
            limiter: RateLimiter::new(store),
            jobs: store.jobs(),
            files,
            limits: UploadLimits {
                max_bytes: config.upload_max_mb.saturating_mul(1024 * 1024),
                max_pixels: config.upload_max_megapixels.saturating_mul(1_000_000),
            },
            watermark,
            fetcher: UrlFetcher::new(
                AddressPolicy::new(config.fetch_allowed_networks.clone()),
                MAX_FETCH_BYTES,
                FETCH_TIMEOUT,
                &user_agent,
            ),
            public_url: public_url.to_owned(),
        })
    }

    /// The media storage, for serving its files.
    pub fn files(&self) -> &MediaStore {
        &self.files
    }

    /// The largest upload, in bytes.
    pub fn max_upload_bytes(&self) -> usize {
        self.limits.max_bytes
    }

    /// Checks, converts and stores an image for a signed-in user.
    pub async fn upload(&self, viewer: &Viewer, request: UploadRequest) -> AppResult<Uploaded> {
        let user = viewer.require(&[])?;
        self.limiter.hit(&format!("upload:{}", user.id), UPLOADS_PER_USER).await?;
        let folder = folder(request.folder.as_deref())?;
        let limits = self.limits;
        let watermark = request.add_watermark.then(|| self.watermark.clone());
        let bytes = request.bytes;
        let variants = self.image_work.run(move || pipeline::process(&bytes, &limits, watermark.as_ref())).await?;
        self.store_variants(&folder, variants).await
    }

    /// Stores an image a generation made. No user or rate limit applies: the task was
    /// authorised when it was asked for, and its worker stores what the model answered.
    pub async fn store_generated(&self, bytes: Bytes) -> AppResult<Uploaded> {
        let limits = self.limits;
        let variants = self.image_work.run(move || pipeline::process(&bytes, &limits, None)).await?;
        self.store_variants(GENERATED_FOLDER, variants).await
    }

    /// The image at `url` (one of our photos, or a public image) enlarged `factor` times by the
    /// built-in upscaler, stored like an upload.
    pub async fn upscaled(&self, url: &str, factor: u32) -> AppResult<Uploaded> {
        let source = self.fetch(url).await?;
        if crate::media::image_type::looks_like_svg(&source.bytes) {
            return Err(AppError::Unprocessable(
                "This photo is an SVG drawing: it stays sharp at any size, so there is nothing to upscale.".to_owned(),
            ));
        }
        let limits = self.limits;
        let variants = self
            .image_work
            .run(move || {
                let (image, kind) = pipeline::decode(&source.bytes, &limits)?;
                let larger = crate::media::upscale::upscale(&image, factor, &limits)?;
                pipeline::variants_of(&larger, kind, None)
            })
            .await?;
        self.store_variants(GENERATED_FOLDER, variants).await
    }

    /// Stores every variant of one image under a new name in `folder`, with its thumbnail job:
    /// all of them, or (after removing what was written) none.
    async fn store_variants(&self, folder: &str, variants: Variants) -> AppResult<Uploaded> {
        let base = format!("{folder}/{}", new_id());
        let original_key = format!("{base}/original.{}", variants.original.extension);
        let compressed_key = format!("{base}/compressed.webp");
        let thumbnail_key = format!("{base}/thumbnail.webp");
        let mut files =
            vec![(original_key.clone(), &variants.original), (compressed_key.clone(), &variants.compressed)];
        let watermarked_key = format!("{base}/watermarked.webp");
        if let Some(watermarked) = &variants.watermarked {
            files.push((watermarked_key.clone(), watermarked));
        }
        let shown_key = if variants.watermarked.is_some() { &watermarked_key } else { &compressed_key };
        let job = thumbnail_job(&compressed_key, &thumbnail_key, shown_key);
        if let Err(err) = self.store_all(&files, &job).await {
            let keys: Vec<&str> = files.iter().map(|(key, _)| key.as_str()).collect();
            self.remove_all(&keys).await;
            return Err(err);
        }

        let stored = |key: &str, file: &Encoded| StoredFile {
            url: MediaStore::url(key),
            size: file.bytes.len() as u64,
            mime: file.mime.to_owned(),
        };
        let compressed = match &variants.watermarked {
            Some(watermarked) => stored(&watermarked_key, watermarked),
            None => stored(&compressed_key, &variants.compressed),
        };
        Ok(Uploaded {
            original: stored(&original_key, &variants.original),
            compressed,
            watermarked: variants.watermarked.is_some(),
            thumbnail_url: MediaStore::url(&thumbnail_key),
        })
    }

    /// Stores a document: a PDF as it is, an image through the image pipeline (re-encoded,
    /// metadata dropped). The type is read from the bytes, and a name whose extension says
    /// otherwise is refused, so a file is never stored as something it is not.
    pub async fn upload_document(
        &self,
        viewer: &Viewer,
        name: &str,
        bytes: Bytes,
        folder: Option<&str>,
    ) -> AppResult<StoredDocument> {
        let name = name.trim();
        if name.is_empty() || name.chars().count() > 255 {
            return Err(AppError::BadInput("The file needs a name of at most 255 characters.".to_owned()));
        }
        if bytes.len() > self.limits.max_bytes {
            let mb = self.limits.max_bytes / (1024 * 1024);
            return Err(AppError::TooLarge(format!("{name} is larger than {mb} MB.")));
        }
        let named = name.rsplit_once('.').map(|(_, ext)| ext.to_ascii_lowercase());
        let is_pdf =
            bytes.starts_with(b"%PDF-") && bytes[bytes.len().saturating_sub(1024)..].windows(5).any(|w| w == b"%%EOF");
        let image = crate::media::image_type::ImageKind::sniff(&bytes);
        let says_pdf = named.as_deref() == Some("pdf");
        let says_image = matches!(named.as_deref(), Some("jpg" | "jpeg" | "png" | "webp" | "gif"));
        if !is_pdf && image.is_none() {
            return Err(AppError::UnsupportedType(format!("{name} is not a PDF or an image.")));
        }
        if (is_pdf && says_image) || (image.is_some() && says_pdf) {
            let is = if is_pdf { "a PDF" } else { "an image" };
            return Err(AppError::UnsupportedType(format!("{name} is not what its name says: it is {is}.")));
        }
        if image.is_some() {
            let request = UploadRequest { bytes, folder: folder.map(str::to_owned), add_watermark: false };
            let uploaded = self.upload(viewer, request).await?;
            return Ok(StoredDocument {
                url: uploaded.original.url,
                name: name.to_owned(),
                size: uploaded.original.size,
                mime: uploaded.original.mime,
            });
        }
        let user = viewer.require(&[])?;
        self.limiter.hit(&format!("upload:{}", user.id), UPLOADS_PER_USER).await?;
        // Stored under the user's own name, made safe for a url: it is the name the download gets.
        let key = format!("{}/{}/{}", self::folder(folder)?, new_id(), document_file_name(name));
        let size = bytes.len() as u64;
        let url = self.files.put(&key, bytes).await?;
        Ok(StoredDocument { url, name: name.to_owned(), size, mime: "application/pdf".to_owned() })
    }

    /// Our stored images at `urls` as small JPEGs for a printed report, by url; an image that
    /// cannot be read is left out (the report says so) rather than failing the report.
    pub async fn report_images(
        &self,
        urls: Vec<String>,
    ) -> std::collections::HashMap<String, crate::domain::site_visits::report::ReportImage> {
        let mut images = std::collections::HashMap::new();
        for url in urls {
            let Some(key) = MediaStore::key_of_url(&url, &self.public_url) else { continue };
            let bytes = match self.files.get(key).await {
                Ok(Some(bytes)) => bytes,
                Ok(None) => continue,
                Err(err) => {
                    tracing::warn!(error = %format!("{err:#}"), url, "could not read a report photo");
                    continue;
                }
            };
            let limits = self.limits;
            let converted = self.image_work.run(move || pipeline::report_jpeg(&bytes, &limits)).await;
            if let Ok((jpeg, width, height)) = converted {
                images.insert(url, crate::domain::site_visits::report::ReportImage { jpeg, width, height });
            }
        }
        images
    }

    /// Writes every file, then queues the thumbnail; the first failure stops it.
    async fn store_all(&self, files: &[(String, &Encoded)], thumbnail: &NewJob) -> AppResult<()> {
        for (key, file) in files {
            self.files.put(key, file.bytes.clone()).await?;
        }
        self.jobs.enqueue_job(thumbnail).await?;
        Ok(())
    }

    /// Removes what a failed upload wrote (a removal that fails too is only logged: the upload
    /// already failed, and an orphan file is harmless).
    async fn remove_all(&self, keys: &[&str]) {
        for key in keys {
            if let Err(err) = self.files.delete(key).await {
                tracing::warn!(error = %format!("{err:#}"), key, "could not remove a failed upload's file");
            }
        }
    }

    /// Makes the list thumbnail of an upload (run by the job queue).
    pub async fn make_thumbnail(&self, payload: &serde_json::Value) -> anyhow::Result<()> {
        let job: ThumbnailJob = serde_json::from_value(payload.clone())?;
        let Some(compressed) = self.files.get(&job.compressed_key).await? else {
            // The upload was removed before its thumbnail was made: nothing to do.
            return Ok(());
        };
        let thumbnail =
            self.image_work.run(move || pipeline::thumbnail(&compressed).map_err(AppError::Internal)).await?;
        self.files.put(&job.thumbnail_key, thumbnail.bytes).await?;
        if let Some(shown_key) = &job.shown_key {
            for width in RENDITION_WIDTHS {
                let key = rendition_key(shown_key, width).context("an upload's shown variant has renditions")?;
                self.make_rendition(&key).await?;
            }
        }
        Ok(())
    }

    /// Makes and stores the rendition at `key` (see `media::renditions`) from its source:
    /// false when `key` names no rendition, or its upload is gone.
    pub async fn make_rendition(&self, key: &str) -> anyhow::Result<bool> {
        let Some((source_key, width)) = source_of(key) else { return Ok(false) };
        let Some(source) = self.files.get(&source_key).await? else { return Ok(false) };
        let rendition = self
            .image_work
            .run(move || pipeline::rendition(&source, width).map_err(AppError::Internal))
            .await
            .map_err(|err| anyhow::anyhow!("making {key}: {err}"))?;
        self.files.put(key, rendition.bytes).await?;
        Ok(true)
    }

    /// The image at `url`, for an admin to save (SPEC.md §7.3 `POST /api/download/image`).
    pub async fn download(&self, viewer: &Viewer, url: &str) -> AppResult<Download> {
        let user = viewer.require(&[Role::Admin])?;
        self.limiter.hit(&format!("fetch:{}", user.id), FETCHES_PER_USER).await?;
        let fetched = self.fetch(url).await?;
        let mime = image_type_of(&fetched)?;
        Ok(Download { extension: extension_of(&mime), mime, bytes: fetched.bytes })
    }

    /// The size and type of the image at `url` (SPEC.md §7.3 `POST /api/image/metadata`).
    pub async fn metadata(&self, viewer: &Viewer, url: &str) -> AppResult<StoredFile> {
        let user = viewer.require(&[])?;
        self.limiter.hit(&format!("fetch:{}", user.id), FETCHES_PER_USER).await?;
        let fetched = self.fetch(url).await?;
        let mime = image_type_of(&fetched)?;
        Ok(StoredFile { url: url.to_owned(), size: fetched.bytes.len() as u64, mime })
    }

    /// Our own media are read from storage; anything else goes through the guarded fetcher.
    async fn fetch(&self, url: &str) -> AppResult<Fetched> {
        if let Some(key) = MediaStore::key_of_url(url.trim(), &self.public_url) {
            let Some(bytes) = self.files.get(key).await? else {
                return Err(AppError::NotFound("No such image.".to_owned()));
            };
            let content_type = mime_guess::from_path(key).first_or_octet_stream().essence_str().to_owned();
            return Ok(Fetched { bytes, content_type });
        }
        self.fetcher.fetch(url).await
    }
}

/// Runs CPU-heavy image work on the blocking pool, so requests are not held up behind it, and
/// at most one piece per core at once: a decoded 36-megapixel photo with its resized copies
/// holds a few hundred megabytes for as long as it is worked on, so eight uploads at once would
/// need that eight times over while taking no less time in all (the cores are busy anyway).
/// The rest wait their turn, holding only the bytes they were sent.
#[derive(Debug, Clone)]
struct ImageWork {
    slots: Arc<Semaphore>,
}

impl ImageWork {
    fn per_core() -> ImageWork {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        ImageWork { slots: Arc::new(Semaphore::new(cores)) }
    }

    async fn run<T: Send + 'static, E>(&self, work: impl FnOnce() -> Result<T, E> + Send + 'static) -> AppResult<T>
    where
        E: Into<AppError> + Send + 'static,
    {
        let _slot = self.slots.acquire().await.map_err(|err| AppError::Internal(err.into()))?;
        tokio::task::spawn_blocking(work)
            .await
            .map_err(|err| AppError::Internal(anyhow::anyhow!("the image worker stopped: {err}")))?
            .map_err(Into::into)
    }
}

/// The thumbnail job of an upload. A thumbnail is cheap to make again, so it retries often.
fn thumbnail_job(compressed_key: &str, thumbnail_key: &str, shown_key: &str) -> NewJob {
    let payload = serde_json::to_value(ThumbnailJob {
        compressed_key: compressed_key.to_owned(),
        thumbnail_key: thumbnail_key.to_owned(),
        shown_key: Some(shown_key.to_owned()),
    })
    .expect("a thumbnail job serialises");
    NewJob::now(THUMBNAIL_JOB, payload, 10)
}

/// A folder name: lower-case letters, digits, `-` and `_`, in up to four `/`-separated parts.
fn folder(requested: Option<&str>) -> AppResult<String> {
    let folder = requested.map(str::trim).filter(|f| !f.is_empty()).unwrap_or(DEFAULT_FOLDER);
    let parts: Vec<&str> = folder.split('/').collect();
    let valid = folder.len() <= 100
        && parts.len() <= 4
        && parts.iter().all(|part| {
            !part.is_empty()
                && part.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
        });
    if !valid {
        return Err(AppError::BadInput(
            "The folder may use lower-case letters, digits, '-' and '_', in up to four parts separated by '/'."
                .to_owned(),
        ));
    }
    Ok(folder.to_owned())
}

/// The image type a fetch answered: its `Content-Type` when that names an image, else what
/// its bytes are; anything else is refused.
fn image_type_of(fetched: &Fetched) -> AppResult<String> {
    if fetched.content_type.starts_with("image/") {
        return Ok(fetched.content_type.clone());
    }
    match crate::media::image_type::ImageKind::sniff(&fetched.bytes) {
        Some(kind) => Ok(kind.format().to_mime_type().to_owned()),
        None => Err(AppError::Unprocessable("The address did not answer with an image.".to_owned())),
    }
}

/// SPEC.md §7.3: jpeg/jpg → jpg, png, gif, webp, svg+xml → svg, bmp, tiff; anything else jpg.
pub fn extension_of(mime: &str) -> &'static str {
    match mime.strip_prefix("image/").unwrap_or("") {
        "png" => "png",
        "gif" => "gif",
        "webp" => "webp",
        "svg+xml" => "svg",
        "bmp" => "bmp",
        "tiff" => "tiff",
        _ => "jpg",
    }
}

/// `name` as a stored PDF's file name: letters, digits, `.`, `-` and `_` (anything else becomes
/// `-`), at most 80 characters before `.pdf`.
fn document_file_name(name: &str) -> String {
    let stem = name.rsplit(['/', '\\']).next().unwrap_or(name);
    let stem = stem.strip_suffix(".pdf").or_else(|| stem.strip_suffix(".PDF")).unwrap_or(stem);
    let safe: String = stem
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') { c } else { '-' })
        .take(80)
        .collect();
    let safe = safe.trim_matches(['.', '-']);
    format!("{}.pdf", if safe.is_empty() { "document" } else { safe })
}

#[cfg(test)]
mod tests {
    #[test]
    fn documents_keep_a_url_safe_form_of_their_name() {
        use super::document_file_name;
        assert_eq!(document_file_name("survey.pdf"), "survey.pdf");
        assert_eq!(document_file_name("Deed of Trust (2019).PDF"), "Deed-of-Trust--2019.pdf");
        assert_eq!(document_file_name("../../etc/passwd.pdf"), "passwd.pdf");
        assert_eq!(document_file_name("…"), "document.pdf");
    }

    use super::*;

    #[test]
    fn folders_are_plain_names() {
        assert_eq!(folder(None).unwrap(), "images");
        assert_eq!(folder(Some("  ")).unwrap(), "images");
        assert_eq!(folder(Some("site-visits/photos")).unwrap(), "site-visits/photos");
        for bad in ["../etc", "/abs", "a//b", "Images", "a/b/c/d/e", "a b", "a\\b"] {
            assert!(folder(Some(bad)).is_err(), "{bad} was accepted");
        }
    }

    #[test]
    fn extensions_follow_the_spec() {
        for (mime, ext) in [
            ("image/jpeg", "jpg"),
            ("image/jpg", "jpg"),
            ("image/png", "png"),
            ("image/gif", "gif"),
            ("image/webp", "webp"),
            ("image/svg+xml", "svg"),
            ("image/bmp", "bmp"),
            ("image/tiff", "tiff"),
            ("image/avif", "jpg"),
        ] {
            assert_eq!(extension_of(mime), ext, "{mime}");
        }
    }
}
