//! The local rule sets of `api/data/local_rules.json`: California's statewide ADU law and two
//! cities' published ADU standards (marked as example data), each figure with its code section
//! and link; `api/data/local_rules.README.md` says where each was read.

use anyhow::Context;
use serde::Deserialize;

use super::places::PlaceIds;
use super::rng::{SeedRng, SEED_EPOCH_MILLIS};
use crate::domain::parcels::sources::AreaLevel;
use crate::domain::rules::{validate, RuleSetInput};
use crate::store::Store;
use geom_wasm::rules::Rules;

const LOCAL_RULES: &str = include_str!("../../data/local_rules.json");

#[derive(Deserialize)]
struct LocalRules {
    #[serde(rename = "ruleSets")]
    rule_sets: Vec<SeedSet>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SeedSet {
    name: String,
    area: SeedArea,
    #[serde(default)]
    zoning: String,
    building: String,
    #[serde(default)]
    example: bool,
    #[serde(default)]
    read_on: String,
    #[serde(default)]
    rules: Rules,
    #[serde(default)]
    limits_on_local: Rules,
}

#[derive(Deserialize)]
struct SeedArea {
    state: String,
    #[serde(default)]
    county: Option<String>,
    #[serde(default)]
    city: Option<String>,
}

/// Inserts every rule set of the data file, each checked as an admin's would be.
pub async fn seed_local_rules(store: &Store, places: &PlaceIds, rng: &mut SeedRng) -> anyhow::Result<()> {
    let file: LocalRules = serde_json::from_str(LOCAL_RULES).context("reading api/data/local_rules.json")?;
    for set in file.rule_sets {
        let (area_id, level) = match (&set.area.city, &set.area.county) {
            (Some(city), _) => (places.city(&set.area.state, city), AreaLevel::City),
            (None, Some(county)) => (places.county(&set.area.state, county), AreaLevel::County),
            (None, None) => (places.state(&set.area.state), AreaLevel::State),
        };
        let name = set.name.clone();
        let input = RuleSetInput {
            name: set.name,
            area_id,
            zoning: set.zoning,
            building: set.building,
            example: set.example,
            read_on: set.read_on,
            rules: set.rules,
            limits_on_local: set.limits_on_local,
        };
        let valid = validate(input, Some(level)).map_err(|e| anyhow::anyhow!("rule set {name}: {e}"))?;
        let id = rng.uuid_v7(SEED_EPOCH_MILLIS);
        store
            .rule_sets()
            .insert(&id, &valid, None, SEED_EPOCH_MILLIS)
            .await
            .with_context(|| format!("seeding {name}"))?;
    }
    Ok(())
}
