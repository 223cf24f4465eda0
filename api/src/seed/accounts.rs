//! Demo accounts for a fresh install: one admin and one homeowner, both verified. Their
//! credentials are public (printed at startup in demo mode), so never seed them in production
//! (`SEED_DEMO=false`).

use crate::domain::accounts::{passwords, Role};
use crate::domain::time::{new_id, now_millis};
use crate::store::{users::NewUser, Store};

/// (role, name, email, password) of each demo account.
pub const DEMO_ACCOUNTS: [(Role, &str, &str, &str); 2] = [
    (Role::Admin, "Demo Admin", "admin@homeplot.local", "Admin-demo-2025"),
    (Role::User, "Demo Homeowner", "user@homeplot.local", "User-demo-2025"),
];

/// Creates the demo accounts that do not exist yet.
pub async fn seed_demo_accounts(store: &Store) -> anyhow::Result<()> {
    for (role, name, email, password) in DEMO_ACCOUNTS {
        if store.accounts().credentials_by_email(email).await?.is_some() {
            continue;
        }
        let hash = passwords::hash(password.to_owned()).await.map_err(|e| anyhow::anyhow!(e.public_message()))?;
        let id = new_id();
        let user = NewUser {
            id: &id,
            name,
            email,
            password_hash: Some(&hash),
            role,
            is_verified: true,
            created_at: now_millis(),
        };
        store.accounts().insert_user(&user).await?;
    }
    Ok(())
}

/// Prints the demo credentials, so whoever ran `just run` can sign in.
pub fn announce_demo_accounts() {
    for (role, _, email, password) in DEMO_ACCOUNTS {
        tracing::info!(role = role.as_str(), email, password, "demo account (SEED_DEMO=true)");
    }
}
