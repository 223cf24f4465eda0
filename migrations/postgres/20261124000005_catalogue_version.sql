-- The catalogue's version: bumped in the same transaction as every change to a plan or its
-- areas, whatever makes it (an admin's edit, a saved render, a seed). Each API instance keeps
-- catalogue answers under the version they were read at and reads the version (one row) before
-- answering from them, so no instance serves a plan list older than a save it could see.
CREATE TABLE catalogue_version (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    version BIGINT NOT NULL
);
INSERT INTO catalogue_version (id, version) VALUES (1, 0);

CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
    RETURN NULL;
END
$$;

CREATE TRIGGER plans_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER plan_areas_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_areas
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
