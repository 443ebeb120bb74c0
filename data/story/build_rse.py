#!/usr/bin/env python3
"""The story skeletons of Ruby/Sapphire and Emerald (data/story/<game>.json).

Usage:
    python3 data/story/build_rse.py --sources DIR ruby-sapphire [OUT]
    python3 data/story/build_rse.py --sources DIR emerald [OUT]

(pret/pokeruby at f6e2a5901e83383ad666c7ff564cecfcbcb55081, pret/pokeemerald
at e325cd3044e02072dc2221efbc896d20d19ddb99; DIR: data/README.md section 11.)

The curated part is in this file: for every checkpoint, the locations first
reached, the gates unlocked and the Pokémon received, each with its evidence;
and for the items, the extra gates or the story event some of them need.
Evidence given as ev(path, regex) is looked up in the decompilation when the
file is built (`git grep`), so every cited line is checked to exist: the
build fails if a pattern is not found.  Archipelago (MIT) facts were read
through the file index (ArchipelagoMW/Archipelago, worlds/pokemon_emerald;
see SOURCES) and are cited by the rule or region they come from.  Layout
facts ("the grass is east of the river") cite data/story/layout_rse.py,
which prints the map from the decompilation's own layout files.

What is generated rather than curated:
- the items: every TM, HM and evolution item a player can obtain, found by
  data/story/scan_rse.py (item balls, hidden items, gifts, gym rewards,
  marts, Game Corner prizes, trades), each placed at the first checkpoint
  where its location is reached, every gate of its `needs` is unlocked, and
  (gym reward) its gym is beaten; ITEM_RULES add gates or a story event;
- the location names (from the map ids, a route's number checked against its
  map's region map section).
The build fails if a location used by the game's encounters
(src/data/wild_encounters.json), items or received Pokémon is missing from
the checkpoints (except UNREACHABLE), if a gate of `needs` is never
unlocked, or if an item found has no place.  Standard library only.
"""

import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "data", "encounters"))
import scan_rse  # noqa: E402
from extract_rse import species_namer, parse_game_args, dumps  # noqa: E402

