//! The plan form's exterior dialog (SPEC.md §5 flux exterior controls, §7.3
//! `POST /api/flux/generate-images`): one photo rendered in each chosen style by the hosted
//! `exterior-flux` model, on the job queue like the studio's tasks. Each style's prediction is
//! recorded before it is waited on, so a restarted worker resumes it instead of paying again.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::service::{wait_for, Generation, RunError};
use crate::domain::accounts::{Role, Viewer};
use crate::domain::media::Media;
use crate::domain::time::{new_id, now_millis};
use crate::error::{AppError, AppResult};
use crate::jobs::Job;
use crate::store::jobs::NewJob;

/// The job kind that runs an exterior generation.
pub const EXTERIOR_JOB: &str = "generation.exterior";
/// The hosted model key the exterior dialog uses (see `GENERATION_MODELS`).
pub const EXTERIOR_MODEL: &str = "exterior-flux";
/// Largest page of older generations a caller may ask for.
const MAX_PAGE_SIZE: i64 = 100;

/// Every style the dialog offers (SPEC.md §9); the first seven are checked by default.
pub const STYLES: &[&str] = &[
    "blue_wood",
    "white_painted",
    "white_wood",
    "green_wood",
    "combined_white_wood",
    "yellow_wood",
    "hip_roof",
    "gable_roof",
    "flat_roof",
    "has_garage",
];

/// The dialog's controls (SPEC.md §5), as sent.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ExteriorSettings {
    pub steps: i64,
    pub control_scale: f64,
    /// 2 depth, 0 canny.
    pub control_type: i64,
    pub guidance: f64,
    pub control_guidance_start: f64,
    pub control_guidance_end: f64,
}

/// What the dialog sends.
#[derive(Debug, Clone)]
pub struct ExteriorRequest {
    pub styles: Vec<String>,
    pub image: String,
    pub plan_id: String,
    pub settings: ExteriorSettings,
}

/// An older exterior generation.
#[derive(Debug, Clone)]
pub struct FluxGeneration {
    pub id: String,
    /// `pending`, `done` or `failure`.
    pub status: String,
    pub plan_id: String,
    pub source_image: String,
    /// `{settings, styles, results: [{images, prompt, styles}], predictions: {style: id}, error?}`
    pub data: Value,
    /// Seconds it took, once done.
    pub execution_time: Option<f64>,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Debug, Serialize, Deserialize)]
struct ExteriorJob {
    id: String,
}

impl Generation {
    /// Queues an exterior generation of plan `plan_id`'s photo in every chosen style. Admins
    /// only.
    pub async fn generate_exteriors(&self, viewer: &Viewer, request: ExteriorRequest) -> AppResult<FluxGeneration> {
        viewer.require(&[Role::Admin])?;
        if self.plans().visible(viewer, &request.plan_id).await?.is_none() {
            return Err(AppError::NotFound("Plan not found.".to_owned()));
        }
        check(&request)?;
        let now = now_millis();
        let generation = FluxGeneration {
            id: new_id(),
            status: "pending".to_owned(),
            plan_id: request.plan_id,
            source_image: request.image,
            data: json!({
                "settings": request.settings,
                "styles": request.styles,
                "results": [],
                "predictions": {},
            }),
            execution_time: None,
            created_at: now,
            updated_at: now,
        };
        let job = NewJob {
            id: new_id(),
            kind: EXTERIOR_JOB,
            payload: serde_json::to_value(ExteriorJob { id: generation.id.clone() })
                .expect("an exterior job serialises"),
            max_attempts: super::TASK_JOB_ATTEMPTS,
            run_at: now,
            created_at: now,
        };
        self.store().insert_flux_generation(&generation, &job).await?;
        Ok(generation)
    }

    /// A plan's older generations, newest first. Admins only.
    pub async fn exteriors_of_plan(&self, viewer: &Viewer, plan_id: &str) -> AppResult<Vec<FluxGeneration>> {
        viewer.require(&[Role::Admin])?;
        let (generations, _) = self.store().flux_generations_page(Some(plan_id), MAX_PAGE_SIZE, 0).await?;
        Ok(generations)
    }

