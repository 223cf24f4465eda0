//! Local rules: what a state, a county or a city requires of a kind of building on a lot, each
//! figure with the code section it comes from; which area's figure holds; and a placement's
//! figures held to them.
//!
//! Precedence: the most specific area's figure wins (a city's over its county's over its
//! state's; within one area a zoning district's over the area-wide one), except where a broader
//! area limits what local rules may require — California's Gov. Code §66321(b) does for ADUs —
//! and then that limit holds over the stricter local figure. The browser's worker and the API
//! run this same code, so the map and a saved result agree.

use serde::{Deserialize, Serialize};

use crate::fit::{Fit, Status};
use crate::line_kinds::LineKind;
use crate::site::Site;

/// One figure of a code and where it comes from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Limit {
    pub value: f64,
    /// The code section, as a homeowner would quote it: "California Gov. Code §66321(b)(3)".
    pub citation: String,
    /// Where the section can be read.
    #[serde(default)]
    pub url: String,
    /// What the section says, in short.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
}

/// A living-area limit for plans with at least `min_bedrooms` bedrooms.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Tier {
    pub min_bedrooms: u32,
    pub value: f64,
    pub citation: String,
    #[serde(default)]
    pub url: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
}

/// Setbacks by the kind of lot line, feet.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Setbacks {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub front: Option<Limit>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<Limit>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rear: Option<Limit>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub street_side: Option<Limit>,
}

/// The figures one area sets for one kind of building; a missing figure is left to a broader
/// area (or to the homeowner's own setbacks).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Rules {
    #[serde(default)]
    pub setbacks: Setbacks,
    /// The least distance from the other buildings on the lot, feet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub separation: Option<Limit>,
    /// The largest footprint, square feet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_footprint: Option<Limit>,
    /// The largest living area by the count of bedrooms, square feet: the tier with the most
    /// bedrooms at or under the plan's applies.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub max_living_area: Vec<Tier>,
    /// The largest share of the lot that buildings may cover, percent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_coverage: Option<Limit>,
    /// A building of at most this living area (square feet) is exempt from the coverage limit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coverage_exempt_up_to: Option<Limit>,
    /// The greatest height, feet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_height: Option<Limit>,
}

/// How specific an area is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AreaLevel {
    State,
    County,
    City,
}

/// The kind of building a rule set applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BuildingKind {
    /// A detached accessory dwelling unit: a backyard home beside the main one.
    Adu,
    /// The main dwelling of the lot.
    House,
    /// A shed: storage or a workshop, no one lives in it.
    Shed,
}

impl BuildingKind {
    pub const ALL: [BuildingKind; 3] = [BuildingKind::Adu, BuildingKind::House, BuildingKind::Shed];

    pub fn as_str(self) -> &'static str {
        match self {
            BuildingKind::Adu => "adu",
            BuildingKind::House => "house",
            BuildingKind::Shed => "shed",
        }
    }

    pub fn parse(text: &str) -> Option<BuildingKind> {
        Self::ALL.into_iter().find(|k| k.as_str() == text)
    }

    /// 0 adu, 1 house, 2 shed: the worker's typed arrays carry these.
    pub fn code(self) -> u8 {
        self as u8
    }

    pub fn from_code(code: u8) -> Option<BuildingKind> {
        Self::ALL.get(usize::from(code)).copied()
    }

    /// In a homeowner's words.
    pub fn label(self) -> &'static str {
        match self {
            BuildingKind::Adu => "detached ADU",
            BuildingKind::House => "house",
            BuildingKind::Shed => "shed",
        }
    }
}

/// One area's rules for one kind of building, at one version.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RuleSet {
    pub id: String,
    /// Every change makes a new version; a saved check keeps the one it was held to (a u32: the
    /// worker hands the browser numbers, which an i64 need not fit).
    pub version: u32,
    pub name: String,
    /// The area in words: "Pleasanton, CA".
    pub area: String,
    pub level: AreaLevel,
    /// The zoning district it is written for; empty for every district of the area.
    #[serde(default)]
    pub zoning: String,
    pub building: BuildingKind,
    /// Example data to verify with the city before building.
    #[serde(default)]
    pub example: bool,
    #[serde(default)]
    pub rules: Rules,
    /// What this area allows its more local areas to require at most (setbacks, separation) or
    /// to allow at least (sizes, height, the coverage exemption); empty for most areas.
    #[serde(default)]
    pub limits_on_local: Rules,
}

