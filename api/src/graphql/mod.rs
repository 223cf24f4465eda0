//! The GraphQL schema: thin resolvers that read the viewer, call the domain, shape the answer.

use async_graphql::{EmptySubscription, MergedObject, Schema, SchemaBuilder};

mod contractors;
mod plans;
mod session;

/// Every query of the API.
#[derive(MergedObject, Default)]
pub struct Query(plans::PlanQuery, contractors::ContractorQuery);

/// Every mutation of the API.
#[derive(MergedObject, Default)]
pub struct Mutation(session::SessionMutation);

pub type ApiSchema = Schema<Query, Mutation, EmptySubscription>;

/// Deep or wide queries beyond these limits are refused before they touch the database.
const MAX_DEPTH: usize = 15;
const MAX_COMPLEXITY: usize = 2_000;

/// The schema's types and limits, without data: enough to print the SDL.
pub fn schema_builder() -> SchemaBuilder<Query, Mutation, EmptySubscription> {
    Schema::build(Query::default(), Mutation::default(), EmptySubscription)
        .limit_depth(MAX_DEPTH)
        .limit_complexity(MAX_COMPLEXITY)
}

/// Builds the schema; `store` is shared by every request, the viewer is added per request.
pub fn build_schema(store: crate::store::Store, introspection: bool) -> ApiSchema {
    let builder = schema_builder().data(store);
    if introspection {
        builder.finish()
    } else {
        builder.disable_introspection().finish()
    }
}

/// The viewer of the current request, put in the context by the HTTP handler.
fn viewer<'a>(ctx: &async_graphql::Context<'a>) -> &'a crate::domain::accounts::Viewer {
    ctx.data_unchecked()
}

fn store<'a>(ctx: &async_graphql::Context<'a>) -> &'a crate::store::Store {
    ctx.data_unchecked()
}
