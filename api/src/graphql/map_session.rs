//! The signed-in user's map-tool state (onboarding dialogs seen, the map as they left it).

use async_graphql::{Context, InputObject, Json, Object, SimpleObject};
use serde_json::Value;

use super::scalars::Timestamp;
use super::{services, viewer, Result};
use crate::domain::map_sessions as domain;

#[derive(Default)]
pub struct MapSessionQuery;

#[Object]
impl MapSessionQuery {
    /// The signed-in user's map session; `null` for visitors or before the first update.
    /// Sent by the client as `GetMapSession`.
    async fn map_session(&self, ctx: &Context<'_>) -> Result<Option<MapSession>> {
        Ok(services(ctx).map_sessions.get(viewer(ctx)).await?.map(MapSession::from))
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
        Ok(services(ctx).map_sessions.update(viewer(ctx), input.into()).await?.into())
    }
}

/// A user's map-tool state.
#[derive(Debug, Clone, SimpleObject)]
pub struct MapSession {
    /// Map session id.
    pub id: String,
    /// The 'Map Tool' onboarding dialog was completed.
    pub has_completed_onboarding: bool,
    /// The 'Plan View' onboarding dialog was dismissed.
    pub has_completed_onboarding_plan_view: bool,
    /// The map as the user left it (address, lot, setbacks, structures, selected plan and
    /// placement), a JSON object written by the map screen; `{}` before the first save.
    pub map_data: Json<Value>,
    /// Plans the user looked at last, a JSON list written by the client; `[]` at first.
    pub last_viewed: Json<Value>,
    /// Last change.
    pub updated_at: Timestamp,
}

/// Fields to change; omitted ones stay as they are.
#[derive(Debug, Clone, InputObject)]
pub struct MapSessionUpdate {
    pub has_completed_onboarding: Option<bool>,
    pub has_completed_onboarding_plan_view: Option<bool>,
    /// Replaces the stored map state: a JSON object of at most 64 kB.
    pub map_data: Option<Json<Value>>,
    /// Replaces the last-viewed list: a JSON array of at most 64 kB.
    pub last_viewed: Option<Json<Value>>,
}

impl From<domain::MapSession> for MapSession {
    fn from(s: domain::MapSession) -> Self {
        MapSession {
            id: s.id,
            has_completed_onboarding: s.has_completed_onboarding,
            has_completed_onboarding_plan_view: s.has_completed_onboarding_plan_view,
            map_data: Json(s.map_data),
            last_viewed: Json(s.last_viewed),
            updated_at: Timestamp(s.updated_at),
        }
    }
}

impl From<MapSessionUpdate> for domain::MapSessionUpdate {
    fn from(u: MapSessionUpdate) -> Self {
        domain::MapSessionUpdate {
            has_completed_onboarding: u.has_completed_onboarding,
            has_completed_onboarding_plan_view: u.has_completed_onboarding_plan_view,
            map_data: u.map_data.map(|j| j.0),
            last_viewed: u.last_viewed.map(|j| j.0),
        }
    }
}
