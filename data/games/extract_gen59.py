#!/usr/bin/env python3
"""Extract the gym, trial and league battles of the generation 5-9 games into
our own JSON facts: data/games/extract/<id>.json (the primary source) and
data/games/extract/<id>.second.json and <id>.third.json (the comparison
sources, compared in tests/game_files_gen59.rs; see data/README.md section 8).

Usage:
    python3 data/games/extract_gen59.py --sources DIR [ID ...] [--diff]

DIR holds the snapshots of the source repositories (data/README.md section
11: a clone, bare repository or folder holding `repo` per <owner>+<name>).
Each repository is read at the commit pinned in SOURCES (the same as
data/pipeline/sources.py) with `git show COMMIT:path`; nothing of the
sources is built, run or copied.  IDs default to every game of GAMES.

Sources (see data/README.md section 8):
- primary, every game: KinglerChamp/VanillaNuzlockeCalc (MIT),
  js/data/sets/games/Gen5/BW.js ... Gen9/SV.js (a damage calculator's
  compiled sets: species -> "trainer label" -> level, moves, tera type);
- second: hzla/Dynamic-Calc backups/bw.js, bw2.js (datamined Black/White and
  Black 2/White 2, README: MIT) for those two games, XLuma/SV-Randomizer
  Randomizer/Trainers/trdata_array_clean.json (the raw Scarlet/Violet trainer
  table, names resolved through the enums of trdata_array.bfbs and the
  personal table personal_array_clean.json) for Scarlet/Violet, and
  domtronn/nuzlocke.app (BSD-3-Clause) src/lib/data/league.json for the
  others;
- third: nuzlocke.app for Black/White, Black 2/White 2 and Scarlet/Violet,
  diballesteros/nuzlocke (BSD-3-Clause) src/constants/details.ts for the
  others.

Moves: type, base power and category from the pinned @pkmn/dex of the game's
generation (node data/gen/dex-gen59.mjs GEN; run `npm ci` in data/gen
first).  Species: the names and typings of data/species/gen-N.json.

Standard library only (Python 3.11); the output is deterministic.
"""

import json
import os
import re
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.dirname(DATA))
from data.pipeline import calc, sources  # noqa: E402
from data.pipeline import jsonio  # noqa: E402
from data.pipeline import dex as pipeline_dex  # noqa: E402
from data.pipeline.calc import js_object, vnc_parties  # noqa: E402,F401
from data.pipeline.jsonio import write_json  # noqa: E402,F401

# ---------------------------------------------------------------------------
# Sources, pinned
# ---------------------------------------------------------------------------

SOURCES = {
    "vnc": {"repo": "KinglerChamp/VanillaNuzlockeCalc",
            "commit": "150f5536179c140ab1c93e6ceffe76891208ce6c", "licence": "MIT (LICENSE)"},
    "dyncalc": {"repo": "hzla/Dynamic-Calc",
                "commit": "0c79efccc369eea3137c1ffabfe8f2005f4ff8d0",
                "licence": "MIT (README.md, 'License'; calc/LICENSE)"},
    "svrando": {"repo": "XLuma/SV-Randomizer",
                "commit": "3c28a5c9485b37cf858d5c1254dfe8867790a11b", "licence": "none stated"},
    "dib": {"repo": "diballesteros/nuzlocke",
            "commit": "bb9478929c577400ed50fa81c436e1da7b81f64f", "licence": "BSD-3-Clause (LICENSE)"},
    "nuzlocke": {"repo": "domtronn/nuzlocke.app",
                 "commit": "dcf66704628f47940d562d461c6710ce9e6bbe85", "licence": "BSD-3-Clause (LICENSE)"},
}


def Git(srcs, key):
    """SOURCES[key] at its commit, from the snapshots of `--sources DIR`
    (a data/pipeline/git.py Repo: read_bytes, read, cite)."""
    src = SOURCES[key]
    assert src["commit"] == sources.commit(src["repo"]), key
    return srcs.repo(src["repo"])


# ---------------------------------------------------------------------------
# The attack rule and the move table
# ---------------------------------------------------------------------------

def is_attack(move):
    """The attack rule (data/README.md section 9), read from data/moves/gen-N.json:
    the move deals damage that type effectiveness scales."""
    return move["attack"]


_DEX = {}


def dex(gen):
    """{"moves": {id: {...}}, "species": {id: {...}}} of @pkmn/dex for gen."""
    if gen not in _DEX:
        _DEX[gen] = pipeline_dex.node_json(os.path.join(DATA, "gen", "dex-gen59.mjs"), str(gen))
    return _DEX[gen]


_MOVES = {}


def move_table(gen):
    """folded name -> the move of data/moves/gen-N.json (name, type, category,
    power, attack, variable): the moves of generation N and the attack rule,
    from one place."""
    if gen not in _MOVES:
        with open(os.path.join(DATA, "moves", "gen-%d.json" % gen), encoding="utf-8") as f:
            _MOVES[gen] = {fold(m["name"]): m for m in json.load(f)["moves"]}
    return _MOVES[gen]


def fold(name):
    return re.sub(r"[^a-z0-9]", "", name.lower().replace("♀", "f").replace("♂", "m"))


# Spellings of the sources that do not fold to a @pkmn/dex move name.
MOVE_ALIASES = {
    "attrack": "attract",          # VanillaNuzlockeCalc typo (USUM)
    "automize": "autotomize",      # the calc's name for Autotomize
    "vicegrip": "visegrip",        # nuzlocke.app (PokeAPI spelling)
    "psyhic": "psychic",           # VanillaNuzlockeCalc typo (ORAS)
    "splitup": "spitup",           # VanillaNuzlockeCalc typo (USUM, Mina's trial Pelipper; nuzlocke.app: spit-up)
}
NO_MOVE = {"", "-", "-----", "No Move", "(No Move)"}


def move_entry(gen, raw, where):
    key = fold(raw)
    key = MOVE_ALIASES.get(key, key)
    table = move_table(gen)
    # Brilliant Diamond/Shining Pearl (generation 8) keeps moves that
    # Sword/Shield dropped ("Past" in @pkmn/dex's generation 8, so not in
    # data/moves/gen-8.json): those are read from generation 7.
    if key not in table and gen == 8:
        table = move_table(7)
    if key not in table:
        raise SystemExit("%s: unknown move %r" % (where, raw))
    m = table[key]
    return {"name": m["name"], "type": m["type"], "power": m["power"],
            "category": m["category"], "attack": m["attack"]}


# Moves whose type in battle may differ from their listed type.  Each is
# resolved by resolve_type() or refused.
VARIABLE_TYPE = {
    "Hidden Power", "Weather Ball", "Judgment", "Techno Blast", "Multi-Attack",
    "Revelation Dance", "Tera Blast", "Raging Bull", "Ivy Cudgel", "Aura Wheel",
    "Natural Gift", "Terrain Pulse",
}


def resolve_type(move, mon):
    """(type, rule or None) of a move in this battle."""
    name = move["name"]
    if name not in VARIABLE_TYPE:
        return move["type"], None
    if name == "Revelation Dance":
        t = mon["types"][0]
        return t, ("Revelation Dance takes the user's primary type (@pkmn/dex desc: "
                   "\"This move's type depends on the user's primary type.\"): %s's %s"
                   % (mon["species"], t))
    if name == "Tera Blast":
        if mon.get("terastallizes"):
            return mon["tera_type"], ("Tera Blast of a Terastallized Pokémon takes its Tera type: %s"
                                      % mon["tera_type"])
        return move["type"], "Tera Blast without Terastallizing: its listed type Normal"
    if name == "Weather Ball":
        return move["type"], ("Weather Ball: the source names no weather for the battle, "
                              "so its listed type Normal")
    if name == "Aura Wheel":
        return move["type"], ("Aura Wheel: listed type Electric (Morpeko's Full Belly Mode, "
                              "its form when sent out; Dark in Hangry Mode)")
    raise SystemExit("variable-type move %s met on %s: no rule" % (name, mon["species"]))


def finish_moves(gen, mon, raws, where):
    moves = []
    for raw in raws:
        if raw in NO_MOVE:
            continue
        m = move_entry(gen, raw, where)
        t, rule = resolve_type(m, mon)
        entry = {"name": m["name"], "type": t, "power": m["power"], "category": m["category"],
                 "damaging": m["category"] != "Status", "attack": is_attack(m)}
        if rule:
            entry["listed_type"] = m["type"]
            entry["type_rule"] = rule
        moves.append(entry)
    return moves


# ---------------------------------------------------------------------------
# Species
# ---------------------------------------------------------------------------

_SPECIES = {}


def species_file(gen):
    if gen not in _SPECIES:
        _SPECIES[gen] = {fold(s["name"]): s for s in jsonio.species(gen)}
    return _SPECIES[gen]


# Source spellings that do not fold to a name of data/species/gen-N.json:
# battle forms without an entry of their own (same typing as the entry named,
# checked against @pkmn/dex), the sources' form suffixes and typos.
SPECIES_ALIASES = {
    "wishiwashischool": "Wishiwashi",            # School Form: a battle form (Water, as Wishiwashi)
    "aegislashshield": "Aegislash",              # Shield Forme is Aegislash's party form
    "dudunsparcethreesegement": "Dudunsparce-Three-Segment",   # VanillaNuzlockeCalc typo
    "basculinblue": "Basculin-Blue-Striped",
    # nuzlocke.app (PokeAPI-style identifiers)
    "lycanrocmidday": "Lycanroc",
    "darmanitangalarstandard": "Darmanitan-Galar",
    "darmanitanstandard": "Darmanitan",
    "eiscueice": "Eiscue",
    "mimikyudisguised": "Mimikyu",
    "toxtricityamped": "Toxtricity",
    "toxtricitylowkey": "Toxtricity-Low-Key",
    "meowsticmale": "Meowstic",
    "meowsticfemale": "Meowstic-F",
    "oinkolognemale": "Oinkologne",
    "oinkolognefemale": "Oinkologne-F",
    "oricoriobaile": "Oricorio",
    "oricoriopompom": "Oricorio-Pom-Pom",
    "oricoriopau": "Oricorio-Pa'u",
    "gourgeistaverage": "Gourgeist",
    "wishiwashisolo": "Wishiwashi",
    "morpekofullbelly": "Morpeko",
    "basculinredstriped": "Basculin",
    "dudunsparcetwosegment": "Dudunsparce",
    "dudunsparcethreesegment": "Dudunsparce-Three-Segment",
    "mrrime": "Mr. Rime",
    "mrmime": "Mr. Mime",
    "sirfetchd": "Sirfetch’d",
    "tatsugiricurly": "Tatsugiri",
    "mausholdfamilyofthree": "Maushold",
    "mausholdfamilyoffour": "Maushold-Four",
    "squawkabillygreenplumage": "Squawkabilly",
    "palafinzero": "Palafin",
}


