//! Reading a county's parcel file — a GeoJSON FeatureCollection of tens or hundreds of thousands
//! of features — one feature at a time, so that an import holds one batch in memory, not the
//! file's parsed whole, and can resume after the features it already stored.
//!
//! Each feature's polygons become parcels with the attributes the source's field map names
//! (a MultiPolygon's parts become one parcel each, sharing the parcel number). Coordinates are
//! longitude/latitude, or the projected system the file's `crs` member names (GeoJSON 2008; the
//! exports of county GIS still write it, before the features). A polygon that cannot be a lot
//! (self-crossing, more corners or acres than a lot may have) is skipped and counted.

use std::io::Read;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use serde::de::{DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::Value;

use super::sources::FieldMap;
use super::Parcel;
use crate::adapters::parcel_service::{attribute, feature};
use crate::domain::lot_files::CoordinateSystem;

/// The largest file an admin may upload: a large county's parcels in GeoJSON.
pub const MAX_IMPORT_BYTES: usize = 512 * 1024 * 1024;
/// Features stored per transaction: one progress step.
pub const BATCH_FEATURES: usize = 1000;

/// Features read since the last batch, with the parcels made of them.
#[derive(Debug, Default)]
pub struct Batch {
    /// `(feature index, part, parcel)`: the index counts every feature of the file from 0.
    pub parcels: Vec<(u64, usize, Parcel)>,
    /// Features (of this batch) with no polygon that can be a lot.
    pub skipped: u64,
    /// The features this batch covers.
    pub features: u64,
    /// Bytes of the file read so far.
    pub bytes_read: u64,
}

/// Why a file cannot be imported (after the batches handed on before it was found).
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("The file is not a GeoJSON FeatureCollection: {0}.")]
    NotGeoJson(String),
    #[error("The file's coordinate system is one we do not read: {0}.")]
    UnknownCrs(String),
    /// The sink asked to stop (the import was paused).
    #[error("stopped")]
    Stopped,
}

/// Reads the FeatureCollection in `reader`, skipping its first `skip` features (stored by an
/// earlier run), and hands `sink` a batch every [`BATCH_FEATURES`] features and at the end;
/// `sink` answers whether to go on. Blocking: run it off the async threads.
pub fn read_features(
    reader: impl Read,
    skip: u64,
    fields: &FieldMap,
    mut sink: impl FnMut(Batch) -> bool,
) -> Result<(), ImportError> {
    let bytes_read = Arc::new(AtomicU64::new(0));
    let counting = Counting { inner: reader, read: bytes_read.clone() };
    let mut reading = Reading {
        skip,
        index: 0,
        fields,
        crs: None,
        batch: Batch::default(),
        bytes_read,
        sink: &mut sink,
        stopped: false,
    };
    let mut deserializer = serde_json::Deserializer::from_reader(std::io::BufReader::with_capacity(1 << 16, counting));
    let result = (&mut reading).deserialize(&mut deserializer);
    if reading.stopped {
        return Err(ImportError::Stopped);
    }
    result.map_err(|err| match err.classify() {
        serde_json::error::Category::Data if err.to_string().starts_with("coordinate system:") => {
            ImportError::UnknownCrs(err.to_string().trim_start_matches("coordinate system:").trim().to_owned())
        }
        _ => ImportError::NotGeoJson(err.to_string()),
    })?;
    reading.flush();
    if reading.stopped {
        return Err(ImportError::Stopped);
    }
    Ok(())
}

/// The reader's position, for the import's progress.
struct Counting<R> {
    inner: R,
    read: Arc<AtomicU64>,
}

impl<R: Read> Read for Counting<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.read.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

struct Reading<'a, F: FnMut(Batch) -> bool> {
    skip: u64,
    index: u64,
    fields: &'a FieldMap,
    crs: Option<CoordinateSystem>,
    batch: Batch,
    bytes_read: Arc<AtomicU64>,
    sink: &'a mut F,
    stopped: bool,
}

