//! Emailed links (confirmation, password reset) asked for by address. The request only queues
//! the look-up; the job worker checks whether the address has an account and sends the link.

use serde::{Deserialize, Serialize};

use crate::store::jobs::NewJob;

/// The job kind of a link asked for by address.
pub const KIND: &str = "account-link";
/// The look-up only reads the database; a few retries cover a restart.
const MAX_ATTEMPTS: i32 = 5;

/// Which link an address asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LinkPurpose {
    /// A new confirmation link ('Resend confirmation email').
    Verify,
    /// A password-reset link ('Forgot password').
    Reset,
}

/// What a link job carries.
#[derive(Serialize, Deserialize)]
pub struct LinkRequest {
    pub email: String,
    pub purpose: LinkPurpose,
}

/// The job that sends `email` the link of `purpose`, if it has an account.
pub fn job(email: &str, purpose: LinkPurpose) -> NewJob {
    let payload =
        serde_json::to_value(LinkRequest { email: email.to_owned(), purpose }).expect("a link request serialises");
    NewJob::now(KIND, payload, MAX_ATTEMPTS)
}
