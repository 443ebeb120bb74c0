#!/usr/bin/env python3
"""Build the story files data/story/diamond-pearl.json and data/story/platinum.json
(stdlib only, deterministic).

Usage: build_dppt.py [GAME ...] [--out DIR]

Inputs, all committed:
- data/story/src/<game>.json: the curated part, every entry with its source:
  the checkpoints in story order (`before` = a gym id of data/games/<game>.json,
  then "end"), the locations first reachable at each (in groups sharing one
  source), the gates unlocked there, the Pokémon received there, and
  `item_rules`: per extracted item fact (by its `key`, optionally `map`) the
  gates it needs inside its map, a checkpoint it cannot be had before
  (`after`), or why it is left out (`exclude`);
- data/story/extract/<game>.json: the item facts extracted from the
  decompilation (extract_platinum.py, extract_diamond_pearl.py) with their
  sources, and the map names;
- data/encounters/<game>.json: every location with wild encounters must be
  placed at a checkpoint.

Placement of an item (TMs, HMs and evolution items; the key items of the
extract are cited in `unlocks` instead): the latest of the checkpoint where
its map is first reachable, the checkpoints where each gate of its `needs`
is unlocked, the checkpoint after the gym for a gym reward, and its rule's
`after`.  The script fails on a map placed nowhere, a gate unlocked nowhere,
an unknown checkpoint, or an item rule that matches no fact.
"""

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(DATA, "encounters"))
from dppt_common import write_json  # noqa: E402
from data.pipeline import places  # noqa: E402
from data.pipeline.jsonio import load  # noqa: E402
from extract_platinum import EVOLUTION_ITEMS  # noqa: E402

GAMES = {"diamond-pearl": ["diamond", "pearl"], "platinum": ["platinum"]}
ITEM_RE = re.compile(r"(tm\d\d|hm\d\d)$")


def build(game, out_dir):
    src = load(os.path.join(HERE, "src", game + ".json"))
    ext = load(os.path.join(HERE, "extract", game + ".json"))
    gamefile = load(os.path.join(DATA, "games", game + ".json"))
    enc = load(os.path.join(DATA, "encounters", game + ".json"))
    order = [g["id"] for g in gamefile["gyms"]] + ["end"]
    cps = src["checkpoints"]
    befores = [c["before"] for c in cps]
    if befores != order:
        raise SystemExit(f"{game}: checkpoints {befores} != {order}")

    where, gate_at, names = {}, {}, {}
    for i, c in enumerate(cps):
        for g in c.get("locations", []):
            for loc in g["ids"]:
                if loc in where:
                    raise SystemExit(f"{game}: {loc} placed twice")
                where[loc] = i
        for u in c.get("unlocks", []):
            gate_at.setdefault(u["gate"], i)
    if game == "diamond-pearl":
        vocab = load(os.path.join(DATA, "encounters", "pokeapi", "dppt-vocabulary.json"))
        for k, v in vocab["areas"].items():
            names[k] = places.name(v["location_name"], v["area"])
    for k, v in ext["maps"].items():
        names[k] = v["name"]
    names.update(src.get("names", {}))

    missing = sorted({r["location"] for r in enc["encounters"]} - set(where))
    if missing:
        raise SystemExit(f"{game}: encounter locations placed nowhere: {missing}")

    gym_of = src["gym_maps"]
    rules = {}
    for r in src.get("item_rules", []):
        rules.setdefault(r["key"], []).append(r)
    used_rules = set()

    items_at = {i: [] for i in range(len(cps))}
    for f in ext["facts"]:
        item = f.get("item")
        if not item:
            continue
        rule = None
        for r in rules.get(f["key"], []):
            if r.get("map", f["map"]) == f["map"] and r.get("item", item) == item:
                rule = r
                used_rules.add(id(r))
        if not (ITEM_RE.match(item) or item in EVOLUTION_ITEMS):
            continue  # key items: cited in unlocks
        if rule and "exclude" in rule:
            continue
        if f["map"] not in where:
            raise SystemExit(f"{game}: item {item} ({f['key']}) on {f['map']}, a map placed nowhere")
        at = where[f["map"]]
        needs = list(rule.get("needs", [])) if rule else []
        for gate in needs:
            if gate not in gate_at:
                raise SystemExit(f"{game}: gate {gate} unlocked nowhere")
            at = max(at, gate_at[gate])
        if f["how"] == "gym-reward":
            at = max(at, order.index(gym_of[f["map"]]) + 1)
        if rule and "after" in rule:
            at = max(at, order.index(rule["after"]))
        if f.get("before_national_dex") is False:
            at = len(order) - 1  # dug only with the National Pokédex: post-game
        entry = {"item": item, "location": f["map"], "how": f["how"], "needs": needs, "source": f["source"]}
        if rule and rule.get("source"):
            entry["source"] += "; " + rule["source"]
        for k in ("versions", "note"):
            if rule and k in rule:
                entry[k] = rule[k]
        if f.get("versions") and sorted(f["versions"]) != sorted(GAMES[game]):
            entry["versions"] = f["versions"]
        extra = {k: f[k] for k in ("before_national_dex", "trainer_id") if k in f}
        if extra:
            entry["extra"] = extra
        items_at[at].append(entry)
    for key, rs in rules.items():
        for r in rs:
            if id(r) not in used_rules:
                raise SystemExit(f"{game}: item rule {key} {r.get('map', '')} matches no fact")

    out_cps = []
    for i, c in enumerate(cps):
        oc = {"before": c["before"]}
        if c.get("note"):
            oc["note"] = c["note"]
        oc["locations"] = [{"id": loc, "source": g["source"]} for g in c.get("locations", []) for loc in g["ids"]]
        oc["unlocks"] = c.get("unlocks", [])
        oc["received"] = c.get("received", [])
        oc["items"] = items_at[i]
        out_cps.append(oc)

    used_ids = set(where)
    for c in out_cps:
        used_ids.update(r["location"] for r in c["received"])
        used_ids.update(it["location"] for it in c["items"])
    missing = sorted(l for l in used_ids if l not in names)
    if missing:
        raise SystemExit(f"{game}: locations without a name: {missing}")
    unplaced = sorted(l for l in used_ids if l not in where)
    if unplaced:
        raise SystemExit(f"{game}: locations used but placed at no checkpoint: {unplaced}")
    story = {
        "game": game,
        "versions": GAMES[game],
        "sources": src["sources"],
        "generator": "data/story/build_dppt.py (from data/story/src/%s.json and data/story/extract/%s.json)" % (game, game),
        "note": src["note"],
        "locations": {k: names[k] for k in sorted(used_ids)},
        "checkpoints": out_cps,
    }
    if "conditions" in src:
        # What each evolution condition needs (data/README.md section 10).
        for name, rule in src["conditions"].items():
            if rule["gate"] is not None and rule["gate"] not in gate_at:
                raise SystemExit(f"{game}: condition {name}: gate {rule['gate']} never unlocked")
        story["extra"] = {"conditions": src["conditions"]}
    write_json(os.path.join(out_dir, game + ".json"), story)
    n_items = sum(len(c["items"]) for c in out_cps)
    print(f"{game}: {len(used_ids)} locations, {n_items} items", file=sys.stderr)


def main(argv):
    out_dir = HERE
    games = []
    args = list(argv[1:])
    while args:
        a = args.pop(0)
        if a == "--out":
            out_dir = args.pop(0)
        else:
            games.append(a)
    for g in games or list(GAMES):
        build(g, out_dir)


if __name__ == "__main__":
    main(sys.argv)
