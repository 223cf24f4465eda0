//! Parcels: lot boundaries with their parcel number, situs address and zoning district, found by
//! a point inside them through a spatial index over their boxes (SQLite's R*Tree, PostgreSQL's
//! GiST over `box`; see the migrations).

use sqlx::FromRow;

use super::{area_store, execute, jobs::with_job, with_pool};
use crate::adapters::parcel_service::Bbox;
use crate::domain::parcels::imports::{ImportState, ParcelImport};
use crate::domain::parcels::Parcel;
use crate::store::jobs::NewJob;

area_store!(
    /// The parcel store, and the imports of counties' files into it.
    ParcelStore
);

/// Inserts one chunk of [`NewParcel`]s on `$executor`; a parcel whose id is stored already (a
/// batch stored again after a crash between its commit and the job's end) is left as it is.
macro_rules! insert_chunk {
    ($executor:expr, $chunk:expr) => {{
        let chunk = $chunk;
        let mut sql = String::from(
            "INSERT INTO parcels (id, source, import_id, apn, situs_address, zoning, ring, min_lon, min_lat, max_lon, max_lat) VALUES ",
        );
        for i in 0..chunk.len() {
            let p = i * 11;
            let sep = if i == 0 { "" } else { ", " };
            let params: Vec<String> = (1..=11).map(|k| format!("${}", p + k)).collect();
            sql.push_str(&format!("{sep}({})", params.join(", ")));
        }
        sql.push_str(" ON CONFLICT (id) DO NOTHING");
        let mut query = sqlx::query(&sql);
        for new in chunk {
            let parcel = new.parcel;
            let (min, max) = parcel.bounds();
            let ring = serde_json::to_string(&parcel.ring).unwrap_or_else(|_| "[]".into());
            query = query
                .bind(new.id)
                .bind(new.source)
                .bind(new.import_id)
                .bind(&parcel.apn)
                .bind(&parcel.situs_address)
                .bind(&parcel.zoning)
                .bind(ring)
                .bind(min.0)
                .bind(min.1)
                .bind(max.0)
                .bind(max.1);
        }
        query.execute($executor).await?;
    }};
}

/// Rows per INSERT statement: 11 parameters each stays far below both engines' limits.
const ROWS_PER_INSERT: usize = 500;

/// A parcel to store.
pub struct NewParcel<'a> {
    pub id: &'a str,
    pub source: &'a str,
    /// The import it comes from; empty for the demo's fabric.
    pub import_id: &'a str,
    pub parcel: &'a Parcel,
}

/// An import's progress after a batch: the counts to add, and how far into the file it is.
#[derive(Debug, Clone, Copy, Default)]
pub struct ImportStep {
    pub features: i64,
    pub stored: i64,
    pub skipped: i64,
    pub bytes_read: i64,
}

#[derive(FromRow)]
struct ImportRow {
    id: String,
    source_id: String,
    file_name: String,
    file_key: String,
    file_digest: String,
    file_bytes: i64,
    state: String,
    features_read: i64,
    parcels_stored: i64,
    features_skipped: i64,
    bytes_read: i64,
    message: String,
    created_at: i64,
    updated_at: i64,
}

impl ImportRow {
    fn into_import(self) -> ParcelImport {
        ParcelImport {
            state: ImportState::parse(&self.state).unwrap_or(ImportState::Failed),
            id: self.id,
            source_id: self.source_id,
            file_name: self.file_name,
            file_key: self.file_key,
            file_digest: self.file_digest,
            file_bytes: self.file_bytes,
            features_read: self.features_read,
            parcels_stored: self.parcels_stored,
            features_skipped: self.features_skipped,
            bytes_read: self.bytes_read,
            message: self.message,
            created_at: self.created_at,
            updated_at: self.updated_at,
        }
    }
}

