#!/usr/bin/env python3
"""PokeAPI's wild species of Ruby, Sapphire and Emerald, for the cross-check
of data/encounters/<game>.json (data/encounters/pokeapi/<game>.json).

Usage:
    python3 data/encounters/pokeapi_rse.py --sources DIR [OUT_DIR]

OUT_DIR defaults to data/encounters/pokeapi.

Reads PokeAPI at bbef3d99ddfa8277f726414c89b471267aef8a8e from the snapshots
under DIR (data/README.md section 11; PokeAPI/pokeapi, BSD-3-Clause,
see data/dex/LICENSE-pokeapi.txt; nothing of it is committed but these
derived species lists): data/v2/csv/versions.csv, encounters.csv,
encounter_slots.csv, encounter_methods.csv, pokemon.csv,
pokemon_species.csv.  A wild method is one of WILD_METHODS (the wild tables,
the Feebas tiles, seaweed = underwater, and the roaming Latias/Latios);
PokeAPI's gift, gift-egg, static, npc-trade, wailmer-pail, devon-scope and
bonus-disc methods are not wild.  Per version: the sorted species (names of
data/species/gen-3.json).  Standard library only.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from extract_rse import dumps, species_namer, sources  # noqa: E402
from data.pipeline import pokeapi  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
GAMES = {"ruby-sapphire": ["ruby", "sapphire"], "emerald": ["emerald"]}
WILD_METHODS = ["walk", "old-rod", "good-rod", "super-rod", "surf", "rock-smash", "seaweed",
                "feebas-tile-fishing", "roaming-grass", "roaming-water"]


def table(api, name):
    return api.table(name)


def main(argv):
    srcs, args = sources.require(argv[1:], __doc__)
    if len(args) > 1:
        raise SystemExit(__doc__)
    out_dir = args[0] if args else os.path.join(HERE, "pokeapi")
    api = pokeapi.open_sources(srcs)
    commit = api.commit
    spname = species_namer()
    versions = {r["identifier"]: r["id"] for r in table(api, "versions")}
    methods = {r["id"]: r["identifier"].strip() for r in table(api, "encounter_methods")}
    slots = {r["id"]: methods[r["encounter_method_id"]] for r in table(api, "encounter_slots")}
    poke = api.pokemon_species()
    encounters = table(api, "encounters")
    for game, vs in GAMES.items():
        per = {}
        seen_methods = set()
        for v in vs:
            vid = versions[v]
            species = set()
            for r in encounters:
                if r["version_id"] != vid:
                    continue
                m = slots[r["encounter_slot_id"]]
                if m in WILD_METHODS:
                    seen_methods.add(m)
                    species.add(spname("SPECIES_" + poke[r["pokemon_id"]].upper().replace("-", "_")))
            per[v] = sorted(species)
        doc = {
            "game": game,
            "source": f"PokeAPI/pokeapi at {commit}: data/v2/csv/encounters.csv with encounter_slots.csv, "
                      "encounter_methods.csv, versions.csv, pokemon.csv, pokemon_species.csv "
                      "(BSD-3-Clause, data/dex/LICENSE-pokeapi.txt)",
            "generator": "data/encounters/pokeapi_rse.py",
            "wild_methods": [m for m in WILD_METHODS if m in seen_methods],
            "species": per,
        }
        out = os.path.join(out_dir, game + ".json")
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(out, "w", encoding="utf-8") as f:
            f.write(dumps(doc))
        print(f"wrote {out}: " + ", ".join(f"{v} {len(s)}" for v, s in per.items()))


if __name__ == "__main__":
    main(sys.argv)
