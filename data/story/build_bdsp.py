#!/usr/bin/env python3
"""Build Brilliant Diamond/Shining Pearl's story file (stdlib only,
deterministic).

Usage: build_bdsp.py [OUT_DIR]

Reads the curated data/story/src/brilliant-diamond-shining-pearl.json, the
committed extracts data/encounters/bdsp/tables.json and pkhex.json, the
encounter file data/encounters/brilliant-diamond-shining-pearl.json,
Diamond/Pearl's story file data/story/diamond-pearl.json and the game file
data/games/brilliant-diamond-shining-pearl.json; writes
OUT_DIR/brilliant-diamond-shining-pearl.json (default: this folder).

Rules (data/README.md section 10, "Brilliant Diamond/Shining Pearl"):
- every location of the encounter file that is a Diamond/Pearl area (the
  table of the same index, data/encounters/bdsp_common.py) is placed at the
  checkpoint where data/story/diamond-pearl.json places that area, citing
  that entry's source;
- the Grand Underground's hideaways at the checkpoint of Diamond/Pearl's
  Underground (src 'underground');
- the gates: Diamond/Pearl's (src 'dp_gates', each at its checkpoint there,
  with its source), and the Grand Underground's story-flag gates (src
  'gates');
- received Pokémon: PKHeX's entries of Encounters8b.cs named in src
  'received' by line: species and level from PKHeX; the checkpoint and the
  location of the same species in Diamond/Pearl's file ('dp'), else the
  entry's 'checkpoint' and PKHeX's location; a trade's Pokémon asked for
  (gives) is Diamond/Pearl's trade of the same species (PKHeX's trade table
  has the same four trades in Diamond/Pearl's order, without what they ask).
Fails on a location placed twice or nowhere, a PKHeX line that is not the
entry named, a location without a name.
"""

import os
import re
import sys
from collections import OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(DATA, "encounters"))
sys.path.insert(0, os.path.dirname(DATA))
from data.pipeline.jsonio import load, write_json  # noqa: E402
import bdsp_common as c  # noqa: E402


