//! One fit check as the map reads it, declared once for both languages: in the wasm build these
//! types cross to the worker as plain objects (serialised by `to_js`), and their TypeScript
//! declaration, `web/src/geometry/fitReport.ts`, is generated from them by a test below that
//! fails while the committed file is stale.

use serde::Serialize;

use crate::fit::Status;
use crate::rules::RuleCheck;
#[cfg(test)]
use crate::rules::{Applied, Figure, Resolved, SetAside};

/// One fit check, ready for the map.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct FitReport {
    /// The angle checked: the one asked for, or the lot edge bearing it snapped to.
    pub angle_deg: f64,
    /// The whole placement: the worst of every rule below.
    pub status: Status,
    /// The placement under the local rules in plain words ("Fits the detached ADU rules of
    /// Pleasanton, CA."); empty when no local rule applies.
    pub verdict: String,
    pub inside_lot: bool,
    /// Footprint plus existing structures over the lot area, percent.
    pub coverage_pct: f64,
    /// Per lot edge (corner i → i+1): the footprint's distance to that line, in feet.
    pub edge_distances_ft: Vec<f64>,
    pub edge_statuses: Vec<Status>,
    /// Per lot edge: the setback it was held to, feet — the local rule's for its kind of line
    /// where one applies, else the homeowner's.
    pub edge_setbacks_ft: Vec<f64>,
    /// Per lot edge: how far the footprint reaches past that line when it crosses it, in feet
    /// (0 for a line it does not cross).
    pub edge_past_ft: Vec<f64>,
    /// Every existing structure, in the site's order, with its distance: far ones too.
    pub structures: Vec<StructureDistance>,
    /// Each broken rule in words, naming the local rule it comes from where one applies.
    pub violations: Vec<String>,
    /// The placement held to each local rule that applies (empty when none do); `rule` is the
    /// position of the rule in the list `setBuilding` answered.
    pub rules: Vec<RuleCheck>,
    /// `[lon0, lat0, …, lon3, lat3]` of the footprint.
    #[cfg_attr(target_arch = "wasm32", serde(serialize_with = "crate::to_js::float64_array_of"))]
    #[cfg_attr(test, tsify(type = "Float64Array"))]
    pub footprint: Vec<f64>,
}

/// Distance from the footprint to one existing structure, against its separation.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct StructureDistance {
    /// The structure's position in the site's list.
    pub index: u32,
    /// 0 when the footprint overlaps it.
    pub distance_ft: f64,
    pub status: Status,
}

/// Where the plan may stand, for the map's shading: regions as polygons, each a list of rings
/// (the outline, then its holes), each ring `[lon0, lat0, lon1, lat1, …]` without repeating its
/// first corner.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct BuildableArea {
    /// The angle the centre region is for.
    pub angle_deg: f64,
    /// The lot shrunk by each edge's setback, minus each structure grown by its separation.
    pub room: Vec<Vec<Vec<f64>>>,
    pub room_sqft: f64,
    /// Where the plan's centre may move at this angle with every rule kept, the local rules
    /// included; empty when no spot works at this angle (or the rules refuse its size).
    pub centre: Vec<Vec<Vec<f64>>>,
    pub centre_sqft: f64,
}

#[cfg(test)]
mod typescript {
    use super::*;
    use tsify::Tsify;

    /// The web code's line length (prettier's `printWidth`).
    const PRINT_WIDTH: usize = 100;

    const COMMITTED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../web/src/geometry/fitReport.ts");

    /// tsify's declarations of the report's types, laid out as prettier lays out the web code
    /// (two-space indent, single quotes), so the generated file passes its format check.
    fn declarations() -> String {
        let mut out = String::from(
            "// Generated from geom-wasm's `FitReport` (report.rs) by `UPDATE_TS=1 cargo test -p geom-wasm`;\n\
             // do not edit: `cargo test` fails while this file differs from the Rust types.\n",
        );
        for decl in [
            Status::DECL,
            StructureDistance::DECL,
            RuleCheck::DECL,
            FitReport::DECL,
            BuildableArea::DECL,
            Figure::DECL,
            SetAside::DECL,
            Applied::DECL,
            Resolved::DECL,
        ] {
            out.push('\n');
            for line in decl.lines() {
                let indent = line.len() - line.trim_start().len();
                let code = line.trim_start();
                let code = if code.starts_with('*') || code.starts_with("/*") {
                    code.to_owned()
                } else {
                    code.replace('"', "'")
                };
                out.push_str(&" ".repeat(indent / 4 * 2 + indent % 4));
                match code.split_once(" = ").filter(|_| code.len() > PRINT_WIDTH && code.contains(" | ")) {
                    // A union too long for a line: one member per line, as prettier writes it.
                    Some((head, members)) => {
                        out.push_str(head);
                        out.push_str(" =");
                        for member in members.trim_end_matches(';').split(" | ") {
                            out.push_str("\n  | ");
                            out.push_str(member);
                        }
                        out.push(';');
                    }
                    None => out.push_str(&code),
                }
                out.push('\n');
            }
        }
        out
    }

    #[test]
    fn the_committed_typescript_declaration_matches_the_rust_types() {
        let generated = declarations();
        if std::env::var_os("UPDATE_TS").is_some() {
            std::fs::write(COMMITTED, &generated).expect("write web/src/geometry/fitReport.ts");
        }
        let committed = std::fs::read_to_string(COMMITTED).unwrap_or_default();
        assert!(
            committed == generated,
            "web/src/geometry/fitReport.ts is stale: regenerate it with `UPDATE_TS=1 cargo test -p geom-wasm` \
             and commit it. Expected:\n{generated}"
        );
    }
}
