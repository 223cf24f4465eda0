//! The parcel lookup's figures, printed by `just bench`, on SQLite and PostgreSQL: importing a
//! county-sized GeoJSON file of made-up parcels (71 × 71 blocks of the demo's fabric, 50,410
//! parcels of 60 × 120 ft) through the command line's import, point lookups in it (the source,
//! the index's candidates, the exact test, the neighbours, the lines' kinds), and lookups from a
//! local ArcGIS REST stand-in, first asked and then answered by the shared cache.
//!
//! `cargo run --release -p api --example parcel_bench -- [postgres://…/postgres]` (default: the
//! CI role on this machine). It works in fresh databases of its own and drops them afterwards.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context;
use api::domain::directories::service::Directories;
use api::domain::parcels::sources::{AreaLevel, FieldMap, Protocol, ValidSource};
use api::domain::parcels::{demo_fabric, Lookup, Parcel, Parcels};
use api::media::MediaStore;
use api::store::Store;
use sqlx::Connection;

const BLOCKS: i32 = 71;
const LOOKUPS: usize = 2_000;
/// Lookups of points around the stand-in's fabric (each asks it twice: parcel, neighbours).
const REMOTE_LOOKUPS: usize = 300;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let base = std::env::args().nth(1).unwrap_or_else(|| "postgres://homeplot:homeplot@127.0.0.1:5432/postgres".into());
    let fabric = demo_fabric::fabric(BLOCKS);
    println!(
        "Parcel lookup: a county file of {} made-up parcels ({BLOCKS} × {BLOCKS} blocks), {LOOKUPS} point lookups",
        fabric.len()
    );

    let dir = std::env::temp_dir().join(format!("parcel-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let sqlite = Store::connect(&format!("sqlite://{}/bench.db", dir.display())).await?;
    let outcome = run("SQLite", &sqlite, &fabric, &dir).await;
    sqlite.close().await;
    outcome?;

    let mut admin = sqlx::PgConnection::connect(&base).await.context("connecting to PostgreSQL")?;
    let name = format!("parcel_bench_{}", std::process::id());
    sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut admin).await?;
    let (root, _) = base.rsplit_once('/').context("the url ends with /database")?;
    let postgres = Store::connect(&format!("{root}/{name}")).await?;
    let outcome = run("PostgreSQL", &postgres, &fabric, &dir).await;
    postgres.close().await;
    sqlx::query(&format!("DROP DATABASE {name} WITH (FORCE)")).execute(&mut admin).await?;
    std::fs::remove_dir_all(&dir).ok();
    outcome
}

async fn run(engine: &str, store: &Store, fabric: &[Parcel], dir: &Path) -> anyhow::Result<()> {
    // The county's file, as an admin would import it.
    let file = dir.join(format!("county-{engine}.geojson"));
    std::fs::write(&file, county_file(fabric))?;
    let megabytes = std::fs::metadata(&file)?.len() as f64 / 1e6;
    let source = ValidSource {
        name: "Bench county (made-up data)".into(),
        protocol: Protocol::Store,
        url: String::new(),
        collection: String::new(),
        fields: FieldMap { apn: "APN".into(), situs: "SITUS".into(), zoning: "ZONING".into() },
        area_id: String::new(),
        extent: None,
        enabled: true,
    };
    store.parcel_sources().insert("bench-county", &source, AreaLevel::None, 0).await?;
    let parcels = service(store, dir)?;
    let started = Instant::now();
    let (import, _) = parcels.import_file("bench-county", &file, |_| true).await?;
    let imported = started.elapsed();
    println!(
        "  {engine}: imported a {megabytes:.0} MB county file in {:.1} s ({:.0} parcels/s; {})",
        imported.as_secs_f64(),
        import.parcels_stored as f64 / imported.as_secs_f64(),
        import.message,
    );

    // Points spread over the fabric's extent (a fixed sequence): lots and streets alike. Each
    // lookup is the map's: the source, the parcel, its neighbours and its lines' kinds.
    let ((west, south), (east, north)) = extent(fabric);
    let mut next = xorshift();
    let points: Vec<(f64, f64)> =
        (0..LOOKUPS).map(|_| (west + (east - west) * next(), south + (north - south) * next())).collect();
    let (times, found) = lookups(&parcels, &points).await?;
    println!("    lookup in the store: {} ({found} of {LOOKUPS} points in a lot)", spread(times));
    store.parcel_sources().delete("bench-county").await?;

    // A county's ArcGIS service (a local stand-in over the demo's fabric): the first lookup of
    // a point asks it (the parcel, then its neighbours); the second is the shared cache's.
    let stand_in = stand_in::start(demo_fabric::parcels()).await?;
    let remote = ValidSource {
        protocol: Protocol::ArcGis,
        url: format!("{stand_in}/arcgis/rest/services/Parcels/FeatureServer/0"),
        extent: Some(stand_in::extent(&demo_fabric::parcels())),
        ..source
    };
    store.parcel_sources().insert("bench-arcgis", &remote, AreaLevel::None, 0).await?;
    let near: Vec<(f64, f64)> = {
        let ((west, south), (east, north)) = extent(&demo_fabric::parcels());
        (0..REMOTE_LOOKUPS).map(|_| (west + (east - west) * next(), south + (north - south) * next())).collect()
    };
    let (asked, found) = lookups(&parcels, &near).await?;
    let (cached, _) = lookups(&parcels, &near).await?;
    println!("    lookup from the ArcGIS stand-in: {} ({found} of {REMOTE_LOOKUPS} points in a lot)", spread(asked));
    println!("    the same points through the cache: {}", spread(cached));
    Ok(())
}

