#!/usr/bin/env python3
"""Extract the gym battles of the generation 3 and 4 games from a pret
decompilation into our own JSON facts (data/games/extract/<game>.json).

Usage:
    python3 data/games/extract_gen34.py --sources DIR GAME [OUT]

    python3 data/games/extract_gen34.py --sources DIR emerald \
        --parties data/games/extract/emerald-parties.txt

GAME is one of the keys of GAMES below (ruby-sapphire, emerald,
firered-leafgreen, diamond-pearl, platinum, heartgold-soulsilver).  DIR holds
the snapshots of the sources (data/README.md section 11); the game's
repository (GAMES) is read at its pinned commit (data/pipeline/sources.py)
with `git show COMMIT:path`; nothing of the pret project is built or run.
OUT defaults to data/games/extract/<GAME>.json next to this script.  With
pret/pokeemerald, `emerald` runs like the others; the committed Emerald file
was made with the second form (see extract_emerald_from_parties), which
reads pret/pokeruby for the types and moves.

Standard library only (Python 3.11).  What is read, per game, is listed in
GAMES; how moves are filled for a trainer Pokémon without a custom moveset is
in level_up_moves() (the games' own GiveBoxMonInitialMoveset routine).
"""

import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))
from data.pipeline import sources  # noqa: E402
from data.pipeline.git import Repo  # noqa: E402
from data.pipeline.jsonio import dumps  # noqa: E402
from data.pipeline.pret import (strip_comments, c_block, designated_blocks,  # noqa: E402,F401
                                top_level_entries, narc_files, c_defines)

TYPE_NAMES = {
    "NORMAL": "Normal", "FIRE": "Fire", "WATER": "Water", "ELECTRIC": "Electric",
    "GRASS": "Grass", "ICE": "Ice", "FIGHTING": "Fighting", "POISON": "Poison",
    "GROUND": "Ground", "FLYING": "Flying", "PSYCHIC": "Psychic", "BUG": "Bug",
    "ROCK": "Rock", "GHOST": "Ghost", "DRAGON": "Dragon", "DARK": "Dark",
    "STEEL": "Steel", "MYSTERY": "???", "FAIRY": "Fairy",
}

# Effects of moves whose damage does not come from their power (fixed or
# level-based damage, or returned damage).  In these games they carry power 1
# anyway; the effect list makes the rule explicit.
FIXED_DAMAGE_EFFECTS_GEN3 = {
    "EFFECT_LEVEL_DAMAGE", "EFFECT_DRAGON_RAGE", "EFFECT_SONICBOOM",
    "EFFECT_SUPER_FANG", "EFFECT_PSYWAVE", "EFFECT_COUNTER",
    "EFFECT_MIRROR_COAT", "EFFECT_BIDE", "EFFECT_ENDEAVOR", "EFFECT_OHKO",
}

SPECIES_NAME_EXCEPTIONS = {
    "MR_MIME": "Mr. Mime", "FARFETCHD": "Farfetch'd", "HO_OH": "Ho-Oh",
    "NIDORAN_F": "Nidoran♀", "NIDORAN_M": "Nidoran♂", "PORYGON_Z": "Porygon-Z",
    "MIME_JR": "Mime Jr.", "PORYGON2": "Porygon2",
}


def pretty_species(const):
    c = const[len("SPECIES_"):] if const.startswith("SPECIES_") else const
    if c in SPECIES_NAME_EXCEPTIONS:
        return SPECIES_NAME_EXCEPTIONS[c]
    return " ".join(w.capitalize() for w in c.split("_"))


MOVE_NAME_EXCEPTIONS = {
    "WILL_O_WISP": "Will-O-Wisp", "DOUBLE_EDGE": "Double-Edge", "U_TURN": "U-turn",
    "X_SCISSOR": "X-Scissor", "LOCK_ON": "Lock-On", "SOFT_BOILED": "Soft-Boiled",
    "MUD_SLAP": "Mud-Slap", "WAKE_UP_SLAP": "Wake-Up Slap", "SELF_DESTRUCT": "Self-Destruct",
}


def pretty_move(const):
    c = const[len("MOVE_"):] if const.startswith("MOVE_") else const
    if c in MOVE_NAME_EXCEPTIONS:
        return MOVE_NAME_EXCEPTIONS[c]
    return " ".join(w.capitalize() for w in c.split("_"))


def type_name(const):
    c = const[len("TYPE_"):] if const.startswith("TYPE_") else const
    return TYPE_NAMES[c]


class Git(Repo):
    """A repository at a commit (data/pipeline/git.py): text decoded with
    errors="replace", `ls` lists paths from the root."""

    def __init__(self, git_dir, commit, name=None, errors="replace"):
        super().__init__(git_dir, commit, name=name, errors=errors)

    ls = Repo.paths


# ---------------------------------------------------------------------------
# Generation 3 (C sources)
# ---------------------------------------------------------------------------

