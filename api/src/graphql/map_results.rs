//! Saved placements: save one, list one's own, and (admins) anyone's.

use async_graphql::{Context, Object, Result, SimpleObject, ID};

use super::{guard::require_role, store};
use crate::domain::accounts::Role;
use crate::domain::map_results::{self, MapResult, MapResultInput};
use crate::error::{gql, AppError};
use crate::media::MediaDir;

/// One page of saved placements and how many there are in all.
#[derive(Debug, Clone, SimpleObject)]
pub struct MapResultList {
    pub items: Vec<MapResult>,
    pub total_count: i64,
}

fn page(page: i64, page_size: i64) -> Result<(i64, i64)> {
    if page < 1 || !(1..=100).contains(&page_size) {
        return Err(gql(AppError::BadInput("Page must be 1 or more and page size between 1 and 100.".into())));
    }
    Ok((page_size, (page - 1) * page_size))
}

async fn list(ctx: &Context<'_>, user_id: &str, page_number: i64, page_size: i64) -> Result<MapResultList> {
    let (limit, offset) = page(page_number, page_size)?;
    let (rows, total_count) = store(ctx).map_results_of(user_id, limit, offset).await.map_err(gql)?;
    Ok(MapResultList { items: rows.into_iter().map(MapResult::from).collect(), total_count })
}

#[derive(Default)]
pub struct MapResultQuery;

#[Object]
impl MapResultQuery {
    /// The signed-in user's saved placements, newest first (My Plans shows 10 per page).
    async fn map_results(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 1)] page: i64,
        #[graphql(default = 10)] page_size: i64,
    ) -> Result<MapResultList> {
        let user = require_role(ctx, &[])?;
        list(ctx, &user.id, page, page_size).await
    }

    /// A user's saved placements. Admins, or the user themselves.
    async fn map_user_results(
        &self,
        ctx: &Context<'_>,
        user: ID,
        #[graphql(default = 1)] page: i64,
        #[graphql(default = 10)] page_size: i64,
    ) -> Result<MapResultList> {
        let viewer = require_role(ctx, &[])?;
        if viewer.id != user.0 && viewer.role != Role::Admin {
            return Err(gql(AppError::Forbidden));
        }
        list(ctx, &user, page, page_size).await
    }
}

#[derive(Default)]
pub struct MapResultMutation;

#[Object]
impl MapResultMutation {
    /// Saves the signed-in user's placement of a plan with its fit figures and a snapshot.
    async fn map_result_create(&self, ctx: &Context<'_>, input: MapResultInput) -> Result<MapResult> {
        let user = require_role(ctx, &[])?;
        map_results::save(store(ctx), ctx.data_unchecked::<MediaDir>(), user, input).await.map_err(gql)
    }
}