/// The parcels service over `store`, as the server builds it.
fn service(store: &Store, dir: &Path) -> anyhow::Result<Parcels> {
    let directories = Arc::new(Directories::new(store));
    let media = MediaStore::local(dir.join("media"))?;
    Ok(Parcels::new(store, directories, media, "Homeplot bench", Duration::from_secs(5)))
}

/// Each point's lookup time, and how many found a parcel.
async fn lookups(parcels: &Parcels, points: &[(f64, f64)]) -> anyhow::Result<(Vec<Duration>, usize)> {
    let mut times = Vec::with_capacity(points.len());
    let mut found = 0;
    for &(lon, lat) in points {
        let asked = Instant::now();
        found += usize::from(matches!(parcels.at(lon, lat).await?, Lookup::Found { .. }));
        times.push(asked.elapsed());
    }
    Ok((times, found))
}

/// "p50 … p99 … max …" of `times`.
fn spread(mut times: Vec<Duration>) -> String {
    times.sort_unstable();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    format!("p50 {} p99 {} max {}", ms(at(0.5)), ms(at(0.99)), ms(at(1.0)))
}

/// A fixed pseudo-random sequence in [0, 1).
fn xorshift() -> impl FnMut() -> f64 {
    let mut state = 0x2545_F491_4F6C_DD1D_u64;
    move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// The fabric as a county's GeoJSON file.
fn county_file(fabric: &[Parcel]) -> String {
    let features: Vec<serde_json::Value> = fabric.iter().map(stand_in::feature).collect();
    serde_json::json!({ "type": "FeatureCollection", "name": "made-up parcels", "features": features }).to_string()
}

/// A local server speaking the ArcGIS REST API's layer `query` (a point or an envelope in
/// WGS84, answered as GeoJSON) over a set of parcels.
mod stand_in {
    use std::sync::Arc;

    use api::adapters::parcel_service::Bbox;
    use api::domain::parcels::Parcel;
    use poem::{handler, web::Data, EndpointExt, Request, Response};
    use serde_json::{json, Value};

    pub fn feature(parcel: &Parcel) -> Value {
        json!({ "type": "Feature",
                "properties": { "APN": parcel.apn, "SITUS": parcel.situs_address, "ZONING": parcel.zoning },
                "geometry": parcel.geojson_polygon() })
    }

    pub fn extent(parcels: &[Parcel]) -> Bbox {
        let ((west, south), (east, north)) = super::extent(parcels);
        Bbox { west, south, east, north }
    }

    #[handler]
    fn query(request: &Request, Data(parcels): Data<&Arc<Vec<Parcel>>>) -> Response {
        let params: std::collections::HashMap<String, String> = request.params().unwrap_or_default();
        let at: Vec<f64> = params
            .get("geometry")
            .map(String::as_str)
            .unwrap_or("")
            .split(',')
            .filter_map(|n| n.parse().ok())
            .collect();
        let features: Vec<Value> = match at[..] {
            [lon, lat] => parcels.iter().filter(|p| p.contains(lon, lat)).map(feature).collect(),
            [w, s, e, n] => parcels
                .iter()
                .filter(|p| {
                    let ((pw, ps), (pe, pn)) = p.bounds();
                    pw <= e && pe >= w && ps <= n && pn >= s
                })
                .map(feature)
                .collect(),
            _ => Vec::new(),
        };
        Response::builder()
            .content_type("application/json")
            .body(json!({ "type": "FeatureCollection", "features": features }).to_string())
    }

    /// Serves `parcels` on a free local port; answers its URL.
    pub async fn start(parcels: Vec<Parcel>) -> anyhow::Result<String> {
        let listener = std::net::TcpListener::bind("127.0.0.1:0")?;
        let addr = listener.local_addr()?;
        drop(listener);
        let app = poem::Route::new()
            .at("/arcgis/rest/services/Parcels/FeatureServer/0/query", poem::get(query))
            .data(Arc::new(parcels));
        tokio::spawn(poem::Server::new(poem::listener::TcpListener::bind(addr.to_string())).run(app));
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        Ok(format!("http://{addr}"))
    }
}

fn extent(fabric: &[Parcel]) -> ((f64, f64), (f64, f64)) {
    fabric.iter().map(|p| p.bounds()).fold(
        ((f64::INFINITY, f64::INFINITY), (f64::NEG_INFINITY, f64::NEG_INFINITY)),
        |((w, s), (e, n)), ((pw, ps), (pe, pn))| ((w.min(pw), s.min(ps)), (e.max(pe), n.max(pn))),
    )
}

fn ms(duration: Duration) -> String {
    format!("{:.2} ms", duration.as_secs_f64() * 1000.0)
}
