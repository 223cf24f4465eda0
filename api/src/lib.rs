//! The Homeplot API server: GraphQL at `/graphql`, REST under `/api`, and the web app.
//!
//! Layers: `http`, `graphql` and `rest` are thin edges (parse, call a service, shape the answer)
//! → `services` holds one domain service per area, which owns the rules (visibility, paging,
//! validation, scopes) → `store` speaks SQL to SQLite or PostgreSQL. Work that can wait goes
//! through the durable queue of `jobs`.

pub mod adapters;
pub mod config;
pub mod domain;
pub mod error;
pub mod graphql;
pub mod http;
pub mod jobs;
pub mod logging;
pub mod media;
pub mod rest;
pub mod seed;
pub mod services;
pub mod state;
pub mod store;

use std::{future::Future, sync::Arc, time::Duration};

use anyhow::Context;
use poem::{listener::Acceptor, Server};

use crate::{
    adapters::mail::Mailer,
    config::Config,
    domain::accounts::links as account_links,
    http::connections::{ConnectionGate, ConnectionLimits},
    jobs::email,
    jobs::generation,
    jobs::links,
    jobs::parcel_imports,
    jobs::site_plan_email,
    jobs::thumbnails,
    jobs::Worker,
    jobs::WorkerSettings,
    media::MediaStore,
    services::Services,
    state::AppState,
    store::Store,
};

/// A connection that sends nothing for this long is closed, so clients that open connections
/// and never finish a request cannot use up the server's file descriptors.
const IDLE_TIMEOUT: Duration = Duration::from_secs(30);

/// How long in-flight requests and running jobs may take to finish after a shutdown signal.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(10);

/// Connects to the database, migrates it and, when enabled, seeds the demo catalogue and
/// accounts (and prints the demo accounts' credentials).
pub async fn prepare(config: Config) -> anyhow::Result<AppState> {
    let store = Store::connect(&config.database_url).await?;
    let mailer = Arc::new(Mailer::from_config(&config.mail)?);
    let media = MediaStore::from_config(&config.media)?;
    if config.seed_demo {
        if seed::seed_if_empty(&store, &media).await.context("seeding demo data")? {
            tracing::info!("seeded the demo catalogue");
        }
        if domain::parcels::demo_fabric::seed_if_empty(&store).await.context("seeding the demo parcels")? {
            tracing::info!("seeded the demo's made-up parcel fabric");
        }
        seed::seed_demo_accounts(&store).await.context("seeding demo accounts")?;
        seed::announce_demo_accounts();
    }
    let services = Arc::new(Services::new(&store, media, &config)?);
    let schema = graphql::build_schema(services.clone(), config.introspection);
    Ok(AppState { services, store, mailer, schema, config: Arc::new(config) })
}

/// Serves `state` on `acceptor`, and runs the job worker beside it, until `shutdown` completes;
/// then drains both and closes the database.
pub async fn serve(
    state: AppState,
    acceptor: impl Acceptor + 'static,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let store = state.store.clone();
    let (stop_jobs, jobs_stopped) = tokio::sync::oneshot::channel::<()>();
    let worker = Worker::new(&store, WorkerSettings::from(&state.config.jobs))
        .handle(email::KIND, email::SendEmail { mailer: state.mailer.clone() })
        .handle(
            site_plan_email::KIND,
            site_plan_email::SendWithSitePlan { services: state.services.clone(), mailer: state.mailer.clone() },
        )
        .handle(account_links::KIND, links::SendLink { services: state.services.clone() })
        .handle(domain::media::THUMBNAIL_JOB, thumbnails::MakeThumbnail { services: state.services.clone() })
        .handle(domain::generation::TASK_JOB, generation::RunTask { services: state.services.clone() })
        .handle(domain::parcels::imports::IMPORT_JOB, parcel_imports::RunImport { services: state.services.clone() })
        .handle(
            domain::generation::exterior::EXTERIOR_JOB,
            generation::RunExterior { services: state.services.clone() },
        );
    let jobs = tokio::spawn(worker.run(async { jobs_stopped.await.unwrap_or(()) }, SHUTDOWN_GRACE));
    let acceptor = ConnectionGate::new(acceptor, ConnectionLimits::fitted(&state.config.connections));
    let result = Server::new_with_acceptor(acceptor)
        .idle_timeout(IDLE_TIMEOUT)
        .run_with_graceful_shutdown(http::routes(state), shutdown, Some(SHUTDOWN_GRACE))
        .await;
    stop_jobs.send(()).ok();
    jobs.await.ok();
    store.close().await;
    result.context("serving HTTP")
}

/// The GraphQL SDL, as committed in `web/schema.graphql`.
pub fn schema_sdl() -> String {
    graphql::schema_builder().finish().sdl()
}

/// The OpenAPI document, as committed in `api/openapi.json`.
pub fn openapi_json() -> String {
    use clap::Parser;
    #[derive(Parser)]
    struct Defaults {
        #[command(flatten)]
        config: Config,
    }
    rest::openapi(&Defaults::parse_from(["defaults"]).config).spec()
}
