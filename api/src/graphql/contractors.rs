//! Contractor queries and the contractor as GraphQL publishes it.

use async_graphql::{Context, Json, Object, SimpleObject, ID};

use super::scalars::Timestamp;
use super::{services, Result};
use crate::domain::contractors as domain;

#[derive(Default)]
pub struct ContractorQuery;

#[Object]
impl ContractorQuery {
    /// Every contractor, by name.
    async fn contractors(&self, ctx: &Context<'_>) -> Result<Vec<Contractor>> {
        Ok(services(ctx).contractors.list().await?.into_iter().map(Contractor::from).collect())
    }

    /// A contractor by id; `null` when there is none.
    async fn contractor(&self, ctx: &Context<'_>, id: ID) -> Result<Option<Contractor>> {
        Ok(services(ctx).contractors.get(&id).await?.map(Contractor::from))
    }
}

/// A building company offering plans.
#[derive(Debug, Clone, SimpleObject)]
pub struct Contractor {
    /// Contractor id.
    pub id: String,
    /// Company name.
    pub name: String,
    /// Name of the chief executive.
    pub ceo: String,
    /// US phone number, formatted (555) 555-5555.
    pub phone: String,
    /// Contact email address.
    pub email: String,
    /// Company website url.
    pub web_site: String,
    /// About the company.
    pub about: String,
    /// Logo image url (at most one).
    pub logo: String,
    /// Photo urls (at most 10).
    pub photos: Vec<String>,
    /// Who recommends this contractor.
    pub recommended_by: Vec<String>,
    /// Free-form specifications.
    pub specifications: Json<serde_json::Value>,
    /// Creation time.
    pub created_at: Timestamp,
    /// Last change.
    pub updated_at: Timestamp,
}

impl From<domain::Contractor> for Contractor {
    fn from(c: domain::Contractor) -> Self {
        Contractor {
            id: c.id,
            name: c.name,
            ceo: c.ceo,
            phone: c.phone,
            email: c.email,
            web_site: c.web_site,
            about: c.about,
            logo: c.logo,
            photos: c.photos,
            recommended_by: c.recommended_by,
            specifications: Json(c.specifications),
            created_at: Timestamp(c.created_at),
            updated_at: Timestamp(c.updated_at),
        }
    }
}
