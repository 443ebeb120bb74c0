#!/usr/bin/env python3
"""Generate the wild encounters of Diamond/Pearl and Platinum and their PokeAPI
cross-checks (stdlib only, deterministic).

Usage: build_dppt.py --sources DIR [OUT_DIR]

(DIR: data/README.md section 11; pret/pokeplatinum is read at PLATINUM_COMMIT.)

Writes into OUT_DIR (default: this folder):
- diamond-pearl.json: from the committed PokeAPI extract pokeapi/dppt.csv
  (rows of diamond and pearl; pokediamond holds its wild tables only as
  binary files).  Location ids: PokeAPI location-area identifiers.
- platinum.json: from pret/pokeplatinum at PLATINUM_COMMIT, read with
  `git show`: res/field/encounters/encounters.order and encounters_*.json
  (one wild table each), include/data/map_headers.h (which map header uses
  which table: wildEncountersArchiveID), src/overlay006/wild_encounters.c
  (slot odds and which slots the time of day, swarm, Poke Radar, GBA slot,
  Trophy Garden and Great Marsh replace), src/overlay006/swarm.c (the maps
  that can have a swarm), src/overlay005/honey_tree.c and
  encounters_honey_tree.json (honey trees), src/map_header.c and
  src/overlay006/feebas_fishing.c (Feebas), encounters_great_marsh_lookout.json
  (Great Marsh daily species).  Location ids: pokeplatinum's MAP_HEADER_*.
- pokeapi/diamond-pearl.json, pokeapi/platinum.json: per version, the sorted
  species PokeAPI lists for the wild methods, and the differences with ours.

Rules (see data/README.md section 10, "Diamond/Pearl and Platinum"):
- conditions are PokeAPI condition value identifiers; the "nothing special"
  values (swarm-no, radar-off, slot2-none, backlot-not-mentioned,
  great-marsh-daily-slot-none) are dropped, so an always-there slot has [];
- a slot whose species is the same in the morning, the day and the night is
  written without a time condition; a swarm, Poke Radar or GBA-slot
  replacement that puts back the slot's own species is left out;
- one row per (location, method, species, conditions, versions): min/max
  level over its slots, rate = the sum of its slots' odds (percent);
- D/P rows that are equal in both versions carry ["diamond", "pearl"].
"""

import csv
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline import sources  # noqa: E402
from dppt_common import (Git, SpeciesMapper, write_json, PLATINUM_COMMIT, PLATINUM_REPO,  # noqa: E402
                         POKEAPI_COMMIT, POKEAPI_REPO)

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_VALUES = {"swarm-no", "radar-off", "slot2-none", "backlot-not-mentioned", "great-marsh-daily-slot-none"}
TIMES = ("time-morning", "time-day", "time-night")
REPLACING = {"swarm-yes", "radar-on"}
METHOD_ORDER = ["walk", "surf", "old-rod", "good-rod", "super-rod", "feebas-tile-fishing", "honey-tree"]
WILD_METHODS = set(METHOD_ORDER)
COND_ORDER = ["time-morning", "time-day", "time-night", "swarm-yes", "radar-on", "slot2-ruby",
              "slot2-sapphire", "slot2-emerald", "slot2-firered", "slot2-leafgreen",
              "backlot-mentioned", "story-progress-before-national-dex", "story-progress-national-dex",
              "honey-tree-group-a", "honey-tree-group-b", "honey-tree-group-c"]

# Slot odds (percent), pokeplatinum src/overlay006/wild_encounters.c:
# GetGroundEncounterSlot, GetWaterEncounterSlot, GetRodEncounterSlot.
LAND_ODDS = [20, 20, 10, 10, 10, 10, 5, 5, 4, 4, 1, 1]
WATER_ODDS = {"surf": [60, 30, 5, 4, 1], "old-rod": [60, 30, 5, 4, 1],
              "good-rod": [40, 40, 15, 4, 1], "super-rod": [40, 40, 15, 4, 1]}
HONEY_ODDS = [40, 20, 20, 10, 5, 5]  # honey_tree.c GetTreeEncounterSlot
DUAL = ["ruby", "sapphire", "emerald", "firered", "leafgreen"]


