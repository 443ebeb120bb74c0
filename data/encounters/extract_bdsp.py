#!/usr/bin/env python3
"""Extract the facts of Brilliant Diamond/Shining Pearl that the encounter and
story builders use into committed files (stdlib only, deterministic).

Usage: extract_bdsp.py --sources DIR [OUT_DIR]

OUT_DIR defaults to ./bdsp.  Reads, at their pinned commits (DIR: data/README.md
section 11):

- Admiral-Fish/EncounterTableGenerator (no licence file at the commit: the
  files are the games' own tables, dumped): Gen8/bdsp/FieldEncountTable_d.json
  and FieldEncountTable_p.json (the wild tables of Brilliant Diamond and Shining
  Pearl, keys table, mistu, honeytree, safari, urayama), MapInfo.json (each
  zone's place-name label and Japanese caption), english_dp_fld_areaname.json
  (the English place names), UgRandMark.json, UgEncount_NN.json,
  UgSpecialPokemon.json, UgPokemonData.json (the Grand Underground's hideaways), and Gen8/bdsp.py
  (which tables its own output skips, and the honey-tree tables).
- kwsch/PKHeX (GPL-3.0): PKHeX.Core/Legality/Encounters/Data/Gen8/Encounters8b.cs
  (gifts, fossils, one-time encounters, roamers, in-game trades),
  PKHeX.Core/Resources/text/locations/gen8b/text_bdsp_00000_en.txt (met
  location names), PKHeX.Core/Resources/legality/wild/Gen8/encounter_bd.pkl,
  encounter_sp.pkl, encounter_bd_underground.pkl, encounter_sp_underground.pkl
  (PKHeX's own encounter slots: the cross-check).

Writes (facts only: numbers and names; see bdsp/NOTICE.md):
- bdsp/field.csv: one line per non-empty slot of a wild table: version (bd or
  sp), table (its index in FieldEncountTable), zone, list (the source's key:
  ground_mons, tairyo, day, night, swayGrass, water_mons, boro_mons, ii_mons,
  sugoi_mons), slot, species (national number), min, max.  The GBA lists
  (gbaRuby ...) are not taken: EncounterTableGenerator Gen8/pack.py "Skipping
  dual slot encounters, the switch doesn't have a GBA reader".
- bdsp/tables.json: every table's zone, English place and Japanese caption;
  the honey-tree lists and tables; the Trophy Garden and Great Marsh lists;
  the Grand Underground's rooms and species; the tables bdsp.py skips.
- bdsp/pkhex.json: PKHeX's gifts, statics, trades (with their lines), the
  names of the met locations used, and its wild and underground species per
  zone, type and version.
"""

import csv
import io
import os
import re
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline import sources  # noqa: E402
from data.pipeline.jsonio import write_json  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ETG = "Admiral-Fish/EncounterTableGenerator"
PKHEX = "kwsch/PKHeX"
VERSIONS = (("bd", "FieldEncountTable_d.json"), ("sp", "FieldEncountTable_p.json"))
LISTS = ("ground_mons", "tairyo", "day", "night", "swayGrass",
         "water_mons", "boro_mons", "ii_mons", "sugoi_mons")
RATES = ("encRate_gr", "encRate_wat", "encRate_turi_boro", "encRate_turi_ii", "encRate_sugoi")
ENCOUNTERS_CS = "PKHeX.Core/Legality/Encounters/Data/Gen8/Encounters8b.cs"
LOCATIONS_TXT = "PKHeX.Core/Resources/text/locations/gen8b/text_bdsp_00000_en.txt"
PKL = "PKHeX.Core/Resources/legality/wild/Gen8/encounter_%s%s.pkl"
# SlotType8b, PKHeX.Core/Legality/Encounters/Templates/Gen8b/EncounterArea8b.cs
SLOT_TYPES = {1: "grass", 2: "surf", 3: "old-rod", 4: "good-rod", 5: "super-rod",
              6: "rock-smash", 7: "headbutt", 8: "honey-tree"}


def line_of(text, index):
    return text.count("\n", 0, index) + 1


def skipped_tables(text):
    """The table indices bdsp.py's encounters() skips, with each reason and line."""
    out = []
    for m in re.finditer(r"#\s*(.+)\n\s*if map_number (?:== (\d+)|in \(([\d, ]+)\)):", text):
        nums = [int(m.group(2))] if m.group(2) else [int(x) for x in m.group(3).split(",")]
        out.append({"tables": nums, "reason": m.group(1).strip(), "line": line_of(text, m.start())})
    # the same four rules in the loop over each version's tables
    if len(out) != 8 or [o["tables"] for o in out[:4]] != [o["tables"] for o in out[4:]]:
        raise SystemExit("bdsp.py: expected the same 4 skip rules twice, found %d" % len(out))
    return out[:4]


