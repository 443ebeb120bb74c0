#!/usr/bin/env python3
"""The story file of HeartGold/SoulSilver: data/story/heartgold-soulsilver.json.

Usage:
    python3 data/story/build_hgss.py --sources DIR [OUT]

pret/pokeheartgold is read at 0985e8718df4f25e64d6507d89c0c97c0d288981 (DIR:
data/README.md section 11).  The facts that
need judgment (which checkpoint a place belongs to, the gates, the Pokémon
received) are curated in the tables below (PLACES, UNLOCKS, RECEIVED,
SCRIPT_ITEMS, ...), each with the file of pret/pokeheartgold that shows it;
`cite()` turns a (file, pattern) pair into file:line, and fails if the
pattern is not found, so every cited line is checked at each run.  What is
read mechanically from the decompilation:
- the item balls and hidden items of each map (files/fielddata/eventdata/
  zone_event/*.json objects/bgs -> include/constants/std_script.h ->
  files/fielddata/script/scr_seq/scr_seq_0141.s for item balls,
  src/data/fieldmap/hidden_items.h for hidden items);
- every TM, HM and evolution item a map script gives (GiveItemNoCheck,
  GoToIfNoItemSpace, HasSpaceForItem, SetVar VAR_SPECIAL_x8004 ...): each
  must be classified in SCRIPT_ITEMS or SCRIPT_ITEMS_LEFT_OUT, else the run
  fails;
- the marts (src/scrcmd_mart.c lists, chosen by `SetVar VAR_SPECIAL_x8004, N`
  before `CallStd std_special_mart` in a map script) and the Pokéathlon Dome
  shop (ScrCmd_771);
- the items the in-game trade Pokémon hold (files/a/1/1/2, struct NPCTrade of
  include/npc_trade.h);
- how each placed location is reached: a warp of a zone_event file or an
  adjacency on the overworld matrix (files/fielddata/mapmatrix/map_matrix/
  map_matrix_0000_EVERYWHERE.bin) from a location placed no later.
"""

import json
import os
import re
import struct
import sys
from collections import deque

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import hgss_common as hc  # noqa: E402
from data.pipeline import cite  # noqa: E402

