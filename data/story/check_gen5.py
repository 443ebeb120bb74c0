#!/usr/bin/env python3
"""Check the Black/White and Black 2/White 2 availability data (stdlib only).

Usage: check_gen5.py --sources DIR | --no-regen

1. Regeneration: runs every generator of the family into a temporary folder
   and compares the result with the committed file, byte for byte:
   data/encounters/extract_pokeapi_gen5.py (pokeapi/gen5.csv,
   pokeapi/gen5-vocabulary.json), data/encounters/build_gen5.py
   (black-white.json, black-2-white-2.json, pokeapi/black-white.json,
   pokeapi/black-2-white-2.json), data/story/extract_order_gen5.py
   (extract/order-gen5.json), data/story/build_gen5.py (black-white.json,
   black-2-white-2.json).  Each stage reads the committed inputs of the stage
   before.  The sources are read from the snapshots under DIR (data/README.md
   section 11); --no-regen skips this part (the validation still runs).
2. Validation of the committed files: species names (data/species/gen-5.json,
   also of `gives`), encounter methods and condition values (PokeAPI's
   vocabulary), every encounter condition one that the Rust side's
   availability::counts knows, location ids (every id used is in the
   story's `locations`, every location is placed once, every encounter
   location is placed), checkpoints (the gyms of data/games/<game>.json in
   order, then "end"), `how` and gate values, every non-walk encounter
   method unlocked or in NEVER_UNLOCKED (said in data/availability-gen5.md),
   received Pokémon at a location reached by then (or citing how it is
   reached earlier), items (Black/White: from extract/items-gen5.json,
   no earlier than their place and gates; the quoted Archipelago lines
   against its snapshot when --sources holds it) and extra.items "partial"
   where items are listed, else "unknown", a source on every
   entry, every nuzlocke.app citation (routes.json:LINE ('list' #i Name))
   matching the committed order extract.
3. Facts: a few facts of the games, computed as the Rust side counts them
   (walk, unlocked methods, counted conditions, received entries).
Exit status 0 when everything holds; every failure is printed.
"""

import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(DATA, "encounters"))
from gen5_common import GAMES, WILD_METHODS, load, species_set  # noqa: E402
from data.pipeline import checks, git, rewards, runner, sources  # noqa: E402
from data.pipeline.cite import item_words  # noqa: E402

ITEM_HOW = {"item-ball", "hidden", "gift", "gym-reward", "mart", "prize", "trade"}
RECEIVED_HOW = {"starter", "gift", "trade", "purchase", "prize", "fossil", "static", "egg"}
FIELD_GATES = {"cut", "strength", "flash", "waterfall", "whirlpool", "rock-climb", "dive", "defog", "fly"}
# Methods no checkpoint unlocks, per game, and why (data/README.md section 10).
NEVER_UNLOCKED = {"black-white": {},
                  "black-2-white-2": {"super-rod": "no source read says where the Super Rod is had",
                                      "super-rod-spots": "needs the Super Rod"}}
# The snapshot of the Archipelago world whose lines items-gen5.json quotes.
ARCHIPELAGO = ("SparkyDaDoggo/Archipelago", sources.commit("SparkyDaDoggo/Archipelago"))
# The Rust side's availability::counts prefixes (src/availability.rs).
COUNTED = ("time-", "weekday-", "season-", "great-marsh-", "honey-tree-group-", "headbutt-tree-",
           "bug-catching-contest-", "backlot-")
errors = []


err = checks.reporter(errors)


def regenerate(srcs):
    """Regenerate the family's files into a temporary copy of data/ and
    compare them with the committed ones (data/pipeline/runner.py)."""
    for problem in runner.regenerate(srcs, ["gen5"]):
        err(problem)


def counts(cond, at_end):
    if cond == "story-progress-before-national-dex" or cond.startswith(COUNTED):
        return True
    if cond == "story-progress-national-dex":
        return at_end
    if cond.startswith(("swarm-", "radar-", "slot2-", "radio-")):
        return False
    return None