def honey_tables(text):
    m = re.search(r"locations = \(([\d,\s]+)\)", text)
    if not m:
        raise SystemExit("bdsp.py: no honey-tree locations")
    return [int(x) for x in m.group(1).replace("\n", " ").split(",") if x.strip()], line_of(text, m.start())


def etg(repo):
    names = repo.json("Gen8/bdsp/english_dp_fld_areaname.json")["labelDataArray"]
    label = {l["labelName"]: (l["wordDataArray"][0]["str"] if l["wordDataArray"] else "") for l in names}
    zones = {z["ZoneID"]: z for z in repo.json("Gen8/bdsp/MapInfo.json")["ZoneData"]}
    rows = []
    tables = []
    data = {}
    for version, path in VERSIONS:
        data[version] = repo.json("Gen8/bdsp/" + path)
    for i, t in enumerate(data["bd"]["table"]):
        tp = data["sp"]["table"][i]
        if tp["zoneID"] != t["zoneID"]:
            raise SystemExit("table %d: zones differ between versions" % i)
        z = zones.get(t["zoneID"])
        tables.append({"index": i, "zone": t["zoneID"],
                       "place": label[z["PokePlaceName"]] if z else None,
                       "caption": z["Caption"] if z else None,
                       "rates": {k: t[k] for k in RATES}})
    for version, _ in VERSIONS:
        for i, t in enumerate(data[version]["table"]):
            for key in LISTS:
                for slot, s in enumerate(t[key]):
                    if s["monsNo"]:
                        rows.append([version, i, t["zoneID"], key, slot, s["monsNo"], s["minlv"], s["maxlv"]])
    script = repo.show("Gen8/bdsp.py")
    honey, honey_line = honey_tables(script)
    for version, _ in VERSIONS:
        for key in ("honeytree", "safari", "urayama"):
            if data[version][key] != data["bd"][key]:
                raise SystemExit("%s differs between the versions" % key)
    ug_marks = repo.json("Gen8/bdsp/UgRandMark.json")["table"]
    ug_files = sorted({m["FileName"] for m in ug_marks})
    underground = {
        "rooms": [{"id": m["id"], "file": m["FileName"], "min": m["min"], "max": m["max"],
                   "watermax": m["watermax"]} for m in ug_marks],
        "species": {f: [[e["monsno"], e["version"], e["zukanflag"]]
                        for e in repo.json("Gen8/bdsp/%s.json" % f)["table"]] for f in ug_files},
        "special": [[e["id"], e["monsno"], e["version"], e["Dspecialrate"], e["Pspecialrate"]]
                    for e in repo.json("Gen8/bdsp/UgSpecialPokemon.json")["Sheet1"]],
        "flagrate": {str(e["monsno"]): " ".join(map(str, e["flagrate"]))
                     for e in repo.json("Gen8/bdsp/UgPokemonData.json")["table"]},
    }
    meta = {
        "tables": tables,
        "skipped": skipped_tables(script),
        "honey": {"tables": honey, "line": honey_line,
                  "slots": {v: [[h["Rate"], h["Normal"], h["Rare"], h["SuperRare"]] for h in data[v]["mistu"]]
                            for v, _ in VERSIONS},
                  "trees": [[h["Normal"], h["Rare"]] for h in data["bd"]["honeytree"]]},
        "great_marsh": [s["MonsNo"] for s in data["bd"]["safari"]],
        "trophy_garden": [s["monsNo"] for s in data["bd"]["urayama"]],
        "underground": underground,
    }
    return rows, meta


def statics(text):
    """Encounters8b.cs: every `new(...) { ... }, // Name` entry, with its section
    comment and line."""
    out = []
    section = None
    array = None
    for n, line in enumerate(text.splitlines(), 1):
        m = re.match(r"\s*internal static readonly Encounter\w+\[\] (\w+)", line)
        if m:
            array, section = m.group(1), None
            continue
        m = re.match(r"\s*// (.+)$", line)
        if m:
            section = m.group(1).strip()
            continue
        m = re.match(r"\s*new\((?:TradeNames, (\d+), )?\s*(BDSP|BD|SP)\s*\) \{(.*)\}, // (.+)$", line)
        if not m:
            continue
        fields = dict(re.findall(r"(\w+) = ([^,]+?)(?:,|$)", m.group(3)))
        entry = {"line": n, "array": array, "section": section, "versions": m.group(2),
                 "name": m.group(4).strip(), "species": int(fields["Species"]),
                 "level": int(fields["Level"])}
        if m.group(1) is not None:
            entry["trade_index"] = int(m.group(1))
        for key in ("Location", "EggLocation"):
            if key in fields:
                v = fields[key].strip()
                entry[key.lower()] = int(v) if v.isdigit() else v
        for key in ("IsRoaming", "FatefulEncounter"):
            if fields.get(key, "").strip() == "true":
                entry[key[0].lower() + key[1:]] = True
        out.append(entry)
    if len(out) < 40:
        raise SystemExit("Encounters8b.cs: only %d entries read" % len(out))
    return out


