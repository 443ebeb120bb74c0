#!/usr/bin/env python3
"""Check the Diamond/Pearl and Platinum availability data (stdlib only; the
move names need `npm ci` in data/gen).

Usage: check_dppt.py --sources DIR | --no-regen

1. Regeneration: runs every generator of the family into a temporary folder
   and compares the result with the committed file, byte for byte:
   data/encounters/extract_pokeapi_dppt.py (pokeapi/dppt.csv,
   pokeapi/dppt-vocabulary.json), data/encounters/build_dppt.py
   (diamond-pearl.json, platinum.json, pokeapi/*.json),
   data/learnsets/extract_dppt.py, data/story/extract_platinum.py,
   data/story/extract_diamond_pearl.py, data/story/build_dppt.py.  Each stage
   reads the committed inputs of the stage before.  The sources are read from
   the snapshots under DIR (data/README.md section 11); --no-regen skips this
   part (the validation still runs).
2. Validation of the committed files: species names (data/species/gen-4.json),
   move names (@pkmn/dex), encounter methods and condition values (PokeAPI's
   vocabulary), item identifiers (PokeAPI items), location ids (every id used
   is in the story's `locations`, every encounter location is placed),
   checkpoints (the gyms of data/games/<game>.json in order, then "end"),
   `how` and gate values, every non-walk encounter method unlocked, every
   item placed no earlier than its gates, machines sorted and known.
Exit status 0 when everything holds; every failure is printed.
"""

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(DATA, "encounters"))
from dppt_common import species_set  # noqa: E402
from data.pipeline import checks, jsonio, runner, sources  # noqa: E402

GAMES = {"diamond-pearl": ["diamond", "pearl"], "platinum": ["platinum"]}
RECEIVED_HOW = {"starter", "gift", "trade", "purchase", "prize", "fossil", "static", "egg"}
ITEM_HOW = {"item-ball", "hidden", "gift", "gym-reward", "mart", "prize", "trade", "underground"}
FIELD_GATES = {"cut", "strength", "flash", "waterfall", "whirlpool", "rock-climb", "dive", "defog", "fly",
               "surf", "rock-smash"}
METHOD_GATES = {"old-rod", "good-rod", "super-rod", "honey-tree", "feebas-tile-fishing"}
errors = []


err = checks.reporter(errors)


load = jsonio.load


def regenerate(srcs):
    """Regenerate the family's files into a temporary copy of data/ and
    compare them with the committed ones (data/pipeline/runner.py)."""
    for problem in runner.regenerate(srcs, ["dppt"]):
        err(problem)


def move_names():
    out = subprocess.run(["node", os.path.join(DATA, "learnsets", "movenames.mjs"), "4"],
                         capture_output=True, text=True)
    if out.returncode != 0:
        err("cannot list @pkmn/dex moves (run `npm ci` in data/gen)")
        return None
    return set(json.loads(out.stdout))


