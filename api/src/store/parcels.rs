//! Parcels: lot boundaries with their parcel number, situs address and zoning district, found by
//! a point inside them through a spatial index over their boxes (SQLite's R*Tree, PostgreSQL's
//! GiST over `box`; see the migrations).

use sqlx::FromRow;

use super::{area_store, with_pool};
use crate::domain::parcels::Parcel;

area_store!(
    /// The parcel store.
    ParcelStore
);

/// Rows per INSERT statement: 10 parameters each stays far below both engines' limits.
const ROWS_PER_INSERT: usize = 500;

/// A parcel to store.
pub struct NewParcel<'a> {
    pub id: &'a str,
    pub source: &'a str,
    pub parcel: &'a Parcel,
}

#[derive(FromRow)]
struct ParcelRow {
    apn: String,
    situs_address: String,
    zoning: String,
    ring: String,
}

impl ParcelRow {
    fn into_parcel(self) -> Option<Parcel> {
        let ring: Vec<(f64, f64)> = serde_json::from_str(&self.ring).ok()?;
        Some(Parcel { apn: self.apn, situs_address: self.situs_address, zoning: self.zoning, ring })
    }
}

/// The parcels whose boxes hold the point ($1 longitude, $2 latitude), by engine: the R*Tree's
/// range query, or the GiST-indexed `box @> box` (a point as a box of no size; `box @> point`
/// exists but is not one the index answers).
const CANDIDATES_SQLITE: &str = "SELECT p.apn, p.situs_address, p.zoning, p.ring FROM parcels_rtree r \
     JOIN parcels p ON p.pk = r.pk \
     WHERE r.min_lon <= $1 AND r.max_lon >= $1 AND r.min_lat <= $2 AND r.max_lat >= $2";
const CANDIDATES_POSTGRES: &str = "SELECT apn, situs_address, zoning, ring FROM parcels \
     WHERE bbox @> box(point($1, $2), point($1, $2))";

impl ParcelStore {
    /// Stores `parcels` (in batches, one transaction).
    pub async fn insert(&self, parcels: &[NewParcel<'_>]) -> sqlx::Result<()> {
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            for chunk in parcels.chunks(ROWS_PER_INSERT) {
                let mut sql = String::from(
                    "INSERT INTO parcels (id, source, apn, situs_address, zoning, ring, min_lon, min_lat, max_lon, max_lat) VALUES ",
                );
                for i in 0..chunk.len() {
                    let p = i * 10;
                    let sep = if i == 0 { "" } else { ", " };
                    let params: Vec<String> = (1..=10).map(|k| format!("${}", p + k)).collect();
                    sql.push_str(&format!("{sep}({})", params.join(", ")));
                }
                let mut query = sqlx::query(&sql);
                for new in chunk {
                    let parcel = new.parcel;
                    let (min, max) = parcel.bounds();
                    let ring = serde_json::to_string(&parcel.ring).unwrap_or_else(|_| "[]".into());
                    query = query
                        .bind(new.id)
                        .bind(new.source)
                        .bind(&parcel.apn)
                        .bind(&parcel.situs_address)
                        .bind(&parcel.zoning)
                        .bind(ring)
                        .bind(min.0)
                        .bind(min.1)
                        .bind(max.0)
                        .bind(max.1);
                }
                query.execute(&mut *tx).await?;
            }
            tx.commit().await
        })
    }

    /// The parcels whose bounding boxes hold the point: the candidates the exact test weighs.
    pub async fn candidates_at(&self, lon: f64, lat: f64) -> sqlx::Result<Vec<Parcel>> {
        let rows: Vec<ParcelRow> = match &self.pool {
            super::Pool::Sqlite(pool) => sqlx::query_as(CANDIDATES_SQLITE).bind(lon).bind(lat).fetch_all(pool).await?,
            super::Pool::Postgres(pool) => {
                sqlx::query_as(CANDIDATES_POSTGRES).bind(lon).bind(lat).fetch_all(pool).await?
            }
        };
        Ok(rows.into_iter().filter_map(ParcelRow::into_parcel).collect())
    }

    /// How many parcels `source` holds.
    pub async fn count(&self, source: &str) -> sqlx::Result<i64> {
        with_pool!(self, pool => {
            sqlx::query_scalar("SELECT COUNT(*) FROM parcels WHERE source = $1").bind(source).fetch_one(pool).await
        })
    }
}
