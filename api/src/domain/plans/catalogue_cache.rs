//! Catalogue answers kept in memory, under the catalogue version they were read at.
//!
//! Every change to a plan or its areas bumps the version in the same transaction (a database
//! trigger), and each lookup reads the version first (one row, one statement instead of the
//! count, the page and its areas), so an answer is reused only while no plan has changed since —
//! on this instance or any other. A new version empties the cache. The number of matches is kept
//! apart from the pages, so a deeper page of a list already counted does not count it again.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::{Page, PlanFilters, PlanList};

/// Answers kept at most: a catalogue is browsed through a few filter combinations, and a page of
/// plans with their drawings weighs a few hundred kilobytes.
const MAX_ENTRIES: usize = 128;
/// Counts kept at most (a number each).
const MAX_COUNTS: usize = 4096;

#[derive(Default)]
pub struct CatalogueCache {
    entries: Mutex<Entries>,
}

#[derive(Default)]
struct Entries {
    version: i64,
    answers: HashMap<String, Arc<PlanList>>,
    /// Matches of each filter, whatever the page.
    counts: HashMap<String, i64>,
}

impl CatalogueCache {
    /// The answer to `filters` and `page` read at `version`, if kept.
    pub fn get(&self, version: i64, filters: &PlanFilters, page: Page) -> Option<Arc<PlanList>> {
        let entries = self.entries.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        (entries.version == version).then(|| entries.answers.get(&key(filters, page)).cloned()).flatten()
    }

    /// How many plans match `filters` at `version`, if an answer told it.
    pub fn count(&self, version: i64, filters: &PlanFilters) -> Option<i64> {
        let entries = self.entries.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        (entries.version == version).then(|| entries.counts.get(&count_key(filters)).copied()).flatten()
    }

    /// Keeps an answer read after the catalogue was at `version`.
    pub fn put(&self, version: i64, filters: &PlanFilters, page: Page, answer: Arc<PlanList>) {
        let mut entries = self.entries.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if version < entries.version {
            // Read before a change another request has already seen: not worth keeping.
            return;
        }
        let newer = version > entries.version;
        if newer || entries.answers.len() >= MAX_ENTRIES {
            entries.answers.clear();
        }
        if newer || entries.counts.len() >= MAX_COUNTS {
            entries.counts.clear();
        }
        entries.version = version;
        entries.counts.insert(count_key(filters), answer.total_count);
        entries.answers.insert(key(filters, page), answer);
    }
}

fn key(filters: &PlanFilters, page: Page) -> String {
    format!("{filters:?}|{page:?}")
}

/// The filters without their page: every page of a list has the same count.
fn count_key(filters: &PlanFilters) -> String {
    format!("{:?}", PlanFilters { page: None, page_size: None, ..filters.clone() })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(total: i64) -> Arc<PlanList> {
        Arc::new(PlanList { items: Vec::new(), total_count: total })
    }

    const PAGE: Page = Page { number: 1, size: 20 };

    #[test]
    fn an_answer_is_reused_only_at_its_version() {
        let cache = CatalogueCache::default();
        let filters = PlanFilters::default();
        cache.put(3, &filters, PAGE, list(41));
        assert_eq!(cache.get(3, &filters, PAGE).map(|l| l.total_count), Some(41));
        assert!(cache.get(4, &filters, PAGE).is_none(), "a plan changed since");
        assert!(cache.get(3, &filters, Page { number: 2, size: 20 }).is_none(), "another page");
        let sheds = PlanFilters { pre_approved: Some(true), ..PlanFilters::default() };
        assert!(cache.get(3, &sheds, PAGE).is_none(), "other filters");
    }

    #[test]
    fn a_count_serves_every_page_of_its_filters_at_its_version() {
        let cache = CatalogueCache::default();
        let filters = PlanFilters { page: Some(1), ..PlanFilters::default() };
        cache.put(3, &filters, PAGE, list(41));
        assert_eq!(cache.count(3, &PlanFilters { page: Some(7), ..filters.clone() }), Some(41));
        assert_eq!(cache.count(4, &filters), None);
        let sheds = PlanFilters { pre_approved: Some(true), ..PlanFilters::default() };
        assert_eq!(cache.count(3, &sheds), None);
    }

    #[test]
    fn a_new_version_empties_the_cache_and_an_older_read_is_not_kept() {
        let cache = CatalogueCache::default();
        let filters = PlanFilters::default();
        cache.put(3, &filters, PAGE, list(41));
        cache.put(4, &filters, Page { number: 2, size: 20 }, list(42));
        assert!(cache.get(3, &filters, PAGE).is_none());
        cache.put(3, &filters, PAGE, list(41));
        assert!(cache.get(4, &filters, PAGE).is_none(), "a read of version 3 is not an answer at 4");
        assert_eq!(cache.count(4, &filters), Some(42), "the counts of version 3 went with it");
    }
}
