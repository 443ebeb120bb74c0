#!/usr/bin/env python3
"""Extract the gym / Elite Four battles of generations 1-2 from the pret
decompilations into our own JSON facts (data/games/extract/<game>.json).

Usage:
    extract_gen12.py --sources DIR GAME [OUT]

GAME is one of red-blue (pret/pokered), yellow (pret/pokeyellow),
gold-silver (pret/pokegold), crystal (pret/pokecrystal).  DIR holds the
snapshots of the sources (data/README.md section 11); the game's repository
is read at its pinned commit (data/pipeline/sources.py).
Files are read with `git show COMMIT:path`; nothing of the
pret code is built or run, and nothing of it is copied: the output holds only
facts (species, types, levels, moves with type and power) in our own format.
OUT defaults to data/games/extract/GAME.json next to this script.

How each trainer Pokémon's moves are obtained (faithful to the engine):

Generation 1 (Red/Blue, Yellow)
  Trainer parties (data/trainers/parties.asm) store no moves.  The engine
  (engine/battle/read_trainer_party.asm, ReadTrainer) calls AddPartyMon
  (engine/pokemon/add_mon.asm), which copies the species' four "level 1
  learnset" moves from its base stats (data/pokemon/base_stats/*.asm) and
  then calls WriteMonMoves (engine/pokemon/evos_moves.asm): for every
  level-up move of data/pokemon/evos_moves.asm in order, stopping at the first
  one above the Pokémon's level, a move already known is skipped, otherwise it
  goes into the first empty slot, or, with four moves known, the moves shift
  up one slot (the first is forgotten) and it goes into the fourth slot.
  Red/Blue then (ReadTrainer .AddLoneMove/.AddTeamMove/.ChampionRival, table
  data/trainers/special_moves.asm):
    * gym leaders: the gym script (scripts/<Town>Gym.asm) writes N to
      wGymLeaderNo (= wLoneAttackNo); entry N of LoneMoves ("db index, move")
      puts the move into the third move slot of party Pokémon number index+1
      (the code adds index party-struct lengths to wEnemyMon1Moves + 2);
    * otherwise, a trainer class listed in TeamMoves (Lorelei, Bruno, Agatha,
      Lance) gets its move in the third slot of its fifth Pokémon
      (wEnemyMon5Moves + 2);
    * otherwise, the champion rival (RIVAL3): Sky Attack into the third slot of
      the first Pokémon, and into the third slot of the sixth Pokémon Mega
      Drain if the rival's starter is STARTER3 (Bulbasaur), Fire Blast if
      STARTER1 (Charmander), else Blizzard (Squirtle).
  Yellow replaces all of that with the table SpecialTrainerMoves
  (data/trainers/special_moves.asm; ReadTrainer .AddAdditionalMoveData):
  for trainer class + trainer number, entries "db party position (1-based),
  move slot (1-based), move" overwrite that slot.
  Both only run for parties in the per-Pokémon-level ($FF) format, which all
  gym leaders, Elite Four and champion parties use.

Generation 2 (Gold/Silver, Crystal)
  Parties of type TRAINERTYPE_MOVES / TRAINERTYPE_ITEM_MOVES store four moves
  (NO_MOVE = empty slot); ReadTrainerParty (engine/battle/read_trainer_party.asm)
  copies them over the generated ones.  For the other party types the moves are
  the ones GeneratePartyMonStats (engine/pokemon/move_mon.asm) gives a trainer
  Pokémon: it clears the four slots and calls FillMoves
  (engine/pokemon/evolve.asm), the same rule as WriteMonMoves above applied to
  the learnset of data/pokemon/evos_attacks.asm (which includes the level-1
  moves).  Every leader, Elite Four member and champion counted here has a
  party with stored moves; the fallback is implemented for completeness.

damaging: power > 0 in the game's move table, or a damaging effect whose
table power is 0: gen 1 SPECIAL_DAMAGE_EFFECT (Night Shade has power 0),
SUPER_FANG_EFFECT and BIDE_EFFECT (Bide strikes back with damage);
gen 2 EFFECT_STATIC_DAMAGE, EFFECT_LEVEL_DAMAGE, EFFECT_PSYWAVE,
EFFECT_SUPER_FANG, EFFECT_COUNTER, EFFECT_MIRROR_COAT, EFFECT_BIDE.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline import git as pipeline_git, sources  # noqa: E402
from data.pipeline.jsonio import dumps  # noqa: E402
from data.pipeline.pret import (strip_comment, db_args, const_list, quoted_list,  # noqa: E402,F401
                                pointer_list, label_blocks)

TYPE_NAMES = {
    "NORMAL": "Normal", "FIGHTING": "Fighting", "FLYING": "Flying",
    "POISON": "Poison", "GROUND": "Ground", "ROCK": "Rock", "BUG": "Bug",
    "GHOST": "Ghost", "STEEL": "Steel", "FIRE": "Fire", "WATER": "Water",
    "GRASS": "Grass", "ELECTRIC": "Electric", "PSYCHIC_TYPE": "Psychic",
    "ICE": "Ice", "DRAGON": "Dragon", "DARK": "Dark",
    # generation 2's "???" type, used only by the status move Curse
    "CURSE_TYPE": "???",
}

DAMAGING_EFFECTS = {
    "SPECIAL_DAMAGE_EFFECT", "SUPER_FANG_EFFECT", "BIDE_EFFECT",
    "EFFECT_STATIC_DAMAGE", "EFFECT_LEVEL_DAMAGE", "EFFECT_PSYWAVE",
    "EFFECT_SUPER_FANG", "EFFECT_COUNTER", "EFFECT_MIRROR_COAT", "EFFECT_BIDE",
}

# Moves whose type or power the table does not give; refuse to guess.
VARIABLE_TYPE_MOVES = {"HIDDEN_POWER"}


class Repo(pipeline_git.Repo):
    """A repository at a commit (data/pipeline/git.py): `show` records every
    file read in `read_files`; `ls` gives the sorted names of a folder."""
    ls = pipeline_git.Repo.names


def nice(game_name):
    """Game text (all capitals) to our spelling: 'KARATE CHOP' -> 'Karate Chop'."""
    special = {"NIDORAN♂": "Nidoran♂", "NIDORAN♀": "Nidoran♀",
               "MR.MIME": "Mr. Mime", "FARFETCH'D": "Farfetch'd",
               "HO-OH": "Ho-Oh"}
    if game_name in special:
        return special[game_name]
    return re.sub(r"[A-Za-z']+", lambda m: m.group(0).capitalize(), game_name)


def learnset(lines):
    """(level, MOVE) pairs after the evolutions' terminating `db 0`."""
    out, seen_end_evos = [], False
    for line in lines:
        args = db_args(line)
        if args is None:
            continue
        if not seen_end_evos:
            if args == ["0"]:
                seen_end_evos = True
            continue
        if args == ["0"]:
            break
        out.append((int(args[0]), args[1]))
    return out


