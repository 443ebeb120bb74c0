#!/usr/bin/env python3
"""Wild encounters of Red/Blue and Yellow from the pret decompilations into
data/encounters/<game>.json (our own facts, in the schema of the encounter
files: data/README.md section 10, "The files").

Usage:
    extract_gen1.py --sources DIR GAME [OUT]

GAME is red-blue (pret/pokered) or yellow (pret/pokeyellow), read at the
commit of data/README.md section 8 from the snapshots under DIR (section
11); OUT defaults to data/encounters/GAME.json.  Files are read with
`git show COMMIT:path`.

What is read and how (see data/README.md section 10, "Red/Blue and Yellow"):
  * constants/map_constants.asm: map ids (location = the map constant);
  * data/wild/grass_water.asm: WildDataPointers (one label per map id, in map
    id order) and the INCLUDEd data/wild/maps/*.asm; in each, the
    def_grass_wildmons block (method `walk`: grass, and every step on an
    indoor map, engine/battle/wild_encounters.asm) and the def_water_wildmons
    block (method `surf`), ten `db level, SPECIES` slots each, a rate of 0
    meaning no table; Red/Blue's IF DEF(_RED)/IF DEF(_BLUE) are resolved per
    version (the Makefile's -D _RED / -D _BLUE);
  * data/wild/probabilities.asm: the slot odds (wild_chance N = N/256);
  * fishing (engine/items/item_effects.asm ItemUseOldRod/GoodRod/SuperRod):
    Old Rod always Magikarp level 5; Good Rod one of data/wild/good_rod.asm
    with equal odds; Super Rod: Red/Blue data/wild/super_rod.asm
    (SuperRodData: map -> group; ReadSuperRodData picks one of the group's
    N entries with equal odds), Yellow data/wild/super_rod.asm
    (SuperRodFishingSlots: map -> four species/level pairs;
    engine/items/super_rod.asm GenerateRandomFishingEncounter picks them
    with the odds 102/76/51/27 of 256).  Old and Good Rod work on any water;
    the game has no per-map table for them, so they are listed on every map
    of the Super Rod table (the maps with fishable water that the game
    itself names).

Rows: one per (location, method, species, versions, conditions); min/max =
lowest/highest level over the slots; rate = round(100 x the summed slot odds
of that species) (for walk/surf 51,51,39,25,25,25,13,13,11,3 of 256 round to
20,20,15,10,10,10,5,5,4,1).  A species whose slots are identical in every
version is one row with all versions; otherwise one row per version.
Order: map id, method (walk, surf, old-rod, good-rod, super-rod), species
name, versions.  No conditions exist in generation 1 (conditions: []).
"""

import os
import re
import sys
from fractions import Fraction

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "story"))

from rby_common import (GAMES, Repo, game_git_dir, parse_args, write_json, species_table,  # noqa: E402
                        species_name, version_lines, map_constants, strip_comment,
                        db_args)

METHODS = ["walk", "surf", "old-rod", "good-rod", "super-rod"]


def slot_odds(repo):
    """[Fraction] of the ten walk/surf slots (data/wild/probabilities.asm)."""
    odds = []
    for line in repo.show("data/wild/probabilities.asm").splitlines():
        m = re.match(r"\s*wild_chance\s+(\d+)", line)
        if m:
            odds.append(Fraction(int(m.group(1)), 256))
    assert len(odds) == 10 and sum(odds) == 1, odds
    return odds


def wild_tables(repo):
    """map constant -> wild label, and wild label -> included file path."""
    maps = map_constants(repo)
    text = repo.show("data/wild/grass_water.asm")
    ptr_part = text.split("WildDataPointers:")[1].split("assert_table_length")[0]
    labels = re.findall(r"^\s*dw (\w+)", ptr_part, re.M)
    assert len(labels) == len(maps), (len(labels), len(maps))
    files = re.findall(r'^INCLUDE "(data/wild/maps/\w+\.asm)"', text, re.M)
    label_file = {}
    for path in files:
        first = repo.show(path).splitlines()[0]
        m = re.match(r"(\w+):", first)
        label_file[m.group(1)] = path
    return list(zip(maps, labels)), label_file


def parse_wild_file(repo, path, defines):
    """{'walk': [(level, SPECIES)] * 10 or [], 'surf': ...} for one version."""
    out, cur = {"walk": [], "surf": []}, None
    for _, line in version_lines(repo.show(path), defines):
        code = strip_comment(line)
        m = re.match(r"def_(grass|water)_wildmons (\d+)", code)
        if m:
            cur = "walk" if m.group(1) == "grass" else "surf"
            rate = int(m.group(2))
            continue
        if code.startswith("end_"):
            if rate:
                assert len(out[cur]) == 10, (path, cur, out[cur])
            else:
                assert not out[cur], (path, cur)
            cur = None
            continue
        args = db_args(line)
        if args and cur:
            out[cur].append((int(args[0]), args[1]))
    return out


def rb_super_rod(repo):
    """map -> [(Fraction, level, SPECIES)] (Red/Blue SuperRodData)."""
    text = repo.show("data/wild/super_rod.asm")
    index = re.findall(r"^\s*dbw (\w+),\s*\.(\w+)", text, re.M)
    groups, cur = {}, None
    for line in text.splitlines():
        m = re.match(r"^\.(\w+):", line)
        if m:
            cur = m.group(1)
            groups[cur] = []
            continue
        args = db_args(line)
        if cur and args:
            if len(args) == 1:
                count = int(args[0])
                groups[cur] = {"count": count, "mons": []}
            else:
                groups[cur]["mons"].append((int(args[0]), args[1]))
    out = {}
    for mapc, g in index:
        grp = groups[g]
        assert len(grp["mons"]) == grp["count"], g
        out[mapc] = [(Fraction(1, grp["count"]), lv, sp) for lv, sp in grp["mons"]]
    return out


