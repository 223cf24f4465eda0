//! The mark drawn bottom-right on the watermarked variant of a photo: our own by default
//! (`api/assets/watermark.png`, made from `watermark.svg`), or any PNG with transparency the
//! deployment names.

use std::path::Path;

use anyhow::Context;
use fast_image_resize::{FilterType, ResizeAlg, ResizeOptions, Resizer};
use image::{DynamicImage, ImageFormat, RgbaImage};

/// The default mark.
const DEFAULT_MARK: &[u8] = include_bytes!("../../assets/watermark.png");
/// The mark's width as a share of the photo's width.
const WIDTH_SHARE: f64 = 0.28;
/// The gap to the photo's edges as a share of its shorter side.
const MARGIN_SHARE: f64 = 0.03;

/// A watermark, ready to draw.
#[derive(Debug, Clone)]
pub struct Watermark {
    mark: RgbaImage,
}

impl Watermark {
    /// Our own mark.
    pub fn default_mark() -> Watermark {
        Watermark::from_png(DEFAULT_MARK).expect("the bundled watermark is a valid PNG")
    }

    /// The mark in the PNG at `path`.
    pub fn from_file(path: &Path) -> anyhow::Result<Watermark> {
        let bytes = std::fs::read(path).with_context(|| format!("reading the watermark {}", path.display()))?;
        Watermark::from_png(&bytes).with_context(|| format!("reading the watermark {}", path.display()))
    }

    fn from_png(bytes: &[u8]) -> anyhow::Result<Watermark> {
        let mark = image::load_from_memory_with_format(bytes, ImageFormat::Png)?.into_rgba8();
        anyhow::ensure!(mark.width() > 0 && mark.height() > 0, "the watermark is empty");
        Ok(Watermark { mark })
    }

    /// Draws the mark bottom-right on `photo` (8-bit RGB or RGBA), scaled to its width.
    pub fn apply(&self, photo: &mut DynamicImage) {
        let (width, height) = (photo.width(), photo.height());
        let mark_width = ((f64::from(width) * WIDTH_SHARE).round() as u32).clamp(1, width);
        let mark_height = ((f64::from(self.mark.height()) * f64::from(mark_width) / f64::from(self.mark.width()))
            .round() as u32)
            .clamp(1, height);
        let mut mark = DynamicImage::new_rgba8(mark_width, mark_height);
        let options = ResizeOptions::new().resize_alg(ResizeAlg::Convolution(FilterType::CatmullRom));
        Resizer::new()
            .resize(&DynamicImage::ImageRgba8(self.mark.clone()), &mut mark, &options)
            .expect("RGBA to RGBA resizing is supported");
        let margin = (f64::from(width.min(height)) * MARGIN_SHARE).round() as u32;
        let left = width.saturating_sub(mark_width + margin);
        let top = height.saturating_sub(mark_height + margin);
        let mark = mark.into_rgba8();
        for (x, y, pixel) in mark.enumerate_pixels() {
            let [r, g, b, a] = pixel.0;
            if a == 0 || left + x >= width || top + y >= height {
                continue;
            }
            let blend = |under: u8, over: u8| -> u8 {
                ((u32::from(over) * u32::from(a) + u32::from(under) * (255 - u32::from(a)) + 127) / 255) as u8
            };
            match photo {
                DynamicImage::ImageRgb8(rgb) => {
                    let under = rgb.get_pixel_mut(left + x, top + y);
                    under.0 = [blend(under.0[0], r), blend(under.0[1], g), blend(under.0[2], b)];
                }
                DynamicImage::ImageRgba8(rgba) => {
                    let under = rgba.get_pixel_mut(left + x, top + y);
                    under.0 = [blend(under.0[0], r), blend(under.0[1], g), blend(under.0[2], b), under.0[3].max(a)];
                }
                _ => unreachable!("photos are normalised to 8-bit RGB or RGBA before marking"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{Rgb, RgbImage};

    #[test]
    fn the_mark_lands_bottom_right_and_nowhere_else() {
        let mut photo = DynamicImage::ImageRgb8(RgbImage::from_pixel(1000, 600, Rgb([0, 0, 0])));
        Watermark::default_mark().apply(&mut photo);
        let rgb = photo.as_rgb8().unwrap();
        let lit = |x0: u32, y0: u32, x1: u32, y1: u32| {
            (x0..x1)
                .flat_map(|x| (y0..y1).map(move |y| (x, y)))
                .filter(|&(x, y)| rgb.get_pixel(x, y).0[0] > 100)
                .count()
        };
        assert!(lit(600, 450, 1000, 600) > 1000, "the mark is drawn bottom-right");
        assert_eq!(lit(0, 0, 1000, 400), 0, "the top of the photo is untouched");
        assert_eq!(lit(0, 0, 600, 600), 0, "the left of the photo is untouched");
    }
}