    /// One page of every plan's older generations, newest first, and how many there are.
    /// Admins only.
    pub async fn exteriors(&self, viewer: &Viewer, page: i64, page_size: i64) -> AppResult<(Vec<FluxGeneration>, i64)> {
        viewer.require(&[Role::Admin])?;
        if page < 1 || !(1..=MAX_PAGE_SIZE).contains(&page_size) {
            return Err(AppError::BadInput("Page must be 1 or more and page size between 1 and 100.".into()));
        }
        Ok(self.store().flux_generations_page(None, page_size, (page - 1) * page_size).await?)
    }

    /// Runs an exterior generation (the job queue calls this): each style not yet rendered,
    /// one after the other, its prediction recorded before it is waited on.
    pub async fn run_exterior(&self, media: &Media, job: &Job) -> anyhow::Result<()> {
        let ExteriorJob { id } = serde_json::from_value(job.payload.clone())?;
        let Some(generation) = self.store().get_flux_generation(&id).await? else { return Ok(()) };
        if generation.status != "pending" {
            return Ok(());
        }
        let mut data = generation.data;
        let outcome =
            self.render_styles(media, &generation.id, &generation.source_image, generation.created_at, &mut data).await;
        let now = now_millis();
        let seconds = (now - generation.created_at) as f64 / 1000.0;
        match outcome {
            Ok(()) => self.store().update_flux_generation(&id, "done", &data, None, Some(seconds), now).await?,
            Err(RunError::Transient(reason)) if job.attempt < job.max_attempts => anyhow::bail!(reason),
            Err(RunError::Stale) => {}
            Err(RunError::Failed(reason) | RunError::Transient(reason)) => {
                self.store().update_flux_generation(&id, "failure", &data, Some(&reason), Some(seconds), now).await?
            }
        }
        Ok(())
    }

    async fn render_styles(
        &self,
        media: &Media,
        id: &str,
        source: &str,
        created_at: i64,
        data: &mut Value,
    ) -> Result<(), RunError> {
        let Some(hosted) = self.hosted() else {
            return Err(RunError::Failed(
                "No model provider is configured for exterior generation: set GENERATION_API_TOKEN to a token of \
                 the model-hosting service (GENERATION_API_URL) to enable it."
                    .to_owned(),
            ));
        };
        let Some(model) = hosted.models.get(EXTERIOR_MODEL) else {
            return Err(RunError::Failed(format!(
                "No hosted model is set for exterior generation: add {EXTERIOR_MODEL}=owner/name to GENERATION_MODELS."
            )));
        };
        let styles: Vec<String> = serde_json::from_value(data["styles"].clone()).unwrap_or_default();
        let deadline = created_at + i64::try_from(self.timeout().as_millis()).unwrap_or(i64::MAX);
        for style in styles {
            let done = data["results"].as_array().is_some_and(|results| {
                results.iter().any(|result| result["styles"].as_array().is_some_and(|s| s.contains(&json!(style))))
            });
            if done {
                continue;
            }
            let prompt = prompt_of(&style);
            let prediction = match data["predictions"][&style].as_str() {
                Some(id) => id.to_owned(),
                None => {
                    let mut input = data["settings"].clone();
                    input["prompt"] = json!(prompt);
                    input["control_image"] = json!(self.absolute(source));
                    let created = hosted.provider.create(model, &input).await?;
                    data["predictions"][&style] = json!(created.id);
                    self.save_progress(id, data).await?;
                    created.id
                }
            };
            let urls = wait_for(&hosted.provider, &prediction, deadline, self.poll_interval(), self.timeout()).await?;
            let output = self.store_outputs(media, &urls).await?;
            if let Some(results) = data["results"].as_array_mut() {
                results.push(json!({ "images": output.result, "prompt": prompt, "styles": [style] }));
            }
            self.save_progress(id, data).await?;
        }
        Ok(())
    }

    async fn save_progress(&self, id: &str, data: &Value) -> Result<(), RunError> {
        self.store()
            .update_flux_generation(id, "pending", data, None, None, now_millis())
            .await
            .map_err(|err| RunError::Transient(format!("The generation's progress could not be recorded: {err}")))
    }
}