def species_entry(gen, raw, where):
    table = species_file(gen)
    key = fold(raw)
    if key in SPECIES_ALIASES:
        key = fold(SPECIES_ALIASES[key])
    if key not in table:
        raise SystemExit("%s: species %r is not in data/species/gen-%d.json" % (where, raw, gen))
    entry = table[key]
    # Check that the source's form has the typing of the entry used.
    d = dex(gen)["species"]
    src = d.get(fold(raw))
    if src is not None and "-".join(sorted(set(src["types"]))) != entry["typing"]:
        raise SystemExit("%s: %r is %s in @pkmn/dex but our entry %s is %s"
                         % (where, raw, src["types"], entry["name"], entry["typing"]))
    return entry


def make_mon(gen, raw_species, level, where, tera_type=None):
    entry = species_entry(gen, raw_species, where)
    mon = {"species": entry["name"], "types": entry["typing"].split("-"), "level": level}
    if raw_species != entry["name"]:
        mon["source_species"] = raw_species
    if tera_type is not None:
        mon["tera_type"] = tera_type
    return mon


# ---------------------------------------------------------------------------
# The primary source: VanillaNuzlockeCalc
# ---------------------------------------------------------------------------

# js_object and vnc_parties: the calculator's sets reader, data/pipeline/calc.py


# ---------------------------------------------------------------------------
# Game configuration
# ---------------------------------------------------------------------------
#
# Each gym lists its battles: the primary source's trainer label, the name of
# the trainer, and for variant battles the versions they belong to.  Version
# names combine the game's version and, where a battle depends on it, the
# player's starter (the calc labels such battles by the player's starter:
# "Leader Chili | Snivy" is the battle of a player who chose Snivy).
# "second"/"third": where the other sources hold the same gym (see
# second_source()).  "fixes" name the disagreement (disagreements.json)
# whose resolution changes the primary's data.

STARTERS = {
    5: ["Snivy", "Tepig", "Oshawott"],
    7: ["Rowlet", "Litten", "Popplio"],
    8: ["Grookey", "Scorbunny", "Sobble"],
}
NUZ_STARTER = {"Snivy": "grass", "Tepig": "fire", "Oshawott": "water",
               "Rowlet": "grass", "Litten": "fire", "Popplio": "water",
               "Grookey": "grass", "Scorbunny": "fire", "Sobble": "water"}


def product(game_versions, starters):
    return ["%s-%s" % (v, s) for v in game_versions for s in starters]


def vs(game_versions, starters, version=None, starter=None):
    """The product versions of one game version and/or one starter."""
    return ["%s-%s" % (v, s) for v in game_versions for s in starters
            if (version is None or v == version) and (starter is None or s == starter)]


BW_V = ["Black", "White"]
SM_V = ["Sun", "Moon"]
USUM_V = ["Ultra Sun", "Ultra Moon"]
SWSH_V = ["Sword", "Shield"]


def bw():
    st = STARTERS[5]
    g = lambda **k: vs(BW_V, st, **k)
    return {
        "calc": "js/data/sets/games/Gen5/BW.js",
        "games": ["Black", "White"], "region": "Unova", "generation": 5, "dex": "original-unova",
        "versions": [{"name": v, "note": "%s; the player chose %s" % tuple(v.split("-"))}
                     for v in product(BW_V, st)],
        "note": ("Black/White. Each gym counts only its leader's Pokémon in the main-story Gym battle; "
                 "E4 counts the Elite Four and the story's final battles with N and Ghetsis (Champion "
                 "Alder is post-game). Versions combine the game (Black, White: Opelucid's leader and "
                 "N's dragon) and the player's starter (Striaton's leader)."),
        "gyms": [
            {"id": "G1", "town": "Striaton City", "leader": "Cilan, Chili or Cress",
             "note": "The leader depends on the player's starter: Chili (Snivy), Cress (Tepig), Cilan (Oshawott).",
             "battles": [
                 {"label": "Leader Chili | Snivy | BW", "trainer": "Chili", "versions": g(starter="Snivy"),
                  "dyn": 11, "nuz": "1"},
                 {"label": "Leader Cress | Tepig | BW", "trainer": "Cress", "versions": g(starter="Tepig"),
                  "dyn": 13, "nuz": "1"},
                 {"label": "Leader Cilan | Oshawott | BW", "trainer": "Cilan", "versions": g(starter="Oshawott"),
                  "dyn": 12, "nuz": "1"}]},
            {"id": "G2", "town": "Nacrene City", "leader": "Lenora",
             "battles": [{"label": "Leader Lenora | BW", "trainer": "Lenora", "dyn": 21, "nuz": "2"}]},
            {"id": "G3", "town": "Castelia City", "leader": "Burgh",
             "battles": [{"label": "Leader Burgh | BW", "trainer": "Burgh", "dyn": "Leader Burgh", "nuz": "3"}]},
            {"id": "G4", "town": "Nimbasa City", "leader": "Elesa",
             "battles": [{"label": "Leader Elesa | BW", "trainer": "Elesa", "dyn": 23, "nuz": "4"}]},
            {"id": "G5", "town": "Driftveil City", "leader": "Clay",
             "battles": [{"label": "Leader Clay | BW", "trainer": "Clay", "dyn": "Leader Clay", "nuz": "5"}]},
            {"id": "G6", "town": "Mistralton City", "leader": "Skyla",
             "battles": [{"label": "Leader Skyla | BW", "trainer": "Skyla", "dyn": "Leader Skyla", "nuz": "6"}]},
            {"id": "G7", "town": "Icirrus City", "leader": "Brycen",
             "battles": [{"label": "Leader Brycen | BW", "trainer": "Brycen", "dyn": "Leader Brycen", "nuz": "7"}]},
            {"id": "G8", "town": "Opelucid City", "leader": "Drayden or Iris",
             "note": "Black: Drayden, White: Iris.",
             "battles": [
                 {"label": "Leader Drayden | Black", "trainer": "Drayden", "versions": g(version="Black"),
                  "dyn": 133, "nuz": "8a"},
                 {"label": "Leader Iris | White", "trainer": "Iris", "versions": g(version="White"),
                  "dyn": 132, "nuz": "8b"}]},
            {"id": "E4", "town": "Pokémon League", "leader": "Elite Four, N and Ghetsis",
             "note": ("Shauntal, Grimsley, Caitlin, Marshal, then the story's final battles with N (Zekrom "
                      "in Black, Reshiram in White) and Ghetsis; Champion Alder is post-game."),
             "battles": [
                 {"label": "Shauntal | BW", "trainer": "Shauntal", "dyn": "Elite Four Shauntal", "nuz": "e1"},
                 {"label": "Grimsley | BW", "trainer": "Grimsley", "dyn": "Elite Four Grimsley", "nuz": "e2"},
                 {"label": "Caitlin | BW", "trainer": "Caitlin", "dyn": "Elite Four Caitlin", "nuz": "e3"},
                 {"label": "Marshal | BW", "trainer": "Marshal", "dyn": "Elite Four Marshal", "nuz": "e4"},
                 {"label": "N 5 | N's Castle | BW", "trainer": "N", "versions": g(version="Black"),
                  "drop": ["Reshiram"], "fixes": ["black-white/N/legend"], "dyn": 587, "nuz": "n5a"},
                 {"label": "N 5 | N's Castle | BW", "trainer": "N", "versions": g(version="White"),
                  "drop": ["Zekrom"], "fixes": ["black-white/N/legend"], "dyn": 586, "nuz": "n5b"},
                 {"label": "Ghetsis | BW", "trainer": "Ghetsis", "dyn": 232, "nuz": "gh"}]},
        ],
        "nuz_game": "bw",
        "dyn_file": "backups/bw.js",
    }


