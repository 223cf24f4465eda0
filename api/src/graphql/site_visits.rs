//! Site visits over GraphQL: `getSiteVisit(id)`, `siteVisitAdminList`, `siteVisitUserList(userId)`
//! (SPEC.md §7.2), the questionnaire, and the mutations the tool answers with.

use std::collections::HashMap;

use async_graphql::{ComplexObject, Context, InputObject, Json, Object, SimpleObject, ID};
use serde_json::Value;

use super::scalars::Timestamp;
use super::{services, viewer, Result};
use crate::domain::site_visits::{self as domain, service, template};

#[derive(Default)]
pub struct SiteVisitQuery;

#[Object]
impl SiteVisitQuery {
    /// One visit: the user's own, or any for an admin. NOT_FOUND 'Visit not found — …' for a
    /// visit that is not there or is another user's.
    async fn get_site_visit(&self, ctx: &Context<'_>, id: ID) -> Result<SiteVisit> {
        Ok(SiteVisit::new(services(ctx).site_visits.get(viewer(ctx), &id).await?))
    }

    /// Every visit, newest first. Admins only.
    async fn site_visit_admin_list(&self, ctx: &Context<'_>) -> Result<Vec<SiteVisit>> {
        Ok(services(ctx).site_visits.list_all(viewer(ctx)).await?.into_iter().map(SiteVisit::new).collect())
    }

    /// A user's visits, newest first: the user themselves, or an admin.
    async fn site_visit_user_list(&self, ctx: &Context<'_>, user_id: ID) -> Result<Vec<SiteVisit>> {
        let visits = services(ctx).site_visits.list_of(viewer(ctx), &user_id).await?;
        Ok(visits.into_iter().map(SiteVisit::new).collect())
    }

    /// The questionnaire new visits are answered on. Signed-in users.
    async fn site_visit_template(&self, ctx: &Context<'_>) -> Result<SiteVisitTemplate> {
        let template = services(ctx).site_visits.current_template(viewer(ctx)).await?;
        Ok(SiteVisitTemplate::new(&template))
    }
}

#[derive(Default)]
pub struct SiteVisitMutation;

#[Object]
impl SiteVisitMutation {
    /// Publishes a new version of the questionnaire from its JSON (`{categories: […]}`, as
    /// `siteVisitTemplate.document` gives it; a `version` in it is ignored). New visits are
    /// answered on it; visits already started keep the version they began on. Admins only;
    /// BAD_USER_INPUT naming every problem, CONFLICT when another version was published meanwhile.
    async fn site_visit_template_publish(&self, ctx: &Context<'_>, document: Json<Value>) -> Result<SiteVisitTemplate> {
        #[derive(serde::Deserialize)]
        struct Document {
            categories: Vec<template::Category>,
        }
        let Document { categories } = serde_json::from_value(document.0).map_err(|e| {
            crate::error::AppError::BadInput(format!(
                "The questionnaire was not published. It is not a questionnaire: {e}."
            ))
        })?;
        let template = services(ctx).site_visits.publish_template(viewer(ctx), categories).await?;
        Ok(SiteVisitTemplate::new(&template))
    }

    /// Starts a visit for the signed-in user from an address (with the position the address
    /// search found) or from one of their saved plans (its address and lot).
    async fn site_visit_create(&self, ctx: &Context<'_>, input: SiteVisitCreateInput) -> Result<SiteVisit> {
        let visit = services(ctx).site_visits.create(viewer(ctx), input.into()).await?;
        Ok(SiteVisit::new(visit))
    }

    /// Saves one answer of the user's own visit; `value: null` clears it. The value's shape
    /// follows the question: text, a number, an option (or a list for multiple and tags), a
    /// list of uploads (`{original, …}` / `{url, name, …}`), or a GeoJSON geometry for a map
    /// question (Point, MultiPoint, LineString or Polygon), checked against the lot. An answer
    /// older (`answeredAt`, the device's clock) than the stored one is not applied.
    async fn site_visit_answer(
        &self,
        ctx: &Context<'_>,
        id: ID,
        question_id: String,
        value: Option<Json<Value>>,
        answered_at: Option<Timestamp>,
    ) -> Result<SiteVisitAnswer> {
        let value = value.map(|v| v.0).unwrap_or(Value::Null);
        let answer =
            services(ctx).site_visits.answer(viewer(ctx), &id, &question_id, value, answered_at.map(|t| t.0)).await?;
        Ok(SiteVisitAnswer::from(answer))
    }

    /// Renames the user's own visit and chooses its preview photo (one of its photos' urls;
    /// null for the first photo).
    async fn site_visit_update(
        &self,
        ctx: &Context<'_>,
        id: ID,
        title: String,
        preview: Option<String>,
    ) -> Result<SiteVisit> {
        Ok(SiteVisit::new(services(ctx).site_visits.update(viewer(ctx), &id, &title, preview).await?))
    }

    /// Submits the user's own visit; refused with 'Please answer: …' naming every required
    /// question still missing.
    async fn site_visit_submit(&self, ctx: &Context<'_>, id: ID) -> Result<SiteVisit> {
        Ok(SiteVisit::new(services(ctx).site_visits.submit(viewer(ctx), &id).await?))
    }

