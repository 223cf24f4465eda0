//! The account emails: verification and password reset.

use crate::adapters::mail::Email;

/// Links in emails are valid this long; the texts say so.
pub const VERIFY_HOURS: i64 = 24;
pub const RESET_MINUTES: i64 = 30;

pub fn verification(to: &str, name: &str, link: &str) -> Email {
    let text = format!(
        "Hi {name},\n\nWelcome to Homeplot! Please confirm your email address by opening this link:\n\n{link}\n\n\
         The link works for {VERIFY_HOURS} hours. If you did not sign up, you can ignore this email.\n"
    );
    let html = format!(
        "<p>Hi {name},</p><p>Welcome to Homeplot! Please confirm your email address:</p>\
         <p><a href=\"{link}\">Confirm my email</a></p><p>Or paste this link into your browser: {link}</p>\
         <p>The link works for {VERIFY_HOURS} hours. If you did not sign up, you can ignore this email.</p>",
        name = escape(name)
    );
    Email { to: to.to_owned(), subject: "Confirm your email for Homeplot".into(), text, html, link: link.to_owned() }
}

pub fn password_reset(to: &str, name: &str, link: &str) -> Email {
    let text = format!(
        "Hi {name},\n\nSomeone asked to reset the password of your Homeplot account. To choose a new password, open:\n\n{link}\n\n\
         The link works for {RESET_MINUTES} minutes, once. If it was not you, ignore this email: your password stays as it is.\n"
    );
    let html = format!(
        "<p>Hi {name},</p><p>Someone asked to reset the password of your Homeplot account.</p>\
         <p><a href=\"{link}\">Choose a new password</a></p><p>Or paste this link into your browser: {link}</p>\
         <p>The link works for {RESET_MINUTES} minutes, once. If it was not you, ignore this email: your password stays as it is.</p>",
        name = escape(name)
    );
    Email { to: to.to_owned(), subject: "Reset your Homeplot password".into(), text, html, link: link.to_owned() }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_parts_carry_the_link_and_names_are_escaped_in_html() {
        let email = verification("ann@example.com", "<Ann>", "http://app/verify-sign-up/abc");
        assert!(email.text.contains("http://app/verify-sign-up/abc"));
        assert!(email.html.contains("href=\"http://app/verify-sign-up/abc\""));
        assert!(email.html.contains("&lt;Ann&gt;") && !email.html.contains("<Ann>"));
    }
}
