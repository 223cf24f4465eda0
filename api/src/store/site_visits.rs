//! Site visits, their answers, and the questionnaire's versions.

use sqlx::{types::Json, FromRow};

use super::{execute, with_pool};
use crate::domain::site_visits::template::{Category, Template};
use crate::domain::site_visits::{Answer, SiteVisit, VisitPlace};

super::area_store!(
    /// Site visits, their answers and the questionnaire templates they follow. Held by `domain`'s SiteVisits service alone.
    SiteVisitStore
);

const COLUMNS: &str = "id, user_id, title, map, preview, template_version, submitted_at, created_at, updated_at";

#[derive(FromRow)]
struct VisitRow {
    id: String,
    user_id: String,
    title: String,
    map: Json<serde_json::Value>,
    preview: Option<Json<serde_json::Value>>,
    template_version: i32,
    submitted_at: Option<i64>,
    created_at: i64,
    updated_at: i64,
}

impl From<VisitRow> for SiteVisit {
    fn from(r: VisitRow) -> Self {
        SiteVisit {
            id: r.id,
            user_id: r.user_id,
            title: r.title,
            // A place that no longer reads (written by an older release) shows as no place.
            place: serde_json::from_value::<VisitPlace>(r.map.0).unwrap_or_default(),
            preview: r.preview.map(|p| p.0),
            template_version: r.template_version,
            submitted_at: r.submitted_at,
            created_at: r.created_at,
            updated_at: r.updated_at,
        }
    }
}

#[derive(FromRow)]
struct AnswerRow {
    question_id: String,
    value: Json<serde_json::Value>,
    warnings: Json<Vec<String>>,
    answered_at: i64,
}

impl From<AnswerRow> for Answer {
    fn from(r: AnswerRow) -> Self {
        Answer { question_id: r.question_id, value: r.value.0, warnings: r.warnings.0, answered_at: r.answered_at }
    }
}

#[derive(FromRow)]
struct TemplateRow {
    version: i32,
    categories: Json<Vec<Category>>,
}

impl SiteVisitStore {
    /// Stores the first questionnaire unless it is there (every start calls this).
    /// Stores `template` unless its version is already there; whether it was stored.
    pub async fn ensure_site_visit_template(&self, template: &Template, now: i64) -> sqlx::Result<bool> {
        execute!(
            self,
            "INSERT INTO site_visit_templates (version, categories, created_at) VALUES ($1, $2, $3) \
             ON CONFLICT (version) DO NOTHING",
            template.version,
            Json(&template.categories),
            now
        )
        .map(|changed| changed == 1)
    }

    /// The newest questionnaire.
    pub async fn latest_site_visit_template(&self) -> sqlx::Result<Template> {
        let sql = "SELECT version, categories FROM site_visit_templates ORDER BY version DESC LIMIT 1";
        let row: TemplateRow = with_pool!(self, pool => sqlx::query_as(sql).fetch_one(pool).await?);
        Ok(Template { version: row.version, categories: row.categories.0 })
    }

    pub async fn site_visit_template(&self, version: i32) -> sqlx::Result<Option<Template>> {
        let sql = "SELECT version, categories FROM site_visit_templates WHERE version = $1";
        let row: Option<TemplateRow> =
            with_pool!(self, pool => sqlx::query_as(sql).bind(version).fetch_optional(pool).await?);
        Ok(row.map(|r| Template { version: r.version, categories: r.categories.0 }))
    }

    pub async fn insert_site_visit(&self, v: &SiteVisit) -> sqlx::Result<()> {
        execute!(self, "INSERT INTO site_visits (id, user_id, title, map, preview, template_version, submitted_at, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)", &v.id, &v.user_id, &v.title, Json(&v.place), v.preview.as_ref().map(Json), v.template_version, v.submitted_at, v.created_at, v.updated_at).map(|_| ())
    }

    pub async fn get_site_visit(&self, id: &str) -> sqlx::Result<Option<SiteVisit>> {
        let sql = format!("SELECT {COLUMNS} FROM site_visits WHERE id = $1");
        let row: Option<VisitRow> = with_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?);
        Ok(row.map(SiteVisit::from))
    }

    /// A user's visits (everyone's for `None`), newest first.
    pub async fn list_site_visits(&self, user_id: Option<&str>) -> sqlx::Result<Vec<SiteVisit>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM site_visits WHERE ($1 IS NULL OR user_id = $1) ORDER BY created_at DESC, id DESC"
        );
        let rows: Vec<VisitRow> = with_pool!(self, pool => sqlx::query_as(&sql).bind(user_id).fetch_all(pool).await?);
        Ok(rows.into_iter().map(SiteVisit::from).collect())
    }

    /// Writes a visit's title, preview, submission and update time.
    pub async fn update_site_visit(&self, v: &SiteVisit) -> sqlx::Result<()> {
        execute!(
            self,
            "UPDATE site_visits SET title = $2, preview = $3, submitted_at = $4, updated_at = $5 WHERE id = $1",
            &v.id,
            &v.title,
            v.preview.as_ref().map(Json),
            v.submitted_at,
            v.updated_at
        )
        .map(|_| ())
    }

    pub async fn delete_site_visit(&self, id: &str) -> sqlx::Result<()> {
        execute!(self, "DELETE FROM site_visits WHERE id = $1", id).map(|_| ())
    }

    pub async fn site_visit_answers(&self, visit_id: &str) -> sqlx::Result<Vec<Answer>> {
        let sql = "SELECT question_id, value, warnings, answered_at FROM site_visit_answers WHERE visit_id = $1";
        let rows: Vec<AnswerRow> = with_pool!(self, pool => sqlx::query_as(sql).bind(visit_id).fetch_all(pool).await?);
        Ok(rows.into_iter().map(Answer::from).collect())
    }

    pub async fn site_visit_answer(&self, visit_id: &str, question_id: &str) -> sqlx::Result<Option<Answer>> {
        let sql = "SELECT question_id, value, warnings, answered_at FROM site_visit_answers \
                   WHERE visit_id = $1 AND question_id = $2";
        let row: Option<AnswerRow> =
            with_pool!(self, pool => sqlx::query_as(sql).bind(visit_id).bind(question_id).fetch_optional(pool).await?);
        Ok(row.map(Answer::from))
    }

    /// Stores an answer unless a newer one (by `answered_at`) is there, and touches the visit,
    /// in one transaction.
    pub async fn upsert_site_visit_answer(&self, visit_id: &str, a: &Answer, now: i64) -> sqlx::Result<()> {
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "INSERT INTO site_visit_answers (visit_id, question_id, value, warnings, answered_at) \
                 VALUES ($1, $2, $3, $4, $5) \
                 ON CONFLICT (visit_id, question_id) DO UPDATE \
                 SET value = excluded.value, warnings = excluded.warnings, answered_at = excluded.answered_at \
                 WHERE excluded.answered_at >= site_visit_answers.answered_at",
            )
            .bind(visit_id)
            .bind(&a.question_id)
            .bind(Json(&a.value))
            .bind(Json(&a.warnings))
            .bind(a.answered_at)
            .execute(&mut *tx)
            .await?;
            sqlx::query("UPDATE site_visits SET updated_at = $2 WHERE id = $1")
                .bind(visit_id)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            tx.commit().await
        })
    }
}
