#!/usr/bin/env python3
"""FireRed/LeafGreen wild encounters -> data/encounters/firered-leafgreen.json.

Usage:
    python3 data/encounters/extract_frlg.py --sources DIR [OUT]

Reads src/data/wild_encounters.json of pret/pokefirered at the commit of
data/README.md section 8 (frlg_common.POKEFIRERED_COMMIT) with
`git show COMMIT:path`.  Standard library only.

The source has one table per map and version (base labels `s<Map>_FireRed`,
`s<Map>_LeafGreen`); the slot odds are the group's `fields`
(`encounter_rates`, and for fishing the `groups` old_rod/good_rod/super_rod).
Methods: land_mons -> walk, water_mons -> surf, rock_smash_mons ->
rock-smash, fishing_mons -> old-rod/good-rod/super-rod.

Rows: one per (location, method, species, versions, extra).  For each
version the slots of a species are summed (`rate`, percent) and its level
range taken (`min`, `max`); a species whose row is the same in both versions
gets `"versions": ["firered", "leafgreen"]`, otherwise one row per version.
Order: location in source order (first table of the map), method in the
order walk, surf, rock-smash, old-rod, good-rod, super-rod, species in
order of their first slot (FireRed's table first), then the merged row before
the FireRed-only and LeafGreen-only rows, then the Altering Cave set.
`conditions` is always [] (the source has no time, swarm or other condition
in generation 3 Kanto).

Altering Cave (MAP_SIX_ISLAND_ALTERING_CAVE) has nine tables
(`sSixIslandAlteringCave_FireRed`, `..._2_FireRed` ... `..._9_FireRed`,
include/wild_encounter.h NUM_ALTERING_CAVE_TABLES); the game uses table
VAR_ALTERING_CAVE_WILD_SET (0 unless changed), which only a Mystery Gift
event script changes (data/mystery_event_msg.s).  Tables 2-9 are kept, with
`"extra": {"altering_cave_set": N, "requires": "mystery-event"}`; table 1
rows carry no extra.
"""

import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "story"))
from frlg_common import (GAME, POKEFIRERED, POKEFIRERED_COMMIT, SOURCE_VERSIONS, VERSIONS,  # noqa: E402
                         SpeciesNames, pokefirered, write_json, parse_args)

HERE = os.path.dirname(os.path.abspath(__file__))
WILD = "src/data/wild_encounters.json"
METHOD_ORDER = ["walk", "surf", "rock-smash", "old-rod", "good-rod", "super-rod"]
FIELD_METHOD = {"land_mons": "walk", "water_mons": "surf", "rock_smash_mons": "rock-smash"}
FISHING_GROUP_METHOD = {"old_rod": "old-rod", "good_rod": "good-rod", "super_rod": "super-rod"}
LABEL_RE = re.compile(r"^s(\w+?)(?:_(\d+))?_(FireRed|LeafGreen)$")


def slot_methods(fields):
    """field type -> [(slot index, method, rate)]"""
    out = {}
    for f in fields:
        rates = f["encounter_rates"]
        if f["type"] == "fishing_mons":
            slots = []
            for group, idx in f["groups"].items():
                for i in idx:
                    slots.append((i, FISHING_GROUP_METHOD[group], rates[i]))
            out[f["type"]] = sorted(slots)
        else:
            out[f["type"]] = [(i, FIELD_METHOD[f["type"]], r) for i, r in enumerate(rates)]
    return out


# Places whose fishing water is reached only by surfing (a curated fact, from
# the community FireRed/LeafGreen tracker; the map data has no such flag):
# their rod rows also need the gate `surf` (extra.needs).
TRACKER = "vyneras/pokemon-frlg-tracker at 6db3f87bb548d1ac6a1f6f94495ec4bb3680b1eb"
FISHED_FROM_SURF = {
    "MAP_ROUTE4": TRACKER + ' locations/overworld/routes.json "Route 4 East / Old Rod Encounters"',
    "MAP_CERULEAN_CITY": TRACKER + ' locations/overworld/cities.json "Cerulean City / Old Rod Encounters"',
}
RODS = ("old-rod", "good-rod", "super-rod")


