//! Outgoing email: SMTP when configured, otherwise an outbox directory, so a fresh install can
//! sign users up end to end (the link is also logged).

use std::path::PathBuf;

use anyhow::Context;
use lettre::{
    message::{header::ContentType, Attachment as MailAttachment, Mailbox, MultiPart, SinglePart},
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
};

use crate::config::MailConfig;

/// One email, with a plain-text and an HTML body.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Email {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// The action link, logged when the email goes to the outbox.
    pub link: String,
}

/// A file sent with an email.
#[derive(Debug, Clone)]
pub struct Attachment {
    pub filename: String,
    pub content_type: &'static str,
    pub bytes: Vec<u8>,
}

enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Outbox(PathBuf),
}

/// Sends emails through the configured transport.
pub struct Mailer {
    from: Mailbox,
    transport: Transport,
}

impl Mailer {
    pub fn from_config(config: &MailConfig) -> anyhow::Result<Mailer> {
        let from =
            config.mail_from.parse().with_context(|| format!("MAIL_FROM is not a mailbox: {}", config.mail_from))?;
        let transport = match &config.smtp_url {
            Some(url) => Transport::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .context("SMTP_URL is not a valid smtp:// or smtps:// url")?
                    .timeout(Some(std::time::Duration::from_secs(15)))
                    .build(),
            ),
            None => Transport::Outbox(config.outbox_dir.clone()),
        };
        Ok(Mailer { from, transport })
    }

    /// Sends `email`; an unreachable server is an error for the caller to report.
    pub async fn send(&self, email: Email) -> anyhow::Result<()> {
        self.send_with(email, Vec::new()).await
    }

    /// Sends `email` with `attachments` after its text.
    pub async fn send_with(&self, email: Email, attachments: Vec<Attachment>) -> anyhow::Result<()> {
        let to: Mailbox = email.to.parse().with_context(|| format!("not a mailbox: {}", email.to))?;
        let body = MultiPart::alternative()
            .singlepart(SinglePart::builder().header(ContentType::TEXT_PLAIN).body(email.text.clone()))
            .singlepart(SinglePart::builder().header(ContentType::TEXT_HTML).body(email.html.clone()));
        let body = if attachments.is_empty() {
            body
        } else {
            let mut mixed = MultiPart::mixed().multipart(body);
            for file in attachments {
                let content_type = ContentType::parse(file.content_type).context("an attachment's content type")?;
                mixed = mixed.singlepart(MailAttachment::new(file.filename).body(file.bytes, content_type));
            }
            mixed
        };
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(&email.subject)
            .multipart(body)
            .context("building the email")?;
        match &self.transport {
            Transport::Smtp(smtp) => {
                smtp.send(message).await.context("sending the email over SMTP")?;
            }
            Transport::Outbox(dir) => {
                tokio::fs::create_dir_all(dir).await.with_context(|| format!("creating {}", dir.display()))?;
                let file = dir.join(format!("{}.eml", uuid::Uuid::now_v7()));
                tokio::fs::write(&file, message.formatted())
                    .await
                    .with_context(|| format!("writing {}", file.display()))?;
                tracing::info!(to = %email.to, subject = %email.subject, link = %email.link, file = %file.display(), "email written to the outbox");
            }
        }
        Ok(())
    }
}
