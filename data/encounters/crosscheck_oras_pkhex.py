#!/usr/bin/env python3
"""Compare the committed Omega Ruby/Alpha Sapphire slot tables
(data/encounters/extract/oras-slots.csv, from Spouik/PokemonEncCalc) with
PKHeX's own copy of the game's wild tables (stdlib only, deterministic).

Usage: crosscheck_oras_pkhex.py --sources DIR [OUT]

OUT defaults to data/encounters/extract/oras-pkhex.json.  Reads kwsch/PKHeX at
its pinned commit (DIR: data/README.md section 11):
- PKHeX.Core/Resources/legality/wild/Gen6/encounter_or.pkl, encounter_as.pkl:
  a BinLinker pack ("ao", a 16-bit count, then 32-bit start/end offsets,
  PKHeX.Core/Legality/Assets/BinLinkerAccessor.cs) of areas, each a 16-bit met
  location, a slot type (SlotType6, EncounterArea6XY.cs: 0 standard, 6 Rock
  Smash, 7 horde), a pad byte, then 4-byte slots: a 16-bit species (form
  `>> 11`, species `& 0x3FF`), the lowest and highest level
  (EncounterArea6AO.cs); an empty slot is species 0 at level 1;
- PKHeX.Core/Resources/text/locations/gen6/text_xy_00000_en.txt: the met
  location names (line = id).

PKHeX keys its tables by met location only (a cave's floors, a route's
parts, every Mirage spot of a kind share one), so the comparison is per met
location: each of our tables becomes the same three kinds of tuple (standard:
grass 12, tall grass 12, DexNav 3, surf 5, Old, Good, Super Rod 3 each, as
PKHeX's standard tables hold them; Rock Smash 5; horde 15), and the sets of
tuples of a met location are compared (a horde's five slots sorted: they are
met together).  Our table's met location is its
name up to " (" (the tool's names, with "Route Victoire" read as Victory
Road and the hideouts as Team Magma/Aqua Hideout).

PKHeX is GPL-3.0 (its LICENSE); nothing of it is copied here: the file keeps
which met locations agree and, where they do not, the differing tables as
species and levels.
"""

import collections
import json
import os
import re
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import oras_common as oc  # noqa: E402
from data.pipeline import sources  # noqa: E402

PACKS = {"omega-ruby": "PKHeX.Core/Resources/legality/wild/Gen6/encounter_or.pkl",
         "alpha-sapphire": "PKHeX.Core/Resources/legality/wild/Gen6/encounter_as.pkl"}
NAMES = "PKHeX.Core/Resources/text/locations/gen6/text_xy_00000_en.txt"
KINDS = {0: "standard", 6: "rock-smash", 7: "horde"}
STANDARD = [("grass", 12), ("tallgrass", 12), ("dexnav", 3), ("surf", 5), ("oldrod", 3), ("goodrod", 3),
            ("superrod", 3)]
MET_FIXES = {"Route Victoire": "Victory Road", "Magma Hideout": "Team Magma Hideout",
             "Aqua Hideout": "Team Aqua Hideout", "Fiery path": "Fiery Path"}
HIDEOUT = "Team Magma Hideout / Team Aqua Hideout"


