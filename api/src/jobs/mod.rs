//! Background work from the durable queue in the database (`store::jobs`): emails, the
//! look-ups behind emailed links, uploads' thumbnails and the Creative Studio's generations. Every API instance runs a [`Worker`]; they share the
//! queue table, so any instance may run any job, and a job outlives the process that queued it.
//!
//! A claimed job is leased: the worker renews the lease while the handler runs. When a worker
//! dies, its lease ends and another worker claims the job again (within [`WorkerSettings::lease`]
//! plus one poll); the dead worker's fencing token is then stale, so a late answer from it is
//! refused. Failures are retried with capped exponential backoff, and the last failure leaves
//! the job dead with its error.

pub mod email;
pub mod generation;
pub mod links;
pub mod parcel_imports;
pub mod site_plan_email;
pub mod thumbnails;

use std::{
    collections::HashMap,
    future::Future,
    sync::Arc,
    time::{Duration, Instant},
};

use rand::Rng;
use tokio::task::JoinSet;
use tracing::Instrument;

use crate::config::JobsConfig;
use crate::domain::time::{new_id, now_millis};
use crate::store::jobs::{ClaimedJob, JobQueue};
use crate::store::Store;

/// One job, as its handler sees it.
#[derive(Debug, Clone)]
pub struct Job {
    pub id: String,
    /// The payload given at enqueue.
    pub payload: serde_json::Value,
    /// This attempt's number, from 1.
    pub attempt: i32,
    /// The attempts the job has; after the last one fails it is dead.
    pub max_attempts: i32,
    /// The fencing token of this claim.
    pub fence: i64,
}

/// Runs jobs of one kind.
#[async_trait::async_trait]
pub trait JobHandler: Send + Sync {
    /// Does the job. An error is retried later, until the job's attempts run out.
    async fn run(&self, job: &Job) -> anyhow::Result<()>;
}

/// How a worker claims, leases and retries.
#[derive(Debug, Clone)]
pub struct WorkerSettings {
    /// Jobs run at once by one worker.
    pub concurrency: usize,
    /// How long a claim holds without renewal; renewed every third of it.
    pub lease: Duration,
    /// Longest wait between two looks at the queue (retries and dead workers' jobs come due by
    /// time, not by announcement).
    pub poll: Duration,
    /// The first retry's delay; each further retry doubles it, up to `retry_cap`.
    pub retry_base: Duration,
    pub retry_cap: Duration,
}

impl From<&JobsConfig> for WorkerSettings {
    fn from(config: &JobsConfig) -> Self {
        WorkerSettings {
            concurrency: config.jobs_concurrency.max(1),
            lease: Duration::from_secs(config.jobs_lease_secs.max(1)),
            poll: Duration::from_millis(config.jobs_poll_ms.max(10)),
            retry_base: Duration::from_millis(config.jobs_retry_base_ms),
            retry_cap: Duration::from_secs(15 * 60),
        }
    }
}

impl WorkerSettings {
    /// Delay before attempt `attempt + 1`: base × 2^(attempt − 1), capped, with up to 20 %
    /// random extra so that jobs failing together do not retry in lockstep.
    pub fn backoff(&self, attempt: i32) -> Duration {
        let doublings = u32::try_from(attempt.saturating_sub(1)).unwrap_or(0).min(30);
        let delay = self.retry_base.saturating_mul(1 << doublings).min(self.retry_cap);
        delay.mul_f64(1.0 + rand::thread_rng().gen_range(0.0..0.2))
    }
}

/// Claims jobs of the kinds it has handlers for and runs them.
pub struct Worker {
    queue: JobQueue,
    id: String,
    handlers: HashMap<&'static str, Arc<dyn JobHandler>>,
    settings: WorkerSettings,
}

impl Worker {
    pub fn new(store: &Store, settings: WorkerSettings) -> Worker {
        Worker { queue: store.jobs(), id: new_id(), handlers: HashMap::new(), settings }
    }

    /// Runs jobs of `kind` with `handler`. A worker claims only kinds it can run.
    pub fn handle(mut self, kind: &'static str, handler: impl JobHandler + 'static) -> Worker {
        self.handlers.insert(kind, Arc::new(handler));
        self
    }

    /// This worker's id, as the queue records it on the jobs it claims.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Claims and runs jobs until `shutdown` resolves, then lets running jobs finish for up to
    /// `grace`; a job still running after that is left to its lease and claimed again later.
    pub async fn run(self, shutdown: impl Future<Output = ()>, grace: Duration) {
        let worker = Arc::new(self);
        let mut wakeups = worker.queue.job_wakeups().await;
        let mut running = JoinSet::new();
        let mut housekeeping = Housekeeping::default();
        tokio::pin!(shutdown);
        loop {
            housekeeping.run_when_due(&worker.queue, worker.settings.poll).await;
            worker.claim_into(&mut running).await;
            tokio::select! {
                _ = &mut shutdown => break,
                Some(_) = running.join_next() => {}
                _ = wakeups.wait(worker.settings.poll) => {}
            }
        }
        let drain = async { while running.join_next().await.is_some() {} };
        if tokio::time::timeout(grace, drain).await.is_err() {
            tracing::warn!(left = running.len(), "jobs still running at shutdown; their leases will expire");
        }
    }

