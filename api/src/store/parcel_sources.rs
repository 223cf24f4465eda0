//! Parcel sources and the answers of remote ones: the cache every instance on the database
//! shares, so a county's service is asked once for a point whichever instance serves it.

use sqlx::FromRow;

use super::{area_store, execute, with_pool};
use crate::adapters::parcel_service::Bbox;
use crate::domain::parcels::sources::{AreaLevel, FieldMap, ParcelSource, Protocol, ValidSource};

area_store!(
    /// The parcel sources and their cached answers.
    ParcelSourceStore
);

#[derive(FromRow)]
struct SourceRow {
    id: String,
    name: String,
    protocol: String,
    url: String,
    collection: String,
    apn_field: String,
    situs_field: String,
    zoning_field: String,
    area_id: Option<String>,
    area_level: i64,
    min_lon: Option<f64>,
    min_lat: Option<f64>,
    max_lon: Option<f64>,
    max_lat: Option<f64>,
    enabled: bool,
    created_at: i64,
    updated_at: i64,
}

impl SourceRow {
    fn into_source(self) -> Option<ParcelSource> {
        let extent = match (self.min_lon, self.min_lat, self.max_lon, self.max_lat) {
            (Some(west), Some(south), Some(east), Some(north)) => Some(Bbox { west, south, east, north }),
            _ => None,
        };
        Some(ParcelSource {
            protocol: Protocol::parse(&self.protocol)?,
            id: self.id,
            name: self.name,
            url: self.url,
            collection: self.collection,
            fields: FieldMap { apn: self.apn_field, situs: self.situs_field, zoning: self.zoning_field },
            area_id: self.area_id,
            area_level: AreaLevel::from_number(self.area_level),
            extent,
            enabled: self.enabled,
            created_at: self.created_at,
            updated_at: self.updated_at,
        })
    }
}

const COLUMNS: &str = "id, name, protocol, url, collection, apn_field, situs_field, zoning_field, area_id, \
     CAST(area_level AS BIGINT) AS area_level, min_lon, min_lat, max_lon, max_lat, enabled, created_at, updated_at";

impl ParcelSourceStore {
    /// Every source, the most specific areas first, then by name.
    pub async fn list(&self) -> sqlx::Result<Vec<ParcelSource>> {
        let sql = format!("SELECT {COLUMNS} FROM parcel_sources ORDER BY area_level DESC, name, id");
        let rows: Vec<SourceRow> = with_pool!(self, pool => sqlx::query_as(&sql).fetch_all(pool).await?);
        Ok(rows.into_iter().filter_map(SourceRow::into_source).collect())
    }

