//! Contractor queries and the contractor as GraphQL publishes it.

use async_graphql::{Context, Json, Object, SimpleObject, ID};

use super::scalars::Timestamp;
use super::{services, viewer, Result};
use crate::domain::contractors as domain;

#[derive(Default)]
pub struct ContractorQuery;

#[Object]
impl ContractorQuery {
    /// Every contractor not removed, by name.
    async fn contractors(&self, ctx: &Context<'_>) -> Result<Vec<Contractor>> {
        Ok(services(ctx).contractors.list().await?.into_iter().map(Contractor::from).collect())
    }

    /// A contractor by id, removed or not (see `removedAt`); `null` when there is none.
    async fn contractor(&self, ctx: &Context<'_>, id: ID) -> Result<Option<Contractor>> {
        Ok(services(ctx).contractors.get(&id).await?.map(Contractor::from))
    }
}

#[derive(Default)]
pub struct ContractorMutation;

#[Object]
impl ContractorMutation {
    /// Adds a contractor. Admins only. The rules and messages of SPEC.md §5: 'Please enter
    /// company name', a valid email, phone `(555) 555-5555` ('Please enter a valid US phone
    /// number'), website a url ('Please enter a valid URL'), one logo and at most 10 photos
    /// (uploaded images).
    #[allow(clippy::too_many_arguments)]
    async fn contractor_create(
        &self,
        ctx: &Context<'_>,
        name: String,
        ceo: Option<String>,
        phone: Option<String>,
        email: String,
        web_site: Option<String>,
        about: Option<String>,
        logo: Option<String>,
        photos: Option<Vec<String>>,
        recommended_by: Option<Vec<String>>,
        specifications: Option<Json<serde_json::Value>>,
    ) -> Result<Contractor> {
        let fields = ContractorFields { name, ceo, phone, email, web_site, about, logo, photos, recommended_by };
        let input = fields.into_input(specifications);
        Ok(services(ctx).contractors.create(viewer(ctx), input).await?.into())
    }

    /// Changes a contractor (every field is replaced; one left out is emptied). Admins only; the rules of
    /// `contractorCreate`. A removed contractor cannot be changed ('Contractor not found').
    #[allow(clippy::too_many_arguments)]
    async fn contractor_update(
        &self,
        ctx: &Context<'_>,
        id: ID,
        name: String,
        ceo: Option<String>,
        phone: Option<String>,
        email: String,
        web_site: Option<String>,
        about: Option<String>,
        logo: Option<String>,
        photos: Option<Vec<String>>,
        recommended_by: Option<Vec<String>>,
        specifications: Option<Json<serde_json::Value>>,
    ) -> Result<Contractor> {
        let fields = ContractorFields { name, ceo, phone, email, web_site, about, logo, photos, recommended_by };
        let input = fields.into_input(specifications);
        Ok(services(ctx).contractors.update(viewer(ctx), &id, input).await?.into())
    }

    /// Removes a contractor. Admins only. Its plans keep working and show it as removed
    /// (`removedAt`); it leaves the contractor list and the plan form's choices.
    async fn remove_contractor(&self, ctx: &Context<'_>, id: ID) -> Result<bool> {
        services(ctx).contractors.remove(viewer(ctx), &id).await?;
        Ok(true)
    }
}

/// The arguments `contractorCreate` and `contractorUpdate` share; a field left out is empty.
struct ContractorFields {
    name: String,
    ceo: Option<String>,
    phone: Option<String>,
    email: String,
    web_site: Option<String>,
    about: Option<String>,
    logo: Option<String>,
    photos: Option<Vec<String>>,
    recommended_by: Option<Vec<String>>,
}

impl ContractorFields {
    fn into_input(self, specifications: Option<Json<serde_json::Value>>) -> domain::ContractorInput {
        domain::ContractorInput {
            name: self.name,
            ceo: self.ceo.unwrap_or_default(),
            phone: self.phone.unwrap_or_default(),
            email: self.email,
            web_site: self.web_site.unwrap_or_default(),
            about: self.about.unwrap_or_default(),
            logo: self.logo.unwrap_or_default(),
            photos: self.photos.unwrap_or_default(),
            recommended_by: self.recommended_by.unwrap_or_default(),
            specifications: specifications.map(|s| s.0).unwrap_or_default(),
        }
    }
}

/// A building company offering plans.
#[derive(Debug, Clone, SimpleObject)]
#[graphql(complex)]
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
    /// When an admin removed it; `null` while it offers plans.
    pub removed_at: Option<Timestamp>,
}

#[async_graphql::ComplexObject]
impl Contractor {
    /// How many plans (hidden ones too) name this contractor: what removing it touches. Admins
    /// only.
    async fn plan_count(&self, ctx: &Context<'_>) -> Result<i64> {
        Ok(services(ctx).plans.count_of_contractor(viewer(ctx), &self.id).await?)
    }
}

impl From<domain::Contractor> for Contractor {
    fn from(c: domain::Contractor) -> Self {
        let details = c.details;
        Contractor {
            id: c.id,
            name: details.name,
            ceo: details.ceo,
            phone: details.phone,
            email: details.email,
            web_site: details.web_site,
            about: details.about,
            logo: details.logo,
            photos: details.photos,
            recommended_by: details.recommended_by,
            specifications: Json(details.specifications),
            created_at: Timestamp(c.created_at),
            updated_at: Timestamp(c.updated_at),
            removed_at: c.removed_at.map(Timestamp),
        }
    }
}
