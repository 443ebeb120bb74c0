#!/usr/bin/env python3
"""Generate the wild encounters of Omega Ruby/Alpha Sapphire and their
PokeAPI cross-check (stdlib only, deterministic).

Usage: build_oras.py [--out DIR]

Reads the committed extracts data/encounters/extract/oras-slots.{csv,json}
(extract_oras.py: Spouik/PokemonEncCalc's slot tables),
data/encounters/pokeapi/omega-ruby-alpha-sapphire.csv and
pokeapi/gen68-vocabulary.json (extract_pokeapi_gen68.py) and writes into DIR
(default: this folder):
- omega-ruby-alpha-sapphire.json: every slot of every table, one row per
  (location, method, species, conditions, versions);
- pokeapi/omega-ruby-alpha-sapphire.json: what PokeAPI lists for the wild
  methods (hordes; the Mirage spots' grass and Rock Smash), compared with
  ours area by area.

Rules (data/README.md section 10, "Omega Ruby/Alpha Sapphire"):
- location: oras_common.table_locations (one id per table; a table named
  differently per version, the Team Magma/Aqua Hideout, has one id per
  version); a table of PART_OF keeps only its slot tables that differ from
  the other table's;
- method, by the source's field: grass -> walk (dive for the tables the
  source meets underwater), tallgrass -> tall-grass, surf, oldrod ->
  old-rod, goodrod -> good-rod, superrod -> super-rod, rocksmash ->
  rock-smash, horde1-3 -> horde, dexnav -> dex-nav with the condition
  story-progress-national-dex (the DexNav-only Pokémon: see the README);
- min/max: over the species' slots; rate: the summed odds of its slots, for
  a horde the summed odds of the horde tables it is in (the share of hordes
  that hold it), for a DexNav slot the source's 100/3 per slot;
- a row equal in both versions carries both versions;
- order: tables by index, methods as METHODS, species by first slot.
"""

import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import oras_common as oc  # noqa: E402
from gen68_common import POKEAPI_COMMIT, POKEAPI_REPO, SpeciesMapper, read_vocabulary  # noqa: E402

METHODS = ["walk", "tall-grass", "dive", "surf", "old-rod", "good-rod", "super-rod", "rock-smash", "horde", "dex-nav"]
FIELD_METHOD = {"grass": "walk", "tallgrass": "tall-grass", "surf": "surf", "oldrod": "old-rod",
                "goodrod": "good-rod", "superrod": "super-rod", "rocksmash": "rock-smash",
                "horde1": "horde", "horde2": "horde", "horde3": "horde", "dexnav": "dex-nav"}
DEXNAV_CONDITION = "story-progress-national-dex"
RECEIVED_METHODS = {"gift", "gift-egg", "static", "devon-scope"}


def national_names():
    """national number -> the species list's name of its default form."""
    out = {}
    for s in oc.load(os.path.join(oc.DATA, "species", "gen-%d.json" % oc.GEN))["species"]:
        out.setdefault(s["num"], s["name"])
    return out


def tables_by_version(rows):
    """(version, table) -> field -> [slot rows] in slot order."""
    out = collections.defaultdict(lambda: collections.defaultdict(list))
    for r in rows:
        out[(r["version"], r["table"])][r["field"]].append(r)
    return out


def kept_fields(tables, version, table):
    """The fields of a table that are kept: all, or for a PART_OF table those
    whose slots differ from the other table's."""
    fields = tables.get((version, table), {})
    other = oc.PART_OF.get(table)
    if other is None:
        return fields
    theirs = tables.get((version, other), {})
    key = lambda rs: [(r["national"], r["form"], r["min"], r["max"], r["rate"]) for r in rs]  # noqa: E731
    return {f: rs for f, rs in fields.items() if f not in theirs or key(theirs[f]) != key(rs)}


