#!/usr/bin/env python3
"""Level-up moves and TM/HM compatibility of Gold/Silver and Crystal ->
data/learnsets/<game>.json.

Usage:
    extract_gsc.py --sources DIR GAME [OUT]

GAME is gold-silver (pret/pokegold) or crystal (pret/pokecrystal), read from
the snapshots under DIR (data/README.md section 11) at the commit of
data/README.md section 8.  Read with `git show COMMIT:path`:
  - constants/item_constants.asm: the TM/HM list (`add_tm MOVE` = TM01,
    TM02, ... in order; `add_hm` = HM01 ...; Crystal's `add_mt` = the three
    move tutor moves);
  - data/pokemon/evos_attacks_pointers.asm, data/pokemon/evos_attacks.asm:
    the level-up moves (after each species' evolutions, `db level, MOVE`, in
    the source's order; level-1 moves are listed there with level 1);
  - data/pokemon/base_stats/*.asm: the `tmhm` line of each species (TM, HM
    and, in Crystal, tutor moves it can learn); Gold/Silver's IF DEF(_GOLD)
    blocks in these files only hold sprite sizes: the script checks that both
    versions' lines are identical;
  - constants/pokemon_constants.asm, data/pokemon/names.asm,
    constants/move_constants.asm, data/moves/names.asm (names).
Species: the 251 of data/species/gen-2.json, in national dex order. Moves:
@pkmn/dex names (gsc_common.move_table).  Crystal's tutor moves (Goldenrod
City's move tutor) go under the species' "extra": {"tutor": [...]}.
"""

import os
import re
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "encounters"))
import gsc_common as gc  # noqa: E402
from extract_gen12 import label_blocks, learnset, pointer_list  # noqa: E402


def main():
    git_dir, game_id, out = gc.parse_args(sys.argv[1:], __doc__)
    out = out or os.path.join(
        os.path.dirname(os.path.abspath(__file__)), game_id + ".json")
    g = gc.GAMES[game_id]
    repo = gc.Repo(git_dir, g["commit"])
    species = gc.species_table(repo)
    moves = gc.move_table(repo)
    order = gc.species_order()

    items = repo.show("constants/item_constants.asm")
    tms = re.findall(r"^\s*add_tm (\w+)", items, re.M)
    hms = re.findall(r"^\s*add_hm (\w+)", items, re.M)
    tutors = re.findall(r"^\s*add_mt (\w+)", items, re.M)
    if len(tms) != 50 or len(hms) != 7:
        gc.fail("expected 50 TMs and 7 HMs, got %d and %d" % (len(tms), len(hms)))
    machine_of = {}
    machines = {}
    for i, m in enumerate(tms, start=1):
        machine_of[m] = "tm%02d" % i
        machines["tm%02d" % i] = moves[m]
    for i, m in enumerate(hms, start=1):
        machine_of[m] = "hm%02d" % i
        machines["hm%02d" % i] = moves[m]

    consts = gc.const_list(repo.show("constants/pokemon_constants.asm"))
    ptrs = pointer_list(repo.show("data/pokemon/evos_attacks_pointers.asm"))
    blocks = label_blocks(repo.show("data/pokemon/evos_attacks.asm"))
    levelup = {}
    for i, label in enumerate(ptrs, start=1):
        if i < len(consts) and consts[i] in species:
            levelup[consts[i]] = [[lv, moves[mv]] for lv, mv in learnset(blocks[label])]

    tmhm = {}
    for fname in repo.ls("data/pokemon/base_stats"):
        text = repo.show("data/pokemon/base_stats/" + fname)
        per_version = {}
        sp = None
        for _no, line, vs in gc.version_lines(text, g["versions"]):
            code = gc.strip_comment(line)
            if sp is None and code.startswith("db "):
                sp = code[3:].strip()
            if code == "tmhm" or code.startswith("tmhm "):
                for v in vs:
                    per_version[v] = [x.strip() for x in code[5:].split(",") if x.strip()]
        lists = list(per_version.values())
        if len(per_version) != len(g["versions"]) or any(x != lists[0] for x in lists):
            gc.fail("%s: tmhm differs by version or is missing" % fname)
        if sp not in species:
            gc.fail("%s: unknown species %s" % (fname, sp))
        tmhm[sp] = lists[0]

    out_species = {}
    for const in sorted(species, key=lambda c: order[species[c]]):
        entry = {"levelup": levelup[const]}
        ms, tut = [], []
        for mv in tmhm[const]:
            if mv in machine_of:
                ms.append(machine_of[mv])
            elif mv in tutors:
                tut.append(moves[mv])
            else:
                gc.fail("%s: %s is no TM, HM or tutor move" % (const, mv))
        entry["machines"] = sorted(ms, key=lambda x: (x[:2] != "tm", int(x[2:])))
        if tut:
            entry["extra"] = {"tutor": tut}
        out_species[species[const]] = entry
    if len(out_species) != 251:
        gc.fail("expected 251 species")
    files = sorted({f for f in repo.read_files if not f.startswith("data/pokemon/base_stats/")}
                   | {"data/pokemon/base_stats/*.asm"})
    doc = {"game": game_id,
           "source": "%s at %s: %s" % (g["repo"], g["commit"], ", ".join(files)),
           "generator": "data/learnsets/extract_gsc.py",
           "machines": machines,
           "species": out_species}
    if tutors:
        doc["extra"] = {"tutor": [moves[m] for m in tutors],
                        "tutor_note": "Crystal's move tutor (constants/item_constants.asm add_mt; "
                                      "maps/GoldenrodCity.asm GoldenrodCityMoveTutorCallback: in Goldenrod City "
                                      "on Wednesdays and Saturdays once EVENT_BEAT_ELITE_FOUR is set): per "
                                      "species under extra.tutor"}
    gc.write_json(out, doc)


if __name__ == "__main__":
    main()
