//! Templates: a questionnaire form (its Typeform id), where it leads and what it specifies.
//! The back office reads and writes them; nobody else sees them.

use crate::domain::accounts::{Role, Viewer};
use crate::domain::specifications;
use crate::domain::text::required;
use crate::domain::time::{new_id, now_millis};
use crate::error::{AppError, AppResult};
use crate::store::{templates::TemplateStore, Store};

/// A questionnaire template.
#[derive(Debug, Clone, PartialEq)]
pub struct Template {
    pub id: String,
    /// The form's id at Typeform.
    pub typeform_id: String,
    pub title: String,
    /// Where the template leads.
    pub link: String,
    pub specifications: serde_json::Value,
    pub created_at: i64,
    pub updated_at: i64,
}

/// What an admin enters for a template.
#[derive(Debug, Clone, Default)]
pub struct TemplateInput {
    pub typeform_id: String,
    pub title: String,
    pub link: String,
    pub specifications: serde_json::Value,
}

/// The answer for a template that is not there.
pub const NOT_FOUND: &str = "Template not found";

pub struct Templates {
    store: TemplateStore,
}

impl Templates {
    pub fn new(store: &Store) -> Templates {
        Templates { store: store.templates() }
    }

    /// Every template, newest first. Admins only.
    pub async fn list(&self, viewer: &Viewer) -> AppResult<Vec<Template>> {
        viewer.require(&[Role::Admin])?;
        Ok(self.store.list_templates().await?)
    }

    /// A template by id. Admins only.
    pub async fn get(&self, viewer: &Viewer, id: &str) -> AppResult<Option<Template>> {
        viewer.require(&[Role::Admin])?;
        Ok(self.store.get_template(id).await?)
    }

    /// Adds a template. Admins only.
    pub async fn create(&self, viewer: &Viewer, input: TemplateInput) -> AppResult<Template> {
        viewer.require(&[Role::Admin])?;
        let input = checked(input)?;
        let now = now_millis();
        let template = Template {
            id: new_id(),
            typeform_id: input.typeform_id,
            title: input.title,
            link: input.link,
            specifications: input.specifications,
            created_at: now,
            updated_at: now,
        };
        self.store.insert_template(&template).await?;
        Ok(template)
    }

    /// Replaces a template's fields. Admins only.
    pub async fn update(&self, viewer: &Viewer, id: &str, input: TemplateInput) -> AppResult<Template> {
        viewer.require(&[Role::Admin])?;
        let input = checked(input)?;
        let Some(current) = self.store.get_template(id).await? else {
            return Err(AppError::NotFound(NOT_FOUND.to_owned()));
        };
        let template = Template {
            typeform_id: input.typeform_id,
            title: input.title,
            link: input.link,
            specifications: input.specifications,
            updated_at: now_millis().max(current.updated_at),
            ..current
        };
        if !self.store.update_template(&template).await? {
            return Err(AppError::NotFound(NOT_FOUND.to_owned()));
        }
        Ok(template)
    }
}

fn checked(input: TemplateInput) -> AppResult<TemplateInput> {
    let bad = |message: &str| Err(AppError::BadInput(message.to_owned()));
    let title = required(&input.title, "Please enter title")?;
    let link = input.link.trim().to_owned();
    let link_ok = link.is_empty()
        || url::Url::parse(&link).is_ok_and(|u| matches!(u.scheme(), "http" | "https") && u.host_str().is_some());
    if !link_ok {
        return bad("Please enter a valid URL");
    }
    let typeform_id = input.typeform_id.trim().to_owned();
    if title.chars().count() > 300 || typeform_id.len() > 100 || link.len() > 2048 {
        return bad("The title may be at most 300 characters, the Typeform id 100 and the link 2048.");
    }
    let specifications = specifications::checked(input.specifications)?;
    Ok(TemplateInput { typeform_id, title, link, specifications })
}