def build(meta, rows):
    names = national_names()
    locs = oc.table_locations(meta)
    underwater = set(meta["underwater_tables"]["tables"])
    tables = tables_by_version(rows)
    acc = collections.OrderedDict()  # (table, loc, method, species, conds) -> version -> [min, max, rate, slot, hordes]
    for table in sorted({t for _, t in tables}):
        for version in oc.VERSIONS:
            if table not in locs or version not in locs[table]:
                if tables.get((version, table)):
                    raise SystemExit(f"table {table} ({version}) has slots but no name")
                continue
            loc = locs[table][version][0]
            for field, slots in kept_fields(tables, version, table).items():
                method = FIELD_METHOD[field]
                if method == "walk" and table in underwater:
                    method = "dive"
                conds = (DEXNAV_CONDITION,) if method == "dex-nav" else ()
                for r in slots:
                    sp = names[r["national"]]
                    key = (table, loc, method, sp, conds)
                    e = acc.setdefault(key, {}).setdefault(version, [10 ** 9, 0, 0, 10 ** 9, set()])
                    e[0] = min(e[0], r["min"])
                    e[1] = max(e[1], r["max"])
                    if method == "horde":
                        if field not in e[4]:
                            e[4].add(field)
                            e[2] += r["rate"]
                    else:
                        e[2] += r["rate"]
                    e[3] = min(e[3], (0 if method != "horde" else int(field[-1]) * 100) + r["slot"])
    out = []
    keys = sorted(acc, key=lambda k: (k[0], k[1], METHODS.index(k[2]), min(v[3] for v in acc[k].values()), k[3]))
    for key in keys:
        _, loc, method, sp, conds = key
        vals = acc[key]
        groups = []
        for v in oc.VERSIONS:
            if v not in vals:
                continue
            for g in groups:
                if vals[g[0]][:3] == vals[v][:3]:
                    g.append(v)
                    break
            else:
                groups.append([v])
        for vs in groups:
            lo, hi, rate = vals[vs[0]][:3]
            out.append({"location": loc, "method": method, "species": sp, "min": lo, "max": hi, "rate": rate,
                        "versions": vs, "conditions": list(conds)})
    return out, locs


def crosscheck(api_rows, enc, vocab):
    """PokeAPI's wild rows of the game, area by area, against ours."""
    species = SpeciesMapper(oc.GEN)
    areas = vocab["areas"][oc.GAME]
    ours = collections.defaultdict(dict)  # (loc, method, version) -> species -> (min, rate)
    for e in enc:
        for v in e["versions"]:
            d = ours[(e["location"], e["method"], v)]
            lo, rate = d.get(e["species"], (10 ** 9, 0))
            d[e["species"]] = (min(lo, e["min"]), rate + e["rate"])
    theirs = collections.defaultdict(dict)
    lines = collections.defaultdict(list)
    for r in api_rows:
        if r["method"] in RECEIVED_METHODS:
            continue
        key = (r["area"], r["method"], r["version"])
        d = theirs[key]
        sp = species(r["pokemon"])
        lo, rate = d.get(sp, (10 ** 9, 0))
        d[sp] = (min(lo, int(r["min_level"])), rate + int(r["rarity"]))
        lines[key].append(int(r["encounter_id"]))
    compared, differ, unmatched = [], [], []
    for (area, method, version) in sorted(theirs):
        api = theirs[(area, method, version)]
        ids = lines[(area, method, version)]
        for loc in oc.area_locations(area, areas) or [None]:
            mine = ours.get((loc, method, version))
            entry = {"area": area, "method": method, "version": version, "ours": loc,
                     "pokeapi_rows": f"{min(ids)}-{max(ids)}"}
            if area in oc.AREA_WHY:
                entry["why"] = oc.AREA_WHY[area]
            if mine is None:
                entry["pokeapi"] = {s: list(v) for s, v in sorted(api.items())}
                unmatched.append(entry)
            elif api == mine:
                compared.append(entry)
            else:
                entry["pokeapi"] = {s: list(v) for s, v in sorted(api.items())}
                entry["ours_rows"] = {s: list(v) for s, v in sorted(mine.items())}
                differ.append(entry)
    per_version = {}
    for v in oc.VERSIONS:
        api = sorted({species(r["pokemon"]) for r in api_rows if r["version"] == v and r["method"] not in RECEIVED_METHODS})
        mine = sorted({e["species"] for e in enc if v in e["versions"]})
        per_version[v] = {"pokeapi": api, "only_pokeapi": sorted(set(api) - set(mine)),
                          "only_ours": len(set(mine) - set(api))}
    return {
        "game": oc.GAME,
        "source": f"{POKEAPI_REPO} at {POKEAPI_COMMIT}: data/v2/csv/encounters.csv and its joins (the committed "
                  f"extract data/encounters/pokeapi/{oc.GAME}.csv, BSD-3-Clause: data/dex/LICENSE-pokeapi.txt)",
        "generator": "data/encounters/build_oras.py",
        "note": "PokeAPI's wild rows of the game (every method but gift, gift-egg, static and devon-scope): the hordes "
                "of most grass and caves and the Mirage spots' grass and Rock Smash. Each (area, method, version) is "
                "compared with our location (oras_common.area_location) by species -> [lowest level, summed rate]: "
                "'same' lists the equal ones, 'differ' both sides, 'pokeapi_only' the areas or methods we have no "
                "row for. 'versions' lists PokeAPI's species per version, those we lack, and how many of ours "
                "PokeAPI lacks (it has no grass, water or rod tables outside the Mirage spots).",
        "same": compared,
        "differ": differ,
        "pokeapi_only": unmatched,
        "versions": per_version,
    }


