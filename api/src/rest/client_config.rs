//! `GET /api/config`: settings the web app needs at start.

use poem_openapi::{payload::Json, Object, OpenApi, Tags};

use crate::config::ClientConfig;

#[derive(Tags)]
enum Tag {
    /// Settings for clients.
    Config,
}

/// Public settings of this deployment.
#[derive(Debug, Clone, Object)]
#[oai(rename_all = "camelCase")]
pub struct ClientSettings {
    /// Terms of service page.
    terms_url: String,
    /// Privacy policy page.
    privacy_url: String,
    /// XYZ tile url template of the aerial basemap (`{z}/{y}/{x}`).
    aerial_tiles_url: String,
    /// Attribution to show with the aerial basemap.
    aerial_attribution: String,
    /// MapLibre style url of the street basemap.
    street_style_url: String,
    /// OAuth client id for "Sign in with Google"; `null` when Google sign-in is off.
    #[oai(nullable)]
    google_client_id: Option<String>,
    /// Page to embed for booking a call; `null` hides the embed.
    #[oai(nullable)]
    call_booking_url: Option<String>,
    /// External financing estimator; `null` hides the button.
    #[oai(nullable)]
    financing_url: Option<String>,
    /// App store page of the AR viewer; `null` hides the button.
    #[oai(nullable)]
    ar_app_url: Option<String>,
    /// The 3D configurator's page, to which the plan's configurator id is appended.
    #[oai(nullable)]
    configurator_app_url: Option<String>,
    /// Whether `GET /api/plans/{id}/configurator.svg` can answer.
    configurator_enabled: bool,
}

pub struct ClientConfigApi {
    settings: ClientSettings,
}

impl ClientConfigApi {
    pub fn new(config: &ClientConfig, google_client_id: Option<String>, configurator_enabled: bool) -> Self {
        let set = |v: &Option<String>| v.clone().filter(|v| !v.trim().is_empty());
        Self {
            settings: ClientSettings {
                terms_url: config.terms_url.clone(),
                privacy_url: config.privacy_url.clone(),
                aerial_tiles_url: config.aerial_tiles_url.clone(),
                aerial_attribution: config.aerial_attribution.clone(),
                street_style_url: config.street_style_url.clone(),
                google_client_id,
                call_booking_url: set(&config.call_booking_url),
                financing_url: set(&config.financing_url),
                ar_app_url: set(&config.ar_app_url),
                configurator_app_url: set(&config.configurator_app_url),
                configurator_enabled,
            },
        }
    }
}

#[OpenApi(tag = "Tag::Config")]
impl ClientConfigApi {
    /// Client settings
    ///
    /// Links and map sources the web app uses; they are set by the operator and public.
    #[oai(path = "/config", method = "get")]
    async fn config(&self) -> Json<ClientSettings> {
        Json(self.settings.clone())
    }
}
