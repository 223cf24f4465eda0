//! A user's map-tool state: onboarding flags, the property as they left it, plans last viewed.

use serde_json::Value;

use crate::domain::accounts::Viewer;
use crate::domain::time;
use crate::error::{AppError, AppResult};
use crate::store::map::{MapSessionChanges, MapSessionStore};
use crate::store::Store;

/// Largest map state or last-viewed list accepted, bytes of JSON: a lot with a few hundred
/// corners and its structures fit many times over.
pub const MAX_MAP_JSON: usize = 64 * 1024;

/// A user's map-tool state.
#[derive(Debug, Clone)]
pub struct MapSession {
    /// Map session id.
    pub id: String,
    /// The 'Map Tool' onboarding dialog was completed.
    pub has_completed_onboarding: bool,
    /// The 'Plan View' onboarding dialog was dismissed.
    pub has_completed_onboarding_plan_view: bool,
    /// The map as the user left it (address, lot, setbacks, structures, selected plan and
    /// placement), a JSON object written by the map screen; `{}` before the first save.
    pub map_data: Value,
    /// Plans the user looked at last, a JSON list written by the client; `[]` at first.
    pub last_viewed: Value,
    /// Last change, epoch milliseconds.
    pub updated_at: i64,
}

/// Fields to change; omitted ones stay as they are.
#[derive(Debug, Clone, Default)]
pub struct MapSessionUpdate {
    pub has_completed_onboarding: Option<bool>,
    pub has_completed_onboarding_plan_view: Option<bool>,
    /// Replaces the stored map state: a JSON object of at most 64 kB.
    pub map_data: Option<Value>,
    /// Replaces the last-viewed list: a JSON array of at most 64 kB.
    pub last_viewed: Option<Value>,
}

/// Checks that a map state is a JSON object of bounded size (shared with saved placements).
pub fn check_map_state(value: &Value) -> AppResult<()> {
    if !value.is_object() || value.to_string().len() > MAX_MAP_JSON {
        return Err(AppError::BadInput("The map state must be a JSON object of at most 64 kB.".into()));
    }
    Ok(())
}

fn check_last_viewed(value: &Value) -> AppResult<()> {
    if !value.is_array() || value.to_string().len() > MAX_MAP_JSON {
        return Err(AppError::BadInput("The last-viewed list must be a JSON array of at most 64 kB.".into()));
    }
    Ok(())
}

/// The signed-in user's map-tool state.
pub struct MapSessions {
    store: MapSessionStore,
}

impl MapSessions {
    pub fn new(store: &Store) -> MapSessions {
        MapSessions { store: store.map_sessions() }
    }

    /// The viewer's map session; `None` for visitors or before the first update.
    pub async fn get(&self, viewer: &Viewer) -> AppResult<Option<MapSession>> {
        let Some(user) = viewer.user.as_ref() else {
            return Ok(None);
        };
        Ok(self.store.map_session_of(&user.id).await?)
    }

    /// Applies `input` to the signed-in viewer's map session, creating it on first use. A bad
    /// field refuses the whole update, so nothing half-written is stored.
    pub async fn update(&self, viewer: &Viewer, input: MapSessionUpdate) -> AppResult<MapSession> {
        let user = viewer.require(&[])?;
        if let Some(value) = &input.map_data {
            check_map_state(value)?;
        }
        if let Some(value) = &input.last_viewed {
            check_last_viewed(value)?;
        }
        let changes = MapSessionChanges {
            onboarding: input.has_completed_onboarding,
            onboarding_plan_view: input.has_completed_onboarding_plan_view,
            map_data: input.map_data.as_ref(),
            last_viewed: input.last_viewed.as_ref(),
        };
        Ok(self.store.update_map_session(&time::new_id(), &user.id, &changes, time::now_millis()).await?)
    }
}
