-- Parcel sources: where the parcel at a point is looked up. Each belongs to an area of the
-- directories (a state, county or city; the most specific one holding the point answers) and
-- covers an extent (WGS84 degrees; read from the service, or from the stored parcels). A source
-- speaks the ArcGIS REST API's layer query, OGC API – Features, or is our own parcel store (its
-- parcels are those whose `parcels.source` is the source's id).
CREATE TABLE parcel_sources (
    id            TEXT PRIMARY KEY,
    name          TEXT NOT NULL,
    protocol      TEXT NOT NULL,                 -- arcgis | ogc | store
    url           TEXT NOT NULL DEFAULT '',      -- ArcGIS: the layer's URL; OGC: the landing page
    collection    TEXT NOT NULL DEFAULT '',      -- OGC: the collection's id
    apn_field     TEXT NOT NULL DEFAULT '',      -- the fields holding the parcel number, the
    situs_field   TEXT NOT NULL DEFAULT '',      -- situs address and the zoning district
    zoning_field  TEXT NOT NULL DEFAULT '',
    area_id       TEXT REFERENCES directory_values(id) ON DELETE SET NULL,
    area_level    INTEGER NOT NULL DEFAULT 0,    -- 0 none, 1 state, 2 county, 3 city
    min_lon       DOUBLE PRECISION,
    min_lat       DOUBLE PRECISION,
    max_lon       DOUBLE PRECISION,
    max_lat       DOUBLE PRECISION,
    enabled       BOOLEAN NOT NULL DEFAULT TRUE,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL
);

-- Answers of remote sources, shared by every instance on the database: the parcel found at a
-- point (or that none is there), until it expires. A source's answers go when it is changed.
CREATE TABLE parcel_answers (
    source_id   TEXT NOT NULL REFERENCES parcel_sources(id) ON DELETE CASCADE,
    point_key   TEXT NOT NULL,                   -- the point, rounded to about a centimetre
    answer      TEXT NOT NULL,                   -- JSON
    expires_at  INTEGER NOT NULL,
    PRIMARY KEY (source_id, point_key)
);
CREATE INDEX parcel_answers_expiry ON parcel_answers(expires_at);