def b2w2():
    def gym(gid, town, leader, normal, challenge, dyn_n, dyn_c, nuz, fix_n=None, fix_c=None):
        return {"id": gid, "town": town, "leader": leader, "battles": [
            dict({"label": normal, "trainer": leader, "versions": ["Normal"], "calc": "normal",
                  "dyn": dyn_n, "nuz": nuz + "n"}, **({"fixes": [fix_n]} if fix_n else {})),
            dict({"label": challenge, "trainer": leader, "versions": ["Challenge"], "calc": "challenge",
                  "dyn": dyn_c, "nuz": nuz + "c"}, **({"fixes": [fix_c]} if fix_c else {}))]}

    e4 = []
    for who, n in (("Shauntal", "e1"), ("Grimsley", "e2"), ("Caitlin", "e3"), ("Marshal", "e4")):
        e4 += [{"label": "Elite Four %s | B2W2" % who, "trainer": who, "versions": ["Normal"],
                "calc": "normal", "dyn": "Elite Four " + who, "nuz": n + "n"},
               {"label": "Elite Four %s | B2W2 Challenge" % who, "trainer": who, "versions": ["Challenge"],
                "calc": "challenge", "dyn": "Elite Four %s3" % who, "nuz": n + "c"}]
    e4 += [{"label": "Champion Iris | B2W2", "trainer": "Iris", "versions": ["Normal"], "calc": "normal",
            "dyn": "Champion Iris", "nuz": "cn"},
           {"label": "Champion Iris | B2W2 Challenge", "trainer": "Iris", "versions": ["Challenge"],
            "calc": "challenge", "dyn": "Champion Iris3", "nuz": "cc"}]
    return {
        "calc": {"normal": "js/data/sets/games/Gen5/B2W2.js", "challenge": "js/data/sets/games/Gen5/B2W2HC.js"},
        "games": ["Black 2", "White 2"], "region": "Unova", "generation": 5, "dex": "updated-unova",
        "versions": [{"name": "Normal", "note": "Normal Mode"},
                     {"name": "Challenge", "note": "Challenge Mode (the calc's B2W2HC.js, labels 'B2W2 Challenge')"}],
        "note": ("Black 2/White 2. Each gym counts only its leader's Pokémon in the main-story Gym battle; "
                 "E4 counts the Elite Four and Champion Iris. Versions: Normal Mode and Challenge Mode "
                 "(Easy Mode is in no source read)."),
        "gyms": [
            gym("G1", "Aspertia City", "Cheren", "Leader Cheren | B2W2", "Leader Cheren | B2W2 Challenge",
                "Leader Cheren", "Leader Cheren2", "1"),
            gym("G2", "Virbank City", "Roxie", "Leader Roxie | B2W2", "Leader Roxie | B2W2 Challenge",
                "Leader Roxie", "Leader Roxie2", "2"),
            gym("G3", "Castelia City", "Burgh", "Leader Burgh | B2W2", "Leader Burgh | B2W2 Challenge",
                "Leader Burgh", "Leader Burgh2", "3", fix_n="black-2-white-2/Burgh/Swadloon"),
            gym("G4", "Nimbasa City", "Elesa", "Leader Elesa | B2W2", "Leader Elesa | B2W2 Challenge",
                "Leader Elesa", "Leader Elesa2", "4"),
            gym("G5", "Driftveil City", "Clay", "Leader Clay | B2W2", "Leader Clay | B2W2 Challenge",
                "Leader Clay", "Leader Clay2", "5"),
            gym("G6", "Mistralton City", "Skyla", "Leader Skyla | B2W2", "Leader Skyla | B2W2 Challenge",
                "Leader Skyla", "Leader Skyla2", "6"),
            gym("G7", "Opelucid City", "Drayden", "Leader Drayden | B2W2", "Leader Drayden | B2W2 Challenge",
                "Leader Drayden", "Leader Drayden2", "7", fix_c="black-2-white-2/Drayden/Druddigon"),
            gym("G8", "Humilau City", "Marlon", "Leader Marlon | B2W2", "Leader Marlon | B2W2 Challenge",
                "Leader Marlon", "Leader Marlon2", "8"),
            {"id": "E4", "town": "Pokémon League", "leader": "Elite Four and Champion",
             "note": "Shauntal, Grimsley, Caitlin, Marshal, then Champion Iris.", "battles": e4},
        ],
        "nuz_game": "b2w2",
        "dyn_file": "backups/bw2.js",
    }


def xy():
    def one(gid, town, leader, label, nuz):
        return {"id": gid, "town": town, "leader": leader,
                "battles": [{"label": label, "trainer": leader, "nuz": nuz}]}
    return {
        "calc": "js/data/sets/games/Gen6/XY.js",
        "games": ["X", "Y"], "region": "Kalos", "generation": 6, "dex": "kalos-central",
        "versions": [],
        "note": ("X/Y. Each gym counts only its leader's Pokémon in the main-story Gym battle; "
                 "E4 counts the Elite Four and Champion Diantha."),
        "gyms": [
            one("G1", "Santalune City", "Viola", "Leader Viola | XY", "1"),
            one("G2", "Cyllage City", "Grant", "Leader Grant | XY", "2"),
            one("G3", "Shalour City", "Korrina", "Leader Korrina | XY", "3"),
            one("G4", "Coumarine City", "Ramos", "Leader Ramos | XY", "4"),
            one("G5", "Lumiose City", "Clemont", "Leader Clemont | XY", "5"),
            one("G6", "Laverre City", "Valerie", "Leader Valerie | XY", "6"),
            one("G7", "Anistar City", "Olympia", "Leader Olympia | XY", "7"),
            one("G8", "Snowbelle City", "Wulfric", "Leader Wulfric | XY", "8"),
            {"id": "E4", "town": "Pokémon League", "leader": "Elite Four and Champion",
             "note": ("Malva, Siebold, Wikstrom, Drasna, then Champion Diantha (her Gardevoir Mega Evolves; "
                      "Mega Gardevoir keeps Fairy-Psychic)."),
             "battles": [
                 {"label": "Elite Four Malva | XY", "trainer": "Malva", "nuz": "e1"},
                 {"label": "Elite Four Siebold | XY", "trainer": "Siebold", "nuz": "e2"},
                 {"label": "Elite Four Wikstrom | XY", "trainer": "Wikstrom", "nuz": "e3"},
                 {"label": "Elite Four Drasna | XY", "trainer": "Drasna", "nuz": "e4"},
                 {"label": "Champion Diantha | XY", "trainer": "Diantha", "nuz": "c1"}]},
        ],
        "nuz_game": "xy",
    }


def oras():
    def one(gid, town, leader, label, nuz, note=None):
        g = {"id": gid, "town": town, "leader": leader,
             "battles": [{"label": label, "trainer": leader, "nuz": nuz}]}
        if note:
            g["note"] = note
        return g
    return {
        "calc": "js/data/sets/games/Gen6/ORAS.js",
        "games": ["Omega Ruby", "Alpha Sapphire"], "region": "Hoenn", "generation": 6, "dex": "updated-hoenn",
        "versions": [],
        "note": ("Omega Ruby/Alpha Sapphire. Each gym counts only its leader's Pokémon in the main-story Gym "
                 "battle; E4 counts the Elite Four and Champion Steven. Towns as in ruby-sapphire.json "
                 "(the remake's gyms are in the same towns: nuzlocke.app routes.json 'or')."),
        "gyms": [
            one("G1", "Rustboro City", "Roxanne", "Leader Roxanne | ORAS", "1"),
            one("G2", "Dewford Town", "Brawly", "Leader Brawly | ORAS", "2"),
            one("G3", "Mauville City", "Wattson", "Leader Wattson | ORAS", "3"),
            one("G4", "Lavaridge Town", "Flannery", "Leader Flannery | ORAS", "4"),
            one("G5", "Petalburg City", "Norman", "Leader Norman | ORAS", "5"),
            one("G6", "Fortree City", "Winona", "Leader Winona | ORAS", "6"),
            one("G7", "Mossdeep City", "Tate and Liza", "Liza and Tate | ORAS", "7", "Double battle."),
            one("G8", "Sootopolis City", "Wallace", "Leader Wallace | ORAS", "8"),
            {"id": "E4", "town": "Ever Grande City", "leader": "Elite Four and Champion",
             "note": "Sidney, Phoebe, Glacia, Drake, then Champion Steven.",
             "battles": [
                 {"label": "E4 Sidney | ORAS", "trainer": "Sidney", "nuz": "e1"},
                 {"label": "E4 Phoebe | ORAS", "trainer": "Phoebe", "nuz": "e2"},
                 {"label": "E4 Glacia | ORAS", "trainer": "Glacia", "nuz": "e3"},
                 {"label": "E4 Drake | ORAS", "trainer": "Drake", "nuz": "e4"},
                 {"label": "Champion Steven | ORAS", "trainer": "Steven", "nuz": "c"}]},
        ],
        "nuz_game": "oras",
    }


def sm():
    st = STARTERS[7]
    g = lambda **k: vs(SM_V, st, **k)
    trial = lambda gid, town, leader, label, nuz, note: {
        "id": gid, "town": town, "leader": leader, "note": note,
        "battles": [{"label": label, "trainer": "Totem battle", "nuz": nuz}]}
    kahuna = lambda gid, town, leader, label, nuz: {
        "id": gid, "town": town, "leader": leader,
        "battles": [{"label": label, "trainer": leader.split(" (")[0], "nuz": nuz}]}
    kukui = [{"label": "Kukui | %s | Champion | SM" % s, "trainer": "Kukui", "versions": g(starter=s),
              "nuz": "c"} for s in ("Rowlet", "Litten", "Popplio")]
    return {
        "calc": "js/data/sets/games/Gen7/SM.js",
        "games": ["Sun", "Moon"], "region": "Alola", "generation": 7, "dex": "original-alola",
        "versions": [{"name": v, "note": "%s; the player chose %s" % tuple(v.split("-"))}
                     for v in product(SM_V, st)],
        "note": ("Sun/Moon. Trials and grand trials stand in for gyms, in story order; then the Elite Four "
                 "and Champion Kukui. Each trial counts the Pokémon of its totem battle (the totem Pokémon "
                 "and its allies), each grand trial the kahuna's Pokémon. Versions combine the game (Sun, "
                 "Moon: Ilima's totem) and the player's starter (Kukui's last Pokémon)."),
        "gyms": [
            {"id": "G1", "town": "Verdant Cavern", "leader": "Ilima (trial)",
             "note": ("Totem battle. Sun: Totem Gumshoos with Yungoos; Moon: Totem Alolan Raticate with "
                      "Alolan Rattata."),
             "battles": [
                 {"label": "Totem | Ilima's Trial | Sun", "trainer": "Totem battle", "versions": g(version="Sun"),
                  "nuz": "1a"},
                 {"label": "Totem | Ilima's Trial | Moon", "trainer": "Totem battle", "versions": g(version="Moon"),
                  "nuz": "1b"}]},
            kahuna("G2", "Iki Town", "Hala (grand trial)", "Island Kahuna Hala | SM", "2"),
            trial("G3", "Brooklet Hill", "Lana (trial)", "Totem | Lana's Trial | SM", "3",
                  "Totem Wishiwashi (School Form, also Water) and its allies."),
            trial("G4", "Wela Volcano Park", "Kiawe (trial)", "Totem | Kiawe's Trial | SM", "4",
                  "Totem Salazzle and its ally."),
            trial("G5", "Lush Jungle", "Mallow (trial)", "Totem | Mallow's Trial | SM", "6",
                  "Totem Lurantis and its allies."),
            kahuna("G6", "Konikoni City", "Olivia (grand trial)", "Island Kahuna Olivia | SM", "7"),
            trial("G7", "Hokulani Observatory", "Sophocles (trial)", "Totem | Sophocle's Trial | SM", "8",
                  "Totem Vikavolt and its allies."),
            trial("G8", "Thrifty Megamart", "Acerola (trial)", "Totem | Acerola's Trial | SM", "9",
                  "Totem Mimikyu and its allies."),
            kahuna("G9", "Malie City", "Nanu (grand trial)", "Island Kahuna Nanu | SM", "10"),
            kahuna("G10", "Poni Island", "Hapu (grand trial)", "Island Kahuna Hapu | SM", "11"),
            trial("G11", "Vast Poni Canyon", "Totem Kommo-o (trial)", "Totem | Kommo-o's Trial | SM", "12",
                  "Captainless trial: Totem Kommo-o and its allies."),
            {"id": "E4", "town": "Pokémon League", "leader": "Elite Four and Champion",
             "note": "Hala, Olivia, Acerola, Kahili, then Champion Kukui (his last Pokémon depends on the player's starter).",
             "battles": [
                 {"label": "Elite Four Hala | SM", "trainer": "Hala", "nuz": "e1"},
                 {"label": "Elite Four Olivia | SM", "trainer": "Olivia", "nuz": "e2"},
                 {"label": "Elite Four Acerola | SM", "trainer": "Acerola", "nuz": "e3"},
                 {"label": "Elite Four Kahili | SM", "trainer": "Kahili", "nuz": "e4"}] + kukui},
        ],
        "nuz_game": "sm",
    }


