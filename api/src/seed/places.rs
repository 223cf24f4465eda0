//! The US places directories (`us-states`, `us-counties`, `us-cities`) from the committed data
//! file `api/data/us_places.json` (see `scripts/gen_us_places.py` for its sources).

use std::collections::HashMap;

use serde::Deserialize;

use super::rng::{SeedRng, SEED_EPOCH_MILLIS};
use crate::store::{directories::NewDirectoryValue, Store};

const US_PLACES: &str = include_str!("../../data/us_places.json");

#[derive(Deserialize)]
struct UsPlaces {
    states: Vec<State>,
    counties: Vec<County>,
    cities: Vec<City>,
}

#[derive(Deserialize)]
struct State {
    code: String,
    name: String,
}

#[derive(Deserialize)]
struct County {
    fips: String,
    name: String,
    state: String,
}

#[derive(Deserialize)]
struct City {
    name: String,
    state: String,
    /// Its county's FIPS code.
    county: String,
}

/// Directory value ids of the seeded places, to pre-approve plans in them.
#[derive(Default)]
pub struct PlaceIds {
    states: HashMap<String, String>,
    counties: HashMap<(String, String), String>,
    cities: HashMap<(String, String), String>,
}

impl PlaceIds {
    /// The id of a state by its postal code; the seed names only states that exist.
    pub fn state(&self, code: &str) -> String {
        self.states[code].clone()
    }

    pub fn county(&self, state: &str, name: &str) -> String {
        self.counties[&(state.to_owned(), name.to_owned())].clone()
    }

    pub fn city(&self, state: &str, name: &str) -> String {
        self.cities[&(state.to_owned(), name.to_owned())].clone()
    }
}

/// Inserts the three directories: counties have their state as parent, cities their county.
pub async fn seed_places(store: &Store, rng: &mut SeedRng) -> anyhow::Result<PlaceIds> {
    let places: UsPlaces = serde_json::from_str(US_PLACES)?;
    let mut ids = PlaceIds::default();
    let mut id = || rng.uuid_v7(SEED_EPOCH_MILLIS);

    let state_ids: Vec<String> = places.states.iter().map(|_| id()).collect();
    for (state, value_id) in places.states.iter().zip(&state_ids) {
        ids.states.insert(state.code.clone(), value_id.clone());
    }
    let county_ids: Vec<String> = places.counties.iter().map(|_| id()).collect();
    let mut county_by_fips = HashMap::new();
    for (county, value_id) in places.counties.iter().zip(&county_ids) {
        ids.counties.insert((county.state.clone(), county.name.clone()), value_id.clone());
        county_by_fips.insert(county.fips.as_str(), value_id.as_str());
    }
    let city_ids: Vec<String> = places.cities.iter().map(|_| id()).collect();
    for (city, value_id) in places.cities.iter().zip(&city_ids) {
        ids.cities.insert((city.state.clone(), city.name.clone()), value_id.clone());
    }
    let (states_dir, counties_dir, cities_dir) = (id(), id(), id());

    let values: Vec<NewDirectoryValue> = places
        .states
        .iter()
        .zip(&state_ids)
        .map(|(s, value_id)| NewDirectoryValue { id: value_id, name: &s.name, description: &s.code, parent_id: None })
        .collect();
    store.directories().insert_directory(&states_dir, "US states", "us-states", &values, SEED_EPOCH_MILLIS).await?;

    let values: Vec<NewDirectoryValue> = places
        .counties
        .iter()
        .zip(&county_ids)
        .map(|(c, value_id)| NewDirectoryValue {
            id: value_id,
            name: &c.name,
            description: &c.fips,
            parent_id: Some(ids.states[&c.state].as_str()),
        })
        .collect();
    store
        .directories()
        .insert_directory(&counties_dir, "US counties", "us-counties", &values, SEED_EPOCH_MILLIS)
        .await?;

    let values: Vec<NewDirectoryValue> = places
        .cities
        .iter()
        .zip(&city_ids)
        .map(|(c, value_id)| NewDirectoryValue {
            id: value_id,
            name: &c.name,
            description: &c.state,
            parent_id: Some(county_by_fips[c.county.as_str()]),
        })
        .collect();
    store.directories().insert_directory(&cities_dir, "US cities", "us-cities", &values, SEED_EPOCH_MILLIS).await?;
    Ok(ids)
}
