//! A made-up parcel fabric around the demo's address, so that `just run` finds a parcel where the
//! homeowner searches or taps with no network and no county file: **example data**, marked so in
//! every parcel's APN, address and zoning. Blocks of 2 × 5 lots of 60 × 120 ft (the map's
//! starting lot, a common suburban plat), separated by 60 ft rights-of-way, around 1100 Congress Ave, Austin, TX
//! (-97.7404, 30.2747, where the e2e geocoder stand-in and the demo put the property).

use geo_types::Coord;
use geom_wasm::LocalProjection;

use super::sources::{AreaLevel, FieldMap, Protocol, ValidSource};
use super::Parcel;
use crate::domain::time::now_millis;
use crate::store::{directories::ValueLevel, parcels::NewParcel, Store};

/// The parcel source the fabric's parcels are stored under (its id).
pub const SOURCE: &str = "demo-fabric";

/// The demo's address, the middle of one lot of the fabric.
const CENTRE: (f64, f64) = (-97.7404, 30.2747);
const LOT_WIDTH_FT: f64 = 60.0;
const LOT_DEPTH_FT: f64 = 120.0;
const LOTS_PER_ROW: usize = 5;
const STREET_FT: f64 = 60.0;
/// Blocks east–west and north–south: 7 × 7 blocks, 490 lots, about a third of a mile square.
const BLOCKS: i32 = 7;

/// The demo's parcels: [`fabric`] of 7 × 7 blocks.
pub fn parcels() -> Vec<Parcel> {
    fabric(BLOCKS)
}

/// A fabric of `blocks` × `blocks` blocks (an odd count keeps the demo address in the middle
/// block): block by block, each two rows of lots back to back, the south row facing the street
/// to its south and the north row the street to its north. `just bench` times lookups in a
/// county-sized one.
pub fn fabric(blocks: i32) -> Vec<Parcel> {
    let projection = LocalProjection::new(CENTRE.0, CENTRE.1);
    let block_width = LOT_WIDTH_FT * LOTS_PER_ROW as f64;
    let block_depth = 2.0 * LOT_DEPTH_FT;
    // The centre lies in the middle of the middle block's south-row middle lot.
    let origin = Coord { x: -block_width / 2.0, y: -LOT_DEPTH_FT / 2.0 };
    let half = blocks / 2;
    let mut parcels = Vec::with_capacity((blocks * blocks) as usize * 2 * LOTS_PER_ROW);
    for block_y in -half..=half {
        for block_x in -half..=half {
            let block_number = (block_y + half) * blocks + (block_x + half) + 1;
            let west = origin.x + f64::from(block_x) * (block_width + STREET_FT);
            let south = origin.y + f64::from(block_y) * (block_depth + STREET_FT);
            for row in 0..2 {
                for lot in 0..LOTS_PER_ROW {
                    let x = west + lot as f64 * LOT_WIDTH_FT;
                    let y = south + f64::from(row) * LOT_DEPTH_FT;
                    // Clockwise from the south-west, as the map numbers a lot's lines.
                    let corners =
                        [(x, y), (x, y + LOT_DEPTH_FT), (x + LOT_WIDTH_FT, y + LOT_DEPTH_FT), (x + LOT_WIDTH_FT, y)];
                    let ring = corners
                        .iter()
                        .map(|&(x, y)| {
                            let c = projection.to_lon_lat(Coord { x, y });
                            (c.x, c.y)
                        })
                        .collect();
                    let lot_number = row as usize * LOTS_PER_ROW + lot + 1;
                    parcels.push(Parcel {
                        apn: format!("EX-{block_number:02}-{lot_number:02}"),
                        situs_address: format!("Lot {lot_number}, Block {block_number} (example data)"),
                        zoning: "SF-3 (example)".into(),
                        ring,
                    });
                }
            }
        }
    }
    parcels
}

/// Stores the fabric unless it is there already, and the parcel source that answers from it;
/// answers whether it stored the fabric.
pub async fn seed_if_empty(store: &Store) -> anyhow::Result<bool> {
    let seeded = if store.parcels().count(SOURCE).await? > 0 {
        false
    } else {
        let parcels = parcels();
        let ids: Vec<String> = (0..parcels.len()).map(|i| format!("{SOURCE}-{i:04}")).collect();
        let rows: Vec<NewParcel> = parcels
            .iter()
            .zip(&ids)
            .map(|(parcel, id)| NewParcel { id, source: SOURCE, import_id: "", parcel })
            .collect();
        store.parcels().insert(&rows).await?;
        store.parcels().refresh_statistics().await?;
        true
    };
    let sources = store.parcel_sources();
    if sources.get(SOURCE).await?.is_none() {
        let (area_id, level) = match travis_county(store).await? {
            Some(id) => (id, AreaLevel::County),
            None => (String::new(), AreaLevel::None),
        };
        let source = ValidSource {
            name: "Example parcels around the demo address (made-up data)".into(),
            protocol: Protocol::Store,
            url: String::new(),
            collection: String::new(),
            fields: FieldMap::default(),
            area_id,
            extent: store.parcels().extent(SOURCE).await?,
            enabled: true,
        };
        sources.insert(SOURCE, &source, level, now_millis()).await?;
    }
    Ok(seeded)
}

/// Travis County, Texas (FIPS 48453), where the demo address is, when the places directories
/// are seeded.
async fn travis_county(store: &Store) -> anyhow::Result<Option<String>> {
    let directories = store.directories();
    let Some(counties) = directories.get_directory_by_slug("us-counties").await? else { return Ok(None) };
    let page = directories.browse_directory_values(&counties.id, ValueLevel::All, Some("Travis County"), 0, 50).await?;
    Ok(page.items.into_iter().find(|item| item.value.description == "48453").map(|item| item.value.id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_demo_address_lies_in_a_lot_and_the_street_beside_it_in_none() {
        let parcels = parcels();
        assert_eq!(parcels.len(), 490);
        let at = |lon: f64, lat: f64| parcels.iter().filter(|p| p.contains(lon, lat)).collect::<Vec<_>>();
        let home = at(CENTRE.0, CENTRE.1);
        assert_eq!(home.len(), 1);
        assert!((home[0].area_sq_ft() - 7_200.0).abs() < 0.5, "{}", home[0].area_sq_ft());
        // 100 ft south of the address: the street in front of the lot.
        let street = LocalProjection::new(CENTRE.0, CENTRE.1).to_lon_lat(Coord { x: 0.0, y: -100.0 });
        assert!(at(street.x, street.y).is_empty());
    }
}
