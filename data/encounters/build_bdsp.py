#!/usr/bin/env python3
"""Generate Brilliant Diamond/Shining Pearl's wild encounters and their PKHeX
cross-check from the committed extracts (stdlib only, deterministic).

Usage: build_bdsp.py [OUT_DIR]

Reads data/encounters/bdsp/field.csv, tables.json, pkhex.json (written by
extract_bdsp.py) and data/encounters/pokeapi/dppt-vocabulary.json (the
Diamond/Pearl area of each table index, bdsp_common.py).  Writes into OUT_DIR
(default: this folder) brilliant-diamond-shining-pearl.json and
bdsp/crosscheck.json.

Rules (data/README.md section 10, "Brilliant Diamond/Shining Pearl"), the
slot rules being PokeFinder's (Admiral-Fish/PokeFinder Core/Gen8/Encounters8.cpp,
Core/Util/EncounterSlot.cpp, cited in each rule below), applied the way
build_dppt.py applies pokeplatinum's:
- the tables EncounterTableGenerator's own output leaves out are left out
  (Gen8/bdsp.py: Mt. Coronet's second summit table, the Old Chateau's,
  Turnback Cave's and Solaceon Ruins' duplicate rooms, tables without a zone);
- land slots 20/20/10/10/10/10/5/5/4/4/1/1 %, surf and Old Rod 60/30/5/4/1,
  Good and Super Rod 40/40/15/4/1 (EncounterSlot.cpp bdspSlot);
- slots 2 and 3 are the morning's species, replaced by the 'day' list in the
  day and the 'night' list at night (modifyTime); a slot whose species is
  the same all day gets no time condition;
- slots 0 and 1: the swarm (tairyo, swarm-yes; modifySwarm); slots 4, 5, 10,
  11: the Poké Radar (swayGrass, radar-on; modifyRadar); a replacement that
  puts back the slot's own species is left out;
- the Great Marsh (tables 23-28): slots 6 and 7 hold the day's species of the
  'safari' list (modifyGreatMarsh), entries 1-32 before the National Pokédex
  and 33-64 after (their species are PokeFinder's greatMarsh and
  greatMarshDex lists): great-marsh-daily-slot-K-of-32 (K = how many of the 32
  entries name it) with story-progress-(before-)national-dex where the two
  halves differ, as Diamond/Pearl's file has them; the table's own slot 6/7
  species are left out;
- Trophy Garden (table 117): slots 6 and 7 may hold one of the 'urayama'
  species (modifyTrophyGarden): backlot-mentioned + story-progress-national-dex,
  as in Diamond/Pearl (the National Pokédex condition is Diamond/Pearl's: no
  source says when it starts in the remake);
- Feebas: Mt. Coronet B1F (table 22), any rod, levels 10-20 (PokeFinder
  inserts it in slot 5 of each rod there): method feebas-tile-fishing, rate 0
  (the tile's odds are not in the sources);
- honey trees (the 21 tables of bdsp.py honey(), table 201 being Floaroma
  Meadow): the version's 'mistu' list, slots of Rate %, levels 5-15
  (EncounterTableGenerator Gen8/pack.py pack_encounter_honey), groups
  honey-tree-group-a (Normal), -b (Rare), -c (SuperRare: Munchlax);
- the Grand Underground: one location per hideaway kind (UgRandMark ids
  2-19, bdsp_common.ROOMS), method walk; a species of the room's UgEncount
  file for the version (1 both, 2 Brilliant Diamond, 3 Shining Pearl) counts
  from the first story flag at or above its zukanflag at which its
  UgPokemonData flagrate is above 0, and needs the gates of every flag up to
  that one (bdsp_common.FLAG_GATES); flag 6 is the condition
  story-progress-national-dex; the room's UgSpecialPokemon of the version
  (rate above 0) count with the room (PokeFinder adds them at every story
  flag); levels: PKHeX's underground slots of the hideaways of that kind
  (lowest and highest over them);
- one row per (location, method, species, conditions, versions): min/max
  level over its slots, rate the sum of its slots' odds; rows equal in both
  versions carry both.
"""

import csv
import os
import sys
from collections import OrderedDict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline.jsonio import load, write_json  # noqa: E402
import bdsp_common as c  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
LAND = [20, 20, 10, 10, 10, 10, 5, 5, 4, 4, 1, 1]
WATER = {"water_mons": ("surf", [60, 30, 5, 4, 1]), "boro_mons": ("old-rod", [60, 30, 5, 4, 1]),
         "ii_mons": ("good-rod", [40, 40, 15, 4, 1]), "sugoi_mons": ("super-rod", [40, 40, 15, 4, 1])}
