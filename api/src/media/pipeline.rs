//! An uploaded image, from untrusted bytes to the files we store.
//!
//! The bytes are checked before anything is allocated for them: their type from their
//! signature, a PNG's text chunks by walking them, and the pixel count from the header, with
//! the decoder's own limits set too. Then the image is decoded (an animation keeps its first
//! frame), turned upright by its EXIF orientation, and re-encoded, which drops every metadata
//! block (EXIF with its GPS position, XMP, ICC, text) along with anything appended to the file.
//!
//! The variants: the original at full size in its own format (GIF becomes PNG), a compressed
//! WebP whose long side is at most [`COMPRESSED_LONG_SIDE`], optionally that WebP watermarked,
//! and later (from the job queue) a thumbnail for lists.

use std::io::Cursor;

use fast_image_resize::{FilterType, ResizeAlg, ResizeOptions, Resizer};
use image::{
    codecs::png::{CompressionType, FilterType as PngFilter, PngEncoder},
    metadata::Orientation,
    DynamicImage, ImageDecoder, ImageEncoder, ImageReader, Limits,
};

use super::image_type::{check_png_chunks, looks_like_svg, ImageKind, PngProblem};
use super::watermark::Watermark;
use crate::error::AppError;

/// Long side of the compressed variant, in pixels.
pub const COMPRESSED_LONG_SIDE: u32 = 2048;
/// Long side of the thumbnail shown in lists, in pixels.
pub const THUMBNAIL_LONG_SIDE: u32 = 480;
/// WebP quality of the compressed variant: photos look the same at a fifth of the bytes.
const COMPRESSED_QUALITY: f32 = 80.0;
const THUMBNAIL_QUALITY: f32 = 75.0;
/// WebP quality of the narrower renditions galleries take on phones (see `media::renditions`):
/// on a photo-like image a 768-pixel copy weighs a quarter less than at 80 (45 kB, not 60), which
/// a phone's slow connection spends on the page's largest paint.
const RENDITION_QUALITY: f32 = 75.0;
/// Quality of a re-encoded original: close to what phones write.
const ORIGINAL_JPEG_QUALITY: u8 = 90;
const ORIGINAL_WEBP_QUALITY: f32 = 90.0;

/// What an upload may be.
#[derive(Debug, Clone, Copy)]
pub struct UploadLimits {
    /// Largest file, in bytes.
    pub max_bytes: usize,
    /// Most pixels (width × height).
    pub max_pixels: u64,
}

/// One stored file of an upload.
#[derive(Debug, Clone)]
pub struct Encoded {
    pub bytes: Vec<u8>,
    pub mime: &'static str,
    pub extension: &'static str,
    pub width: u32,
    pub height: u32,
}

/// Every variant of one upload, ready to store.
#[derive(Debug)]
pub struct Variants {
    pub original: Encoded,
    pub compressed: Encoded,
    pub watermarked: Option<Encoded>,
}

const UNREADABLE: &str = "This image could not be read. It may be damaged, or not an image at all.";

/// Checks, decodes and re-encodes `bytes` (blocking and CPU-heavy: run it off the async
/// runtime). The refusals are worded for the person who chose the file.
pub fn process(bytes: &[u8], limits: &UploadLimits, watermark: Option<&Watermark>) -> Result<Variants, AppError> {
    let (image, kind) = decode(bytes, limits)?;
    variants_of(&image, kind, watermark)
}

/// Every variant of a decoded image (an upload's, or one the upscaler made), the original in
/// the format of the file it came from.
pub fn variants_of(image: &DynamicImage, kind: ImageKind, watermark: Option<&Watermark>) -> Result<Variants, AppError> {
    // The original and the compressed variants are independent: encode them side by side.
    let (original, compressed) = std::thread::scope(|scope| {
        let original = scope.spawn(|| encode_original(image, kind));
        let compressed = compressed_variants(image, watermark);
        (original.join().expect("the original's encoder does not panic"), compressed)
    });
    let (compressed, watermarked) = compressed?;
    Ok(Variants { original: original?, compressed, watermarked })
}

