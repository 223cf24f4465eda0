//! Directories: public to read (the catalogue filters by state, county and city), changed by
//! admins only.

use super::{
    validation, Directory, DirectoryInput, DirectoryValue, ValueInput, ValuePage, ValuePlace, MAX_IDS, MAX_PAGE,
};
use crate::domain::accounts::{Role, Viewer};
use crate::domain::time::{new_id, now_millis};
use crate::error::{AppError, AppResult};
pub use crate::store::directories::ValueLevel;
use crate::store::directories::{DirectoryChanges, DirectoryStore};
use crate::store::{is_unique_violation, Store};

/// SPEC.md §8's answer for a directory that is not there.
pub const NOT_FOUND: &str = "Directory not found.";
/// SPEC.md §8's answer for a slug another directory has.
pub const SLUG_TAKEN: &str = "Slug has already been taken.";

pub struct Directories {
    store: DirectoryStore,
}

impl Directories {
    pub fn new(store: &Store) -> Directories {
        Directories { store: store.directories() }
    }

    /// Every directory, by name, with its value counts.
    pub async fn list(&self) -> AppResult<Vec<Directory>> {
        Ok(self.store.list_directories().await?)
    }

    /// The directory with `id`, or else with `slug`; `None` when there is none.
    pub async fn get(&self, id: Option<&str>, slug: Option<&str>) -> AppResult<Option<Directory>> {
        match (id.filter(|id| !id.is_empty()), slug.filter(|slug| !slug.is_empty())) {
            (Some(id), _) => Ok(self.store.get_directory_by_id(id).await?),
            (None, Some(slug)) => Ok(self.store.get_directory_by_slug(slug).await?),
            (None, None) => Err(AppError::BadInput("Name a directory by id or slug.".to_owned())),
        }
    }

    /// One page of `directory_id`'s values: its top (values whose parent is not in it), those
    /// under a value (the `us-counties` under a state of `us-states`), or all of them;
    /// optionally only names containing `search`.
    pub async fn browse(
        &self,
        directory_id: &str,
        level: ValueLevel<'_>,
        search: Option<&str>,
        offset: i64,
        limit: i64,
    ) -> AppResult<ValuePage> {
        if !(1..=MAX_PAGE).contains(&limit) || offset < 0 {
            return Err(AppError::BadInput(format!("Pages hold 1 to {MAX_PAGE} values, from offset 0.")));
        }
        let search = search.map(str::trim).filter(|s| !s.is_empty());
        Ok(self.store.browse_directory_values(directory_id, level, search, offset, limit).await?)
    }

    /// The values with these ids (at most [`MAX_IDS`]), in the order asked; unknown ids are
    /// left out.
    /// Where each value of `ids` that exists sits (its parent and directory), in no order.
    pub async fn places(&self, ids: &[String]) -> AppResult<Vec<ValuePlace>> {
        Ok(self.store.directory_value_places(ids).await?)
    }

    pub async fn values_by_ids(&self, ids: &[String]) -> AppResult<Vec<DirectoryValue>> {
        if ids.len() > MAX_IDS {
            return Err(AppError::BadInput(format!("At most {MAX_IDS} ids.")));
        }
        Ok(self.store.directory_values_by_ids(ids).await?)
    }

    /// Adds a directory with its values. Admins only.
    pub async fn create(&self, viewer: &Viewer, input: DirectoryInput) -> AppResult<Directory> {
        viewer.require(&[Role::Admin])?;
        let input = validation::directory(input)?;
        if self.store.get_directory_by_slug(&input.slug).await?.is_some() {
            return Err(AppError::Conflict(SLUG_TAKEN.to_owned()));
        }
        let values = input.values.unwrap_or_default();
        if values.iter().any(|value| value.id.is_some()) {
            return Err(AppError::BadInput("A new directory's values are new: leave their ids out.".to_owned()));
        }
        self.check_parents(&values, &[]).await?;
        let id = new_id();
        let changes = DirectoryChanges { upserts: with_ids(values), deletes: Vec::new() };
        self.store
            .save_directory(&id, &input.name, &input.slug, &changes, now_millis(), true)
            .await
            .map_err(slug_conflict)?;
        self.get(Some(&id), None).await?.ok_or_else(|| AppError::NotFound(NOT_FOUND.to_owned()))
    }

    /// Changes a directory's name and slug and, when `values` is given, its values: listed
    /// values with ids are kept and changed, ones without are added, unlisted ones removed.
    /// Admins only.
    pub async fn update(&self, viewer: &Viewer, id: &str, input: DirectoryInput) -> AppResult<Directory> {
        viewer.require(&[Role::Admin])?;
        let input = validation::directory(input)?;
        if self.store.get_directory_by_id(id).await?.is_none() {
            return Err(AppError::NotFound(NOT_FOUND.to_owned()));
        }
        if self.store.get_directory_by_slug(&input.slug).await?.is_some_and(|other| other.id != id) {
            return Err(AppError::Conflict(SLUG_TAKEN.to_owned()));
        }
        let changes = match input.values {
            None => DirectoryChanges::default(),
            Some(values) => {
                let current = self.store.directory_value_ids(id).await?;
                if current.len() > validation::MAX_VALUES {
                    return Err(AppError::BadInput(
                        "This directory has more than 5000 values; its values cannot be replaced at once.".to_owned(),
                    ));
                }
                if values.iter().filter_map(|v| v.id.as_ref()).any(|kept| !current.contains(kept)) {
                    return Err(AppError::BadInput("A value belongs to another directory.".to_owned()));
                }
                self.check_parents(&values, &current).await?;
                let upserts = with_ids(values);
                let deletes = current.into_iter().filter(|old| !upserts.iter().any(|v| &v.id == old)).collect();
                DirectoryChanges { upserts, deletes }
            }
        };
        self.store
            .save_directory(id, &input.name, &input.slug, &changes, now_millis(), false)
            .await
            .map_err(slug_conflict)?;
        self.get(Some(id), None).await?.ok_or_else(|| AppError::NotFound(NOT_FOUND.to_owned()))
    }

    /// Every parent a value names exists (in any directory), and is not the value itself.
    async fn check_parents(&self, values: &[ValueInput], own: &[String]) -> AppResult<()> {
        let mut parents: Vec<String> = values.iter().filter_map(|v| v.parent_id.clone()).collect();
        parents.sort();
        parents.dedup();
        if values.iter().any(|v| v.id.is_some() && v.id == v.parent_id) {
            return Err(AppError::BadInput("A value cannot be its own parent.".to_owned()));
        }
        let outside: Vec<String> = parents.iter().filter(|p| !own.contains(p)).cloned().collect();
        for chunk in outside.chunks(MAX_IDS) {
            if self.store.directory_values_by_ids(chunk).await?.len() != chunk.len() {
                return Err(AppError::BadInput("A value's parent does not exist.".to_owned()));
            }
        }
        Ok(())
    }
}

/// The values with an id each: their own, or a new one.
fn with_ids(values: Vec<ValueInput>) -> Vec<DirectoryValue> {
    values
        .into_iter()
        .map(|v| DirectoryValue {
            id: v.id.unwrap_or_else(new_id),
            name: v.name,
            description: v.description,
            parent_id: v.parent_id,
        })
        .collect()
}

/// Two admins saving the same slug at once: the database's unique index decides.
fn slug_conflict(err: sqlx::Error) -> AppError {
    if is_unique_violation(&err) {
        AppError::Conflict(SLUG_TAKEN.to_owned())
    } else {
        err.into()
    }
}
