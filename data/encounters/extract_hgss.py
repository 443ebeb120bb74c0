#!/usr/bin/env python3
"""Wild encounters of HeartGold/SoulSilver from pret/pokeheartgold.

Usage:
    python3 data/encounters/extract_hgss.py --sources DIR [OUT]

pret/pokeheartgold is read at 0985e8718df4f25e64d6507d89c0c97c0d288981 (the
commit of data/games/heartgold-soulsilver.json; DIR: data/README.md section
11); OUT defaults to data/encounters/heartgold-soulsilver.json.  Every file
is read with `git show COMMIT:path`; nothing of pret is built or run.

Read (all text, the decompilation's own JSON/CSV/C):
- files/fielddata/encountdata/gs_enc_data.json: per encounter bank the land
  (12 slots, one level per slot, a species per time of day), surf, rock
  smash, old/good/super rod tables, the Hoenn/Sinnoh Sound species, and the
  swarm / night-fishing species; a field given as {"HEARTGOLD": ..,
  "SOULSILVER": ..} differs by version (gs_enc_data.json.txt compiles it with
  #ifdef ENC_SOULSILVER);
- src/data/map_headers.h: which map uses which bank (.wildEncounterBank);
  include/constants/maps.h and include/encounter_tables_narc.h: the MAP_
  constants (our location ids) and the bank names;
- src/field/encounter_check.c: the slot odds (EncounterSlot_WildMonSlotRoll_*),
  which slots the time of day, the radio, swarms and night fishing replace;
- src/unk_02097F6C.c: sSwarmMapLUT, the only (map, land/surf/fish) pairs a
  swarm can happen at;
- files/arc/headbutt.json (+ src/field/headbutt.c): the headbutt tables per
  map id (common, rare and secret trees) and their slot odds;
- files/data/mushi/mushi_encount.csv (+ src/overlay_bug_contest.c): the
  Bug-Catching Contest's four tables.
The Safari Zone (files/arc/safari_enc.json, block-dependent) is left out.
"""

import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "story"))
import hgss_common as hc  # noqa: E402

# Slot odds, in percent, from src/field/encounter_check.c.
LAND_ODDS = [20, 20, 10, 10, 10, 10, 5, 5, 4, 4, 1, 1]   # EncounterSlot_WildMonSlotRoll_Land
SURF_ODDS = [60, 30, 5, 4, 1]                            # EncounterSlot_WildMonSlotRoll_Surfing
FISH_ODDS = [40, 30, 15, 10, 5]                          # EncounterSlot_WildMonSlotRoll_Fishing (every rod)
ROCK_SMASH_ODDS = [80, 20]                               # EncounterSlot_WildMonSlotRoll_RockSmash
HEADBUTT_ODDS = [50, 15, 15, 10, 5, 5]                   # EncounterSlot_WildMonSlotRoll_Headbutt

# EncSlotArray_Update_HoennSinnohSounds: sound species 0 -> land slots 2 and 3, species 1 -> slots 4 and 5.
RADIO_SLOTS = [(0, [2, 3]), (1, [4, 5])]
# EncSlots_Update_LandSwarm: land slots 0 and 1; EncSlots_Update_SurfingSwarm: surf slot 0;
# EncSlots_Update_FishingSwarm: old rod slot 2, good rod 0, 2, 3, super rod every slot.
SWARM_SLOTS = {"walk": [0, 1], "surf": [0], "old-rod": [2], "good-rod": [0, 2, 3], "super-rod": [0, 1, 2, 3, 4]}
# EncSlotArray_Update_NightFishing: at night the good rod's slot 3 and the super rod's slot 1.
NIGHT_FISH_SLOT = {"good-rod": 3, "super-rod": 1}

TIMES = ["time-morning", "time-day", "time-night"]
METHODS = ["walk", "surf", "old-rod", "good-rod", "super-rod", "rock-smash", "headbutt"]
GS_VERSION = {"heartgold": "HEARTGOLD", "soulsilver": "SOULSILVER"}
HB_VERSION = {"heartgold": "gold", "soulsilver": "silver"}
SWARM_KIND = {"0": "walk", "1": "surf", "2": "fish"}
BUG_CONTEST_MAP = "MAP_NATIONAL_PARK_BUG_CATCHING_CONTEST"
# The Safari Zone itself: with the Safari flag set, FieldSystem_PerformLandOrSurfEncounterCheck and the fishing
# check draw from the Safari Zone's area tables (FieldSystem_GenerateSafariEncounter), never from this map's bank
# (a placeholder: Rattata, Magikarp...). Left out with the Safari Zone.
SAFARI_MAP = "MAP_SAFARI_ZONE_ENTRANCE_EXTERIOR"


