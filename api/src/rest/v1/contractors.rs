//! `/api/v1/contractors…`: the builders who offer plans, by what the public plan page shows of
//! them. Their contact person, phone and email are the back office's (SPEC.md §2.4 shows them on
//! the admin plan detail only) and are not published here.

use poem::web::Data;
use poem_openapi::{
    param::{Header, Path},
    types::Example,
    Object, OpenApi,
};

use super::caching::{Freshness, JsonAnswer};
use super::{KeyOrAnonymous, V1Tag};
use crate::domain::contractors::{self as domain, service::NOT_FOUND};
use crate::error::AppError;
use crate::rest::ApiResult;
use crate::state::AppState;

/// A building company offering plans (its public fields).
#[derive(Debug, Clone, Object)]
#[oai(rename = "PublicContractor", rename_all = "camelCase", example)]
pub struct PublicContractor {
    /// Contractor id, as plans name it (`contractorId`).
    pub id: String,
    /// Company name.
    pub name: String,
    /// About the company.
    pub about: String,
    /// Company website; empty when none.
    pub web_site: String,
    /// Logo image url; empty when none.
    pub logo: String,
    /// Photo urls of the company's work, at most 10.
    pub photos: Vec<String>,
    /// Who recommends this contractor.
    pub recommended_by: Vec<String>,
    /// When it was added, milliseconds since 1970-01-01T00:00:00Z.
    pub created_at: i64,
    /// When it last changed, milliseconds since 1970-01-01T00:00:00Z.
    pub updated_at: i64,
    /// When it stopped offering plans (its plans keep naming it), milliseconds since
    /// 1970-01-01T00:00:00Z; null while it offers plans. The list leaves removed contractors
    /// out.
    #[oai(nullable)]
    pub removed_at: Option<i64>,
}

/// Every contractor offering plans.
#[derive(Debug, Clone, Object)]
#[oai(rename = "ContractorList", rename_all = "camelCase", example)]
pub struct ContractorList {
    /// The contractors, by name.
    pub items: Vec<PublicContractor>,
}

impl From<domain::Contractor> for PublicContractor {
    fn from(contractor: domain::Contractor) -> Self {
        let details = contractor.details;
        PublicContractor {
            id: contractor.id,
            name: details.name,
            about: details.about,
            web_site: details.web_site,
            logo: details.logo,
            photos: details.photos,
            recommended_by: details.recommended_by,
            created_at: contractor.created_at,
            updated_at: contractor.updated_at,
            removed_at: contractor.removed_at,
        }
    }
}

impl Example for PublicContractor {
    fn example() -> Self {
        PublicContractor {
            id: example_contractor_id(),
            name: "Cedar & Stone Builders".into(),
            about: "Family builder of cottages and ADUs across the Bay Area since 1998.".into(),
            web_site: "https://cedarandstone.example.com".into(),
            logo: "/media/images/0194a6c0-71d2-7c05-b3e4-8f9a0b1c2d3e/compressed.webp".into(),
            photos: vec!["/media/images/0194a6c0-7a31-7e46-9c2d-1a2b3c4d5e6f/compressed.webp".into()],
            recommended_by: vec!["Marin Housing Council".into()],
            created_at: 1_735_689_600_000,
            updated_at: 1_736_899_200_000,
            removed_at: None,
        }
    }
}

impl Example for ContractorList {
    fn example() -> Self {
        ContractorList { items: vec![PublicContractor::example()] }
    }
}

fn example_contractor_id() -> String {
    "0194a6c1-8e20-7f31-a4b2-5c6d7e8f9a0b".into()
}

pub struct ContractorsApi;

#[OpenApi(tag = "V1Tag::Contractors")]
impl ContractorsApi {
    /// Contractors
    ///
    /// Every contractor offering plans, by name (removed ones are left out).
    #[oai(path = "/v1/contractors", method = "get", operation_id = "v1ListContractors")]
    async fn contractors(
        &self,
        Data(state): Data<&AppState>,
        _auth: KeyOrAnonymous,
        /// The `ETag` of the list already held: 304 when it is still the answer.
        #[oai(name = "If-None-Match")]
        if_none_match: Header<Option<String>>,
    ) -> ApiResult<JsonAnswer<ContractorList>> {
        let items = state.services.contractors.list().await?.into_iter().map(PublicContractor::from).collect();
        Ok(JsonAnswer::conditional(ContractorList { items }, if_none_match.0.as_deref(), Freshness::Minute))
    }

    /// One contractor
    ///
    /// The contractor a plan names, removed or not (see `removedAt`). 404 'Contractor not found'
    /// when there is none.
    #[oai(path = "/v1/contractors/:id", method = "get", operation_id = "v1GetContractor")]
    async fn contractor(
        &self,
        Data(state): Data<&AppState>,
        _auth: KeyOrAnonymous,
        /// Contractor id.
        #[oai(example = "example_contractor_id", validator(max_length = 64, pattern = "^[^\\u0000]*$"))]
        id: Path<String>,
        /// The `ETag` of the contractor already held: 304 when it is still the answer.
        #[oai(name = "If-None-Match")]
        if_none_match: Header<Option<String>>,
    ) -> ApiResult<JsonAnswer<PublicContractor>> {
        let contractor =
            state.services.contractors.get(&id).await?.ok_or_else(|| AppError::NotFound(NOT_FOUND.into()))?;
        Ok(JsonAnswer::conditional(PublicContractor::from(contractor), if_none_match.0.as_deref(), Freshness::Minute))
    }
}
