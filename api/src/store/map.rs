//! Map results (saved placements) and map sessions (a user's map-tool state).

use sqlx::{types::Json, FromRow};

use super::{with_pool, Store};

/// A saved placement as stored.
#[derive(Debug, Clone, FromRow)]
pub struct MapResultRow {
    pub id: String,
    pub user_id: String,
    pub plan_id: Option<String>,
    pub address: String,
    pub map: Json<serde_json::Value>,
    pub snapshot: String,
    pub meta: Json<serde_json::Value>,
    pub plan_svg: String,
    pub plan_title: String,
    /// The homeowner's name for it; empty for the plan's title.
    pub name: String,
    pub created_at: i64,
}

/// A user's map-tool state.
#[derive(Debug, Clone, FromRow)]
pub struct MapSessionRow {
    pub id: String,
    pub user_id: String,
    pub has_completed_onboarding: bool,
    pub has_completed_onboarding_plan_view: bool,
    pub map_data: Json<serde_json::Value>,
    pub last_viewed: Json<serde_json::Value>,
    pub updated_at: i64,
}

/// What a map-session update changes; `None` keeps the stored value.
pub struct MapSessionChanges<'a> {
    pub onboarding: Option<bool>,
    pub onboarding_plan_view: Option<bool>,
    pub map_data: Option<&'a serde_json::Value>,
    pub last_viewed: Option<&'a serde_json::Value>,
}

const SESSION_COLUMNS: &str =
    "id, user_id, has_completed_onboarding, has_completed_onboarding_plan_view, map_data, last_viewed, updated_at";

impl Store {
    /// A saved placement that is not deleted.
    pub async fn get_map_result(&self, id: &str) -> sqlx::Result<Option<MapResultRow>> {
        let sql = format!("SELECT {RESULT_COLUMNS} FROM map_results WHERE id = $1 AND deleted_at IS NULL");
        with_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)
    }

    /// A saved placement, deleted or not, for undoing a delete.
    pub async fn get_map_result_even_deleted(&self, id: &str) -> sqlx::Result<Option<MapResultRow>> {
        let sql = format!("SELECT {RESULT_COLUMNS} FROM map_results WHERE id = $1");
        with_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)
    }

    pub async fn map_session_of(&self, user_id: &str) -> sqlx::Result<Option<MapSessionRow>> {
        let sql = format!("SELECT {SESSION_COLUMNS} FROM map_sessions WHERE user_id = $1");
        with_pool!(self, pool => sqlx::query_as(&sql).bind(user_id).fetch_optional(pool).await)
    }

    /// Creates the user's map session if missing, then applies `changes`.
    pub async fn update_map_session(
        &self,
        id: &str,
        user_id: &str,
        changes: &MapSessionChanges<'_>,
        now: i64,
    ) -> sqlx::Result<MapSessionRow> {
        with_pool!(self, pool => {
            sqlx::query(
                "INSERT INTO map_sessions (id, user_id, created_at, updated_at) VALUES ($1, $2, $3, $3) \
                 ON CONFLICT (user_id) DO NOTHING",
            )
            .bind(id)
            .bind(user_id)
            .bind(now)
            .execute(pool)
            .await?;
            sqlx::query(
                "UPDATE map_sessions SET has_completed_onboarding = COALESCE($1, has_completed_onboarding), \
                 has_completed_onboarding_plan_view = COALESCE($2, has_completed_onboarding_plan_view), \
                 map_data = COALESCE($3, map_data), last_viewed = COALESCE($4, last_viewed), updated_at = $5 \
                 WHERE user_id = $6",
            )
            .bind(changes.onboarding)
            .bind(changes.onboarding_plan_view)
            .bind(changes.map_data.map(Json))
            .bind(changes.last_viewed.map(Json))
            .bind(now)
            .bind(user_id)
            .execute(pool)
            .await?;
        });
        let sql = format!("SELECT {SESSION_COLUMNS} FROM map_sessions WHERE user_id = $1");
        with_pool!(self, pool => sqlx::query_as(&sql).bind(user_id).fetch_one(pool).await)
    }
}

