//! Contractor rows.

use sqlx::{types::Json, FromRow};

use super::{execute, with_pool};
use crate::domain::contractors::{Contractor, ContractorInput};

super::area_store!(
    /// Contractors (`contractors`). Held by `domain`'s Contractors service alone.
    ContractorStore
);

const CONTRACTOR_COLUMNS: &str = "id, name, ceo, phone, email, web_site, about, logo, photos, recommended_by, \
     specifications, created_at, updated_at, removed_at";

#[derive(FromRow)]
struct ContractorRow {
    id: String,
    name: String,
    ceo: String,
    phone: String,
    email: String,
    web_site: String,
    about: String,
    logo: String,
    photos: Json<Vec<String>>,
    recommended_by: Json<Vec<String>>,
    specifications: Json<serde_json::Value>,
    created_at: i64,
    updated_at: i64,
    removed_at: Option<i64>,
}

impl From<ContractorRow> for Contractor {
    fn from(row: ContractorRow) -> Self {
        Contractor {
            id: row.id,
            details: ContractorInput {
                name: row.name,
                ceo: row.ceo,
                phone: row.phone,
                email: row.email,
                web_site: row.web_site,
                about: row.about,
                logo: row.logo,
                photos: row.photos.0,
                recommended_by: row.recommended_by.0,
                specifications: row.specifications.0,
            },
            created_at: row.created_at,
            updated_at: row.updated_at,
            removed_at: row.removed_at,
        }
    }
}

/// Binds a contractor's id, what the admin entered and its last change to `$1`…`$12`, the order
/// the insert and the update share.
macro_rules! bind_contractor {
    ($query:expr, $c:expr) => {
        $query
            .bind(&$c.id)
            .bind(&$c.details.name)
            .bind(&$c.details.ceo)
            .bind(&$c.details.phone)
            .bind(&$c.details.email)
            .bind(&$c.details.web_site)
            .bind(&$c.details.about)
            .bind(&$c.details.logo)
            .bind(Json(&$c.details.photos))
            .bind(Json(&$c.details.recommended_by))
            .bind(Json(&$c.details.specifications))
            .bind($c.updated_at)
    };
}

impl ContractorStore {
    /// Every contractor not removed, by name.
    pub async fn list_contractors(&self) -> sqlx::Result<Vec<Contractor>> {
        let sql = format!("SELECT {CONTRACTOR_COLUMNS} FROM contractors WHERE removed_at IS NULL ORDER BY name, id");
        let rows: Vec<ContractorRow> = with_pool!(self, pool => sqlx::query_as(&sql).fetch_all(pool).await?);
        Ok(rows.into_iter().map(Contractor::from).collect())
    }

    pub async fn get_contractor(&self, id: &str) -> sqlx::Result<Option<Contractor>> {
        let sql = format!("SELECT {CONTRACTOR_COLUMNS} FROM contractors WHERE id = $1");
        let row: Option<ContractorRow> =
            with_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?);
        Ok(row.map(Contractor::from))
    }

    pub async fn insert_contractor(&self, c: &Contractor) -> sqlx::Result<()> {
        with_pool!(self, pool => bind_contractor!(sqlx::query(
            "INSERT INTO contractors (id, name, ceo, phone, email, web_site, about, logo, photos, recommended_by, \
             specifications, updated_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
        ), c)
        .bind(c.created_at)
        .execute(pool)
        .await
        .map(|_| ()))
    }

    /// Writes an admin's changes to a contractor not removed; false when there is none.
    pub async fn update_contractor(&self, c: &Contractor) -> sqlx::Result<bool> {
        with_pool!(self, pool => bind_contractor!(sqlx::query(
            "UPDATE contractors SET name = $2, ceo = $3, phone = $4, email = $5, web_site = $6, about = $7, \
             logo = $8, photos = $9, recommended_by = $10, specifications = $11, updated_at = $12 \
             WHERE id = $1 AND removed_at IS NULL",
        ), c)
        .execute(pool)
        .await
        .map(|done| done.rows_affected() == 1))
    }

    /// Marks a contractor removed; false when there is none not removed already.
    pub async fn remove_contractor(&self, id: &str, now: i64) -> sqlx::Result<bool> {
        execute!(
            self,
            "UPDATE contractors SET removed_at = $2, updated_at = $2 WHERE id = $1 AND removed_at IS NULL",
            id,
            now
        )
        .map(|changed| changed == 1)
    }
}