def yellow_super_rod(repo):
    """map -> [(Fraction, level, SPECIES)] (Yellow SuperRodFishingSlots with
    the thresholds of engine/items/super_rod.asm)."""
    code = repo.show("engine/items/super_rod.asm").split("GenerateRandomFishingEncounter:")[1]
    thresholds = [int(x, 16) for x in re.findall(r"cp \$([0-9a-f]{2})", code)]
    assert thresholds == [0x66, 0xb2, 0xe5], thresholds
    bounds = [0] + thresholds + [256]
    odds = [Fraction(bounds[i + 1] - bounds[i], 256) for i in range(4)]
    out = {}
    for line in repo.show("data/wild/super_rod.asm").splitlines():
        args = db_args(line)
        if not args or args == ["-1"]:
            continue
        mapc, rest = args[0], args[1:]
        assert len(rest) == 8, line
        out[mapc] = [(odds[i], int(rest[2 * i + 1]), rest[2 * i]) for i in range(4)]
    return out


def good_rod(repo):
    mons = [tuple(db_args(l)) for l in repo.show("data/wild/good_rod.asm").splitlines()
            if db_args(l)]
    return [(Fraction(1, len(mons)), int(lv), sp) for lv, sp in mons]


def old_rod_mon(repo):
    """(level, SPECIES) of ItemUseOldRod (`lb bc, LEVEL, SPECIES`)."""
    code = repo.show("engine/items/item_effects.asm").split("ItemUseOldRod:")[1]
    m = re.search(r"lb bc, (\d+), (\w+)", code)
    return int(m.group(1)), m.group(2)


def extract(game_id, git_dir, commit):
    game = GAMES[game_id]
    repo = Repo(git_dir, commit)
    spnames = species_table(1)
    odds10 = slot_odds(repo)
    table, label_file = wild_tables(repo)
    versions = game["versions"]
    yellow = game_id == "yellow"
    fish = yellow_super_rod(repo) if yellow else rb_super_rod(repo)
    good = good_rod(repo)
    old_lv, old_sp = old_rod_mon(repo)
    repo.show("engine/items/super_rod.asm" if yellow else "engine/items/item_effects.asm")
    repo.show("engine/battle/wild_encounters.asm")

    # per version: {(map, method): [(odds, level, SPECIES)]}
    slots = {v: {} for v in versions}
    for v in versions:
        for mapc, label in table:
            if label in label_file:
                tabs = parse_wild_file(repo, label_file[label], game["defines"][v])
                for method in ("walk", "surf"):
                    if tabs[method]:
                        slots[v][(mapc, method)] = [
                            (o, lv, sp) for o, (lv, sp) in zip(odds10, tabs[method])]
        for mapc, mons in fish.items():
            slots[v][(mapc, "old-rod")] = [(Fraction(1), old_lv, old_sp)]
            slots[v][(mapc, "good-rod")] = list(good)
            slots[v][(mapc, "super-rod")] = list(mons)

    map_ids = {m: i for i, (m, _) in enumerate(table)}
    for v in versions:
        for (mapc, _) in slots[v]:
            assert mapc in map_ids, mapc

    def summarize(entries):
        """SPECIES -> (min, max, Fraction)"""
        out = {}
        for o, lv, sp in entries:
            lo, hi, f = out.get(sp, (lv, lv, Fraction(0)))
            out[sp] = (min(lo, lv), max(hi, lv), f + o)
        return out

    rows = []
    keys = sorted({k for v in versions for k in slots[v]},
                  key=lambda k: (map_ids[k[0]], METHODS.index(k[1])))
    for mapc, method in keys:
        per_version = {v: summarize(slots[v].get((mapc, method), [])) for v in versions}
        names = sorted({sp for v in versions for sp in per_version[v]},
                       key=lambda sp: species_name(sp, spnames))
        for sp in names:
            facts = {v: per_version[v].get(sp) for v in versions}
            groups = []
            if all(facts[v] == facts[versions[0]] for v in versions):
                groups.append((versions, facts[versions[0]]))
            else:
                for v in versions:
                    if facts[v] is not None:
                        groups.append(([v], facts[v]))
            for vs, (lo, hi, f) in groups:
                rows.append({
                    "location": mapc, "method": method,
                    "species": species_name(sp, spnames),
                    "min": lo, "max": hi, "rate": int(round(f * 100)),
                    "versions": vs, "conditions": [],
                })
    files = ["constants/map_constants.asm", "data/wild/grass_water.asm",
             "data/wild/maps/*.asm", "data/wild/probabilities.asm",
             "data/wild/good_rod.asm", "data/wild/super_rod.asm",
             "engine/items/item_effects.asm", "engine/battle/wild_encounters.asm"]
    if yellow:
        files.append("engine/items/super_rod.asm")
    return {
        "game": game_id,
        "source": "%s at %s: %s" % (game["repo"], commit, ", ".join(files)),
        "generator": "data/encounters/extract_gen1.py",
        "encounters": rows,
    }


def main():
    srcs, game_id, out = parse_args(sys.argv[1:], __doc__)
    git_dir = game_git_dir(srcs, game_id)
    commit = GAMES[game_id]["commit"]
    out = out or os.path.join(
        os.path.dirname(os.path.abspath(__file__)), game_id + ".json")
    write_json(out, extract(game_id, git_dir, commit))


if __name__ == "__main__":
    main()
