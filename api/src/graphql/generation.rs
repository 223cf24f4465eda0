//! The Creative Studio's tasks and models, and the exterior dialog's older generations.
//! Admins only.

use async_graphql::{Context, Enum, InputObject, Json, Object, SimpleObject, ID};

use super::scalars::Timestamp;
use super::{services, viewer, Result};
use crate::domain::generation::{self as domain, exterior, service::OfferedModel};

#[derive(Default)]
pub struct GenerationQuery;

#[Object]
impl GenerationQuery {
    /// A plan's generation tasks, newest first; only those in `status` when given. Polled by the
    /// studio while any task is unfinished.
    #[graphql(complexity = "super::cost::page(Some(page_size), child_complexity)")]
    async fn get_generation_tasks_by_plan_id(
        &self,
        ctx: &Context<'_>,
        plan_id: ID,
        status: Option<GenerationTaskStatus>,
        #[graphql(default = 1)] page: i64,
        #[graphql(default = 10)] page_size: i64,
    ) -> Result<GenerationTaskList> {
        let status = status.map(domain::TaskStatus::from);
        Ok(services(ctx).generation.list(viewer(ctx), Some(&plan_id), status, page, page_size).await?.into())
    }

    /// Every plan's generation tasks, newest first; only those in `status` when given.
    #[graphql(complexity = "super::cost::page(Some(page_size), child_complexity)")]
    async fn get_all_generation_tasks(
        &self,
        ctx: &Context<'_>,
        status: Option<GenerationTaskStatus>,
        #[graphql(default = 1)] page: i64,
        #[graphql(default = 10)] page_size: i64,
    ) -> Result<GenerationTaskList> {
        let status = status.map(domain::TaskStatus::from);
        Ok(services(ctx).generation.list(viewer(ctx), None, status, page, page_size).await?.into())
    }

    /// The studio's models, in the order it lists them, with what runs each here.
    async fn generation_models(&self, ctx: &Context<'_>) -> Result<Vec<GenerationModel>> {
        Ok(services(ctx).generation.models(viewer(ctx))?.into_iter().map(GenerationModel::from).collect())
    }

    /// A plan's exterior generations (the plan form's exterior dialog), newest first.
    async fn flux_generation_by_plan_id(&self, ctx: &Context<'_>, plan_id: ID) -> Result<Vec<FluxGeneration>> {
        let generations = services(ctx).generation.exteriors_of_plan(viewer(ctx), &plan_id).await?;
        Ok(generations.into_iter().map(FluxGeneration::from).collect())
    }

    /// Every plan's exterior generations, newest first.
    #[graphql(complexity = "super::cost::page(Some(page_size), child_complexity)")]
    async fn flux_generations(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 1)] page: i64,
        #[graphql(default = 20)] page_size: i64,
    ) -> Result<FluxGenerationList> {
        let (items, total_count) = services(ctx).generation.exteriors(viewer(ctx), page, page_size).await?;
        Ok(FluxGenerationList { items: items.into_iter().map(FluxGeneration::from).collect(), total_count })
    }
}

#[derive(Default)]
pub struct GenerationMutation;

#[Object]
impl GenerationMutation {
    /// Queues a generation task. The upscale variant sends prompt '', model 'upscaler', the
    /// image and input {scale: 2 or 4}. BAD_USER_INPUT names what is missing (a source image, a
    /// style for a model with styles).
    async fn create_generation_task(&self, ctx: &Context<'_>, input: GenerationTaskCreate) -> Result<GenerationTask> {
        let request = input.input.into();
        Ok(services(ctx).generation.create(viewer(ctx), &input.plan_id, request).await?.into())
    }

    /// Runs a created, done or failed task again with the same input; CONFLICT while it runs.
    async fn retry_generation_task(&self, ctx: &Context<'_>, task_id: ID, plan_id: ID) -> Result<GenerationTask> {
        Ok(services(ctx).generation.retry(viewer(ctx), &task_id, &plan_id).await?.into())
    }

