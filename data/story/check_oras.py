#!/usr/bin/env python3
"""Check the Omega Ruby/Alpha Sapphire availability data (stdlib only).

Usage: check_oras.py [--sources DIR] [--no-regen]

1. Regeneration (data/pipeline/runner.py, group "oras"): runs every generator
   of the family into a temporary copy of data/ and compares the result with
   the committed files byte for byte: data/encounters/extract_oras.py
   (extract/oras-slots.csv and .json) and crosscheck_oras_pkhex.py
   (extract/oras-pkhex.json) when DIR holds their snapshots,
   data/encounters/build_oras.py (omega-ruby-alpha-sapphire.json,
   pokeapi/omega-ruby-alpha-sapphire.json) and data/story/build_oras.py
   (story/omega-ruby-alpha-sapphire.json).  PokeAPI's extract and the order
   extract are the gen68 group's (check_gen68.py).  --no-regen skips this.
2. Validation of the committed files: species names (data/species/gen-6.json),
   methods (build_oras.METHODS), condition values (PokeAPI's vocabulary),
   versions, location ids (every id used is named; every encounter location
   placed once), checkpoints (the game file's gyms, then "end"), `how`,
   `gives`, gates (a method or devon-scope), every non-walk method unlocked,
   received entries no earlier than their place and gates, every entry with
   a source, extra.items = "unknown"; and facts read in the sources (see
   FACTS).
Exit status 0 when everything holds; every failure is printed.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
ENC = os.path.join(DATA, "encounters")
sys.path.insert(0, ENC)
import oras_common as oc  # noqa: E402
from build_oras import METHODS  # noqa: E402
from gen68_common import species_names  # noqa: E402
from data.pipeline import checks, runner, sources  # noqa: E402

RECEIVED_HOW = {"starter", "gift", "trade", "purchase", "prize", "fossil", "static", "egg"}
GATES = set(METHODS) | {"devon-scope"}
errors = []
err = checks.reporter(errors)


def available(story, enc, k):
    """Species had by checkpoint k from the files alone (wild rows whose place
    and method are reached, received entries), without evolutions."""
    placed, opened = set(), {"walk"}
    for c in story["checkpoints"][:k + 1]:
        placed |= {p["id"] for p in c["locations"]}
        opened |= {u["gate"] for u in c["unlocks"]}
    at_end = story["checkpoints"][k]["before"] == "end"
    out = {r["species"] for c in story["checkpoints"][:k + 1] for r in c["received"]}
    for e in enc["encounters"]:
        if e["location"] in placed and e["method"] in opened and (at_end or not e["conditions"]):
            out.add(e["species"])
    return out


# Facts read in the sources (data/README.md section 10): (checkpoint,
# species, had?, why).
FACTS = [
    ("G1", "Shroomish", True, "Petalburg Woods' grass (slots table 3) before Roxanne"),
    ("G1", "Nincada", True, "Route 116's grass (slots table 61)"),
    ("G5", "Tropius", False, "only in Routes 119-120's tall grass (slots tables 64-66), reached with Surf"),
    ("G6", "Tropius", True, "Route 119's tall grass (slots table 64), by Surf after Norman"),
    ("G8", "Eevee", False, "a DexNav-only slot of Route 116 (slots table 61): the National Pokédex"),
    ("end", "Eevee", True, "as above, after the Elite Four"),
    ("G5", "Latios", False, "the Southern Island gift (PokeAPI rows 50478) comes after Norman"),
    ("G8", "Rayquaza", False, "level 70 at the Sky Pillar's top (PokeAPI row 66767)"),
]


def validate(vocab):
    game = oc.GAME
    names = species_names(oc.GEN)
    story = oc.load(os.path.join(HERE, game + ".json"))
    enc = oc.load(os.path.join(ENC, game + ".json"))
    gamefile = oc.load(os.path.join(DATA, "games", game + ".json"))
    values = set(vocab["condition_values"])
    locs = story["locations"]
    versions = oc.VERSIONS
    if story.get("game") != game or story.get("versions") != versions:
        err(f"game/versions {story.get('game')} {story.get('versions')}")
    if (story.get("extra") or {}).get("items") != "unknown":
        err("extra.items is not 'unknown'")
    gyms = [g["id"] for g in gamefile["gyms"]] + ["end"]
    cps = story["checkpoints"]
    if [c["before"] for c in cps] != gyms:
        err(f"checkpoints {[c['before'] for c in cps]} != {gyms}")
    placed, opened = {}, {}
    for k, c in enumerate(cps):
        for p in c.get("locations", []):
            if p["id"] in placed:
                err(f"{p['id']} placed twice")
            placed[p["id"]] = k
            if p["id"] not in locs:
                err(f"placed location {p['id']} has no name")
            if not p.get("source"):
                err(f"{p['id']} without source")
        for u in c.get("unlocks", []):
            if u["gate"] in opened:
                err(f"gate {u['gate']} unlocked twice")
            opened[u["gate"]] = k
            if u["gate"] not in GATES:
                err(f"gate {u['gate']} is neither a method nor devon-scope")
            if not u.get("source"):
                err(f"gate {u['gate']} without source")
        if c.get("items"):
            err(f"{c['before']}: items listed although extra.items is 'unknown'")
    starters = 0
    for k, c in enumerate(cps):
        for r in c.get("received", []):
            w = f"{c['before']} received {r.get('species')}"
            if r.get("species") not in names:
                err(f"{w}: unknown species")
            if r.get("how") not in RECEIVED_HOW:
                err(f"{w}: how {r.get('how')!r}")
            starters += r.get("how") == "starter"
            if r.get("how") == "trade" and "gives" not in r:
                err(f"{w}: trade without gives")
            if "gives" in r and r["gives"] not in names:
                err(f"{w}: gives unknown species {r['gives']}")
            if r.get("location") not in locs:
                err(f"{w}: location {r.get('location')} has no name")
            if r.get("location") not in placed:
                err(f"{w}: location {r.get('location')} placed at no checkpoint")
            elif placed[r["location"]] > k:
                err(f"{w}: before its location is reached")
            for gate in r.get("needs", []):
                if opened.get(gate, 10 ** 6) > k:
                    err(f"{w}: needs {gate}, not unlocked by then")
            if not set(r.get("versions", versions)) <= set(versions):
                err(f"{w}: versions {r.get('versions')}")
            for cnd in (r.get("extra") or {}).get("conditions", []):
                if cnd not in values:
                    err(f"{w}: condition {cnd}")
            if not r.get("source"):
                err(f"{w}: no source")
    if starters != 3:
        err(f"{starters} starters, not 3")
    if any(r.get("how") == "starter" for c in cps[1:] for r in c.get("received", [])):
        err("starters after the first checkpoint")
    for r in enc["encounters"]:
        w = f"encounter {r['location']} {r['method']} {r['species']}"
        if r["species"] not in names:
            err(f"{w}: unknown species")
        if r["method"] not in METHODS:
            err(f"{w}: unknown method")
        for cnd in r["conditions"]:
            if cnd not in values:
                err(f"{w}: unknown condition {cnd}")
        if not r["versions"] or not set(r["versions"]) <= set(versions):
            err(f"{w}: versions {r['versions']}")
        if r["location"] not in locs:
            err(f"{w}: location not named in the story")
        if r["location"] not in placed:
            err(f"{w}: location placed nowhere")
        if r["method"] != "walk" and r["method"] not in opened:
            err(f"{w}: method not unlocked")
        if not (0 < r["min"] <= r["max"] <= 100) or r["rate"] <= 0:
            err(f"{w}: levels {r['min']}-{r['max']} rate {r['rate']}")
    for before, sp, had, why in FACTS:
        k = gyms.index(before)
        if (sp in available(story, enc, k)) != had:
            err(f"fact: {sp} {'should' if had else 'should not'} be had by {before} ({why})")
    print(f"{game}: {len(placed)} locations placed, {sum(len(c.get('received', [])) for c in cps)} received, "
          f"{len(enc['encounters'])} encounter rows, {len(FACTS)} facts")


def main(argv):
    srcs, args = sources.split(argv[1:])
    regen = True
    for a in args:
        if a == "--no-regen":
            regen = False
        else:
            raise SystemExit(__doc__)
    if regen:
        for problem in runner.regenerate(srcs, ["oras"]):
            err(problem)
    validate(oc.load(os.path.join(ENC, "pokeapi", "gen68-vocabulary.json")))
    if errors:
        print(f"{len(errors)} failure(s)")
        sys.exit(1)
    print("ok")


if __name__ == "__main__":
    main(sys.argv)