/// Inserts a [`ParcelImport`] on `$executor`.
macro_rules! insert_import_on {
    ($executor:expr, $import:expr) => {{
        let import: &ParcelImport = $import;
        sqlx::query(
            "INSERT INTO parcel_imports (id, source_id, file_name, file_key, file_digest, file_bytes, state, \
               features_read, parcels_stored, features_skipped, bytes_read, message, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
        )
        .bind(&import.id)
        .bind(&import.source_id)
        .bind(&import.file_name)
        .bind(&import.file_key)
        .bind(&import.file_digest)
        .bind(import.file_bytes)
        .bind(import.state.as_str())
        .bind(import.features_read)
        .bind(import.parcels_stored)
        .bind(import.features_skipped)
        .bind(import.bytes_read)
        .bind(&import.message)
        .bind(import.created_at)
        .bind(import.updated_at)
        .execute($executor)
        .await?;
    }};
}

/// Inserts a [`ParcelImport`] on either pool.
macro_rules! insert_import {
    ($store:expr, $import:expr) => {
        with_pool!($store, pool => {
            insert_import_on!(pool, $import);
            Ok(())
        })
    };
}

const IMPORT_COLUMNS: &str = "id, source_id, file_name, file_key, file_digest, file_bytes, state, features_read, \
     parcels_stored, features_skipped, bytes_read, message, created_at, updated_at";

#[derive(FromRow)]
struct ParcelRow {
    apn: String,
    situs_address: String,
    zoning: String,
    ring: String,
}

impl ParcelRow {
    fn into_parcel(self) -> Option<Parcel> {
        let ring: Vec<(f64, f64)> = serde_json::from_str(&self.ring).ok()?;
        Some(Parcel { apn: self.apn, situs_address: self.situs_address, zoning: self.zoning, ring })
    }
}

/// The parcels of source $3 whose boxes hold the point ($1 longitude, $2 latitude), by engine: the R*Tree's
/// range query, or the GiST-indexed `box @> box` (a point as a box of no size; `box @> point`
/// exists but is not one the index answers). On SQLite, `CROSS JOIN` keeps the R*Tree first: with
/// the source in the filter, the planner would otherwise walk every parcel of the source.
const CANDIDATES_SQLITE: &str = "SELECT p.apn, p.situs_address, p.zoning, p.ring FROM parcels_rtree r \
     CROSS JOIN parcels p ON p.pk = r.pk \
     WHERE r.min_lon <= $1 AND r.max_lon >= $1 AND r.min_lat <= $2 AND r.max_lat >= $2 AND p.source = $3";
const CANDIDATES_POSTGRES: &str = "SELECT apn, situs_address, zoning, ring FROM parcels \
     WHERE bbox @> box(point($1, $2), point($1, $2)) AND source = $3";

/// The parcels of source $1 whose boxes meet the box ($2, $3)–($4, $5): a parcel's neighbours.
const MEETING_SQLITE: &str = "SELECT p.apn, p.situs_address, p.zoning, p.ring FROM parcels_rtree r \
     CROSS JOIN parcels p ON p.pk = r.pk \
     WHERE r.max_lon >= $2 AND r.min_lon <= $4 AND r.max_lat >= $3 AND r.min_lat <= $5 AND p.source = $1";
const MEETING_POSTGRES: &str = "SELECT apn, situs_address, zoning, ring FROM parcels \
     WHERE bbox && box(point($2, $3), point($4, $5)) AND source = $1";

