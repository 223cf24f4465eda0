//! `api` command line: serve the app, seed demo data, export the API schemas.

use std::path::PathBuf;

use anyhow::Context;
use api::{
    config::{Config, MediaConfig},
    logging,
    media::MediaStore,
    store::Store,
};
use clap::{Parser, Subcommand};
use poem::listener::{Listener, TcpListener};

#[derive(Parser)]
#[command(name = "api", version, about = "Homeplot: place a home floor plan on your lot")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the API and the web app (the default).
    Serve(Box<Config>),
    /// Seed the demo catalogue into an empty database; with `--plans N`, then grow the catalogue
    /// to N plans modelled on the demo ones (for load tests).
    Seed {
        #[arg(long, env = "DATABASE_URL", default_value = "sqlite://data/app.db")]
        database_url: String,
        /// Plans the catalogue should have in all.
        #[arg(long)]
        plans: Option<usize>,
        #[command(flatten)]
        media: MediaConfig,
    },
    /// Create an admin account, or make an existing account an admin.
    CreateAdmin {
        #[arg(long, env = "DATABASE_URL", default_value = "sqlite://data/app.db")]
        database_url: String,
        /// Email of the account.
        #[arg(long)]
        email: String,
        /// Name for a new account.
        #[arg(long, default_value = "Administrator")]
        name: String,
        /// Password for a new account (or a new password for an existing one). Prefer the
        /// environment variable, which stays out of shell history.
        #[arg(long, env = "ADMIN_PASSWORD")]
        password: Option<String>,
    },
    /// Write the GraphQL SDL and the OpenAPI document the server serves.
    ExportSchema {
        #[arg(long, default_value = "web/schema.graphql")]
        graphql: PathBuf,
        #[arg(long, default_value = "api/openapi.json")]
        openapi: PathBuf,
    },
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let command = cli.command.unwrap_or_else(|| {
        // `api` alone serves with the environment's settings.
        #[derive(Parser)]
        struct ServeDefaults {
            #[command(flatten)]
            config: Config,
        }
        Command::Serve(Box::new(ServeDefaults::parse_from(["api"]).config))
    });
    match command {
        Command::Serve(config) => serve(*config).await,
        Command::Seed { database_url, plans, media } => {
            logging::init(api::config::LogFormat::Text);
            let store = Store::connect(&database_url).await?;
            let seeded = api::seed::seed_if_empty(&store, &MediaStore::from_config(&media)?).await?;
            if seeded {
                println!("Seeded the demo catalogue.");
            }
            match plans {
                Some(target) => {
                    let added = api::seed::grow_catalogue(&store, target).await?;
                    println!("Added {added} plans: the catalogue has at least {target}.");
                }
                None if !seeded => println!("The database already has plans; nothing to do."),
                None => {}
            }
            Ok(())
        }
        Command::CreateAdmin { database_url, email, name, password } => {
            logging::init(api::config::LogFormat::Text);
            let store = Store::connect(&database_url).await?;
            let accounts = api::domain::accounts::service::Accounts::new(&store, None, "");
            let admin = accounts
                .create_or_promote_admin(&name, &email, password.as_deref())
                .await
                .map_err(|e| anyhow::anyhow!(e.public_message()))?;
            println!("{} <{}> is an admin.", admin.name, admin.email);
            Ok(())
        }
        Command::ExportSchema { graphql, openapi } => {
            std::fs::write(&graphql, api::schema_sdl()).with_context(|| format!("writing {}", graphql.display()))?;
            std::fs::write(&openapi, api::openapi_json()).with_context(|| format!("writing {}", openapi.display()))?;
            println!("Wrote {} and {}", graphql.display(), openapi.display());
            Ok(())
        }
    }
}

async fn serve(config: Config) -> anyhow::Result<()> {
    logging::init(config.log_format);
    let addr = config.addr;
    let state = api::prepare(config).await?;
    let acceptor =
        TcpListener::bind(addr.to_string()).into_acceptor().await.with_context(|| format!("listening on {addr}"))?;
    tracing::info!(url = %format!("http://{addr}"), database = state.store.engine(), "serving");
    api::serve(state, acceptor, shutdown_signal()).await
}

/// Resolves on Ctrl-C or SIGTERM (what container runtimes send).
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = terminate => {},
    }
    tracing::info!("shutting down");
}
