//! Directory rows: named lists of values such as US states, counties and cities.

use sqlx::FromRow;

use super::with_pool;
use crate::domain::directories::{BrowsedValue, Directory, DirectoryValue, ValuePage, ValuePlace};

super::area_store!(
    /// Directories and their values (`directories`, `directory_values`). Held by `domain`'s Directories service alone.
    DirectoryStore
);

/// Rows per INSERT statement: 6 parameters each stays far below both engines' limits.
const VALUES_PER_INSERT: usize = 500;

/// A value to insert into a directory.
pub struct NewDirectoryValue<'a> {
    pub id: &'a str,
    pub name: &'a str,
    pub description: &'a str,
    pub parent_id: Option<&'a str>,
}

/// A directory value's changes, by id within its directory ($1 id, $2 directory, then name,
/// description, parent and position).
const UPDATE_VALUE: &str = "UPDATE directory_values SET name = $3, description = $4, parent_id = $5, position = $6 \
                            WHERE id = $1 AND directory_id = $2";
/// A new directory value, with the parameters of [`UPDATE_VALUE`].
const INSERT_VALUE: &str = "INSERT INTO directory_values (id, directory_id, name, description, parent_id, position) \
                            VALUES ($1, $2, $3, $4, $5, $6)";

impl DirectoryStore {
    /// Inserts a directory and its values in one transaction (values keep their order).
    pub async fn insert_directory(
        &self,
        id: &str,
        name: &str,
        slug: &str,
        values: &[NewDirectoryValue<'_>],
        now: i64,
    ) -> sqlx::Result<()> {
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query("INSERT INTO directories (id, name, slug, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)")
                .bind(id)
                .bind(name)
                .bind(slug)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            // Multi-row inserts: the places directories have thousands of values.
            for (chunk_index, chunk) in values.chunks(VALUES_PER_INSERT).enumerate() {
                let mut sql = String::from(
                    "INSERT INTO directory_values (id, directory_id, name, description, parent_id, position) VALUES ",
                );
                for i in 0..chunk.len() {
                    let p = i * 6;
                    let sep = if i == 0 { "" } else { ", " };
                    sql.push_str(&format!("{sep}(${}, ${}, ${}, ${}, ${}, ${})", p + 1, p + 2, p + 3, p + 4, p + 5, p + 6));
                }
                let mut query = sqlx::query(&sql);
                for (i, value) in chunk.iter().enumerate() {
                    let position = (chunk_index * VALUES_PER_INSERT + i) as i64;
                    query = query.bind(value.id).bind(id).bind(value.name).bind(value.description).bind(value.parent_id).bind(position);
                }
                query.execute(&mut *tx).await?;
            }
            tx.commit().await
        })
    }
}

impl DirectoryStore {
    /// Whether a directory with `slug` exists.
    pub async fn directory_exists(&self, slug: &str) -> sqlx::Result<bool> {
        let count: i64 = with_pool!(self, pool => sqlx::query_scalar("SELECT COUNT(*) FROM directories WHERE slug = $1")
            .bind(slug)
            .fetch_one(pool)
            .await?);
        Ok(count > 0)
    }
}

#[derive(FromRow)]
struct DirectoryValueRow {
    id: String,
    name: String,
    description: String,
    parent_id: Option<String>,
}

impl From<DirectoryValueRow> for DirectoryValue {
    fn from(r: DirectoryValueRow) -> Self {
        DirectoryValue { id: r.id, name: r.name, description: r.description, parent_id: r.parent_id }
    }
}

impl DirectoryStore {
    /// The directory values with these ids, in the order asked (unknown ids are skipped).
    pub async fn directory_values_by_ids(&self, ids: &[String]) -> sqlx::Result<Vec<DirectoryValue>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut c = super::params::Conditions::default();
        let list: Vec<String> = ids.iter().map(|id| c.bind(super::params::Param::Text(id.clone()))).collect();
        let sql =
            format!("SELECT id, name, description, parent_id FROM directory_values WHERE id IN ({})", list.join(", "));
        let rows: Vec<DirectoryValueRow> = with_pool!(self, pool => super::params::bind_params!(sqlx::query_as(&sql), c.params().iter()).fetch_all(pool).await?);
        let mut values: Vec<DirectoryValue> = rows.into_iter().map(DirectoryValue::from).collect();
        values.sort_by_key(|v| ids.iter().position(|id| *id == v.id));
        Ok(values)
    }
}

