#!/usr/bin/env python3
"""Check the Ruby/Sapphire and Emerald availability files (family `rse`).

Usage:
    python3 data/story/check_rse.py --sources DIR

(DIR holds pret/pokeruby, pret/pokeemerald or its fork mrgriffin/pokeemerald,
and PokeAPI/pokeapi: data/README.md section 11.)

(run `npm ci` in data/gen first: the move names come from @pkmn/dex).

1. Regenerates every generated file of the two games into a temporary folder
   and compares it byte for byte with the committed one:
   data/encounters/{ruby-sapphire,emerald}.json (extract_rse.py),
   data/encounters/pokeapi/{ruby-sapphire,emerald}.json (pokeapi_rse.py),
   data/learnsets/{ruby-sapphire,emerald}.json (learnsets/extract_rse.py),
   data/story/{ruby-sapphire,emerald}.json (build_rse.py).
2. Validates the committed files: species names are those of
   data/species/gen-3.json; moves are @pkmn/dex names; machines are tm01-tm50,
   hm01-hm08; every location id used by the encounters, items and received
   Pokémon is in the story's `locations`; checkpoints are the gyms of
   data/games/<game>.json in order, then `end`; methods, conditions, gates,
   `how`, items and versions are in the vocabulary (PokeAPI identifiers are
   checked against PokeAPI's items.csv, encounter_methods.csv and
   encounter_condition_values.csv at the pinned commit).
3. Checks a few facts of the sources (the tested ones): Emerald before
   Roxanne has Shroomish (Petalburg Woods) and no Nincada evolution, no
   Trapinch line, no Groudon, no Machop line; Ruby/Sapphire likewise.
Exits non-zero on the first list of failures.  Standard library only.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, ROOT)
from data.pipeline import sources  # noqa: E402
from data.pipeline import pokeapi  # noqa: E402
from data.pipeline import runner  # noqa: E402
from data.pipeline.jsonio import load  # noqa: E402

REPOS = {"pokeruby": "pret/pokeruby", "pokeemerald": "pret/pokeemerald", "pokeapi": "PokeAPI/pokeapi"}
GAMES = {"ruby-sapphire": ("pokeruby", ["ruby", "sapphire"]), "emerald": ("pokeemerald", ["emerald"])}
FIELD_GATES = {"cut", "strength", "flash", "waterfall", "whirlpool", "rock-climb", "dive", "defog", "fly",
               "surf", "rock-smash", "old-rod", "good-rod", "super-rod", "headbutt"}
ITEM_HOW = {"item-ball", "hidden", "gift", "gym-reward", "mart", "prize", "trade"}
RECEIVED_HOW = {"starter", "gift", "trade", "purchase", "prize", "fossil", "static", "egg"}
ORDER_TAIL = "end"


def pokeapi_table(git_dir, name):
    return pokeapi.table(git_dir, sources.commit(REPOS["pokeapi"]), name)


def regenerate(srcs, errors):
    """Regenerate the family's files into a temporary copy of data/ and
    compare them with the committed ones (data/pipeline/runner.py)."""
    errors += runner.regenerate(srcs, ["rse"])


def dex_moves():
    import importlib.util
    spec = importlib.util.spec_from_file_location("learnsets_extract_rse",
                                                  os.path.join(ROOT, "data", "learnsets", "extract_rse.py"))
    learn = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(learn)
    return set(learn.dex_moves())


def validate(dirs, errors):
    species = {s["name"] for s in load(os.path.join(ROOT, "data/species/gen-3.json"))["species"]}
    moves = dex_moves()
    items_csv = {r["identifier"] for r in pokeapi_table(dirs["pokeapi"], "items")}
    methods_csv = {r["identifier"].strip() for r in pokeapi_table(dirs["pokeapi"], "encounter_methods")}
    conditions_csv = {r["identifier"] for r in pokeapi_table(dirs["pokeapi"], "encounter_condition_values")}
    machines = {f"tm{i:02d}" for i in range(1, 51)} | {f"hm{i:02d}" for i in range(1, 9)}
    for game, (_, versions) in GAMES.items():
        story = load(os.path.join(ROOT, f"data/story/{game}.json"))
        enc = load(os.path.join(ROOT, f"data/encounters/{game}.json"))
        learn = load(os.path.join(ROOT, f"data/learnsets/{game}.json"))
        api = load(os.path.join(ROOT, f"data/encounters/pokeapi/{game}.json"))
        gyms = [g["id"] for g in load(os.path.join(ROOT, f"data/games/{game}.json"))["gyms"]]
        locs = story["locations"]
        where = f"{game}:"
        # story
        if story["game"] != game or story["versions"] != versions:
            errors.append(f"{where} story game/versions")
        if [c["before"] for c in story["checkpoints"]] != gyms + [ORDER_TAIL]:
            errors.append(f"{where} checkpoints {[c['before'] for c in story['checkpoints']]} != {gyms} + end")
        gates = set()
        for c in story["checkpoints"]:
            for l in c["locations"]:
                if l["id"] not in locs:
                    errors.append(f"{where} checkpoint location {l['id']} not in locations")
                if not l.get("source"):
                    errors.append(f"{where} {l['id']} has no source")
            for u in c["unlocks"]:
                g = u["gate"]
                if g not in FIELD_GATES and g not in items_csv:
                    errors.append(f"{where} unknown gate {g}")
                if not u.get("source"):
                    errors.append(f"{where} gate {g} has no source")
                gates.add(g)
            for r in c["received"]:
                for k in ("species", "gives"):
                    if k in r and r[k] not in species:
                        errors.append(f"{where} unknown species {r[k]}")
                if r["how"] not in RECEIVED_HOW:
                    errors.append(f"{where} unknown how {r['how']}")
                if (r["how"] == "trade") != ("gives" in r):
                    errors.append(f"{where} trade/gives mismatch for {r['species']}")
                if r["location"] not in locs:
                    errors.append(f"{where} received location {r['location']} not in locations")
                for v in r.get("versions", []):
                    if v not in versions:
                        errors.append(f"{where} unknown version {v}")
                for g in r.get("needs", []):
                    if g not in FIELD_GATES and g not in items_csv:
                        errors.append(f"{where} unknown gate {g} in needs")
                if not r.get("source"):
                    errors.append(f"{where} {r['species']} has no source")
            for it in c["items"]:
                if it["item"] not in machines and it["item"] not in items_csv:
                    errors.append(f"{where} unknown item {it['item']}")
                if it["how"] not in ITEM_HOW:
                    errors.append(f"{where} unknown item how {it['how']}")
                if it["location"] not in locs:
                    errors.append(f"{where} item location {it['location']} not in locations")
                for g in it["needs"]:
                    if g not in FIELD_GATES and g not in items_csv:
                        errors.append(f"{where} unknown gate {g} in needs")
        # needs are unlocked somewhere
        for c in story["checkpoints"]:
            for e in c["received"] + c["items"]:
                for g in e.get("needs", []):
                    if g not in gates:
                        errors.append(f"{where} {g} needed but never unlocked")
        # every machine and evolution stone of the game is placed
        placed = {it["item"] for c in story["checkpoints"] for it in c["items"]}
        missing = sorted(machines - placed)
        if missing:
            errors.append(f"{where} machines never placed: {missing}")
        # encounters
        for r in enc["encounters"]:
            if r["species"] not in species:
                errors.append(f"{where} encounter species {r['species']}")
            if r["location"] not in locs:
                errors.append(f"{where} encounter location {r['location']} not in story locations")
            if r["method"] not in methods_csv:
                errors.append(f"{where} method {r['method']}")
            for cnd in r["conditions"]:
                if cnd not in conditions_csv:
                    errors.append(f"{where} condition {cnd}")
            if not r["versions"] or any(v not in versions for v in r["versions"]):
                errors.append(f"{where} versions {r['versions']}")
            if not (0 < r["rate"] <= 100) or r["min"] > r["max"]:
                errors.append(f"{where} bad row {r}")
        for v, sp in api["species"].items():
            if v not in versions or any(s not in species for s in sp):
                errors.append(f"{where} pokeapi list {v}")
        # learnsets
        for m in learn["machines"].values():
            if m not in moves:
                errors.append(f"{where} machine move {m}")
        if set(learn["machines"]) != machines:
            errors.append(f"{where} machines table keys")
        for name, s in learn["species"].items():
            if name not in species:
                errors.append(f"{where} learnset species {name}")
            for lvl, m in s["levelup"]:
                if m not in moves or not (1 <= lvl <= 100):
                    errors.append(f"{where} {name} level-up {lvl} {m}")
            for mid in s["machines"]:
                if mid not in machines:
                    errors.append(f"{where} {name} machine {mid}")
        # facts of the sources
        avail = set()
        first = story["checkpoints"][0]
        g1 = {l["id"] for l in first["locations"]}
        for r in enc["encounters"]:
            if r["location"] in g1 and r["method"] == "walk" and not r["conditions"]:
                avail.add(r["species"])
        avail |= {r["species"] for r in first["received"]}
        if "Shroomish" not in avail:
            errors.append(f"{where} Shroomish should be available before Roxanne")
        for bad in ("Shedinja", "Ninjask", "Trapinch", "Vibrava", "Flygon", "Groudon", "Machop", "Machoke",
                    "Machamp", "Kyogre", "Rayquaza"):
            if bad in avail:
                errors.append(f"{where} {bad} should not be available before Roxanne")


def main(argv):
    srcs, args = sources.require(argv[1:], __doc__)
    if args:
        raise SystemExit(__doc__)
    dirs = {key: srcs.git_dir(repo) for key, repo in REPOS.items()}
    errors = []
    regenerate(srcs, errors)
    validate(dirs, errors)
    if errors:
        print("\n".join(errors))
        raise SystemExit(f"{len(errors)} problem(s)")
    print("rse: all files regenerate identically and validate")


if __name__ == "__main__":
    main(sys.argv)
