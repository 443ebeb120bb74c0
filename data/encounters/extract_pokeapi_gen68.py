#!/usr/bin/env python3
"""Extract PokeAPI's encounter rows of X/Y, Sun/Moon, Ultra Sun/Ultra Moon,
Sword/Shield and Omega Ruby/Alpha Sapphire into committed, denormalised CSVs (stdlib only, deterministic),
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
- pokeapi/<game>.csv for x-y, sun-moon, ultra-sun-ultra-moon, sword-shield,
  omega-ruby-alpha-sapphire: one line per encounters.csv row of the game's
  versions (x, y; sun, moon; ultra-sun, ultra-moon; sword, shield: the DLC
  versions the-isle-of-armor-* and the-crown-tundra-* are not taken;
  omega-ruby, alpha-sapphire), in
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

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline import sources, pokeapi  # noqa: E402
from data.pipeline.jsonio import write_json  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen68_common import EXTRACT_ONLY, GAMES, POKEAPI_REPO  # noqa: E402

ENGLISH = pokeapi.ENGLISH
FIELDS = pokeapi.ENCOUNTER_FIELDS


def main(argv):
    srcs, args = sources.require(argv[1:], __doc__)
    out_dir = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "pokeapi")
    os.makedirs(out_dir, exist_ok=True)
    api = pokeapi.open_sources(srcs)
    commit = api.commit

    enc = pokeapi.Encounters(api)
    methods, values = enc.methods, enc.values
    method_prose = api.english("encounter_method_prose.csv", "encounter_method_id")
    value_prose = api.english("encounter_condition_value_prose.csv", "encounter_condition_value_id")

    vocab = {
        "source": f"{POKEAPI_REPO} at {commit}: data/v2/csv/encounter_methods.csv, encounter_method_prose.csv, "
                  "encounter_condition_values.csv, encounter_condition_value_prose.csv, location_areas.csv, "
                  "locations.csv, location_names.csv (BSD-3-Clause, data/dex/LICENSE-pokeapi.txt)",
        "generator": "data/encounters/extract_pokeapi_gen68.py",
        "methods": {methods[k]: method_prose.get(k, "") for k in sorted(methods, key=int)},
        "condition_values": {values[k]: value_prose.get(k, "") for k in sorted(values, key=int)},
        "areas": {},
    }
    for game, (vers, _gen) in {**GAMES, **EXTRACT_ONLY}.items():
        rows = enc.rows(vers)
        used = {}
        for area, _line in rows:
            used[area["id"]] = {k: area[k] for k in ("location", "area", "location_name")}
        pokeapi.write_rows(os.path.join(out_dir, game + ".csv"), rows)
        vocab["areas"][game] = {a: used[a] for a in sorted(used)}
        print(f"{game}: {len(rows)} rows, {len(used)} areas", file=sys.stderr)
    write_json(os.path.join(out_dir, "gen68-vocabulary.json"), vocab)


if __name__ == "__main__":
    main(sys.argv)
