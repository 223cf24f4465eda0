//! Session tokens: what the cookie carries and how it is stored.

use sha2::{Digest, Sha256};

/// Name of the session cookie.
pub const SESSION_COOKIE: &str = "session";

/// The stored form of a session token: its SHA-256, hex. A leaked database row cannot be
/// replayed as a cookie, and a 256-bit random token needs no slow hash.
pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_stored_hash_is_not_the_token() {
        let hash = super::token_hash("abc");
        assert_eq!(
            hash,
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
