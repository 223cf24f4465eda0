//! Contractors: the builders who offer plans.

pub mod service;
pub mod validation;

/// A building company offering plans.
#[derive(Debug, Clone)]
pub struct Contractor {
    /// Contractor id.
    pub id: String,
    /// What an admin entered for it.
    pub details: ContractorInput,
    /// Creation time, epoch milliseconds.
    pub created_at: i64,
    /// Last change, epoch milliseconds.
    pub updated_at: i64,
    /// When an admin removed the contractor, epoch milliseconds; its plans keep naming it.
    pub removed_at: Option<i64>,
}

/// What an admin enters for a contractor (SPEC.md §7.1 `contractorCreate`).
#[derive(Debug, Clone, Default)]
pub struct ContractorInput {
    /// Company name.
    pub name: String,
    /// Name of the chief executive.
    pub ceo: String,
    /// US phone number, formatted (555) 555-5555.
    pub phone: String,
    /// Contact email address.
    pub email: String,
    /// Company website url.
    pub web_site: String,
    /// About the company.
    pub about: String,
    /// Logo image url (at most one).
    pub logo: String,
    /// Photo urls (at most 10).
    pub photos: Vec<String>,
    /// Who recommends this contractor.
    pub recommended_by: Vec<String>,
    /// Free-form specifications.
    pub specifications: serde_json::Value,
}
