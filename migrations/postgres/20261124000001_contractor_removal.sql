-- A removed contractor is kept, marked with when it was removed: its plans keep working and
-- name it as removed, and the back office's lists leave it out.
ALTER TABLE contractors ADD COLUMN removed_at BIGINT;