class Gen3:
    def __init__(self, src, cfg):
        self.src = src
        self.cfg = cfg
        self._species = None
        self._moves = None
        self._learnsets = None

    def species_types(self, const):
        if self._species is None:
            text = strip_comments(self.src.read(self.cfg["species_file"]))
            self._species = {}
            for sp, body in designated_blocks(text, "SPECIES_").items():
                m = re.search(r"\.types\s*=\s*\{\s*(TYPE_\w+)\s*,\s*(TYPE_\w+)\s*\}", body)
                if m:
                    t1, t2 = m.group(1), m.group(2)
                else:
                    m1 = re.search(r"\.type1\s*=\s*(TYPE_\w+)", body)
                    m2 = re.search(r"\.type2\s*=\s*(TYPE_\w+)", body)
                    if not (m1 and m2):
                        continue
                    t1, t2 = m1.group(1), m2.group(1)
                self._species[sp] = [type_name(t1)] + ([type_name(t2)] if t2 != t1 else [])
        return self._species[const]

    def move(self, const):
        if self._moves is None:
            text = strip_comments(self.src.read(self.cfg["moves_file"]))
            self._moves = {}
            for mv, body in designated_blocks(text, "MOVE_").items():
                eff = re.search(r"\.effect\s*=\s*(\w+)", body).group(1)
                power = int(re.search(r"\.power\s*=\s*(\d+)", body).group(1))
                typ = re.search(r"\.type\s*=\s*(TYPE_\w+)", body).group(1)
                self._moves[mv] = (type_name(typ), power, eff)
        typ, power, eff = self._moves[const]
        if const == "MOVE_HIDDEN_POWER":
            raise SystemExit("Hidden Power met: its type depends on IVs; not handled")
        return {"name": pretty_move(const), "type": typ, "power": power,
                "damaging": power > 0 or eff in FIXED_DAMAGE_EFFECTS_GEN3}

    def learnset(self, species):
        if self._learnsets is None:
            text = strip_comments(self.src.read(self.cfg["learnsets_file"]))
            tables = {}
            for m in re.finditer(r"(\w+LevelUpLearnset)\[\]\s*=\s*\{", text):
                body = c_block(text, m.end() - 1)
                tables[m.group(1)] = [(int(l), mv) for l, mv in
                                      re.findall(r"LEVEL_UP_MOVE\(\s*(\d+)\s*,\s*(MOVE_\w+)\s*\)", body)]
            ptrs = strip_comments(self.src.read(self.cfg["learnset_pointers_file"]))
            body = c_block(ptrs, ptrs.index("gLevelUpLearnsets"))
            self._learnsets = {}
            designated = re.findall(r"\[(SPECIES_\w+)\]\s*=\s*(\w+)", body)
            if designated:
                for sp, tab in designated:
                    self._learnsets[sp] = tables[tab]
            else:  # positional: index = species number (include/constants/species.h)
                consts = strip_comments(self.src.read("include/constants/species.h"))
                by_num = {}
                for name, num in re.findall(r"#define\s+(SPECIES_\w+)\s+(\d+)\b", consts):
                    by_num.setdefault(int(num), name)
                for i, tab in enumerate(re.findall(r"\w+", body)):
                    if i in by_num:
                        self._learnsets[by_num[i]] = tables[tab]
        return self._learnsets[species]

    def trainer_party(self, trainer_const):
        text = strip_comments(self.src.read(self.cfg["trainers_file"]))
        body = designated_blocks(text, "TRAINER_")[trainer_const]
        name = re.search(r'\.trainerName\s*=\s*_\("([^"]*)"\)', body).group(1)
        sym = re.search(r"\.party\s*=\s*(?:\{\s*\.\w+\s*=\s*|\w+\()\s*(\w+)", body).group(1)
        ptext = strip_comments(self.src.read(self.cfg["parties_file"]))
        m = re.search(r"\b" + sym + r"\[\]\s*=\s*\{", ptext)
        party = []
        for entry in top_level_entries(c_block(ptext, m.end() - 1)):
            species = re.search(r"\.species\s*=\s*(SPECIES_\w+)", entry).group(1)
            level = int(re.search(r"\.(?:level|lvl)\s*=\s*(\d+)", entry).group(1))
            mm = re.search(r"\.moves\s*=\s*\{?\s*((?:MOVE_\w+\s*,?\s*)+)", entry)
            if mm:
                moves = [x for x in re.findall(r"MOVE_\w+", mm.group(1)) if x != "MOVE_NONE"]
                filled = False
            else:
                moves = level_up_moves(self.learnset(species), level)
                filled = True
            mon = {"species": pretty_species(species), "types": self.species_types(species),
                   "level": level, "moves": [self.move(x) for x in moves]}
            if filled:
                mon["moves_from"] = "level-up learnset"
            party.append(mon)
        return name, party


def level_up_moves(learnset, level):
    """GiveBoxMonInitialMoveset (pokeruby src/pokemon_1.c, pokefirered
    src/pokemon.c), used by CreateMon for a trainer Pokémon whose
    party entry has no moves: walk the level-up learnset in order while the
    move's level is <= the Pokémon's level; GiveMoveToBoxMon skips a move
    already known and fills the first empty slot; with four moves known,
    DeleteFirstMoveAndGiveMoveToBoxMon drops the first move and appends the
    new one.  (Generation 3 only: in the generation 4 files every counted
    Pokémon has custom moves, and extract_gen4 stops if one has none.)"""
    known = []
    for lvl, move in learnset:
        if lvl > level:
            break
        if move in known:
            continue
        if len(known) == 4:
            known.pop(0)
        known.append(move)
    return known


