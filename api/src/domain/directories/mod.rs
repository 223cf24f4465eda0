//! Directories: named lists of values such as US states, counties and cities, which plans use
//! to say where they may be built and where they are pre-approved. A value may have a parent
//! in its own directory or in another: the seeded counties and cities each name their state
//! of `us-states` (the city data names no county).

pub mod service;
pub mod validation;

/// Most ids one lookup resolves; a plan names far fewer areas.
pub const MAX_IDS: usize = 500;
/// Most values one page of browsing answers.
pub const MAX_PAGE: i64 = 500;

/// A named list of values.
#[derive(Debug, Clone, PartialEq)]
pub struct Directory {
    pub id: String,
    /// Display name, e.g. "US states".
    pub name: String,
    /// Stable name code refers to, e.g. `us-states`.
    pub slug: String,
    /// How many values it has.
    pub value_count: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

/// A value of a directory, as the plan page shows pre-approved areas.
#[derive(Debug, Clone, PartialEq)]
pub struct DirectoryValue {
    /// Value id.
    pub id: String,
    /// Display name, e.g. "California".
    pub name: String,
    /// Short description, e.g. the state code.
    pub description: String,
    /// The value it belongs under (a county's state), in this directory or another.
    pub parent_id: Option<String>,
}

/// Where a directory value sits: its parent and its directory's slug (`us-states`, ...).
#[derive(Debug, Clone)]
pub struct ValuePlace {
    pub id: String,
    pub parent_id: Option<String>,
    pub slug: String,
}

/// A value while browsing, with how many values sit under it.
#[derive(Debug, Clone, PartialEq)]
pub struct BrowsedValue {
    pub value: DirectoryValue,
    pub child_count: i64,
}

/// One page of values.
#[derive(Debug, Clone, PartialEq)]
pub struct ValuePage {
    pub items: Vec<BrowsedValue>,
    /// Values matching, on every page.
    pub total_count: i64,
}

/// What an admin enters for a directory (SPEC.md §7.1 `createDirectory`).
#[derive(Debug, Clone, Default)]
pub struct DirectoryInput {
    pub name: String,
    pub slug: String,
    /// Every value of the directory; `None` on an update leaves the values as they are.
    pub values: Option<Vec<ValueInput>>,
}

/// A value as an admin enters it.
#[derive(Debug, Clone, Default)]
pub struct ValueInput {
    /// The value's id when it exists already (kept, with whatever names it); new otherwise.
    pub id: Option<String>,
    pub name: String,
    pub description: String,
    pub parent_id: Option<String>,
}
