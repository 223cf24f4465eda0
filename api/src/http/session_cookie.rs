//! The session cookie: HttpOnly (scripts cannot read it), SameSite=Lax (not sent on cross-site
//! posts), Secure behind HTTPS; persistent only with remember-me.

use crate::domain::accounts::{service::REMEMBERED_SESSION_MILLIS, tokens::SESSION_COOKIE};

/// `Set-Cookie` value carrying a session token.
pub fn set(token: &str, persistent: bool, secure: bool) -> String {
    let mut cookie = format!("{SESSION_COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax");
    if persistent {
        cookie.push_str(&format!("; Max-Age={}", REMEMBERED_SESSION_MILLIS / 1000));
    }
    if secure {
        cookie.push_str("; Secure");
    }
    cookie
}

/// Re-sends a remembered session's cookie with a fresh lifetime, unless `response` already sets
/// or clears it (an operation that signed in or out).
pub fn refresh(response: &mut poem::Response, token: &str, secure: bool) {
    if response.headers().contains_key(poem::http::header::SET_COOKIE) {
        return;
    }
    if let Ok(value) = set(token, true, secure).parse() {
        response.headers_mut().append(poem::http::header::SET_COOKIE, value);
    }
}

/// `Set-Cookie` value that removes the session cookie.
pub fn clear(secure: bool) -> String {
    let mut cookie = format!("{SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    if secure {
        cookie.push_str("; Secure");
    }
    cookie
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remember_me_makes_the_cookie_outlive_the_browser() {
        assert_eq!(set("t", false, false), "session=t; Path=/; HttpOnly; SameSite=Lax");
        assert_eq!(set("t", true, true), "session=t; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure");
        assert_eq!(clear(false), "session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    }
}
