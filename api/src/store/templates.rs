//! Template rows.

use sqlx::{types::Json, FromRow};

use super::{execute, with_pool};
use crate::domain::templates::Template;

super::area_store!(
    /// Questionnaire templates of the back office (`templates`). Held by `domain`'s Templates service alone.
    TemplateStore
);

const COLUMNS: &str = "id, typeform_id, title, link, specifications, created_at, updated_at";

#[derive(FromRow)]
struct TemplateRow {
    id: String,
    typeform_id: String,
    title: String,
    link: String,
    specifications: Json<serde_json::Value>,
    created_at: i64,
    updated_at: i64,
}

impl From<TemplateRow> for Template {
    fn from(r: TemplateRow) -> Self {
        Template {
            id: r.id,
            typeform_id: r.typeform_id,
            title: r.title,
            link: r.link,
            specifications: r.specifications.0,
            created_at: r.created_at,
            updated_at: r.updated_at,
        }
    }
}

impl TemplateStore {
    /// Every template, newest first.
    pub async fn list_templates(&self) -> sqlx::Result<Vec<Template>> {
        let sql = format!("SELECT {COLUMNS} FROM templates ORDER BY created_at DESC, id DESC");
        let rows: Vec<TemplateRow> = with_pool!(self, pool => sqlx::query_as(&sql).fetch_all(pool).await?);
        Ok(rows.into_iter().map(Template::from).collect())
    }

    pub async fn get_template(&self, id: &str) -> sqlx::Result<Option<Template>> {
        let sql = format!("SELECT {COLUMNS} FROM templates WHERE id = $1");
        let row: Option<TemplateRow> =
            with_pool!(self, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await?);
        Ok(row.map(Template::from))
    }

    pub async fn insert_template(&self, t: &Template) -> sqlx::Result<()> {
        execute!(
            self,
            "INSERT INTO templates (id, typeform_id, title, link, specifications, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
            &t.id,
            &t.typeform_id,
            &t.title,
            &t.link,
            Json(&t.specifications),
            t.created_at,
            t.updated_at
        )
        .map(|_| ())
    }

    /// Writes a template's fields; false when there is none.
    pub async fn update_template(&self, t: &Template) -> sqlx::Result<bool> {
        execute!(
            self,
            "UPDATE templates SET typeform_id = $2, title = $3, link = $4, specifications = $5, updated_at = $6 \
             WHERE id = $1",
            &t.id,
            &t.typeform_id,
            &t.title,
            &t.link,
            Json(&t.specifications),
            t.updated_at
        )
        .map(|changed| changed == 1)
    }
}
