//! The email that tells operations about a site-plan order with a saved placement: the
//! placement's site plan PDF is drawn when the email goes out and attached, so the request that
//! placed the order stores only the email and the placement's id.

use std::sync::Arc;

use anyhow::Context;
use geom_wasm::site_plan::{Orientation, Paper, Sheet};
use serde::{Deserialize, Serialize};

use super::{Job, JobHandler};
use crate::adapters::mail::{Attachment, Email, Mailer};
use crate::domain::site_plans::Format;
use crate::error::AppError;
use crate::services::Services;
use crate::store::jobs::NewJob;

pub const KIND: &str = "site_plan_email";
/// As an email's: retried for about four hours.
const MAX_ATTEMPTS: i32 = 25;

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Payload {
    email: Email,
    map_result_id: String,
}

/// The job that sends `email` with the site plan of saved placement `map_result_id`.
pub fn job(email: &Email, map_result_id: &str) -> NewJob {
    let payload = Payload { email: email.clone(), map_result_id: map_result_id.to_owned() };
    NewJob::now(KIND, serde_json::to_value(payload).expect("a payload serialises"), MAX_ATTEMPTS)
}

pub struct SendWithSitePlan {
    pub services: Arc<Services>,
    pub mailer: Arc<Mailer>,
}

#[async_trait::async_trait]
impl JobHandler for SendWithSitePlan {
    async fn run(&self, job: &Job) -> anyhow::Result<()> {
        let Payload { mut email, map_result_id } =
            serde_json::from_value(job.payload.clone()).context("reading the queued email")?;
        let sheet = Sheet { paper: Paper::Letter, orientation: Orientation::Landscape };
        let drawn = match self.services.map_results.stored(&map_result_id).await? {
            Some(result) => self.services.site_plans.file_of_result(&result, sheet, Format::Pdf).await,
            None => Err(AppError::NotFound("the saved placement was deleted".into())),
        };
        let attachments = match drawn {
            Ok(file) => {
                vec![Attachment { filename: file.filename, content_type: "application/pdf", bytes: file.bytes }]
            }
            // A fault of ours is retried; a placement that cannot be drawn (deleted, its plan gone)
            // never will be, so the email goes without it and says why.
            Err(AppError::Internal(err)) => return Err(err),
            Err(refusal) => {
                let note = format!("The site plan could not be attached: {refusal}");
                email.text.push_str(&format!("\n{note}\n"));
                email.html.push_str(&format!("<p>{}</p>", note.replace('&', "&amp;").replace('<', "&lt;")));
                Vec::new()
            }
        };
        self.mailer.send_with(email, attachments).await
    }
}