def cond_key(conds):
    return tuple(sorted(conds, key=lambda c: (COND_ORDER.index(c) if c in COND_ORDER else 99, c)))


class Table:
    """Slots of one location and method: slot -> list of (species, min, max, conditions)."""

    def __init__(self):
        self.slots = {}

    def add(self, slot, species, lo, hi, rate, conds):
        self.slots.setdefault(slot, []).append((species, lo, hi, rate, cond_key(c for c in conds if c not in DEFAULT_VALUES)))

    def rows(self):
        """Collapse the time of day per slot, then aggregate per (species, conditions)."""
        out = {}
        for slot in self.slots:
            entries = self.slots[slot]
            # A replacement (swarm, radar, GBA slot) that puts the slot's own species back changes nothing.
            entries = [e for e in entries
                       if not any(b is not e and b[:3] == e[:3] and set(b[4]) < set(e[4])
                                  and all(c in REPLACING or c.startswith("slot2-") for c in set(e[4]) - set(b[4]))
                                  for b in entries)]
            merged = []
            done = set()
            for i, (sp, lo, hi, rate, conds) in enumerate(entries):
                if i in done:
                    continue
                times = [t for t in conds if t in TIMES]
                if len(times) == 1:
                    rest = tuple(c for c in conds if c not in TIMES)
                    group = [j for j, e in enumerate(entries)
                             if e[0] == sp and e[1:4] == (lo, hi, rate)
                             and tuple(c for c in e[4] if c not in TIMES) == rest
                             and len([t for t in e[4] if t in TIMES]) == 1]
                    got = {[t for t in entries[j][4] if t in TIMES][0] for j in group}
                    if got == set(TIMES):
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
        return out  # insertion order = first appearance in slot order


def emit(rows_by_loc, versions_of):
    """rows_by_loc: [(location, method, {(species, conds): (min, max, rate)})] per version merged."""
    out = []
    for loc, method, table, versions in rows_by_loc:
        for (sp, conds), (lo, hi, rate) in table.items():
            out.append({"location": loc, "method": method, "species": sp, "min": lo, "max": hi,
                        "rate": rate, "versions": versions, "conditions": list(conds)})
    return out


# ---------------------------------------------------------------------------
# Diamond/Pearl from the PokeAPI extract
# ---------------------------------------------------------------------------

def read_extract():
    with open(os.path.join(HERE, "pokeapi", "dppt.csv"), encoding="utf-8") as f:
        return list(csv.DictReader(f))


def read_vocabulary():
    import json
    with open(os.path.join(HERE, "pokeapi", "dppt-vocabulary.json"), encoding="utf-8") as f:
        return json.load(f)


def pokeapi_tables(rows, version, species):
    """(area, method) -> Table for the wild methods of one version, in source order."""
    tables = {}
    for r in rows:
        if r["version"] != version or r["method"] not in WILD_METHODS:
            continue
        t = tables.setdefault((r["area"], r["method"]), Table())
        conds = [c for c in r["conditions"].split("+") if c]
        t.add(int(r["slot"]), species(r["species"]), int(r["min_level"]), int(r["max_level"]),
              int(r["rarity"]), conds)
    return tables


def build_dp(rows, species, vocab):
    areas = vocab["areas"]
    per_version = {v: pokeapi_tables(rows, v, species) for v in ("diamond", "pearl")}
    keys = sorted(set(per_version["diamond"]) | set(per_version["pearl"]),
                  key=lambda k: (areas[k[0]]["game_index"] or 10 ** 6, k[0], METHOD_ORDER.index(k[1])))
    out = []
    for area, method in keys:
        tabs = {v: per_version[v][(area, method)].rows() for v in per_version if (area, method) in per_version[v]}
        d, p = tabs.get("diamond", {}), tabs.get("pearl", {})
        order = list(d) + [k for k in p if k not in d]
        for key in order:
            sp, conds = key
            vals = {v: tabs[v][key] for v in tabs if key in tabs[v]}
            if len(vals) == 2 and vals["diamond"] == vals["pearl"]:
                groups = [(["diamond", "pearl"], vals["diamond"])]
            else:
                groups = [([v], vals[v]) for v in ("diamond", "pearl") if v in vals]
            for versions, (lo, hi, rate) in groups:
                out.append({"location": area, "method": method, "species": sp, "min": lo, "max": hi,
                            "rate": rate, "versions": versions, "conditions": list(conds)})
    return out


