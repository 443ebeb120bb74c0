#!/usr/bin/env python3
"""Extract the facts of Scarlet/Violet that the encounter and story builders
use into committed files (deterministic; needs the pinned @pkmn/dex: `npm ci`
in data/gen).

Usage: extract_sv.py --sources DIR [OUT_DIR]

OUT_DIR defaults to ./sv.  Reads, at their pinned commits (DIR: data/README.md
section 11):

- kwsch/PKHeX (GPL-3.0): PKHeX.Core/Resources/legality/wild/Gen9/
  encounter_wild_paldea.pkl (the wild slots of every met location: species,
  form, gender, lowest and highest level, times and weather; the format is
  EncounterArea9.cs: a BinLinker archive "sv" of areas, each
  [location, 0, cross_from, 0] then 8-byte slots), encounter_fixed_paldea.pkl
  (the fixed overworld spawns, EncounterFixed9.cs: 0x14-byte records with up
  to four met locations), PKHeX.Core/Legality/Encounters/Data/Gen9/
  Encounters9.cs (the gifts, one-time encounters and in-game trades, each
  with its line) and PKHeX.Core/Resources/text/locations/gen9/
  text_sv_00000_en.txt (the English met-location names: id = line - 1).
- XLuma/SV-Randomizer (no licence file at the commit): Randomizer/
  WildEncounters/pokedata_array_clean.json (the game's spawn table: species,
  form, levels, biomes, areas, story flag, spawn kinds, versions A/B) and
  Randomizer/StaticSpawns/fixed_symbol_table_array_clean.json (the fixed
  spawns), species named through data/games/extract_gen59.py's SvNames (the
  enums of Randomizer/Trainers/trdata_array.bfbs and the personal table).
- domtronn/nuzlocke.app (BSD-3-Clause): src/lib/data/routes.json lists 'sc'
  and 'vi' (the order cross-check: its Titan entries t1-t5 among the gyms),
  src/lib/data/league.json ["sv"]["t1".."t5"] (the Titans' levels).
- KinglerChamp/VanillaNuzlockeCalc (MIT): js/data/sets/games/Gen9/SV.js (the
  Titans' sets, second source of their levels).

Only facts are written (numbers and names, each with where it was read):
sv/wild.csv, sv/fixed.csv, sv/pkhex.json, sv/spawns.json, sv/order.json;
sv/NOTICE.md says whose they are.  Species are named as data/species/gen-9.json
names them: PKHeX's national number and form through @pkmn/dex's formeOrder;
a form the species list does not have (Deerling's seasons, Flabébé's colours,
Shellos's East Sea: cosmetic forms) is its base species, which must have the
same typing. Names are written composed (NFC), as the program shows them
(the species list writes some accents decomposed: Flabébé).
"""

import csv
import io
import json
import os
import re
import struct
import sys
import unicodedata
from collections import defaultdict

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.dirname(DATA))
sys.path.insert(0, os.path.join(DATA, "games"))
sys.path.insert(0, os.path.join(DATA, "story"))
from data.pipeline import sources  # noqa: E402
from data.pipeline import dex as pipeline_dex  # noqa: E402
from data.pipeline.jsonio import species as species_list, write_json  # noqa: E402
import extract_gen59 as g59  # noqa: E402
import extract_order_gen68 as order68  # noqa: E402

PKHEX = "kwsch/PKHeX"
SVR = "XLuma/SV-Randomizer"
NUZLOCKE = "domtronn/nuzlocke.app"
VNC = "KinglerChamp/VanillaNuzlockeCalc"
WILD = "PKHeX.Core/Resources/legality/wild/Gen9/encounter_wild_paldea.pkl"
FIXED = "PKHeX.Core/Resources/legality/wild/Gen9/encounter_fixed_paldea.pkl"
STATICS = "PKHeX.Core/Legality/Encounters/Data/Gen9/Encounters9.cs"
NAMES = "PKHeX.Core/Resources/text/locations/gen9/text_sv_00000_en.txt"
GAME_VERSION = "PKHeX.Core/Game/Enums/GameVersion.cs"
POKEDATA = "Randomizer/WildEncounters/pokedata_array_clean.json"
FIXED_SVR = "Randomizer/StaticSpawns/fixed_symbol_table_array_clean.json"
ROUTES = "src/lib/data/routes.json"
LEAGUE = "src/lib/data/league.json"
SVJS = "js/data/sets/games/Gen9/SV.js"
# The first met location of The Teal Mask (Kitakami Road, text_sv_00000_en.txt
# line 133): the base game's Paldea is every location below it.
FIRST_DLC_LOCATION = 132
# EncounterUtil.cs: FormVivillon = 30 (Fancy Pattern, EncounterSlot9.GetWildForm),
# FormRandom = 31.
FORM_VIVILLON, FORM_RANDOM = 30, 31


