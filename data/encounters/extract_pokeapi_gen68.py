#!/usr/bin/env python3
"""Extract PokeAPI's encounter rows of X/Y, Sun/Moon, Ultra Sun/Ultra Moon and
Sword/Shield into committed, denormalised CSVs (stdlib only, deterministic),
the way extract_pokeapi_dppt.py does for Diamond/Pearl/Platinum.

Usage: extract_pokeapi_gen68.py --sources DIR [OUT_DIR]

OUT_DIR defaults to ./pokeapi.  Reads PokeAPI/pokeapi at its pinned commit
(DIR: data/README.md section 11), data/v2/csv/<file>:
encounters.csv, encounter_slots.csv, encounter_methods.csv,
encounter_method_prose.csv, encounter_condition_value_map.csv,
encounter_condition_values.csv, encounter_condition_value_prose.csv,
location_areas.csv, locations.csv, location_names.csv, versions.csv,
pokemon.csv, pokemon_species.csv.

Writes (PokeAPI data, BSD-3-Clause: see data/dex/LICENSE-pokeapi.txt):
- pokeapi/<game>.csv for x-y, sun-moon, ultra-sun-ultra-moon, sword-shield:
  one line per encounters.csv row of the game's versions (x, y; sun, moon;
  ultra-sun, ultra-moon; sword, shield: the DLC versions
  the-isle-of-armor-* and the-crown-tundra-* are not taken), in
  encounters.csv id order, with the joins spelled out: encounter_id,
  version, area (the location area's API identifier: "<location>-<area>",
  or "<location>-area" when the area has no identifier, as
  https://pokeapi.co/api/v2/location-area/ names them), method
  (encounter_methods identifier), slot, rarity, pokemon (pokemon identifier:
  it tells the regional forms apart, rattata-alola), species
  (pokemon_species identifier), min_level, max_level, conditions (the row's
  condition value identifiers, sorted, joined by "+").
- pokeapi/gen68-vocabulary.json: every encounter method and every
  encounter condition value identifier of PokeAPI with its English prose
  (the method gates of data/story cite it), and per game each area used by
  those rows with its location and area identifiers and its location's
  English name (location_names.csv).
"""

import csv
import io
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline import sources, pokeapi  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen68_common import GAMES, POKEAPI_REPO  # noqa: E402

ENGLISH = pokeapi.ENGLISH
FIELDS = ["encounter_id", "version", "area", "method", "slot", "rarity", "pokemon", "species",
          "min_level", "max_level", "conditions"]


def main(argv):
    srcs, args = sources.require(argv[1:], __doc__)
    out_dir = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "pokeapi")
    os.makedirs(out_dir, exist_ok=True)
    api = pokeapi.open_sources(srcs)
    commit, table = api.commit, api.table

    versions = {r["id"]: r["identifier"] for r in table("versions.csv")}
    slots = {r["id"]: r for r in table("encounter_slots.csv")}
    methods = {r["id"]: r["identifier"] for r in table("encounter_methods.csv")}
    method_prose = {r["encounter_method_id"]: r["name"] for r in table("encounter_method_prose.csv")
                    if r["local_language_id"] == ENGLISH}
    values = {r["id"]: r["identifier"] for r in table("encounter_condition_values.csv")}
    value_prose = {r["encounter_condition_value_id"]: r["name"]
                   for r in table("encounter_condition_value_prose.csv") if r["local_language_id"] == ENGLISH}
    locations = {r["id"]: r["identifier"] for r in table("locations.csv")}
    loc_names = {r["location_id"]: r["name"] for r in table("location_names.csv")
                 if r["local_language_id"] == ENGLISH}
    areas = {}
    for r in table("location_areas.csv"):
        loc = locations[r["location_id"]]
        areas[r["id"]] = (loc + "-" + (r["identifier"] or "area"), loc_names.get(r["location_id"], loc),
                          loc, r["identifier"])
    species = {r["id"]: r["identifier"] for r in table("pokemon_species.csv")}
    pokemon = {r["id"]: (r["identifier"], species[r["species_id"]]) for r in table("pokemon.csv")}
    all_encounters = table("encounters.csv")
    cond_map = table("encounter_condition_value_map.csv")

    vocab = {
        "source": f"{POKEAPI_REPO} at {commit}: data/v2/csv/encounter_methods.csv, encounter_method_prose.csv, "
                  "encounter_condition_values.csv, encounter_condition_value_prose.csv, location_areas.csv, "
                  "locations.csv, location_names.csv (BSD-3-Clause, data/dex/LICENSE-pokeapi.txt)",
        "generator": "data/encounters/extract_pokeapi_gen68.py",
        "methods": {methods[k]: method_prose.get(k, "") for k in sorted(methods, key=int)},
        "condition_values": {values[k]: value_prose.get(k, "") for k in sorted(values, key=int)},
        "areas": {},
    }
    for game, (vers, _gen) in GAMES.items():
        wanted = {vid for vid, name in versions.items() if name in vers}
        encounters = [r for r in all_encounters if r["version_id"] in wanted]
        ids = {r["id"] for r in encounters}
        conds = {}
        for r in cond_map:
            if r["encounter_id"] in ids:
                conds.setdefault(r["encounter_id"], []).append(values[r["encounter_condition_value_id"]])
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(FIELDS)
        used = {}
        for r in sorted(encounters, key=lambda r: int(r["id"])):
            s = slots[r["encounter_slot_id"]]
            area, loc_name, loc, sub = areas[r["location_area_id"]]
            pk, sp = pokemon[r["pokemon_id"]]
            used[area] = {"location": loc, "area": sub, "location_name": loc_name}
            w.writerow([r["id"], versions[r["version_id"]], area, methods[s["encounter_method_id"]], s["slot"],
                        s["rarity"], pk, sp, r["min_level"], r["max_level"],
                        "+".join(sorted(conds.get(r["id"], [])))])
        with open(os.path.join(out_dir, game + ".csv"), "w", encoding="utf-8", newline="") as f:
            f.write(buf.getvalue())
        vocab["areas"][game] = {a: used[a] for a in sorted(used)}
        print(f"{game}: {len(encounters)} rows, {len(used)} areas", file=sys.stderr)
    with open(os.path.join(out_dir, "gen68-vocabulary.json"), "w", encoding="utf-8") as f:
        f.write(json.dumps(vocab, indent=2, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(sys.argv)