SCR = "files/fielddata/script/scr_seq/"
CHECKPOINTS = ["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "E4", "end"]
START = "MAP_NEW_BARK"


class Sources:
    def __init__(self, src):
        self.src = src

    def cite(self, path, pattern, nth=1):
        """'path:line' of the nth line matching the regex pattern."""
        if not path.startswith(("files/", "src/", "include/")):
            path = SCR + path
        hits = cite.matching_lines(self.src.read(path), pattern)
        if len(hits) < nth:
            raise SystemExit(f"cite: {pattern!r} not found in {path}")
        return f"{path}:{hits[nth - 1]}"


# ---------------------------------------------------------------------------
# Curated: checkpoint notes
# ---------------------------------------------------------------------------

NOTES = {
    "G1": "Before Falkner. From New Bark Town to Violet City; Route 36 up to the Sudowoodo (its road west and north is "
          "blocked until the SquirtBottle) and the Ruins of Alph through the Route 32 gatehouse, north of the man who "
          "stops the player on Route 32.",
    "G2": "Before Bugsy: the Zephyr Badge opens Route 32 (with the Egg from Elm's aide) and lets HM06 Rock Smash "
          "(Route 36, reachable from the start) be used.",
    "G3": "Before Whitney: the Hive Badge lets Cut (HM01, Ilex Forest) clear the tree on the way to Goldenrod.",
    "G4": "Before Morty: the Plain Badge gets the SquirtBottle (Sudowoodo) and lets Strength (HM04, west end of "
          "Route 42) be used. Route 38, Route 39 and Olivine City are reachable before Morty (no gate between "
          "Ecruteak and Olivine).",
    "G5": "Before Chuck: the Fog Badge lets Surf (HM03, Ecruteak Dance Theater) be used. Chuck, Jasmine and Pryce "
          "can then be fought in any order (the Radio Tower takeover starts once all three badges are held: "
          "VAR_MIDGAME_BADGES); the game file's order (Chuck G5, Jasmine G6, Pryce G7) is the badge order. Everything "
          "reachable with Surf is listed here: Cianwood, Mahogany, Lake of Rage and the Team Rocket hideout included.",
    "G6": "Before Jasmine (Storm Badge: Fly).",
    "G7": "Before Pryce (Mineral Badge).",
    "G8": "Before Clair: with the three mid-game badges the Radio Tower is taken over and freed, which opens the road "
          "east of Mahogany (Route 44, Ice Path, Blackthorn); the Glacier Badge lets Whirlpool (HM05) be used. "
          "HeartGold's Ho-Oh and SoulSilver's Lugia can be caught now.",
    "E4": "Before the Elite Four: the Rising Badge lets Waterfall (HM07, Ice Path) be used; Route 27, Tohjo Falls, "
          "Route 26 and Victory Road lead to the League.",
    "end": "After the Champion: Kanto (S.S. Ticket from Elm), Mt. Silver, the Battle Frontier and every post-game "
           "event.",
}

# ---------------------------------------------------------------------------
# Curated: places (location id, checkpoint, why; the builder adds how it is reached)
# ---------------------------------------------------------------------------

def places(c, ev, obj):
    R32_GATE = ("the man at the coord trigger of Route 32 (" + ev("MAP_ROUTE_32") + ", z=305, north of the Ruins "
                "gatehouse warp at z=293) sends the player back until the Zephyr Badge and the Egg: "
                + c("scr_seq_0232_R32.s", r"CheckBadge BADGE_ZEPHYR, VAR_SPECIAL_RESULT", 2) + ", "
                + c("scr_seq_0232_R32.s", r"GoToIfSet FLAG_GOT_EGG_FROM_ELMS_ASSISTANT"))
    SUDOWOODO = ("Route 36's Sudowoodo blocks the way (obj_R36_usokky at x=415 in " + ev("MAP_ROUTE_36") + ") until the "
                 "SquirtBottle: " + c("scr_seq_0243_R36.s", r"HasItem ITEM_SQUIRTBOTTLE"))
    CUT_TREE = ("Ilex Forest's Cut tree (obj_D36R0101_tree, " + ev("MAP_ILEX_FOREST") + ") needs Cut, usable with "
                "the Hive Badge: " + c("src/field_move.c", r"BADGE_HIVE"))
    SURF = "needs Surf (Fog Badge: " + c("src/field_move.c", r"BADGE_FOG") + ")"
    ROCK_SMASH = "needs Rock Smash (Zephyr Badge: " + c("src/field_move.c", r"BADGE_ZEPHYR") + ")"
    STRENGTH = "needs Strength (Plain Badge: " + c("src/field_move.c", r"BADGE_PLAIN") + ")"
    WHIRLPOOL = "needs Whirlpool (Glacier Badge: " + c("src/field_move.c", r"BADGE_GLACIER") + ")"
    WATERFALL = "needs Waterfall (Rising Badge: " + c("src/field_move.c", r"BADGE_RISING") + ")"
    RADIO_TOWER = ("the man at Mahogany's east exit (coord trigger at x=540, " + ev("MAP_MAHOGANY") + ") sends the "
                   "player back until VAR_UNK_407A is set when the Radio Tower is freed ("
                   + c("scr_seq_0034_D23R0106.s", r"SetVar VAR_UNK_407A, 1") + "); the takeover starts with the "
                   "third mid-game badge (" + c("scr_seq_0932_T28GYM0101.s", r"SetVar VAR_SCENE_ROCKET_TAKEOVER, 1")
                   + ")")
    GAME_CLEAR_KANTO = ("Kanto is reached after the Champion: Elm gives the S.S. Ticket ("
                        + c("scr_seq_0843_T20R0101.s", r"ITEM_S_S__TICKET") + "), the Route 22 gate is opened on "
                        "first entering Viridian City (" + c("scr_seq_0741_T02.s", r"SetFlag FLAG_UNLOCKED_WEST_KANTO")
                        + ")")
    MT_SILVER = ("Mt. Silver's road (Route 28) opens after the Champion: "
                 + c("scr_seq_0740_T01R0301.s", r"SetFlag FLAG_UNLOCKED_MT_SILVER"))
    return {
        "G1": [
            ("MAP_NEW_BARK", "the game starts in New Bark Town"),
            ("MAP_NEW_BARK_ELMS_LAB_1F", "Professor Elm's lab: the starter"),
            ("MAP_ROUTE_29", ""),
            ("MAP_ROUTE_46", "entered from Route 29's gatehouse; the road from Route 45 down to Route 46 is one-way "
                             "(ledges: not in the decompilation's data, which has no tiles; the cross-check Apworld's "
                             "data_gen/rules.toml names the Route 46/45 one-way ledge), so Route 45 stays at G8"),
            ("MAP_CHERRYGROVE", ""),
            ("MAP_ROUTE_30", ""),
            ("MAP_ROUTE_31", ""),
            ("MAP_VIOLET", ""),
            ("MAP_VIOLET_POKEMART", ""),
            ("MAP_VIOLET_BELLSPROUT_ONYX_TRADE_HOUSE", ""),
            ("MAP_VIOLET_GYM", ""),
            ("MAP_SPROUT_TOWER_1F", ""),
            ("MAP_SPROUT_TOWER_2F", ""),
            ("MAP_SPROUT_TOWER_3F", ""),
            ("MAP_DARK_CAVE_ROUTE_31_SIDE", "entered from Route 31; a cave: wild Pokémon on every floor tile; darkness "
                                            "does not block movement (Flash is not required: "
                                            + c("src/field_move.c", r"static u32 FieldMove_CheckFlash\(const FieldMoveCheckData \*checkData\) \{") + " has no badge check)"),
            ("MAP_ROUTE_36", "the part east of the Sudowoodo (x=415), from the Violet gatehouse (x=447): HM06 giver at "
                             "x=426 and the Ruins gatehouse at x=430. " + SUDOWOODO + ". That the route's grass lies in "
                             "this part is not shown by the decompilation (no tile data); a Crystal play-through "
                             "(motsdrama.neocities.org, Let's Plays/Pokemon Crystal/201Break.html) finds a patch with "
                             "Growlithe west of Violet before the Sudowoodo, and HGSS keeps the layout: to review"),
            ("MAP_RUINS_OF_ALPH", "through the Route 32 gatehouse, north of the Route 32 trigger; " + R32_GATE),
        ],
        "G2": [
            ("MAP_ROUTE_32", R32_GATE),
            ("MAP_ROUTE_32_POKECENTER_1F", ""),
            ("MAP_UNION_CAVE_1F", ""),
            ("MAP_UNION_CAVE_B1F", ""),
            ("MAP_ROUTE_33", ""),
            ("MAP_AZALEA", ""),
            ("MAP_AZALEA_GYM", ""),
            ("MAP_SLOWPOKE_WELL_B1F", ""),
            ("MAP_ILEX_FOREST", "the part south of the Cut tree (the Farfetch'd chase happens there); " + CUT_TREE),
            ("MAP_RUINS_OF_ALPH_UNDERGROUND_HALL", "the Unown hall; how the chambers and the hall open (puzzles, the "
                                                   "Rock Smash rocks outside: " + obj("MAP_RUINS_OF_ALPH", "SPRITE_BREAKROCK")
                                                   + ") was not traced: placed with Rock Smash (" + ROCK_SMASH
                                                   + "), possibly open at G1"),
        ],
        "G3": [
            ("MAP_ROUTE_34", CUT_TREE),
            ("MAP_ROUTE_34_ILEX_FOREST_GATEHOUSE", ""),
            ("MAP_GOLDENROD", ""),
            ("MAP_GOLDENROD_GYM", ""),
            ("MAP_GOLDENROD_FLOWER_SHOP", ""),
            ("MAP_GOLDENROD_BILLS_HOUSE", ""),
            ("MAP_GOLDENROD_DEPARTMENT_STORE_5F", ""),
            ("MAP_GOLDENROD_DEPARTMENT_STORE_6F", ""),
            ("MAP_GOLDENROD_GAME_CORNER", "the coin game exists in the decompilation (US build); European releases "
                                          "have no coin game: not modelled"),
            ("MAP_ROUTE_35", ""),
            ("MAP_ROUTE_35_GOLDENROD_GATEHOUSE", ""),
            ("MAP_NATIONAL_PARK", ""),
            ("MAP_NATIONAL_PARK_BUG_CATCHING_CONTEST", "the contest: Tuesday, Thursday and Saturday ("
                                                       + c("src/overlay_bug_contest.c", r"set = bugContest->day_of_week / 2") + ")"),
            ("MAP_POKEATHLON_DOME_INTERIOR_1F", ""),
        ],
        "G4": [
            ("MAP_ROUTE_37", SUDOWOODO),
            ("MAP_ECRUTEAK", ""),
            ("MAP_ECRUTEAK_POKECENTER_1F", ""),
            ("MAP_ECRUTEAK_DANCE_THEATER", ""),
            ("MAP_ECRUTEAK_GYM", ""),
            ("MAP_BURNED_TOWER_1F", ""),
            ("MAP_BURNED_TOWER_B1F", "Rock Smash rocks on the way (" + obj("MAP_BURNED_TOWER_B1F", "SPRITE_BREAKROCK") + "); "
                                     + ROCK_SMASH),
            ("MAP_ROUTE_38", ""),
            ("MAP_ROUTE_39", ""),
            ("MAP_ROUTE_39_MOOMOO_FARM_HOUSE", ""),
            ("MAP_OLIVINE", ""),
            ("MAP_OLIVINE_NORTH_HOUSE", ""),
            ("MAP_OLIVINE_NORTHWEST_HOUSE", ""),
            ("MAP_OLIVINE_GYM", ""),
            ("MAP_OLIVINE_LIGHTHOUSE_4F", ""),
            ("MAP_SLOWPOKE_WELL_B2F", "behind the boulders of B1F (" + obj("MAP_SLOWPOKE_WELL_B1F", "SPRITE_ROCK") + "); " + STRENGTH),
            ("MAP_ROUTE_42", "the west end, from Ecruteak (gatehouse warp at x=422): the Strength giver's trigger "
                             "(x=434), TM65 (x=430) and the first Mt. Mortar entrance (x=436); crossing east to "
                             "Mahogany needs Surf; that the route's grass lies in the west end is not shown (no tile "
                             "data): to review"),
            ("MAP_MOUNT_MORTAR_1F_ENTRANCE", "entered from the west end of Route 42 (warp at x=436); a cave"),
        ],
        "G5": [
            ("MAP_ROUTE_40", SURF),
            ("MAP_ROUTE_41", SURF),
            ("MAP_CIANWOOD", SURF),
            ("MAP_CIANWOOD_KIRKS_HOUSE", ""),
            ("MAP_CIANWOOD_POKECENTER_1F", ""),
            ("MAP_CIANWOOD_GYM", ""),
            ("MAP_WHIRL_ISLANDS_1F", SURF + "; no whirlpool before the entrance, as in the cross-check "
                                     "SingeKiller/Pok-HeartGold_Apworld data_gen/rules.toml (route_41 -> whirl_islands_1f: surf)"),
            ("MAP_WHIRL_ISLANDS_B1F", ""),
            ("MAP_WHIRL_ISLANDS_B2F", "past the boulders of B1F (" + obj("MAP_WHIRL_ISLANDS_B1F", "SPRITE_ROCK") + "); " + STRENGTH),
            ("MAP_ROUTE_47", "through the Cliff Edge Gate from Cianwood"),
            ("MAP_CLIFF_EDGE_GATE", ""),
            ("MAP_CLIFF_CAVE", ""),
            ("MAP_ROUTE_48", ""),
            ("MAP_SAFARI_ZONE_GATE", "the outside of the Safari Zone (the Safari Zone's own encounters are left out)"),
            ("MAP_MOUNT_MORTAR_1F_BACK", "the inner parts of Mt. Mortar (water inside); " + SURF + "; the floors' "
                                         "internal layout was not traced"),
            ("MAP_MOUNT_MORTAR_2F", "as 1F back; not traced whether Waterfall is needed"),
            ("MAP_MOUNT_MORTAR_B1F", "as 1F back"),
            ("MAP_MAHOGANY", "Route 42 crossed with Surf"),
            ("MAP_MAHOGANY_GYM_LEADER_ROOM", ""),
            ("MAP_ROUTE_43", ""),
            ("MAP_ROUTE_43_GATEHOUSE", ""),
            ("MAP_LAKE_OF_RAGE", ""),
            ("MAP_LAKE_OF_RAGE_HIDDEN_POWER_HOUSE", ""),
            ("MAP_TEAM_ROCKET_HEADQUARTERS_B2F", "the hideout under the Mahogany souvenir shop (entered with Lance "
                                                 "after the Lake of Rage)"),
            ("MAP_TEAM_ROCKET_HEADQUARTERS_B3F", ""),
            ("MAP_UNION_CAVE_B2F", SURF),
            ("MAP_BELL_TOWER_2F", "the barrier station lets holders of the Fog Badge in (both versions): "
                                  + c("scr_seq_0926_T27R0201.s", r"CheckBadge BADGE_FOG")),
            ("MAP_BELL_TOWER_3F", ""), ("MAP_BELL_TOWER_4F", ""), ("MAP_BELL_TOWER_5F", ""),
            ("MAP_BELL_TOWER_6F", ""), ("MAP_BELL_TOWER_7F", ""), ("MAP_BELL_TOWER_8F", ""),
            ("MAP_BELL_TOWER_9F", ""), ("MAP_BELL_TOWER_10F", ""),
            ("MAP_RUINS_OF_ALPH_SOUTHEAST_ENTRANCE_SECOND_ROOM", "a chamber across the Ruins' water: placed with Surf "
                                                                "(not traced)"),
        ],
        "G6": [],
        "G7": [],
        "G8": [
            ("MAP_ROUTE_44", RADIO_TOWER),
            ("MAP_ICE_PATH_1F", ""),
            ("MAP_ICE_PATH_B1F", ""),
            ("MAP_ICE_PATH_B2F", "past the B1F boulders (" + obj("MAP_ICE_PATH_B1F", "SPRITE_ROCK") + "); " + STRENGTH),
            ("MAP_ICE_PATH_B3F", "Rock Smash rocks (" + obj("MAP_ICE_PATH_B3F", "SPRITE_BREAKROCK") + "); " + ROCK_SMASH),
            ("MAP_BLACKTHORN", ""),
            ("MAP_BLACKTHORN_GYM", ""),
            ("MAP_BLACKTHORN_EAST_HOUSE", ""),
            ("MAP_ROUTE_45", "south of Blackthorn"),
            ("MAP_DARK_CAVE_ROUTE_45_SIDE", ""),
            ("MAP_GOLDENROD_RADIO_TOWER_3F", "the Radio Tower during and after the takeover (" + c(
                "scr_seq_0031_D23R0103.s", r"Compare VAR_SCENE_ROCKET_TAKEOVER, 4") + ")"),
            ("MAP_GOLDENROD_TUNNEL_WAREHOUSE", "the Goldenrod Underground warehouse, opened during the takeover"),
            ("MAP_WHIRL_ISLANDS_B3F", WHIRLPOOL),
            ("MAP_WHIRL_ISLANDS_B3F_LUGIA_CAVE", WHIRLPOOL + "; Lugia appears for the Silver Wing and the Tidal Bell"),
            ("MAP_BELL_TOWER_ROOF", "only holders of the Rainbow Wing go up: msg_0616_T27R0201_00006 of "
                                    + c("scr_seq_0926_T27R0201.s", r"msg_0616_T27R0201_00006")),
        ],
        "E4": [
            ("MAP_DRAGONS_DEN", "Clair sends the player there after her battle; the Rising Badge is given in the shrine ("
                                + c("scr_seq_0112_D44R0103.s", r"GiveBadge BADGE_RISING") + "); placed after Clair "
                                "(whether the den can be entered earlier was not traced)"),
            ("MAP_DRAGONS_DEN_SHRINE", ""),
            ("MAP_ROUTE_27", "reached through Tohjo Falls from Route 26/27 (" + WATERFALL + "); its western shore "
                             "is reachable by Surf from New Bark Town earlier, placed here as a whole"),
            ("MAP_ROUTE_27_HOUSE", ""),
            ("MAP_TOHJO_FALLS", WATERFALL),
            ("MAP_ROUTE_26", "the Pokémon League road"),
            ("MAP_VICTORY_ROAD_1F", ""),
            ("MAP_VICTORY_ROAD_2F", "past the 1F boulders (" + obj("MAP_VICTORY_ROAD_1F", "SPRITE_ROCK") + "); " + STRENGTH),
            ("MAP_VICTORY_ROAD_3F", "Rock Smash rocks (" + obj("MAP_VICTORY_ROAD_3F", "SPRITE_BREAKROCK") + "); " + ROCK_SMASH),
        ],
        "end": [(m, GAME_CLEAR_KANTO) for m in KANTO] + [(m, MT_SILVER) for m in MT_SILVER_MAPS] + [
            ("MAP_BATTLE_FRONTIER", "the Battle Frontier gate opens after the Champion: "
                                    + c("scr_seq_0963_W40R0101.s", r"GoToIfSet FLAG_GAME_CLEAR, _00B1")),
            ("MAP_BATTLE_TOWER", ""),
            ("MAP_SS_AQUA_1F_NORTHWEST_ROOMS", "the S.S. Aqua (S.S. Ticket after the Champion)"),
            ("MAP_EMBEDDED_TOWER_GROUDON_ROOM", "the Embedded Tower (Route 47) with the Red/Blue Orb, after the Champion"),
            ("MAP_EMBEDDED_TOWER_KYOGRE_ROOM", ""),
            ("MAP_EMBEDDED_TOWER_RAYQUAZA_ROOM", ""),
        ],
    }


KANTO = [
    "MAP_ROUTE_22", "MAP_VIRIDIAN", "MAP_VIRIDIAN_GYM", "MAP_ROUTE_1", "MAP_PALLET", "MAP_PALLET_TOWN_OAKS_LAB",
    "MAP_ROUTE_21", "MAP_CINNABAR_ISLAND", "MAP_ROUTE_20", "MAP_SEAFOAM_ISLANDS_1F", "MAP_SEAFOAM_ISLANDS_B1F",
    "MAP_SEAFOAM_ISLANDS_B2F", "MAP_SEAFOAM_ISLANDS_B3F", "MAP_SEAFOAM_ISLANDS_B4F",
    "MAP_SEAFOAM_ISLANDS_CINNABAR_GYM", "MAP_ROUTE_19", "MAP_FUCHSIA", "MAP_FUCHSIA_GYM", "MAP_ROUTE_18",
    "MAP_ROUTE_17", "MAP_ROUTE_16", "MAP_ROUTE_16_EAST", "MAP_ROUTE_15", "MAP_ROUTE_14", "MAP_ROUTE_13",
    "MAP_ROUTE_12", "MAP_ROUTE_12_FISHING_BROTHER_HOUSE", "MAP_ROUTE_11", "MAP_DIGLETT_CAVE", "MAP_ROUTE_2",
    "MAP_ROUTE_2_EAST", "MAP_VIRIDIAN_FOREST", "MAP_PEWTER", "MAP_PEWTER_GYM", "MAP_PEWTER_POKECENTER_1F",
    "MAP_PEWTER_MUSEUM_OF_SCIENCE", "MAP_ROUTE_3", "MAP_MOUNT_MOON", "MAP_MOUNT_MOON_SQUARE_ENTRANCE",
    "MAP_MOUNT_MOON_SQUARE", "MAP_MOUNT_MOON_SQUARE_CLEFAIRY_EVENT", "MAP_ROUTE_4", "MAP_CERULEAN",
    "MAP_CERULEAN_GYM", "MAP_ROUTE_24", "MAP_ROUTE_25", "MAP_ROUTE_25_SEA_COTTAGE", "MAP_CERULEAN_CAVE_1F",
    "MAP_CERULEAN_CAVE_2F", "MAP_CERULEAN_CAVE_B1F", "MAP_ROUTE_9", "MAP_ROUTE_10", "MAP_ROUTE_10_SOUTH",
    "MAP_ROUTE_10_POWER_PLANT_REPAIRED", "MAP_ROUTE_10_POWER_PLANT_BROKEN", "MAP_ROCK_TUNNEL_1F",
    "MAP_ROCK_TUNNEL_B1F", "MAP_ROUTE_5", "MAP_ROUTE_5_UNDERGROUND_PATH", "MAP_ROUTE_6", "MAP_VERMILION",
    "MAP_VERMILION_GYM", "MAP_ROUTE_7", "MAP_ROUTE_8", "MAP_CELADON", "MAP_CELADON_GYM",
    "MAP_CELADON_DEPARTMENT_STORE_3F", "MAP_CELADON_PRIZE_CORNER", "MAP_SAFFRON_GYM", "MAP_SAFFRON_SILPH_CO_HQ",
    "MAP_SAFFRON_MAGNET_TRAIN_STATION_1F", "MAP_SAFFRON_MR_PSYCHIC_HOUSE",
]
MT_SILVER_MAPS = [
    "MAP_ROUTE_28", "MAP_ROUTE_28_HOUSE", "MAP_MOUNT_SILVER", "MAP_MOUNT_SILVER_CAVE_1F",
    "MAP_MOUNT_SILVER_CAVE_2F", "MAP_MOUNT_SILVER_CAVE_3F", "MAP_MOUNT_SILVER_CAVE_UPPER_MOUNTAINSIDE",
    "MAP_MOUNT_SILVER_CAVE_LOWER_MOUNTAINSIDE", "MAP_MOUNT_SILVER_CAVE_EXPERT_BELT_CHAMBER",
    "MAP_MOUNT_SILVER_CAVE_MOLTRES_CHAMBER",
]

# Locations some file uses but no checkpoint reaches.
UNPLACED = {
    "MAP_RUINS_OF_ALPH_UNDERGROUND_HALL_SINJOH_EVENT": "event-only map (the Arceus event of Mystery Gift); not "
                                                        "reachable in normal play",
    "MAP_RUINS_OF_ALPH_HALL_ENTRANCE_SINJOH_EVENT": "event-only map (the Arceus event)",
    "MAP_RUINS_OF_ALPH_UNDERGROUND_HALL_SINJOH_EVENT_2": "event-only map (the Arceus event)",
    "MAP_GOLDENROD_GAME_CORNER_JP": "the Japanese release's Game Corner; Goldenrod's door leads to "
                                    "MAP_GOLDENROD_GAME_CORNER (warps of Goldenrod)",
    "MAP_CELADON_GAME_CORNER_JP": "the Japanese release's Game Corner; Celadon's door leads to MAP_CELADON_GAME_CORNER",
}


# ---------------------------------------------------------------------------
# Curated: gates unlocked (field moves: the HM and its badge; rods; key items)
# ---------------------------------------------------------------------------

def unlocks(c):
    return {
        "G2": [
            ("rock-smash", "HM06 from the man east of Route 36's Sudowoodo (" + c("scr_seq_0243_R36.s", r"GiveItemNoCheck ITEM_HM06")
             + ", obj at x=426), usable with the Zephyr Badge (" + c("src/field_move.c", r"BADGE_ZEPHYR") + ")"),
            ("old-rod", "Route 32 Pokémon Center fisherman: " + c("scr_seq_0233_R32PC0101.s", r"GoToIfNoItemSpace ITEM_OLD_ROD")),
        ],
        "G3": [
            ("cut", "HM01 from the charcoal maker in Ilex Forest (" + c("scr_seq_0092_D36R0101.s", r"GoToIfNoItemSpace ITEM_HM01")
             + "), usable with the Hive Badge (" + c("src/field_move.c", r"BADGE_HIVE") + ")"),
            ("headbutt", "the Headbutt tutor of Ilex Forest (" + c("scr_seq_0092_D36R0101.s", r"SetMonMove VAR_SPECIAL_x8006, VAR_SPECIAL_x8001, MOVE_HEADBUTT")
             + "); placed when the whole forest is open (whether the tutor stands before the Cut tree was not traced)"),
        ],
        "G4": [
            ("squirt-bottle", "the Goldenrod Flower Shop gives it to holders of the Plain Badge: "
             + c("scr_seq_0896_T25R0601.s", r"CheckBadge BADGE_PLAIN") + ", "
             + c("scr_seq_0896_T25R0601.s", r"GoToIfNoItemSpace ITEM_SQUIRTBOTTLE")),
            ("strength", "HM04 from the hiker at the west end of Route 42 (" + c("scr_seq_0252_R42.s", r"GiveItemNoCheck ITEM_HM04")
             + "), usable with the Plain Badge (" + c("src/field_move.c", r"BADGE_PLAIN") + ")"),
            ("good-rod", "Olivine City fisherman: " + c("scr_seq_0918_T26R0601.s", r"GoToIfNoItemSpace ITEM_GOOD_ROD")),
        ],
        "G5": [
            ("surf", "HM03 from the Ecruteak Dance Theater (" + c("scr_seq_0928_T27R0501.s", r"GoToIfNoItemSpace ITEM_HM03")
             + "), usable with the Fog Badge (" + c("src/field_move.c", r"BADGE_FOG") + ")"),
        ],
        "G6": [
            ("fly", "HM02 from Chuck's wife after the Storm Badge (" + c("scr_seq_0875_T24.s", r"GoToIfNoItemSpace ITEM_HM02")
             + "; " + c("src/field_move.c", r"BADGE_STORM") + "); opens no new place"),
        ],
        "G8": [
            ("whirlpool", "HM05 from Lance in the Team Rocket hideout (" + c("scr_seq_0090_D35R0103.s", r"GiveItemNoCheck ITEM_HM05")
             + "), usable with the Glacier Badge (" + c("src/field_move.c", r"BADGE_GLACIER") + ")"),
        ],
        "E4": [
            ("waterfall", "HM07 in Ice Path 1F (std_itemball_d39r0101_hm07), usable with the Rising Badge ("
             + c("src/field_move.c", r"BADGE_RISING") + ")"),
        ],
        "end": [
            ("super-rod", "Route 12 fishing house (Kanto): " + c("scr_seq_0200_R12R0101.s", r"GiveItemNoCheck ITEM_SUPER_ROD")),
            ("rock-climb", "HM08 from Professor Oak after the Champion (" + c("scr_seq_0740_T01R0301.s", r"GiveItemNoCheck ITEM_HM08")
             + "), usable with the Earth Badge (" + c("src/field_move.c", r"BADGE_EARTH") + ")"),
        ],
    }


# ---------------------------------------------------------------------------
# Curated: Pokémon received (starters, gifts, trades, prizes, fossils, statics, eggs)
# ---------------------------------------------------------------------------

HG, SS = ["heartgold"], ["soulsilver"]


def received(c):
    R = []

    def add(cp, species, how, location, source, level=None, **kw):
        e = {"cp": cp, "species": species, "how": how}
        if "gives" in kw:
            e["gives"] = kw.pop("gives")
        if level is not None:
            e["level"] = level
        e["location"] = location
        for k in ("versions", "needs", "note"):
            if k in kw:
                e[k] = kw.pop(k)
        assert not kw, kw
        e["source"] = source
        R.append(e)

    st = c("src/choose_starter.c", r"SPECIES_CHIKORITA,") + " (Chikorita, Cyndaquil, Totodile; CreateMon level 5: " \
        + c("src/choose_starter.c", r"CreateMon\(mon, species\[i\], 5") + "); " + c("scr_seq_0843_T20R0101.s", r"PlaceStarterBallsInElmsLab")
    for sp in ("Chikorita", "Cyndaquil", "Totodile"):
        add("G1", sp, "starter", "MAP_NEW_BARK_ELMS_LAB_1F", st, 5)
    trade_note = ("received at the level of the Pokémon handed over (" + c("src/npc_trade.c", r"GetMonData\(my_poke, MON_DATA_LEVEL")
                  + "); trade table files/a/1/1/2 read as struct NPCTrade (include/npc_trade.h)")
    add("G1", "Onix", "trade", "MAP_VIOLET_BELLSPROUT_ONYX_TRADE_HOUSE",
        c("scr_seq_0864_T22R0601.s", r"LoadNPCTrade 0") + " (NPC_TRADE_ROCKY_ONIX: Onix for Bellsprout)",
        gives="Bellsprout", note=trade_note)
    add("G2", "Togepi", "egg", "MAP_VIOLET_POKEMART",
        c("scr_seq_0858_T22FS0101.s", r"GiveTogepiEgg") + "; the aide appears after the Zephyr Badge ("
        + c("scr_seq_0857_T22.s", r"ClearFlag FLAG_HIDE_VIOLET_SHOP_LAB_AIDE") + "); egg of level 1 ("
        + c("src/field/scrcmd_pokemon_misc.c", r"SetEggStats\(mon, SPECIES_TOGEPI, 1") + ")", 1)
    add("G3", "Spearow", "gift", "MAP_ROUTE_35_GOLDENROD_GATEHOUSE",
        c("scr_seq_0241_R35R0101.s", r"GiveLoanMon 7, 20") + " (NPC_TRADE_KENYA_SPEAROW, level 20)", 20,
        note="Kenya, lent to deliver its Mail to Route 31; the player may keep it")
    gc = c("scr_seq_0910_T25SP0101.s", r"GiveMon VAR_TEMP_x4002, 15")
    add("G3", "Abra", "prize", "MAP_GOLDENROD_GAME_CORNER", gc + "; species 63: " + c("scr_seq_0910_T25SP0101.s", r"SetOrCopyVar VAR_TEMP_x4002, 63"), 15)
    add("G3", "Ekans", "prize", "MAP_GOLDENROD_GAME_CORNER", gc + "; species 23, HeartGold menu (GetGameVersion 7): "
        + c("scr_seq_0910_T25SP0101.s", r"SetOrCopyVar VAR_TEMP_x4002, 23"), 15, versions=HG)
    add("G3", "Sandshrew", "prize", "MAP_GOLDENROD_GAME_CORNER", gc + "; species 27, SoulSilver menu: "
        + c("scr_seq_0910_T25SP0101.s", r"SetOrCopyVar VAR_TEMP_x4002, 27"), 15, versions=SS)
    add("G3", "Dratini", "prize", "MAP_GOLDENROD_GAME_CORNER", gc + "; species 147: " + c("scr_seq_0910_T25SP0101.s", r"SetOrCopyVar VAR_TEMP_x4002, 147"), 15)
    add("G3", "Machop", "trade", "MAP_GOLDENROD_DEPARTMENT_STORE_5F",
        c("scr_seq_0903_T25R1005.s", r"LoadNPCTrade 1") + " (NPC_TRADE_MUSCLE_MACHOP: Machop for Drowzee)",
        gives="Drowzee", note=trade_note)
    add("G4", "Sudowoodo", "static", "MAP_ROUTE_36", c("scr_seq_0243_R36.s", r"WildBattle SPECIES_SUDOWOODO, 20"), 20,
        needs=["squirt-bottle"])
    add("G4", "Eevee", "gift", "MAP_GOLDENROD_BILLS_HOUSE",
        c("scr_seq_0892_T25R0401.s", r"GiveMon SPECIES_EEVEE, 5") + "; Bill goes home after the player meets him in "
        "Ecruteak's Pokémon Center (" + c("scr_seq_0923_T27PC0101.s", r"SetVar VAR_UNK_410D, 1") + ")", 5)
    add("G4", "Voltorb", "trade", "MAP_OLIVINE_NORTH_HOUSE",
        c("scr_seq_0916_T26R0301.s", r"LoadNPCTrade 2") + " (NPC_TRADE_BILLY_VOLTORB: Voltorb for Krabby)",
        gives="Krabby", note=trade_note)
    roam = c("src/field_roamer.c", r"species = SPECIES_RAIKOU;") + " (level 40)"
    add("G4", "Raikou", "static", "MAP_BURNED_TOWER_B1F", c("scr_seq_0024_D18R0102.s", r"CreateRoamer 0") + "; " + roam, 40,
        note="roams Johto after the Burned Tower basement event")
    add("G4", "Entei", "static", "MAP_BURNED_TOWER_B1F", c("scr_seq_0024_D18R0102.s", r"CreateRoamer 1") + "; "
        + c("src/field_roamer.c", r"species = SPECIES_ENTEI;") + " (level 40)", 40,
        note="roams Johto after the Burned Tower basement event")
    add("G5", "Gyarados", "static", "MAP_LAKE_OF_RAGE", c("scr_seq_0938_T29.s", r"WildBattle SPECIES_GYARADOS, 30"), 30,
        needs=["surf"], note="the red Gyarados")
    add("G5", "Lapras", "static", "MAP_UNION_CAVE_B2F", c("scr_seq_0058_D25R0103.s", r"WildBattle SPECIES_LAPRAS, 20")
        + "; on Fridays only (" + c("scr_seq_0058_D25R0103.s", r"Compare VAR_TEMP_x4000, 5") + ")", 20,
        needs=["surf"], note="Fridays")
    for n in (1, 2, 3):
        add("G5", "Electrode", "static", "MAP_TEAM_ROCKET_HEADQUARTERS_B2F",
            c("scr_seq_0090_D35R0103.s", r"WildBattle SPECIES_ELECTRODE, 23", n), 23, note=f"one of three ({n})")
    add("G5", "Shuckle", "gift", "MAP_CIANWOOD_KIRKS_HOUSE",
        c("scr_seq_0880_T24R0201.s", r"GiveLoanMon 6, 20") + " (NPC_TRADE_SHUCKIE_SHUCKLE, level 20)", 20,
        note="Shuckie, lent; the player may keep it")
    add("G5", "Tentacool", "gift", "MAP_CIANWOOD_POKECENTER_1F",
        c("scr_seq_0878_T24PC0101.s", r"GiveMon SPECIES_TENTACOOL, 15") + "; only with one Pokémon in the party and an "
        "empty PC (" + c("scr_seq_0878_T24PC0101.s", r"Compare VAR_SPECIAL_RESULT, 540") + ")", 15,
        note="only for a player with a single Pokémon and an empty PC")
    add("G5", "Tyrogue", "gift", "MAP_MOUNT_MORTAR_B1F", c("scr_seq_0098_D38R0104.s", r"GiveMon SPECIES_TYROGUE, 10")
        + " (after beating the Karate King)", 10)
    add("G8", "Ho-Oh", "static", "MAP_BELL_TOWER_ROOF",
        c("scr_seq_0021_D17R0110.s", r"WildBattle VAR_TEMP_x400A, VAR_SPECIAL_x8004") + "; HeartGold level 45 ("
        + c("scr_seq_0021_D17R0110.s", r"SetVar VAR_SPECIAL_x8004, 45") + "); Rainbow Wing from the Radio Tower director ("
        + c("scr_seq_0034_D23R0106.s", r"GiveItemNoCheck ITEM_RAINBOW_WING") + "), Clear Bell from the Kimono Girls ("
        + c("scr_seq_0928_T27R0501.s", r"GiveItemNoCheck ITEM_CLEAR_BELL") + ")", 45, versions=HG)
    add("G8", "Lugia", "static", "MAP_WHIRL_ISLANDS_B3F_LUGIA_CAVE",
        c("scr_seq_0104_D40R0107.s", r"WildBattle VAR_TEMP_x400A, VAR_SPECIAL_x8004") + "; SoulSilver level 45 ("
        + c("scr_seq_0104_D40R0107.s", r"SetVar VAR_SPECIAL_x8004, 45") + "); Silver Wing from the Radio Tower director ("
        + c("scr_seq_0034_D23R0106.s", r"GiveItemNoCheck ITEM_SILVER_WING") + "), Tidal Bell from the Kimono Girls ("
        + c("scr_seq_0928_T27R0501.s", r"GiveItemNoCheck ITEM_TIDAL_BELL") + ")", 45, versions=SS, needs=["whirlpool"])
    add("G8", "Dodrio", "trade", "MAP_BLACKTHORN_EAST_HOUSE",
        c("scr_seq_0947_T30R0301.s", r"LoadNPCTrade 3") + " (NPC_TRADE_DORIS_DODRIO: Dodrio for Dragonair)",
        gives="Dragonair", note=trade_note)
    add("E4", "Dratini", "gift", "MAP_DRAGONS_DEN_SHRINE",
        c("scr_seq_0112_D44R0103.s", r"GiveMon SPECIES_DRATINI, 15") + "; after Clair's TM59 ("
        + c("scr_seq_0112_D44R0103.s", r"GoToIfSet FLAG_GOT_TM59_FROM_CLAIR") + ")", 15)
    # ---- after the Champion
    oak = c("scr_seq_0740_T01R0301.s", r"GiveMon VAR_SPECIAL_x8004, 5")
    for sp in ("Bulbasaur", "Charmander", "Squirtle"):
        add("end", sp, "gift", "MAP_PALLET_TOWN_OAKS_LAB", oak + "; " + c("scr_seq_0740_T01R0301.s", r"ScrCmd_452 SPECIES_" + sp.upper()), 5,
            note="one of the three Kanto starters, from Professor Oak")
    stv = c("scr_seq_0837_T11R0701.s", r"GiveMon VAR_SPECIAL_x8004, 5")
    for sp, num in (("Treecko", 252), ("Torchic", 255), ("Mudkip", 258)):
        add("end", sp, "gift", "MAP_SAFFRON_SILPH_CO_HQ", stv + "; species " + str(num) + ": "
            + c("scr_seq_0837_T11R0701.s", rf"SetVar VAR_SPECIAL_x8004, {num}"), 5, note="one of the three Hoenn starters, from Steven")
    cp = c("scr_seq_0804_T07R0501.s", r"GiveMon VAR_TEMP_x4002, 15")
    for sp, num in (("Mr. Mime", 122), ("Eevee", 133), ("Porygon", 137)):
        add("end", sp, "prize", "MAP_CELADON_PRIZE_CORNER", cp + "; species " + str(num) + ": "
            + c("scr_seq_0804_T07R0501.s", rf"SetOrCopyVar VAR_TEMP_x4002, {num}"), 15)
    fos = c("scr_seq_0755_T03R0101.s", r"GiveMon VAR_UNK_407F, 20") + "; fossil -> species: "
    for sp, item in (("Aerodactyl", "OLD_AMBER"), ("Omanyte", "HELIX_FOSSIL"), ("Kabuto", "DOME_FOSSIL"),
                     ("Lileep", "ROOT_FOSSIL"), ("Anorith", "CLAW_FOSSIL"), ("Shieldon", "ARMOR_FOSSIL"),
                     ("Cranidos", "SKULL_FOSSIL")):
        add("end", sp, "fossil", "MAP_PEWTER_MUSEUM_OF_SCIENCE", fos + c("src/scrcmd_fossils.c", rf"ITEM_{item},"), 20,
            note="revived from its fossil (where the fossils are found was not traced)")
    add("end", "Snorlax", "static", "MAP_ROUTE_11", c("scr_seq_0197_R11.s", r"WildBattle SPECIES_SNORLAX, 50")
        + " (also " + c("scr_seq_0199_R12.s", r"WildBattle SPECIES_SNORLAX, 50") + ")", 50,
        note="woken by the Poké Flute channel of the radio")
    add("end", "Suicune", "static", "MAP_ROUTE_25", c("scr_seq_0216_R25.s", r"WildBattle SPECIES_SUICUNE, 40"), 40)
    add("end", "Latias", "static", "MAP_VERMILION", c("scr_seq_0776_T06.s", r"CreateRoamer 2") + "; "
        + c("src/field_roamer.c", r"species = SPECIES_LATIAS;") + " (level 35); HeartGold (GetGameVersion != 8: "
        + c("scr_seq_0776_T06.s", r"Compare VAR_TEMP_x4004, 8") + ")", 35, versions=HG, note="roams Kanto after meeting Steven")
    add("end", "Latios", "static", "MAP_VERMILION", c("scr_seq_0776_T06.s", r"CreateRoamer 3") + "; "
        + c("src/field_roamer.c", r"species = SPECIES_LATIOS;") + " (level 35); SoulSilver", 35, versions=SS,
        note="roams Kanto after meeting Steven")
    add("end", "Lugia", "static", "MAP_WHIRL_ISLANDS_B3F_LUGIA_CAVE", c("scr_seq_0104_D40R0107.s", r"SetVar VAR_SPECIAL_x8004, 70")
        + " (HeartGold level 70)", 70, versions=HG)
    add("end", "Ho-Oh", "static", "MAP_BELL_TOWER_ROOF", c("scr_seq_0021_D17R0110.s", r"SetVar VAR_SPECIAL_x8004, 70")
        + " (SoulSilver level 70)", 70, versions=SS)
    add("end", "Articuno", "static", "MAP_SEAFOAM_ISLANDS_B4F", c("scr_seq_0014_D11R0105.s", r"WildBattle SPECIES_ARTICUNO, 50"), 50)
    add("end", "Zapdos", "static", "MAP_ROUTE_10", c("scr_seq_0191_R10.s", r"WildBattle SPECIES_ZAPDOS, 50"), 50)
    add("end", "Moltres", "static", "MAP_MOUNT_SILVER_CAVE_MOLTRES_CHAMBER", c("scr_seq_0106_D41R0105.s", r"WildBattle SPECIES_MOLTRES, 50"), 50)
    add("end", "Mewtwo", "static", "MAP_CERULEAN_CAVE_B1F", c("scr_seq_0011_D03R0103.s", r"WildBattle SPECIES_MEWTWO, 70"), 70)
    add("end", "Groudon", "static", "MAP_EMBEDDED_TOWER_GROUDON_ROOM", c("scr_seq_0133_D52R0101.s", r"WildBattle SPECIES_GROUDON, 50")
        + "; SoulSilver (HeartGold hides it: " + c("scr_seq_0133_D52R0101.s", r"Compare VAR_TEMP_x4000, 7") + "), with the Red Orb", 50, versions=SS)
    add("end", "Kyogre", "static", "MAP_EMBEDDED_TOWER_KYOGRE_ROOM", c("scr_seq_0134_D52R0102.s", r"WildBattle SPECIES_KYOGRE, 50")
        + "; HeartGold (" + c("scr_seq_0134_D52R0102.s", r"Compare VAR_TEMP_x4000, 7") + "), with the Blue Orb", 50, versions=HG)
    add("end", "Rayquaza", "static", "MAP_EMBEDDED_TOWER_RAYQUAZA_ROOM", c("scr_seq_0135_D52R0103.s", r"WildBattle SPECIES_RAYQUAZA, 50"), 50,
        note="with Kyogre and Groudon in the party")
    for loc, scr, num, sp, gives in (
            ("MAP_ROUTE_10_POWER_PLANT_REPAIRED", "scr_seq_0195_R10R0201.s", 8, "Magneton", "Dugtrio"),
            ("MAP_PEWTER_POKECENTER_1F", "scr_seq_0753_T03PC0101.s", 9, "Xatu", "Haunter"),
            ("MAP_SAFFRON_MAGNET_TRAIN_STATION_1F", "scr_seq_0834_T11R0601.s", 10, "Pikachu", "Pikachu"),
            ("MAP_DIGLETT_CAVE", "scr_seq_0005_D01R0101.s", 11, "Rhyhorn", "Bonsly"),
            ("MAP_SAFFRON_SILPH_CO_HQ", "scr_seq_0837_T11R0701.s", 12, "Beldum", "Forretress")):
        add("end", sp, "trade", loc, c(scr, rf"LoadNPCTrade {num}") + f" ({sp} for {gives})", gives=gives, note=trade_note)
    return R


# Trades whose species the builder checks against the trade table (files/a/1/1/2).
TRADE_NUMBERS = {"Onix": 0, "Machop": 1, "Voltorb": 2, "Dodrio": 3, "Magneton": 8, "Xatu": 9, "Pikachu": 10,
                 "Rhyhorn": 11, "Beldum": 12}

# ---------------------------------------------------------------------------
# Curated: TMs, HMs and evolution items that map scripts give.
# (script file, item) -> (checkpoint or None for the location's, how, note)
# ---------------------------------------------------------------------------

SCRIPT_ITEMS = {
    ("scr_seq_0018_D15R0103.s", "tm70"): (None, "gift", "Elder Li, Sprout Tower"),
    ("scr_seq_0243_R36.s", "hm06"): (None, "gift", "east of the Sudowoodo"),
    ("scr_seq_0859_T22GYM0101.s", "tm51"): ("G2", "gym-reward", "Falkner"),
    ("scr_seq_0232_R32.s", "tm05"): (None, "gift", None),
    ("scr_seq_0092_D36R0101.s", "hm01"): (None, "gift", "for the Farfetch'd; Cut needs the Hive Badge"),
    ("scr_seq_0869_T23GYM0102.s", "tm89"): ("G3", "gym-reward", "Bugsy"),
    ("scr_seq_0239_R34R0201.s", "tm12"): (None, "gift", None),
    ("scr_seq_0230_R31.s", "tm44"): ("G3", "gift", "for delivering Kenya's Mail (Kenya comes from the Route 35 gatehouse)"),
    ("scr_seq_0903_T25R1005.s", "tm27"): (None, "gift", "Sundays, high friendship"),
    ("scr_seq_0903_T25R1005.s", "tm21"): (None, "gift", "Sundays, low friendship"),
    ("scr_seq_0910_T25SP0101.s", "tm90"): (None, "prize", None),
    ("scr_seq_0910_T25SP0101.s", "tm75"): (None, "prize", None),
    ("scr_seq_0910_T25SP0101.s", "tm44"): (None, "prize", None),
    ("scr_seq_0910_T25SP0101.s", "tm35"): (None, "prize", None),
    ("scr_seq_0910_T25SP0101.s", "tm13"): (None, "prize", None),
    ("scr_seq_0910_T25SP0101.s", "tm24"): (None, "prize", None),
    ("scr_seq_0886_T25GYM0101.s", "tm45"): ("G4", "gym-reward", "Whitney"),
    ("scr_seq_0928_T27R0501.s", "hm03"): (None, "gift", "Surf needs the Fog Badge"),
    ("scr_seq_0252_R42.s", "hm04"): (None, "gift", "west end of Route 42; Strength needs the Plain Badge"),
    ("scr_seq_0250_R39R0101.s", "tm83"): (None, "gift", None),
    ("scr_seq_0061_D26R0103.s", "kings-rock"): (None, "gift", None),
    ("scr_seq_0922_T27GYM0101.s", "tm30"): ("G5", "gym-reward", "Morty"),
    ("scr_seq_0090_D35R0103.s", "hm05"): (None, "gift", "Lance; Whirlpool needs the Glacier Badge"),
    ("scr_seq_0939_T29R0101.s", "tm10"): (None, "gift", None),
    ("scr_seq_0256_R43R0201.s", "tm36"): (None, "gift", "after the Team Rocket hideout"),
    ("scr_seq_0877_T24GYM0101.s", "tm01"): ("G6", "gym-reward", "Chuck"),
    ("scr_seq_0875_T24.s", "hm02"): ("G6", "gift", "after the Storm Badge"),
    ("scr_seq_0913_T26GYM0101.s", "tm23"): ("G7", "gym-reward", "Jasmine"),
    ("scr_seq_0932_T28GYM0101.s", "tm07"): ("G8", "gym-reward", "Pryce"),
    ("scr_seq_0031_D23R0103.s", "tm11"): (None, "gift", "after the Radio Tower is freed"),
    ("scr_seq_0111_D44R0102.s", "tm59"): ("E4", "gym-reward", "Clair, after her test"),
    ("scr_seq_0943_T30GYM0101.s", "tm59"): ("E4", "gym-reward", "Clair"),
    ("scr_seq_0222_R27R0101.s", "tm37"): (None, "gift", "high friendship"),
    # after the Champion
    ("scr_seq_0740_T01R0301.s", "hm08"): (None, "gift", "Rock Climb needs the Earth Badge"),
    ("scr_seq_0741_T02.s", "tm85"): (None, "gift", None),
    ("scr_seq_0743_T02GYM0101.s", "tm92"): (None, "gym-reward", "Blue"),
    ("scr_seq_0752_T03GYM0101.s", "tm80"): (None, "gym-reward", "Brock"),
    ("scr_seq_0760_T04GYM0101.s", "tm03"): (None, "gym-reward", "Misty"),
    ("scr_seq_0778_T06GYM0101.s", "tm34"): (None, "gym-reward", "Lt. Surge"),
    ("scr_seq_0786_T07GYM0101.s", "tm19"): (None, "gym-reward", "Erika"),
    ("scr_seq_0809_T08GYM0101.s", "tm84"): (None, "gym-reward", "Janine"),
    ("scr_seq_0829_T11GYM0101.s", "tm48"): (None, "gym-reward", "Sabrina"),
    ("scr_seq_0015_D11R0106.s", "tm50"): (None, "gym-reward", "Blaine"),
    ("scr_seq_0804_T07R0501.s", "tm58"): (None, "prize", None),
    ("scr_seq_0804_T07R0501.s", "tm32"): (None, "prize", None),
    ("scr_seq_0804_T07R0501.s", "tm10"): (None, "prize", None),
    ("scr_seq_0804_T07R0501.s", "tm29"): (None, "prize", None),
    ("scr_seq_0804_T07R0501.s", "tm74"): (None, "prize", None),
    ("scr_seq_0804_T07R0501.s", "tm68"): (None, "prize", None),
    ("scr_seq_0833_T11R0501.s", "tm29"): (None, "gift", None),
    ("scr_seq_0181_R05R0202.s", "tm64"): (None, "gift", None),
    ("scr_seq_0196_R10R0202.s", "tm57"): (None, "gift", "for returning the Machine Part"),
    ("scr_seq_0224_R28R0101.s", "tm47"): (None, "gift", None),
    ("scr_seq_0837_T11R0701.s", "up-grade"): (None, "gift", None),
    ("scr_seq_0161_P01R0306.s", "metal-coat"): (None, "gift", None),
    ("scr_seq_0217_R25R0101.s", "leaf-stone"): (None, "gift", "Bill's grandfather, for showing him a Pokémon"),
    ("scr_seq_0217_R25R0101.s", "fire-stone"): (None, "gift", "Bill's grandfather"),
    ("scr_seq_0217_R25R0101.s", "thunder-stone"): (None, "gift", "Bill's grandfather"),
    ("scr_seq_0217_R25R0101.s", "water-stone"): (None, "gift", "Bill's grandfather"),
    ("scr_seq_0069_D31R0201.s", "leaf-stone"): (None, "prize", "Battle Tower prize"),
}
for _day, _tm in enumerate(("tm02", "tm65", "tm91", "tm57", "tm60", "tm42", "tm62")):
    SCRIPT_ITEMS[("scr_seq_0904_T25R1006.s", _tm)] = (
        None, "prize", "Goldenrod Department Store Daily Drawing Corner ($300 a draw): the top prize (a roll under 4 "
        "of 100) on " + ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"][_day])
for _tm in ("razor-claw", "razor-fang", "tm40", "tm31", "tm89", "tm81", "tm71", "tm26", "tm30", "tm53", "tm36",
            "tm59", "tm06", "tm73", "tm61", "tm45", "tm08", "tm04"):
    SCRIPT_ITEMS[("scr_seq_0076_D32.s", _tm)] = (None, "mart", "exchanged for Battle Points")

SCRIPT_ITEMS_LEFT_OUT = {
    "scr_seq_0003.s": "a shared script (thunder-stone/water-stone by a trainer-card check) not tied to one map; "
                      "its trigger was not traced",
    "scr_seq_0906_T25R1101.s": "the Japanese release's Game Corner (MAP_GOLDENROD_GAME_CORNER_JP), unused",
}

# Item balls whose own checkpoint is not their map's (std constant -> (checkpoint, note)).
ITEM_BALL_OVERRIDES = {
    "std_itemball_r42_dubious_disc": ("G5", "mid Route 42 (x=477), past the water: placed with Surf"),
}
# Item balls left out (std constant -> reason).
ITEM_BALLS_LEFT_OUT = {
    "std_itemball_t25r1101_tm78": "in the Japanese release's Game Corner (MAP_GOLDENROD_GAME_CORNER_JP), unused",
}


# ---------------------------------------------------------------------------
# Reading the decompilation
# ---------------------------------------------------------------------------

class World:
    def __init__(self, src):
        self.src = src
        self.maps = hc.Maps(src)
        self.cite = Sources(src).cite
        self.items_h = hc.c_defines(src.read("include/constants/items.h"), "ITEM_")
        self.item_name = {}
        for k, v in self.items_h.items():
            self.item_name.setdefault(v, k)
        self.std = hc.c_defines(src.read("include/constants/std_script.h"), "std_")
        self._events = {}

    def ev_path(self, m):
        return f"files/fielddata/eventdata/zone_event/{self.maps.events[m]}.json"

    def events(self, m):
        name = self.maps.events[m]
        if name not in self._events:
            self._events[name] = {} if name == "000_DUMMY" else json.loads(self.src.read(self.ev_path(m)))
        return self._events[name]

    def obj(self, m, sprite):
        objs = [o for o in self.events(m).get("objects", []) if o["spriteId"] == sprite]
        if not objs:
            raise SystemExit(f"{m}: no {sprite} object in {self.ev_path(m)}")
        return f"{sprite} in {self.ev_path(m)}"

    def script_map(self, script):
        code = re.match(r"scr_seq_\d+_(\w+)\.s$", script)
        m = code and self.maps.by_code.get(code.group(1))
        if not m:
            raise SystemExit(f"{script}: no map for its code")
        return m

    # -- connectivity (citations of how a place is reached) --------------------
    def graph(self):
        edges = {}

        def link(a, b, why):
            if a == b:
                return
            edges.setdefault(a, {}).setdefault(b, why)
            edges.setdefault(b, {}).setdefault(a, why)

        for m in self.maps.order:
            for w in self.events(m).get("warps", []):
                if w["header"] in self.maps.ids:
                    link(m, w["header"], f"warp in {self.ev_path(m)}")
        raw = hc.read_bytes(self.src, "files/fielddata/mapmatrix/map_matrix/map_matrix_0000_EVERYWHERE.bin")
        w, h, has_headers, _alt, name_len = raw[0], raw[1], raw[2], raw[3], raw[4]
        assert has_headers
        cells = struct.unpack_from(f"<{w * h}H", raw, 5 + name_len)
        why = "adjacent on files/fielddata/mapmatrix/map_matrix/map_matrix_0000_EVERYWHERE.bin"
        for y in range(h):
            for x in range(w):
                a = cells[y * w + x]
                for dx, dy in ((1, 0), (0, 1)):
                    if x + dx < w and y + dy < h:
                        b = cells[(y + dy) * w + x + dx]
                        if a and b and a != b and a in self.maps.by_id and b in self.maps.by_id:
                            link(self.maps.by_id[a], self.maps.by_id[b], why)
        return edges


def reach_path(edges, target, reached, placed_anywhere, limit=5):
    """Shortest path from a reached map to target through maps placed nowhere."""
    start = target
    prev = {start: None}
    q = deque([start])
    while q:
        m = q.popleft()
        depth = 0
        p = m
        while prev[p] is not None:
            depth += 1
            p = prev[p]
        for n in sorted(edges.get(m, {})):
            if n in prev:
                continue
            prev[n] = m
            if n in reached:
                path = [n]
                while path[-1] != start:
                    path.append(prev[path[-1]])
                return path
            if n not in placed_anywhere and depth < limit:
                q.append(n)
    return None


def scan_script_items(w):
    """(script, item, line) of every TM/HM/evolution item a map script hands over."""
    out = []
    for name in sorted(w.src.ls(SCR.rstrip("/"))):
        base = os.path.basename(name)
        if not re.match(r"scr_seq_\d+.*\.s$", base) or base.endswith("_hdr.s"):
            continue
        lines = w.src.read(SCR + base).splitlines()
        seen = set()
        for i, l in enumerate(lines):
            m = (re.match(r"\s*(?:GiveItemNoCheck|GoToIfNoItemSpace|HasSpaceForItem|GiveItem)\s+(ITEM_\w+)", l)
                 or re.match(r"\s*SetVar VAR_SPECIAL_x8004, (\d+|ITEM_\w+)$", l))
            if not m:
                continue
            v = m.group(1)
            const = w.item_name.get(int(v)) if v.isdigit() else v
            if const is None:
                continue
            ident = hc.item_id(const)
            if hc.is_wanted_item(ident) and ident not in seen:
                seen.add(ident)
                out.append((base, ident, i + 1))
    return out


def c_array(text, name):
    body = text[text.index(name + "[] = {"):]
    return body[body.index("{") + 1:body.index("};")]


def special_marts(w):
    """{list number: [ITEM_ consts]} of ScrCmd_SpecialMartBuy (src/scrcmd_mart.c)."""
    text = w.src.read("src/scrcmd_mart.c")
    order = re.findall(r"(_020FB\w+)", c_array(text, "const u16 *_0210FA3C"))
    return {i: re.findall(r"ITEM_\w+", c_array(text, "const u16 " + name)) for i, name in enumerate(order)}


def pokeathlon_lists(w):
    text = w.src.read("src/scrcmd_mart.c")
    order = re.findall(r"(_020F\w+)", c_array(text, "const struct MartItem *_0210FA04"))
    return [(name, re.findall(r"\{ (ITEM_\w+),", c_array(text, "const struct MartItem " + name))) for name in order]


def build(src, commit):
    w = World(src)
    c = w.cite
    species = hc.SpeciesNames()
    table = places(c, w.ev_path, w.obj)
    place_cp = {}
    for cp in CHECKPOINTS:
        for m, _ in table.get(cp, []):
            if m not in w.maps.ids:
                raise SystemExit(f"places: unknown map {m}")
            if m in place_cp:
                raise SystemExit(f"places: {m} placed twice")
            place_cp[m] = cp
    rank = {cp: i for i, cp in enumerate(CHECKPOINTS)}
    edges = w.graph()
    placed_anywhere = set(place_cp)
    checkpoints = {cp: {"before": cp, "note": NOTES[cp], "locations": [], "unlocks": [], "received": [], "items": []}
                   for cp in CHECKPOINTS}
    reached = set()
    for cp in CHECKPOINTS:
        # Resolve in passes, so the order of a checkpoint's list does not matter.
        pending = list(table.get(cp, []))
        found = {}
        while pending:
            left = []
            for m, why in pending:
                if m == START:
                    found[m] = ""
                    reached.add(m)
                    continue
                path = reach_path(edges, m, reached, placed_anywhere)
                if path is None:
                    left.append((m, why))
                    continue
                hops = [f"{a} -> {b} ({edges[a][b]})" for a, b in zip(path, path[1:])]
                found[m] = "reached: " + "; ".join(hops)
                reached.add(m)
            if len(left) == len(pending):
                raise SystemExit("no warp or matrix link to a place reached by " + cp + ": "
                                 + ", ".join(m for m, _ in left))
            pending = left
        for m, why in table.get(cp, []):
            source = "; ".join(x for x in (why, found[m]) if x)
            checkpoints[cp]["locations"].append({"id": m, "source": "pokeheartgold " + source if source else ""})
    for cp, gates in unlocks(c).items():
        for gate, source in gates:
            checkpoints[cp]["unlocks"].append({"gate": gate, "source": "pokeheartgold " + source})
    # ---- received
    trades = hc.narc_files(hc.read_bytes(src, "files/a/1/1/2"))
    sp_ids = {v: k for k, v in hc.c_defines(src.read("include/constants/species.h"), "SPECIES_").items()}
    trade_rows = [struct.unpack_from("<21i", t) for t in trades]
    for e in received(c):
        cp = e.pop("cp")
        if e["species"] not in species.names:
            raise SystemExit(f"received: unknown species {e['species']}")
        if e["location"] not in place_cp or rank[place_cp[e["location"]]] > rank[cp]:
            raise SystemExit(f"received {e['species']}: location {e['location']} not reached by {cp}")
        if e["how"] == "trade":
            row = trade_rows[TRADE_NUMBERS[e["species"]]]
            if species(sp_ids[row[0]]) != e["species"] or species(sp_ids[row[19]]) != e["gives"]:
                raise SystemExit(f"trade {e['species']}: the trade table says {sp_ids[row[0]]} for {sp_ids[row[19]]}")
        e["source"] = "pokeheartgold " + e["source"]
        checkpoints[cp]["received"].append(e)
    # ---- items
    items = []

    def add_item(cp, item, location, how, source, needs=(), note=None, versions=None):
        if location not in place_cp:
            raise SystemExit(f"item {item}: location {location} is placed in no checkpoint")
        if rank[place_cp[location]] > rank[cp]:
            raise SystemExit(f"item {item}: location {location} ({place_cp[location]}) not reached by {cp}")
        e = {"item": item, "location": location, "how": how, "needs": list(needs)}
        if versions:
            e["versions"] = versions
        if note:
            e["note"] = note
        e["source"] = "pokeheartgold " + source
        items.append((cp, e))

    ball = {}
    s141 = src.read(SCR + "scr_seq_0141.s")
    for m in re.finditer(r"scr_seq_0141_(\d+):\n\tSetVar VAR_SPECIAL_x8008, (\d+)", s141):
        ball[7000 + int(m.group(1))] = w.item_name[int(m.group(2))]
    hidden = {}
    for m in re.finditer(r"\{ (ITEM_\w+),\s*\d+, \d+, \d+, (\d+)\s*\}", src.read("src/data/fieldmap/hidden_items.h")):
        hidden[8000 + int(m.group(2))] = m.group(1)
    seen_std = set()
    for m in w.maps.order:
        ev = w.events(m)
        for o in ev.get("objects", []):
            s = str(o["scriptId"])
            if not s.startswith("std_itemball_") or s in seen_std:
                continue
            seen_std.add(s)
            item = hc.item_id(ball[w.std[s]])
            if not hc.is_wanted_item(item):
                continue
            if s in ITEM_BALLS_LEFT_OUT:
                continue
            cp, note = ITEM_BALL_OVERRIDES.get(s, (place_cp.get(m), None))
            if cp is None:
                raise SystemExit(f"item ball {s} ({item}) in {m}: the map is placed nowhere")
            add_item(cp, item, m, "item-ball", f"{w.ev_path(m)} ({s}); "
                     + c(SCR + "scr_seq_0141.s", rf"^scr_seq_0141_{w.std[s] - 7000:03d}:"), note=note)
        for b in ev.get("bgs", []):
            s = str(b["scriptId"])
            if not s.startswith("std_hiddenitem_") or s in seen_std:
                continue
            seen_std.add(s)
            item = hc.item_id(hidden[w.std[s]])
            if not hc.is_wanted_item(item):
                continue
            if m not in place_cp:
                raise SystemExit(f"hidden item {s} ({item}) in {m}: the map is placed nowhere")
            add_item(place_cp[m], item, m, "hidden", f"{w.ev_path(m)} ({s}); src/data/fieldmap/hidden_items.h")
    for script, item, line in scan_script_items(w):
        if script in SCRIPT_ITEMS_LEFT_OUT:
            continue
        if (script, item) not in SCRIPT_ITEMS:
            raise SystemExit(f"unclassified script item: {script} {item} (line {line})")
        cp, how, note = SCRIPT_ITEMS[(script, item)]
        m = w.script_map(script)
        if m not in place_cp:
            raise SystemExit(f"script item {script} {item}: map {m} placed nowhere")
        cp = cp or place_cp[m]
        add_item(cp, item, m, how, f"{SCR}{script}:{line}", note=note)
    for key in SCRIPT_ITEMS:
        if key not in {(s, i) for s, i, _ in scan_script_items(w)}:
            raise SystemExit(f"SCRIPT_ITEMS entry {key} not found in the scripts")
    marts = special_marts(w)
    for name in sorted(w.src.ls(SCR.rstrip("/"))):
        base = os.path.basename(name)
        if not base.endswith(".s") or base.endswith("_hdr.s"):
            continue
        lines = w.src.read(SCR + base).splitlines()
        for i, l in enumerate(lines):
            mm = re.match(r"\s*SetVar VAR_SPECIAL_x8004, (\d+)$", l)
            if mm and i + 1 < len(lines) and lines[i + 1].strip() == "CallStd std_special_mart":
                wanted = [hc.item_id(x) for x in marts[int(mm.group(1))] if hc.is_wanted_item(hc.item_id(x))]
                if wanted:
                    m = w.script_map(base)
                    for item in wanted:
                        add_item(place_cp[m], item, m, "mart", f"{SCR}{base}:{i + 1} (special mart {mm.group(1)}); "
                                 + c("src/scrcmd_mart.c", r"const u16 \*_0210FA3C\[\]"))
    dome = "MAP_POKEATHLON_DOME_INTERIOR_1F"
    days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    stock = {}
    for n, (name, consts) in enumerate(pokeathlon_lists(w)):
        for const in consts:
            item = hc.item_id(const)
            if hc.is_wanted_item(item):
                stock.setdefault((n >= 7, item), []).append((n % 7, name))
    for (natdex, item), where in sorted(stock.items()):
        add_item("end" if natdex else place_cp[dome], item, dome, "mart",
                 c("scr_seq_0123_D49R0101.s", r"ScrCmd_771") + " (src/scrcmd_mart.c ScrCmd_771: list _0210FA04[weekday"
                 + (" + 7" if natdex else "") + "]); " + ", ".join(c("src/scrcmd_mart.c", rf"const struct MartItem {name}\[\]")
                                                                    for _, name in where),
                 note="Pokéathlon Dome shop, for athlete points, on " + ", ".join(days[d] for d, _ in where)
                 + ("; with the National Pokédex" if natdex else "; without the National Pokédex"))
    contest = "MAP_NATIONAL_PARK_BUG_CATCHING_CONTEST"
    first = c("src/overlay_bug_contest.c", r"bugContest->prize = ITEM_SUN_STONE \+ rand;")
    add_item(place_cp[contest], "sun-stone", contest, "gift", first, note="Bug-Catching Contest, first place")
    for const in ("ITEM_MOON_STONE", "ITEM_FIRE_STONE", "ITEM_THUNDERSTONE", "ITEM_WATER_STONE", "ITEM_LEAF_STONE",
                  "ITEM_SHINY_STONE", "ITEM_DUSK_STONE", "ITEM_DAWN_STONE", "ITEM_OVAL_STONE"):
        add_item("end", hc.item_id(const), contest, "gift",
                 first + "; " + c("src/overlay_bug_contest.c", r"ITEM_SHINY_STONE \+ rand - 6"),
                 note="Bug-Catching Contest, first place, with the National Pokédex (one of ten stones at random)")
    trade_place = {}
    for cp in CHECKPOINTS:
        for e in checkpoints[cp]["received"]:
            if e["how"] == "trade":
                trade_place[e["species"]] = (cp, e["location"])
    for sp, num in TRADE_NUMBERS.items():
        held = w.item_name.get(trade_rows[num][15])
        if held and hc.is_wanted_item(hc.item_id(held)):
            cp, loc = trade_place[sp]
            add_item(cp, hc.item_id(held), loc, "trade", f"files/a/1/1/2 member {num} (heldItem {held}, struct NPCTrade of "
                     "include/npc_trade.h)", note=f"held by the {sp} received in trade")
    kinds = ["item-ball", "hidden", "gift", "gym-reward", "mart", "prize", "trade"]
    order = {m: i for i, m in enumerate(w.maps.order)}
    for cp, e in sorted(items, key=lambda ce: (order[ce[1]["location"]], kinds.index(ce[1]["how"]), ce[1]["item"],
                                               ce[1]["source"])):
        checkpoints[cp]["items"].append(e)
    # ---- every location any file uses
    sys.path.insert(0, os.path.join(DATA, "encounters"))
    import extract_hgss  # noqa: E402
    rows, _ = extract_hgss.extract(src)
    used = set(place_cp) | {r["location"] for r in rows}
    for cp in CHECKPOINTS:
        used |= {e["location"] for e in checkpoints[cp]["received"]} | {e["location"] for e in checkpoints[cp]["items"]}
    for m in sorted(used):
        if m not in place_cp and m not in UNPLACED:
            raise SystemExit(f"{m} is used but placed in no checkpoint and not in UNPLACED")
    locations = {m: w.maps.name(m) for m in sorted(used | set(UNPLACED), key=lambda m: w.maps.ids[m])}
    for cp in CHECKPOINTS:
        if not checkpoints[cp]["note"]:
            del checkpoints[cp]["note"]
    return {
        "game": hc.GAME,
        "versions": hc.VERSIONS,
        "sources": {
            "pokeheartgold": f"pret/pokeheartgold at {commit}",
            "archipelago-hgss": "SingeKiller/Pok-HeartGold_Apworld at 1041899ecfb4fe757db5e44ef3c34e10ab4722f8 (MIT): "
                                "data_gen/rules.toml, data_gen/regions.toml, cross-check only",
            "nuzlocke-app": "domtronn/nuzlocke.app at dcf66704628f47940d562d461c6710ce9e6bbe85 (BSD-3): "
                            "src/lib/data/routes.json `hg`, order cross-check only",
            "crystal-play-through": "motsdrama.neocities.org, Let's Plays/Pokemon Crystal/201Break.html (Route 36 "
                                    "grass west of Violet City before the Sudowoodo; Crystal, layout assumed the same "
                                    "in HeartGold/SoulSilver)",
        },
        "generator": "data/story/build_hgss.py",
        "note": "Checkpoints list what is reachable, not only what the main road visits: a place belongs to the "
                "first checkpoint where the player can walk there (field moves need their HM and badge, "
                "src/field_move.c). Johto gyms in badge order; after the Elite Four everything (Kanto, Mt. Silver, "
                "the Battle Frontier, the post-game events) is at `end`. Location ids are the MAP_ constants of "
                "include/constants/maps.h. Left out: the Safari Zone (its area encounters depend on the blocks "
                "placed), the Pokéwalker, Mystery Gift events (Sinjoh Ruins, the Spiky-eared Pichu), Primo's eggs "
                "(Violet City Pokémon Center: need a password from outside the game), the Day-Care, phone-call "
                "gifts of registered trainers, Jasmine's Steelix trade (for any Pokémon, "
                "after the Champion). Unplaced locations: "
                + "; ".join(f"{m}: {why}" for m, why in UNPLACED.items()) + ".",
        "locations": locations,
        "checkpoints": [checkpoints[cp] for cp in CHECKPOINTS],
        "extra": {"conditions": conditions(src, c)},
    }


def conditions(src, c):
    """The story's `extra.conditions` (data/README.md section 10): walking
    raises friendship from the first step; beauty needs Poffins, and no field
    script gives the Poffin Case (the gate `poffin-case` is opened at no
    checkpoint: never met)."""
    if src.grep("ITEM_POFFIN_CASE", "files/fielddata"):
        raise SystemExit("a field script names ITEM_POFFIN_CASE: place the gate")
    if not src.grep("ITEM_HM01", "files/fielddata"):
        raise SystemExit("the field scripts name no HM01: the Poffin Case search proves nothing")
    return {
        "friendship": {
            "gate": None,
            "note": ("walking raises the party's friendship (every step cycle, FRIENDSHIP_EVENT_WALKING) from "
                     "the first step of the game; levels and vitamins raise it too"),
            "source": "pokeheartgold " + "; ".join([
                c("src/field/field_control.c", r"MonApplyFriendshipMod\(Party_GetMonByIndex\(party, i\), 5, mapID\)"),
                c("include/constants/pokemon.h", r"#define FRIENDSHIP_EVENT_WALKING +5"),
                c("src/pokemon.c", r"kind == FRIENDSHIP_EVENT_WALKING")]),
        },
        "beauty": {
            "gate": "poffin-case",
            "note": ("beauty is raised by Poffins, kept in the Poffin Case; no field script of the game gives "
                     "or checks ITEM_POFFIN_CASE (git grep under files/fielddata: no line), so no checkpoint "
                     "opens the gate and beauty is never met (no Feebas is had in the game either)"),
            "source": "pokeheartgold " + c("include/constants/items.h", r"#define ITEM_POFFIN_CASE")
                      + "; git grep ITEM_POFFIN_CASE -- files/fielddata: no line",
        },
    }


def main(argv):
    srcs, args = hc.sources.split(argv[1:])
    if srcs is None or len(args) > 1:
        print(__doc__)
        return 2
    commit = hc.POKEHEARTGOLD_COMMIT
    out = args[0] if args else os.path.join(HERE, hc.GAME + ".json")
    doc = build(srcs.repo(hc.POKEHEARTGOLD, cls=hc.Git), commit)
    hc.dump(doc, out)
    n = {k: sum(len(cp[k]) for cp in doc["checkpoints"]) for k in ("locations", "unlocks", "received", "items")}
    print(f"{out}: " + ", ".join(f"{v} {k}" for k, v in n.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
