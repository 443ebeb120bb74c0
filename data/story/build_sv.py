#!/usr/bin/env python3
"""Build Scarlet/Violet's story file (stdlib only, deterministic).

Usage: build_sv.py [OUT_DIR]

Reads the curated data/story/src/scarlet-violet.json, the committed extracts
data/encounters/sv/ (pkhex.json, spawns.json, order.json), the encounter file
data/encounters/scarlet-violet.json and the game file
data/games/scarlet-violet.json; writes OUT_DIR/scarlet-violet.json (default:
this folder).

Rules (data/README.md section 10, "Scarlet/Violet"):
- checkpoints: one before each gym of the game file, in its order, then end;
- the Titans: each one's battle level is the highest level of its Pokémon in
  nuzlocke.app's league.json, which must equal VanillaNuzlockeCalc's Titan
  sets and PKHeX's Former Titan of the same species; its gate opens at the
  first checkpoint whose level cap reaches that level; nuzlocke.app's lists
  'sc' and 'vi' must put the Titan after the gym before that checkpoint and
  before the gym of it (extra.titans records both);
- the level gates (level-N) open at the checkpoint whose cap is N
  (data/encounters/sv_common.py);
- places: src 'places' (land at G1, the seas at E4, Area Zero and the Great
  Crater after the Elite Four);
- received: PKHeX's statics (Encounters9.cs) of the Paldea Pokédex at Paldea's
  met locations, as src 'received' says per section, each at the latest of its
  place's checkpoint, the first checkpoint whose cap reaches its level, its
  gates' checkpoints and the section's own checkpoint;
- items: none (extra.items "unknown").
Fails on a section without a rule, a Titan whose sources disagree, a Titan or
sea out of nuzlocke.app's order, a location without a place.
"""

import os
import sys
from collections import OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(DATA, "encounters"))
sys.path.insert(0, os.path.dirname(DATA))
import sv_common as c  # noqa: E402
from data.pipeline.jsonio import load, write_json  # noqa: E402

STATICS = "PKHeX.Core/Legality/Encounters/Data/Gen9/Encounters9.cs"
NAMES = "text_sv_00000_en.txt"
VERSION_OF_ARRAY = {"Encounter_SV": None, "StaticSL": ["scarlet"], "StaticVL": ["violet"]}


def titans(src, pkhex, order, gyms):
    """[(titan, level, checkpoint, facts)] with the sources' agreement checked."""
    league, vnc = order["league_titans"], order["vnc_titans"]
    out = []
    for t in src["titans"]:
        league_levels = [lv for k in t["league"] for _, lv in league[k]["pokemon"]]
        species = {league[k]["name"] for k in t["league"]} | {t["pkhex"]} | set(t.get("vnc_also", []))
        vnc_sets = [v for v in vnc if v["species"] in species or
                    (v["label"].startswith("Dragon Titan") and "Dondozo" in species)]
        former = [e for e in pkhex["statics"] if e.get("isTitan") == "true" and e["location"] == t["location"]]
        level = max(league_levels)
        if not vnc_sets or max(v["level"] for v in vnc_sets) != level:
            raise SystemExit("%s: nuzlocke.app level %d, VanillaNuzlockeCalc %s" % (t["name"], level, vnc_sets))
        if not former or any(e["level"] != level for e in former):
            raise SystemExit("%s: PKHeX's former Titans %s, not level %d" % (t["name"], former, level))
        out.append((t, level, c.first_checkpoint(level), {"vnc": vnc_sets, "former": former}))
    return out


def order_check(order, placed, gyms):
    """Each Titan between the gym before its checkpoint and the gym of it, and
    the seas after the last Titan, in nuzlocke.app's 'sc' and 'vi'."""
    gym_ids = [g for g, _ in gyms]
    value_of = {g: ("e1" if g == "E4" else g[1:]) for g in gym_ids}
    result = []
    for key in ("sc", "vi"):
        entries = order["lists"][key]
        pos = {e["value"]: i for i, e in enumerate(entries) if e["type"] == "gym"}
        for i, (t, level, checkpoint, _) in enumerate(placed):
            values = [v for v in pos if v.startswith("t%d" % (i + 1))]
            if len(values) != 1:
                raise SystemExit("%s: no single Titan entry for %s: %s" % (key, t["name"], values))
            at = pos[values[0]]
            k = gym_ids.index(checkpoint)
            after = pos[value_of[gym_ids[k - 1]]] if k > 0 else -1
            before = pos[value_of[checkpoint]]
            if not after < at < before:
                raise SystemExit("%s: %s (line %d) is not between %s and %s"
                                 % (key, t["name"], entries[at]["line"], gym_ids[k - 1], checkpoint))
            result.append({"list": key, "titan": t["name"], "value": values[0], "line": entries[at]["line"],
                           "after": gym_ids[k - 1] if k > 0 else None, "before": checkpoint})
        last = max(pos[v] for v in pos if v.startswith("t"))
        for i, e in enumerate(entries):
            if e["type"] == "route" and e["name"].endswith("Paldean Sea") and i < last:
                raise SystemExit("%s: %s (line %d) before the last Titan" % (key, e["name"], e["line"]))
    return result


