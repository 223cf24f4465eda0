-- Parcels: lot boundaries from a county's published parcel file (or the demo's made-up fabric),
-- found by the point in them. A GiST index over their bounding boxes (PostgreSQL's built-in
-- `box`, no PostGIS needed) narrows a point lookup to the few parcels whose box holds it; the
-- exact point-in-polygon test is the API's.
CREATE TABLE parcels (
    id            TEXT PRIMARY KEY,
    source        TEXT NOT NULL,
    apn           TEXT NOT NULL DEFAULT '',
    situs_address TEXT NOT NULL DEFAULT '',
    zoning        TEXT NOT NULL DEFAULT '',
    ring          TEXT NOT NULL,
    min_lon       DOUBLE PRECISION NOT NULL,
    min_lat       DOUBLE PRECISION NOT NULL,
    max_lon       DOUBLE PRECISION NOT NULL,
    max_lat       DOUBLE PRECISION NOT NULL,
    bbox          box GENERATED ALWAYS AS (box(point(min_lon, min_lat), point(max_lon, max_lat))) STORED
);
CREATE INDEX parcels_source ON parcels(source);
CREATE INDEX parcels_bbox ON parcels USING gist (bbox);
