//! Recommendation rows.

use sqlx::FromRow;

use super::{execute, with_pool};
use crate::domain::recommendations::Recommendation;

super::area_store!(
    /// Recommendations (`recommendations`). Held by `domain`'s Recommendations service alone.
    RecommendationStore
);

#[derive(FromRow)]
struct RecommendationRow {
    id: String,
    title: String,
    image: String,
}

impl RecommendationStore {
    pub async fn get_recommendation(&self, id: &str) -> sqlx::Result<Option<Recommendation>> {
        let row: Option<RecommendationRow> = with_pool!(self, pool => sqlx::query_as(
            "SELECT id, title, image FROM recommendations WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(pool)
        .await?);
        Ok(row.map(|r| Recommendation { id: r.id, title: r.title, image: r.image }))
    }

    pub async fn insert_recommendation(&self, r: &Recommendation, created_at: i64) -> sqlx::Result<()> {
        execute!(
            self,
            "INSERT INTO recommendations (id, title, image, created_at) VALUES ($1, $2, $3, $4)",
            &r.id,
            &r.title,
            &r.image,
            created_at
        )
        .map(|_| ())
    }
}