/// Which of a directory's values a page lists.
#[derive(Debug, Clone, Copy)]
pub enum ValueLevel<'a> {
    /// Its top: values whose parent is not in it.
    Top,
    /// Those under this value (in any directory).
    Under(&'a str),
    /// Every value, whatever its parent (for the form that edits them all).
    All,
}

/// What saving a directory does to its values.
#[derive(Debug, Default)]
pub struct DirectoryChanges {
    /// Values to write, in their order: changed when they exist, added when not.
    pub upserts: Vec<DirectoryValue>,
    /// Ids of values to remove.
    pub deletes: Vec<String>,
}

#[derive(FromRow)]
struct DirectoryRow {
    id: String,
    name: String,
    slug: String,
    value_count: i64,
    created_at: i64,
    updated_at: i64,
}

impl From<DirectoryRow> for Directory {
    fn from(r: DirectoryRow) -> Self {
        Directory {
            id: r.id,
            name: r.name,
            slug: r.slug,
            value_count: r.value_count,
            created_at: r.created_at,
            updated_at: r.updated_at,
        }
    }
}

#[derive(FromRow)]
struct BrowsedValueRow {
    #[sqlx(flatten)]
    value: DirectoryValueRow,
    child_count: i64,
}

const DIRECTORY_SELECT: &str = "SELECT d.id, d.name, d.slug, d.created_at, d.updated_at, \
     (SELECT COUNT(*) FROM directory_values v WHERE v.directory_id = d.id) AS value_count FROM directories d";

impl DirectoryStore {
    /// Every directory, by name.
    pub async fn list_directories(&self) -> sqlx::Result<Vec<Directory>> {
        let sql = format!("{DIRECTORY_SELECT} ORDER BY d.name, d.id");
        let rows: Vec<DirectoryRow> = with_pool!(self, pool => sqlx::query_as(&sql).fetch_all(pool).await?);
        Ok(rows.into_iter().map(Directory::from).collect())
    }