def availability(story, enc, version, needs=False):
    """{species: first checkpoint index} as the Rust side counts it, without
    evolutions, for one version and every starter; with needs=True the
    encounter rows' extra.needs gates count too (the rule proposed in
    data/availability-gen5.md)."""
    cps = story["checkpoints"]
    last = len(cps) - 1
    reached, opened, first = {}, {}, {}
    for k, c in enumerate(cps):
        for p in c["locations"]:
            reached.setdefault(p["id"], k)
        for u in c["unlocks"]:
            opened.setdefault(u["gate"], k)
    for e in enc["encounters"]:
        if version not in e["versions"] or e["location"] not in reached:
            continue
        k = reached[e["location"]]
        if e["method"] != "walk":
            if e["method"] not in opened:
                continue
            k = max(k, opened[e["method"]])
        gates = (e.get("extra") or {}).get("needs", []) if needs else []
        if any(g not in opened for g in gates):
            continue
        k = max([k] + [opened[g] for g in gates])
        ok = True
        for c in e["conditions"]:
            v = counts(c, False)
            if v is None or (v is False and not counts(c, True)):
                ok = False
            elif v is False:
                k = max(k, last)
        if ok:
            first[e["species"]] = min(first.get(e["species"], 99), k)
    for k, c in enumerate(cps):
        for r in c["received"]:
            if r.get("versions") and version not in r["versions"]:
                continue
            if r.get("gives") and first.get(r["gives"], 99) > k:
                continue
            first[r["species"]] = min(first.get(r["species"], 99), k)
    return first


def check_items(game, story, loc_at, gate_at, known):
    """Each listed item: a PokeAPI item, at a placed location, no earlier than
    its location and gates, its source quoting a page of
    extract/items-gen5.json that names the item."""
    extract = load(os.path.join(HERE, "extract", "items-gen5.json"))
    quotes = {p["quote"] for p in extract["pages"].values()}
    gym_index = {c["before"]: i for i, c in enumerate(story["checkpoints"])}
    for i, c in enumerate(story["checkpoints"]):
        for it in c.get("items", []):
            where = f"{game} story {c['before']} item {it.get('item')} at {it.get('location')}"
            if it.get("item") not in known:
                err(f"{where}: not a PokeAPI item")
            if it.get("how") not in ITEM_HOW:
                err(f"{where}: how {it.get('how')}")
            if it.get("location") not in loc_at:
                err(f"{where}: location placed at no checkpoint")
                continue
            at = max([loc_at[it["location"]]] + [gate_at.get(g, 99) for g in it.get("needs", [])])
            if it.get("how") == "gym-reward":
                gym = rewards.gym_of(it)
                if gym is None:
                    err(f"{where}: a gym reward whose note names no gym")
                    continue
                at = max(at, rewards.checkpoint(gym, gym_index))
            if at != i:
                err(f"{where}: should be at checkpoint {at} (its location and gates)")
            quoted = [q for q in quotes if q in (it.get("source") or "")]
            english = item_words(it["item"])
            keys = rewards.cited(it.get("source"))
            if (quoted or not keys) and not any(english in q for q in quoted):
                err(f"{where}: its source quotes no page of items-gen5.json naming {english}")
            for key in keys:
                row = rewards.tables().get(key)
                if row is None or rewards.cite(key, row) not in it["source"] \
                        or not rewards.names_tm(row, it["item"], rewards.gym_of(it) or "G0"):
                    err(f"{where}: gym-tms.json '{key}' is not quoted, or does not name it as its gym's reward")


def check_archipelago(srcs):
    """The Archipelago lines items-gen5.json quotes, against the snapshot at
    its commit when --sources holds it; skipped with a word otherwise."""
    repo, commit = ARCHIPELAGO
    git_dir = srcs.find(repo) if srcs is not None else None
    if git_dir is None or not git.has_commit(git_dir, commit):
        print(f"skipped: black-white items: {repo} at {commit[:8]} not present")
        return
    snap = git.Repo(git_dir, commit, name=repo)
    for key, e in load(os.path.join(HERE, "extract", "items-gen5.json"))["archipelago"].items():
        if commit not in e["at"]:
            continue  # read from the search index, not in this snapshot
        lines = snap.show(e["path"]).splitlines()
        if len(lines) < e["line"] or lines[e["line"] - 1].strip() != e["text"]:
            err(f"items-gen5.json {key}: {e['path']}:{e['line']} is not the quoted line")


