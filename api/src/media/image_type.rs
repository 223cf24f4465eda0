//! What an uploaded file is, decided from its bytes: never from its name or the type the
//! browser claims, both of which the sender chooses.

use std::io::Read;

use image::ImageFormat;

/// The image types an upload may be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageKind {
    Jpeg,
    Png,
    Webp,
    Gif,
}

impl ImageKind {
    /// The kind whose signature `bytes` start with; `None` for anything else.
    pub fn sniff(bytes: &[u8]) -> Option<ImageKind> {
        match bytes {
            [0xFF, 0xD8, 0xFF, ..] => Some(ImageKind::Jpeg),
            [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, ..] => Some(ImageKind::Png),
            [b'R', b'I', b'F', b'F', _, _, _, _, b'W', b'E', b'B', b'P', ..] => Some(ImageKind::Webp),
            [b'G', b'I', b'F', b'8', b'7' | b'9', b'a', ..] => Some(ImageKind::Gif),
            _ => None,
        }
    }

    pub fn format(self) -> ImageFormat {
        match self {
            ImageKind::Jpeg => ImageFormat::Jpeg,
            ImageKind::Png => ImageFormat::Png,
            ImageKind::Webp => ImageFormat::WebP,
            ImageKind::Gif => ImageFormat::Gif,
        }
    }
}

/// Whether `bytes` look like an SVG document (XML text whose first element is `svg`), so its
/// refusal can say where SVGs go instead.
pub fn looks_like_svg(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(4096)];
    let text = String::from_utf8_lossy(head).to_ascii_lowercase();
    let text = text.trim_start_matches('\u{feff}').trim_start();
    (text.starts_with('<') && text.contains("<svg")) || text.starts_with("<svg")
}

/// Most text a PNG may carry in its `tEXt`, `zTXt` and `iTXt` chunks, inflated. Photos carry a
/// few hundred bytes; more is someone's payload.
pub const MAX_PNG_TEXT: u64 = 1024 * 1024;

/// Why a PNG's chunks were refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PngProblem {
    /// The chunk structure ends early or lies about its lengths.
    Malformed,
    /// Its text chunks inflate past [`MAX_PNG_TEXT`].
    TooMuchText,
}

/// Walks a PNG's chunks and measures its text, inflating compressed text only up to the cap,
/// so a chunk that would inflate to a gigabyte costs a megabyte of work to refuse. The image
/// decoder itself never inflates text chunks; this check is what keeps them from being stored
/// or hiding a payload.
pub fn check_png_chunks(bytes: &[u8]) -> Result<(), PngProblem> {
    let mut rest = bytes.get(8..).ok_or(PngProblem::Malformed)?;
    let mut text: u64 = 0;
    while rest.len() >= 12 {
        let length = u32::from_be_bytes(rest[0..4].try_into().expect("four bytes")) as usize;
        let kind = &rest[4..8];
        let data = rest.get(8..8 + length).ok_or(PngProblem::Malformed)?;
        text += match kind {
            b"tEXt" => data.len() as u64,
            b"zTXt" => ztxt_text(data)?,
            b"iTXt" => itxt_text(data)?,
            _ => 0,
        };
        if text > MAX_PNG_TEXT {
            return Err(PngProblem::TooMuchText);
        }
        if kind == b"IEND" {
            return Ok(());
        }
        rest = rest.get(12 + length..).ok_or(PngProblem::Malformed)?;
    }
    Err(PngProblem::Malformed)
}

/// The inflated size of a `zTXt` chunk (`keyword NUL method data`), counted up to just past
/// the cap.
fn ztxt_text(chunk: &[u8]) -> Result<u64, PngProblem> {
    let keyword_end = chunk.iter().position(|&b| b == 0).ok_or(PngProblem::Malformed)?;
    let compressed = chunk.get(keyword_end + 2..).ok_or(PngProblem::Malformed)?;
    Ok(inflated_size(compressed))
}

