#!/usr/bin/env python3
"""Extract PokeAPI's encounter rows of Black, White, Black 2 and White 2 into
one committed, denormalised CSV: data/encounters/pokeapi/gen5.csv (stdlib
only, deterministic).

Usage: extract_pokeapi_gen5.py --sources DIR [OUT_DIR]

Reads PokeAPI/pokeapi at its pinned commit (DIR: data/README.md section 11),
data/v2/csv/<file>:
encounters.csv, encounter_slots.csv, encounter_methods.csv,
encounter_method_prose.csv, encounter_condition_value_map.csv,
encounter_condition_values.csv, location_areas.csv, locations.csv,
location_names.csv, versions.csv, pokemon.csv, pokemon_species.csv,
items.csv.

Writes (PokeAPI data, BSD-3-Clause: see data/dex/LICENSE-pokeapi.txt):
- pokeapi/gen5.csv: one line per encounters.csv row of the versions black,
  white, black-2 and white-2, in encounters.csv order, with its joins
  spelled out: encounter_id, version, area (the location area's API
  identifier: "<location>-<area>", or "<location>-area" when the area has no
  identifier, as https://pokeapi.co/api/v2/location-area/ names them),
  method (encounter_methods identifier), slot, rarity, pokemon (pokemon
  identifier), species (pokemon_species identifier), min_level, max_level,
  conditions (the row's condition value identifiers, sorted, joined by "+").
- pokeapi/gen5-vocabulary.json: every encounter method (with its English
  prose and the line of encounter_method_prose.csv that says it) and every
  encounter condition value identifier of PokeAPI; for every location area
  used by those rows or lying in the Unova region (locations.region_id 5)
  its game_index, location and area identifiers and its location's English
  name (location_names.csv); and every item identifier of items.csv.
"""

import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline import sources, pokeapi  # noqa: E402
from data.pipeline.jsonio import write_json  # noqa: E402

VERSIONS = ["black", "white", "black-2", "white-2"]
UNOVA = "5"
ENGLISH = pokeapi.ENGLISH
FIELDS = pokeapi.ENCOUNTER_FIELDS


def main():
    srcs, args = sources.require(sys.argv[1:], __doc__)
    out_dir = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "pokeapi")
    os.makedirs(out_dir, exist_ok=True)
    api = pokeapi.open_sources(srcs)
    commit, text, table = api.commit, api.text, api.table

    enc = pokeapi.Encounters(api)
    methods, values = enc.methods, enc.values
    prose = {}
    for i, line in enumerate(text("encounter_method_prose.csv").split("\n")):
        parts = next(csv.reader([line])) if line else []
        if len(parts) == 3 and parts[1] == ENGLISH:
            prose[parts[0]] = (parts[2], i + 1)
    areas = {k: dict(a, unova=a["region_id"] == UNOVA) for k, a in enc.areas.items()}
    rows = enc.rows(VERSIONS)
    used = {area["id"] for area, _line in rows}
    pokeapi.write_rows(os.path.join(out_dir, "gen5.csv"), rows)

    listed = {a["id"]: {k: a[k] for k in ("game_index", "location", "area", "location_name")}
              for a in areas.values() if a["unova"] or a["id"] in used}
    vocab = {
        "source": f"PokeAPI/pokeapi at {commit}: data/v2/csv/encounter_methods.csv, encounter_method_prose.csv, "
                  "encounter_condition_values.csv, location_areas.csv, locations.csv, location_names.csv, items.csv",
        "methods": [methods[k] for k in sorted(methods, key=int)],
        "method_prose": {methods[k]: {"text": prose[k][0], "line": prose[k][1]}
                         for k in sorted(methods, key=int) if k in prose},
        "condition_values": [values[k] for k in sorted(values, key=int)],
        "areas": {a: listed[a] for a in sorted(listed)},
        "items": [r["identifier"] for r in sorted(table("items.csv"), key=lambda r: int(r["id"]))],
    }
    write_json(os.path.join(out_dir, "gen5-vocabulary.json"), vocab)
    print(f"{len(rows)} rows", file=sys.stderr)


if __name__ == "__main__":
    main()
