//! The durable job queue: exactly-once runs under racing workers, rescue of a dead worker's job
//! with its late answer refused, retries with backoff ending dead, and emails that outlive an
//! SMTP outage and an API restart.

use crate::common;

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use api::domain::time::{new_id, now_millis};
use api::jobs::{Job, JobHandler, Worker, WorkerSettings};
use api::store::{jobs::NewJob, Store};
use common::{smtp_sink::SmtpSink, Engine, TestServer};
use serde_json::{json, Value};
use tokio::sync::oneshot;

/// Settings of a test worker: quick polls and retries, the production lease unless changed.
fn settings() -> WorkerSettings {
    WorkerSettings {
        concurrency: 4,
        lease: Duration::from_secs(10),
        poll: Duration::from_millis(100),
        retry_base: Duration::from_millis(100),
        retry_cap: Duration::from_secs(60),
    }
}

fn new_job(kind: &'static str, max_attempts: i32) -> NewJob {
    let now = now_millis();
    NewJob { id: new_id(), kind, payload: json!({}), max_attempts, run_at: now, created_at: now }
}

/// A worker running in the background until stopped (or aborted, as a crash would).
struct Running {
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<()>,
}

fn start(worker: Worker) -> Running {
    let (stop, stopped) = oneshot::channel::<()>();
    let task = tokio::spawn(worker.run(async { stopped.await.unwrap_or(()) }, Duration::from_secs(5)));
    Running { stop: Some(stop), task }
}

impl Running {
    async fn stop(mut self) {
        self.stop.take().unwrap().send(()).ok();
        self.task.await.unwrap();
    }
}