def usum():
    st = STARTERS[7]
    g = lambda **k: vs(USUM_V, st, **k)
    trial = lambda gid, town, leader, label, nuz, note: {
        "id": gid, "town": town, "leader": leader, "note": note,
        "battles": [{"label": label, "trainer": "Totem battle", "nuz": nuz}]}
    kahuna = lambda gid, town, leader, label, nuz: {
        "id": gid, "town": town, "leader": leader,
        "battles": [{"label": label, "trainer": leader.split(" (")[0], "nuz": nuz}]}
    hau = [{"label": "Hau Champ | %s | USUM" % s, "trainer": "Hau", "versions": g(starter=s), "nuz": "c"}
           for s in ("Rowlet", "Litten", "Popplio")]
    return {
        "calc": "js/data/sets/games/Gen7/USUM.js",
        "games": ["Ultra Sun", "Ultra Moon"], "region": "Alola", "generation": 7, "dex": "updated-alola",
        "versions": [{"name": v, "note": "%s; the player chose %s" % tuple(v.rsplit("-", 1))}
                     for v in product(USUM_V, st)],
        "note": ("Ultra Sun/Ultra Moon. Trials and grand trials stand in for gyms, in story order; then the "
                 "Elite Four and Champion Hau. Each trial counts the Pokémon of its totem battle (the totem "
                 "Pokémon and its allies), each grand trial the kahuna's Pokémon. Versions combine the game "
                 "(Ultra Sun, Ultra Moon: Ilima's totem) and the player's starter (Hau's team)."),
        "gyms": [
            {"id": "G1", "town": "Verdant Cavern", "leader": "Ilima (trial)",
             "note": ("Totem battle. Ultra Sun: Totem Gumshoos with Yungoos; Ultra Moon: Totem Alolan Raticate "
                      "with Alolan Rattata."),
             "battles": [
                 {"label": "Totem | Ilima's Trial | US", "trainer": "Totem battle",
                  "versions": g(version="Ultra Sun"), "nuz": "1a"},
                 {"label": "Totem | Ilima's Trial | UM", "trainer": "Totem battle",
                  "versions": g(version="Ultra Moon"), "nuz": "1b"}]},
            kahuna("G2", "Iki Town", "Hala (grand trial)", "Island Kahuna Hala | USUM", "2"),
            trial("G3", "Brooklet Hill", "Lana (trial)", "Totem | Lana's Trial | USUM", "3",
                  "Totem Araquanid and its allies."),
            trial("G4", "Wela Volcano Park", "Kiawe (trial)", "Totem | Kiawe's Trial | USUM", "4",
                  "Totem Alolan Marowak and its ally."),
            trial("G5", "Lush Jungle", "Mallow (trial)", "Totem | Mallow's Trial | USUM", "5",
                  "Totem Lurantis and its allies."),
            kahuna("G6", "Konikoni City", "Olivia (grand trial)", "Island Kahuna Olivia | USUM", "6"),
            trial("G7", "Hokulani Observatory", "Sophocles (trial)", "Totem | Sophocle's Trial | USUM", "7",
                  "Totem Togedemaru and its allies."),
            trial("G8", "Thrifty Megamart", "Acerola (trial)", "Totem | Acerola's Trial | USUM", "8",
                  "Totem Mimikyu and its allies."),
            kahuna("G9", "Malie City", "Nanu (grand trial)", "Island Kahuna Nanu | USUM", "9"),
            trial("G10", "Vast Poni Canyon", "Totem Kommo-o (trial)", "Totem | Kommo-o's Trial | USUM", "11",
                  "Captainless trial: Totem Kommo-o and its allies."),
            trial("G11", "Seafolk Village", "Mina (trial)", "Totem | Mina's Trial | USUM", "12",
                  ("Totem Ribombee and its allies. Mina's trial starts at Seafolk Village (nuzlocke.app "
                   "routes.json: 'Captain Mina', Seafolk Village); the captains' battles that precede the "
                   "totem are not counted.")),
            kahuna("G12", "Exeggutor Island", "Hapu (grand trial)", "Island Kahuna Hapu | USUM", "13"),
            {"id": "E4", "town": "Pokémon League", "leader": "Elite Four and Champion",
             "note": "Molayne, Olivia, Acerola, Kahili, then Champion Hau (his team depends on the player's starter).",
             "battles": [
                 {"label": "Elite Four Molayne | USUM", "trainer": "Molayne", "nuz": "e1"},
                 {"label": "Elite Four Olivia | USUM", "trainer": "Olivia", "nuz": "e2"},
                 {"label": "Elite Four Acerola | USUM", "trainer": "Acerola", "nuz": "e3"},
                 {"label": "Elite Four Kahili | USUM", "trainer": "Kahili", "nuz": "e4"}] + hau},
        ],
        "nuz_game": "usum",
    }


def swsh():
    st = STARTERS[8]
    g = lambda **k: vs(SWSH_V, st, **k)
    one = lambda gid, town, leader, nuz, note=None: dict(
        {"id": gid, "town": town, "leader": leader,
         "battles": [{"label": "Gym Leader %s | SWSH" % leader, "trainer": leader, "nuz": nuz}]},
        **({"note": note} if note else {}))
    e4 = [{"label": "Marnie 3 | Wyndon Stadium | SWSH", "trainer": "Marnie", "nuz": "e1"}]
    e4 += [{"label": "Hop 8 | %s | Wyndon Stadium | SWSH" % s, "trainer": "Hop", "versions": g(starter=s),
            "nuz": "e2"} for s in st]
    e4 += [{"label": "Gym Leader Bede | Champion Cup | SWSH", "trainer": "Bede", "nuz": "e3"},
           {"label": "Gym Leader Nessa | Champion Cup | SWSH", "trainer": "Nessa", "nuz": "e4"},
           {"label": "Gym Leader Bea | Champion Cup | Sword", "trainer": "Bea", "versions": g(version="Sword"),
            "nuz": "e5a"},
           {"label": "Gym Leader Allister | Champion Cup | Shield", "trainer": "Allister",
            "versions": g(version="Shield"), "nuz": "e5b"},
           {"label": "Gym Leader Raihan | Champion Cup | SWSH", "trainer": "Raihan", "nuz": "e6"}]
    e4 += [{"label": "Champion Leon | %s | SWSH" % s, "trainer": "Leon", "versions": g(starter=s), "nuz": "ca"}
           for s in st]
    return {
        "calc": "js/data/sets/games/Gen8/SS.js",
        "games": ["Sword", "Shield"], "region": "Galar", "generation": 8, "dex": "galar",
        "versions": [{"name": v, "note": "%s; the player chose %s" % tuple(v.split("-"))}
                     for v in product(SWSH_V, st)],
        "note": ("Sword/Shield. Each gym counts only its leader's Pokémon in the main-story Gym battle (Gym "
                 "Trainers and Gym Missions are not counted); E4 counts the Champion Cup (Marnie, Hop, Bede, "
                 "Nessa, Bea or Allister, Raihan) and Champion Leon. Versions combine the game (Sword, Shield: "
                 "Stow-on-Side, Circhester, the Champion Cup's Bea or Allister) and the player's starter "
                 "(Hop's and Leon's teams). Gigantamax and Dynamax change no typing."),
        "gyms": [
            one("G1", "Turffield", "Milo", "1"),
            one("G2", "Hulbury", "Nessa", "2"),
            one("G3", "Motostoke", "Kabu", "3"),
            {"id": "G4", "town": "Stow-on-Side", "leader": "Bea or Allister",
             "note": "Sword: Bea; Shield: Allister.",
             "battles": [
                 {"label": "Gym Leader Bea | Sword", "trainer": "Bea", "versions": g(version="Sword"), "nuz": "4a"},
                 {"label": "Gym Leader Allister | Shield", "trainer": "Allister", "versions": g(version="Shield"),
                  "nuz": "4b"}]},
            one("G5", "Ballonlea", "Opal", "5"),
            {"id": "G6", "town": "Circhester", "leader": "Gordie or Melony",
             "note": "Sword: Gordie; Shield: Melony.",
             "battles": [
                 {"label": "Gym Leader Gordie | Sword", "trainer": "Gordie", "versions": g(version="Sword"),
                  "nuz": "6a"},
                 {"label": "Gym Leader Melony | Shield", "trainer": "Melony", "versions": g(version="Shield"),
                  "nuz": "6b", "fixes": ["sword-shield/Melony/Darmanitan"]}]},
            one("G7", "Spikemuth", "Piers", "7"),
            one("G8", "Hammerlocke", "Raihan", "8", "Double battle."),
            {"id": "E4", "town": "Wyndon", "leader": "Champion Cup and Champion",
             "note": ("Champion Cup: semifinals Marnie and Hop, then Bede, finals Nessa, Bea (Sword) or "
                      "Allister (Shield), Raihan, then Champion Leon."),
             "battles": e4},
        ],
        "nuz_game": "swsh",
    }