    /// Claims as many due jobs as this worker has room for, in one statement.
    async fn claim_into(self: &Arc<Self>, running: &mut JoinSet<()>) {
        let room = self.settings.concurrency.saturating_sub(running.len());
        if room == 0 {
            return;
        }
        let kinds: Vec<&str> = self.handlers.keys().copied().collect();
        let now = now_millis();
        let claimed = match self.queue.claim_jobs(&kinds, &self.id, now + lease_millis(&self.settings), now, room).await
        {
            Ok(claimed) => claimed,
            Err(err) => {
                tracing::error!(error = %err, "claiming jobs failed");
                return;
            }
        };
        for job in claimed {
            let span = tracing::info_span!("job", id = %job.id, kind = %job.kind, attempt = job.attempts);
            let worker = self.clone();
            running.spawn(async move { worker.execute(job).await }.instrument(span));
        }
    }

    /// Runs one claimed job, renewing its lease meanwhile, and records the outcome.
    async fn execute(&self, claimed: ClaimedJob) {
        let Some(handler) = self.handlers.get(claimed.kind.as_str()) else {
            return;
        };
        let job = Job {
            id: claimed.id,
            payload: claimed.payload.0,
            attempt: claimed.attempts,
            max_attempts: claimed.max_attempts,
            fence: claimed.fence,
        };
        let outcome = self.run_leased(handler.as_ref(), &job).await;
        let now = now_millis();
        let recorded = match outcome {
            None => return,
            Some(Ok(())) => self.queue.complete_job(&job.id, job.fence, now).await,
            Some(Err(err)) => {
                let error = format!("{err:#}");
                let retry_at = (job.attempt < claimed.max_attempts)
                    .then(|| now + i64::try_from(self.settings.backoff(job.attempt).as_millis()).unwrap_or(i64::MAX));
                match retry_at {
                    Some(at) => tracing::warn!(%error, retry_in_ms = at - now, "job failed; will retry"),
                    None => tracing::error!(%error, "job failed for the last time"),
                }
                self.queue.fail_job(&job.id, job.fence, &error, retry_at, now).await
            }
        };
        match recorded {
            Ok(true) => {}
            Ok(false) => tracing::warn!("job outcome refused: another worker claimed it meanwhile"),
            Err(err) => tracing::error!(error = %err, "recording a job's outcome failed; its lease will expire"),
        }
    }

    /// The handler's result, or `None` when the lease was lost (another worker owns the job).
    async fn run_leased(&self, handler: &dyn JobHandler, job: &Job) -> Option<anyhow::Result<()>> {
        let mut heartbeat = tokio::time::interval(self.settings.lease / 3);
        heartbeat.tick().await;
        let work = handler.run(job);
        tokio::pin!(work);
        loop {
            tokio::select! {
                result = &mut work => return Some(result),
                _ = heartbeat.tick() => {
                    let now = now_millis();
                    match self.queue.renew_job_lease(&job.id, job.fence, now + lease_millis(&self.settings), now).await {
                        Ok(true) => {}
                        Ok(false) => {
                            tracing::warn!("job lease lost; stopping it");
                            return None;
                        }
                        // The database may be back before the lease ends; if not, the job is
                        // claimed again elsewhere and this worker's answer will be refused.
                        Err(err) => tracing::warn!(error = %err, "renewing a job lease failed"),
                    }
                }
            }
        }
    }
}

/// The queue's upkeep, done by every worker at its own pace: abandoned jobs are requeued once
/// per poll interval (so a dead worker's job waits at most its lease plus one poll), finished
/// jobs pruned once an hour.
#[derive(Default)]
struct Housekeeping {
    requeued_at: Option<Instant>,
    pruned_at: Option<Instant>,
}

impl Housekeeping {
    const PRUNE_EVERY: Duration = Duration::from_secs(60 * 60);

    async fn run_when_due(&mut self, queue: &JobQueue, poll: Duration) {
        let due = |at: Option<Instant>, every: Duration| at.is_none_or(|at| at.elapsed() >= every);
        if due(self.requeued_at, poll) {
            self.requeued_at = Some(Instant::now());
            match queue.requeue_abandoned_jobs(now_millis()).await {
                Ok(0) => {}
                Ok(n) => tracing::warn!(jobs = n, "requeued jobs whose worker stopped"),
                Err(err) => tracing::error!(error = %err, "requeueing abandoned jobs failed"),
            }
        }
        if due(self.pruned_at, Self::PRUNE_EVERY) {
            self.pruned_at = Some(Instant::now());
            if let Err(err) = queue.prune_done_jobs(now_millis()).await {
                tracing::error!(error = %err, "pruning finished jobs failed");
            }
        }
    }
}

fn lease_millis(settings: &WorkerSettings) -> i64 {
    i64::try_from(settings.lease.as_millis()).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> WorkerSettings {
        WorkerSettings {
            concurrency: 1,
            lease: Duration::from_secs(10),
            poll: Duration::from_secs(1),
            retry_base: Duration::from_secs(1),
            retry_cap: Duration::from_secs(60),
        }
    }

    #[test]
    fn backoff_doubles_and_is_capped() {
        let s = settings();
        for (attempt, base) in [(1, 1.0), (2, 2.0), (3, 4.0), (6, 32.0), (7, 60.0), (40, 60.0)] {
            let delay = s.backoff(attempt).as_secs_f64();
            assert!((base..=base * 1.2).contains(&delay), "attempt {attempt}: {delay} s");
        }
    }
}