impl<F: FnMut(Batch) -> bool> Reading<'_, F> {
    fn take(&mut self, mut value: Value) {
        let index = self.index;
        self.index += 1;
        if index < self.skip {
            return;
        }
        self.batch.features += 1;
        if let Some(system) = &self.crs {
            if let Some(coordinates) = value.pointer_mut("/geometry/coordinates") {
                reproject(coordinates, system);
            }
        }
        let parts: Vec<Parcel> = feature(&value)
            .map(|found| {
                let properties = &found.properties;
                let (apn, situs_address, zoning) = (
                    attribute(properties, &self.fields.apn),
                    attribute(properties, &self.fields.situs),
                    attribute(properties, &self.fields.zoning),
                );
                found
                    .rings
                    .into_iter()
                    .filter_map(|ring| geom_wasm::check_lot(&ring).ok())
                    .map(|shape| Parcel {
                        apn: apn.clone(),
                        situs_address: situs_address.clone(),
                        zoning: zoning.clone(),
                        ring: shape.corners,
                    })
                    .collect()
            })
            .unwrap_or_default();
        if parts.is_empty() {
            self.batch.skipped += 1;
        }
        self.batch.parcels.extend(parts.into_iter().enumerate().map(|(part, parcel)| (index, part, parcel)));
        if self.batch.features as usize >= BATCH_FEATURES {
            self.flush();
        }
    }

    /// Hands the features read since the last batch on (none: nothing to hand on).
    fn flush(&mut self) {
        if self.stopped || self.batch.features == 0 {
            return;
        }
        let mut batch = std::mem::take(&mut self.batch);
        batch.bytes_read = self.bytes_read.load(Ordering::Relaxed);
        if !(self.sink)(batch) {
            self.stopped = true;
        }
    }
}

/// The document: its `crs` member (before the features) and its `features`, one at a time.
impl<'de, F: FnMut(Batch) -> bool> DeserializeSeed<'de> for &mut Reading<'_, F> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de, F: FnMut(Batch) -> bool> Visitor<'de> for &mut Reading<'_, F> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a GeoJSON FeatureCollection")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let mut features_seen = false;
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "type" => {
                    let kind: String = map.next_value()?;
                    if kind != "FeatureCollection" {
                        return Err(serde::de::Error::custom(format!("its type is {kind}")));
                    }
                }
                "crs" => {
                    let crs: Value = map.next_value()?;
                    if let Some(name) = crs.pointer("/properties/name").and_then(Value::as_str) {
                        let system = CoordinateSystem::from_name(name)
                            .map_err(|name| serde::de::Error::custom(format!("coordinate system: {name}")))?;
                        self.crs = (!system.is_geographic()).then_some(system);
                    }
                }
                "features" => {
                    features_seen = true;
                    map.next_value_seed(Features(&mut *self))?;
                }
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        if !features_seen {
            return Err(serde::de::Error::custom("it has no \"features\""));
        }
        Ok(())
    }
}

struct Features<'r, 'a, F: FnMut(Batch) -> bool>(&'r mut Reading<'a, F>);

impl<'de, F: FnMut(Batch) -> bool> DeserializeSeed<'de> for Features<'_, '_, F> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de, F: FnMut(Batch) -> bool> Visitor<'de> for Features<'_, '_, F> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a list of features")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while let Some(value) = seq.next_element::<Value>()? {
            self.0.take(value);
            if self.0.stopped {
                // Stop reading: the rest of the file waits for the resumed import.
                return Err(serde::de::Error::custom("stopped"));
            }
        }
        Ok(())
    }
}

