//! Text a form sends: trimmed, and a required field refused in the form's own words.

use crate::error::{AppError, AppResult};

/// `text` without surrounding spaces, or `message` (SPEC.md's words for that field) when
/// nothing is left.
pub fn required(text: &str, message: &str) -> AppResult<String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(AppError::BadInput(message.to_owned()));
    }
    Ok(text.to_owned())
}
