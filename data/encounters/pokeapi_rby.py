#!/usr/bin/env python3
"""Cross-check list of Red/Blue and Yellow encounters from PokeAPI:
data/encounters/pokeapi/<game>.json.

Usage:
    pokeapi_rby.py --sources DIR GAME [OUT]

GAME is red-blue or yellow.  Reads PokeAPI/pokeapi at its pinned commit
(DIR: data/README.md section 11), data/v2/csv/<file>: encounters.csv, encounter_slots.csv,
encounter_methods.csv, versions.csv, pokemon.csv (PokeAPI, BSD-3-Clause; the
notice is data/dex/LICENSE-pokeapi.txt).  Nothing of the CSVs is copied but
the derived species lists.

Output, per version of the game (PokeAPI's versions.csv identifiers):
  * wild: the sorted set of species PokeAPI lists for the wild methods walk,
    surf, old-rod, good-rod, super-rod (our names, data/species/gen-1.json);
  * other: for every other method PokeAPI uses for the version (gift, static,
    pokeflute, npc-trade, ...), the sorted species set (the story file's
    `received` holds these).
The differences against data/encounters/<game>.json are explained in
data/README.md section 10 ("Red/Blue and Yellow").
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "story"))

from rby_common import GAMES, POKEAPI, parse_args, write_json, species_table, fold  # noqa: E402
from data.pipeline import pokeapi  # noqa: E402

WILD = ["walk", "surf", "old-rod", "good-rod", "super-rod"]
FILES = ["encounters.csv", "encounter_slots.csv", "encounter_methods.csv",
         "versions.csv", "pokemon.csv"]


def main():
    srcs, game_id, out = parse_args(sys.argv[1:], __doc__)
    out = out or os.path.join(os.path.dirname(os.path.abspath(__file__)), "pokeapi", game_id + ".json")
    api = pokeapi.open_sources(srcs)
    commit, table = api.commit, api.table

    names = species_table(1)
    version_id = {r["identifier"]: r["id"] for r in table("versions.csv")}
    slot_method = api.slot_methods()
    pokemon = {}
    for r in table("pokemon.csv"):
        key = fold(r["identifier"])
        if key in names:
            pokemon[r["id"]] = names[key]
    encounters = table("encounters.csv")
    result = {}
    for v in GAMES[game_id]["versions"]:
        vid = version_id[v]
        by_method = {}
        for r in encounters:
            if r["version_id"] != vid:
                continue
            if r["pokemon_id"] not in pokemon:
                raise SystemExit("PokeAPI pokemon %s is not a species of generation 1"
                                 % r["pokemon_id"])
            by_method.setdefault(slot_method[r["encounter_slot_id"]], set()).add(
                pokemon[r["pokemon_id"]])
        wild = sorted(set().union(*(by_method.get(m, set()) for m in WILD)))
        other = {m: sorted(s) for m, s in sorted(by_method.items()) if m not in WILD}
        result[v] = {"wild": wild, "other": other}
    doc = {
        "game": game_id,
        "source": "%s at %s: %s (BSD-3-Clause, see data/dex/LICENSE-pokeapi.txt)" % (
            POKEAPI["repo"], commit, ", ".join("data/v2/csv/" + f for f in FILES)),
        "generator": "data/encounters/pokeapi_rby.py",
        "wild_methods": WILD,
        "versions": result,
    }
    write_json(out, doc)


if __name__ == "__main__":
    main()
