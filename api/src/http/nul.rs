//! GraphQL text with a NUL character is refused before it runs: PostgreSQL cannot store a NUL
//! (the request would fail as an internal error) and SQLite would silently cut the string there,
//! so either engine would lose part of what the user sent. (REST inputs say so in the OpenAPI
//! document: each string field's pattern excludes NUL, and poem-openapi enforces it.)

/// What a caller is told.
pub const MESSAGE: &str = "Text must not contain NUL characters.";

/// Whether a JSON document (raw bytes) carries a NUL character in any string: JSON writes it as
/// the escape `\u0000` (any hex case); a raw NUL byte is not valid JSON text either.
pub fn json_has_nul(json: &[u8]) -> bool {
    json.contains(&0) || json.windows(6).any(|w| w[0] == b'\\' && w[1] == b'u' && w[2..].iter().all(|&b| b == b'0'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nul_escapes_are_found_in_any_case_and_others_are_not() {
        assert!(json_has_nul(br#"{"name":"Ann\u0000Lee"}"#));
        assert!(json_has_nul(br#"{"q":"mutation { signUp(name: \"a\\u0000b\") }"}"#));
        assert!(!json_has_nul(br#"{"name":"Ann\u00e9 Lee","n":"\u0001"}"#));
    }
}