def fill_moves(initial, learn, level):
    """WriteMonMoves (gen 1) / FillMoves (gen 2)."""
    slots = list(initial) + ["NO_MOVE"] * (4 - len(initial))
    for lv, move in learn:
        if level < lv:
            break
        if move in slots:
            continue
        if "NO_MOVE" in slots:
            slots[slots.index("NO_MOVE")] = move
        else:
            slots = slots[1:] + [move]
    return slots


class Game:
    def __init__(self, repo, gen):
        self.repo = repo
        self.gen = gen
        show = repo.show
        species = const_list(show("constants/pokemon_constants.asm"))
        assert species[0] in ("NO_MON", None), species[0]
        names = quoted_list(show("data/pokemon/names.asm"), "dname")
        self.species_name = {}
        for i, name in enumerate(names, start=1):
            if i < len(species) and species[i]:
                self.species_name[species[i]] = nice(name)
        # learnsets, by species constant (pointer tables are in species order)
        if gen == 1:
            ptrs = pointer_list(show("data/pokemon/evos_moves.asm").split("EvosMovesPointerTable:")[1])
            blocks = label_blocks(show("data/pokemon/evos_moves.asm"))
        else:
            ptrs = pointer_list(show("data/pokemon/evos_attacks_pointers.asm"))
            blocks = label_blocks(show("data/pokemon/evos_attacks.asm"))
        self.learnset = {}
        for i, label in enumerate(ptrs, start=1):
            if i < len(species):
                self.learnset[species[i]] = learnset(blocks[label])
        # types and (gen 1) base moves from the base stats files
        self.types, self.base_moves = {}, {}
        for fname in repo.ls("data/pokemon/base_stats"):
            text = show("data/pokemon/base_stats/" + fname)
            lines = text.splitlines()
            first = next(db_args(l) for l in lines if db_args(l))
            sp = first[0]
            if gen == 1:
                assert sp.startswith("DEX_"), (fname, sp)
                sp = sp[4:]
            for line in lines:
                if line.split(";", 1)[-1].strip() == "type":
                    t = db_args(line)
                    self.types[sp] = list(dict.fromkeys(TYPE_NAMES[x] for x in t))
                if gen == 1 and "level 1 learnset" in line:
                    self.base_moves[sp] = db_args(line)
        # move table and names
        move_names = quoted_list(show("data/moves/names.asm"), "li")
        self.moves = {}
        rows = [m.group(1) for m in re.finditer(r"^\s*move (.*)$", show("data/moves/moves.asm"), re.M)]
        assert len(rows) == len(move_names), (len(rows), len(move_names))
        for row, name in zip(rows, move_names):
            a = [x.strip() for x in strip_comment(row).split(",")]
            const, effect, power, mtype = a[0], a[1], int(a[2]), a[3]
            self.moves[const] = {
                "name": nice(name), "type": TYPE_NAMES[mtype], "power": power,
                "damaging": power > 0 or effect in DAMAGING_EFFECTS}

    def move_json(self, const):
        assert const not in VARIABLE_TYPE_MOVES, const
        m = self.moves[const]
        return {"name": m["name"], "type": m["type"], "power": m["power"],
                "damaging": m["damaging"]}

    def mon_json(self, sp, level, moves):
        return {"species": self.species_name[sp], "types": self.types[sp],
                "level": level,
                "moves": [self.move_json(m) for m in moves if m != "NO_MOVE"]}


