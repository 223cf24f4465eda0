//! Imports of a county's parcel file into a store source: a job for a file an admin uploads,
//! or the command line's run for a file on the server's disk. Either stores the parcels a batch
//! at a time, each batch in the transaction that counts it, so an import left (paused, the
//! server stopped, the command line interrupted) resumes after the last batch stored. When the
//! whole file is read, the source's parcels of earlier imports go; a file that turns out not to
//! be GeoJSON takes back what it stored.

use std::io::Read;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::county_file::{read_features, Batch, ImportError};
use super::sources::FieldMap;
use crate::domain::time::now_millis;
use crate::store::parcels::{ImportStep, NewParcel, ParcelStore};

/// The job that runs an uploaded import (payload `{"importId": …}`).
pub const IMPORT_JOB: &str = "parcel-import";

/// Where an import is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImportState {
    /// Waiting for the job queue.
    Queued,
    Running,
    /// Left by the admin; resumes where it stopped.
    Paused,
    Done,
    /// The file cannot be imported; `message` says why.
    Failed,
}

impl ImportState {
    pub fn as_str(self) -> &'static str {
        match self {
            ImportState::Queued => "queued",
            ImportState::Running => "running",
            ImportState::Paused => "paused",
            ImportState::Done => "done",
            ImportState::Failed => "failed",
        }
    }

    pub fn parse(text: &str) -> Option<ImportState> {
        [ImportState::Queued, ImportState::Running, ImportState::Paused, ImportState::Done, ImportState::Failed]
            .into_iter()
            .find(|state| state.as_str() == text)
    }
}

/// An import and its progress.
#[derive(Debug, Clone, PartialEq)]
pub struct ParcelImport {
    pub id: String,
    pub source_id: String,
    pub file_name: String,
    /// The uploaded file in the media store; empty for the command line's.
    pub file_key: String,
    /// SHA-256 of the file, hex.
    pub file_digest: String,
    pub file_bytes: i64,
    pub state: ImportState,
    /// Features read and stored (or skipped): where a resumed import starts.
    pub features_read: i64,
    pub parcels_stored: i64,
    pub features_skipped: i64,
    pub bytes_read: i64,
    pub message: String,
    pub created_at: i64,
    pub updated_at: i64,
}

impl ParcelImport {
    /// How far through its file it is, 0–100.
    pub fn percent(&self) -> f64 {
        if self.state == ImportState::Done {
            return 100.0;
        }
        if self.file_bytes <= 0 {
            return 0.0;
        }
        (self.bytes_read as f64 / self.file_bytes as f64 * 100.0).clamp(0.0, 100.0)
    }
}

/// How a run of an import ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunEnd {
    /// The whole file is stored.
    Done,
    /// Paused by an admin; the rest waits.
    Paused,
    /// The file cannot be imported, for this reason.
    Failed(String),
}

/// Runs `import` over `reader` (its file, from the start) until the file ends, the import is
/// paused, or the file proves unreadable; `progress` hears of every batch stored and answers
/// whether to go on (the command line stops on Ctrl-C: the import is then paused). A database
/// error is returned as it is: the batch it interrupted was not counted, and the next run
/// stores it again.
pub async fn run(
    store: &ParcelStore,
    import: &ParcelImport,
    fields: &FieldMap,
    reader: impl Read + Send + 'static,
    mut progress: impl FnMut(&ParcelImport) -> bool,
) -> anyhow::Result<RunEnd> {
    let (batches, mut received) = tokio::sync::mpsc::channel::<Batch>(2);
    let stop = Arc::new(AtomicBool::new(false));
    let reading = {
        let (skip, fields, stop) = (u64::try_from(import.features_read).unwrap_or(0), fields.clone(), stop.clone());
        // Parsing is CPU work: on a blocking thread, a batch ahead of the writes.
        tokio::task::spawn_blocking(move || {
            read_features(reader, skip, &fields, |batch| {
                !stop.load(Ordering::Relaxed) && batches.blocking_send(batch).is_ok()
            })
        })
    };
    let mut written = Ok(());
    let mut paused = false;
    while let Some(batch) = received.recv().await {
        if let Err(err) = store_batch(store, import, batch).await {
            written = Err(err);
            break;
        }
        let Some(now) = store.import(&import.id).await? else { break };
        let go_on = progress(&now);
        if !go_on {
            let from = [ImportState::Queued, ImportState::Running];
            store.move_import(&import.id, &from, ImportState::Paused, "", now_millis()).await?;
        }
        if !go_on || now.state == ImportState::Paused {
            paused = true;
            break;
        }
    }
    stop.store(true, Ordering::Relaxed);
    drop(received);
    let read = reading.await?;
    written?;
    match read {
        _ if paused => Ok(RunEnd::Paused),
        Ok(()) => Ok(RunEnd::Done),
        Err(ImportError::Stopped) => Ok(RunEnd::Paused),
        Err(err) => Ok(RunEnd::Failed(err.to_string())),
    }
}

async fn store_batch(store: &ParcelStore, import: &ParcelImport, batch: Batch) -> sqlx::Result<()> {
    let ids: Vec<String> =
        batch.parcels.iter().map(|(index, part, _)| format!("{}-{index}-{part}", import.id)).collect();
    let rows: Vec<NewParcel> = batch
        .parcels
        .iter()
        .zip(&ids)
        .map(|((_, _, parcel), id)| NewParcel { id, source: &import.source_id, import_id: &import.id, parcel })
        .collect();
    let step = ImportStep {
        features: i64::try_from(batch.features).unwrap_or(i64::MAX),
        stored: i64::try_from(rows.len()).unwrap_or(i64::MAX),
        skipped: i64::try_from(batch.skipped).unwrap_or(i64::MAX),
        bytes_read: i64::try_from(batch.bytes_read).unwrap_or(i64::MAX),
    };
    store.store_batch(&import.id, &rows, step, now_millis()).await
}

/// The words for an import that read its whole file.
pub fn done_message(import: &ParcelImport) -> String {
    let skipped = match import.features_skipped {
        0 => String::new(),
        1 => "; 1 feature had no polygon that can be a lot".to_owned(),
        n => format!("; {n} features had no polygon that can be a lot"),
    };
    format!("{} parcels stored from {} features{skipped}.", import.parcels_stored, import.features_read)
}