    pub async fn get(&self, id: &str) -> sqlx::Result<Option<ParcelSource>> {
        let sql = format!("SELECT {COLUMNS} FROM parcel_sources WHERE id = $1");
        let row: Option<SourceRow> =
            with_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?);
        Ok(row.and_then(SourceRow::into_source))
    }

    /// The enabled sources whose extent holds the point (or whose extent is not known yet), in
    /// the order they are asked: the most specific area first, then the smallest extent.
    pub async fn covering(&self, lon: f64, lat: f64) -> sqlx::Result<Vec<ParcelSource>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM parcel_sources WHERE enabled \
               AND (min_lon IS NULL OR (min_lon <= $1 AND max_lon >= $1 AND min_lat <= $2 AND max_lat >= $2)) \
             ORDER BY area_level DESC, (max_lon - min_lon) * (max_lat - min_lat) ASC NULLS LAST, id"
        );
        let rows: Vec<SourceRow> =
            with_pool!(self, pool => sqlx::query_as(&sql).bind(lon).bind(lat).fetch_all(pool).await?);
        Ok(rows.into_iter().filter_map(SourceRow::into_source).collect())
    }

    /// Stores a new source.
    pub async fn insert(&self, id: &str, source: &ValidSource, level: AreaLevel, now: i64) -> sqlx::Result<()> {
        let extent = Extent::of(source.extent);
        execute!(
            self,
            "INSERT INTO parcel_sources (id, name, protocol, url, collection, apn_field, situs_field, zoning_field, \
               area_id, area_level, min_lon, min_lat, max_lon, max_lat, enabled, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)",
            id,
            &source.name,
            source.protocol.as_str(),
            &source.url,
            &source.collection,
            &source.fields.apn,
            &source.fields.situs,
            &source.fields.zoning,
            (!source.area_id.is_empty()).then_some(source.area_id.as_str()),
            level as i32,
            extent.west,
            extent.south,
            extent.east,
            extent.north,
            source.enabled,
            now,
        )
        .map(|_| ())
    }

    /// Changes a source and forgets its cached answers (they may come from another service
    /// now), in one transaction; `false` when there is no such source.
    pub async fn update(&self, id: &str, source: &ValidSource, level: AreaLevel, now: i64) -> sqlx::Result<bool> {
        let extent = Extent::of(source.extent);
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let changed = sqlx::query(
                "UPDATE parcel_sources SET name = $2, protocol = $3, url = $4, collection = $5, apn_field = $6, \
                   situs_field = $7, zoning_field = $8, area_id = $9, area_level = $10, min_lon = $11, \
                   min_lat = $12, max_lon = $13, max_lat = $14, enabled = $15, updated_at = $16 WHERE id = $1",
            )
            .bind(id)
            .bind(&source.name)
            .bind(source.protocol.as_str())
            .bind(&source.url)
            .bind(&source.collection)
            .bind(&source.fields.apn)
            .bind(&source.fields.situs)
            .bind(&source.fields.zoning)
            .bind((!source.area_id.is_empty()).then_some(source.area_id.as_str()))
            .bind(level as i32)
            .bind(extent.west)
            .bind(extent.south)
            .bind(extent.east)
            .bind(extent.north)
            .bind(source.enabled)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            sqlx::query("DELETE FROM parcel_answers WHERE source_id = $1").bind(id).execute(&mut *tx).await?;
            tx.commit().await?;
            Ok(changed > 0)
        })
    }

    /// Sets the extent a store source's parcels cover (after an import or the demo's seed).
    pub async fn set_extent(&self, id: &str, extent: Option<Bbox>, now: i64) -> sqlx::Result<()> {
        let extent = Extent::of(extent);
        execute!(
            self,
            "UPDATE parcel_sources SET min_lon = $2, min_lat = $3, max_lon = $4, max_lat = $5, updated_at = $6 \
             WHERE id = $1",
            id,
            extent.west,
            extent.south,
            extent.east,
            extent.north,
            now,
        )
        .map(|_| ())
    }

    /// Removes a source with the parcels stored under it and its answers, in one transaction;
    /// `false` when there is no such source.
    pub async fn delete(&self, id: &str) -> sqlx::Result<bool> {
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query("DELETE FROM parcels WHERE source = $1").bind(id).execute(&mut *tx).await?;
            let removed =
                sqlx::query("DELETE FROM parcel_sources WHERE id = $1").bind(id).execute(&mut *tx).await?.rows_affected();
            tx.commit().await?;
            Ok(removed > 0)
        })
    }

    /// The answer `source_id` gave for `point_key`, unless it expired before `now`.
    pub async fn cached_answer(&self, source_id: &str, point_key: &str, now: i64) -> sqlx::Result<Option<String>> {
        with_pool!(self, pool => {
            sqlx::query_scalar(
                "SELECT answer FROM parcel_answers WHERE source_id = $1 AND point_key = $2 AND expires_at > $3",
            )
            .bind(source_id)
            .bind(point_key)
            .bind(now)
            .fetch_optional(pool)
            .await
        })
    }

    /// Keeps an answer until `expires_at`, and drops the answers that expired before `now`.
    pub async fn cache_answer(
        &self,
        source_id: &str,
        point_key: &str,
        answer: &str,
        now: i64,
        expires_at: i64,
    ) -> sqlx::Result<()> {
        execute!(self, "DELETE FROM parcel_answers WHERE expires_at <= $1", now)?;
        execute!(
            self,
            "INSERT INTO parcel_answers (source_id, point_key, answer, expires_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (source_id, point_key) DO UPDATE SET answer = $3, expires_at = $4",
            source_id,
            point_key,
            answer,
            expires_at,
        )
        .map(|_| ())
    }
}

/// An optional extent as four nullable columns.
struct Extent {
    west: Option<f64>,
    south: Option<f64>,
    east: Option<f64>,
    north: Option<f64>,
}

impl Extent {
    fn of(extent: Option<Bbox>) -> Extent {
        Extent {
            west: extent.map(|e| e.west),
            south: extent.map(|e| e.south),
            east: extent.map(|e| e.east),
            north: extent.map(|e| e.north),
        }
    }
}
