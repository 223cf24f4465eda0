//! `/api/v1/places/…`: the US states, counties and cities of the places directories
//! (`us-states`, `us-counties`, `us-cities`), by the ids the catalogue's `state`, `county` and
//! `city` filters and a plan's areas use. Counties sit under their state, cities under their
//! county; each list is paged and may be searched by name.

use poem::web::Data;
use poem_openapi::{
    param::{Header, Query},
    types::Example,
    Object, OpenApi,
};

use super::caching::{Freshness, JsonAnswer};
use super::{KeyOrAnonymous, V1Tag};
use crate::domain::directories::{service::ValueLevel, BrowsedValue, MAX_PAGE};
use crate::error::{AppError, AppResult};
use crate::rest::ApiResult;
use crate::state::AppState;

/// Places per page when the caller gives no page size.
const DEFAULT_PAGE_SIZE: i64 = 100;

/// A US state, county or city.
#[derive(Debug, Clone, Object)]
#[oai(rename = "Place", rename_all = "camelCase", example)]
pub struct Place {
    /// Its id: what the catalogue's `state`, `county` and `city` filters and a plan's areas
    /// name.
    pub id: String,
    /// Its name, e.g. 'California', 'Marin County', 'San Rafael'.
    pub name: String,
    /// A state's postal code (`CA`); a county's five-digit FIPS code (`06041`); a city's
    /// state's postal code.
    pub code: String,
    /// The place it lies in: a county's state, a city's county; null for a state.
    #[oai(nullable)]
    pub parent_id: Option<String>,
    /// How many places lie in it: a state's counties, a county's cities.
    pub child_count: i64,
}

/// One page of places, in the directory's order.
#[derive(Debug, Clone, Object)]
#[oai(rename = "PlacePage", rename_all = "camelCase", example)]
pub struct PlacePage {
    /// The places of the page.
    pub items: Vec<Place>,
    /// How many places match in all, on every page.
    pub total_count: i64,
    /// This page's number, from 1.
    pub page: i64,
    /// Places per page.
    pub page_size: i64,
}

impl From<BrowsedValue> for Place {
    fn from(browsed: BrowsedValue) -> Self {
        let value = browsed.value;
        Place {
            id: value.id,
            name: value.name,
            code: value.description,
            parent_id: value.parent_id,
            child_count: browsed.child_count,
        }
    }
}

impl Example for Place {
    fn example() -> Self {
        Place { id: example_state_id(), name: "California".into(), code: "CA".into(), parent_id: None, child_count: 58 }
    }
}

impl Example for PlacePage {
    fn example() -> Self {
        PlacePage { items: vec![Place::example()], total_count: 51, page: 1, page_size: 100 }
    }
}

fn example_state_id() -> String {
    "0193f2a0-5d0e-7a11-8c3b-1e2d3f4a5b6c".into()
}

fn example_state() -> Option<String> {
    Some(example_state_id())
}

fn example_county() -> Option<String> {
    Some("0193f2a0-5d10-7b22-9d4c-2f3e4a5b6c7d".into())
}

fn example_search() -> Option<String> {
    Some("san".into())
}

/// Which places of a directory a page lists.
struct Listing<'a> {
    slug: &'static str,
    level: ValueLevel<'a>,
    search: Option<&'a str>,
    page: Option<i64>,
    page_size: Option<i64>,
}

/// One page of a places directory; an empty one when the directory is not there (a server
/// whose places were never loaded).
async fn places(state: &AppState, listing: Listing<'_>) -> AppResult<PlacePage> {
    let page = listing.page.unwrap_or(1);
    let page_size = listing.page_size.unwrap_or(DEFAULT_PAGE_SIZE);
    if page < 1 {
        return Err(AppError::BadInput("Page must be 1 or more.".into()));
    }
    if !(1..=MAX_PAGE).contains(&page_size) {
        return Err(AppError::BadInput(format!("Page size must be between 1 and {MAX_PAGE}.")));
    }
    let directories = &state.services.directories;
    let Some(directory) = directories.get(None, Some(listing.slug)).await? else {
        return Ok(PlacePage { items: Vec::new(), total_count: 0, page, page_size });
    };
    // A page far past the end is empty, not an overflow.
    let offset = (page - 1).saturating_mul(page_size);
    let values = directories.browse(&directory.id, listing.level, listing.search, offset, page_size).await?;
    let items = values.items.into_iter().map(Place::from).collect();
    Ok(PlacePage { items, total_count: values.total_count, page, page_size })
}

pub struct DirectoriesApi;

