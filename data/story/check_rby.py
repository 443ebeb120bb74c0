#!/usr/bin/env python3
"""Check the Red/Blue and Yellow availability files.

Usage:
    check_rby.py --sources DIR

(DIR holds pret/pokered, pret/pokeyellow and PokeAPI/pokeapi: data/README.md
section 11.)

1. Regenerates, into a temporary folder, every generated file of the family
   (data/encounters/{red-blue,yellow}.json, data/encounters/pokeapi/*.json,
   data/learnsets/{red-blue,yellow}.json, data/story/{red-blue,yellow}.json)
   with the committed generators and the pinned commits, and compares them
   byte for byte with the committed files.
2. Validates them: species names are those of data/species/gen-1.json; moves
   are moves of @pkmn/dex (generation 1); every location id used anywhere is
   in the story's `locations` table and reached at a checkpoint; the
   checkpoints are the gyms of data/games/<game>.json in order, then `end`;
   methods, gates, `how`, item ids, versions and conditions are in the
   vocabulary of the schema; a `needs` gate is unlocked at or before the
   checkpoint that uses it; every TM, HM and evolution stone appears in the
   items; the PokeAPI cross-check has no unexplained difference.
Exits non-zero on any failure.  Python 3.11 stdlib (+ node for @pkmn/dex).
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from rby_common import GAMES, canonical_moves, sources  # noqa: E402
from data.pipeline import runner  # noqa: E402
from data.pipeline.jsonio import load  # noqa: E402

METHODS = {"walk", "surf", "old-rod", "good-rod", "super-rod", "rock-smash", "headbutt"}
GATES = {"cut", "strength", "flash", "waterfall", "whirlpool", "rock-climb", "dive", "defog",
         "fly", "surf", "old-rod", "good-rod", "super-rod", "squirtbottle", "poke-flute",
         "silph-scope", "bicycle"}
HOW_RECEIVED = {"starter", "gift", "trade", "purchase", "prize", "fossil", "static", "egg"}
HOW_ITEM = {"item-ball", "hidden", "gift", "gym-reward", "mart", "prize", "trade"}
EVOLUTION_ITEMS = {"moon-stone", "fire-stone", "thunder-stone", "water-stone", "leaf-stone"}
MACHINES = ["tm%02d" % i for i in range(1, 51)] + ["hm%02d" % i for i in range(1, 6)]

# PokeAPI wild species missing from our encounters, or ours missing from
# PokeAPI, that data/README.md section 10 ("Red/Blue and Yellow") explains.  None at the pinned commits.
EXPLAINED = {"red": (set(), set()), "blue": (set(), set()), "yellow": (set(), set())}

errors = []


def fail(msg):
    errors.append(msg)


def regenerate(srcs):
    """Regenerate the family's files into a temporary copy of data/ and
    compare them with the committed ones (data/pipeline/runner.py)."""
    for problem in runner.regenerate(srcs, ["rby"]):
        fail(problem)


def check_game(game):
    versions = GAMES[game]["versions"]
    species = {s["name"] for s in load(os.path.join(DATA, "species", "gen-1.json"))["species"]}
    moves = set(canonical_moves(1))
    enc = load(os.path.join(DATA, "encounters", game + ".json"))
    learn = load(os.path.join(DATA, "learnsets", game + ".json"))
    story = load(os.path.join(DATA, "story", game + ".json"))
    api = load(os.path.join(DATA, "encounters", "pokeapi", game + ".json"))
    gamefile = load(os.path.join(DATA, "games", game + ".json"))
    table = story["locations"]

    # --- story order
    expected = [g["id"] for g in gamefile["gyms"]] + ["end"]
    got = [cp["before"] for cp in story["checkpoints"]]
    if got != expected:
        fail("%s: checkpoints %s, expected %s" % (game, got, expected))
    if story["versions"] != versions:
        fail("%s: versions %s" % (game, story["versions"]))

    # --- locations and gates per checkpoint
    reached, unlocked = {}, {}
    for i, cp in enumerate(story["checkpoints"]):
        for loc in cp["locations"]:
            if loc["id"] in reached:
                fail("%s: %s listed twice" % (game, loc["id"]))
            reached[loc["id"]] = i
            if not loc.get("source"):
                fail("%s: location %s has no source" % (game, loc["id"]))
        for u in cp.get("unlocks", []):
            if u["gate"] not in GATES:
                fail("%s: unknown gate %s" % (game, u["gate"]))
            if u["gate"] in unlocked:
                fail("%s: gate %s unlocked twice" % (game, u["gate"]))
            unlocked[u["gate"]] = i
            if not u.get("source"):
                fail("%s: gate %s has no source" % (game, u["gate"]))
    if set(reached) != set(table):
        fail("%s: locations table and checkpoints differ: %s" % (
            game, sorted(set(reached) ^ set(table))))

    def check_needs(kind, e, i):
        name = e.get("species") or e.get("item")
        for g in e.get("needs", []):
            if g not in GATES:
                fail("%s: %s %s needs unknown gate %s" % (game, kind, name, g))
            elif g not in unlocked or unlocked[g] > i:
                fail("%s: %s %s needs %s, not unlocked by then" % (game, kind, name, g))

    items_seen = set()
    for i, cp in enumerate(story["checkpoints"]):
        for r in cp["received"]:
            if r["species"] not in species:
                fail("%s: unknown species %s" % (game, r["species"]))
            if r["how"] not in HOW_RECEIVED:
                fail("%s: unknown how %s" % (game, r["how"]))
            if r["how"] == "trade" and r.get("gives") not in species:
                fail("%s: trade without a valid gives: %s" % (game, r))
            if r["location"] not in table:
                fail("%s: received at unknown location %s" % (game, r["location"]))
            elif reached[r["location"]] > i:
                fail("%s: %s received before its location is reached" % (game, r["species"]))
            if not set(r.get("versions", versions)) <= set(versions):
                fail("%s: bad versions %s" % (game, r))
            if not r.get("source"):
                fail("%s: received %s has no source" % (game, r["species"]))
            check_needs("received", r, i)
        for it in cp["items"]:
            if it["item"] not in MACHINES and it["item"] not in EVOLUTION_ITEMS:
                fail("%s: unknown item %s" % (game, it["item"]))
            if it["how"] not in HOW_ITEM:
                fail("%s: unknown how %s" % (game, it["how"]))
            if it["location"] not in table:
                fail("%s: item at unknown location %s" % (game, it["location"]))
            elif reached[it["location"]] > i and not it.get("note"):
                fail("%s: %s listed before its location without a note" % (game, it["item"]))
            if not it.get("source"):
                fail("%s: item %s has no source" % (game, it["item"]))
            check_needs("item", it, i)
            items_seen.add(it["item"])
    missing = (set(MACHINES) | EVOLUTION_ITEMS) - items_seen
    if missing:
        fail("%s: items never obtainable: %s" % (game, sorted(missing)))

    # --- encounters
    for r in enc["encounters"]:
        if r["species"] not in species:
            fail("%s: encounter species %s" % (game, r["species"]))
        if r["method"] not in METHODS:
            fail("%s: encounter method %s" % (game, r["method"]))
        if r["location"] not in table:
            fail("%s: encounter location %s not in the story" % (game, r["location"]))
        if not r["versions"] or not set(r["versions"]) <= set(versions):
            fail("%s: encounter versions %s" % (game, r["versions"]))
        if r["conditions"] != []:
            fail("%s: generation 1 has no encounter conditions: %s" % (game, r))
        if not (1 <= r["min"] <= r["max"] <= 100) or not (0 < r["rate"] <= 100):
            fail("%s: encounter numbers %s" % (game, r))

    # --- learnsets
    if list(learn["machines"]) != MACHINES:
        fail("%s: machine table %s" % (game, list(learn["machines"])))
    for mv in learn["machines"].values():
        if mv not in moves:
            fail("%s: machine move %s" % (game, mv))
    if set(learn["species"]) != species:
        fail("%s: learnset species differ: %s" % (game, sorted(set(learn["species"]) ^ species)))
    for name, s in learn["species"].items():
        for lv, mv in s["levelup"]:
            if mv not in moves or not (1 <= lv <= 100):
                fail("%s: %s learns %s at %s" % (game, name, mv, lv))
        if s["machines"] != sorted(s["machines"], key=MACHINES.index):
            fail("%s: %s machines not sorted" % (game, name))

    # --- PokeAPI cross-check
    for v in versions:
        ours = {r["species"] for r in enc["encounters"] if v in r["versions"]}
        theirs = set(api["versions"][v]["wild"])
        only_ours, only_api = ours - theirs, theirs - ours
        exp_ours, exp_api = EXPLAINED[v]
        if only_ours != exp_ours or only_api != exp_api:
            fail("%s/%s: PokeAPI differences not explained: ours only %s, PokeAPI only %s" % (
                game, v, sorted(only_ours), sorted(only_api)))
        else:
            print("ok: %s wild species agree with PokeAPI (%d)" % (v, len(ours)))
        received = {r["species"] for cp in story["checkpoints"] for r in cp["received"]
                    if v in r.get("versions", versions)}
        other = set().union(*map(set, api["versions"][v]["other"].values()))
        if other - received:
            fail("%s/%s: PokeAPI gift/static/trade species missing from received: %s" % (
                game, v, sorted(other - received)))
    print("ok: %s checked (%d locations, %d encounter rows, %d species)" % (
        game, len(table), len(enc["encounters"]), len(learn["species"])))


def main():
    srcs, argv = sources.require(sys.argv[1:], __doc__)
    if argv:
        raise SystemExit(__doc__)
    regenerate(srcs)
    for game in GAMES:
        check_game(game)
    if errors:
        for e in errors:
            print("FAIL:", e, file=sys.stderr)
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
