//! Rule sets and their versions: every change writes the set's new version and a copy of it in
//! one transaction, so a saved check's version can always be read back.

use sqlx::FromRow;

use super::{execute, with_pool};
use crate::domain::rules::{RuleSetRecord, ValidRuleSet};

super::area_store!(
    /// Local rule sets and the versions they went through.
    RuleSetStore
);

/// Writes the copy of `$set` as version `$version` of set `$id` in transaction `$tx` (a macro,
/// as each engine's transaction is its own type).
macro_rules! insert_version {
    ($tx:expr, $id:expr, $version:expr, $set:expr, $rules:expr, $limits:expr, $by:expr, $now:expr) => {
        sqlx::query(
            "INSERT INTO rule_set_versions (rule_set_id, version, name, zoning, building, example, read_on, rules, \
               limits_on_local, changed_by, changed_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        )
        .bind($id)
        .bind($version)
        .bind(&$set.name)
        .bind(&$set.zoning)
        .bind($set.building.as_str())
        .bind($set.example)
        .bind(&$set.read_on)
        .bind($rules)
        .bind($limits)
        .bind($by)
        .bind($now)
        .execute(&mut *$tx)
        .await
    };
}

/// Binds a set's columns in the order both writes list them: name, area, level, zoning district,
/// building, example, read on, rules and limits on local rules.
macro_rules! bind_set {
    ($query:expr, $set:expr, $rules:expr, $limits:expr) => {
        $query
            .bind(&$set.name)
            .bind(&$set.area_id)
            .bind($set.area_level as i32)
            .bind(&$set.zoning)
            .bind($set.building.as_str())
            .bind($set.example)
            .bind(&$set.read_on)
            .bind($rules)
            .bind($limits)
    };
}

#[derive(FromRow)]
struct RuleSetRow {
    id: String,
    name: String,
    area_id: String,
    area_level: i64,
    area_name: String,
    area_code: String,
    zoning: String,
    building: String,
    example: bool,
    read_on: String,
    rules: String,
    limits_on_local: String,
    version: i64,
    updated_at: i64,
}

impl RuleSetRow {
    fn into_record(self) -> Option<RuleSetRecord> {
        RuleSetRecord::from_stored(
            crate::domain::rules::StoredFields {
                id: self.id,
                name: self.name,
                area_id: self.area_id,
                area_level: self.area_level,
                area_name: self.area_name,
                area_code: self.area_code,
                zoning: self.zoning,
                building: self.building,
                example: self.example,
                read_on: self.read_on,
                version: self.version,
                updated_at: self.updated_at,
            },
            &self.rules,
            &self.limits_on_local,
        )
    }
}

/// The set with its area's name and the state code that completes it ("Pleasanton", "CA"): a
/// city's own description, a county's parent state's, none for a state.
const SELECT: &str = "SELECT r.id, r.name, r.area_id, CAST(r.area_level AS BIGINT) AS area_level, \
       v.name AS area_name, \
       CASE CAST(r.area_level AS BIGINT) WHEN 3 THEN v.description WHEN 2 THEN COALESCE(p.description, '') \
         ELSE '' END AS area_code, \
       r.zoning, r.building, r.example, r.read_on, r.rules, r.limits_on_local, \
       CAST(r.version AS BIGINT) AS version, r.updated_at \
     FROM rule_sets r JOIN directory_values v ON v.id = r.area_id \
     LEFT JOIN directory_values p ON p.id = v.parent_id";

#[derive(FromRow)]
struct PlaceRow {
    id: String,
    parent_id: Option<String>,
    slug: String,
}

#[derive(FromRow)]
struct VersionRow {
    version: i64,
    name: String,
    zoning: String,
    building: String,
    example: bool,
    read_on: String,
    rules: String,
    limits_on_local: String,
    changed_by: Option<String>,
    changed_at: i64,
}

/// One version of a set as it was written.
#[derive(Debug, Clone)]
pub struct StoredVersion {
    pub version: i64,
    pub name: String,
    pub zoning: String,
    pub building: String,
    pub example: bool,
    pub read_on: String,
    pub rules: String,
    pub limits_on_local: String,
    pub changed_by: Option<String>,
    pub changed_at: i64,
}

impl RuleSetStore {
    /// Every set, states first, then counties and cities, each by area and building.
    pub async fn list(&self) -> sqlx::Result<Vec<RuleSetRecord>> {
        let sql = format!("{SELECT} ORDER BY r.area_level, v.name, r.zoning, r.building, r.id");
        let rows: Vec<RuleSetRow> = with_pool!(self, pool => sqlx::query_as(&sql).fetch_all(pool).await?);
        Ok(rows.into_iter().filter_map(RuleSetRow::into_record).collect())
    }

    pub async fn get(&self, id: &str) -> sqlx::Result<Option<RuleSetRecord>> {
        let sql = format!("{SELECT} WHERE r.id = $1");
        let row: Option<RuleSetRow> =
            with_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?);
        Ok(row.and_then(RuleSetRow::into_record))
    }

    /// The sets of the areas `area_ids` (a state, its county, its city).
    pub async fn of_areas(&self, area_ids: &[String]) -> sqlx::Result<Vec<RuleSetRecord>> {
        if area_ids.is_empty() {
            return Ok(Vec::new());
        }
        let marks: Vec<String> = (1..=area_ids.len()).map(|i| format!("${i}")).collect();
        let sql = format!("{SELECT} WHERE r.area_id IN ({}) ORDER BY r.area_level, r.id", marks.join(", "));
        let rows: Vec<RuleSetRow> = with_pool!(self, pool => {
            let mut query = sqlx::query_as(&sql);
            for id in area_ids {
                query = query.bind(id);
            }
            query.fetch_all(pool).await?
        });
        Ok(rows.into_iter().filter_map(RuleSetRow::into_record).collect())
    }

    /// The directory values of a place as the geocoder names it: the state by its code, the
    /// city by its name in that state, and the county holding that city — or, without a city
    /// of that name, the state's county of that name.
    pub async fn areas_of_place(&self, state: &str, county: &str, city: &str) -> sqlx::Result<Vec<String>> {
        let mut rows: Vec<PlaceRow> = with_pool!(self, pool => {
            sqlx::query_as(
                // Counties and cities by the name index (`directory_values_lower_name`); the
                // 51 states by their directory. `CROSS JOIN` is SQLite's way of fixing the join's
                // order (values, then their directory), which makes it use that index rather
                // than walk every county of the directory (PostgreSQL plans it as a join).
                "SELECT v.id, v.parent_id, d.slug FROM directory_values v CROSS JOIN directories d \
                 WHERE d.id = v.directory_id AND LOWER(v.name) IN (LOWER($2), LOWER($3)) \
                   AND ((d.slug = 'us-cities' AND UPPER(v.description) = UPPER($1) AND LOWER(v.name) = LOWER($3)) \
                     OR (d.slug = 'us-counties' AND LOWER(v.name) = LOWER($2))) \
                 UNION ALL \
                 SELECT v.id, v.parent_id, d.slug FROM directory_values v JOIN directories d ON d.id = v.directory_id \
                 WHERE d.slug = 'us-states' AND UPPER(v.description) = UPPER($1)",
            )
            .bind(state)
            .bind(county)
            .bind(city)
            .fetch_all(pool)
            .await?
        });
        // In one order on both engines, so that of two cities of one name the same is found.
        rows.sort_by(|a, b| a.id.cmp(&b.id));
        let Some(state) = rows.iter().find(|r| r.slug == "us-states") else { return Ok(Vec::new()) };
        let mut areas = vec![state.id.clone()];
        let city = rows.iter().find(|r| r.slug == "us-cities");
        let county = match city.and_then(|c| c.parent_id.as_ref()) {
            Some(parent) => Some(parent.clone()),
            None => rows
                .iter()
                .find(|r| r.slug == "us-counties" && r.parent_id.as_deref() == Some(state.id.as_str()))
                .map(|r| r.id.clone()),
        };
        areas.extend(county);
        areas.extend(city.map(|c| c.id.clone()));
        Ok(areas)
    }

    /// Every version of set `id`, the newest first.
    pub async fn versions(&self, id: &str) -> sqlx::Result<Vec<StoredVersion>> {
        let rows: Vec<VersionRow> = with_pool!(self, pool => {
            sqlx::query_as(
                "SELECT CAST(version AS BIGINT) AS version, name, zoning, building, example, read_on, rules, \
                   limits_on_local, changed_by, changed_at \
                 FROM rule_set_versions WHERE rule_set_id = $1 ORDER BY version DESC",
            )
            .bind(id)
            .fetch_all(pool)
            .await?
        });
        Ok(rows
            .into_iter()
            .map(|r| StoredVersion {
                version: r.version,
                name: r.name,
                zoning: r.zoning,
                building: r.building,
                example: r.example,
                read_on: r.read_on,
                rules: r.rules,
                limits_on_local: r.limits_on_local,
                changed_by: r.changed_by,
                changed_at: r.changed_at,
            })
            .collect())
    }

    /// Stores a new set at version 1, and that version.
    pub async fn insert(&self, id: &str, set: &ValidRuleSet, by: Option<&str>, now: i64) -> sqlx::Result<()> {
        let (rules, limits) = set.json();
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let insert = sqlx::query(
                "INSERT INTO rule_sets (id, name, area_id, area_level, zoning, building, example, read_on, rules, \
                   limits_on_local, version, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1, $11, $11)",
            )
            .bind(id);
            bind_set!(insert, set, &rules, &limits).bind(now).execute(&mut *tx).await?;
            insert_version!(tx, id, 1_i64, set, &rules, &limits, by, now)?;
            tx.commit().await
        })
    }

    /// Writes `set` over set `id` as its next version, when `id` is still at `version`:
    /// `None` when there is no such set, `Some(false)` when someone changed it meanwhile.
    pub async fn update(
        &self,
        id: &str,
        version: i64,
        set: &ValidRuleSet,
        by: Option<&str>,
        now: i64,
    ) -> sqlx::Result<Option<bool>> {
        let (rules, limits) = set.json();
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let update = sqlx::query(
                "UPDATE rule_sets SET name = $3, area_id = $4, area_level = $5, zoning = $6, building = $7, \
                   example = $8, read_on = $9, rules = $10, limits_on_local = $11, version = version + 1, \
                   updated_at = $12 \
                 WHERE id = $1 AND version = $2",
            )
            .bind(id)
            .bind(version);
            let changed = bind_set!(update, set, &rules, &limits).bind(now).execute(&mut *tx).await?.rows_affected();
            if changed == 0 {
                let exists: Option<String> =
                    sqlx::query_scalar("SELECT id FROM rule_sets WHERE id = $1").bind(id).fetch_optional(&mut *tx).await?;
                return Ok(exists.map(|_| false));
            }
            insert_version!(tx, id, version + 1, set, &rules, &limits, by, now)?;
            tx.commit().await?;
            Ok(Some(true))
        })
    }

    /// Removes set `id` and its versions; `false` when there is no such set.
    pub async fn delete(&self, id: &str) -> sqlx::Result<bool> {
        execute!(self, "DELETE FROM rule_sets WHERE id = $1", id).map(|removed| removed > 0)
    }
}
