"""Helpers shared by the HeartGold/SoulSilver generators (family `hgss`):
reading pret/pokeheartgold with git, and mapping the decompilation's names
to ours (species of data/species/gen-4.json, moves of @pkmn/dex, PokeAPI item
identifiers).  Standard library only (Python 3.11); the move list comes from
the pinned @pkmn/dex of data/gen (run `npm ci` there first).

Used by data/encounters/extract_hgss.py, data/learnsets/extract_hgss.py,
data/story/build_hgss.py and data/story/check_hgss.py.
"""

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(DATA, "games"))
from extract_gen34 import Git, narc_files  # noqa: E402,F401  (helpers of the game-file extractor, unchanged)
sys.path.insert(0, os.path.dirname(DATA))
from data.pipeline import dex, sources  # noqa: E402
from data.pipeline import jsonio  # noqa: E402
from data.pipeline.jsonio import fold, write_json  # noqa: E402,F401

GAME = "heartgold-soulsilver"
VERSIONS = ["heartgold", "soulsilver"]
POKEHEARTGOLD = "pret/pokeheartgold"
POKEHEARTGOLD_COMMIT = sources.commit(POKEHEARTGOLD)
POKEAPI_COMMIT = sources.commit("PokeAPI/pokeapi")


def dump(obj, path):
    """Write JSON the house way (indent 2, UTF-8, final newline)."""
    write_json(path, obj)


def read_bytes(src, path):
    """A binary file of the decompilation (Git.read decodes text)."""
    return src.raw(path)


def c_defines(text, prefix):
    """{NAME: number} of every `#define PREFIX... number` (first definition wins)."""
    out = {}
    for name, num in re.findall(r"^#define\s+(" + prefix + r"\w*)\s+(\d+)\b", text, flags=re.M):
        out.setdefault(name, int(num))
    return out


# ---------------------------------------------------------------------------
# Species
# ---------------------------------------------------------------------------

# Decompilation constants (without SPECIES_) whose folded spelling differs
# from the name in data/species/gen-4.json.
SPECIES_ALIASES = {
    "DEOXYS_ATK": "Deoxys-Attack",
    "DEOXYS_DEF": "Deoxys-Defense",
    "DEOXYS_SPD": "Deoxys-Speed",
}


class SpeciesNames:
    def __init__(self):
        self.names = jsonio.species_names(4)
        self.by_fold = {}
        for n in self.names:
            self.by_fold.setdefault(fold(n), n)

    def __call__(self, const):
        c = const[len("SPECIES_"):] if const.startswith("SPECIES_") else const
        if c in SPECIES_ALIASES:
            return SPECIES_ALIASES[c]
        name = self.by_fold.get(fold(c))
        if name is None:
            raise SystemExit(f"species {const!r}: no name in data/species/gen-4.json")
        return name


# ---------------------------------------------------------------------------
# Moves (@pkmn/dex, generation 4)
# ---------------------------------------------------------------------------

# Decompilation constants (without MOVE_) whose folded spelling differs from
# the @pkmn/dex name.
MOVE_ALIASES = {
    "HI_JUMP_KICK": "High Jump Kick",
    "FAINT_ATTACK": "Feint Attack",
    "SMELLING_SALT": "Smelling Salts",
    "VICE_GRIP": "Vise Grip",
}

_DEX_MOVES = None


def dex_moves():
    """Names of the generation-4 moves of the pinned @pkmn/dex (data/gen)."""
    global _DEX_MOVES
    if _DEX_MOVES is None:
        dex.require()
        script = ("import {Dex} from '@pkmn/dex';"
                  "const ms = Dex.forGen(4).moves.all()"
                  ".filter(m => m.exists && m.num > 0 && m.gen <= 4 && m.isNonstandard !== 'CAP');"
                  "console.log(JSON.stringify(ms.map(m => m.name).sort()));")
        _DEX_MOVES = dex.inline(script, module=True)
    return _DEX_MOVES


class MoveNames:
    def __init__(self):
        self.names = dex_moves()
        self.by_fold = {fold(n): n for n in self.names}

    def __call__(self, const):
        c = const[len("MOVE_"):] if const.startswith("MOVE_") else const
        name = MOVE_ALIASES.get(c) or self.by_fold.get(fold(c))
        if name is None or name not in self.names:
            raise SystemExit(f"move {const!r}: no name in @pkmn/dex generation 4")
        return name


