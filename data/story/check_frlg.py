#!/usr/bin/env python3
"""Check the FireRed/LeafGreen availability files.

Usage:
    python3 data/story/check_frlg.py --sources DIR

(DIR holds pret/pokefirered and PokeAPI/pokeapi: data/README.md section 11.)

1. Regenerates, into a temporary folder, every generated file of the game
   (data/story/firered-leafgreen.json, data/encounters/firered-leafgreen.json,
   data/encounters/pokeapi/firered-leafgreen.json,
   data/learnsets/firered-leafgreen.json) and compares them byte for byte
   with the committed ones.
2. Validates: species names (data/species/gen-3.json), move names (@pkmn/dex,
   data/gen), location ids (every id used anywhere is in the story's
   `locations`, each listed in exactly one checkpoint), checkpoint order (the
   gyms of data/games/firered-leafgreen.json in order, then `end`), the
   vocabularies (methods, conditions, gates, `how`, item identifiers), gates
   used before they are unlocked, machines known to the learnset file.
3. Checks the PokeAPI cross-check: the wild species per version and method
   equal the encounters file's (Altering Cave's event tables included, as
   PokeAPI lists them).
4. Checks facts a player would ask (the story's answers before some gyms).

Exit status 0 when all pass; the problems are printed otherwise.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from frlg_common import GAME, VERSIONS, load_species, pkmn_moves, sources  # noqa: E402
from data.pipeline import runner  # noqa: E402
from data.pipeline.jsonio import load  # noqa: E402
from build_frlg import CHECKPOINTS, EVOLUTION_ITEMS, GATES, HOW_ITEM, HOW_RECEIVED  # noqa: E402

FILES = {
    "story": (os.path.join(DATA, "story", "build_frlg.py"), os.path.join(DATA, "story", GAME + ".json"), "pokefirered"),
    "encounters": (os.path.join(DATA, "encounters", "extract_frlg.py"),
                   os.path.join(DATA, "encounters", GAME + ".json"), "pokefirered"),
    "pokeapi": (os.path.join(DATA, "encounters", "pokeapi_frlg.py"),
                os.path.join(DATA, "encounters", "pokeapi", GAME + ".json"), "pokeapi"),
    "learnsets": (os.path.join(DATA, "learnsets", "extract_frlg.py"),
                  os.path.join(DATA, "learnsets", GAME + ".json"), "pokefirered"),
}
METHODS = ["walk", "surf", "rock-smash", "old-rod", "good-rod", "super-rod"]
METHOD_GATE = {"surf": "surf", "rock-smash": "rock-smash", "old-rod": "old-rod", "good-rod": "good-rod",
               "super-rod": "super-rod"}
NEVER_UNLOCKED = {"auroraticket", "mysticticket"}  # Mystery Gift items
CONDITIONS = {"time-morning", "time-day", "time-night", "swarm-yes", "radar-on", "slot2-ruby", "slot2-sapphire",
              "slot2-emerald", "slot2-firered", "slot2-leafgreen", "radio-hoenn", "radio-sinnoh"}

problems = []


def fail(msg):
    problems.append(msg)


def regenerate(srcs):
    """Regenerate the family's files into a temporary copy of data/ and
    compare them with the committed ones (data/pipeline/runner.py)."""
    for problem in runner.regenerate(srcs, ["frlg"]):
        fail(problem)


def machine_ids():
    return [f"tm{i:02d}" for i in range(1, 51)] + [f"hm{i:02d}" for i in range(1, 9)]


def validate():
    species = set(load_species(3))
    story = load(FILES["story"][1])
    enc = load(FILES["encounters"][1])
    api = load(FILES["pokeapi"][1])
    learn = load(FILES["learnsets"][1])
    game = load(os.path.join(DATA, "games", GAME + ".json"))

    # --- checkpoints ---------------------------------------------------
    gyms = [g["id"] for g in game["gyms"]]
    befores = [cp["before"] for cp in story["checkpoints"]]
    if befores != gyms + ["end"]:
        fail(f"checkpoints {befores} are not the game's gyms {gyms} + end")
    if befores != CHECKPOINTS:
        fail("build_frlg.CHECKPOINTS differs from the story's checkpoints")
    cp_index = {b: i for i, b in enumerate(befores)}

    # --- locations -----------------------------------------------------
    table = story["locations"]
    listed = {}
    for cp in story["checkpoints"]:
        for l in cp["locations"]:
            if l["id"] in listed:
                fail(f"location {l['id']} listed in {listed[l['id']]} and {cp['before']}")
            listed[l["id"]] = cp["before"]
            if not l.get("source"):
                fail(f"location {l['id']} has no source")
    if set(listed) != set(table):
        fail(f"locations table vs checkpoints: {sorted(set(table) ^ set(listed))}")

    def known_location(where, loc):
        if loc not in table:
            fail(f"{where}: location {loc} is not in the story's locations")

    # --- gates ---------------------------------------------------------
    unlocked = {}
    for cp in story["checkpoints"]:
        for u in cp["unlocks"]:
            if u["gate"] not in GATES:
                fail(f"unknown gate {u['gate']}")
            if u["gate"] in unlocked:
                fail(f"gate {u['gate']} unlocked twice")
            unlocked[u["gate"]] = cp_index[cp["before"]]
            if not u.get("source"):
                fail(f"gate {u['gate']} has no source")

    def needs_ok(where, needs, at):
        for g in needs:
            if g not in GATES:
                fail(f"{where}: unknown gate {g}")
            elif g in NEVER_UNLOCKED:
                continue
            elif g not in unlocked:
                fail(f"{where}: gate {g} is never unlocked")
            elif unlocked[g] > at:
                fail(f"{where}: needs {g}, unlocked only before {befores[unlocked[g]]}")

    # --- received and items --------------------------------------------
    evo_or_machine = set(EVOLUTION_ITEMS) | set(machine_ids())
    items_seen = set()
    for cp in story["checkpoints"]:
        at = cp_index[cp["before"]]
        for r in cp["received"]:
            where = f"{cp['before']} received {r['species']}"
            if r["species"] not in species:
                fail(f"{where}: species not in gen-3.json")
            if r["how"] not in HOW_RECEIVED:
                fail(f"{where}: how {r['how']}")
            if r["how"] == "trade" and r.get("gives") not in species:
                fail(f"{where}: gives {r.get('gives')}")
            if "gives" in r and r["how"] != "trade":
                fail(f"{where}: gives without a trade")
            for v in r.get("versions", []):
                if v not in VERSIONS:
                    fail(f"{where}: version {v}")
            known_location(where, r["location"])
            if cp_index[listed.get(r["location"], "end")] > at:
                fail(f"{where}: its location is reached only later")
            needs_ok(where, r.get("needs", []), at)
            if not r.get("source"):
                fail(f"{where}: no source")
        for i in cp["items"]:
            where = f"{cp['before']} item {i['item']} at {i['location']}"
            if i["item"] not in evo_or_machine:
                fail(f"{where}: not a TM/HM or evolution item identifier")
            if i["how"] not in HOW_ITEM:
                fail(f"{where}: how {i['how']}")
            known_location(where, i["location"])
            if cp_index[listed.get(i["location"], "end")] > at:
                fail(f"{where}: its location is reached only later")
            needs_ok(where, i["needs"], at)
            if i["item"].startswith(("tm", "hm")) and i["item"] not in learn["machines"]:
                fail(f"{where}: machine not in the learnset file's table")
            if not i.get("source"):
                fail(f"{where}: no source")
            items_seen.add(i["item"])
    missing = [m for m in machine_ids() if m not in items_seen and m not in ("tm10", "hm08")]
    if missing:
        fail(f"machines with no source in the story: {missing}")

    # --- encounters ------------------------------------------------------
    for e in enc["encounters"]:
        where = f"encounter {e['location']} {e['method']} {e['species']}"
        known_location(where, e["location"])
        if e["species"] not in species:
            fail(f"{where}: species")
        if e["method"] not in METHODS:
            fail(f"{where}: method")
        if any(c not in CONDITIONS for c in e["conditions"]):
            fail(f"{where}: conditions {e['conditions']}")
        if not e["versions"] or any(v not in VERSIONS for v in e["versions"]):
            fail(f"{where}: versions {e['versions']}")
        if not (1 <= e["min"] <= e["max"] <= 100) or not (0 < e["rate"] <= 100):
            fail(f"{where}: levels or rate")

    # --- learnsets -------------------------------------------------------
    moves = {name for _, name in pkmn_moves(3)}
    for m, name in learn["machines"].items():
        if name not in moves:
            fail(f"machine {m}: move {name} unknown")
    for sp, s in learn["species"].items():
        if sp not in species:
            fail(f"learnset species {sp} not in gen-3.json")
        for lvl, mv in s["levelup"] + s.get("extra", {}).get("levelup_leafgreen", []):
            if mv not in moves or not (1 <= lvl <= 100):
                fail(f"learnset {sp}: {lvl} {mv}")
        if s["machines"] != sorted(s["machines"], key=lambda x: (x[:2] == "hm", x)):
            fail(f"learnset {sp}: machines not sorted")
        if any(m not in learn["machines"] for m in s["machines"]):
            fail(f"learnset {sp}: unknown machine")
    absent = species - set(learn["species"])
    if absent != {"Deoxys", "Deoxys-Speed"}:
        fail(f"species without a learnset: {sorted(absent)}")

    # --- PokeAPI cross-check ---------------------------------------------
    for v in VERSIONS:
        ours = {}
        for e in enc["encounters"]:
            if v in e["versions"]:
                ours.setdefault(e["method"], set()).add(e["species"])
        theirs = {m: set(s) for m, s in api["versions"][v]["by_method"].items()}
        if ours != theirs:
            for m in sorted(set(ours) | set(theirs)):
                a, b = ours.get(m, set()), theirs.get(m, set())
                if a != b:
                    fail(f"PokeAPI {v} {m}: only ours {sorted(a - b)}, only PokeAPI {sorted(b - a)}")
        all_ours = set().union(*ours.values())
        if sorted(all_ours) != api["versions"][v]["wild"]:
            fail(f"PokeAPI {v}: wild species sets differ")
    return story, enc


def available(story, enc, before, version):
    """Species a player can have (without evolving) before checkpoint
    `before`, in a version: encounters of reached locations by unlocked
    methods (Mystery Gift tables and method_needs respected), received
    Pokémon with their gates, trades whose asked Pokémon is had."""
    idx = CHECKPOINTS.index(before)
    reached, gates, method_needs = set(), set(), {}
    out, trades = set(), []
    for cp in story["checkpoints"][:idx + 1]:
        for l in cp["locations"]:
            reached.add(l["id"])
            method_needs[l["id"]] = l.get("extra", {}).get("method_needs", {})
        gates.update(u["gate"] for u in cp["unlocks"])
        for r in cp["received"]:
            if version in r.get("versions", VERSIONS) and set(r.get("needs", [])) <= gates:
                if r["how"] == "trade":
                    trades.append(r)
                else:
                    out.add(r["species"])
    for e in enc["encounters"]:
        if version not in e["versions"] or e["location"] not in reached or "extra" in e:
            continue
        g = METHOD_GATE.get(e["method"])
        if g and g not in gates:
            continue
        if not set(method_needs[e["location"]].get(e["method"], [])) <= gates:
            continue
        out.add(e["species"])
    changed = True
    while changed:  # a trade counts when the Pokémon it asks for is had (no evolving here)
        changed = False
        for r in trades:
            if r["gives"] in out and r["species"] not in out:
                out.add(r["species"])
                changed = True
    return out


def facts(story, enc):
    def expect(cond, msg):
        if not cond:
            fail("fact: " + msg)
    for v in VERSIONS:
        g1 = available(story, enc, "G1", v)
        walk_g1 = {e["species"] for e in enc["encounters"]
                   if e["location"] in ("MAP_ROUTE1", "MAP_ROUTE2", "MAP_ROUTE22", "MAP_VIRIDIAN_FOREST")
                   and e["method"] == "walk" and v in e["versions"]}
        expect(g1 == walk_g1 | {"Bulbasaur", "Squirtle", "Charmander"},
               f"{v} before Brock: starters + Routes 1, 2, 22 and Viridian Forest only, got {sorted(g1)}")
        expect({"Caterpie", "Weedle"} <= g1 and "Raticate" not in g1, f"{v} before Brock: Caterpie and Weedle, no Raticate")
        g2 = available(story, enc, "G2", v)
        expect("Magikarp" in g2, f"{v} before Misty: the Magikarp salesman")
        expect("Snorlax" not in available(story, enc, "G4", v), f"{v}: no Snorlax before Erika")
        expect("Snorlax" in available(story, enc, "G5", v), f"{v}: Snorlax before Koga")
        expect("Lapras" not in available(story, enc, "G5", v) and "Lapras" in available(story, enc, "G6", v),
               f"{v}: Lapras (Silph Co.) first before Sabrina")
        expect("Mewtwo" not in available(story, enc, "E4", v) and "Mewtwo" in available(story, enc, "end", v),
               f"{v}: Mewtwo only post-game")
        expect(not ({"Aipom", "Smeargle", "Deoxys-Attack", "Lugia"} & available(story, enc, "end", v)),
               f"{v}: no Mystery Gift content counted")


def main(argv):
    srcs, args = sources.require(argv[1:], __doc__)
    if args:
        raise SystemExit(__doc__)
    regenerate(srcs)
    story, enc = validate()
    facts(story, enc)
    if problems:
        print("\n".join(problems))
        print(f"{len(problems)} problem(s)")
        return 1
    for v in VERSIONS:
        prev = set()
        parts = []
        for cp in CHECKPOINTS:
            a = available(story, enc, cp, v)
            parts.append(f"{cp} {len(a)} (+{len(a - prev)})")
            prev = a
        print(f"{v}: species obtainable without evolving, before: " + ", ".join(parts))
    print("all FireRed/LeafGreen checks pass")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
