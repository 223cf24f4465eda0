//! The site-visit service: start, answer, name and submit a visit; read one's own (admins read
//! every visit). Every read and change goes through the one ownership rule of `readable` and
//! `own`, so another user's visit is answered exactly like a missing one.

use serde_json::{json, Value};

use super::answers::{self, is_answered};
use super::template::{Category, QuestionType, Template};
use super::{parcel, report};
use super::{Answer, Progress, SiteVisit, VisitPlace, NOT_FOUND};
use crate::domain::accounts::{Role, Viewer};
use crate::domain::map_results::MapResults;
use crate::domain::media::Media;
use crate::domain::time::{new_id, now_millis};
use crate::error::{AppError, AppResult};
use crate::store::{site_visits::SiteVisitStore, Store};
use geom_wasm::MAX_LOT_CORNERS;
use std::sync::Arc;

/// Longest title and address.
const MAX_TITLE: usize = 200;
const MAX_ADDRESS: usize = 300;
/// Most photos printed in a report.
const MAX_REPORT_PHOTOS: usize = 60;
/// How far ahead of the server's clock a device's answer time is believed.
const CLOCK_SKEW_MS: i64 = 5 * 60 * 1000;

/// What a visit starts from: an address (geocoded by the map's address search), or one of the
/// user's saved placements, whose address and lot it takes.
#[derive(Debug, Clone, Default)]
pub struct NewVisit {
    pub title: String,
    pub place: VisitPlace,
    pub map_result_id: Option<String>,
}

pub struct SiteVisits {
    store: SiteVisitStore,
    /// Asked for the saved plan a visit starts from.
    map_results: Arc<MapResults>,
}

impl SiteVisits {
    pub fn new(store: &Store, map_results: Arc<MapResults>) -> SiteVisits {
        SiteVisits { store: store.site_visits(), map_results }
    }

    /// The questionnaire new visits are answered on. Signed-in users.
    pub async fn current_template(&self, viewer: &Viewer) -> AppResult<Template> {
        viewer.require(&[])?;
        Ok(self.store.latest_site_visit_template().await?)
    }

    /// Publishes `categories` as the next version of the questionnaire: new visits are answered
    /// on it, visits already started keep theirs. Admins only; a questionnaire with problems is
    /// refused with every problem named.
    pub async fn publish_template(&self, viewer: &Viewer, categories: Vec<Category>) -> AppResult<Template> {
        viewer.require(&[Role::Admin])?;
        let problems = Template::problems(&categories);
        if !problems.is_empty() {
            return Err(AppError::BadInput(format!("The questionnaire was not published. {}", problems.join(" "))));
        }
        let latest = self.store.latest_site_visit_template().await?;
        let template = Template { version: latest.version + 1, categories };
        if !self.store.ensure_site_visit_template(&template, now_millis()).await? {
            return Err(AppError::Conflict(
                "Another version of the questionnaire was published meanwhile. Please reload it and try again.".into(),
            ));
        }
        Ok(template)
    }

    /// The template a visit is answered on.
    pub async fn template_of(&self, visit: &SiteVisit) -> AppResult<Template> {
        self.store
            .site_visit_template(visit.template_version)
            .await?
            .ok_or_else(|| anyhow::anyhow!("site-visit template {} is missing", visit.template_version).into())
    }

    /// Starts a visit for the signed-in user.
    pub async fn create(&self, viewer: &Viewer, input: NewVisit) -> AppResult<SiteVisit> {
        let user = viewer.require(&[])?;
        let mut place = input.place;
        if let Some(result_id) = input.map_result_id.as_deref().filter(|id| !id.is_empty()) {
            // Only the user's own saved plans start their visits (an admin's reading rights do not).
            let saved = self.map_results.get(viewer, result_id).await?.filter(|r| r.user_id == user.id);
            let saved = saved.ok_or_else(|| AppError::BadInput("That saved plan does not exist.".into()))?;
            place = place_of_saved(&saved.address, &saved.map, place);
        }
        let place = checked_place(place)?;
        let title = match input.title.trim() {
            "" if place.address.is_empty() => "Site visit".to_owned(),
            "" => place.address.clone(),
            title => title.to_owned(),
        };
        if title.chars().count() > MAX_TITLE {
            return Err(AppError::BadInput("The title may be at most 200 characters.".into()));
        }
        let template = self.store.latest_site_visit_template().await?;
        let now = now_millis();
        let visit = SiteVisit {
            id: new_id(),
            user_id: user.id.clone(),
            title,
            place,
            preview: None,
            template_version: template.version,
            submitted_at: None,
            created_at: now,
            updated_at: now,
        };
        self.store.insert_site_visit(&visit).await?;
        Ok(visit)
    }

    /// A visit the viewer may read: their own, or any for an admin.
    pub async fn get(&self, viewer: &Viewer, id: &str) -> AppResult<SiteVisit> {
        let me = viewer.require(&[])?;
        let visit = self.store.get_site_visit(id).await?;
        visit.filter(|v| v.user_id == me.id || me.role == Role::Admin).ok_or_else(not_found)
    }