def pkhex_tables(pack, names):
    if pack[:2] != b"ao":
        raise SystemExit("not an 'ao' BinLinker pack")
    n = struct.unpack_from("<H", pack, 2)[0]
    out = collections.defaultdict(list)  # (location name, kind) -> [tuple]
    for i in range(n):
        start, end = struct.unpack_from("<ii", pack, 4 + 4 * i)
        ent = pack[start:end]
        loc, typ = struct.unpack_from("<HB", ent, 0)
        slots = []
        for j in range((len(ent) - 4) // 4):
            v, lo, hi = struct.unpack_from("<HBB", ent, 4 + 4 * j)
            slots.append(None if (v & 0x3FF) == 0 else (v & 0x3FF, v >> 11, lo, hi))
        for field, table in split(KINDS[typ], slots):
            out[(met_key(names[loc]), field)].append(table)
    return out


def met_key(name):
    """The met location a table is compared under (the hideouts as one: the
    two versions name their hideout's met location differently)."""
    name = MET_FIXES.get(name, name)
    return HIDEOUT if name in ("Team Magma Hideout", "Team Aqua Hideout") else name


def split(kind, slots):
    """[(field, sub-table)] of a PKHeX table: a standard table is cut into its
    seven slot tables; tables whose slots are all empty are dropped."""
    if kind == "standard":
        parts, i = [], 0
        for field, n in STANDARD:
            parts.append((field, tuple(slots[i:i + n])))
            i += n
    elif kind == "rock-smash":
        parts = [("rocksmash", tuple(slots))]
    else:
        parts = [(f"horde{k + 1}", tuple(slots[5 * k:5 * k + 5])) for k in range(3)]
    return [(f, canonical(f, t)) for f, t in parts if any(t)]


def canonical(field, table):
    """A horde's five slots are met together: their order does not matter
    (the sources order them differently), so they are compared sorted."""
    return tuple(sorted(table, key=lambda s: (s is None, s))) if field.startswith("horde") else table


def our_tables(meta, rows, version):
    by = collections.defaultdict(dict)
    for r in rows:
        if r["version"] == version:
            by[r["table"]].setdefault(r["field"], {})[r["slot"]] = (r["national"], r["form"], r["min"], r["max"])
    sizes = dict(STANDARD, rocksmash=5, horde1=5, horde2=5, horde3=5)
    out = collections.defaultdict(list)
    for t in meta["tables"]:
        name = t["names"][version]
        if name is None or t["table"] not in by:
            continue
        met = met_key(name.split(" (")[0])
        for field, slots in by[t["table"]].items():
            out[(met, field)].append(canonical(field, tuple(slots.get(j) for j in range(sizes[field]))))
    return out


def describe(tup, names):
    return ", ".join("-" if s is None else f"{names[s[0]]}{'/' + str(s[1]) if s[1] else ''} {s[2]}"
                     + (f"-{s[3]}" if s[3] != s[2] else "") for s in tup)


def main(argv):
    srcs, args = sources.require(argv[1:], __doc__)
    out = args[0] if args else os.path.join(oc.EXTRACT, "oras-pkhex.json")
    repo = srcs.repo(oc.PKHEX_REPO)
    names = repo.show(NAMES).lstrip("\ufeff").replace("\r", "").split("\n")
    species = {}
    for s in oc.load(os.path.join(oc.DATA, "species", "gen-%d.json" % oc.GEN))["species"]:
        species.setdefault(s["num"], s["name"])
    meta, rows = oc.read_slots()
    result, summary = [], {}
    for version, path in PACKS.items():
        theirs = pkhex_tables(repo.show_bytes(path), names)
        ours = our_tables(meta, rows, version)
        same = differ = 0
        for key in sorted(set(theirs) | set(ours)):
            a, b = set(ours.get(key, [])), set(theirs.get(key, []))
            entry = {"version": version, "location": key[0], "kind": key[1],
                     "ours": len(ours.get(key, [])), "pkhex": len(theirs.get(key, []))}
            if a == b:
                same += 1
                entry["same"] = True
            else:
                differ += 1
                entry["same"] = False
                entry["only_ours"] = sorted(describe(t, species) for t in a - b)
                entry["only_pkhex"] = sorted(describe(t, species) for t in b - a)
            result.append(entry)
        summary[version] = {"same": same, "differ": differ}
    oc.write_json(out, {
        "source": repo.cite(list(PACKS.values()) + [NAMES]) + " (GPL-3.0: only the comparison is kept)",
        "compared_with": "data/encounters/extract/oras-slots.csv (" + oc.SLOTS_REPO + " at " + oc.SLOTS_COMMIT + ")",
        "generator": "data/encounters/crosscheck_oras_pkhex.py",
        "note": "Per version, met location and kind of table (standard: grass, tall grass, DexNav, surf, rods; "
                "rock-smash; horde): how many distinct tables each source has there and whether the sets are "
                "equal; where not, the tables only one side has, as slot kind, species and levels. PKHeX keys "
                "tables by met location, so a place split in sub-areas by the tool is compared as one set.",
        "summary": summary,
        "locations": result,
    })
    print(json.dumps(summary), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