def bdsp():
    one = lambda gid, town, leader, label, nuz: {
        "id": gid, "town": town, "leader": leader,
        "battles": [{"label": label, "trainer": leader, "nuz": nuz}]}
    return {
        "calc": "js/data/sets/games/Gen8/BDSP.js",
        "games": ["Brilliant Diamond", "Shining Pearl"], "region": "Sinnoh", "generation": 8,
        "dex": "original-sinnoh",
        "versions": [],
        "note": ("Brilliant Diamond/Shining Pearl. Each gym counts only its leader's Pokémon in the main-story "
                 "Gym battle; E4 counts the Elite Four and Champion Cynthia. Gyms in Diamond/Pearl's order "
                 "(Fantina fifth), as the calc's and nuzlocke.app's orders agree; towns as in "
                 "diamond-pearl.json."),
        "gyms": [
            one("G1", "Oreburgh City", "Roark", "Gym Leader Roark | BDSP", "1"),
            one("G2", "Eterna City", "Gardenia", "Gym Leader Gardenia | BDSP", "2"),
            one("G3", "Veilstone City", "Maylene", "Gym Leader Maylene | BDSP", "3"),
            one("G4", "Pastoria City", "Crasher Wake", "Gym Leader Wake | BDSP", "4"),
            one("G5", "Hearthome City", "Fantina", "Gym Leader Fantina | BDSP", "5"),
            one("G6", "Canalave City", "Byron", "Gym Leader Byron | BDSP", "6"),
            one("G7", "Snowpoint City", "Candice", "Gym Leader Candice | BDSP", "7"),
            one("G8", "Sunyshore City", "Volkner", "Gym Leader Volkner | BDSP", "8"),
            {"id": "E4", "town": "Pokémon League", "leader": "Elite Four and Champion",
             "note": "Aaron, Bertha, Flint, Lucian, then Champion Cynthia (first battles, not the rematches).",
             "battles": [
                 {"label": "Elite Four Aaron | BDSP", "trainer": "Aaron", "nuz": "e1"},
                 {"label": "Elite Four Bertha | BDSP", "trainer": "Bertha", "nuz": "e2"},
                 {"label": "Elite Four Flint | BDSP", "trainer": "Flint", "nuz": "e3"},
                 {"label": "Elite Four Lucian | BDSP", "trainer": "Lucian", "nuz": "e4"},
                 {"label": "Champion Cynthia | BDSP", "trainer": "Cynthia", "nuz": "c"}]},
        ],
        "nuz_game": "bdsp",
    }


def sv():
    one = lambda gid, town, leader, trid, nuz, note=None, label=None, fixes=None: dict(
        {"id": gid, "town": town, "leader": leader,
         "battles": [dict({"label": label or "Gym Leader %s ScaVio" % leader, "trainer": leader, "raw": trid,
                           "nuz": nuz}, **({"fixes": fixes} if fixes else {}))]},
        **({"note": note} if note else {}))
    return {
        "calc": "js/data/sets/games/Gen9/SV.js",
        "games": ["Scarlet", "Violet"], "region": "Paldea", "generation": 9, "dex": "paldea",
        "versions": [],
        "note": ("Scarlet/Violet. The story lets the player take the Gyms in any order; the file uses the "
                 "order of data/maps/gen-9-paldea.json (the leaders' levels rise in it; nuzlocke.app numbers "
                 "the gyms the same way). Each gym counts only its leader's Pokémon in the main-story Gym "
                 "battle (Gym Trainers and Gym Tests are not counted); E4 counts the Elite Four and Top "
                 "Champion Geeta. The Pokémon that Terastallizes (each leader's last) counts with both its own "
                 "typing and its Tera type as a pure typing."),
        "gyms": [
            one("G1", "Cortondo", "Katy", "gym_mushi_leader_01", "1"),
            one("G2", "Artazon", "Brassius", "gym_kusa_leader_01", "2"),
            one("G3", "Levincia", "Iono", "gym_denki_leader_01", "3"),
            one("G4", "Cascarrafa", "Kofu", "gym_mizu_leader_01", "4"),
            one("G5", "Medali", "Larry", "gym_normal_leader_01", "5"),
            one("G6", "Montenevera", "Ryme", "gym_ghost_leader_01", "6", "Double battle."),
            one("G7", "Alfornada", "Tulip", "gym_esper_leader_01", "7", label="Tulip ScaVio",
                fixes=["scarlet-violet/Tulip/Florges"]),
            one("G8", "Glaseado", "Grusha", "gym_koori_leader_01", "8"),
            {"id": "E4", "town": "Pokémon League", "leader": "Elite Four and Champion",
             "note": ("Rika, Poppy, Larry, Hassel, then Top Champion Geeta; each one's last Pokémon "
                      "Terastallizes. Nemona's battle after the Champion Assessment is not counted (the "
                      "league entry is the Elite Four and the champion, as in the region map)."),
             "battles": [
                 {"label": "Rika E4 ScaVio", "trainer": "Rika", "raw": "e4_jimen_01", "nuz": "e1"},
                 {"label": "Poppy E4 ScaVio", "trainer": "Poppy", "raw": "e4_hagane_01", "nuz": "e2"},
                 {"label": "Larry E4 ScaVio", "trainer": "Larry", "raw": "e4_hikou_01", "nuz": "e3"},
                 {"label": "Hassel E4 ScaVio", "trainer": "Hassel", "raw": "e4_dragon_01", "nuz": "e4"},
                 {"label": "Top Champion Geeta ScaVio", "trainer": "Geeta", "raw": "chairperson_01",
                  "nuz": "ec"}]},
        ],
        "nuz_game": "sv",
    }


# Where diballesteros/nuzlocke's DETAILS holds each battle: game key, then the
# primary's label -> [gym index, variant index] (battles not listed are not in
# that source: Sun/Moon's Kommo-o trial, Sword/Shield's Champion Cup before Leon).
DIB = {
    "x-y": ("9", dict([("Leader %s | XY" % n, [i, 0]) for i, n in enumerate(
        ["Viola", "Grant", "Korrina", "Ramos", "Clemont", "Valerie", "Olympia", "Wulfric"])] + [
        ("Elite Four Malva | XY", [8, 0]), ("Elite Four Siebold | XY", [8, 1]),
        ("Elite Four Wikstrom | XY", [8, 2]), ("Elite Four Drasna | XY", [8, 3]),
        ("Champion Diantha | XY", [8, 4])])),
    "omega-ruby-alpha-sapphire": ("10", dict([("Leader %s | ORAS" % n, [i, 0]) for i, n in enumerate(
        ["Roxanne", "Brawly", "Wattson", "Flannery", "Norman", "Winona", None, "Wallace"]) if n] + [
        ("Liza and Tate | ORAS", [6, 0]),
        ("E4 Sidney | ORAS", [8, 0]), ("E4 Phoebe | ORAS", [8, 1]), ("E4 Glacia | ORAS", [8, 2]),
        ("E4 Drake | ORAS", [8, 3]), ("Champion Steven | ORAS", [8, 4])])),
    "sun-moon": ("11", {
        "Totem | Ilima's Trial | Sun": [0, 0], "Totem | Ilima's Trial | Moon": [0, 1],
        "Island Kahuna Hala | SM": [1, 0], "Totem | Lana's Trial | SM": [2, 0],
        "Totem | Kiawe's Trial | SM": [3, 0], "Totem | Mallow's Trial | SM": [4, 0],
        "Island Kahuna Olivia | SM": [5, 0], "Totem | Sophocle's Trial | SM": [6, 0],
        "Totem | Acerola's Trial | SM": [7, 0], "Island Kahuna Nanu | SM": [8, 0],
        "Island Kahuna Hapu | SM": [9, 0],
        "Elite Four Hala | SM": [10, 0], "Elite Four Olivia | SM": [10, 1],
        "Elite Four Acerola | SM": [10, 2], "Elite Four Kahili | SM": [10, 3],
        "Kukui | Rowlet | Champion | SM": [10, 4], "Kukui | Litten | Champion | SM": [10, 5],
        "Kukui | Popplio | Champion | SM": [10, 6]}),
    "ultra-sun-ultra-moon": ("12", {
        "Totem | Ilima's Trial | US": [0, 0], "Totem | Ilima's Trial | UM": [0, 1],
        "Island Kahuna Hala | USUM": [1, 0], "Totem | Lana's Trial | USUM": [2, 0],
        "Totem | Kiawe's Trial | USUM": [3, 0], "Totem | Mallow's Trial | USUM": [4, 0],
        "Island Kahuna Olivia | USUM": [5, 0], "Totem | Sophocle's Trial | USUM": [6, 0],
        "Totem | Acerola's Trial | USUM": [7, 0], "Island Kahuna Nanu | USUM": [8, 0],
        "Totem | Kommo-o's Trial | USUM": [9, 0], "Totem | Mina's Trial | USUM": [10, 0],
        "Island Kahuna Hapu | USUM": [11, 0],
        "Elite Four Molayne | USUM": [12, 0], "Elite Four Olivia | USUM": [12, 1],
        "Elite Four Acerola | USUM": [12, 2], "Elite Four Kahili | USUM": [12, 3],
        "Hau Champ | Rowlet | USUM": [12, 4], "Hau Champ | Litten | USUM": [12, 5],
        "Hau Champ | Popplio | USUM": [12, 6]}),
    "sword-shield": ("13", {
        "Gym Leader Milo | SWSH": [0, 0], "Gym Leader Nessa | SWSH": [1, 0], "Gym Leader Kabu | SWSH": [2, 0],
        "Gym Leader Bea | Sword": [3, 0], "Gym Leader Allister | Shield": [3, 1],
        "Gym Leader Opal | SWSH": [4, 0], "Gym Leader Gordie | Sword": [5, 0],
        "Gym Leader Melony | Shield": [5, 1], "Gym Leader Piers | SWSH": [6, 0],
        "Gym Leader Raihan | SWSH": [7, 0], "Champion Leon | Grookey | SWSH": [8, 0],
        "Champion Leon | Scorbunny | SWSH": [8, 1], "Champion Leon | Sobble | SWSH": [8, 2]}),
    "brilliant-diamond-shining-pearl": ("13.1", dict([("Gym Leader %s | BDSP" % n, [i, 0]) for i, n in enumerate(
        ["Roark", "Gardenia", "Maylene", "Wake", "Fantina", "Byron", "Candice", "Volkner"])] + [
        ("Elite Four Aaron | BDSP", [8, 0]), ("Elite Four Bertha | BDSP", [8, 1]),
        ("Elite Four Flint | BDSP", [8, 2]), ("Elite Four Lucian | BDSP", [8, 3]),
        ("Champion Cynthia | BDSP", [8, 4])])),
}


