//! The sign-up, login and reset rules of SPEC.md §5, with its messages word for word. The web
//! app checks the same rules; the server never trusts that it did.

use crate::error::{AppError, AppResult};

/// Shortest password accepted.
pub const MIN_PASSWORD_LENGTH: usize = 8;

/// A trimmed, lower-cased email address, or the spec's message for a missing or invalid one.
pub fn email(raw: &str) -> AppResult<String> {
    let email = raw.trim().to_lowercase();
    if email.is_empty() {
        return Err(AppError::BadInput("Please enter your email".into()));
    }
    if !looks_like_email(&email) {
        return Err(AppError::BadInput("Please enter a valid email".into()));
    }
    Ok(email)
}

/// Longest address SMTP carries (RFC 5321: 254 characters, 64 before the `@`).
const MAX_EMAIL_LENGTH: usize = 254;
const MAX_LOCAL_PART_LENGTH: usize = 64;

/// One `@`, something before it, a dotted domain after it, no spaces (what the web form checks,
/// as browsers do for `type=email`), and an address the mailer can send to: the same parser
/// decides, so an account is never created for an address no email can reach.
pub(crate) fn looks_like_email(email: &str) -> bool {
    let Some((local, domain)) = email.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && email.len() <= MAX_EMAIL_LENGTH
        && local.len() <= MAX_LOCAL_PART_LENGTH
        && !domain.contains('@')
        && !email.chars().any(char::is_whitespace)
        && domain.split('.').count() >= 2
        && domain.split('.').all(|label| !label.is_empty())
        && email.parse::<lettre::Address>().is_ok()
}

/// A trimmed, non-empty display name.
pub fn name(raw: &str) -> AppResult<String> {
    let name = raw.trim();
    if name.is_empty() {
        return Err(AppError::BadInput("Please enter your name".into()));
    }
    if name.chars().count() > 100 {
        return Err(AppError::BadInput("Name must be at most 100 characters".into()));
    }
    Ok(name.to_owned())
}

/// A password for sign-up or reset: the spec's four rules, first failure first.
pub fn new_password(password: &str) -> AppResult<()> {
    let message = if password.is_empty() {
        "Please enter your password"
    } else if password.chars().count() < MIN_PASSWORD_LENGTH {
        "Password must be at least 8 characters"
    } else if !password.chars().any(|c| c.is_ascii_digit()) {
        "Password must contain at least one number"
    } else if !password.chars().any(char::is_lowercase) {
        "Password must contain at least one lowercase letter"
    } else if !password.chars().any(char::is_uppercase) {
        "Password must contain at least one uppercase letter"
    } else if password.len() > 1024 {
        // Hashing cost grows with length; no real password is this long.
        "Password must be at most 1024 characters"
    } else {
        return Ok(());
    };
    Err(AppError::BadInput(message.into()))
}

/// A login password: only required.
pub fn login_password(password: &str) -> AppResult<()> {
    if password.is_empty() {
        return Err(AppError::BadInput("Please enter your password".into()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message<T: std::fmt::Debug>(result: AppResult<T>) -> String {
        result.unwrap_err().to_string()
    }

    #[test]
    fn emails_are_required_valid_and_normalised() {
        assert_eq!(message(email("  ")), "Please enter your email");
        for bad in ["ann", "ann@", "@example.com", "ann@example", "ann @example.com", "ann@example..com"] {
            assert_eq!(message(email(bad)), "Please enter a valid email", "{bad}");
        }
        assert_eq!(email(" Ann@Example.COM ").unwrap(), "ann@example.com");
    }

    #[test]
    fn addresses_the_mailer_cannot_send_to_are_invalid() {
        let long_local = format!("{}@example.com", "a".repeat(65));
        let huge = format!("{}@example.com", "b".repeat(10_000));
        for bad in ["a<b@example.com", "a,b@example.com", "a\"b@example.com", "a..b@example.com", ".a@example.com"] {
            assert_eq!(message(email(bad)), "Please enter a valid email", "{bad}");
        }
        assert_eq!(message(email(&long_local)), "Please enter a valid email");
        assert_eq!(message(email(&huge)), "Please enter a valid email");
        assert!(email(&format!("{}@example.com", "a".repeat(64))).is_ok());
        assert!(email("ann.lee+homes@mail.example.co.uk").is_ok());
    }

    #[test]
    fn password_rules_report_the_first_broken_rule() {
        assert_eq!(message(new_password("")), "Please enter your password");
        assert_eq!(message(new_password("Ab1")), "Password must be at least 8 characters");
        assert_eq!(message(new_password("Abcdefgh")), "Password must contain at least one number");
        assert_eq!(message(new_password("ABCDEFG1")), "Password must contain at least one lowercase letter");
        assert_eq!(message(new_password("abcdefg1")), "Password must contain at least one uppercase letter");
        assert!(new_password("Abcdefg1").is_ok());
    }

    #[test]
    fn names_are_required() {
        assert_eq!(message(name(" ")), "Please enter your name");
        assert_eq!(name(" Ann Lee ").unwrap(), "Ann Lee");
    }
}