# ---------------------------------------------------------------------------
# Items (PokeAPI identifiers)
# ---------------------------------------------------------------------------

# Decompilation item constants whose PokeAPI identifier is not simply the
# constant in lowercase with '_' -> '-'.
ITEM_ALIASES = {
    "ITEM_THUNDERSTONE": "thunder-stone",
    "ITEM_UPGRADE": "up-grade",
    "ITEM_DEEPSEATOOTH": "deep-sea-tooth",
    "ITEM_DEEPSEASCALE": "deep-sea-scale",
    "ITEM_SQUIRTBOTTLE": "squirt-bottle",
    "ITEM_S_S__TICKET": "ss-ticket",
    "ITEM_SECRETPOTION": "secret-potion",
}

# The evolution items of generation 4 (what the story file's `items` must
# list besides TMs and HMs).
EVOLUTION_ITEMS = [
    "fire-stone", "water-stone", "thunder-stone", "leaf-stone", "moon-stone", "sun-stone",
    "shiny-stone", "dusk-stone", "dawn-stone", "oval-stone", "kings-rock", "metal-coat",
    "dragon-scale", "up-grade", "dubious-disc", "protector", "electirizer", "magmarizer",
    "reaper-cloth", "razor-claw", "razor-fang", "deep-sea-tooth", "deep-sea-scale",
]


def item_id(const):
    if const in ITEM_ALIASES:
        return ITEM_ALIASES[const]
    m = re.fullmatch(r"ITEM_(TM|HM)(\d\d)", const)
    if m:
        return m.group(1).lower() + m.group(2)
    return const[len("ITEM_"):].lower().replace("_", "-")


def is_wanted_item(ident):
    """TMs, HMs and evolution items: what the story file lists."""
    return ident in EVOLUTION_ITEMS or re.fullmatch(r"(tm|hm)\d\d", ident) is not None


# ---------------------------------------------------------------------------
# Maps
# ---------------------------------------------------------------------------

class Maps:
    """MAP_ constants, their map codes (`// MAP_R29`), and per map the wild
    encounter bank, zone-event file, script bank and map section of src/data/map_headers.h."""

    def __init__(self, src):
        text = src.read("include/constants/maps.h")
        self.ids = {}
        self.code = {}
        for m in re.finditer(r"^#define (MAP_\w+)\s+(\d+)\s*//\s*MAP_(\w+)", text, flags=re.M):
            self.ids[m.group(1)] = int(m.group(2))
            self.code[m.group(1)] = m.group(3)
        self.by_id = {v: k for k, v in self.ids.items()}
        self.by_code = {}
        for k, v in self.code.items():
            self.by_code.setdefault(v, k)
        headers = src.read("src/data/map_headers.h")
        self.enc_bank = {}
        self.events = {}
        self.scripts = {}
        self.mapsec = {}
        self.order = []
        for m in re.finditer(r"\[(MAP_\w+)\] = \{(.*?)\n\s*\},", headers, flags=re.S):
            body = m.group(2)
            self.order.append(m.group(1))
            bank = re.search(r"\.wildEncounterBank = ENCDATA_(\w+)", body).group(1)
            if bank != "NA":
                self.enc_bank[m.group(1)] = bank
            self.events[m.group(1)] = re.search(r"\.eventsBank = NARC_zone_event_(\w+)_bin", body).group(1)
            self.scripts[m.group(1)] = re.search(r"\.scriptsBank = NARC_scr_seq_(\w+)_bin", body).group(1)
            self.mapsec[m.group(1)] = re.search(r"\.mapsec = (MAPSEC_\w+)", body).group(1)
        # The game's own name of each map section: include/constants/map_sections.h gives its
        # number, files/msgdata/msg/msg_0279.gmm the English name at that index (the file the
        # game draws map names from: src/field/draw_map_name.c).
        numbers = {m.group(1): int(m.group(2)) for m in re.finditer(
            r"^#define (MAPSEC_\w+)\s+(\d+)", src.read("include/constants/map_sections.h"), flags=re.M)}
        texts = {int(m.group(1)): m.group(2) for m in re.finditer(
            r'index="(\d+)">.*?<language name="English">(.*?)</language>',
            src.read("files/msgdata/msg/msg_0279.gmm"), flags=re.S)}
        self.section_name = {k: texts[v] for k, v in numbers.items() if v in texts}

    def name(self, const):
        """A map's name: the game's own name of its map section where the map's constant starts with
        the section (MAP_MOUNT_MOON_SQUARE, MAPSEC_MT_MOON "Mt. Moon" -> "Mt. Moon Square") or with
        the constant of another map of that section (MAP_PALLET_TOWN_OAKS_LAB, MAP_PALLET in
        MAPSEC_PALLET_TOWN "Pallet Town" -> "Pallet Town Oak’s Lab"; MAP_PALLET itself -> "Pallet
        Town"); else map_name()."""
        sec = self.mapsec.get(const)
        game = self.section_name.get(sec)
        if not game or game == "Mystery Zone":
            return map_name(const)
        words = const[len("MAP_"):].split("_")
        sec_words = sec[len("MAPSEC_"):].split("_")
        same = lambda a, b: a == b or {a, b} == {"MOUNT", "MT"}  # noqa: E731
        rest = None
        if len(words) >= len(sec_words) and all(same(a, b) for a, b in zip(words, sec_words)):
            rest = words[len(sec_words):]
        else:
            others = [m[len("MAP_"):].split("_") for m, s in self.mapsec.items() if s == sec and m != const]
            bases = [b for b in others if len(b) < len(words) and words[:len(b)] == b]
            if bases:
                rest = words[len(min(bases, key=len)):]
                # MAP_PALLET_TOWN_OAKS_LAB: "TOWN" is already in the section's name
                for w in sec_words[len(sec_words) - 1:]:
                    if rest and rest[0] == w:
                        rest = rest[1:]
            elif (all(len(o) > len(words) for o in others)
                  and any(o[:len(words)] == words for o in others)):
                rest = []  # MAP_VIOLET, the section's own map: the shortest, a prefix of the others
        if rest is None:
            return map_name(const)
        # The game writes Pokémon names in capitals (SLOWPOKE Well, DIGLETT’s Cave).
        game = re.sub(r"\b[A-Z]{4,}\b", lambda m: m.group(0).capitalize(), game)
        return " ".join([game] + [_word(w) for w in rest])