def pick(value, version, keys=GS_VERSION):
    """A field that may differ by version ({"HEARTGOLD": .., "SOULSILVER": ..})."""
    if isinstance(value, dict):
        return value[keys[version]]
    return value


class Builder:
    def __init__(self, species):
        self.species = species
        # (location, method, species, conditions) -> version -> (rate, min, max)
        self.cells = {}
        self.location_order = []

    def add_table(self, location, method, version, conditions, slots):
        """slots: (species const, min, max, odds) per slot; one table of one version."""
        if location not in self.location_order:
            self.location_order.append(location)
        agg = {}
        for const, lo, hi, odds in slots:
            if const in ("SPECIES_NONE", None) or odds == 0:
                continue
            name = self.species(const)
            r, a, b = agg.get(name, (0, 999, 0))
            agg[name] = (r + odds, min(a, lo, hi), max(b, lo, hi))
        for name, stat in agg.items():
            key = (location, method, name, tuple(conditions))
            self.cells.setdefault(key, {})[version] = stat

    def add_timed(self, location, method, version, per_time):
        """per_time: {time condition: slots}; a species with the same rate and
        levels at every time of day gets one row without conditions."""
        tables = {}
        for t, slots in per_time.items():
            agg = {}
            for const, lo, hi, odds in slots:
                if const in ("SPECIES_NONE", None) or odds == 0:
                    continue
                name = self.species(const)
                r, a, b = agg.get(name, (0, 999, 0))
                agg[name] = (r + odds, min(a, lo, hi), max(b, lo, hi))
            tables[t] = agg
        if location not in self.location_order:
            self.location_order.append(location)
        names = sorted({n for agg in tables.values() for n in agg})
        for name in names:
            stats = [tables[t].get(name) for t in TIMES]
            if all(s == stats[0] for s in stats) and stats[0] is not None:
                self.cells.setdefault((location, method, name, ()), {})[version] = stats[0]
            else:
                for t, s in zip(TIMES, stats):
                    if s is not None:
                        self.cells.setdefault((location, method, name, (t,)), {})[version] = s

    def rows(self):
        out = []
        loc_rank = {loc: i for i, loc in enumerate(self.location_order)}
        for (location, method, name, conds), by_version in self.cells.items():
            groups = {}
            for v in hc.VERSIONS:
                if v in by_version:
                    groups.setdefault(by_version[v], []).append(v)
            for (rate, lo, hi), versions in groups.items():
                out.append({"location": location, "method": method, "species": name,
                            "min": lo, "max": hi, "rate": rate, "versions": versions,
                            "conditions": list(conds)})
        out.sort(key=lambda r: (loc_rank[r["location"]], METHODS.index(r["method"]), r["species"],
                                [hc.VERSIONS.index(v) for v in r["versions"]], r["conditions"],
                                r["min"], r["max"], r["rate"]))
        return out


def swarm_pairs(src, maps):
    """(MAP_, kind) pairs of sSwarmMapLUT in src/unk_02097F6C.c."""
    text = src.read("src/unk_02097F6C.c")
    body = text[text.index("sSwarmMapLUT"):]
    body = body[:body.index("};")]
    pairs = set()
    for m, k in re.findall(r"\{\s*(MAP_\w+),\s*(\d)\s*\}", body):
        if m not in maps.ids:
            raise SystemExit(f"swarm map {m} is not in include/constants/maps.h")
        pairs.add((m, SWARM_KIND[k]))
    if len(pairs) != 20:
        raise SystemExit(f"sSwarmMapLUT: expected 20 entries, read {len(pairs)}")
    return pairs


