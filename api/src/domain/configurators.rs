//! The back office's view of the 3D configurator service: finding a plan's configurator and its
//! rendered photos for the plan form, and browsing the configurators' products. Admins only.

use std::sync::Arc;

use crate::adapters::configurator::{Configurator, ConfiguratorEntry, ConfiguratorPhoto, Product};
use crate::domain::accounts::{Role, Viewer};
use crate::error::{AppError, AppResult};

/// The answer while `CONFIGURATOR_URL` is not set.
pub const NOT_CONFIGURED: &str = "The 3D configurator service is not configured (CONFIGURATOR_URL).";
/// The answer while the service is down or answers nonsense.
pub const UNREACHABLE: &str = "The 3D configurator service cannot be reached right now. Please try again later.";

/// The product kinds of the products page's filter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProductKind {
    Objects,
    Materials,
    MaterialsFromOptions,
}

impl ProductKind {
    /// The service's name for the kind.
    pub fn as_str(self) -> &'static str {
        match self {
            ProductKind::Objects => "objects",
            ProductKind::Materials => "materials",
            ProductKind::MaterialsFromOptions => "materialsFromOptions",
        }
    }
}

pub struct Configurators {
    client: Option<Arc<Configurator>>,
}

impl Configurators {
    pub fn new(client: Option<Arc<Configurator>>) -> Configurators {
        Configurators { client }
    }

    /// The configurators of decor `decor_id` or with id `id`; one of them is needed.
    pub async fn find(&self, viewer: &Viewer, decor_id: &str, id: &str) -> AppResult<Vec<ConfiguratorEntry>> {
        let (decor_id, id) = self.ids(viewer, decor_id, id)?;
        answer(self.client()?.find(decor_id, id).await)
    }

    /// The rendered photos of the configurators of decor `decor_id` or with id `id`.
    pub async fn photos(&self, viewer: &Viewer, decor_id: &str, id: &str) -> AppResult<Vec<ConfiguratorPhoto>> {
        let (decor_id, id) = self.ids(viewer, decor_id, id)?;
        let photos = answer(self.client()?.photos(decor_id, id).await)?;
        // Only web addresses can be shown and imported; anything else the service lists is dropped.
        Ok(photos.into_iter().filter(|p| p.url.starts_with("https://") || p.url.starts_with("http://")).collect())
    }

    /// The configurators' products, of one kind or all.
    pub async fn products(&self, viewer: &Viewer, kind: Option<ProductKind>) -> AppResult<Vec<Product>> {
        viewer.require(&[Role::Admin])?;
        let products = answer(self.client()?.products().await)?;
        Ok(products.into_iter().filter(|p| kind.is_none_or(|k| p.kind == k.as_str())).collect())
    }

    fn ids<'a>(&self, viewer: &Viewer, decor_id: &'a str, id: &'a str) -> AppResult<(&'a str, &'a str)> {
        viewer.require(&[Role::Admin])?;
        let (decor_id, id) = (decor_id.trim(), id.trim());
        if decor_id.is_empty() && id.is_empty() {
            return Err(AppError::BadInput("Enter a Decor ID or a Plan ID to search for.".into()));
        }
        if decor_id.len() > 200 || id.len() > 200 {
            return Err(AppError::BadInput("An id may be at most 200 characters.".into()));
        }
        Ok((decor_id, id))
    }

    fn client(&self) -> AppResult<&Configurator> {
        self.client.as_deref().ok_or_else(|| AppError::Unavailable(NOT_CONFIGURED.into()))
    }
}

/// The service's answer, or `Unavailable` with the cause logged (it is not the admin's to fix).
fn answer<T>(result: anyhow::Result<T>) -> AppResult<T> {
    result.map_err(|error| {
        tracing::warn!(error = format!("{error:#}"), "3D configurator service failed");
        AppError::Unavailable(UNREACHABLE.into())
    })
}
