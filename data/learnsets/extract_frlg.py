#!/usr/bin/env python3
"""FireRed/LeafGreen level-up and TM/HM learnsets -> data/learnsets/firered-leafgreen.json.

Usage:
    python3 data/learnsets/extract_frlg.py --sources DIR [OUT]

Reads pret/pokefirered at frlg_common.POKEFIRERED_COMMIT with
`git show COMMIT:path`:
  - src/data/pokemon/level_up_learnsets.h (the `s<Name>LevelUpLearnset[]`
    tables of LEVEL_UP_MOVE(level, move), in the source's order),
  - src/data/pokemon/level_up_learnset_pointers.h (species -> table),
  - src/data/pokemon/tmhm_learnsets.h (species -> TMHM(TMxx_MOVE) bits),
  - src/data/party_menu.h sTMHMMoves[] (machine number -> move: TM01..TM50
    then HM01..HM08, the table the game teaches from, src/party_menu.c),
  - include/constants/moves.h (move numbers, to check the names).
Needs `node` and data/gen/node_modules (npm ci) for the @pkmn/dex move names.

Versions: the files are compiled once per version; the only conditional
blocks (`#if defined(FIRERED)` / `#elif defined(LEAFGREEN)`) are in
level_up_learnsets.h: Deoxys (FireRed's table is the Attack Forme's,
LeafGreen's the Defense Forme's, matching sDeoxysBaseStats in
src/pokemon.c) and Dugtrio (the order of two level-1 moves).  Deoxys is
written as "Deoxys-Attack" (FireRed) and "Deoxys-Defense" (LeafGreen), each
with `"versions"` in `extra`; Dugtrio gets FireRed's order and LeafGreen's in
`extra.levelup_leafgreen`.  "Deoxys" (Normal Forme) and "Deoxys-Speed" do not
exist in these games and are not listed.  SPECIES_OLD_UNOWN_* (unused
placeholder slots) are skipped; Unown's letters share one learnset ("Unown").

Order: species in the order of data/species/gen-3.json; level-up moves in the
source's order; machines sorted tm01..tm50, hm01..hm08.  HM08 (Dive) is in
the source's tables although no HM08 is obtainable in FireRed/LeafGreen (see
data/story/firered-leafgreen.json for the obtainable machines).
"""

import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "story"))
from frlg_common import (GAME, POKEFIRERED, POKEFIRERED_COMMIT, VERSIONS, MoveNames,  # noqa: E402
                         SpeciesNames, c_block, load_species, pokefirered, strip_comments, write_json,
                         parse_args)

HERE = os.path.dirname(os.path.abspath(__file__))
LEVELUP = "src/data/pokemon/level_up_learnsets.h"
POINTERS = "src/data/pokemon/level_up_learnset_pointers.h"
TMHM = "src/data/pokemon/tmhm_learnsets.h"
MACHINES = "src/data/party_menu.h"
VERSION_MACRO = {"firered": "FIRERED", "leafgreen": "LEAFGREEN"}
DEOXYS = {"firered": "Deoxys-Attack", "leafgreen": "Deoxys-Defense"}


def preprocess(text, version):
    """Keep the branch of `#if defined(FIRERED)` / `#elif defined(LEAFGREEN)` /
    `#else` / `#endif` that the version compiles; other directives are errors."""
    macro = VERSION_MACRO[version]
    out, stack = [], []   # stack of [taking, any_taken]
    for line in text.splitlines():
        s = line.strip()
        m = re.match(r"#(if|elif)\s+defined\((\w+)\)\s*$", s)
        if m:
            cond = m.group(2) == macro
            if m.group(1) == "if":
                stack.append([cond, cond])
            else:
                top = stack[-1]
                top[0] = cond and not top[1]
                top[1] = top[1] or cond
            continue
        if s == "#else":
            top = stack[-1]
            top[0] = not top[1]
            top[1] = True
            continue
        if s == "#endif":
            stack.pop()
            continue
        if s.startswith("#") and not s.startswith("#define"):
            raise SystemExit(f"unexpected directive: {s}")
        if all(t[0] for t in stack):
            out.append(line)
    if stack:
        raise SystemExit("unbalanced #if")
    return "\n".join(out)


def levelup_tables(src, version):
    text = strip_comments(preprocess(src.read(LEVELUP), version))
    tables = {}
    for m in re.finditer(r"static const u16 (\w+)\[\]\s*=\s*\{", text):
        body = c_block(text, m.end() - 1)
        tables[m.group(1)] = re.findall(r"LEVEL_UP_MOVE\(\s*(\d+)\s*,\s*(MOVE_\w+)\s*\)", body)
    ptext = strip_comments(src.read(POINTERS))
    body = c_block(ptext, ptext.index("gLevelUpLearnsets"))
    return {sp: tables[tab] for sp, tab in re.findall(r"\[(SPECIES_\w+)\]\s*=\s*(\w+)", body)}


