//! Plan rows: the catalogue query, single plans, and writes.

use std::collections::HashMap;

use sqlx::{types::Json, FromRow};

use super::params::{bind_params, Conditions, Param};
use super::with_pool;
use crate::domain::plans::{
    Areas, Page, Plan, PlanFilters, PlanMeta, PlanMetaFilter, PlanPhoto, PlanSort, MAX_BATHROOM_OPTION,
    MAX_BEDROOM_OPTION,
};

super::area_store!(
    /// The catalogue: plans, their photos and areas, and the catalogue version. Held by `domain`'s Plans service alone.
    PlanStore
);

const PLAN_COLUMNS: &str = "id, title, description, contractor_id, url, decor_id, plan_id, image, is_hidden, \
     pre_approved, is_modular, is_manufactured, meta, plan_svg, photos, specifications, has_ar_model, \
     ar_model_link, plan_cost, fix_price, source_plan, created_at, updated_at";

#[derive(FromRow)]
struct PlanRow {
    id: String,
    title: String,
    description: String,
    contractor_id: Option<String>,
    url: String,
    decor_id: String,
    plan_id: String,
    image: String,
    is_hidden: bool,
    pre_approved: bool,
    is_modular: bool,
    is_manufactured: bool,
    meta: Json<PlanMeta>,
    plan_svg: String,
    photos: Json<Vec<PlanPhoto>>,
    specifications: Json<serde_json::Value>,
    has_ar_model: bool,
    ar_model_link: String,
    plan_cost: f64,
    fix_price: f64,
    source_plan: String,
    created_at: i64,
    updated_at: i64,
}

#[derive(FromRow)]
struct AreaRow {
    plan_id: String,
    scope: String,
    level: String,
    value: String,
}

impl PlanRow {
    fn into_plan(self, available: Areas, pre_approved_area: Areas) -> Plan {
        Plan {
            id: self.id,
            title: self.title,
            description: self.description,
            contractor_id: self.contractor_id,
            url: self.url,
            decor_id: self.decor_id,
            image: self.image,
            is_hidden: self.is_hidden,
            pre_approved: self.pre_approved,
            meta: self.meta.0,
            plan_svg: self.plan_svg,
            plan_id: self.plan_id,
            available,
            photos: self.photos.0,
            specifications: self.specifications.0,
            has_ar_model: self.has_ar_model,
            ar_model_link: self.ar_model_link,
            plan_cost: self.plan_cost,
            is_modular: self.is_modular,
            is_manufactured: self.is_manufactured,
            fix_price: self.fix_price,
            source_plan: self.source_plan,
            pre_approved_area,
            created_at: self.created_at,
            updated_at: self.updated_at,
        }
    }
}

/// The WHERE conditions of the catalogue query. Pure, so the filter rules are unit-tested.
fn plan_conditions(filters: &PlanFilters) -> Conditions {
    let mut c = Conditions::default();
    if let Some(hidden) = filters.is_hidden {
        let p = c.bind(Param::Bool(hidden));
        c.push(format!("is_hidden = {p}"));
    }
    if let Some(pre_approved) = filters.pre_approved {
        let p = c.bind(Param::Bool(pre_approved));
        c.push(format!("pre_approved = {p}"));
    }
    if let Some(contractor) = &filters.contractor_id {
        let p = c.bind(Param::Text(contractor.clone()));
        c.push(format!("contractor_id = {p}"));
    }
    if let Some(plan_id) = &filters.plan_id {
        let p = c.bind(Param::Text(plan_id.clone()));
        c.push(format!("plan_id = {p}"));
    }
    if let Some(ids) = &filters.last_viewed {
        let list = in_list(&mut c, ids.iter().map(|id| Param::Text(id.clone())));
        c.push(format!("id IN ({list})"));
    }
    for (level, value) in [("state", &filters.state), ("county", &filters.county), ("city", &filters.city)] {
        if let Some(value) = value {
            push_area_condition(&mut c, level, value);
        }
    }
    if let Some(meta) = &filters.meta {
        push_meta_conditions(&mut c, meta);
    }
    c
}

