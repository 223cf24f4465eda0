-- The catalogue's version: bumped in the same transaction as every change to a plan or its
-- areas, whatever makes it (an admin's edit, a saved render, a seed). The API keeps catalogue
-- answers under the version they were read at and reads the version (one row) before answering
-- from them, so no answer is older than a save.
CREATE TABLE catalogue_version (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    version INTEGER NOT NULL
);
INSERT INTO catalogue_version (id, version) VALUES (1, 0);

CREATE TRIGGER plans_insert_bumps_catalogue_version AFTER INSERT ON plans
BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER plans_update_bumps_catalogue_version AFTER UPDATE ON plans
BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER plans_delete_bumps_catalogue_version AFTER DELETE ON plans
BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER plan_areas_insert_bumps_catalogue_version AFTER INSERT ON plan_areas
BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER plan_areas_update_bumps_catalogue_version AFTER UPDATE ON plan_areas
BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER plan_areas_delete_bumps_catalogue_version AFTER DELETE ON plan_areas
BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; END;