# ---------------------------------------------------------------------------
# Platinum from pokeplatinum
# ---------------------------------------------------------------------------

def map_headers(src):
    """[(MAP_HEADER_X, {field: value})] in the order of include/data/map_headers.h."""
    text = src.read("include/data/map_headers.h")
    out = []
    for name, body in re.findall(r"\[(MAP_HEADER_\w+)\] = \{(.*?)\n    \}", text, re.S):
        out.append((name, dict(re.findall(r"\.(\w+) = ([^,]+),", body))))
    return out


def c_list(text, name):
    m = re.search(name + r"\[[^\]]*\] = \{(.*?)\};", text, re.S)
    return re.findall(r"\w+", m.group(1))


def build_pt(src, species):
    headers = map_headers(src)
    by_table = {}
    for h, f in headers:
        e = f["wildEncountersArchiveID"]
        if e != "ENCOUNTERS_NONE":
            by_table.setdefault(e, []).append(h)
    order = src.read("res/field/encounters/encounters.order").split()
    swarm_maps = set(c_list(src.read("src/overlay006/swarm.c"), "sSwarmMapIdTable"))
    honey_maps = c_list(src.read("src/overlay005/honey_tree.c"), "sHoneyTreeMapHeaderIDs")
    honey = src.json("res/field/encounters/encounters_honey_tree.json")
    marsh = src.json("res/field/encounters/encounters_great_marsh_lookout.json")
    feebas_map = re.search(r"MapHeader_HasFeebasTiles\(.*?\)\s*\{\s*return mapHeaderID == (MAP_HEADER_\w+);",
                           src.read("src/map_header.c"), re.S).group(1)
    fb = src.read("src/overlay006/feebas_fishing.c")
    feebas_max = int(re.search(r"\(\*maxLevel\) = (\d+);", fb).group(1))
    feebas_min = int(re.search(r"\(\*minLevel\) = (\d+);", fb).group(1))
    great_marsh = {h for h in (hh for hh, _ in headers) if re.fullmatch(r"MAP_HEADER_GREAT_MARSH_\d", h)}
    trophy = re.search(r"MapHeader_IsTrophyGarden\(.*?\)\s*\{\s*return mapHeaderID == (MAP_HEADER_\w+);",
                       src.read("src/map_header.c"), re.S).group(1)

    out = []
    skipped = []
    for table in order:
        if table not in by_table:
            skipped.append(table)
            continue
        d = src.json(f"res/field/encounters/{table}.json")
        for loc in by_table[table]:
            tabs = {}
            if d["land_rate"] > 0:
                t = tabs.setdefault("walk", Table())
                land = d["land_encounters"]
                repl = {}
                for i, e in enumerate(land):
                    if e["species"] == "SPECIES_NONE":
                        continue
                    lvl = e["level"]
                    base_conds = ["time-morning"] if i in (2, 3) else []
                    if loc in great_marsh and i in (6, 7):
                        continue  # always replaced by the daily species in the Safari Game
                    t.add(i, species(e["species"]), lvl, lvl, LAND_ODDS[i], base_conds)
                    repl[i] = lvl
                for k, i in enumerate((2, 3)):
                    t.add(i, species(d["day"][k]), repl[i], repl[i], LAND_ODDS[i], ["time-day"])
                    t.add(i, species(d["night"][k]), repl[i], repl[i], LAND_ODDS[i], ["time-night"])
                if loc in swarm_maps:
                    for k, i in enumerate((0, 1)):
                        t.add(i, species(d["swarms"][k]), repl[i], repl[i], LAND_ODDS[i], ["swarm-yes"])
                for k, i in enumerate((4, 5, 10, 11)):
                    t.add(i, species(d["radar"][k]), repl[i], repl[i], LAND_ODDS[i], ["radar-on"])
                for v in DUAL:
                    for k, i in enumerate((8, 9)):
                        t.add(i, species(d[v][k]), repl[i], repl[i], LAND_ODDS[i], ["slot2-" + v])
                if loc == trophy:
                    for sp in d["daily_encounters"]:
                        for i in (6, 7):
                            t.add(i, species(sp), repl[i], repl[i], LAND_ODDS[i],
                                  ["backlot-mentioned", "story-progress-national-dex"])
                if loc in great_marsh:
                    before, after = marsh["before_national_dex"], marsh["after_national_dex"]
                    seen = []
                    for sp in before + after:
                        if sp not in seen:
                            seen.append(sp)
                    for sp in seen:
                        kb, ka = before.count(sp), after.count(sp)
                        variants = [([f"great-marsh-daily-slot-{kb}-of-32"], True)] if kb == ka else \
                            [([f"great-marsh-daily-slot-{kb}-of-32", "story-progress-before-national-dex"], kb > 0),
                             ([f"great-marsh-daily-slot-{ka}-of-32", "story-progress-national-dex"], ka > 0)]
                        for conds, ok in variants:
                            if ok:
                                for i in (6, 7):
                                    lvl = land[i]["level"]
                                    t.add(i, species(sp), lvl, lvl, LAND_ODDS[i], conds)
            for method, key in (("surf", "surf"), ("old-rod", "old_rod"), ("good-rod", "good_rod"),
                                ("super-rod", "super_rod")):
                if d[key + "_rate"] > 0:
                    t = tabs.setdefault(method, Table())
                    for i, e in enumerate(d[key + "_encounters"]):
                        if e["species"] != "SPECIES_NONE":
                            t.add(i, species(e["species"]), e["level_min"], e["level_max"],
                                  WATER_ODDS[method][i], [])
            if loc == feebas_map:
                t = tabs.setdefault("feebas-tile-fishing", Table())
                t.add(0, species(d["elusive_rod_encounter"]["species"]), feebas_min, feebas_max, 50, [])
            if loc in honey_maps:
                t = tabs.setdefault("honey-tree", Table())
                for group, key in (("a", "common"), ("b", "uncommon"), ("c", "rare")):
                    for i, sp in enumerate(honey[key]):
                        t.add((group, i), species(sp), 5, 15, HONEY_ODDS[i], ["honey-tree-group-" + group])
            for method in METHOD_ORDER:
                if method in tabs:
                    for (sp, conds), (lo, hi, rate) in tabs[method].rows().items():
                        out.append({"location": loc, "method": method, "species": sp, "min": lo, "max": hi,
                                    "rate": rate, "versions": ["platinum"], "conditions": list(conds)})
    # Honey trees on maps without a wild table of their own (Floaroma Meadow ...).
    done = {r["location"] for r in out if r["method"] == "honey-tree"}
    for loc in honey_maps:
        if loc not in done:
            t = Table()
            for group, key in (("a", "common"), ("b", "uncommon"), ("c", "rare")):
                for i, sp in enumerate(honey[key]):
                    t.add((group, i), species(sp), 5, 15, HONEY_ODDS[i], ["honey-tree-group-" + group])
            for (sp, conds), (lo, hi, rate) in t.rows().items():
                out.append({"location": loc, "method": "honey-tree", "species": sp, "min": lo, "max": hi,
                            "rate": rate, "versions": ["platinum"], "conditions": list(conds)})
    return out, skipped