/// The image in `bytes`, upright, after every check; and what kind of file it came from.
pub fn decode(bytes: &[u8], limits: &UploadLimits) -> Result<(DynamicImage, ImageKind), AppError> {
    if bytes.len() > limits.max_bytes {
        return Err(too_large(limits.max_bytes));
    }
    let Some(kind) = ImageKind::sniff(bytes) else {
        return Err(AppError::UnsupportedType(if looks_like_svg(bytes) {
            "SVG files cannot be uploaded here. Floor-plan drawings are added in the plan form, which checks them."
                .to_owned()
        } else {
            "This file is not an image we can use. Please choose a JPEG, PNG, WebP or GIF image.".to_owned()
        }));
    };
    if kind == ImageKind::Png {
        check_png_chunks(bytes).map_err(|problem| match problem {
            PngProblem::Malformed => AppError::Unprocessable(UNREADABLE.to_owned()),
            PngProblem::TooMuchText => AppError::Unprocessable(
                "This PNG carries too much embedded text. Please export it again without metadata.".to_owned(),
            ),
        })?;
    }
    let mut reader = ImageReader::new(Cursor::new(bytes));
    reader.set_format(kind.format());
    reader.limits(decoder_limits(limits));
    let mut decoder = reader.into_decoder().map_err(|err| unreadable_or_limit(err, limits))?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > limits.max_pixels {
        return Err(too_many_pixels(width, height, limits));
    }
    // A missing or unreadable orientation tag means the pixels are already upright.
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let mut image = DynamicImage::from_decoder(decoder).map_err(|err| unreadable_or_limit(err, limits))?;
    image.apply_orientation(orientation);
    Ok((normalise(image), kind))
}

/// The decoder's own limits, so a header that lies about its size is refused before a buffer
/// is allocated for it: no side longer than the pixel budget allows in a one-pixel-high
/// image, and no more memory than the largest allowed image needs in 16-bit RGBA.
fn decoder_limits(limits: &UploadLimits) -> Limits {
    let mut decoder = Limits::default();
    let side = u32::try_from(limits.max_pixels).unwrap_or(u32::MAX);
    decoder.max_image_width = Some(side);
    decoder.max_image_height = Some(side);
    decoder.max_alloc = Some(limits.max_pixels.saturating_mul(8).saturating_add(16 * 1024 * 1024));
    decoder
}

fn unreadable_or_limit(err: image::ImageError, limits: &UploadLimits) -> AppError {
    match err {
        image::ImageError::Limits(_) => AppError::Unprocessable(format!(
            "This image has more pixels than we accept (at most {} megapixels).",
            limits.max_pixels / 1_000_000
        )),
        _ => AppError::Unprocessable(UNREADABLE.to_owned()),
    }
}

fn too_large(max_bytes: usize) -> AppError {
    AppError::TooLarge(format!(
        "This image is larger than {} MB. Please choose a smaller one.",
        max_bytes.div_ceil(1024 * 1024)
    ))
}

fn too_many_pixels(width: u32, height: u32, limits: &UploadLimits) -> AppError {
    AppError::Unprocessable(format!(
        "This image is {width}×{height} pixels; the most we accept is {} megapixels.",
        limits.max_pixels / 1_000_000
    ))
}

/// 8-bit RGB, or RGBA when the image has transparency: what every encoder below takes.
fn normalise(image: DynamicImage) -> DynamicImage {
    match image {
        DynamicImage::ImageRgb8(_) | DynamicImage::ImageRgba8(_) => image,
        other if other.color().has_alpha() => DynamicImage::ImageRgba8(other.into_rgba8()),
        other => DynamicImage::ImageRgb8(other.into_rgb8()),
    }
}

/// The full-size image in the format it came in (a GIF's first frame as PNG).
fn encode_original(image: &DynamicImage, kind: ImageKind) -> Result<Encoded, AppError> {
    let (width, height) = (image.width(), image.height());
    let (bytes, mime, extension) = match kind {
        ImageKind::Jpeg => (encode_jpeg(image)?, "image/jpeg", "jpg"),
        ImageKind::Webp => (encode_webp(image, ORIGINAL_WEBP_QUALITY), "image/webp", "webp"),
        ImageKind::Png | ImageKind::Gif => (encode_png(image)?, "image/png", "png"),
    };
    Ok(Encoded { bytes, mime, extension, width, height })
}

/// The compressed WebP, and its watermarked copy when a mark is given.
fn compressed_variants(
    image: &DynamicImage,
    watermark: Option<&Watermark>,
) -> Result<(Encoded, Option<Encoded>), AppError> {
    let mut small = fit_within(image, COMPRESSED_LONG_SIDE)?;
    let compressed = webp_variant(&small, COMPRESSED_QUALITY);
    let watermarked = watermark.map(|mark| {
        mark.apply(&mut small);
        webp_variant(&small, COMPRESSED_QUALITY)
    });
    Ok((compressed, watermarked))
}

/// The compressed WebP of `image` alone, without a watermark (what `vipsthumbnail` makes, for
/// the media bench's like-for-like figure).
pub fn compressed_webp(image: &DynamicImage) -> Result<Encoded, AppError> {
    Ok(webp_variant(&fit_within(image, COMPRESSED_LONG_SIDE)?, COMPRESSED_QUALITY))
}