/// A figure the rules set for a placement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(test, derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Figure {
    FrontSetback,
    SideSetback,
    RearSetback,
    StreetSideSetback,
    Separation,
    Footprint,
    LivingArea,
    Coverage,
    CoverageExemption,
    Height,
}

impl Figure {
    pub const ALL: [Figure; 10] = [
        Figure::FrontSetback,
        Figure::SideSetback,
        Figure::RearSetback,
        Figure::StreetSideSetback,
        Figure::Separation,
        Figure::Footprint,
        Figure::LivingArea,
        Figure::Coverage,
        Figure::CoverageExemption,
        Figure::Height,
    ];

    /// The setback figure of a kind of lot line.
    pub fn setback(kind: LineKind) -> Figure {
        match kind {
            LineKind::Front => Figure::FrontSetback,
            LineKind::Side => Figure::SideSetback,
            LineKind::Rear => Figure::RearSetback,
            LineKind::StreetSide => Figure::StreetSideSetback,
        }
    }

    /// A least distance (a stricter rule asks more), not a greatest size (a stricter rule
    /// allows less).
    pub fn is_minimum(self) -> bool {
        matches!(
            self,
            Figure::FrontSetback
                | Figure::SideSetback
                | Figure::RearSetback
                | Figure::StreetSideSetback
                | Figure::Separation
        )
    }

    /// In a homeowner's words, capitalised for the start of a line.
    pub fn label(self) -> &'static str {
        match self {
            Figure::FrontSetback => "Front setback",
            Figure::SideSetback => "Side setback",
            Figure::RearSetback => "Rear setback",
            Figure::StreetSideSetback => "Street side setback",
            Figure::Separation => "Separation from other buildings",
            Figure::Footprint => "Footprint",
            Figure::LivingArea => "Living area",
            Figure::Coverage => "Lot coverage",
            Figure::CoverageExemption => "Coverage exemption",
            Figure::Height => "Height",
        }
    }

    /// The unit its values are in.
    pub fn unit(self) -> &'static str {
        match self {
            Figure::Footprint | Figure::LivingArea | Figure::CoverageExemption => "sq ft",
            Figure::Coverage => "%",
            _ => "ft",
        }
    }

    /// Where `rules` keep this figure's one limit; `None` for the living area, kept in tiers.
    fn slot(self, rules: &Rules) -> Option<&Option<Limit>> {
        let s = &rules.setbacks;
        match self {
            Figure::FrontSetback => Some(&s.front),
            Figure::SideSetback => Some(&s.side),
            Figure::RearSetback => Some(&s.rear),
            Figure::StreetSideSetback => Some(&s.street_side),
            Figure::Separation => Some(&rules.separation),
            Figure::Footprint => Some(&rules.max_footprint),
            Figure::LivingArea => None,
            Figure::Coverage => Some(&rules.max_coverage),
            Figure::CoverageExemption => Some(&rules.coverage_exempt_up_to),
            Figure::Height => Some(&rules.max_height),
        }
    }

    /// This figure's limit in `rules`, for a plan of `bedrooms`.
    fn of<'r>(self, rules: &'r Rules, bedrooms: u32) -> Option<LimitRef<'r>> {
        match self.slot(rules) {
            Some(limit) => limit.as_ref().map(|l| LimitRef { value: l.value, citation: &l.citation, url: &l.url }),
            None => rules
                .max_living_area
                .iter()
                .filter(|t| t.min_bedrooms <= bedrooms)
                .max_by_key(|t| t.min_bedrooms)
                .map(|t| LimitRef { value: t.value, citation: &t.citation, url: &t.url }),
        }
    }
}

impl Rules {
    /// Each figure these rules set one limit for (every figure but the living area's tiers).
    pub fn limits(&self) -> impl Iterator<Item = (Figure, &Limit)> {
        Figure::ALL.into_iter().filter_map(|figure| Some((figure, figure.slot(self)?.as_ref()?)))
    }
}

#[derive(Clone, Copy)]
struct LimitRef<'r> {
    value: f64,
    citation: &'r str,
    url: &'r str,
}

/// The local figure a broader area's limit set aside.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct SetAside {
    pub value: f64,
    pub area: String,
    pub citation: String,
}

