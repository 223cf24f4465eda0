//! Catalogue answers kept in memory, under the catalogue version they were read at.
//!
//! Every change to a plan or its areas bumps the version in the same transaction (a database
//! trigger), and each lookup reads the version first (one row, one statement instead of the
//! count, the page and its areas), so an answer is reused only while no plan has changed since —
//! on this instance or any other. A new version empties the cache. The number of matches is kept
//! apart from the pages, so a deeper page of a list already counted does not count it again.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::{Page, PlanFilters, PlanList, PlanSize};

/// Answers kept at most: a catalogue is browsed through a few filter combinations, and a page of
/// plans with their drawings weighs a few hundred kilobytes.
const MAX_ENTRIES: usize = 128;
/// Counts kept at most (a number each).
const MAX_COUNTS: usize = 4096;
/// Plans' sizes kept at most (a few hundred bytes each): a catalogue's worth.
const MAX_SIZES: usize = 16_384;

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
    /// Visible plans' titles and measurements, by id (the fit checks of `/api/v1`).
    sizes: HashMap<String, Arc<PlanSize>>,
}

impl Entries {
    /// Makes the entries those of `version`: a newer one empties them. False for an older
    /// version (read before a change another request has already seen: not worth keeping).
    fn at(&mut self, version: i64) -> bool {
        if version < self.version {
            return false;
        }
        if version > self.version {
            *self = Entries { version, ..Entries::default() };
        }
        true
    }
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
        if !entries.at(version) {
            return;
        }
        if entries.answers.len() >= MAX_ENTRIES {
            entries.answers.clear();
        }
        if entries.counts.len() >= MAX_COUNTS {
            entries.counts.clear();
        }
        entries.counts.insert(count_key(filters), answer.total_count);
        entries.answers.insert(key(filters, page), answer);
    }

    /// The size of visible plan `id` read at `version`, if kept.
    pub fn size(&self, version: i64, id: &str) -> Option<Arc<PlanSize>> {
        let entries = self.entries.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        (entries.version == version).then(|| entries.sizes.get(id).cloned()).flatten()
    }

    /// Keeps a visible plan's size read after the catalogue was at `version`.
    pub fn put_size(&self, version: i64, size: Arc<PlanSize>) {
        let mut entries = self.entries.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if !entries.at(version) {
            return;
        }
        if entries.sizes.len() >= MAX_SIZES {
            entries.sizes.clear();
        }
        entries.sizes.insert(size.id.clone(), size);
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

    fn size(id: &str) -> Arc<PlanSize> {
        let meta = super::super::PlanMeta {
            plan_type: super::super::PlanType::House,
            total_area: 352.0,
            outer_area: None,
            width: 16.0,
            length: 22.0,
            bathroom_count: 1,
            bedroom_count: 0,
            kitchen_count: 1,
            height: None,
            bathroom: vec![],
            bedroom: vec![],
            kitchen: vec![],
        };
        Arc::new(PlanSize { id: id.into(), title: "Studio".into(), meta })
    }

    #[test]
    fn a_plans_size_is_kept_until_the_catalogue_changes() {
        let cache = CatalogueCache::default();
        cache.put_size(3, size("a"));
        assert_eq!(cache.size(3, "a").map(|s| s.title.clone()), Some("Studio".into()));
        assert!(cache.size(3, "b").is_none());
        cache.put(4, &PlanFilters::default(), PAGE, list(41));
        assert!(cache.size(3, "a").is_none() && cache.size(4, "a").is_none(), "a newer version empties it");
        cache.put_size(3, size("a"));
        assert!(cache.size(4, "a").is_none(), "a size read before the change is not kept");
    }

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
