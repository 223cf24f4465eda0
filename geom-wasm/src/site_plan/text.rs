//! Text measured as the PDF will set it, so labels can be kept apart before any font is loaded:
//! the advance widths of DejaVu Sans 2.37 (`api/assets/fonts/DejaVuSans.ttf`, the font the API
//! embeds), read once from its `hmtx` table with fontTools, in font units of 2,048 per em.

/// Advance widths of the printable ASCII characters, space (0x20) to tilde (0x7E).
const ASCII: [u16; 95] = [
    651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690, 1303, 1303, 1303, 1303, 1303,
    1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087, 2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587,
    1540, 604, 604, 1343, 1141, 1767, 1532, 1612, 1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403,
    799, 690, 799, 1716, 1024, 1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298,
    1253, 1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
];

/// The other characters our texts use.
const OTHERS: [(char, u16); 12] = [
    ('°', 1024),
    ('×', 1716),
    ('·', 651),
    ('§', 1024),
    ('–', 1024),
    ('—', 2048),
    ('→', 1716),
    ('’', 651),
    ('“', 1061),
    ('”', 1061),
    ('≥', 1716),
    ('≤', 1716),
];

const UNITS_PER_EM: f64 = 2048.0;

/// The font's ascent and descent (`hhea`), in font units: a line's box is their sum.
const ASCENT: f64 = 1901.0;
const DESCENT: f64 = 483.0;

/// A character the table lacks (an accented letter of an address) is measured as a wide one,
/// so its label's box is never too small.
const UNKNOWN: u16 = 2048;

fn advance(c: char) -> u16 {
    match c as u32 {
        0x20..=0x7e => ASCII[c as usize - 0x20],
        _ => OTHERS.iter().find(|(o, _)| *o == c).map_or(UNKNOWN, |(_, w)| *w),
    }
}

/// Width of `text` set at `size` points.
pub fn width(text: &str, size: f64) -> f64 {
    text.chars().map(|c| f64::from(advance(c))).sum::<f64>() / UNITS_PER_EM * size
}

/// Height of one line's box at `size` points.
pub fn line_height(size: f64) -> f64 {
    (ASCENT + DESCENT) / UNITS_PER_EM * size
}

/// Distance from a line box's top to its baseline.
pub fn ascent(size: f64) -> f64 {
    ASCENT / UNITS_PER_EM * size
}

/// `text` broken at spaces into lines no wider than `max_width`; a word longer than a line is
/// broken where it must.
pub fn wrap(text: &str, size: f64, max_width: f64) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() { word.to_owned() } else { format!("{line} {word}") };
        if width(&candidate, size) <= max_width {
            line = candidate;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        let mut rest = word.to_owned();
        while width(&rest, size) > max_width {
            let mut cut = rest.len();
            while cut > 1 && width(&rest[..cut], size) > max_width {
                cut = rest[..cut].char_indices().last().map_or(0, |(i, _)| i);
            }
            let cut = cut.max(rest.chars().next().map_or(1, char::len_utf8));
            lines.push(rest[..cut].to_owned());
            rest = rest[cut..].to_owned();
        }
        line = rest;
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_follow_the_font() {
        // "M" is 1,767 units, "i" 569: at 2,048 points a character is its own units wide.
        assert_eq!(width("Mi", 2048.0), 1767.0 + 569.0);
        assert_eq!(width("4'-0\"", 8.0), (1303.0 + 563.0 + 739.0 + 1303.0 + 942.0) / 2048.0 * 8.0);
    }

    #[test]
    fn text_wraps_at_spaces_and_long_words_where_they_must() {
        let lines = wrap("Pleasanton Municipal Code §18.106.045(B)", 8.0, 80.0);
        assert!(lines.len() > 1 && lines.iter().all(|l| width(l, 8.0) <= 80.0), "{lines:?}");
        assert_eq!(lines.join(" "), "Pleasanton Municipal Code §18.106.045(B)");
        let long = wrap("https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml", 8.0, 60.0);
        assert!(long.iter().all(|l| width(l, 8.0) <= 60.0));
        assert_eq!(long.concat(), "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml");
    }
}
