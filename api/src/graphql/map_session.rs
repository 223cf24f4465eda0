//! The signed-in user's map-tool state (onboarding dialogs seen, the map as they left it).

use async_graphql::{Context, Object, Result};

use super::{guard::require_role, store, viewer};
use crate::domain::map_sessions::{self, MapSession, MapSessionUpdate};
use crate::error::gql;

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
    /// `hasCompletedOnboardingPlanView: true` when the plan-view dialog is dismissed, or
    /// `mapData` with the property and placement to restore on the next visit.
    async fn map_session_update(&self, ctx: &Context<'_>, input: MapSessionUpdate) -> Result<MapSession> {
        let user = require_role(ctx, &[])?;
        map_sessions::update(store(ctx), &user.id, input).await.map_err(gql)
    }
}