    /// Adds a done task's result to the plan's photos, unpublished and labelled as generated
    /// (`aiGenerated`), with the photo it was made from. CONFLICT when the task has no result.
    async fn save_result_to_plan(&self, ctx: &Context<'_>, plan_id: ID, task_id: ID) -> Result<bool> {
        Ok(services(ctx).generation.save_result_to_plan(viewer(ctx), &plan_id, &task_id).await?)
    }
}

/// Where a generation task stands: created (queued) → pending (running) → done | failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum GenerationTaskStatus {
    /// Queued, waiting for a worker.
    Created,
    /// A worker runs it.
    Pending,
    /// Finished with its result.
    Done,
    /// Ended without a result; `error` says why.
    Failure,
}

impl From<GenerationTaskStatus> for domain::TaskStatus {
    fn from(status: GenerationTaskStatus) -> Self {
        match status {
            GenerationTaskStatus::Created => domain::TaskStatus::Created,
            GenerationTaskStatus::Pending => domain::TaskStatus::Pending,
            GenerationTaskStatus::Done => domain::TaskStatus::Done,
            GenerationTaskStatus::Failure => domain::TaskStatus::Failure,
        }
    }
}

impl From<domain::TaskStatus> for GenerationTaskStatus {
    fn from(status: domain::TaskStatus) -> Self {
        match status {
            domain::TaskStatus::Created => GenerationTaskStatus::Created,
            domain::TaskStatus::Pending => GenerationTaskStatus::Pending,
            domain::TaskStatus::Done => GenerationTaskStatus::Done,
            domain::TaskStatus::Failure => GenerationTaskStatus::Failure,
        }
    }
}

/// A generation task of the Creative Studio.
#[derive(Debug, Clone, SimpleObject)]
pub struct GenerationTask {
    pub id: ID,
    pub status: GenerationTaskStatus,
    pub plan_id: ID,
    pub input: GenerationTaskRequest,
    /// Present when done: the stored result images.
    pub output: Option<GenerationTaskOutput>,
    /// The readable reason of a failure (no provider configured, the provider's error, a
    /// time-out).
    pub error: Option<String>,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    /// When a worker started it.
    pub started_at: Option<Timestamp>,
    /// When it ended (done or failure).
    pub finished_at: Option<Timestamp>,
}

/// What a task was asked to do.
#[derive(Debug, Clone, SimpleObject)]
pub struct GenerationTaskRequest {
    /// A model key of `generationModels` (e.g. 'kontext', 'upscaler').
    pub model: String,
    pub style: Option<String>,
    pub prompt: String,
    /// The source image (the first of `images`).
    pub image: Option<String>,
    /// Every chosen source image.
    pub images: Vec<String>,
    /// The model's settings as sent (for the upscaler `{"scale": 2}` or `{"scale": 4}`).
    pub input: Json<serde_json::Value>,
}

/// What a done task made.
#[derive(Debug, Clone, SimpleObject)]
pub struct GenerationTaskOutput {
    /// The result images' urls (full size).
    pub result: Vec<String>,
    /// The same images' compressed renditions (WebP, at most 2,048 px), in the same order, for
    /// lists.
    pub compressed: Vec<String>,
}

/// One page of tasks and how many there are in all.
#[derive(Debug, Clone, SimpleObject)]
pub struct GenerationTaskList {
    pub items: Vec<GenerationTask>,
    pub total_count: i64,
}

/// A style of a studio model.
#[derive(Debug, Clone, SimpleObject)]
pub struct GenerationStyle {
    pub key: String,
    pub label: String,
}

/// A model of the Creative Studio.
#[derive(Debug, Clone, SimpleObject)]
pub struct GenerationModel {
    /// 'nano-banana', 'kontext', 'upscaler', 'exterior', 'kitchen', 'bedroom', 'living-room'.
    pub key: String,
    pub label: String,
    /// Whether something runs this model here; when not, `unavailableReason` names the setting
    /// that would.
    pub available: bool,
    pub unavailable_reason: Option<String>,
    /// Empty when the model has no styles; otherwise one must be chosen.
    pub styles: Vec<GenerationStyle>,
    /// The settings a task starts from.
    pub settings: Json<serde_json::Value>,
    /// Preset prompts for the presets dialog.
    pub prompts: Vec<String>,
}