    /// Deletes the user's own visit with its answers.
    async fn site_visit_delete(&self, ctx: &Context<'_>, id: ID) -> Result<bool> {
        services(ctx).site_visits.delete(viewer(ctx), &id).await?;
        Ok(true)
    }
}

/// Where a visit starts.
#[derive(Debug, InputObject)]
pub struct SiteVisitCreateInput {
    /// Empty for the address.
    #[graphql(default)]
    pub title: String,
    #[graphql(default)]
    pub address: String,
    /// Longitude, latitude of the address.
    pub coordinates: Option<Vec<f64>>,
    #[graphql(default)]
    pub city: String,
    #[graphql(default)]
    pub state: String,
    #[graphql(default)]
    pub county: String,
    /// One of the user's saved plans: its address and lot are taken.
    pub map_result_id: Option<ID>,
}

impl From<SiteVisitCreateInput> for service::NewVisit {
    fn from(i: SiteVisitCreateInput) -> Self {
        let coordinates = i.coordinates.and_then(|c| Some((*c.first()?, *c.get(1)?)));
        service::NewVisit {
            title: i.title,
            place: domain::VisitPlace {
                address: i.address,
                coordinates,
                city: i.city,
                state: i.state,
                county: i.county,
                lot: Vec::new(),
            },
            map_result_id: i.map_result_id.map(|id| id.0),
        }
    }
}

/// A visit. The lists ask for its card fields only; a visit's questions and answers come with
/// `categories`.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct SiteVisit {
    pub id: String,
    pub user_id: String,
    pub title: String,
    pub map: VisitMap,
    /// The template version the visit is answered on.
    pub template_version: i32,
    /// When it was submitted; null while it is a draft.
    pub submitted_at: Option<Timestamp>,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    #[graphql(skip)]
    visit: domain::SiteVisit,
    #[graphql(skip)]
    loaded_answers: tokio::sync::OnceCell<Vec<domain::Answer>>,
}

impl SiteVisit {
    fn new(visit: domain::SiteVisit) -> SiteVisit {
        let place = &visit.place;
        SiteVisit {
            id: visit.id.clone(),
            user_id: visit.user_id.clone(),
            title: visit.title.clone(),
            map: VisitMap {
                address: place.address.clone(),
                coordinates: place.coordinates.map(|(lng, lat)| vec![lng, lat]),
                city: place.city.clone(),
                state: place.state.clone(),
                county: place.county.clone(),
                lot: place.lot.iter().map(|(lng, lat)| vec![*lng, *lat]).collect(),
            },
            template_version: visit.template_version,
            submitted_at: visit.submitted_at.map(Timestamp),
            created_at: Timestamp(visit.created_at),
            updated_at: Timestamp(visit.updated_at),
            visit,
            loaded_answers: tokio::sync::OnceCell::new(),
        }
    }

    /// The visit's answers, read once per visit however many fields ask.
    async fn answers(&self, ctx: &Context<'_>) -> Result<&[domain::Answer]> {
        let answers = self.loaded_answers.get_or_try_init(|| services(ctx).site_visits.answers(&self.visit)).await?;
        Ok(answers)
    }
}

#[ComplexObject]
impl SiteVisit {
    /// The photo on the visit's card: the user's choice, else the first photo answered.
    async fn preview(&self, ctx: &Context<'_>) -> Result<Option<Json<Value>>> {
        Ok(service::preview_of(&self.visit, self.answers(ctx).await?).map(Json))
    }

    /// The questionnaire with this visit's answers (`result`) and warnings.
    async fn categories(&self, ctx: &Context<'_>) -> Result<Vec<Category>> {
        let template = services(ctx).site_visits.template_of(&self.visit).await?;
        let answers: HashMap<String, domain::Answer> =
            self.answers(ctx).await?.iter().map(|a| (a.question_id.clone(), a.clone())).collect();
        Ok(template.categories.iter().map(|c| Category::of(c, &answers)).collect())
    }

    /// Answered and required-but-missing questions, overall and per category.
    async fn progress(&self, ctx: &Context<'_>) -> Result<VisitProgress> {
        let template = services(ctx).site_visits.template_of(&self.visit).await?;
        let progress = service::progress(&template, self.answers(ctx).await?);
        Ok(VisitProgress {
            answered: progress.answered as i32,
            total: progress.total as i32,
            missing: progress
                .missing
                .into_iter()
                .map(|(id, title, category)| MissingAnswer { id, title, category })
                .collect(),
            categories: progress
                .categories
                .into_iter()
                .map(|(id, answered, total)| CategoryProgress { id, answered: answered as i32, total: total as i32 })
                .collect(),
        })
    }
}

/// Where the visited property is.
#[derive(SimpleObject)]
pub struct VisitMap {
    pub address: String,
    /// Longitude, latitude.
    pub coordinates: Option<Vec<f64>>,
    pub city: String,
    pub state: String,
    pub county: String,
    /// The lot's corners as longitude, latitude pairs (empty when the visit has no lot).
    pub lot: Vec<Vec<f64>>,
}

