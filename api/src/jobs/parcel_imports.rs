//! Runs an uploaded county file's import (queued by `domain::parcels` with the upload, or when
//! an admin resumes it). A run interrupted by a restart is claimed again once its lease lapses
//! and resumes after the last batch it stored.

use std::sync::Arc;

use super::{Job, JobHandler};
use crate::services::Services;

pub struct RunImport {
    pub services: Arc<Services>,
}

#[async_trait::async_trait]
impl JobHandler for RunImport {
    async fn run(&self, job: &Job) -> anyhow::Result<()> {
        self.services.parcels.run_import_job(&job.payload).await
    }
}