def build(out_dir):
    src = load(os.path.join(HERE, "src", c.GAME + ".json"))
    pkhex, order = c.extract("pkhex.json"), c.extract("order.json")
    encounters = load(os.path.join(DATA, "encounters", c.GAME + ".json"))
    game = c.game_file()
    gyms = c.caps()
    leader = {g["id"]: g["leader"] for g in game["gyms"]}
    names = {int(k): v for k, v in pkhex["locations"].items()}
    ids = c.location_ids(pkhex, sorted(names))
    number = {v: k for k, v in ids.items()}
    checkpoints = OrderedDict((g, {"before": g, "locations": [], "unlocks": [], "received": [], "items": []})
                              for g, _ in gyms)
    checkpoints["end"] = {"before": "end", "locations": [], "unlocks": [], "received": [], "items": []}
    order_index = list(checkpoints)

    # Gates: level caps, then Titans.
    opened = {}
    for gym, gate in c.level_gates():
        cap = dict(gyms).get(gym, c.END_LEVEL)
        why = ("the level cap of %s: %s's highest level, %d (data/games/scarlet-violet.json)"
               % (gym, leader[gym], cap) if gym != "end" else "after the Elite Four: level 100")
        checkpoints[gym]["unlocks"].append({"gate": gate, "note": "a wild or received Pokémon up to level %d"
                                            % cap, "source": why})
        opened[gate] = gym
    placed = titans(src, pkhex, order, gyms)
    checks = order_check(order, placed, gyms)
    titan_rows = []
    for t, level, checkpoint, facts in placed:
        cap = dict(gyms)[checkpoint]
        vnc_lines = ", ".join("%d (%s, level %d)" % (v["line"], v["label"], v["level"]) for v in facts["vnc"])
        former = ", ".join("%d (%s, level %d, location %d)" % (e["line"], e["name"], e["level"], e["location"])
                           for e in facts["former"])
        source = ("nuzlocke.app league.json %s: level %d; VanillaNuzlockeCalc SV.js lines %s; "
                  "PKHeX %s lines %s; held from the first checkpoint whose cap reaches it: %s (%s, %d)"
                  % (", ".join('["sv"]["%s"]' % k for k in t["league"]), level, vnc_lines, STATICS, former,
                     checkpoint, leader[checkpoint], cap))
        checkpoints[checkpoint]["unlocks"].append({
            "gate": t["gate"], "note": "the %s beaten (level %d, %s)" % (t["name"], level, names[t["location"]]["name"]),
            "source": source})
        opened[t["gate"]] = checkpoint
        titan_rows.append(OrderedDict([("gate", t["gate"]), ("name", t["name"]), ("level", level),
                                       ("checkpoint", checkpoint), ("location", ids[t["location"]])]))

    # Places.
    special = {}
    for key in ("sea", "after_league"):
        for n in src["places"][key]["locations"]:
            special[ids[n]] = key
    used = sorted({e["location"] for e in encounters["encounters"]})
    received = []
    dex = c.paldea_dex()
    kept_locations = set(used)
    for e in pkhex["statics"]:
        if e["species"] not in dex or e["location"] >= 132 or e["location"] == 0:
            continue
        rule = src["received"].get(e["section"])
        if rule is None:
            raise SystemExit("%s line %d: section %r has no rule" % (STATICS, e["line"], e["section"]))
        rule = dict(rule, **rule.get("except", {}).get(e["name"], {}))
        needs = list(rule.get("needs", []))
        if rule.get("titan"):
            gate = [t["gate"] for t, *_ in placed if t["location"] == e["location"]]
            needs += gate
        received.append((e, rule, needs))
        kept_locations.add(ids[e["location"]])
    place_of = {}
    for loc in sorted(kept_locations):
        key = special.get(loc, "land")
        place = src["places"][key]
        place_of[loc] = place["checkpoint"]
        n = number[loc]
        checkpoints[place["checkpoint"]]["locations"].append({
            "id": loc, "source": "%s (PKHeX met location %d, %s line %d): %s"
                                 % (names[n]["name"], n, NAMES, names[n]["line"], place["source"])})
    for e, rule, needs in received:
        loc = ids[e["location"]]
        at = [place_of[loc], c.first_checkpoint(e["level"])] + [opened[g] for g in needs]
        if "checkpoint" in rule:
            at.append(rule["checkpoint"])
        k = max(order_index.index(a) for a in at)
        entry = OrderedDict([("species", e["name"]), ("how", rule["how"]), ("level", e["level"]),
                             ("location", loc)])
        if VERSION_OF_ARRAY[e["array"]]:
            entry["versions"] = VERSION_OF_ARRAY[e["array"]]
        entry["needs"] = needs
        entry["note"] = rule["note"]
        entry["source"] = ("PKHeX %s line %d (%s, %s: level %d, location %d %s)"
                           % (STATICS, e["line"], e["array"], e["section"], e["level"], e["location"],
                              names[e["location"]]["name"]))
        checkpoints[order_index[k]]["received"].append(entry)

    extra = OrderedDict([
        ("items", "unknown"),
        ("titans", titan_rows),
        ("order_check", checks),
        ("left_out", src["left_out"]),
    ])
    doc = OrderedDict([
        ("game", c.GAME),
        ("versions", c.VERSIONS),
        ("sources", src["sources"]),
        ("generator", "data/story/build_sv.py"),
        ("note", src["note"]),
        ("extra", extra),
        ("locations", OrderedDict((loc, names[number[loc]]["name"]) for loc in sorted(kept_locations))),
        ("checkpoints", list(checkpoints.values())),
    ])
    write_json(os.path.join(out_dir, c.GAME + ".json"), doc)
    print("%s: %d locations, %d received" % (c.GAME, len(kept_locations), len(received)), file=sys.stderr)


if __name__ == "__main__":
    build(sys.argv[1] if len(sys.argv) > 1 else HERE)
