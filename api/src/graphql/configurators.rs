//! The 3D configurator service through the API (admins only): the plan form's configurator and
//! photo finders, and the products page.

use async_graphql::{Context, Enum, Object, SimpleObject};

use super::{services, viewer, Result};
use crate::adapters::configurator as service;
use crate::domain::configurators::ProductKind;

#[derive(Default)]
pub struct ConfiguratorQuery;

#[Object]
impl ConfiguratorQuery {
    /// The configurators made for decor `decorId` or with id `id` (give at least one). Admins
    /// only. `UNAVAILABLE` when the service is not configured or cannot be reached.
    async fn find_configurator(
        &self,
        ctx: &Context<'_>,
        decor_id: Option<String>,
        id: Option<String>,
    ) -> Result<Vec<Configurator>> {
        let (decor_id, id) = (decor_id.unwrap_or_default(), id.unwrap_or_default());
        let found = services(ctx).configurators.find(viewer(ctx), &decor_id, &id).await?;
        Ok(found.into_iter().map(Configurator::from).collect())
    }

    /// The rendered photos of the configurators of decor `decorId` or with id `id`, to add to
    /// a plan's gallery. Admins only.
    async fn find_photos(
        &self,
        ctx: &Context<'_>,
        decor_id: Option<String>,
        id: Option<String>,
    ) -> Result<Vec<ConfiguratorPhoto>> {
        let (decor_id, id) = (decor_id.unwrap_or_default(), id.unwrap_or_default());
        let photos = services(ctx).configurators.photos(viewer(ctx), &decor_id, &id).await?;
        Ok(photos.into_iter().map(|p| ConfiguratorPhoto { url: p.url, name: p.name }).collect())
    }

    /// The configurators' products, of one type or all. Admins only.
    async fn products_of_configurators(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "type")] kind: Option<ProductType>,
    ) -> Result<ProductList> {
        let products = services(ctx).configurators.products(viewer(ctx), kind.map(ProductKind::from)).await?;
        Ok(ProductList { list: products.into_iter().map(Product::from).collect() })
    }
}

/// A configurator: a 3D model of a plan in the configurator service.
#[derive(Debug, Clone, SimpleObject)]
pub struct Configurator {
    /// The configurator's id (a plan's Plan ID).
    #[graphql(name = "_id")]
    pub id: String,
    pub name: String,
    /// The product it builds.
    pub product: String,
    /// When it was made, as the service writes it (ISO 8601).
    pub created_at: String,
}

impl From<service::ConfiguratorEntry> for Configurator {
    fn from(c: service::ConfiguratorEntry) -> Self {
        Configurator { id: c.id, name: c.name, product: c.product, created_at: c.created_at }
    }
}

/// A rendered picture of a configurator.
#[derive(Debug, Clone, SimpleObject)]
pub struct ConfiguratorPhoto {
    pub url: String,
    pub name: String,
}

/// The kinds of product the configurators offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum ProductType {
    Objects,
    Materials,
    MaterialsFromOptions,
}

impl From<ProductType> for ProductKind {
    fn from(t: ProductType) -> Self {
        match t {
            ProductType::Objects => ProductKind::Objects,
            ProductType::Materials => ProductKind::Materials,
            ProductType::MaterialsFromOptions => ProductKind::MaterialsFromOptions,
        }
    }
}

/// The configurators' products.
#[derive(Debug, Clone, SimpleObject)]
pub struct ProductList {
    pub list: Vec<Product>,
}

/// A product (object or material) of the configurators.
#[derive(Debug, Clone, SimpleObject)]
pub struct Product {
    pub id: String,
    pub name: String,
    /// `objects`, `materials` or `materialsFromOptions`, as the service names it.
    #[graphql(name = "type")]
    pub kind: String,
    pub avatar: ProductAvatar,
    pub data: ProductData,
}

#[derive(Debug, Clone, SimpleObject)]
pub struct ProductAvatar {
    /// The small picture's url.
    pub small: Option<String>,
}

#[derive(Debug, Clone, SimpleObject)]
pub struct ProductData {
    /// Dollars.
    pub price: Option<f64>,
    /// Dollars of labour.
    pub labor: Option<f64>,
}

impl From<service::Product> for Product {
    fn from(p: service::Product) -> Self {
        Product {
            id: p.id,
            name: p.name,
            kind: p.kind,
            avatar: ProductAvatar { small: p.avatar.small },
            data: ProductData { price: p.data.price, labor: p.data.labor },
        }
    }
}