# ---------------------------------------------------------------- gen 1

def gen1_parties(repo, label):
    """Trainer parties of a class label in parties.asm: list of
    (comment_above, [(level, species)])."""
    blocks = label_blocks(repo.show("data/trainers/parties.asm"))
    parties, comment = [], ""
    for line in blocks[label]:
        s = line.strip()
        if s.startswith(";"):
            comment = s[1:].strip()
            continue
        args = db_args(line)
        if args is None:
            continue
        assert args[-1] == "0", line
        args = args[:-1]
        if args[0] == "$FF":
            mons = [(int(args[i]), args[i + 1]) for i in range(1, len(args), 2)]
        else:
            mons = [(int(args[0]), sp) for sp in args[1:]]
        parties.append((comment, mons))
    return parties


def gen1_lone_moves(repo):
    text = repo.show("data/trainers/special_moves.asm")
    lone = text.split("LoneMoves:")[1].split("TeamMoves:")[0]
    team = text.split("TeamMoves:")[1]
    lone_rows = [db_args(l) for l in lone.splitlines() if db_args(l)]
    team_rows = [db_args(l) for l in team.splitlines() if db_args(l) and db_args(l) != ["-1"]]
    return [(int(a), m) for a, m in lone_rows], {c: m for c, m in team_rows}


def gen1_gym_leader_no(repo, town):
    """The N the gym script writes to wGymLeaderNo (= wLoneAttackNo)."""
    lines = repo.show("scripts/%sGym.asm" % town).splitlines()
    for i, line in enumerate(lines):
        if strip_comment(line) == "ld [wGymLeaderNo], a":
            m = re.match(r"ld a, \$(\w+)$", strip_comment(lines[i - 1]))
            return int(m.group(1), 16)
    raise ValueError(town)


def yellow_special_moves(repo):
    text = repo.show("data/trainers/special_moves.asm").split("SpecialTrainerMoves:")[1]
    table, cur = {}, None
    for line in text.splitlines():
        args = db_args(line)
        if args is None:
            continue
        if cur is None:
            if args == ["-1"]:
                break
            cur = (args[0], int(args[1]))
            table[cur] = []
        elif args == ["0"]:
            cur = None
        else:
            table[cur].append((int(args[0]), int(args[1]), args[2]))
    return table


