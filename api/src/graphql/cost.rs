//! What a query costs against the complexity limit. Each field costs 1, and a list costs its
//! item's fields once per item it may return: 400 aliases of a 100-plan page cost what their
//! 40,000 plans would, and are refused before they run. The limit sits far above what the web
//! app asks (a catalogue page of 20 plans with their card fields costs about 600), documented in
//! the README for integrators.

use crate::domain::plans::{DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE};

/// The most a query may cost.
pub const MAX_COMPLEXITY: usize = 5_000;

/// The cost of a page of `size` items (default and maximum as the catalogue's).
pub fn page(size: Option<i64>, item: usize) -> usize {
    per_item(size.unwrap_or(DEFAULT_PAGE_SIZE).clamp(1, MAX_PAGE_SIZE), item)
}

/// The cost of a list of `count` items, each costing `item`.
pub fn per_item(count: i64, item: usize) -> usize {
    usize::try_from(count.max(1)).unwrap_or(usize::MAX).saturating_mul(item)
}