    pub async fn get_directory_by_id(&self, id: &str) -> sqlx::Result<Option<Directory>> {
        let sql = format!("{DIRECTORY_SELECT} WHERE d.id = $1");
        let row: Option<DirectoryRow> =
            with_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?);
        Ok(row.map(Directory::from))
    }

    pub async fn get_directory_by_slug(&self, slug: &str) -> sqlx::Result<Option<Directory>> {
        let sql = format!("{DIRECTORY_SELECT} WHERE d.slug = $1");
        let row: Option<DirectoryRow> =
            with_pool!(self, pool => sqlx::query_as(&sql).bind(slug).fetch_optional(pool).await?);
        Ok(row.map(Directory::from))
    }

    /// Ids of a directory's values.
    pub async fn directory_value_ids(&self, directory_id: &str) -> sqlx::Result<Vec<String>> {
        with_pool!(self, pool => sqlx::query_scalar("SELECT id FROM directory_values WHERE directory_id = $1")
            .bind(directory_id)
            .fetch_all(pool)
            .await)
    }

    /// One page of values (see `Directories::browse`), in their order, with child counts.
    pub async fn browse_directory_values(
        &self,
        directory_id: &str,
        level: ValueLevel<'_>,
        search: Option<&str>,
        offset: i64,
        limit: i64,
    ) -> sqlx::Result<ValuePage> {
        let (scope, parent_id) = match level {
            ValueLevel::Under(parent) => ("v.directory_id = $1 AND v.parent_id = $2", Some(parent)),
            // The top of a directory: values whose parent is not one of its own values.
            ValueLevel::Top => (
                "v.directory_id = $1 AND $2 = '' AND NOT EXISTS (SELECT 1 FROM directory_values p \
                 WHERE p.id = v.parent_id AND p.directory_id = v.directory_id)",
                None,
            ),
            ValueLevel::All => ("v.directory_id = $1 AND $2 = ''", None),
        };
        let filter = "($3 = '' OR LOWER(v.name) LIKE $4 ESCAPE '\\')";
        let search = search.unwrap_or("").to_lowercase();
        let pattern = format!("%{}%", search.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"));
        let count_sql = format!("SELECT COUNT(*) FROM directory_values v WHERE {scope} AND {filter}");
        let page_sql = format!(
            "SELECT v.id, v.name, v.description, v.parent_id, \
             (SELECT COUNT(*) FROM directory_values c WHERE c.parent_id = v.id) AS child_count \
             FROM directory_values v WHERE {scope} AND {filter} ORDER BY v.position, v.name, v.id LIMIT $5 OFFSET $6"
        );
        let parent = parent_id.unwrap_or("");
        let (total_count, rows): (i64, Vec<BrowsedValueRow>) = with_pool!(self, pool => {
            let total = sqlx::query_scalar(&count_sql)
                .bind(directory_id)
                .bind(parent)
                .bind(&search)
                .bind(&pattern)
                .fetch_one(pool)
                .await?;
            let rows = sqlx::query_as(&page_sql)
                .bind(directory_id)
                .bind(parent)
                .bind(&search)
                .bind(&pattern)
                .bind(limit)
                .bind(offset)
                .fetch_all(pool)
                .await?;
            (total, rows)
        });
        let items = rows
            .into_iter()
            .map(|row| BrowsedValue { value: DirectoryValue::from(row.value), child_count: row.child_count })
            .collect();
        Ok(ValuePage { items, total_count })
    }

    /// Writes a directory and its value changes in one transaction: inserted when `create`,
    /// else its name and slug changed.
    pub async fn save_directory(
        &self,
        id: &str,
        name: &str,
        slug: &str,
        changes: &DirectoryChanges,
        now: i64,
        create: bool,
    ) -> sqlx::Result<()> {
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let directory_sql = if create {
                "INSERT INTO directories (id, name, slug, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)"
            } else {
                "UPDATE directories SET name = $2, slug = $3, updated_at = $4 WHERE id = $1"
            };
            sqlx::query(directory_sql).bind(id).bind(name).bind(slug).bind(now).execute(&mut *tx).await?;
            for gone in &changes.deletes {
                sqlx::query("DELETE FROM directory_values WHERE id = $1 AND directory_id = $2")
                    .bind(gone)
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
            }
            for (position, value) in changes.upserts.iter().enumerate() {
                // A value the directory has is changed; one it has not, inserted. Both statements
                // take the same parameters.
                for sql in [UPDATE_VALUE, INSERT_VALUE] {
                    let written = sqlx::query(sql)
                        .bind(&value.id)
                        .bind(id)
                        .bind(&value.name)
                        .bind(&value.description)
                        .bind(&value.parent_id)
                        .bind(position as i64)
                        .execute(&mut *tx)
                        .await?;
                    if written.rows_affected() > 0 {
                        break;
                    }
                }
            }
            tx.commit().await
        })
    }
}

#[derive(FromRow)]
struct ValuePlaceRow {
    id: String,
    parent_id: Option<String>,
    slug: String,
}

impl DirectoryStore {
    /// The place of each value in `ids` that exists (in no particular order).
    pub async fn directory_value_places(&self, ids: &[String]) -> sqlx::Result<Vec<ValuePlace>> {
        let mut places = Vec::with_capacity(ids.len());
        for chunk in ids.chunks(VALUES_PER_INSERT) {
            let mut c = super::params::Conditions::default();
            let list: Vec<String> = chunk.iter().map(|id| c.bind(super::params::Param::Text(id.clone()))).collect();
            let sql = format!(
                "SELECT v.id, v.parent_id, d.slug FROM directory_values v JOIN directories d ON d.id = v.directory_id \
                 WHERE v.id IN ({})",
                list.join(", ")
            );
            let rows: Vec<ValuePlaceRow> = with_pool!(self, pool => super::params::bind_params!(sqlx::query_as(&sql), c.params().iter()).fetch_all(pool).await?);
            places.extend(rows.into_iter().map(|row| ValuePlace {
                id: row.id,
                parent_id: row.parent_id,
                slug: row.slug,
            }));
        }
        Ok(places)
    }
}
