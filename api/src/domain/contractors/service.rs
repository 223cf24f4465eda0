//! Reading contractors. They are public: the plan page names a plan's builder.

use super::Contractor;
use crate::error::AppResult;
use crate::store::Store;

pub struct Contractors {
    store: Store,
}

impl Contractors {
    pub fn new(store: Store) -> Contractors {
        Contractors { store }
    }

    /// Every contractor, by name.
    pub async fn list(&self) -> AppResult<Vec<Contractor>> {
        Ok(self.store.list_contractors().await?)
    }

    /// The contractor with `id`, if any.
    pub async fn get(&self, id: &str) -> AppResult<Option<Contractor>> {
        Ok(self.store.get_contractor(id).await?)
    }
}