def main(argv):
    out_dir = HERE
    args = list(argv[1:])
    while args:
        a = args.pop(0)
        if a == "--out":
            out_dir = args.pop(0)
        else:
            raise SystemExit(f"unknown argument {a!r}\n" + __doc__)
    meta, rows = oc.read_slots()
    enc, locs = build(meta, rows)
    vocab = read_vocabulary()
    names = {}
    for t, by in sorted(locs.items()):
        for v, (lid, name) in by.items():
            names.setdefault(lid, {"name": name, "tables": []})
            if t not in names[lid]["tables"]:
                names[lid]["tables"].append(t)
    used = {e["location"] for e in enc}
    oc.write_json(os.path.join(out_dir, oc.GAME + ".json"), {
        "game": oc.GAME,
        "source": f"{oc.SLOTS_REPO} at {oc.SLOTS_COMMIT}: Resources/data/OmegaRubySlots.dat, AlphaSapphireSlots.dat, "
                  "AreaMaps/AreaMapORAS.cs, Resources/strings/en/Maps_OR.txt, Maps_AS.txt (committed extract "
                  "data/encounters/extract/oras-slots.csv and .json; no licence stated, facts only)",
        "generator": "data/encounters/build_oras.py",
        "note": "Every slot of every slot table of the source, by our location ids (oras_common.py). Methods: walk "
                "(grass and caves), tall-grass (the source's second grass table), dive (the first table of the "
                "tables the source meets underwater), surf, old-rod, good-rod, super-rod, rock-smash, horde (a "
                "horde of five; rate = the share of hordes that hold the species), dex-nav (the three DexNav-only "
                "slots: condition story-progress-national-dex). Cross-checked against PokeAPI "
                "(pokeapi/omega-ruby-alpha-sapphire.json) and PKHeX (extract/oras-pkhex.json).",
        "location_ids": {lid: v for lid, v in sorted(names.items()) if lid in used},
        "name_fixes": [{"source": k, "ours": v[0], "why": v[1]} for k, v in oc.NAME_FIXES.items()],
        "part_of": [{"table": t, "of": o, "why": "only its slot tables that differ are kept"}
                    for t, o in oc.PART_OF.items()],
        "encounters": enc,
    })
    oc.write_json(os.path.join(out_dir, "pokeapi", oc.GAME + ".json"), crosscheck(oc.read_pokeapi(), enc, vocab))
    print(f"{oc.GAME}: {len(enc)} rows, {len(used)} locations", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
