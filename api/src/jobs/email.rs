//! Emails go out through the queue: a request that sends one only stores it, so a slow or down
//! SMTP server never delays or fails the request, and the email is retried until it is sent.

use std::sync::Arc;

use anyhow::Context;

use super::{Job, JobHandler};
use crate::adapters::mail::{Email, Mailer};
use crate::store::jobs::NewJob;

/// The job kind of an email.
pub const KIND: &str = "email";
/// With retries doubling up to 15 minutes apart, 25 attempts keep trying for about four hours.
const MAX_ATTEMPTS: i32 = 25;

/// The job that sends `email`.
pub fn job(email: &Email) -> NewJob {
    NewJob::now(KIND, serde_json::to_value(email).expect("an email serialises"), MAX_ATTEMPTS)
}

/// Sends queued emails with the configured transport.
pub struct SendEmail {
    pub mailer: Arc<Mailer>,
}

#[async_trait::async_trait]
impl JobHandler for SendEmail {
    async fn run(&self, job: &Job) -> anyhow::Result<()> {
        let email: Email = serde_json::from_value(job.payload.clone()).context("reading the queued email")?;
        self.mailer.send(email).await
    }
}
