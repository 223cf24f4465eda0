//! Images: `POST /api/upload/image`, `POST /api/download/image`, `POST /api/image/metadata`;
//! documents: `POST /api/upload/file`.

use poem::{web::Data, IntoResponse, Response};
use poem_openapi::{
    payload::{Binary, Json, Payload},
    registry::MetaSchemaRef,
    types::multipart::Upload,
    ApiResponse, Multipart, Object, OpenApi, Tags,
};

use super::{session_auth::SignedIn, text::Text, ApiResult};
use crate::{
    domain::media::{StoredFile, UploadRequest},
    error::AppError,
    state::AppState,
};

#[derive(Tags)]
enum Tag {
    /// Photos and other images.
    Media,
}

/// An image upload, as a multipart form.
#[derive(Debug, Multipart)]
#[oai(rename_all = "camelCase")]
pub struct UploadImageForm {
    /// The file's name as the user chose it (informative only: the type is read from the
    /// bytes).
    name: Option<String>,
    /// The image: JPEG, PNG, WebP or GIF (the first frame of an animation is kept), at most
    /// `UPLOAD_MAX_MB` (20 MB) and `UPLOAD_MAX_MEGAPIXELS` (40 megapixels).
    image: Upload,
    /// Where it belongs: lower-case letters, digits, `-` and `_`, up to four `/`-separated
    /// parts; `images` when empty.
    folder: Option<String>,
    /// `true` to store (and answer) a watermarked compressed variant; `false` (or empty) by
    /// default.
    #[oai(validator(pattern = "^\\s*(true|false)?\\s*$"))]
    add_watermark: Option<String>,
}

/// A document upload, as a multipart form.
#[derive(Debug, Multipart)]
pub struct UploadFileForm {
    /// The document: a PDF, or a JPEG, PNG, WebP or GIF image; at most `UPLOAD_MAX_MB`. Its
    /// file name must agree with what it is (a `.pdf` must be a PDF).
    file: Upload,
    /// Where it belongs, as for images; `images` when empty.
    folder: Option<String>,
}

/// A stored document.
#[derive(Debug, Object)]
pub struct StoredDocumentAnswer {
    /// Where it is served (`/media/...`).
    url: String,
    /// The file's name as chosen.
    name: String,
    size: u64,
    /// `application/pdf` or the image's type.
    #[oai(rename = "type")]
    mime: String,
}

/// One stored file of an upload.
#[derive(Debug, Object)]
pub struct UploadedFile {
    /// Where it is served (`/media/...`; cached for a year, it never changes).
    url: String,
    /// Bytes.
    size: u64,
    /// Its type, e.g. `image/jpeg`.
    #[oai(rename = "type")]
    mime: String,
}

/// The compressed WebP of an upload (long side at most 2048 px).
#[derive(Debug, Object)]
pub struct CompressedFile {
    url: String,
    size: u64,
    #[oai(rename = "type")]
    mime: String,
    /// Whether the mark is drawn on it (when `addWatermark` was `true`).
    watermarked: bool,
}

/// The list thumbnail of an upload (long side at most 480 px), made moments after the upload.
#[derive(Debug, Object)]
pub struct ThumbnailFile {
    url: String,
}

/// Every file an upload stored.
#[derive(Debug, Object)]
pub struct UploadedImage {
    /// The image at full size, re-encoded without metadata and turned upright (a GIF becomes
    /// PNG).
    original: UploadedFile,
    compressed: CompressedFile,
    thumbnail: ThumbnailFile,
}

/// A stored upload.
#[derive(Debug, Object)]
pub struct UploadAnswer {
    /// Always `success` (refusals answer `error` with a message, and a 4xx status).
    status: String,
    data: UploadedImage,
}

/// A url to fetch.
#[derive(Debug, Object)]
pub struct ImageUrl {
    /// An `http` or `https` url on the public internet, or one of our `/media/...` urls.
    #[oai(validator(min_length = 1, max_length = 2048, pattern = "^[^\\u0000]*$"))]
    url: Text,
}

/// The size and type of an image.
#[derive(Debug, Object)]
pub struct ImageMetadata {
    /// Bytes.
    size: u64,
    #[oai(rename = "type")]
    mime: String,
}

#[derive(Debug, ApiResponse)]
pub enum DownloadAnswer {
    /// The image's bytes, with its type and a file name whose extension follows the type.
    #[oai(status = 200)]
    Image(ImageBytes, #[oai(header = "Content-Disposition")] String),
}

/// An image's bytes, documented as `image/*`: the answer's `Content-Type` names the image's
/// own type (`image/jpeg`, `image/webp`…), which only the bytes decide.
#[derive(Debug)]
pub struct ImageBytes {
    bytes: Vec<u8>,
    mime: String,
}

impl Payload for ImageBytes {
    const CONTENT_TYPE: &'static str = "image/*";

