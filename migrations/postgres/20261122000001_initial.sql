-- Initial schema (PostgreSQL). Mirrors migrations/sqlite: same tables, columns and indexes.
-- Ids are UUIDv7 strings; timestamps are epoch milliseconds; nested shapes are JSONB.

CREATE TABLE users (
    id            TEXT PRIMARY KEY,
    name          TEXT NOT NULL,
    email         TEXT NOT NULL UNIQUE,
    password_hash TEXT,
    google_sub    TEXT UNIQUE,
    role          TEXT NOT NULL DEFAULT 'USER' CHECK (role IN ('USER', 'ADMIN')),
    is_verified   BOOLEAN NOT NULL DEFAULT FALSE,
    created_at    BIGINT NOT NULL,
    updated_at    BIGINT NOT NULL
);

CREATE TABLE sessions (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash   TEXT NOT NULL UNIQUE,
    persistent   BOOLEAN NOT NULL,
    expires_at   BIGINT NOT NULL,
    created_at   BIGINT NOT NULL,
    last_seen_at BIGINT NOT NULL
);
CREATE INDEX sessions_user_id ON sessions(user_id);

CREATE TABLE user_tokens (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    purpose    TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
    token_hash TEXT NOT NULL UNIQUE,
    expires_at BIGINT NOT NULL,
    used_at    BIGINT,
    created_at BIGINT NOT NULL
);
CREATE INDEX user_tokens_user_id ON user_tokens(user_id);

CREATE TABLE contractors (
    id             TEXT PRIMARY KEY,
    name           TEXT NOT NULL,
    ceo            TEXT NOT NULL DEFAULT '',
    phone          TEXT NOT NULL DEFAULT '',
    email          TEXT NOT NULL,
    web_site       TEXT NOT NULL DEFAULT '',
    about          TEXT NOT NULL DEFAULT '',
    logo           TEXT NOT NULL DEFAULT '',
    photos         JSONB NOT NULL DEFAULT '[]',
    recommended_by JSONB NOT NULL DEFAULT '[]',
    specifications JSONB NOT NULL DEFAULT '{}',
    created_at     BIGINT NOT NULL,
    updated_at     BIGINT NOT NULL
);

CREATE TABLE plans (
    id                TEXT PRIMARY KEY,
    title             TEXT NOT NULL,
    description       TEXT NOT NULL DEFAULT '',
    contractor_id     TEXT REFERENCES contractors(id) ON DELETE SET NULL,
    url               TEXT NOT NULL DEFAULT '',
    decor_id          TEXT NOT NULL DEFAULT '',
    plan_id           TEXT NOT NULL DEFAULT '',
    image             TEXT NOT NULL DEFAULT '',
    is_hidden         BOOLEAN NOT NULL DEFAULT FALSE,
    pre_approved      BOOLEAN NOT NULL DEFAULT FALSE,
    is_modular        BOOLEAN NOT NULL DEFAULT FALSE,
    is_manufactured   BOOLEAN NOT NULL DEFAULT FALSE,
    plan_type         TEXT NOT NULL CHECK (plan_type IN ('house', 'shed')),
    bedroom_count     INTEGER NOT NULL,
    bathroom_count    INTEGER NOT NULL,
    -- The area labels and square-foot filters use: outer area when known, else total area.
    listed_area       DOUBLE PRECISION NOT NULL,
    width             DOUBLE PRECISION NOT NULL,
    length            DOUBLE PRECISION NOT NULL,
    meta              JSONB NOT NULL,
    plan_svg          TEXT NOT NULL DEFAULT '',
    photos            JSONB NOT NULL DEFAULT '[]',
    specifications    JSONB NOT NULL DEFAULT '{}',
    has_ar_model      BOOLEAN NOT NULL DEFAULT FALSE,
    ar_model_link     TEXT NOT NULL DEFAULT '',
    plan_cost         DOUBLE PRECISION NOT NULL DEFAULT 0,
    fix_price         DOUBLE PRECISION NOT NULL DEFAULT 0,
    source_plan       TEXT NOT NULL DEFAULT '',
    created_at        BIGINT NOT NULL,
    updated_at        BIGINT NOT NULL
);
CREATE INDEX plans_type ON plans(plan_type);
CREATE INDEX plans_bedroom_count ON plans(bedroom_count);
CREATE INDEX plans_bathroom_count ON plans(bathroom_count);
CREATE INDEX plans_listed_area ON plans(listed_area);
CREATE INDEX plans_width ON plans(width);
CREATE INDEX plans_length ON plans(length);
CREATE INDEX plans_is_hidden ON plans(is_hidden);
CREATE INDEX plans_pre_approved ON plans(pre_approved);
CREATE INDEX plans_contractor_id ON plans(contractor_id);
CREATE INDEX plans_plan_id ON plans(plan_id);
CREATE INDEX plans_created_at ON plans(created_at);

