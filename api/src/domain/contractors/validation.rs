//! The contractor rules of SPEC.md §5, with its messages word for word. The web form checks the
//! same rules; the server never trusts that it did.

use super::ContractorInput;
use crate::domain::accounts::validation::looks_like_email;
use crate::domain::specifications;
use crate::domain::text::required;
use crate::error::{AppError, AppResult};

/// Photos a contractor may show (SPEC.md §9).
pub const MAX_PHOTOS: usize = 10;
/// Longest name, CEO, phone, email or website.
const MAX_SHORT_TEXT: usize = 200;
/// Longest "about" text.
const MAX_ABOUT: usize = 5000;
/// Most recommendations, and the longest one.
const MAX_RECOMMENDATIONS: usize = 50;
const MAX_RECOMMENDATION: usize = 100;
/// Longest image url.
const MAX_URL: usize = 2048;

/// `input` trimmed and checked, or the first rule it breaks.
pub fn contractor(input: ContractorInput) -> AppResult<ContractorInput> {
    let bad = |message: &str| Err(AppError::BadInput(message.to_owned()));
    let name = required(&input.name, "Please enter company name")?;
    let email = input.email.trim().to_lowercase();
    if email.is_empty() {
        return bad("Please enter email");
    }
    if !looks_like_email(&email) {
        return bad("Please enter a valid email");
    }
    let phone = input.phone.trim().to_owned();
    if !phone.is_empty() && !is_us_phone(&phone) {
        return bad("Please enter a valid US phone number");
    }
    let web_site = input.web_site.trim().to_owned();
    if !web_site.is_empty() && !is_web_url(&web_site) {
        return bad("Please enter a valid URL");
    }
    let ceo = input.ceo.trim().to_owned();
    if [&name, &ceo].iter().any(|text| text.chars().count() > MAX_SHORT_TEXT) {
        return bad("Names may be at most 200 characters.");
    }
    let about = input.about.trim().to_owned();
    if about.chars().count() > MAX_ABOUT {
        return bad("About may be at most 5000 characters.");
    }
    let logo = input.logo.trim().to_owned();
    if !logo.is_empty() && !is_image_url(&logo) {
        return bad("The logo must be an uploaded image.");
    }
    let photos: Vec<String> = input.photos.iter().map(|p| p.trim().to_owned()).filter(|p| !p.is_empty()).collect();
    if photos.len() > MAX_PHOTOS {
        return bad("A contractor may have at most 10 photos.");
    }
    if !photos.iter().all(|photo| is_image_url(photo)) {
        return bad("Photos must be uploaded images.");
    }
    let mut recommended_by: Vec<String> = Vec::new();
    for tag in input.recommended_by.iter().map(|t| t.trim()).filter(|t| !t.is_empty()) {
        if !recommended_by.iter().any(|known| known.eq_ignore_ascii_case(tag)) {
            recommended_by.push(tag.to_owned());
        }
    }
    if recommended_by.len() > MAX_RECOMMENDATIONS
        || recommended_by.iter().any(|tag| tag.chars().count() > MAX_RECOMMENDATION)
    {
        return bad("Recommended by may list at most 50 names of up to 100 characters.");
    }
    let specifications = specifications::checked(input.specifications)?;
    Ok(ContractorInput { name, ceo, phone, email, web_site, about, logo, photos, recommended_by, specifications })
}

/// `(555) 555-5555`, the format the form's mask writes.
fn is_us_phone(phone: &str) -> bool {
    let bytes = phone.as_bytes();
    let digits = |range: std::ops::Range<usize>| bytes[range].iter().all(u8::is_ascii_digit);
    bytes.len() == 14
        && bytes[0] == b'('
        && digits(1..4)
        && &bytes[4..6] == b") "
        && digits(6..9)
        && bytes[9] == b'-'
        && digits(10..14)
}

/// An absolute `http` or `https` url with a dotted host.
fn is_web_url(url: &str) -> bool {
    url.len() <= MAX_URL
        && url::Url::parse(url).is_ok_and(|parsed| {
            matches!(parsed.scheme(), "http" | "https") && parsed.host_str().is_some_and(|host| host.contains('.'))
        })
}

/// One of our media urls, or an image on the web.
fn is_image_url(url: &str) -> bool {
    (url.starts_with("/media/") && url.len() <= MAX_URL && !url.contains("..")) || is_web_url(url)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn valid() -> ContractorInput {
        ContractorInput {
            name: " Cedar & Sons ".into(),
            email: " Office@Cedar.example ".into(),
            phone: "(512) 555-0142".into(),
            web_site: "https://cedar.example".into(),
            logo: "/media/contractors/0193/compressed.webp".into(),
            recommended_by: vec!["Austin ADU Co-op".into(), " ".into(), "austin adu co-op".into()],
            ..ContractorInput::default()
        }
    }

    fn message(input: ContractorInput) -> String {
        contractor(input).unwrap_err().to_string()
    }

    #[test]
    fn a_valid_contractor_is_trimmed() {
        let checked = contractor(valid()).unwrap();
        assert_eq!(checked.name, "Cedar & Sons");
        assert_eq!(checked.email, "office@cedar.example");
        assert_eq!(checked.recommended_by, vec!["Austin ADU Co-op"], "blank and repeated tags are dropped");
        assert_eq!(checked.specifications, serde_json::json!({}));
    }

    #[test]
    fn each_rule_has_the_spec_message() {
        assert_eq!(message(ContractorInput { name: "  ".into(), ..valid() }), "Please enter company name");
        assert_eq!(message(ContractorInput { email: "".into(), ..valid() }), "Please enter email");
        assert_eq!(message(ContractorInput { email: "office@".into(), ..valid() }), "Please enter a valid email");
        for phone in ["512-555-0142", "(512) 555-014", "(512)555-0142", "(5l2) 555-0142"] {
            assert_eq!(
                message(ContractorInput { phone: phone.into(), ..valid() }),
                "Please enter a valid US phone number",
                "{phone}"
            );
        }
        for site in ["cedar.example", "ftp://cedar.example", "https://localhost", "javascript:alert(1)"] {
            assert_eq!(
                message(ContractorInput { web_site: site.into(), ..valid() }),
                "Please enter a valid URL",
                "{site}"
            );
        }
        let photos = vec!["/media/a/b/compressed.webp".to_owned(); 11];
        assert_eq!(message(ContractorInput { photos, ..valid() }), "A contractor may have at most 10 photos.");
        assert_eq!(
            message(ContractorInput { logo: "javascript:alert(1)".into(), ..valid() }),
            "The logo must be an uploaded image."
        );
    }

    #[test]
    fn optional_fields_may_be_empty() {
        let checked =
            contractor(ContractorInput { phone: "".into(), web_site: " ".into(), logo: "".into(), ..valid() });
        assert!(checked.is_ok());
    }
}
