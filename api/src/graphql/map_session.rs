//! The signed-in user's map-tool state (onboarding dialogs seen).

use async_graphql::{Context, InputObject, Object, Result, SimpleObject};

use super::{guard::require_role, store, viewer};
use crate::domain::time::{new_id, now_millis};
use crate::error::gql;
use crate::store::map::MapSessionRow;

/// A user's map-tool state.
#[derive(Debug, Clone, SimpleObject)]
pub struct MapSession {
    /// Map session id.
    pub id: String,
    /// The 'Map Tool' onboarding dialog was completed.
    pub has_completed_onboarding: bool,
    /// The 'Plan View' onboarding dialog was dismissed.
    pub has_completed_onboarding_plan_view: bool,
    /// Last change, epoch milliseconds.
    pub updated_at: i64,
}

impl From<MapSessionRow> for MapSession {
    fn from(row: MapSessionRow) -> Self {
        MapSession {
            id: row.id,
            has_completed_onboarding: row.has_completed_onboarding,
            has_completed_onboarding_plan_view: row.has_completed_onboarding_plan_view,
            updated_at: row.updated_at,
        }
    }
}

/// Flags to change; omitted ones stay as they are.
#[derive(Debug, Clone, InputObject)]
pub struct MapSessionUpdate {
    pub has_completed_onboarding: Option<bool>,
    pub has_completed_onboarding_plan_view: Option<bool>,
}

#[derive(Default)]
pub struct MapSessionQuery;

#[Object]
impl MapSessionQuery {
    /// The signed-in user's map session; `null` for visitors or before the first update.
    /// Sent by the client as `GetMapSession`.
    async fn map_session(&self, ctx: &Context<'_>) -> Result<Option<MapSession>> {
        let Some(user) = viewer(ctx).user.as_ref() else {
            return Ok(None);
        };
        Ok(store(ctx).map_session_of(&user.id).await.map_err(gql)?.map(MapSession::from))
    }
}

#[derive(Default)]
pub struct MapSessionMutation;

#[Object]
impl MapSessionMutation {
    /// Updates the signed-in user's map session (created on first use), e.g.
    /// `hasCompletedOnboardingPlanView: true` when the plan-view dialog is dismissed.
    async fn map_session_update(&self, ctx: &Context<'_>, input: MapSessionUpdate) -> Result<MapSession> {
        let user = require_role(ctx, &[])?;
        let row = store(ctx)
            .update_map_session(
                &new_id(),
                &user.id,
                input.has_completed_onboarding,
                input.has_completed_onboarding_plan_view,
                now_millis(),
            )
            .await
            .map_err(gql)?;
        Ok(row.into())
    }
}
