//! State that every API instance must agree on, kept in PostgreSQL: rate-limit windows and
//! trusted keys, and the geocoder's pacing and cache. Each statement is one atomic upsert, so two
//! instances counting the same key at once both count. On SQLite there is one process, which
//! keeps this in memory instead; [`SharedState`] exists only on PostgreSQL.

use sqlx::{types::Json, PgPool};

use super::{Pool, Store};

/// The PostgreSQL side of the store, for the state instances share.
#[derive(Debug, Clone)]
pub struct SharedState {
    pool: PgPool,
}

impl Store {
    /// The shared state, when the database is PostgreSQL (several instances may run on it).
    pub fn shared_state(&self) -> Option<SharedState> {
        match &self.pool {
            Pool::Postgres(pool) => Some(SharedState { pool: pool.clone() }),
            Pool::Sqlite(_) => None,
        }
    }
}

impl SharedState {
    /// Counts one attempt of `key` and answers the attempts in its window with the window's end
    /// (epoch ms). A window that has ended starts again at `now`, `window_ms` long.
    pub async fn hit_window(&self, key: &str, now: i64, window_ms: i64) -> sqlx::Result<(i32, i64)> {
        sqlx::query_as(
            "INSERT INTO rate_limit_windows (key, window_ends, hits) VALUES ($1, $2 + $3, 1) \
             ON CONFLICT (key) DO UPDATE SET \
               hits = CASE WHEN rate_limit_windows.window_ends <= $2 THEN 1 ELSE rate_limit_windows.hits + 1 END, \
               window_ends = CASE WHEN rate_limit_windows.window_ends <= $2 THEN $2 + $3 \
                             ELSE rate_limit_windows.window_ends END \
             RETURNING hits, window_ends",
        )
        .bind(key)
        .bind(now)
        .bind(window_ms)
        .fetch_one(&self.pool)
        .await
    }

    /// Takes back one of `key`'s attempts in its current window.
    pub async fn forgive_hit(&self, key: &str) -> sqlx::Result<()> {
        sqlx::query("UPDATE rate_limit_windows SET hits = hits - 1 WHERE key = $1 AND hits > 0")
            .bind(key)
            .execute(&self.pool)
            .await
            .map(|_| ())
    }

    /// Forgets `key`'s attempts.
    pub async fn reset_window(&self, key: &str) -> sqlx::Result<()> {
        sqlx::query("DELETE FROM rate_limit_windows WHERE key = $1").bind(key).execute(&self.pool).await.map(|_| ())
    }

    /// Deletes windows that ended before `before`.
    pub async fn sweep_windows(&self, before: i64) -> sqlx::Result<u64> {
        let swept = sqlx::query("DELETE FROM rate_limit_windows WHERE window_ends < $1")
            .bind(before)
            .execute(&self.pool)
            .await?;
        Ok(swept.rows_affected())
    }

    /// Remembers that `key` succeeded at `now`.
    pub async fn trust(&self, key: &str, now: i64) -> sqlx::Result<()> {
        sqlx::query(
            "INSERT INTO rate_limit_trusted (key, since) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET since = $2",
        )
        .bind(key)
        .bind(now)
        .execute(&self.pool)
        .await
        .map(|_| ())
    }

    /// When `key` last succeeded, if it did.
    pub async fn trusted_since(&self, key: &str) -> sqlx::Result<Option<i64>> {
        sqlx::query_scalar("SELECT since FROM rate_limit_trusted WHERE key = $1")
            .bind(key)
            .fetch_optional(&self.pool)
            .await
    }

    /// Takes the geocoder's turn: the pacing row, locked until [`GeocoderTurn::finish`] (or
    /// until the turn is dropped, which rolls back), with when the last request ended.
    pub async fn geocoder_turn(&self) -> sqlx::Result<GeocoderTurn> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("INSERT INTO geocoder_pacing (id, finished_at) VALUES (1, 0) ON CONFLICT (id) DO NOTHING")
            .execute(&mut *tx)
            .await?;
        let last_finished = sqlx::query_scalar("SELECT finished_at FROM geocoder_pacing WHERE id = 1 FOR UPDATE")
            .fetch_one(&mut *tx)
            .await?;
        Ok(GeocoderTurn { tx, last_finished })
    }

    /// The cached answer to `query` fetched at or after `fresh_since`.
    pub async fn cached_places(&self, query: &str, fresh_since: i64) -> sqlx::Result<Option<serde_json::Value>> {
        let cached: Option<Json<serde_json::Value>> =
            sqlx::query_scalar("SELECT places FROM geocoder_cache WHERE query = $1 AND fetched_at >= $2")
                .bind(query)
                .bind(fresh_since)
                .fetch_optional(&self.pool)
                .await?;
        Ok(cached.map(|places| places.0))
    }

    /// Keeps the answer to `query`, and drops answers fetched before `stale_before`.
    pub async fn cache_places(
        &self,
        query: &str,
        places: &serde_json::Value,
        now: i64,
        stale_before: i64,
    ) -> sqlx::Result<()> {
        sqlx::query(
            "INSERT INTO geocoder_cache (query, places, fetched_at) VALUES ($1, $2, $3) \
             ON CONFLICT (query) DO UPDATE SET places = $2, fetched_at = $3",
        )
        .bind(query)
        .bind(Json(places))
        .bind(now)
        .execute(&self.pool)
        .await?;
        sqlx::query("DELETE FROM geocoder_cache WHERE fetched_at < $1").bind(stale_before).execute(&self.pool).await?;
        Ok(())
    }
}

/// The geocoder's turn, held by one instance at a time.
pub struct GeocoderTurn {
    tx: sqlx::Transaction<'static, sqlx::Postgres>,
    /// When the previous request ended, epoch ms.
    pub last_finished: i64,
}

impl GeocoderTurn {
    /// Records that this turn's request ended at `finished` and hands the turn on.
    pub async fn finish(mut self, finished: i64) -> sqlx::Result<()> {
        sqlx::query("UPDATE geocoder_pacing SET finished_at = $1 WHERE id = 1")
            .bind(finished)
            .execute(&mut *self.tx)
            .await?;
        self.tx.commit().await
    }
}