/// The list thumbnail of a stored compressed variant (run by the job queue).
pub fn thumbnail(compressed_webp: &[u8]) -> anyhow::Result<Encoded> {
    let image = decode_stored(compressed_webp)?;
    let small = fit_within(&image, THUMBNAIL_LONG_SIDE).map_err(|err| anyhow::anyhow!("{err}"))?;
    Ok(webp_variant(&small, THUMBNAIL_QUALITY))
}

/// A stored shown WebP (compressed or watermarked) at most `width` pixels wide, for a
/// `srcset` (see `media::renditions`); a narrower source is re-encoded at its own size.
pub fn rendition(shown_webp: &[u8], width: u32) -> anyhow::Result<Encoded> {
    let image = decode_stored(shown_webp)?;
    let scale = (f64::from(width) / f64::from(image.width())).min(1.0);
    let narrow = scaled(&image, scale).map_err(|err| anyhow::anyhow!("{err}"))?;
    Ok(webp_variant(&narrow, RENDITION_QUALITY))
}

/// One of our own stored variants, decoded (no larger than the compressed variant can be).
fn decode_stored(webp: &[u8]) -> anyhow::Result<DynamicImage> {
    let limits = UploadLimits {
        max_bytes: usize::MAX,
        max_pixels: u64::from(COMPRESSED_LONG_SIDE) * u64::from(COMPRESSED_LONG_SIDE),
    };
    let (image, _) = decode(webp, &limits).map_err(|err| anyhow::anyhow!("{err}"))?;
    Ok(image)
}

/// `image` scaled down so that its long side is at most `long_side` (never scaled up).
fn fit_within(image: &DynamicImage, long_side: u32) -> Result<DynamicImage, AppError> {
    let (width, height) = (image.width(), image.height());
    scaled(image, (f64::from(long_side) / f64::from(width.max(height))).min(1.0))
}

/// `image` scaled by `scale` (at most 1: a copy when it is 1).
fn scaled(image: &DynamicImage, scale: f64) -> Result<DynamicImage, AppError> {
    let (width, height) = (image.width(), image.height());
    if scale >= 1.0 {
        return Ok(image.clone());
    }
    let target_width = ((f64::from(width) * scale).round() as u32).max(1);
    let target_height = ((f64::from(height) * scale).round() as u32).max(1);
    let mut target = DynamicImage::new(target_width, target_height, image.color());
    let options = ResizeOptions::new().resize_alg(ResizeAlg::Convolution(FilterType::Lanczos3));
    Resizer::new()
        .resize(image, &mut target, &options)
        .map_err(|err| AppError::Internal(anyhow::anyhow!("resizing an upload: {err}")))?;
    Ok(target)
}

fn webp_variant(image: &DynamicImage, quality: f32) -> Encoded {
    Encoded {
        bytes: encode_webp(image, quality),
        mime: "image/webp",
        extension: "webp",
        width: image.width(),
        height: image.height(),
    }
}

/// Lossy WebP through libwebp (the `image` crate only writes lossless WebP).
fn encode_webp(image: &DynamicImage, quality: f32) -> Vec<u8> {
    let (width, height) = (image.width(), image.height());
    let encoder = match image {
        DynamicImage::ImageRgba8(rgba) => webp::Encoder::from_rgba(rgba.as_raw(), width, height),
        DynamicImage::ImageRgb8(rgb) => webp::Encoder::from_rgb(rgb.as_raw(), width, height),
        _ => unreachable!("images are normalised to 8-bit RGB or RGBA before encoding"),
    };
    encoder.encode(quality).to_vec()
}

/// A stored image as a small JPEG for a printed report (long side at most 800 px): its bytes,
/// width and height.
pub fn report_jpeg(bytes: &[u8], limits: &UploadLimits) -> Result<(Vec<u8>, u32, u32), AppError> {
    let (image, _) = decode(bytes, limits)?;
    let small = DynamicImage::ImageRgb8(image.thumbnail(800, 800).to_rgb8());
    let (width, height) = (small.width(), small.height());
    Ok((encode_jpeg(&small)?, width, height))
}

/// Baseline JPEG with the SIMD encoder of `jpeg-encoder` (several times faster than the
/// `image` crate's own on a 12-megapixel photo).
fn encode_jpeg(image: &DynamicImage) -> Result<Vec<u8>, AppError> {
    let rgb = image.as_rgb8().expect("JPEG sources decode to RGB");
    let (width, height) = (u16::try_from(rgb.width()), u16::try_from(rgb.height()));
    let (Ok(width), Ok(height)) = (width, height) else {
        return Err(AppError::Unprocessable("JPEG images may be at most 65,535 pixels on a side.".to_owned()));
    };
    let mut out = Vec::with_capacity(rgb.as_raw().len() / 8);
    jpeg_encoder::Encoder::new(&mut out, ORIGINAL_JPEG_QUALITY)
        .encode(rgb.as_raw(), width, height, jpeg_encoder::ColorType::Rgb)
        .map_err(|err| AppError::Internal(anyhow::anyhow!("encoding a JPEG: {err}")))?;
    Ok(out)
}