def badge_evidence(src, maps_dir, trainer_const):
    """(map folder, badge number) of the map script fighting trainer_const that
    also sets a FLAG_BADGE0N_GET flag."""
    for f, _ in src.grep(trainer_const, maps_dir):
        if not f.endswith("scripts.inc"):
            continue
        m = re.search(r"setflag\s+FLAG_BADGE0(\d)_GET", src.read(f))
        if m and re.search(r"trainerbattle\w*\s+" + trainer_const + r"\b", src.read(f)):
            return f.split("/")[-2], int(m.group(1))
    return None, None


# ---------------------------------------------------------------------------
# Generation 4 (JSON data, and for HeartGold/SoulSilver's move table a NARC)
# ---------------------------------------------------------------------------

FIXED_DAMAGE_EFFECT_RE = re.compile(
    r"LEVEL_DAMAGE|DRAGON_RAGE|SONIC_?BOOM|SUPER_FANG|HALVE_HP|PSYWAVE|COUNTER|MIRROR_COAT|"
    r"BIDE|ENDEAVOR|OHKO|ONE_HIT_KO|METAL_BURST|FIXED_DAMAGE|RANDOM_DAMAGE")


class Gen4:
    def __init__(self, src, cfg):
        self.src = src
        self.cfg = cfg
        self._personal = None
        self._moves = None

    # species types ---------------------------------------------------------
    def species_types(self, const):
        kind = self.cfg["species_source"]
        if kind == "res/pokemon":
            d = json.loads(self.src.read("res/pokemon/" + const[len("SPECIES_"):].lower() + "/data.json"))
            types = d["types"]
        else:
            if self._personal is None:
                self._personal = {}
                for path in kind:
                    rows = json.loads(self.src.read(path))["baseStats"]
                    self._personal[path] = {"SPECIES_" + r["species"]: r["types"] for r in rows}
            found = [tab[const] for tab in self._personal.values()]
            if any(f != found[0] for f in found):
                raise SystemExit(f"{const}: personal tables disagree on types: {found}")
            types = found[0]
        out = []
        for t in types:
            name = type_name(t)
            if name not in out:
                out.append(name)
        return out

    # moves -----------------------------------------------------------------
    def move(self, const):
        kind = self.cfg["moves_source"]
        if kind == "res/moves":
            d = json.loads(self.src.read("res/moves/" + const[len("MOVE_"):].lower() + "/data.json"))
            name, typ, power, eff = d["name"], d["type"], d["power"], d["effect"]["type"]
        elif kind.endswith(".json"):
            if self._moves is None:
                self._moves = {r["name"]: r for r in json.loads(self.src.read(kind))["waza_tbl"]}
            r = self._moves[const]
            name, typ, power, eff = pretty_move(const), r["type"], r["power"], r["effect"]
        else:  # NARC laid out as struct MoveTbl (include/move.h)
            if self._moves is None:
                import struct
                raw = self.src.raw(kind)
                files = narc_files(raw)
                ids = c_defines(self.src.read("include/constants/moves.h"), "MOVE_")
                types = {v: k for k, v in c_defines(self.src.read("include/constants/pokemon.h"), "TYPE_").items()
                         if k[len("TYPE_"):] in TYPE_NAMES}
                effects = {v: k for k, v in c_defines(self.src.read("include/constants/move_effects.h"), "MOVE_EFFECT_").items()} \
                    if self._has("include/constants/move_effects.h") else {}
                self._moves = {}
                for mname, mid in ids.items():
                    if mid < len(files) and len(files[mid]) >= 16:
                        eff, _cat, power, typ = struct.unpack_from("<HBBB", files[mid], 0)
                        self._moves[mname] = (types[typ], power, effects.get(eff, str(eff)))
            typ, power, eff = self._moves[const]
            name = pretty_move(const)
        if const == "MOVE_HIDDEN_POWER":
            raise SystemExit("Hidden Power met: its type depends on IVs; not handled")
        return {"name": name, "type": type_name(typ), "power": power,
                "damaging": power > 0 or bool(FIXED_DAMAGE_EFFECT_RE.search(eff))}

    def _has(self, path):
        try:
            self.src.read(path)
            return True
        except subprocess.CalledProcessError:
            return False

    # trainers --------------------------------------------------------------
    def trainer_party(self, key):
        kind = self.cfg["trainers_source"]
        if kind == "res/trainers/data":
            d = json.loads(self.src.read("res/trainers/data/" + key + ".json"))
            name, party = d["name"], d["party"]
        else:
            rows = json.loads(self.src.read(kind))
            rows = rows.get("trdata") or rows.get("trainers")
            if isinstance(key, tuple):  # ("class", CLASS): the only trainer of that class
                hits = [i for i, r in enumerate(rows) if r["class"] == key[1]]
                if len(hits) != 1:
                    raise SystemExit(f"{key}: {len(hits)} trainers of that class")
                key = hits[0]
            if isinstance(key, str):  # a TRAINER_ constant: its number from include/constants/trainers.h
                key = c_defines(self.src.read("include/constants/trainers.h"), "TRAINER_")[key]
            d = rows[key]
            name, party = d["name"].replace("{TRNAME}", ""), d["party"]
        out = []
        for p in party:
            moves = [m for m in (p.get("moves") or []) if m and m != "MOVE_NONE"]
            if not moves:
                raise SystemExit(f"{key}: {p['species']} has no custom moves; learnset fill not implemented for gen 4")
            if p.get("form", 0):
                raise SystemExit(f"{key}: {p['species']} has form {p['form']}; not handled")
            out.append({"species": pretty_species(p["species"]), "types": self.species_types(p["species"]),
                        "level": p["level"], "moves": [self.move(m) for m in moves]})
        return name, out