GAMES = {
    "black-white": bw,
    "black-2-white-2": b2w2,
    "x-y": xy,
    "omega-ruby-alpha-sapphire": oras,
    "sun-moon": sm,
    "ultra-sun-ultra-moon": usum,
    "sword-shield": swsh,
    "brilliant-diamond-shining-pearl": bdsp,
    "scarlet-violet": sv,
}


# ---------------------------------------------------------------------------
# Fixes: corrections of the primary source, each a listed disagreement
# (data/games/extract/disagreements.json) resolved against it.
# ---------------------------------------------------------------------------

FIXES = {
    # Black/White: the calc puts both dragons in one seven-Pokémon party
    # labelled BW; the datamined table (Dynamic-Calc tr_id 586, 587) has two
    # parties, one per dragon.  The battle spec drops the other version's
    # dragon ("drop").
    "black-white/N/legend": {},
    # Black 2/White 2: where the datamined table differs, it is followed.
    "black-2-white-2/Burgh/Swadloon": {"moves": {"Swadloon": {"Protect": None}}},
    "black-2-white-2/Drayden/Druddigon": {"moves": {"Druddigon": {"Slash": "Dragon Tail"}}},
    # Sword/Shield: the calc keys Melony's Darmanitan as the Zen Mode form
    # with the ability Gorilla Tactics, which @pkmn/dex gives only to
    # Galarian Darmanitan (the Zen form's only ability is Zen Mode);
    # nuzlocke.app has the party form (darmanitan-galar-standard).
    "sword-shield/Melony/Darmanitan": {"species": {"Darmanitan-Galar-Zen": "Darmanitan-Galar"}},
    # Scarlet/Violet: where the raw trainer table differs, it is followed.
    "scarlet-violet/Tulip/Florges": {"moves": {"Florges": {"Charm": None}}},
}


def apply_move_fixes(fixes, species, moves):
    for fx in fixes:
        for old, new in fx.get("moves", {}).get(species, {}).items():
            if old not in moves:
                raise SystemExit("fix: %s has no %s" % (species, old))
            moves = [new if m == old else m for m in moves if not (m == old and new is None)]
    return moves


def calc_label_sets(parties, label):
    out = []
    for key, sets in parties.items():
        if key == label or key.startswith(label + " ("):
            out.extend(sets)
    return sorted(out, key=lambda s: int(s["index"]))


def primary_battles(cfg, git, gen):
    files = cfg["calc"] if isinstance(cfg["calc"], dict) else {"": cfg["calc"]}
    parties = {k: vnc_parties(git, p) for k, p in files.items()}
    battles, used = [], []
    for gym in cfg["gyms"]:
        for spec in gym["battles"]:
            sets = calc_label_sets(parties[spec.get("calc", "")], spec["label"])
            if not sets:
                raise SystemExit("%s: no set labelled %r" % (gym["id"], spec["label"]))
            used.append(spec["label"])
            party = []
            fixes = [FIXES[f] for f in spec.get("fixes", [])]
            for s in sets:
                raw_species = s["species"]
                if raw_species in spec.get("drop", []):
                    continue
                for fx in fixes:
                    raw_species = fx.get("species", {}).get(raw_species, raw_species)
                where = "%s %s %s" % (gym["id"], spec["label"], raw_species)
                mon = make_mon(gen, raw_species, s["level"], where, s.get("teraType"))
                if raw_species != s["species"]:
                    mon["source_species"] = s["species"]
                mon["moves"] = apply_move_fixes(fixes, s["species"], s["moves"])
                item = s.get("item")
                if item and item not in ("None", "-"):
                    mon["item"] = item
                if s.get("ability"):
                    mon["ability"] = s["ability"]
                party.append(mon)
            battles.append({"gym": gym["id"], "version": spec.get("versions"), "trainer": spec["trainer"],
                            "label": spec["label"], "party": party,
                            **({"fixes": spec["fixes"]} if spec.get("fixes") else {})})
    return battles


def finish_party_moves(battles, gen):
    for b in battles:
        for mon in b["party"]:
            raws = mon.pop("moves")
            where = "%s %s %s" % (b["gym"], b["label"], mon["species"])
            mon["moves"] = finish_moves(gen, mon, raws, where)
            # keep the keys in a stable, readable order
            order = ["species", "source_species", "types", "level", "tera_type", "terastallizes",
                     "item", "ability", "moves"]
            for k in list(mon):
                assert k in order, k
            items = sorted(mon.items(), key=lambda kv: order.index(kv[0]))
            mon.clear()
            mon.update(items)


# ---------------------------------------------------------------------------
# nuzlocke.app: static/api/league/<version>.<starter>.json
# ---------------------------------------------------------------------------

NUZ_FILE = "src/lib/data/league.json"


def nuz_battles(cfg, git, gen):
    """The gyms of the config as nuzlocke.app's league.json holds them
    (league[game][key].pokemon).  A Pokémon with a "starter" field is in the
    party only when the player's starter has that type; the config's
    versions say which starter a battle is for."""
    league = json.loads(git.read(NUZ_FILE))[cfg["nuz_game"]]
    battles = []
    for gym in cfg["gyms"]:
        for spec in gym["battles"]:
            key = spec["nuz"]
            if key not in league:
                raise SystemExit("nuzlocke.app %s has no key %r" % (cfg["nuz_game"], key))
            starters = {NUZ_STARTER[v.rsplit("-", 1)[1]] for v in spec.get("versions") or []
                        if "-" in v}
            party = []
            for p in league[key]["pokemon"]:
                where = "nuzlocke.app %s %s %s" % (cfg["nuz_game"], key, p["name"])
                if "starter" in p:
                    if len(starters) != 1:
                        raise SystemExit("%s: a starter variant in a battle not split by starter" % where)
                    if p["starter"] not in starters:
                        continue
                mon = {"species": species_entry(gen, p["name"], where)["name"], "level": int(p["level"]),
                       "moves": [move_entry(gen, m, where)["name"] for m in p["moves"]]}
                if p.get("tera"):
                    mon["tera_type"] = p["tera"].capitalize()
                party.append(mon)
            battles.append({"gym": gym["id"], "version": spec.get("versions"), "trainer": spec["trainer"],
                            "key": "%s/%s" % (cfg["nuz_game"], key), "party": party})
    return battles, [NUZ_FILE]


# ---------------------------------------------------------------------------
# Dynamic-Calc: backups/bw.js, backups/bw2.js
# ---------------------------------------------------------------------------

def dyn_battles(cfg, git, gen):
    by_id = calc.dyn_sets(git.read(cfg["dyn_file"]))
    by_label = {}
    for tid, sets in by_id.items():
        for lab in {s["label"] for s in sets}:
            by_label.setdefault(lab, set()).add(tid)
    battles = []
    for gym in cfg["gyms"]:
        for spec in gym["battles"]:
            ref = spec["dyn"]
            if isinstance(ref, int):
                tid = ref
            else:
                ids = by_label.get(ref, set())
                if len(ids) != 1:
                    raise SystemExit("Dynamic-Calc %s: label %r has trainer ids %s" % (cfg["dyn_file"], ref, sorted(ids)))
                tid = next(iter(ids))
            sets = sorted(by_id[tid], key=lambda s: s["sub_index"])
            if spec["trainer"] not in sets[0]["label"]:
                raise SystemExit("Dynamic-Calc trainer %d is %r, not %s" % (tid, sets[0]["label"], spec["trainer"]))
            party = []
            for s in sets:
                where = "Dynamic-Calc %s tr_id %d %s" % (cfg["dyn_file"], tid, s["species"])
                mon = {"species": species_entry(gen, s["species"], where)["name"], "level": s["level"],
                       "moves": [move_entry(gen, m, where)["name"] for m in s["moves"] if m not in NO_MOVE]}
                party.append(mon)
            battles.append({"gym": gym["id"], "version": spec.get("versions"), "trainer": spec["trainer"],
                            "key": "tr_id %d (%s)" % (tid, sets[0]["label"]), "party": party})
    return battles, [cfg["dyn_file"]]


