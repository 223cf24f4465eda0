//! The directory rules of SPEC.md §5, with its messages word for word.

use super::{DirectoryInput, ValueInput};
use crate::domain::text::required;
use crate::error::{AppError, AppResult};

/// Most values a directory form may send at once; the seeded places directories are larger
/// and are browsed page by page instead.
pub const MAX_VALUES: usize = 5000;
const MAX_NAME: usize = 200;
const MAX_SLUG: usize = 100;
const MAX_DESCRIPTION: usize = 1000;

/// `input` trimmed and checked, or the first rule it breaks.
pub fn directory(input: DirectoryInput) -> AppResult<DirectoryInput> {
    let bad = |message: &str| Err(AppError::BadInput(message.to_owned()));
    let name = required(&input.name, "Please input directory name.")?;
    let slug = required(&input.slug, "Please input directory slug.")?;
    if slug.len() > MAX_SLUG || !slug.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-') {
        return bad("The slug may use lower-case letters, digits and '-' (at most 100).");
    }
    if name.chars().count() > MAX_NAME {
        return bad("The directory name may be at most 200 characters.");
    }
    let values = match input.values {
        None => None,
        Some(values) if values.len() > MAX_VALUES => {
            return bad("A directory form may send at most 5000 values.");
        }
        Some(values) => Some(values.into_iter().map(value).collect::<AppResult<Vec<_>>>()?),
    };
    Ok(DirectoryInput { name, slug, values })
}

fn value(input: ValueInput) -> AppResult<ValueInput> {
    let name = input.name.trim().to_owned();
    if name.is_empty() {
        return Err(AppError::BadInput("Please input value name.".to_owned()));
    }
    let description = input.description.trim().to_owned();
    if name.chars().count() > MAX_NAME || description.chars().count() > MAX_DESCRIPTION {
        return Err(AppError::BadInput(
            "A value's name may be at most 200 characters and its description 1000.".to_owned(),
        ));
    }
    let blank_to_none = |id: Option<String>| id.map(|id| id.trim().to_owned()).filter(|id| !id.is_empty());
    Ok(ValueInput { id: blank_to_none(input.id), name, description, parent_id: blank_to_none(input.parent_id) })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(input: DirectoryInput) -> String {
        directory(input).unwrap_err().to_string()
    }

    #[test]
    fn the_spec_messages() {
        let named = |name: &str, slug: &str| DirectoryInput { name: name.into(), slug: slug.into(), values: None };
        assert_eq!(message(named(" ", "x")), "Please input directory name.");
        assert_eq!(message(named("Zones", " ")), "Please input directory slug.");
        assert_eq!(
            message(named("Zones", "Zones 1")),
            "The slug may use lower-case letters, digits and '-' (at most 100)."
        );
        let blank_value = DirectoryInput {
            values: Some(vec![ValueInput { name: " ".into(), ..ValueInput::default() }]),
            ..named("Zones", "zones")
        };
        assert_eq!(message(blank_value), "Please input value name.");
    }

    #[test]
    fn values_are_trimmed_and_blank_ids_are_new() {
        let checked = directory(DirectoryInput {
            name: " Zones ".into(),
            slug: "zones".into(),
            values: Some(vec![ValueInput { id: Some(" ".into()), name: " R1 ".into(), ..ValueInput::default() }]),
        })
        .unwrap();
        assert_eq!(checked.name, "Zones");
        let value = &checked.values.unwrap()[0];
        assert_eq!((value.id.clone(), value.name.as_str()), (None, "R1"));
    }
}