    fn schema_ref() -> MetaSchemaRef {
        <Binary<Vec<u8>> as Payload>::schema_ref()
    }
}

impl IntoResponse for ImageBytes {
    fn into_response(self) -> Response {
        Response::builder().content_type(self.mime).body(self.bytes)
    }
}

pub struct MediaApi;

#[OpenApi(tag = "Tag::Media")]
impl MediaApi {
    /// Upload an image
    ///
    /// Needs the session cookie. The type is decided from the bytes; SVG is refused here (plan
    /// drawings go through the plan form). The image is turned upright by its EXIF orientation
    /// and every metadata block (EXIF with GPS, XMP, ICC, text) is dropped. Stored: the
    /// original re-encoded, a compressed WebP, a list thumbnail and, when asked, a watermarked
    /// WebP (then answered as `compressed`). Refusals (413 too large, 415 not an image we
    /// take, 422 unreadable or too many pixels) store nothing. At most 300 uploads per user in
    /// 15 minutes.
    #[oai(path = "/upload/image", method = "post")]
    async fn upload_image(
        &self,
        SignedIn(viewer): SignedIn,
        Data(state): Data<&AppState>,
        form: UploadImageForm,
    ) -> ApiResult<Json<UploadAnswer>> {
        let add_watermark = match form.add_watermark.as_deref().map(str::trim) {
            None | Some("") | Some("false") => false,
            Some("true") => true,
            Some(_) => return Err(AppError::BadInput("addWatermark must be 'true' or 'false'.".to_owned()).into()),
        };
        if form.name.as_ref().is_some_and(|name| name.len() > 255) {
            return Err(AppError::BadInput("The file name may be at most 255 characters.".to_owned()).into());
        }
        let bytes = form.image.into_vec().await.map_err(|err| AppError::Internal(err.into()))?;
        let request = UploadRequest { bytes: bytes.into(), folder: form.folder, add_watermark };
        let uploaded = state.services.media.upload(&viewer, request).await?;
        let file = |stored: StoredFile| UploadedFile { url: stored.url, size: stored.size, mime: stored.mime };
        Ok(Json(UploadAnswer {
            status: "success".to_owned(),
            data: UploadedImage {
                original: file(uploaded.original),
                compressed: CompressedFile {
                    url: uploaded.compressed.url,
                    size: uploaded.compressed.size,
                    mime: uploaded.compressed.mime,
                    watermarked: uploaded.watermarked,
                },
                thumbnail: ThumbnailFile { url: uploaded.thumbnail_url },
            },
        }))
    }

    /// Upload a document
    ///
    /// Needs the session cookie. A PDF is stored as it is; an image goes through the image
    /// pipeline (upright, metadata dropped). The type is read from the bytes: anything else,
    /// or a file whose name says another type (a `.pdf` that is an image, a `.jpg` that is a
    /// PDF), is refused with 415 and nothing is stored.
    #[oai(path = "/upload/file", method = "post")]
    async fn upload_file(
        &self,
        SignedIn(viewer): SignedIn,
        Data(state): Data<&AppState>,
        form: UploadFileForm,
    ) -> ApiResult<Json<StoredDocumentAnswer>> {
        let name = form.file.file_name().unwrap_or("document").to_owned();
        let bytes = form.file.into_vec().await.map_err(|err| AppError::Internal(err.into()))?;
        let stored = state.services.media.upload_document(&viewer, &name, bytes.into(), form.folder.as_deref()).await?;
        Ok(Json(StoredDocumentAnswer { url: stored.url, name: stored.name, size: stored.size, mime: stored.mime }))
    }

    /// Download an image by url
    ///
    /// For admins: fetches an image from the web (or our own media) so it can be saved. Only
    /// `http` and `https`; addresses inside private networks (loopback, private ranges,
    /// link-local, the cloud metadata service) are refused with 403, after DNS and after each
    /// of at most 3 redirects. At most 20 MB and 15 seconds.
    #[oai(path = "/download/image", method = "post")]
    async fn download_image(
        &self,
        SignedIn(viewer): SignedIn,
        Data(state): Data<&AppState>,
        body: Json<ImageUrl>,
    ) -> ApiResult<DownloadAnswer> {
        let download = state.services.media.download(&viewer, &body.url).await?;
        let disposition = format!("attachment; filename=\"image.{}\"", download.extension);
        let image = ImageBytes { bytes: download.bytes.to_vec(), mime: download.mime };
        Ok(DownloadAnswer::Image(image, disposition))
    }

    /// Size and type of an image
    ///
    /// Needs the session cookie. Reads the image at the url under the same rules as the
    /// download, and answers its size in bytes and its type.
    #[oai(path = "/image/metadata", method = "post")]
    async fn image_metadata(
        &self,
        SignedIn(viewer): SignedIn,
        Data(state): Data<&AppState>,
        body: Json<ImageUrl>,
    ) -> ApiResult<Json<ImageMetadata>> {
        let found = state.services.media.metadata(&viewer, &body.url).await?;
        Ok(Json(ImageMetadata { size: found.size, mime: found.mime }))
    }
}