GEN1_GYMS = [
    # id, town (game spelling), script file prefix, leader, parties label, trainer no, class constant
    ("G1", "Pewter City", "Pewter", "Brock", "BrockData", 1, "BROCK"),
    ("G2", "Cerulean City", "Cerulean", "Misty", "MistyData", 1, "MISTY"),
    ("G3", "Vermilion City", "Vermilion", "Lt. Surge", "LtSurgeData", 1, "LT_SURGE"),
    ("G4", "Celadon City", "Celadon", "Erika", "ErikaData", 1, "ERIKA"),
    ("G5", "Fuchsia City", "Fuchsia", "Koga", "KogaData", 1, "KOGA"),
    ("G6", "Saffron City", "Saffron", "Sabrina", "SabrinaData", 1, "SABRINA"),
    ("G7", "Cinnabar Island", "Cinnabar", "Blaine", "BlaineData", 1, "BLAINE"),
    ("G8", "Viridian City", "Viridian", "Giovanni", "GiovanniData", 3, "GIOVANNI"),
]
GEN1_E4 = [
    ("Lorelei", "LoreleiData", "LORELEI"),
    ("Bruno", "BrunoData", "BRUNO"),
    ("Agatha", "AgathaData", "AGATHA"),
    ("Lance", "LanceData", "LANCE"),
]


def gen1_battles(game, repo, yellow):
    battles = []
    if yellow:
        special = yellow_special_moves(repo)
    else:
        lone, team = gen1_lone_moves(repo)

    def build(label, number, cls, lone_no, rival_starter=None):
        comment, mons = gen1_parties(repo, label)[number - 1]
        movesets = [fill_moves(game.base_moves[sp], game.learnset[sp], lv) for lv, sp in mons]
        if yellow:
            for pos, slot, move in special.get((cls, number), []):
                movesets[pos - 1][slot - 1] = move
        elif lone_no:
            index, move = lone[lone_no - 1]
            movesets[index][2] = move
        elif cls in team:
            movesets[4][2] = team[cls]
        elif cls == "RIVAL3":
            movesets[0][2] = "SKY_ATTACK"
            movesets[5][2] = {"BULBASAUR": "MEGA_DRAIN", "CHARMANDER": "FIRE_BLAST"}.get(
                rival_starter, "BLIZZARD")
        return comment, [game.mon_json(sp, lv, ms) for (lv, sp), ms in zip(mons, movesets)]

    for gid, town, prefix, leader, label, number, cls in GEN1_GYMS:
        lone_no = None if yellow else gen1_gym_leader_no(repo, prefix)
        comment, party = build(label, number, cls, lone_no)
        if cls == "GIOVANNI":
            assert "Viridian Gym" in comment, comment
        battles.append({"gym": gid, "version": None, "trainer": leader, "party": party})
    for leader, label, cls in GEN1_E4:
        _, party = build(label, 1, cls, 0)
        battles.append({"gym": "E4", "version": None, "trainer": leader, "party": party})
    for version, number, rival_starter in gen1_rival_versions(yellow):
        _, party = build("Rival3Data", number, "RIVAL3", 0, rival_starter)
        battles.append({"gym": "E4", "version": version, "trainer": "Blue", "party": party})
    return battles


def gen1_rival_versions(yellow):
    if yellow:
        # scripts/ChampionsRoom.asm: wTrainerNo = wRivalStarter;
        # RIVAL_STARTER_JOLTEON/FLAREON/VAPOREON = 1/2/3
        # (constants/pokemon_constants.asm), set in scripts/OaksLab.asm and
        # scripts/Route22.asm.
        return [("Jolteon", 1, None), ("Flareon", 2, None), ("Vaporeon", 3, None)]
    # scripts/OaksLab.asm: the rival takes STARTER2 (Squirtle) when the player
    # picks Charmander, STARTER3 (Bulbasaur) for Squirtle, STARTER1 (Charmander)
    # for Bulbasaur; scripts/ChampionsRoom.asm: wTrainerNo = 1 if the rival's
    # starter is STARTER2, 2 if STARTER3, else 3.
    return [("Bulbasaur", 3, "CHARMANDER"), ("Charmander", 1, "SQUIRTLE"),
            ("Squirtle", 2, "BULBASAUR")]


# ---------------------------------------------------------------- gen 2