ORDER = ["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "E4", "end"]
AP_RULES = "archipelago worlds/pokemon_emerald/rules.py"
AP_ROUTES = "archipelago worlds/pokemon_emerald/data/regions/routes.json"
AP_TRACKER = "archipelago worlds/pokemon_emerald/data/regionChecker.js"
SOURCES_COMMON = {
    "archipelago": "ArchipelagoMW/Archipelago (MIT), read through the file index: "
                   "worlds/pokemon_emerald/rules.py at 005673939a595eb642f2ffa9c53c2dcae989629a, "
                   "worlds/pokemon_emerald/data/regions/routes.json at 04bd3d5c188edb53c2cdd3b87c2ab6d0c76958f8, "
                   "worlds/pokemon_emerald/data/regionChecker.js at 66d897d60a55512c63bbab43c0ef30154bd0afa4 "
                   "(Emerald's region graph and rules; a cross-check for Ruby/Sapphire, whose maps are the same "
                   "where cited)",
    "layouts": "data/story/layout_rse.py GIT_DIR COMMIT MapFolder: the map printed from the decompilation's "
               "own layout and tileset files (which tiles are grass, water, sand)",
}
GAMES = {
    "ruby-sapphire": {"repo": "pret/pokeruby", "short": "pokeruby", "versions": ["ruby", "sapphire"]},
    "emerald": {"repo": "pret/pokeemerald", "short": "pokeemerald", "versions": ["emerald"]},
}
NAME_FIXES = {"BIRCHS": "Birch's", "STEVENS": "Steven's", "WALLYS": "Wally's", "CUTTERS": "Cutter's",
              "MANIACS": "Maniac's", "COZMOS": "Cozmo's", "BRINEYS": "Briney's", "MT": "Mt.",
              "SS": "S.S.", "POKEMON": "Pokémon", "HUNTERS": "Hunters'", "LADYS": "Lady's",
              "FAMILYS": "Family's", "TUNNELERS": "Tunnelers'"}


class Evidence:
    """Turns ev()/text specs into source strings, checking them in the repository."""

    def __init__(self, src, short):
        self.src, self.short = src, short

    def find(self, path, regex):
        out = subprocess.run(["git", "--git-dir=" + self.src.git_dir, "grep", "-n", "-E", "-e", regex,
                              self.src.commit, "--"] + path.split(), capture_output=True)
        lines = out.stdout.decode("utf-8", errors="replace").splitlines()
        if not lines:
            raise SystemExit(f"evidence not found in {self.short}: {path} /{regex}/")
        _, f, n, _ = lines[0].split(":", 3)
        return f"{f}:{n}"

    def render(self, spec):
        parts = []
        for s in spec:
            if isinstance(s, tuple):
                path, regex = s
                parts.append(f"{self.short} {self.find(path, regex)}")
            else:
                parts.append(s)
        return "; ".join(parts)


def ev(path, regex):
    return (path, regex)


def layout(folder, text):
    return f"layout_rse.py {folder}: {text}"


# ---------------------------------------------------------------------------
# Shared evidence (the same files in both repositories)
# ---------------------------------------------------------------------------

def hm_badge(badge_flag_no, move):
    return [ev("src/field_control_avatar.c src/party_menu.c src/pokemon_menu.c data/field_move_scripts.inc "
               "data/scripts/field_move_scripts.inc", r"FLAG_BADGE01_GET \+ (fieldMove|tFieldMoveId)"),
            f"the field moves are ordered Cut, Flash, Rock Smash, Strength, Surf, Fly, Dive, Waterfall, so "
            f"{move} needs badge {badge_flag_no}"]


def cut_ev():
    return [ev("data/maps/RustboroCity_CuttersHouse/scripts.inc", r"giveitem ITEM_HM01"),
            ev("data/field_move_scripts.inc data/scripts/field_move_scripts.inc",
               r"goto_if_unset FLAG_BADGE01_GET")]


def flash_ev():
    return [ev("data/maps/GraniteCave_1F/scripts.inc", r"giveitem ITEM_HM05")] + hm_badge(2, "Flash")


def rocksmash_ev():
    return [ev("data/maps/MauvilleCity_House1/scripts.inc", r"giveitem ITEM_HM06"),
            ev("data/field_move_scripts.inc data/scripts/field_move_scripts.inc",
               r"goto_if_unset FLAG_BADGE03_GET")]


def strength_ev():
    return [ev("data/maps/RusturfTunnel/scripts.inc", r"giveitem ITEM_HM04"),
            ev("data/field_move_scripts.inc data/scripts/field_move_scripts.inc",
               r"goto_if_unset FLAG_BADGE04_GET"),
            f"{AP_RULES}: NPC_GIFT_RECEIVED_HM_STRENGTH needs HM06 Rock Smash"]


def surf_ev():
    return [ev("data/maps/PetalburgCity_WallysHouse/scripts.inc", r"giveitem ITEM_HM03"),
            ev("src/field_control_avatar.c", r"FLAG_BADGE05_GET\) == TRUE && PartyHasMonWithSurf"),
            f"{AP_RULES}: NPC_GIFT_RECEIVED_HM_SURF needs EVENT_DEFEAT_NORMAN"]


def fly_ev():
    return [ev("data/maps/Route119/scripts.inc", r"giveitem ITEM_HM02")] + hm_badge(6, "Fly")


def dive_ev():
    return [ev("data/maps/MossdeepCity_StevensHouse/scripts.inc", r"giveitem ITEM_HM08"),
            ev("src/field_control_avatar.c", r"FlagGet\(FLAG_BADGE07_GET\) && TrySetDiveWarp\(\) == 2")]


def waterfall_ev():
    return [ev("src/field_control_avatar.c", r"FLAG_BADGE08_GET\) == TRUE && IsPlayerSurfingNorth")]


def rods_ev(rod):
    return {"old-rod": [ev("data/maps/DewfordTown/scripts.inc", r"giveitem ITEM_OLD_ROD")],
            "good-rod": [ev("data/maps/Route118/scripts.inc", r"giveitem ITEM_GOOD_ROD"),
                         layout("Route118", "the Good Rod fisherman stands at 28,8, east of the river"),
                         f"{AP_ROUTES}: NPC_GIFT_RECEIVED_GOOD_ROD is in REGION_ROUTE118/EAST; {AP_RULES}: "
                         "REGION_ROUTE118/WEST -> EAST is False (the river: Surf)"],
            "super-rod": [ev("data/maps/MossdeepCity_House3/scripts.inc", r"giveitem ITEM_SUPER_ROD")]}[rod]


def bikes_ev(which):
    const = "ITEM_MACH_BIKE" if which == "mach-bike" else "ITEM_ACRO_BIKE"
    return [ev("data/maps/MauvilleCity_BikeShop/scripts.inc", "giveitem " + const),
            "the player picks one bike and can swap it at the shop at any time"]


# ---------------------------------------------------------------------------
# Emerald
# ---------------------------------------------------------------------------

def emerald_checkpoints():
    road = f"{AP_RULES}: no rule on this road"
    return [
        {"before": "G1",
         "note": "From Littleroot Town to Rustboro City. Route 116 and the west part of Rusturf Tunnel are "
                 "open from Rustboro (only Route 116's ledge area needs Cut, the tunnel's east part Rock "
                 "Smash); Route 115's grass is not (it is north of the sea, see G6).",
         "locations": [
             (["MAP_LITTLEROOT_TOWN", "MAP_LITTLEROOT_TOWN_PROFESSOR_BIRCHS_LAB", "MAP_ROUTE101",
               "MAP_OLDALE_TOWN", "MAP_ROUTE103", "MAP_ROUTE102", "MAP_PETALBURG_CITY",
               "MAP_PETALBURG_CITY_WALLYS_HOUSE", "MAP_ROUTE104", "MAP_PETALBURG_WOODS", "MAP_RUSTBORO_CITY", "MAP_RUSTBORO_CITY_CUTTERS_HOUSE",
               "MAP_RUSTBORO_CITY_HOUSE1", "MAP_RUSTBORO_CITY_GYM"],
              [road + " (Routes 102-104, Petalburg City and Petalburg Woods: only their ponds need Surf "
                      "and Petalburg Woods' east path Cut)",
               layout("Route103", "the grass is in the west part, next to Oldale Town; the east part "
                                  "(from Route 110) has no grass")]),
             (["MAP_ROUTE116", "MAP_RUSTURF_TUNNEL"],
              [f"{AP_ROUTES}: REGION_ROUTE116/WEST exits to REGION_RUSTBORO_CITY/MAIN and warps to "
               "MAP_RUSTURF_TUNNEL:0; " + AP_RULES + ": only REGION_ROUTE116/WEST -> WEST_ABOVE_LEDGE "
               "(Cut) and REGION_RUSTURF_TUNNEL/WEST <-> EAST (Rock Smash) have rules",
               layout("Route116", "grass on both sides of the ledge in the west part")]),
         ],
         "unlocks": [],
         "received": [
             {"species": s, "how": "starter", "level": 5, "location": "MAP_ROUTE101",
              "source": [ev("src/starter_choose.c", "SPECIES_" + s.upper() + ","),
                         ev("src/battle_setup.c", r"ScriptGiveMon\(starterMon, 5"),
                         ev("data/maps/Route101/scripts.inc", "special ChooseStarter")]}
             for s in ("Treecko", "Torchic", "Mudkip")] + [
             {"species": "Seedot", "how": "trade", "gives": "Ralts", "location": "MAP_RUSTBORO_CITY_HOUSE1",
              "note": "the traded Pokémon gets the level of the one given "
                      "(CreateInGameTradePokemonInternal)",
              "source": [ev("src/data/trade.h", r"\.species = SPECIES_SEEDOT"),
                         ev("src/data/trade.h", r"\.requestedSpecies = SPECIES_RALTS"),
                         ev("data/maps/RustboroCity_House1/scripts.inc", "setvar VAR_0x8008, INGAME_TRADE_SEEDOT"),
                         ev("src/trade.c", r"u8 level = GetMonData\(&gPlayerParty\[whichPlayerMon\], MON_DATA_LEVEL")]},
         ]},
        {"before": "G2",
         "note": "After Roxanne: the Devon Goods (Rusturf Tunnel), Mr. Stone, then Mr. Briney's boat to "
                 "Dewford Town and Granite Cave. Detour not taken: once the letter is delivered to Steven, "
                 "Mr. Briney also sails to Slateport City before Brawly (archipelago rules.py: "
                 "REGION_DEWFORD_TOWN/MAIN -> REGION_ROUTE109/BEACH needs EVENT_TALK_TO_MR_STONE and "
                 "EVENT_DELIVER_LETTER, no badge); the main road beats Brawly first, so Slateport is at G3.",
         "locations": [
             (["MAP_DEWFORD_TOWN", "MAP_DEWFORD_TOWN_HALL", "MAP_DEWFORD_TOWN_GYM", "MAP_ROUTE106",
               "MAP_GRANITE_CAVE_1F", "MAP_GRANITE_CAVE_B1F", "MAP_GRANITE_CAVE_B2F",
               "MAP_GRANITE_CAVE_STEVENS_ROOM"],
              [f"{AP_RULES}: EVENT_RECOVER_DEVON_GOODS needs EVENT_DEFEAT_ROXANNE; "
               "REGION_ROUTE104_MR_BRINEYS_HOUSE/MAIN -> REGION_DEWFORD_TOWN/MAIN needs EVENT_TALK_TO_MR_STONE",
               f"{AP_ROUTES}: REGION_ROUTE106/EAST (the beach by Granite Cave) exits to Dewford Town",
               f"{AP_TRACKER}: HIDDEN_ITEM_GRANITE_CAVE_B2F_EVERSTONE_2 needs only Dewford (B2F is "
               "reached by falling through B1F; only B1F's upper part needs the Mach Bike)"]),
         ],
         "unlocks": [("cut", cut_ev()), ("old-rod", rods_ev("old-rod"))],
         "received": []},
        {"before": "G3",
         "note": "Slateport City (Route 109's beach), Route 110, Mauville City and the roads around it. "
                 "Route 118 is not here: its west bank has no grass (its grass is east of the river: G6).",
         "locations": [
             (["MAP_ROUTE109", "MAP_SLATEPORT_CITY", "MAP_SLATEPORT_CITY_HARBOR",
               "MAP_SLATEPORT_CITY_OCEANIC_MUSEUM_1F", "MAP_SLATEPORT_CITY_BATTLE_TENT_LOBBY", "MAP_ROUTE110",
               "MAP_ROUTE110_TRICK_HOUSE_ENTRANCE", "MAP_ROUTE110_TRICK_HOUSE_END", "MAP_MAUVILLE_CITY",
               "MAP_MAUVILLE_CITY_HOUSE1", "MAP_MAUVILLE_CITY_GAME_CORNER", "MAP_MAUVILLE_CITY_GYM",
               "MAP_ROUTE117", "MAP_VERDANTURF_TOWN", "MAP_VERDANTURF_TOWN_BATTLE_TENT_LOBBY"],
              [f"{AP_RULES}: REGION_DEWFORD_TOWN/MAIN -> REGION_ROUTE109/BEACH; REGION_ROUTE110/SOUTH <-> MAIN "
               "needs EVENT_RESCUE_CAPT_STERN (the Devon Goods delivered in Slateport); Route 117 has rules "
               "only for its ponds (Surf)"]),
             (["MAP_ALTERING_CAVE"],
              [f"{AP_ROUTES}: REGION_ROUTE103/EAST warps to MAP_ALTERING_CAVE and exits to REGION_ROUTE110/MAIN",
               "only the cave's first table counts (data/encounters/emerald.json extra)"]),
         ],
         "unlocks": [("flash", flash_ev()), ("mach-bike", bikes_ev("mach-bike")),
                     ("acro-bike", bikes_ev("acro-bike"))],
         "received": []},
        {"before": "G4",
         "note": "With Rock Smash: Route 111 (passed through, its desert needs the Go-Goggles: G5), Route 112, "
                 "Fiery Path, Route 113, Fallarbor Town, Route 114, Meteor Falls (the room between Route 114 "
                 "and Route 115; the other rooms need Waterfall), Mt. Chimney, Jagged Pass, Lavaridge Town.",
         "locations": [
             (["MAP_ROUTE112", "MAP_FIERY_PATH", "MAP_ROUTE113", "MAP_FALLARBOR_TOWN",
               "MAP_FALLARBOR_TOWN_COZMOS_HOUSE", "MAP_ROUTE114", "MAP_ROUTE114_FOSSIL_MANIACS_HOUSE",
               "MAP_METEOR_FALLS_1F_1R", "MAP_MT_CHIMNEY", "MAP_JAGGED_PASS", "MAP_LAVARIDGE_TOWN",
               "MAP_LAVARIDGE_TOWN_GYM_1F"],
              [f"{AP_RULES}: REGION_ROUTE111/SOUTH -> MIDDLE needs HM06 Rock Smash; REGION_ROUTE112/SOUTH_EAST "
               "-> CABLE_CAR_STATION_ENTRANCE needs EVENT_MAGMA_STEALS_METEORITE (Meteor Falls); Jagged Pass "
               "needs the Acro Bike only uphill",
               f"{AP_TRACKER}: ITEM_METEOR_FALLS_1F_1R_MOON_STONE needs only meteorfalls_access",
               layout("MeteorFalls_1F_1R", "the warps to 1F_2R (10,3) and B1F_1R (5,4) are above the "
                                           "waterfall; B1F_1R's other warp (26,28) is in a closed room")]),
         ],
         "unlocks": [("rock-smash", rocksmash_ev())],
         "received": [
             {"species": "Wynaut", "how": "egg", "level": 5, "location": "MAP_LAVARIDGE_TOWN",
              "note": "an Egg; it hatches at level 5 (EGG_HATCH_LEVEL)",
              "source": [ev("data/maps/LavaridgeTown/scripts.inc", "giveegg SPECIES_WYNAUT"),
                         ev("include/constants/daycare.h", "define EGG_HATCH_LEVEL 5")]},
         ]},
        {"before": "G5",
         "note": "After Flannery: the Go-Goggles open Route 111's desert (all of Route 111's wild Pokémon "
                 "walk on its sand) and Mirage Tower; Strength opens Fiery Path's boulders.",
         "locations": [
             (["MAP_ROUTE111", "MAP_MIRAGE_TOWER_1F", "MAP_MIRAGE_TOWER_2F", "MAP_MIRAGE_TOWER_3F",
               "MAP_MIRAGE_TOWER_4F"],
              [f"{AP_RULES}: REGION_ROUTE111/MIDDLE -> DESERT and NORTH -> DESERT need Go Goggles; Mirage "
               "Tower 2F needs the Mach Bike, 3F and 4F's fossil platform Rock Smash",
               layout("Route111", "no grass: the wild Pokémon are met on the desert's sand")]),
             (["MAP_RUSTBORO_CITY_DEVON_CORP_2F"],
              [ev("data/maps/RustboroCity_DevonCorp_2F/scripts.inc", "givemon SPECIES_LILEEP")]),
             (["MAP_PETALBURG_CITY_GYM"], [ev("data/maps/PetalburgCity_Gym/scripts.inc", "TRAINER_NORMAN_1")]),
         ],
         "unlocks": [("strength", strength_ev()),
                     ("go-goggles", [ev("data/maps/LavaridgeTown/scripts.inc", "giveitem ITEM_GO_GOGGLES"),
                                     ev("data/maps/LavaridgeTown_Gym_1F/scripts.inc",
                                        "setvar VAR_LAVARIDGE_TOWN_STATE, 1")])],
         "received": [
             {"species": s, "how": "fossil", "level": 20, "location": "MAP_RUSTBORO_CITY_DEVON_CORP_2F",
              "needs": ["go-goggles", "mach-bike", "rock-smash"],
              "note": "the player takes one of the two fossils on Mirage Tower 4F (Root Fossil: Lileep, Claw "
                      "Fossil: Anorith); the other is in the Desert Underpass after the Elite Four",
              "source": [ev("data/maps/MirageTower_4F/scripts.inc", "giveitem ITEM_" + f + "_FOSSIL"),
                         ev("data/maps/RustboroCity_DevonCorp_2F/scripts.inc", "givemon SPECIES_" + s.upper()),
                         ev("data/maps/DesertUnderpass/scripts.inc", "giveitem ITEM_" + f + "_FOSSIL")]}
             for s, f in (("Lileep", "ROOT"), ("Anorith", "CLAW"))]},
        {"before": "G6",
         "note": "After Norman: Surf. Route 118's east side, Route 119, the Weather Institute, Fortree City and "
                 "Route 120 (where Steven gives the Devon Scope that reveals the Kecleon in front of "
                 "Fortree's Gym), and the waters, ponds and islands Surf opens behind the player (Routes "
                 "105-109, the Abandoned Ship, New Mauville, Route 115's north shore). Detour not taken: "
                 "Route 120 leads on to Route 121 and Lilycove City with no gate (archipelago routes.json "
                 "REGION_ROUTE120/SOUTH -> REGION_ROUTE121/WEST); the main road beats Winona first (G7).",
         "locations": [
             (["MAP_ROUTE105", "MAP_ROUTE107", "MAP_ROUTE108"],
              [f"{AP_RULES}: Routes 105-109 are sea (REGION_ROUTE106/EAST -> SEA, REGION_DEWFORD_TOWN/MAIN -> "
               "REGION_ROUTE107/MAIN need HM03 Surf)"]),
             (["MAP_ABANDONED_SHIP_ROOMS_B1F", "MAP_ABANDONED_SHIP_ROOM_B1F"],
              [f"{AP_RULES}: the Abandoned Ship is Route 108's wreck (MAP_ROUTE108:0/MAP_ABANDONED_SHIP_DECK:0, "
               "Route 108 is sea); MAP_ABANDONED_SHIP_CORRIDORS_B1F:5 -> ROOM_B1F needs the Storage Key"]),
             (["MAP_ROUTE115"],
              [f"{AP_ROUTES}: REGION_ROUTE115/NORTH_BELOW_SLOPE (the grass) exits only to "
               "NORTH_ABOVE_SLOPE and SEA",
               layout("Route115", "the only grass is in the north-west corner (rows 5-9)")]),
             (["MAP_ROUTE118", "MAP_ROUTE119", "MAP_ROUTE119_WEATHER_INSTITUTE_2F", "MAP_FORTREE_CITY",
               "MAP_FORTREE_CITY_HOUSE1", "MAP_FORTREE_CITY_HOUSE2", "MAP_FORTREE_CITY_GYM", "MAP_ROUTE120",
               "MAP_SCORCHED_SLAB"],
              [f"{AP_RULES}: REGION_ROUTE118/WEST -> EAST is False (Surf across the river); "
               "REGION_ROUTE119/MIDDLE -> UPPER needs EVENT_DEFEAT_SHELLY (Weather Institute); "
               "REGION_FORTREE_CITY/MAIN -> BEFORE_GYM needs the Devon Scope; REGION_ROUTE120/NORTH -> "
               "NORTH_POND_SHORE needs the Devon Scope (Scorched Slab is in the north pond)",
               layout("Route118", "the grass is east of the river only")]),
             (["MAP_NEW_MAUVILLE_ENTRANCE", "MAP_NEW_MAUVILLE_INSIDE"],
              [f"{AP_ROUTES}: REGION_ROUTE110/NORTH_WATER warps to MAP_NEW_MAUVILLE_ENTRANCE; {AP_RULES}: "
               "REGION_ROUTE110/MAIN -> NORTH_WATER needs HM03 Surf, NEW_MAUVILLE_ENTRANCE -> INSIDE the "
               "Basement Key, which Wattson gives after Norman (NPC_GIFT_GOT_BASEMENT_KEY_FROM_WATTSON)"]),
         ],
         "unlocks": [("surf", surf_ev()), ("good-rod", rods_ev("good-rod")),
                     ("devon-scope", [ev("data/maps/Route120/scripts.inc", "giveitem ITEM_DEVON_SCOPE"),
                                      f"{AP_ROUTES}: NPC_GIFT_RECEIVED_DEVON_SCOPE is in REGION_ROUTE120/NORTH"]),
                     ("basement-key", [ev("data/maps/MauvilleCity/scripts.inc", "giveitem ITEM_BASEMENT_KEY"),
                                       f"{AP_RULES}: NPC_GIFT_GOT_BASEMENT_KEY_FROM_WATTSON needs "
                                       "EVENT_DEFEAT_NORMAN"]),
                     ("storage-key", [ev("data/maps/AbandonedShip_CaptainsOffice/map.json",
                                         "AbandonedShip_CaptainsOffice_EventScript_ItemStorageKey"),
                                      f"{AP_TRACKER}: ITEM_ABANDONED_SHIP_CAPTAINS_OFFICE_STORAGE_KEY needs "
                                      "can_surf only"])],
         "received": [
             {"species": "Castform", "how": "gift", "level": 25, "location": "MAP_ROUTE119_WEATHER_INSTITUTE_2F",
              "source": [ev("data/maps/Route119_WeatherInstitute_2F/scripts.inc", "givemon SPECIES_CASTFORM, 25")]},
             {"species": "Kecleon", "how": "static", "level": 30, "location": "MAP_ROUTE120",
              "needs": ["devon-scope"],
              "note": "the Kecleon on Route 120's bridge and the hidden ones of Routes 119 and 120, seen with "
                      "the Devon Scope",
              "source": [ev("data/maps/Route120/scripts.inc", "setwildbattle SPECIES_KECLEON, 30"),
                         ev("data/scripts/kecleon.inc", "setwildbattle SPECIES_KECLEON, 30")]},
             {"species": "Voltorb", "how": "static", "level": 25, "location": "MAP_NEW_MAUVILLE_INSIDE",
              "needs": ["basement-key", "surf"], "note": "three Voltorb disguised as items",
              "source": [ev("data/maps/NewMauville_Inside/scripts.inc", "setwildbattle SPECIES_VOLTORB, 25")]},
             {"species": "Plusle", "how": "trade", "gives": "Volbeat", "location": "MAP_FORTREE_CITY_HOUSE1",
              "note": "the traded Pokémon gets the level of the one given",
              "source": [ev("src/data/trade.h", r"\.species = SPECIES_PLUSLE"),
                         ev("src/data/trade.h", r"\.requestedSpecies = SPECIES_VOLBEAT"),
                         ev("data/maps/FortreeCity_House1/scripts.inc", "setvar VAR_0x8008, INGAME_TRADE_PLUSLE")]},
         ]},
        {"before": "G7",
         "note": "After Winona: Route 121, the Safari Zone, Lilycove City, Mt. Pyre (Route 122), Route 123, "
                 "the Magma Hideout (Jagged Pass, with the Magma Emblem from Mt. Pyre's summit), the Aqua "
                 "Hideout, Route 124 and Mossdeep City, with the side routes around Mossdeep (Route 125 and "
                 "Shoal Cave). Route 123's grass is reached from the east (its west part, from Route 118, "
                 "has none).",
         "locations": [
             (["MAP_ROUTE121", "MAP_SAFARI_ZONE_SOUTH", "MAP_SAFARI_ZONE_SOUTHWEST", "MAP_SAFARI_ZONE_NORTH",
               "MAP_SAFARI_ZONE_NORTHWEST", "MAP_LILYCOVE_CITY", "MAP_LILYCOVE_CITY_DEPARTMENT_STORE_4F",
               "MAP_LILYCOVE_CITY_HOUSE2", "MAP_ROUTE122", "MAP_MT_PYRE_1F", "MAP_MT_PYRE_2F", "MAP_MT_PYRE_3F",
               "MAP_MT_PYRE_4F", "MAP_MT_PYRE_5F", "MAP_MT_PYRE_6F", "MAP_MT_PYRE_EXTERIOR",
               "MAP_MT_PYRE_SUMMIT", "MAP_ROUTE123"],
              [f"{AP_ROUTES}: REGION_ROUTE121/EAST exits to REGION_ROUTE122/SEA and REGION_LILYCOVE_CITY/MAIN; "
               f"REGION_ROUTE123/WEST exits only to REGION_ROUTE118/EAST; {AP_RULES}: the Safari Zone "
               "entrance needs the Pokéblock Case, its north areas the bikes, SOUTH -> SOUTHEAST the "
               "Champion",
               layout("Route123", "the west part (Berry Master's house) has no grass; the ledges east of it "
                                  "face west")]),
             (["MAP_MAGMA_HIDEOUT_1F", "MAP_MAGMA_HIDEOUT_2F_1R", "MAP_MAGMA_HIDEOUT_2F_2R",
               "MAP_MAGMA_HIDEOUT_2F_3R", "MAP_MAGMA_HIDEOUT_3F_1R", "MAP_MAGMA_HIDEOUT_3F_2R",
               "MAP_MAGMA_HIDEOUT_3F_3R", "MAP_MAGMA_HIDEOUT_4F", "MAP_AQUA_HIDEOUT_B1F", "MAP_ROUTE124",
               "MAP_ROUTE124_DIVING_TREASURE_HUNTERS_HOUSE", "MAP_MOSSDEEP_CITY", "MAP_MOSSDEEP_CITY_GYM",
               "MAP_MOSSDEEP_CITY_SPACE_CENTER_1F", "MAP_MOSSDEEP_CITY_STEVENS_HOUSE", "MAP_ROUTE125",
               "MAP_SHOAL_CAVE_LOW_TIDE_ENTRANCE_ROOM", "MAP_SHOAL_CAVE_LOW_TIDE_INNER_ROOM",
               "MAP_SHOAL_CAVE_LOW_TIDE_STAIRS_ROOM", "MAP_SHOAL_CAVE_LOW_TIDE_LOWER_ROOM",
               "MAP_SHOAL_CAVE_LOW_TIDE_ICE_ROOM"],
              [f"{AP_RULES}: MAP_JAGGED_PASS:4/MAP_MAGMA_HIDEOUT_1F:0 needs the Magma Emblem, the hideout's "
               "entrance Strength; REGION_LILYCOVE_CITY/SEA <-> REGION_ROUTE124/MAIN needs "
               "EVENT_CLEAR_AQUA_HIDEOUT; REGION_MOSSDEEP_CITY/MAIN -> REGION_ROUTE125/SEA needs Surf",
               ev("data/maps/MtPyre_Summit/scripts.inc", "giveitem ITEM_MAGMA_EMBLEM")]),
         ],
         "unlocks": [("fly", fly_ev()),
                     ("magma-emblem", [ev("data/maps/MtPyre_Summit/scripts.inc", "giveitem ITEM_MAGMA_EMBLEM")]),
                     ("pokeblock-case", [ev("data/scripts/contest_hall.inc",
                                            "LilycoveCity_ContestLobby_EventScript_GivePokeblockCase::"),
                                         ev("data/scripts/contest_hall.inc", "giveitem ITEM_POKEBLOCK_CASE")]),
                     ("super-rod", rods_ev("super-rod"))],
         "received": [
             {"species": "Electrode", "how": "static", "level": 30, "location": "MAP_AQUA_HIDEOUT_B1F",
              "note": "two Electrode disguised as items",
              "source": [ev("data/maps/AquaHideout_B1F/scripts.inc", "setwildbattle SPECIES_ELECTRODE, 30")]},
         ]},
        {"before": "G8",
         "note": "After Tate and Liza: the Space Center, Dive (Steven), Routes 126-128, the Seafloor Cavern, "
                 "Sootopolis City, the Cave of Origin, Routes 129-131 and the Sky Pillar (where Rayquaza is "
                 "woken), with Pacifidlog Town and Routes 132-134 beside that road; Dive also opens the "
                 "Abandoned Ship's hidden floor and the underwater routes.",
         "locations": [
             (["MAP_ROUTE126", "MAP_ROUTE127", "MAP_ROUTE128", "MAP_UNDERWATER1", "MAP_UNDERWATER2",
               "MAP_SEAFLOOR_CAVERN_ENTRANCE", "MAP_SEAFLOOR_CAVERN_ROOM1", "MAP_SEAFLOOR_CAVERN_ROOM2",
               "MAP_SEAFLOOR_CAVERN_ROOM3", "MAP_SEAFLOOR_CAVERN_ROOM4", "MAP_SEAFLOOR_CAVERN_ROOM5",
               "MAP_SEAFLOOR_CAVERN_ROOM6", "MAP_SEAFLOOR_CAVERN_ROOM7", "MAP_SEAFLOOR_CAVERN_ROOM8",
               "MAP_SEAFLOOR_CAVERN_ROOM9", "MAP_SOOTOPOLIS_CITY", "MAP_SOOTOPOLIS_CITY_HOUSE1",
               "MAP_SOOTOPOLIS_CITY_GYM_1F", "MAP_CAVE_OF_ORIGIN_ENTRANCE", "MAP_CAVE_OF_ORIGIN_1F",
               "MAP_ROUTE129", "MAP_ROUTE130", "MAP_ROUTE131", "MAP_PACIFIDLOG_TOWN", "MAP_PACIFIDLOG_TOWN_HOUSE2",
               "MAP_PACIFIDLOG_TOWN_HOUSE3", "MAP_ROUTE132", "MAP_ROUTE133", "MAP_ROUTE134",
               "MAP_SKY_PILLAR_1F", "MAP_SKY_PILLAR_3F", "MAP_SKY_PILLAR_5F", "MAP_SKY_PILLAR_TOP",
               "MAP_ABANDONED_SHIP_HIDDEN_FLOOR_CORRIDORS", "MAP_ABANDONED_SHIP_HIDDEN_FLOOR_ROOMS"],
              [f"{AP_RULES}: EVENT_STEVEN_GIVES_DIVE needs EVENT_DEFEAT_MAXIE_AT_SPACE_STATION, which needs "
               "EVENT_DEFEAT_TATE_AND_LIZA; MAP_SEAFLOOR_CAVERN_ENTRANCE:1 -> ROOM1 needs EVENT_STEVEN_GIVES_DIVE; "
               "REGION_SOOTOPOLIS_CITY/WATER <- dive; MAP_SOOTOPOLIS_CITY:3 -> CAVE_OF_ORIGIN and "
               "MAP_SKY_PILLAR_OUTSIDE:1 -> SKY_PILLAR_1F need EVENT_RELEASE_KYOGRE; the Sootopolis Gym "
               "needs EVENT_RAYQUAZA_STOPS_FIGHT; Routes 127-131 and Pacifidlog are joined by sea with no "
               "rule; Route 132 is entered from Pacifidlog (REGION_PACIFIDLOG_TOWN/MAIN -> "
               "REGION_ROUTE132/EAST) and its current runs to 133 and 134",
               ev("data/maps/AbandonedShip_HiddenFloorCorridors/map.json", "MAP_ABANDONED_SHIP_HIDDEN_FLOOR_ROOMS"),
               f"{AP_RULES}: REGION_ABANDONED_SHIP_ROOMS_B1F/CENTER -> REGION_ABANDONED_SHIP_UNDERWATER1/MAIN "
               "needs HM08 Dive (the hidden floor is reached from under water)",
               "MAP_UNDERWATER1 and MAP_UNDERWATER2 are under Routes 124 and 126 (their map.json connections)",
               "Route 130's land table is Mirage Island, which appears only on some days"]),
         ],
         "unlocks": [("dive", dive_ev())],
         "received": [
             {"species": "Horsea", "how": "trade", "gives": "Bagon", "location": "MAP_PACIFIDLOG_TOWN_HOUSE3",
              "note": "the traded Pokémon gets the level of the one given",
              "source": [ev("src/data/trade.h", r"\.species = SPECIES_HORSEA"),
                         ev("src/data/trade.h", r"\.requestedSpecies = SPECIES_BAGON"),
                         ev("data/maps/PacifidlogTown_House3/scripts.inc", "setvar VAR_0x8008, INGAME_TRADE_HORSEA")]},
         ]},
        {"before": "E4",
         "note": "After Juan: Waterfall (Route 128 to Ever Grande City, Victory Road; the other rooms of "
                 "Meteor Falls). Rayquaza: the Sootopolis scene sets VAR_SKY_PILLAR_STATE to 2 and Rayquaza "
                 "then waits at the Sky Pillar's top, so it can be caught before Juan too (a detour); the "
                 "main road goes to Juan's Gym first.",
         "locations": [
             (["MAP_EVER_GRANDE_CITY", "MAP_VICTORY_ROAD_1F", "MAP_VICTORY_ROAD_B1F", "MAP_VICTORY_ROAD_B2F",
               "MAP_METEOR_FALLS_1F_2R", "MAP_METEOR_FALLS_B1F_1R", "MAP_METEOR_FALLS_B1F_2R"],
              [f"{AP_RULES}: REGION_EVER_GRANDE_CITY/SEA -> SOUTH needs HM07 Waterfall; "
               "REGION_METEOR_FALLS_1F_1R/WATER -> WATER_ABOVE_WATERFALL needs HM07 Waterfall",
               layout("MeteorFalls_1F_1R", "the warps to the other rooms are above the waterfall")]),
         ],
         "unlocks": [("waterfall", [ev("data/maps/SootopolisCity/scripts.inc", "giveitem ITEM_HM07")]
                      + waterfall_ev())],
         "received": [
             {"species": "Rayquaza", "how": "static", "level": 70, "location": "MAP_SKY_PILLAR_TOP",
              "needs": ["mach-bike"],
              "source": [ev("data/maps/SkyPillar_Top/scripts.inc", "setwildbattle SPECIES_RAYQUAZA, 70"),
                         ev("data/maps/SootopolisCity/scripts.inc", "setvar VAR_SKY_PILLAR_STATE, 2"),
                         ev("data/maps/SkyPillar_Top/scripts.inc", "call_if_ge SkyPillar_Top_EventScript_TryShowRayquaza"),
                         f"{AP_RULES}: REGION_SKY_PILLAR_2F/RIGHT <-> LEFT needs the Mach Bike"]},
         ]},
        {"before": "end",
         "note": "After the Champion: the S.S. Tidal and the Battle Frontier, the Desert Underpass, Steven in "
                 "Meteor Falls, the Safari Zone's new areas, the Terra and Marine Caves, the roaming Latias or "
                 "Latios, Beldum, the Johto starters (for a complete Hoenn Pokédex), and the Regis (their "
                 "puzzle needs Dive and a Wailord and a Relicanth, so it can be solved before the League; the "
                 "main road meets it after).",
         "locations": [
             (["MAP_SS_TIDAL_ROOMS", "MAP_BATTLE_FRONTIER_OUTSIDE_EAST", "MAP_BATTLE_FRONTIER_LOUNGE6",
               "MAP_BATTLE_FRONTIER_EXCHANGE_SERVICE_CORNER", "MAP_ARTISAN_CAVE_1F", "MAP_ARTISAN_CAVE_B1F"],
              [f"{AP_RULES}: NPC_GIFT_RECEIVED_SS_TICKET needs EVENT_DEFEAT_CHAMPION; the S.S. Tidal needs the "
               "S.S. Ticket; the Battle Frontier is reached from the S.S. Tidal"]),
             (["MAP_DESERT_UNDERPASS", "MAP_METEOR_FALLS_STEVENS_CAVE", "MAP_SAFARI_ZONE_SOUTHEAST",
               "MAP_SAFARI_ZONE_NORTHEAST", "MAP_TERRA_CAVE_END", "MAP_MARINE_CAVE_END"],
              [f"{AP_RULES}: MAP_ROUTE114_FOSSIL_MANIACS_TUNNEL:2/MAP_DESERT_UNDERPASS:0, "
               "MAP_METEOR_FALLS_1F_1R:5/MAP_METEOR_FALLS_STEVENS_CAVE:0, REGION_SAFARI_ZONE_SOUTH/MAIN -> "
               "SOUTHEAST and the Terra/Marine Cave entrances need EVENT_DEFEAT_CHAMPION"]),
             (["MAP_DESERT_RUINS", "MAP_ISLAND_CAVE", "MAP_ANCIENT_TOMB"],
              [f"{AP_RULES}: MAP_ROUTE111:1/MAP_DESERT_RUINS:0, MAP_ROUTE105:0/MAP_ISLAND_CAVE:0 and "
               "MAP_ROUTE120:0/MAP_ANCIENT_TOMB:0 need EVENT_UNDO_REGI_SEAL (catching Wailord and Relicanth; "
               "the Sealed Chamber is under Route 134: Dive)"]),
         ],
         "unlocks": [("ss-ticket", [f"{AP_RULES}: NPC_GIFT_RECEIVED_SS_TICKET needs EVENT_DEFEAT_CHAMPION"])],
         "received": [
             {"species": "Beldum", "how": "gift", "level": 5, "location": "MAP_MOSSDEEP_CITY_STEVENS_HOUSE",
              "source": [ev("data/maps/MossdeepCity_StevensHouse/scripts.inc", "givemon SPECIES_BELDUM, 5"),
                         ev("data/scripts/hall_of_fame.inc",
                            "clearflag FLAG_HIDE_MOSSDEEP_CITY_STEVENS_HOUSE_BELDUM_POKEBALL")]},
         ] + [
             {"species": s, "how": "gift", "level": 5, "location": "MAP_LITTLEROOT_TOWN_PROFESSOR_BIRCHS_LAB",
              "note": "Birch offers one of the three once the Hoenn Pokédex is complete (HasAllHoennMons)",
              "source": [ev("data/maps/LittlerootTown_ProfessorBirchsLab/scripts.inc", "givemon SPECIES_" + s.upper() + ", 5"),
                         ev("data/maps/LittlerootTown_ProfessorBirchsLab/scripts.inc", "HasAllHoennMons")]}
             for s in ("Chikorita", "Cyndaquil", "Totodile")] + [
             {"species": "Sudowoodo", "how": "static", "level": 40, "location": "MAP_BATTLE_FRONTIER_OUTSIDE_EAST",
              "note": "watered with the Wailmer Pail",
              "source": [ev("data/maps/BattleFrontier_OutsideEast/scripts.inc", "setwildbattle SPECIES_SUDOWOODO, 40")]},
             {"species": "Meowth", "how": "trade", "gives": "Skitty", "location": "MAP_BATTLE_FRONTIER_LOUNGE6",
              "note": "the traded Pokémon gets the level of the one given",
              "source": [ev("src/data/trade.h", r"\.species = SPECIES_MEOWTH"),
                         ev("src/data/trade.h", r"\.requestedSpecies = SPECIES_SKITTY"),
                         ev("data/maps/BattleFrontier_Lounge6/scripts.inc", "setvar VAR_0x8008, INGAME_TRADE_MEOWTH")]},
             {"species": "Regirock", "how": "static", "level": 40, "location": "MAP_DESERT_RUINS",
              "source": [ev("data/maps/DesertRuins/scripts.inc", "setwildbattle SPECIES_REGIROCK, 40")]},
             {"species": "Regice", "how": "static", "level": 40, "location": "MAP_ISLAND_CAVE",
              "source": [ev("data/maps/IslandCave/scripts.inc", "setwildbattle SPECIES_REGICE, 40")]},
             {"species": "Registeel", "how": "static", "level": 40, "location": "MAP_ANCIENT_TOMB",
              "needs": ["flash"],
              "source": [ev("data/maps/AncientTomb/scripts.inc", "setwildbattle SPECIES_REGISTEEL, 40"),
                         f"{AP_RULES}: MAP_ANCIENT_TOMB:1/MAP_ANCIENT_TOMB:2 needs HM05 Flash"]},
             {"species": "Groudon", "how": "static", "level": 70, "location": "MAP_TERRA_CAVE_END",
              "source": [ev("data/maps/TerraCave_End/scripts.inc", "setwildbattle SPECIES_GROUDON, 70")]},
             {"species": "Kyogre", "how": "static", "level": 70, "location": "MAP_MARINE_CAVE_END",
              "needs": ["dive"],
              "source": [ev("data/maps/MarineCave_End/scripts.inc", "setwildbattle SPECIES_KYOGRE, 70")]},
         ] + [
             {"species": s, "how": "static", "level": 40, "location": "MAP_LITTLEROOT_TOWN",
              "note": "roams Hoenn's routes after the Hall of Fame; the player's answer at home picks Latias "
                      "or Latios (one of the two)",
              "source": [ev("data/scripts/players_house.inc", "special InitRoamer"),
                         ev("src/roamer.c", r"species = SPECIES_" + s.upper()),
                         ev("src/roamer.c", r"CreateMon\(&gEnemyParty\[0\], .*, 40,")]}
             for s in ("Latias", "Latios")]},
    ]


EMERALD_UNREACHABLE = {
    "MAP_CAVE_OF_ORIGIN_UNUSED_RUBY_SAPPHIRE_MAP1": "an unused map kept from Ruby/Sapphire (no warp leads to it)",
    "MAP_CAVE_OF_ORIGIN_UNUSED_RUBY_SAPPHIRE_MAP2": "an unused map kept from Ruby/Sapphire (no warp leads to it)",
    "MAP_CAVE_OF_ORIGIN_UNUSED_RUBY_SAPPHIRE_MAP3": "an unused map kept from Ruby/Sapphire (no warp leads to it)",
}


# ---------------------------------------------------------------------------
# Ruby/Sapphire
# ---------------------------------------------------------------------------

def rs_checkpoints():
    same = "(the same map in Emerald: "
    cps = [
        {"before": "G1",
         "note": "From Littleroot Town to Rustboro City, as in Emerald (the same maps); Route 116 and the "
                 "west part of Rusturf Tunnel are open from Rustboro.",
         "locations": [
             (["MAP_LITTLEROOT_TOWN", "MAP_ROUTE101", "MAP_OLDALE_TOWN", "MAP_ROUTE103", "MAP_ROUTE102",
               "MAP_PETALBURG_CITY", "MAP_PETALBURG_CITY_WALLYS_HOUSE", "MAP_ROUTE104", "MAP_PETALBURG_WOODS",
               "MAP_RUSTBORO_CITY", "MAP_RUSTBORO_CITY_CUTTERS_HOUSE", "MAP_RUSTBORO_CITY_HOUSE1",
               "MAP_RUSTBORO_CITY_GYM", "MAP_ROUTE116", "MAP_RUSTURF_TUNNEL"],
              [same + f"{AP_RULES}: no rule on this road; {AP_ROUTES}: REGION_ROUTE116/WEST exits to Rustboro "
               "and warps to MAP_RUSTURF_TUNNEL:0)",
               layout("Route103", "the grass is in the west part, next to Oldale Town")]),
         ],
         "unlocks": [],
         "received": [
             {"species": s, "how": "starter", "level": 5, "location": "MAP_ROUTE101",
              "source": [ev("src/starter_choose.c", r"sStarterMons\[\] = \{SPECIES_TREECKO"),
                         ev("src/battle_setup.c", r"ScriptGiveMon\(starterPoke, 5"),
                         ev("data/maps/Route101/scripts.inc", "special ScrSpecial_ChooseStarter")]}
             for s in ("Treecko", "Torchic", "Mudkip")] + [
             {"species": "Makuhita", "how": "trade", "gives": "Slakoth", "location": "MAP_RUSTBORO_CITY_HOUSE1",
              "note": "the traded Pokémon gets the level of the one given (_CreateInGameTradePokemon)",
              "source": [ev("src/trade.c", r"SPECIES_MAKUHITA,"), ev("src/trade.c", r"^\s*SPECIES_SLAKOTH$"),
                         ev("data/maps/RustboroCity_House1/scripts.inc", "setvar VAR_0x8008, 0"),
                         ev("src/trade.c", r"u8 level = GetMonData\(&gPlayerParty\[whichPlayerMon\], MON_DATA_LEVEL")]},
         ]},
        {"before": "G2",
         "note": "After Roxanne: the Devon Goods, Mr. Briney's boat to Dewford Town, Granite Cave. Detour not "
                 "taken: Mr. Briney sails on to Slateport before Brawly once the letter is delivered "
                 f"{same}{AP_RULES}: REGION_DEWFORD_TOWN/MAIN -> REGION_ROUTE109/BEACH).",
         "locations": [
             (["MAP_DEWFORD_TOWN", "MAP_DEWFORD_TOWN_HALL", "MAP_DEWFORD_TOWN_GYM", "MAP_ROUTE106",
               "MAP_GRANITE_CAVE_1F", "MAP_GRANITE_CAVE_B1F", "MAP_GRANITE_CAVE_B2F",
               "MAP_GRANITE_CAVE_STEVENS_ROOM"],
              [same + f"{AP_RULES}: REGION_ROUTE104_MR_BRINEYS_HOUSE/MAIN -> REGION_DEWFORD_TOWN/MAIN needs "
               "EVENT_TALK_TO_MR_STONE)"]),
         ],
         "unlocks": [("cut", cut_ev()), ("old-rod", rods_ev("old-rod"))],
         "received": []},
        {"before": "G3",
         "note": "Slateport City, Route 110, Mauville City and the roads around it. Route 118's grass is east "
                 "of the river (G6).",
         "locations": [
             (["MAP_ROUTE109", "MAP_SLATEPORT_CITY", "MAP_SLATEPORT_CITY_HARBOR", "MAP_SLATEPORT_CITY_OCEANIC_MUSEUM_1F",
               "MAP_SLATEPORT_CITY_CONTEST_HALL", "MAP_ROUTE110", "MAP_ROUTE110_TRICK_HOUSE_ENTRANCE",
               "MAP_ROUTE110_TRICK_HOUSE_END", "MAP_MAUVILLE_CITY", "MAP_MAUVILLE_CITY_HOUSE1",
               "MAP_MAUVILLE_CITY_GAME_CORNER", "MAP_MAUVILLE_CITY_GYM", "MAP_ROUTE117", "MAP_VERDANTURF_TOWN",
               "MAP_VERDANTURF_TOWN_CONTEST_LOBBY"],
              [same + f"{AP_RULES}: REGION_DEWFORD_TOWN/MAIN -> REGION_ROUTE109/BEACH; Route 117 has rules "
               "only for its ponds)"]),
         ],
         "unlocks": [("flash", flash_ev()), ("mach-bike", bikes_ev("mach-bike")),
                     ("acro-bike", bikes_ev("acro-bike")),
                     ("pokeblock-case", [ev("data/maps/SlateportCity_ContestLobby/scripts.inc",
                                            "giveitem ITEM_POKEBLOCK_CASE")])],
         "received": []},
        {"before": "G4",
         "note": "With Rock Smash: Route 111 (passed through; its desert needs the Go-Goggles: G5), Route 112, "
                 "Fiery Path, Route 113, Fallarbor Town, Route 114, Meteor Falls' first room, Mt. Chimney, "
                 "Jagged Pass, Lavaridge Town.",
         "locations": [
             (["MAP_ROUTE112", "MAP_FIERY_PATH", "MAP_ROUTE113", "MAP_FALLARBOR_TOWN", "MAP_FALLARBOR_TOWN_HOUSE1",
               "MAP_ROUTE114", "MAP_ROUTE114_FOSSIL_MANIACS_HOUSE", "MAP_METEOR_FALLS_1F_1R", "MAP_MT_CHIMNEY",
               "MAP_JAGGED_PASS", "MAP_LAVARIDGE_TOWN", "MAP_LAVARIDGE_TOWN_GYM_1F"],
              [same + f"{AP_RULES}: REGION_ROUTE111/SOUTH -> MIDDLE needs HM06 Rock Smash)",
               layout("MeteorFalls_1F_1R", "the warps to the other rooms are above the waterfall")]),
         ],
         "unlocks": [("rock-smash", rocksmash_ev())],
         "received": [
             {"species": "Wynaut", "how": "egg", "level": 5, "location": "MAP_LAVARIDGE_TOWN",
              "note": "an Egg; it hatches at level 5 (EGG_HATCH_LEVEL)",
              "source": [ev("data/maps/LavaridgeTown/scripts.inc", "giveegg SPECIES_WYNAUT"),
                         ev("src/daycare.c", r"CreateMon\(mon, species, EGG_HATCH_LEVEL"),
                         ev("include", r"define EGG_HATCH_LEVEL 5")]},
         ]},
        {"before": "G5",
         "note": "After Flannery: the Go-Goggles open Route 111's desert (with the two fossils); Strength "
                 "opens Fiery Path's boulders.",
         "locations": [
             (["MAP_ROUTE111"],
              [ev("data/maps/LavaridgeTown/scripts.inc", "giveitem ITEM_GO_GOGGLES"),
               layout("Route111", "no grass: the wild Pokémon are met on the desert's sand"),
               same + f"{AP_RULES}: REGION_ROUTE111/MIDDLE -> DESERT needs Go Goggles)"]),
             (["MAP_RUSTBORO_CITY_DEVON_CORP_2F"],
              [ev("data/maps/RustboroCity_DevonCorp_2F/scripts.inc", "givemon SPECIES_LILEEP")]),
             (["MAP_PETALBURG_CITY_GYM"], [ev("data/maps/PetalburgCity_Gym/scripts.inc", "TRAINER_NORMAN")]),
         ],
         "unlocks": [("strength", strength_ev()),
                     ("go-goggles", [ev("data/maps/LavaridgeTown/scripts.inc", "giveitem ITEM_GO_GOGGLES")])],
         "received": [
             {"species": s, "how": "fossil", "level": 20, "location": "MAP_RUSTBORO_CITY_DEVON_CORP_2F",
              "needs": ["go-goggles"],
              "note": "the player takes one of the two fossils in Route 111's desert (Root Fossil: Lileep, "
                      "Claw Fossil: Anorith)",
              "source": [ev("data/maps/Route111/scripts.inc", "giveitem ITEM_" + f + "_FOSSIL"),
                         ev("data/maps/RustboroCity_DevonCorp_2F/scripts.inc", "givemon SPECIES_" + s.upper())]}
             for s, f in (("Lileep", "ROOT"), ("Anorith", "CLAW"))]},
        {"before": "G6",
         "note": "After Norman: Surf. Route 118's east side, Route 119, the Weather Institute, Fortree City and "
                 "Route 120 (Steven's Devon Scope reveals the Kecleon before Fortree's Gym, the same object "
                 "as in Emerald), and the waters Surf opens behind the player. Detour not taken: Route 120 "
                 "leads on to Route 121 and Lilycove before Winona.",
         "locations": [
             (["MAP_ROUTE105", "MAP_ROUTE107", "MAP_ROUTE108", "MAP_ABANDONED_SHIP_ROOMS_B1F",
               "MAP_ABANDONED_SHIP_ROOM_B1F"],
              [same + f"{AP_RULES}: the sea routes need HM03 Surf; the Abandoned Ship is Route 108's wreck)"]),
             (["MAP_ROUTE115"],
              [same + f"{AP_ROUTES}: Route 115's grass is in REGION_ROUTE115/NORTH_BELOW_SLOPE, reached from "
               "the SEA)",
               layout("Route115", "the only grass is in the north-west corner")]),
             (["MAP_ROUTE118", "MAP_ROUTE119", "MAP_ROUTE119_WEATHER_INSTITUTE_2F", "MAP_FORTREE_CITY",
               "MAP_FORTREE_CITY_HOUSE1", "MAP_FORTREE_CITY_HOUSE2", "MAP_FORTREE_CITY_GYM", "MAP_ROUTE120",
               "MAP_SCORCHED_SLAB"],
              [layout("Route118", "the grass is east of the river only"),
               ev("data/maps/FortreeCity/map.json", "FortreeCity_EventScript_Kecleon"),
               ev("data/maps/FortreeCity/scripts.inc", "checkitem ITEM_DEVON_SCOPE"),
               same + f"{AP_RULES}: REGION_FORTREE_CITY/MAIN -> BEFORE_GYM needs the Devon Scope)"]),
             (["MAP_NEW_MAUVILLE_ENTRANCE", "MAP_NEW_MAUVILLE_INSIDE"],
              [ev("data/maps/MauvilleCity/scripts.inc", "giveitem ITEM_BASEMENT_KEY"),
               same + f"{AP_RULES}: New Mauville is reached by Surf from Route 110, its inside with the Basement "
               "Key)"]),
         ],
         "unlocks": [("surf", surf_ev()), ("good-rod", rods_ev("good-rod")),
                     ("devon-scope", [ev("data/maps/Route120/scripts.inc", "giveitem ITEM_DEVON_SCOPE")]),
                     ("basement-key", [ev("data/maps/MauvilleCity/scripts.inc", "giveitem ITEM_BASEMENT_KEY")]),
                     ("storage-key", [ev("data/item_ball_scripts.inc", "finditem ITEM_STORAGE_KEY"),
                                      ev("data/maps/AbandonedShip_CaptainsOffice/map.json", "ITEM_ABANDONED_SHIP")])],
         "received": [
             {"species": "Castform", "how": "gift", "level": 25, "location": "MAP_ROUTE119_WEATHER_INSTITUTE_2F",
              "source": [ev("data/maps/Route119_WeatherInstitute_2F/scripts.inc", "givemon SPECIES_CASTFORM, 25")]},
             {"species": "Kecleon", "how": "static", "level": 30, "location": "MAP_ROUTE120",
              "needs": ["devon-scope"],
              "note": "the Kecleon of Routes 119 and 120, seen with the Devon Scope",
              "source": [ev("data/maps/Route120/scripts.inc", "setwildbattle SPECIES_KECLEON, 30"),
                         ev("data/scripts/static_pokemon.inc", "setwildbattle SPECIES_KECLEON, 30")]},
             {"species": "Voltorb", "how": "static", "level": 25, "location": "MAP_NEW_MAUVILLE_INSIDE",
              "needs": ["basement-key", "surf"], "note": "three Voltorb disguised as items",
              "source": [ev("data/maps/NewMauville_Inside/scripts.inc", "setwildbattle SPECIES_VOLTORB, 25")]},
             {"species": "Skitty", "how": "trade", "gives": "Pikachu", "location": "MAP_FORTREE_CITY_HOUSE1",
              "note": "the traded Pokémon gets the level of the one given",
              "source": [ev("src/trade.c", r"SPECIES_SKITTY,"), ev("src/trade.c", r"^\s*SPECIES_PIKACHU$"),
                         ev("data/maps/FortreeCity_House1/scripts.inc", "setvar VAR_0x8008, 1")]},
         ]},
        {"before": "G7",
         "note": "After Winona: Route 121, the Safari Zone, Lilycove City, Mt. Pyre (Route 122), Route 123, the "
                 "villains' hideout in Lilycove, Route 124 and Mossdeep City, with Route 125 and Shoal Cave "
                 "beside Mossdeep. Steven gives HM08 Dive in his Mossdeep house already, but Dive needs the "
                 "Mind Badge (G8).",
         "locations": [
             (["MAP_ROUTE121", "MAP_SAFARI_ZONE_SOUTHWEST", "MAP_SAFARI_ZONE_NORTHWEST", "MAP_SAFARI_ZONE_NORTHEAST",
               "MAP_SAFARI_ZONE_SOUTHEAST", "MAP_LILYCOVE_CITY", "MAP_LILYCOVE_CITY_DEPARTMENT_STORE_4F",
               "MAP_LILYCOVE_CITY_HOUSE2", "MAP_ROUTE122", "MAP_MT_PYRE_1F", "MAP_MT_PYRE_2F", "MAP_MT_PYRE_3F",
               "MAP_MT_PYRE_4F", "MAP_MT_PYRE_5F", "MAP_MT_PYRE_6F", "MAP_MT_PYRE_EXTERIOR", "MAP_MT_PYRE_SUMMIT",
               "MAP_ROUTE123", "MAP_AQUA_HIDEOUT_B1F", "MAP_MAGMA_HIDEOUT_B1F", "MAP_ROUTE124",
               "MAP_ROUTE124_DIVING_TREASURE_HUNTERS_HOUSE", "MAP_MOSSDEEP_CITY", "MAP_MOSSDEEP_CITY_GYM",
               "MAP_MOSSDEEP_CITY_SPACE_CENTER_1F", "MAP_MOSSDEEP_CITY_STEVENS_HOUSE", "MAP_ROUTE125",
               "MAP_SHOAL_CAVE_LOW_TIDE_ENTRANCE_ROOM", "MAP_SHOAL_CAVE_LOW_TIDE_INNER_ROOM",
               "MAP_SHOAL_CAVE_LOW_TIDE_STAIRS_ROOM", "MAP_SHOAL_CAVE_LOW_TIDE_LOWER_ROOM",
               "MAP_SHOAL_CAVE_LOW_TIDE_ICE_ROOM"],
              [same + f"{AP_ROUTES}: REGION_ROUTE121/EAST exits to REGION_ROUTE122/SEA and Lilycove; "
               "REGION_ROUTE123/WEST exits only to REGION_ROUTE118/EAST)",
               layout("Route123", "the west part (from Route 118) has no grass"),
               ev("data/maps/LilycoveCity/map.json", "MAP_MAGMA_HIDEOUT_1F"),
               ev("data/maps/LilycoveCity/scripts.inc", r"\.ifndef SAPPHIRE")]),
         ],
         "unlocks": [("fly", fly_ev()), ("super-rod", rods_ev("super-rod"))],
         "received": [
             {"species": "Electrode", "how": "static", "level": 30, "location": loc, "versions": [v],
              "note": "two Electrode disguised as items in the hideout of the version's villains (the same "
                      "script in both maps)",
              "source": [ev("data/scripts/static_pokemon.inc", "setwildbattle SPECIES_ELECTRODE, 30"),
                         ev(f"data/maps/{folder}/map.json", "Hideout_B1F_EventScript_Electrode1"),
                         ev("data/maps/LilycoveCity/map.json", "MAP_" + team + "_HIDEOUT_1F")]}
             for loc, v, folder, team in (("MAP_MAGMA_HIDEOUT_B1F", "ruby", "MagmaHideout_B1F", "MAGMA"),
                                          ("MAP_AQUA_HIDEOUT_B1F", "sapphire", "AquaHideout_B1F", "AQUA"))]},
        {"before": "G8",
         "note": "After Tate and Liza: Dive. Routes 126-128, the Seafloor Cavern, Sootopolis City and the Cave "
                 "of Origin, where the awakened Groudon (Ruby) or Kyogre (Sapphire) is met before Wallace's "
                 "Gym opens; HM07 Waterfall lies in the cave. Routes 129-134 and Pacifidlog Town are open "
                 "by sea beside that road. The Sky Pillar opens only after the Champion in these versions.",
         "locations": [
             (["MAP_ROUTE126", "MAP_ROUTE127", "MAP_ROUTE128", "MAP_UNDERWATER1", "MAP_UNDERWATER2",
               "MAP_SEAFLOOR_CAVERN_ENTRANCE", "MAP_SEAFLOOR_CAVERN_ROOM1", "MAP_SEAFLOOR_CAVERN_ROOM2",
               "MAP_SEAFLOOR_CAVERN_ROOM3", "MAP_SEAFLOOR_CAVERN_ROOM4", "MAP_SEAFLOOR_CAVERN_ROOM5",
               "MAP_SEAFLOOR_CAVERN_ROOM6", "MAP_SEAFLOOR_CAVERN_ROOM7", "MAP_SEAFLOOR_CAVERN_ROOM8",
               "MAP_SEAFLOOR_CAVERN_ROOM9", "MAP_SOOTOPOLIS_CITY", "MAP_SOOTOPOLIS_CITY_HOUSE1",
               "MAP_SOOTOPOLIS_CITY_GYM_1F", "MAP_CAVE_OF_ORIGIN_ENTRANCE", "MAP_CAVE_OF_ORIGIN_1F",
               "MAP_CAVE_OF_ORIGIN_B1F", "MAP_CAVE_OF_ORIGIN_B2F", "MAP_CAVE_OF_ORIGIN_B3F", "MAP_CAVE_OF_ORIGIN_B4F",
               "MAP_ROUTE129", "MAP_ROUTE130", "MAP_ROUTE131", "MAP_PACIFIDLOG_TOWN", "MAP_PACIFIDLOG_TOWN_HOUSE2",
               "MAP_PACIFIDLOG_TOWN_HOUSE3", "MAP_ROUTE132", "MAP_ROUTE133", "MAP_ROUTE134",
               "MAP_ABANDONED_SHIP_HIDDEN_FLOOR_CORRIDORS", "MAP_ABANDONED_SHIP_HIDDEN_FLOOR_ROOMS"],
              [ev("data/maps/CaveOfOrigin_B4F/scripts.inc", "setwildbattle SPECIES_GROUDON_OR_KYOGRE, 45"),
               same + f"{AP_RULES}: the Seafloor Cavern and Sootopolis are reached by Dive; Routes 127-131 and "
               "Pacifidlog are joined by sea with no rule; the Abandoned Ship's hidden floor is reached from "
               "under water)",
               "MAP_UNDERWATER1 and MAP_UNDERWATER2 are under Routes 124 and 126 (their map.json connections)",
               "Route 130's land table is Mirage Island, which appears only on some days"]),
         ],
         "unlocks": [("dive", dive_ev())],
         "received": [
             {"species": s, "how": "static", "level": 45, "location": "MAP_CAVE_OF_ORIGIN_B4F", "versions": [v],
              "source": [ev("data/maps/CaveOfOrigin_B4F/scripts.inc", "setwildbattle SPECIES_GROUDON_OR_KYOGRE, 45"),
                         ev("constants/version.inc", ".set SPECIES_GROUDON_OR_KYOGRE, SPECIES_" + s.upper()),
                         ev("data/maps/CaveOfOrigin_B4F/scripts.inc", "clearflag FLAG_HIDE_WALLACE_SOOTOPOLIS_GYM")],
              "note": "the battle of the Sootopolis crisis; afterwards Wallace waits in his Gym"}
             for s, v in (("Groudon", "ruby"), ("Kyogre", "sapphire"))] + [
             {"species": "Corsola", "how": "trade", "gives": "Bellossom", "location": "MAP_PACIFIDLOG_TOWN_HOUSE3",
              "note": "the traded Pokémon gets the level of the one given",
              "source": [ev("src/trade.c", r"SPECIES_CORSOLA,"), ev("src/trade.c", r"^\s*SPECIES_BELLOSSOM$"),
                         ev("data/maps/PacifidlogTown_House3/scripts.inc", "setvar VAR_0x8008, 2")]},
         ]},
        {"before": "E4",
         "note": "After Wallace: Waterfall (Route 128 to Ever Grande City, Victory Road; the other rooms of "
                 "Meteor Falls).",
         "locations": [
             (["MAP_EVER_GRANDE_CITY", "MAP_VICTORY_ROAD_1F", "MAP_VICTORY_ROAD_B1F", "MAP_VICTORY_ROAD_B2F",
               "MAP_METEOR_FALLS_1F_2R", "MAP_METEOR_FALLS_B1F_1R", "MAP_METEOR_FALLS_B1F_2R"],
              [same + f"{AP_RULES}: REGION_EVER_GRANDE_CITY/SEA -> SOUTH and REGION_METEOR_FALLS_1F_1R/WATER "
               "-> WATER_ABOVE_WATERFALL need HM07 Waterfall)",
               layout("MeteorFalls_1F_1R", "the warps to the other rooms are above the waterfall")]),
         ],
         "unlocks": [("waterfall", [ev("data/item_ball_scripts.inc", "finditem ITEM_HM07_WATERFALL")]
                      + waterfall_ev())],
         "received": []},
        {"before": "end",
         "note": "After the Champion: the S.S. Tidal, the Sky Pillar (Rayquaza), the roaming Latios (Ruby) or "
                 "Latias (Sapphire), Beldum, and the Regis (their puzzle needs Dive and a Wailord and a "
                 "Relicanth, so it can be solved before the League; the main road meets it after).",
         "locations": [
             (["MAP_SS_TIDAL_ROOMS", "MAP_SKY_PILLAR_1F", "MAP_SKY_PILLAR_3F", "MAP_SKY_PILLAR_5F",
               "MAP_SKY_PILLAR_TOP"],
              [ev("data/maps/Route131/scripts.inc", "call_if_set FLAG_SYS_GAME_CLEAR"),
               same + f"{AP_RULES}: the S.S. Ticket is given after the Champion)"]),
             (["MAP_DESERT_RUINS", "MAP_ISLAND_CAVE", "MAP_ANCIENT_TOMB"],
              [same + f"{AP_RULES}: the three chambers need EVENT_UNDO_REGI_SEAL: Wailord and Relicanth, "
               "Dive to the Sealed Chamber under Route 134)"]),
         ],
         "unlocks": [("ss-ticket", [same + f"{AP_RULES}: NPC_GIFT_RECEIVED_SS_TICKET needs EVENT_DEFEAT_CHAMPION)"])],
         "received": [
             {"species": "Rayquaza", "how": "static", "level": 70, "location": "MAP_SKY_PILLAR_TOP",
              "needs": ["mach-bike"],
              "source": [ev("data/maps/SkyPillar_Top/scripts.inc", "setwildbattle SPECIES_RAYQUAZA, 70"),
                         ev("data/maps/Route131/scripts.inc", "call_if_set FLAG_SYS_GAME_CLEAR")]},
             {"species": "Beldum", "how": "gift", "level": 5, "location": "MAP_MOSSDEEP_CITY_STEVENS_HOUSE",
              "source": [ev("data/maps/MossdeepCity_StevensHouse/scripts.inc", "givemon SPECIES_BELDUM, 5"),
                         ev("data/scripts/hall_of_fame.inc", "clearflag FLAG_HIDE_BELDUM_BALL_STEVENS_HOUSE")]},
             {"species": "Regirock", "how": "static", "level": 40, "location": "MAP_DESERT_RUINS",
              "source": [ev("data/maps/DesertRuins/scripts.inc", "setwildbattle SPECIES_REGIROCK, 40")]},
             {"species": "Regice", "how": "static", "level": 40, "location": "MAP_ISLAND_CAVE",
              "source": [ev("data/maps/IslandCave/scripts.inc", "setwildbattle SPECIES_REGICE, 40")]},
             {"species": "Registeel", "how": "static", "level": 40, "location": "MAP_ANCIENT_TOMB",
              "source": [ev("data/maps/AncientTomb/scripts.inc", "setwildbattle SPECIES_REGISTEEL, 40")]},
         ] + [
             {"species": s, "how": "static", "level": 40, "location": "MAP_LITTLEROOT_TOWN", "versions": [v],
              "note": "roams Hoenn's routes after the Hall of Fame (the TV news at home)",
              "source": [ev("data/scripts/tv.inc", "special InitRoamer"),
                         ev("include/constants/species.h", "define ROAMER_SPECIES SPECIES_" + s.upper()),
                         ev("src/roamer.c", r"CreateMon\(&gEnemyParty\[0\], ROAMER_SPECIES, 40")]}
             for s, v in (("Latios", "ruby"), ("Latias", "sapphire"))]},
    ]
    return cps


RS_UNREACHABLE = {}


# ---------------------------------------------------------------------------
# Items: the rules beyond "its location's checkpoint"
# ---------------------------------------------------------------------------
# (location, item) -> {"needs": [...], "after": checkpoint id of a story event, "why": [evidence]}

def item_rules(game):
    common = {
        ("MAP_ROUTE110_TRICK_HOUSE_END", "tm12"): {"needs": ["cut"], "why": [
            f"{AP_RULES}: REGION_ROUTE110_TRICK_HOUSE_PUZZLE1/ENTRANCE -> REWARDS needs HM01 Cut"]},
        ("MAP_ROUTE110_TRICK_HOUSE_ENTRANCE", "tm12"): {"needs": ["cut"], "why": [
            f"{AP_RULES}: REGION_ROUTE110_TRICK_HOUSE_PUZZLE1/ENTRANCE -> REWARDS needs HM01 Cut"]},
        ("MAP_RUSTURF_TUNNEL", "hm04"): {"needs": ["rock-smash"], "why": [
            f"{AP_RULES}: NPC_GIFT_RECEIVED_HM_STRENGTH needs HM06 Rock Smash"]},
        ("MAP_FIERY_PATH", "tm06"): {"needs": ["strength"], "why": [
            f"{AP_RULES}: REGION_FIERY_PATH/MAIN -> BEHIND_BOULDER needs HM04 Strength"]},
        ("MAP_FIERY_PATH", "fire-stone"): {"needs": ["strength"], "why": [
            f"{AP_RULES}: REGION_FIERY_PATH/MAIN -> BEHIND_BOULDER needs HM04 Strength"]},
        ("MAP_ROUTE115", "tm01"): {"needs": ["surf"], "why": [
            f"{AP_ROUTES}: ITEM_ROUTE_115_TM01 is in REGION_ROUTE115/NORTH_BELOW_SLOPE (reached by sea)"]},
        ("MAP_ROUTE119", "leaf-stone"): {"needs": ["surf"], "why": [
            f"{AP_ROUTES}: ITEM_ROUTE_119_LEAF_STONE is in REGION_ROUTE119/MIDDLE_RIVER; {AP_RULES}: UPPER -> "
            "MIDDLE_RIVER needs HM03 Surf"]},
        ("MAP_NEW_MAUVILLE_INSIDE", "thunder-stone"): {"needs": ["basement-key", "surf"], "why": [
            f"{AP_TRACKER}: ITEM_NEW_MAUVILLE_THUNDER_STONE needs the Basement Key and Surf"]},
        ("MAP_ABANDONED_SHIP_ROOM_B1F", "tm13"): {"needs": ["storage-key"], "why": [
            f"{AP_RULES}: MAP_ABANDONED_SHIP_CORRIDORS_B1F:5/MAP_ABANDONED_SHIP_ROOM_B1F:0 needs the Storage Key"]},
        ("MAP_SCORCHED_SLAB", "tm11"): {"needs": ["surf", "devon-scope"], "why": [
            f"{AP_RULES}: REGION_ROUTE120/NORTH -> NORTH_POND_SHORE needs the Devon Scope, NORTH_POND_SHORE -> "
            "NORTH_POND Surf; routes.json: NORTH_POND warps to MAP_SCORCHED_SLAB"]},
        ("MAP_SAFARI_ZONE_NORTHWEST", "tm22"): {"needs": ["mach-bike"], "why": [
            f"{AP_RULES}: REGION_SAFARI_ZONE_SOUTHWEST/MAIN -> REGION_SAFARI_ZONE_NORTHWEST/MAIN needs the Mach Bike"]},
        ("MAP_SHOAL_CAVE_LOW_TIDE_ICE_ROOM", "tm07"): {"needs": ["strength"], "why": [
            f"{AP_TRACKER}: ITEM_SHOAL_CAVE_ICE_ROOM_TM07 needs can_strength"]},
        ("MAP_SEAFLOOR_CAVERN_ROOM9", "tm26"): {"needs": ["strength", "rock-smash"], "why": [
            f"{AP_RULES}: the Seafloor Cavern's rooms need HM04 Strength and HM06 Rock Smash"]},
        ("MAP_VICTORY_ROAD_B1F", "tm29"): {"needs": ["strength", "rock-smash"], "why": [
            f"{AP_TRACKER}: ITEM_VICTORY_ROAD_B1F_TM29 needs can_strength and can_rocksmash"]},
        ("MAP_METEOR_FALLS_1F_1R", "tm23"): {"needs": ["surf", "waterfall"], "why": [
            f"{AP_TRACKER}: ITEM_METEOR_FALLS_1F_1R_TM23 needs can_waterfall",
            layout("MeteorFalls_1F_1R", "the TM (2,4) is in the room above the waterfall")]},
        ("MAP_SLATEPORT_CITY_HARBOR", "deep-sea-tooth"): {"needs": ["dive"], "why": [
            "Captain Stern trades it for the Scanner, which lies on the Abandoned Ship's hidden floor "
            f"(reached by Dive); {AP_RULES}: NPC_GIFT_RECEIVED_DEEP_SEA_TOOTH needs the Scanner and the Mind Badge"]},
        ("MAP_SLATEPORT_CITY_HARBOR", "deep-sea-scale"): {"needs": ["dive"], "why": [
            "Captain Stern trades it for the Scanner, which lies on the Abandoned Ship's hidden floor "
            f"(reached by Dive); {AP_RULES}: NPC_GIFT_RECEIVED_DEEP_SEA_SCALE needs the Scanner and the Mind Badge"]},
        ("MAP_MAUVILLE_CITY", "tm24"): {"needs": ["basement-key", "surf"], "why": [
            f"{AP_RULES}: NPC_GIFT_GOT_TM_THUNDERBOLT_FROM_WATTSON needs EVENT_DEFEAT_NORMAN and "
            "EVENT_TURN_OFF_GENERATOR (New Mauville)"]},
        ("MAP_DEWFORD_TOWN_HALL", "tm36"): {"after": "G6", "why": [
            ev("data/maps/PetalburgCity_Gym/scripts.inc", r"clearflag FLAG_HIDE_\w*SLUDGE_BOMB_MAN")]},
    }
    for stone in ("fire-stone", "thunder-stone", "water-stone", "leaf-stone"):
        common[("MAP_ROUTE124_DIVING_TREASURE_HUNTERS_HOUSE", stone)] = {"needs": ["dive"], "why": [
            "traded for a shard; the shards lie in Route 124's and 126's enclosed areas and under water "
            f"({AP_ROUTES}: ITEM_ROUTE_124_RED_SHARD etc. in REGION_ROUTE124/*_ENCLOSED_AREA_*, reached "
            "through REGION_UNDERWATER_ROUTE124/TUNNEL_*; rules.py: those need HM08 Dive)"]}
    if game == "emerald":
        common[("MAP_PETALBURG_CITY_WALLYS_HOUSE", "hm03")] = {"after": "G6", "why": [
            ev("data/maps/PetalburgCity_Gym/scripts.inc", "setvar VAR_PETALBURG_CITY_STATE, 4"),
            ev("data/maps/PetalburgCity_WallysHouse/scripts.inc",
               "map_script_2 VAR_PETALBURG_CITY_STATE, 4, PetalburgCity_WallysHouse_EventScript_GiveHM03Surf")]}
        common[("MAP_MOSSDEEP_CITY_STEVENS_HOUSE", "hm08")] = {"after": "G8", "why": [
            f"{AP_RULES}: NPC_GIFT_RECEIVED_HM_DIVE needs EVENT_DEFEAT_MAXIE_AT_SPACE_STATION, which needs "
            "EVENT_DEFEAT_TATE_AND_LIZA"]}
        common[("MAP_SOOTOPOLIS_CITY", "hm07")] = {"after": "G8", "why": [
            f"{AP_RULES}: NPC_GIFT_RECEIVED_HM_WATERFALL needs EVENT_RAYQUAZA_STOPS_FIGHT"]}
        common[("MAP_ROUTE111", "tm43")] = {"why": [
            "the Secret Power man stands in Route 111's north part (archipelago routes.json: "
            "NPC_GIFT_RECEIVED_SECRET_POWER in REGION_ROUTE111/NORTH), passed at G4; placed with Route 111"]}
    else:
        common[("MAP_PETALBURG_CITY_WALLYS_HOUSE", "hm03")] = {"after": "G6", "why": [
            ev("data/maps/PetalburgCity_WallysHouse/scripts.inc",
               "goto_if_set FLAG_DEFEATED_PETALBURG_GYM, PetalburgCity_WallysHouse_EventScript_GiveHMSurf")]}
        common[("MAP_ROUTE111", "tm43")] = {"why": [
            "the Secret Power man stands in Route 111's north part, passed at G4; placed with Route 111"]}
    return common


# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------

def location_name(mid, src_maps, sections):
    """A location's name from its map id: MAP_ROUTE110_TRICK_HOUSE_END -> 'Route 110 Trick House End'.

    A word of letters and digits is split (ROUTE116 -> 'Route 116', ROOM1 -> 'Room 1'); a route's
    number is checked against the map's region map section (map.json `region_map_section`
    MAPSEC_ROUTE_116, the section the game names "ROUTE 116"): the build stops if they differ.
    """
    special = src_maps.get(mid)
    if special:
        return special
    words = []
    for w in mid[len("MAP_"):].split("_"):
        m = re.fullmatch(r"([A-Z]+)(\d+)", w)
        if w in NAME_FIXES:
            words.append(NAME_FIXES[w])
        elif re.fullmatch(r"B?\d+F|\d+R|\d+", w):
            words.append(w)
        elif m:
            if m.group(1) == "ROUTE" and sections.get(mid) != "MAPSEC_ROUTE_" + m.group(2):
                raise SystemExit(f"{mid}: region map section {sections.get(mid)}, not route {m.group(2)}")
            words.append(m.group(1).capitalize() + " " + m.group(2))
        else:
            words.append(w.capitalize())
    return " ".join(words)


def map_sections(src):
    """Map id -> its region map section (data/maps/*/map.json `region_map_section`)."""
    out = {}
    for folder in src.ls("data/maps"):
        if src.exists(f"{folder}/map.json"):
            mj = json.loads(src.read(f"{folder}/map.json"))
            out[mj["id"]] = mj.get("region_map_section")
    return out


def underwater_names(src):
    """MAP_UNDERWATERn -> 'Route N (underwater)' from the map's connections."""
    out = {}
    for folder in src.ls("data/maps"):
        name = folder.split("/")[-1]
        if not re.fullmatch(r"Underwater\d", name):
            continue
        mj = json.loads(src.read(f"{folder}/map.json"))
        routes = [c["map"] for c in (mj.get("connections") or []) if c["map"].startswith("MAP_ROUTE")]
        if len(routes) == 1:
            out[mj["id"]] = "Route " + routes[0][len("MAP_ROUTE"):] + " (underwater)"
    return out


def build(game, git_dir, commit):
    cfg = GAMES[game]
    src = scan_rse.Src(git_dir, commit)
    E = Evidence(src, cfg["short"])
    spname = species_namer()
    specs = emerald_checkpoints() if game == "emerald" else rs_checkpoints()
    unreachable = EMERALD_UNREACHABLE if game == "emerald" else RS_UNREACHABLE
    if [c["before"] for c in specs] != ORDER:
        raise SystemExit("checkpoints out of order")
    with open(os.path.join(ROOT, "data", "games", game + ".json"), encoding="utf-8") as f:
        gyms = [g["id"] for g in json.load(f)["gyms"]]
    if gyms + ["end"] != ORDER:
        raise SystemExit(f"gyms of data/games/{game}.json: {gyms}")

    cp_of_loc, cp_of_gate = {}, {}
    checkpoints = []
    for c in specs:
        out = {"before": c["before"]}
        if c.get("note"):
            out["note"] = c["note"]
        out["locations"] = []
        for maps, why in c["locations"]:
            text = E.render(why)
            for m in maps:
                if m in cp_of_loc:
                    raise SystemExit(f"{m} placed twice")
                cp_of_loc[m] = c["before"]
                out["locations"].append({"id": m, "source": text})
        out["unlocks"] = []
        for gate, why in c["unlocks"]:
            if gate in cp_of_gate:
                raise SystemExit(f"gate {gate} twice")
            cp_of_gate[gate] = c["before"]
            out["unlocks"].append({"gate": gate, "source": E.render(why)})
        out["received"] = []
        for r in c["received"]:
            e = {k: v for k, v in r.items() if k != "source"}
            e["species"] = spname("SPECIES_" + e["species"].upper())
            if "gives" in e:
                e["gives"] = spname("SPECIES_" + e["gives"].upper())
            e["source"] = E.render(r["source"])
            out["received"].append(e)
        out["items"] = []
        checkpoints.append(out)

    # items
    rules = item_rules(game)
    used_rules = set()
    found = scan_rse.scan(src, game)
    for it in found:
        loc, item = it["location"], it["item"]
        if loc not in cp_of_loc:
            raise SystemExit(f"item {item} at {loc}: location not placed")
        idx = ORDER.index(cp_of_loc[loc])
        rule = rules.get((loc, item), {})
        if (loc, item) in rules:
            used_rules.add((loc, item))
        needs = list(rule.get("needs", []))
        for g in needs:
            if g not in cp_of_gate:
                raise SystemExit(f"gate {g} never unlocked")
            idx = max(idx, ORDER.index(cp_of_gate[g]))
        if rule.get("after"):
            idx = max(idx, ORDER.index(rule["after"]))
        if it["how"] == "gym-reward":
            folder = it["source"].split("/")[2]
            gym = scan_rse.GYM_MAPS[folder]
            idx = max(idx, ORDER.index(gym) + 1)
        entry = {"item": item, "location": loc, "how": it["how"], "needs": needs,
                 "source": f"{cfg['short']} {it['source']}"}
        if rule.get("why"):
            entry["source"] += "; " + E.render(rule["why"])
        checkpoints[idx]["items"].append(entry)
    unused = set(rules) - used_rules
    if unused:
        raise SystemExit(f"item rules matching nothing: {sorted(unused)}")
    for c in checkpoints:
        c["items"].sort(key=lambda e: (e["item"][:2] != "tm", e["item"][:2] != "hm", e["item"], e["location"], e["how"]))

    # every location of the game's files is placed (or named unreachable)
    enc_maps = []
    wild = json.loads(src.read("src/data/wild_encounters.json"))
    for g in wild["wild_encounter_groups"]:
        if g.get("for_maps"):
            for e in g["encounters"]:
                if e["map"] not in enc_maps:
                    enc_maps.append(e["map"])
    received_maps = [r["location"] for c in checkpoints for r in c["received"]]
    used = set(enc_maps) | {it["location"] for it in found} | set(received_maps)
    missing = sorted(m for m in used if m not in cp_of_loc and m not in unreachable)
    if missing:
        raise SystemExit(f"locations not placed: {missing}")
    for m in unreachable:
        if m in cp_of_loc:
            raise SystemExit(f"{m} both placed and unreachable")
    specials = underwater_names(src)
    all_locs = list(cp_of_loc) + [m for m in unreachable if m in used]
    sections = map_sections(src)
    locations = {m: location_name(m, specials, sections) for m in sorted(all_locs)}

    note = ("Checkpoints follow the main road of a first-time player; each checkpoint's note names the "
            "detours it does not take and the gate that allows them. A location is listed at the first "
            "checkpoint where the player can reach the part of it where its wild Pokémon live (so a map "
            "passed through earlier, whose grass or sand is behind a gate, comes later). Side areas open "
            "from the current part of the road (a pond opened by Surf, the routes around Mossdeep) count; "
            "the next part of the story does not. Field moves need their HM and a badge; gates are "
            "listed when both are had. Items: every TM, HM and evolution item the player can obtain "
            "(item balls, hidden items, gifts, gym rewards, marts, Game Corner prizes, trades), at the "
            "first checkpoint where it can be had.")
    if unreachable:
        note += (" Locations named in `locations` but in no checkpoint are never reached: "
                 + "; ".join(f"{m}: {why}" for m, why in unreachable.items()) + ".")
    note += (" Not included: Pokémon from event tickets (Eon Ticket: Southern Island's Latias/Latios; "
             "Emerald's Old Sea Map, Aurora and Mystic Tickets: Mew, Deoxys, Ho-Oh, Lugia), Day-Care eggs, "
             "and wild held items.")
    sources = {cfg["short"]: f"{cfg['repo']} at {commit}"
               + (" (read from the fetched fork mrgriffin/pokeemerald, which holds that commit; the snapshot of "
                  "pret/pokeemerald was over the fetch limit)" if game == "emerald" else "")}
    sources.update(SOURCES_COMMON)
    conditions = {}
    for name, rule in condition_rules(game).items():
        if rule["gate"] is not None and rule["gate"] not in cp_of_gate:
            raise SystemExit(f"condition {name}: gate {rule['gate']} never unlocked")
        conditions[name] = {"gate": rule["gate"], "note": rule["note"], "source": E.render(rule["source"])}
    return {
        "game": game,
        "versions": cfg["versions"],
        "sources": sources,
        "generator": "data/story/build_rse.py",
        "note": note,
        "locations": locations,
        "checkpoints": checkpoints,
        "extra": {"conditions": conditions},
    }


def condition_rules(game):
    """What each evolution condition needs (the story's `extra.conditions`):
    the gate from whose checkpoint it is met (None: from the first), with
    its evidence."""
    pokemon_c = "src/pokemon.c" if game == "emerald" else "src/pokemon_3.c"
    step = "UpdateHappinessStepCounter" if game == "emerald" else "UpdateHappinessStep"
    friendship = {
        "gate": None,
        "note": "walking raises the party's friendship every 128 steps from the first step of the game; "
                "levels and vitamins raise it too",
        "source": [ev("src/field_control_avatar.c", rf"^static void {step}\(void\)$"),
                   ev("src/field_control_avatar.c", r"AdjustFriendship\(mon, FRIENDSHIP_EVENT_WALKING\)"),
                   ev(pokemon_c, r"case EVO_FRIENDSHIP:")],
    }
    if game == "emerald":
        case = [ev("data/scripts/contest_hall.inc", "LilycoveCity_ContestLobby_EventScript_GivePokeblockCase::"),
                ev("data/scripts/contest_hall.inc", "giveitem ITEM_POKEBLOCK_CASE"),
                ev("data/scripts/berry_blender.inc", "checkitem ITEM_POKEBLOCK_CASE, 1")]
        where = "the Lilycove City Contest Lobby's receptionist"
    else:
        case = [ev("data/maps/SlateportCity_ContestLobby/scripts.inc", "giveitem ITEM_POKEBLOCK_CASE"),
                ev("data/scripts/pokeblocks.inc", "checkitem ITEM_POKEBLOCK_CASE, 1")]
        where = "a girl in the Slateport City Contest Lobby"
    beauty = {
        "gate": "pokeblock-case",
        "note": "beauty is raised by feeding Pokéblocks, which the Berry Blender makes only for a player "
                "with the Pokéblock Case, given by " + where,
        "source": case + [ev(pokemon_c, r"case EVO_BEAUTY:")],
    }
    return {"friendship": friendship, "beauty": beauty}


def main(argv):
    git_dir, game, commit, out = parse_game_args(argv, __doc__)
    out = out or os.path.join(HERE, game + ".json")
    doc = build(game, git_dir, commit)
    with open(out, "w", encoding="utf-8") as f:
        f.write(dumps(doc))
    n_items = sum(len(c["items"]) for c in doc["checkpoints"])
    print(f"wrote {out}: {len(doc['locations'])} locations, {n_items} items")


if __name__ == "__main__":
    main(sys.argv)