/// The text size of an `iTXt` chunk: `keyword NUL flag method language NUL translated NUL text`,
/// inflated when its flag says so.
fn itxt_text(chunk: &[u8]) -> Result<u64, PngProblem> {
    let keyword_end = chunk.iter().position(|&b| b == 0).ok_or(PngProblem::Malformed)?;
    let compressed = *chunk.get(keyword_end + 1).ok_or(PngProblem::Malformed)? == 1;
    let after_flags = chunk.get(keyword_end + 3..).ok_or(PngProblem::Malformed)?;
    let language_end = after_flags.iter().position(|&b| b == 0).ok_or(PngProblem::Malformed)?;
    let after_language = &after_flags[language_end + 1..];
    let translated_end = after_language.iter().position(|&b| b == 0).ok_or(PngProblem::Malformed)?;
    let text = &after_language[translated_end + 1..];
    Ok(if compressed { inflated_size(text) } else { text.len() as u64 })
}

/// How many bytes zlib data inflates to, reading no further than one byte past the cap (a
/// broken stream counts as what it inflated before it broke).
fn inflated_size(compressed: &[u8]) -> u64 {
    let mut inflater = flate2::read::ZlibDecoder::new(compressed).take(MAX_PNG_TEXT + 1);
    std::io::copy(&mut inflater, &mut std::io::sink()).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_come_from_the_bytes() {
        assert_eq!(ImageKind::sniff(&[0xFF, 0xD8, 0xFF, 0xE0, 0, 0]), Some(ImageKind::Jpeg));
        assert_eq!(ImageKind::sniff(b"\x89PNG\r\n\x1a\n...."), Some(ImageKind::Png));
        assert_eq!(ImageKind::sniff(b"RIFF\0\0\0\0WEBPVP8 "), Some(ImageKind::Webp));
        assert_eq!(ImageKind::sniff(b"GIF89a...."), Some(ImageKind::Gif));
        assert_eq!(ImageKind::sniff(b"hello, I am a .jpg"), None);
        assert_eq!(ImageKind::sniff(b"RIFF\0\0\0\0WAVEfmt "), None);
    }

    #[test]
    fn svg_is_recognised_with_or_without_a_prolog() {
        assert!(looks_like_svg(b"<svg xmlns='http://www.w3.org/2000/svg'/>"));
        assert!(looks_like_svg(b"\xEF\xBB\xBF<?xml version='1.0'?>\n<!-- x -->\n<svg><script/></svg>"));
        assert!(!looks_like_svg(b"<html><body>hi</body></html>"));
        assert!(!looks_like_svg(b"\x89PNG\r\n\x1a\n"));
    }

    fn chunk(kind: &[u8], data: &[u8]) -> Vec<u8> {
        let mut out = (data.len() as u32).to_be_bytes().to_vec();
        out.extend_from_slice(kind);
        out.extend_from_slice(data);
        out.extend_from_slice(&[0, 0, 0, 0]);
        out
    }

    fn zlib(data: &[u8]) -> Vec<u8> {
        use std::io::Write;
        let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
        encoder.write_all(data).unwrap();
        encoder.finish().unwrap()
    }

    fn png_with(chunks: &[Vec<u8>]) -> Vec<u8> {
        let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
        png.extend(chunk(b"IHDR", &[0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]));
        for c in chunks {
            png.extend_from_slice(c);
        }
        png.extend(chunk(b"IEND", b""));
        png
    }

    #[test]
    fn a_little_text_passes() {
        let mut ztxt = b"Comment\0\0".to_vec();
        ztxt.extend(zlib(b"taken on a phone"));
        assert_eq!(check_png_chunks(&png_with(&[chunk(b"tEXt", b"Title\0Lot"), chunk(b"zTXt", &ztxt)])), Ok(()));
    }

    #[test]
    fn text_that_inflates_past_the_cap_is_refused() {
        let mut ztxt = b"Comment\0\0".to_vec();
        ztxt.extend(zlib(&vec![b'a'; 2 * MAX_PNG_TEXT as usize]));
        assert_eq!(check_png_chunks(&png_with(&[chunk(b"zTXt", &ztxt)])), Err(PngProblem::TooMuchText));
        let mut itxt = b"Comment\0\x01\0en\0Comment\0".to_vec();
        itxt.extend(zlib(&vec![b'a'; 2 * MAX_PNG_TEXT as usize]));
        assert_eq!(check_png_chunks(&png_with(&[chunk(b"iTXt", &itxt)])), Err(PngProblem::TooMuchText));
    }

    #[test]
    fn chunks_that_lie_about_their_length_are_malformed() {
        let mut png = png_with(&[]);
        png.truncate(20);
        assert_eq!(check_png_chunks(&png), Err(PngProblem::Malformed));
    }
}
