#!/usr/bin/env python3
"""Wild encounters of Ruby/Sapphire and Emerald from the pret decompilations
(data/encounters/<game>.json).

Usage:
    python3 data/encounters/extract_rse.py --sources DIR ruby-sapphire [OUT]
    python3 data/encounters/extract_rse.py --sources DIR emerald [OUT]

pret/pokeruby is read at f6e2a5901e83383ad666c7ff564cecfcbcb55081,
pret/pokeemerald at e325cd3044e02072dc2221efbc896d20d19ddb99 (DIR: the
snapshots, data/README.md section 11).  Every file is read with
`git show COMMIT:path`; nothing of
pret is built, run or copied.  Read: src/data/wild_encounters.json (the wild
tables: maps, slots, levels, species; the slot percentages and the rod groups
come from the same file's "fields") and src/wild_encounter.c (the Feebas
special case of Route 119, checked, see FEEBAS below).  Standard library only.

Rules (data/README.md section 10, "Ruby/Sapphire and Emerald", explains them):
- land_mons -> walk, water_mons -> surf, rock_smash_mons -> rock-smash,
  fishing_mons -> old-rod / good-rod / super-rod by the file's "groups".
- One row per (location, method, species, versions, conditions): min/max
  level over the slots, rate = summed slot percentage.  Ruby/Sapphire: a
  base_label ending in _Ruby is Ruby's table, _Sapphire Sapphire's (the
  build's #ifdef RUBY / SAPPHIRE, wild_encounters.json.txt); a row whose
  min/max/rate agree in both versions is written once with both versions.
- Emerald's Altering Cave has nine tables; VAR_ALTERING_CAVE_WILD_SET picks
  one and only a Mystery Event script changes it, so tables 2-9 go to the
  top-level "extra" (not counted as encounters); the Battle Pyramid and
  Battle Pike tables (not map encounters) are left out.
- Feebas: fishing with any rod on one of Route 119's six Feebas tiles gives
  Feebas (level 20-25) half of the time; written as one row per rod with
  rate 50 and an "extra" note.
Order: location (first appearance in the source), method (walk, surf,
rock-smash, old-rod, good-rod, super-rod), species, versions.
"""

import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, ROOT)
from data.pipeline import sources  # noqa: E402
from data.pipeline import jsonio  # noqa: E402
from data.pipeline.git import Repo  # noqa: E402
from data.pipeline.jsonio import dumps, fold  # noqa: E402,F401

GAMES = {
    "ruby-sapphire": {"repo": "pret/pokeruby", "versions": ["ruby", "sapphire"]},
    "emerald": {"repo": "pret/pokeemerald", "versions": ["emerald"]},
}
METHODS = {"land_mons": "walk", "water_mons": "surf", "rock_smash_mons": "rock-smash"}
ROD = {"old_rod": "old-rod", "good_rod": "good-rod", "super_rod": "super-rod"}
METHOD_ORDER = ["walk", "surf", "rock-smash", "old-rod", "good-rod", "super-rod"]
SPECIES_ALIASES = {"NIDORAN_F": "Nidoran-F", "NIDORAN_M": "Nidoran-M", "MR_MIME": "Mr. Mime",
                   "FARFETCHD": "Farfetch’d", "HO_OH": "Ho-Oh"}


def git_show(git_dir, commit, path):
    return Repo(git_dir, commit).show(path)


def parse_game_args(argv, doc):
    """`--sources DIR GAME [OUT]` (the scripts of the family): (the game's git
    directory, GAME, its pinned commit, OUT or None)."""
    srcs, game, out = sources.game_args(argv[1:], doc, GAMES)
    repo = GAMES[game]["repo"]
    return srcs.git_dir(repo), game, sources.commit(repo), out


def species_namer(gen=3):
    """SPECIES_X -> the name of data/species/gen-3.json; fails on anything unmapped."""
    names = jsonio.species_names(gen)
    by_fold = {}
    for n in names:
        by_fold.setdefault(fold(n), n)

    def name(const):
        c = const[len("SPECIES_"):]
        if c in SPECIES_ALIASES:
            n = SPECIES_ALIASES[c]
        else:
            n = by_fold.get(fold(c))
        if n is None or n not in names:
            raise SystemExit(f"unmapped species {const}")
        return n
    return name


def feebas(src_c):
    """(min, max, species const, percent) of the Route 119 Feebas special case."""
    m = re.search(r"gWildFeebasRoute119Data\s*=\s*\{\s*(\d+)\s*,\s*(\d+)\s*,\s*(SPECIES_\w+)\s*\}", src_c)
    if not m or "Random() % 100 > 49" not in src_c or "CheckFeebas() == TRUE" not in src_c:
        raise SystemExit("src/wild_encounter.c: the Feebas special case is not as expected")
    return int(m.group(1)), int(m.group(2)), m.group(3), 50


