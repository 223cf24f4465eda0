//! The generation studio's built-in upscaler: a photo enlarged 2× or 4× on this machine, with no
//! model and no network, so "Upscale image" works on a fresh install.
//!
//! A Lanczos-3 resample (the sharpest of the classic windowed-sinc filters without visible
//! ringing on photos) followed by an unsharp mask whose radius grows with the factor: the
//! resample spreads an edge over about `factor` pixels, and the mask pulls it back together.
//! The mask skips differences below a small threshold, so flat areas (sky, walls) and sensor
//! noise are not roughened.

use fast_image_resize::{FilterType, ResizeAlg, ResizeOptions, Resizer};
use image::DynamicImage;

use super::pipeline::UploadLimits;
use crate::error::AppError;

/// The factors the upscaler offers.
pub const FACTORS: [u32; 2] = [2, 4];

/// Differences (0–255) smaller than this are left alone by the sharpening.
const SHARPEN_THRESHOLD: i32 = 3;

/// `image` enlarged `factor` times (2 or 4) in both directions, sharpened. The result's pixel
/// count must stay within `limits` (the same budget an upload has), so a large photo is refused
/// at 4× with the size it would have had.
pub fn upscale(image: &DynamicImage, factor: u32, limits: &UploadLimits) -> Result<DynamicImage, AppError> {
    if !FACTORS.contains(&factor) {
        return Err(AppError::BadInput(format!("The upscaler enlarges 2× or 4×, not {factor}×.")));
    }
    let (width, height) = (image.width() * factor, image.height() * factor);
    let pixels = u64::from(width) * u64::from(height);
    if pixels > limits.max_pixels {
        return Err(AppError::Unprocessable(format!(
            "This photo is too large to enlarge {factor}×: the result would be {width} × {height} pixels \
             ({:.0} megapixels), more than the {:.0} megapixels an image may have.",
            pixels as f64 / 1e6,
            limits.max_pixels as f64 / 1e6,
        )));
    }
    let mut larger = DynamicImage::new(width, height, image.color());
    let options = ResizeOptions::new().resize_alg(ResizeAlg::Convolution(FilterType::Lanczos3));
    Resizer::new()
        .resize(image, &mut larger, &options)
        .map_err(|err| AppError::Internal(anyhow::anyhow!("upscaling a photo: {err}")))?;
    Ok(larger.unsharpen(sharpen_sigma(factor), SHARPEN_THRESHOLD))
}

/// The unsharp mask's radius for `factor`: about the width over which the resample spread an
/// edge, halved (a wider mask would draw halos around edges).
fn sharpen_sigma(factor: u32) -> f32 {
    0.5 * factor as f32
}

#[cfg(test)]
mod tests {
    use image::{Rgb, RgbImage, Rgba, RgbaImage};

    use super::*;

    const LIMITS: UploadLimits = UploadLimits { max_bytes: usize::MAX, max_pixels: 40_000_000 };

    /// A dark left half and a light right half: one vertical edge.
    fn edge(width: u32, height: u32) -> DynamicImage {
        DynamicImage::ImageRgb8(RgbImage::from_fn(width, height, |x, _| {
            if x < width / 2 {
                Rgb([40, 40, 40])
            } else {
                Rgb([210, 210, 210])
            }
        }))
    }

    /// The largest step between neighbours along the middle row: how crisp the edge is.
    fn steepest_step(image: &DynamicImage) -> i32 {
        let row = image.height() / 2;
        let rgb = image.to_rgb8();
        (1..image.width())
            .map(|x| (i32::from(rgb.get_pixel(x, row)[0]) - i32::from(rgb.get_pixel(x - 1, row)[0])).abs())
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn the_result_is_exactly_two_or_four_times_as_large() {
        let photo = edge(37, 21);
        for (factor, size) in [(2, (74, 42)), (4, (148, 84))] {
            let larger = upscale(&photo, factor, &LIMITS).unwrap();
            assert_eq!((larger.width(), larger.height()), size, "{factor}×");
        }
    }

    #[test]
    fn sharpening_keeps_an_edge_crisper_than_the_resample_alone() {
        let photo = edge(40, 8);
        let sharpened = upscale(&photo, 4, &LIMITS).unwrap();
        let mut plain = DynamicImage::new(160, 32, photo.color());
        let options = ResizeOptions::new().resize_alg(ResizeAlg::Convolution(FilterType::Lanczos3));
        Resizer::new().resize(&photo, &mut plain, &options).unwrap();
        assert!(
            steepest_step(&sharpened) > steepest_step(&plain),
            "sharpened {} vs plain {}",
            steepest_step(&sharpened),
            steepest_step(&plain)
        );
    }

    #[test]
    fn a_flat_wall_stays_flat_and_transparency_is_kept() {
        let wall = DynamicImage::ImageRgba8(RgbaImage::from_pixel(12, 9, Rgba([180, 120, 90, 128])));
        let larger = upscale(&wall, 2, &LIMITS).unwrap();
        assert!(larger.color().has_alpha());
        let rgba = larger.to_rgba8();
        for pixel in rgba.pixels() {
            for (got, want) in pixel.0.iter().zip([180u8, 120, 90, 128]) {
                assert!(got.abs_diff(want) <= 1, "{pixel:?}");
            }
        }
    }

    #[test]
    fn other_factors_and_oversized_results_are_refused_with_the_reason() {
        let photo = edge(10, 10);
        let refused = upscale(&photo, 3, &LIMITS).unwrap_err();
        assert_eq!(refused.to_string(), "The upscaler enlarges 2× or 4×, not 3×.");
        let small_budget = UploadLimits { max_bytes: usize::MAX, max_pixels: 1_000 };
        let refused = upscale(&photo, 4, &small_budget).unwrap_err();
        assert!(refused.to_string().starts_with("This photo is too large to enlarge 4×: the result would be 40 × 40"));
    }
}
