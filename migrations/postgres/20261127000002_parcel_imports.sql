-- Imports of a county's parcel file (GeoJSON) into a store source: their progress, so that an
-- import can be left and resumed. Features are read in order; `features_read` counts those
-- whose parcels are stored (with the count, in the same transaction), so a resumed import skips
-- exactly those. Its parcels' ids begin with the import's id; when it is done, the source's
-- parcels from earlier imports go.
CREATE TABLE parcel_imports (
    id              TEXT PRIMARY KEY,
    source_id       TEXT NOT NULL REFERENCES parcel_sources(id) ON DELETE CASCADE,
    file_name       TEXT NOT NULL,
    file_key        TEXT NOT NULL DEFAULT '',    -- the uploaded file in the media store; '' from the command line
    file_digest     TEXT NOT NULL,               -- SHA-256 of the file: the command line resumes the same file
    file_bytes      BIGINT NOT NULL,
    state           TEXT NOT NULL,               -- queued | running | paused | done | failed
    features_read   BIGINT NOT NULL DEFAULT 0,
    parcels_stored  BIGINT NOT NULL DEFAULT 0,
    features_skipped BIGINT NOT NULL DEFAULT 0,      -- no polygon, or an outline that cannot be a lot
    bytes_read      BIGINT NOT NULL DEFAULT 0,
    message         TEXT NOT NULL DEFAULT '',
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL
);
CREATE INDEX parcel_imports_source ON parcel_imports(source_id, created_at);

-- The import a parcel came from ('' for the demo's fabric): a finished import replaces the
-- source's parcels of earlier imports, and a failed one takes back its own.
ALTER TABLE parcels ADD COLUMN import_id TEXT NOT NULL DEFAULT '';