/// The figure that holds for one [`Figure`], and whose it is.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Applied {
    pub figure: Figure,
    /// The figure in a homeowner's words ("Side setback") and its unit (`ft`, `sq ft`, `%`).
    pub label: &'static str,
    pub unit: &'static str,
    /// A least distance ("at least 4 ft"), not a greatest size ("at most 850 sq ft").
    pub minimum: bool,
    pub value: f64,
    pub citation: String,
    pub url: String,
    /// The area whose rule (or limit on local rules) this is.
    pub area: String,
    pub rule_set_id: String,
    pub version: u32,
    /// Example data to verify with the city.
    pub example: bool,
    /// A stricter local figure that the broader area's limit replaced.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub set_aside: Option<SetAside>,
}

/// The figures that hold for one building on one lot.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Resolved {
    /// In [`Figure::ALL`]'s order; a figure no rule sets is absent.
    pub applied: Vec<Applied>,
    /// The most specific area whose rules apply ("Pleasanton, CA"); empty when none do.
    pub area: String,
}

impl Resolved {
    pub fn get(&self, figure: Figure) -> Option<&Applied> {
        self.applied.iter().find(|a| a.figure == figure)
    }

    pub fn value(&self, figure: Figure) -> Option<f64> {
        self.get(figure).map(|a| a.value)
    }

    /// The rule sets these figures come from, as `(id, version)`, each once.
    pub fn versions(&self) -> Vec<(String, u32)> {
        let mut out: Vec<(String, u32)> = Vec::new();
        for a in &self.applied {
            if !out.iter().any(|(id, _)| *id == a.rule_set_id) {
                out.push((a.rule_set_id.clone(), a.version));
            }
        }
        out
    }
}

/// The figures that hold for a `building` with `bedrooms` on a lot in zoning district `zoning`,
/// from the rule sets of the lot's areas (any order; sets of other buildings or districts are
/// passed over).
pub fn resolve(sets: &[RuleSet], building: BuildingKind, zoning: &str, bedrooms: u32) -> Resolved {
    let zoning = zoning.trim();
    let mut applicable: Vec<&RuleSet> = sets
        .iter()
        .filter(|s| s.building == building && (s.zoning.is_empty() || s.zoning.trim().eq_ignore_ascii_case(zoning)))
        .collect();
    // Most specific first: the finer area, then a district's rules over the area-wide ones.
    applicable.sort_by_key(|s| std::cmp::Reverse((s.level, !s.zoning.is_empty())));
    let mut applied = Vec::new();
    for figure in Figure::ALL {
        let Some((set, rule)) = applicable.iter().find_map(|s| figure.of(&s.rules, bedrooms).map(|r| (*s, r))) else {
            continue;
        };
        let mut holds = Applied {
            figure,
            label: figure.label(),
            unit: figure.unit(),
            minimum: figure.is_minimum(),
            value: rule.value,
            citation: rule.citation.to_owned(),
            url: rule.url.to_owned(),
            area: set.area.clone(),
            rule_set_id: set.id.clone(),
            version: set.version,
            example: set.example,
            set_aside: None,
        };
        // A broader area's limit on local rules binds every more specific area's figure.
        for broader in applicable.iter().filter(|s| s.level < set.level) {
            let Some(limit) = figure.of(&broader.limits_on_local, bedrooms) else { continue };
            let stricter = if figure.is_minimum() { holds.value > limit.value } else { holds.value < limit.value };
            if stricter {
                let set_aside = SetAside { value: holds.value, area: holds.area.clone(), citation: holds.citation };
                holds = Applied {
                    figure,
                    label: figure.label(),
                    unit: figure.unit(),
                    minimum: figure.is_minimum(),
                    value: limit.value,
                    citation: limit.citation.to_owned(),
                    url: limit.url.to_owned(),
                    area: broader.area.clone(),
                    rule_set_id: broader.id.clone(),
                    version: broader.version,
                    example: broader.example,
                    set_aside: Some(set_aside),
                };
            }
        }
        applied.push(holds);
    }
    let area = applicable.first().map(|s| s.area.clone()).unwrap_or_default();
    Resolved { applied, area }
}

/// What the rules need to know of the plan beyond its outline.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Building {
    pub kind: BuildingKind,
    pub living_area_sqft: f64,
    pub bedrooms: u32,
    /// `None` when the plan does not say.
    pub height_ft: Option<f64>,
}

