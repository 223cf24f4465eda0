//! Relative construction cost by state (national average = 1.00).
//!
//! Our planning index: residential location factors compiled from public construction-cost
//! tables and rounded to two decimals. It scales on-site work (preconstruction, materials,
//! labor); factory products ship at national prices. It is an approximation for a first
//! estimate, not a quote; revise it as contractors' bids come in.

/// `(postal code, state name, factor)`.
pub const STATES: [(&str, &str, f64); 51] = [
    ("AL", "Alabama", 0.85),
    ("AK", "Alaska", 1.25),
    ("AZ", "Arizona", 0.92),
    ("AR", "Arkansas", 0.84),
    ("CA", "California", 1.25),
    ("CO", "Colorado", 1.03),
    ("CT", "Connecticut", 1.12),
    ("DE", "Delaware", 1.04),
    ("DC", "District of Columbia", 1.10),
    ("FL", "Florida", 0.92),
    ("GA", "Georgia", 0.88),
    ("HI", "Hawaii", 1.30),
    ("ID", "Idaho", 0.92),
    ("IL", "Illinois", 1.12),
    ("IN", "Indiana", 0.93),
    ("IA", "Iowa", 0.94),
    ("KS", "Kansas", 0.90),
    ("KY", "Kentucky", 0.90),
    ("LA", "Louisiana", 0.87),
    ("ME", "Maine", 0.95),
    ("MD", "Maryland", 0.98),
    ("MA", "Massachusetts", 1.18),
    ("MI", "Michigan", 1.00),
    ("MN", "Minnesota", 1.06),
    ("MS", "Mississippi", 0.84),
    ("MO", "Missouri", 0.98),
    ("MT", "Montana", 0.93),
    ("NE", "Nebraska", 0.91),
    ("NV", "Nevada", 1.04),
    ("NH", "New Hampshire", 0.98),
    ("NJ", "New Jersey", 1.15),
    ("NM", "New Mexico", 0.91),
    ("NY", "New York", 1.20),
    ("NC", "North Carolina", 0.86),
    ("ND", "North Dakota", 0.95),
    ("OH", "Ohio", 0.96),
    ("OK", "Oklahoma", 0.86),
    ("OR", "Oregon", 1.03),
    ("PA", "Pennsylvania", 1.02),
    ("RI", "Rhode Island", 1.10),
    ("SC", "South Carolina", 0.86),
    ("SD", "South Dakota", 0.88),
    ("TN", "Tennessee", 0.88),
    ("TX", "Texas", 0.88),
    ("UT", "Utah", 0.91),
    ("VT", "Vermont", 0.95),
    ("VA", "Virginia", 0.93),
    ("WA", "Washington", 1.07),
    ("WV", "West Virginia", 0.93),
    ("WI", "Wisconsin", 1.00),
    ("WY", "Wyoming", 0.91),
];

/// The factor of a state by postal code.
pub fn factor(code: &str) -> Option<f64> {
    STATES.iter().find(|(c, _, _)| c.eq_ignore_ascii_case(code)).map(|(_, _, f)| *f)
}

/// The state an address is in: a two-letter code after a comma ("Austin, TX 78701") or a
/// state's full name. `None` when the address names none.
pub fn state_in_address(address: &str) -> Option<&'static str> {
    for part in address.split(',').rev() {
        let first = part.split_whitespace().next().unwrap_or("");
        if first.len() == 2 {
            if let Some((code, _, _)) = STATES.iter().find(|(c, _, _)| *c == first) {
                return Some(code);
            }
        }
        let part = part.trim().to_lowercase();
        // Longest names first, so "West Virginia" is not read as "Virginia".
        let mut by_length: Vec<&(&str, &str, f64)> = STATES.iter().collect();
        by_length.sort_by_key(|(_, name, _)| std::cmp::Reverse(name.len()));
        if let Some((code, _, _)) = by_length.into_iter().find(|(_, name, _)| part.starts_with(&name.to_lowercase())) {
            return Some(code);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_state_and_dc_has_a_factor_near_the_national_average() {
        assert_eq!(STATES.len(), 51);
        assert!(STATES.iter().all(|(_, _, f)| (0.7..=1.4).contains(f)));
        assert_eq!(factor("ca"), Some(1.25));
        assert_eq!(factor("ZZ"), None);
    }

    #[test]
    fn states_are_read_from_addresses() {
        assert_eq!(state_in_address("1100 Congress Ave, Austin, TX 78701"), Some("TX"));
        assert_eq!(state_in_address("1600 Pennsylvania Ave NW, Washington, DC 20500, USA"), Some("DC"));
        assert_eq!(state_in_address("12 Oak St, Charleston, West Virginia"), Some("WV"));
        assert_eq!(state_in_address("somewhere"), None);
        assert_eq!(state_in_address(""), None);
    }
}
