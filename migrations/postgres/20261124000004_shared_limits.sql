-- What several API instances must agree on, kept where they all see it (PostgreSQL only: on
-- SQLite the one process keeps these in memory).
--
-- Attempt windows of the rate limits (login, sign-up, emails, uploads): one row per key, the
-- window's end and the attempts counted in it.
CREATE TABLE rate_limit_windows (
    key         TEXT PRIMARY KEY,
    window_ends BIGINT NOT NULL,
    hits        INTEGER NOT NULL
);
CREATE INDEX rate_limit_windows_ends ON rate_limit_windows(window_ends);

-- Keys that succeeded (an account's owner signing in from an address), and since when.
CREATE TABLE rate_limit_trusted (
    key   TEXT PRIMARY KEY,
    since BIGINT NOT NULL
);

-- The geocoder's pacing: when the last request ended. An instance holds this row locked while it
-- waits out the interval and makes its request, so all instances together keep to the
-- provider's one request a second, measured from the end of the previous one.
CREATE TABLE geocoder_pacing (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    finished_at BIGINT NOT NULL
);

-- The geocoder's answers, shared so an address is looked up once for every instance.
CREATE TABLE geocoder_cache (
    query      TEXT PRIMARY KEY,
    places     JSONB NOT NULL,
    fetched_at BIGINT NOT NULL
);
CREATE INDEX geocoder_cache_fetched ON geocoder_cache(fetched_at);
