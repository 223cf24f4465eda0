//! What an admin may write in a rule set: each refusal names the field, so the form can show it
//! beside the input ("Side setback: …").

use geom_wasm::rules::{BuildingKind, Figure, Limit, Rules, Tier};

use crate::domain::parcels::sources::AreaLevel;
use crate::error::{AppError, AppResult};

/// Longest name, zoning district, citation, link and note, characters.
const MAX_NAME: usize = 120;
const MAX_ZONING: usize = 40;
const MAX_CITATION: usize = 300;
const MAX_URL: usize = 500;
const MAX_NOTE: usize = 1000;
/// Most living-area tiers in one set, and the most bedrooms a tier may start at.
const MAX_TIERS: usize = 8;
const MAX_TIER_BEDROOMS: u32 = 20;

/// A rule set as an admin's form sends it.
#[derive(Debug, Clone)]
pub struct RuleSetInput {
    pub name: String,
    /// A value of the places directories: a state, a county or a city.
    pub area_id: String,
    pub zoning: String,
    /// `adu`, `house` or `shed`.
    pub building: String,
    pub example: bool,
    pub read_on: String,
    pub rules: Rules,
    pub limits_on_local: Rules,
}

/// A rule set fit to store, with its area's level.
#[derive(Debug, Clone)]
pub struct ValidRuleSet {
    pub name: String,
    pub area_id: String,
    pub area_level: AreaLevel,
    pub zoning: String,
    pub building: BuildingKind,
    pub example: bool,
    pub read_on: String,
    pub rules: Rules,
    pub limits_on_local: Rules,
}

impl ValidRuleSet {
    /// The rules and the limits on local rules as the store keeps them.
    pub fn json(&self) -> (String, String) {
        let text = |r: &Rules| serde_json::to_string(r).expect("rules serialise");
        (text(&self.rules), text(&self.limits_on_local))
    }
}

fn refuse<T>(message: String) -> AppResult<T> {
    Err(AppError::BadInput(message))
}

/// `input` checked, for an area of level `level` (`None` when the area is not a state, county
/// or city of the places directories).
pub fn validate(input: RuleSetInput, level: Option<AreaLevel>) -> AppResult<ValidRuleSet> {
    let name = input.name.trim().to_owned();
    if name.is_empty() || name.chars().count() > MAX_NAME {
        return refuse(format!("Name: enter a name of at most {MAX_NAME} characters."));
    }
    let Some(area_level) = level.filter(|l| *l != AreaLevel::None) else {
        return refuse("Area: choose a state, county or city of the places directories.".into());
    };
    let zoning = input.zoning.trim().to_owned();
    if zoning.chars().count() > MAX_ZONING {
        return refuse(format!("Zoning district: at most {MAX_ZONING} characters."));
    }
    let Some(building) = BuildingKind::parse(&input.building) else {
        return refuse("Building: choose detached ADU, house or shed.".into());
    };
    let read_on = input.read_on.trim().to_owned();
    if !read_on.is_empty() && !is_date(&read_on) {
        return refuse("Read on: a date as YYYY-MM-DD.".into());
    }
    check_rules(&input.rules, "")?;
    if input.rules == Rules::default() && input.limits_on_local == Rules::default() {
        return refuse("Rules: set at least one figure.".into());
    }
    if input.limits_on_local != Rules::default() {
        if area_level == AreaLevel::City {
            return refuse("Limits on local rules: only a state or a county may limit what its cities require.".into());
        }
        check_rules(&input.limits_on_local, "Limit on local rules, ")?;
    }
    Ok(ValidRuleSet {
        name,
        area_id: input.area_id,
        area_level,
        zoning,
        building,
        example: input.example,
        read_on,
        rules: input.rules,
        limits_on_local: input.limits_on_local,
    })
}

/// The range a figure's value must lie in, and how to say it.
fn range(figure: Figure) -> (f64, f64, &'static str) {
    match figure {
        Figure::FrontSetback
        | Figure::SideSetback
        | Figure::RearSetback
        | Figure::StreetSideSetback
        | Figure::Separation => (0.0, 500.0, "between 0 and 500 ft"),
        Figure::Footprint | Figure::LivingArea | Figure::CoverageExemption => {
            (1.0, 100_000.0, "between 1 and 100,000 sq ft")
        }
        Figure::Coverage => (0.1, 100.0, "a percent above 0 and at most 100"),
        Figure::Height => (1.0, 500.0, "between 1 and 500 ft"),
    }
}

fn check_rules(rules: &Rules, prefix: &str) -> AppResult<()> {
    for (figure, Limit { value, citation, url, note }) in rules.limits() {
        check_figure(&format!("{prefix}{}", lower_first(prefix, figure.label())), figure, *value, citation, url, note)?;
    }
    if rules.max_living_area.len() > MAX_TIERS {
        return refuse(format!("{prefix}{}: at most {MAX_TIERS} tiers.", lower_first(prefix, "Living area")));
    }
    for (i, Tier { min_bedrooms, value, citation, url, note }) in rules.max_living_area.iter().enumerate() {
        let field = format!("{prefix}{}", lower_first(prefix, &format!("Living area tier {}", i + 1)));
        if *min_bedrooms > MAX_TIER_BEDROOMS {
            return refuse(format!("{field}: a tier starts at 0 to {MAX_TIER_BEDROOMS} bedrooms."));
        }
        if rules.max_living_area[..i].iter().any(|t| t.min_bedrooms == *min_bedrooms) {
            return refuse(format!("{field}: another tier starts at {min_bedrooms} bedrooms."));
        }
        check_figure(&field, Figure::LivingArea, *value, citation, url, note)?;
    }
    Ok(())
}

