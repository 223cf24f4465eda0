//! The Creative Studio's service: who may ask for what, and how a task is run.

use std::collections::HashMap;
use std::time::Duration;

use serde_json::{json, Value};

use super::models::{self, ImageInput, Model, Runner, UPSCALER};
use super::{ResultFile, ResultImage, Task, TaskJob, TaskList, TaskOutput, TaskRequest, TaskStatus};
use super::{MAX_PAGE_SIZE, TASK_JOB, TASK_JOB_ATTEMPTS};
use crate::adapters::predictions::{PredictionState, Predictions, ProviderError};
use crate::config::GenerationConfig;
use crate::domain::accounts::{Role, Viewer};
use crate::domain::media::{Media, Uploaded};
use crate::domain::plans::service::Plans;
use crate::domain::plans::{GeneratedPhoto, PlanPhoto};
use crate::domain::time::{new_id, now_millis};
use crate::error::{AppError, AppResult};
use crate::jobs::Job;
use crate::store::{generation::GenerationStore, jobs::NewJob, Store};
use std::sync::Arc;

pub const TASK_NOT_FOUND: &str = "Generation task not found.";
const PLAN_NOT_FOUND: &str = "Plan not found.";
/// Longest prompt a task takes.
const MAX_PROMPT_CHARS: usize = 2000;
/// Most source images one task takes.
const MAX_IMAGES: usize = 10;

/// The hosted models, when a provider is configured.
#[derive(Clone)]
pub struct Hosted {
    pub provider: Predictions,
    /// Studio model key → hosted model (`owner/name` or `owner/name:version`).
    pub models: HashMap<String, String>,
}

/// A studio model as offered here: whether something runs it, and if not, which setting would.
#[derive(Debug, Clone)]
pub struct OfferedModel {
    pub model: Model,
    pub unavailable_reason: Option<String>,
}

pub struct Generation {
    store: GenerationStore,
    /// Asked for the plan a task renders, and to add a result to its photos.
    plans: Arc<Plans>,
    hosted: Option<Hosted>,
    /// What the hosted provider fetches our source images at.
    public_url: String,
    timeout: Duration,
    poll: Duration,
}

/// Why a run did not produce its images.
#[derive(Debug)]
pub(super) enum RunError {
    /// Final: the task fails with this reason.
    Failed(String),
    /// Worth trying again (the provider could not be reached); the task fails with this reason
    /// when the job's attempts run out.
    Transient(String),
    /// The run is over (a Retry started another): nothing more to write.
    Stale,
}

impl From<ProviderError> for RunError {
    fn from(err: ProviderError) -> Self {
        match err {
            ProviderError::Refused(reason) => RunError::Failed(reason),
            ProviderError::Unavailable(reason) => RunError::Transient(reason),
        }
    }
}

