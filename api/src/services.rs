//! Every domain service, built once at start and shared by both edges (GraphQL and REST): the
//! edges parse a request, call one service with the viewer, and shape its answer.

use std::sync::Arc;

use crate::adapters::configurator::Configurator;
use crate::adapters::geocoder::Geocoder;
use crate::adapters::google_identity::GoogleVerifier;
use crate::config::Config;
use crate::domain::site_plans::SitePlans;
use crate::domain::{
    accounts::service::Accounts, api_keys::ApiKeys, assistant_chats::AssistantChats, configurators::Configurators,
    contractors::service::Contractors, directories::service::Directories, fit_checks::FitChecks,
    generation::service::Generation, map_results::MapResults, map_sessions::MapSessions, media::Media, orders::Orders,
    parcels::Parcels, places::Places, plans::service::Plans, recommendations::Recommendations,
    rules::service::RuleSets, site_visits::SiteVisits, templates::Templates,
};
use crate::media::MediaStore;
use crate::store::Store;

pub struct Services {
    /// The integrators' fit check: a plan held to a lot on the server.
    pub fit_checks: FitChecks,
    /// Integrators' keys and the rates of `/api/v1`.
    pub api_keys: ApiKeys,
    /// Sign-up, sessions, password reset, and admins' changes to users.
    pub accounts: Accounts,
    /// The catalogue and what the plan page reads about a plan.
    pub plans: Arc<Plans>,
    pub contractors: Arc<Contractors>,
    /// Named lists of values (US states, counties, cities).
    pub directories: Arc<Directories>,
    /// Saved placements of plans on properties.
    pub map_results: Arc<MapResults>,
    /// Local rules per area and kind of building, which placements are held to.
    pub rule_sets: Arc<RuleSets>,
    /// Each user's map-tool state.
    pub map_sessions: MapSessions,
    /// Site-plan orders.
    pub orders: Orders,
    /// Address search through the configured geocoder.
    pub places: Arc<Places>,
    /// The parcel a point lies in (the lot the county recorded).
    pub parcels: Arc<Parcels>,
    /// Image uploads and the admin's url fetches.
    pub media: Media,
    /// Questionnaire templates (admins only).
    pub templates: Templates,
    /// Recommendations shown to homeowners.
    pub recommendations: Recommendations,
    /// The assistant's chats with visitors (admins only).
    pub assistant_chats: AssistantChats,
    /// The 3D configurator service's finder, photos and products (admins only).
    pub configurators: Configurators,
    /// Homeowners' site-visit questionnaires.
    pub site_visits: SiteVisits,
    /// The to-scale site plans of saved placements (SVG, PDF).
    pub site_plans: Arc<SitePlans>,
    /// The Creative Studio's generation tasks and the exterior dialog (admins only).
    pub generation: Generation,
}

impl Services {
    /// Builds every service over its own area of `store`. A service that needs another area
    /// holds the owning service (`Orders` asks `Plans` and `MapResults`), built before it: the
    /// order below is the dependency order, and it has no cycle.
    pub fn new(store: &Store, media: MediaStore, config: &Config) -> anyhow::Result<Services> {
        let configurator = config.configurator_url.as_deref().map(Configurator::new).map(Arc::new);
        let contractors = Arc::new(Contractors::new(store));
        let directories = Arc::new(Directories::new(store));
        let plans = Arc::new(Plans::new(store, contractors.clone(), directories.clone(), configurator.clone()));
        let rule_sets = Arc::new(RuleSets::new(store, directories.clone()));
        let map_results = Arc::new(MapResults::new(store, plans.clone(), rule_sets.clone(), media.clone()));
        let site_plans = Arc::new(SitePlans::new(store, map_results.clone(), plans.clone(), rule_sets.clone()));
        // How this deployment introduces itself to the services it asks (the geocoder's
        // usage policy asks for it; the counties' parcel services log it).
        let user_agent = format!("Homeplot/{} (+{})", env!("CARGO_PKG_VERSION"), config.public_url);
        let parcels = Arc::new(Parcels::new(
            store,
            directories.clone(),
            media.clone(),
            &user_agent,
            std::time::Duration::from_millis(config.parcel_source_timeout_ms),
        ));
        let places = Arc::new(Places::new(Geocoder::new(
            &config.geocoder_url,
            &user_agent,
            config.geocoder_email.clone(),
            std::time::Duration::from_millis(config.geocoder_min_interval_ms),
            store.shared_state(),
        )));
        Ok(Services {
            api_keys: ApiKeys::new(store, config.api_anonymous_per_minute),
            accounts: Accounts::new(store, GoogleVerifier::from_config(&config.google), &config.public_url),
            configurators: Configurators::new(configurator),
            site_visits: SiteVisits::new(store, map_results.clone()),
            site_plans,
            map_sessions: MapSessions::new(store),
            orders: Orders::new(
                store,
                plans.clone(),
                map_results.clone(),
                &config.operations_email,
                &config.public_url,
            ),
            parcels: parcels.clone(),
            places: places.clone(),
            fit_checks: FitChecks::new(plans.clone(), rule_sets.clone(), parcels, places),
            media: Media::new(store, media, &config.media, &config.public_url)?,
            templates: Templates::new(store),
            recommendations: Recommendations::new(store),
            assistant_chats: AssistantChats::new(store),
            generation: Generation::new(store, plans.clone(), &config.generation, &config.public_url)?,
            plans,
            contractors,
            directories,
            map_results,
            rule_sets,
        })
    }
}