    /// Every visit, newest first. Admins only.
    pub async fn list_all(&self, viewer: &Viewer) -> AppResult<Vec<SiteVisit>> {
        viewer.require(&[Role::Admin])?;
        Ok(self.store.list_site_visits(None).await?)
    }

    /// A user's visits, newest first: the user themselves, or an admin.
    pub async fn list_of(&self, viewer: &Viewer, user_id: &str) -> AppResult<Vec<SiteVisit>> {
        let me = viewer.require(&[])?;
        if me.id != user_id && me.role != Role::Admin {
            return Err(AppError::Forbidden);
        }
        Ok(self.store.list_site_visits(Some(user_id)).await?)
    }

    /// A visit's answers, for a reader of the visit.
    pub async fn answers(&self, visit: &SiteVisit) -> AppResult<Vec<Answer>> {
        Ok(self.store.site_visit_answers(&visit.id).await?)
    }

    /// Saves one answer of the viewer's own visit (`Value::Null` clears it). Answers sent late
    /// by a device that was offline do not overwrite a newer answer: the latest `answered_at`
    /// wins. Map answers come back with the problems found against the lot.
    pub async fn answer(
        &self,
        viewer: &Viewer,
        id: &str,
        question_id: &str,
        value: Value,
        answered_at: Option<i64>,
    ) -> AppResult<Answer> {
        let visit = self.own(viewer, id).await?;
        let template = self.template_of(&visit).await?;
        let question = template
            .question(question_id)
            .ok_or_else(|| AppError::BadInput("This question is not part of the visit.".into()))?;
        let value = answers::checked(question, value)?;
        let warnings = if question.kind == QuestionType::Map && !value.is_null() {
            parcel::warnings(question, &answers::map_points(&value), &visit.place.lot)
        } else {
            Vec::new()
        };
        let now = now_millis();
        let answered_at = answered_at.unwrap_or(now).min(now + CLOCK_SKEW_MS);
        let answer = Answer { question_id: question.id.clone(), value, warnings, answered_at };
        self.store.upsert_site_visit_answer(&visit.id, &answer, now).await?;
        let stored = self.store.site_visit_answer(&visit.id, &question.id).await?;
        Ok(stored.unwrap_or(answer))
    }

    /// Renames the viewer's own visit and sets its preview photo (`None` for the first photo).
    pub async fn update(
        &self,
        viewer: &Viewer,
        id: &str,
        title: &str,
        preview: Option<String>,
    ) -> AppResult<SiteVisit> {
        let mut visit = self.own(viewer, id).await?;
        let title = title.trim();
        if title.is_empty() || title.chars().count() > MAX_TITLE {
            return Err(AppError::BadInput("Please enter a title of at most 200 characters.".into()));
        }
        let preview = match preview.filter(|url| !url.is_empty()) {
            None => None,
            Some(url) => Some(
                photos(&self.answers(&visit).await?)
                    .into_iter()
                    .find(|photo| photo_url(photo) == Some(url.as_str()))
                    .ok_or_else(|| AppError::BadInput("The preview must be one of the visit's photos.".into()))?,
            ),
        };
        visit.title = title.to_owned();
        visit.preview = preview;
        visit.updated_at = now_millis();
        self.store.update_site_visit(&visit).await?;
        Ok(visit)
    }

    /// Submits the viewer's own visit once every required question is answered; otherwise
    /// names the missing ones.
    pub async fn submit(&self, viewer: &Viewer, id: &str) -> AppResult<SiteVisit> {
        let mut visit = self.own(viewer, id).await?;
        let template = self.template_of(&visit).await?;
        let progress = progress(&template, &self.answers(&visit).await?);
        if !progress.missing.is_empty() {
            let titles: Vec<&str> = progress.missing.iter().map(|(_, title, _)| title.as_str()).collect();
            return Err(AppError::BadInput(format!("Please answer: {}.", titles.join(", "))));
        }
        let now = now_millis();
        visit.submitted_at = Some(now);
        visit.updated_at = now;
        self.store.update_site_visit(&visit).await?;
        Ok(visit)
    }

    /// Deletes the viewer's own visit and its answers.
    pub async fn delete(&self, viewer: &Viewer, id: &str) -> AppResult<()> {
        let visit = self.own(viewer, id).await?;
        Ok(self.store.delete_site_visit(&visit.id).await?)
    }

    /// The visit as a PDF report (answers, photos, the lot plan), for a reader of the visit.
    pub async fn report(&self, viewer: &Viewer, id: &str, media: &Media) -> AppResult<Vec<u8>> {
        let visit = self.get(viewer, id).await?;
        let template = self.template_of(&visit).await?;
        let answers = self.answers(&visit).await?;
        let urls: Vec<String> =
            photos(&answers).iter().filter_map(|p| photo_url(p).map(str::to_owned)).take(MAX_REPORT_PHOTOS).collect();
        let images = media.report_images(urls).await;
        Ok(report::build(&visit, &template, &answers, &images))
    }