def extract_gen4(src, cfg, commit):
    g = Gen4(src, cfg)
    battles = []
    for gid, town, leader, trainers in cfg["gyms"]:
        for t, version in trainers:
            name, party = g.trainer_party(t)
            battles.append({"gym": gid, "version": version, "trainer": name,
                            "trainer_id": t if isinstance(t, str) else f"the {t[1]} trainer", "party": party})
    evidence = cfg["order_evidence"](src) if "order_evidence" in cfg else []
    return battles, evidence, list(cfg["files"])

# ---------------------------------------------------------------------------
# Game configurations
# ---------------------------------------------------------------------------

SINNOH_TOWNS = {
    "roark": ("Oreburgh City", "Roark"), "gardenia": ("Eterna City", "Gardenia"),
    "fantina": ("Hearthome City", "Fantina"), "maylene": ("Veilstone City", "Maylene"),
    "wake": ("Pastoria City", "Crasher Wake"), "byron": ("Canalave City", "Byron"),
    "candice": ("Snowpoint City", "Candice"), "volkner": ("Sunyshore City", "Volkner"),
}
PT_ORDER = ["roark", "gardenia", "fantina", "maylene", "wake", "byron", "candice", "volkner"]
DP_ORDER = ["roark", "gardenia", "maylene", "wake", "fantina", "byron", "candice", "volkner"]


def pt_badge_evidence(src):
    """Which badge each Platinum leader's script gives (res/field/scripts)."""
    badges = c_defines(src.read("include/constants/badges.h") if _exists(src, "include/constants/badges.h")
                       else "", "BADGE_ID_")
    out = []
    for f in src.ls("res/field/scripts"):
        if not f.endswith(".s"):
            continue
        text = src.read(f)
        m = re.search(r"StartTrainerBattle\s+(TRAINER_LEADER_\w+)", text)
        b = re.search(r"GiveBadge\s+(BADGE_ID_\w+)", text)
        if m and b:
            num = badges.get(b.group(1))
            out.append(f"{f}: {m.group(1)} then GiveBadge {b.group(1)}" + (f" (= {num})" if num is not None else ""))
    return sorted(out)


def _exists(src, path):
    try:
        src.read(path)
        return True
    except subprocess.CalledProcessError:
        return False


def hgss_badge_evidence(src):
    """For each leader constant, the script that battles it and the badge it gives."""
    badges = c_defines(src.read("include/constants/badge.h"), "BADGE_")
    out = []
    for _, _, _, trainers in GAMES["heartgold-soulsilver"]["gyms"]:
        t = trainers[0][0]
        if not t.startswith("TRAINER_LEADER_"):
            continue
        hits = [f for f, line in src.grep("TrainerBattle " + t + ",", "files/fielddata/script/scr_seq")]
        for f in hits:
            b = re.search(r"GiveBadge\s+(BADGE_\w+)", src.read(f))
            if b:
                out.append(f"{t}: {f} gives {b.group(1)} (= {badges[b.group(1)]})")
                break
        else:
            given = sorted({(f, line.strip()) for f, line in src.grep("GiveBadge BADGE_", "files/fielddata/script/scr_seq")})
            claimed = {ln.split(" gives ")[1].split(" ")[0] for ln in out if " gives " in ln}
            rest = [f"{line} in {f}" for f, line in given if line.split()[-1] not in claimed]
            out.append(f"{t}: battled in {', '.join(hits)}, which gives no badge; the badge given elsewhere: "
                       + "; ".join(rest))
    return out


HOENN_E4 = [("SIDNEY", "Sidney"), ("PHOEBE", "Phoebe"), ("GLACIA", "Glacia"), ("DRAKE", "Drake")]

