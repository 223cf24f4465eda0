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
    pub created_at: i64,
}

/// A user's map-tool state.
#[derive(Debug, Clone, FromRow)]
pub struct MapSessionRow {
    pub id: String,
    pub user_id: String,
    pub has_completed_onboarding: bool,
    pub has_completed_onboarding_plan_view: bool,
    pub updated_at: i64,
}

const SESSION_COLUMNS: &str = "id, user_id, has_completed_onboarding, has_completed_onboarding_plan_view, updated_at";

impl Store {
    pub async fn get_map_result(&self, id: &str) -> sqlx::Result<Option<MapResultRow>> {
        with_pool!(self, pool => sqlx::query_as(
            "SELECT id, user_id, plan_id, address, map, snapshot, meta, plan_svg, plan_title, created_at FROM map_results WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(pool)
        .await)
    }

    pub async fn map_session_of(&self, user_id: &str) -> sqlx::Result<Option<MapSessionRow>> {
        let sql = format!("SELECT {SESSION_COLUMNS} FROM map_sessions WHERE user_id = $1");
        with_pool!(self, pool => sqlx::query_as(&sql).bind(user_id).fetch_optional(pool).await)
    }

    /// Creates the user's map session if missing, then applies the given flags (None = keep).
    pub async fn update_map_session(
        &self,
        id: &str,
        user_id: &str,
        onboarding: Option<bool>,
        onboarding_plan_view: Option<bool>,
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
                 has_completed_onboarding_plan_view = COALESCE($2, has_completed_onboarding_plan_view), updated_at = $3 \
                 WHERE user_id = $4",
            )
            .bind(onboarding)
            .bind(onboarding_plan_view)
            .bind(now)
            .bind(user_id)
            .execute(pool)
            .await?;
        });
        let sql = format!("SELECT {SESSION_COLUMNS} FROM map_sessions WHERE user_id = $1");
        with_pool!(self, pool => sqlx::query_as(&sql).bind(user_id).fetch_one(pool).await)
    }
}