/// One figure of a placement held to its rule.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct RuleCheck {
    /// The position of its rule in [`Resolved::applied`].
    pub rule: u32,
    /// The placement's figure: the least distance to lines of that kind or to a building, the
    /// footprint or living area, the coverage percent, the height.
    pub actual: f64,
    pub status: Status,
    /// The coverage limit does not apply: the building is small enough to be exempt.
    pub exempt: bool,
}

/// The placement `fit` of a footprint of `footprint_sqft` on `site` (whose setbacks and
/// separations are already the rules', see [`apply_to_site`]) held to each resolved rule.
pub fn evaluate(
    resolved: &Resolved,
    site: &Site,
    fit: &Fit,
    building: &Building,
    footprint_sqft: f64,
) -> Vec<RuleCheck> {
    let mut out = Vec::with_capacity(resolved.applied.len());
    let exemption = resolved.value(Figure::CoverageExemption);
    for (i, applied) in resolved.applied.iter().enumerate() {
        let rule = i as u32;
        let over = |actual: f64| if actual > applied.value + 1e-9 { Status::Violated } else { Status::Clear };
        let check = match applied.figure {
            Figure::FrontSetback | Figure::SideSetback | Figure::RearSetback | Figure::StreetSideSetback => {
                // The nearest line of that kind; a lot with no such line has nothing to hold.
                let lines = fit
                    .edges
                    .iter()
                    .filter(|e| site.lot.line_kinds.get(e.edge).is_some_and(|k| Figure::setback(*k) == applied.figure));
                let nearest = lines.min_by(|a, b| (a.distance_ft - a.past_ft).total_cmp(&(b.distance_ft - b.past_ft)));
                nearest.map(|e| RuleCheck { rule, actual: e.distance_ft - e.past_ft, status: e.status, exempt: false })
            }
            Figure::Separation => fit
                .structures
                .iter()
                .min_by(|a, b| a.distance_ft.total_cmp(&b.distance_ft))
                .map(|s| RuleCheck { rule, actual: s.distance_ft, status: s.status, exempt: false }),
            Figure::Footprint => {
                Some(RuleCheck { rule, actual: footprint_sqft, status: over(footprint_sqft), exempt: false })
            }
            Figure::LivingArea => {
                let area = building.living_area_sqft;
                Some(RuleCheck { rule, actual: area, status: over(area), exempt: false })
            }
            Figure::Coverage => {
                let exempt = exemption.is_some_and(|up_to| building.living_area_sqft <= up_to);
                let status = if exempt {
                    Status::Clear
                } else if fit.coverage_pct > applied.value + 1e-9 {
                    Status::Violated
                } else {
                    Status::Clear
                };
                Some(RuleCheck { rule, actual: fit.coverage_pct, status, exempt })
            }
            // Said with the coverage it exempts from; nothing of the placement to hold to it.
            Figure::CoverageExemption => None,
            Figure::Height => building.height_ft.map(|h| RuleCheck { rule, actual: h, status: over(h), exempt: false }),
        };
        out.extend(check);
    }
    out
}

/// `site` with the rules' setbacks on each line of a kind they set, and their separation from
/// every structure; lines of unknown kind, and figures no rule sets, keep the homeowner's own.
pub fn apply_to_site(resolved: &Resolved, site: &Site) -> Site {
    let mut lot = site.lot.clone();
    for (i, kind) in site.lot.line_kinds.iter().enumerate() {
        if let Some(value) = resolved.value(Figure::setback(*kind)) {
            lot.setbacks_ft[i] = value;
        }
    }
    let mut structures = site.structures.clone();
    if let Some(value) = resolved.value(Figure::Separation) {
        for s in &mut structures {
            s.separation_ft = value;
        }
    }
    Site::new(lot, structures).expect("the site was valid and the rules' figures are checked finite")
}

/// Whether a building breaks a rule that no placement can mend (its size, its height).
pub fn size_allowed(resolved: &Resolved, building: &Building, footprint_sqft: f64) -> bool {
    let within = |figure: Figure, actual: Option<f64>| match (resolved.value(figure), actual) {
        (Some(limit), Some(actual)) => actual <= limit + 1e-9,
        _ => true,
    };
    within(Figure::Footprint, Some(footprint_sqft))
        && within(Figure::LivingArea, Some(building.living_area_sqft))
        && within(Figure::Height, building.height_ft)
}