impl Generation {
    pub fn new(
        store: &Store,
        plans: Arc<Plans>,
        config: &GenerationConfig,
        public_url: &str,
    ) -> anyhow::Result<Generation> {
        let hosted = match config.generation_api_token.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            Some(token) => Some(Hosted {
                provider: Predictions::new(
                    &config.generation_api_url,
                    token,
                    &format!("Homeplot/{} (+{public_url})", env!("CARGO_PKG_VERSION")),
                ),
                models: model_map(&config.generation_models)?,
            }),
            None => None,
        };
        Ok(Generation {
            store: store.generation(),
            plans,
            hosted,
            public_url: public_url.trim_end_matches('/').to_owned(),
            timeout: Duration::from_secs(config.generation_timeout_secs.max(1)),
            poll: Duration::from_millis(config.generation_poll_ms.max(10)),
        })
    }

    /// The hosted provider and its models, for the older exterior generations.
    pub(super) fn hosted(&self) -> Option<&Hosted> {
        self.hosted.as_ref()
    }

    pub(super) fn poll_interval(&self) -> Duration {
        self.poll
    }

    pub(super) fn timeout(&self) -> Duration {
        self.timeout
    }

    pub(super) fn store(&self) -> &GenerationStore {
        &self.store
    }

    pub(super) fn plans(&self) -> &Plans {
        &self.plans
    }

    /// Every studio model, with what runs it here. Admins only.
    pub fn models(&self, viewer: &Viewer) -> AppResult<Vec<OfferedModel>> {
        viewer.require(&[Role::Admin])?;
        Ok(models::catalogue()
            .into_iter()
            .map(|model| OfferedModel { unavailable_reason: self.unavailable_reason(&model), model })
            .collect())
    }

    /// Why nothing runs `model` here, naming the setting that would; `None` when something does.
    fn unavailable_reason(&self, model: &Model) -> Option<String> {
        if model.runner == Runner::BuiltIn {
            return None;
        }
        match &self.hosted {
            None => Some(format!(
                "No model provider is configured for {}: set GENERATION_API_TOKEN to a token of the model-hosting \
                 service (GENERATION_API_URL) to enable it.",
                model.label
            )),
            Some(hosted) if !hosted.models.contains_key(model.key) => Some(format!(
                "No hosted model is set for {}: add {}=owner/name to GENERATION_MODELS to enable it.",
                model.label, model.key
            )),
            Some(_) => None,
        }
    }

    /// Queues a task for plan `plan_id`. Admins only.
    pub async fn create(&self, viewer: &Viewer, plan_id: &str, request: TaskRequest) -> AppResult<Task> {
        let admin = viewer.require(&[Role::Admin])?;
        if self.plans.visible(viewer, plan_id).await?.is_none() {
            return Err(AppError::NotFound(PLAN_NOT_FOUND.to_owned()));
        }
        let request = checked(request)?;
        let id = new_id();
        let now = now_millis();
        let input = serde_json::to_value(&request).map_err(|err| AppError::Internal(err.into()))?;
        Ok(self.store.insert_generation_task(&id, plan_id, &input, &admin.id, now, &task_job(&id, 1)).await?)
    }

    /// Runs a task that is not running again, with the same input. Admins only; CONFLICT while
    /// it runs.
    pub async fn retry(&self, viewer: &Viewer, task_id: &str, plan_id: &str) -> AppResult<Task> {
        viewer.require(&[Role::Admin])?;
        let task = self.task_of_plan(task_id, plan_id).await?;
        match self.store.restart_generation_task(&task.id, now_millis(), &task_job(&task.id, task.run + 1)).await? {
            Some(task) => Ok(task),
            None => Err(AppError::Conflict(
                "This task is still running: it can be retried once it is done or has failed.".to_owned(),
            )),
        }
    }

    /// One page of a plan's tasks (or, with `None`, every plan's), newest first. Admins only.
    pub async fn list(
        &self,
        viewer: &Viewer,
        plan_id: Option<&str>,
        status: Option<TaskStatus>,
        page: i64,
        page_size: i64,
    ) -> AppResult<TaskList> {
        viewer.require(&[Role::Admin])?;
        if page < 1 || !(1..=MAX_PAGE_SIZE).contains(&page_size) {
            return Err(AppError::BadInput("Page must be 1 or more and page size between 1 and 100.".into()));
        }
        let status = status.map(TaskStatus::as_str);
        let (items, total_count) =
            self.store.generation_tasks_page(plan_id, status, page_size, (page - 1) * page_size).await?;
        Ok(TaskList { items, total_count })
    }

    /// Adds a done task's first result to its plan's photos: unpublished, labelled as generated,
    /// with the photo it was made from. Saving the same result again changes nothing. Admins
    /// only.
    pub async fn save_result_to_plan(&self, viewer: &Viewer, plan_id: &str, task_id: &str) -> AppResult<bool> {
        viewer.require(&[Role::Admin])?;
        let task = self.task_of_plan(task_id, plan_id).await?;
        let image = match (&task.status, &task.output) {
            (TaskStatus::Done, Some(output)) => output.images.first().cloned(),
            _ => None,
        };
        let Some(image) = image else {
            return Err(AppError::Conflict("This task has no result to save yet.".to_owned()));
        };
        let model = models::model(&task.request.model).map_or(task.request.model.clone(), |m| m.label.to_owned());
        let photo = PlanPhoto {
            original: image.original.url,
            // Named after what made it, as the studio's list names the task.
            name: format!("{model} result.png"),
            is_publish: false,
            is_primary: false,
            size: image.original.size,
            mime: image.original.mime,
            compressed: Some(crate::domain::plans::CompressedImage {
                url: image.compressed.url,
                size: image.compressed.size,
                mime: image.compressed.mime,
                watermarked: false,
            }),
            generated: Some(GeneratedPhoto { source: task.request.image.clone(), model, task_id: task.id }),
        };
        self.plans.add_photo(viewer, plan_id, &photo).await?;
        Ok(true)
    }

    async fn task_of_plan(&self, task_id: &str, plan_id: &str) -> AppResult<Task> {
        match self.store.get_generation_task(task_id).await? {
            Some(task) if task.plan_id == plan_id => Ok(task),
            _ => Err(AppError::NotFound(TASK_NOT_FOUND.to_owned())),
        }
    }

    /// Runs one queued run of a task (the job queue calls this). A provider that cannot be
    /// reached is an error, so the job is tried again later, until its last attempt, when the
    /// task fails with the reason; every other outcome ends the task.
    pub async fn run(&self, media: &Media, job: &Job) -> anyhow::Result<()> {
        let TaskJob { task_id, run } = serde_json::from_value(job.payload.clone())?;
        let Some(task) = self.store.start_generation_run(&task_id, run, now_millis()).await? else {
            // Finished already, or a Retry started a newer run with its own job.
            return Ok(());
        };
        let outcome = match self.execute(media, &task).await {
            Ok(output) => Ok(output),
            Err(RunError::Stale) => return Ok(()),
            Err(RunError::Failed(reason)) => Err(reason),
            Err(RunError::Transient(reason)) if job.attempt < job.max_attempts => anyhow::bail!(reason),
            Err(RunError::Transient(reason)) => Err(reason),
        };
        let now = now_millis();
        match outcome {
            Ok(output) => {
                let output = serde_json::to_value(output)?;
                self.store.finish_generation_run(&task.id, run, Ok(&output), now).await?;
            }
            Err(reason) => {
                tracing::warn!(task = %task.id, %reason, "generation task failed");
                self.store.finish_generation_run(&task.id, run, Err(&reason), now).await?;
            }
        }
        Ok(())
    }

    async fn execute(&self, media: &Media, task: &Task) -> Result<TaskOutput, RunError> {
        let Some(model) = models::model(&task.request.model) else {
            return Err(RunError::Failed(format!("The model '{}' does not exist.", task.request.model)));
        };
        let Some(source) = task.request.image.as_deref() else {
            return Err(RunError::Failed("The task has no source image.".to_owned()));
        };
        let uploaded = match model.runner {
            Runner::BuiltIn => {
                let factor = task.request.input.get("scale").and_then(Value::as_u64).unwrap_or(2);
                let factor = u32::try_from(factor).unwrap_or(0);
                vec![media.upscaled(source, factor).await.map_err(stored_failure)?]
            }
            Runner::Hosted(image_input) => {
                let Some(reason) = self.unavailable_reason(&model) else {
                    let urls = self.predict(task, &model, image_input).await?;
                    return self.store_outputs(media, &urls).await;
                };
                return Err(RunError::Failed(reason));
            }
        };
        Ok(output_of(uploaded))
    }

    /// The output urls of the task's prediction: the one recorded by an earlier claim of this
    /// run, or a new one, recorded before waiting on it.
    async fn predict(&self, task: &Task, model: &Model, image_input: ImageInput) -> Result<Vec<String>, RunError> {
        let hosted = self.hosted.as_ref().ok_or(RunError::Failed("No model provider is configured.".into()))?;
        let deadline = task.started_at.unwrap_or_else(now_millis) + millis(self.timeout);
        let prediction_id = match &task.prediction_id {
            Some(id) => id.clone(),
            None => {
                let name = &hosted.models[model.key];
                let input = self.hosted_input(model, &task.request, image_input);
                let prediction = hosted.provider.create(name, &input).await?;
                if !self
                    .store
                    .set_generation_prediction(&task.id, task.run, &prediction.id, now_millis())
                    .await
                    .map_err(|err| RunError::Transient(format!("The prediction could not be recorded: {err}")))?
                {
                    return Err(RunError::Stale);
                }
                prediction.id
            }
        };
        wait_for(&hosted.provider, &prediction_id, deadline, self.poll, self.timeout).await
    }

    /// What the hosted model is sent: the model's settings with the task's on top, the prompt
    /// with the style's words, and the source image(s) as absolute urls.
    fn hosted_input(&self, model: &Model, request: &TaskRequest, image_input: ImageInput) -> Value {
        let mut input = model.settings.clone();
        if let (Some(input), Some(changes)) = (input.as_object_mut(), request.input.as_object()) {
            input.extend(changes.iter().map(|(k, v)| (k.clone(), v.clone())));
        }
        let style = request.style.as_deref().and_then(|key| model.style(key));
        input["prompt"] = json!(models::full_prompt(style, &request.prompt));
        match image_input {
            ImageInput::One(name) => input[name] = json!(request.image.as_deref().map(|url| self.absolute(url))),
            ImageInput::Many(name) => {
                input[name] = json!(request.images.iter().map(|url| self.absolute(url)).collect::<Vec<_>>())
            }
        }
        input
    }

    pub(super) fn absolute(&self, url: &str) -> String {
        if url.starts_with('/') {
            format!("{}{url}", self.public_url)
        } else {
            url.to_owned()
        }
    }

    /// Downloads a prediction's outputs and stores them through the media pipeline.
    pub(super) async fn store_outputs(&self, media: &Media, urls: &[String]) -> Result<TaskOutput, RunError> {
        let hosted = self.hosted.as_ref().ok_or(RunError::Failed("No model provider is configured.".into()))?;
        let mut uploaded = Vec::with_capacity(urls.len());
        for url in urls {
            let bytes = hosted.provider.download(url, media.max_upload_bytes()).await?;
            uploaded.push(media.store_generated(bytes).await.map_err(stored_failure)?);
        }
        Ok(output_of(uploaded))
    }
}

