#!/usr/bin/env python3
"""PokeAPI's wild species of Ruby, Sapphire and Emerald, for the cross-check
of data/encounters/<game>.json (data/encounters/pokeapi/<game>.json).

Usage:
    python3 data/encounters/pokeapi_rse.py POKEAPI_GIT_DIR bbef3d99ddfa8277f726414c89b471267aef8a8e [OUT_DIR]

OUT_DIR defaults to data/encounters/pokeapi.

Reads with `git --git-dir=DIR show COMMIT:path` (PokeAPI/pokeapi, BSD-3-Clause,
see data/dex/LICENSE-pokeapi.txt; nothing of it is committed but these
derived species lists): data/v2/csv/versions.csv, encounters.csv,
encounter_slots.csv, encounter_methods.csv, pokemon.csv,
pokemon_species.csv.  A wild method is one of WILD_METHODS (the wild tables,
the Feebas tiles, seaweed = underwater, and the roaming Latias/Latios);
PokeAPI's gift, gift-egg, static, npc-trade, wailmer-pail, devon-scope and
bonus-disc methods are not wild.  Per version: the sorted species (names of
data/species/gen-3.json).  Standard library only.
"""

import csv
import io
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from extract_rse import species_namer  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
GAMES = {"ruby-sapphire": ["ruby", "sapphire"], "emerald": ["emerald"]}
WILD_METHODS = ["walk", "old-rod", "good-rod", "super-rod", "surf", "rock-smash", "seaweed",
                "feebas-tile-fishing", "roaming-grass", "roaming-water"]


def table(git_dir, commit, name):
    out = subprocess.run(["git", "--git-dir=" + git_dir, "show", f"{commit}:data/v2/csv/{name}.csv"],
                         check=True, capture_output=True).stdout.decode("utf-8")
    return list(csv.DictReader(io.StringIO(out)))


def main(argv):
    if len(argv) < 3:
        raise SystemExit(__doc__)
    git_dir, commit = argv[1], argv[2]
    out_dir = argv[3] if len(argv) > 3 else os.path.join(HERE, "pokeapi")
    spname = species_namer()
    versions = {r["identifier"]: r["id"] for r in table(git_dir, commit, "versions")}
    methods = {r["id"]: r["identifier"].strip() for r in table(git_dir, commit, "encounter_methods")}
    slots = {r["id"]: methods[r["encounter_method_id"]] for r in table(git_dir, commit, "encounter_slots")}
    sp_ident = {r["id"]: r["identifier"] for r in table(git_dir, commit, "pokemon_species")}
    poke = {r["id"]: sp_ident[r["species_id"]] for r in table(git_dir, commit, "pokemon")}
    encounters = table(git_dir, commit, "encounters")
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
            f.write(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
        print(f"wrote {out}: " + ", ".join(f"{v} {len(s)}" for v, s in per.items()))


if __name__ == "__main__":
    main(sys.argv)
