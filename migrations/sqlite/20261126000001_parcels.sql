-- Parcels: lot boundaries from a county's published parcel file (or the demo's made-up fabric),
-- found by the point in them. An R*Tree over their bounding boxes (SQLite's rtree module, built
-- into the bundled library) narrows a point lookup to the few parcels whose box holds it; the
-- exact point-in-polygon test is the API's.
CREATE TABLE parcels (
    pk            INTEGER PRIMARY KEY,           -- the R*Tree's integer id
    id            TEXT NOT NULL UNIQUE,
    source        TEXT NOT NULL,                 -- the file (or fabric) it came from
    apn           TEXT NOT NULL DEFAULT '',      -- the parcel number (APN)
    situs_address TEXT NOT NULL DEFAULT '',
    zoning        TEXT NOT NULL DEFAULT '',      -- the zoning district
    ring          TEXT NOT NULL,                 -- JSON [[lon, lat], …], WGS84, open
    min_lon       DOUBLE PRECISION NOT NULL,
    min_lat       DOUBLE PRECISION NOT NULL,
    max_lon       DOUBLE PRECISION NOT NULL,
    max_lat       DOUBLE PRECISION NOT NULL
);
CREATE INDEX parcels_source ON parcels(source);

CREATE VIRTUAL TABLE parcels_rtree USING rtree(pk, min_lon, max_lon, min_lat, max_lat);

-- The index follows the table, so every write path keeps it whole.
CREATE TRIGGER parcels_rtree_insert AFTER INSERT ON parcels BEGIN
    INSERT INTO parcels_rtree (pk, min_lon, max_lon, min_lat, max_lat)
    VALUES (new.pk, new.min_lon, new.max_lon, new.min_lat, new.max_lat);
END;
CREATE TRIGGER parcels_rtree_delete AFTER DELETE ON parcels BEGIN
    DELETE FROM parcels_rtree WHERE pk = old.pk;
END;