    /// The lot and every map answer as a GeoJSON FeatureCollection, for a reader of the visit.
    pub async fn geojson(&self, viewer: &Viewer, id: &str) -> AppResult<Value> {
        let visit = self.get(viewer, id).await?;
        let template = self.template_of(&visit).await?;
        let answers = self.answers(&visit).await?;
        let mut features = Vec::new();
        if visit.place.lot.len() >= 3 {
            let mut ring: Vec<[f64; 2]> = visit.place.lot.iter().map(|&(lng, lat)| [lng, lat]).collect();
            ring.push(ring[0]);
            features.push(json!({
                "type": "Feature",
                "geometry": { "type": "Polygon", "coordinates": [ring] },
                "properties": { "kind": "lot", "address": visit.place.address },
            }));
        }
        for question in template.questions().filter(|q| q.kind == QuestionType::Map) {
            let Some(answer) = answers.iter().find(|a| a.question_id == question.id && !a.value.is_null()) else {
                continue;
            };
            features.push(json!({
                "type": "Feature",
                "geometry": answer.value,
                "properties": {
                    "kind": "answer",
                    "questionId": question.id,
                    "title": question.title,
                    "category": question.category,
                    "warnings": answer.warnings,
                },
            }));
        }
        Ok(json!({ "type": "FeatureCollection", "features": features }))
    }

    /// The viewer's own visit; admins read others' visits but do not change them.
    async fn own(&self, viewer: &Viewer, id: &str) -> AppResult<SiteVisit> {
        let me = viewer.require(&[])?;
        let visit = self.store.get_site_visit(id).await?;
        visit.filter(|v| v.user_id == me.id).ok_or_else(not_found)
    }
}

fn not_found() -> AppError {
    AppError::NotFound(NOT_FOUND.into())
}

/// How far the `answers` go through `template`.
pub fn progress(template: &Template, answers: &[Answer]) -> Progress {
    let answered = |id: &str| answers.iter().any(|a| a.question_id == id && is_answered(&a.value));
    let mut progress = Progress { answered: 0, total: 0, missing: Vec::new(), categories: Vec::new() };
    for category in &template.categories {
        let done = category.questions.iter().filter(|q| answered(&q.id)).count();
        progress.categories.push((category.id.clone(), done, category.questions.len()));
        progress.answered += done;
        progress.total += category.questions.len();
        for question in category.questions.iter().filter(|q| q.required && !answered(&q.id)) {
            progress.missing.push((question.id.clone(), question.title.clone(), category.id.clone()));
        }
    }
    progress
}

/// Every photo answered, in the order of the answers.
pub fn photos(answers: &[Answer]) -> Vec<Value> {
    answers
        .iter()
        .filter_map(|a| a.value.as_array())
        .flatten()
        .filter(|item| item.get("original").is_some())
        .cloned()
        .collect()
}

/// The preview a visit shows: the chosen one, else its first photo.
pub fn preview_of(visit: &SiteVisit, answers: &[Answer]) -> Option<Value> {
    visit.preview.clone().or_else(|| photos(answers).into_iter().next())
}

fn photo_url(photo: &Value) -> Option<&str> {
    photo.get("original").and_then(Value::as_str)
}

/// `place` completed from a saved placement: its address and its lot.
fn place_of_saved(address: &str, map: &Value, mut place: VisitPlace) -> VisitPlace {
    if place.address.trim().is_empty() {
        place.address = address.to_owned();
    }
    let pair = |p: &Value| Some((p.get(0)?.as_f64()?, p.get(1)?.as_f64()?));
    // The map keeps the lot as `{corners, setbacksFt, lineKinds, parcel}`; a bare list of
    // corners is what saved placements held before.
    let lot = map.get("lot").map(|lot| lot.get("corners").unwrap_or(lot));
    if let Some(corners) = lot.and_then(Value::as_array) {
        place.lot = corners.iter().filter_map(pair).collect();
    }
    if place.coordinates.is_none() {
        place.coordinates = map.get("center").and_then(pair);
    }
    for (field, key) in [(&mut place.city, "city"), (&mut place.state, "state"), (&mut place.county, "county")] {
        if field.is_empty() {
            *field = map.get(key).and_then(Value::as_str).unwrap_or_default().to_owned();
        }
    }
    place
}

fn checked_place(mut place: VisitPlace) -> AppResult<VisitPlace> {
    place.address = place.address.trim().to_owned();
    if place.address.chars().count() > MAX_ADDRESS {
        return Err(AppError::BadInput("The address must be at most 300 characters.".into()));
    }
    let plausible = |(lng, lat): (f64, f64)| (-180.0..=180.0).contains(&lng) && (-90.0..=90.0).contains(&lat);
    if place.coordinates.is_some_and(|c| !plausible(c)) || !place.lot.iter().all(|c| plausible(*c)) {
        return Err(AppError::BadInput("The property's position is not on the map.".into()));
    }
    if place.lot.len() > MAX_LOT_CORNERS {
        return Err(AppError::BadInput("The lot has too many corners.".into()));
    }
    for field in [&mut place.city, &mut place.state, &mut place.county] {
        *field = field.trim().chars().take(100).collect();
    }
    Ok(place)
}
