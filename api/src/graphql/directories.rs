//! Directories and their values: read by everyone (the catalogue's area filters, a plan's
//! pre-approved areas), changed by admins.

use async_graphql::{ComplexObject, Context, InputObject, Object, SimpleObject, ID};

use super::scalars::Timestamp;
use super::{services, viewer, Result};
use crate::domain::directories::{self as domain, service::ValueLevel};

#[derive(Default)]
pub struct DirectoryQuery;

#[Object]
impl DirectoryQuery {
    /// Every directory, by name.
    async fn directories(&self, ctx: &Context<'_>) -> Result<Vec<Directory>> {
        Ok(services(ctx).directories.list().await?.into_iter().map(Directory::from).collect())
    }

    /// A directory by id, or else by slug (e.g. `us-states`); `null` when there is none.
    async fn directory(&self, ctx: &Context<'_>, id: Option<ID>, slug: Option<String>) -> Result<Option<Directory>> {
        Ok(services(ctx)
            .directories
            .get(id.as_ref().map(|id| id.as_str()), slug.as_deref())
            .await?
            .map(Directory::from))
    }

    /// Names of directory values (such as pre-approved states, counties and cities), in the
    /// order of `ids` (at most 500); unknown ids are left out.
    #[graphql(complexity = "super::cost::per_item(ids.len() as i64, child_complexity)")]
    async fn directories_values_by_ids(&self, ctx: &Context<'_>, ids: Vec<ID>) -> Result<Vec<DirectoryValue>> {
        let ids: Vec<String> = ids.into_iter().map(|id| id.0).collect();
        Ok(services(ctx).directories.values_by_ids(&ids).await?.into_iter().map(DirectoryValue::from).collect())
    }
}

#[derive(Default)]
pub struct DirectoryMutation;

#[Object]
impl DirectoryMutation {
    /// Adds a directory with its values. Admins only. 'Please input directory name.', 'Please
    /// input directory slug.', 'Slug has already been taken.' (CONFLICT).
    async fn create_directory(&self, ctx: &Context<'_>, input: DirectoryInput) -> Result<Directory> {
        Ok(services(ctx).directories.create(viewer(ctx), input.into()).await?.into())
    }

    /// Changes a directory's name and slug and, when `values` is given, its values (listed ones
    /// with ids are kept and changed, new ones added, unlisted ones removed; at most 5000).
    /// Admins only.
    async fn update_directory(&self, ctx: &Context<'_>, id: ID, input: DirectoryInput) -> Result<Directory> {
        Ok(services(ctx).directories.update(viewer(ctx), &id, input.into()).await?.into())
    }
}

/// A named list of values, such as US states.
#[derive(Debug, Clone, SimpleObject)]
#[graphql(complex)]
pub struct Directory {
    pub id: String,
    /// Display name.
    pub name: String,
    /// Stable name, e.g. `us-states`.
    pub slug: String,
    /// How many values it has.
    pub value_count: i64,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

#[ComplexObject]
impl Directory {
    /// One page of this directory's values: its top (values whose parent is not in it), those
    /// under `parentId`, whose parent may be in another directory (`us-counties` under a state
    /// of `us-states`), or with `all` every value whatever its parent; optionally only names
    /// containing `search`. At most 500 a page.
    #[graphql(complexity = "super::cost::per_item(limit.unwrap_or(100), child_complexity)")]
    async fn values(
        &self,
        ctx: &Context<'_>,
        parent_id: Option<ID>,
        all: Option<bool>,
        search: Option<String>,
        #[graphql(desc = "Values skipped; 0 when left out.")] offset: Option<i64>,
        #[graphql(desc = "Values on the page, 1 to 500; 100 when left out.")] limit: Option<i64>,
    ) -> Result<DirectoryValuePage> {
        let (offset, limit) = (offset.unwrap_or(0), limit.unwrap_or(100));
        let level = match (&parent_id, all.unwrap_or(false)) {
            (Some(parent), _) => ValueLevel::Under(parent.as_str()),
            (None, true) => ValueLevel::All,
            (None, false) => ValueLevel::Top,
        };
        let page = services(ctx).directories.browse(&self.id, level, search.as_deref(), offset, limit).await?;
        Ok(DirectoryValuePage {
            total_count: page.total_count,
            items: page
                .items
                .into_iter()
                .map(|item| BrowsedDirectoryValue { child_count: item.child_count, value: item.value.into() })
                .collect(),
        })
    }
}

/// A value of a directory.
#[derive(Debug, Clone, SimpleObject)]
pub struct DirectoryValue {
    /// Value id.
    pub id: String,
    /// Display name, e.g. "California".
    pub name: String,
    /// Short description, e.g. the state code.
    pub description: String,
    /// The value it belongs under (a county's state), in this directory or another.
    pub parent_id: Option<String>,
}

/// A value while browsing, with how many values sit under it.
#[derive(Debug, Clone, SimpleObject)]
pub struct BrowsedDirectoryValue {
    #[graphql(flatten)]
    pub value: DirectoryValue,
    /// Values under this one, in every directory (a state's counties and cities).
    pub child_count: i64,
}

/// One page of values.
#[derive(Debug, Clone, SimpleObject)]
pub struct DirectoryValuePage {
    pub items: Vec<BrowsedDirectoryValue>,
    /// Values matching, on every page.
    pub total_count: i64,
}

/// A directory as an admin enters it.
#[derive(Debug, InputObject)]
pub struct DirectoryInput {
    pub name: String,
    pub slug: String,
    /// Every value of the directory; leave it out on an update to keep the values as they are.
    pub values: Option<Vec<DirectoryValueInput>>,
}

/// A value as an admin enters it.
#[derive(Debug, InputObject)]
pub struct DirectoryValueInput {
    /// The value's id when it exists (it keeps it); leave it out for a new value.
    pub id: Option<ID>,
    pub name: String,
    #[graphql(default)]
    pub description: String,
    /// The value it belongs under, in this directory or another.
    pub parent_id: Option<ID>,
}

impl From<DirectoryInput> for domain::DirectoryInput {
    fn from(input: DirectoryInput) -> Self {
        domain::DirectoryInput {
            name: input.name,
            slug: input.slug,
            values: input.values.map(|values| {
                values
                    .into_iter()
                    .map(|v| domain::ValueInput {
                        id: v.id.map(|id| id.0),
                        name: v.name,
                        description: v.description,
                        parent_id: v.parent_id.map(|id| id.0),
                    })
                    .collect()
            }),
        }
    }
}

impl From<domain::Directory> for Directory {
    fn from(d: domain::Directory) -> Self {
        Directory {
            id: d.id,
            name: d.name,
            slug: d.slug,
            value_count: d.value_count,
            created_at: Timestamp(d.created_at),
            updated_at: Timestamp(d.updated_at),
        }
    }
}

impl From<domain::DirectoryValue> for DirectoryValue {
    fn from(v: domain::DirectoryValue) -> Self {
        DirectoryValue { id: v.id, name: v.name, description: v.description, parent_id: v.parent_id }
    }
}
