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
    /// Import a county's parcel file (a GeoJSON FeatureCollection) into a parcel source of our
    /// store, showing its progress; run the same command again to resume an import that was
    /// interrupted.
    ImportParcels {
        #[arg(long, env = "DATABASE_URL", default_value = "sqlite://data/app.db")]
        database_url: String,
        /// The store source's id (the back office's Parcel sources shows it).
        #[arg(long)]
        source: String,
        /// The GeoJSON file.
        file: PathBuf,
        #[command(flatten)]
        media: MediaConfig,
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
        Command::ImportParcels { database_url, source, file, media } => {
            logging::init(api::config::LogFormat::Text);
            let store = Store::connect(&database_url).await?;
            import_parcels(&store, MediaStore::from_config(&media)?, &source, &file).await
        }
        Command::ExportSchema { graphql, openapi } => {
            std::fs::write(&graphql, api::schema_sdl()).with_context(|| format!("writing {}", graphql.display()))?;
            std::fs::write(&openapi, api::openapi_json()).with_context(|| format!("writing {}", openapi.display()))?;
            println!("Wrote {} and {}", graphql.display(), openapi.display());
            Ok(())
        }
    }
}

/// The `import-parcels` command: the import's progress on one line of the terminal.
async fn import_parcels(store: &Store, media: MediaStore, source: &str, file: &std::path::Path) -> anyhow::Result<()> {
    use api::domain::parcels::{imports::RunEnd, Parcels};
    use std::io::Write;
    let directories = std::sync::Arc::new(api::domain::directories::service::Directories::new(store));
    // No service is asked here (the timeout bounds nothing): the file is read from disk.
    let parcels = Parcels::new(store, directories, media, "Homeplot import", std::time::Duration::from_secs(5));
    let started = std::time::Instant::now();
    // Ctrl-C stops after the batch being stored; the next run resumes there.
    let interrupted = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let on_interrupt = interrupted.clone();
    tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            on_interrupt.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    });
    let (import, end) = parcels
        .import_file(source, file, |import| {
            eprint!(
                "\r{} parcels stored from {} features ({:.0} % of the file)   ",
                import.parcels_stored,
                import.features_read,
                import.percent()
            );
            std::io::stderr().flush().ok();
            !interrupted.load(std::sync::atomic::Ordering::Relaxed)
        })
        .await?;
    eprintln!();
    match end {
        RunEnd::Done => {
            println!("{} ({:.1} s)", import.message, started.elapsed().as_secs_f64());
            Ok(())
        }
        RunEnd::Paused => {
            println!("Paused after {} features; run the same command again to resume.", import.features_read);
            Ok(())
        }
        RunEnd::Failed(reason) => anyhow::bail!(reason),
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
