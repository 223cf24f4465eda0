//! Map results (saved placements) and map sessions (a user's map-tool state).

use sqlx::{types::Json, FromRow};

use super::{execute, with_pool};
use crate::domain::map_results::MapResult;
use crate::domain::map_sessions::MapSession;

#[derive(FromRow)]
struct MapResultRow {
    id: String,
    user_id: String,
    plan_id: Option<String>,
    address: String,
    map: Json<serde_json::Value>,
    snapshot: String,
    /// `{ "fit": … }`: the fit figures at the moment of saving.
    meta: Json<serde_json::Value>,
    plan_svg: String,
    plan_title: String,
    name: String,
    created_at: i64,
}

impl From<MapResultRow> for MapResult {
    fn from(row: MapResultRow) -> Self {
        let fit = row.meta.0.get("fit").and_then(|v| serde_json::from_value(v.clone()).ok());
        MapResult {
            id: row.id,
            user_id: row.user_id,
            plan_id: row.plan_id,
            plan_title: row.plan_title,
            name: row.name,
            address: row.address,
            snapshot: row.snapshot,
            plan_svg: row.plan_svg,
            fit,
            map: row.map.0,
            created_at: row.created_at,
        }
    }
}

/// The `meta` column of a result: its fit figures under `fit`.
fn meta_of(result: &MapResult) -> serde_json::Value {
    serde_json::json!({ "fit": result.fit })
}

#[derive(FromRow)]
struct MapSessionRow {
    id: String,
    has_completed_onboarding: bool,
    has_completed_onboarding_plan_view: bool,
    map_data: Json<serde_json::Value>,
    last_viewed: Json<serde_json::Value>,
    updated_at: i64,
}

impl From<MapSessionRow> for MapSession {
    fn from(row: MapSessionRow) -> Self {
        MapSession {
            id: row.id,
            has_completed_onboarding: row.has_completed_onboarding,
            has_completed_onboarding_plan_view: row.has_completed_onboarding_plan_view,
            map_data: row.map_data.0,
            last_viewed: row.last_viewed.0,
            updated_at: row.updated_at,
        }
    }
}

/// What a map-session update changes; `None` keeps the stored value.
pub struct MapSessionChanges<'a> {
    pub onboarding: Option<bool>,
    pub onboarding_plan_view: Option<bool>,
    pub map_data: Option<&'a serde_json::Value>,
    pub last_viewed: Option<&'a serde_json::Value>,
}

const SESSION_COLUMNS: &str =
    "id, has_completed_onboarding, has_completed_onboarding_plan_view, map_data, last_viewed, updated_at";

super::area_store!(
    /// The map tool's state of each user (`map_sessions`). Held by `domain`'s MapSessions service alone.
    MapSessionStore
);

super::area_store!(
    /// Saved placements (`map_results`). Held by `domain`'s MapResults service alone.
    MapResultStore
);

impl MapResultStore {
    /// A saved placement that is not deleted.
    pub async fn get_map_result(&self, id: &str) -> sqlx::Result<Option<MapResult>> {
        self.find(id, "AND deleted_at IS NULL").await
    }

    /// A saved placement, deleted or not, for undoing a delete.
    pub async fn get_map_result_even_deleted(&self, id: &str) -> sqlx::Result<Option<MapResult>> {
        self.find(id, "").await
    }

    async fn find(&self, id: &str, condition: &str) -> sqlx::Result<Option<MapResult>> {
        let sql = format!("SELECT {RESULT_COLUMNS} FROM map_results WHERE id = $1 {condition}");
        let row: Option<MapResultRow> =
            with_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?);
        Ok(row.map(MapResult::from))
    }
}

impl MapSessionStore {
    pub async fn map_session_of(&self, user_id: &str) -> sqlx::Result<Option<MapSession>> {
        let sql = format!("SELECT {SESSION_COLUMNS} FROM map_sessions WHERE user_id = $1");
        let row: Option<MapSessionRow> =
            with_pool!(self, pool => sqlx::query_as(&sql).bind(user_id).fetch_optional(pool).await?);
        Ok(row.map(MapSession::from))
    }

    /// Creates the user's map session if missing, then applies `changes`.
    pub async fn update_map_session(
        &self,
        id: &str,
        user_id: &str,
        changes: &MapSessionChanges<'_>,
        now: i64,
    ) -> sqlx::Result<MapSession> {
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
        let row: MapSessionRow = with_pool!(self, pool => sqlx::query_as(&sql).bind(user_id).fetch_one(pool).await?);
        Ok(row.into())
    }
}

const RESULT_COLUMNS: &str =
    "id, user_id, plan_id, address, map, snapshot, meta, plan_svg, plan_title, name, created_at";

impl MapResultStore {
    pub async fn insert_map_result(&self, r: &MapResult) -> sqlx::Result<()> {
        execute!(self, "INSERT INTO map_results (id, user_id, plan_id, address, map, snapshot, meta, plan_svg, plan_title, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)", &r.id, &r.user_id, &r.plan_id, &r.address, Json(&r.map), &r.snapshot, Json(meta_of(r)), &r.plan_svg, &r.plan_title, r.created_at).map(|_| ())
    }

    /// One page of a user's saved placements (everyone's for `None`), newest first, and how
    /// many there are.
    pub async fn map_results_of(
        &self,
        user_id: Option<&str>,
        limit: i64,
        offset: i64,
    ) -> sqlx::Result<(Vec<MapResult>, i64)> {
        // `$1 IS NULL` lets one statement serve both: the planner drops the branch it does not need.
        let filter = "deleted_at IS NULL AND ($1 IS NULL OR user_id = $1)";
        let sql = format!(
            "SELECT {RESULT_COLUMNS} FROM map_results WHERE {filter} \
             ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3"
        );
        let count = format!("SELECT COUNT(*) FROM map_results WHERE {filter}");
        with_pool!(self, pool => {
            let rows: Vec<MapResultRow> = sqlx::query_as(&sql).bind(user_id).bind(limit).bind(offset).fetch_all(pool).await?;
            let total = sqlx::query_scalar(&count).bind(user_id).fetch_one(pool).await?;
            Ok((rows.into_iter().map(MapResult::from).collect(), total))
        })
    }

    /// Replaces what a saved placement holds (a second Save of the same placement).
    pub async fn update_map_result(&self, r: &MapResult, now: i64) -> sqlx::Result<()> {
        execute!(
            self,
            "UPDATE map_results SET plan_id = $1, address = $2, map = $3, snapshot = $4, meta = $5, plan_svg = $6, \
             plan_title = $7, updated_at = $8 WHERE id = $9 AND deleted_at IS NULL",
            &r.plan_id,
            &r.address,
            Json(&r.map),
            &r.snapshot,
            Json(meta_of(r)),
            &r.plan_svg,
            &r.plan_title,
            now,
            &r.id
        )
        .map(|_| ())
    }

    pub async fn rename_map_result(&self, id: &str, name: &str, now: i64) -> sqlx::Result<()> {
        execute!(self, "UPDATE map_results SET name = $1, updated_at = $2 WHERE id = $3", name, now, id).map(|_| ())
    }

    /// Marks a saved placement deleted (`Some(now)`) or restores it (`None`).
    pub async fn set_map_result_deleted(&self, id: &str, deleted_at: Option<i64>) -> sqlx::Result<()> {
        execute!(self, "UPDATE map_results SET deleted_at = $1 WHERE id = $2", deleted_at, id).map(|_| ())
    }
}