def validate():
    species = species_set()
    vocab = load(os.path.join(DATA, "encounters", "pokeapi", "gen5-vocabulary.json"))
    methods, values, items = set(vocab["methods"]), set(vocab["condition_values"]), set(vocab["items"])
    order = load(os.path.join(HERE, "extract", "order-gen5.json"))["lists"]
    for game, versions in GAMES.items():
        story = load(os.path.join(HERE, game + ".json"))
        enc = load(os.path.join(DATA, "encounters", game + ".json"))
        gamefile = load(os.path.join(DATA, "games", game + ".json"))
        locs = story["locations"]
        if story["game"] != game or story["versions"] != versions:
            err(f"{game} story: game or versions")
        listed = [i for c in story["checkpoints"] for i in c.get("items", [])]
        if (story.get("extra") or {}).get("items") != ("partial" if listed else "unknown"):
            err(f"{game} story: extra.items is not 'partial' (items listed) or 'unknown' (none)")
        for r in enc["encounters"]:
            where = f"{game} encounter {r['location']} {r['method']} {r['species']}"
            if r["species"] not in species:
                err(f"{where}: unknown species")
            if r["method"] not in methods or r["method"] not in WILD_METHODS:
                err(f"{where}: method {r['method']}")
            for c in r["conditions"]:
                if c not in values:
                    err(f"{where}: unknown condition {c}")
                if counts(c, False) is None:
                    err(f"{where}: condition {c} unknown to availability::counts")
            if r["location"] not in locs:
                err(f"{where}: location not in the story's locations")
            if not r["versions"] or not set(r["versions"]) <= set(versions):
                err(f"{where}: versions {r['versions']}")
            if not (0 < r["min"] <= r["max"] <= 100) or not (0 < r["rate"] <= 100):
                err(f"{where}: levels or rate out of range")
            extra = r.get("extra")
            if extra is not None:
                if set(extra) != {"needs", "source"} or not extra["source"] or not extra["needs"]:
                    err(f"{where}: extra {extra}")
                for g in extra.get("needs", []):
                    if not (g in FIELD_GATES or g in WILD_METHODS or g in items):
                        err(f"{where}: unknown gate {g} in extra.needs")
        gyms = [g["id"] for g in gamefile["gyms"]] + ["end"]
        if [c["before"] for c in story["checkpoints"]] != gyms:
            err(f"{game} story: checkpoints {[c['before'] for c in story['checkpoints']]} != {gyms}")
        gate_at, loc_at = {}, {}
        for i, c in enumerate(story["checkpoints"]):
            for u in c["unlocks"]:
                g = u["gate"]
                if not (g in FIELD_GATES or g in WILD_METHODS or g in items):
                    err(f"{game} story: unknown gate {g}")
                if not u.get("source"):
                    err(f"{game} story: unlock {g} without a source")
                if g in gate_at:
                    err(f"{game} story: gate {g} unlocked twice")
                gate_at.setdefault(g, i)
            for l in c["locations"]:
                if l["id"] not in locs:
                    err(f"{game} story: location {l['id']} has no name")
                if not l.get("source"):
                    err(f"{game} story: location {l['id']} without a source")
                if l["id"] in loc_at:
                    err(f"{game} story: location {l['id']} placed twice")
                loc_at.setdefault(l["id"], i)
        check_items(game, story, loc_at, gate_at, items)
        for m in sorted({r["method"] for r in enc["encounters"]} - {"walk"}):
            if m not in gate_at and m not in NEVER_UNLOCKED[game]:
                err(f"{game} story: encounter method {m} is unlocked nowhere and not in NEVER_UNLOCKED")
            if m in gate_at and m in NEVER_UNLOCKED[game]:
                err(f"{game} story: {m} is unlocked but listed in NEVER_UNLOCKED")
        for r in enc["encounters"]:
            if r["location"] not in loc_at:
                err(f"{game} story: encounter location {r['location']} placed at no checkpoint")
        for lid in locs:
            if lid not in loc_at:
                err(f"{game} story: location {lid} named but placed at no checkpoint")
        for i, c in enumerate(story["checkpoints"]):
            for r in c["received"]:
                where = f"{game} story {c['before']} received {r.get('species')}"
                if r.get("species") not in species:
                    err(f"{where}: unknown species")
                if r.get("how") not in RECEIVED_HOW:
                    err(f"{where}: how {r.get('how')}")
                if r.get("how") == "trade" and r.get("gives") not in species:
                    err(f"{where}: gives {r.get('gives')}")
                if r.get("location") not in locs:
                    err(f"{where}: location {r.get('location')} not in locations")
                elif loc_at.get(r["location"], 99) > i and not (r.get("extra") or {}).get("location_reached"):
                    err(f"{where}: its location is reached later")
                for g in r.get("needs", []):
                    if gate_at.get(g, 99) > i:
                        err(f"{where}: needs {g}, unlocked later")
                if not r.get("source"):
                    err(f"{where}: no source")
                if r.get("versions") and not set(r["versions"]) <= set(versions):
                    err(f"{where}: versions {r['versions']}")
                if r.get("level") is not None and not 1 <= r["level"] <= 100:
                    err(f"{where}: level {r['level']}")
        text = json.dumps(story, ensure_ascii=False)
        for line, lst, idx, name in re.findall(r"routes\.json:(\d+) \('(\w+)' #(\d+) ((?:[^)(]|\([^)]*\))+)\)", text):
            e = order[lst][int(idx)]
            if e["line"] != int(line) or e["name"] != name:
                err(f"{game} story: citation routes.json:{line} ('{lst}' #{idx} {name}) does not match the order extract")
        if not re.search(r"routes\.json:\d+", text):
            err(f"{game} story: no order-source citation")
    facts()


