//! Directories: named lists of values such as US states, counties and cities, which plans use
//! to say where they may be built and where they are pre-approved.

use crate::error::{AppError, AppResult};
use crate::store::Store;

/// Most ids one lookup resolves; a plan names far fewer areas.
pub const MAX_IDS: usize = 500;

/// A value of a directory, as the plan page shows pre-approved areas.
#[derive(Debug, Clone, PartialEq)]
pub struct DirectoryValue {
    /// Value id.
    pub id: String,
    /// Display name, e.g. "California".
    pub name: String,
    /// Short description, e.g. the state code.
    pub description: String,
}

pub struct Directories {
    store: Store,
}

impl Directories {
    pub fn new(store: Store) -> Directories {
        Directories { store }
    }

    /// The values with these ids (at most [`MAX_IDS`]), in the order asked; unknown ids are
    /// left out.
    pub async fn values_by_ids(&self, ids: &[String]) -> AppResult<Vec<DirectoryValue>> {
        if ids.len() > MAX_IDS {
            return Err(AppError::BadInput(format!("At most {MAX_IDS} ids.")));
        }
        Ok(self.store.directory_values_by_ids(ids).await?)
    }
}