GAMES = {
    "ruby-sapphire": {
        "gen": 3, "repo": "pret/pokeruby",
        "games": ["Ruby", "Sapphire"], "region": "Hoenn", "generation": 3, "dex": "hoenn",
        "trainers_file": "src/data/trainers_en.h",
        "parties_file": "src/data/trainer_parties.h",
        "species_file": "src/data/pokemon/base_stats.h",
        "moves_file": "src/data/battle_moves.c",
        "learnsets_file": "src/data/pokemon/level_up_learnsets.h",
        "learnset_pointers_file": "src/data/pokemon/level_up_learnset_pointers.h",
        "maps_dir": "data/maps",
        "gyms": [
            ("G1", "Rustboro City", "Roxanne", [("TRAINER_ROXANNE", None)]),
            ("G2", "Dewford Town", "Brawly", [("TRAINER_BRAWLY", None)]),
            ("G3", "Mauville City", "Wattson", [("TRAINER_WATTSON", None)]),
            ("G4", "Lavaridge Town", "Flannery", [("TRAINER_FLANNERY", None)]),
            ("G5", "Petalburg City", "Norman", [("TRAINER_NORMAN", None)]),
            ("G6", "Fortree City", "Winona", [("TRAINER_WINONA", None)]),
            ("G7", "Mossdeep City", "Tate and Liza", [("TRAINER_TATE_AND_LIZA", None)]),
            ("G8", "Sootopolis City", "Wallace", [("TRAINER_WALLACE", None)]),
            ("E4", "Ever Grande City", "Elite Four and Champion",
             [("TRAINER_" + c, None) for c, _ in HOENN_E4] + [("TRAINER_STEVEN", None)]),
        ],
        "gym_notes": {"G7": "Double battle.", "E4": "Sidney, Phoebe, Glacia, Drake, then Champion Steven."},
        "note": "Ruby/Sapphire (one file: their leader, Elite Four and Champion battles are the same). "
                "Each gym counts only its leader's Pokémon in the first main-story battle; E4 is Sidney, "
                "Phoebe, Glacia, Drake and Champion Steven. Every one of these trainers has a custom moveset "
                "in the game's trainer party table, so no move was filled from a learnset. Wallace is the "
                "Sootopolis (8th) leader. Story order = badge order (each gym script sets FLAG_BADGE0N_GET).",
    },
    "emerald": {
        "gen": 3, "repo": "pret/pokeemerald",
        "games": ["Emerald"], "region": "Hoenn", "generation": 3, "dex": "hoenn",
        "trainers_file": "src/data/trainers.h",
        "parties_file": "src/data/trainer_parties.h",
        "species_file": "src/data/pokemon/species_info.h",
        "moves_file": "src/data/battle_moves.h",
        "learnsets_file": "src/data/pokemon/level_up_learnsets.h",
        "learnset_pointers_file": "src/data/pokemon/level_up_learnset_pointers.h",
        "maps_dir": "data/maps",
        "gyms": [
            ("G1", "Rustboro City", "Roxanne", [("TRAINER_ROXANNE_1", None)]),
            ("G2", "Dewford Town", "Brawly", [("TRAINER_BRAWLY_1", None)]),
            ("G3", "Mauville City", "Wattson", [("TRAINER_WATTSON_1", None)]),
            ("G4", "Lavaridge Town", "Flannery", [("TRAINER_FLANNERY_1", None)]),
            ("G5", "Petalburg City", "Norman", [("TRAINER_NORMAN_1", None)]),
            ("G6", "Fortree City", "Winona", [("TRAINER_WINONA_1", None)]),
            ("G7", "Mossdeep City", "Tate and Liza", [("TRAINER_TATE_AND_LIZA_1", None)]),
            ("G8", "Sootopolis City", "Juan", [("TRAINER_JUAN_1", None)]),
            ("E4", "Ever Grande City", "Elite Four and Champion",
             [("TRAINER_" + c, None) for c, _ in HOENN_E4] + [("TRAINER_WALLACE", None)]),
        ],
        "gym_notes": {"G7": "Double battle.", "E4": "Sidney, Phoebe, Glacia, Drake, then Champion Wallace."},
        "note": "Emerald. Each gym counts only its leader's Pokémon in the first main-story battle (the _1 "
                "trainer; rematches not counted); E4 is Sidney, Phoebe, Glacia, Drake and Champion Wallace. "
                "Juan is the Sootopolis (8th) leader (data/maps/SootopolisCity_Gym_1F/scripts.inc: trainerbattle "
                "TRAINER_JUAN_1, then setflag FLAG_BADGE08_GET). Every one of these trainers has a custom moveset, "
                "so no move was filled from a learnset. The pokeemerald snapshot (545 MB) is over the fetch "
                "limit, so its trainer_parties.h was read through the file index and the 13 parties transcribed "
                "into data/games/extract/emerald-parties.txt; species types and move type/power come from "
                "pokeruby's generation 3 tables (base_stats.h, battle_moves.c).",
    },
    "firered-leafgreen": {
        "gen": 3, "repo": "pret/pokefirered",
        "games": ["FireRed", "LeafGreen"], "region": "Kanto", "generation": 3, "dex": "kanto",
        "trainers_file": "src/data/trainers.h",
        "parties_file": "src/data/trainer_parties.h",
        "species_file": "src/data/pokemon/species_info.h",
        "moves_file": "src/data/battle_moves.h",
        "learnsets_file": "src/data/pokemon/level_up_learnsets.h",
        "learnset_pointers_file": "src/data/pokemon/level_up_learnset_pointers.h",
        "maps_dir": "data/maps",
        "gyms": [
            ("G1", "Pewter City", "Brock", [("TRAINER_LEADER_BROCK", None)]),
            ("G2", "Cerulean City", "Misty", [("TRAINER_LEADER_MISTY", None)]),
            ("G3", "Vermilion City", "Lt. Surge", [("TRAINER_LEADER_LT_SURGE", None)]),
            ("G4", "Celadon City", "Erika", [("TRAINER_LEADER_ERIKA", None)]),
            ("G5", "Fuchsia City", "Koga", [("TRAINER_LEADER_KOGA", None)]),
            ("G6", "Saffron City", "Sabrina", [("TRAINER_LEADER_SABRINA", None)]),
            ("G7", "Cinnabar Island", "Blaine", [("TRAINER_LEADER_BLAINE", None)]),
            ("G8", "Viridian City", "Giovanni", [("TRAINER_LEADER_GIOVANNI", None)]),
            ("E4", "Indigo Plateau", "Elite Four and Champion",
             [("TRAINER_ELITE_FOUR_LORELEI", None), ("TRAINER_ELITE_FOUR_BRUNO", None),
              ("TRAINER_ELITE_FOUR_AGATHA", None), ("TRAINER_ELITE_FOUR_LANCE", None),
              ("TRAINER_CHAMPION_FIRST_CHARMANDER", "Bulbasaur"),
              ("TRAINER_CHAMPION_FIRST_SQUIRTLE", "Charmander"),
              ("TRAINER_CHAMPION_FIRST_BULBASAUR", "Squirtle")]),
        ],
        "versions": ["Bulbasaur", "Charmander", "Squirtle"],
        "gym_notes": {"E4": "Lorelei, Bruno, Agatha, Lance, then the Champion (the rival), whose team "
                            "depends on the player's starter: see versions."},
        "note": "FireRed/LeafGreen (one file: their leader, Elite Four and Champion battles are the same). "
                "Each gym counts only its leader's Pokémon in the first main-story battle; E4 is Lorelei, "
                "Bruno, Agatha, Lance (first battles, not the post-game rematch teams) and the Champion, "
                "the rival, whose team depends on the player's starter (versions: player chose Bulbasaur -> "
                "TRAINER_CHAMPION_FIRST_CHARMANDER, Charmander -> ..._SQUIRTLE, Squirtle -> ..._BULBASAUR, "
                "from the Champion's room and Oak's lab scripts). Story order = badge order.",
    },
    "platinum": {
        "gen": 4, "repo": "pret/pokeplatinum",
        "games": ["Platinum"], "region": "Sinnoh", "generation": 4, "dex": "extended-sinnoh",
        "trainers_source": "res/trainers/data", "species_source": "res/pokemon", "moves_source": "res/moves",
        "files": ["res/trainers/data/{leader_*,elite_four_*,champion_cynthia}.json",
                  "res/pokemon/*/data.json", "res/moves/*/data.json", "res/field/scripts/*gym*.s"],
        "gyms": [(g, SINNOH_TOWNS[k][0], SINNOH_TOWNS[k][1], [("leader_" + k, None)])
                 for g, k in zip(["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8"], PT_ORDER)] + [
            ("E4", "Pokémon League", "Elite Four and Champion",
             [("elite_four_aaron", None), ("elite_four_bertha", None), ("elite_four_flint", None),
              ("elite_four_lucian", None), ("champion_cynthia", None)])],
        "gym_notes": {"G3": "Platinum order: Fantina is the third Gym (her Relic Badge keeps the fifth badge slot).",
                      "E4": "Aaron, Bertha, Flint, Lucian, then Champion Cynthia (first battles, not the _rematch parties)."},
        "order_evidence": pt_badge_evidence,
        "note": "Platinum. Each gym counts only its leader's Pokémon in the first main-story battle (the "
                "non-rematch trainer file); E4 is Aaron, Bertha, Flint, Lucian and Champion Cynthia. Every one "
                "of these Pokémon has a custom moveset in its trainer file, so no move was filled from a "
                "learnset. Gyms in Platinum's story order (Fantina third, Maylene fourth, Crasher Wake fifth); "
                "the badge ids do not follow that order (the Relic Badge is badge 5): see data/README.md, section 8 (Story order: the evidence).",
    },
    "diamond-pearl": {
        "gen": 4, "repo": "pret/pokediamond",
        "games": ["Diamond", "Pearl"], "region": "Sinnoh", "generation": 4, "dex": "original-sinnoh",
        "trainers_source": "files/poketool/trainer/trdata.json",
        "species_source": ["files/poketool/personal/personal.json", "files/poketool/personal_pearl/personal.json"],
        "moves_source": "files/poketool/waza/waza_tbl.json",
        "files": ["files/poketool/trainer/trdata.json", "files/poketool/personal/personal.json",
                  "files/poketool/personal_pearl/personal.json", "files/poketool/waza/waza_tbl.json",
                  "include/constants/badge.h"],
        "gyms": [(g, SINNOH_TOWNS[k][0], SINNOH_TOWNS[k][1],
                  [(("class", "TRAINER_CLASS_LEADER_" + k.upper()), None)])
                 for g, k in zip(["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8"], DP_ORDER)] + [
            ("E4", "Pokémon League", "Elite Four and Champion",
             [(("class", "TRAINER_CLASS_ELITE_FOUR_AARON"), None), (("class", "TRAINER_CLASS_ELITE_FOUR_BERTHA"), None),
              (("class", "TRAINER_CLASS_ELITE_FOUR_FLINT"), None), (("class", "TRAINER_CLASS_ELITE_FOUR_LUCIEN"), None),
              (("class", "TRAINER_CLASS_CHAMPION"), None)])],
        "gym_notes": {"E4": "Aaron, Bertha, Flint, Lucian, then Champion Cynthia."},
        "note": "Diamond/Pearl (one file: the trainer table is shared; the two personal tables agree on the "
                "types of every Pokémon counted). Each gym counts only its leader's Pokémon; E4 is Aaron, "
                "Bertha, Flint, Lucian and Champion Cynthia (each the only trainer of its class in the table). "
                "Every one of these Pokémon has a custom moveset, so no move was filled from a learnset. Gyms "
                "in badge order (Coal, Forest, Cobble, Fen, Relic, Mine, Icicle, Beacon: Fantina fifth).",
    },
    "heartgold-soulsilver": {
        "gen": 4, "repo": "pret/pokeheartgold",
        "games": ["HeartGold", "SoulSilver"], "region": "Johto", "generation": 4, "dex": "updated-johto",
        "trainers_source": "files/poketool/trainer/trainers.json",
        "species_source": ["files/poketool/personal/personal.json"],
        "moves_source": "files/poketool/waza/waza_tbl.narc",
        "files": ["files/poketool/trainer/trainers.json", "include/constants/trainers.h",
                  "files/poketool/personal/personal.json", "files/poketool/waza/waza_tbl.narc (read as include/move.h struct MoveTbl)",
                  "include/constants/moves.h", "include/constants/pokemon.h", "include/constants/badge.h",
                  "files/fielddata/script/scr_seq/*.s"],
        "gyms": [
            ("G1", "Violet City", "Falkner", [("TRAINER_LEADER_FALKNER_FALKNER", None)]),
            ("G2", "Azalea Town", "Bugsy", [("TRAINER_LEADER_BUGSY_BUGSY", None)]),
            ("G3", "Goldenrod City", "Whitney", [("TRAINER_LEADER_WHITNEY", None)]),
            ("G4", "Ecruteak City", "Morty", [("TRAINER_LEADER_MORTY_MORTY", None)]),
            ("G5", "Cianwood City", "Chuck", [("TRAINER_LEADER_CHUCK_CHUCK", None)]),
            ("G6", "Olivine City", "Jasmine", [("TRAINER_LEADER_JASMINE_JASMINE", None)]),
            ("G7", "Mahogany Town", "Pryce", [("TRAINER_LEADER_PRYCE_PRYCE", None)]),
            ("G8", "Blackthorn City", "Clair", [("TRAINER_LEADER_CLAIR_CLAIR", None)]),
            ("E4", "Indigo Plateau", "Elite Four and Champion",
             [("TRAINER_ELITE_FOUR_WILL_WILL", None), ("TRAINER_ELITE_FOUR_KOGA_KOGA", None),
              ("TRAINER_ELITE_FOUR_BRUNO_BRUNO", None), ("TRAINER_ELITE_FOUR_KAREN_KAREN", None),
              ("TRAINER_CHAMPION_LANCE", None)]),
            ("K1", "Pewter City", "Brock", [("TRAINER_LEADER_BROCK_BROCK", None)]),
            ("K2", "Cerulean City", "Misty", [("TRAINER_LEADER_MISTY_MISTY", None)]),
            ("K3", "Vermilion City", "Lt. Surge", [("TRAINER_LEADER_LT_SURGE_LT__SURGE", None)]),
            ("K4", "Celadon City", "Erika", [("TRAINER_LEADER_ERIKA_ERIKA", None)]),
            ("K5", "Fuchsia City", "Janine", [("TRAINER_LEADER_JANINE_JANINE", None)]),
            ("K6", "Saffron City", "Sabrina", [("TRAINER_LEADER_SABRINA_SABRINA", None)]),
            ("K7", "Seafoam Islands", "Blaine", [("TRAINER_LEADER_BLAINE_BLAINE", None)]),
            ("K8", "Viridian City", "Blue", [("TRAINER_LEADER_BLUE_BLUE", None)]),
        ],
        "gym_notes": {"E4": "Will, Koga, Bruno, Karen, then Champion Lance (the first battles; the rooms' _2 "
                            "trainers are the post-game rematches).",
                      "K7": "Blaine's Gym is in the Seafoam Islands (Cinnabar Island's Gym is destroyed)."},
        "order_evidence": hgss_badge_evidence,
        "note": "HeartGold/SoulSilver (one file: their leader, Elite Four and Champion battles are the same). "
                "Each gym counts only its leader's Pokémon in the first battle (rematches not counted); E4 is "
                "Will, Koga, Bruno, Karen and Champion Lance. Johto gyms G1-G8 in badge order (Chuck's Storm "
                "Badge before Jasmine's Mineral Badge), then the post-League Kanto gyms K1-K8 in trainer-card "
                "badge order (Boulder, Cascade, Thunder, Rainbow, Soul, Marsh, Volcano, Earth: Pewter, "
                "Cerulean, Vermilion, Celadon, Fuchsia, Saffron, Seafoam Islands, Viridian). Red at Mt. Silver "
                "is not included. Every one of these Pokémon has a custom moveset, so no move was filled from "
                "a learnset. The move table exists only as the binary NARC files/poketool/waza/waza_tbl.narc; "
                "it is read with the record layout of include/move.h (struct MoveTbl).",
    },

}


