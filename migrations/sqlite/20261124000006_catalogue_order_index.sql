-- The catalogue's page: visible plans, newest first. One index in that order serves the page
-- straight from the index (no sort of every visible plan), and the count of visible plans.
CREATE INDEX plans_listing ON plans(is_hidden, created_at DESC, id DESC);
