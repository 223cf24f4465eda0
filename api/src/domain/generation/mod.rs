//! The Creative Studio's generation tasks and the plan form's older exterior generations.
//!
//! A task goes created → pending → done | failure, run by the job queue (`jobs::generation`):
//! any instance's worker may pick it, exactly one runs it at a time, and a worker that dies
//! leaves it to the next. A task that waits on a hosted model records the remote prediction
//! before it waits, so the next worker polls that prediction instead of paying for another.

pub mod exterior;
pub mod models;
pub mod service;

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Largest page of tasks a caller may ask for.
pub const MAX_PAGE_SIZE: i64 = 100;
/// The job kind that runs a task.
pub const TASK_JOB: &str = "generation.task";
/// Attempts of a task's job: a provider that cannot be reached is asked again with backoff;
/// after the last attempt the task fails with the reason.
pub const TASK_JOB_ATTEMPTS: i32 = 5;

/// Where a task stands (SPEC.md §4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TaskStatus {
    /// Queued.
    Created,
    /// A worker runs it.
    Pending,
    Done,
    Failure,
}

impl TaskStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            TaskStatus::Created => "created",
            TaskStatus::Pending => "pending",
            TaskStatus::Done => "done",
            TaskStatus::Failure => "failure",
        }
    }

    pub(crate) fn parse(stored: &str) -> anyhow::Result<TaskStatus> {
        Ok(match stored {
            "created" => TaskStatus::Created,
            "pending" => TaskStatus::Pending,
            "done" => TaskStatus::Done,
            "failure" => TaskStatus::Failure,
            other => anyhow::bail!("unknown generation task status '{other}'"),
        })
    }
}

/// What a task was asked to do (SPEC.md §3 `input`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TaskRequest {
    /// A model key of [`models::catalogue`].
    pub model: String,
    #[serde(default)]
    pub style: Option<String>,
    #[serde(default)]
    pub prompt: String,
    /// The source image: the first of `images`.
    #[serde(default)]
    pub image: Option<String>,
    #[serde(default)]
    pub images: Vec<String>,
    /// The model's settings, the user's changes on top of the model's own.
    #[serde(default)]
    pub input: Value,
}

/// One stored file of a result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ResultFile {
    pub url: String,
    pub size: i64,
    #[serde(rename = "type")]
    pub mime: String,
}

/// One result image, as stored by the media pipeline.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ResultImage {
    pub original: ResultFile,
    pub compressed: ResultFile,
}

/// What a finished task made (SPEC.md §3 `output`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TaskOutput {
    /// The result images' urls.
    pub result: Vec<String>,
    /// The same images with their sizes, types and compressed renditions.
    #[serde(default)]
    pub images: Vec<ResultImage>,
}

/// A generation task.
#[derive(Debug, Clone)]
pub struct Task {
    pub id: String,
    pub status: TaskStatus,
    pub plan_id: String,
    pub request: TaskRequest,
    pub output: Option<TaskOutput>,
    /// Why it failed, in words for the admin.
    pub error: Option<String>,
    /// The hosted model's prediction it waits on.
    pub prediction_id: Option<String>,
    /// Its run: 1, then one more for each Retry.
    pub run: i32,
    pub started_at: Option<i64>,
    pub finished_at: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
}

/// One page of tasks and how many there are in all.
#[derive(Debug, Clone)]
pub struct TaskList {
    pub items: Vec<Task>,
    pub total_count: i64,
}

/// What a task's job is told: the task, and the run it belongs to.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TaskJob {
    pub task_id: String,
    pub run: i32,
}