def validate():
    species = species_set(4)
    vocab = load(os.path.join(DATA, "encounters", "pokeapi", "dppt-vocabulary.json"))
    methods, values, items = set(vocab["methods"]), set(vocab["condition_values"]), set(vocab["items"])
    moves = move_names()
    for game, versions in GAMES.items():
        story = load(os.path.join(HERE, game + ".json"))
        enc = load(os.path.join(DATA, "encounters", game + ".json"))
        learn = load(os.path.join(DATA, "learnsets", game + ".json"))
        gamefile = load(os.path.join(DATA, "games", game + ".json"))
        locs = story["locations"]

        # encounters
        for r in enc["encounters"]:
            where = f"{game} encounter {r['location']} {r['species']}"
            if r["species"] not in species:
                err(f"{where}: unknown species")
            if r["method"] not in methods:
                err(f"{where}: unknown method {r['method']}")
            for c in r["conditions"]:
                if c not in values:
                    err(f"{where}: unknown condition {c}")
            if r["location"] not in locs:
                err(f"{where}: location not in the story's locations")
            if not set(r["versions"]) <= set(versions) or not r["versions"]:
                err(f"{where}: versions {r['versions']}")
            if not (0 < r["min"] <= r["max"] <= 100) or not (0 < r["rate"] <= 100):
                err(f"{where}: levels or rate out of range")

        # learnsets
        machines = learn["machines"]
        order = [f"tm{i:02d}" for i in range(1, 93)] + [f"hm{i:02d}" for i in range(1, 9)]
        if list(machines) != order:
            err(f"{game} learnsets: machine table keys")
        for mid, mv in machines.items():
            if moves is not None and mv not in moves:
                err(f"{game} learnsets: {mid} teaches unknown move {mv}")
            if mid not in items:
                err(f"{game} learnsets: {mid} not a PokeAPI item")
        for sp, entry in learn["species"].items():
            if sp not in species:
                err(f"{game} learnsets: unknown species {sp}")
            for lvl, mv in entry["levelup"]:
                if moves is not None and mv not in moves:
                    err(f"{game} learnsets: {sp} learns unknown move {mv}")
                if not 1 <= lvl <= 100:
                    err(f"{game} learnsets: {sp} level {lvl}")
            if entry["machines"] != sorted(entry["machines"], key=order.index):
                err(f"{game} learnsets: {sp} machines not sorted")
        missing = sorted(s for s in species if s not in learn["species"] and not s.startswith("Arceus-")
                         and s != "Pichu-Spiky-eared"
                         and not (game == "diamond-pearl" and s in ("Giratina-Origin", "Shaymin-Sky", "Rotom-Fan",
                                                                     "Rotom-Frost", "Rotom-Heat", "Rotom-Mow", "Rotom-Wash")))
        if missing:
            err(f"{game} learnsets: species missing: {missing}")

        # story
        if story["versions"] != versions:
            err(f"{game} story: versions {story['versions']}")
        gyms = [g["id"] for g in gamefile["gyms"]] + ["end"]
        befores = [c["before"] for c in story["checkpoints"]]
        if befores != gyms:
            err(f"{game} story: checkpoints {befores} != {gyms}")
        gate_at, loc_at = {}, {}
        for i, c in enumerate(story["checkpoints"]):
            for u in c["unlocks"]:
                g = u["gate"]
                if not (g in FIELD_GATES or g in METHOD_GATES or g in items or g == "bicycle"):
                    err(f"{game} story: unknown gate {g}")
                if not u.get("source"):
                    err(f"{game} story: unlock {g} without a source")
                gate_at.setdefault(g, i)
            for l in c["locations"]:
                if l["id"] not in locs:
                    err(f"{game} story: location {l['id']} has no name")
                if not l.get("source"):
                    err(f"{game} story: location {l['id']} without a source")
                loc_at.setdefault(l["id"], i)
        for m in sorted({r["method"] for r in enc["encounters"]} - {"walk"}):
            if m not in gate_at:
                err(f"{game} story: encounter method {m} is unlocked nowhere")
        for r in enc["encounters"]:
            if r["location"] not in loc_at:
                err(f"{game} story: encounter location {r['location']} placed at no checkpoint")
        for i, c in enumerate(story["checkpoints"]):
            for r in c["received"]:
                where = f"{game} story {c['before']} received {r.get('species')}"
                if r.get("species") not in species:
                    err(f"{where}: unknown species")
                if r.get("how") not in RECEIVED_HOW:
                    err(f"{where}: how {r.get('how')}")
                if r.get("how") == "trade" and r.get("gives") not in species:
                    err(f"{where}: gives {r.get('gives')}")
                if r.get("location") not in locs:
                    err(f"{where}: location {r.get('location')} not in locations")
                elif loc_at.get(r["location"], 99) > i:
                    err(f"{where}: its location is reached later")
                if not r.get("source"):
                    err(f"{where}: no source")
                if r.get("versions") and not set(r["versions"]) <= set(versions):
                    err(f"{where}: versions {r['versions']}")
            for it in c["items"]:
                where = f"{game} story {c['before']} item {it['item']} at {it['location']}"
                if it["item"] not in items:
                    err(f"{where}: not a PokeAPI item")
                if it["how"] not in ITEM_HOW:
                    err(f"{where}: how {it['how']}")
                if it["location"] not in locs:
                    err(f"{where}: location not in locations")
                elif loc_at.get(it["location"], 99) > i:
                    err(f"{where}: its location is reached later")
                for g in it["needs"]:
                    if gate_at.get(g, 99) > i:
                        err(f"{where}: needs {g}, unlocked later")
                if not it.get("source"):
                    err(f"{where}: no source")
        for lid in locs:
            if lid not in loc_at:
                err(f"{game} story: location {lid} named but placed at no checkpoint")


def main(argv):
    srcs, args = sources.split(argv[1:])
    regen = True
    for a in args:
        if a == "--no-regen":
            regen = False
        else:
            raise SystemExit(__doc__)
    if regen:
        if srcs is None:
            raise SystemExit(__doc__)
        for repo in ("PokeAPI/pokeapi", "pret/pokediamond", "pret/pokeplatinum"):
            srcs.git_dir(repo)  # stops, naming the snapshot, when one is missing
        regenerate(srcs)
    validate()
    print(f"check_dppt: {len(errors)} failure(s)")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main(sys.argv)