def facts():
    """Facts of the games, as the Rust side counts them (checkpoint index:
    0 = before G1)."""
    def av(game, version):
        return availability(load(os.path.join(HERE, game + ".json")),
                            load(os.path.join(DATA, "encounters", game + ".json")), version)

    def at(game, version, sp, expect):
        got = av(game, version).get(sp)
        if got != expect:
            err(f"fact {game} {version}: {sp} first at checkpoint {got}, expected {expect}")

    # Black/White: the starters and Route 1's Patrat before the first gym.
    for v in ("black", "white"):
        for sp in ("Snivy", "Tepig", "Oshawott", "Patrat", "Lillipup", "Purrloin", "Pansage"):
            at("black-white", v, sp, 0)
        # Zorua needs an event Celebi, Victini the event Liberty Pass: never.
        at("black-white", v, "Zorua", None)
        at("black-white", v, "Victini", None)
        # Chargestone Cave's Joltik after the Quake Badge (before G6), Twist Mountain's Cryogonal before G7.
        at("black-white", v, "Joltik", 5)
        at("black-white", v, "Cryogonal", 6)
        # Victory Road's Deino before the Elite Four.
        at("black-white", v, "Deino", 8)
    # The Super Rod is Looker's, after Ghetsis (archipelago other.py:8-9, items-gen5.json 'super-rod'):
    # Feebas, fished on Route 1, after the Elite Four.
    at("black-white", "black", "Feebas", 9)
    # The story dragon after the Elite Four, one per version.
    at("black-white", "black", "Reshiram", 9)
    at("black-white", "black", "Zekrom", None)
    at("black-white", "white", "Zekrom", 9)
    # Black 2/White 2: the starters and Route 19's Patrat before Cheren; Gible and Dratini by version.
    for v in ("black-2", "white-2"):
        for sp in ("Snivy", "Tepig", "Oshawott", "Patrat", "Purrloin"):
            at("black-2-white-2", v, sp, 0)
        at("black-2-white-2", v, "Eevee", 2)
        at("black-2-white-2", v, "Zorua", 4)
        at("black-2-white-2", v, "Deerling", 5)
    at("black-2-white-2", "black-2", "Gible", 0)
    at("black-2-white-2", "white-2", "Dratini", 0)
    # Kyurem waits for a captured dragon: after the Elite Four.
    at("black-2-white-2", "black-2", "Kyurem", 9)
    # Route 1's dark grass (Scraggy) is beyond the water: only with extra.needs honoured does it wait for Surf.
    st, en = load(os.path.join(HERE, "black-white.json")), load(os.path.join(DATA, "encounters", "black-white.json"))
    if availability(st, en, "black", needs=True).get("Scraggy") != 3:
        err("fact black-white black: with extra.needs, Scraggy first before G4 (Route 4, Desert Resort)")
    # What can be had only grows (by construction of first checkpoints).
    for game, versions in GAMES.items():
        for v in versions:
            n = len(load(os.path.join(HERE, game + ".json"))["checkpoints"])
            for needs in (False, True):
                first = availability(load(os.path.join(HERE, game + ".json")),
                                     load(os.path.join(DATA, "encounters", game + ".json")), v, needs)
                counts_at = [sum(1 for k in first.values() if k <= i) for i in range(n)]
                if counts_at != sorted(counts_at):
                    err(f"{game} {v}: availability shrinks: {counts_at}")
                print(f"{game} {v}{' (extra.needs honoured)' if needs else ''}: species (no evolutions) "
                      f"per checkpoint: {counts_at}")


def main(argv):
    srcs, args = sources.split(argv[1:])
    regen = True
    for a in args:
        if a == "--no-regen":
            regen = False
        else:
            raise SystemExit(__doc__)
    if regen:
        if srcs is None:
            raise SystemExit(__doc__)
        for repo in ("PokeAPI/pokeapi", "domtronn/nuzlocke.app"):
            srcs.git_dir(repo)  # stops, naming the snapshot, when one is missing
        regenerate(srcs)
    check_archipelago(srcs)
    rewards.check_lines(srcs, err)
    validate()
    print(f"check_gen5: {len(errors)} failure(s)")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main(sys.argv)
