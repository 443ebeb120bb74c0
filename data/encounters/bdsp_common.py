"""What the Brilliant Diamond/Shining Pearl scripts share: the game, its
versions, the location id and name of each wild table, the Grand
Underground's rooms and story flags, species names by national number.

Location ids: a wild table of Brilliant Diamond/Shining Pearl is the remake of
the Diamond/Pearl table at the same index (EncounterTableGenerator's
FieldEncountTable 'table' and pokediamond's wild tables are in one order: the
English place of every one of the 183 tables equals the PokeAPI location of
the Diamond/Pearl area whose game_index is the index + 1; build_bdsp.py
checks it), so a table takes the PokeAPI location-area id of that area
(data/encounters/pokeapi/dppt-vocabulary.json), the id Diamond/Pearl's files
use. Its name is the game's English place name (english_dp_fld_areaname.json
through MapInfo.json), with the part of the place where the place has several
tables (NAMES below)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline.jsonio import load, species as species_list  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
GAME = "brilliant-diamond-shining-pearl"
VERSIONS = {"bd": "brilliant-diamond", "sp": "shining-pearl"}
ETG_COMMIT = "9a2ed62db6fb8af359a9815e172f5408300cf7d6"
PKHEX_COMMIT = "c7a5ab29be02250c6db7db06cbd58ab01c5b08e5"
POKEFINDER_COMMIT = "7ff884747575428c0b7c070091a1e579ebfae3f5"
ETG = "Admiral-Fish/EncounterTableGenerator at " + ETG_COMMIT
PKHEX = "kwsch/PKHeX at " + PKHEX_COMMIT
POKEFINDER = "Admiral-Fish/PokeFinder at " + POKEFINDER_COMMIT

# The part of a place, for the places with several tables.  The words are
# EncounterTableGenerator's (Gen8/location_modifier.json "bdsp", the names
# PokeFinder shows, Core/Resources/i18n/en/bdsp_en.txt) where they name the
# part; where those end in a bare number ("Mt. Coronet 1F 1", "Iron Island
# B1F 2"), the part is said as the Diamond/Pearl area of the same table does
# (PokeAPI's location area identifier, in brackets).
NAMES = {
    5: "Oreburgh Mine B1F", 6: "Oreburgh Mine B2F",
    10: "Mt. Coronet 1F (Route 207 side)",                 # mt-coronet-1f-route-207
    11: "Mt. Coronet 2F", 12: "Mt. Coronet 3F",
    13: "Mt. Coronet Summit",                                # mt-coronet-exterior-snowfall
    15: "Mt. Coronet 4F",                                    # mt-coronet-4f
    16: "Mt. Coronet 4F (small room)",                       # mt-coronet-4f-small-room
    17: "Mt. Coronet 5F", 18: "Mt. Coronet 6F",
    19: "Mt. Coronet 1F (from the summit path)",             # mt-coronet-1f-from-exterior
    20: "Mt. Coronet 1F (Route 216 side)",                   # mt-coronet-1f-route-216
    21: "Mt. Coronet 1F (Route 211 side)",                   # mt-coronet-1f-route-211
    22: "Mt. Coronet B1F",                                   # mt-coronet-b1f
    23: "Great Marsh Area 1", 24: "Great Marsh Area 2", 25: "Great Marsh Area 3",
    26: "Great Marsh Area 4", 27: "Great Marsh Area 5", 28: "Great Marsh Area 6",
    29: "Solaceon Ruins 2F", 30: "Solaceon Ruins",
    32: "Solaceon Ruins B1F", 34: "Solaceon Ruins B2F",
    40: "Solaceon Ruins B3F (3 stairs)", 41: "Solaceon Ruins B3F (4 stairs)",
    42: "Solaceon Ruins B4F", 43: "Solaceon Ruins B4F (chamber)",
    47: "Victory Road 1F", 48: "Victory Road 2F", 49: "Victory Road B1F",
    50: "Victory Road back (B1F)",                           # sinnoh-victory-road-inside-b1f
    51: "Victory Road back (1F)",                            # sinnoh-victory-road-inside
    52: "Victory Road back (exit)",                          # sinnoh-victory-road-inside-exit
    54: "Oreburgh Gate 1F", 55: "Oreburgh Gate B1F",
    56: "Stark Mountain",
    57: "Stark Mountain (entrance)",                         # stark-mountain-entrance
    58: "Stark Mountain (inside)",                           # stark-mountain-inside
    60: "Turnback Cave (pillar 1)", 61: "Turnback Cave (pillar 2)",
    62: "Turnback Cave (pillar 3)",                          # turnback-cave-pillar-1..3
    63: "Turnback Cave (entrance)",                          # turnback-cave-before-pillar-1
    69: "Turnback Cave (between pillars 1 and 2)",
    75: "Turnback Cave (between pillars 2 and 3)",
    106: "Snowpoint Temple 1F", 107: "Snowpoint Temple B1F", 108: "Snowpoint Temple B2F",
    109: "Snowpoint Temple B3F", 110: "Snowpoint Temple B4F", 111: "Snowpoint Temple B5F",
    112: "Wayward Cave 1F", 113: "Wayward Cave B1F",
    114: "Ruin Maniac Cave (fewer than 10 Unown caught)",
    115: "Ruin Maniac Cave (10 or more Unown caught)",
    118: "Iron Island", 119: "Iron Island 1F",
    120: "Iron Island B1F (left)", 121: "Iron Island B1F (right)",     # iron-island-b1f-left/right
    122: "Iron Island B2F (right)", 123: "Iron Island B2F (left)",     # iron-island-b2f-right/left
    124: "Iron Island B3F",
    125: "Old Chateau",
    134: "Lake Verity (before Team Galactic's attack)",
    135: "Lake Verity (after Team Galactic's attack)",
    143: "Route 204 (south)", 144: "Route 204 (north)",
    145: "Route 205 (south)", 146: "Route 205 (north)",
    151: "Lost Tower 1F", 152: "Lost Tower 2F", 153: "Lost Tower 3F",
    154: "Lost Tower 4F", 155: "Lost Tower 5F",
    156: "Route 210 (south)", 157: "Route 210 (north)",
    158: "Route 211 (west)", 159: "Route 211 (east)",
    160: "Route 212 (north)", 161: "Route 212 (south)",
}

# The honey tree of Floaroma Meadow has no wild table of its own
# (EncounterTableGenerator Gen8/bdsp.py: map 201, "Floaroma Meadow"):
# Diamond/Pearl's area without a table.
FLOAROMA_MEADOW = "floaroma-meadow-area"

# The Grand Underground's hideaways: UgRandMark.json ids 2-19 (the rooms
# EncounterTableGenerator's underground() packs, range(2, 20)), named as
# PokeFinder names them (Form/Gen8/Underground.cpp:81, the room id + 181 in
# Core/Resources/i18n/en/bdsp_en.txt), "Ice Cave" spelled "Icy Cave" as
# PKHeX's met locations (text_bdsp_00000_en.txt) and the game say it.
ROOMS = {
    2: "Spacious Cave", 3: "Grassland Cave", 4: "Fountainspring Cave", 5: "Rocky Cave",
    6: "Volcanic Cave", 7: "Swampy Cave", 8: "Dazzling Cave", 9: "Whiteout Cave",
    10: "Icy Cave", 11: "Riverbank Cave", 12: "Sandsear Cave", 13: "Still-Water Cavern",
    14: "Sunlit Cavern", 15: "Big Bluff Cavern", 16: "Stargleam Cavern", 17: "Glacial Cavern",
    18: "Bogsunk Cavern", 19: "Typhlo Cavern",
}


def room_id(room):
    return "grand-underground-" + ROOMS[room].lower().replace(" ", "-")


def room_name(room):
    return "Grand Underground (%s)" % ROOMS[room]


# The story flags of UgEncount's zukanflag (PokeFinder Form/Gen8/Underground.ui
# comboBoxStoryFlag, in order 1-6: Underground Unlocked, Strength Obtained,
# Defog Obtained, 7 Badges, Waterfall Obtained, National Dex), as the gates of
# data/story/brilliant-diamond-shining-pearl.json.  A flag holds with every
# flag below it (PokeFinder Core/Gen8/Encounters8.cpp: a slot counts when its
# flag <= the story flag), so a row needs every gate up to its flag.
FLAG_GATES = {1: [], 2: ["strength-obtained"], 3: ["defog-obtained"], 4: ["seven-badges"],
              5: ["waterfall-obtained"], 6: []}
FLAG_NAMES = {1: "Underground Unlocked", 2: "Strength Obtained", 3: "Defog Obtained",
              4: "7 Badges", 5: "Waterfall Obtained", 6: "National Dex"}


def flag_needs(flag):
    return [g for f in range(1, flag + 1) for g in FLAG_GATES[f]]


def species_by_number(gen=8):
    """National number -> the house's name of the species' default form
    (the first entry of data/species/gen-N.json with that number)."""
    out = {}
    for s in species_list(gen):
        out.setdefault(s["num"], s["name"])
    return out


def dp_areas():
    """Table index -> (Diamond/Pearl's PokeAPI area id, its English location
    name), from data/encounters/pokeapi/dppt-vocabulary.json (game_index =
    index + 1)."""
    areas = load(os.path.join(HERE, "pokeapi", "dppt-vocabulary.json"))["areas"]
    return {a["game_index"] - 1: (k, a["location_name"]) for k, a in areas.items()
            if a.get("game_index")}