-- Where a plan may be built (scope 'available') or is pre-approved ('preApproved'): one row per
-- directory value, so the catalogue's state/county/city filters are indexed lookups.
CREATE TABLE plan_areas (
    plan_id TEXT NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
    scope   TEXT NOT NULL CHECK (scope IN ('available', 'preApproved')),
    level   TEXT NOT NULL CHECK (level IN ('state', 'county', 'city')),
    value   TEXT NOT NULL,
    PRIMARY KEY (plan_id, scope, level, value)
);
CREATE INDEX plan_areas_lookup ON plan_areas(level, value);

CREATE TABLE directories (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    slug       TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE TABLE directory_values (
    id           TEXT PRIMARY KEY,
    directory_id TEXT NOT NULL REFERENCES directories(id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    description  TEXT NOT NULL DEFAULT '',
    parent_id    TEXT REFERENCES directory_values(id) ON DELETE SET NULL,
    position     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX directory_values_directory ON directory_values(directory_id, position);
CREATE INDEX directory_values_parent ON directory_values(parent_id);

CREATE TABLE map_sessions (
    id                                 TEXT PRIMARY KEY,
    user_id                            TEXT NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    has_completed_onboarding           BOOLEAN NOT NULL DEFAULT FALSE,
    has_completed_onboarding_plan_view BOOLEAN NOT NULL DEFAULT FALSE,
    map_data                           JSONB NOT NULL DEFAULT '{}',
    last_viewed                        JSONB NOT NULL DEFAULT '[]',
    created_at                         BIGINT NOT NULL,
    updated_at                         BIGINT NOT NULL
);

CREATE TABLE map_results (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    plan_id    TEXT REFERENCES plans(id) ON DELETE SET NULL,
    address    TEXT NOT NULL DEFAULT '',
    map        JSONB NOT NULL DEFAULT '{}',
    snapshot   TEXT NOT NULL DEFAULT '',
    meta       JSONB NOT NULL DEFAULT '{}',
    photos     JSONB NOT NULL DEFAULT '[]',
    plan_svg   TEXT NOT NULL DEFAULT '',
    plan_title TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX map_results_user ON map_results(user_id, created_at);

CREATE TABLE templates (
    id             TEXT PRIMARY KEY,
    typeform_id    TEXT NOT NULL DEFAULT '',
    title          TEXT NOT NULL,
    link           TEXT NOT NULL DEFAULT '',
    specifications JSONB NOT NULL DEFAULT '{}',
    created_at     BIGINT NOT NULL,
    updated_at     BIGINT NOT NULL
);

CREATE TABLE recommendations (
    id         TEXT PRIMARY KEY,
    title      TEXT NOT NULL,
    image      TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);

-- Image-generation queue: workers claim rows by status (see DESIGN.md §2).
CREATE TABLE generation_tasks (
    id         TEXT PRIMARY KEY,
    status     TEXT NOT NULL CHECK (status IN ('created', 'pending', 'done', 'failure')),
    plan_id    TEXT REFERENCES plans(id) ON DELETE CASCADE,
    input      JSONB NOT NULL,
    output     JSONB,
    attempts   INTEGER NOT NULL DEFAULT 0,
    locked_at  BIGINT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX generation_tasks_plan ON generation_tasks(plan_id, created_at);
CREATE INDEX generation_tasks_status ON generation_tasks(status, created_at);

CREATE TABLE flux_generations (
    id             TEXT PRIMARY KEY,
    status         TEXT NOT NULL,
    plan_id        TEXT REFERENCES plans(id) ON DELETE CASCADE,
    source_image   TEXT NOT NULL DEFAULT '',
    data           JSONB NOT NULL DEFAULT '{}',
    sqs_message_id TEXT NOT NULL DEFAULT '',
    execution_time DOUBLE PRECISION,
    created_at     BIGINT NOT NULL,
    updated_at     BIGINT NOT NULL
);
CREATE INDEX flux_generations_plan ON flux_generations(plan_id, created_at);

CREATE TABLE assistant_chats (
    id         TEXT PRIMARY KEY,
    email      TEXT NOT NULL DEFAULT '',
    name       TEXT NOT NULL DEFAULT '',
    messages   JSONB NOT NULL DEFAULT '[]',
    plans      JSONB NOT NULL DEFAULT '[]',
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE TABLE site_visits (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    title      TEXT NOT NULL DEFAULT '',
    map        JSONB NOT NULL DEFAULT '{}',
    preview    JSONB,
    categories JSONB NOT NULL DEFAULT '[]',
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX site_visits_user ON site_visits(user_id, created_at);
