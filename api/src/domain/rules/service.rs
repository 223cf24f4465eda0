//! The rule sets service: admins keep them; anyone's map asks for those of a place.

use std::sync::Arc;

use super::{validate, Place, RuleSetInput, RuleSetRecord};
use crate::domain::accounts::{Role, Viewer};
use crate::domain::directories::service::Directories;
use crate::domain::parcels::sources::AreaLevel;
use crate::domain::time::{new_id, now_millis};
use crate::error::{AppError, AppResult};
use crate::store::rule_sets::{RuleSetStore, StoredVersion};
use crate::store::{is_unique_violation, Store};

pub const RULE_SET_NOT_FOUND: &str = "Rule set not found.";

pub struct RuleSets {
    store: RuleSetStore,
    directories: Arc<Directories>,
}

impl RuleSets {
    pub fn new(store: &Store, directories: Arc<Directories>) -> RuleSets {
        RuleSets { store: store.rule_sets(), directories }
    }

    /// Every rule set. Admins only.
    pub async fn list(&self, viewer: &Viewer) -> AppResult<Vec<RuleSetRecord>> {
        viewer.require(&[Role::Admin])?;
        Ok(self.store.list().await?)
    }

    /// One rule set. Admins only.
    pub async fn get(&self, viewer: &Viewer, id: &str) -> AppResult<Option<RuleSetRecord>> {
        viewer.require(&[Role::Admin])?;
        Ok(self.store.get(id).await?)
    }

    /// Every version of a rule set, the newest first. Admins only.
    pub async fn versions(&self, viewer: &Viewer, id: &str) -> AppResult<Vec<StoredVersion>> {
        viewer.require(&[Role::Admin])?;
        Ok(self.store.versions(id).await?)
    }

    /// Stores a new rule set at version 1. Admins only.
    pub async fn create(&self, viewer: &Viewer, input: RuleSetInput) -> AppResult<RuleSetRecord> {
        let admin = viewer.require(&[Role::Admin])?;
        let set = validate(input.clone(), self.level_of(&input.area_id).await?)?;
        let id = new_id();
        self.store.insert(&id, &set, Some(&admin.id), now_millis()).await.map_err(taken)?;
        self.store.get(&id).await?.ok_or_else(not_found)
    }

    /// Writes `input` over rule set `id` as its next version, if nobody changed it since the
    /// admin read `version`. Admins only.
    pub async fn update(
        &self,
        viewer: &Viewer,
        id: &str,
        version: i64,
        input: RuleSetInput,
    ) -> AppResult<RuleSetRecord> {
        let admin = viewer.require(&[Role::Admin])?;
        let set = validate(input.clone(), self.level_of(&input.area_id).await?)?;
        match self.store.update(id, version, &set, Some(&admin.id), now_millis()).await.map_err(taken)? {
            None => Err(not_found()),
            Some(false) => {
                let now = self.store.get(id).await?.map(|s| s.version).unwrap_or(version);
                Err(AppError::BadInput(format!(
                    "This rule set was changed meanwhile (it is now version {now}): reload it and make your change again."
                )))
            }
            Some(true) => self.store.get(id).await?.ok_or_else(not_found),
        }
    }

    /// Removes a rule set and its versions (saved checks keep the figures they were held to).
    /// Admins only.
    pub async fn delete(&self, viewer: &Viewer, id: &str) -> AppResult<()> {
        viewer.require(&[Role::Admin])?;
        if !self.store.delete(id).await? {
            return Err(not_found());
        }
        Ok(())
    }

    /// The rule sets of the areas holding `place` (its state, county and city), for anyone's map.
    pub async fn for_place(&self, place: &Place) -> AppResult<Vec<RuleSetRecord>> {
        let areas = self.store.areas_of_place(&place.state, &place.county, &place.city).await?;
        Ok(self.store.of_areas(&areas).await?)
    }

    async fn level_of(&self, area_id: &str) -> AppResult<Option<AreaLevel>> {
        let places = self.directories.places(&[area_id.to_owned()]).await?;
        Ok(places.first().and_then(|place| AreaLevel::of_directory(&place.slug)))
    }
}

fn not_found() -> AppError {
    AppError::NotFound(RULE_SET_NOT_FOUND.into())
}

fn taken(err: sqlx::Error) -> AppError {
    if is_unique_violation(&err) {
        AppError::BadInput(
            "Area: this area already has a rule set for that building and zoning district; change that one.".into(),
        )
    } else {
        err.into()
    }
}