METHOD_ORDER = ["walk", "surf", "old-rod", "good-rod", "super-rod", "feebas-tile-fishing", "honey-tree"]
GREAT_MARSH = range(23, 29)
TROPHY_GARDEN = 117
FEEBAS_TABLE = 22
FEEBAS = 349
PLACE_SPELLINGS = {"Mount Coronet": "Mt. Coronet", "Route 209": "Lost Tower",
                   "Route 220": "Sea Route 220", "Route 223": "Sea Route 223",
                   "Route 226": "Sea Route 226", "Route 230": "Sea Route 230"}
# PKHeX slot types -> our methods (the cross-check)
PK_METHODS = {"grass": "walk", "surf": "surf", "old-rod": "old-rod", "good-rod": "good-rod",
              "super-rod": "super-rod", "honey-tree": "honey-tree"}


def tables_kept(meta, dp):
    skipped = {i for rule in meta["skipped"] for i in rule["tables"]}
    kept = []
    for t in meta["tables"]:
        i = t["index"]
        if i in skipped or t["zone"] == -1:
            continue
        area, location = dp[i]
        if t["place"] != location and PLACE_SPELLINGS.get(t["place"]) != location:
            raise SystemExit("table %d: %s is not Diamond/Pearl's %s (%s)" % (i, t["place"], area, location))
        kept.append(t)
    return kept


def location_ids(meta, dp):
    """Table index -> (location id, name)."""
    out = {}
    for t in tables_kept(meta, dp):
        i = t["index"]
        out[i] = (dp[i][0], c.NAMES.get(i, t["place"]))
    return out


class Rows:
    def __init__(self):
        self.rows = OrderedDict()

    def add(self, version, location, method, species, conds, lo, hi, rate):
        key = (location, method, species, tuple(conds))
        r = self.rows.setdefault(key, {})
        cur = r.get(version)
        if cur is None:
            r[version] = [lo, hi, rate]
        else:
            r[version] = [min(cur[0], lo), max(cur[1], hi), cur[2] + rate]


def field_rows(rows, field, ids, meta, names):
    by = {}
    for r in field:
        by.setdefault((r["version"], int(r["table"])), {}).setdefault(r["list"], {})[int(r["slot"])] = (
            int(r["species"]), int(r["min"]), int(r["max"]))
    marsh = meta["great_marsh"]
    before, after = marsh[:32], marsh[32:]
    for version in c.VERSIONS:
        for i in sorted(ids):
            lists = by.get((version, i), {})
            loc = ids[i][0]
            ground = lists.get("ground_mons", {})
            for slot in sorted(ground):
                sp, lo, hi = ground[slot]
                odds = LAND[slot]
                if i in GREAT_MARSH and slot in (6, 7):
                    for sp2 in sorted(set(before) | set(after), key=marsh.index):
                        kb, ka = before.count(sp2), after.count(sp2)
                        if kb == ka:
                            variants = [(["great-marsh-daily-slot-%d-of-32" % kb], odds)]
                        else:
                            variants = [(["great-marsh-daily-slot-%d-of-32" % k, cond], odds)
                                        for k, cond in ((kb, "story-progress-before-national-dex"),
                                                        (ka, "story-progress-national-dex")) if k]
                        for conds, o in variants:
                            rows.add(version, loc, "walk", sp2, conds, lo, hi, o)
                    continue
                if slot in (2, 3) and "day" in lists and "night" in lists:
                    day, night = lists["day"][slot - 2][0], lists["night"][slot - 2][0]
                    if sp == day == night:
                        rows.add(version, loc, "walk", sp, [], lo, hi, odds)
                    else:
                        for s2, cond in ((sp, "time-morning"), (day, "time-day"), (night, "time-night")):
                            rows.add(version, loc, "walk", s2, [cond], lo, hi, odds)
                else:
                    rows.add(version, loc, "walk", sp, [], lo, hi, odds)
                if slot in (0, 1) and slot in lists.get("tairyo", {}):
                    s2 = lists["tairyo"][slot][0]
                    if s2 != sp:
                        rows.add(version, loc, "walk", s2, ["swarm-yes"], lo, hi, odds)
                radar = {4: 0, 5: 1, 10: 2, 11: 3}
                if slot in radar and radar[slot] in lists.get("swayGrass", {}):
                    s2 = lists["swayGrass"][radar[slot]][0]
                    if s2 != sp:
                        rows.add(version, loc, "walk", s2, ["radar-on"], lo, hi, odds)
                if i == TROPHY_GARDEN and slot in (6, 7):
                    for s2 in meta["trophy_garden"]:
                        rows.add(version, loc, "walk", s2, ["backlot-mentioned", "story-progress-national-dex"],
                                 lo, hi, odds)
            for key, (method, odds) in WATER.items():
                for slot, (sp, lo, hi) in sorted(lists.get(key, {}).items()):
                    rows.add(version, loc, method, sp, [], lo, hi, odds[slot])
            if i == FEEBAS_TABLE:
                rows.add(version, loc, "feebas-tile-fishing", FEEBAS, [], 10, 20, 0)
        honey = meta["honey"]
        for i in honey["tables"]:
            loc = c.FLOAROMA_MEADOW if i == 201 else ids[i][0]
            for group, col in (("a", 1), ("b", 2), ("c", 3)):
                for slot in honey["slots"][version]:
                    rows.add(version, loc, "honey-tree", slot[col], ["honey-tree-group-" + group], 5, 15, slot[0])


