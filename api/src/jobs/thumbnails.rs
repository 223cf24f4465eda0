//! Makes the list thumbnail of an uploaded image (queued by `domain::media` with the upload).

use std::sync::Arc;

use super::{Job, JobHandler};
use crate::services::Services;

pub struct MakeThumbnail {
    pub services: Arc<Services>,
}

#[async_trait::async_trait]
impl JobHandler for MakeThumbnail {
    async fn run(&self, job: &Job) -> anyhow::Result<()> {
        self.services.media.make_thumbnail(&job.payload).await
    }
}