def extract(src):
    species = hc.SpeciesNames()
    maps = hc.Maps(src)
    b = Builder(species)
    banks = json.loads(src.read("files/fielddata/encountdata/gs_enc_data.json"))["encounters"]
    bank_maps = {}
    for m in maps.order:
        if m in maps.enc_bank:
            bank_maps.setdefault(maps.enc_bank[m], []).append(m)
    swarms = swarm_pairs(src, maps)
    unused_banks = []
    for enc in banks:
        locs = bank_maps.get(enc["map"], [])
        if not locs:
            unused_banks.append(enc["map"])
            continue
        for loc in locs:
            if loc == SAFARI_MAP:
                continue
            for v in hc.VERSIONS:
                add_bank(b, enc, loc, v, swarms)
        if enc["map"] == maps.enc_bank[BUG_CONTEST_MAP]:
            add_bug_contest(b, src, BUG_CONTEST_MAP)
    add_headbutt(b, src, maps)
    return b.rows(), unused_banks


def add_bank(b, enc, loc, v, swarms):
    land = enc["land"]
    if land["rate"] > 0 and land["mons"] and loc != BUG_CONTEST_MAP:
        # The contest map's own land table is never used: with the contest flag
        # set, FieldSystem_PerformLandOrSurfEncounterCheck draws from the
        # contest's table instead (add_bug_contest).
        mons = land["mons"]
        levels = [pick(s["level"], v) for s in mons]
        per_time = {}
        for t, key in zip(TIMES, ["morn", "day", "nite"]):
            per_time[t] = [(pick(s["species"][key], v), lv, lv, LAND_ODDS[i])
                           for i, (s, lv) in enumerate(zip(mons, levels))]
        b.add_timed(loc, "walk", v, per_time)
        for cond, field in (("radio-hoenn", "hoenn"), ("radio-sinnoh", "sinnoh")):
            sound = enc.get(field) or []
            slots = [(pick(sound[k], v), levels[i], levels[i], LAND_ODDS[i])
                     for k, idx in RADIO_SLOTS for i in idx]
            b.add_table(loc, "walk", v, [cond], slots)
        if (loc, "walk") in swarms and pick(enc.get("landSwarm", "SPECIES_NONE"), v) != "SPECIES_NONE":
            sw = pick(enc["landSwarm"], v)
            b.add_table(loc, "walk", v, ["swarm-yes"],
                        [(sw, levels[i], levels[i], LAND_ODDS[i]) for i in SWARM_SLOTS["walk"]])
    tables = [("surf", enc["surf"], SURF_ODDS), ("rock-smash", enc["rock_smash"], ROCK_SMASH_ODDS),
              ("old-rod", enc["fishing"]["old_rod"], FISH_ODDS),
              ("good-rod", enc["fishing"]["good_rod"], FISH_ODDS),
              ("super-rod", enc["fishing"]["super_rod"], FISH_ODDS)]
    for method, table, odds in tables:
        if table["rate"] == 0 or not table["mons"]:
            continue
        slots = [(pick(s["species"], v), pick(s["level"]["min"], v), pick(s["level"]["max"], v), odds[i])
                 for i, s in enumerate(table["mons"])]
        night = pick(enc.get("nightFish", "SPECIES_NONE"), v)
        if method in NIGHT_FISH_SLOT and night != "SPECIES_NONE":
            i = NIGHT_FISH_SLOT[method]
            at_night = list(slots)
            at_night[i] = (night,) + slots[i][1:]
            b.add_timed(loc, method, v, {"time-morning": slots, "time-day": slots, "time-night": at_night})
        else:
            b.add_table(loc, method, v, [], slots)
        kind = "fish" if method.endswith("-rod") else method
        if method == "rock-smash" or (loc, kind) not in swarms:
            continue
        sw = pick(enc.get("fishSwarm" if kind == "fish" else "surfSwarm", "SPECIES_NONE"), v)
        if sw != "SPECIES_NONE":
            b.add_table(loc, method, v, ["swarm-yes"], [(sw,) + slots[i][1:] for i in SWARM_SLOTS[method]])


