//! Password hashing: argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane), run on the
//! blocking pool so a login never stalls the async runtime for the ~50 ms a hash takes.

use argon2::{
    password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString},
    Algorithm, Argon2, Params, Version,
};
use rand::rngs::OsRng;

use crate::error::{AppError, AppResult};

fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("valid argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// The PHC string of `password` (algorithm, parameters and salt included).
pub async fn hash(password: String) -> AppResult<String> {
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        argon2().hash_password(password.as_bytes(), &salt).map(|h| h.to_string())
    })
    .await
    .map_err(|e| AppError::Internal(e.into()))?
    .map_err(|e| AppError::Internal(anyhow::anyhow!("hashing password: {e}")))
}

/// Whether `password` matches `stored`. With no stored hash (unknown email, Google-only
/// account) a dummy hash is checked all the same, so the answer takes as long either way and
/// does not reveal which emails have accounts.
pub async fn verify(password: String, stored: Option<String>) -> AppResult<bool> {
    tokio::task::spawn_blocking(move || {
        let known = stored.is_some();
        let stored = stored.unwrap_or_else(|| DUMMY_HASH.to_owned());
        let parsed = PasswordHash::new(&stored).map_err(|e| anyhow::anyhow!("stored hash is malformed: {e}"))?;
        // Evaluated before `known`: `known && verify(…)` would skip the hash for unknown emails.
        let matches = argon2().verify_password(password.as_bytes(), &parsed).is_ok();
        Ok(known && matches)
    })
    .await
    .map_err(|e| AppError::Internal(e.into()))?
    .map_err(AppError::Internal)
}

/// An argon2id hash of a random password nobody knows, with the parameters above.
const DUMMY_HASH: &str =
    "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Lm4yTb7QsoPn0nqFGhtlP1ZqJzdsoxt5b5RTqRwi6Y4";

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_password_verifies_against_its_own_hash_only() {
        let stored = hash("Correct-horse-1".into()).await.unwrap();
        assert!(stored.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(verify("Correct-horse-1".into(), Some(stored.clone())).await.unwrap());
        assert!(!verify("correct-horse-1".into(), Some(stored)).await.unwrap());
    }

    #[tokio::test]
    async fn a_missing_hash_never_verifies() {
        assert!(!verify("anything".into(), None).await.unwrap());
    }

    /// The unknown-account path costs what a real check costs only while the dummy hash has the
    /// same algorithm, version, parameters and output length as the hashes we store. Timing it is
    /// the hardening bench's job (`just bench` prints both medians); a timed assertion here would
    /// fail whenever the machine is busy with other suites.
    #[tokio::test]
    async fn the_dummy_hash_costs_what_a_stored_one_costs() {
        let stored = hash("Correct-horse-1".into()).await.unwrap();
        let (stored, dummy) = (PasswordHash::new(&stored).unwrap(), PasswordHash::new(DUMMY_HASH).unwrap());
        assert_eq!(dummy.algorithm, stored.algorithm);
        assert_eq!(dummy.version, stored.version);
        assert_eq!(dummy.params, stored.params);
        assert_eq!(dummy.hash.map(|h| h.len()), stored.hash.map(|h| h.len()));
    }
}
