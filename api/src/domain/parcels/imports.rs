//! Imports of a county's parcel file into a store source: a job for a file an admin uploads,
//! or the command line's run for a file on the server's disk. Either stores the parcels a batch
//! at a time, each batch in the transaction that counts it, so an import left (paused, the
//! server stopped, the command line interrupted) resumes after the last batch stored. When the
//! whole file is read, the source's parcels of earlier imports go; a file that turns out not to
//! be GeoJSON takes back what it stored.

use std::io::Read;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use bytes::Bytes;
use sha2::{Digest, Sha256};

use super::county_file::{read_features, Batch, ImportError};
use super::sources::{FieldMap, ParcelSource, Protocol};
use super::{Parcels, IMPORT_FILES};
use crate::domain::accounts::{Role, Viewer};
use crate::domain::time::{new_id, now_millis};
use crate::error::{AppError, AppResult};
use crate::store::jobs::NewJob;
use crate::store::parcels::{ImportStep, NewParcel, ParcelStore};

/// The job that runs an uploaded import (payload `{"importId": …}`).
pub const IMPORT_JOB: &str = "parcel-import";
pub const IMPORT_NOT_FOUND: &str = "Parcel import not found.";
/// Imports listed with a source.
const RECENT_IMPORTS: i64 = 10;

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

/// The imports admins start in the back office and operators on the command line.
impl Parcels {
    /// A store source's latest imports, newest first. Admins only.
    pub async fn imports(&self, viewer: &Viewer, source_id: &str) -> AppResult<Vec<ParcelImport>> {
        viewer.require(&[Role::Admin])?;
        Ok(self.parcels.imports_of(source_id, RECENT_IMPORTS).await?)
    }

    /// Keeps an uploaded county file and queues its import into the store source `source_id`.
    /// Admins only.
    pub async fn start_import(
        &self,
        viewer: &Viewer,
        source_id: &str,
        file_name: &str,
        bytes: Bytes,
    ) -> AppResult<ParcelImport> {
        let source = self.source(viewer, source_id).await?;
        if source.protocol != Protocol::Store {
            return Err(AppError::BadInput(
                "Parcels are imported into a source of our parcel store; this source asks a service.".into(),
            ));
        }
        let first = bytes.iter().find(|b| !b.is_ascii_whitespace());
        if first != Some(&b'{') {
            return Err(AppError::Unprocessable(
                "The file is not GeoJSON: a FeatureCollection begins with '{'.".into(),
            ));
        }
        let id = new_id();
        let file_name = file_name.trim();
        let file_name = if file_name.is_empty() { "parcels.geojson" } else { file_name };
        let file_key = format!("{IMPORT_FILES}{id}.geojson");
        let import = new_import(&id, &source.id, file_name, &file_key, &bytes, ImportState::Queued);
        self.media.put(&file_key, bytes).await?;
        self.parcels.insert_import_with_job(&import, &import_job(&id)).await?;
        Ok(import)
    }

    /// Pauses an import; it stops after the batch it is storing. Admins only.
    pub async fn pause_import(&self, viewer: &Viewer, id: &str) -> AppResult<ParcelImport> {
        viewer.require(&[Role::Admin])?;
        let from = [ImportState::Queued, ImportState::Running];
        if !self.parcels.move_import(id, &from, ImportState::Paused, "", now_millis()).await? {
            return Err(self.import_refusal(id, "Only a queued or running import can be paused.").await);
        }
        self.import_of(id).await
    }

    /// Resumes a paused import where it stopped. Admins only.
    pub async fn resume_import(&self, viewer: &Viewer, id: &str) -> AppResult<ParcelImport> {
        viewer.require(&[Role::Admin])?;
        let import = self.import_of(id).await?;
        if import.file_key.is_empty() {
            return Err(AppError::BadInput(
                "This import runs from the command line: run the same command again to resume it.".into(),
            ));
        }
        if !self.parcels.requeue_import(id, &import_job(id), now_millis()).await? {
            return Err(self.import_refusal(id, "Only a paused import can be resumed.").await);
        }
        self.import_of(id).await
    }

    /// Runs an uploaded import (the job): from where it stopped to its end or a pause.
    pub async fn run_import_job(&self, payload: &serde_json::Value) -> anyhow::Result<()> {
        let id = payload.get("importId").and_then(serde_json::Value::as_str).unwrap_or_default();
        let Some(import) = self.parcels.import(id).await? else { return Ok(()) };
        if !matches!(import.state, ImportState::Queued | ImportState::Running) {
            return Ok(());
        }
        let Some(source) = self.sources.get(&import.source_id).await? else { return Ok(()) };
        let Some(bytes) = self.media.get(&import.file_key).await? else {
            let message = "The uploaded file is gone; upload it again.";
            self.parcels.fail_import(&import, message, now_millis()).await?;
            return Ok(());
        };
        let from = [ImportState::Queued, ImportState::Running];
        self.parcels.move_import(id, &from, ImportState::Running, "", now_millis()).await?;
        self.finish_run(&import, &source, std::io::Cursor::new(bytes), |_| true).await?;
        Ok(())
    }

