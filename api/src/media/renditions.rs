//! Narrower copies of the image an upload shows (its compressed or watermarked WebP), for a
//! `srcset`: a phone is sent a copy about as wide as its screen, not the 2048-pixel one.
//!
//! A rendition's key is its source's with the width added, `images/{id}/compressed.webp` →
//! `images/{id}/compressed-768w.webp`, so the url of each is known without asking the storage.
//! The job queue makes them right after an upload (with its thumbnail); one still missing (an
//! upload from before renditions, or a job not yet run) is made the first time it is asked for.

use super::pipeline::COMPRESSED_LONG_SIDE;
use super::store::{is_upload_key, MediaStore};

/// The widths, in pixels, renditions are made at: a phone's screen at 1×–3× and a desktop's
/// gallery column. Wider slots take the source itself (at most 2048 pixels on its long side).
pub const RENDITION_WIDTHS: [u32; 4] = [480, 768, 1080, 1536];

/// The files of an upload that are shown, and so have renditions (the original is kept for
/// downloads and for editing, and is never sent to a gallery).
const SOURCE_STEMS: [&str; 2] = ["compressed", "watermarked"];

/// One rendition of a shown image.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendition {
    pub url: String,
    /// Its width in pixels (or the source's, when the source is narrower: never scaled up).
    pub width: u32,
}

/// The key of the `width`-pixel rendition of the upload file at `source_key`; `None` when that
/// file has no renditions (not an upload's shown WebP, or not one of [`RENDITION_WIDTHS`]).
pub fn rendition_key(source_key: &str, width: u32) -> Option<String> {
    let stem = source_key.strip_suffix(".webp")?;
    let (_, name) = stem.rsplit_once('/')?;
    let ok = is_upload_key(source_key) && SOURCE_STEMS.contains(&name) && RENDITION_WIDTHS.contains(&width);
    ok.then(|| format!("{stem}-{width}w.webp"))
}

/// What the rendition at `key` is made of: its source's key and its width.
pub fn source_of(key: &str) -> Option<(String, u32)> {
    let stem = key.strip_suffix("w.webp")?;
    let (source, width) = stem.rsplit_once('-')?;
    let width: u32 = width.parse().ok()?;
    let source = format!("{source}.webp");
    // Only what `rendition_key` would have named (which also refuses "-0768w" and the like).
    (rendition_key(&source, width).as_deref() == Some(key)).then_some((source, width))
}

/// The renditions of the shown image at `url` (one of our `/media/` urls), narrowest first;
/// none for anything else (a seeded drawing, an original, another site's image).
pub fn renditions_of(url: &str) -> Vec<Rendition> {
    let Some(key) = MediaStore::key_of_url(url, "") else { return Vec::new() };
    RENDITION_WIDTHS
        .into_iter()
        .filter_map(|width| rendition_key(key, width).map(|key| Rendition { url: MediaStore::url(&key), width }))
        .collect()
}

/// The shown image at `url` and its renditions as an `<img srcset>`, narrowest first (the
/// image itself at its largest possible width); `None` when it has no renditions.
pub fn srcset(url: &str) -> Option<String> {
    let renditions = renditions_of(url);
    if renditions.is_empty() {
        return None;
    }
    let mut candidates: Vec<String> = renditions.iter().map(|r| format!("{} {}w", r.url, r.width)).collect();
    candidates.push(format!("{url} {COMPRESSED_LONG_SIDE}w"));
    Some(candidates.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ID: &str = "01936b2e-1f2a-7c3d-8e4f-0123456789ab";

    #[test]
    fn an_uploads_shown_image_has_a_rendition_per_width() {
        let url = format!("/media/images/{ID}/watermarked.webp");
        let renditions = renditions_of(&url);
        assert_eq!(renditions.len(), RENDITION_WIDTHS.len());
        assert_eq!(renditions[1], Rendition { url: format!("/media/images/{ID}/watermarked-768w.webp"), width: 768 });
    }

    #[test]
    fn the_srcset_lists_the_renditions_then_the_image_itself() {
        let url = format!("/media/plans/{ID}/compressed.webp");
        let srcset = srcset(&url).unwrap();
        assert!(srcset.starts_with(&format!("/media/plans/{ID}/compressed-480w.webp 480w, ")), "{srcset}");
        assert!(srcset.ends_with(&format!(", {url} 2048w")), "{srcset}");
        assert_eq!(srcset.matches(", ").count(), RENDITION_WIDTHS.len());
        assert_eq!(super::srcset("/media/seed/front.svg"), None);
    }

    #[test]
    fn originals_seeded_drawings_and_other_sites_have_none() {
        assert!(renditions_of(&format!("/media/images/{ID}/original.jpg")).is_empty());
        assert!(renditions_of(&format!("/media/images/{ID}/thumbnail.webp")).is_empty());
        assert!(renditions_of("/media/seed/plans/cottage/front.svg").is_empty());
        assert!(renditions_of("/media/seed/plans/compressed.webp").is_empty());
        assert!(renditions_of("https://example.com/media/images/x/compressed.webp").is_empty());
    }

    #[test]
    fn a_rendition_key_names_its_source_and_nothing_else_parses() {
        let key = format!("plans/{ID}/compressed-1080w.webp");
        assert_eq!(source_of(&key), Some((format!("plans/{ID}/compressed.webp"), 1080)));
        assert_eq!(source_of(&format!("plans/{ID}/compressed-1000w.webp")), None);
        assert_eq!(source_of(&format!("plans/{ID}/compressed-01080w.webp")), None);
        assert_eq!(source_of(&format!("plans/{ID}/original-1080w.webp")), None);
        assert_eq!(source_of(&format!("plans/{ID}/compressed.webp")), None);
        assert_eq!(source_of("plans/not-an-id/compressed-1080w.webp"), None);
    }
}
