#!/usr/bin/env python3
"""Generate the wild encounters of X/Y, Sun/Moon, Ultra Sun/Ultra Moon and
Sword/Shield and their PokeAPI cross-checks (stdlib only, deterministic).

Usage: build_gen68.py [GAME ...] [--out DIR]

Reads the committed extracts data/encounters/pokeapi/<game>.csv and
pokeapi/gen68-vocabulary.json (extract_pokeapi_gen68.py) and writes into DIR
(default: this folder):
- <game>.json: every row of a wild method (every method but gift,
  gift-egg, static and npc-trade, which data/story/build_gen68.py turns
  into `received`), location ids = PokeAPI location-area identifiers;
- pokeapi/<game>.json: per version, the sorted species PokeAPI lists for
  the wild methods, and the differences with <game>.json.

Rules (see data/README.md, section 10, "Availability: X/Y, Sun/Moon, …"):
- species: the pokemon identifier (it tells the regional forms apart:
  rattata-alola -> Rattata-Alola) mapped to data/species/gen-N.json's name
  (gen68_common.SpeciesMapper; the script fails on anything unmapped), after
  the corrections of FORM_FIXES;
- conditions: PokeAPI's condition value identifiers, all kept, sorted (after
  the corrections of CONDITION_FIXES, plus CONDITION_ADDS: Sun/Moon's Ultra
  Beasts need story-progress-finished-looker-sidequest);
- one row per (location, method, species, conditions, versions): min/max
  level over its slots, rate = the sum of its slots' PokeAPI rarities
  (percent as PokeAPI gives them; generation 7 tables may sum to more than
  100 per method: PokeAPI's rarities are kept as they are);
- a row equal in both versions carries both versions;
- order: locations by their first row in PokeAPI's encounters.csv id order,
  then methods by PokeAPI's encounter_methods order, then species by first
  slot, then conditions.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen68_common import (GAMES, POKEAPI_COMMIT, POKEAPI_REPO, SpeciesMapper, read_extract,  # noqa: E402
                          read_vocabulary, write_json)

HERE = os.path.dirname(os.path.abspath(__file__))
RECEIVED_METHODS = {"gift", "gift-egg", "static", "npc-trade"}

# PokeAPI rows whose pokemon is the species' default form where the game has
# only the regional form there: (game, area, method, PokeAPI pokemon) ->
# (pokemon, why).  Applied before the species mapping, in encounters and in
# the story's received Pokémon alike.
FORM_FIXES = {
    ("ultra-sun-ultra-moon", "alola-route-1-south", "walk", "rattata"): (
        "rattata-alola",
        "PokeAPI's Sun/Moon rows of the same area list rattata-alola (pokeapi/sun-moon.csv rows 62629, 62643); "
        "the wild Rattata of Alola are the Alolan form"),
    ("ultra-sun-ultra-moon", "lush-jungle-east-cave", "walk", "dugtrio"): (
        "dugtrio-alola",
        "PokeAPI's Sun/Moon rows of the same cave list its line's Alolan form, diglett-alola "
        "(pokeapi/sun-moon.csv rows 64469, 64471)"),
    ("ultra-sun-ultra-moon", "heahea-beach-area", "gift", "raticate"): (
        "raticate-alola",
        "the totem Raticate of Ultra Moon is Alolan (data/games/ultra-sun-ultra-moon.json G1 note: "
        "'Totem Alolan Raticate with Alolan Rattata')"),
    ("ultra-sun-ultra-moon", "heahea-beach-area", "gift", "marowak"): (
        "marowak-alola",
        "the totem Marowak of Ultra Sun/Ultra Moon is Alolan (data/games/ultra-sun-ultra-moon.json G4 note: "
        "'Totem Alolan Marowak and its ally')"),
}

# PokeAPI condition values that stand where another belongs: (game, area,
# value) -> (value, why), applied to the wild rows (not max-raid) of the
# area.
CONDITION_FIXES = {
    ("sword-shield", "rolling-fields-main", "max-den-rarity-special"): (
        "story-progress-before-hall-of-fame",
        "max-den-* values describe Max Raid dens (encounter_condition_value_prose: 'Start max raid in a den ...'); on "
        "Rolling Fields' walk, overworld, wanderer and berry-trees rows it stands where every other Wild Area area has "
        "story-progress-before-hall-of-fame, paired with the same rows' story-progress-hall-of-fame"),
    ("sword-shield", "rolling-fields-area-2", "max-den-rarity-special"): (
        "story-progress-before-hall-of-fame", "as for rolling-fields-main"),
}

# Conditions PokeAPI's rows lack where its own data implies them: (game,
# PokeAPI pokemon) -> (value added to its wild rows, why).
ULTRA_BEAST_WHY = (
    "an Ultra Beast of Sun/Moon: PokeAPI's Necrozma rows of this game (pokeapi/sun-moon.csv 66210, 66216) need "
    "other-captured-all-ultra-beasts and story-progress-finished-looker-sidequest, tying the Ultra Beasts to Looker's "
    "side quest; PokeAPI gives their own rows no condition, and nuzlocke.app lists them at their areas' first visits "
    "(its known error class: post-game species listed at the first visit)")
CONDITION_ADDS = {("sun-moon", p): ("story-progress-finished-looker-sidequest", ULTRA_BEAST_WHY)
                  for p in ("nihilego", "buzzwole", "pheromosa", "xurkitree", "celesteela", "kartana", "guzzlord")}


def conditions_of(game, row):
    add = CONDITION_ADDS.get((game, row["pokemon"]))
    out = [add[0]] if add else []
    for c in row["conditions"].split("+"):
        if not c:
            continue
        fix = CONDITION_FIXES.get((game, row["area"], c))
        out.append(fix[0] if fix and row["method"] != "max-raid" else c)
    return tuple(sorted(set(out)))


def pokemon_of(game, row):
    fix = FORM_FIXES.get((game, row["area"], row["method"], row["pokemon"]))
    return fix[0] if fix else row["pokemon"]


def build(game, vocab):
    versions, gen = GAMES[game]
    species = SpeciesMapper(gen)
    rows = read_extract(game)
    method_order = list(vocab["methods"])
    loc_order, tables = {}, {}
    for r in rows:
        if r["method"] in RECEIVED_METHODS:
            continue
        loc_order.setdefault(r["area"], len(loc_order))
        conds = conditions_of(game, r)
        key = (r["area"], r["method"])
        t = tables.setdefault(key, {})
        sp = species(pokemon_of(game, r))
        slot = int(r["slot"]) if r["slot"] else 0
        e = t.setdefault((sp, conds), {})
        v = e.setdefault(r["version"], [10 ** 9, 0, 0, slot])
        v[0] = min(v[0], int(r["min_level"]))
        v[1] = max(v[1], int(r["max_level"]))
        v[2] += int(r["rarity"])
        v[3] = min(v[3], slot)
    out = []
    for (area, method) in sorted(tables, key=lambda k: (loc_order[k[0]], method_order.index(k[1]))):
        t = tables[(area, method)]
        keys = sorted(t, key=lambda k: (min(v[3] for v in t[k].values()), k[0], k[1]))
        for sp, conds in keys:
            vals = t[(sp, conds)]
            groups = []
            for v in versions:
                if v not in vals:
                    continue
                for g in groups:
                    if vals[g[0][0]][:3] == vals[v][:3]:
                        g[0].append(v)
                        break
                else:
                    groups.append(([v], v))
            for vs, first in groups:
                lo, hi, rate, _ = vals[first]
                out.append({"location": area, "method": method, "species": sp, "min": lo, "max": hi,
                            "rate": rate, "versions": vs, "conditions": list(conds)})
    return rows, out, species


def crosscheck(game, rows, ours, species):
    versions, _ = GAMES[game]
    out = {"game": game,
           "source": f"{POKEAPI_REPO} at {POKEAPI_COMMIT}: data/v2/csv/encounters.csv and its joins "
                     f"(the committed extract data/encounters/pokeapi/{game}.csv)",
           "generator": "data/encounters/build_gen68.py",
           "received_methods": sorted(RECEIVED_METHODS),
           "note": "Species PokeAPI lists for the wild methods (every method but the received ones; any "
                   "condition; its own pokemon forms, mapped without FORM_FIXES), per version, sorted; "
                   "'differences' compares them with data/encounters/" + game + ".json (any condition): "
                   "they are the FORM_FIXES of build_gen68.py.",
           "versions": {}, "differences": {}}
    for v in versions:
        api = sorted({species(r["pokemon"]) for r in rows
                      if r["version"] == v and r["method"] not in RECEIVED_METHODS})
        mine = sorted({r["species"] for r in ours if v in r["versions"]})
        out["versions"][v] = api
        out["differences"][v] = {"only_pokeapi": sorted(set(api) - set(mine)),
                                 "only_ours": sorted(set(mine) - set(api))}
    return out


def main(argv):
    out_dir = HERE
    games = []
    args = list(argv[1:])
    while args:
        a = args.pop(0)
        if a == "--out":
            out_dir = args.pop(0)
        elif a in GAMES:
            games.append(a)
        else:
            raise SystemExit(f"unknown argument {a!r}\n" + __doc__)
    vocab = read_vocabulary()
    for game in games or list(GAMES):
        rows, enc, species = build(game, vocab)
        versions, _ = GAMES[game]
        write_json(os.path.join(out_dir, game + ".json"), {
            "game": game,
            "source": f"{POKEAPI_REPO} at {POKEAPI_COMMIT}: data/v2/csv/encounters.csv, encounter_slots.csv, "
                      "encounter_methods.csv, encounter_condition_value_map.csv, encounter_condition_values.csv, "
                      "location_areas.csv, locations.csv, pokemon.csv, pokemon_species.csv (versions "
                      + " and ".join(versions) + f"; committed extract data/encounters/pokeapi/{game}.csv, "
                      "BSD-3-Clause: data/dex/LICENSE-pokeapi.txt)",
            "generator": "data/encounters/build_gen68.py",
            "location_ids": "PokeAPI location-area identifiers",
            "form_fixes": [{"location": k[1], "method": k[2], "pokeapi": k[3], "ours": v[0], "why": v[1]}
                           for k, v in FORM_FIXES.items() if k[0] == game],
            "condition_fixes": [{"location": k[1], "pokeapi": k[2], "ours": v[0], "why": v[1]}
                                for k, v in CONDITION_FIXES.items() if k[0] == game]
            + [{"pokemon": k[1], "added": v[0], "why": v[1]} for k, v in CONDITION_ADDS.items() if k[0] == game],
            "encounters": enc,
        })
        write_json(os.path.join(out_dir, "pokeapi", game + ".json"), crosscheck(game, rows, enc, species))
        print(f"{game}: {len(enc)} rows", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