/// Available in an area: the plan names it (available or pre-approved there), or sets no
/// restriction at that level at all.
fn push_area_condition(c: &mut Conditions, level: &str, value: &str) {
    let p = c.bind(Param::Text(value.to_owned()));
    c.push(format!(
        "(NOT EXISTS (SELECT 1 FROM plan_areas a WHERE a.plan_id = plans.id AND a.scope = 'available' AND a.level = '{level}') \
         OR EXISTS (SELECT 1 FROM plan_areas a WHERE a.plan_id = plans.id AND a.level = '{level}' AND a.value = {p}))"
    ));
}

fn push_meta_conditions(c: &mut Conditions, meta: &PlanMetaFilter) {
    if let Some(plan_type) = meta.plan_type {
        let p = c.bind(Param::Text(plan_type.as_str().to_owned()));
        c.push(format!("plan_type = {p}"));
    }
    if let Some(counts) = meta.bedroom_count.as_deref().filter(|v| !v.is_empty()) {
        push_count_condition(c, "bedroom_count", counts, MAX_BEDROOM_OPTION);
    }
    if let Some(counts) = meta.bathroom_count.as_deref().filter(|v| !v.is_empty()) {
        push_count_condition(c, "bathroom_count", counts, MAX_BATHROOM_OPTION);
    }
    if let Some(bands) = meta.area_bands.as_deref().filter(|v| !v.is_empty()) {
        let mut alternatives = Vec::new();
        for band in bands {
            let min = c.bind(Param::Float(band.min));
            alternatives.push(match band.max {
                Some(max) => {
                    let max = c.bind(Param::Float(max));
                    format!("(listed_area >= {min} AND listed_area < {max})")
                }
                None => format!("listed_area >= {min}"),
            });
        }
        c.push(format!("({})", alternatives.join(" OR ")));
    }
    for (column, op, bound) in [
        ("width", ">=", meta.min_width),
        ("width", "<=", meta.max_width),
        ("length", ">=", meta.min_length),
        ("length", "<=", meta.max_length),
    ] {
        if let Some(bound) = bound {
            let p = c.bind(Param::Float(bound));
            c.push(format!("{column} {op} {p}"));
        }
    }
}

/// `column IN (…)`, where the top option also matches every larger count.
fn push_count_condition(c: &mut Conditions, column: &str, counts: &[i32], top_option: i32) {
    let list = in_list(c, counts.iter().map(|n| Param::Int(i64::from(*n))));
    if counts.contains(&top_option) {
        let top = c.bind(Param::Int(i64::from(top_option)));
        c.push(format!("({column} IN ({list}) OR {column} >= {top})"));
    } else {
        c.push(format!("{column} IN ({list})"));
    }
}

fn in_list(c: &mut Conditions, values: impl Iterator<Item = Param>) -> String {
    let placeholders: Vec<String> = values.map(|v| c.bind(v)).collect();
    if placeholders.is_empty() {
        // An empty list matches nothing; `IN ()` is not valid SQL.
        "NULL".to_owned()
    } else {
        placeholders.join(", ")
    }
}

/// ORDER BY: the caller's recently-viewed order when given, else the asked sort (each column
/// indexed), ties newest first as the catalogue's own order (`plans_listing`).
fn plan_order(c: &mut Conditions, filters: &PlanFilters) -> String {
    match filters.last_viewed.as_deref().filter(|ids| !ids.is_empty()) {
        Some(ids) => {
            let cases: Vec<String> = ids
                .iter()
                .enumerate()
                .map(|(i, id)| {
                    let p = c.bind(Param::Text(id.clone()));
                    format!("WHEN {p} THEN {i}")
                })
                .collect();
            format!(" ORDER BY CASE id {} END, id", cases.join(" "))
        }
        None => {
            let first = match filters.sort {
                PlanSort::Newest => "",
                PlanSort::Oldest => return " ORDER BY created_at, id".to_owned(),
                PlanSort::Smallest => "listed_area, ",
                PlanSort::Largest => "listed_area DESC, ",
                PlanSort::Narrowest => "width, ",
                PlanSort::Widest => "width DESC, ",
                PlanSort::FewestBedrooms => "bedroom_count, ",
                PlanSort::MostBedrooms => "bedroom_count DESC, ",
            };
            format!(" ORDER BY {first}created_at DESC, id DESC")
        }
    }
}

