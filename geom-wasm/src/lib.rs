//! Plan-on-lot geometry for the map screen, and the site visit's map answers checked on the lot.
//!
//! Plain Rust first: every function here is tested natively with `cargo test`; the thin
//! [`wasm`] layer exposes them to the browser's geometry worker. Distances are in feet, angles in
//! degrees clockwise from north (the map's bearing convention), positions in WGS84 lon/lat.

pub mod engine;
pub mod fit;
pub mod footprint;
pub mod line_kinds;
pub mod lot_shape;
pub mod map_answer;
pub mod placement;
pub mod projection;
pub mod raster;
pub mod region;
pub mod report;
pub mod rules;
pub mod segment;
pub mod site;
pub mod site_plan;
pub mod snap;
#[cfg(test)]
mod test_sites;

#[cfg(target_arch = "wasm32")]
mod to_js;
#[cfg(target_arch = "wasm32")]
mod wasm;

pub use fit::{check, Fit, Status};
pub use footprint::Footprint;
pub use line_kinds::{classify_lines, faces_street_from_neighbours, LineKind, StreetFacts};
pub use lot_shape::{check_lot, LotProblem, LotShape, MAX_LOT_CORNERS};
pub use map_answer::{check_answer, AnswerProblem, AnswerShape};
pub use placement::{best_placement, fits_somewhere, Placement};
pub use projection::LocalProjection;
pub use raster::{rasterise_svg, Paint};
pub use report::{FitReport, StructureDistance};
pub use rules::{resolve, Building, BuildingKind, Resolved, RuleCheck, RuleSet};
pub use site::{Lot, Site, Structure};
pub use snap::snap_angle;
