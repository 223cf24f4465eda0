//! The job queue table. Jobs are enqueued in the transaction of the row they concern (see
//! [`insert_job!`]); workers claim them with a lease and a fencing token (`fence`), renew the lease
//! while they work, and finish them only while they still hold the token.

use std::{sync::Arc, time::Duration};

use sqlx::{postgres::PgListener, types::Json, FromRow};
use tokio::sync::Notify;

use super::params::{bind_params, Conditions, Param};
use super::{with_pool, Pool};

/// The PostgreSQL channel an enqueue is announced on, so idle workers of every instance wake.
const CHANNEL: &str = "homeplot_jobs";
/// Finished jobs are kept this long for inspection, then deleted.
const KEEP_DONE_MILLIS: i64 = 7 * 24 * 60 * 60 * 1000;

/// A job to enqueue.
#[derive(Debug, Clone)]
pub struct NewJob {
    pub id: String,
    /// Which handler runs it, e.g. `email`.
    pub kind: &'static str,
    /// What the handler needs, as JSON.
    pub payload: serde_json::Value,
    /// Attempts before the job is given up as dead.
    pub max_attempts: i32,
    /// Not before this time, epoch milliseconds.
    pub run_at: i64,
    pub created_at: i64,
}

impl NewJob {
    /// A job of `kind` with `payload`, to run now, given up after `max_attempts`.
    pub fn now(kind: &'static str, payload: serde_json::Value, max_attempts: i32) -> NewJob {
        let now = crate::domain::time::now_millis();
        NewJob { id: crate::domain::time::new_id(), kind, payload, max_attempts, run_at: now, created_at: now }
    }
}

/// Inserts a [`NewJob`] on `$executor` (a transaction of either engine): the job is stored if and
/// only if the row it concerns is. Call [`announce`] after the commit.
macro_rules! insert_job {
    ($executor:expr, $job:expr) => {
        sqlx::query(
            "INSERT INTO jobs (id, kind, payload, max_attempts, run_at, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $6)",
        )
        .bind(&$job.id)
        .bind($job.kind)
        .bind(sqlx::types::Json(&$job.payload))
        .bind($job.max_attempts)
        .bind($job.run_at)
        .bind($job.created_at)
        .execute($executor)
    };
}
pub(crate) use insert_job;

/// Runs `$body` on a transaction `$tx` of either engine and enqueues `$job` in it, so the job is
/// stored if and only if the row it concerns is; then wakes the workers.
macro_rules! with_job {
    ($store:expr, $job:expr, $tx:ident => $body:expr) => {{
        $crate::store::with_pool!($store, pool => {
            let mut $tx = pool.begin().await?;
            $body;
            $crate::store::jobs::insert_job!(&mut *$tx, $job).await?;
            $tx.commit().await?;
        });
        $crate::store::jobs::announce(&$store.pool, &$store.job_signal).await;
    }};
}
pub(crate) use with_job;

/// Tells idle workers that jobs were enqueued: in this process at once, on other instances
/// through PostgreSQL's NOTIFY. A lost announcement only delays a job to the next poll.
pub(crate) async fn announce(pool: &Pool, job_signal: &tokio::sync::Notify) {
    job_signal.notify_one();
    if let Pool::Postgres(pool) = pool {
        if let Err(err) = sqlx::query("SELECT pg_notify($1, '')").bind(CHANNEL).execute(pool).await {
            tracing::warn!(error = %err, "could not announce a job");
        }
    }
}

/// A job a worker holds.
#[derive(Debug, Clone, FromRow)]
pub struct ClaimedJob {
    pub id: String,
    pub kind: String,
    pub payload: Json<serde_json::Value>,
    /// This attempt's number, from 1.
    pub attempts: i32,
    pub max_attempts: i32,
    /// The fencing token of this claim: only its holder may renew or finish the job.
    pub fence: i64,
}

/// A job as stored, for status checks.
#[derive(Debug, Clone, FromRow)]
pub struct JobStatus {
    pub id: String,
    pub kind: String,
    /// `pending`, `running`, `done` or `dead`.
    pub state: String,
    pub attempts: i32,
    pub run_at: i64,
    pub last_error: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
}

const CLAIMED_COLUMNS: &str = "id, kind, payload, attempts, max_attempts, fence";

/// Wakes a worker when a job may be ready: an enqueue in this process, a notification from
/// another instance (PostgreSQL), or a timeout (retries and expired leases come due by time).
pub struct JobWakeups {
    local: Arc<Notify>,
    listener: Option<PgListener>,
}

