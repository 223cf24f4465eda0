//! Contractors: public to read (the plan page names a plan's builder), changed by admins only.
//!
//! Removing a contractor keeps its row, marked removed: its plans keep working and name it as
//! removed, and the back office's lists leave it out.

use super::{validation, Contractor, ContractorInput};
use crate::domain::accounts::{Role, Viewer};
use crate::domain::time::{new_id, now_millis};
use crate::error::{AppError, AppResult};
use crate::store::{contractors::ContractorStore, Store};

/// The answer for a contractor that does not exist (or was removed, where that matters).
pub const NOT_FOUND: &str = "Contractor not found";

pub struct Contractors {
    store: ContractorStore,
}

impl Contractors {
    pub fn new(store: &Store) -> Contractors {
        Contractors { store: store.contractors() }
    }

    /// Every contractor not removed, by name.
    pub async fn list(&self) -> AppResult<Vec<Contractor>> {
        Ok(self.store.list_contractors().await?)
    }

    /// The contractor with `id`, removed or not, if any.
    pub async fn get(&self, id: &str) -> AppResult<Option<Contractor>> {
        Ok(self.store.get_contractor(id).await?)
    }

    /// Adds a contractor. Admins only.
    pub async fn create(&self, viewer: &Viewer, input: ContractorInput) -> AppResult<Contractor> {
        viewer.require(&[Role::Admin])?;
        let input = validation::contractor(input)?;
        let now = now_millis();
        let contractor =
            Contractor { id: new_id(), details: input, created_at: now, updated_at: now, removed_at: None };
        self.store.insert_contractor(&contractor).await?;
        Ok(contractor)
    }

    /// Changes a contractor that is not removed. Admins only.
    pub async fn update(&self, viewer: &Viewer, id: &str, input: ContractorInput) -> AppResult<Contractor> {
        viewer.require(&[Role::Admin])?;
        let input = validation::contractor(input)?;
        let current = self.current(id).await?;
        let contractor = Contractor { details: input, updated_at: now_millis(), ..current };
        if !self.store.update_contractor(&contractor).await? {
            return Err(AppError::NotFound(NOT_FOUND.to_owned()));
        }
        Ok(contractor)
    }

    /// Removes a contractor; its plans keep it, shown as removed. Admins only.
    pub async fn remove(&self, viewer: &Viewer, id: &str) -> AppResult<()> {
        viewer.require(&[Role::Admin])?;
        if !self.store.remove_contractor(id, now_millis()).await? {
            return Err(AppError::NotFound(NOT_FOUND.to_owned()));
        }
        Ok(())
    }

    async fn current(&self, id: &str) -> AppResult<Contractor> {
        match self.store.get_contractor(id).await? {
            Some(contractor) if contractor.removed_at.is_none() => Ok(contractor),
            _ => Err(AppError::NotFound(NOT_FOUND.to_owned())),
        }
    }
}