/// Polls prediction `id` until it ends or `deadline` (epoch milliseconds) passes.
pub(super) async fn wait_for(
    provider: &Predictions,
    id: &str,
    deadline: i64,
    poll: Duration,
    timeout: Duration,
) -> Result<Vec<String>, RunError> {
    loop {
        match provider.get(id).await?.state {
            PredictionState::Succeeded(urls) => return Ok(urls),
            PredictionState::Failed(reason) => return Err(RunError::Failed(format!("The model failed: {reason}"))),
            PredictionState::Running if now_millis() >= deadline => {
                return Err(RunError::Failed(format!("The model did not finish within {}.", duration_words(timeout))));
            }
            PredictionState::Running => tokio::time::sleep(poll).await,
        }
    }
}

/// The task's request, checked and completed: a known model, a source image, a chosen style
/// when the model has styles, a 2× or 4× upscale, a prompt of sensible length; the model's
/// own settings under the user's.
fn checked(mut request: TaskRequest) -> AppResult<TaskRequest> {
    let Some(model) = models::model(request.model.trim()) else {
        return Err(AppError::BadInput(format!("There is no model '{}'.", request.model)));
    };
    request.model = model.key.to_owned();
    request.images.retain(|url| !url.trim().is_empty());
    if let Some(image) = request.image.as_ref().filter(|url| !url.trim().is_empty()) {
        if !request.images.contains(image) {
            request.images.insert(0, image.clone());
        }
    }
    request.image = request.images.first().cloned();
    if request.image.is_none() {
        return Err(AppError::BadInput("Choose a source image to generate from.".to_owned()));
    }
    if request.images.len() > MAX_IMAGES {
        return Err(AppError::BadInput(format!("Choose at most {MAX_IMAGES} source images.")));
    }
    if request.prompt.chars().count() > MAX_PROMPT_CHARS {
        return Err(AppError::BadInput(format!("The prompt may have at most {MAX_PROMPT_CHARS} characters.")));
    }
    request.style = request.style.filter(|style| !style.trim().is_empty());
    match (&request.style, model.styles.is_empty()) {
        (None, false) => return Err(AppError::BadInput(format!("Choose a style for {}.", model.label))),
        (Some(style), false) if model.style(style).is_none() => {
            return Err(AppError::BadInput(format!("{} has no style '{style}'.", model.label)));
        }
        (Some(_), true) => request.style = None,
        _ => {}
    }
    let mut settings = model.settings.clone();
    match (&request.input, settings.as_object_mut()) {
        (Value::Object(changes), Some(settings)) => {
            settings.extend(changes.iter().map(|(k, v)| (k.clone(), v.clone())));
        }
        (Value::Null, _) => {}
        _ => return Err(AppError::BadInput("The model's settings must be an object.".to_owned())),
    }
    if model.key == UPSCALER {
        let scale = settings.get("scale").and_then(Value::as_u64);
        if !matches!(scale, Some(2 | 4)) {
            return Err(AppError::BadInput("The upscaler enlarges 2× or 4×.".to_owned()));
        }
        request.prompt = String::new();
    }
    request.input = settings;
    Ok(request)
}