def underground_rows(rows, meta, pk):
    ug = meta["underground"]
    levels = {}
    for line in pk["underground"]:
        head, body = line.split(": ")
        version, loc = head.split()
        name = pk["locations"][loc]
        for item in body.split():
            sp, rng = item.split(":")
            lo, hi = map(int, rng.split("-"))
            key = (version, name, int(sp))
            cur = levels.get(key, (lo, hi))
            levels[key] = (min(cur[0], lo), max(cur[1], hi))
    rooms = {r["id"]: r for r in ug["rooms"]}
    missing = []
    for version in c.VERSIONS:
        other = 3 if version == "bd" else 2
        for room in sorted(c.ROOMS):
            loc, name = c.room_id(room), c.room_name(room)
            entries = [(sp, flag) for sp, v, flag in ug["species"][rooms[room]["file"]] if v != other]
            for sp, v, drate, prate in [(s[1], s[2], s[3], s[4]) for s in ug["special"] if s[0] == room]:
                if v != other and (drate if version == "bd" else prate) > 0:
                    entries.append((sp, None))
            for sp, flag in entries:
                if flag is None:
                    first = 1
                else:
                    weights = [int(x) for x in ug["flagrate"][str(sp)].split()]
                    first = next((f for f in range(flag, 7) if weights[f - 1] > 0), None)
                    if first is None:
                        continue
                lo, hi = levels.get((version, name, sp), (None, None))
                if lo is None:
                    missing.append((version, room, sp))
                    continue
                conds = ["story-progress-national-dex"] if first == 6 else []
                rows.add(version, loc, "walk", sp, conds + ["needs:" + g for g in c.flag_needs(first)], lo, hi, 0)
    return missing


def build(out_dir):
    field = list(csv.DictReader(open(os.path.join(HERE, "bdsp", "field.csv"), encoding="utf-8")))
    meta = load(os.path.join(HERE, "bdsp", "tables.json"))
    pk = load(os.path.join(HERE, "bdsp", "pkhex.json"))
    dp = c.dp_areas()
    ids = location_ids(meta, dp)
    names = c.species_by_number()
    rows = Rows()
    field_rows(rows, field, ids, meta, names)
    missing = underground_rows(rows, meta, pk)
    if missing:
        raise SystemExit("underground species without PKHeX levels: %s" % missing[:10])
    order = {loc: n for n, loc in enumerate([ids[i][0] for i in sorted(ids)] + [c.FLOAROMA_MEADOW]
                                            + [c.room_id(r) for r in sorted(c.ROOMS)])}
    out = []
    for n, ((loc, method, sp, conds), by) in enumerate(rows.rows.items()):
        groups = OrderedDict()
        for version in c.VERSIONS:
            if version in by:
                groups.setdefault(tuple(by[version]), []).append(c.VERSIONS[version])
        real = [x for x in conds if not x.startswith("needs:")]
        needs = [x[len("needs:"):] for x in conds if x.startswith("needs:")]
        for (lo, hi, rate), versions in groups.items():
            row = {"location": loc, "method": method, "species": names[sp], "min": lo, "max": hi,
                   "rate": rate, "versions": versions, "conditions": sorted(real)}
            if needs:
                row["extra"] = {"needs": needs}
            out.append((order[loc], METHOD_ORDER.index(method), n, row))
    out.sort(key=lambda x: x[:3])
    encounters = [r for *_, r in out]
    write_json(os.path.join(out_dir, c.GAME + ".json"), {
        "game": c.GAME,
        "source": "%s (no licence file; the games' own tables): Gen8/bdsp/FieldEncountTable_d.json, "
                  "FieldEncountTable_p.json, UgRandMark.json, UgEncount_*.json, UgSpecialPokemon.json, "
                  "UgPokemonData.json, through the committed extract data/encounters/bdsp/ (field.csv, "
                  "tables.json); Grand Underground levels: %s (GPL-3.0) "
                  "PKHeX.Core/Resources/legality/wild/Gen8/encounter_{bd,sp}_underground.pkl "
                  "(data/encounters/bdsp/pkhex.json); slot rules: %s Core/Gen8/Encounters8.cpp, "
                  "Core/Util/EncounterSlot.cpp" % (c.ETG, c.PKHEX, c.POKEFINDER),
        "generator": "data/encounters/build_bdsp.py",
        "note": "Location ids: the PokeAPI location area of Diamond/Pearl's table at the same index "
                "(data/encounters/bdsp_common.py), grand-underground-<hideaway> for the Grand "
                "Underground. Slot rules as in data/README.md section 10 (Brilliant Diamond/Shining "
                "Pearl). Grand Underground rows have rate 0 (a hideaway's odds depend on the "
                "story flag and the Diglett bonus) and carry in extra.needs the gates of their story "
                "flag (Strength, Defog obtained, seven badges, Waterfall obtained); Feebas' rate is 0 "
                "(not sourced). Static encounters, gifts, trades, fossils and roamers are the story's "
                "received entries.",
        "encounters": encounters,
    })
    write_json(os.path.join(out_dir, "bdsp", "crosscheck.json"), crosscheck(encounters, ids, pk, meta))


