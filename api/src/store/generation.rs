//! Generation tasks (the Creative Studio) and the older exterior generations.
//!
//! A task's `attempts` counts its runs: each run is one queued job whose payload names the run,
//! and every write of a run's progress is conditional on the task still being in that run, so a
//! job left over from an earlier run (or a worker that lost its lease) cannot touch it.

use sqlx::{types::Json, FromRow};

use super::jobs::{with_job, NewJob};
use super::{execute, with_pool};
use crate::domain::generation::exterior::FluxGeneration;
use crate::domain::generation::{Task, TaskStatus};
use serde_json::json;

super::area_store!(
    /// The Creative Studio's tasks and the exterior dialog's generations. Held by `domain`'s Generation service alone.
    GenerationStore
);

#[derive(FromRow)]
struct TaskRow {
    id: String,
    status: String,
    plan_id: Option<String>,
    input: Json<serde_json::Value>,
    output: Option<Json<serde_json::Value>>,
    error: Option<String>,
    prediction_id: Option<String>,
    attempts: i32,
    started_at: Option<i64>,
    finished_at: Option<i64>,
    created_at: i64,
    updated_at: i64,
}

impl TryFrom<TaskRow> for Task {
    type Error = anyhow::Error;

    fn try_from(row: TaskRow) -> anyhow::Result<Task> {
        Ok(Task {
            status: TaskStatus::parse(&row.status)?,
            plan_id: row.plan_id.unwrap_or_default(),
            request: serde_json::from_value(row.input.0)?,
            output: row.output.map(|output| serde_json::from_value(output.0)).transpose()?,
            id: row.id,
            error: row.error,
            prediction_id: row.prediction_id,
            run: row.attempts,
            started_at: row.started_at,
            finished_at: row.finished_at,
            created_at: row.created_at,
            updated_at: row.updated_at,
        })
    }
}

/// A stored task, or a decode error when its row no longer reads as one.
fn task(row: TaskRow) -> sqlx::Result<Task> {
    Task::try_from(row).map_err(|err| sqlx::Error::Decode(err.into()))
}

const TASK_COLUMNS: &str = "id, status, plan_id, input, output, error, prediction_id, attempts, started_at, \
                            finished_at, created_at, updated_at";

#[derive(FromRow)]
struct FluxRow {
    id: String,
    status: String,
    plan_id: Option<String>,
    source_image: String,
    data: Json<serde_json::Value>,
    error: Option<String>,
    execution_time: Option<f64>,
    created_at: i64,
    updated_at: i64,
}

