#!/usr/bin/env python3
"""Wild encounters of Gold/Silver and Crystal -> data/encounters/<game>.json.

Usage:
    extract_gsc.py --sources DIR GAME [OUT]

GAME is gold-silver (pret/pokegold) or crystal (pret/pokecrystal), read from
the snapshots under DIR (data/README.md section 11) at the commit of
data/README.md section 8 (gsc_common.GAMES).  Files are read with `git show COMMIT:path`.

What is read, and how (every rule is the game's own):
  walk   data/wild/johto_grass.asm, kanto_grass.asm: per map three tables of
         seven slots, morning / day / night, slot odds GrassMonProbTable of
         data/wild/probabilities.asm (30, 30, 20, 10, 5, 4, 1 %).
  surf   data/wild/johto_water.asm, kanto_water.asm: three slots,
         WaterMonProbTable (60, 30, 10 %), no time of day.
  swarms data/wild/swarm_grass.asm, swarm_water.asm: tables that replace the
         map's table during a swarm (condition swarm-yes).
  rods   data/wild/fish.asm: the fishing group of each map is the last
         argument of its `map` line in data/maps/maps.asm; a map is listed
         when its group is not FISHGROUP_NONE and its blocks
         (data/maps/blocks.asm -> maps/*.blk) use a metatile whose collision
         (data/tilesets/*_collision.asm, via gfx/tilesets.asm and the
         tileset order of data/tilesets.asm / constants/tileset_constants.asm)
         is a WATER_TILE in data/collision/collision_permissions.asm, which
         is what engine/events/overworld.asm FishFunction .TryFish requires.
         Slot odds: a slot is taken when Random (0-255) <= its threshold
         (engine/events/fish.asm), `percent` = * $ff / 100 (macros/data.asm),
         so a slot has (threshold - previous threshold) / 256.  A
         `time_group N` slot reads TimeFishGroups entry N: its first species
         unless wTimeOfDay is NITE_F (morning and day), else the second.
         FISHGROUP_QWILFISH / FISHGROUP_REMORAID maps use the *_SWARM group
         while the fishing swarm flag is set (GetFishGroupIndex): swarm-yes.
  headbutt  TreeMonMaps of data/wild/treemon_maps.asm, sets of
         data/wild/treemons.asm: each set has a common and a rare table (which
         trees are rare depends on the tree and the trainer id,
         engine/events/treemons.asm GetTreeScore); rate = the common table's
         percentage (the rare table's when the species is only there), both
         kept in extra.
  rock-smash  RockMonMaps of data/wild/treemon_maps.asm (TREEMON_SET_ROCK).
  The Bug-Catching Contest (data/wild/bug_contest_mons.asm, up to its -1
         terminator) is listed at NATIONAL_PARK_BUG_CONTEST, method walk,
         extra {"event": "bug-catching-contest"}.

Time of day: a species found at every time of day with a rule gets
conditions []; otherwise one row per time of day it is found at
(time-morning, time-day, time-night).  When a species has [] but its
percentage differs by time of day, rate is the smallest and
extra.rate_by_time gives all three.

Rows: one per (location, method, species, versions, conditions); min/max
levels over the slots; rate = summed slot percentage, rounded to an integer.
Versions: pret/pokegold's IF DEF(_GOLD) / ELIF DEF(_SILVER) blocks; a row
identical in Gold and Silver gets ["gold", "silver"].
Order: location (first appearance in the order grass Johto, grass Kanto,
water Johto, water Kanto, swarms grass, swarms water, fishing in
data/maps/maps.asm order, headbutt, rock smash, contest), method (walk,
surf, old-rod, good-rod, super-rod, headbutt, rock-smash), species (national
dex number), versions, conditions.
"""

import os
import re
import sys
from fractions import Fraction

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gsc_common as gc  # noqa: E402

METHODS = ["walk", "surf", "old-rod", "good-rod", "super-rod", "headbutt", "rock-smash"]
TIMES = ["time-morning", "time-day", "time-night"]
RODS = ["old-rod", "good-rod", "super-rod"]


def db(line):
    code = gc.strip_comment(line)
    if not code.startswith("db "):
        return None
    return [a.strip() for a in code[3:].split(",")]


