//! Contractor rows.

use sqlx::{types::Json, FromRow};

use super::{with_pool, Store};
use crate::domain::contractors::Contractor;

const CONTRACTOR_COLUMNS: &str = "id, name, ceo, phone, email, web_site, about, logo, photos, recommended_by, \
     specifications, created_at, updated_at";

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
}

impl From<ContractorRow> for Contractor {
    fn from(row: ContractorRow) -> Self {
        Contractor {
            id: row.id,
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
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

impl Store {
    /// Every contractor, by name.
    pub async fn list_contractors(&self) -> sqlx::Result<Vec<Contractor>> {
        let sql = format!("SELECT {CONTRACTOR_COLUMNS} FROM contractors ORDER BY name, id");
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
        with_pool!(self, pool => sqlx::query(
            "INSERT INTO contractors (id, name, ceo, phone, email, web_site, about, logo, photos, recommended_by, \
             specifications, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
        )
        .bind(&c.id)
        .bind(&c.name)
        .bind(&c.ceo)
        .bind(&c.phone)
        .bind(&c.email)
        .bind(&c.web_site)
        .bind(&c.about)
        .bind(&c.logo)
        .bind(Json(&c.photos))
        .bind(Json(&c.recommended_by))
        .bind(Json(&c.specifications))
        .bind(c.created_at)
        .bind(c.updated_at)
        .execute(pool)
        .await
        .map(|_| ()))
    }
}