def _encounter_builder():
    """data/encounters/build_bdsp.py (the same file name as this one)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("encounters_build_bdsp",
                                                  os.path.join(DATA, "encounters", "build_bdsp.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


enc = _encounter_builder()


def slug(name):
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def dp_index(dp):
    """Diamond/Pearl's story: location id -> (checkpoint, source); gate ->
    (checkpoint, source); species -> [(checkpoint, received entry)]."""
    where, gates, received = {}, {}, {}
    for cp in dp["checkpoints"]:
        for p in cp["locations"]:
            where[p["id"]] = (cp["before"], p["source"])
        for u in cp["unlocks"]:
            gates.setdefault(u["gate"], (cp["before"], u["source"]))
        for r in cp["received"]:
            received.setdefault(r["species"], []).append((cp["before"], r))
    return where, gates, received


def build(out_dir):
    src = load(os.path.join(HERE, "src", c.GAME + ".json"))
    dp = load(os.path.join(HERE, "diamond-pearl.json"))
    game = load(os.path.join(DATA, "games", c.GAME + ".json"))
    meta = load(os.path.join(DATA, "encounters", "bdsp", "tables.json"))
    pk = load(os.path.join(DATA, "encounters", "bdsp", "pkhex.json"))
    encounters = load(os.path.join(DATA, "encounters", c.GAME + ".json"))["encounters"]
    order = [g["id"] for g in game["gyms"]] + ["end"]
    where, dp_gates, dp_received = dp_index(dp)
    names = c.species_by_number()
    tables = {t["index"]: t for t in meta["tables"]}
    ids = enc.location_ids(meta, c.dp_areas())
    loc_names = {loc: name for loc, name in ids.values()}
    loc_names[c.FLOAROMA_MEADOW] = "Floaroma Meadow"
    for room in c.ROOMS:
        loc_names[c.room_id(room)] = c.room_name(room)
    # every Diamond/Pearl area: its place's name, for the rooms the remake's
    # tables leave out (their place is the same)
    dp_area_place = {area: tables[i]["place"] for i, (area, _) in c.dp_areas().items()
                     if i in tables and tables[i]["place"]}
    cps = OrderedDict((b, {"before": b, "locations": [], "unlocks": [], "received": [], "items": []})
                      for b in order)
    placed = {}

    def place(loc, before, source, note=None):
        if loc in placed:
            if order.index(placed[loc]) > order.index(before):
                raise SystemExit("%s placed at %s after %s" % (loc, placed[loc], before))
            return
        placed[loc] = before
        entry = {"id": loc, "source": source}
        if note:
            entry["note"] = note
        cps[before]["locations"].append(entry)

    for i in sorted(ids):
        loc = ids[i][0]
        if loc not in where:
            raise SystemExit("%s: not placed in data/story/diamond-pearl.json" % loc)
        before, source = where[loc]
        place(loc, before, "the remake of Diamond/Pearl's table %d (%s), placed as "
              "data/story/diamond-pearl.json places it: %s" % (i, loc, source))
    place(c.FLOAROMA_MEADOW, where[c.FLOAROMA_MEADOW][0],
          "Floaroma Meadow's honey tree (EncounterTableGenerator Gen8/bdsp.py honey(), map 201), placed as "
          "data/story/diamond-pearl.json places Diamond/Pearl's floaroma-meadow-area: %s"
          % where[c.FLOAROMA_MEADOW][1])
    ug = src["underground"]
    for room in sorted(c.ROOMS):
        place(c.room_id(room), where[ug["checkpoint_of"]][0], ug["source"] + " (room id %d)" % room)

    for gate in src["dp_gates"]:
        before, source = dp_gates[gate]
        cps[before]["unlocks"].append({"gate": gate, "source": "as in data/story/diamond-pearl.json: " + source})
    for g in src["gates"]:
        if "checkpoint" in g:
            before = g["checkpoint"]
        elif "checkpoint_of" in g:
            before = placed[g["checkpoint_of"]] if g["checkpoint_of"] in placed else where[g["checkpoint_of"]][0]
        else:
            before = dp_gates[g["checkpoint_of_gate"]][0]
        cps[before]["unlocks"].append({"gate": g["gate"], "source": g["source"]})

    statics = {e["line"]: e for e in pk["statics"]}
    for rule in src["received"]:
        e = statics[rule["line"]]
        species = names[e["species"]]
        if e["name"].split(" Egg")[0] != species:
            raise SystemExit("Encounters8b.cs line %d is %s, not %s" % (rule["line"], e["name"], species))
        cite = "PKHeX Encounters8b.cs line %d (%s%s, level %d)" % (
            rule["line"], e["section"] or e["array"], ", versions " + e["versions"] if e["versions"] != "BDSP" else "",
            e["level"])
        dp_name = rule.get("dp", species if rule["how"] == "starter" else None)
        r = {"species": species, "how": rule["how"]}
        if rule["how"] != "trade":
            r["level"] = e["level"]
        if dp_name:
            before, dpr = next((b, x) for b, x in dp_received[dp_name] if x["how"] == rule["how"]
                               or (rule["how"] == "static" and x["how"] == "static"))
            # Diamond/Pearl's place (its map ids name rooms the remake's
            # met locations do not), named by PKHeX's met location where the
            # entry has one and the place has no wild table of its own
            loc = dpr["location"]
            if loc not in loc_names:
                zone = e.get("location")
                if isinstance(zone, int) and not e.get("isRoaming"):
                    loc_names[loc] = pk["locations"][str(zone)]
                else:
                    loc_names[loc] = dp_area_place.get(loc) or dp["locations"][loc]
            if loc not in placed:
                place(loc, where[loc][0] if loc in where else before,
                      "as data/story/diamond-pearl.json places it: " + (where[loc][1] if loc in where else
                                                                          dpr["source"]))
            r["location"] = loc
            if dpr.get("gives"):
                r["gives"] = dpr["gives"]
            source = cite + "; placed as data/story/diamond-pearl.json's %s (%s): %s" % (
                dp_name, before, dpr["source"])
        else:
            before = rule["checkpoint"]
            zone = e["location"]
            name = pk["locations"][str(zone)]
            loc = slug(name)
            loc_names[loc] = name
            if loc not in placed:
                place(loc, before, cite + ": PKHeX location %d, '%s' (text_bdsp_00000_en.txt line %d)"
                      % (zone, name, zone + 1), rule.get("note"))
            r["location"] = loc
            source = cite + ("; " + src["ramanas_park"] if zone in (506, 507) else "")
        if e["versions"] != "BDSP":
            r["versions"] = [c.VERSIONS[e["versions"].lower()]]
        r["needs"] = []
        if rule.get("note"):
            r["note"] = rule["note"]
        r["source"] = source
        cps[before]["received"].append(r)

    used = {e["location"] for e in encounters}
    for loc in used:
        if loc not in placed:
            raise SystemExit("%s: used by the encounters, placed nowhere" % loc)
    locations = OrderedDict(sorted((loc, loc_names[loc]) for loc in placed))
    methods = sorted({e["method"] for e in encounters} - {"walk"})
    unlocked = {u["gate"] for cp in cps.values() for u in cp["unlocks"]}
    missing = [m for m in methods if m not in unlocked]
    if missing:
        raise SystemExit("methods never unlocked: %s" % missing)
    write_json(os.path.join(out_dir, c.GAME + ".json"), {
        "game": c.GAME,
        "versions": list(c.VERSIONS.values()),
        "sources": src["sources"],
        "generator": "data/story/build_bdsp.py (from data/story/src/%s.json, data/story/diamond-pearl.json, "
                     "data/encounters/bdsp/, data/encounters/%s.json)" % (c.GAME, c.GAME),
        "note": src["note"],
        "extra": {"items": "unknown", "left_out": src["left_out"]},
        "locations": locations,
        "checkpoints": list(cps.values()),
    })


def main(argv):
    build(argv[0] if argv else HERE)


if __name__ == "__main__":
    main(sys.argv[1:])
