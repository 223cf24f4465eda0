-- Generation tasks run on the job queue: the task keeps its readable failure reason, the remote
-- prediction it waits on (stored before waiting, so a restarted worker polls it again instead of
-- paying for a second generation), when it started and ended, and who asked. `attempts` counts
-- the task's runs: Retry starts a new one, and a queued job of an older run finds itself stale.
ALTER TABLE generation_tasks ADD COLUMN error TEXT;
ALTER TABLE generation_tasks ADD COLUMN prediction_id TEXT;
ALTER TABLE generation_tasks ADD COLUMN started_at BIGINT;
ALTER TABLE generation_tasks ADD COLUMN finished_at BIGINT;
ALTER TABLE generation_tasks ADD COLUMN created_by TEXT;
-- Older exterior generations name their failure too.
ALTER TABLE flux_generations ADD COLUMN error TEXT;