def gen2_party(game, repo, label, number):
    blocks = label_blocks(repo.show("data/trainers/parties.asm"))
    trainers = []
    for line in blocks[label]:
        m = re.match(r'\s*db "([^"]*)@", (TRAINERTYPE_\w+)', line)
        if m:
            trainers.append({"name": m.group(1), "type": m.group(2), "mons": []})
            continue
        args = db_args(line)
        if args is None or args == ["-1"]:
            continue
        trainers[-1]["mons"].append(args)
    t = trainers[number - 1]
    party = []
    for args in t["mons"]:
        level, sp = int(args[0]), args[1]
        rest = args[2:]
        if t["type"] in ("TRAINERTYPE_ITEM", "TRAINERTYPE_ITEM_MOVES"):
            rest = rest[1:]
        if t["type"] in ("TRAINERTYPE_MOVES", "TRAINERTYPE_ITEM_MOVES"):
            assert len(rest) == 4, args
            moves = rest
        else:
            assert not rest, args
            moves = fill_moves([], game.learnset[sp], level)
        party.append(game.mon_json(sp, level, moves))
    return t["type"], party


GEN2_GYMS = [
    ("G1", "Violet City", "Falkner", "FalknerGroup"),
    ("G2", "Azalea Town", "Bugsy", "BugsyGroup"),
    ("G3", "Goldenrod City", "Whitney", "WhitneyGroup"),
    ("G4", "Ecruteak City", "Morty", "MortyGroup"),
    ("G5", "Cianwood City", "Chuck", "ChuckGroup"),
    ("G6", "Olivine City", "Jasmine", "JasmineGroup"),
    ("G7", "Mahogany Town", "Pryce", "PryceGroup"),
    ("G8", "Blackthorn City", "Clair", "ClairGroup"),
    ("E4", "Indigo Plateau", "Will", "WillGroup"),
    ("E4", "Indigo Plateau", "Koga", "KogaGroup"),
    ("E4", "Indigo Plateau", "Bruno", "BrunoGroup"),
    ("E4", "Indigo Plateau", "Karen", "KarenGroup"),
    ("E4", "Indigo Plateau", "Lance", "ChampionGroup"),
    ("K1", "Pewter City", "Brock", "BrockGroup"),
    ("K2", "Cerulean City", "Misty", "MistyGroup"),
    ("K3", "Vermilion City", "Lt. Surge", "LtSurgeGroup"),
    ("K4", "Celadon City", "Erika", "ErikaGroup"),
    ("K5", "Fuchsia City", "Janine", "JanineGroup"),
    ("K6", "Saffron City", "Sabrina", "SabrinaGroup"),
    ("K7", "Seafoam Islands", "Blaine", "BlaineGroup"),
    ("K8", "Viridian City", "Blue", "BlueGroup"),
]


def gen2_battles(game, repo):
    battles = []
    for gid, _town, leader, label in GEN2_GYMS:
        _type, party = gen2_party(game, repo, label, 1)
        battles.append({"gym": gid, "version": None, "trainer": leader, "party": party})
    return battles


# ---------------------------------------------------------------- metadata

GEN1_GYM_META = [{"id": g[0], "town": g[1], "leader": g[3]} for g in GEN1_GYMS] + [
    {"id": "E4", "town": "Indigo Plateau", "leader": "Elite Four and Champion",
     "note": ("Lorelei, Bruno, Agatha, Lance, then Champion Blue (the rival), whose team "
              "depends on a choice of the player: attack and defense here are those of the "
              "first version; every version is in versions")}]

GEN2_GYM_META = []
for _g in GEN2_GYMS:
    if _g[0] == "E4":
        if not any(m["id"] == "E4" for m in GEN2_GYM_META):
            GEN2_GYM_META.append({"id": "E4", "town": "Indigo Plateau",
                                  "leader": "Elite Four and Champion",
                                  "note": "Will, Koga, Bruno, Karen, then Champion Lance"})
    else:
        GEN2_GYM_META.append({"id": _g[0], "town": _g[1], "leader": _g[2]})
for _m in GEN2_GYM_META:
    if _m["id"] == "G5":
        _m["note"] = ("Story order: Jasmine sends the player to Cianwood for medicine "
                      "first, so Chuck is fought before Jasmine")
    if _m["id"] == "K7":
        _m["note"] = ("Blaine's Gym moved to the Seafoam Islands after the Cinnabar "
                      "volcano erupted (Volcano Badge)")
    if _m["id"] == "K8":
        _m["note"] = "Viridian City Gym leader Blue (Earth Badge)"

