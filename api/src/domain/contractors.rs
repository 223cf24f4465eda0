//! Contractors: the builders who offer plans.

use async_graphql::{SimpleObject, Json};

/// A building company offering plans.
#[derive(Debug, Clone, SimpleObject)]
pub struct Contractor {
    pub id: String,
    pub name: String,
    pub ceo: String,
    /// US phone number, formatted (555) 555-5555.
    pub phone: String,
    pub email: String,
    pub web_site: String,
    pub about: String,
    /// Logo image url (at most one).
    pub logo: String,
    /// Photo urls (at most 10).
    pub photos: Vec<String>,
    /// Who recommends this contractor.
    pub recommended_by: Vec<String>,
    /// Free-form specifications.
    pub specifications: Json<serde_json::Value>,
    pub created_at: i64,
    pub updated_at: i64,
}
