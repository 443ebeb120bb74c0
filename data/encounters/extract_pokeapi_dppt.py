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

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline import sources, pokeapi  # noqa: E402
from data.pipeline.jsonio import write_json  # noqa: E402

VERSIONS = ["diamond", "pearl", "platinum"]
ENGLISH = pokeapi.ENGLISH
FIELDS = pokeapi.ENCOUNTER_FIELDS


def main():
    srcs, args = sources.require(sys.argv[1:], __doc__)
    out_dir = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "pokeapi")
    os.makedirs(out_dir, exist_ok=True)
    api = pokeapi.open_sources(srcs)
    commit, table = api.commit, api.table

    enc = pokeapi.Encounters(api)
    methods, values = enc.methods, enc.values
    rows = enc.rows(VERSIONS)
    used = {}
    for area, _line in rows:
        used[area["id"]] = {k: area[k] for k in ("game_index", "location", "area", "location_name")}
    pokeapi.write_rows(os.path.join(out_dir, "dppt.csv"), rows)

    vocab = {
        "source": f"PokeAPI/pokeapi at {commit}: data/v2/csv/encounter_methods.csv, encounter_condition_values.csv, location_areas.csv, location_names.csv, items.csv",
        "methods": [methods[k] for k in sorted(methods, key=int)],
        "condition_values": [values[k] for k in sorted(values, key=int)],
        "areas": {a: used[a] for a in sorted(used)},
        "items": [r["identifier"] for r in sorted(table("items.csv"), key=lambda r: int(r["id"]))],
    }
    write_json(os.path.join(out_dir, "dppt-vocabulary.json"), vocab)
    print(f"{len(rows)} rows", file=sys.stderr)


if __name__ == "__main__":
    main()
