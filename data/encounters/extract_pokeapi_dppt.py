#!/usr/bin/env python3
"""Extract PokeAPI's encounter rows of Diamond, Pearl and Platinum into one
committed, denormalised CSV: data/encounters/pokeapi/dppt.csv (stdlib only,
deterministic).

Usage: extract_pokeapi_dppt.py --sources DIR [OUT_DIR]

Reads PokeAPI/pokeapi at its pinned commit (DIR: data/README.md section 11),
data/v2/csv/<file>:
encounters.csv, encounter_slots.csv, encounter_methods.csv,
encounter_condition_value_map.csv, encounter_condition_values.csv,
location_areas.csv, locations.csv, location_names.csv, versions.csv,
pokemon.csv, pokemon_species.csv, items.csv.

Writes (PokeAPI data, BSD-3-Clause: see data/dex/LICENSE-pokeapi.txt):
- pokeapi/dppt.csv: one line per encounters.csv row of the versions diamond,
  pearl and platinum, in encounters.csv order, with its joins spelled out:
  encounter_id, version, area (the location area's API identifier:
  "<location>-<area>", or "<location>-area" when the area has no
  identifier, as https://pokeapi.co/api/v2/location-area/ names them),
  method (encounter_methods identifier), slot, rarity, pokemon (pokemon
  identifier), species (pokemon_species identifier), min_level, max_level,
  conditions (the row's condition value identifiers, sorted, joined by "+").
- pokeapi/dppt-vocabulary.json: every encounter method and every encounter
  condition value identifier of PokeAPI (to validate our files), and for
  each area used by those rows its game_index (location_areas.game_index:
  the index + 1 of the game's wild table, 0 for the areas that have none),
  its location and area identifiers and its location's English name
  (location_names.csv); and every item
  identifier of items.csv (the item vocabulary of data/story).
"""

import csv
import io
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline import sources, pokeapi  # noqa: E402

VERSIONS = ["diamond", "pearl", "platinum"]
ENGLISH = pokeapi.ENGLISH
FIELDS = ["encounter_id", "version", "area", "method",
          "slot", "rarity", "pokemon", "species", "min_level", "max_level", "conditions"]


def main():
    srcs, args = sources.require(sys.argv[1:], __doc__)
    out_dir = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "pokeapi")
    os.makedirs(out_dir, exist_ok=True)
    api = pokeapi.open_sources(srcs)
    commit, table = api.commit, api.table

    versions = {r["id"]: r["identifier"] for r in table("versions.csv")}
    wanted = {vid for vid, name in versions.items() if name in VERSIONS}
    slots = {r["id"]: r for r in table("encounter_slots.csv")}
    methods = {r["id"]: r["identifier"] for r in table("encounter_methods.csv")}
    values = {r["id"]: r["identifier"] for r in table("encounter_condition_values.csv")}
    locations = {r["id"]: r["identifier"] for r in table("locations.csv")}
    loc_names = {r["location_id"]: r["name"] for r in table("location_names.csv")
                 if r["local_language_id"] == ENGLISH}
    areas = {}
    for r in table("location_areas.csv"):
        loc = locations[r["location_id"]]
        areas[r["id"]] = (loc + "-" + (r["identifier"] or "area"), r["game_index"],
                          loc_names.get(r["location_id"], loc), loc, r["identifier"])
    species = {r["id"]: r["identifier"] for r in table("pokemon_species.csv")}
    pokemon = {r["id"]: (r["identifier"], species[r["species_id"]]) for r in table("pokemon.csv")}

    encounters = [r for r in table("encounters.csv") if r["version_id"] in wanted]
    ids = {r["id"] for r in encounters}
    conds = {}
    for r in table("encounter_condition_value_map.csv"):
        if r["encounter_id"] in ids:
            conds.setdefault(r["encounter_id"], []).append(values[r["encounter_condition_value_id"]])

    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(FIELDS)
    used = {}
    for r in sorted(encounters, key=lambda r: int(r["id"])):
        s = slots[r["encounter_slot_id"]]
        area, game_index, loc_name, loc, sub = areas[r["location_area_id"]]
        pk, sp = pokemon[r["pokemon_id"]]
        used[area] = {"game_index": int(game_index), "location": loc, "area": sub, "location_name": loc_name}
        w.writerow([r["id"], versions[r["version_id"]], area,
                    methods[s["encounter_method_id"]], s["slot"], s["rarity"], pk, sp,
                    r["min_level"], r["max_level"], "+".join(sorted(conds.get(r["id"], [])))])
    with open(os.path.join(out_dir, "dppt.csv"), "w", encoding="utf-8", newline="") as f:
        f.write(buf.getvalue())

    vocab = {
        "source": f"PokeAPI/pokeapi at {commit}: data/v2/csv/encounter_methods.csv, encounter_condition_values.csv, location_areas.csv, location_names.csv, items.csv",
        "methods": [methods[k] for k in sorted(methods, key=int)],
        "condition_values": [values[k] for k in sorted(values, key=int)],
        "areas": {a: used[a] for a in sorted(used)},
        "items": [r["identifier"] for r in sorted(table("items.csv"), key=lambda r: int(r["id"]))],
    }
    with open(os.path.join(out_dir, "dppt-vocabulary.json"), "w", encoding="utf-8") as f:
        f.write(json.dumps(vocab, indent=2, ensure_ascii=False) + "\n")
    print(f"{len(encounters)} rows", file=sys.stderr)


if __name__ == "__main__":
    main()
