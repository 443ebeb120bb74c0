#!/usr/bin/env python3
"""Compare data/abilities/gen-3.json and gen-4.json (from @pkmn/dex) with the
games' own base-stats tables (data/README.md section 11):

    python3 data/abilities/check_species_decomp.py MIRRORS

generation 3 with pret/pokeruby src/data/pokemon/base_stats.h and
pret/pokefirered src/data/pokemon/species_info.h, generation 4 with
pret/pokeplatinum res/pokemon/*/data.json and pret/pokeheartgold
files/poketool/personal/personal.json, each at the commit its game file
cites (git --git-dir=MIRRORS/<owner>+<name>/repo show COMMIT:path). For every
species of the table whose name is a base form of our file, its two abilities
(ABILITY_NONE dropped) must be the file's slots "0" and "1" (names compared
folded: lowercase letters and digits). Prints every difference; exits 1 on
any. Needs the mirrors; standard library only.
"""
import json
import os
import re
import sys

sys.dont_write_bytecode = True  # importing the game extractors leaves no __pycache__ in the tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "games"))
sys.path.insert(0, HERE)
import extract_gen34 as g34  # noqa: E402
import extract_trainers as et  # noqa: E402


def fold(s):
    return re.sub(r"[^a-z0-9]", "", s.lower())


def ours(gen):
    with open(os.path.join(HERE, "gen-%d.json" % gen), encoding="utf-8") as f:
        return {fold(e["name"]): e for e in json.load(f)["species"]}


def compare(label, gen, table, mine):
    diffs, n = [], 0
    for const, rec in sorted(table.items()):
        name = fold(g34.pretty_species(const))
        if name not in mine or const in ("SPECIES_NONE", "SPECIES_EGG"):
            continue
        pair = [fold(a[len("ABILITY_"):]) for a in rec["abilities"] if a != "ABILITY_NONE"]
        if len(pair) == 2 and pair[0] == pair[1]:
            pair = pair[:1]
        want = [fold(mine[name]["abilities"][k]) for k in ("0", "1") if k in mine[name]["abilities"]]
        n += 1
        if pair != want:
            diffs.append("%s: %s %s, gen-%d.json %s" % (label, const, rec["abilities"], gen, mine[name]["abilities"]))
    return n, diffs


def main(argv):
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    mirrors = argv[0]
    out = []
    for game, gen in (("ruby-sapphire", 3), ("firered-leafgreen", 3), ("platinum", 4), ("heartgold-soulsilver", 4)):
        repo, commit, path = et.GEN34[game]
        src = g34.Git(et.git_dir(mirrors, repo), commit)
        if isinstance(path, list):
            table = et.PersonalJson(src, path).tables[0]
        elif path == "res/pokemon":
            table = {}
            for name in src.ls("res/pokemon"):
                base = name.rsplit("/", 1)[-1]
                try:
                    d = json.loads(src.read("res/pokemon/%s/data.json" % base))
                except Exception:
                    continue
                table["SPECIES_" + base.upper()] = {"abilities": d["abilities"]}
        else:
            table = et.Gen3Abilities(src, path).by_species
        n, diffs = compare("%s (%s)" % (game, repo), gen, table, ours(gen))
        print("%s: %d species compared, %d differences" % (game, n, len(diffs)))
        out += diffs
    for d in out:
        print("  " + d)
    return 1 if out else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
