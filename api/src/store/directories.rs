//! Directory rows: named lists of values such as US states, counties and cities.

use super::{with_pool, Store};
use crate::domain::directories::DirectoryValue;

/// Rows per INSERT statement: 6 parameters each stays far below both engines' limits.
const VALUES_PER_INSERT: usize = 500;

/// A value to insert into a directory.
pub struct NewDirectoryValue<'a> {
    pub id: &'a str,
    pub name: &'a str,
    pub description: &'a str,
    pub parent_id: Option<&'a str>,
}

impl Store {
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

impl Store {
    /// Whether a directory with `slug` exists.
    pub async fn directory_exists(&self, slug: &str) -> sqlx::Result<bool> {
        let count: i64 = with_pool!(self, pool => sqlx::query_scalar("SELECT COUNT(*) FROM directories WHERE slug = $1")
            .bind(slug)
            .fetch_one(pool)
            .await?);
        Ok(count > 0)
    }
}

#[derive(sqlx::FromRow)]
struct DirectoryValueRow {
    id: String,
    name: String,
    description: String,
}

impl Store {
    /// The directory values with these ids, in the order asked (unknown ids are skipped).
    pub async fn directory_values_by_ids(&self, ids: &[String]) -> sqlx::Result<Vec<DirectoryValue>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut c = super::params::Conditions::default();
        let list: Vec<String> = ids.iter().map(|id| c.bind(super::params::Param::Text(id.clone()))).collect();
        let sql = format!("SELECT id, name, description FROM directory_values WHERE id IN ({})", list.join(", "));
        let rows: Vec<DirectoryValueRow> = with_pool!(self, pool => super::params::bind_params!(sqlx::query_as(&sql), c.params().iter()).fetch_all(pool).await?);
        let mut values: Vec<DirectoryValue> =
            rows.into_iter().map(|r| DirectoryValue { id: r.id, name: r.name, description: r.description }).collect();
        values.sort_by_key(|v| ids.iter().position(|id| *id == v.id));
        Ok(values)
    }
}