# ---------------------------------------------------------------------------
# PokeAPI cross-check
# ---------------------------------------------------------------------------

def crosscheck(game, versions, rows, ours, species):
    out = {"game": game,
           "source": f"{POKEAPI_REPO} at {POKEAPI_COMMIT}: data/v2/csv/encounters.csv and its joins "
                     "(the committed extract data/encounters/pokeapi/dppt.csv)",
           "generator": "data/encounters/build_dppt.py",
           "wild_methods": METHOD_ORDER,
           "note": "Species PokeAPI lists for the wild methods (any condition), per version, sorted; "
                   "'differences' compares them with data/encounters/" + game + ".json (any condition).",
           "versions": {}, "differences": {}}
    for v in versions:
        api = sorted({species(r["species"]) for r in rows if r["version"] == v and r["method"] in WILD_METHODS})
        mine = sorted({r["species"] for r in ours if v in r["versions"]})
        out["versions"][v] = api
        out["differences"][v] = {"only_pokeapi": sorted(set(api) - set(mine)),
                                 "only_ours": sorted(set(mine) - set(api))}
    return out


def by_location(src, rows, vocab, ours, species):
    order = src.read("res/field/encounters/encounters.order").split()
    table_of = {h: f["wildEncountersArchiveID"] for h, f in map_headers(src)}
    area_of_index = {v["game_index"]: a for a, v in vocab["areas"].items() if v["game_index"]}
    area_of = {h: area_of_index.get(order.index(t) + 1) for h, t in table_of.items() if t in order}
    api = {}
    for (area, method), t in pokeapi_tables(rows, "platinum", species).items():
        api[(area, method)] = {(sp, conds, v) for (sp, conds), v in t.rows().items()}
    mine = {}
    for r in ours:
        key = (area_of.get(r["location"]) or r["location"], r["method"])
        mine.setdefault(key, set()).add((r["species"], tuple(r["conditions"]), (r["min"], r["max"], r["rate"])))
    area_to_headers = {}
    for h, a in area_of.items():
        if a:
            area_to_headers.setdefault(a, []).append(h)
    out = []
    for key in sorted(set(api) | set(mine)):
        a, m = api.get(key, set()), mine.get(key, set())
        if a != m:
            def fmt(rows_):
                return [{"species": sp, "conditions": list(c), "min": v[0], "max": v[1], "rate": v[2]}
                        for sp, c, v in sorted(rows_)]
            out.append({"location": key[0], "map_headers": area_to_headers.get(key[0], []), "method": key[1],
                        "only_pokeapi": fmt(a - m), "only_ours": fmt(m - a)})
    return out


