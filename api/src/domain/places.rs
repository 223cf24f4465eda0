//! Finding a property by its address, through the configured geocoder.

use crate::adapters::geocoder::{Geocoder, Place};
use crate::error::{AppError, AppResult};

/// Longest address accepted, characters.
pub const MAX_QUERY: usize = 200;

pub struct Places {
    geocoder: Geocoder,
}

impl Places {
    pub fn new(geocoder: Geocoder) -> Places {
        Places { geocoder }
    }

    /// Places in the US matching `query`, best first (empty when none match). An unreachable
    /// geocoder is `Unavailable`: the map still lets the homeowner place the lot by hand.
    pub async fn search(&self, query: &str) -> AppResult<Vec<Place>> {
        let query = query.trim();
        if query.is_empty() || query.chars().count() > MAX_QUERY {
            return Err(AppError::BadInput(format!("Enter an address of 1 to {MAX_QUERY} characters.")));
        }
        self.geocoder.search(query).await.map_err(|err| {
            tracing::warn!(error = %format!("{err:#}"), "geocoder unavailable");
            AppError::Unavailable(
                "Address search is unavailable right now. You can still place your property by tapping the map.".into(),
            )
        })
    }
}
