#!/usr/bin/env python3
"""Check Scarlet/Violet's story and encounter files against their rules
(stdlib only; reads committed files only, writes nothing).

Usage: check_sv.py

- every location of the encounter file and of the story's received Pokémon is
  placed at exactly one checkpoint, and named;
- every gate an encounter row or a received Pokémon needs is opened;
- the level rule: a wild row counts (its place reached, its gates opened) at
  the first checkpoint whose level cap reaches its lowest level, or later
  when its place or a story gate is reached later; never earlier;
- a received Pokémon is placed no earlier than its level allows;
- the Titans are held in the order of their levels, each at the first
  checkpoint whose cap reaches its level;
- the extract's cross-check: every species of PKHeX's wild tables has an
  entry in SV-Randomizer's spawn table.
Exit status 1 with one line per failure.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(DATA, "encounters"))
sys.path.insert(0, os.path.dirname(DATA))
import sv_common as c  # noqa: E402
from data.pipeline.jsonio import load  # noqa: E402


def main():
    story = load(os.path.join(HERE, c.GAME + ".json"))
    enc = load(os.path.join(DATA, "encounters", c.GAME + ".json"))
    cross = c.extract("crosscheck.json")
    gyms = c.caps()
    order = [cp["before"] for cp in story["checkpoints"]]
    cap = dict(gyms)
    cap["end"] = c.END_LEVEL
    failures = []
    if order != [g for g, _ in gyms] + ["end"]:
        failures.append("checkpoints %s are not the game file's gyms then end" % order)
    placed, opened = {}, {}
    for k, cp in enumerate(story["checkpoints"]):
        for p in cp["locations"]:
            if p["id"] in placed:
                failures.append("%s placed twice" % p["id"])
            placed[p["id"]] = k
            if p["id"] not in story["locations"]:
                failures.append("%s has no name" % p["id"])
        for u in cp["unlocks"]:
            opened.setdefault(u["gate"], k)

    def first_k(level):
        return order.index(c.first_checkpoint(level))

    for e in enc["encounters"]:
        loc = e["location"]
        if loc not in placed:
            failures.append("encounter location %s is placed nowhere" % loc)
            continue
        needs = e.get("extra", {}).get("needs", [])
        missing = [g for g in needs if g not in opened]
        if missing:
            failures.append("%s %s: gates %s never opened" % (loc, e["species"], missing))
            continue
        at = max([placed[loc]] + [opened[g] for g in needs])
        story_gates = [opened[g] for g in needs if not g.startswith("level-")]
        expected = max([placed[loc], first_k(e["min"])] + story_gates)
        if at != expected:
            failures.append("%s %s (level %d): counts at %s, the rule says %s"
                            % (loc, e["species"], e["min"], order[at], order[expected]))
    for k, cp in enumerate(story["checkpoints"]):
        for r in cp["received"]:
            if r["location"] not in placed:
                failures.append("received %s at %s: placed nowhere" % (r["species"], r["location"]))
            if k < first_k(r["level"]):
                failures.append("received %s (level %d) before %s" % (r["species"], r["level"], order[k]))
            for g in r["needs"]:
                if opened.get(g, len(order)) > k:
                    failures.append("received %s at %s before its gate %s" % (r["species"], order[k], g))
    titans = story["extra"]["titans"]
    if [t["level"] for t in titans] != sorted(t["level"] for t in titans):
        failures.append("the Titans' levels are not in their order")
    for t in titans:
        if t["checkpoint"] != c.first_checkpoint(t["level"]) or opened.get(t["gate"]) != order.index(t["checkpoint"]):
            failures.append("%s (level %d) held at %s" % (t["name"], t["level"], t["checkpoint"]))
    if cross["pkhex_wild_not_in_svr_table"]:
        failures.append("PKHeX wild species without a spawn entry: %s" % cross["pkhex_wild_not_in_svr_table"])
    for f in failures:
        print("FAIL  " + f)
    print("check_sv: %d rows, %d failure(s)" % (len(enc["encounters"]), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