/// What the studio asks for.
#[derive(Debug, InputObject)]
pub struct GenerationRequest {
    #[graphql(default)]
    pub prompt: String,
    pub style: Option<String>,
    pub model: String,
    /// The model's settings; the model's own fill what is left out.
    pub input: Option<Json<serde_json::Value>>,
    pub image: Option<String>,
    pub images: Option<Vec<String>>,
}

#[derive(Debug, InputObject)]
pub struct GenerationTaskCreate {
    pub plan_id: ID,
    pub input: GenerationRequest,
}

/// An exterior generation of the plan form's dialog.
#[derive(Debug, Clone, SimpleObject)]
pub struct FluxGeneration {
    pub id: ID,
    /// 'done', 'failure', or anything else (counted as pending).
    pub status: String,
    pub plan_id: ID,
    pub source_image: String,
    /// `{settings, styles, results: [{images, prompt, styles}], error?}`
    pub data: Json<serde_json::Value>,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    /// Seconds it took, once done.
    pub execution_time: Option<f64>,
}

#[derive(Debug, Clone, SimpleObject)]
pub struct FluxGenerationList {
    pub items: Vec<FluxGeneration>,
    pub total_count: i64,
}

impl From<GenerationRequest> for domain::TaskRequest {
    fn from(r: GenerationRequest) -> Self {
        domain::TaskRequest {
            model: r.model,
            style: r.style,
            prompt: r.prompt,
            image: r.image,
            images: r.images.unwrap_or_default(),
            input: r.input.map_or(serde_json::Value::Null, |input| input.0),
        }
    }
}

impl From<domain::Task> for GenerationTask {
    fn from(t: domain::Task) -> Self {
        GenerationTask {
            id: t.id.into(),
            status: t.status.into(),
            plan_id: t.plan_id.into(),
            input: GenerationTaskRequest {
                model: t.request.model,
                style: t.request.style,
                prompt: t.request.prompt,
                image: t.request.image,
                images: t.request.images,
                input: Json(t.request.input),
            },
            output: t.output.map(|o| GenerationTaskOutput {
                compressed: o.images.iter().map(|image| image.compressed.url.clone()).collect(),
                result: o.result,
            }),
            error: t.error,
            created_at: Timestamp(t.created_at),
            updated_at: Timestamp(t.updated_at),
            started_at: t.started_at.map(Timestamp),
            finished_at: t.finished_at.map(Timestamp),
        }
    }
}

impl From<domain::TaskList> for GenerationTaskList {
    fn from(list: domain::TaskList) -> Self {
        GenerationTaskList {
            items: list.items.into_iter().map(GenerationTask::from).collect(),
            total_count: list.total_count,
        }
    }
}

impl From<OfferedModel> for GenerationModel {
    fn from(offered: OfferedModel) -> Self {
        let model = offered.model;
        GenerationModel {
            key: model.key.to_owned(),
            label: model.label.to_owned(),
            available: offered.unavailable_reason.is_none(),
            unavailable_reason: offered.unavailable_reason,
            styles: model
                .styles
                .iter()
                .map(|s| GenerationStyle { key: s.key.to_owned(), label: s.label.to_owned() })
                .collect(),
            settings: Json(model.settings),
            prompts: model.prompts.iter().map(|p| (*p).to_owned()).collect(),
        }
    }
}

impl From<exterior::FluxGeneration> for FluxGeneration {
    fn from(g: exterior::FluxGeneration) -> Self {
        FluxGeneration {
            id: g.id.into(),
            status: g.status,
            plan_id: g.plan_id.into(),
            source_image: g.source_image,
            data: Json(g.data),
            created_at: Timestamp(g.created_at),
            updated_at: Timestamp(g.updated_at),
            execution_time: g.execution_time,
        }
    }
}
