#!/usr/bin/env python3
"""Build Scarlet/Violet's encounter file from the committed extracts (stdlib
only, deterministic).

Usage: build_sv.py [OUT_DIR]

Reads data/encounters/sv/ (wild.csv, fixed.csv, pkhex.json, spawns.json: made
by extract_sv.py) and the game file data/games/scarlet-violet.json; writes
OUT_DIR/scarlet-violet.json and OUT_DIR/sv/crosscheck.json (default: this
folder).

Rules (data/README.md section 10, "Scarlet/Violet"):
- a row per met location, species, versions and times, from PKHeX's wild
  slots of that location's own table (cross_from 0: the slots PKHeX records
  as met across a border, in a neighbouring location, are left out) and its
  fixed spawns (at each met location they list; extra.kind "fixed" when a
  row has only those); min
  and max over the slots; method `walk` (every overworld Pokémon); rate 0
  (the game's spawn weights are per biome, not per place: not known here);
- versions: those of the species' spawn entries in SV-Randomizer's table
  (versiontable A/B, named by sv_common.version_keys); a species without
  an entry there counts in both;
- times: PKHeX's time bits (EncounterSlot9.cs GetTime: bit 0 lunchtime, 1
  sleepy time, 2 dusk, 3 dawn; a bit set: not then); one time only is the
  condition time-day, time-night, time-evening or time-morning; several are
  kept in extra.times; the weather is not kept;
- extra.needs: the level gate of the row's lowest level (sv_common.level_gate:
  the first checkpoint whose level cap reaches it) and the story-flag gate of
  a species whose every spawn entry carries the flag (SV-Randomizer's
  flagName: FEVT_NUSHI_HAGANE_EVENT_END, the Lurking Steel Titan's event ->
  titan-lurking-steel); FSYS_SCENARIO_GAME_CLEAR is carried by Area Zero's
  entries only (checked; Area Zero is placed after the Elite Four).
Fails on a species not in the species list, a location without a name, a
flag on a species with unflagged entries.
"""

import os
import sys
import unicodedata
from collections import OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))
import sv_common as c  # noqa: E402
from data.pipeline.jsonio import species_names, write_json  # noqa: E402

# PKHeX EncounterSlot9.cs GetTime: the mark's bit, and PokeAPI's condition name.
TIMES = [(3, "morning"), (0, "day"), (2, "evening"), (1, "night")]
FLAG_GATES = {"FEVT_NUSHI_HAGANE_EVENT_END": "titan-lurking-steel"}
GAME_CLEAR = "FSYS_SCENARIO_GAME_CLEAR"
# SV-Randomizer's areas of Area Zero (its a_w23_* location names) are the only
# ones GAME_CLEAR may name.
AREA_ZERO_PREFIX = "a_w23_"


def times(bits):
    allowed = [name for bit, name in TIMES if not bits & (1 << bit)]
    return allowed if 0 < len(allowed) < len(TIMES) else []


def flag_gates(spawns):
    """species -> the story-flag gates it needs."""
    by_species = {}
    for e in spawns["entries"]:
        by_species.setdefault(e["species"], []).append(e)
    out = {}
    for species, entries in by_species.items():
        for flag, gate in FLAG_GATES.items():
            flagged = [e for e in entries if e["flag"] == flag]
            if flagged and len(flagged) != len(entries):
                raise SystemExit("%s: flag %s on some entries only" % (species, flag))
            if flagged:
                out.setdefault(species, []).append(gate)
        for e in entries:
            if e["flag"] == GAME_CLEAR and not all(
                    a.startswith(AREA_ZERO_PREFIX) for a in e["locationName"].split(",")):
                raise SystemExit("%s: %s outside Area Zero" % (species, GAME_CLEAR))
            if e["flag"] and e["flag"] not in FLAG_GATES and e["flag"] != GAME_CLEAR:
                raise SystemExit("%s: unknown flag %s" % (species, e["flag"]))
    return out