def nfc(name):
    return unicodedata.normalize("NFC", name)


class Namer:
    """(national number, form) -> the species list's name."""

    def __init__(self):
        d = pipeline_dex.node_json(os.path.join(DATA, "gen", "dex-gen59.mjs"), "9")["species"]
        self.by_num = defaultdict(list)
        for s in d.values():
            self.by_num[s["num"]].append(s)
        self.listed = {nfc(s["name"]): s for s in species_list(9)}

    def __call__(self, num, form):
        base = [s for s in self.by_num[num] if s["forme"] == ""][0]
        order = base["formeOrder"] or [base["name"]]
        if form == FORM_VIVILLON:
            fancy = [n for n in order if n.endswith("-Fancy")]
            name = fancy[0] if fancy else base["name"]
        elif form == FORM_RANDOM or form >= len(order):
            name = base["name"]
        else:
            name = order[form]
        if nfc(name) not in self.listed:
            # A cosmetic form (no species entry of its own in @pkmn/dex) or a
            # form the list folds: its base, which must have its typing.
            entry = [s for s in self.by_num[num] if s["name"] == name]
            if entry and sorted(entry[0]["types"]) != sorted(base["types"]):
                raise SystemExit("%d form %d: %s is not listed and differs from %s"
                                 % (num, form, name, base["name"]))
            name = base["name"]
        return nfc(name)


def binlinker(data, ident):
    if data[:2] != ident:
        raise SystemExit("not a BinLinker %r archive" % ident)
    count = struct.unpack_from("<H", data, 2)[0]
    for i in range(count):
        start, end = struct.unpack_from("<II", data, 4 + 4 * i)
        yield data[start:end]


