//! The catalogue: which plans a viewer may see, one page at a time, and what the plan page
//! reads about one plan (estimate, similar plans, drawings).

use std::sync::Arc;

use super::catalogue_cache::CatalogueCache;
use super::editing::{self, PlanInput};
use super::{is_visible_to, Areas, Plan, PlanFilters, PlanList, PlanPhoto, PlanSize, MAX_PAGE_SIZE};
use crate::adapters::configurator::Configurator;
use crate::domain::accounts::{Role, Viewer};
use crate::domain::contractors::service::Contractors;
use crate::domain::directories::service::Directories;
use crate::domain::estimates::utility_runs::Run;
use crate::domain::estimates::{self, PlanSummary};
use crate::domain::time::{new_id, now_millis};
use crate::error::{AppError, AppResult};
use crate::store::{plans::PlanStore, Store};

/// Largest number of similar plans one query returns.
const MAX_SIMILAR: i64 = 12;

pub struct Plans {
    store: PlanStore,
    /// Asked whether a plan's contractor offers plans.
    contractors: Arc<Contractors>,
    /// Asked where a plan's areas sit (state, county, city).
    directories: Arc<Directories>,
    /// The 3D configurator service, when configured.
    configurator: Option<Arc<Configurator>>,
    /// Catalogue answers, reused while no plan changes.
    cache: CatalogueCache,
}

impl Plans {
    pub fn new(
        store: &Store,
        contractors: Arc<Contractors>,
        directories: Arc<Directories>,
        configurator: Option<Arc<Configurator>>,
    ) -> Plans {
        Plans { store: store.plans(), contractors, directories, configurator, cache: CatalogueCache::default() }
    }

    /// One page of the plans matching `filters` that `viewer` may see, with the number of matches.
    pub async fn list(&self, viewer: &Viewer, filters: PlanFilters) -> AppResult<Arc<PlanList>> {
        let (filters, page) = filters.validated_for(viewer)?;
        let version = self.store.catalogue_version().await?;
        if let Some(answer) = self.cache.get(version, &filters, page) {
            return Ok(answer);
        }
        // The count depends on the filters only: a deeper page of the same list reuses it.
        let total_count = match self.cache.count(version, &filters) {
            Some(count) => count,
            None => self.store.count_plans(&filters).await?,
        };
        let items = self.store.plans_page(&filters, page).await?;
        let answer = Arc::new(PlanList { items, total_count });
        self.cache.put(version, &filters, page, answer.clone());
        Ok(answer)
    }

    /// The plan with `id` when it exists and `viewer` may see it: the one visibility rule every
    /// read of a single plan goes through.
    /// A plan as stored, hidden or not: for what a user saved while it was shown (the site plan
    /// of their placement draws it even after the catalogue hides it).
    pub async fn stored(&self, id: &str) -> AppResult<Option<Plan>> {
        Ok(self.store.get_plan(id).await?)
    }

    pub async fn visible(&self, viewer: &Viewer, id: &str) -> AppResult<Option<Plan>> {
        Ok(self.store.get_plan(id).await?.filter(|plan| is_visible_to(plan, viewer)))
    }

    /// The title and measurements of plan `id` when any visitor may see it: what a fit check
    /// holds to a lot. Kept under the catalogue version like the catalogue's pages, so a check
    /// costs one small statement instead of the plan's row with its drawings and areas.
    pub async fn visible_size(&self, id: &str) -> AppResult<Option<Arc<PlanSize>>> {
        let version = self.store.catalogue_version().await?;
        if let Some(size) = self.cache.size(version, id) {
            return Ok(Some(size));
        }
        let Some(plan) = self.visible(&Viewer::anonymous(), id).await? else { return Ok(None) };
        let size = Arc::new(PlanSize::of(&plan));
        self.cache.put_size(version, size.clone());
        Ok(Some(size))
    }

    /// How many plans the catalogue offers (hidden ones not counted).
    pub async fn count_visible(&self) -> AppResult<i64> {
        Ok(self.store.count_visible_plans().await?)
    }

    /// Visible plans like the plan `id` (same type, nearest bedroom count and size); none when
    /// the viewer may not see that plan, so the answer does not tell that a hidden plan exists.
    pub async fn similar(&self, viewer: &Viewer, id: &str, limit: i64) -> AppResult<Vec<Plan>> {
        let Some(plan) = self.visible(viewer, id).await? else {
            return Ok(Vec::new());
        };
        Ok(self.store.similar_plans(&plan, limit.clamp(1, MAX_SIMILAR)).await?)
    }

