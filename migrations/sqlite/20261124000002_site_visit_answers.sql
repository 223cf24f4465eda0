-- The site-visit questionnaire is data: each version of its questions is a row, and a visit
-- names the version it is answered on. Answers live one row per question, so a phone saving
-- answers one at a time (or replaying them after being offline) never overwrites another.
CREATE TABLE site_visit_templates (
    version    INTEGER PRIMARY KEY,
    categories TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

ALTER TABLE site_visits ADD COLUMN template_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE site_visits ADD COLUMN submitted_at BIGINT;
-- Answers moved to site_visit_answers; no visit was ever stored with the old column.
ALTER TABLE site_visits DROP COLUMN categories;
CREATE INDEX site_visits_created ON site_visits(created_at);

CREATE TABLE site_visit_answers (
    visit_id    TEXT NOT NULL REFERENCES site_visits(id) ON DELETE CASCADE,
    question_id TEXT NOT NULL,
    value       TEXT NOT NULL,
    warnings    TEXT NOT NULL,
    answered_at BIGINT NOT NULL,
    PRIMARY KEY (visit_id, question_id)
);
