#!/usr/bin/env python3
"""Check the X/Y, Sun/Moon, Ultra Sun/Ultra Moon and Sword/Shield
availability data (stdlib only).

Usage: check_gen68.py [--sources DIR] [--no-regen] [GAME ...]

1. Regeneration: runs every generator of the family into a temporary folder
   and compares the result with the committed file, byte for byte:
   data/encounters/extract_pokeapi_gen68.py (pokeapi/<game>.csv,
   pokeapi/gen68-vocabulary.json), data/story/extract_order_gen68.py
   (extract/order-gen68.json), data/encounters/build_gen68.py (<game>.json,
   pokeapi/<game>.json), data/story/build_gen68.py (story/<game>.json).
   Each stage reads the committed inputs of the stage before.  The two
   extracts are regenerated from the snapshots under DIR (data/README.md
   section 11), when given and present; --no-regen skips this part (the
   validation still runs).
2. Validation of the committed files of each game whose story exists:
   species names (data/species/gen-N.json, composed: NFC), encounter methods and condition
   values (PokeAPI's vocabulary), versions, location ids (every id used is in
   the story's `locations`; every encounter location placed or listed as
   unplaced), checkpoints (the gyms of data/games/<game>.json in order, then
   "end"; each location placed once), `how`, `gives` and gate values (every
   gate a PokeAPI encounter method or item), every non-walk encounter method
   unlocked or left out, received entries no earlier than their gates, every
   entry with a source, extra.items = "partial" where items are listed
   (each checked against extract/items-gen68.json: the item and the place
   named by the quoted page, no earlier than its place and gates), else
   "unknown"; a
   field gate (Surf, a rod, the Rotom Bike's water mode …) opened before
   the end only where extract/gates-gen68.json cites pages for it, at its
   checkpoint, the story's source quoting them.
Exit status 0 when everything holds; every failure is printed.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
ENC = os.path.join(DATA, "encounters")
sys.path.insert(0, ENC)
from gen68_common import GAMES, load, species_names  # noqa: E402
from data.pipeline import checks, rewards, runner, sources  # noqa: E402
from data.pipeline.cite import item_words, page_quotes, page_text  # noqa: E402

# The gates whose first checkpoint needs a cited page
# (extract/gates-gen68.json) to open before the end: the field gates, and
# Alola's SOS allies (the game starts them after Ilima's trial).
FIELD_GATES = {"surf", "old-rod", "good-rod", "super-rod", "bubbling-spots", "overworld-water",
               "wanderer-water", "rock-smash", "island-scan", "sos"}
RECEIVED_HOW = {"starter", "gift", "trade", "purchase", "prize", "fossil", "static", "egg"}
errors = []


err = checks.reporter(errors)


def regenerate(games, srcs):
    """Regenerate the family's files into a temporary copy of data/ and
    compare them with the committed ones (data/pipeline/runner.py)."""
    for problem in runner.regenerate(srcs, ["gen68"]):
        err(problem)


def validate(game, vocab):
    versions, gen = GAMES[game]
    where = f"{game}:"
    names = species_names(gen)
    story = load(os.path.join(HERE, game + ".json"))
    enc = load(os.path.join(ENC, game + ".json"))
    gamefile = load(os.path.join(DATA, "games", game + ".json"))
    methods = set(vocab["methods"])
    values = set(vocab["condition_values"])
    items = set(load(os.path.join(ENC, "pokeapi", "dppt-vocabulary.json"))["items"])
    locs = story["locations"]

    if story.get("game") != game or story.get("versions") != versions:
        err(f"{where} game/versions {story.get('game')} {story.get('versions')}")
    listed = [i for c in story["checkpoints"] for i in c.get("items", [])]
    if (story.get("extra") or {}).get("items") != ("partial" if listed else "unknown"):
        err(f"{where} extra.items is not 'partial' (items listed) or 'unknown' (none)")
    gyms = [g["id"] for g in gamefile["gyms"]] + ["end"]
    cps = story["checkpoints"]
    if [c["before"] for c in cps] != gyms:
        err(f"{where} checkpoints {[c['before'] for c in cps]} != {gyms}")
    placed, opened = {}, {}
    for k, c in enumerate(cps):
        for p in c.get("locations", []):
            if p["id"] in placed:
                err(f"{where} {p['id']} placed twice")
            placed[p["id"]] = k
            if p["id"] not in locs:
                err(f"{where} placed location {p['id']} has no name")
            if not p.get("source"):
                err(f"{where} {p['id']} without source")
        for u in c.get("unlocks", []):
            if u["gate"] in opened:
                err(f"{where} gate {u['gate']} unlocked twice")
            opened[u["gate"]] = k
            if u["gate"] not in methods and u["gate"] not in items:
                err(f"{where} gate {u['gate']} is neither a PokeAPI encounter method nor an item")
            if not u.get("source"):
                err(f"{where} gate {u['gate']} without source")
        check_items(where, c, k, placed, opened, locs, {c['before']: i for i, c in enumerate(cps)}, versions)
    unplaced = (story.get("extra") or {}).get("unplaced_locations", {})
    left_out = (story.get("extra") or {}).get("methods_left_out", {})
    starters = 0
    for k, c in enumerate(cps):
        for r in c.get("received", []):
            w = f"{where} {c['before']} received {r.get('species')}"
            if r.get("species") not in names:
                err(f"{w}: unknown species")
            if r.get("how") not in RECEIVED_HOW:
                err(f"{w}: how {r.get('how')!r}")
            starters += r.get("how") == "starter"
            if r.get("how") == "trade" and "gives" not in r and (r.get("extra") or {}).get("gives") != "unknown":
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
    if cps and starters == 0:
        err(f"{where} no starters")
    if any(r.get("how") == "starter" for c in cps[1:] for r in c.get("received", [])):
        err(f"{where} starters after the first checkpoint")

    for r in enc["encounters"]:
        w = f"{where} encounter {r['location']} {r['method']} {r['species']}"
        if r["species"] not in names:
            err(f"{w}: unknown species")
        if r["method"] not in methods:
            err(f"{w}: unknown method")
        for cnd in r["conditions"]:
            if cnd not in values:
                err(f"{w}: unknown condition {cnd}")
        if not r["versions"] or not set(r["versions"]) <= set(versions):
            err(f"{w}: versions {r['versions']}")
        if r["location"] not in locs:
            err(f"{w}: location not named in the story")
        if r["location"] not in placed and r["location"] not in unplaced:
            err(f"{w}: location neither placed nor unplaced")
        if r["method"] != "walk" and r["method"] not in opened and r["method"] not in left_out:
            err(f"{w}: method neither unlocked nor left out")
        if not (0 < r["min"] <= r["max"] <= 100) or r["rate"] <= 0:
            err(f"{w}: levels {r['min']}-{r['max']} rate {r['rate']}")
    for m in left_out:
        if m in opened:
            err(f"{where} method {m} both unlocked and left out")
    print(f"{game}: {len(placed)} locations placed, {len(unplaced)} unplaced, "
          f"{sum(len(c.get('received', [])) for c in cps)} received, {len(enc['encounters'])} encounter rows")


def check_items(where, c, k, placed, opened, locs, gym_index, versions):
    """The items listed at checkpoint `k`: PokeAPI items, no earlier than
    their location and gates, each source quoting a page of
    extract/items-gen68.json that names the item and the place, the
    versions of an item of some versions only the game's, a version
    leader's reward paired with that leader by its table's row."""
    known = set(load(os.path.join(ENC, "pokeapi", "gen5-vocabulary.json"))["items"])
    pages = load(os.path.join(HERE, "extract", "items-gen68.json"))["pages"].values()
    for it in c.get("items", []):
        w = f"{where} {c['before']} item {it.get('item')} at {it.get('location')}"
        if it.get("item") not in known:
            err(f"{w}: not a PokeAPI item")
        if it.get("location") not in placed or placed[it["location"]] > k:
            err(f"{w}: its location is placed later or nowhere")
            continue
        at = max([placed[it["location"]]] + [opened.get(g, 99) for g in it.get("needs", [])])
        if it.get("how") == "gym-reward":
            gym = rewards.gym_of(it)
            if gym is None:
                err(f"{w}: a gym reward whose note names no gym")
                continue
            at = max(at, rewards.checkpoint(gym, gym_index))
        if at != k:
            err(f"{w}: not at the latest of its location's and gates' checkpoints")
        if "versions" in it and not (it["versions"] and set(it["versions"]) <= set(versions)):
            err(f"{w}: versions {it['versions']}")
        if rewards.leader_of(it) is not None and "versions" not in it:
            err(f"{w}: a version's leader's reward without its versions")
        english = item_words(it["item"])
        keys = rewards.cited(it.get("source"))
        if "items-gen68.json" in it.get("source", "") or not keys:
            if not any(page_quotes(p) in it.get("source", "") and english in p["quote"]
                       and locs[it["location"]] in page_text(p) for p in pages):
                err(f"{w}: its source quotes no page of items-gen68.json naming {english} and the place")
        rows = rewards.tables()
        for key in keys:
            row = rows.get(key)
            if row is None or rewards.cite(key, row) not in it["source"] \
                    or not rewards.names_tm(row, it["item"], rewards.gym_of(it) or "G0", rewards.leader_of(it)):
                err(f"{w}: gym-tms.json '{key}' is not quoted, or does not name it as its gym's reward")


def check_gates(game):
    """The field gates opened before the end: each at the checkpoint
    extract/gates-gen68.json gives, its source quoting every page there."""
    story = load(os.path.join(HERE, game + ".json"))
    cited = load(os.path.join(HERE, "extract", "gates-gen68.json"))["gates"].get(game, {})
    at = {u["gate"]: (c["before"], u.get("source", "")) for c in story["checkpoints"] for u in c["unlocks"]}
    for gate, (before, source) in sorted(at.items()):
        if gate in FIELD_GATES and before != "end" and gate not in cited:
            err(f"{game}: {gate} opens before {before} without a page in extract/gates-gen68.json")
    for gate, e in sorted(cited.items()):
        if at.get(gate, (None,))[0] != e["before"]:
            err(f"{game}: {gate} opens at {at.get(gate, (None,))[0]}, extract/gates-gen68.json says {e['before']}")
            continue
        for page in e["pages"]:
            if page["url"] not in at[gate][1] or page["quote"] not in at[gate][1]:
                err(f"{game}: the source of {gate} does not quote {page['url']}")


def main(argv):
    srcs, args = sources.split(argv[1:])
    regen = True
    games = []
    while args:
        a = args.pop(0)
        if a == "--no-regen":
            regen = False
        elif a in GAMES:
            games.append(a)
        else:
            raise SystemExit(__doc__)
    games = games or [g for g in GAMES if os.path.exists(os.path.join(HERE, "src", g + ".json"))]
    if regen:
        regenerate(games, srcs)
    vocab = load(os.path.join(ENC, "pokeapi", "gen68-vocabulary.json"))
    for g in games:
        validate(g, vocab)
        check_gates(g)
    rewards.check_lines(srcs, err)
    if errors:
        print(f"{len(errors)} failure(s)")
        sys.exit(1)
    print("ok")


if __name__ == "__main__":
    main(sys.argv)
