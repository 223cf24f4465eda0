//! Client of a model-hosting service speaking Replicate's predictions protocol
//! (<https://replicate.com/docs/reference/http>): a prediction is created for a model with its
//! input, polled until it succeeds or fails, and its output urls are downloaded.
//!
//! - `POST {base}/models/{owner}/{name}/predictions` `{"input": {…}}` for a model's latest
//!   version, or `POST {base}/predictions` `{"version": "…", "input": {…}}` for a pinned one
//!   (`owner/name:version`);
//! - `GET {base}/predictions/{id}`;
//! - both answer `{"id", "status": "starting" | "processing" | "succeeded" | "failed" |
//!   "canceled", "output": url | [url] | null, "error": text | null}`; errors answer a non-2xx
//!   status with `{"detail": text}`.

use std::time::Duration;

use bytes::Bytes;
use serde::Deserialize;
use serde_json::{json, Value};

/// Why a call to the provider did not answer a prediction.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProviderError {
    /// The provider refused the request or answered something we cannot read: asking again
    /// would get the same answer.
    #[error("{0}")]
    Refused(String),
    /// The provider could not be reached, or was busy or failing: worth asking again later.
    #[error("{0}")]
    Unavailable(String),
}

/// Where a prediction stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PredictionState {
    Running,
    /// Done, with the urls of its outputs.
    Succeeded(Vec<String>),
    /// Failed or cancelled, with the provider's reason.
    Failed(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Prediction {
    pub id: String,
    pub state: PredictionState,
}

/// The provider, as configured.
#[derive(Clone)]
pub struct Predictions {
    client: reqwest::Client,
    base: String,
    token: String,
}

#[derive(Deserialize)]
struct PredictionBody {
    id: Option<String>,
    status: Option<String>,
    #[serde(default)]
    output: Value,
    #[serde(default)]
    error: Value,
}

impl Predictions {
    pub fn new(base: &str, token: &str, user_agent: &str) -> Predictions {
        let client = reqwest::Client::builder()
            .user_agent(user_agent)
            .connect_timeout(Duration::from_secs(10))
            .timeout(Duration::from_secs(60))
            .build()
            .expect("the HTTP client builds");
        Predictions { client, base: base.trim_end_matches('/').to_owned(), token: token.to_owned() }
    }

    /// Starts a prediction of `model` (`owner/name` or `owner/name:version`) with `input`.
    pub async fn create(&self, model: &str, input: &Value) -> Result<Prediction, ProviderError> {
        let request = match model.split_once(':') {
            Some((_, version)) => self
                .client
                .post(format!("{}/predictions", self.base))
                .json(&json!({ "version": version, "input": input })),
            None => {
                self.client.post(format!("{}/models/{model}/predictions", self.base)).json(&json!({ "input": input }))
            }
        };
        self.prediction(request.bearer_auth(&self.token)).await
    }

    /// Where prediction `id` stands.
    pub async fn get(&self, id: &str) -> Result<Prediction, ProviderError> {
        let request = self.client.get(format!("{}/predictions/{id}", self.base)).bearer_auth(&self.token);
        self.prediction(request).await
    }

    /// The bytes of an output at `url`, at most `max_bytes`. The token goes only to the
    /// provider's own api (its file urls need it); delivery urls elsewhere do not get it.
    pub async fn download(&self, url: &str, max_bytes: usize) -> Result<Bytes, ProviderError> {
        let mut request = self.client.get(url);
        if url.starts_with(&self.base) {
            request = request.bearer_auth(&self.token);
        }
        let response = request.send().await.map_err(|err| unreachable(&err))?;
        let status = response.status();
        if !status.is_success() {
            return Err(status_error(status, "downloading an output", &response.text().await.unwrap_or_default()));
        }
        if response.content_length().is_some_and(|length| length > max_bytes as u64) {
            return Err(ProviderError::Refused(format!("An output is larger than {} MB.", max_bytes / (1024 * 1024))));
        }
        let bytes = response.bytes().await.map_err(|err| unreachable(&err))?;
        if bytes.len() > max_bytes {
            return Err(ProviderError::Refused(format!("An output is larger than {} MB.", max_bytes / (1024 * 1024))));
        }
        Ok(bytes)
    }

    async fn prediction(&self, request: reqwest::RequestBuilder) -> Result<Prediction, ProviderError> {
        let response = request.send().await.map_err(|err| unreachable(&err))?;
        let status = response.status();
        let text = response.text().await.map_err(|err| unreachable(&err))?;
        if !status.is_success() {
            return Err(status_error(status, "the prediction", &text));
        }
        let body: PredictionBody = serde_json::from_str(&text).map_err(|_| {
            ProviderError::Refused("The model provider answered something that is not a prediction.".into())
        })?;
        parse(body)
    }
}

fn parse(body: PredictionBody) -> Result<Prediction, ProviderError> {
    let malformed = |what: &str| ProviderError::Refused(format!("The model provider's answer has {what}."));
    let id = body.id.filter(|id| !id.is_empty()).ok_or_else(|| malformed("no prediction id"))?;
    let state = match body.status.as_deref() {
        Some("starting" | "processing") => PredictionState::Running,
        Some("succeeded") => {
            let urls = match body.output {
                Value::String(url) => vec![url],
                Value::Array(items) => items.into_iter().filter_map(|item| item.as_str().map(str::to_owned)).collect(),
                _ => Vec::new(),
            };
            if urls.is_empty() {
                return Err(malformed("no output image"));
            }
            PredictionState::Succeeded(urls)
        }
        Some("failed" | "canceled" | "aborted") => PredictionState::Failed(match body.error {
            Value::String(reason) if !reason.trim().is_empty() => reason,
            Value::Null => "The model provider stopped the prediction without a reason.".to_owned(),
            other => other.to_string(),
        }),
        Some(other) => return Err(malformed(&format!("an unknown status '{other}'"))),
        None => return Err(malformed("no status")),
    };
    Ok(Prediction { id, state })
}

fn unreachable(err: &reqwest::Error) -> ProviderError {
    let what = if err.is_timeout() { "did not answer in time" } else { "could not be reached" };
    ProviderError::Unavailable(format!("The model provider {what}."))
}

/// A non-2xx answer: its `detail` when it has one. Busy (429) and failing (5xx) providers are
/// asked again later; any other refusal is final.
fn status_error(status: reqwest::StatusCode, doing: &str, body: &str) -> ProviderError {
    let detail = serde_json::from_str::<Value>(body)
        .ok()
        .and_then(|body| body.get("detail").and_then(Value::as_str).map(str::to_owned))
        .unwrap_or_else(|| status.canonical_reason().unwrap_or("error").to_owned());
    let message = format!("The model provider refused {doing} ({}): {detail}", status.as_u16());
    if status.is_server_error() || status == reqwest::StatusCode::TOO_MANY_REQUESTS {
        ProviderError::Unavailable(message)
    } else {
        ProviderError::Refused(message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(value: Value) -> PredictionBody {
        serde_json::from_value(value).unwrap()
    }

    #[test]
    fn outputs_are_one_url_or_a_list() {
        let one = parse(body(json!({"id": "p1", "status": "succeeded", "output": "https://x/1.png"}))).unwrap();
        assert_eq!(one.state, PredictionState::Succeeded(vec!["https://x/1.png".into()]));
        let many = parse(body(json!({"id": "p1", "status": "succeeded", "output": ["https://x/1", "https://x/2"]})));
        assert_eq!(many.unwrap().state, PredictionState::Succeeded(vec!["https://x/1".into(), "https://x/2".into()]));
    }

    #[test]
    fn a_failure_keeps_the_providers_reason() {
        let failed = parse(body(json!({"id": "p1", "status": "failed", "error": "NSFW content detected"}))).unwrap();
        assert_eq!(failed.state, PredictionState::Failed("NSFW content detected".into()));
    }

    #[test]
    fn malformed_answers_are_refused_with_a_reason() {
        let no_output = parse(body(json!({"id": "p1", "status": "succeeded", "output": null}))).unwrap_err();
        assert_eq!(no_output.to_string(), "The model provider's answer has no output image.");
        let odd = parse(body(json!({"id": "p1", "status": "thinking"}))).unwrap_err();
        assert_eq!(odd.to_string(), "The model provider's answer has an unknown status 'thinking'.");
        assert!(parse(body(json!({"status": "starting"}))).is_err());
    }

    #[test]
    fn busy_and_failing_providers_are_asked_again() {
        let busy = status_error(reqwest::StatusCode::TOO_MANY_REQUESTS, "the prediction", r#"{"detail":"slow down"}"#);
        assert_eq!(
            busy,
            ProviderError::Unavailable("The model provider refused the prediction (429): slow down".into())
        );
        let refused = status_error(reqwest::StatusCode::UNAUTHORIZED, "the prediction", "");
        assert!(matches!(refused, ProviderError::Refused(message) if message.ends_with("(401): Unauthorized")));
    }
}
