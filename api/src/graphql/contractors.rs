//! Contractor queries.

use async_graphql::{Context, Object, Result, ID};

use super::store;
use crate::domain::contractors::Contractor;
use crate::error::gql;

#[derive(Default)]
pub struct ContractorQuery;

#[Object]
impl ContractorQuery {
    /// Every contractor, by name.
    async fn contractors(&self, ctx: &Context<'_>) -> Result<Vec<Contractor>> {
        store(ctx).list_contractors().await.map_err(gql)
    }

    /// A contractor by id; `null` when there is none.
    async fn contractor(&self, ctx: &Context<'_>, id: ID) -> Result<Option<Contractor>> {
        store(ctx).get_contractor(&id).await.map_err(gql)
    }
}