/// The dialog's ranges (SPEC.md §5), and known styles of which at least one is chosen.
fn check(request: &ExteriorRequest) -> AppResult<()> {
    let s = &request.settings;
    let problems = [
        (!(20..=50).contains(&s.steps), "Steps must be between 20 and 50."),
        (!(1.0..=10.0).contains(&s.guidance), "Guidance must be between 1 and 10."),
        (!(0.0..=1.0).contains(&s.control_scale), "Control scale must be between 0 and 1."),
        (!(0.0..=1.0).contains(&s.control_guidance_start), "Control guidance start must be between 0 and 1."),
        (!(0.0..=1.0).contains(&s.control_guidance_end), "Control guidance end must be between 0 and 1."),
        (s.control_guidance_start > s.control_guidance_end, "Control guidance start must not be after its end."),
        (![0, 2].contains(&s.control_type), "Control type must be Depth (2) or Canny (0)."),
        (request.image.trim().is_empty(), "Choose a source image to generate from."),
        (request.styles.is_empty(), "Choose at least one style."),
    ];
    if let Some((_, message)) = problems.iter().find(|(failed, _)| *failed) {
        return Err(AppError::BadInput((*message).to_owned()));
    }
    match request.styles.iter().find(|style| !STYLES.contains(&style.as_str())) {
        Some(unknown) => Err(AppError::BadInput(format!("There is no style '{unknown}'."))),
        None => Ok(()),
    }
}

/// A style's prompt: `white_painted` asks for white painted siding, `has_garage` for a garage.
fn prompt_of(style: &str) -> String {
    let words = match style {
        "has_garage" => "an attached garage".to_owned(),
        roof if roof.ends_with("_roof") => format!("a {}", roof.replace('_', " ")),
        "combined_white_wood" => "white siding combined with natural wood".to_owned(),
        siding => format!("{} siding", siding.replace('_', " ")),
    };
    format!("Photorealistic exterior photograph of this house with {words}, same shape, windows and doors")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rest_document_offers_exactly_these_styles() {
        // `rest/flux.rs` writes the list into the OpenAPI document as a pattern.
        let document: Value = serde_json::from_str(include_str!("../../../openapi.json")).unwrap();
        let pattern = document["paths"]["/flux/generate-images"]["post"]["requestBody"]["content"]
            ["application/json; charset=utf-8"]["schema"]["$ref"]
            .as_str()
            .and_then(|name| {
                document["components"]["schemas"][name.rsplit('/').next()?]["properties"]["styles"]["items"]["pattern"]
                    .as_str()
            })
            .expect("the styles pattern");
        let offered: Vec<&str> = pattern.trim_start_matches("^(").trim_end_matches(")$").split('|').collect();
        assert_eq!(offered, STYLES);
    }

    fn request() -> ExteriorRequest {
        ExteriorRequest {
            styles: vec!["blue_wood".into()],
            image: "/media/a.jpg".into(),
            plan_id: "p".into(),
            settings: ExteriorSettings {
                steps: 28,
                control_scale: 0.6,
                control_type: 2,
                guidance: 3.5,
                control_guidance_start: 0.0,
                control_guidance_end: 0.6,
            },
        }
    }

    #[test]
    fn the_dialogs_defaults_pass_and_its_ranges_hold() {
        assert!(check(&request()).is_ok());
        let mut steps = request();
        steps.settings.steps = 51;
        assert_eq!(check(&steps).unwrap_err().to_string(), "Steps must be between 20 and 50.");
        let mut canny = request();
        canny.settings.control_type = 1;
        assert_eq!(check(&canny).unwrap_err().to_string(), "Control type must be Depth (2) or Canny (0).");
        let mut styles = request();
        styles.styles = vec!["gothic".into()];
        assert_eq!(check(&styles).unwrap_err().to_string(), "There is no style 'gothic'.");
    }

    #[test]
    fn each_style_asks_for_its_finish() {
        assert!(prompt_of("white_painted").contains("with white painted siding,"));
        assert!(prompt_of("hip_roof").contains("with a hip roof,"));
        assert!(prompt_of("has_garage").contains("with an attached garage,"));
    }
}