impl ParcelStore {
    /// Stores `parcels` (in batches, one transaction).
    pub async fn insert(&self, parcels: &[NewParcel<'_>]) -> sqlx::Result<()> {
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            for chunk in parcels.chunks(ROWS_PER_INSERT) {
                insert_chunk!(&mut *tx, chunk);
            }
            tx.commit().await
        })
    }

    /// The parcels of `source` whose bounding boxes hold the point: the candidates the exact
    /// test weighs.
    pub async fn candidates_at(&self, source: &str, lon: f64, lat: f64) -> sqlx::Result<Vec<Parcel>> {
        let sql = self.spatial(CANDIDATES_SQLITE, CANDIDATES_POSTGRES);
        let rows: Vec<ParcelRow> =
            with_pool!(self, pool => sqlx::query_as(sql).bind(lon).bind(lat).bind(source).fetch_all(pool).await?);
        Ok(rows.into_iter().filter_map(ParcelRow::into_parcel).collect())
    }

    /// The parcels of `source` whose bounding boxes meet `bbox`.
    pub async fn meeting(&self, source: &str, bbox: Bbox) -> sqlx::Result<Vec<Parcel>> {
        let sql = self.spatial(MEETING_SQLITE, MEETING_POSTGRES);
        let rows: Vec<ParcelRow> = with_pool!(self, pool => {
            sqlx::query_as(sql)
                .bind(source)
                .bind(bbox.west)
                .bind(bbox.south)
                .bind(bbox.east)
                .bind(bbox.north)
                .fetch_all(pool)
                .await?
        });
        Ok(rows.into_iter().filter_map(ParcelRow::into_parcel).collect())
    }

    /// The spatial query of this store's engine: each indexes boxes its own way.
    fn spatial(&self, sqlite: &'static str, postgres: &'static str) -> &'static str {
        match &self.pool {
            super::Pool::Sqlite(_) => sqlite,
            super::Pool::Postgres(_) => postgres,
        }
    }

    /// The box `source`'s parcels cover; `None` when it holds none.
    pub async fn extent(&self, source: &str) -> sqlx::Result<Option<Bbox>> {
        let (west, south, east, north): (Option<f64>, Option<f64>, Option<f64>, Option<f64>) = with_pool!(self, pool => {
            sqlx::query_as("SELECT MIN(min_lon), MIN(min_lat), MAX(max_lon), MAX(max_lat) FROM parcels WHERE source = $1")
                .bind(source)
                .fetch_one(pool)
                .await?
        });
        Ok(match (west, south, east, north) {
            (Some(west), Some(south), Some(east), Some(north)) => Some(Bbox { west, south, east, north }),
            _ => None,
        })
    }

    /// How many parcels `source` holds.
    pub async fn count(&self, source: &str) -> sqlx::Result<i64> {
        with_pool!(self, pool => {
            sqlx::query_scalar("SELECT COUNT(*) FROM parcels WHERE source = $1").bind(source).fetch_one(pool).await
        })
    }
}

impl ParcelStore {
    /// Stores a new import.
    pub async fn insert_import(&self, import: &ParcelImport) -> sqlx::Result<()> {
        insert_import!(self, import)
    }

    /// Stores a new import and the job that runs it, in one transaction.
    pub async fn insert_import_with_job(&self, import: &ParcelImport, job: &NewJob) -> sqlx::Result<()> {
        with_job!(self, job, tx => {
            insert_import_on!(&mut *tx, import);
        });
        Ok(())
    }