    /// The national estimate of each plan of `ids` the viewer may see, in the order asked (a
    /// catalogue page's card headlines, in one request); plans the viewer may not see are left
    /// out, as if they did not exist.
    pub async fn estimates(
        &self,
        viewer: &Viewer,
        ids: Vec<String>,
    ) -> AppResult<Vec<(String, estimates::SummaryPrice)>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let filters = PlanFilters { last_viewed: Some(ids), page_size: Some(MAX_PAGE_SIZE), ..PlanFilters::default() };
        let (filters, page) = filters.validated_for(viewer)?;
        let plans = self.store.plans_page(&filters, page).await?;
        Ok(plans.iter().map(|plan| (plan.id.clone(), estimates::summarize(plan, None).price)).collect())
    }

    /// The plan's price estimate, with on-site work priced for `state` (a state code) when
    /// given. `None` when the plan is not there for the viewer. (A saved placement's estimate
    /// is `MapResults::summary`'s, which knows the placement's state.)
    pub async fn summary(&self, viewer: &Viewer, id: &str, state: Option<&str>) -> AppResult<Option<PlanSummary>> {
        Ok(self.visible(viewer, id).await?.map(|plan| estimates::summarize(&plan, state)))
    }

    /// [`Plans::summary`] for a placed plan whose utility `runs` are measured (priced by length).
    pub async fn summary_at_site(
        &self,
        viewer: &Viewer,
        id: &str,
        state: Option<&str>,
        runs: &[Run],
    ) -> AppResult<Option<PlanSummary>> {
        Ok(self.visible(viewer, id).await?.map(|plan| estimates::summarize_at_site(&plan, state, runs)))
    }

    /// The plan's price estimate for a property at `address` (as the map has it before saving),
    /// priced for the state the address names, if it names one.
    pub async fn summary_at(&self, viewer: &Viewer, id: &str, address: &str) -> AppResult<Option<PlanSummary>> {
        self.summary(viewer, id, estimates::cost_index::state_in_address(address)).await
    }

    /// How many plans (hidden ones too) name contractor `id`: what removing it would touch.
    /// Admins only.
    pub async fn count_of_contractor(&self, viewer: &Viewer, id: &str) -> AppResult<i64> {
        viewer.require(&[Role::Admin])?;
        Ok(self.store.count_plans_of_contractor(id).await?)
    }

    /// Adds `photo` to plan `id`'s photos (a Creative Studio result). Admins only.
    pub async fn add_photo(&self, viewer: &Viewer, id: &str, photo: &PlanPhoto) -> AppResult<()> {
        viewer.require(&[Role::Admin])?;
        if !self.store.append_plan_photo(id, photo, now_millis()).await? {
            return Err(AppError::NotFound(PLAN_NOT_FOUND.to_owned()));
        }
        Ok(())
    }

    /// The plan's to-scale floor plan drawing (sanitised SVG).
    pub async fn floor_plan_svg(&self, viewer: &Viewer, id: &str) -> AppResult<String> {
        match self.visible(viewer, id).await? {
            Some(plan) if !plan.plan_svg.is_empty() => Ok(plan.plan_svg),
            _ => Err(AppError::NotFound("Plan not found".into())),
        }
    }

    /// The plan's drawing from the 3D configurator service, sanitised and cached.
    pub async fn configurator_svg(&self, viewer: &Viewer, id: &str) -> AppResult<String> {
        let not_found = || AppError::NotFound("No 3D drawing for this plan".into());
        let Some(configurator) = &self.configurator else {
            return Err(not_found());
        };
        let plan = self.visible(viewer, id).await?.filter(|plan| !plan.plan_id.is_empty()).ok_or_else(not_found)?;
        match configurator.plan_svg(&plan.plan_id).await {
            Ok(Some(svg)) => Ok(svg),
            Ok(None) => Err(not_found()),
            Err(err) => {
                tracing::warn!(error = %format!("{err:#}"), "3D configurator failed");
                Err(AppError::Unavailable("The 3D configurator is not available right now.".into()))
            }
        }
    }

    /// Adds a plan from the plan form. Admins only.
    pub async fn create(&self, viewer: &Viewer, input: PlanInput) -> AppResult<Plan> {
        viewer.require(&[Role::Admin])?;
        let input = self.checked(input).await?;
        let now = now_millis();
        let plan = editing::into_plan(input, new_id(), now, now);
        self.store.insert_plan(&plan).await?;
        Ok(plan)
    }

    /// Replaces a plan's fields from the plan form (its creation time stays). Admins only.
    pub async fn update(&self, viewer: &Viewer, id: &str, input: PlanInput) -> AppResult<Plan> {
        viewer.require(&[Role::Admin])?;
        let Some(current) = self.store.get_plan(id).await? else {
            return Err(AppError::NotFound(PLAN_NOT_FOUND.to_owned()));
        };
        let mut input = self.checked(input).await?;
        keep_generated_labels(&mut input.photos, &current.photos);
        let plan = editing::into_plan(input, current.id, current.created_at, now_millis().max(current.updated_at));
        if !self.store.update_plan(&plan).await? {
            return Err(AppError::NotFound(PLAN_NOT_FOUND.to_owned()));
        }
        Ok(plan)
    }

    /// The form's rules, then what needs the database: the contractor exists and offers plans,
    /// and every area is a known state, county under a chosen state, or city under a chosen
    /// county.
    async fn checked(&self, input: PlanInput) -> AppResult<PlanInput> {
        let input = editing::plan_form(input)?;
        match self.contractors.get(&input.contractor_id).await? {
            Some(contractor) if contractor.removed_at.is_none() => {}
            _ => return Err(AppError::BadInput("Please select contractor".to_owned())),
        }
        let available = self.areas_under_states(input.available).await?;
        let pre_approved_area = self.areas_under_states(input.pre_approved_area).await?;
        Ok(PlanInput { available, pre_approved_area, ..input })
    }

    /// `areas` with each county kept only when its state is chosen too, and each city only when
    /// its county is kept (the picker removes them when their parent is unticked; a client that
    /// did not is corrected here).
    async fn areas_under_states(&self, areas: Areas) -> AppResult<Areas> {
        let ids: Vec<String> = areas.states.iter().chain(&areas.counties).chain(&areas.cities).cloned().collect();
        let places = self.directories.places(&ids).await?;
        let place = |id: &String| places.iter().find(|p| &p.id == id);
        let in_directory = |ids: &[String], slug: &str| ids.iter().all(|id| place(id).is_some_and(|p| p.slug == slug));
        if !in_directory(&areas.states, "us-states")
            || !in_directory(&areas.counties, "us-counties")
            || !in_directory(&areas.cities, "us-cities")
        {
            return Err(AppError::BadInput("An area is not a US state, county or city we know.".to_owned()));
        }
        let parent_of = |id: &String| place(id).and_then(|p| p.parent_id.clone());
        let keep = |ids: &[String], parents: &[String]| {
            let mut kept: Vec<String> = ids
                .iter()
                .filter(|id| parent_of(id).is_some_and(|parent| parents.contains(&parent)))
                .cloned()
                .collect();
            kept.sort();
            kept.dedup();
            kept
        };
        let mut states = areas.states.clone();
        states.sort();
        states.dedup();
        let counties = keep(&areas.counties, &states);
        // A city's parent is its county; in a directory seeded before cities had counties it is
        // still the state, and such a city is kept under its chosen state rather than dropped.
        let cities = keep(&areas.cities, &[counties.as_slice(), states.as_slice()].concat());
        Ok(Areas { states, counties, cities })
    }
}

