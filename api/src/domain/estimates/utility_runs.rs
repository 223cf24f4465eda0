//! Utility runs priced by their length: when the property's site visit marks the electrical
//! panel, the water meter and the sewer lateral, the estimate of a placed plan prices a trench and
//! a line from each to the nearest wall of the new building (measured by geom-wasm on the saved
//! placement) instead of a flat allowance, so moving the plan moves the price.
//!
//! The rates are planning figures of ours at 2025 national prices, per linear foot, not quotes:
//! a contractor's bid depends on soil, depth, distance to the main and local rules. Like every
//! on-site line they are scaled by the state's cost index.

use super::SummaryItem;

/// What a run carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Utility {
    Electrical,
    Water,
    Sewer,
}

/// Digging, bedding and backfilling a shallow shared-width trench (electrical, water), per foot.
pub const TRENCH_PER_FT: f64 = 12.0;
/// A sewer trench is deeper and graded to fall toward the lateral: per foot.
pub const SEWER_TRENCH_PER_FT: f64 = 20.0;
/// Conduit and feeder conductors from the main panel to the new building's subpanel, per foot.
pub const ELECTRICAL_LINE_PER_FT: f64 = 18.0;
/// A 1" water service line in a sleeve, per foot.
pub const WATER_LINE_PER_FT: f64 = 8.0;
/// 4" sewer pipe with its fittings and cleanouts, per foot.
pub const SEWER_LINE_PER_FT: f64 = 10.0;

impl Utility {
    /// Trench and line, per foot.
    pub fn per_foot(self) -> f64 {
        match self {
            Utility::Electrical => TRENCH_PER_FT + ELECTRICAL_LINE_PER_FT,
            Utility::Water => TRENCH_PER_FT + WATER_LINE_PER_FT,
            Utility::Sewer => SEWER_TRENCH_PER_FT + SEWER_LINE_PER_FT,
        }
    }
}

/// One measured run: from the named point (as the site visit asks for it) to the nearest wall.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    pub utility: Utility,
    /// "Electrical panel"
    pub from: String,
    pub length_ft: f64,
}

/// The title of the priced line, and of the flat allowance it replaces for a factory-built home.
pub const RUNS_LINE: &str = "Utility runs to the home";
pub const HOOKUPS_LINE: &str = "Utility hookups";

/// The labor line for `runs` (none when there are none).
pub fn line_item(runs: &[Run]) -> Option<SummaryItem> {
    if runs.is_empty() {
        return None;
    }
    let price: f64 = runs.iter().map(|r| r.length_ft * r.utility.per_foot()).sum();
    let parts: Vec<String> = runs
        .iter()
        .map(|r| format!("{} {:.0} ft at ${:.0}/ft", r.from.to_lowercase(), r.length_ft, r.utility.per_foot()))
        .collect();
    let mut description = format!("Trench and line from the {} to the nearest wall", parts.join(", the "));
    description.push_str(" (measured on the site plan; moving the plan changes them).");
    Some(SummaryItem {
        title: RUNS_LINE.into(),
        price: price.round(),
        kind: "labor".into(),
        url: None,
        img: None,
        description: capitalised(&description),
    })
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_are_priced_by_length_trench_and_line() {
        let runs = [
            Run { utility: Utility::Electrical, from: "Electrical panel".into(), length_ft: 40.0 },
            Run { utility: Utility::Sewer, from: "Sewer lateral".into(), length_ft: 10.0 },
        ];
        let item = line_item(&runs).unwrap();
        assert_eq!(item.price, 40.0 * 30.0 + 10.0 * 30.0);
        assert_eq!(
            item.description,
            "Trench and line from the electrical panel 40 ft at $30/ft, the sewer lateral 10 ft at $30/ft to the \
             nearest wall (measured on the site plan; moving the plan changes them)."
        );
        assert!(line_item(&[]).is_none());
    }
}