impl PlanStore {
    /// One page of the plans matching `filters`, and how many match in all.
    pub async fn list_plans(&self, filters: &PlanFilters, page: Page) -> sqlx::Result<(Vec<Plan>, i64)> {
        Ok((self.plans_page(filters, page).await?, self.count_plans(filters).await?))
    }

    /// How many plans match `filters`.
    pub async fn count_plans(&self, filters: &PlanFilters) -> sqlx::Result<i64> {
        let conditions = plan_conditions(filters);
        let sql = format!("SELECT COUNT(*) FROM plans{}", conditions.where_sql());
        with_pool!(self, pool => bind_params!(sqlx::query_scalar(&sql), conditions.params().iter()).fetch_one(pool).await)
    }

    /// One page of the plans matching `filters`, in the catalogue's order, with their areas.
    pub async fn plans_page(&self, filters: &PlanFilters, page: Page) -> sqlx::Result<Vec<Plan>> {
        let mut conditions = plan_conditions(filters);
        let where_sql = conditions.where_sql();
        let order = plan_order(&mut conditions, filters);
        let limit = conditions.bind(Param::Int(page.size));
        let offset = conditions.bind(Param::Int(page.offset()));
        // The page's ids first, from the index alone, then only those rows: a deep page skips
        // its offset in the index instead of reading every wide row before it.
        let sql = format!(
            "SELECT {PLAN_COLUMNS} FROM plans WHERE id IN \
             (SELECT id FROM plans{where_sql}{order} LIMIT {limit} OFFSET {offset}){order}"
        );
        let rows: Vec<PlanRow> = with_pool!(self, pool => bind_params!(sqlx::query_as(&sql), conditions.params().iter()).fetch_all(pool).await?);
        self.attach_areas(rows).await
    }

    /// How many plans (hidden ones too) name contractor `id`.
    pub async fn count_plans_of_contractor(&self, id: &str) -> sqlx::Result<i64> {
        with_pool!(self, pool => sqlx::query_scalar("SELECT COUNT(*) FROM plans WHERE contractor_id = $1")
            .bind(id)
            .fetch_one(pool)
            .await)
    }