def version_evidence_frlg(src):
    """Which champion party goes with which player starter, from the scripts."""
    lab = src.read("data/maps/PalletTown_ProfessorOaksLab/scripts.inc")
    num_to_species = {}
    for num, sp in re.findall(r"setvar PLAYER_STARTER_NUM, (\d)\s*\n\s*setvar PLAYER_STARTER_SPECIES, (SPECIES_\w+)", lab):
        num_to_species[int(num)] = pretty_species(sp)
    room = src.read("data/maps/PokemonLeague_ChampionsRoom/scripts.inc")
    block = room[room.index("PokemonLeague_ChampionsRoom_EventScript_Battle::"):]
    out = {}
    for num, label in re.findall(r"call_if_eq VAR_STARTER_MON, (\d), (\w+)", block.split("\n\n")[0]):
        sub = room[room.index(label + "::"):]
        trainer = re.search(r"trainerbattle\w*\s+(TRAINER_\w+)", sub).group(1)
        out[trainer] = num_to_species[int(num)]
    return out


def extract_gen3(src, cfg, commit):
    g = Gen3(src, cfg)
    battles, evidence = [], []
    if cfg["repo"] == "pret/pokefirered":
        vmap = version_evidence_frlg(src)
        for _, _, _, trainers in cfg["gyms"]:
            for t, v in trainers:
                if v is not None and vmap.get(t) != v:
                    raise SystemExit(f"version mismatch for {t}: script says {vmap.get(t)}")
    last_badge = 0
    for gid, town, leader, trainers in cfg["gyms"]:
        for t, version in trainers:
            name, party = g.trainer_party(t)
            shown = name.title().replace("&", " & ")
            if t.startswith("TRAINER_CHAMPION_FIRST_"):
                shown = "Champion (the rival; default name " + name.title() + ")"
            battles.append({"gym": gid, "version": version, "trainer": shown,
                            "trainer_id": t, "party": party})
        if gid.startswith("G"):
            folder, badge = badge_evidence(src, cfg["maps_dir"], trainers[0][0])
            if badge is None or badge <= last_badge:
                raise SystemExit(f"badge order evidence failed for {gid} {leader}: {folder} {badge}")
            last_badge = badge
            evidence.append(f"{gid}: {trainers[0][0]} fought in {cfg['maps_dir']}/{folder}/scripts.inc, "
                            f"which sets FLAG_BADGE0{badge}_GET")
    files = [cfg[k] for k in ("trainers_file", "parties_file", "species_file", "moves_file")]
    if any(m.get("moves_from") for b in battles for m in b["party"]):
        files += [cfg["learnsets_file"], cfg["learnset_pointers_file"]]
    files.append(cfg["maps_dir"] + "/*/scripts.inc")
    return battles, evidence, files