def machine_table(src, move_name):
    text = strip_comments(src.read(MACHINES))
    body = c_block(text, text.index("sTMHMMoves[]"))
    moves = re.findall(r"MOVE_\w+", body)
    if len(moves) != 58:
        raise SystemExit(f"sTMHMMoves: {len(moves)} entries, expected 50 TMs + 8 HMs")
    ids = [f"tm{i:02d}" for i in range(1, 51)] + [f"hm{i:02d}" for i in range(1, 9)]
    return {i: move_name(m) for i, m in zip(ids, moves)}, dict(zip(ids, moves))


def tmhm_sets(src, machine_consts):
    text = strip_comments(src.read(TMHM))
    out = {}
    for m in re.finditer(r"\[(SPECIES_\w+)\]\s*=\s*TMHM_LEARNSET\(", text):
        depth, j = 1, m.end()
        while depth:
            depth += {"(": 1, ")": -1}.get(text[j], 0)
            j += 1
        ids = []
        for kind, num, move in re.findall(r"TMHM\((TM|HM)(\d\d)_(\w+)\)", text[m.end():j]):
            mid = f"{kind.lower()}{num}"
            if machine_consts[mid] != "MOVE_" + move:
                raise SystemExit(f"{m.group(1)}: {kind}{num}_{move} but sTMHMMoves has {machine_consts[mid]}")
            ids.append(mid)
        out[m.group(1)] = sorted(set(ids), key=lambda x: (x[:2] == "hm", x))
    return out


def extract(src):
    species_name = SpeciesNames(3)
    move_name = MoveNames(src, 3)
    machines, machine_consts = machine_table(src, move_name)
    tmhm = tmhm_sets(src, machine_consts)
    per_version = {v: levelup_tables(src, v) for v in VERSIONS}
    species = {}
    for const, fr_moves in per_version["firered"].items():
        if const in ("SPECIES_NONE", "SPECIES_EGG") or const.startswith("SPECIES_OLD_UNOWN_"):
            continue
        lg_moves = per_version["leafgreen"][const]
        tm = tmhm.get(const)
        if tm is None:
            raise SystemExit(f"{const} has no TM/HM learnset")
        lv = {v: [[int(l), move_name(m)] for l, m in per_version[v][const]] for v in VERSIONS}
        if const == "SPECIES_DEOXYS":
            for v in VERSIONS:
                species[DEOXYS[v]] = {"levelup": lv[v], "machines": tm,
                                      "extra": {"versions": [v], "note": (
                                          "SPECIES_DEOXYS: FireRed's level-up table is the Attack Forme's, "
                                          "LeafGreen's the Defense Forme's (#if defined(FIRERED) in "
                                          f"{LEVELUP}; sDeoxysBaseStats in src/pokemon.c); the TM/HM "
                                          "learnset is shared.")}}
            continue
        name = species_name(const)
        entry = {"levelup": lv["firered"], "machines": tm}
        if lv["leafgreen"] != lv["firered"]:
            if sorted(map(tuple, lv["leafgreen"])) != sorted(map(tuple, lv["firered"])):
                raise SystemExit(f"{const}: FireRed and LeafGreen learnsets differ beyond order; handle it")
            entry["extra"] = {"levelup_leafgreen": lv["leafgreen"],
                              "note": "LeafGreen lists the same moves in another order (#if defined(LEAFGREEN))."}
        species[name] = entry
    order = load_species(3)
    missing = [n for n in order if n not in species and n not in ("Deoxys", "Deoxys-Speed")]
    if missing:
        raise SystemExit(f"species without a learnset: {missing}")
    extra = [n for n in species if n not in order]
    if extra:
        raise SystemExit(f"learnsets for names not in gen-3.json: {extra}")
    return machines, {n: species[n] for n in order if n in species}


def main(argv):
    srcs, out = parse_args(argv, __doc__)
    src = pokefirered(srcs)
    out = out or os.path.join(HERE, GAME + ".json")
    machines, species = extract(src)
    doc = {
        "game": GAME,
        "source": (f"{POKEFIRERED} at {POKEFIRERED_COMMIT}: {LEVELUP}, {POINTERS}, {TMHM}, "
                   f"{MACHINES} (sTMHMMoves), include/constants/moves.h"),
        "generator": "data/learnsets/extract_frlg.py",
        "extra": {"versions": VERSIONS, "note": ("Deoxys is listed as Deoxys-Attack (FireRed) and Deoxys-Defense (LeafGreen), the forme each "
                 "version has; Deoxys and Deoxys-Speed are not in these games. Unown's forms share one "
                 "learnset (listed as Unown). Dugtrio: LeafGreen orders two level-1 moves differently "
                 "(extra.levelup_leafgreen). Move tutors and egg moves are not included. hm08 (Dive) is in "
                 "the source's tables but no HM08 can be obtained in FireRed/LeafGreen.")},
        "machines": machines,
        "species": species,
    }
    write_json(out, doc)
    print(f"wrote {out}: {len(species)} species, {len(machines)} machines")


if __name__ == "__main__":
    main(sys.argv)
