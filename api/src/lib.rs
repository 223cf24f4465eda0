//! The Homeplot API server: GraphQL at `/graphql`, REST under `/api`, and the web app.
//!
//! Layers: `http`, `graphql` and `rest` are thin edges (parse, authorize, delegate) → `domain`
//! holds the rules → `store` speaks SQL to SQLite or PostgreSQL.

pub mod config;
pub mod domain;
pub mod error;
pub mod graphql;
pub mod http;
pub mod logging;
pub mod media;
pub mod rest;
pub mod seed;
pub mod state;
pub mod store;

use std::{future::Future, sync::Arc, time::Duration};

use anyhow::Context;
use poem::{listener::Acceptor, Server};

use crate::{config::Config, media::MediaDir, state::AppState, store::Store};

/// How long in-flight requests may take to finish after a shutdown signal.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(10);

/// Connects to the database, migrates it and, when enabled, seeds the demo catalogue.
pub async fn prepare(config: Config) -> anyhow::Result<AppState> {
    let store = Store::connect(&config.database_url).await?;
    if config.seed_demo
        && seed::seed_if_empty(&store, &MediaDir::new(&config.media_dir))
            .await
            .context("seeding demo data")?
    {
        tracing::info!("seeded the demo catalogue");
    }
    let schema = graphql::build_schema(store.clone(), config.introspection);
    Ok(AppState {
        store,
        schema,
        config: Arc::new(config),
    })
}

/// Serves `state` on `acceptor` until `shutdown` completes, then drains and closes the database.
pub async fn serve(
    state: AppState,
    acceptor: impl Acceptor + 'static,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let store = state.store.clone();
    let result = Server::new_with_acceptor(acceptor)
        .run_with_graceful_shutdown(http::routes(state), shutdown, Some(SHUTDOWN_GRACE))
        .await;
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
        client: config::ClientConfig,
    }
    rest::openapi(&Defaults::parse_from(["defaults"]).client).spec()
}
