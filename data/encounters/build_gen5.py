#!/usr/bin/env python3
"""Generate the wild encounters of Black/White and Black 2/White 2 and their
PokeAPI cross-checks (stdlib only, deterministic).

Usage: build_gen5.py [OUT_DIR]

Reads the committed extract pokeapi/gen5.csv and pokeapi/gen5-vocabulary.json
(extract_pokeapi_gen5.py) and writes into OUT_DIR (default: this folder):
- black-white.json, black-2-white-2.json: the rows of the wild methods
  (gen5_common.WILD_METHODS: walk, dark-grass, grass-spots, cave-spots,
  bridge-spots, surf, surf-spots, super-rod, super-rod-spots,
  hidden-grotto); gift, gift-egg, static and npc-trade rows are the story's
  (data/story/build_gen5.py).  Location ids: PokeAPI location-area
  identifiers.
- pokeapi/black-white.json, pokeapi/black-2-white-2.json: per version, the
  sorted species PokeAPI lists for the wild methods, and the differences
  with ours.

Rules (see data/README.md, section 10, "Availability: Black/White and Black 2/White 2"):
- conditions are PokeAPI condition value identifiers (in generation 5 wild
  rows only the seasons occur); a slot whose species, levels and odds are
  the same in spring, summer, autumn and winter is written without a season;
- one row per (location, method, species, conditions, versions): min/max
  level over its slots, rate = the sum of its slots' odds (PokeAPI rarity,
  percent);
- rows equal in both versions of the pair carry both versions;
- order: location by PokeAPI's game_index (the areas without one last), then
  area id, then method in WILD_METHODS order, then the first version's slot
  order, then the second version's;
- NEEDS: where a PokeAPI area holds parts behind different gates (Black/White
  only: the Archipelago world's encounter regions say which part each
  method's table belongs to and what that part needs), the rows of that
  method carry "extra": {"needs": [gates], "source": ...}: a fact the
  schema has no field for (data/README.md, section 10, "Availability: Black/White and Black 2/White 2").
"""

import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen5_common import (GAMES, POKEAPI_COMMIT, POKEAPI_REPO, SEASONS, WILD_METHODS,  # noqa: E402
                         SpeciesMapper, load, write_json)

HERE = os.path.dirname(os.path.abspath(__file__))

APENC = ("SparkyDaDoggo/Archipelago at b8450aadb2ba14383f93ec3eafa87617bf786ce2 (MIT) "
         "worlds/pokemon_bw/data/locations/encounters/region_connections.py")
APREG = ("SparkyDaDoggo/Archipelago at bd2a4bcee6d4d2123b98f9dc596956b8e83a348f (MIT) "
         "worlds/pokemon_bw/data/locations/region_connections.py")
# (game, area, method) -> (gates the rows need besides the area and the method, source).
NEEDS = {
    ("black-white", "unova-route-1-area", "dark-grass"): (
        ["surf"], APENC + " 'Route 1 - Dark Grass' (in Route 1 West); " + APREG + ":10 ('Surfing on Route 1': Surf)"),
    ("black-white", "unova-route-1-area", "grass-spots"): (
        ["surf"], APENC + " 'Route 1 - Rustling Grass' (in Route 1 West); " + APREG + ":10 ('Surfing on Route 1': Surf)"),
    ("black-white", "dreamyard-area", "dark-grass"): (
        ["basement-key"], APENC + " 'Dreamyard (Ruins) - Dark Grass' (in Dreamyard South, reached through the basement); "
        + APREG + ":21 ('Dreamyard traffic cone': Basement Key)"),
    ("black-white", "pinwheel-forest-inside", "dark-grass"): (
        ["surf", "strength"], APENC + " 'Pinwheel Forest (Inner) - Dark Grass' (in Pinwheel Forest East); " + APREG
        + ":29 (after Mistralton Cave's inner part), :94 (Surf), :95 (Strength)"),
    ("black-white", "unova-route-11-area", "dark-grass"): (["waterfall"], APENC + " 'Route 11 - Dark Grass' (can_use_waterfall)"),
    ("black-white", "unova-route-13-area", "dark-grass"): (["surf"], APENC + " 'Route 13 - Dark Grass' (can_use_surf)"),
    ("black-white", "unova-route-15-area", "dark-grass"): (["strength"], APENC + " 'Route 15 - Dark Grass' (can_use_strength)"),
    ("black-white", "unova-route-16-area", "dark-grass"): (["strength"], APENC + " 'Route 16 - Dark Grass' (can_use_strength)"),
    ("black-white", "lostlorn-forest-area", "dark-grass"): (["waterfall"], APENC + " 'Lostlorn Forest - Dark Grass' (can_use_waterfall)"),
}


def read_extract():
    with open(os.path.join(HERE, "pokeapi", "gen5.csv"), encoding="utf-8") as f:
        return list(csv.DictReader(f))


