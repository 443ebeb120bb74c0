#!/usr/bin/env python3
"""Check the Brilliant Diamond/Shining Pearl availability data (stdlib only).

Usage: check_bdsp.py [--sources DIR] [--no-regen]

1. Regeneration (unless --no-regen): the steps of the group 'bdsp'
   (data/pipeline/steps.py: extract_bdsp.py when DIR holds its snapshots,
   encounters/build_bdsp.py, story/build_bdsp.py) run in a temporary copy of
   data/ and every file is compared with the committed one, byte for byte.
2. Validation of the committed files: species names in data/species/gen-8.json;
   versions; conditions among those the program has a rule for; every
   encounter location placed once in the story and named; checkpoints = the
   gyms of data/games/brilliant-diamond-shining-pearl.json in order, then
   "end"; every non-walk method and every extra.needs gate unlocked; received
   entries with a known how, location and source; no items
   (extra.items "unknown"); the PKHeX cross-check differs only by Feebas' rods.
Exit status 0 when everything holds; every failure is printed.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(DATA, "encounters"))
sys.path.insert(0, os.path.dirname(DATA))
from data.pipeline import checks, runner, sources  # noqa: E402
from data.pipeline.jsonio import load  # noqa: E402
import bdsp_common as c  # noqa: E402

RECEIVED_HOW = {"starter", "gift", "trade", "fossil", "static", "egg"}
# the condition values the program counts (src/story/availability.rs counts())
CONDITIONS = ("time-", "great-marsh-", "honey-tree-group-", "backlot-", "swarm-", "radar-",
              "story-progress-national-dex", "story-progress-before-national-dex")
errors = []
err = checks.reporter(errors)


def validate():
    names = {s["name"] for s in load(os.path.join(DATA, "species", "gen-8.json"))["species"]}
    story = load(os.path.join(HERE, c.GAME + ".json"))
    enc = load(os.path.join(DATA, "encounters", c.GAME + ".json"))
    game = load(os.path.join(DATA, "games", c.GAME + ".json"))
    want = [g["id"] for g in game["gyms"]] + ["end"]
    got = [cp["before"] for cp in story["checkpoints"]]
    if got != want:
        err("checkpoints %s, want %s" % (got, want))
    placed, gates = {}, {}
    for k, cp in enumerate(story["checkpoints"]):
        for p in cp["locations"]:
            if p["id"] in placed:
                err("%s placed twice" % p["id"])
            placed[p["id"]] = k
            if not p.get("source"):
                err("%s: no source" % p["id"])
        for u in cp["unlocks"]:
            gates.setdefault(u["gate"], k)
            if not u.get("source"):
                err("gate %s: no source" % u["gate"])
        for r in cp["received"]:
            if r["species"] not in names:
                err("received %s: not a species" % r["species"])
            if r["how"] not in RECEIVED_HOW:
                err("received %s: how %s" % (r["species"], r["how"]))
            if r["location"] not in placed or placed[r["location"]] > k:
                err("received %s: %s not placed by %s" % (r["species"], r["location"], cp["before"]))
            if r.get("gives") and r["gives"] not in names:
                err("received %s: gives %s" % (r["species"], r["gives"]))
            if not r.get("source"):
                err("received %s: no source" % r["species"])
        if cp["items"]:
            err("%s: items listed, but the remake's items are not sourced" % cp["before"])
    if story.get("extra", {}).get("items") != "unknown":
        err('extra.items is not "unknown"')
    for loc in placed:
        if loc not in story["locations"]:
            err("%s: no name" % loc)
        else:
            name = story["locations"][loc]
            if name.split()[-1].isdigit() and not name.startswith(("Route ", "Great Marsh Area ")):
                err("%s: name %r ends in a bare number" % (loc, name))
    versions = set(c.VERSIONS.values())
    for e in enc["encounters"]:
        where = "%s %s %s" % (e["location"], e["method"], e["species"])
        if e["species"] not in names:
            err(where + ": not a species")
        if e["location"] not in placed:
            err(where + ": location not placed")
        if not set(e["versions"]) <= versions:
            err(where + ": versions %s" % e["versions"])
        for cond in e["conditions"]:
            if not cond.startswith(CONDITIONS):
                err(where + ": condition %s has no rule" % cond)
        if e["method"] != "walk" and e["method"] not in gates:
            err(where + ": method never unlocked")
        for g in e.get("extra", {}).get("needs", []):
            if g not in gates:
                err(where + ": gate %s never unlocked" % g)
    cross = load(os.path.join(DATA, "encounters", "bdsp", "crosscheck.json"))
    for d in cross["differences_by_zone"] + cross["differences_by_place"]:
        if not (d["only_ours"] == ["Feebas"] and not d["only_pkhex"] and d["method"] in ("old-rod", "good-rod")):
            err("PKHeX cross-check: %s" % d)


def main(argv):
    srcs, rest = sources.split(argv)
    if "--no-regen" not in rest:
        for problem in runner.regenerate(srcs, ["bdsp"]):
            err(problem)
    validate()
    if errors:
        print("%d failure(s)" % len(errors))
        sys.exit(1)
    print("brilliant-diamond-shining-pearl: ok")


if __name__ == "__main__":
    main(sys.argv[1:])