def extract(game, git_dir, commit):
    cfg = GAMES[game]
    spname = species_namer()
    data = json.loads(git_show(git_dir, commit, "src/data/wild_encounters.json"))
    src_c = git_show(git_dir, commit, "src/wild_encounter.c")
    group = next(g for g in data["wild_encounter_groups"] if g.get("for_maps"))
    fields = {f["type"]: f for f in group["fields"]}
    slots = {}   # (loc, method, species, version) -> [min, max, rate]
    order = []   # locations, first appearance
    extra_rows = {}
    altering = 0
    for enc in group["encounters"]:
        loc, label = enc["map"], enc["base_label"]
        if game == "ruby-sapphire":
            if label.endswith("_Ruby"):
                version = "ruby"
            elif label.endswith("_Sapphire"):
                version = "sapphire"
            else:
                raise SystemExit(f"{label}: neither _Ruby nor _Sapphire")
        else:
            version = "emerald"
        target = slots
        if loc == "MAP_ALTERING_CAVE":
            altering += 1
            if altering > 1:
                target = extra_rows.setdefault(label, {})
        if target is slots and loc not in order:
            order.append(loc)
        for ftype, info in enc.items():
            if not ftype.endswith("_mons"):
                continue
            rates = fields[ftype]["encounter_rates"]
            mons = info["mons"]
            if len(mons) != len(rates):
                raise SystemExit(f"{label} {ftype}: {len(mons)} slots, {len(rates)} rates")
            if ftype == "fishing_mons":
                meth_of = {}
                for g, idx in fields[ftype]["groups"].items():
                    for i in idx:
                        meth_of[i] = ROD[g]
                rod_total = {ROD[g]: sum(rates[i] for i in idx) for g, idx in fields[ftype]["groups"].items()}
            for i, mon in enumerate(mons):
                if ftype == "fishing_mons":
                    method = meth_of[i]
                    if rod_total[method] != 100:
                        raise SystemExit(f"{method} slot rates do not sum to 100")
                else:
                    method = METHODS[ftype]
                key = (loc, method, spname(mon["species"]), version)
                cur = target.get(key)
                if cur is None:
                    target[key] = [mon["min_level"], mon["max_level"], rates[i]]
                else:
                    cur[0] = min(cur[0], mon["min_level"])
                    cur[1] = max(cur[1], mon["max_level"])
                    cur[2] += rates[i]
    fmin, fmax, fsp, fpct = feebas(src_c)
    feebas_note = ("Fishing with any rod on one of the six Feebas tiles of Route 119 (chosen from the "
                   "save's seed) gives Feebas half of the time, else the rod's normal table "
                   "(src/wild_encounter.c: gWildFeebasRoute119Data, CheckFeebas, FishingWildEncounter); "
                   "rate is that 50%, on those tiles only.")

    def rows_of(table):
        merged = {}
        for (loc, method, sp, version), (lo, hi, rate) in table.items():
            merged.setdefault((loc, method, sp), {})[version] = (lo, hi, rate)
        rows = []
        for (loc, method, sp), per in merged.items():
            groups = {}
            for v in cfg["versions"]:
                if v in per:
                    groups.setdefault(per[v], []).append(v)
            for (lo, hi, rate), vs in groups.items():
                rows.append({"location": loc, "method": method, "species": sp, "min": lo, "max": hi,
                             "rate": rate, "versions": vs, "conditions": []})
        return rows

    rows = rows_of(slots)
    for method in ("old-rod", "good-rod", "super-rod"):
        rows.append({"location": "MAP_ROUTE119", "method": method, "species": spname(fsp), "min": fmin,
                     "max": fmax, "rate": fpct, "versions": list(cfg["versions"]), "conditions": [],
                     "extra": {"note": feebas_note}})
    if "MAP_ROUTE119" not in order:
        raise SystemExit("Route 119 has no wild table")
    vorder = {v: i for i, v in enumerate(cfg["versions"])}

    def sort_key(r):
        return (order.index(r["location"]), METHOD_ORDER.index(r["method"]), r["species"],
                [vorder[v] for v in r["versions"]])
    rows.sort(key=sort_key)
    doc = {
        "game": game,
        "source": f"{cfg['repo']} at {commit}: src/data/wild_encounters.json, src/wild_encounter.c",
        "generator": "data/encounters/extract_rse.py",
        "encounters": rows,
    }
    if extra_rows:
        alt = []
        for label, table in extra_rows.items():
            alt.append({"table": label, "rows": sorted(rows_of(table), key=lambda r: (
                METHOD_ORDER.index(r["method"]), r["species"]))})
        doc["extra"] = {"altering_cave_mystery_event_tables": {
            "note": "MAP_ALTERING_CAVE tables 2-9: GetCurrentMapWildMonHeaderId (src/wild_encounter.c) "
                    "adds VAR_ALTERING_CAVE_WILD_SET to the first table's index, and only the Mystery "
                    "Event script data/scripts/mevent_altering_cave.inc changes that variable, so a "
                    "player without that event meets table 1 only (the rows above).",
            "tables": alt}}
    return doc


def main(argv):
    git_dir, game, commit, out = parse_game_args(argv, __doc__)
    out = out or os.path.join(HERE, game + ".json")
    doc = extract(game, git_dir, commit)
    with open(out, "w", encoding="utf-8") as f:
        f.write(dumps(doc))
    print(f"wrote {out}: {len(doc['encounters'])} rows")


if __name__ == "__main__":
    main(sys.argv)