def bin_linker(data):
    if data[:2] != b"bs":
        raise SystemExit("not a BinLinker 'bs' file")
    n = struct.unpack_from("<H", data, 2)[0]
    for i in range(n):
        start, end = struct.unpack_from("<II", data, 4 + 4 * i)
        yield data[start:end]


def pkl_areas(raw):
    """EncounterArea8b: u16 location, u8 type, u8 pad, then (u16 species|form<<11,
    u8 min, u8 max) slots."""
    out = []
    for chunk in bin_linker(raw):
        loc, typ = struct.unpack_from("<HB", chunk, 0)
        slots = []
        for j in range(4, len(chunk), 4):
            sp, mn, mx = struct.unpack_from("<HBB", chunk, j)
            slots.append((sp & 0x3FF, sp >> 11, mn, mx))
        out.append((loc, typ, slots))
    return out


def pkhex(repo):
    text = repo.show(ENCOUNTERS_CS)
    entries = statics(text)
    names = repo.show(LOCATIONS_TXT).splitlines()
    wild = []
    underground = []
    for version in ("bd", "sp"):
        for loc, typ, slots in pkl_areas(repo.show_bytes(PKL % (version, ""))):
            species = sorted({s for s, f, mn, mx in slots})
            if species:
                wild.append("%s %d %s: %s" % (version, loc, SLOT_TYPES[typ], " ".join(map(str, species))))
        for loc, typ, slots in pkl_areas(repo.show_bytes(PKL % (version, "_underground"))):
            by = {}
            for s, f, mn, mx in slots:
                lo, hi = by.get(s, (mn, mx))
                by[s] = (min(lo, mn), max(hi, mx))
            underground.append("%s %d: %s" % (version, loc, " ".join("%d:%d-%d" % (s, lo, hi)
                                                                     for s, (lo, hi) in sorted(by.items()))))
    used = {e["location"] for e in entries if isinstance(e.get("location"), int)}
    used |= {int(w.split()[1].rstrip(":")) for w in wild + underground}
    return {"statics": entries,
            "locations": {str(i): names[i] for i in sorted(used) if i < len(names)},
            "wild": wild, "underground": underground}


def main(argv):
    usage = "usage: extract_bdsp.py --sources DIR [OUT_DIR]"
    srcs, rest = sources.require(argv, usage)
    out = rest[0] if rest else os.path.join(HERE, "bdsp")
    etg_repo = srcs.repo(ETG)
    pk_repo = srcs.repo(PKHEX)
    rows, meta = etg(etg_repo)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["version", "table", "zone", "list", "slot", "species", "min", "max"])
    w.writerows(rows)
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "field.csv"), "w", encoding="utf-8", newline="") as f:
        f.write(buf.getvalue())
    etg_src = "%s at %s" % (ETG, sources.commit(ETG))
    write_json(os.path.join(out, "tables.json"), {
        "source": etg_src + ": Gen8/bdsp/FieldEncountTable_d.json, FieldEncountTable_p.json, MapInfo.json, "
                  "english_dp_fld_areaname.json, UgRandMark.json, UgEncount_*.json, UgSpecialPokemon.json, "
                  "UgPokemonData.json, Gen8/bdsp.py",
        "licence": "EncounterTableGenerator has no licence file at this commit; its files are the games' "
                   "own tables. Only facts (numbers, names) are kept here; see NOTICE.md.",
        "generator": "data/encounters/extract_bdsp.py",
        "note": "field.csv holds the slots; this file the rest. A table's index is its position in "
                "FieldEncountTable_*.json's 'table' (the same order as Diamond/Pearl's wild tables). "
                "Underground species: [monsno, version (1 both, 2 Brilliant Diamond, 3 Shining Pearl), "
                "zukanflag]; special: [room id, monsno, version, Dspecialrate, Pspecialrate]; flagrate: "
                "per monsno, UgPokemonData's six weights, one per story flag.",
        **meta,
    })
    pk_src = "%s at %s" % (PKHEX, sources.commit(PKHEX))
    write_json(os.path.join(out, "pkhex.json"), {
        "source": pk_src + ": " + ", ".join([ENCOUNTERS_CS, LOCATIONS_TXT, PKL % ("bd", ""), PKL % ("sp", ""),
                                             PKL % ("bd", "_underground"), PKL % ("sp", "_underground")]),
        "licence": "PKHeX is GPL-3.0 (its LICENSE). Only facts (species and location numbers, levels, "
                   "location names) are kept here; see NOTICE.md.",
        "generator": "data/encounters/extract_bdsp.py",
        "note": "statics: the entries of Encounters8b.cs with their line; locations: the met-location "
                "names (text_bdsp_00000_en.txt line = id + 1) of the ids used; wild: 'version zone slot-type: "
                "species...'; underground: 'version location: species:min-max ...' (national numbers).",
        **pkhex(pk_repo),
    })


if __name__ == "__main__":
    main(sys.argv[1:])