def add_bug_contest(b, src, loc):
    """files/data/mushi/mushi_encount.csv: four sets of ten (species, lvlmin,
    lvlmax, rate threshold, score).  BugContest_InitEncounters takes set 0
    without the National Pokédex, else set weekday/2 (Tuesday 1, Thursday 2,
    Saturday 3); BugContest_GetEncounterSlot rolls 0-99 and takes the first
    slot whose threshold the roll reaches."""
    rows = [r.split(",") for r in src.read("files/data/mushi/mushi_encount.csv").strip().splitlines()[1:]]
    if len(rows) != 40:
        raise SystemExit(f"mushi_encount.csv: expected 40 rows, read {len(rows)}")
    sets = [
        ["bug-catching-contest-yes", "story-progress-before-national-dex"],
        ["bug-catching-contest-yes", "story-progress-national-dex", "weekday-tuesday"],
        ["bug-catching-contest-yes", "story-progress-national-dex", "weekday-thursday"],
        ["bug-catching-contest-yes", "story-progress-national-dex", "weekday-saturday"],
    ]
    for n, conds in enumerate(sets):
        chunk = rows[10 * n:10 * n + 10]
        slots = []
        upper = 100
        for sp, lo, hi, rate, _score in chunk:
            slots.append((sp, int(lo), int(hi), upper - int(rate)))
            upper = int(rate)
        if sum(s[3] for s in slots) != 100:
            raise SystemExit("mushi_encount.csv: a set's odds do not sum to 100")
        for v in hc.VERSIONS:
            b.add_table(loc, "walk", v, conds, slots)


def add_headbutt(b, src, maps):
    """files/arc/headbutt.json: one table per map id (NARC member = map id,
    Task_TryHeadbuttEncounter); common/rare trees use CommonMons/RareMons,
    secret trees SecretMons."""
    tables = json.loads(src.read("files/arc/headbutt.json"))["tables"]
    for map_id, t in enumerate(tables):
        loc = maps.by_id[map_id]
        if maps.code[loc] != t["Map"]:
            raise SystemExit(f"headbutt table {map_id}: map {t['Map']} is not {loc}")
        kinds = []
        if t["Trees"]:
            kinds += [("headbutt-tree-common", t["CommonMons"]), ("headbutt-tree-rare", t["RareMons"])]
        if t["SecretTrees"]:
            kinds.append(("headbutt-tree-secret", t["SecretMons"]))
        for cond, mons in kinds:
            for v in hc.VERSIONS:
                slots = [(pick(s["species"], v, HB_VERSION), s["minLevel"], s["maxLevel"], HEADBUTT_ODDS[i])
                         for i, s in enumerate(mons)]
                b.add_table(loc, "headbutt", v, [cond], slots)


def main(argv):
    srcs, args = hc.sources.split(argv[1:])
    if srcs is None or len(args) > 1:
        print(__doc__)
        return 2
    commit = hc.POKEHEARTGOLD_COMMIT
    out = args[0] if args else os.path.join(HERE, hc.GAME + ".json")
    src = srcs.repo(hc.POKEHEARTGOLD, cls=hc.Git)
    rows, unused = extract(src)
    doc = {
        "game": hc.GAME,
        "source": f"pret/pokeheartgold at {commit}: files/fielddata/encountdata/gs_enc_data.json, "
                  "src/data/map_headers.h, include/constants/maps.h, src/field/encounter_check.c, "
                  "src/unk_02097F6C.c, files/arc/headbutt.json, src/field/headbutt.c, "
                  "files/data/mushi/mushi_encount.csv, src/overlay_bug_contest.c",
        "generator": "data/encounters/extract_hgss.py",
        "note": "Location ids are the MAP_ constants of include/constants/maps.h. rate = summed slot "
                "percentage of the method's table. Rows with time-morning/time-day/time-night exist where "
                "a species' rate or levels differ by time of day; a species equal at every time has one row "
                "with no condition. Rows with swarm-yes, radio-hoenn or radio-sinnoh give what the condition "
                "puts into the slots it replaces (the rows without it describe the table without it). "
                "Headbutt rows carry headbutt-tree-common/-rare/-secret (the tree kind depends on the tree and "
                "the trainer id). The Bug-Catching Contest (National Park, Tuesday/Thursday/Saturday) is at "
                f"{BUG_CONTEST_MAP} with bug-catching-contest-yes. The Safari Zone is left out (its area tables, "
                f"files/arc/safari_enc.json, depend on the blocks placed; the bank of {SAFARI_MAP} is a placeholder the "
                "game does not draw from there). Banks no map uses are left out: "
                + ", ".join(unused) + ".",
        "encounters": rows,
    }
    hc.dump(doc, out)
    print(f"{out}: {len(rows)} rows")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