/// Reprojects a GeoJSON geometry's coordinates in place, ring by ring; a ring that cannot be
/// reprojected is emptied (its feature is then skipped).
fn reproject(coordinates: &mut Value, system: &CoordinateSystem) {
    let Some(items) = coordinates.as_array_mut() else { return };
    let is_ring = items.first().and_then(Value::as_array).is_some_and(|p| p.first().is_some_and(Value::is_number));
    if !is_ring {
        for item in items {
            reproject(item, system);
        }
        return;
    }
    let points: Option<Vec<(f64, f64)>> =
        items.iter().map(|p| Some((p.get(0)?.as_f64()?, p.get(1)?.as_f64()?))).collect();
    let lon_lat = points.and_then(|points| system.to_lon_lat(&points).ok()).unwrap_or_default();
    *items = lon_lat.into_iter().map(|(lon, lat)| serde_json::json!([lon, lat])).collect();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields() -> FieldMap {
        FieldMap { apn: "APN".into(), situs: "SITUS".into(), zoning: "ZONE".into() }
    }

    fn square(lon: f64, lat: f64) -> Value {
        let d = 0.0003;
        serde_json::json!([[[lon, lat], [lon, lat + d], [lon + d, lat + d], [lon + d, lat], [lon, lat]]])
    }

    fn collection(count: usize) -> String {
        let features: Vec<Value> = (0..count)
            .map(|i| {
                serde_json::json!({ "type": "Feature", "properties": { "APN": format!("P-{i}"), "ZONE": "R1" },
                                    "geometry": { "type": "Polygon", "coordinates": square(-97.74 + i as f64 * 0.001, 30.27) } })
            })
            .collect();
        serde_json::json!({ "type": "FeatureCollection", "name": "parcels", "features": features }).to_string()
    }

    fn read_all(text: &str, skip: u64) -> (Vec<Batch>, Result<(), ImportError>) {
        let mut batches = Vec::new();
        let result = read_features(text.as_bytes(), skip, &fields(), |batch| {
            batches.push(batch);
            true
        });
        (batches, result)
    }

    #[test]
    fn features_come_in_batches_with_their_attributes_and_the_bytes_read() {
        let text = collection(2_500);
        let (batches, result) = read_all(&text, 0);
        result.unwrap();
        assert_eq!(batches.iter().map(|b| b.features).collect::<Vec<_>>(), vec![1000, 1000, 500]);
        let (index, part, parcel) = &batches[2].parcels[499];
        assert_eq!((*index, *part, parcel.apn.as_str(), parcel.zoning.as_str()), (2_499, 0, "P-2499", "R1"));
        assert_eq!(parcel.ring.len(), 4, "the closing repeat is dropped");
        assert_eq!(batches.last().unwrap().bytes_read, text.len() as u64);
    }

    #[test]
    fn a_resumed_read_skips_the_features_stored_before() {
        let (batches, result) = read_all(&collection(1_200), 1_000);
        result.unwrap();
        assert_eq!(batches.len(), 1);
        assert_eq!(batches[0].features, 200);
        assert_eq!(batches[0].parcels[0].0, 1_000);
    }

    #[test]
    fn a_sink_that_stops_stops_the_read() {
        let mut seen = 0;
        let result = read_features(collection(3_000).as_bytes(), 0, &fields(), |_| {
            seen += 1;
            false
        });
        assert!(matches!(result, Err(ImportError::Stopped)));
        assert_eq!(seen, 1);
    }

    #[test]
    fn features_that_cannot_be_lots_are_skipped_and_counted() {
        let bowtie = serde_json::json!([[[0, 0], [0.001, 0.001], [0, 0.001], [0.001, 0], [0, 0]]]);
        let text = serde_json::json!({ "type": "FeatureCollection", "features": [
            { "type": "Feature", "properties": {}, "geometry": { "type": "Polygon", "coordinates": bowtie } },
            { "type": "Feature", "properties": {}, "geometry": null },
            { "type": "Feature", "properties": { "APN": 7 }, "geometry": { "type": "MultiPolygon",
              "coordinates": [square(-97.74, 30.27), square(-97.73, 30.27)] } }
        ]})
        .to_string();
        let (batches, result) = read_all(&text, 0);
        result.unwrap();
        assert_eq!(batches[0].skipped, 2);
        let parts: Vec<(u64, usize, &str)> =
            batches[0].parcels.iter().map(|(i, part, p)| (*i, *part, p.apn.as_str())).collect();
        assert_eq!(parts, vec![(2, 0, "7"), (2, 1, "7")], "each part of a MultiPolygon is a parcel");
    }

    #[test]
    fn a_projected_file_is_read_in_its_named_system() {
        // Texas Central (EPSG:2277, US survey feet) around the demo address.
        let (x, y) = (3_115_000.0, 10_070_000.0);
        let ring = serde_json::json!([[[x, y], [x, y + 120.0], [x + 60.0, y + 120.0], [x + 60.0, y], [x, y]]]);
        let text = serde_json::json!({ "type": "FeatureCollection",
            "crs": { "type": "name", "properties": { "name": "urn:ogc:def:crs:EPSG::2277" } },
            "features": [{ "type": "Feature", "properties": { "APN": "A" }, "geometry": { "type": "Polygon", "coordinates": ring } }] })
        .to_string();
        let (batches, result) = read_all(&text, 0);
        result.unwrap();
        let parcel = &batches[0].parcels[0].2;
        assert!((parcel.area_sq_ft() - 7_200.0).abs() < 1.0, "{}", parcel.area_sq_ft());
        assert!((-98.0..-97.0).contains(&parcel.ring[0].0), "{:?}", parcel.ring[0]);
    }

    #[test]
    fn what_is_not_a_feature_collection_is_refused_with_the_reason() {
        let message = |text: &str| read_all(text, 0).1.unwrap_err().to_string();
        assert!(message("[1, 2]").starts_with("The file is not a GeoJSON FeatureCollection"));
        assert!(message(r#"{"type": "Feature"}"#).contains("its type is Feature"));
        assert!(message(r#"{"type": "FeatureCollection"}"#).contains("no \"features\""));
        assert!(message(r#"{"type": "FeatureCollection", "features": [{"type": "Fea"#).contains("EOF"));
        let unknown = r#"{"type": "FeatureCollection", "crs": {"properties": {"name": "EPSG:99999"}}, "features": []}"#;
        assert!(
            message(unknown).starts_with("The file's coordinate system is one we do not read"),
            "{}",
            message(unknown)
        );
    }
}
