-- Orders of an 'as is' site plan from the plan page (SPEC.md §7.3 POST /api/order-site-plan).
CREATE TABLE site_plan_orders (
    id            TEXT PRIMARY KEY,
    user_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name          TEXT NOT NULL,
    email         TEXT NOT NULL,
    plan_id       TEXT REFERENCES plans(id) ON DELETE SET NULL,
    map_result_id TEXT REFERENCES map_results(id) ON DELETE SET NULL,
    plan_title    TEXT NOT NULL,
    plan_image    TEXT NOT NULL DEFAULT '',
    contractor_id TEXT,
    created_at    BIGINT NOT NULL
);
CREATE INDEX site_plan_orders_user ON site_plan_orders(user_id, created_at);