GEN1_MOVES_NOTE = (
    "Gen 1 trainer parties store no moves: each trainer Pokémon gets the moves the "
    "engine writes (engine/pokemon/add_mon.asm AddPartyMon, engine/pokemon/evos_moves.asm "
    "WriteMonMoves): the four level-1 moves of its base stats (data/pokemon/base_stats/*.asm), "
    "then every level-up move of data/pokemon/evos_moves.asm at or below its level in "
    "order, a new move going into the first empty slot or, with four known, pushing the "
    "first one out (so: the last four). ")

META = {
    "red-blue": {
        "games": ["Red", "Blue"], "region": "Kanto", "generation": 1, "dex": "kanto",
        "note": (
            "Red/Blue (English, pret/pokered). Each Gym counts only its leader's Pokémon in the "
            "Gym battle (Gym Trainers are not counted); E4 counts Lorelei, Bruno, Agatha, Lance "
            "and Champion Blue (the rival; the player names him). Types from the game's base "
            "stats (generation 1: no Dark, Steel or Fairy; Magnemite is pure Electric). "
            + GEN1_MOVES_NOTE +
            "Then engine/battle/read_trainer_party.asm (ReadTrainer) adds the special moves of "
            "data/trainers/special_moves.asm into the third move slot: gym leaders from LoneMoves "
            "(the gym script scripts/<Town>Gym.asm writes the entry number to wGymLeaderNo = "
            "wLoneAttackNo; Bide for Brock's Onix, BubbleBeam for Misty's Starmie, Thunderbolt "
            "for Lt. Surge's Raichu, Mega Drain for Erika's Vileplume, Toxic for Koga's Weezing, "
            "Psywave for Sabrina's Alakazam, Fire Blast for Blaine's Arcanine, Fissure for "
            "Giovanni's Rhydon); the Elite Four from TeamMoves into their fifth Pokémon "
            "(Blizzard, Fissure, Toxic, Barrier); Champion Blue: Sky Attack for Pidgeot and, for "
            "his starter, Mega Drain (Venusaur), Fire Blast (Charizard) or Blizzard (Blastoise). "
            "Champion Blue's team depends on the player's starter (scripts/OaksLab.asm, "
            "scripts/ChampionsRoom.asm): see versions. Fixed-damage moves and Bide count as "
            "damaging."),
        "gyms": GEN1_GYM_META,
        "versions": [
            {"name": "Bulbasaur", "note": "the player chose Bulbasaur; Blue has Charizard (Fire Blast), Exeggutor and Gyarados"},
            {"name": "Charmander", "note": "the player chose Charmander; Blue has Blastoise (Blizzard), Arcanine and Exeggutor"},
            {"name": "Squirtle", "note": "the player chose Squirtle; Blue has Venusaur (Mega Drain), Gyarados and Arcanine"},
        ],
    },
    "yellow": {
        "games": ["Yellow"], "region": "Kanto", "generation": 1, "dex": "kanto",
        "note": (
            "Yellow (English, pret/pokeyellow). Each Gym counts only its leader's Pokémon in the "
            "Gym battle (Gym Trainers are not counted); E4 counts Lorelei, Bruno, Agatha, Lance "
            "and Champion Blue (the rival). Types from the game's base stats (generation 1: no "
            "Dark, Steel or Fairy). " + GEN1_MOVES_NOTE +
            "Then engine/battle/read_trainer_party.asm (ReadTrainer .AddAdditionalMoveData) "
            "overwrites the move slots listed for the trainer in SpecialTrainerMoves "
            "(data/trainers/special_moves.asm): Yellow's leaders, Elite Four and Champion have "
            "their own movesets there. The rival's team depends on what his Eevee evolved into, "
            "decided by the first two rival battles (scripts/OaksLab.asm, scripts/Route22.asm; "
            "scripts/ChampionsRoom.asm uses wRivalStarter as the party number): see versions. "
            "Fixed-damage moves and Bide count as damaging."),
        "gyms": GEN1_GYM_META,
        "versions": [
            {"name": "Jolteon", "note": "the player won the first rival battle in Oak's Lab and the optional one on Route 22: the rival's Eevee became Jolteon"},
            {"name": "Flareon", "note": "the player won the first rival battle in Oak's Lab, then lost or skipped the one on Route 22: the rival's Eevee became Flareon"},
            {"name": "Vaporeon", "note": "the player lost the first rival battle in Oak's Lab: the rival's Eevee became Vaporeon"},
        ],
    },
}