#[OpenApi(tag = "V1Tag::Places")]
impl DirectoriesApi {
    /// US states
    ///
    /// The states and the District of Columbia, in the directory's order.
    #[oai(path = "/v1/places/states", method = "get", operation_id = "v1ListStates")]
    async fn states(
        &self,
        Data(state): Data<&AppState>,
        _auth: KeyOrAnonymous,
        /// Only places whose name contains this (any case).
        #[oai(example = "example_search", validator(max_length = 100, pattern = "^[^\\u0000]*$"))]
        search: Query<Option<String>>,
        /// Page number, from 1 (default 1).
        #[oai(validator(minimum(value = "1")))]
        page: Query<Option<i64>>,
        /// Places per page, 1 to 500 (default 100).
        #[oai(name = "pageSize", validator(minimum(value = "1"), maximum(value = "500")))]
        page_size: Query<Option<i64>>,
        /// The `ETag` of a page already held: 304 when it is still the answer.
        #[oai(name = "If-None-Match")]
        if_none_match: Header<Option<String>>,
    ) -> ApiResult<JsonAnswer<PlacePage>> {
        let listing = Listing {
            slug: "us-states",
            level: ValueLevel::Top,
            search: search.0.as_deref(),
            page: page.0,
            page_size: page_size.0,
        };
        let answer = places(state, listing).await?;
        Ok(JsonAnswer::conditional(answer, if_none_match.0.as_deref(), Freshness::Hour))
    }

    /// US counties
    ///
    /// The counties (and county equivalents: boroughs, parishes…) of a state, or of every state
    /// when `state` is left out, in the directory's order.
    #[oai(path = "/v1/places/counties", method = "get", operation_id = "v1ListCounties")]
    #[allow(clippy::too_many_arguments)]
    async fn counties(
        &self,
        Data(state): Data<&AppState>,
        _auth: KeyOrAnonymous,
        /// The state's id (`/api/v1/places/states`).
        #[oai(name = "state", example = "example_state", validator(max_length = 64, pattern = "^[^\\u0000]*$"))]
        state_id: Query<Option<String>>,
        /// Only places whose name contains this (any case).
        #[oai(example = "example_search", validator(max_length = 100, pattern = "^[^\\u0000]*$"))]
        search: Query<Option<String>>,
        /// Page number, from 1 (default 1).
        #[oai(validator(minimum(value = "1")))]
        page: Query<Option<i64>>,
        /// Places per page, 1 to 500 (default 100).
        #[oai(name = "pageSize", validator(minimum(value = "1"), maximum(value = "500")))]
        page_size: Query<Option<i64>>,
        /// The `ETag` of a page already held: 304 when it is still the answer.
        #[oai(name = "If-None-Match")]
        if_none_match: Header<Option<String>>,
    ) -> ApiResult<JsonAnswer<PlacePage>> {
        let listing = Listing {
            slug: "us-counties",
            level: state_id.0.as_deref().map_or(ValueLevel::All, ValueLevel::Under),
            search: search.0.as_deref(),
            page: page.0,
            page_size: page_size.0,
        };
        let answer = places(state, listing).await?;
        Ok(JsonAnswer::conditional(answer, if_none_match.0.as_deref(), Freshness::Hour))
    }

    /// US cities
    ///
    /// The cities of a county, or of every county when `county` is left out, in the directory's
    /// order.
    #[oai(path = "/v1/places/cities", method = "get", operation_id = "v1ListCities")]
    #[allow(clippy::too_many_arguments)]
    async fn cities(
        &self,
        Data(state): Data<&AppState>,
        _auth: KeyOrAnonymous,
        /// The county's id (`/api/v1/places/counties`).
        #[oai(example = "example_county", validator(max_length = 64, pattern = "^[^\\u0000]*$"))]
        county: Query<Option<String>>,
        /// Only places whose name contains this (any case).
        #[oai(example = "example_search", validator(max_length = 100, pattern = "^[^\\u0000]*$"))]
        search: Query<Option<String>>,
        /// Page number, from 1 (default 1).
        #[oai(validator(minimum(value = "1")))]
        page: Query<Option<i64>>,
        /// Places per page, 1 to 500 (default 100).
        #[oai(name = "pageSize", validator(minimum(value = "1"), maximum(value = "500")))]
        page_size: Query<Option<i64>>,
        /// The `ETag` of a page already held: 304 when it is still the answer.
        #[oai(name = "If-None-Match")]
        if_none_match: Header<Option<String>>,
    ) -> ApiResult<JsonAnswer<PlacePage>> {
        let listing = Listing {
            slug: "us-cities",
            level: county.0.as_deref().map_or(ValueLevel::All, ValueLevel::Under),
            search: search.0.as_deref(),
            page: page.0,
            page_size: page_size.0,
        };
        let answer = places(state, listing).await?;
        Ok(JsonAnswer::conditional(answer, if_none_match.0.as_deref(), Freshness::Hour))
    }
}