class Extractor:
    def __init__(self, game_id, git_dir):
        self.game_id = game_id
        g = gc.GAMES[game_id]
        self.versions = g["versions"]
        self.repo = gc.Repo(git_dir, g["commit"])
        self.species = gc.species_table(self.repo)
        self.order = gc.species_order()
        # raw[(version, loc, method, species, cond_key)] -> list of (level, Fraction pct)
        self.slots = {}
        self.extra = {}
        self.loc_order = []

    def loc(self, name):
        if name not in self.loc_order:
            self.loc_order.append(name)

    def sp(self, const):
        if const not in self.species:
            gc.fail("unknown species constant %s" % const)
        return self.species[const]

    def add(self, version, loc, method, species, cond, level, pct, extra=None):
        self.loc(loc)
        key = (version, loc, method, species, cond)
        self.slots.setdefault(key, []).append((level, Fraction(pct)))
        if extra:
            self.extra.setdefault(key, {}).update(extra)

    # ------------------------------------------------------------ grass/water
    def wild_file(self, path, kind, cond_extra=()):
        text = self.repo.show(path)
        lines = gc.version_lines(text, self.versions)
        for version in self.versions:
            cur, mons = None, []
            for no, line, vs in lines:
                if version not in vs:
                    continue
                code = gc.strip_comment(line)
                m = re.match(r"def_(grass|water)_wildmons (\w+)$", code)
                if m:
                    assert m.group(1) == kind, (path, no)
                    cur, mons = m.group(2), []
                    continue
                m = re.match(r"map_id (\w+)$", code)  # crystal's swarm_grass.asm style
                if m:
                    if cur is not None:
                        self.flush(version, cur, kind, mons, cond_extra)
                    cur, mons = m.group(1), []
                    continue
                if code in ("end_grass_wildmons", "end_water_wildmons") or (
                        cur and code == "db -1"):
                    self.flush(version, cur, kind, mons, cond_extra)
                    cur = None
                    continue
                if cur is None:
                    continue
                a = db(line)
                if a is None:
                    continue
                if "percent" in " ".join(a):
                    continue  # the encounter-rate line
                if a == ["-1"]:
                    continue
                mons.append((int(a[0]), a[1]))
            if cur is not None:
                gc.fail("%s: table %s not closed" % (path, cur))

    def flush(self, version, loc, kind, mons, cond_extra):
        if kind == "grass":
            probs = [30, 30, 20, 10, 5, 4, 1]
            if len(mons) != 21:
                gc.fail("%s: %d grass slots" % (loc, len(mons)))
            for t, time in enumerate(TIMES):
                for (level, const), p in zip(mons[7 * t:7 * t + 7], probs):
                    self.add(version, loc, "walk", self.sp(const),
                             tuple(cond_extra) + (time,), level, p)
        else:
            probs = [60, 30, 10]
            if len(mons) != 3:
                gc.fail("%s: %d water slots" % (loc, len(mons)))
            for (level, const), p in zip(mons, probs):
                for time in TIMES:  # no time of day: the same at every time
                    self.add(version, loc, "surf", self.sp(const),
                             tuple(cond_extra) + (time,), level, p)

    def check_probabilities(self):
        text = self.repo.show("data/wild/probabilities.asm")
        grass = [int(x) for x in re.findall(r"mon_prob\s+(\d+),", text.split("WaterMonProbTable")[0])]
        water = [int(x) for x in re.findall(r"mon_prob\s+(\d+),", text.split("WaterMonProbTable")[1])]
        if grass != [30, 60, 80, 90, 95, 99, 100] or water != [60, 90, 100]:
            gc.fail("slot odds changed: %s %s" % (grass, water))

    # ------------------------------------------------------------ fishing
    def map_tables(self):
        r = self.repo
        attrs = dict(re.findall(r"^\s*map_attributes (\w+), (\w+),", r.show("data/maps/attributes.asm"), re.M))
        maps = re.findall(r"^\s*map (\w+), (TILESET_\w+), .*?(FISHGROUP_\w+)\s*$", r.show("data/maps/maps.asm"), re.M)
        blocks, pending = {}, []
        for line in r.show("data/maps/blocks.asm").splitlines():
            m = re.match(r"^(\w+)_Blocks:", line)
            if m:
                pending.append(m.group(1))
                continue
            m = re.match(r'\s*INCBIN "([^"]+)"', line)
            if m:
                for lab in pending:
                    blocks[lab] = m.group(1)
                pending = []
        coll, pending = {}, []
        for line in r.show("gfx/tilesets.asm").splitlines():
            m = re.match(r"^(Tileset\w+)Coll::", line)
            if m:
                pending.append(m.group(1))
                continue
            m = re.match(r'\s*INCLUDE "(data/tilesets/\w+_collision\.asm)"', line)
            if m:
                for lab in pending:
                    coll[lab] = m.group(1)
                pending = []
            elif line.strip() and not line.strip().startswith(";"):
                pending = []
        ts_consts = [c for c in gc.const_list(r.show("constants/tileset_constants.asm"))]
        ts_names = re.findall(r"^\s*tileset (\w+)", r.show("data/tilesets.asm"), re.M)
        ts_file = {}
        for i, name in enumerate(ts_names):
            if i < len(ts_consts) and ts_consts[i]:
                ts_file[ts_consts[i]] = coll[name]
        # collision value -> water?
        values = {}
        for m in re.finditer(r"^DEF (COLL_\w+)\s+EQU \$(\w+)", r.show("constants/collision_constants.asm"), re.M):
            values[m.group(1)] = int(m.group(2), 16)
        perm_lines = [db(l) for l in r.show("data/collision/collision_permissions.asm").splitlines()]
        perms = [a[0] for a in perm_lines if a]
        water = {i for i, p in enumerate(perms) if p.startswith("WATER_TILE")}
        water_meta = {}
        for ts, path in ts_file.items():
            metas = []
            for line in r.show(path).splitlines():
                m = re.match(r"\s*tilecoll (.*?)\s*(;.*)?$", line)
                if m:
                    names = [x.strip() for x in m.group(1).split(",")]
                    vals = []
                    for n in names:
                        if "COLL_" + n in values:
                            vals.append(values["COLL_" + n])
                        elif re.fullmatch(r"[0-9a-fA-F]{2}", n):
                            vals.append(int(n, 16))
                        else:
                            gc.fail("unknown collision %s in %s" % (n, path))
                    metas.append(any(v in water for v in vals))
            water_meta[ts] = metas
        out = []
        for camel, tileset, group in maps:
            const = attrs[camel]
            blk = r.show_bytes(blocks[camel])
            has_water = any(b < len(water_meta[tileset]) and water_meta[tileset][b] for b in blk)
            out.append((const, group, has_water, blocks[camel]))
        return out

    def fish(self):
        text = self.repo.show("data/wild/fish.asm")
        lines = gc.version_lines(text, self.versions)
        consts = gc.const_list(self.repo.show("constants/map_data_constants.asm").split("; FishGroups indexes")[1])
        for version in self.versions:
            vlines = [(no, l) for no, l, vs in lines if version in vs]
            groups = []
            tables, cur = {}, None
            timegroups = []
            in_time = False
            for no, line in vlines:
                code = gc.strip_comment(line)
                m = re.match(r"fishgroup .*?, (\.\w+), +(\.\w+), +(\.\w+)$", code)
                if m:
                    groups.append(m.groups())
                    continue
                if code.startswith("TimeFishGroups:"):
                    in_time = True
                    continue
                m = re.match(r"^(\.\w+):$", code)
                if m:
                    cur = m.group(1)
                    tables[cur] = []
                    continue
                a = db(line)
                if a is None or (cur is None and not in_time):
                    continue
                if in_time:
                    timegroups.append((a[0], int(a[1]), a[2], int(a[3])))
                    continue
                m = re.fullmatch(r"(\d+) percent(?: \+ (\d+))?", a[0])
                thr = int(m.group(1)) * 255 // 100 + int(m.group(2) or 0)
                if a[1].startswith("time_group"):
                    entry = ("time", int(a[1].split()[1]))
                else:
                    entry = (a[1], int(a[2]))
                tables[cur].append((thr, entry))
            # stacked labels (".Qwilfish_NoSwarm_Super:\n.Qwilfish_Super:")
            # give the first label an empty table; it shares the next one's
            labs = list(tables)
            for i, lab in enumerate(labs):
                if not tables[lab]:
                    tables[lab] = tables[labs[i + 1]]
            group_by_const = {}
            for i, g in enumerate(groups, start=1):
                group_by_const[consts[i]] = g
            self.fish_rows(version, group_by_const, tables, timegroups)

    def fish_rows(self, version, groups, tables, timegroups):
        for const, group, has_water, _ in self.maps:
            if group == "FISHGROUP_NONE" or not has_water:
                continue
            plan = [(group, ())]
            swarm = {"FISHGROUP_QWILFISH": "FISHGROUP_QWILFISH_SWARM",
                     "FISHGROUP_REMORAID": "FISHGROUP_REMORAID_SWARM"}.get(group)
            if swarm:
                plan.append((swarm, ("swarm-yes",)))
            for gname, cond in plan:
                for rod, lab in zip(RODS, groups[gname]):
                    prev = -1
                    for thr, entry in tables[lab]:
                        p = Fraction(thr - prev, 256) * 100
                        prev = thr
                        for t, time in enumerate(TIMES):
                            if entry[0] == "time":
                                dsp, dlv, nsp, nlv = timegroups[entry[1]]
                                sp, lv = (nsp, nlv) if time == "time-night" else (dsp, dlv)
                            else:
                                sp, lv = entry
                            self.add(version, const, rod, self.sp(sp), cond + (time,), lv, p)
                    if prev != 255:
                        gc.fail("fish table %s does not end at 100 percent" % lab)

    # ------------------------------------------------------------ trees
    def trees(self):
        r = self.repo
        maps_text = r.show("data/wild/treemon_maps.asm")
        tree_part, rock_part = maps_text.split("RockMonMaps:")
        sets_lines = gc.version_lines(r.show("data/wild/treemons.asm"), self.versions)
        # sets the engine ignores (engine/events/treemons.asm GetTreeMons):
        # TREEMON_SET_NONE in both games; Gold/Silver also quit on the last
        # two sets, TREEMON_SET_UNUSED and TREEMON_SET_CITY.
        ignored = {"TREEMON_SET_NONE"}
        if "TREEMON_SET_CITY == NUM_TREEMON_SETS - 1" in r.show("engine/events/treemons.asm"):
            ignored |= {"TREEMON_SET_UNUSED", "TREEMON_SET_CITY"}
        for version in self.versions:
            blocks, cur = {}, []
            for _no, line, vs in sets_lines:
                if version not in vs:
                    continue
                m = re.match(r"^(TreeMonSet_\w+):", line)
                if m:
                    if cur and cur[-1] is not None and blocks[cur[-1]] != [[]]:
                        cur = []
                    cur.append(m.group(1))
                    blocks[m.group(1)] = [[]]
                    # stacked labels share one table
                    for lab in cur:
                        blocks[lab] = blocks[cur[0]]
                    continue
                a = db(line)
                if not cur or a is None:
                    continue
                t = blocks[cur[0]]
                if a == ["-1"]:
                    t.append([])
                    continue
                t[-1].append((int(a[0]), a[1], int(a[2])))
            for part, method in ((tree_part, "headbutt"), (rock_part, "rock-smash")):
                for m in re.finditer(r"treemon_map (\w+),\s+(TREEMON_SET_\w+)", part):
                    loc, tset = m.groups()
                    if tset in ignored:
                        continue
                    label = "TreeMonSet_" + "".join(
                        w.capitalize() for w in tset[len("TREEMON_SET_"):].split("_"))
                    if label not in blocks:
                        gc.fail("no table %s" % label)
                    tabs = [t for t in blocks[label] if t]
                    kinds = ["common", "rare"] if method == "headbutt" else ["all"]
                    if len(tabs) != len(kinds):
                        gc.fail("%s: %d tables" % (label, len(tabs)))
                    per = {}
                    for kind, tab in zip(kinds, tabs):
                        if sum(p for p, _, _ in tab) != 100:
                            gc.fail("%s %s does not sum to 100" % (label, kind))
                        for p, const, lv in tab:
                            d = per.setdefault(self.sp(const),
                                               {"levels": [], "common": 0, "rare": 0, "all": 0})
                            d["levels"].append(lv)
                            d[kind] += p
                    for species, d in per.items():
                        if method == "headbutt":
                            rate = d["common"] or d["rare"]
                            extra = {"rate_common_tree": d["common"], "rate_rare_tree": d["rare"]}
                        else:
                            rate, extra = d["all"], None
                        for time in TIMES:
                            for lv in d["levels"]:
                                self.add(version, loc, method, species, (time,), lv, 0, extra)
                            self.add(version, loc, method, species, (time,), d["levels"][0], rate)

    def contest(self):
        text = self.repo.show("data/wild/bug_contest_mons.asm")
        loc = "NATIONAL_PARK_BUG_CONTEST"
        for version in self.versions:
            for line in text.splitlines():
                a = db(line)
                if a is None:
                    continue
                if a[0] == "-1":
                    break
                pct, const, lo, hi = int(a[0]), a[1], int(a[2]), int(a[3])
                for time in TIMES:
                    self.add(version, loc, "walk", self.sp(const), (time,), lo, 0,
                             {"event": "bug-catching-contest"})
                    self.add(version, loc, "walk", self.sp(const), (time,), hi, pct)

    # ------------------------------------------------------------ output
    def rows(self):
        # per (version, loc, method, species, base conditions) -> per time (levels, rate)
        agg = {}
        for (version, loc, method, species, cond), slots in self.slots.items():
            base, time = cond[:-1], cond[-1]
            d = agg.setdefault((version, loc, method, species, base), {})
            levels = [lv for lv, _ in slots]
            rate = sum(p for _, p in slots)
            d[time] = (min(levels), max(levels), rate, self.extra.get((version, loc, method, species, cond)))
        per_version = []
        for (version, loc, method, species, base), d in agg.items():
            if all(t in d for t in TIMES):
                rates = [d[t][2] for t in TIMES]
                extra = dict(d[TIMES[0]][3] or {})
                if len(set(rates)) > 1:
                    extra["rate_by_time"] = {t[5:]: round_rate(d[t][2]) for t in TIMES}
                per_version.append((version, loc, method, species, list(base), min(d[t][0] for t in TIMES),
                                    max(d[t][1] for t in TIMES), round_rate(min(rates)), extra))
            else:
                for t in TIMES:
                    if t in d:
                        per_version.append((version, loc, method, species, list(base) + [t], d[t][0], d[t][1],
                                            round_rate(d[t][2]), dict(d[t][3] or {})))
        merged = {}
        for version, loc, method, species, cond, lo, hi, rate, extra in per_version:
            key = (loc, method, species, tuple(cond), lo, hi, rate, repr(sorted(extra.items())))
            merged.setdefault(key, (extra, []))[1].append(version)
        out = []
        for (loc, method, species, cond, lo, hi, rate, _), (extra, vs) in merged.items():
            row = {"location": loc, "method": method, "species": species, "min": lo, "max": hi,
                   "rate": rate, "versions": [v for v in self.versions if v in vs],
                   "conditions": list(cond)}
            if extra:
                row["extra"] = extra
            out.append(row)
        vidx = {v: i for i, v in enumerate(self.versions)}
        cidx = {c: i for i, c in enumerate(["swarm-yes"] + TIMES)}
        out.sort(key=lambda r: (self.loc_order.index(r["location"]), METHODS.index(r["method"]),
                                self.order[r["species"]], [vidx[v] for v in r["versions"]],
                                [cidx[c] for c in r["conditions"]]))
        keys = [(r["location"], r["method"], r["species"], tuple(r["versions"]), tuple(r["conditions"])) for r in out]
        if len(keys) != len(set(keys)):
            gc.fail("duplicate rows")
        return out

    def run(self):
        self.check_probabilities()
        self.wild_file("data/wild/johto_grass.asm", "grass")
        self.wild_file("data/wild/kanto_grass.asm", "grass")
        self.wild_file("data/wild/johto_water.asm", "water")
        self.wild_file("data/wild/kanto_water.asm", "water")
        self.wild_file("data/wild/swarm_grass.asm", "grass", ("swarm-yes",))
        self.wild_file("data/wild/swarm_water.asm", "water", ("swarm-yes",))
        self.maps = self.map_tables()
        self.fish()
        self.trees()
        self.contest()
        for path in ("engine/events/fish.asm", "engine/events/overworld.asm",
                     "engine/events/treemons.asm", "macros/data.asm"):
            self.repo.show(path)
        return self.rows()


def round_rate(fr):
    # round half up, on exact fractions
    return int(fr + Fraction(1, 2))


def main():
    git_dir, game_id, out = gc.parse_args(sys.argv[1:], __doc__)
    out = out or os.path.join(gc.HERE, game_id + ".json")
    ex = Extractor(game_id, git_dir)
    rows = ex.run()
    files = sorted({f for f in ex.repo.read_files if not f.endswith(".blk")
                    and not f.startswith("data/tilesets/")} | {"maps/*.blk", "data/tilesets/*_collision.asm"})
    g = gc.GAMES[game_id]
    doc = {"game": game_id,
           "source": "%s at %s: %s" % (g["repo"], g["commit"], ", ".join(files)),
           "generator": "data/encounters/extract_gsc.py",
           "encounters": rows}
    gc.write_json(out, doc)


if __name__ == "__main__":
    main()
