#!/usr/bin/env python3
"""Check data/evolutions.json (stdlib only).

Usage: check_evolutions.py --sources DIR

(DIR as in data/README.md section 11: PokeAPI/pokeapi, and pret/pokered if
present, at their pinned commits.)

1. Regenerates the file with extract.py into a temporary copy of data/
   (data/pipeline/runner.py) and compares it byte for byte with the
   committed one.
2. Validates it: every species name (from, to, trade_species, party_species)
   is a `name` of data/species/gen-N.json for the row's since_generation;
   every move (known_move, extra.used_move) a move of data/moves/gen-M.json
   for some M >= since_generation; since, until and version_group are
   version groups of the file's list, since <= until; triggers, items and
   locations are PokeAPI identifiers (lowercase, hyphenated).
3. Asserts facts that any reader can check in the games (the brief's list).
4. When DIR holds pret/pokered: compares the rows valid in red-blue with the evolutions
   of pret/pokered at POKERED_COMMIT (data/pokemon/evos_moves.asm:
   EVOLVE_LEVEL, EVOLVE_ITEM, EVOLVE_TRADE): the same (from, to, trigger,
   level, item) sets.
5. When DIR holds smogon/pokemon-showdown: the lines each row's
   extra.since_source cites (extract.py SINCE_FIXES) open the object named
   and hold each fragment quoted.

Exits 1 on any failure.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline import runner, sources  # noqa: E402
from data.pipeline.git import Repo  # noqa: E402
from data.pipeline.jsonio import load  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
COMMITTED = os.path.join(DATA, "evolutions.json")

POKERED_COMMIT = sources.commit("pret/pokered")  # as data/games/red-blue.json
# pokered's evos_moves.asm labels whose folded spelling is not our name.
POKERED_NAMES = {"nidoranm": "Nidoran-M", "nidoranf": "Nidoran-F"}

failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message, file=sys.stderr)


def main():
    srcs, args = sources.split(sys.argv[1:])
    if srcs is None or args:
        sys.exit("usage: check_evolutions.py --sources DIR")
    pokered = srcs.find("pret/pokered")

    # 1. Regenerate and compare (data/pipeline/runner.py: extract.py in a
    #    temporary copy of data/).
    for problem in runner.regenerate(srcs, ["evolutions"]):
        fail(problem)

    # 2. Validate.
    doc = load(COMMITTED)
    order = doc["version_groups"]
    rank = {v: i for i, v in enumerate(order)}
    species = {g: {e["name"] for e in load(os.path.join(DATA, "species", "gen-%d.json" % g))["species"]}
               for g in range(1, 10)}
    moves = {g: {m["name"] for m in load(os.path.join(DATA, "moves", "gen-%d.json" % g))["moves"]}
             for g in range(1, 10)}
    ident = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
    rows = doc["evolutions"]
    for row in rows:
        label = "%s -> %s (PokeAPI row %d)" % (row["from"], row["to"], row["pokeapi_id"])
        gen = row["since_generation"]
        for key in ("from", "to", "trade_species", "party_species"):
            name = row[key]
            if name is not None and name not in species[gen]:
                fail("%s: %s %r is not in data/species/gen-%d.json" % (label, key, name, gen))
        for name in (row["known_move"], row.get("extra", {}).get("used_move")):
            if name is not None and not any(name in moves[g] for g in range(gen, 10)):
                fail("%s: move %r is in no data/moves/gen-N.json from generation %d" % (label, name, gen))
        for key in ("version_group", "since", "until"):
            if row[key] is not None and row[key] not in rank:
                fail("%s: %s %r is not a version group" % (label, key, row[key]))
        if row["until"] is not None and rank[row["until"]] < rank[row["since"]]:
            fail("%s: until before since" % label)
        if rank[row["since"]] < rank[row["version_group"]] and not row.get("extra", {}).get("since_source"):
            fail("%s: since before PokeAPI's version group, without a since_source" % label)
        for key in ("trigger", "item", "held_item", "location", "gender"):
            if row[key] is not None and not ident.match(row[key]):
                fail("%s: %s %r is not an identifier" % (label, key, row[key]))
    print("%d rows validated" % len(rows))

    # 3. Facts.
    def find(frm, to, **want):
        found = [r for r in rows if r["from"] == frm and r["to"] == to
                 and all(r[k] == v for k, v in want.items())]
        if not found:
            fail("no row %s -> %s with %s" % (frm, to, want))
        return found

    find("Charmander", "Charmeleon", trigger="level-up", min_level=16, since="red-blue", until=None)
    find("Magikarp", "Gyarados", trigger="level-up", min_level=20, since="red-blue")
    find("Eevee", "Vaporeon", trigger="use-item", item="water-stone", since="red-blue")
    find("Kadabra", "Alakazam", trigger="trade", held_item=None, since="red-blue")
    for r in find("Golbat", "Crobat", trigger="level-up", since_generation=2):
        if not r["min_happiness"]:
            fail("Golbat -> Crobat without happiness")
    find("Pikachu", "Raichu", trigger="use-item", item="thunder-stone", since="red-blue")
    find("Caterpie", "Metapod", trigger="level-up", min_level=7)
    find("Metapod", "Butterfree", trigger="level-up", min_level=10)
    find("Weedle", "Kakuna", trigger="level-up", min_level=7)
    find("Kakuna", "Beedrill", trigger="level-up", min_level=10)
    find("Rattata", "Raticate", trigger="level-up", min_level=20, since="red-blue")
    # Regional forms are their own rows.
    find("Rattata-Alola", "Raticate-Alola", min_level=20, time_of_day="night", since="sun-moon")
    # The Ice Stone's evolutions hold from the game that has the stone (extract.py SINCE_FIXES).
    find("Vulpix-Alola", "Ninetales-Alola", trigger="use-item", item="ice-stone", since="sun-moon")
    find("Sandshrew-Alola", "Sandslash-Alola", trigger="use-item", item="ice-stone", since="sun-moon")
    print("facts checked")

    # 4. Red/Blue against pokered.
    if pokered is not None:
        text = Repo(pokered, POKERED_COMMIT).show("data/pokemon/evos_moves.asm")
        fold = lambda s: re.sub(r"[^a-z0-9]", "", s.lower())
        ours = {fold(n): n for n in species[1]}

        def name(label):
            key = fold(label)
            if key in POKERED_NAMES:
                return POKERED_NAMES[key]
            if key not in ours:
                fail("pokered name %s maps to no species" % label)
            return ours.get(key, label)

        pret, current = set(), None
        for line in text.splitlines():
            m = re.match(r"^(\w+)EvosMoves:", line)
            if m:
                current = m.group(1)
                continue
            m = re.match(r"\s*db EVOLVE_(LEVEL|ITEM|TRADE), (.*)", line)
            if m and current:
                kind, rest = m.groups()
                parts = [p.strip() for p in rest.split(";")[0].split(",")]
                frm, to = name(current), name(parts[-1])
                if kind == "LEVEL":
                    pret.add((frm, to, "level-up", int(parts[0]), None))
                elif kind == "ITEM":
                    pret.add((frm, to, "use-item", None, parts[0].lower().replace("_", "-")))
                else:
                    pret.add((frm, to, "trade", None, None))
        red_blue = rank["red-blue"]
        api = {(r["from"], r["to"], r["trigger"], r["min_level"], r["item"]) for r in rows
               if rank[r["since"]] <= red_blue and (r["until"] is None or rank[r["until"]] >= red_blue)}
        for extra in sorted(pret - api):
            fail("pokered has %s, not PokeAPI (valid in red-blue)" % (extra,))
        for extra in sorted(api - pret):
            fail("PokeAPI (valid in red-blue) has %s, not pokered" % (extra,))
        print("red-blue: %d evolutions in pokered, %d valid rows in PokeAPI, %d in common"
              % (len(pret), len(api), len(pret & api)))

    # 5. The Showdown lines a since_source cites say what it quotes.
    showdown = srcs.find("smogon/pokemon-showdown")
    if showdown is not None:
        repo = Repo(showdown, sources.commit("smogon/pokemon-showdown"))
        cited = 0
        for row in rows:
            for path, lo, hi, key, said in re.findall(r"(data/[\w/.]+) lines (\d+)-(\d+) \((\w+): ([^)]*)\)",
                                                      row.get("extra", {}).get("since_source", "")):
                lines = repo.show(path).splitlines()[int(lo) - 1:int(hi)]
                if not lines or lines[0] != "\t%s: {" % key:
                    fail("%s lines %s-%s do not open %s" % (path, lo, hi, key))
                for fragment in said.split(", "):
                    if not any(fragment in line for line in lines):
                        fail("%s lines %s-%s do not say %s" % (path, lo, hi, fragment))
                cited += 1
        print("%d Showdown citations checked" % cited)

    if failures:
        sys.exit("%d failure(s)" % len(failures))
    print("data/evolutions.json checks pass")


if __name__ == "__main__":
    main()
