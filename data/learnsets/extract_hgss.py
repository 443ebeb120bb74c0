#!/usr/bin/env python3
"""Level-up learnsets and TM/HM compatibility of HeartGold/SoulSilver from
pret/pokeheartgold.

Usage:
    python3 data/learnsets/extract_hgss.py --sources DIR [OUT]

pret/pokeheartgold is read at 0985e8718df4f25e64d6507d89c0c97c0d288981 (DIR:
data/README.md section 11); OUT defaults to
data/learnsets/heartgold-soulsilver.json.  Needs the pinned @pkmn/dex of
data/gen (`npm ci` there) for the move names.  Read with `git show`:
- files/poketool/personal/personal.json: per personal index the species
  constant (`species`), `tms` (TM numbers 1-92) and `hms` (HM numbers 1-8);
  personal.json.txt packs them into the TM/HM bit field of struct BaseStats;
- files/poketool/personal/wotbl.narc: one member per personal index, a list
  of u16 `level << 9 | move` ending with 0xFFFF (the level-up learnset, read
  in order by the game's level-up code);
- include/constants/moves.h: move numbers -> MOVE_ constants;
- src/item.c: sTMHMMoves, the move of TM01..TM92 and HM01..HM08.
Both versions share these files (one personal table, one learnset NARC).
"""

import json
import os
import re
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "story"))
import hgss_common as hc  # noqa: E402

# Personal entries that are not species (include/constants/species.h: 494 and 495).
NOT_SPECIES = {"NONE", "EGG", "BAD_EGG"}
# Species of data/species/gen-4.json without a personal entry of their own:
# they share the learnset of the base species (listed once under it).
SHARED = {"Pichu-Spiky-eared": "Pichu"}
SHARED_PREFIX = {"Arceus-": "Arceus"}


def extract(src):
    species = hc.SpeciesNames()
    moves = hc.MoveNames()
    move_const = {}
    for k, v in hc.c_defines(src.read("include/constants/moves.h"), "MOVE_").items():
        if not k.startswith("MOVE_ATTRIBUTE_"):  # the move-table field indices defined after the moves
            move_const.setdefault(v, k)
    # sTMHMMoves
    item_c = src.read("src/item.c")
    body = item_c[item_c.index("sTMHMMoves[]"):]
    body = body[body.index("{") + 1:body.index("};")]
    consts = re.findall(r"(MOVE_\w+)\s*,\s*//\s*(TM|HM)(\d+)", body)
    if len(consts) != 100:
        raise SystemExit(f"sTMHMMoves: expected 100 entries, read {len(consts)}")
    machines = {}
    for i, (const, kind, num) in enumerate(consts):
        want = ("TM", i + 1) if i < 92 else ("HM", i - 91)
        if (kind, int(num)) != want:
            raise SystemExit(f"sTMHMMoves: entry {i} is {kind}{num}, expected {want}")
        machines[f"{kind.lower()}{int(num):02d}"] = moves(const)
    personal = json.loads(src.read("files/poketool/personal/personal.json"))["baseStats"]
    learnsets = hc.narc_files(hc.read_bytes(src, "files/poketool/personal/wotbl.narc"))
    if len(learnsets) != len(personal):
        raise SystemExit(f"wotbl.narc has {len(learnsets)} members, personal.json {len(personal)}")
    out = {}
    for idx, row in enumerate(personal):
        if row["species"] in NOT_SPECIES:
            continue
        name = species(row["species"])
        data = learnsets[idx]
        levelup = []
        for (word,) in struct.iter_unpack("<H", data[:len(data) // 2 * 2]):
            if word == 0xFFFF:
                break
            level, move = word >> 9, word & 0x1FF
            levelup.append([level, moves(move_const[move])])
        else:
            raise SystemExit(f"{name}: learnset without its 0xFFFF end")
        tms = sorted(set(row["tms"]))
        hms = sorted(set(row["hms"]))
        if any(not 1 <= t <= 92 for t in tms) or any(not 1 <= h <= 8 for h in hms):
            raise SystemExit(f"{name}: TM/HM number out of range")
        if name in out:
            raise SystemExit(f"{name}: two personal entries")
        out[name] = {"levelup": levelup,
                     "machines": [f"tm{t:02d}" for t in tms] + [f"hm{h:02d}" for h in hms]}
    missing = [n for n in species.names if n not in out]
    for n in missing:
        base = SHARED.get(n) or next((b for p, b in SHARED_PREFIX.items() if n.startswith(p)), None)
        if base is None or base not in out:
            raise SystemExit(f"{n}: no learnset in the personal table and no base species to share")
    order = {n: i for i, n in enumerate(species.names)}
    return machines, {n: out[n] for n in sorted(out, key=order.__getitem__)}, missing


def main(argv):
    srcs, args = hc.sources.split(argv[1:])
    if srcs is None or len(args) > 1:
        print(__doc__)
        return 2
    commit = hc.POKEHEARTGOLD_COMMIT
    out = args[0] if args else os.path.join(HERE, hc.GAME + ".json")
    src = srcs.repo(hc.POKEHEARTGOLD, cls=hc.Git)
    machines, species, shared = extract(src)
    doc = {
        "game": hc.GAME,
        "source": f"pret/pokeheartgold at {commit}: files/poketool/personal/personal.json (tms, hms), "
                  "files/poketool/personal/wotbl.narc (level-up learnsets, u16 level << 9 | move), "
                  "include/constants/moves.h, src/item.c (sTMHMMoves)",
        "generator": "data/learnsets/extract_hgss.py",
        "note": "HeartGold and SoulSilver share one personal table and one learnset NARC, so one list serves "
                "both. Species in the order of data/species/gen-4.json; the forms with their own personal entry "
                "(Deoxys-Attack/-Defense/-Speed, Wormadam-Sandy/-Trash, Giratina-Origin, Shaymin-Sky, the five "
                "Rotom forms) are listed under their own names, Wormadam/Giratina/Shaymin/Rotom/Deoxys under the "
                "base form's entry; " + ", ".join(shared) + " have no entry of their own and share the learnset "
                "of the base species (Pichu, Arceus), listed once under it. Level-up moves in the source's order; "
                "machines sorted tm01..tm92, hm01..hm08. The move tutors (Ilex Forest Headbutt, the Frontier "
                "tutors) are not included.",
        "machines": machines,
        "species": species,
    }
    hc.dump(doc, out)
    print(f"{out}: {len(species)} species, {len(machines)} machines; shared: {len(shared)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
