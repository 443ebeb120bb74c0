#!/usr/bin/env python3
"""Extract the wild slot tables of Omega Ruby/Alpha Sapphire from
Spouik/PokemonEncCalc into committed, plain files (stdlib only,
deterministic).

Usage: extract_oras.py --sources DIR [OUT_DIR]

OUT_DIR defaults to data/encounters/extract.  Reads Spouik/PokemonEncCalc at
its pinned commit (DIR: data/README.md section 11), with `git show`:
- Resources/data/OmegaRubySlots.dat, Resources/data/AlphaSapphireSlots.dat:
  one 244-byte record per table (the record size is read from
  AreaMaps/AreaMapORAS.cs, `data.Length != 244`);
- AreaMaps/AreaMapORAS.cs: where each slot table sits in a record
  (`x = data.Skip(O).Take(N)`), the odds of each kind of slot (`percentX =
  new decimal[] { ... }`), the per-slot odds of a DexNav slot (`100/3`) and
  the tables whose first table is met underwater (`EncounterType.Diving`);
- Resources/strings/en/Maps_OR.txt, Maps_AS.txt (UTF-16): the English name
  of each table, by index (the tool's map list; its combo box is sorted for
  display, the index is the line).

A slot is 4 bytes: a little-endian 16-bit value whose low 10 bits are the
national number and whose top bits the form (PokemonEncCalc:
`& 0x3FF` and `>> 2` of the second byte; PKHeX reads the form as `>> 11`:
both are 0 for every slot here, which the script checks), then the lowest
and highest level.  A slot table whose slots are all zero is absent.

Writes:
- oras-slots.csv: one line per slot of every table present: version
  (omega-ruby, alpha-sapphire), table (the index), field (the source's name:
  grass, tallgrass, rocksmash, dexnav, oldrod, goodrod, superrod, surf,
  horde1, horde2, horde3), slot (0-based), national, form, min, max, rate
  (the slot's odds in percent as the source gives them; a horde slot carries
  its horde table's odds, 60, 35 or 5, each of its five Pokémon being met
  together);
- oras-slots.json: the source and its licence status, the layout and odds
  read from AreaMapORAS.cs, the tables' names per version, the underwater
  tables.

Spouik/PokemonEncCalc has no licence file at the commit (its
Properties/AssemblyInfo.cs says "Copyright (c) 2011 - 2016"): these files
keep only facts (species numbers, levels, odds, place names), no file of the
repository is copied; see data/README.md section 10.
"""

import csv
import io
import os
import re
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))
from data.pipeline import sources  # noqa: E402
from data.pipeline.jsonio import write_json  # noqa: E402

REPO = "Spouik/PokemonEncCalc"
COMMIT = sources.commit(REPO)
VERSIONS = {"omega-ruby": ("Resources/data/OmegaRubySlots.dat", "Resources/strings/en/Maps_OR.txt"),
            "alpha-sapphire": ("Resources/data/AlphaSapphireSlots.dat", "Resources/strings/en/Maps_AS.txt")}
AREAMAP = "AreaMaps/AreaMapORAS.cs"
ASSEMBLY = "Properties/AssemblyInfo.cs"
FIELDS = ["version", "table", "field", "slot", "national", "form", "min", "max", "rate"]
# The source's odds array of each slot table (AreaMapORAS.cs: createEncounterSlotArray(ref X, x, percentY)).
ODDS = {"grass": "Grass", "tallgrass": "Grass", "rocksmash": "RockSmash", "oldrod": "OldRod",
        "goodrod": "GoodRod", "superrod": "SuperRod", "surf": "Surf"}


def layout(cs):
    """(record size, [(field, offset, bytes)], {odds name: [percent]}, dexnav
    odds, horde slot odds, underwater tables) read from AreaMapORAS.cs."""
    size = re.search(r"data\.Length != (\d+)\)", cs)
    fields = re.findall(r"^\s*(\w+) = data\.Skip\((\d+)\)\.Take\((\d+)\)\.ToArray\(\);", cs, re.M)
    odds = {m.group(1): [int(x) for x in m.group(2).split(",")]
            for m in re.finditer(r"percent(\w+) = new decimal\[\] \{ ([\d, ]+) \}", cs)}
    dexnav = re.search(r"DexNav\[i\] = new EncounterSlot\(p, [^;]*, (\d+)/(\d+)\);", cs)
    horde = re.search(r"Horde1\[i\] = new EncounterSlot\(p, [^;]*, (\d+)\);", cs)
    diving = re.search(r"case EncounterType\.Diving: return .*new\[\] \{ ([\d, ]+) \}", cs)
    if not (size and fields and odds and dexnav and horde and diving):
        raise SystemExit(f"{AREAMAP}: a pattern is gone (size, fields, odds, DexNav, horde, Diving)")
    fields = [(f, int(o), int(n)) for f, o, n in fields]
    return (int(size.group(1)), fields, odds, int(dexnav.group(1)) // int(dexnav.group(2)),
            int(horde.group(1)), [int(x) for x in diving.group(1).split(",")])