def map_name(const):
    """A readable name for a MAP_ constant (our own wording)."""
    c = const[len("MAP_"):]
    towns = {
        "NEW_BARK": "New Bark Town", "CHERRYGROVE": "Cherrygrove City", "VIOLET": "Violet City",
        "AZALEA": "Azalea Town", "GOLDENROD": "Goldenrod City", "ECRUTEAK": "Ecruteak City",
        "OLIVINE": "Olivine City", "CIANWOOD": "Cianwood City", "MAHOGANY": "Mahogany Town",
        "BLACKTHORN": "Blackthorn City", "PALLET": "Pallet Town", "VIRIDIAN": "Viridian City",
        "PEWTER": "Pewter City", "CERULEAN": "Cerulean City", "VERMILION": "Vermilion City",
        "LAVENDER": "Lavender Town", "CELADON": "Celadon City", "FUCHSIA": "Fuchsia City",
        "SAFFRON": "Saffron City", "CINNABAR_ISLAND": "Cinnabar Island",
    }
    for key in sorted(towns, key=len, reverse=True):
        if c == key or c.startswith(key + "_"):
            rest = c[len(key):].strip("_")
            words = [w for w in rest.split("_") if w]
            return towns[key] + ((" " + " ".join(_word(w) for w in words)) if words else "")
    return " ".join(_word(w) for w in c.split("_"))


def _word(w):
    special = {"1F": "1F", "2F": "2F", "3F": "3F", "4F": "4F", "5F": "5F", "6F": "6F", "7F": "7F",
               "8F": "8F", "9F": "9F", "10F": "10F", "B1F": "B1F", "B2F": "B2F", "B3F": "B3F",
               "B4F": "B4F", "POKECENTER": "Pokémon Center", "POKEMART": "Poké Mart",
               "OAKS": "Oak’s", "ELMS": "Elm’s", "DRAGONS": "Dragon’s", "DIGLETT": "Diglett’s",
               "KURT": "Kurt’s", "JP": "(JP)", "SS": "S.S.", "TV": "TV", "HQ": "HQ",
               # owners' houses (MAP_GOLDENROD_CITY_BILLS_HOUSE), as the
               # other possessives above
               "BILLS": "Bill’s", "KIRKS": "Kirk’s", "MR": "Mr.", "OF": "of"}
    return special.get(w, w.capitalize())
