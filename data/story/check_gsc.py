#!/usr/bin/env python3
"""Check the Gold/Silver and Crystal availability files.

Usage:
    check_gsc.py --sources DIR       (DIR: data/README.md section 11)
    check_gsc.py --no-regen          (validation only)

1. Regenerates, into a temporary folder, every generated file of the two
   games (data/encounters/<game>.json, data/encounters/pokeapi/<game>.json,
   data/learnsets/<game>.json, data/story/<game>.json) and compares it
   byte for byte with the committed one.
2. Validates: species names are those of data/species/gen-2.json; moves are
   @pkmn/dex generation-2 moves; every location id used in any file of a
   game is in its story's `locations`; checkpoints use the gym ids of
   data/games/<game>.json in story order and end with "end"; methods,
   conditions, gates, `how`, items and versions are in the vocabulary.
Exits non-zero on the first kind of failure found (all failures printed).
"""

import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(DATA, "encounters"))
import gsc_common as gc  # noqa: E402
from data.pipeline import runner  # noqa: E402

GAMES = ["gold-silver", "crystal"]
METHODS = {"walk", "surf", "old-rod", "good-rod", "super-rod", "headbutt", "rock-smash"}
CONDITIONS = {"time-morning", "time-day", "time-night", "swarm-yes"}
GATES = {"cut", "strength", "flash", "waterfall", "whirlpool", "surf", "fly", "old-rod", "good-rod",
         "super-rod", "headbutt", "rock-smash", "squirt-bottle"}
HOWS_RECEIVED = {"starter", "gift", "trade", "purchase", "prize", "fossil", "static", "egg"}
HOWS_ITEM = {"item-ball", "hidden", "gift", "gym-reward", "mart", "prize", "trade"}
EVO_ITEMS = {"fire-stone", "water-stone", "thunder-stone", "leaf-stone", "moon-stone", "sun-stone",
             "kings-rock", "metal-coat", "dragon-scale", "up-grade"}
ITEMS = EVO_ITEMS | {"tm%02d" % i for i in range(1, 51)} | {"hm%02d" % i for i in range(1, 8)}

errors = []


def err(msg):
    errors.append(msg)


load = gc.load


def regenerate(srcs):
    """Regenerate the family's files into a temporary copy of data/ and
    compare them with the committed ones (data/pipeline/runner.py)."""
    for problem in runner.regenerate(srcs, ["gsc"]):
        err(problem)


