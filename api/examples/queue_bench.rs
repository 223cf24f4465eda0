//! The job queue's figures on PostgreSQL, printed by `just bench`: jobs per second with two
//! workers, the median time from enqueue to start, and the time to rescue a dead worker's job.
//!
//! `cargo run --release -p api --example queue_bench -- [postgres://…/postgres]` (default: the
//! CI role on this machine). It works in a fresh database of its own and drops it afterwards.

use std::{
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use anyhow::Context;
use api::domain::time::{new_id, now_millis};
use api::jobs::{Job, JobHandler, Worker, WorkerSettings};
use api::store::{jobs::NewJob, Store};
use serde_json::json;
use sqlx::Connection;
use tokio::sync::oneshot;

const THROUGHPUT_JOBS: usize = 5_000;
const LATENCY_JOBS: usize = 200;

/// The settings every instance runs with by default (see `JobsConfig`).
fn production() -> WorkerSettings {
    WorkerSettings {
        concurrency: 4,
        lease: Duration::from_secs(10),
        poll: Duration::from_secs(1),
        retry_base: Duration::from_secs(1),
        retry_cap: Duration::from_secs(15 * 60),
    }
}

fn job(kind: &'static str, payload: serde_json::Value) -> NewJob {
    let now = now_millis();
    NewJob { id: new_id(), kind, payload, max_attempts: 3, run_at: now, created_at: now }
}

/// Notes when each job started, relative to the bench's clock.
#[derive(Clone)]
struct Recorder {
    clock: Instant,
    started: Arc<Mutex<Vec<(u64, u64)>>>,
}

#[async_trait::async_trait]
impl JobHandler for Recorder {
    async fn run(&self, job: &Job) -> anyhow::Result<()> {
        let now = self.clock.elapsed().as_micros() as u64;
        let enqueued = job.payload["enqueued_us"].as_u64().unwrap_or(now);
        self.started.lock().unwrap().push((enqueued, now));
        Ok(())
    }
}

/// Takes its job and never finishes, as a worker that died mid-job.
struct Stuck(Mutex<Option<oneshot::Sender<()>>>);

#[async_trait::async_trait]
impl JobHandler for Stuck {
    async fn run(&self, _job: &Job) -> anyhow::Result<()> {
        if let Some(tell) = self.0.lock().unwrap().take() {
            tell.send(()).ok();
        }
        std::future::pending().await
    }
}

fn start(worker: Worker) -> (oneshot::Sender<()>, tokio::task::JoinHandle<()>) {
    let (stop, stopped) = oneshot::channel::<()>();
    (stop, tokio::spawn(worker.run(async { stopped.await.unwrap_or(()) }, Duration::from_secs(5))))
}

async fn wait_until_settled(store: &Store) -> anyhow::Result<()> {
    while store.jobs().unfinished_jobs().await? > 0 {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    Ok(())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let admin_url =
        std::env::args().nth(1).unwrap_or_else(|| "postgres://homeplot:homeplot@127.0.0.1:5432/postgres".to_owned());
    let name = format!("homeplot_bench_{}", uuid::Uuid::now_v7().simple());
    let mut admin = sqlx::PgConnection::connect(&admin_url).await.context("connecting to PostgreSQL")?;
    sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut admin).await?;
    let (base, _) = admin_url.rsplit_once('/').context("the url ends with /database")?;
    let store = Store::connect(&format!("{base}/{name}")).await?;
    let result = run(&store).await;
    store.close().await;
    // FORCE: stopped workers' notification listeners may still be closing their connections.
    sqlx::query(&format!("DROP DATABASE {name} WITH (FORCE)")).execute(&mut admin).await?;
    result
}

async fn run(store: &Store) -> anyhow::Result<()> {
    let clock = Instant::now();
    println!("Job queue on PostgreSQL (default settings: lease 10 s, poll 1 s, 4 jobs at once per worker)");

    // Throughput: a backlog, drained by two workers.
    for _ in 0..THROUGHPUT_JOBS {
        store.jobs().enqueue_job(&job("bench.throughput", json!({}))).await?;
    }
    let recorder = Recorder { clock, started: Arc::default() };
    let began = Instant::now();
    let workers = [
        start(Worker::new(store, production()).handle("bench.throughput", recorder.clone())),
        start(Worker::new(store, production()).handle("bench.throughput", recorder.clone())),
    ];
    wait_until_settled(store).await?;
    let elapsed = began.elapsed();
    for (stop, task) in workers {
        stop.send(()).ok();
        task.await?;
    }
    println!(
        "  throughput, 2 workers:        {:.0} jobs/s ({THROUGHPUT_JOBS} jobs in {:.2} s)",
        THROUGHPUT_JOBS as f64 / elapsed.as_secs_f64(),
        elapsed.as_secs_f64()
    );

    // Latency: jobs enqueued one at a time while a worker waits.
    let recorder = Recorder { clock, started: Arc::default() };
    let (stop, task) = start(Worker::new(store, production()).handle("bench.latency", recorder.clone()));
    tokio::time::sleep(Duration::from_millis(200)).await;
    for _ in 0..LATENCY_JOBS {
        let enqueued = clock.elapsed().as_micros() as u64;
        store.jobs().enqueue_job(&job("bench.latency", json!({ "enqueued_us": enqueued }))).await?;
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    wait_until_settled(store).await?;
    stop.send(()).ok();
    task.await?;
    let mut waits: Vec<u64> =
        recorder.started.lock().unwrap().iter().map(|(enqueued, began)| began - enqueued).collect();
    waits.sort_unstable();
    let at = |q: f64| waits[((waits.len() - 1) as f64 * q).round() as usize] as f64 / 1000.0;
    println!("  enqueue → start:              median {:.2} ms, p95 {:.2} ms ({LATENCY_JOBS} jobs)", at(0.5), at(0.95));

    // Rescue: a worker dies holding a job; another claims it when the lease runs out.
    let (claimed, was_claimed) = oneshot::channel();
    let stuck = Stuck(Mutex::new(Some(claimed)));
    let (_, doomed) = start(Worker::new(store, production()).handle("bench.rescue", stuck));
    store.jobs().enqueue_job(&job("bench.rescue", json!({}))).await?;
    was_claimed.await?;
    doomed.abort();
    let died = clock.elapsed().as_micros() as u64;
    let recorder = Recorder { clock, started: Arc::default() };
    let (stop, rescuer) = start(Worker::new(store, production()).handle("bench.rescue", recorder.clone()));
    wait_until_settled(store).await?;
    stop.send(()).ok();
    rescuer.await?;
    let (_, rescued) = recorder.started.lock().unwrap()[0];
    println!("  dead worker's job started again after {:.1} s", (rescued - died) as f64 / 1e6);
    Ok(())
}
