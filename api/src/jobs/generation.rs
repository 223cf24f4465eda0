//! Runs the Creative Studio's generation tasks and the exterior dialog's generations (queued by
//! `domain::generation`).

use std::sync::Arc;

use super::{Job, JobHandler};
use crate::services::Services;

pub struct RunTask {
    pub services: Arc<Services>,
}

#[async_trait::async_trait]
impl JobHandler for RunTask {
    async fn run(&self, job: &Job) -> anyhow::Result<()> {
        self.services.generation.run(&self.services.media, job).await
    }
}

pub struct RunExterior {
    pub services: Arc<Services>,
}

#[async_trait::async_trait]
impl JobHandler for RunExterior {
    async fn run(&self, job: &Job) -> anyhow::Result<()> {
        self.services.generation.run_exterior(&self.services.media, job).await
    }
}