def validate():
    species = {s["name"] for s in load(os.path.join(DATA, "species", "gen-2.json"))["species"]}
    moves = set(gc.canonical_moves())
    for game in GAMES:
        versions = gc.GAMES[game]["versions"]
        story = load(os.path.join(DATA, "story", game + ".json"))
        enc = load(os.path.join(DATA, "encounters", game + ".json"))
        learn = load(os.path.join(DATA, "learnsets", game + ".json"))
        gamefile = load(os.path.join(DATA, "games", game + ".json"))
        locs = story["locations"]
        gyms = [g["id"] for g in gamefile["gyms"]]

        def vcheck(where, vs):
            if vs is not None and (not vs or any(v not in versions for v in vs)):
                err("%s %s: bad versions %r" % (game, where, vs))

        # story
        if story["game"] != game or story["versions"] != versions:
            err("%s: story game/versions" % game)
        befores = [c["before"] for c in story["checkpoints"]]
        if not befores or befores[-1] != "end":
            err("%s: checkpoints must end with 'end'" % game)
        idx = [gyms.index(b) if b in gyms else None for b in befores[:-1]]
        if None in idx:
            err("%s: unknown gym id in %r" % (game, befores))
        elif idx != sorted(idx) or len(set(idx)) != len(idx):
            err("%s: checkpoints out of story order: %r" % (game, befores))
        unlocked = set()
        placed = set()
        for c in story["checkpoints"]:
            for l in c["locations"]:
                if l["id"] not in locs:
                    err("%s %s: location %s not in locations" % (game, c["before"], l["id"]))
                if l["id"] in placed:
                    err("%s: location %s placed twice" % (game, l["id"]))
                placed.add(l["id"])
                if not l.get("source"):
                    err("%s: location %s has no source" % (game, l["id"]))
            for u in c["unlocks"]:
                if u["gate"] not in GATES:
                    err("%s: unknown gate %s" % (game, u["gate"]))
                if not u.get("source"):
                    err("%s: gate %s has no source" % (game, u["gate"]))
                unlocked.add(u["gate"])
            for r in c["received"]:
                where = "%s received %s" % (c["before"], r.get("species"))
                if r["species"] not in species:
                    err("%s %s: unknown species" % (game, where))
                if r["how"] not in HOWS_RECEIVED:
                    err("%s %s: bad how %s" % (game, where, r["how"]))
                if r["how"] == "trade" and r.get("gives") not in species:
                    err("%s %s: bad gives %r" % (game, where, r.get("gives")))
                if r["location"] not in locs:
                    err("%s %s: location %s not in locations" % (game, where, r["location"]))
                for n in r.get("needs", []):
                    if n not in unlocked:
                        err("%s %s: needs %s not unlocked by then" % (game, where, n))
                vcheck(where, r.get("versions"))
                if not r.get("source"):
                    err("%s %s: no source" % (game, where))
            for it in c["items"]:
                where = "%s item %s at %s" % (c["before"], it["item"], it["location"])
                if it["item"] not in ITEMS:
                    err("%s %s: unknown item" % (game, where))
                if it["how"] not in HOWS_ITEM:
                    err("%s %s: bad how %s" % (game, where, it["how"]))
                if it["location"] not in locs:
                    err("%s %s: location not in locations" % (game, where))
                for n in it["needs"]:
                    if n not in unlocked:
                        err("%s %s: needs %s not unlocked by then" % (game, where, n))
                vcheck(where, it.get("versions"))
                if not it.get("source"):
                    err("%s %s: no source" % (game, where))
        tms = {it["item"] for c in story["checkpoints"] for it in c["items"]}
        # TM09 (Psych Up) is placed by no map script, mart or prize of either
        # repository (git grep TM_PSYCH_UP: constants only): documented
        missing = sorted(i for i in ITEMS - EVO_ITEMS - {"tm09"} if i not in tms)
        if missing:
            err("%s: TMs/HMs with no source of supply: %s" % (game, ", ".join(missing)))
        # encounters
        for r in enc["encounters"]:
            where = "%s %s %s" % (r["location"], r["method"], r["species"])
            if r["location"] not in locs:
                err("%s encounters: location %s not in the story's locations" % (game, r["location"]))
            if r["species"] not in species:
                err("%s encounters: unknown species %s" % (game, r["species"]))
            if r["method"] not in METHODS:
                err("%s encounters: unknown method %s" % (game, r["method"]))
            if any(c not in CONDITIONS for c in r["conditions"]):
                err("%s encounters %s: unknown condition %r" % (game, where, r["conditions"]))
            vcheck("encounter " + where, r["versions"])
            if not (1 <= r["min"] <= r["max"] <= 100) or not (0 < r["rate"] <= 100):
                err("%s encounters %s: bad levels or rate" % (game, where))
        # learnsets
        if set(learn["species"]) != species:
            err("%s learnsets: species set differs from data/species/gen-2.json" % game)
        for m in learn["machines"].values():
            if m not in moves:
                err("%s learnsets: unknown machine move %s" % (game, m))
        for sp, e in learn["species"].items():
            for lv, m in e["levelup"]:
                if m not in moves:
                    err("%s learnsets %s: unknown move %s" % (game, sp, m))
            for m in e["machines"]:
                if m not in learn["machines"]:
                    err("%s learnsets %s: unknown machine %s" % (game, sp, m))
            for m in e.get("extra", {}).get("tutor", []):
                if m not in moves:
                    err("%s learnsets %s: unknown tutor move %s" % (game, sp, m))
        # pokeapi cross-check
        api = load(os.path.join(DATA, "encounters", "pokeapi", game + ".json"))
        for v, lst in api["versions"].items():
            for s in lst:
                if s not in species:
                    err("%s pokeapi %s: unknown species %s" % (game, v, s))


def main():
    args = sys.argv[1:]
    if args != ["--no-regen"]:
        srcs, rest = gc.sources.split(args)
        if srcs is None or rest:
            gc.fail(__doc__)
        regenerate(srcs)
    validate()
    for e in errors:
        print("FAIL:", e)
    if errors:
        print("%d failures" % len(errors))
        sys.exit(1)
    print("check_gsc: all checks passed (gold-silver, crystal)")


if __name__ == "__main__":
    main()