def main(argv):
    srcs, args = sources.require(argv[1:], __doc__)
    src = srcs.repo(PLATINUM_REPO, cls=Git)
    out_dir = args[0] if args else HERE
    species = SpeciesMapper(4)
    rows = read_extract()
    vocab = read_vocabulary()

    dp = build_dp(rows, species, vocab)
    write_json(os.path.join(out_dir, "diamond-pearl.json"), {
        "game": "diamond-pearl",
        "source": f"{POKEAPI_REPO} at {POKEAPI_COMMIT}: data/v2/csv/encounters.csv, encounter_slots.csv, "
                  "encounter_methods.csv, encounter_condition_value_map.csv, encounter_condition_values.csv, "
                  "location_areas.csv, locations.csv, pokemon.csv, pokemon_species.csv (versions diamond and "
                  "pearl; committed extract data/encounters/pokeapi/dppt.csv). pret/pokediamond holds its wild "
                  "tables only as binary files (files/fielddata/encountdata/*_enc_data).",
        "generator": "data/encounters/build_dppt.py",
        "location_ids": "PokeAPI location-area identifiers",
        "encounters": dp,
    })
    pt, skipped = build_pt(src, species)
    write_json(os.path.join(out_dir, "platinum.json"), {
        "game": "platinum",
        "source": f"{PLATINUM_REPO} at {PLATINUM_COMMIT}: res/field/encounters/encounters.order, "
                  "res/field/encounters/encounters_*.json, include/data/map_headers.h, "
                  "src/overlay006/wild_encounters.c, src/overlay006/swarm.c, src/overlay005/honey_tree.c, "
                  "src/map_header.c, src/overlay006/feebas_fishing.c",
        "generator": "data/encounters/build_dppt.py",
        "location_ids": "pokeplatinum map headers (MAP_HEADER_*, generated/map_headers.txt)",
        "unused_tables": skipped,
        "encounters": pt,
    })
    write_json(os.path.join(out_dir, "pokeapi", "diamond-pearl.json"),
               crosscheck("diamond-pearl", ["diamond", "pearl"], rows, dp, species))
    pt_check = crosscheck("platinum", ["platinum"], rows, pt, species)
    pt_check["differences_by_location"] = by_location(src, rows, vocab, pt, species)
    pt_check["note"] += (" 'differences_by_location' compares, per wild table, our rows (location, method, "
                         "species, conditions, min, max, rate) with PokeAPI's platinum rows derived by the same "
                         "rules; a map header is paired with the PokeAPI area whose game_index is its table's "
                         "position in encounters.order + 1.")
    write_json(os.path.join(out_dir, "pokeapi", "platinum.json"), pt_check)
    print(f"diamond-pearl: {len(dp)} rows; platinum: {len(pt)} rows; unused Platinum tables: {len(skipped)}",
          file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