def crosscheck(encounters, ids, pk, meta):
    """Our species against PKHeX's encounter slots: per (version, zone, method)
    for the zones of the tables we keep, and per (version, place, method) for
    every place (a place's tables joined, so the duplicate tables we leave out
    are compared too).  Feebas' tile counts as each rod of its table (PKHeX
    lists it with the rods)."""
    zone_of = {ids[t["index"]][0]: t["zone"] for t in meta["tables"] if t["index"] in ids}
    place_of_zone = {t["zone"]: t["place"] for t in meta["tables"] if t["zone"] != -1}
    place_of_loc = {loc: place_of_zone[z] for loc, z in zone_of.items()}
    place_of_loc[c.FLOAROMA_MEADOW] = "Floaroma Meadow"
    names = c.species_by_number()
    ours_zone, ours_place, theirs_zone, theirs_place = {}, {}, {}, {}
    for e in encounters:
        loc = e["location"]
        if loc not in place_of_loc:
            continue
        methods = ["old-rod", "good-rod", "super-rod"] if e["method"] == "feebas-tile-fishing" else [e["method"]]
        for v in e["versions"]:
            for m in methods:
                if loc in zone_of and m != "honey-tree":
                    ours_zone.setdefault((v, zone_of[loc], m), set()).add(e["species"])
                ours_place.setdefault((v, place_of_loc[loc], m), set()).add(e["species"])
    kept_zones = set(zone_of.values())
    for line in pk["wild"]:
        head, body = line.split(": ")
        version, zone, typ = head.split()
        zone = int(zone)
        if typ not in PK_METHODS:
            continue
        v, m = c.VERSIONS[version], PK_METHODS[typ]
        sp = {names[int(x)] for x in body.split()}
        place = place_of_zone.get(zone, pk["locations"].get(str(zone)))
        theirs_place.setdefault((v, place, m), set()).update(sp)
        if zone in kept_zones and m != "honey-tree":
            theirs_zone.setdefault((v, zone, m), set()).update(sp)

    def diff(a_all, b_all, label):
        out = []
        for key in sorted(set(a_all) | set(b_all)):
            a, b = a_all.get(key, set()), b_all.get(key, set())
            if a != b:
                out.append({"version": key[0], label: key[1], "method": key[2],
                            "only_ours": sorted(a - b), "only_pkhex": sorted(b - a)})
        return out
    species = {v: sorted({s for (vv, _, _), ss in ours_place.items() if vv == v for s in ss})
               for v in c.VERSIONS.values()}
    pk_species = {v: sorted({s for (vv, _, _), ss in theirs_place.items() if vv == v for s in ss})
                  for v in c.VERSIONS.values()}
    return {
        "game": c.GAME,
        "source": "%s: PKHeX.Core/Resources/legality/wild/Gen8/encounter_bd.pkl, encounter_sp.pkl "
                  "(data/encounters/bdsp/pkhex.json)" % c.PKHEX,
        "generator": "data/encounters/build_bdsp.py",
        "note": "The species of data/encounters/%s.json (every condition; the Grand Underground "
                "aside, whose levels come from PKHeX) against PKHeX's encounter slots: per version, "
                "zone and method for the zones of the tables kept (honey trees aside: PKHeX files "
                "Eterna Forest's tree under the forest's outside zone 199), and per version, place "
                "and method with a place's tables joined. Feebas' tile is compared with each rod of "
                "Mt. Coronet B1F." % c.GAME,
        "compared_zones": len(set(ours_zone) | set(theirs_zone)),
        "compared_places": len(set(ours_place) | set(theirs_place)),
        "species_counts": {v: len(s) for v, s in species.items()},
        "pkhex_species_counts": {v: len(s) for v, s in pk_species.items()},
        "differences_by_zone": diff(ours_zone, theirs_zone, "zone"),
        "differences_by_place": diff(ours_place, theirs_place, "place"),
    }


def main(argv):
    out = argv[0] if argv else HERE
    build(out)


if __name__ == "__main__":
    main(sys.argv[1:])