/// After a prefix, the label continues the sentence in lower case.
fn lower_first(prefix: &str, label: &str) -> String {
    if prefix.is_empty() {
        return label.to_owned();
    }
    let mut chars = label.chars();
    chars.next().map(|c| c.to_lowercase().chain(chars).collect()).unwrap_or_default()
}

fn check_figure(field: &str, figure: Figure, value: f64, citation: &str, url: &str, note: &str) -> AppResult<()> {
    let (min, max, words) = range(figure);
    if !value.is_finite() || value < min || value > max {
        return refuse(format!("{field}: the value must be {words}."));
    }
    let citation = citation.trim();
    if citation.is_empty() || citation.chars().count() > MAX_CITATION {
        return refuse(format!("{field}: give the code section it comes from (at most {MAX_CITATION} characters)."));
    }
    let url = url.trim();
    if !url.is_empty() && (!(url.starts_with("https://") || url.starts_with("http://")) || url.len() > MAX_URL) {
        return refuse(format!("{field}: the link must be an http(s) address of at most {MAX_URL} characters."));
    }
    if note.chars().count() > MAX_NOTE {
        return refuse(format!("{field}: the note must be at most {MAX_NOTE} characters."));
    }
    Ok(())
}

fn is_date(text: &str) -> bool {
    let parts: Vec<&str> = text.split('-').collect();
    matches!(parts.as_slice(), [y, m, d]
        if y.len() == 4 && m.len() == 2 && d.len() == 2
            && [y, m, d].iter().all(|p| p.chars().all(|c| c.is_ascii_digit()))
            && (1..=12).contains(&m.parse::<u32>().unwrap_or(0))
            && (1..=31).contains(&d.parse::<u32>().unwrap_or(0)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use geom_wasm::rules::Setbacks;

    fn limit(value: f64) -> Option<Limit> {
        Some(Limit { value, citation: "Code §1".into(), url: "https://example.org/code".into(), note: String::new() })
    }

    fn input(rules: Rules) -> RuleSetInput {
        RuleSetInput {
            name: "Example".into(),
            area_id: "a".into(),
            zoning: String::new(),
            building: "adu".into(),
            example: true,
            read_on: "2026-11-25".into(),
            rules,
            limits_on_local: Rules::default(),
        }
    }

    fn side(value: f64) -> Rules {
        Rules { setbacks: Setbacks { side: limit(value), ..Setbacks::default() }, ..Rules::default() }
    }

    fn refusal(input: RuleSetInput, level: AreaLevel) -> String {
        match validate(input, Some(level)) {
            Err(AppError::BadInput(message)) => message,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn each_refusal_names_its_field() {
        assert_eq!(
            refusal(input(side(-1.0)), AreaLevel::City),
            "Side setback: the value must be between 0 and 500 ft."
        );
        let mut no_source = side(4.0);
        no_source.setbacks.side.as_mut().unwrap().citation = " ".into();
        assert!(refusal(input(no_source), AreaLevel::City).starts_with("Side setback: give the code section"));
        let coverage = Rules { max_coverage: limit(140.0), ..Rules::default() };
        assert_eq!(
            refusal(input(coverage), AreaLevel::City),
            "Lot coverage: the value must be a percent above 0 and at most 100."
        );
        let mut bad_link = side(4.0);
        bad_link.setbacks.side.as_mut().unwrap().url = "javascript:alert(1)".into();
        assert!(refusal(input(bad_link), AreaLevel::City).starts_with("Side setback: the link must be"));
        assert_eq!(refusal(input(Rules::default()), AreaLevel::City), "Rules: set at least one figure.");
        let tier = |min_bedrooms| Tier {
            min_bedrooms,
            value: 850.0,
            citation: "c".into(),
            url: String::new(),
            note: String::new(),
        };
        let twice = Rules { max_living_area: vec![tier(0), tier(0)], ..Rules::default() };
        assert_eq!(refusal(input(twice), AreaLevel::City), "Living area tier 2: another tier starts at 0 bedrooms.");
        let mut city_limits = input(side(4.0));
        city_limits.limits_on_local = side(4.0);
        assert!(refusal(city_limits.clone(), AreaLevel::City).starts_with("Limits on local rules: only a state"));
        city_limits.limits_on_local = side(900.0);
        assert_eq!(
            refusal(city_limits, AreaLevel::State),
            "Limit on local rules, side setback: the value must be between 0 and 500 ft."
        );
        let mut undated = input(side(4.0));
        undated.read_on = "25/11/2026".into();
        assert_eq!(refusal(undated, AreaLevel::City), "Read on: a date as YYYY-MM-DD.");
        let mut nameless = input(side(4.0));
        nameless.name = "  ".into();
        assert!(refusal(nameless, AreaLevel::City).starts_with("Name:"));
        assert!(validate(input(side(4.0)), None).is_err());
    }

    #[test]
    fn a_good_set_is_trimmed_and_kept() {
        let mut good = input(side(4.0));
        good.zoning = " R-1 ".into();
        let valid = validate(good, Some(AreaLevel::City)).unwrap();
        assert_eq!((valid.zoning.as_str(), valid.building), ("R-1", BuildingKind::Adu));
        assert!(valid.json().0.contains("\"side\""));
    }
}
