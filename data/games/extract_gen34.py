#!/usr/bin/env python3
"""Extract the gym battles of the generation 3 and 4 games from a pret
decompilation into our own JSON facts (data/games/extract/<game>.json).

Usage:
    python3 data/games/extract_gen34.py GAME GIT_DIR COMMIT [OUT]

GAME is one of the keys of GAMES below (ruby-sapphire, emerald,
firered-leafgreen, diamond-pearl, platinum, heartgold-soulsilver).  GIT_DIR is
a fetched pret git directory (no work tree needed), COMMIT the commit to read.
Every file is read with `git --git-dir=GIT_DIR show COMMIT:path`; nothing of
the pret project is built or run.  OUT defaults to
data/games/extract/<GAME>.json next to this script.

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


class Git:
    def __init__(self, git_dir, commit):
        self.git_dir = git_dir
        self.commit = commit
        self._cache = {}

    def read(self, path):
        if path not in self._cache:
            out = subprocess.run(
                ["git", "--git-dir=" + self.git_dir, "show", self.commit + ":" + path],
                check=True, capture_output=True)
            self._cache[path] = out.stdout.decode("utf-8", errors="replace")
        return self._cache[path]

    def ls(self, path):
        out = subprocess.run(
            ["git", "--git-dir=" + self.git_dir, "ls-tree", "--name-only", self.commit, path + "/"],
            check=True, capture_output=True)
        return out.stdout.decode().split()

    def grep(self, pattern, path):
        """(file, line) pairs of lines matching a fixed string under path."""
        out = subprocess.run(
            ["git", "--git-dir=" + self.git_dir, "grep", "-F", "-e", pattern, self.commit, "--", path],
            capture_output=True)
        hits = []
        for line in out.stdout.decode("utf-8", errors="replace").splitlines():
            _, f, text = line.split(":", 2)
            hits.append((f, text))
        return hits


# ---------------------------------------------------------------------------
# Generation 3 (C sources)
# ---------------------------------------------------------------------------

def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def c_block(text, start):
    """Text between the brace opening at or after start and its match."""
    i = text.index("{", start)
    depth = 0
    for j in range(i, len(text)):
        if text[j] == "{":
            depth += 1
        elif text[j] == "}":
            depth -= 1
            if depth == 0:
                return text[i + 1:j]
    raise ValueError("unbalanced braces")


def designated_blocks(text, prefix):
    """{CONST: body} for every `[PREFIX_X] = { body }` in text."""
    out = {}
    for m in re.finditer(r"\[(" + prefix + r"\w+)\]\s*=\s*\{", text):
        out[m.group(1)] = c_block(text, m.end() - 1)
    return out


def top_level_entries(body):
    """The depth-1 `{...}` entries of an array body."""
    entries, depth, start = [], 0, None
    for j, ch in enumerate(body):
        if ch == "{":
            if depth == 0:
                start = j + 1
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                entries.append(body[start:j])
    return entries


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
    """GiveBoxMonInitialMoveset (gen 3 src/pokemon.c / pokemon_1.c; the gen 4
    games do the same in their InitBoxMonMoveset): walk the level-up learnset
    in order while the move's level is <= the Pokémon's level; a move already
    known is skipped, otherwise it goes to the first empty slot, or, with four
    moves known, the first move is deleted and the new one appended."""
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
# Game configurations
# ---------------------------------------------------------------------------

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
                "Juan is the Sootopolis (8th) leader. Story order = badge order (each gym script sets "
                "FLAG_BADGE0N_GET).",
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


def main(argv):
    if len(argv) < 4:
        raise SystemExit(__doc__)
    game, git_dir, commit = argv[1], argv[2], argv[3]
    out = argv[4] if len(argv) > 4 else os.path.join(HERE, "extract", game + ".json")
    cfg = GAMES[game]
    src = Git(git_dir, commit)
    if cfg["gen"] == 3:
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
        json.dump(doc, f, indent=2, ensure_ascii=False)
        f.write("\n")
    print(f"wrote {out}: {len(battles)} battles")


if __name__ == "__main__":
    main(sys.argv)