/// The questionnaire of one version.
#[derive(SimpleObject)]
pub struct SiteVisitTemplate {
    pub version: i32,
    pub categories: Vec<Category>,
    /// The whole questionnaire as the JSON an admin downloads, edits and publishes again
    /// (`{version, categories}`).
    pub document: Json<Value>,
}

impl SiteVisitTemplate {
    fn new(template: &template::Template) -> Self {
        SiteVisitTemplate {
            version: template.version,
            categories: template.categories.iter().map(|c| Category::of(c, &HashMap::new())).collect(),
            document: Json(serde_json::to_value(template).unwrap_or(Value::Null)),
        }
    }
}

/// A category of questions with their answers.
#[derive(SimpleObject)]
#[graphql(name = "SiteVisitCategory")]
pub struct Category {
    pub id: String,
    pub title: String,
    pub description: String,
    /// house, landscape, power, water, sewer, hydrant, driveway or documents.
    #[graphql(name = "type")]
    pub kind: String,
    /// A lucide icon name.
    pub icon: String,
    pub questions: Vec<Question>,
}

impl Category {
    fn of(category: &template::Category, answers: &HashMap<String, domain::Answer>) -> Category {
        Category {
            id: category.id.clone(),
            title: category.title.clone(),
            description: category.description.clone(),
            kind: category.kind.clone(),
            icon: category.icon.clone(),
            questions: category.questions.iter().map(|q| Question::of(q, answers.get(&q.id))).collect(),
        }
    }
}

/// A question with its answer.
#[derive(SimpleObject)]
#[graphql(name = "SiteVisitQuestion")]
pub struct Question {
    pub id: String,
    pub title: String,
    pub description: String,
    /// map, text, number, select, photos or files.
    #[graphql(name = "type")]
    pub kind: String,
    pub category: String,
    pub required: bool,
    pub help: String,
    pub help_images: Vec<String>,
    /// Map questions: single, multiple, line or polygon.
    pub map_type: Option<String>,
    /// Map questions: the colours to draw the answer in.
    pub colors: Option<MapColors>,
    /// Select questions: the options (suggestions for tags).
    pub options: Vec<String>,
    /// Select questions: single, multiple or tags.
    pub mode: Option<String>,
    /// The answer, null when none.
    pub result: Option<Json<Value>>,
    /// Problems found with a map answer, for the user to confirm.
    pub warnings: Vec<String>,
    pub answered_at: Option<Timestamp>,
}

/// Colours of a map answer.
#[derive(SimpleObject)]
pub struct MapColors {
    pub point: String,
    pub line: String,
    pub fill: String,
}

/// The lower-case name serde gives an enum value.
fn name_of(value: impl serde::Serialize) -> String {
    serde_json::to_value(value).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
}

impl Question {
    fn of(q: &template::Question, answer: Option<&domain::Answer>) -> Question {
        Question {
            id: q.id.clone(),
            title: q.title.clone(),
            description: q.description.clone(),
            kind: name_of(q.kind),
            category: q.category.clone(),
            required: q.required,
            help: q.help.clone(),
            help_images: q.help_images.clone(),
            map_type: q.map_type.map(name_of),
            colors: q.colors.as_ref().map(|c| MapColors {
                point: c.point.clone(),
                line: c.line.clone(),
                fill: c.fill.clone(),
            }),
            options: q.options.clone(),
            mode: q.mode.map(name_of),
            result: answer.filter(|a| !a.value.is_null()).map(|a| Json(a.value.clone())),
            warnings: answer.map(|a| a.warnings.clone()).unwrap_or_default(),
            answered_at: answer.map(|a| Timestamp(a.answered_at)),
        }
    }
}

/// A saved answer as stored (a late offline answer may find a newer one there).
#[derive(SimpleObject)]
pub struct SiteVisitAnswer {
    pub question_id: String,
    pub value: Option<Json<Value>>,
    pub warnings: Vec<String>,
    pub answered_at: Timestamp,
}

impl From<domain::Answer> for SiteVisitAnswer {
    fn from(a: domain::Answer) -> Self {
        SiteVisitAnswer {
            question_id: a.question_id,
            value: (!a.value.is_null()).then_some(Json(a.value)),
            warnings: a.warnings,
            answered_at: Timestamp(a.answered_at),
        }
    }
}

#[derive(SimpleObject)]
pub struct VisitProgress {
    pub answered: i32,
    pub total: i32,
    /// Required questions without an answer, in questionnaire order.
    pub missing: Vec<MissingAnswer>,
    pub categories: Vec<CategoryProgress>,
}

#[derive(SimpleObject)]
pub struct MissingAnswer {
    /// The question's id.
    pub id: String,
    pub title: String,
    /// The category's id.
    pub category: String,
}

#[derive(SimpleObject)]
pub struct CategoryProgress {
    /// The category's id.
    pub id: String,
    pub answered: i32,
    pub total: i32,
}
