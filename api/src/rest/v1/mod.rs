//! `/api/v1`: the integrators' API — the catalogue, its estimates and drawings, contractors, the
//! places directory, and the fit check run on the server by the same geometry crate the map's
//! worker runs. Versioned: a field is only ever added within v1.
//!
//! Keys, rates and cross-origin access are the edge's (`http::integrators`): by the time an
//! operation runs, its caller was admitted. The security schemes below only document that in
//! the OpenAPI document. Reads see what a visitor sees (`Viewer::anonymous`), never a session.

mod caching;
mod catalogue;
mod contractors;
mod directories;
mod fit;
mod geojson;

use poem_openapi::{auth::Bearer, OpenApi, SecurityScheme, Tags};

/// The guide at the top of the docs page (`/api/docs`) and of the OpenAPI document.
pub const GUIDE: &str = include_str!("guide.md");

#[derive(Tags)]
pub enum V1Tag {
    /// The plan catalogue: plans with their photos, sizes, features and drawings, filtered and
    /// sorted as the catalogue page does, and each plan's price estimate.
    #[oai(rename = "v1 · Catalogue")]
    Catalogue,
    /// Contractors who offer the plans (public fields only).
    #[oai(rename = "v1 · Contractors")]
    Contractors,
    /// US states, counties and cities, as the catalogue's and the rules' places name them.
    #[oai(rename = "v1 · Places")]
    Places,
    /// Whether a plan fits a lot: setbacks, separations, coverage and the local rules, checked
    /// by the same geometry code as the homeowner's map.
    #[oai(rename = "v1 · Fit check")]
    FitCheck,
}

/// An API key made in the back office, sent as `Authorization: Bearer hpk_…`.
#[derive(SecurityScheme)]
#[oai(rename = "apiKey", ty = "bearer", bearer_format = "hpk_…")]
pub struct ApiKey(#[allow(dead_code)] Bearer);

/// An API key, or none at the anonymous rate (read operations).
#[derive(SecurityScheme)]
pub enum KeyOrAnonymous {
    Key(#[allow(dead_code)] ApiKey),
    #[oai(fallback)]
    Anonymous,
}

/// Every operation of `/api/v1`.
pub fn apis() -> impl OpenApi {
    (catalogue::CatalogueApi, contractors::ContractorsApi, directories::DirectoriesApi, fit::FitApi)
}
