//! Runs the look-ups behind emailed links asked for by address (see `domain::accounts::links`).

use std::sync::Arc;

use anyhow::Context;

use super::{Job, JobHandler};
use crate::domain::accounts::links::LinkRequest;
use crate::services::Services;

/// Sends a confirmation or reset link when the address has an account.
pub struct SendLink {
    pub services: Arc<Services>,
}

#[async_trait::async_trait]
impl JobHandler for SendLink {
    async fn run(&self, job: &Job) -> anyhow::Result<()> {
        let request: LinkRequest = serde_json::from_value(job.payload.clone()).context("reading the link request")?;
        self.services
            .accounts
            .send_link_to(&request.email, request.purpose)
            .await
            .map_err(|err| anyhow::anyhow!(err.public_message()))
    }
}
