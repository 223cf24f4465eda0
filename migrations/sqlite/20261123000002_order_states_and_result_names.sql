-- Site-plan orders a homeowner can follow and admins can advance, and saved placements a
-- homeowner can name and delete (with undo).

-- received → in_progress → delivered; the price is the estimate's as-built site plan line
-- when ordered, in cents; the address is the saved placement's, copied when ordered.
ALTER TABLE site_plan_orders ADD COLUMN status TEXT NOT NULL DEFAULT 'received';
ALTER TABLE site_plan_orders ADD COLUMN price_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE site_plan_orders ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE site_plan_orders ADD COLUMN updated_at BIGINT NOT NULL DEFAULT 0;
UPDATE site_plan_orders SET updated_at = created_at;
-- One open order per customer, plan and placement: a repeated tap finds the first.
CREATE UNIQUE INDEX site_plan_orders_open
    ON site_plan_orders (user_id, plan_id, COALESCE(map_result_id, ''))
    WHERE status <> 'delivered';
CREATE INDEX site_plan_orders_status ON site_plan_orders (status, created_at);

-- A name the homeowner gives a saved placement (empty: the plan's title is shown), and when
-- it was deleted (kept, so a delete can be undone).
ALTER TABLE map_results ADD COLUMN name TEXT NOT NULL DEFAULT '';
ALTER TABLE map_results ADD COLUMN deleted_at BIGINT;