    /// Imports the county file at `path` into the store source `source_id` from the command
    /// line, telling `progress` of every batch (which answers whether to go on; if not, the
    /// import is paused); the same file's unfinished import resumes.
    pub async fn import_file(
        &self,
        source_id: &str,
        path: &std::path::Path,
        progress: impl FnMut(&ParcelImport) -> bool,
    ) -> anyhow::Result<(ParcelImport, RunEnd)> {
        let source = self
            .sources
            .get(source_id)
            .await?
            .ok_or_else(|| anyhow::anyhow!("There is no parcel source {source_id}."))?;
        anyhow::ensure!(
            source.protocol == Protocol::Store,
            "{} asks a service; import into a store source.",
            source.name
        );
        let digest = file_digest(path)?;
        let import = match self.parcels.unfinished_import(&source.id, &digest.0).await? {
            Some(import) => import,
            None => {
                let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                let mut import = new_import(&new_id(), &source.id, &name, "", &[], ImportState::Running);
                (import.file_digest, import.file_bytes) = digest;
                self.parcels.insert_import(&import).await?;
                import
            }
        };
        let from = [ImportState::Queued, ImportState::Running, ImportState::Paused];
        self.parcels.move_import(&import.id, &from, ImportState::Running, "", now_millis()).await?;
        let file = std::fs::File::open(path)?;
        let end = self.finish_run(&import, &source, file, progress).await?;
        let import = self.parcels.import(&import.id).await?.unwrap_or(import);
        Ok((import, end))
    }

    /// Runs `import` over `reader` and records how it ended.
    async fn finish_run(
        &self,
        import: &ParcelImport,
        source: &ParcelSource,
        reader: impl std::io::Read + Send + 'static,
        progress: impl FnMut(&ParcelImport) -> bool,
    ) -> anyhow::Result<RunEnd> {
        let end = run(&self.parcels, import, &source.fields, reader, progress).await?;
        let Some(now) = self.parcels.import(&import.id).await? else { return Ok(end) };
        match &end {
            RunEnd::Done => {
                self.parcels.finish_import(&now, &done_message(&now), now_millis()).await?;
                self.parcels.refresh_statistics().await?;
                self.refresh_store_extent(&source.id).await?;
            }
            RunEnd::Failed(message) => self.parcels.fail_import(&now, message, now_millis()).await?,
            RunEnd::Paused => {}
        }
        Ok(end)
    }

    async fn import_of(&self, id: &str) -> AppResult<ParcelImport> {
        self.parcels.import(id).await?.ok_or_else(|| AppError::NotFound(IMPORT_NOT_FOUND.into()))
    }

    /// Why an import could not move: it is not there, or not in a state that can.
    async fn import_refusal(&self, id: &str, wrong_state: &str) -> AppError {
        match self.parcels.import(id).await {
            Ok(Some(_)) => AppError::Conflict(wrong_state.into()),
            Ok(None) => AppError::NotFound(IMPORT_NOT_FOUND.into()),
            Err(err) => err.into(),
        }
    }
}

/// A new import of a file of `bytes` (its digest and size from them).
fn new_import(
    id: &str,
    source_id: &str,
    file_name: &str,
    file_key: &str,
    bytes: &[u8],
    state: ImportState,
) -> ParcelImport {
    let now = now_millis();
    ParcelImport {
        id: id.to_owned(),
        source_id: source_id.to_owned(),
        file_name: file_name.chars().take(200).collect(),
        file_key: file_key.to_owned(),
        file_digest: hex::encode(Sha256::digest(bytes)),
        file_bytes: i64::try_from(bytes.len()).unwrap_or(i64::MAX),
        state,
        features_read: 0,
        parcels_stored: 0,
        features_skipped: 0,
        bytes_read: 0,
        message: String::new(),
        created_at: now,
        updated_at: now,
    }
}

/// The job that runs the uploaded import `id`.
fn import_job(id: &str) -> NewJob {
    let now = now_millis();
    NewJob {
        id: new_id(),
        kind: IMPORT_JOB,
        payload: serde_json::json!({ "importId": id }),
        max_attempts: 5,
        run_at: now,
        created_at: now,
    }
}

/// The SHA-256 (hex) and size of the file at `path`, read in pieces.
fn file_digest(path: &std::path::Path) -> std::io::Result<(String, i64)> {
    let mut file = std::fs::File::open(path)?;
    let mut hasher = Sha256::new();
    let size = std::io::copy(&mut file, &mut hasher)?;
    Ok((hex::encode(hasher.finalize()), i64::try_from(size).unwrap_or(i64::MAX)))
}
