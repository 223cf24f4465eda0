//! The Homeplot API server: GraphQL at `/graphql`, REST under `/api`, and the web app.
//!
//! Layers: `http`, `graphql` and `rest` are thin edges (parse, authorize, delegate) → `domain`
//! holds the rules → `store` speaks SQL to SQLite or PostgreSQL.

pub mod config;
pub mod configurator;
pub mod domain;
pub mod error;
pub mod geocoder;
pub mod google_identity;
pub mod graphql;
pub mod http;
pub mod logging;
pub mod mail;
pub mod media;
pub mod rest;
pub mod seed;
pub mod state;
pub mod store;
pub mod svg_sanitizer;

use std::{future::Future, sync::Arc, time::Duration};

use anyhow::Context;
use poem::{listener::Acceptor, Server};

use crate::{
    config::Config, configurator::Configurator, domain::accounts::service::Accounts, geocoder::Geocoder,
    google_identity::GoogleVerifier, mail::Mailer, media::MediaDir, state::AppState, store::Store,
};

/// How long in-flight requests may take to finish after a shutdown signal.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(10);

/// Connects to the database, migrates it and, when enabled, seeds the demo catalogue and
/// accounts (and prints the demo accounts' credentials).
pub async fn prepare(config: Config) -> anyhow::Result<AppState> {
    let store = Store::connect(&config.database_url).await?;
    let mailer = Arc::new(Mailer::from_config(&config.mail)?);
    let google = GoogleVerifier::from_config(&config.google);
    let accounts = Arc::new(Accounts::new(store.clone(), mailer.clone(), google, &config.public_url));
    if config.seed_demo {
        let media = MediaDir::new(&config.media_dir);
        if seed::seed_if_empty(&store, &media).await.context("seeding demo data")? {
            tracing::info!("seeded the demo catalogue");
        }
        seed::seed_demo_accounts(&store).await.context("seeding demo accounts")?;
        seed::announce_demo_accounts();
    }
    let schema =
        graphql::build_schema(store.clone(), accounts.clone(), MediaDir::new(&config.media_dir), config.introspection);
    let configurator = config.configurator_url.as_deref().map(Configurator::new).map(Arc::new);
    let geocoder = Arc::new(Geocoder::new(
        &config.geocoder_url,
        &format!("Homeplot/{} (+{})", env!("CARGO_PKG_VERSION"), config.public_url),
        config.geocoder_email.clone(),
        std::time::Duration::from_millis(config.geocoder_min_interval_ms),
    ));
    Ok(AppState { store, accounts, mailer, geocoder, configurator, schema, config: Arc::new(config) })
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
        config: Config,
    }
    rest::openapi(&Defaults::parse_from(["defaults"]).config).spec()
}