/// SPEC.md §8's answer for a plan that is not there.
pub const PLAN_NOT_FOUND: &str = "Plan not found";

/// The 'AI render' labels of `photos` as stored in `current`: a client can neither drop the
/// label of a generated photo nor give one to a photo that was not generated.
fn keep_generated_labels(photos: &mut [PlanPhoto], current: &[PlanPhoto]) {
    for photo in photos {
        photo.generated = current.iter().find(|c| c.original == photo.original).and_then(|c| c.generated.clone());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::plans::GeneratedPhoto;

    fn photo(original: &str, generated: bool) -> PlanPhoto {
        PlanPhoto {
            original: original.to_owned(),
            name: String::new(),
            is_publish: true,
            is_primary: false,
            size: 1,
            mime: "image/png".to_owned(),
            compressed: None,
            generated: generated.then(|| GeneratedPhoto {
                source: Some("/media/source.png".to_owned()),
                model: "Upscale image".to_owned(),
                task_id: "t1".to_owned(),
            }),
        }
    }

    #[test]
    fn an_edit_neither_drops_nor_forges_the_ai_label() {
        let stored = [photo("/media/render.png", true), photo("/media/upload.png", false)];
        // The form sends both photos back without labels, and claims one for a new upload.
        let mut edited =
            vec![photo("/media/render.png", false), photo("/media/upload.png", false), photo("/media/new.png", true)];
        keep_generated_labels(&mut edited, &stored);
        assert_eq!(edited[0].generated, stored[0].generated);
        assert_eq!((edited[1].generated.as_ref(), edited[2].generated.as_ref()), (None, None));
    }
}
