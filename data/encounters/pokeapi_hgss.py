#!/usr/bin/env python3
"""PokeAPI cross-check of the HeartGold/SoulSilver wild encounters.

Usage:
    python3 data/encounters/pokeapi_hgss.py --sources DIR [OUT]

PokeAPI is read at bbef3d99ddfa8277f726414c89b471267aef8a8e (the PokeAPI
commit of data/dex/; DIR: data/README.md section 11), OUT defaults to
data/encounters/pokeapi/heartgold-soulsilver.json.  Reads data/v2/csv/encounters.csv, encounter_slots.csv,
encounter_methods.csv, encounter_condition_value_map.csv,
encounter_condition_values.csv, versions.csv, pokemon.csv and
pokemon_species.csv.  Nothing of PokeAPI is committed but the species lists
derived here (PokeAPI is BSD-3-Clause: data/dex/LICENSE-pokeapi.txt).

Output: per version, the sorted species PokeAPI lists for the wild methods
(walk, surf, the three rods, rock smash, headbutt), over all conditions, and
the same per method; our names are those of data/species/gen-4.json.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "story"))
import hgss_common as hc  # noqa: E402
from data.pipeline import pokeapi  # noqa: E402

WILD_METHODS = ["walk", "surf", "old-rod", "good-rod", "super-rod", "rock-smash",
                "headbutt", "headbutt-low", "headbutt-normal", "headbutt-high"]


def read_csv(api, name):
    return api.table(name)


def main(argv):
    srcs, args = hc.sources.split(argv[1:])
    if srcs is None or len(args) > 1:
        print(__doc__)
        return 2
    api = pokeapi.open_sources(srcs)
    commit = api.commit
    out = args[0] if args else os.path.join(HERE, "pokeapi", hc.GAME + ".json")
    species = hc.SpeciesNames()
    versions = {r["id"]: r["identifier"] for r in read_csv(api, "versions.csv")}
    slots = api.slot_methods()
    pokemon = api.pokemon_species()
    per_version = {v: set() for v in hc.VERSIONS}
    per_method = {v: {} for v in hc.VERSIONS}
    other_methods = {v: {} for v in hc.VERSIONS}
    for r in read_csv(api, "encounters.csv"):
        v = versions[r["version_id"]]
        if v not in per_version:
            continue
        method = slots[r["encounter_slot_id"]]
        name = species(pokemon[r["pokemon_id"]])
        if method in WILD_METHODS:
            per_version[v].add(name)
            per_method[v].setdefault(method, set()).add(name)
        else:
            other_methods[v].setdefault(method, set()).add(name)
    doc = {
        "game": hc.GAME,
        "source": f"PokeAPI/pokeapi at {commit}: data/v2/csv/encounters.csv joined with encounter_slots.csv, "
                  "encounter_methods.csv, versions.csv, pokemon.csv, pokemon_species.csv (BSD-3-Clause, "
                  "data/dex/LICENSE-pokeapi.txt)",
        "generator": "data/encounters/pokeapi_hgss.py",
        "note": "Species PokeAPI lists for the wild methods " + ", ".join(WILD_METHODS) + ", every condition "
                "included (swarms, radio, time, Safari Zone blocks, Bug-Catching Contest). `other_methods` lists "
                "what PokeAPI files under the other methods (gifts, statics, roamers), for reference only. "
                "The differences with data/encounters/heartgold-soulsilver.json are explained in "
                "data/README.md section 10 (\"HeartGold/SoulSilver\").",
        "versions": {v: sorted(per_version[v]) for v in hc.VERSIONS},
        "methods": {v: {m: sorted(s) for m, s in sorted(per_method[v].items(), key=lambda kv: WILD_METHODS.index(kv[0]))}
                    for v in hc.VERSIONS},
        "other_methods": {v: {m: sorted(s) for m, s in sorted(other_methods[v].items())} for v in hc.VERSIONS},
    }
    hc.dump(doc, out)
    print(f"{out}: " + ", ".join(f"{v} {len(per_version[v])} species" for v in hc.VERSIONS))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