GEN2_NOTE = (
    "Each Gym counts only its leader's Pokémon in the Gym battle (Gym Trainers are not counted); "
    "G1-G8 are the Johto Gyms in story order (Chuck in Cianwood before Jasmine in Olivine); "
    "E4 counts Will, Koga, Bruno, Karen and Champion Lance; K1-K8 are the eight Kanto Gyms "
    "fought after the League, in the order of the Kanto badges on the trainer card (Boulder, "
    "Cascade, Thunder, Rainbow, Soul, Marsh, Volcano, Earth): Pewter (Brock), Cerulean (Misty), "
    "Vermilion (Lt. Surge), Celadon (Erika), Fuchsia (Janine), Saffron (Sabrina), Seafoam "
    "Islands (Blaine), Viridian (Blue). Red on Mt. Silver is not included. Types from the "
    "game's base stats (generation 2: Dark and Steel, no Fairy; Magnemite is Electric-Steel). "
    "Moves: every one of these trainers has a party with stored moves "
    "(TRAINERTYPE_MOVES in data/trainers/parties.asm), used as they are; for parties without "
    "moves the game would use FillMoves (engine/pokemon/evolve.asm, called from "
    "GeneratePartyMonStats in engine/pokemon/move_mon.asm: the last four level-up moves at or "
    "below the level), implemented by the extractor but not needed here. Fixed-damage moves, "
    "Counter, Mirror Coat and Bide count as damaging; Curse (type ???) is a status move.")

META["gold-silver"] = {
    "games": ["Gold", "Silver"], "region": "Johto", "generation": 2, "dex": "original-johto",
    "note": "Gold/Silver (English, pret/pokegold). " + GEN2_NOTE,
    "gyms": GEN2_GYM_META,
}
META["crystal"] = {
    "games": ["Crystal"], "region": "Johto", "generation": 2, "dex": "original-johto",
    "note": "Crystal (English, pret/pokecrystal). " + GEN2_NOTE,
    "gyms": GEN2_GYM_META,
}

REPOS = {"red-blue": "pret/pokered", "yellow": "pret/pokeyellow",
         "gold-silver": "pret/pokegold", "crystal": "pret/pokecrystal"}


def main():
    srcs, args = sources.require(sys.argv[1:], __doc__)
    if not args or args[0] not in REPOS or len(args) > 2:
        raise SystemExit(__doc__)
    game_id = args[0]
    out = args[1] if len(args) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "extract", game_id + ".json")
    commit = sources.commit(REPOS[game_id])
    repo = srcs.repo(REPOS[game_id], cls=Repo)
    gen = 1 if game_id in ("red-blue", "yellow") else 2
    game = Game(repo, gen)
    if gen == 1:
        battles = gen1_battles(game, repo, game_id == "yellow")
        # the engine files that define the move rule (read for the record)
        extra = ["engine/battle/read_trainer_party.asm", "engine/pokemon/add_mon.asm",
                 "engine/pokemon/evos_moves.asm", "scripts/OaksLab.asm",
                 "scripts/ChampionsRoom.asm"]
        if game_id == "yellow":
            extra.append("scripts/Route22.asm")
        else:
            extra.append("engine/overworld/clear_variables.asm")
    else:
        battles = gen2_battles(game, repo)
        extra = ["engine/battle/read_trainer_party.asm", "engine/pokemon/move_mon.asm",
                 "engine/pokemon/evolve.asm"]
    for path in extra:
        repo.show(path)
    files = sorted({f for f in repo.read_files if not f.startswith("data/pokemon/base_stats/")}
                   | {"data/pokemon/base_stats/*.asm"})
    meta = dict(META[game_id])
    meta["source"] = "%s at %s: %s" % (REPOS[game_id], commit, ", ".join(files))
    doc = {"source": "%s at %s" % (REPOS[game_id], commit), "game": meta, "battles": battles}
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8") as f:
        f.write(dumps(doc))


if __name__ == "__main__":
    main()
