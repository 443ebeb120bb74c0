#!/usr/bin/env python3
"""Check the HeartGold/SoulSilver availability files (family `hgss`).

Usage:
    python3 data/story/check_hgss.py [--sources DIR]

1. Regenerates, into a temporary folder, data/encounters/heartgold-soulsilver.json,
   data/encounters/pokeapi/heartgold-soulsilver.json,
   data/learnsets/heartgold-soulsilver.json and data/story/heartgold-soulsilver.json
   from the pinned commits, and compares them byte for byte with the committed
   files (skipped, with a message, for a repository with no snapshot under
   DIR, data/README.md section 11).
2. Validates the committed files: species names (data/species/gen-4.json),
   moves (@pkmn/dex generation 4, data/gen), locations (every id used is in
   the story's `locations`), checkpoints (gym ids of data/games/heartgold-soulsilver.json
   in its order, ending with `end`), the vocabularies (methods, conditions,
   gates, items, `how`), that every gate an entry needs is unlocked by its
   checkpoint, and that every TM, HM and evolution item is listed.
Exits non-zero on any problem.  Standard library only (and node for the moves).
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import hgss_common as hc  # noqa: E402
from data.pipeline import runner  # noqa: E402

FILES = {
    "encounters": os.path.join(DATA, "encounters", hc.GAME + ".json"),
    "pokeapi": os.path.join(DATA, "encounters", "pokeapi", hc.GAME + ".json"),
    "learnsets": os.path.join(DATA, "learnsets", hc.GAME + ".json"),
    "story": os.path.join(DATA, "story", hc.GAME + ".json"),
}

METHODS = {"walk", "surf", "old-rod", "good-rod", "super-rod", "rock-smash", "headbutt"}
# PokeAPI encounter_condition_values.csv identifiers (PokeAPI at the pinned commit) this game uses.
CONDITIONS = {"time-morning", "time-day", "time-night", "swarm-yes", "radio-hoenn", "radio-sinnoh",
              "headbutt-tree-common", "headbutt-tree-rare", "headbutt-tree-secret", "bug-catching-contest-yes",
              "story-progress-before-national-dex", "story-progress-national-dex", "weekday-tuesday",
              "weekday-thursday", "weekday-saturday"}
GATES = METHODS - {"walk"} | {"cut", "strength", "flash", "waterfall", "whirlpool", "rock-climb", "dive", "defog",
                              "fly", "squirt-bottle"}
RECEIVED_HOW = {"starter", "gift", "trade", "purchase", "prize", "fossil", "static", "egg"}
ITEM_HOW = {"item-ball", "hidden", "gift", "gym-reward", "mart", "prize", "trade"}
MACHINES = [f"tm{i:02d}" for i in range(1, 93)] + [f"hm{i:02d}" for i in range(1, 9)]

problems = []


def bad(msg):
    problems.append(msg)


def regenerate(srcs):
    """Regenerate the family's files into a temporary copy of data/ and
    compare them with the committed ones (data/pipeline/runner.py)."""
    for problem in runner.regenerate(srcs, ["hgss"]):
        bad(problem)


def load(key):
    with open(FILES[key], encoding="utf-8") as f:
        return json.load(f)


def validate():
    species = set(hc.SpeciesNames().names)
    moves = set(hc.dex_moves())
    enc, pokeapi, learn, story = load("encounters"), load("pokeapi"), load("learnsets"), load("story")
    locations = story["locations"]
    versions = set(hc.VERSIONS)
    # encounters
    keys = set()
    for r in enc["encounters"]:
        key = (r["location"], r["method"], r["species"], tuple(r["versions"]), tuple(r["conditions"]))
        if key in keys:
            bad(f"encounters: duplicate row {key}")
        keys.add(key)
        if r["species"] not in species:
            bad(f"encounters: unknown species {r['species']}")
        if r["location"] not in locations:
            bad(f"encounters: location {r['location']} not in the story's locations")
        if r["method"] not in METHODS:
            bad(f"encounters: method {r['method']}")
        if not set(r["conditions"]) <= CONDITIONS:
            bad(f"encounters: conditions {r['conditions']}")
        if not r["versions"] or not set(r["versions"]) <= versions:
            bad(f"encounters: versions {r['versions']}")
        if not (1 <= r["min"] <= r["max"] <= 100) or not (0 < r["rate"] <= 100):
            bad(f"encounters: levels or rate of {key}")
    for v, names in pokeapi["versions"].items():
        if v not in versions or not set(names) <= species:
            bad(f"pokeapi: version {v} or species {set(names) - species}")
    # learnsets
    if set(learn["machines"]) != set(MACHINES) or not set(learn["machines"].values()) <= moves:
        bad("learnsets: machines table")
    for name, entry in learn["species"].items():
        if name not in species:
            bad(f"learnsets: unknown species {name}")
        for level, move in entry["levelup"]:
            if move not in moves or not 1 <= level <= 100:
                bad(f"learnsets: {name} level {level} move {move}")
        if entry["machines"] != sorted(entry["machines"], key=MACHINES.index) or not set(entry["machines"]) <= set(MACHINES):
            bad(f"learnsets: {name} machines")
    missing = species - set(learn["species"])
    shared = {n for n in missing if n == "Pichu-Spiky-eared" or n.startswith("Arceus-")}
    if missing - shared:
        bad(f"learnsets: species without a learnset: {sorted(missing - shared)}")
    # story
    with open(os.path.join(DATA, "games", hc.GAME + ".json"), encoding="utf-8") as f:
        gyms = [g["id"] for g in json.load(f)["gyms"]]
    befores = [cp["before"] for cp in story["checkpoints"]]
    if befores[-1] != "end" or any(b not in gyms for b in befores[:-1]):
        bad(f"story: checkpoints {befores}")
    if [gyms.index(b) for b in befores[:-1]] != sorted(gyms.index(b) for b in befores[:-1]):
        bad("story: checkpoints out of the game file's order")
    if set(story["versions"]) != versions:
        bad("story: versions")
    unlocked, seen_loc = set(), set()
    for cp in story["checkpoints"]:
        for u in cp["unlocks"]:
            if u["gate"] not in GATES:
                bad(f"story {cp['before']}: gate {u['gate']}")
            unlocked.add(u["gate"])
        for l in cp["locations"]:
            if l["id"] not in locations:
                bad(f"story {cp['before']}: location {l['id']} not in locations")
            if l["id"] in seen_loc:
                bad(f"story: location {l['id']} in two checkpoints")
            seen_loc.add(l["id"])
        for e in cp["received"]:
            for k in ("species", "gives"):
                if k in e and e[k] not in species:
                    bad(f"story {cp['before']}: {k} {e[k]}")
            if e["how"] not in RECEIVED_HOW or (e["how"] == "trade") != ("gives" in e):
                bad(f"story {cp['before']}: received how {e['how']}")
            if e["location"] not in seen_loc:
                bad(f"story {cp['before']}: {e['species']} at {e['location']}, not reached yet")
            if not set(e.get("needs", [])) <= unlocked or not set(e.get("versions", hc.VERSIONS)) <= versions:
                bad(f"story {cp['before']}: {e['species']} needs {e.get('needs')} / versions")
            if not e.get("source"):
                bad(f"story {cp['before']}: {e['species']} without source")
        for e in cp["items"]:
            ok = e["item"] in MACHINES or e["item"] in hc.EVOLUTION_ITEMS
            if not ok or e["how"] not in ITEM_HOW:
                bad(f"story {cp['before']}: item {e['item']} how {e['how']}")
            if e["location"] not in seen_loc:
                bad(f"story {cp['before']}: {e['item']} at {e['location']}, not reached yet")
            if not set(e["needs"]) <= unlocked or not e.get("source"):
                bad(f"story {cp['before']}: {e['item']} needs {e['needs']} / source")
    listed = {e["item"] for cp in story["checkpoints"] for e in cp["items"]}
    absent = [i for i in MACHINES + hc.EVOLUTION_ITEMS if i not in listed]
    if absent:
        bad(f"story: items never listed: {absent}")
    used = {r["location"] for r in enc["encounters"]}
    used |= {e["location"] for cp in story["checkpoints"] for k in ("received", "items") for e in cp[k]}
    if not used <= set(locations):
        bad(f"story: locations used but not named: {sorted(used - set(locations))}")
    unplaced = sorted(used - seen_loc)
    print(f"locations used in no checkpoint (see the story's note): {unplaced}")


def main(argv):
    srcs, args = hc.sources.split(argv[1:])
    if args:
        print(__doc__)
        return 2
    regenerate(srcs)
    validate()
    for p in problems:
        print("PROBLEM:", p)
    print("check_hgss: " + ("OK" if not problems else f"{len(problems)} problem(s)"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
