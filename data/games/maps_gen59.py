#!/usr/bin/env python3
"""Derive the region maps of generations 5-9 (data/maps/gen-5-unova.json ...
gen-9-paldea.json) from the game file of each region's base game
(data/games/<id>.json, built by build_gen59.py).  Standard library only,
deterministic.

    python3 data/games/maps_gen59.py

A map is its game file merged across versions, as the maps always were:

- region, generation: the game file's;
- each gym: id, town, leader, trainers and note of the game file; attack
  and defense are the union over the game's versions of the gym's lists
  (the top-level lists where the gym has no versions); no level (region maps
  carry none: the game files do);
- the top note says which game the map follows and that the versions are
  united.
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline.jsonio import write_json  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MAPS = os.path.join(os.path.dirname(HERE), "maps")

REGIONS = [
    ("gen-5-unova.json", "black-white"),
    ("gen-6-kalos.json", "x-y"),
    ("gen-7-alola.json", "sun-moon"),
    ("gen-8-galar.json", "sword-shield"),
    ("gen-9-paldea.json", "scarlet-violet"),
]


def merged(game, gym):
    attack, defense = set(gym["attack"]), set(gym["defense"])
    for v in game.get("versions", []):
        g = v["gyms"].get(gym["id"])
        if g:
            attack |= set(g["attack"])
            defense |= set(g["defense"])
    return sorted(attack), sorted(defense)


def derive(game_id, game):
    versions = [v["name"] for v in game.get("versions", [])]
    note = ("%s Derived from data/games/%s.json by data/games/maps_gen59.py (do not edit by hand)."
            % (game["note"], game_id))
    if versions:
        note += " The map unites the versions (%s): each list is the union of theirs." % ", ".join(versions)
    gyms = []
    for gym in game["gyms"]:
        attack, defense = merged(game, gym)
        entry = {"id": gym["id"], "town": gym["town"], "leader": gym["leader"],
                 "attack": attack, "defense": defense}
        if gym.get("trainers"):
            entry["trainers"] = gym["trainers"]
        if gym.get("note"):
            entry["note"] = gym["note"]
        gyms.append(entry)
    return {"region": game["region"], "generation": game["generation"], "note": note, "gyms": gyms}


def main():
    for map_file, game_id in REGIONS:
        with open(os.path.join(HERE, game_id + ".json"), encoding="utf-8") as f:
            game = json.load(f)
        write_json(os.path.join(MAPS, map_file), derive(game_id, game))


if __name__ == "__main__":
    main()
