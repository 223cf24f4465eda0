//! Storage: one interface over SQLite (the embedded default) and PostgreSQL.
//!
//! # The store's edge: one convention, every module
//! - **One handle per area.** Each module owns its area's tables and declares one handle
//!   (`PlanStore`, `OrderStore`, `MapResultStore`, …) made by `Store`'s accessor of that name.
//!   Only the area's service (in `domain`) holds it; a service that needs another area's data
//!   asks that area's service (`Orders` asks `Plans::visible` and `MapResults::get`), so each
//!   rule (who may see a plan, who may read a placement) has one home. The job queue
//!   (`JobQueue`) is shared infrastructure: any service may enqueue work.
//! - **Domain values in and out.** A method takes domain values (or a `New…` struct of the
//!   module for a row that does not exist yet) and returns domain values. The `FromRow` row
//!   types are private to their module, which converts them: a row never leaves the store.
//! - **SQL written once** in the dialect both engines accept (`$n` placeholders, portable
//!   types); [`with_pool!`] runs each body on whichever pool is configured. sqlx checks the
//!   binds and decodes when a query runs, not at compile time (the SQL is a runtime string):
//!   the tests run every query on both engines.

use std::{path::Path, str::FromStr, sync::Arc, time::Duration};

use anyhow::Context;
use sqlx::{
    postgres::{PgConnectOptions, PgPool, PgPoolOptions},
    sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous},
};

pub mod api_keys;
pub mod assistant_chats;
pub mod contractors;
pub mod directories;
pub mod generation;
pub mod jobs;
pub mod map;
pub mod orders;
pub mod params;
pub mod parcel_sources;
pub mod parcels;
pub mod plans;
pub mod recommendations;
pub mod rule_sets;
pub mod sessions;
pub mod shared;
pub mod site_visits;
pub mod templates;
pub mod user_tokens;
pub mod users;

/// The longest a PostgreSQL statement may run before the server cancels it.
const STATEMENT_TIMEOUT: &str = "5s";

static SQLITE_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("../migrations/sqlite");
static POSTGRES_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("../migrations/postgres");

/// The connection pool of whichever engine `DATABASE_URL` names.
#[derive(Debug, Clone)]
pub enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// Runs `$body` with `$pool` bound to the concrete pool of either engine.
macro_rules! with_pool {
    ($store:expr, $pool:ident => $body:expr) => {
        match &$store.pool {
            $crate::store::Pool::Sqlite($pool) => $body,
            $crate::store::Pool::Postgres($pool) => $body,
        }
    };
}
pub(crate) use with_pool;

/// Runs one statement on either engine, binding the arguments to `$1`, `$2`, … in order, and
/// answers how many rows it changed: the bind-and-execute steps every write repeats.
macro_rules! execute {
    ($store:expr, $sql:expr $(, $arg:expr)* $(,)?) => {
        $crate::store::with_pool!($store, pool => sqlx::query($sql)$(.bind($arg))*.execute(pool).await.map(|done| done.rows_affected()))
    };
}
pub(crate) use execute;

/// Declares an area's store handle: the connection pool, and the job queue's wake-up for writes
/// that enqueue a job in their own transaction (`jobs::with_job!`). Made by `Store`'s accessors.
macro_rules! area_store {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone)]
        pub struct $name {
            pub(crate) pool: $crate::store::Pool,
            // Read by `jobs::with_job!`, in the areas whose writes enqueue a job.
            #[allow(dead_code)]
            pub(crate) job_signal: std::sync::Arc<tokio::sync::Notify>,
        }

        impl $name {
            pub(crate) fn new(store: &$crate::store::Store) -> $name {
                $name { pool: store.pool.clone(), job_signal: store.job_signal.clone() }
            }
        }
    };
}
pub(crate) use area_store;

/// Whether `err` is a unique-constraint violation (a taken email, a second open order), on
/// either engine.
pub fn is_unique_violation(err: &sqlx::Error) -> bool {
    matches!(err, sqlx::Error::Database(db) if db.is_unique_violation())
}

/// The application's database.
#[derive(Debug, Clone)]
pub struct Store {
    pub(crate) pool: Pool,
    /// Wakes this process's job workers when a job is enqueued here.
    job_signal: Arc<tokio::sync::Notify>,
}