# ---------------------------------------------------------------------------
# diballesteros/nuzlocke: src/constants/details.ts (a TypeScript literal)
# ---------------------------------------------------------------------------

DIB_FILES = ["src/constants/details.ts", "src/constants/pokemon.ts"]


def ts_literal(text, start):
    """The JSON value of the TypeScript object or array literal assigned
    (after the first "=") in the declaration that starts with `start` (single-quoted strings, bare keys, trailing commas)."""
    i = text.index("=", text.index(start) + len(start))
    while text[i] not in "{[":
        i += 1
    out, depth, j = [], 0, i
    while True:
        c = text[j]
        if c in "'\"":
            k, buf = j + 1, []
            while text[k] != c:
                if text[k] == "\\":
                    buf.append(text[k + 1])
                    k += 2
                    continue
                buf.append(text[k])
                k += 1
            out.append(json.dumps("".join(buf)))
            j = k + 1
            continue
        if text.startswith("//", j):
            j = text.index("\n", j)
            continue
        m = re.match(r"[A-Za-z_]\w*", text[j:j + 64])
        if m:
            word = m.group(0)
            if text[j + len(word):].lstrip().startswith(":"):
                out.append(json.dumps(word))
            elif word in ("true", "false", "null"):
                out.append(word)
            else:
                raise SystemExit("unexpected word %r in a TypeScript literal" % word)
            j += len(word)
            continue
        out.append(c)
        if c in "{[":
            depth += 1
        elif c in "}]":
            depth -= 1
            if depth == 0:
                break
        j += 1
    return json.loads(re.sub(r",\s*([\]}])", r"\1", "".join(out)))


# pokemon.ts names forms "Raticate (Alolan)"; their entries in our species files.
DIB_FORM_SUFFIX = {"Alolan": "Alola", "Galarian": "Galar"}


def moves_by_num(gen):
    out = {}
    for m in dex(gen)["moves"].values():
        if m["name"].startswith("Hidden Power ") or m["num"] <= 0:
            continue
        out.setdefault(m["num"], []).append(m["name"])
    return out


def dib_battles(game_id, cfg, git, gen):
    dib_key, where_is = DIB[game_id]
    details = ts_literal(git.read(DIB_FILES[0]), "const DETAILS")[dib_key]
    pokemon = {p["value"]: p["text"] for p in ts_literal(git.read(DIB_FILES[1]), "const POKEMON")}
    by_num = moves_by_num(gen)
    battles = []
    for gym in cfg["gyms"]:
        for spec in gym["battles"]:
            if spec["label"] not in where_is:
                continue
            gi, vi = where_is[spec["label"]]
            variant = details[gi][vi]
            party = []
            for p in variant["content"]:
                text = pokemon[p["id"]]
                m = re.match(r"(.*) \((\w+)\)$", text)
                name = "%s-%s" % (m.group(1), DIB_FORM_SUFFIX[m.group(2)]) if m else text
                where = "diballesteros/nuzlocke %s [%d][%d] %s" % (dib_key, gi, vi, text)
                moves = []
                for num in p.get("moves", []):
                    names = by_num.get(num, [])
                    if len(names) != 1:
                        raise SystemExit("%s: move %d is %s" % (where, num, names))
                    moves.append(names[0])
                party.append({"species": species_entry(gen, name, where)["name"], "level": p["level"],
                              "moves": moves})
            battles.append({"gym": gym["id"], "version": spec.get("versions"), "trainer": spec["trainer"],
                            "key": "DETAILS['%s'][%d][%d] (%s, %s)" % (dib_key, gi, vi,
                                                                    variant["game"], variant["name"]),
                            "party": party})
    return battles, DIB_FILES


# ---------------------------------------------------------------------------
# SV-Randomizer: the raw Scarlet/Violet trainer table
# ---------------------------------------------------------------------------

def bfbs_enums(blob):
    """{enum name: {value name: value}} of a binary FlatBuffers schema
    (reflection.fbs: Schema.enums = field 1; Enum.name 0, Enum.values 1;
    EnumVal.name 0, EnumVal.value 1)."""
    u32 = lambda o: struct.unpack_from("<I", blob, o)[0]

    def table(pos):
        vt = pos - struct.unpack_from("<i", blob, pos)[0]
        vlen = struct.unpack_from("<H", blob, vt)[0]

        def field(i):
            off = 4 + 2 * i
            if off >= vlen:
                return None
            fo = struct.unpack_from("<H", blob, vt + off)[0]
            return pos + fo if fo else None
        return field

    def string(pos):
        p = pos + u32(pos)
        return blob[p + 4:p + 4 + u32(p)].decode("utf-8")

    def vector(pos):
        p = pos + u32(pos)
        return [p + 4 + 4 * i for i in range(u32(p))]

    enums = {}
    for e in vector(table(u32(0))(1)):
        ef = table(e + u32(e))
        values = {}
        for v in vector(ef(1)):
            vf = table(v + u32(v))
            values[string(vf(0))] = struct.unpack_from("<q", blob, vf(1))[0] if vf(1) else 0
        enums[string(ef(0))] = values
    return enums


SV_FILES = ["Randomizer/Trainers/trdata_array_clean.json", "Randomizer/Trainers/trdata_array.bfbs",
            "Randomizer/PersonalData/personal_array_clean.json"]


class SvNames:
    """Names for the table's DEV_*, WAZA_* and gem (Tera) constants, derived
    from data, not typed in:
    - WAZA_x: its value in the WazaID enum of trdata_array.bfbs is the move
      number; the @pkmn/dex move of that num is its name.
    - DEV_x: its DevID value is the game's internal species number; the
      personal table's entry of that number and form gives `model`, the
      national number, and the base stats; the @pkmn/dex species of that
      number and form (formeOrder[form]) must have the same base stats.
    - types: the personal table's type numbers are named by the species so
      identified (every number must get one name); a GemType value v names
      type number v - 2, checked on the four gems spelled in English
      (NORMAL, GHOST, DRAGON, FAIRY)."""

    def __init__(self, git):
        enums = bfbs_enums(git.read_bytes(SV_FILES[1]))
        self.dev = enums["pml.common.DevID"]
        self.waza = enums["pml.common.WazaID"]
        self.gem = enums["GemType"]
        self.personal = {(e["species"]["species"], e["species"]["form"]): e
                         for e in json.loads(git.read(SV_FILES[2]))["entry"]}
        d = dex(9)
        self.moves_by_num = {}
        for m in d["moves"].values():
            if m["name"].startswith("Hidden Power ") or m["num"] <= 0:
                continue
            self.moves_by_num.setdefault(m["num"], []).append(m["name"])
        self.species_by_num = {}
        for s in d["species"].values():
            self.species_by_num.setdefault(s["num"], []).append(s)
        self.type_names = {}
        for (dev, form), e in sorted(self.personal.items()):
            if form != 0 or not e["is_present"]:
                continue
            base = [s for s in self.species_by_num.get(e["species"]["model"], []) if s["forme"] == ""]
            if len(base) != 1 or not self._same_stats(base[0], e):
                continue
            t = base[0]["types"]
            for num, name in ((e["type_1"], t[0]), (e["type_2"], t[-1])):
                if self.type_names.setdefault(num, name) != name:
                    raise SystemExit("personal type %d is both %s and %s" % (num, self.type_names[num], name))
        if sorted(self.type_names) != list(range(18)):
            raise SystemExit("personal type numbers not all named: %s" % sorted(self.type_names))
        for gem, name in (("NORMAL", "Normal"), ("GHOST", "Ghost"), ("DRAGON", "Dragon"), ("FAIRY", "Fairy")):
            if self.type_names[self.gem[gem] - 2] != name:
                raise SystemExit("GemType %s does not name %s" % (gem, name))

    @staticmethod
    def _same_stats(s, e):
        b = e["base_stats"]
        return [s["baseStats"][k] for k in ("hp", "atk", "def", "spa", "spd", "spe")] == \
            [b["HP"], b["ATK"], b["DEF"], b["SPA"], b["SPD"], b["SPE"]]

    def move(self, const):
        names = self.moves_by_num.get(self.waza[const], [])
        if len(names) != 1:
            raise SystemExit("%s (%d): moves %s" % (const, self.waza[const], names))
        return names[0]

    def species(self, const, form):
        e = self.personal[(self.dev[const], form)]
        cands = self.species_by_num[e["species"]["model"]]
        base = [s for s in cands if s["forme"] == ""][0]
        name = base["formeOrder"][form] if base["formeOrder"] else base["name"]
        s = [c for c in cands if c["name"] == name][0]
        if not self._same_stats(s, e):
            raise SystemExit("%s form %d: %s has other base stats" % (const, form, name))
        types = [self.type_names[e["type_1"]], self.type_names[e["type_2"]]]
        if sorted(set(types)) != sorted(set(s["types"])):
            raise SystemExit("%s form %d: types %s, @pkmn/dex %s" % (const, form, types, s["types"]))
        return name

    def tera(self, gem):
        if gem == "DEFAULT":
            return None
        return self.type_names[self.gem[gem] - 2]


def sv_raw_battles(cfg, git, gen):
    names = SvNames(git)
    table = {t["trid"]: t for t in json.loads(git.read(SV_FILES[0]))["values"]}
    battles = []
    for gym in cfg["gyms"]:
        for spec in gym["battles"]:
            t = table[spec["raw"]]
            party = []
            for i in range(1, 7):
                p = t["poke%d" % i]
                if p["devId"] == "DEV_NULL":
                    continue
                where = "trdata %s poke%d" % (spec["raw"], i)
                if p["wazaType"] != "MANUAL":
                    raise SystemExit("%s: moves not set in the table (wazaType %s)" % (where, p["wazaType"]))
                name = names.species(p["devId"], p["formId"])
                mon = {"species": species_entry(gen, name, where)["name"], "level": p["level"],
                       "moves": [names.move(p["waza%d" % j]["wazaId"]) for j in range(1, 5)
                                 if p["waza%d" % j]["wazaId"] != "WAZA_NULL"]}
                tera = names.tera(p["gemType"])
                if tera:
                    mon["tera_type"] = tera
                party.append(mon)
            battles.append({"gym": gym["id"], "version": spec.get("versions"), "trainer": spec["trainer"],
                            "key": spec["raw"], "party": party})
    return battles, SV_FILES