/// `key=owner/name` pairs separated by commas.
fn model_map(setting: &str) -> anyhow::Result<HashMap<String, String>> {
    setting
        .split(',')
        .map(str::trim)
        .filter(|pair| !pair.is_empty())
        .map(|pair| match pair.split_once('=') {
            Some((key, name)) if !key.trim().is_empty() && name.contains('/') => {
                Ok((key.trim().to_owned(), name.trim().to_owned()))
            }
            _ => anyhow::bail!("GENERATION_MODELS: '{pair}' is not key=owner/name"),
        })
        .collect()
}

fn task_job(task_id: &str, run: i32) -> NewJob {
    let payload = serde_json::to_value(TaskJob { task_id: task_id.to_owned(), run }).expect("a task job serialises");
    NewJob::now(TASK_JOB, payload, TASK_JOB_ATTEMPTS)
}

fn output_of(uploaded: Vec<Uploaded>) -> TaskOutput {
    let file = |f: crate::domain::media::StoredFile| ResultFile {
        url: f.url,
        size: i64::try_from(f.size).unwrap_or(i64::MAX),
        mime: f.mime,
    };
    let images: Vec<ResultImage> = uploaded
        .into_iter()
        .map(|u| ResultImage { original: file(u.original), compressed: file(u.compressed) })
        .collect();
    TaskOutput { result: images.iter().map(|image| image.original.url.clone()).collect(), images }
}

