//! How a site plan writes its numbers: lengths in feet and inches to the nearest sixteenth of an
//! inch, bearings as surveyors write them (N 45°00'00" E), areas with thousands separators.

use geo_types::Coord;

/// Sixteenths of an inch in a foot.
const SIXTEENTHS_PER_FOOT: f64 = 192.0;

/// `feet` as feet and inches to the nearest sixteenth: `12'-3 5/16"`, `4'-0"`.
pub fn feet_inches(feet: f64) -> String {
    let total = (feet.max(0.0) * SIXTEENTHS_PER_FOOT).round() as u64;
    let (whole_feet, rest) = (total / 192, total % 192);
    let (inches, sixteenths) = (rest / 16, rest % 16);
    if sixteenths == 0 {
        return format!("{whole_feet}'-{inches}\"");
    }
    let mut fraction = (sixteenths, 16);
    while fraction.0 % 2 == 0 {
        fraction = (fraction.0 / 2, fraction.1 / 2);
    }
    format!("{whole_feet}'-{inches} {}/{}\"", fraction.0, fraction.1)
}

/// The length a [`feet_inches`] text says, in feet (for the tests that read the drawing back).
pub fn parse_feet_inches(text: &str) -> Option<f64> {
    let (feet, inches) = text.split_once("'-")?;
    let inches = inches.strip_suffix('"')?;
    let (whole, fraction) = match inches.split_once(' ') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (inches, None),
    };
    let mut total = feet.parse::<f64>().ok()? * 12.0 + whole.parse::<f64>().ok()?;
    if let Some(fraction) = fraction {
        let (n, d) = fraction.split_once('/')?;
        total += n.parse::<f64>().ok()? / d.parse::<f64>().ok()?;
    }
    Some(total / 12.0)
}

/// The bearing of the line from `a` to `b` (local feet, y north) as a quadrant bearing to the
/// second: `N 12°30'05" E`. A line due east reads `N 90°00'00" E`.
pub fn bearing(a: Coord<f64>, b: Coord<f64>) -> String {
    let azimuth = (b.x - a.x).atan2(b.y - a.y).to_degrees().rem_euclid(360.0);
    let (from, angle, to) = match azimuth {
        z if z <= 90.0 => ('N', z, 'E'),
        z if z <= 180.0 => ('S', 180.0 - z, 'E'),
        z if z <= 270.0 => ('S', z - 180.0, 'W'),
        z => ('N', 360.0 - z, 'W'),
    };
    let seconds = (angle * 3600.0).round() as u64;
    format!("{from} {}°{:02}'{:02}\" {to}", seconds / 3600, seconds / 60 % 60, seconds % 60)
}

/// A whole number with thousands separators: `12,345`.
pub fn thousands(value: f64) -> String {
    let digits = format!("{:.0}", value.round().abs());
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    if value.round() < 0.0 {
        out.insert(0, '-');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_sites::c;

    #[test]
    fn lengths_read_in_feet_and_inches_to_a_sixteenth() {
        assert_eq!(feet_inches(4.0), "4'-0\"");
        assert_eq!(feet_inches(12.0 + 3.3125 / 12.0), "12'-3 5/16\"");
        assert_eq!(feet_inches(0.5), "0'-6\"");
        assert_eq!(feet_inches(9.999), "10'-0\"");
        assert_eq!(feet_inches(1.0 + 0.5 / 12.0), "1'-0 1/2\"");
        for feet in [0.0, 3.7, 12.021, 99.99, 250.3333] {
            let back = parse_feet_inches(&feet_inches(feet)).unwrap();
            assert!((back - feet).abs() <= 1.0 / 32.0 / 12.0 + 1e-12, "{feet} → {back}");
        }
    }

    #[test]
    fn bearings_read_by_quadrant() {
        assert_eq!(bearing(c(0.0, 0.0), c(0.0, 10.0)), "N 0°00'00\" E");
        assert_eq!(bearing(c(0.0, 0.0), c(10.0, 10.0)), "N 45°00'00\" E");
        assert_eq!(bearing(c(0.0, 0.0), c(10.0, -10.0)), "S 45°00'00\" E");
        assert_eq!(bearing(c(0.0, 0.0), c(-10.0, -10.0 * 3f64.sqrt())), "S 30°00'00\" W");
        assert_eq!(bearing(c(0.0, 0.0), c(-1.0, 1.0)), "N 45°00'00\" W");
        assert_eq!(bearing(c(0.0, 0.0), c(1.0, (12.5f64).to_radians().tan().recip())), "N 12°30'00\" E");
    }

    #[test]
    fn areas_have_thousands_separators() {
        assert_eq!(thousands(9600.4), "9,600");
        assert_eq!(thousands(864.0), "864");
        assert_eq!(thousands(1234567.0), "1,234,567");
    }
}