def slots_of(field, raw, odds, dexnav_rate):
    """[(field name, slot list)] of one field's bytes: the hordes field holds
    three tables of five."""
    n = len(raw) // 4
    out = []
    for j in range(n):
        v, lo, hi = struct.unpack_from("<HBB", raw, 4 * j)
        out.append((v & 0x3FF, v >> 10, lo, hi))
    if field == "hordes":
        return [(f"horde{k + 1}", out[5 * k:5 * k + 5], [odds["Hordes"][k]] * 5) for k in range(3)]
    if field == "dexnav":
        return [(field, out, [dexnav_rate] * n)]
    rates = odds[ODDS[field]]
    if len(rates) != n:
        raise SystemExit(f"{field}: {n} slots, {len(rates)} odds")
    return [(field, out, rates)]


def main(argv):
    srcs, args = sources.require(argv[1:], __doc__)
    out_dir = args[0] if args else os.path.join(HERE, "extract")
    repo = srcs.repo(REPO)
    cs = repo.show(AREAMAP)
    size, fields, odds, dexnav_rate, horde_slot, diving = layout(cs)
    copyright_ = re.search(r'AssemblyCopyright\("([^"]*)"\)', repo.show(ASSEMBLY))
    lines, names = [], {}
    counts = {}
    for version, (dat, maps) in VERSIONS.items():
        data = repo.show_bytes(dat)
        if len(data) % size:
            raise SystemExit(f"{dat}: {len(data)} bytes, not a multiple of {size}")
        text = repo.show_bytes(maps).decode("utf-16")
        names[version] = [n for n in re.split(r"[\r\n]+", text) if n]
        tables = len(data) // size
        counts[version] = tables
        for t in range(tables):
            rec = data[t * size:(t + 1) * size]
            for field, off, length in fields:
                for name, slots, rates in slots_of(field, rec[off:off + length], odds, dexnav_rate):
                    if all(s == (0, 0, 0, 0) for s in slots):
                        continue
                    for j, (nat, form, lo, hi) in enumerate(slots):
                        if form:
                            raise SystemExit(f"{version} table {t} {name} slot {j}: form {form} (not expected)")
                        if not nat or not lo or lo > hi:
                            raise SystemExit(f"{version} table {t} {name} slot {j}: {nat} {lo}-{hi}")
                        lines.append([version, t, name, j, nat, form, lo, hi, rates[j]])
    if counts["omega-ruby"] != counts["alpha-sapphire"]:
        raise SystemExit(f"table counts differ: {counts}")
    os.makedirs(out_dir, exist_ok=True)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(FIELDS)
    w.writerows(lines)
    with open(os.path.join(out_dir, "oras-slots.csv"), "w", encoding="utf-8", newline="") as f:
        f.write(buf.getvalue())
    n = counts["omega-ruby"]
    write_json(os.path.join(out_dir, "oras-slots.json"), {
        "source": repo.cite([VERSIONS["omega-ruby"][0], VERSIONS["alpha-sapphire"][0], AREAMAP,
                             VERSIONS["omega-ruby"][1], VERSIONS["alpha-sapphire"][1]]),
        "licence": f"none stated: {REPO} has no licence file at {COMMIT}; {ASSEMBLY} reads "
                   f"'{copyright_.group(1) if copyright_ else '?'}'. Only facts are kept here (national "
                   "numbers, levels, odds, place names); no file of the repository is copied.",
        "generator": "data/encounters/extract_oras.py",
        "note": "oras-slots.csv holds one line per slot of every slot table present (a table whose slots "
                "are all zero is absent). 'rate' is the slot's odds in percent as the source gives them "
                "(AreaMapORAS.cs); a horde slot carries its horde table's odds.",
        "record_bytes": size,
        "layout": [{"field": f, "offset": o, "bytes": b} for f, o, b in fields],
        "odds": odds,
        "dexnav_slot_odds": dexnav_rate,
        "horde_slot_odds": horde_slot,
        "underwater_tables": {"tables": diving,
                              "why": "AreaMapORAS.cs isExistingEncounterType: EncounterType.Diving is the "
                                     "table's first slot table (grass) for these indices, Walking for the others"},
        "tables": [{"table": t, "names": {v: (names[v][t] if t < len(names[v]) else None) for v in VERSIONS}}
                   for t in range(n)],
    })
    print(f"{len(lines)} slots, {n} tables per version", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