EMERALD_PARTIES_COMMIT = sources.commit("pret/pokeemerald")
EMERALD_PARTIES_TYPES_REPO = "pret/pokeruby"


def extract_emerald_from_parties(src, cfg, parties_path):
    """Emerald when its repository cannot be fetched: the parties come from a
    transcription of pokeemerald's trainer_parties.h (parties_path: a trainer
    constant line, then one `SPECIES LEVEL MOVE...` line per Pokémon), and the
    species types and move data from pokeruby's tables (src is pokeruby)."""
    ruby = Gen3(src, GAMES["ruby-sapphire"])
    parties, cur = {}, None
    with open(parties_path, encoding="utf-8") as f:
        for line in f:
            w = line.split()
            if not w or w[0].startswith("#"):
                continue
            if w[0].startswith("TRAINER_"):
                cur = w[0]
                parties[cur] = []
            else:
                sp = "SPECIES_" + w[0]
                parties[cur].append({"species": pretty_species(sp), "types": ruby.species_types(sp),
                                     "level": int(w[1]),
                                     "moves": [ruby.move("MOVE_" + m) for m in w[2:] if m != "NONE"]})
    battles = []
    for gid, town, leader, trainers in cfg["gyms"]:
        for t, version in trainers:
            name = t[len("TRAINER_"):].removesuffix("_1").replace("_AND_", " & ").title()
            battles.append({"gym": gid, "version": version, "trainer": name, "trainer_id": t,
                            "party": parties[t]})
    files = ["src/data/trainer_parties.h (read through the file index; transcribed into "
             "data/games/extract/emerald-parties.txt)",
             "data/maps/SootopolisCity_Gym_1F/scripts.inc",
             "species types and move data from pret/pokeruby at " + src.commit
             + ": src/data/pokemon/base_stats.h, src/data/battle_moves.c"]
    return battles, [], files