def extract(src):
    species_name = SpeciesNames(3)
    doc = json.loads(src.read(WILD))
    groups = doc["wild_encounter_groups"]
    if len(groups) != 1:
        raise SystemExit(f"expected one wild encounter group, found {len(groups)}")
    group = groups[0]
    slots = slot_methods(group["fields"])
    for t, s in slots.items():
        total = {}
        for _, m, r in s:
            total[m] = total.get(m, 0) + r
        if any(v != 100 for v in total.values()):
            raise SystemExit(f"slot odds of {t} do not sum to 100: {total}")

    loc_order = []
    # (map, method, set) -> version -> species -> [min, max, rate, first slot]
    tables = {}
    sp_order = {}   # (map, method) -> [species in first-appearance order]
    for version_pass in ("FireRed", "LeafGreen"):
        for enc in group["encounters"]:
            m = LABEL_RE.match(enc["base_label"])
            if not m:
                raise SystemExit(f"unexpected base label {enc['base_label']}")
            if m.group(3) != version_pass:
                continue
            version = SOURCE_VERSIONS[m.group(3)]
            cave_set = int(m.group(2)) if m.group(2) else 1
            if m.group(2) and enc["map"] != "MAP_SIX_ISLAND_ALTERING_CAVE":
                raise SystemExit(f"numbered table outside Altering Cave: {enc['base_label']}")
            loc = enc["map"]
            if loc not in loc_order:
                loc_order.append(loc)
            for field, slot_list in slots.items():
                if field not in enc:
                    continue
                mons = enc[field]["mons"]
                if len(mons) != len(slot_list):
                    raise SystemExit(f"{enc['base_label']} {field}: {len(mons)} slots, expected {len(slot_list)}")
                for (i, method, rate), mon in zip(slot_list, mons):
                    sp = species_name(mon["species"])
                    order = sp_order.setdefault((loc, method), [])
                    if sp not in order:
                        order.append(sp)
                    row = tables.setdefault((loc, method, cave_set), {}).setdefault(version, {}).get(sp)
                    lo, hi = mon["min_level"], mon["max_level"]
                    if row is None:
                        tables[(loc, method, cave_set)][version][sp] = [lo, hi, rate]
                    else:
                        row[0] = min(row[0], lo)
                        row[1] = max(row[1], hi)
                        row[2] += rate

    rows = []
    for loc in loc_order:
        for method in METHOD_ORDER:
            for sp in sp_order.get((loc, method), []):
                sets = sorted(s for (l, mt, s) in tables if l == loc and mt == method)
                for cave_set in sets:
                    per_version = {v: tables[(loc, method, cave_set)].get(v, {}).get(sp) for v in VERSIONS}
                    present = [v for v in VERSIONS if per_version[v] is not None]
                    if not present:
                        continue
                    groups_out = []
                    if len(present) == 2 and per_version["firered"] == per_version["leafgreen"]:
                        groups_out.append((VERSIONS, per_version["firered"]))
                    else:
                        groups_out.extend(([v], per_version[v]) for v in present)
                    for vers, (lo, hi, rate) in groups_out:
                        row = {"location": loc, "method": method, "species": sp,
                               "min": lo, "max": hi, "rate": rate,
                               "versions": list(vers), "conditions": []}
                        if cave_set != 1:
                            row["extra"] = {"altering_cave_set": cave_set, "requires": "mystery-event"}
                        if loc in FISHED_FROM_SURF and method in RODS:
                            row["extra"] = {"needs": ["surf"], "source": FISHED_FROM_SURF[loc]}
                        rows.append(row)
    return rows


def main(argv):
    srcs, out = parse_args(argv, __doc__)
    src = pokefirered(srcs)
    out = out or os.path.join(HERE, GAME + ".json")
    rows = extract(src)
    doc = {
        "game": GAME,
        "source": f"{POKEFIRERED} at {POKEFIRERED_COMMIT}: {WILD}",
        "generator": "data/encounters/extract_frlg.py",
        "extra": {"versions": VERSIONS, "note": ("One table per map and version in the source. Altering Cave tables 2-9 are used only "
                 "after a Mystery Gift event changes VAR_ALTERING_CAVE_WILD_SET "
                 "(data/mystery_event_msg.s): their rows carry extra.altering_cave_set and "
                 "extra.requires = \"mystery-event\"; they are not part of normal play.")},
        "encounters": rows,
    }
    write_json(out, doc)
    print(f"wrote {out}: {len(rows)} rows")


if __name__ == "__main__":
    main(sys.argv)
