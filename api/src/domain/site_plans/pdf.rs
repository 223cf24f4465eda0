//! A site plan's SVG set as a PDF page: vector lines, selectable text, and the one font the
//! drawing's labels were measured with (DejaVu Sans, `api/assets/fonts`) embedded as a subset.

use std::sync::{Arc, OnceLock};

use svg2pdf::usvg::{fontdb, Options, Tree};
use svg2pdf::{ConversionOptions, PageOptions};

/// DejaVu Sans 2.37 (Bitstream Vera licence: `api/assets/fonts/DejaVuSans.LICENSE`).
static FONT: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");

/// The font database, built once: only our font, never the machine's, so every server sets the
/// same PDF.
fn fonts() -> Arc<fontdb::Database> {
    static FONTS: OnceLock<Arc<fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut db = fontdb::Database::new();
            db.load_font_data(FONT.to_vec());
            db.set_sans_serif_family("DejaVu Sans");
            Arc::new(db)
        })
        .clone()
}

/// The PDF of `svg` (a sheet sized in inches: its page is that size).
pub fn to_pdf(svg: &str) -> Result<Vec<u8>, String> {
    let options = Options {
        // The sheet's size is in inches; at 72 per inch a user unit is one PDF point.
        dpi: 72.0,
        font_family: "DejaVu Sans".to_owned(),
        fontdb: fonts(),
        ..Options::default()
    };
    let tree = Tree::from_str(svg, &options).map_err(|e| format!("the site plan could not be read: {e}"))?;
    svg2pdf::to_pdf(&tree, ConversionOptions::default(), PageOptions::default())
        .map_err(|e| format!("the site plan could not be set as a PDF: {e}"))
}
