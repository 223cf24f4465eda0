//! Site visits: a homeowner's guided questionnaire about their property (SPEC.md §2.5), answered
//! on a phone one answer at a time. The questions are a versioned template (`template`); each
//! answer is checked against its question (`answers`) and map answers against the lot
//! (`parcel`). A user reads and changes only their own visits; admins read every visit.

pub mod answers;
pub mod parcel;
pub mod report;
pub mod service;
pub mod template;

use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use service::SiteVisits;

/// SPEC.md §8's answer for a visit that is not there or not the viewer's.
pub const NOT_FOUND: &str = "Visit not found — The requested visit does not exist or has been deleted.";

/// Where the visited property is.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct VisitPlace {
    pub address: String,
    /// Longitude, latitude of the address.
    pub coordinates: Option<(f64, f64)>,
    pub city: String,
    pub state: String,
    pub county: String,
    /// The lot's corners (longitude, latitude), when the visit began from a saved placement.
    pub lot: Vec<(f64, f64)>,
}

/// A visit as stored, without its answers.
#[derive(Debug, Clone, PartialEq)]
pub struct SiteVisit {
    pub id: String,
    pub user_id: String,
    pub title: String,
    pub place: VisitPlace,
    /// The photo shown on the visit's card: the user's choice, else the first photo answered.
    pub preview: Option<Value>,
    /// The template version the visit is answered on.
    pub template_version: i32,
    pub submitted_at: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
}

/// One question's answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    pub question_id: String,
    pub value: Value,
    /// Problems found with a map answer (outside the lot…), for the person to confirm.
    pub warnings: Vec<String>,
    /// When it was given, on the answering device's clock (an offline answer keeps its time).
    pub answered_at: i64,
}

/// How far a visit is: answered questions, and the required ones still missing.
#[derive(Debug, Clone, PartialEq)]
pub struct Progress {
    pub answered: usize,
    pub total: usize,
    /// Required questions without an answer, in questionnaire order: (question id, title, category id).
    pub missing: Vec<(String, String, String)>,
    /// Per category: (category id, answered, total).
    pub categories: Vec<(String, usize, usize)>,
}