impl JobWakeups {
    /// Resolves on the next wake-up, or after `timeout`.
    pub async fn wait(&mut self, timeout: Duration) {
        let local = self.local.notified();
        match &mut self.listener {
            Some(listener) => tokio::select! {
                _ = local => {}
                received = listener.recv() => {
                    if let Err(err) = received {
                        // The listener reconnects by itself on its next `recv`; poll until then.
                        tracing::warn!(error = %err, "job notifications interrupted");
                        tokio::time::sleep(timeout).await;
                    }
                }
                _ = tokio::time::sleep(timeout) => {}
            },
            None => tokio::select! {
                _ = local => {}
                _ = tokio::time::sleep(timeout) => {}
            },
        }
    }
}

super::area_store!(
    /// The job queue (`jobs`): every service may enqueue work that can wait (email, image variants,
    /// generation); the workers of `crate::jobs` claim and finish it.
    JobQueue
);

impl JobQueue {
    /// Enqueues a job that concerns no other row.
    pub async fn enqueue_job(&self, job: &NewJob) -> sqlx::Result<()> {
        with_pool!(self, pool => insert_job!(pool, job).await.map(|_| ())?);
        self.announce_jobs().await;
        Ok(())
    }

    /// Tells idle workers that jobs were enqueued (see [`announce`]).
    pub async fn announce_jobs(&self) {
        announce(&self.pool, &self.job_signal).await;
    }

    /// A subscription to job announcements, for one worker.
    pub async fn job_wakeups(&self) -> JobWakeups {
        let listener = match &self.pool {
            Pool::Postgres(pool) => match PgListener::connect_with(pool).await {
                Ok(mut listener) => match listener.listen(CHANNEL).await {
                    Ok(()) => Some(listener),
                    Err(err) => {
                        tracing::warn!(error = %err, "cannot listen for jobs; polling only");
                        None
                    }
                },
                Err(err) => {
                    tracing::warn!(error = %err, "cannot listen for jobs; polling only");
                    None
                }
            },
            Pool::Sqlite(_) => None,
        };
        JobWakeups { local: self.job_signal.clone(), listener }
    }

    /// Claims up to `limit` due jobs of `kinds` for `worker`, oldest first: pending jobs whose
    /// time has come (jobs whose worker died are pending again, see
    /// [`Store::requeue_abandoned_jobs`]). Each claim counts an attempt and takes a new fencing
    /// token. Concurrent workers never claim the same job: PostgreSQL skips rows another claim
    /// has locked, and SQLite runs the one statement under its write lock.
    pub async fn claim_jobs(
        &self,
        kinds: &[&str],
        worker: &str,
        lease_until: i64,
        now: i64,
        limit: usize,
    ) -> sqlx::Result<Vec<ClaimedJob>> {
        let mut c = Conditions::default();
        let lease = c.bind(Param::Int(lease_until));
        let worker = c.bind(Param::Text(worker.to_owned()));
        let now = c.bind(Param::Int(now));
        let kinds: Vec<String> = kinds.iter().map(|kind| c.bind(Param::Text((*kind).to_owned()))).collect();
        let limit = c.bind(Param::Int(i64::try_from(limit).unwrap_or(i64::MAX)));
        let due = format!(
            "SELECT id FROM jobs WHERE state = 'pending' AND run_at <= {now} AND kind IN ({kinds}) \
             ORDER BY run_at, id LIMIT {limit}",
            kinds = kinds.join(", ")
        );
        let lock = match self.pool {
            Pool::Postgres(_) => " FOR UPDATE SKIP LOCKED",
            Pool::Sqlite(_) => "",
        };
        let sql = format!(
            "UPDATE jobs SET state = 'running', attempts = attempts + 1, fence = fence + 1, lease_until = {lease}, \
             worker = {worker}, updated_at = {now} WHERE id IN ({due}{lock}) RETURNING {CLAIMED_COLUMNS}"
        );
        with_pool!(self, pool => bind_params!(sqlx::query_as(&sql), c.params().iter()).fetch_all(pool).await)
    }

    /// Extends the lease of a job the caller still holds; `false` when it lost the job.
    pub async fn renew_job_lease(&self, id: &str, fence: i64, lease_until: i64, now: i64) -> sqlx::Result<bool> {
        self.update_held_job(id, fence, |c| {
            format!("lease_until = {}, updated_at = {}", c.bind(Param::Int(lease_until)), c.bind(Param::Int(now)))
        })
        .await
    }