fn encode_png(image: &DynamicImage) -> Result<Vec<u8>, AppError> {
    let mut out = Vec::new();
    PngEncoder::new_with_quality(&mut out, CompressionType::Fast, PngFilter::Adaptive)
        .write_image(image.as_bytes(), image.width(), image.height(), image.color().into())
        .map_err(|err| AppError::Internal(anyhow::anyhow!("encoding a PNG: {err}")))?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{Rgb, RgbImage};

    const LIMITS: UploadLimits = UploadLimits { max_bytes: 20 * 1024 * 1024, max_pixels: 40_000_000 };

    fn png(width: u32, height: u32) -> Vec<u8> {
        encode_png(&DynamicImage::ImageRgb8(RgbImage::from_pixel(width, height, Rgb([200, 80, 40])))).unwrap()
    }

    #[test]
    fn a_large_image_is_scaled_to_the_compressed_long_side() {
        let variants = process(&png(3000, 1500), &LIMITS, None).unwrap();
        assert_eq!((variants.original.width, variants.original.height), (3000, 1500));
        assert_eq!((variants.compressed.width, variants.compressed.height), (2048, 1024));
        assert_eq!(variants.compressed.mime, "image/webp");
        assert!(variants.watermarked.is_none());
    }

    #[test]
    fn a_small_image_is_never_scaled_up() {
        let variants = process(&png(300, 200), &LIMITS, None).unwrap();
        assert_eq!((variants.compressed.width, variants.compressed.height), (300, 200));
    }

    #[test]
    fn a_header_claiming_too_many_pixels_is_refused_before_decoding() {
        // A real 1×1 PNG whose header is rewritten to claim 16384×16384 (CRC fixed).
        let mut bomb = png(1, 1);
        bomb[16..20].copy_from_slice(&16384u32.to_be_bytes());
        bomb[20..24].copy_from_slice(&16384u32.to_be_bytes());
        let crc = crc32(&bomb[12..29]);
        bomb[29..33].copy_from_slice(&crc.to_be_bytes());
        let err = process(&bomb, &LIMITS, None).unwrap_err();
        assert_eq!(err.to_string(), "This image is 16384×16384 pixels; the most we accept is 40 megapixels.");
    }

    #[test]
    fn the_thumbnail_fits_the_list_size() {
        let variants = process(&png(2000, 1000), &LIMITS, None).unwrap();
        let thumb = thumbnail(&variants.compressed.bytes).unwrap();
        assert_eq!((thumb.width, thumb.height), (480, 240));
    }

    #[test]
    fn a_rendition_is_as_wide_as_asked_and_never_wider_than_its_source() {
        let variants = process(&png(2000, 1000), &LIMITS, None).unwrap();
        let narrow = rendition(&variants.compressed.bytes, 768).unwrap();
        assert_eq!((narrow.width, narrow.height, narrow.mime), (768, 384, "image/webp"));
        let small = process(&png(600, 900), &LIMITS, None).unwrap();
        let same = rendition(&small.compressed.bytes, 1080).unwrap();
        assert_eq!((same.width, same.height), (600, 900));
    }

    #[test]
    fn an_animation_keeps_its_first_frame_as_png() {
        use image::{codecs::gif::GifEncoder, Delay, Frame, Rgba, RgbaImage};
        let mut gif = Vec::new();
        {
            let mut encoder = GifEncoder::new(&mut gif);
            for color in [[250, 10, 10, 255], [10, 10, 250, 255]] {
                let frame = RgbaImage::from_pixel(40, 30, Rgba(color));
                encoder.encode_frame(Frame::from_parts(frame, 0, 0, Delay::from_numer_denom_ms(100, 1))).unwrap();
            }
        }
        let variants = process(&gif, &LIMITS, None).unwrap();
        assert_eq!(variants.original.mime, "image/png");
        let first = image::load_from_memory(&variants.original.bytes).unwrap().to_rgb8();
        assert!(first.get_pixel(20, 15).0[0] > 200, "the first (red) frame is kept");
    }

    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = !0u32;
        for &byte in bytes {
            crc ^= u32::from(byte);
            for _ in 0..8 {
                crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
            }
        }
        !crc
    }
}