# ---------------------------------------------------------------------------
# Comparison (mirrored by tests/game_files_gen59.rs)
# ---------------------------------------------------------------------------

def party_of(battles, gym, trainer, version):
    """The Pokémon of (gym, trainer) in a version, or None when the source has
    no such battle."""
    found, mons = False, []
    for b in battles:
        if b["gym"] == gym and b["trainer"] == trainer and \
                (b["version"] is None or version is None or version in b["version"]):
            found = True
            mons.extend(b["party"])
    return mons if found else None


def move_names(mon):
    return sorted({m["name"] if isinstance(m, dict) else m for m in mon["moves"]})


def species_key(gen, name):
    """Pokémon are matched by national number and typing: forms that share
    both (Gourgeist's sizes, Lycanroc's Midday and Midnight Forms, Meowstic's
    genders) are the same for the game files."""
    e = species_file(gen)[fold(name)]
    return (e["num"], e["typing"])


def compare_parties(gen, pa, pb):
    """The differences of two parties, matching Pokémon by species_key (in
    order of level, then moves, within one key)."""
    diffs, keys = [], []
    for m in pa + pb:
        if species_key(gen, m["species"]) not in keys:
            keys.append(species_key(gen, m["species"]))
    for k in keys:
        order = lambda m: (m["level"], move_names(m))
        a = sorted((m for m in pa if species_key(gen, m["species"]) == k), key=order)
        b = sorted((m for m in pb if species_key(gen, m["species"]) == k), key=order)
        for x, y in zip(a, b):
            sp = x["species"]
            if x["level"] != y["level"]:
                diffs.append({"species": sp, "kind": "level", "primary": x["level"], "second": y["level"]})
            ma, mb = move_names(x), move_names(y)
            if ma != mb:
                diffs.append({"species": sp, "kind": "moves",
                              "primary": sorted(set(ma) - set(mb)), "second": sorted(set(mb) - set(ma))})
            if x.get("tera_type") and y.get("tera_type") and x["tera_type"] != y["tera_type"]:
                diffs.append({"species": sp, "kind": "tera", "primary": x["tera_type"], "second": y["tera_type"]})
        for x in a[len(b):]:
            diffs.append({"species": x["species"], "kind": "only in primary", "primary": x["level"], "second": None})
        for y in b[len(a):]:
            diffs.append({"species": y["species"], "kind": "only in second", "primary": None, "second": y["level"]})
    return diffs


def compare(game_id, gen, source, game_versions, primary, other):
    """Every difference between the primary's and another source's battles,
    by (gym, trainer), in each version (or once for a game without
    versions); a difference found in several versions is listed once with
    them (versions null: in every version)."""
    keyed, order, units = {}, [], []
    for b in primary:
        if (b["gym"], b["trainer"]) not in units:
            units.append((b["gym"], b["trainer"]))
    for gym, trainer in units:
        for v in (game_versions or [None]):
            pa, pb = party_of(primary, gym, trainer, v), party_of(other, gym, trainer, v)
            if pb is None:
                continue
            for d in compare_parties(gen, pa, pb):
                k = json.dumps([gym, trainer, d], sort_keys=True)
                if k not in keyed:
                    keyed[k] = dict({"game": game_id, "source": source, "gym": gym, "trainer": trainer,
                                     "versions": []}, **d)
                    order.append(k)
                if v is not None:
                    keyed[k]["versions"].append(v)
    out = []
    for k in order:
        d = keyed[k]
        if not d["versions"] or d["versions"] == list(game_versions):
            d["versions"] = None
        out.append(d)
    return out


# ---------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------

def other_doc(game_id, git, files, battles, role):
    order = ["species", "level", "tera_type", "moves"]
    for b in battles:
        b["party"] = [dict(sorted(m.items(), key=lambda kv: order.index(kv[0]))) for m in b["party"]]
    return {"game": game_id, "role": role, "source": git.cite(files),
            "licence": SOURCES[[k for k, s in SOURCES.items() if s["repo"] == git.name][0]]["licence"],
            "battles": battles}


def mark_terastallizing(primary, third):
    """Scarlet/Violet: the Pokémon that Terastallizes is the one nuzlocke.app
    marks with "tera" (one per battle, always the party's last); the primary
    gives every Pokémon's Tera type."""
    for b in primary:
        marked = [m for t in third if t["gym"] == b["gym"] and t["trainer"] == b["trainer"]
                  for m in t["party"] if m.get("tera_type")]
        if len(marked) != 1:
            raise SystemExit("%s %s: nuzlocke.app marks %d Pokémon with tera" % (b["gym"], b["trainer"], len(marked)))
        last = b["party"][-1]
        nuz_party = [m for t in third if t["gym"] == b["gym"] and t["trainer"] == b["trainer"]
                     for m in t["party"]]
        if nuz_party[-1] is not marked[0] or last["tera_type"] != marked[0]["tera_type"]:
            raise SystemExit("%s %s: the marked Tera Pokémon %s is not the last one %s"
                             % (b["gym"], b["trainer"], marked[0], last["species"]))
        last["terastallizes"] = True


def battle_notes(battles):
    """gym -> sentences for readers, made from the battles: who
    Terastallizes, and every move counted with another type than its listed
    one."""
    notes = {}
    for b in battles:
        for mon in b["party"]:
            if mon.get("terastallizes"):
                s = "%s Terastallizes into %s (counted with both typings)." % (mon["species"], mon["tera_type"])
                notes.setdefault(b["gym"], []).append(s)
            for m in mon["moves"]:
                if "listed_type" in m and m["type"] != m["listed_type"]:
                    s = "%s's %s counted as %s." % (mon["species"], m["name"], m["type"])
                elif "listed_type" in m:
                    s = "%s's %s counted as its listed type %s." % (mon["species"], m["name"], m["type"])
                else:
                    continue
                if s not in notes.setdefault(b["gym"], []):
                    notes[b["gym"]].append(s)
    return notes


def extract(game_id, srcs):
    cfg = GAMES[game_id]()
    gen = cfg["generation"]
    vnc = Git(srcs, "vnc")
    nuz = Git(srcs, "nuzlocke")
    primary = primary_battles(cfg, vnc, gen)
    nuz_b, nuz_files = nuz_battles(cfg, nuz, gen)
    others = []
    if "dyn_file" in cfg:
        dyn = Git(srcs, "dyncalc")
        b, files = dyn_battles(cfg, dyn, gen)
        others = [("second", dyn, files, b), ("third", nuz, nuz_files, nuz_b)]
    elif game_id == "scarlet-violet":
        raw = Git(srcs, "svrando")
        b, files = sv_raw_battles(cfg, raw, gen)
        others = [("second", raw, files, b), ("third", nuz, nuz_files, nuz_b)]
        mark_terastallizing(primary, nuz_b)
    else:
        dib = Git(srcs, "dib")
        b, files = dib_battles(game_id, cfg, dib, gen)
        others = [("second", nuz, nuz_files, nuz_b), ("third", dib, files, b)]
    finish_party_moves(primary, gen)
    notes = battle_notes(primary)
    calc_files = sorted(set(cfg["calc"].values())) if isinstance(cfg["calc"], dict) else [cfg["calc"]]
    doc = {
        "games": cfg["games"], "region": cfg["region"], "generation": gen, "dex": cfg["dex"],
        "note": cfg["note"],
        "gyms": [dict({"id": g["id"], "town": g["town"], "leader": g["leader"]},
                      **({"note": " ".join(x for x in [g.get("note")] + notes.get(g["id"], []) if x)}
                         if g.get("note") or notes.get(g["id"]) else {})) for g in cfg["gyms"]],
        "versions": cfg["versions"],
        "source": "%s at %s (%s)" % (vnc.name, vnc.commit, SOURCES["vnc"]["licence"]),
        "files": calc_files,
        "compared_with": [o[1].cite(o[2]) for o in others],
        "rules": {
            "species": "names and typings of data/species/gen-%d.json; source_species keeps the source's "
                       "spelling where it differs" % gen,
            "moves": "name, type, power, category and attack of data/moves/gen-%d.json "
                     "(@pkmn/dex 0.10.11, Dex.forGen(%d); the attack rule of data/README.md section 9)"
                     % (gen, gen),
            "type_rule": "a move whose type in the battle differs from its listed type keeps the listed "
                         "one in listed_type and says why in type_rule",
        },
        "battles": primary,
    }
    out = {game_id: doc}
    for role, git, files, battles in others:
        out["%s.%s" % (game_id, role)] = other_doc(game_id, git, files, battles, role)
    diffs = []
    for role, git, files, battles in others:
        diffs += compare(game_id, gen, role, [v["name"] for v in cfg["versions"]], primary, battles)
    return out, diffs


def main(argv):
    srcs, args = sources.require(argv[1:], __doc__)
    flags = [a for a in args if a.startswith("--")]
    ids = [a for a in args if not a.startswith("--")] or list(GAMES)
    all_diffs = []
    for game_id in ids:
        docs, diffs = extract(game_id, srcs)
        for name, doc in docs.items():
            write_json(os.path.join(HERE, "extract", name + ".json"), doc)
        all_diffs += diffs
        print("%s: %d battles, %d differences from the other sources"
              % (game_id, len(docs[game_id]["battles"]), len(diffs)), file=sys.stderr)
    if "--diff" in flags:
        print(json.dumps(all_diffs, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv)