    /// Marks a job done, if the caller still holds it (`false`: a newer claim owns it). The
    /// payload is dropped: it may carry one-time links.
    pub async fn complete_job(&self, id: &str, fence: i64, now: i64) -> sqlx::Result<bool> {
        self.update_held_job(id, fence, |c| {
            let now = c.bind(Param::Int(now));
            format!("state = 'done', payload = '{{}}', lease_until = NULL, last_error = NULL, updated_at = {now}")
        })
        .await
    }

    /// Records a failed attempt of a job the caller holds: pending again at `retry_at`, or dead
    /// with its error when there is no retry. `false` when the caller no longer holds it.
    pub async fn fail_job(
        &self,
        id: &str,
        fence: i64,
        error: &str,
        retry_at: Option<i64>,
        now: i64,
    ) -> sqlx::Result<bool> {
        let state = if retry_at.is_some() { "pending" } else { "dead" };
        self.update_held_job(id, fence, |c| {
            let run_at = c.bind(Param::Int(retry_at.unwrap_or(now)));
            let error = c.bind(Param::Text(error.to_owned()));
            let now = c.bind(Param::Int(now));
            format!(
                "state = '{state}', run_at = {run_at}, last_error = {error}, lease_until = NULL, updated_at = {now}"
            )
        })
        .await
    }

    /// Applies the assignments `set` writes (binding its values) to a job, only while the caller
    /// holds its current fencing token and it runs: `false` when a newer claim owns the job.
    async fn update_held_job(
        &self,
        id: &str,
        fence: i64,
        set: impl FnOnce(&mut Conditions) -> String,
    ) -> sqlx::Result<bool> {
        let mut c = Conditions::default();
        let set = set(&mut c);
        let id = c.bind(Param::Text(id.to_owned()));
        let fence = c.bind(Param::Int(fence));
        let sql = format!("UPDATE jobs SET {set} WHERE id = {id} AND fence = {fence} AND state = 'running'");
        let changed = with_pool!(self, pool => bind_params!(sqlx::query(&sql), c.params().iter()).execute(pool).await?.rows_affected());
        Ok(changed == 1)
    }

    /// Makes the jobs whose lease ran out (their worker died) pending again, or dead when that
    /// was their last attempt. Their old fencing token stays stale: the next claim takes a new
    /// one. Returns how many jobs were requeued or given up.
    pub async fn requeue_abandoned_jobs(&self, now: i64) -> sqlx::Result<u64> {
        with_pool!(self, pool => {
            let requeued = sqlx::query(
                "UPDATE jobs SET state = 'pending', lease_until = NULL, run_at = $1, updated_at = $1, \
                 last_error = 'The worker stopped while running the job.' \
                 WHERE state = 'running' AND lease_until < $1 AND attempts < max_attempts",
            )
            .bind(now)
            .execute(pool)
            .await?
            .rows_affected();
            let buried = sqlx::query(
                "UPDATE jobs SET state = 'dead', lease_until = NULL, updated_at = $1, \
                 last_error = 'The worker stopped during the last attempt.' \
                 WHERE state = 'running' AND lease_until < $1 AND attempts >= max_attempts",
            )
            .bind(now)
            .execute(pool)
            .await?
            .rows_affected();
            Ok(requeued + buried)
        })
    }

    /// Forgets jobs finished more than a week ago.
    pub async fn prune_done_jobs(&self, now: i64) -> sqlx::Result<u64> {
        with_pool!(self, pool => sqlx::query("DELETE FROM jobs WHERE state = 'done' AND updated_at < $1")
            .bind(now - KEEP_DONE_MILLIS)
            .execute(pool)
            .await
            .map(|done| done.rows_affected()))
    }

    /// A job's state, for status checks and tests.
    pub async fn job_status(&self, id: &str) -> sqlx::Result<Option<JobStatus>> {
        with_pool!(self, pool => sqlx::query_as(
            "SELECT id, kind, state, attempts, run_at, last_error, created_at, updated_at FROM jobs WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(pool)
        .await)
    }

    /// How many jobs are waiting or running.
    pub async fn unfinished_jobs(&self) -> sqlx::Result<i64> {
        with_pool!(self, pool => sqlx::query_scalar("SELECT COUNT(*) FROM jobs WHERE state IN ('pending', 'running')")
            .fetch_one(pool)
            .await)
    }
}