def wild_rows(blob, name):
    rows = []
    for area in binlinker(blob, b"sv"):
        location, cross = area[0], area[2]
        if location >= FIRST_DLC_LOCATION:
            continue
        for j in range((len(area) - 4) // 8):
            species, form, gender, lo, hi, time, weather = struct.unpack_from("<HBBBBBB", area, 4 + 8 * j)
            rows.append([location, cross, species, form, name(species, form), gender, lo, hi, time, weather])
    return rows


def fixed_rows(blob, name):
    rows = []
    for i in range(len(blob) // 0x14):
        r = blob[i * 0x14:(i + 1) * 0x14]
        species, form, level = struct.unpack_from("<HBB", r, 0)
        locations = [l for l in r[0x10:0x14] if l]
        if not any(l < FIRST_DLC_LOCATION for l in locations):
            continue
        rows.append([species, form, name(species, form), level, ";".join(str(l) for l in locations)])
    return rows


STATIC_ARRAY = re.compile(r"internal static readonly Encounter(Static|Trade)9\[\] (\w+) =")
STATIC_ENTRY = re.compile(r"^\s*new\((\w+)\) \{(.*)\},\s*//\s*(.+?)\s*$")
TRADE_ENTRY = re.compile(r"^\s*new\(TradeNames, (\d+), (\w+), (\d+), (\d+)\) \{(.*)\},\s*//\s*(.+?)\s*$")
FIELD = re.compile(r"(\w+) = ([^,]+?)(?:,|$)")


def statics(text):
    """Encounters9.cs: every static and trade entry with its array, section
    comment and line."""
    out, trades = [], []
    array = section = region = None
    for no, line in enumerate(text.split("\n"), start=1):
        m = STATIC_ARRAY.search(line)
        if m:
            array, section, region = m.group(2), None, None
            continue
        stripped = line.strip()
        if stripped.startswith("#region "):
            region = section = stripped[len("#region "):]
            continue
        if stripped.startswith("#endregion"):
            region = None
            continue
        if stripped.startswith("//") and not stripped.startswith("///") and not region:
            section = stripped[2:].strip()
            continue
        m = TRADE_ENTRY.match(line)
        if m and array:
            trades.append({"line": no, "index": int(m.group(1)), "version": m.group(2),
                           "species": int(m.group(3)), "level": int(m.group(4)), "comment": m.group(6)})
            continue
        m = STATIC_ENTRY.match(line)
        if m and array:
            fields = dict(FIELD.findall(m.group(2)))
            e = {"line": no, "array": array, "section": section, "version": m.group(1),
                 "species": int(fields["Species"]), "form": int(fields.get("Form", "0")),
                 "level": int(fields["Level"]), "location": int(fields["Location"]),
                 "comment": m.group(3)}
            for key in ("EggLocation", "IsTitan"):
                if key in fields:
                    e[key[0].lower() + key[1:]] = fields[key].strip()
            out.append(e)
    return out, trades


def versions(text):
    """GameVersion.cs: SL and VL, each with its line and the game its summary
    names (`/// Pokémon Scarlet (NX)`)."""
    lines = text.split("\n")
    out = {}
    for key in ("SL", "VL"):
        no = [i for i, l in enumerate(lines) if re.match(r"\s*%s = \d+," % key, l)]
        if len(no) != 1:
            raise SystemExit("%s: no single %s" % (GAME_VERSION, key))
        m = re.search(r"/// Pokémon (\w+) \(NX\)", lines[no[0] - 2])
        if not m:
            raise SystemExit("%s line %d: no summary" % (GAME_VERSION, no[0] + 1))
        out[key] = {"line": no[0] + 1, "game": m.group(1)}
    return out


def svr_spawns(git):
    names = g59.SvNames(git)
    listed = {nfc(s["name"]) for s in species_list(9)}

    typing = {nfc(s["name"]): s["typing"] for s in species_list(9)}

    def named(dev, form):
        """The listed name of DEV_x's form: a form the list does not have
        (Shellos's East Sea, Deerling's seasons) is the base form, which must
        have its typing (the personal table's types, SvNames checks them)."""
        base = names.species(dev, 0)
        try:
            n = names.species(dev, form)
        except (IndexError, KeyError):
            return nfc(base)  # a cosmetic form without an entry of its own in @pkmn/dex
        if nfc(n) not in listed:
            entry = [s for s in names.species_by_num[names.personal[(names.dev[dev], form)]["species"]["model"]]
                     if s["name"] == n][0]
            if sorted(entry["types"]) != sorted(typing[nfc(base)].split("-")):
                raise SystemExit("%s form %d: %s is not listed and differs from %s" % (dev, form, n, base))
            return nfc(base)
        return nfc(n)

    entries = []
    for i, x in enumerate(json.loads(git.read(POKEDATA))["values"]):
        n = named(x["devid"], x["formno"])
        entries.append({"index": i, "devid": x["devid"], "form": x["formno"], "species": n,
                        "min": x["minlevel"], "max": x["maxlevel"], "area": x["area"],
                        "locationName": x["locationName"], "flag": x["flagName"],
                        "kinds": sorted(k for k, v in x["enabletable"].items() if v),
                        "versions": sorted(k for k, v in x["versiontable"].items() if v),
                        "band": x["bandtype"]})
    fixed = defaultdict(list)
    for x in json.loads(git.read(FIXED_SVR))["values"]:
        p = x["pokeDataSymbol"]
        fixed[named(p["devId"], p["formId"])].append(x["tableKey"])
    return entries, {k: sorted(v) for k, v in sorted(fixed.items())}


TITAN_LABEL = re.compile(r'"([^"]*Titan[^"]*)":\{"index":"\d+","level":(\d+)')


def vnc_titans(text):
    out, species = [], None
    for no, line in enumerate(text.split("\n"), start=1):
        m = re.match(r'^"([^"]+)":\{"', line)
        if m:
            species = m.group(1)
        for t in TITAN_LABEL.finditer(line):
            out.append({"line": no, "species": species, "label": t.group(1).strip(), "level": int(t.group(2))})
    return out


def main(argv):
    srcs, args = sources.require(argv[1:], __doc__)
    out = args[0] if args else os.path.join(HERE, "sv")
    os.makedirs(out, exist_ok=True)
    name = Namer()
    pk = srcs.repo(PKHEX)
    names = pk.read(NAMES).split("\n")
    wild = wild_rows(pk.raw(WILD), name)
    fixed = fixed_rows(pk.raw(FIXED), name)
    st, trades = statics(pk.read(STATICS))
    for e in st:
        e["name"] = name(e["species"], e["form"])
    for t in trades:
        t["name"] = name(t["species"], 0)
    used = sorted(({r[0] for r in wild} | {r[1] for r in wild if r[1]}
                  | {int(l) for r in fixed for l in r[4].split(";")}
                  | {e["location"] for e in st}) - {0})
    locations = {str(i): {"name": names[i].strip(), "line": i + 1}
                 for i in used if i < FIRST_DLC_LOCATION}
    for i, loc in locations.items():
        if not loc["name"]:
            raise SystemExit("location %s has no English name" % i)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["location", "cross", "national", "form", "species", "gender", "min", "max", "time", "weather"])
    w.writerows(wild)
    with open(os.path.join(out, "wild.csv"), "w", encoding="utf-8") as f:
        f.write(buf.getvalue())
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["national", "form", "species", "level", "locations"])
    w.writerows(fixed)
    with open(os.path.join(out, "fixed.csv"), "w", encoding="utf-8") as f:
        f.write(buf.getvalue())
    write_json(os.path.join(out, "pkhex.json"), {
        "source": pk.cite([WILD, FIXED, STATICS, NAMES, GAME_VERSION]) + " (GPL-3.0; facts only)",
        "generator": "data/encounters/extract_sv.py",
        "note": ("locations: the met locations used below the first DLC location (%d), with their "
                 "line in %s; statics, trades: the entries of %s with their line, array and section; "
                 "versions: the GameVersion values SL and VL with their line in %s."
                 % (FIRST_DLC_LOCATION, NAMES, STATICS, GAME_VERSION)),
        "versions": versions(pk.read(GAME_VERSION)),
        "locations": locations, "statics": st, "trades": trades})
    svr = srcs.repo(SVR)
    spawns, fixed_svr = svr_spawns(svr)
    write_json(os.path.join(out, "spawns.json"), {
        "source": svr.cite([POKEDATA, FIXED_SVR] + g59.SV_FILES) + " (no licence file; facts only)",
        "generator": "data/encounters/extract_sv.py",
        "note": ("entries: the spawn table in its order (index), species named as data/species/gen-9.json "
                 "(null: not listed); kinds: enabletable's true keys; versions: versiontable's true keys. "
                 "fixed: the species of the fixed spawns, with their table keys."),
        "entries": spawns, "fixed": fixed_svr})
    nz = srcs.repo(NUZLOCKE)
    league = json.loads(nz.read(LEAGUE))["sv"]
    titans = {k: {"name": league[k]["name"],
                  "pokemon": [[p["name"], int(p["level"])] for p in league[k]["pokemon"]]}
              for k in ("t1", "t2", "t3", "t4s", "t4v", "t5")}
    vnc = srcs.repo(VNC)
    write_json(os.path.join(out, "order.json"), {
        "source": "%s; %s; %s" % (nz.cite([ROUTES, LEAGUE]) + " (BSD-3-Clause)",
                                   vnc.cite([SVJS]) + " (MIT)", "facts only"),
        "generator": "data/encounters/extract_sv.py",
        "note": ("lists: nuzlocke.app's 'sc' and 'vi' with the line of each entry in routes.json; "
                 "league_titans: league.json [\"sv\"][t1..t5]; vnc_titans: the Titan sets of SV.js with "
                 "their line."),
        "lists": order68.read_lists(nz.read(ROUTES), ["sc", "vi"]),
        "league_titans": titans,
        "vnc_titans": vnc_titans(vnc.read(SVJS))})
    print("%s: %d wild slots, %d fixed spawns, %d statics, %d trades, %d spawn entries"
          % (out, len(wild), len(fixed), len(st), len(trades), len(spawns)), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
