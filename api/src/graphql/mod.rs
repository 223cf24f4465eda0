//! The GraphQL schema: thin resolvers that read the viewer, call a service, shape the answer.
//! The GraphQL types live here too, converted from the domain's: the domain knows nothing of
//! GraphQL.

use std::sync::Arc;

use async_graphql::{EmptySubscription, MergedObject, Schema, SchemaBuilder};

mod accounts;
mod api_keys;
mod assistant;
mod configurators;
mod contractors;
mod cost;
mod directories;
mod error;
mod estimates;
mod generation;
mod map_results;
mod map_session;
mod orders;
mod parcel_sources;
mod plan_editing;
mod plan_filters;
mod plan_page;
mod plans;
mod rule_sets;
mod scalars;
mod session;
mod site_visits;
mod templates;
mod users;

pub use error::{GraphqlError, Result};

use crate::domain::accounts::Viewer;
use crate::services::Services;

/// Every query of the API.
#[derive(MergedObject, Default)]
pub struct Query(
    plans::PlanQuery,
    plan_page::PlanPageQuery,
    contractors::ContractorQuery,
    directories::DirectoryQuery,
    templates::TemplateQuery,
    assistant::AssistantQuery,
    configurators::ConfiguratorQuery,
    users::UserQuery,
    map_session::MapSessionQuery,
    map_results::MapResultQuery,
    orders::OrderQuery,
    site_visits::SiteVisitQuery,
    generation::GenerationQuery,
    parcel_sources::ParcelSourceQuery,
    rule_sets::RuleSetQuery,
    api_keys::ApiKeyQuery,
);

/// Every mutation of the API.
#[derive(MergedObject, Default)]
pub struct Mutation(
    session::SessionMutation,
    accounts::AccountMutation,
    users::UserMutation,
    contractors::ContractorMutation,
    plan_editing::PlanMutation,
    templates::TemplateMutation,
    directories::DirectoryMutation,
    map_session::MapSessionMutation,
    map_results::MapResultMutation,
    orders::OrderMutation,
    site_visits::SiteVisitMutation,
    generation::GenerationMutation,
    parcel_sources::ParcelSourceMutation,
    rule_sets::RuleSetMutation,
    api_keys::ApiKeyMutation,
);

pub type ApiSchema = Schema<Query, Mutation, EmptySubscription>;

/// Deep or costly queries beyond these limits are refused before they touch the database.
const MAX_DEPTH: usize = 15;

/// The schema's types and limits, without data: enough to print the SDL.
pub fn schema_builder() -> SchemaBuilder<Query, Mutation, EmptySubscription> {
    Schema::build(Query::default(), Mutation::default(), EmptySubscription)
        .limit_depth(MAX_DEPTH)
        .limit_complexity(cost::MAX_COMPLEXITY)
}

/// Builds the schema over the shared services; the viewer and [`RequestMeta`] are added per
/// request.
pub fn build_schema(services: Arc<Services>, introspection: bool) -> ApiSchema {
    let builder = schema_builder().data(services);
    if introspection {
        builder.finish()
    } else {
        builder.disable_introspection().finish()
    }
}

/// The viewer of the current request, put in the context by the HTTP handler.
fn viewer<'a>(ctx: &async_graphql::Context<'a>) -> &'a Viewer {
    ctx.data_unchecked()
}

fn services<'a>(ctx: &async_graphql::Context<'a>) -> &'a Services {
    ctx.data_unchecked::<Arc<Services>>()
}

/// What the HTTP layer knows of the request that resolvers need.
#[derive(Debug, Clone)]
pub struct RequestMeta {
    /// The caller's IP address, for rate limits.
    pub ip: String,
    /// The session cookie's token, if any (logout ends it).
    pub session_token: Option<String>,
    /// Whether cookies must be `Secure` (the app is served over HTTPS).
    pub secure_cookies: bool,
}

fn request<'a>(ctx: &async_graphql::Context<'a>) -> &'a RequestMeta {
    ctx.data_unchecked()
}
