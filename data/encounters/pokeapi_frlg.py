#!/usr/bin/env python3
"""The PokeAPI cross-check of the FireRed/LeafGreen encounters ->
data/encounters/pokeapi/firered-leafgreen.json.

Usage:
    python3 data/encounters/pokeapi_frlg.py --sources DIR [OUT]

Reads PokeAPI/pokeapi at frlg_common.POKEAPI_COMMIT (the commit of
data/dex/; BSD-3-Clause, notice in data/dex/LICENSE-pokeapi.txt) with
`git show COMMIT:data/v2/csv/<file>.csv`: encounters.csv
joined with encounter_slots.csv (method), encounter_methods.csv,
versions.csv, pokemon.csv and pokemon_species.csv, and
encounter_condition_value_map.csv / encounter_condition_values.csv.
Standard library only.  Nothing of PokeAPI but the derived species lists is
written.

Output, per version (firered, leafgreen): `wild` = the sorted species PokeAPI
lists for the wild methods (walk, surf, old-rod, good-rod, super-rod,
rock-smash), `by_method` = the same per method, `other_methods` = the
species of every other method (gift, static, npc-trade, ...) for the
documentation; `conditions` = the condition values met on wild rows.
Species are our names (data/species/gen-3.json) via the species identifier
(pokemon_species.csv), folded; unknown names fail.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "story"))
from frlg_common import GAME, POKEAPI, POKEAPI_COMMIT, VERSIONS, SpeciesNames, parse_args, write_json  # noqa: E402
from data.pipeline import pokeapi  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
WILD_METHODS = ["walk", "surf", "old-rod", "good-rod", "super-rod", "rock-smash"]
FILES = ["encounters", "encounter_slots", "encounter_methods", "versions", "pokemon",
         "pokemon_species", "encounter_condition_value_map", "encounter_condition_values"]


def extract(api):
    t = {n: api.table(n) for n in FILES}
    species_name = SpeciesNames(3)
    versions = {r["id"]: r["identifier"] for r in t["versions"]}
    slot_method = api.slot_methods()
    species_of = api.pokemon_species()
    cond_value = {r["id"]: r["identifier"] for r in t["encounter_condition_values"]}
    conds = {}
    for r in t["encounter_condition_value_map"]:
        conds.setdefault(r["encounter_id"], []).append(cond_value[r["encounter_condition_value_id"]])
    out = {v: {"wild": set(), "by_method": {}, "other_methods": {}, "conditions": set()} for v in VERSIONS}
    for r in t["encounters"]:
        v = versions[r["version_id"]]
        if v not in out:
            continue
        m = slot_method[r["encounter_slot_id"]]
        sp = species_name(species_of[r["pokemon_id"]])
        o = out[v]
        if m in WILD_METHODS:
            o["wild"].add(sp)
            o["by_method"].setdefault(m, set()).add(sp)
            o["conditions"].update(conds.get(r["id"], []))
        else:
            o["other_methods"].setdefault(m, set()).add(sp)
    result = {}
    for v in VERSIONS:
        o = out[v]
        result[v] = {
            "wild": sorted(o["wild"]),
            "wild_count": len(o["wild"]),
            "by_method": {m: sorted(o["by_method"][m]) for m in WILD_METHODS if m in o["by_method"]},
            "conditions": sorted(o["conditions"]),
            "other_methods": {m: sorted(s) for m, s in sorted(o["other_methods"].items())},
        }
    return result


def main(argv):
    srcs, out = parse_args(argv, __doc__)
    out = out or os.path.join(HERE, "pokeapi", GAME + ".json")
    doc = {
        "game": GAME,
        "source": (f"{POKEAPI} at {POKEAPI_COMMIT}: data/v2/csv/encounters.csv, encounter_slots.csv, "
                   "encounter_methods.csv, versions.csv, pokemon.csv, pokemon_species.csv, "
                   "encounter_condition_value_map.csv, encounter_condition_values.csv "
                   "(BSD-3-Clause, see data/dex/LICENSE-pokeapi.txt)"),
        "generator": "data/encounters/pokeapi_frlg.py",
        "wild_methods": WILD_METHODS,
        "versions": extract(pokeapi.open_sources(srcs)),
    }
    write_json(out, doc)
    print(f"wrote {out}: " + ", ".join(f"{v} {doc['versions'][v]['wild_count']}" for v in VERSIONS))


if __name__ == "__main__":
    main(sys.argv)