async fn wait_for_state(store: &Store, id: &str, state: &str, within: Duration) -> api::store::jobs::JobStatus {
    let deadline = Instant::now() + within;
    loop {
        let status = store.jobs().job_status(id).await.unwrap().expect("the job exists");
        if status.state == state {
            return status;
        }
        assert!(Instant::now() < deadline, "job {id} is {} after {within:?}, not {state}", status.state);
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Counts each run of each job.
#[derive(Clone, Default)]
struct Counting {
    runs: Arc<Mutex<HashMap<String, u32>>>,
}

#[async_trait::async_trait]
impl JobHandler for Counting {
    async fn run(&self, job: &Job) -> anyhow::Result<()> {
        *self.runs.lock().unwrap().entry(job.id.clone()).or_default() += 1;
        Ok(())
    }
}

async fn a_job_enqueued_with_its_row_is_done_once(engine: Engine) {
    let server = TestServer::start(engine, true).await.unwrap();
    let user = server.sign_in_as(api::domain::accounts::Role::User).await;
    let plans = server.graphql("{ plans(filters: { pageSize: 1 }) { items { id title } } }", json!({})).await;
    let plan = &plans["data"]["plans"]["items"][0];
    let order = |plan_id: &Value| json!({ "user": { "email": "ann@example.com", "name": "Ann Lee" }, "plan": { "id": plan_id, "title": "" } });
    let post = |body: Value| {
        server.client.post(server.url("/api/order-site-plan")).header("cookie", format!("session={user}")).json(&body)
    };
    // A refused order stores nothing, so it queues no email either.
    let refused = post(order(&json!("no-such-plan"))).send().await.unwrap();
    assert_eq!(refused.status(), 400);
    assert_eq!(server.count("SELECT COUNT(*) FROM jobs").await, 0);

    let placed = post(order(&plan["id"])).send().await.unwrap();
    assert_eq!(placed.status(), 200);
    let emails = server.outbox_emails().await;
    let announcements = emails.iter().filter(|e| e.contains("To: operations@homeplot.local")).count();
    assert_eq!(announcements, 1, "the order's email was sent once");
    assert_eq!(server.count("SELECT COUNT(*) FROM jobs WHERE state = 'done' AND attempts = 1").await, 1);
}

async fn two_workers_run_a_thousand_jobs_exactly_once(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let store = server.state.store.clone();
    let counting = Counting::default();
    let first = start(Worker::new(&store, settings()).handle("test.count", counting.clone()));
    let second = start(Worker::new(&store, settings()).handle("test.count", counting.clone()));
    let mut ids = Vec::new();
    for _ in 0..1000 {
        let job = new_job("test.count", 3);
        store.jobs().enqueue_job(&job).await.unwrap();
        ids.push(job.id);
    }
    server.settle_jobs().await;
    first.stop().await;
    second.stop().await;

    let runs = counting.runs.lock().unwrap().clone();
    assert_eq!(runs.len(), 1000, "every job ran");
    assert!(runs.values().all(|&n| n == 1), "no job ran twice");
    assert_eq!(server.count("SELECT COUNT(*) FROM jobs WHERE state = 'done'").await, 1000);
    let by_worker = server.count("SELECT COUNT(DISTINCT worker) FROM jobs").await;
    assert_eq!(by_worker, 2, "both workers took part");
}

/// Holds its job forever, telling the test which claim (fencing token) it holds.
struct Stuck {
    claimed: Mutex<Option<oneshot::Sender<i64>>>,
}

#[async_trait::async_trait]
impl JobHandler for Stuck {
    async fn run(&self, job: &Job) -> anyhow::Result<()> {
        if let Some(tell) = self.claimed.lock().unwrap().take() {
            tell.send(job.fence).ok();
        }
        std::future::pending().await
    }
}

async fn a_dead_workers_job_is_rescued_and_its_late_answer_refused(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let store = server.state.store.clone();
    let (claimed, fence) = oneshot::channel();
    let doomed =
        start(Worker::new(&store, settings()).handle("test.slow", Stuck { claimed: Mutex::new(Some(claimed)) }));
    let job = new_job("test.slow", 5);
    store.jobs().enqueue_job(&job).await.unwrap();
    let stale_fence = fence.await.unwrap();
    // The worker dies mid-job: no more heartbeats, the lease is left to run out.
    doomed.task.abort();
    let died = Instant::now();

    let counting = Counting::default();
    let rescuer = start(Worker::new(&store, settings()).handle("test.slow", counting.clone()));
    let done = wait_for_state(&store, &job.id, "done", Duration::from_secs(30)).await;
    eprintln!("rescued after {:?}", died.elapsed());
    assert_eq!(done.attempts, 2);
    assert_eq!(counting.runs.lock().unwrap()[&job.id], 1);

    let late = store.jobs().complete_job(&job.id, stale_fence, now_millis()).await.unwrap();
    assert!(!late, "the dead worker's late completion is refused");
    let late = store.jobs().fail_job(&job.id, stale_fence, "late failure", None, now_millis()).await.unwrap();
    assert!(!late, "and so is its late failure");
    assert_eq!(store.jobs().job_status(&job.id).await.unwrap().unwrap().state, "done");
    rescuer.stop().await;
}

/// Always fails, noting when each attempt started.
#[derive(Clone, Default)]
struct Failing {
    started: Arc<Mutex<Vec<Instant>>>,
}

#[async_trait::async_trait]
impl JobHandler for Failing {
    async fn run(&self, _job: &Job) -> anyhow::Result<()> {
        self.started.lock().unwrap().push(Instant::now());
        anyhow::bail!("the mail server said 554 no")
    }
}

async fn a_failing_job_is_retried_with_backoff_and_ends_dead(engine: Engine) {
    let server = TestServer::start(engine, false).await.unwrap();
    let store = server.state.store.clone();
    let failing = Failing::default();
    let worker = start(Worker::new(&store, settings()).handle("test.fail", failing.clone()));
    let job = new_job("test.fail", 4);
    store.jobs().enqueue_job(&job).await.unwrap();
    let dead = wait_for_state(&store, &job.id, "dead", Duration::from_secs(20)).await;
    worker.stop().await;

    assert_eq!(dead.attempts, 4);
    assert_eq!(dead.last_error.as_deref(), Some("the mail server said 554 no"));
    let started = failing.started.lock().unwrap().clone();
    assert_eq!(started.len(), 4, "one run per attempt, none after the last");
    // Retries wait 100 ms, then 200, then 400: each gap at least its backoff.
    for (i, pair) in started.windows(2).enumerate() {
        let gap = pair[1] - pair[0];
        let backoff = Duration::from_millis(100 << i);
        assert!(gap >= backoff, "retry {} came after {gap:?}, before its backoff of {backoff:?}", i + 1);
    }
}

/// A loopback address where no server listens (yet).
fn closed_port() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().to_string()
}

const SIGN_UP: &str =
    "mutation($email: String!) { signUp(email: $email, password: \"Correct-horse-9\", name: \"Hal\") }";

async fn wait_for_mail(sink: &SmtpSink, to: &str) -> String {
    for _ in 0..300 {
        if let Some(message) = sink.messages.lock().unwrap().iter().find(|m| m.contains(&format!("To: {to}"))) {
            return message.clone();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no email to {to} within 15 s");
}

async fn a_sign_up_while_smtp_is_down_answers_at_once_and_the_email_follows(engine: Engine) {
    let smtp = closed_port();
    let server = TestServer::start_with(engine, false, |config| {
        config.mail.smtp_url = Some(format!("smtp://{smtp}"));
        config.jobs.jobs_retry_base_ms = 200;
    })
    .await
    .unwrap();
    let asked = Instant::now();
    let answer = server.graphql(SIGN_UP, json!({ "email": "hal@example.com" })).await;
    eprintln!("sign-up answered in {:?} with SMTP down", asked.elapsed());
    assert_eq!(answer["data"]["signUp"], "hal@example.com", "{answer}");
    tokio::time::sleep(Duration::from_millis(300)).await;
    let waiting = server.count("SELECT COUNT(*) FROM jobs WHERE state = 'pending' AND last_error IS NOT NULL").await;
    assert_eq!(waiting, 1, "the email waits for the server, with the reason it could not go");

    let (sink, _) = SmtpSink::start_on(&smtp).await;
    let message = wait_for_mail(&sink, "hal@example.com").await;
    assert!(message.contains("/verify-sign-up/"));
}

async fn an_email_job_survives_an_api_restart(engine: Engine) {
    let smtp = closed_port();
    let smtp_url = format!("smtp://{smtp}");
    let mut first = TestServer::start_with(engine, false, |config| {
        config.mail.smtp_url = Some(smtp_url.clone());
        config.jobs.jobs_retry_base_ms = 200;
    })
    .await
    .unwrap();
    let answer = first.graphql(SIGN_UP, json!({ "email": "ivy@example.com" })).await;
    assert!(answer["errors"].is_null(), "{answer}");
    first.stop().await;

    let (sink, _) = SmtpSink::start_on(&smtp).await;
    let _second = first
        .beside(|config| {
            config.mail.smtp_url = Some(smtp_url);
            config.jobs.jobs_retry_base_ms = 200;
        })
        .await;
    let message = wait_for_mail(&sink, "ivy@example.com").await;
    assert!(message.contains("/verify-sign-up/"));
}

storage_tests!(
    a_job_enqueued_with_its_row_is_done_once,
    two_workers_run_a_thousand_jobs_exactly_once,
    a_dead_workers_job_is_rescued_and_its_late_answer_refused,
    a_failing_job_is_retried_with_backoff_and_ends_dead,
    a_sign_up_while_smtp_is_down_answers_at_once_and_the_email_follows,
    an_email_job_survives_an_api_restart,
);
