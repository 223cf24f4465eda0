-- Places by name, whatever the case: a lot's place (state, county, city as the address search
-- names them) is found by an index instead of a scan of every county and city, on every fit
-- check of the integrators' API and every map that asks for its local rules.
CREATE INDEX directory_values_lower_name ON directory_values (LOWER(name));
