-- The durable job queue: work that can wait (emails, image variants, generation), shared by
-- every API instance. A worker claims a due job by taking a lease and a new fencing token
-- (`fence`); it renews the lease while it works, and only the holder of the current token may
-- finish the job, so a job whose worker died is claimed again once its lease ends and the late
-- worker's answer is refused.
CREATE TABLE jobs (
    id           TEXT PRIMARY KEY,
    kind         TEXT NOT NULL,
    payload      TEXT NOT NULL,
    state        TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'running', 'done', 'dead')),
    attempts     INTEGER NOT NULL DEFAULT 0,
    max_attempts INTEGER NOT NULL,
    run_at       BIGINT NOT NULL,
    lease_until  BIGINT,
    fence        BIGINT NOT NULL DEFAULT 0,
    worker       TEXT,
    last_error   TEXT,
    created_at   BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL
);
-- Due work is found by time, running work by its lease, old finished work by its last change.
CREATE INDEX jobs_due ON jobs (run_at, id) WHERE state = 'pending';
CREATE INDEX jobs_leased ON jobs (lease_until) WHERE state = 'running';
CREATE INDEX jobs_done ON jobs (updated_at) WHERE state = 'done';