impl From<FluxRow> for FluxGeneration {
    fn from(row: FluxRow) -> Self {
        let mut data = row.data.0;
        if let (Some(error), Some(fields)) = (row.error, data.as_object_mut()) {
            fields.insert("error".to_owned(), json!(error));
        }
        FluxGeneration {
            id: row.id,
            status: row.status,
            plan_id: row.plan_id.unwrap_or_default(),
            source_image: row.source_image,
            data,
            execution_time: row.execution_time,
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

const FLUX_COLUMNS: &str = "id, status, plan_id, source_image, data, error, execution_time, created_at, updated_at";

impl GenerationStore {
    /// Stores a new task (run 1, `created`) with the job that runs it, in one transaction.
    pub async fn insert_generation_task(
        &self,
        id: &str,
        plan_id: &str,
        input: &serde_json::Value,
        created_by: &str,
        now: i64,
        job: &NewJob,
    ) -> sqlx::Result<Task> {
        let sql = format!(
            "INSERT INTO generation_tasks (id, status, plan_id, input, attempts, created_by, created_at, updated_at) \
             VALUES ($1, 'created', $2, $3, 1, $4, $5, $5) RETURNING {TASK_COLUMNS}"
        );
        let stored: TaskRow;
        with_job!(self, job, tx => {
            stored = sqlx::query_as(&sql)
                .bind(id)
                .bind(plan_id)
                .bind(Json(input))
                .bind(created_by)
                .bind(now)
                .fetch_one(&mut *tx)
                .await?
        });
        task(stored)
    }

    pub async fn get_generation_task(&self, id: &str) -> sqlx::Result<Option<Task>> {
        let sql = format!("SELECT {TASK_COLUMNS} FROM generation_tasks WHERE id = $1");
        let row: Option<TaskRow> = with_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?);
        row.map(task).transpose()
    }

    /// One page of tasks, newest first, with how many there are: a plan's, or (with `None`)
    /// every plan's; only those in `status` when given.
    pub async fn generation_tasks_page(
        &self,
        plan_id: Option<&str>,
        status: Option<&str>,
        limit: i64,
        offset: i64,
    ) -> sqlx::Result<(Vec<Task>, i64)> {
        let filter = "($1 IS NULL OR plan_id = $1) AND ($2 IS NULL OR status = $2)";
        let sql = format!(
            "SELECT {TASK_COLUMNS} FROM generation_tasks WHERE {filter} \
             ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4"
        );
        let count = format!("SELECT COUNT(*) FROM generation_tasks WHERE {filter}");
        with_pool!(self, pool => {
            let rows: Vec<TaskRow> = sqlx::query_as(&sql).bind(plan_id).bind(status).bind(limit).bind(offset).fetch_all(pool).await?;
            let total = sqlx::query_scalar(&count).bind(plan_id).bind(status).fetch_one(pool).await?;
            Ok((rows.into_iter().map(task).collect::<sqlx::Result<_>>()?, total))
        })
    }

    /// Starts a new run of a task that is not running (`created`, `done` or `failure`): back to
    /// `created` with the same input, its output, error and prediction cleared, with the job
    /// that runs it, in one transaction. `None` (nothing written) when the task is running or
    /// gone.
    pub async fn restart_generation_task(&self, id: &str, now: i64, job: &NewJob) -> sqlx::Result<Option<Task>> {
        let sql = format!(
            "UPDATE generation_tasks SET status = 'created', output = NULL, error = NULL, prediction_id = NULL, \
             started_at = NULL, finished_at = NULL, attempts = attempts + 1, updated_at = $2 \
             WHERE id = $1 AND status <> 'pending' RETURNING {TASK_COLUMNS}"
        );
        let restarted: Option<TaskRow>;
        with_job!(self, job, tx => {
            restarted = sqlx::query_as(&sql).bind(id).bind(now).fetch_optional(&mut *tx).await?;
            if restarted.is_none() {
                // Running or gone: roll back rather than queue a job for it.
                return Ok(None);
            }
        });
        restarted.map(task).transpose()
    }

    /// Marks run `run` of a task as running (`pending`), keeping a start time and prediction an
    /// earlier claim of the same run recorded. `None` when the task is no longer in that run or
    /// already finished.
    pub async fn start_generation_run(&self, id: &str, run: i32, now: i64) -> sqlx::Result<Option<Task>> {
        let sql = format!(
            "UPDATE generation_tasks SET status = 'pending', started_at = COALESCE(started_at, $3), updated_at = $3 \
             WHERE id = $1 AND attempts = $2 AND status IN ('created', 'pending') RETURNING {TASK_COLUMNS}"
        );
        let row: Option<TaskRow> =
            with_pool!(self, pool => sqlx::query_as(&sql).bind(id).bind(run).bind(now).fetch_optional(pool).await?);
        row.map(task).transpose()
    }

    /// Records the remote prediction run `run` waits on; `false` when the run is over.
    pub async fn set_generation_prediction(
        &self,
        id: &str,
        run: i32,
        prediction_id: &str,
        now: i64,
    ) -> sqlx::Result<bool> {
        with_pool!(self, pool => Ok(sqlx::query(
            "UPDATE generation_tasks SET prediction_id = $3, updated_at = $4 \
             WHERE id = $1 AND attempts = $2 AND status = 'pending'",
        )
        .bind(id)
        .bind(run)
        .bind(prediction_id)
        .bind(now)
        .execute(pool)
        .await?
        .rows_affected()
            == 1))
    }

    /// Ends run `run`: `done` with its output, or `failure` with its reason. `false` when the
    /// run was already over (another worker, or a Retry, got there first).
    pub async fn finish_generation_run(
        &self,
        id: &str,
        run: i32,
        outcome: Result<&serde_json::Value, &str>,
        now: i64,
    ) -> sqlx::Result<bool> {
        let (status, output, error) = match outcome {
            Ok(output) => ("done", Some(Json(output)), None),
            Err(error) => ("failure", None, Some(error)),
        };
        with_pool!(self, pool => Ok(sqlx::query(
            "UPDATE generation_tasks SET status = $3, output = $4, error = $5, \
             started_at = COALESCE(started_at, $6), finished_at = $6, updated_at = $6 \
             WHERE id = $1 AND attempts = $2 AND status IN ('created', 'pending')",
        )
        .bind(id)
        .bind(run)
        .bind(status)
        .bind(output)
        .bind(error)
        .bind(now)
        .execute(pool)
        .await?
        .rows_affected()
            == 1))
    }

    /// Stores an older exterior generation (`pending`) with the job that runs it.
    pub async fn insert_flux_generation(&self, row: &FluxGeneration, job: &NewJob) -> sqlx::Result<()> {
        with_job!(self, job, tx => {
            sqlx::query(
                "INSERT INTO flux_generations (id, status, plan_id, source_image, data, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $6)",
            )
            .bind(&row.id)
            .bind(&row.status)
            .bind(&row.plan_id)
            .bind(&row.source_image)
            .bind(Json(&row.data))
            .bind(row.created_at)
            .execute(&mut *tx)
            .await?;
        });
        Ok(())
    }

    pub async fn get_flux_generation(&self, id: &str) -> sqlx::Result<Option<FluxGeneration>> {
        let sql = format!("SELECT {FLUX_COLUMNS} FROM flux_generations WHERE id = $1");
        let row: Option<FluxRow> = with_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?);
        Ok(row.map(FluxGeneration::from))
    }

    /// One page of older generations, newest first, with how many there are: a plan's, or
    /// (with `None`) every plan's.
    pub async fn flux_generations_page(
        &self,
        plan_id: Option<&str>,
        limit: i64,
        offset: i64,
    ) -> sqlx::Result<(Vec<FluxGeneration>, i64)> {
        let sql = format!(
            "SELECT {FLUX_COLUMNS} FROM flux_generations WHERE ($1 IS NULL OR plan_id = $1) \
             ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3"
        );
        with_pool!(self, pool => {
            let rows: Vec<FluxRow> = sqlx::query_as(&sql).bind(plan_id).bind(limit).bind(offset).fetch_all(pool).await?;
            let total = sqlx::query_scalar("SELECT COUNT(*) FROM flux_generations WHERE ($1 IS NULL OR plan_id = $1)")
                .bind(plan_id)
                .fetch_one(pool)
                .await?;
            Ok((rows.into_iter().map(FluxGeneration::from).collect(), total))
        })
    }

    /// Records an older generation's progress (its data so far) or its end (`done` or
    /// `failure`, with the seconds it took).
    pub async fn update_flux_generation(
        &self,
        id: &str,
        status: &str,
        data: &serde_json::Value,
        error: Option<&str>,
        execution_time: Option<f64>,
        now: i64,
    ) -> sqlx::Result<()> {
        execute!(
            self,
            "UPDATE flux_generations SET status = $2, data = $3, error = $4, execution_time = $5, updated_at = $6 \
             WHERE id = $1",
            id,
            status,
            Json(data),
            error,
            execution_time,
            now
        )
        .map(|_| ())
    }
}
