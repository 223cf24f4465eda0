-- Integrators' API keys (`/api/v1`): an admin names a key and its rate; the key itself is shown
-- once and only its SHA-256 is kept, so a leaked row cannot be replayed. `prefix` (the key's
-- first characters) tells keys apart in the back office. A revoked key keeps its row, so the
-- list says when it was revoked and by whom it was made.
CREATE TABLE api_keys (
    id            TEXT PRIMARY KEY,
    name          TEXT NOT NULL,
    prefix        TEXT NOT NULL,
    key_hash      TEXT NOT NULL UNIQUE,
    per_minute    INTEGER NOT NULL,
    created_by    TEXT REFERENCES users(id) ON DELETE SET NULL,
    created_at    BIGINT NOT NULL,
    last_used_at  BIGINT,
    revoked_at    BIGINT
);
