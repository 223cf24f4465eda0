//! The parcel store's figures, printed by `just bench`: storing a county-sized file of made-up
//! parcels (71 × 71 blocks of the demo's fabric, 50,410 parcels of 60 × 120 ft) and answering
//! point lookups in it (the index's candidates, then the exact test), on SQLite and PostgreSQL.
//!
//! `cargo run --release -p api --example parcel_bench -- [postgres://…/postgres]` (default: the
//! CI role on this machine). It works in fresh databases of its own and drops them afterwards.

use std::time::{Duration, Instant};

use anyhow::Context;
use api::domain::parcels::{demo_fabric, Parcels};
use api::store::{parcels::NewParcel, Store};
use sqlx::Connection;

const BLOCKS: i32 = 71;
const LOOKUPS: usize = 2_000;
/// Parcels per transaction, as an import would commit them.
const BATCH: usize = 5_000;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let base = std::env::args().nth(1).unwrap_or_else(|| "postgres://homeplot:homeplot@127.0.0.1:5432/postgres".into());
    let fabric = demo_fabric::fabric(BLOCKS);
    println!("Parcel store: {} made-up parcels ({BLOCKS} × {BLOCKS} blocks), {LOOKUPS} point lookups", fabric.len());

    let dir = std::env::temp_dir().join(format!("parcel-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let sqlite = Store::connect(&format!("sqlite://{}/bench.db", dir.display())).await?;
    run("SQLite", &sqlite, &fabric).await?;
    sqlite.close().await;
    std::fs::remove_dir_all(&dir).ok();

    let mut admin = sqlx::PgConnection::connect(&base).await.context("connecting to PostgreSQL")?;
    let name = format!("parcel_bench_{}", std::process::id());
    sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut admin).await?;
    let (root, _) = base.rsplit_once('/').context("the url ends with /database")?;
    let postgres = Store::connect(&format!("{root}/{name}")).await?;
    let outcome = run("PostgreSQL", &postgres, &fabric).await;
    postgres.close().await;
    sqlx::query(&format!("DROP DATABASE {name} WITH (FORCE)")).execute(&mut admin).await?;
    outcome
}

async fn run(engine: &str, store: &Store, fabric: &[api::domain::parcels::Parcel]) -> anyhow::Result<()> {
    let ids: Vec<String> = (0..fabric.len()).map(|i| format!("bench-{i:06}")).collect();
    let rows: Vec<NewParcel> =
        fabric.iter().zip(&ids).map(|(parcel, id)| NewParcel { id, source: "bench", parcel }).collect();
    let started = Instant::now();
    for batch in rows.chunks(BATCH) {
        store.parcels().insert(batch).await?;
    }
    let stored = started.elapsed();

    // Points spread over the fabric's extent (a fixed sequence): lots and streets alike.
    let ((west, south), (east, north)) = extent(fabric);
    let mut state = 0x2545_F491_4F6C_DD1D_u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state >> 11) as f64 / (1u64 << 53) as f64
    };
    let parcels = Parcels::new(store);
    let mut times = Vec::with_capacity(LOOKUPS);
    let mut found = 0;
    for _ in 0..LOOKUPS {
        let (lon, lat) = (west + (east - west) * next(), south + (north - south) * next());
        let asked = Instant::now();
        found += usize::from(parcels.at(lon, lat).await?.is_some());
        times.push(asked.elapsed());
    }
    times.sort_unstable();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "  {engine}: stored in {:.1} s ({:.0} parcels/s); lookup p50 {} p99 {} max {} ({found} of {LOOKUPS} points in a lot)",
        stored.as_secs_f64(),
        fabric.len() as f64 / stored.as_secs_f64(),
        ms(at(0.5)),
        ms(at(0.99)),
        ms(at(1.0)),
    );
    Ok(())
}

fn extent(fabric: &[api::domain::parcels::Parcel]) -> ((f64, f64), (f64, f64)) {
    fabric.iter().map(|p| p.bounds()).fold(
        ((f64::INFINITY, f64::INFINITY), (f64::NEG_INFINITY, f64::NEG_INFINITY)),
        |((w, s), (e, n)), ((pw, ps), (pe, pn))| ((w.min(pw), s.min(ps)), (e.max(pe), n.max(pn))),
    )
}

fn ms(duration: Duration) -> String {
    format!("{:.2} ms", duration.as_secs_f64() * 1000.0)
}