def build(out_dir):
    pkhex, spawns = c.extract("pkhex.json"), c.extract("spawns.json")
    known = {unicodedata.normalize("NFC", n) for n in species_names(9)}  # names shown composed
    versions = c.species_versions(pkhex, spawns)
    gates = flag_gates(spawns)
    slots = []  # (location number, kind, species, min, max, times)
    for r in c.extract("wild.csv"):
        if r["cross"] == "0":
            slots.append((int(r["location"]), "wild", r["species"], int(r["min"]), int(r["max"]),
                          times(int(r["time"]))))
    for r in c.extract("fixed.csv"):
        for loc in r["locations"].split(";"):
            if int(loc) < 132:
                slots.append((int(loc), "fixed", r["species"], int(r["level"]), int(r["level"]), []))
    ids = c.location_ids(pkhex, sorted(int(k) for k in pkhex["locations"]))
    rows = OrderedDict()
    for loc, kind, species, lo, hi, when in slots:
        if species not in known:
            raise SystemExit("%s: not in data/species/gen-9.json" % species)
        vs = versions.get(species, c.VERSIONS)
        key = (ids[loc], species, tuple(vs), tuple(when))
        if key in rows:
            rows[key][0] = min(rows[key][0], lo)
            rows[key][1] = max(rows[key][1], hi)
            rows[key][2].add(kind)
        else:
            rows[key] = [lo, hi, {kind}]
    encounters = []
    for (loc, species, vs, when), (lo, hi, kinds) in sorted(rows.items()):
        row = {"location": loc, "method": "walk", "species": species, "min": lo, "max": hi, "rate": 0,
               "versions": list(vs), "conditions": ["time-" + when[0]] if len(when) == 1 else []}
        extra = {}
        needs = [g for g in [c.level_gate(lo)] if g] + gates.get(species, [])
        if needs:
            extra["needs"] = needs
        if kinds == {"fixed"}:
            extra["kind"] = "fixed"
        if len(when) > 1:
            extra["times"] = list(when)
        if extra:
            row["extra"] = extra
        encounters.append(row)
    names = {int(k): v for k, v in pkhex["locations"].items()}
    doc = OrderedDict([
        ("game", c.GAME),
        ("source", "data/encounters/sv/ (wild.csv, fixed.csv, pkhex.json: %s; spawns.json: %s)"
         % (pkhex["source"], spawns["source"])),
        ("generator", "data/encounters/build_sv.py"),
        ("note", "Scarlet/Violet's Paldea (the base game; The Teal Mask's and The Indigo Disk's places "
                 "are left out): PKHeX's wild slots of each met location's own table and its fixed spawns, "
                 "versions from SV-Randomizer's spawn table, every row method walk (overworld) with rate 0 "
                 "(not known per place). extra.needs: the level gate of the row's lowest level (level-N: "
                 "the first checkpoint whose level cap N reaches it; none up to the first gym's cap) and "
                 "Orthworm's story flag (titan-lurking-steel). extra.kind fixed: only fixed overworld spawns "
                 "(PKHeX encounter_fixed_paldea.pkl) there. extra.times: the times of day a slot has when more "
                 "than one and fewer than all. data/README.md section 10, \"Scarlet/Violet\"."),
        ("location_ids", OrderedDict((ids[n], "PKHeX met location %d, %s (text_sv_00000_en.txt line %d)"
                                      % (n, names[n]["name"], names[n]["line"]))
                                     for n in sorted({s[0] for s in slots}))),
        ("encounters", encounters),
    ])
    write_json(os.path.join(out_dir, c.GAME + ".json"), doc)
    write_json(os.path.join(out_dir, "sv", "crosscheck.json"), crosscheck(slots, spawns, versions))
    print("%s: %d rows, %d locations" % (c.GAME, len(encounters), len(ids)), file=sys.stderr)


def crosscheck(slots, spawns, versions):
    """The species of PKHeX's Paldea (wild and fixed) against SV-Randomizer's
    spawn table and fixed spawns."""
    pk_wild = {s[2] for s in slots if s[1] == "wild"}
    pk_fixed = {s[2] for s in slots if s[1] == "fixed"}
    svr_wild = {e["species"] for e in spawns["entries"]}
    svr_fixed = set(spawns["fixed"])
    return OrderedDict([
        ("note", "Species of PKHeX's wild slots (own tables) and fixed spawns against SV-Randomizer's spawn "
                 "table and fixed-spawn table (both base game Paldea). Written by data/encounters/build_sv.py."),
        ("pkhex_wild_not_in_svr_table", sorted(pk_wild - svr_wild)),
        ("svr_table_not_in_pkhex_wild", sorted(svr_wild - pk_wild)),
        ("svr_table_in_neither_pkhex_list", sorted(svr_wild - pk_wild - pk_fixed)),
        ("pkhex_fixed_not_in_svr_fixed", sorted(pk_fixed - svr_fixed)),
        ("svr_fixed_not_in_pkhex_fixed", sorted(svr_fixed - pk_fixed)),
        ("versions_from_svr", sorted(k for k, v in versions.items() if len(v) == 1)),
        ("no_svr_entry_both_versions", sorted((pk_wild | pk_fixed) - svr_wild)),
    ])


if __name__ == "__main__":
    build(sys.argv[1] if len(sys.argv) > 1 else HERE)
