#!/usr/bin/env python3
"""PokeAPI cross-check of the Gold/Silver/Crystal wild encounters ->
data/encounters/pokeapi/<game>.json, and the comparison with our files.

Usage:
    pokeapi_gsc.py --sources DIR [OUTDIR]     write the files
    pokeapi_gsc.py --compare [OUTDIR]         print the differences

Reads PokeAPI (BSD-3-Clause; notice in data/dex/LICENSE-pokeapi.txt) at
bbef3d99ddfa8277f726414c89b471267aef8a8e (the commit of data/dex), from the
snapshots under DIR (data/README.md section 11), data/v2/csv/<file>.csv: encounters.csv
joined with encounter_slots.csv (encounter_method_id), encounter_methods.csv,
versions.csv and pokemon.csv (species_id).  Per version (gold, silver,
crystal), the sorted set of species of the wild methods WILD_METHODS
(PokeAPI's gift, gift-egg, npc-trade, static, squirt-bottle, pokeflute and
roaming-grass rows are not wild slots; they are counted apart under
"other_methods" for the record).  Species names are those of
data/species/gen-2.json (by national dex number).
"""

import json
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gsc_common as gc  # noqa: E402
from data.pipeline import pokeapi  # noqa: E402

COMMIT = gc.sources.commit("PokeAPI/pokeapi")
WILD_METHODS = ["walk", "surf", "old-rod", "good-rod", "super-rod", "rock-smash",
                "headbutt-low", "headbutt-normal", "headbutt-high"]
GAME_VERSIONS = {"gold-silver": ["gold", "silver"], "crystal": ["crystal"]}


def build(api, outdir):
    commit = api.commit
    read_csv = api.table
    names = {num: name for name, num in gc.species_order().items()}
    slots = {r["id"]: r for r in read_csv("encounter_slots")}
    methods = {r["id"]: r["identifier"] for r in read_csv("encounter_methods")}
    versions = {r["id"]: r["identifier"] for r in read_csv("versions")}
    species_of = {r["id"]: int(r["species_id"]) for r in read_csv("pokemon")}
    wild, other = {}, {}
    for r in read_csv("encounters"):
        v = versions[r["version_id"]]
        if v not in ("gold", "silver", "crystal"):
            continue
        m = methods[slots[r["encounter_slot_id"]]["encounter_method_id"]]
        sp = names[species_of[r["pokemon_id"]]]
        if m in WILD_METHODS:
            wild.setdefault(v, set()).add(sp)
        else:
            other.setdefault(v, {}).setdefault(m, set()).add(sp)
    order = gc.species_order()
    for game, vs in GAME_VERSIONS.items():
        doc = {"game": game,
               "source": "PokeAPI/pokeapi at %s: data/v2/csv/encounters.csv, encounter_slots.csv, "
                         "encounter_methods.csv, versions.csv, pokemon.csv (BSD-3-Clause, "
                         "data/dex/LICENSE-pokeapi.txt)" % commit,
               "generator": "data/encounters/pokeapi_gsc.py",
               "wild_methods": WILD_METHODS,
               "versions": {v: sorted(wild.get(v, ()), key=order.get) for v in vs},
               "other_methods": {v: {m: sorted(s, key=order.get) for m, s in sorted(other.get(v, {}).items())}
                                 for v in vs}}
        gc.write_json(os.path.join(outdir, game + ".json"), doc)


def compare(outdir):
    """Species per version: ours (data/encounters/<game>.json, every row) vs
    PokeAPI's wild methods."""
    order = gc.species_order()
    for game, vs in GAME_VERSIONS.items():
        ours_doc = json.load(open(os.path.join(gc.HERE, game + ".json"), encoding="utf-8"))
        api = json.load(open(os.path.join(outdir, game + ".json"), encoding="utf-8"))
        for v in vs:
            ours = {r["species"] for r in ours_doc["encounters"] if v in r["versions"]}
            ours_plain = {r["species"] for r in ours_doc["encounters"] if v in r["versions"]
                          and "swarm-yes" not in r["conditions"] and "extra" not in r
                          or (v in r["versions"] and "extra" in r and "event" not in r["extra"]
                              and "swarm-yes" not in r["conditions"])}
            theirs = set(api["versions"][v])
            print("%s %s: ours %d species, PokeAPI %d" % (game, v, len(ours), len(theirs)))
            print("  only ours:", ", ".join(sorted(ours - theirs, key=order.get)) or "-")
            print("  only ours without swarms/contest:",
                  ", ".join(sorted(ours_plain - theirs, key=order.get)) or "-")
            print("  only PokeAPI:", ", ".join(sorted(theirs - ours, key=order.get)) or "-")


def main():
    args = sys.argv[1:]
    if args and args[0] == "--compare":
        compare(args[1] if len(args) > 1 else os.path.join(gc.HERE, "pokeapi"))
        return
    srcs, args = gc.sources.split(args)
    if srcs is None or len(args) > 1:
        gc.fail(__doc__)
    outdir = args[0] if args else os.path.join(gc.HERE, "pokeapi")
    build(pokeapi.open_sources(srcs), outdir)


if __name__ == "__main__":
    main()