    pub async fn import(&self, id: &str) -> sqlx::Result<Option<ParcelImport>> {
        let sql = format!("SELECT {IMPORT_COLUMNS} FROM parcel_imports WHERE id = $1");
        let row: Option<ImportRow> =
            with_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?);
        Ok(row.map(ImportRow::into_import))
    }

    /// A source's imports, newest first (at most `limit`).
    pub async fn imports_of(&self, source_id: &str, limit: i64) -> sqlx::Result<Vec<ParcelImport>> {
        let sql = format!(
            "SELECT {IMPORT_COLUMNS} FROM parcel_imports WHERE source_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2"
        );
        let rows: Vec<ImportRow> =
            with_pool!(self, pool => sqlx::query_as(&sql).bind(source_id).bind(limit).fetch_all(pool).await?);
        Ok(rows.into_iter().map(ImportRow::into_import).collect())
    }

    /// The unfinished import of the file with `digest` into `source_id`, if there is one: the
    /// command line resumes it.
    pub async fn unfinished_import(&self, source_id: &str, digest: &str) -> sqlx::Result<Option<ParcelImport>> {
        let sql = format!(
            "SELECT {IMPORT_COLUMNS} FROM parcel_imports WHERE source_id = $1 AND file_digest = $2 \
             AND state IN ('queued', 'running', 'paused') ORDER BY created_at DESC LIMIT 1"
        );
        let row: Option<ImportRow> =
            with_pool!(self, pool => sqlx::query_as(&sql).bind(source_id).bind(digest).fetch_optional(pool).await?);
        Ok(row.map(ImportRow::into_import))
    }

    /// Stores a batch of an import's parcels and counts it, in one transaction: a resumed
    /// import skips exactly the features whose parcels are stored.
    pub async fn store_batch(
        &self,
        import_id: &str,
        parcels: &[NewParcel<'_>],
        step: ImportStep,
        now: i64,
    ) -> sqlx::Result<()> {
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            for chunk in parcels.chunks(ROWS_PER_INSERT) {
                insert_chunk!(&mut *tx, chunk);
            }
            sqlx::query(
                "UPDATE parcel_imports SET features_read = features_read + $2, parcels_stored = parcels_stored + $3, \
                   features_skipped = features_skipped + $4, bytes_read = $5, updated_at = $6 WHERE id = $1",
            )
            .bind(import_id)
            .bind(step.features)
            .bind(step.stored)
            .bind(step.skipped)
            .bind(step.bytes_read)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            tx.commit().await
        })
    }

    /// Moves an import from one of the states `from` to `to` with `message`; `false` when it was
    /// in none of them.
    pub async fn move_import(
        &self,
        id: &str,
        from: &[ImportState],
        to: ImportState,
        message: &str,
        now: i64,
    ) -> sqlx::Result<bool> {
        let states: Vec<String> = from.iter().map(|s| format!("'{}'", s.as_str())).collect();
        let sql = format!(
            "UPDATE parcel_imports SET state = $2, message = $3, updated_at = $4 WHERE id = $1 AND state IN ({})",
            states.join(", ")
        );
        execute!(self, &sql, id, to.as_str(), message, now).map(|changed| changed > 0)
    }

    /// Moves a paused (or failed) import back to the queue with the job that runs it.
    pub async fn requeue_import(&self, id: &str, job: &NewJob, now: i64) -> sqlx::Result<bool> {
        with_job!(self, job, tx => {
            let moved = sqlx::query(
                "UPDATE parcel_imports SET state = 'queued', message = '', updated_at = $2 WHERE id = $1 AND state = 'paused'",
            )
            .bind(id)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected()
                > 0;
            // The job is stored only with the move: an import not paused gets none.
            if !moved {
                tx.rollback().await?;
                return Ok(false);
            }
        });
        Ok(true)
    }

    /// Ends an import that read its whole file: the source's parcels of earlier imports (and
    /// any not imported) go, in the same transaction.
    pub async fn finish_import(&self, import: &ParcelImport, message: &str, now: i64) -> sqlx::Result<()> {
        let gone = "DELETE FROM parcels WHERE source = $1 AND import_id <> $2";
        self.end_import(import, gone, ImportState::Done, message, now).await
    }

    /// Brings the planner's statistics up to date after a bulk change: without them, PostgreSQL
    /// takes a freshly imported source's name for a rare one and walks its every parcel beside the
    /// box index (1.1 ms instead of 0.06 ms a lookup over 50,000 parcels).
    pub async fn refresh_statistics(&self) -> sqlx::Result<()> {
        execute!(self, "ANALYZE parcels").map(|_| ())
    }

    /// Ends an import that cannot go on: its parcels go (the source keeps those it had).
    pub async fn fail_import(&self, import: &ParcelImport, message: &str, now: i64) -> sqlx::Result<()> {
        let gone = "DELETE FROM parcels WHERE source = $1 AND import_id = $2";
        self.end_import(import, gone, ImportState::Failed, message, now).await
    }

    /// Deletes the parcels `gone` names (binding the source and the import) and puts the import
    /// in its final `state`, in one transaction.
    async fn end_import(
        &self,
        import: &ParcelImport,
        gone: &str,
        state: ImportState,
        message: &str,
        now: i64,
    ) -> sqlx::Result<()> {
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query(gone).bind(&import.source_id).bind(&import.id).execute(&mut *tx).await?;
            sqlx::query("UPDATE parcel_imports SET state = $2, message = $3, updated_at = $4 WHERE id = $1")
                .bind(&import.id)
                .bind(state.as_str())
                .bind(message)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            tx.commit().await
        })
    }
}
