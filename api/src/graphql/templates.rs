//! Questionnaire templates (admins only).

use async_graphql::{Context, Json, Object, SimpleObject, ID};

use super::scalars::Timestamp;
use super::{services, viewer, Result};
use crate::domain::templates as domain;

#[derive(Default)]
pub struct TemplateQuery;

#[Object]
impl TemplateQuery {
    /// Every template, newest first. Admins only.
    async fn templates(&self, ctx: &Context<'_>) -> Result<Vec<Template>> {
        Ok(services(ctx).templates.list(viewer(ctx)).await?.into_iter().map(Template::from).collect())
    }

    /// A template by id; `null` when there is none. Admins only.
    async fn template(&self, ctx: &Context<'_>, id: ID) -> Result<Option<Template>> {
        Ok(services(ctx).templates.get(viewer(ctx), &id).await?.map(Template::from))
    }
}

#[derive(Default)]
pub struct TemplateMutation;

#[Object]
impl TemplateMutation {
    /// Adds a template. Admins only. 'Please enter title'; the link, when given, must be a url
    /// ('Please enter a valid URL').
    async fn template_create(
        &self,
        ctx: &Context<'_>,
        typeform_id: Option<String>,
        title: String,
        link: Option<String>,
        specifications: Option<Json<serde_json::Value>>,
    ) -> Result<Template> {
        let input = input(typeform_id, title, link, specifications);
        Ok(services(ctx).templates.create(viewer(ctx), input).await?.into())
    }

    /// Replaces a template's fields. Admins only; 'Template not found' for an unknown id.
    async fn template_update(
        &self,
        ctx: &Context<'_>,
        id: ID,
        typeform_id: Option<String>,
        title: String,
        link: Option<String>,
        specifications: Option<Json<serde_json::Value>>,
    ) -> Result<Template> {
        let input = input(typeform_id, title, link, specifications);
        Ok(services(ctx).templates.update(viewer(ctx), &id, input).await?.into())
    }
}

fn input(
    typeform_id: Option<String>,
    title: String,
    link: Option<String>,
    specifications: Option<Json<serde_json::Value>>,
) -> domain::TemplateInput {
    domain::TemplateInput {
        typeform_id: typeform_id.unwrap_or_default(),
        title,
        link: link.unwrap_or_default(),
        specifications: specifications.map(|s| s.0).unwrap_or_default(),
    }
}

/// A questionnaire template.
#[derive(Debug, Clone, SimpleObject)]
pub struct Template {
    pub id: String,
    /// The form's id at Typeform.
    pub typeform_id: String,
    pub title: String,
    /// Where the template leads.
    pub link: String,
    pub specifications: Json<serde_json::Value>,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

impl From<domain::Template> for Template {
    fn from(t: domain::Template) -> Self {
        Template {
            id: t.id,
            typeform_id: t.typeform_id,
            title: t.title,
            link: t.link,
            specifications: Json(t.specifications),
            created_at: Timestamp(t.created_at),
            updated_at: Timestamp(t.updated_at),
        }
    }
}