impl Store {
    /// Connects to `url` (`sqlite://…` or `postgres://…`) and applies pending migrations.
    pub async fn connect(url: &str) -> anyhow::Result<Store> {
        let pool = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            // No statement may hold a backend for long, and the app's queries are simple enough
            // that JIT compiling them costs more than it saves (a huge generated query once kept
            // backends busy compiling for minutes, deaf to cancellation).
            let options = PgConnectOptions::from_str(url)
                .context("parsing DATABASE_URL")?
                .options([("statement_timeout", STATEMENT_TIMEOUT), ("jit", "off")]);
            let pool = PgPoolOptions::new()
                .max_connections(16)
                .acquire_timeout(Duration::from_secs(10))
                .connect_with(options)
                .await
                .context("connecting to PostgreSQL")?;
            POSTGRES_MIGRATIONS.run(&pool).await.context("migrating PostgreSQL")?;
            Pool::Postgres(pool)
        } else if url.starts_with("sqlite:") {
            let options = SqliteConnectOptions::from_str(url)
                .with_context(|| format!("parsing DATABASE_URL {url}"))?
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Normal)
                .foreign_keys(true)
                .busy_timeout(Duration::from_secs(5));
            if let Some(dir) = Path::new(options.get_filename()).parent() {
                std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
            }
            let pool =
                SqlitePoolOptions::new().max_connections(8).connect_with(options).await.context("opening SQLite")?;
            SQLITE_MIGRATIONS.run(&pool).await.context("migrating SQLite")?;
            Pool::Sqlite(pool)
        } else {
            anyhow::bail!("DATABASE_URL must start with sqlite:// or postgres://, got {url}");
        };
        let store = Store { pool, job_signal: Arc::default() };
        // Reference data every install needs, whatever its seed: the first questionnaire.
        let first = crate::domain::site_visits::template::Template::first();
        store.site_visits().ensure_site_visit_template(&first, crate::domain::time::now_millis()).await?;
        Ok(store)
    }

    /// Accounts: users, their sessions and one-time tokens.
    pub fn accounts(&self) -> users::AccountStore {
        users::AccountStore::new(self)
    }

    pub fn assistant_chats(&self) -> assistant_chats::AssistantChatStore {
        assistant_chats::AssistantChatStore::new(self)
    }

    pub fn contractors(&self) -> contractors::ContractorStore {
        contractors::ContractorStore::new(self)
    }

    pub fn directories(&self) -> directories::DirectoryStore {
        directories::DirectoryStore::new(self)
    }

    pub fn generation(&self) -> generation::GenerationStore {
        generation::GenerationStore::new(self)
    }

    pub fn jobs(&self) -> jobs::JobQueue {
        jobs::JobQueue::new(self)
    }

    pub fn map_results(&self) -> map::MapResultStore {
        map::MapResultStore::new(self)
    }

    pub fn map_sessions(&self) -> map::MapSessionStore {
        map::MapSessionStore::new(self)
    }

    pub fn orders(&self) -> orders::OrderStore {
        orders::OrderStore::new(self)
    }

    pub fn parcels(&self) -> parcels::ParcelStore {
        parcels::ParcelStore::new(self)
    }

    pub fn parcel_sources(&self) -> parcel_sources::ParcelSourceStore {
        parcel_sources::ParcelSourceStore::new(self)
    }

    pub fn plans(&self) -> plans::PlanStore {
        plans::PlanStore::new(self)
    }

    pub fn api_keys(&self) -> api_keys::ApiKeyStore {
        api_keys::ApiKeyStore::new(self)
    }

    pub fn rule_sets(&self) -> rule_sets::RuleSetStore {
        rule_sets::RuleSetStore::new(self)
    }

    pub fn recommendations(&self) -> recommendations::RecommendationStore {
        recommendations::RecommendationStore::new(self)
    }

    pub fn site_visits(&self) -> site_visits::SiteVisitStore {
        site_visits::SiteVisitStore::new(self)
    }

    pub fn templates(&self) -> templates::TemplateStore {
        templates::TemplateStore::new(self)
    }

    /// `sqlite` or `postgres`, for logs and health checks.
    pub fn engine(&self) -> &'static str {
        match self.pool {
            Pool::Sqlite(_) => "sqlite",
            Pool::Postgres(_) => "postgres",
        }
    }

    /// Round trip to the database, for `/healthz`.
    pub async fn ping(&self) -> Result<(), sqlx::Error> {
        execute!(self, "SELECT 1").map(|_| ())
    }

    /// Closes every connection (graceful shutdown).
    pub async fn close(&self) {
        with_pool!(self, pool => pool.close().await)
    }
}
