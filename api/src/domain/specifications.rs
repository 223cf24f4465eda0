//! Free-form specifications (a contractor's, a plan's, a template's): a JSON document an admin
//! writes, bounded so that one record cannot carry megabytes.

use crate::error::{AppError, AppResult};

/// Largest specifications document, serialised.
pub const MAX_BYTES: usize = 64 * 1024;

/// `value` as stored: `{}` for none, refused past [`MAX_BYTES`].
pub fn checked(value: serde_json::Value) -> AppResult<serde_json::Value> {
    let value = match value {
        serde_json::Value::Null => serde_json::json!({}),
        other => other,
    };
    if serde_json::to_string(&value).map_or(true, |json| json.len() > MAX_BYTES) {
        return Err(AppError::BadInput("Specifications may be at most 64 kB.".to_owned()));
    }
    Ok(value)
}