    /// The plan with `id`, hidden or not (callers apply visibility).
    pub async fn get_plan(&self, id: &str) -> sqlx::Result<Option<Plan>> {
        let sql = format!("SELECT {PLAN_COLUMNS} FROM plans WHERE id = $1");
        let row: Option<PlanRow> = with_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?);
        Ok(self.attach_areas(row.into_iter().collect()).await?.pop())
    }

    /// Up to `limit` visible plans like `plan`: same type, nearest bedroom count, then nearest size.
    pub async fn similar_plans(&self, plan: &Plan, limit: i64) -> sqlx::Result<Vec<Plan>> {
        let sql = format!(
            "SELECT {PLAN_COLUMNS} FROM plans WHERE is_hidden = $1 AND id <> $2 AND plan_type = $3 \
             ORDER BY ABS(bedroom_count - $4), ABS(listed_area - $5), id LIMIT $6"
        );
        let rows: Vec<PlanRow> = with_pool!(self, pool => sqlx::query_as(&sql)
            .bind(false)
            .bind(&plan.id)
            .bind(plan.meta.plan_type.as_str())
            .bind(plan.meta.bedroom_count)
            .bind(plan.meta.listed_area())
            .bind(limit)
            .fetch_all(pool)
            .await?);
        self.attach_areas(rows).await
    }

    /// The catalogue's version: bumped by every change to a plan or its areas (a trigger).
    pub async fn catalogue_version(&self) -> sqlx::Result<i64> {
        with_pool!(self, pool => sqlx::query_scalar("SELECT version FROM catalogue_version WHERE id = 1")
            .fetch_one(pool)
            .await)
    }

    /// How many plans are not hidden.
    pub async fn count_visible_plans(&self) -> sqlx::Result<i64> {
        with_pool!(self, pool => sqlx::query_scalar("SELECT COUNT(*) FROM plans WHERE is_hidden = $1")
            .bind(false)
            .fetch_one(pool)
            .await)
    }

    /// Inserts a plan with its areas, in one transaction.
    pub async fn insert_plan(&self, plan: &Plan) -> sqlx::Result<()> {
        self.write_plan(plan, true).await.map(|_| ())
    }

    /// Replaces a plan's fields and areas (its creation time stays), in one transaction; false
    /// when there is no such plan.
    pub async fn update_plan(&self, plan: &Plan) -> sqlx::Result<bool> {
        self.write_plan(plan, false).await
    }

    /// Adds `photo` to the end of plan `plan_id`'s photos in one statement (so an edit saved
    /// meanwhile is not overwritten), unless a photo with the same original is there already.
    /// `false` when the plan is gone.
    pub async fn append_plan_photo(&self, plan_id: &str, photo: &PlanPhoto, now: i64) -> sqlx::Result<bool> {
        let sql = match self.pool {
            super::Pool::Postgres(_) => {
                "UPDATE plans SET photos = CASE WHEN photos @> jsonb_build_array(jsonb_build_object('original', $3::text)) \
                 THEN photos ELSE photos || jsonb_build_array($2::jsonb) END, updated_at = $4 WHERE id = $1"
            }
            super::Pool::Sqlite(_) => {
                "UPDATE plans SET photos = CASE WHEN EXISTS (SELECT 1 FROM json_each(photos) \
                 WHERE json_extract(value, '$.original') = $3) THEN photos \
                 ELSE json_insert(photos, '$[#]', json($2)) END, updated_at = $4 WHERE id = $1"
            }
        };
        let photo_json = serde_json::to_string(photo).map_err(|err| sqlx::Error::Encode(err.into()))?;
        with_pool!(self, pool => Ok(sqlx::query(sql)
            .bind(plan_id)
            .bind(&photo_json)
            .bind(&photo.original)
            .bind(now)
            .execute(pool)
            .await?
            .rows_affected()
            == 1))
    }

    async fn write_plan(&self, plan: &Plan, insert: bool) -> sqlx::Result<bool> {
        let sql = if insert {
            "INSERT INTO plans (id, title, description, contractor_id, url, decor_id, plan_id, image, is_hidden, \
             pre_approved, is_modular, is_manufactured, plan_type, bedroom_count, bathroom_count, listed_area, \
             width, length, meta, plan_svg, photos, specifications, has_ar_model, ar_model_link, plan_cost, \
             fix_price, source_plan, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, \
             $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29)"
        } else {
            // $28 (the creation time) is bound but not written: it never changes.
            "UPDATE plans SET title = $2, description = $3, contractor_id = $4, url = $5, decor_id = $6, \
             plan_id = $7, image = $8, is_hidden = $9, pre_approved = $10, is_modular = $11, is_manufactured = $12, \
             plan_type = $13, bedroom_count = $14, bathroom_count = $15, listed_area = $16, width = $17, \
             length = $18, meta = $19, plan_svg = $20, photos = $21, specifications = $22, has_ar_model = $23, \
             ar_model_link = $24, plan_cost = $25, fix_price = $26, source_plan = $27, updated_at = $29 \
             WHERE id = $1 AND created_at = $28"
        };
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let written = sqlx::query(sql)
            .bind(&plan.id)
            .bind(&plan.title)
            .bind(&plan.description)
            .bind(&plan.contractor_id)
            .bind(&plan.url)
            .bind(&plan.decor_id)
            .bind(&plan.plan_id)
            .bind(&plan.image)
            .bind(plan.is_hidden)
            .bind(plan.pre_approved)
            .bind(plan.is_modular)
            .bind(plan.is_manufactured)
            .bind(plan.meta.plan_type.as_str())
            .bind(plan.meta.bedroom_count)
            .bind(plan.meta.bathroom_count)
            .bind(plan.meta.listed_area())
            .bind(plan.meta.width)
            .bind(plan.meta.length)
            .bind(Json(&plan.meta))
            .bind(&plan.plan_svg)
            .bind(Json(&plan.photos))
            .bind(Json(&plan.specifications))
            .bind(plan.has_ar_model)
            .bind(&plan.ar_model_link)
            .bind(plan.plan_cost)
            .bind(plan.fix_price)
            .bind(&plan.source_plan)
            .bind(plan.created_at)
            .bind(plan.updated_at)
            .execute(&mut *tx)
            .await?;
            if written.rows_affected() == 0 {
                return Ok(false);
            }
            if !insert {
                sqlx::query("DELETE FROM plan_areas WHERE plan_id = $1").bind(&plan.id).execute(&mut *tx).await?;
            }
            for (scope, areas) in [("available", &plan.available), ("preApproved", &plan.pre_approved_area)] {
                for (level, values) in [("state", &areas.states), ("county", &areas.counties), ("city", &areas.cities)] {
                    for value in values {
                        sqlx::query("INSERT INTO plan_areas (plan_id, scope, level, value) VALUES ($1, $2, $3, $4)")
                            .bind(&plan.id)
                            .bind(scope)
                            .bind(level)
                            .bind(value)
                            .execute(&mut *tx)
                            .await?;
                    }
                }
            }
            tx.commit().await?;
            Ok(true)
        })
    }

    /// Loads the area rows of `rows` in one query and builds the plans.
    async fn attach_areas(&self, rows: Vec<PlanRow>) -> sqlx::Result<Vec<Plan>> {
        if rows.is_empty() {
            return Ok(Vec::new());
        }
        let mut c = Conditions::default();
        let list = in_list(&mut c, rows.iter().map(|r| Param::Text(r.id.clone())));
        let sql =
            format!("SELECT plan_id, scope, level, value FROM plan_areas WHERE plan_id IN ({list}) ORDER BY value");
        let areas: Vec<AreaRow> =
            with_pool!(self, pool => bind_params!(sqlx::query_as(&sql), c.params().iter()).fetch_all(pool).await?);
        let mut by_plan: HashMap<&str, (Areas, Areas)> = HashMap::new();
        for area in &areas {
            let (available, pre_approved) = by_plan.entry(area.plan_id.as_str()).or_default();
            let target = if area.scope == "available" { available } else { pre_approved };
            let list = match area.level.as_str() {
                "state" => &mut target.states,
                "county" => &mut target.counties,
                _ => &mut target.cities,
            };
            list.push(area.value.clone());
        }
        Ok(rows
            .into_iter()
            .map(|row| {
                let (available, pre_approved) = by_plan.remove(row.id.as_str()).unwrap_or_default();
                row.into_plan(available, pre_approved)
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::plans::{AreaBand, PlanType};

    #[test]
    fn no_filters_select_everything() {
        assert_eq!(plan_conditions(&PlanFilters::default()).where_sql(), "");
    }

    #[test]
    fn top_bedroom_option_includes_larger_homes() {
        let meta = PlanMetaFilter { bedroom_count: Some(vec![1, 4]), ..Default::default() };
        let c = plan_conditions(&PlanFilters { meta: Some(meta), ..Default::default() });
        assert_eq!(c.where_sql(), " WHERE (bedroom_count IN ($1, $2) OR bedroom_count >= $3)");
    }

    #[test]
    fn area_bands_are_alternatives_and_the_last_is_open() {
        let meta = PlanMetaFilter {
            plan_type: Some(PlanType::House),
            area_bands: Some(vec![AreaBand { min: 0.0, max: Some(200.0) }, AreaBand { min: 1200.0, max: None }]),
            ..Default::default()
        };
        let c = plan_conditions(&PlanFilters { meta: Some(meta), ..Default::default() });
        assert_eq!(
            c.where_sql(),
            " WHERE plan_type = $1 AND ((listed_area >= $2 AND listed_area < $3) OR listed_area >= $4)"
        );
    }

    #[test]
    fn a_sort_leads_and_the_newest_first_breaks_its_ties() {
        let order = |sort| plan_order(&mut Conditions::default(), &PlanFilters { sort, ..Default::default() });
        assert_eq!(order(PlanSort::Newest), " ORDER BY created_at DESC, id DESC");
        assert_eq!(order(PlanSort::Largest), " ORDER BY listed_area DESC, created_at DESC, id DESC");
        assert_eq!(order(PlanSort::Oldest), " ORDER BY created_at, id");
        let viewed = PlanFilters { last_viewed: Some(vec!["b".into()]), sort: PlanSort::Widest, ..Default::default() };
        assert_eq!(plan_order(&mut Conditions::default(), &viewed), " ORDER BY CASE id WHEN $1 THEN 0 END, id");
    }

    #[test]
    fn an_empty_id_list_matches_nothing() {
        let c = plan_conditions(&PlanFilters { last_viewed: Some(vec![]), ..Default::default() });
        assert_eq!(c.where_sql(), " WHERE id IN (NULL)");
    }
}