/// A media refusal (an unreadable or oversized image) ends the task with its words; storage
/// being down is worth another attempt.
fn stored_failure(err: AppError) -> RunError {
    match err {
        AppError::Internal(err) => RunError::Transient(format!("The result could not be stored: {err:#}")),
        other => RunError::Failed(other.public_message()),
    }
}

fn millis(duration: Duration) -> i64 {
    i64::try_from(duration.as_millis()).unwrap_or(i64::MAX)
}

fn duration_words(duration: Duration) -> String {
    let seconds = duration.as_secs();
    match seconds {
        s if s >= 120 && s % 60 == 0 => format!("{} minutes", s / 60),
        1 => "1 second".to_owned(),
        s => format!("{s} seconds"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(model: &str) -> TaskRequest {
        TaskRequest {
            model: model.to_owned(),
            style: None,
            prompt: "sunny".to_owned(),
            image: Some("/media/a.jpg".to_owned()),
            images: vec![],
            input: Value::Null,
        }
    }

    #[test]
    fn a_request_is_completed_with_its_models_settings() {
        let no_style = checked(TaskRequest { input: json!({"steps": 30}), ..request("kitchen") });
        assert_eq!(no_style.unwrap_err().to_string(), "Choose a style for Kitchen.");
        let kitchen =
            checked(TaskRequest { style: Some("modern".into()), input: json!({"steps": 30}), ..request("kitchen") })
                .unwrap();
        assert_eq!(kitchen.input["steps"], 30);
        assert_eq!(kitchen.input["control_strength"], 0.75);
        assert_eq!(kitchen.images, ["/media/a.jpg"]);
    }

    #[test]
    fn the_upscaler_takes_two_or_four_and_no_prompt() {
        let two = checked(request(UPSCALER)).unwrap();
        assert_eq!((two.input["scale"].as_u64(), two.prompt.as_str()), (Some(2), ""));
        let three = checked(TaskRequest { input: json!({"scale": 3}), ..request(UPSCALER) });
        assert_eq!(three.unwrap_err().to_string(), "The upscaler enlarges 2× or 4×.");
    }

    #[test]
    fn refusals_name_what_is_missing() {
        let no_image = checked(TaskRequest { image: None, ..request("kontext") });
        assert_eq!(no_image.unwrap_err().to_string(), "Choose a source image to generate from.");
        assert_eq!(checked(request("dalle")).unwrap_err().to_string(), "There is no model 'dalle'.");
        let odd_style = checked(TaskRequest { style: Some("gothic".into()), ..request("bedroom") });
        assert_eq!(odd_style.unwrap_err().to_string(), "Bedroom has no style 'gothic'.");
    }

    #[test]
    fn the_model_setting_is_read_as_pairs() {
        let map = model_map("kontext=black-forest-labs/flux-kontext-pro, nano-banana = google/nano-banana").unwrap();
        assert_eq!(map["nano-banana"], "google/nano-banana");
        assert!(model_map("kontext").is_err());
    }

    #[test]
    fn time_outs_are_said_in_words() {
        assert_eq!(duration_words(Duration::from_secs(600)), "10 minutes");
        assert_eq!(duration_words(Duration::from_secs(2)), "2 seconds");
    }
}
