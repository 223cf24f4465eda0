-- Local rules: what an area of the directories (a state, county or city) requires of a kind of
-- building (adu | house | shed), optionally only in one zoning district. `rules` and
-- `limits_on_local` are JSON in geom-wasm's `Rules` shape (rules.rs), each figure with its code
-- section and link. Every change writes a new version; the versions table keeps each one, so a
-- saved fit check can name the version it was held to.
CREATE TABLE rule_sets (
    id               TEXT PRIMARY KEY,
    name             TEXT NOT NULL,
    area_id          TEXT NOT NULL REFERENCES directory_values(id) ON DELETE CASCADE,
    area_level       INTEGER NOT NULL,              -- 1 state, 2 county, 3 city
    zoning           TEXT NOT NULL DEFAULT '',      -- '' for every district of the area
    building         TEXT NOT NULL,
    example          BOOLEAN NOT NULL DEFAULT FALSE, -- example data, to verify with the city
    read_on          TEXT NOT NULL DEFAULT '',      -- when its sources were read (YYYY-MM-DD)
    rules            TEXT NOT NULL,
    limits_on_local  TEXT NOT NULL DEFAULT '{}',
    version          INTEGER NOT NULL,
    created_at       BIGINT NOT NULL,
    updated_at       BIGINT NOT NULL,
    UNIQUE (area_id, zoning, building)
);

CREATE TABLE rule_set_versions (
    rule_set_id      TEXT NOT NULL REFERENCES rule_sets(id) ON DELETE CASCADE,
    version          INTEGER NOT NULL,
    name             TEXT NOT NULL,
    zoning           TEXT NOT NULL,
    building         TEXT NOT NULL,
    example          BOOLEAN NOT NULL,
    read_on          TEXT NOT NULL,
    rules            TEXT NOT NULL,
    limits_on_local  TEXT NOT NULL,
    changed_by       TEXT REFERENCES users(id) ON DELETE SET NULL,
    changed_at       BIGINT NOT NULL,
    PRIMARY KEY (rule_set_id, version)
);