/// A placement to save.
pub struct NewMapResult<'a> {
    pub id: &'a str,
    pub user_id: &'a str,
    pub plan_id: &'a str,
    pub address: &'a str,
    pub map: &'a serde_json::Value,
    pub snapshot: &'a str,
    pub meta: &'a serde_json::Value,
    pub plan_svg: &'a str,
    pub plan_title: &'a str,
    pub created_at: i64,
}

const RESULT_COLUMNS: &str =
    "id, user_id, plan_id, address, map, snapshot, meta, plan_svg, plan_title, name, created_at";

impl Store {
    pub async fn insert_map_result(&self, r: &NewMapResult<'_>) -> sqlx::Result<()> {
        with_pool!(self, pool => sqlx::query(
            "INSERT INTO map_results (id, user_id, plan_id, address, map, snapshot, meta, plan_svg, plan_title, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)",
        )
        .bind(r.id)
        .bind(r.user_id)
        .bind(r.plan_id)
        .bind(r.address)
        .bind(Json(r.map))
        .bind(r.snapshot)
        .bind(Json(r.meta))
        .bind(r.plan_svg)
        .bind(r.plan_title)
        .bind(r.created_at)
        .execute(pool)
        .await
        .map(|_| ()))
    }

    /// One page of a user's saved placements (everyone's for `None`), newest first, and how
    /// many there are.
    pub async fn map_results_of(
        &self,
        user_id: Option<&str>,
        limit: i64,
        offset: i64,
    ) -> sqlx::Result<(Vec<MapResultRow>, i64)> {
        // `$1 IS NULL` lets one statement serve both: the planner drops the branch it does not need.
        let filter = "deleted_at IS NULL AND ($1 IS NULL OR user_id = $1)";
        let sql = format!(
            "SELECT {RESULT_COLUMNS} FROM map_results WHERE {filter} \
             ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3"
        );
        let count = format!("SELECT COUNT(*) FROM map_results WHERE {filter}");
        with_pool!(self, pool => {
            let rows = sqlx::query_as(&sql).bind(user_id).bind(limit).bind(offset).fetch_all(pool).await?;
            let total = sqlx::query_scalar(&count).bind(user_id).fetch_one(pool).await?;
            Ok((rows, total))
        })
    }

    /// Replaces what a saved placement holds (a second Save of the same placement).
    pub async fn update_map_result(&self, r: &NewMapResult<'_>, now: i64) -> sqlx::Result<()> {
        with_pool!(self, pool => sqlx::query(
            "UPDATE map_results SET plan_id = $1, address = $2, map = $3, snapshot = $4, meta = $5, plan_svg = $6, \
             plan_title = $7, updated_at = $8 WHERE id = $9 AND deleted_at IS NULL",
        )
        .bind(r.plan_id)
        .bind(r.address)
        .bind(Json(r.map))
        .bind(r.snapshot)
        .bind(Json(r.meta))
        .bind(r.plan_svg)
        .bind(r.plan_title)
        .bind(now)
        .bind(r.id)
        .execute(pool)
        .await
        .map(|_| ()))
    }

    pub async fn rename_map_result(&self, id: &str, name: &str, now: i64) -> sqlx::Result<()> {
        with_pool!(self, pool => sqlx::query("UPDATE map_results SET name = $1, updated_at = $2 WHERE id = $3")
            .bind(name)
            .bind(now)
            .bind(id)
            .execute(pool)
            .await
            .map(|_| ()))
    }

    /// Marks a saved placement deleted (`Some(now)`) or restores it (`None`).
    pub async fn set_map_result_deleted(&self, id: &str, deleted_at: Option<i64>) -> sqlx::Result<()> {
        with_pool!(self, pool => sqlx::query("UPDATE map_results SET deleted_at = $1 WHERE id = $2")
            .bind(deleted_at)
            .bind(id)
            .execute(pool)
            .await
            .map(|_| ()))
    }
}