/// The placement's standing under the rules in plain words: "Fits the detached ADU rules of
/// Pleasanton, CA." Empty when no rule applies.
pub fn verdict(resolved: &Resolved, building: BuildingKind, status: Status, broken: usize) -> String {
    if resolved.applied.is_empty() {
        return String::new();
    }
    let rules = format!("the {} rules of {}", building.label(), resolved.area);
    match status {
        Status::Clear => format!("Fits {rules}."),
        Status::Near => format!("Fits {rules}, with less than a foot to spare."),
        Status::Violated => {
            format!("Does not fit {rules}: {broken} {} broken.", if broken == 1 { "rule" } else { "rules" })
        }
    }
}

/// A figure with its unit, to a tenth and without a trailing ".0": "4 ft", "3.5 ft", "850 sq ft",
/// "41.3%".
pub fn with_unit(value: f64, unit: &str) -> String {
    let tenths = format!("{value:.1}");
    let rounded = tenths.strip_suffix(".0").unwrap_or(&tenths);
    match unit {
        "%" => format!("{rounded}%"),
        _ => format!("{rounded} {unit}"),
    }
}

/// Each broken rule of placement `fit` on `site` (as [`apply_to_site`] made it) in words, each
/// setback, separation and size naming the rule it was held to.
pub fn violations(resolved: &Resolved, site: &Site, fit: &Fit, checks: &[RuleCheck]) -> Vec<String> {
    let edge_rule = |i: usize| {
        let kind = site.lot.line_kinds.get(i)?;
        resolved.get(Figure::setback(*kind)).map(|a| a.citation.clone())
    };
    let separation = resolved.get(Figure::Separation).map(|a| a.citation.as_str());
    let mut out = fit.violations_citing(site, &edge_rule, separation);
    for c in checks.iter().filter(|c| c.status == Status::Violated) {
        let Some(rule) = resolved.applied.get(c.rule as usize) else { continue };
        if rule.figure.is_minimum() {
            continue; // a distance: worded with its line or building above
        }
        // Rounded up, so a size over its limit never reads as within it: 850.04 sq ft of an
        // 850 sq ft cap is "850.1 sq ft".
        let unit = rule.figure.unit();
        let actual = with_unit((c.actual * 10.0).ceil() / 10.0, unit);
        let limit = with_unit(rule.value, unit);
        out.push(format!("{}: {actual}, the rule allows at most {limit} ({}).", rule.figure.label(), rule.citation));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fit::check;
    use crate::footprint::Footprint;
    use crate::line_kinds::LineKind::{Front, Rear, Side};
    use crate::site::{Lot, Structure};
    use crate::test_sites::{block, c};
    use geo_types::Coord;

    fn limit(value: f64, citation: &str) -> Option<Limit> {
        Some(Limit { value, citation: citation.into(), url: String::new(), note: String::new() })
    }

    fn set(id: &str, level: AreaLevel, zoning: &str, rules: Rules, limits_on_local: Rules) -> RuleSet {
        RuleSet {
            id: id.into(),
            version: 1,
            name: id.into(),
            area: id.into(),
            level,
            zoning: zoning.into(),
            building: BuildingKind::Adu,
            example: false,
            rules,
            limits_on_local,
        }
    }

    fn side(value: f64, citation: &str) -> Rules {
        Rules { setbacks: Setbacks { side: limit(value, citation), ..Setbacks::default() }, ..Rules::default() }
    }

    /// California: 4 ft sides where a city sets none, and no city may ask more.
    fn state() -> RuleSet {
        set("CA", AreaLevel::State, "", side(4.0, "§66314(d)(7)"), side(4.0, "§66314(d)(7)"))
    }

    /// The side setback that holds, whose it is, and the local figure a limit set aside.
    type Held = (f64, String, Option<f64>);

    fn held(sets: &[RuleSet]) -> Held {
        let resolved = resolve(sets, BuildingKind::Adu, "R-1", 1);
        let a = resolved.get(Figure::SideSetback).expect("a side setback");
        (a.value, a.area.clone(), a.set_aside.as_ref().map(|s| s.value))
    }

    #[test]
    fn the_most_specific_area_wins_within_the_states_limits() {
        let county = |v| set("county", AreaLevel::County, "", side(v, "county code"), Rules::default());
        let city = |v| set("city", AreaLevel::City, "", side(v, "city code"), Rules::default());
        let district = |v| set("city R-1", AreaLevel::City, "R-1", side(v, "city R-1"), Rules::default());
        let other_district = set("city R-2", AreaLevel::City, "R-2", side(1.0, "city R-2"), Rules::default());
        let none = (4.0, "CA".to_owned(), None);
        // (rule sets, the side setback that holds, whose it is, the local figure set aside)
        let cases: Vec<(Vec<RuleSet>, Held)> = vec![
            (vec![state()], none.clone()),
            (vec![state(), county(3.0)], (3.0, "county".into(), None)),
            (vec![state(), county(3.0), city(2.0)], (2.0, "city".into(), None)),
            (vec![city(2.0), county(3.0), state()], (2.0, "city".into(), None)),
            // Stricter than the state allows: the state's limit holds, the local figure is said.
            (vec![state(), city(10.0)], (4.0, "CA".into(), Some(10.0))),
            (vec![state(), county(6.0)], (4.0, "CA".into(), Some(6.0))),
            (vec![state(), county(3.0), city(6.0)], (4.0, "CA".into(), Some(6.0))),
            // A district's rules over the area-wide ones; another district's do not apply.
            (vec![state(), city(3.0), district(2.5)], (2.5, "city R-1".into(), None)),
            (vec![state(), city(3.0), other_district.clone()], (3.0, "city".into(), None)),
            (vec![state(), other_district], none),
        ];
        for (sets, expected) in cases {
            let names: Vec<&str> = sets.iter().map(|s| s.id.as_str()).collect();
            assert_eq!(held(&sets), expected, "{names:?}");
        }
    }

    #[test]
    fn a_limit_binds_only_more_local_areas_and_other_buildings_are_passed_over() {
        // A state stricter than its own limit keeps its own figure.
        let own = set("CA", AreaLevel::State, "", side(5.0, "state"), side(4.0, "state limit"));
        assert_eq!(held(&[own]), (5.0, "CA".into(), None));
        let mut shed = state();
        shed.building = BuildingKind::Shed;
        assert!(resolve(&[shed], BuildingKind::Adu, "", 0).applied.is_empty());
    }

    fn sizes() -> Rules {
        let tier = |min_bedrooms, value, citation: &str| Tier {
            min_bedrooms,
            value,
            citation: citation.into(),
            url: String::new(),
            note: String::new(),
        };
        Rules {
            max_living_area: vec![tier(0, 850.0, "§66321(b)(2)(A)"), tier(2, 1000.0, "§66321(b)(2)(B)")],
            coverage_exempt_up_to: limit(800.0, "§66321(b)(3)"),
            max_height: limit(16.0, "§66321(b)(4)(A)"),
            ..Rules::default()
        }
    }

    #[test]
    fn size_floors_lift_a_citys_smaller_caps_by_bedrooms() {
        let ca = set("CA", AreaLevel::State, "", Rules::default(), sizes());
        let city_rules = Rules {
            max_living_area: vec![Tier {
                min_bedrooms: 0,
                value: 600.0,
                citation: "city".into(),
                url: String::new(),
                note: String::new(),
            }],
            max_height: limit(20.0, "city height"),
            ..Rules::default()
        };
        let city = set("city", AreaLevel::City, "", city_rules, Rules::default());
        let studio = resolve(&[ca.clone(), city.clone()], BuildingKind::Adu, "", 0);
        let living = studio.get(Figure::LivingArea).unwrap();
        assert_eq!((living.value, living.citation.as_str()), (850.0, "§66321(b)(2)(A)"));
        assert_eq!(living.set_aside.as_ref().map(|s| s.value), Some(600.0));
        let two_bedrooms = resolve(&[ca, city], BuildingKind::Adu, "", 2);
        assert_eq!(two_bedrooms.value(Figure::LivingArea), Some(1000.0));
        // More generous than the state's floor: the city's own figure holds.
        assert_eq!(two_bedrooms.get(Figure::Height).map(|h| (h.value, h.area.as_str())), Some((20.0, "city")));
        // The state's limits alone require nothing.
        assert_eq!(two_bedrooms.value(Figure::CoverageExemption), None);
    }

    /// A 60×120 ft lot, front south, with a 40×40 ft house.
    fn site(setbacks: [f64; 4]) -> Site {
        let lot = Lot {
            boundary: vec![c(0.0, 0.0), c(60.0, 0.0), c(60.0, 120.0), c(0.0, 120.0)],
            setbacks_ft: setbacks.to_vec(),
            line_kinds: vec![Front, Side, Rear, Side],
        };
        Site::new(lot, vec![block("main house", (10.0, 25.0), (50.0, 65.0))]).unwrap()
    }

    fn adu(living_area_sqft: f64) -> Building {
        Building { kind: BuildingKind::Adu, living_area_sqft, bedrooms: 1, height_ft: Some(15.0) }
    }

    fn city_rules() -> Rules {
        Rules {
            setbacks: Setbacks {
                front: limit(20.0, "front"),
                side: limit(4.0, "side"),
                rear: limit(4.0, "rear"),
                street_side: limit(10.0, "street side"),
            },
            separation: limit(6.0, "separation"),
            max_coverage: limit(40.0, "coverage"),
            ..Rules::default()
        }
    }

    #[test]
    fn every_fit_figure_equals_the_explicit_setback_check_when_the_numbers_agree() {
        let city = set("city", AreaLevel::City, "", city_rules(), Rules::default());
        let resolved = resolve(&[city], BuildingKind::Adu, "", 1);
        // Homeowner's setbacks that differ, and a structure separation that differs.
        let mut homeowners = site([1.0, 1.0, 1.0, 1.0]);
        homeowners.structures[0].separation_ft = 2.0;
        let homeowners = Site::new(homeowners.lot.clone(), homeowners.structures.clone()).unwrap();
        let by_rules = apply_to_site(&resolved, &homeowners);
        let explicit = site([20.0, 4.0, 4.0, 4.0]);
        let mut rng = 0x2545_F491_u64;
        let mut next = |lo: f64, hi: f64| {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            lo + (hi - lo) * (rng % 10_000) as f64 / 10_000.0
        };
        for _ in 0..300 {
            let centre = Coord { x: next(-10.0, 70.0), y: next(-10.0, 130.0) };
            let footprint =
                Footprint { width_ft: next(8.0, 30.0), length_ft: next(8.0, 40.0), angle_deg: next(0.0, 360.0) }
                    .corners(centre);
            assert_eq!(check(&by_rules, &footprint), check(&explicit, &footprint));
        }
    }

    #[test]
    fn a_placement_is_held_to_each_rule_and_told_which() {
        let ca = set("California", AreaLevel::State, "", side(4.0, "§66314(d)(7)"), sizes());
        let city = set("Pleasanton, CA", AreaLevel::City, "", city_rules(), Rules::default());
        let resolved = resolve(&[ca, city], BuildingKind::Adu, "", 1);
        let site = apply_to_site(&resolved, &site([0.0; 4]));
        // 3 ft from the east side line (x = 60), behind the house.
        let footprint = Footprint { width_ft: 20.0, length_ft: 24.0, angle_deg: 0.0 }.corners(c(47.0, 95.0));
        let fit = check(&site, &footprint);
        let building = adu(480.0);
        let checks = evaluate(&resolved, &site, &fit, &building, 480.0);
        let side = checks.iter().find(|c| resolved.applied[c.rule as usize].figure == Figure::SideSetback).unwrap();
        assert_eq!((side.actual, side.status), (3.0, Status::Violated));
        assert_eq!(
            violations(&resolved, &site, &fit, &checks),
            ["Too close to the side lot line (line 2): 3.0 ft, the setback is 4.0 ft (side)."],
            "the city's 4 ft, cited"
        );
        // 4 ft away it holds.
        let footprint = Footprint { width_ft: 20.0, length_ft: 24.0, angle_deg: 0.0 }.corners(c(46.0, 95.0));
        let fit = check(&site, &footprint);
        let checks = evaluate(&resolved, &site, &fit, &building, 480.0);
        assert!(violations(&resolved, &site, &fit, &checks).is_empty());
        // The state's 16 ft is a floor under local height limits; it sets none by itself.
        assert!(resolved.get(Figure::Height).is_none());
        let figures: Vec<Figure> = checks.iter().map(|c| resolved.applied[c.rule as usize].figure).collect();
        assert_eq!(
            figures,
            [Figure::FrontSetback, Figure::SideSetback, Figure::RearSetback, Figure::Separation, Figure::Coverage],
            "each rule with something of the placement to hold (no street side line on this lot)"
        );
        assert_eq!(
            verdict(&resolved, BuildingKind::Adu, Status::Clear, 0),
            "Fits the detached ADU rules of Pleasanton, CA."
        );
        assert_eq!(
            verdict(&resolved, BuildingKind::Adu, Status::Violated, 1),
            "Does not fit the detached ADU rules of Pleasanton, CA: 1 rule broken."
        );
    }

    #[test]
    fn an_adu_of_at_most_800_sq_ft_is_exempt_from_coverage() {
        let ca = set("CA", AreaLevel::State, "", sizes(), sizes());
        let tight = Rules { max_coverage: limit(20.0, "city coverage"), ..Rules::default() };
        let city = set("city", AreaLevel::City, "", tight, Rules::default());
        let resolved = resolve(&[ca, city], BuildingKind::Adu, "", 1);
        let site = site([0.0; 4]);
        // The house covers 1,600 of 7,200 sq ft (22%): any ADU puts the lot over 20%.
        let footprint = Footprint { width_ft: 20.0, length_ft: 24.0, angle_deg: 0.0 }.corners(c(30.0, 95.0));
        let fit = check(&site, &footprint);
        let coverage = |living: f64| {
            let checks = evaluate(&resolved, &site, &fit, &adu(living), 480.0);
            let c = checks.into_iter().find(|c| resolved.applied[c.rule as usize].figure == Figure::Coverage).unwrap();
            (c.status, c.exempt)
        };
        assert_eq!(coverage(480.0), (Status::Clear, true));
        assert_eq!(coverage(800.0), (Status::Clear, true));
        assert_eq!(coverage(820.0), (Status::Violated, false));
        assert!(!size_allowed(&resolved, &adu(900.0), 900.0), "over the 850 sq ft of a one-bedroom");
        let big = adu(850.04);
        let checks = evaluate(&resolved, &site, &fit, &big, 480.0);
        assert_eq!(
            violations(&resolved, &site, &fit, &checks),
            [
                "Living area: 850.1 sq ft, the rule allows at most 850 sq ft (§66321(b)(2)(A)).",
                "Lot coverage: 28.9%, the rule allows at most 20% (city coverage)."
            ]
        );
        assert!(size_allowed(&resolved, &adu(840.0), 840.0));
    }

    #[test]
    fn a_plan_taller_than_the_limit_breaks_it_and_an_unknown_height_is_not_held() {
        let citrus = Rules { max_height: limit(16.0, "Citrus Heights §106.42.015"), ..Rules::default() };
        let resolved = resolve(&[set("city", AreaLevel::City, "", citrus, Rules::default())], BuildingKind::Adu, "", 0);
        let site = site([0.0; 4]);
        let fit = check(&site, &Footprint { width_ft: 20.0, length_ft: 24.0, angle_deg: 0.0 }.corners(c(30.0, 95.0)));
        let tall = Building { height_ft: Some(24.0), ..adu(480.0) };
        let checks = evaluate(&resolved, &site, &fit, &tall, 480.0);
        assert_eq!(
            violations(&resolved, &site, &fit, &checks),
            ["Height: 24 ft, the rule allows at most 16 ft (Citrus Heights §106.42.015)."]
        );
        assert!(!size_allowed(&resolved, &tall, 480.0), "no placement mends a height");
        let unknown = Building { height_ft: None, ..adu(480.0) };
        assert!(evaluate(&resolved, &site, &fit, &unknown, 480.0).is_empty());
        assert!(size_allowed(&resolved, &unknown, 480.0));
    }

    #[test]
    fn the_separation_rule_replaces_each_structures_own() {
        let city = set("city", AreaLevel::City, "", city_rules(), Rules::default());
        let resolved = resolve(&[city], BuildingKind::Adu, "", 1);
        let mut own = site([0.0; 4]);
        own.structures.push(Structure {
            name: "garage".into(),
            outline: vec![c(0.0, 0.0), c(1.0, 0.0), c(1.0, 1.0)],
            separation_ft: 1.0,
        });
        let own = Site::new(own.lot.clone(), own.structures.clone()).unwrap();
        let applied = apply_to_site(&resolved, &own);
        assert!(applied.structures.iter().all(|s| s.separation_ft == 6.0));
        assert_eq!(applied.lot.setbacks_ft, [20.0, 4.0, 4.0, 4.0]);
    }

    #[test]
    fn units_read_as_a_homeowner_writes_them() {
        assert_eq!(with_unit(4.0, "ft"), "4 ft");
        assert_eq!(with_unit(3.04, "ft"), "3 ft");
        assert_eq!(with_unit(3.96, "ft"), "4 ft");
        assert_eq!(with_unit(3.5, "ft"), "3.5 ft");
        assert_eq!(with_unit(850.0, "sq ft"), "850 sq ft");
        assert_eq!(with_unit(41.26, "%"), "41.3%");
    }
}
