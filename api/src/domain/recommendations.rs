//! Recommendations: a titled picture the product shows homeowners (e.g. a suggested builder
//! or plan collection). Public to read.

use crate::error::AppResult;
use crate::store::{recommendations::RecommendationStore, Store};

#[derive(Debug, Clone, PartialEq)]
pub struct Recommendation {
    pub id: String,
    pub title: String,
    /// Image url.
    pub image: String,
}

pub struct Recommendations {
    store: RecommendationStore,
}

impl Recommendations {
    pub fn new(store: &Store) -> Recommendations {
        Recommendations { store: store.recommendations() }
    }

    /// A recommendation by id, if any.
    pub async fn get(&self, id: &str) -> AppResult<Option<Recommendation>> {
        Ok(self.store.get_recommendation(id).await?)
    }
}