def main(argv):
    srcs, argv = sources.require(argv[1:], __doc__)
    argv = ["extract_gen34.py"] + argv
    if len(argv) < 2 or argv[1] not in GAMES:
        raise SystemExit(__doc__)
    game = argv[1]
    parties = None
    if "--parties" in argv:
        i = argv.index("--parties")
        parties = argv[i + 1]
        argv = argv[:i] + argv[i + 2:]
    out = argv[2] if len(argv) > 2 else os.path.join(HERE, "extract", game + ".json")
    cfg = GAMES[game]
    # --parties: Emerald's parties from the transcription, its types and moves from pret/pokeruby
    repo = EMERALD_PARTIES_TYPES_REPO if parties else cfg["repo"]
    commit = sources.commit(repo)
    src = srcs.repo(repo, cls=Git)
    if parties:
        battles, evidence, files = extract_emerald_from_parties(src, cfg, parties)
        commit = EMERALD_PARTIES_COMMIT
    elif cfg["gen"] == 3:
        battles, evidence, files = extract_gen3(src, cfg, commit)
    else:
        battles, evidence, files = extract_gen4(src, cfg, commit)
    doc = {
        "games": cfg["games"],
        "region": cfg["region"],
        "generation": cfg["generation"],
        "dex": cfg["dex"],
        "note": cfg["note"],
        "gyms": [dict({"id": gid, "town": town, "leader": leader},
                      **({"note": cfg["gym_notes"][gid]} if gid in cfg.get("gym_notes", {}) else {}))
                 for gid, town, leader, _ in cfg["gyms"]],
        "versions": cfg.get("versions", []),
        "source": f"{cfg['repo']} at {commit}",
        "files": files,
        "order_evidence": evidence,
        "battles": battles,
    }
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8") as f:
        f.write(dumps(doc))
    print(f"wrote {out}: {len(battles)} battles")


if __name__ == "__main__":
    main(sys.argv)