def tables(rows, version, species):
    """(area, method) -> {slot: [(species, min, max, rarity, conditions)]}, in source order."""
    out = {}
    for r in rows:
        if r["version"] != version or r["method"] not in WILD_METHODS:
            continue
        t = out.setdefault((r["area"], r["method"]), {})
        conds = tuple(c for c in r["conditions"].split("+") if c)
        t.setdefault(int(r["slot"]), []).append(
            (species(r["pokemon"], r["species"]), int(r["min_level"]), int(r["max_level"]), int(r["rarity"]), conds))
    return out


def collapse(slots):
    """Drop the season of a slot entry found alike in all four seasons; then
    {(species, conditions): (min, max, rate)} in slot order."""
    out = {}
    for slot in sorted(slots):
        entries = slots[slot]
        merged, done = [], set()
        for i, (sp, lo, hi, rate, conds) in enumerate(entries):
            if i in done:
                continue
            seasons = [c for c in conds if c in SEASONS]
            rest = tuple(c for c in conds if c not in SEASONS)
            if len(seasons) == 1:
                group = [j for j, e in enumerate(entries)
                         if e[:4] == (sp, lo, hi, rate) and tuple(c for c in e[4] if c not in SEASONS) == rest
                         and len([c for c in e[4] if c in SEASONS]) == 1]
                got = {[c for c in entries[j][4] if c in SEASONS][0] for j in group}
                if got == set(SEASONS):
                    done.update(group)
                    merged.append((sp, lo, hi, rate, rest))
                    continue
            merged.append((sp, lo, hi, rate, conds))
        for sp, lo, hi, rate, conds in merged:
            key = (sp, conds)
            if key in out:
                a = out[key]
                out[key] = (min(a[0], lo), max(a[1], hi), a[2] + rate)
            else:
                out[key] = (lo, hi, rate)
    return out


def build(game, rows, species, vocab):
    versions = GAMES[game]
    per = {v: tables(rows, v, species) for v in versions}
    areas = vocab["areas"]
    keys = sorted(set(per[versions[0]]) | set(per[versions[1]]),
                  key=lambda k: (areas[k[0]]["game_index"] or 10 ** 6, k[0], WILD_METHODS.index(k[1])))
    out = []
    for area, method in keys:
        tabs = {v: collapse(per[v][(area, method)]) for v in versions if (area, method) in per[v]}
        a, b = tabs.get(versions[0], {}), tabs.get(versions[1], {})
        for key in list(a) + [k for k in b if k not in a]:
            sp, conds = key
            vals = {v: tabs[v][key] for v in tabs if key in tabs[v]}
            if len(vals) == 2 and vals[versions[0]] == vals[versions[1]]:
                groups = [(list(versions), vals[versions[0]])]
            else:
                groups = [([v], vals[v]) for v in versions if v in vals]
            for vs, (lo, hi, rate) in groups:
                row = {"location": area, "method": method, "species": sp, "min": lo, "max": hi,
                       "rate": rate, "versions": vs, "conditions": list(conds)}
                if (game, area, method) in NEEDS:
                    gates, source = NEEDS[(game, area, method)]
                    row["extra"] = {"needs": gates, "source": source}
                out.append(row)
    missing = [k for k in NEEDS if k[0] == game and k[1:] not in set(keys)]
    if missing:
        raise SystemExit(f"{game}: NEEDS entries match no table: {missing}")
    return out


def crosscheck(game, rows, ours, species):
    out = {"game": game,
           "source": f"{POKEAPI_REPO} at {POKEAPI_COMMIT}: data/v2/csv/encounters.csv and its joins "
                     "(the committed extract data/encounters/pokeapi/gen5.csv)",
           "generator": "data/encounters/build_gen5.py",
           "wild_methods": WILD_METHODS,
           "note": "Species PokeAPI lists for the wild methods (any condition), per version, sorted; "
                   "'differences' compares them with data/encounters/" + game + ".json (any condition).",
           "versions": {}, "differences": {}}
    for v in GAMES[game]:
        api = sorted({species(r["pokemon"], r["species"]) for r in rows
                      if r["version"] == v and r["method"] in WILD_METHODS})
        mine = sorted({r["species"] for r in ours if v in r["versions"]})
        out["versions"][v] = api
        out["differences"][v] = {"only_pokeapi": sorted(set(api) - set(mine)),
                                 "only_ours": sorted(set(mine) - set(api))}
    return out


def main(argv):
    out_dir = argv[1] if len(argv) > 1 else HERE
    rows = read_extract()
    vocab = load(os.path.join(HERE, "pokeapi", "gen5-vocabulary.json"))
    species = SpeciesMapper()
    for game in GAMES:
        enc = build(game, rows, species, vocab)
        write_json(os.path.join(out_dir, game + ".json"), {
            "game": game,
            "source": f"{POKEAPI_REPO} at {POKEAPI_COMMIT}: data/v2/csv/encounters.csv and its joins "
                      "(the committed extract data/encounters/pokeapi/gen5.csv; BSD-3-Clause, "
                      "data/dex/LICENSE-pokeapi.txt)",
            "generator": "data/encounters/build_gen5.py",
            "encounters": enc,
        })
        write_json(os.path.join(out_dir, "pokeapi", game + ".json"), crosscheck(game, rows, enc, species))
        print(f"{game}: {len(enc)} rows", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
