#!/usr/bin/env python3
"""Story skeleton of Gold/Silver and Crystal -> data/story/<game>.json.

Usage:
    build_gsc.py --sources DIR GAME [OUT]

(GAME: gold-silver or crystal; DIR: data/README.md section 11.)

The skeleton is CURATED: the tables below (which maps a first-time player on
the main road reaches before each gym, the gates, the Pokémon received)
were written by reading the decompilation's map scripts; each entry names
its evidence.  This script only assembles them and turns every citation
into "<repo> <file>:<line>" by finding the cited text in the file at the
pinned commit, so a citation that no longer matches fails the build.  The
items (every TM/HM and evolution item) are extracted from the map scripts
(`itemball`, `hiddenitem`, `giveitem`/`verbosegiveitem`, `pokemart` +
data/items/marts.asm) and placed at their map's checkpoint, or later when
the item needs a gate or is a gym reward.  Gifts and statics are found the
same way (`givepoke`, `giveegg`, `loadwildmon`, `trade` +
data/events/npc_trades.asm) and placed at their map's checkpoint.

Rules (see data/README.md section 10, "Gold/Silver and Crystal"):
  * checkpoint "before": G1..G8, E4, end (data/games/<game>.json ids); the
    Kanto gyms K1..K8 are after the League: every Kanto map is at "end".
  * a map is placed where the main road first reaches it; maps that need a
    field move are placed where that move is usable (HM in hand AND badge,
    engine/events/overworld.asm CheckBadge calls).
"""

import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "encounters"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gsc_common as gc  # noqa: E402
import gen2_reach  # noqa: E402
from data.pipeline import cite  # noqa: E402

ORDER = ["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "E4", "end"]
NUZLOCKE = "order cross-checked with domtronn/nuzlocke.app src/lib/data/routes.json (%s)"

# ---------------------------------------------------------------- maps
# (checkpoint, [map constants], evidence: [(file, text)] or note)
# Evidence texts are searched in the game's repository; "{G}" marks files
# that exist in both.
MAPS = [
    ("G1", "New Bark Town to Violet City (no gate)", [
        "NEW_BARK_TOWN", "PLAYERS_HOUSE_1F", "ELMS_LAB", "ROUTE_29", "ROUTE_29_ROUTE_46_GATE",
        "ROUTE_46", "CHERRYGROVE_CITY", "ROUTE_30", "MR_POKEMONS_HOUSE", "ROUTE_31",
        "DARK_CAVE_VIOLET_ENTRANCE", "VIOLET_CITY", "VIOLET_GYM", "VIOLET_POKECENTER_1F",
        "VIOLET_KYLES_HOUSE", "SPROUT_TOWER_1F", "SPROUT_TOWER_2F", "SPROUT_TOWER_3F",
        "ROUTE_31_VIOLET_GATE"],
     [("maps/Route29.asm", "ROUTE_29_ROUTE_46_GATE"), ("maps/Route31.asm", "DARK_CAVE_VIOLET_ENTRANCE")],
     "Route 46's south end is entered from Route 29 through ROUTE_29_ROUTE_46_GATE (warp in "
     "maps/Route29.asm); Dark Cave's Violet entrance opens off Route 31 (walkable part; its water "
     "needs Surf, its rocks Rock Smash)"),
    ("G2", "South of Violet: Route 32 opens after the Zephyr Badge", [
        "ROUTE_32", "ROUTE_32_POKECENTER_1F", "ROUTE_32_RUINS_OF_ALPH_GATE", "RUINS_OF_ALPH_OUTSIDE",
        "RUINS_OF_ALPH_INNER_CHAMBER", "RUINS_OF_ALPH_RESEARCH_CENTER", "UNION_CAVE_1F",
        "UNION_CAVE_B1F", "ROUTE_33", "AZALEA_TOWN", "AZALEA_GYM", "KURTS_HOUSE",
        "SLOWPOKE_WELL_B1F", "CHARCOAL_KILN"],
     [("maps/Route32.asm", "checkflag ENGINE_ZEPHYRBADGE")],
     "Route32CooltrainerM stops the player on Route 32 until the Zephyr Badge"),
    ("G3", "Ilex Forest to Goldenrod City", [
        "ILEX_FOREST", "ILEX_FOREST_AZALEA_GATE", "ROUTE_34_ILEX_FOREST_GATE", "ROUTE_34", "DAY_CARE",
        "GOLDENROD_CITY", "GOLDENROD_GYM", "GOLDENROD_DEPT_STORE_5F", "GOLDENROD_GAME_CORNER",
        "GOLDENROD_UNDERGROUND", "GOLDENROD_FLOWER_SHOP", "GOLDENROD_BIKE_SHOP", "RADIO_TOWER_1F",
        "ROUTE_35", "ROUTE_35_GOLDENROD_GATE", "ROUTE_35_NATIONAL_PARK_GATE", "NATIONAL_PARK",
        "NATIONAL_PARK_BUG_CONTEST", "ROUTE_36_NATIONAL_PARK_GATE"],
     [("maps/IlexForest.asm", "EVENT_HERDED_FARFETCHD")],
     "the Ilex Forest path is walkable; its Cut tree is passed after the Charcoal Kiln's apprentice "
     "gives HM01 (Cut usable with the Hive Badge)"),
    ("G4", "North of Goldenrod: Sudowoodo, Ecruteak City", [
        "ROUTE_36", "ROUTE_36_RUINS_OF_ALPH_GATE", "ROUTE_37", "ECRUTEAK_CITY", "ECRUTEAK_GYM",
        "ECRUTEAK_POKECENTER_1F", "DANCE_THEATER", "BURNED_TOWER_1F", "BURNED_TOWER_B1F",
        "BILLS_FAMILYS_HOUSE", "WISE_TRIOS_ROOM"],
     [("maps/Route36.asm", "checkitem SQUIRTBOTTLE")],
     "Sudowoodo blocks Route 36 until the Squirtbottle (Goldenrod Flower Shop, after the Plain Badge)"),
    ("G5", "West of Ecruteak: Olivine, then Cianwood by Surf", [
        "ROUTE_38", "ROUTE_39", "ROUTE_39_FARMHOUSE", "ROUTE_39_BARN", "OLIVINE_CITY", "OLIVINE_GYM",
        "OLIVINE_CAFE", "OLIVINE_GOOD_ROD_HOUSE", "OLIVINE_TIMS_HOUSE", "OLIVINE_LIGHTHOUSE_1F",
        "OLIVINE_LIGHTHOUSE_2F", "OLIVINE_LIGHTHOUSE_3F", "OLIVINE_LIGHTHOUSE_4F",
        "OLIVINE_LIGHTHOUSE_5F", "OLIVINE_LIGHTHOUSE_6F", "ROUTE_40", "ROUTE_41", "CIANWOOD_CITY",
        "CIANWOOD_GYM", "CIANWOOD_PHARMACY", "MANIAS_HOUSE", "BATTLE_TOWER_OUTSIDE",
        "UNION_CAVE_B2F", "SLOWPOKE_WELL_B2F", "RUINS_OF_ALPH_AERODACTYL_ITEM_ROOM"],
     [("maps/OlivineLighthouse6F.asm", "JASMINE")],
     "Jasmine is at the top of the Lighthouse and sends the player to Cianwood (across Routes 40-41: "
     "Surf, usable with the Fog Badge); Union Cave B2F is reached by Surf; Slowpoke Well B2F behind "
     "a Strength boulder (HM04 from the Olivine Cafe, Plain Badge); the Ruins of Alph item rooms are "
     "placed here conservatively (see the documentation)"),
    ("G6", "Back to Olivine with the medicine", [], [("maps/CianwoodPharmacy.asm", "giveitem SECRETPOTION")],
     "nothing new is reached: the main road goes back to Olivine; Fly (HM02, Storm Badge) opens"),
    ("G7", "East of Ecruteak: Mt. Mortar, Mahogany, Lake of Rage, the Rocket hideout", [
        "ROUTE_42", "ROUTE_42_ECRUTEAK_GATE", "MOUNT_MORTAR_1F_OUTSIDE", "MOUNT_MORTAR_1F_INSIDE",
        "MAHOGANY_TOWN", "MAHOGANY_GYM", "MAHOGANY_MART_1F", "ROUTE_43", "ROUTE_43_GATE",
        "ROUTE_43_MAHOGANY_GATE", "LAKE_OF_RAGE", "LAKE_OF_RAGE_HIDDEN_POWER_HOUSE",
        "TEAM_ROCKET_BASE_B1F", "TEAM_ROCKET_BASE_B2F", "TEAM_ROCKET_BASE_B3F"],
     [("maps/MahoganyTown.asm", "checkevent EVENT_CLEARED_ROCKET_HIDEOUT")],
     "Route 42 needs Surf; Route 44 stays blocked by the Rage Candy Bar merchant until the Rocket "
     "hideout is cleared, so the Mahogany Gym comes first on the main road"),
    ("G8", "Radio Tower, Route 44, Ice Path, Blackthorn; Whirl Islands and Tin Tower", [
        "RADIO_TOWER_2F", "RADIO_TOWER_3F", "RADIO_TOWER_4F", "RADIO_TOWER_5F",
        "GOLDENROD_UNDERGROUND_SWITCH_ROOM_ENTRANCES", "GOLDENROD_UNDERGROUND_WAREHOUSE",
        "ROUTE_44", "ICE_PATH_1F", "ICE_PATH_B1F", "ICE_PATH_B2F_MAHOGANY_SIDE",
        "ICE_PATH_B2F_BLACKTHORN_SIDE", "ICE_PATH_B3F", "BLACKTHORN_CITY", "BLACKTHORN_GYM_1F",
        "BLACKTHORN_EMYS_HOUSE", "MOUNT_MORTAR_2F_INSIDE", "MOUNT_MORTAR_B1F",
        "WHIRL_ISLAND_NW", "WHIRL_ISLAND_NE", "WHIRL_ISLAND_SW", "WHIRL_ISLAND_CAVE",
        "WHIRL_ISLAND_SE", "WHIRL_ISLAND_B1F", "WHIRL_ISLAND_B2F", "WHIRL_ISLAND_LUGIA_CHAMBER",
        "ECRUTEAK_TIN_TOWER_ENTRANCE", "TIN_TOWER_1F", "TIN_TOWER_2F", "TIN_TOWER_3F", "TIN_TOWER_4F",
        "TIN_TOWER_5F", "TIN_TOWER_6F", "TIN_TOWER_7F", "TIN_TOWER_8F", "TIN_TOWER_9F",
        "TIN_TOWER_ROOF"],
     [("maps/BlackthornCity.asm", "checkevent EVENT_CLEARED_RADIO_TOWER")],
     "after the Glacier Badge the Rockets take the Radio Tower; Clair is away until it is cleared "
     "(BlackthornSuperNerdScript). Whirl Islands and the inner Mt. Mortar floors are placed here: "
     "Whirlpool (HM06 from Lance in the Rocket hideout) is usable with the Glacier Badge and "
     "Mt. Mortar's upper and lower floors are placed conservatively with the Strength boulders and "
     "the waterfall; Tin Tower opens with the wing or bell given in Radio Tower 5F (see received)"),
    ("E4", "Dragon's Den, Routes 45-46, Dark Cave, Routes 27-26, Victory Road", [
        "DRAGONS_DEN_1F", "DRAGONS_DEN_B1F", "DRAGON_SHRINE", "ROUTE_45", "DARK_CAVE_BLACKTHORN_ENTRANCE",
        "ROUTE_27", "ROUTE_27_SANDSTORM_HOUSE", "TOHJO_FALLS", "ROUTE_26", "VICTORY_ROAD_GATE",
        "VICTORY_ROAD", "INDIGO_PLATEAU_POKECENTER_1F"],
     [("maps/VictoryRoadGate.asm", "readvar VAR_BADGES")],
     "Route 27 and Tohjo Falls can be reached earlier by surfing east from New Bark Town (Surf, Fog "
     "Badge); the main road comes to them from Blackthorn after the Rising Badge; the Victory Road "
     "gate checks for eight badges"),
    ("end", "After the Elite Four: Kanto by the S.S. Aqua, then Mt. Silver", [], [
        ("maps/ElmsLab.asm", "verbosegiveitem S_S_TICKET")],
     "Elm gives the S.S. Ticket after the Elite Four; every Kanto map (listed at this checkpoint) "
     "comes after the League, and the Kanto Gyms K1-K8 are fought there in the order the player "
     "likes (the ship lands in Vermilion). Blaine's Gym on the Seafoam Islands lies across the sea "
     "routes 19-21 (Surf); Blue leaves his Viridian Gym for Cinnabar Island until met there "
     "(maps/ViridianCity.asm EVENT_BLUE_IN_CINNABAR); Snorlax needs the Radio Card and the EXPN "
     "Card (Poké Flute channel, maps/LavRadioTower1F.asm); Oak opens Mt. Silver at sixteen badges "
     "(maps/OaksLab.asm NUM_BADGES)"),
]

# every other map of the game's tables (Kanto, Mt. Silver, ports) goes to "end"

# per game, maps placed earlier than in MAPS: (checkpoint, [maps], evidence, note)
GAME_MAPS = {
    "gold-silver": [
        ("G5", ["ECRUTEAK_TIN_TOWER_ENTRANCE", "TIN_TOWER_1F", "TIN_TOWER_2F", "TIN_TOWER_3F", "TIN_TOWER_4F",
                "TIN_TOWER_5F", "TIN_TOWER_6F", "TIN_TOWER_7F", "TIN_TOWER_8F", "TIN_TOWER_9F",
                "TIN_TOWER_ROOF"],
         [("maps/EcruteakGym.asm", "setmapscene ECRUTEAK_TIN_TOWER_ENTRANCE")],
         "Gold/Silver: the sages stop blocking Tin Tower once Morty is beaten (Ho-Oh itself appears "
         "only with the Rainbow Wing: see received)"),
    ],
    "crystal": [],
}

# Maps whose wild squares a player reaches on foot before the main road
# reaches the map (data/story/gen2_reach.py: the tile flood over the game's
# own blocks and collision): per game, (checkpoint, [maps placed there],
# the map already reached there that the walk starts from, the squares it
# starts on: ("warps", map, [warp numbers]) arriving from that map or
# ("edge", map, side) walking in from it, the maps walked through, the
# object scripts that block a square, note). build_gsc.py stops unless
# each listed map with wild rows has a wild square in the walk.
WALKED_ROUTE_42 = (
    "G4", ["ROUTE_42_ECRUTEAK_GATE", "ROUTE_42", "MOUNT_MORTAR_1F_OUTSIDE", "MOUNT_MORTAR_1F_INSIDE"],
    "ECRUTEAK_CITY", ("warps", "Route42", [1, 2]),
    ["Route42", "MountMortar1FOutside", "MountMortar1FInside"], [],
    "Route 42's tall grass lies at its Mahogany end, across the water from Ecruteak, and is reached on foot "
    "through Mt. Mortar's first floor (its west entrance, the inner cave, its east entrance), no HM needed")
WALKED = {
    "gold-silver": [
        ("G3", ["ROUTE_36"], "ROUTE_36_NATIONAL_PARK_GATE", ("warps", "Route36", [1, 2]), ["Route36"],
         ["SudowoodoScript"],
         "Route 36's only tall grass lies west of the Sudowoodo, reached from the National Park gate"),
        WALKED_ROUTE_42,
    ],
    "crystal": [
        ("G1", ["ROUTE_36"], "VIOLET_CITY", ("edge", "Route36", "east"), ["Route36"], ["SudowoodoScript"],
         "Crystal's Route 36 has tall grass east of the Sudowoodo, walked into from Violet City"),
        WALKED_ROUTE_42,
    ],
}

# extra gates a map needs beyond its checkpoint's (placement is already
# conservative; listed on items found there)
MAP_NEEDS = {
    "UNION_CAVE_B2F": ["surf"],
    "SLOWPOKE_WELL_B2F": ["strength"],
    "WHIRL_ISLAND_NW": ["whirlpool"], "WHIRL_ISLAND_NE": ["whirlpool"],
    "WHIRL_ISLAND_SW": ["whirlpool"], "WHIRL_ISLAND_CAVE": ["whirlpool"],
    "WHIRL_ISLAND_SE": ["whirlpool"], "WHIRL_ISLAND_B1F": ["whirlpool"],
    "WHIRL_ISLAND_B2F": ["whirlpool"], "WHIRL_ISLAND_LUGIA_CHAMBER": ["whirlpool"],
    "ROUTE_40": ["surf"], "ROUTE_41": ["surf"], "CIANWOOD_CITY": ["surf"], "CIANWOOD_GYM": ["surf"],
    "CIANWOOD_PHARMACY": ["surf"], "MANIAS_HOUSE": ["surf"], "ROUTE_42": ["surf"],
    "DRAGONS_DEN_B1F": ["surf"], "DRAGON_SHRINE": ["surf"],
}

# items given only after an event of a later checkpoint:
# (map, item) -> (checkpoint, evidence, note)
ITEM_AT = {
    ("ROUTE_31", "tm50"): ("G3", ("maps/Route31.asm", "setevent EVENT_GAVE_KENYA"),
                           "for delivering Kenya (the Spearow of Route 35's gate) and its mail"),
    ("CIANWOOD_CITY", "hm02"): ("G6", ("maps/CianwoodCity.asm", "checkevent EVENT_BEAT_CHUCK"),
                                "Chuck's wife gives it after Chuck is beaten"),
}
# phone contacts who call to give an item (Crystal's routes): the gift needs
# their number and a later call; placed at their route
PHONE_NOTE = "a phone contact met here calls later to give it (clearflag ENGINE_*_HAS_* after the gift)"

GYM_OF_MAP = {"VIOLET_GYM": "G1", "AZALEA_GYM": "G2", "GOLDENROD_GYM": "G3", "ECRUTEAK_GYM": "G4",
              "CIANWOOD_GYM": "G5", "OLIVINE_GYM": "G6", "MAHOGANY_GYM": "G7", "BLACKTHORN_GYM_1F": "G8"}
KANTO_GYMS = {"PEWTER_GYM", "CERULEAN_GYM", "VERMILION_GYM", "CELADON_GYM", "FUCHSIA_GYM",
              "SAFFRON_GYM", "SEAFOAM_GYM", "VIRIDIAN_GYM"}

# ---------------------------------------------------------------- gates
# gate, checkpoint, [(file, text)], note
UNLOCKS = [
    ("old-rod", "G2", [("maps/Route32Pokecenter1F.asm", "verbosegiveitem OLD_ROD")], None),
    ("flash", "G2", [("maps/SproutTower3F.asm", "verbosegiveitem HM_FLASH"),
                     ("engine/events/overworld.asm", "ld de, ENGINE_ZEPHYRBADGE")],
     "HM05 from the Sprout Tower elder (before Falkner); usable with the Zephyr Badge"),
    ("cut", "G3", [("maps/IlexForest.asm", "verbosegiveitem HM_CUT"),
                   ("engine/events/overworld.asm", "ld de, ENGINE_HIVEBADGE")],
     "HM01 in Ilex Forest after the Farfetch'd; usable with the Hive Badge"),
    ("headbutt", "G3", [("maps/IlexForest.asm", "verbosegiveitem TM_HEADBUTT")],
     "TM02 from the man in Ilex Forest; the field move needs no badge"),
    ("squirt-bottle", "G4", [("maps/GoldenrodFlowerShop.asm", "verbosegiveitem SQUIRTBOTTLE"),
                             ("maps/GoldenrodFlowerShop.asm", "checkflag ENGINE_PLAINBADGE")],
     "the Flower Shop gives it after the Plain Badge; it wakes Sudowoodo on Route 36"),
    ("rock-smash", "G4", [("maps/Route36.asm", "verbosegiveitem TM_ROCK_SMASH"),
                          ("maps/Route36.asm", "checkevent EVENT_FOUGHT_SUDOWOODO")],
     "TM08 from the man on Route 36 once Sudowoodo is gone; the field move needs no badge"),
    ("surf", "G5", [("maps/DanceTheater.asm", "verbosegiveitem HM_SURF"),
                    ("engine/events/overworld.asm", "ld de, ENGINE_FOGBADGE")],
     "HM03 in the Ecruteak Dance Theater; usable with the Fog Badge"),
    ("strength", "G5", [("maps/OlivineCafe.asm", "verbosegiveitem HM_STRENGTH"),
                        ("engine/events/overworld.asm", "ld de, ENGINE_PLAINBADGE")],
     "HM04 in the Olivine Cafe; usable with the Plain Badge"),
    ("good-rod", "G5", [("maps/OlivineGoodRodHouse.asm", "verbosegiveitem GOOD_ROD")], None),
    ("fly", "G6", [("maps/CianwoodCity.asm", "verbosegiveitem HM_FLY"),
                   ("engine/events/overworld.asm", "ld de, ENGINE_STORMBADGE")],
     "HM02 from Chuck's wife after the Storm Badge"),
    ("whirlpool", "G8", [("maps/TeamRocketBaseB2F.asm", "verbosegiveitem HM_WHIRLPOOL"),
                         ("engine/events/overworld.asm", "ld de, ENGINE_GLACIERBADGE")],
     "HM06 from Lance in the Rocket hideout; usable with the Glacier Badge"),
    ("waterfall", "E4", [("maps/IcePath1F.asm", "itemball HM_WATERFALL"),
                         ("engine/events/overworld.asm", "ld de, ENGINE_RISINGBADGE")],
     "HM07 lies in the Ice Path; usable with the Rising Badge"),
    ("super-rod", "end", [("maps/Route12SuperRodHouse.asm", "verbosegiveitem SUPER_ROD")], "Route 12 (Kanto)"),
]

# ---------------------------------------------------------------- received
# species const, how, level, map, [(file, text)], extra dict (versions, needs, note, gives, checkpoint)
def received_table(game):
    crystal = game == "crystal"
    rows = [
        ("CYNDAQUIL", "starter", 5, "ELMS_LAB", [("maps/ElmsLab.asm", "givepoke CYNDAQUIL, 5")], {}),
        ("TOTODILE", "starter", 5, "ELMS_LAB", [("maps/ElmsLab.asm", "givepoke TOTODILE, 5")], {}),
        ("CHIKORITA", "starter", 5, "ELMS_LAB", [("maps/ElmsLab.asm", "givepoke CHIKORITA, 5")], {}),
        ("TOGEPI", "egg", 5, "VIOLET_POKECENTER_1F",
         [("maps/VioletPokecenter1F.asm", "giveegg TOGEPI, EGG_LEVEL"),
          ("constants/battle_constants.asm", "DEF EGG_LEVEL EQU 5")],
         {"checkpoint": "G2", "note": "Elm's aide, after the Zephyr Badge (Route 32's guard waits for it)"}),
        ("SPEAROW", "gift", 10, "ROUTE_35_GOLDENROD_GATE",
         [("maps/Route35GoldenrodGate.asm", "givepoke SPEAROW, 10")], {"note": "Kenya, carrying mail"}),
        ("EEVEE", "gift", 20, "BILLS_FAMILYS_HOUSE", [("maps/BillsFamilysHouse.asm", "givepoke EEVEE, 20"),
                                                      ("maps/EcruteakPokecenter1F.asm", "clearevent EVENT_MET_BILL")],
         {"note": "Bill is home in Goldenrod once met in the Ecruteak Pokémon Center"}),
        ("SUDOWOODO", "static", 20, "ROUTE_36", [("maps/Route36.asm", "loadwildmon SUDOWOODO, 20")],
         {"needs": ["squirt-bottle"]}),
        ("RAIKOU", "static", 40, "BURNED_TOWER_B1F", [("maps/BurnedTowerB1F.asm", "special InitRoamMons"),
                                                      ("engine/overworld/wildmons.asm", "ld a, RAIKOU")],
         {"note": "released in the Burned Tower, then roams Johto's routes (level 40)"}),
        ("ENTEI", "static", 40, "BURNED_TOWER_B1F", [("maps/BurnedTowerB1F.asm", "special InitRoamMons"),
                                                     ("engine/overworld/wildmons.asm", "ld a, ENTEI")],
         {"note": "released in the Burned Tower, then roams Johto's routes (level 40)"}),
        ("LAPRAS", "static", 20, "UNION_CAVE_B2F", [("maps/UnionCaveB2F.asm", "loadwildmon LAPRAS, 20")],
         {"needs": ["surf"], "note": "Fridays only"}),
        ("ELECTRODE", "static", 23, "TEAM_ROCKET_BASE_B2F",
         [("maps/TeamRocketBaseB2F.asm", "loadwildmon ELECTRODE, 23")], {"note": "three, at the generator"}),
        ("VOLTORB", "static", 23, "TEAM_ROCKET_BASE_B1F",
         [("maps/TeamRocketBaseB1F.asm", "loadwildmon VOLTORB, 23")], {"note": "a Poké Ball trap"}),
        ("GEODUDE", "static", 21, "TEAM_ROCKET_BASE_B1F",
         [("maps/TeamRocketBaseB1F.asm", "loadwildmon GEODUDE, 21")], {"note": "a Poké Ball trap"}),
        ("KOFFING", "static", 21, "TEAM_ROCKET_BASE_B1F",
         [("maps/TeamRocketBaseB1F.asm", "loadwildmon KOFFING, 21")], {"note": "a Poké Ball trap"}),
        ("GYARADOS", "static", 30, "LAKE_OF_RAGE", [("maps/LakeOfRage.asm", "loadwildmon GYARADOS, 30")],
         {"needs": ["surf"], "note": "the red Gyarados"}),
        ("SHUCKLE", "gift", 15, "MANIAS_HOUSE", [("maps/ManiasHouse.asm", "special GiveShuckle"),
                                                    ("engine/events/shuckle.asm", "ld a, SHUCKLE")],
         {"note": "Mania lends Shuckie (level 15)"}),
        ("TYROGUE", "gift", 10, "MOUNT_MORTAR_B1F", [("maps/MountMortarB1F.asm", "givepoke TYROGUE, 10")],
         {"note": "Kiyo, after beating him"}),
        ("SNORLAX", "static", 50, "VERMILION_CITY", [("maps/VermilionCity.asm", "loadwildmon SNORLAX, 50")],
         {"note": "wakes to the Poké Flute channel (Radio Card and EXPN Card, maps/LavRadioTower1F.asm)"}),
    ]
    if crystal:
        rows += [
            ("SUICUNE", "static", 40, "TIN_TOWER_1F", [("maps/TinTower1F.asm", "loadwildmon SUICUNE, 40"),
                                                      ("maps/RadioTower5F.asm", "verbosegiveitem CLEAR_BELL")],
             {"note": "with the Clear Bell from the Radio Tower director"}),
            ("HO_OH", "static", 60, "TIN_TOWER_ROOF", [("maps/TinTowerRoof.asm", "loadwildmon HO_OH, 60"),
                                                      ("maps/TinTower1F.asm", "verbosegiveitem RAINBOW_WING")],
             {"checkpoint": "end", "note": "the Rainbow Wing is given after the Elite Four (TinTower1F.asm)"}),
            ("LUGIA", "static", 60, "WHIRL_ISLAND_LUGIA_CHAMBER",
             [("maps/WhirlIslandLugiaChamber.asm", "loadwildmon LUGIA, 60"),
              ("maps/PewterCity.asm", "verbosegiveitem SILVER_WING")],
             {"checkpoint": "end", "needs": ["whirlpool"], "note": "the Silver Wing is given in Pewter City"}),
            ("DRATINI", "gift", 15, "DRAGON_SHRINE", [("maps/DragonShrine.asm", "givepoke DRATINI, 15")],
             {"checkpoint": "E4", "note": "the elder's quiz after Clair"}),
        ]
    else:
        rows += [
            ("SUICUNE", "static", 40, "BURNED_TOWER_B1F", [("maps/BurnedTowerB1F.asm", "special InitRoamMons"),
                                                          ("engine/overworld/wildmons.asm", "ld a, SUICUNE")],
             {"note": "released in the Burned Tower, then roams Johto's routes (level 40)"}),
            ("HO_OH", "static", 40, "TIN_TOWER_ROOF", [("maps/TinTowerRoof.asm", "loadwildmon HO_OH, 40"),
                                                      ("maps/RadioTower5F.asm", "verbosegiveitem RAINBOW_WING")],
             {"versions": ["gold"], "checkpoint": "G8",
              "note": "Gold: the Rainbow Wing from the Radio Tower director (after the Glacier Badge)"}),
            ("HO_OH", "static", 70, "TIN_TOWER_ROOF", [("maps/TinTowerRoof.asm", "loadwildmon HO_OH, 70"),
                                                      ("maps/PewterCity.asm", "verbosegiveitem RAINBOW_WING")],
             {"versions": ["silver"], "checkpoint": "end", "note": "Silver: the Rainbow Wing is given in Pewter City"}),
            ("LUGIA", "static", 40, "WHIRL_ISLAND_LUGIA_CHAMBER",
             [("maps/WhirlIslandLugiaChamber.asm", "loadwildmon LUGIA, 40"),
              ("maps/RadioTower5F.asm", "verbosegiveitem SILVER_WING")],
             {"versions": ["silver"], "needs": ["whirlpool"],
              "note": "Silver: the Silver Wing from the Radio Tower director"}),
            ("LUGIA", "static", 70, "WHIRL_ISLAND_LUGIA_CHAMBER",
             [("maps/WhirlIslandLugiaChamber.asm", "loadwildmon LUGIA, 70"),
              ("maps/PewterCity.asm", "verbosegiveitem SILVER_WING")],
             {"versions": ["gold"], "checkpoint": "end", "needs": ["whirlpool"],
              "note": "Gold: the Silver Wing is given in Pewter City"}),
        ]
    return rows


class Builder:
    def __init__(self, game, git_dir):
        self.game = game
        g = gc.GAMES[game]
        self.g = g
        self.repo = gc.Repo(git_dir, g["commit"])
        self.short = g["repo"].split("/")[1]
        self.species = gc.species_table(self.repo)
        attrs = re.findall(r"^\s*map_attributes (\w+), (\w+),", self.repo.show("data/maps/attributes.asm"), re.M)
        self.camel = {const: camel for camel, const in attrs}
        self.map_order = [const for _camel, const in attrs]
        self.file_cache = {}

    def text(self, path):
        if path not in self.file_cache:
            self.file_cache[path] = self.repo.show(path)
        return self.file_cache[path]

    def cite(self, path, needle):
        for no in cite.matching_lines(self.text(path), needle=needle)[:1]:
            return "%s %s:%d" % (self.short, path, no)
        gc.fail("%s: %r not found in %s" % (self.game, needle, path))

    def cites(self, pairs):
        return "; ".join(self.cite(p, t) for p, t in pairs)

    def map_file(self, const):
        return "maps/%s.asm" % self.camel[const]

    # ---------------------------------------------------------- items
    def item_names(self):
        items = self.text("constants/item_constants.asm")
        names = {}
        for i, m in enumerate(re.findall(r"^\s*add_tm (\w+)", items, re.M), start=1):
            names["TM_" + m] = "tm%02d" % i
        for i, m in enumerate(re.findall(r"^\s*add_hm (\w+)", items, re.M), start=1):
            names["HM_" + m] = "hm%02d" % i
        for const, ours in [("FIRE_STONE", "fire-stone"), ("WATER_STONE", "water-stone"),
                            ("THUNDERSTONE", "thunder-stone"), ("LEAF_STONE", "leaf-stone"),
                            ("MOON_STONE", "moon-stone"), ("SUN_STONE", "sun-stone"),
                            ("KINGS_ROCK", "kings-rock"), ("METAL_COAT", "metal-coat"),
                            ("DRAGON_SCALE", "dragon-scale"), ("UP_GRADE", "up-grade")]:
            if not re.search(r"^\s*const %s\b" % const, items, re.M):
                gc.fail("item %s missing" % const)
            names[const] = ours
        return names

    def scan_items(self):
        names = self.item_names()
        marts_text = self.text("data/items/marts.asm")
        mart_consts = re.findall(r"^\s*const (MART_\w+)", self.text("constants/mart_constants.asm"), re.M)
        mart_labels = re.findall(r"^\s*dw (Mart\w+)", marts_text, re.M)
        mart_items, cur = {}, None
        for no, line in enumerate(marts_text.splitlines(), start=1):
            m = re.match(r"^(Mart\w+):", line)
            if m:
                cur = m.group(1)
                mart_items[cur] = []
                continue
            m = re.match(r"\s*db (\w+)", line)
            if cur and m and m.group(1) in names:
                mart_items[cur].append((names[m.group(1)], no))
        mart_of = dict(zip(mart_consts, mart_labels))
        found = []
        for const in self.map_order:
            path = self.map_file(const)
            try:
                text = self.text(path)
            except subprocess.CalledProcessError:
                continue
            lines = gc.version_lines(text, self.g["versions"])
            for i, (no, line, vs) in enumerate(lines):
                code = gc.strip_comment(line)
                m = re.match(r"(itemball|hiddenitem|verbosegiveitem|giveitem) (\w+)", code)
                if m and m.group(2) in names:
                    kind = m.group(1)
                    how = {"itemball": "item-ball", "hiddenitem": "hidden"}.get(kind, "gift")
                    if how == "gift" and "GameCorner" in path:
                        how = "prize"
                    if how == "gift" and (const in GYM_OF_MAP or const in KANTO_GYMS):
                        how = "gym-reward"
                    after = " ".join(l for _n, l, _v in lines[i + 1:i + 4])
                    phone = bool(re.search(r"clearflag ENGINE_\w+_HAS_", after))
                    found.append((const, names[m.group(2)], how, "%s %s:%d" % (self.short, path, no), vs, phone))
                m = re.match(r"pokemart MARTTYPE_\w+, (MART_\w+)", code)
                if m:
                    for item, mno in mart_items[mart_of[m.group(1)]]:
                        found.append((const, item, "mart", "%s %s:%d; %s data/items/marts.asm:%d" % (
                            self.short, path, no, self.short, mno), vs, False))
        # Gold/Silver: the Bug-Catching Contest's first prize is given by
        # engine/events/std_scripts.asm (Crystal: maps/Route36NationalParkGate.asm)
        if not any(f[1] == "sun-stone" for f in found):
            found.append(("ROUTE_36_NATIONAL_PARK_GATE", "sun-stone", "gift",
                          self.cite("engine/events/std_scripts.asm", "verbosegiveitem SUN_STONE")
                          + " (Bug-Catching Contest first prize)", frozenset(self.g["versions"]), False))
        # items held by the Pokémon of in-game trades
        text = self.text("data/events/npc_trades.asm")
        for no, line in enumerate(text.splitlines(), start=1):
            m = re.match(r'\s*npctrade \w+, +\w+, +\w+, +"\w*", +\$\w+, +\$\w+, +(\w+),', line)
            if m and m.group(1) in names:
                for loc, _give, _get, src in self.scan_trades():
                    if src.endswith("npc_trades.asm:%d" % no):
                        found.append((loc, names[m.group(1)], "trade", src + " (held item)",
                                      frozenset(self.g["versions"]), False))
        # one row per (map, item, how); keep the first citation
        seen, out = set(), []
        for row in found:
            if row[1] == "sun-stone" and row[0] == "ROUTE_36_NATIONAL_PARK_GATE" and "Contest" not in row[3]:
                row = row[:3] + (row[3] + " (Bug-Catching Contest first prize)",) + row[4:]
            key = (row[0], row[1], row[2], row[4])
            if key not in seen:
                seen.add(key)
                out.append(row)
        return out

    def scan_trades(self):
        text = self.text("data/events/npc_trades.asm")
        consts = gc.const_list(self.text("constants/npc_trade_constants.asm"))
        trades = []
        for no, line in enumerate(text.splitlines(), start=1):
            m = re.match(r"\s*npctrade \w+, +(\w+), +(\w+), +\"", line)
            if m:
                trades.append((m.group(1), m.group(2), no))
        table = dict(zip(consts, trades))
        out = []
        for const in self.map_order:
            try:
                t = self.text(self.map_file(const))
            except subprocess.CalledProcessError:
                continue
            for no, line in enumerate(t.splitlines(), start=1):
                m = re.match(r"\s*trade (NPC_TRADE_\w+)", line)
                if m:
                    give, get, tno = table[m.group(1)]
                    out.append((const, give, get, "%s %s:%d; %s data/events/npc_trades.asm:%d" % (
                        self.short, self.map_file(const), no, self.short, tno)))
        return out

    def scan_prizes(self):
        out = []
        for const in ("GOLDENROD_GAME_CORNER", "CELADON_GAME_CORNER_PRIZE_ROOM"):
            path = self.map_file(const)
            lines = self.text(path).splitlines()
            version_of_line = {}
            # pokegold: `checkver` / `iftrue .Silver...` splits the menus;
            # lines after the first "Silver" label are Silver's.
            branch = None
            for no, line in enumerate(lines, start=1):
                if re.match(r"^\.?\w*Silver\w*:", line.strip()) or re.match(r"^\w*Silver\w*:", line):
                    branch = "silver"
                m = re.match(r"\s*givepoke (\w+), (\d+)", line)
                if m:
                    out.append((const, m.group(1), int(m.group(2)), "%s %s:%d" % (self.short, path, no),
                                branch))
        return out

    # ---------------------------------------------------------- walked
    def walked(self, placed, idx):
        """{map: (checkpoint, source)} of WALKED: each map placed where a
        walk from a map already reached there reaches its wild squares
        (data/story/gen2_reach.py), checked here."""
        maps = gen2_reach.Maps(self.text, self.repo.show_bytes)
        enc_path = os.path.join(gc.DATA, "encounters", self.game + ".json")
        with open(enc_path, encoding="utf-8") as f:
            walking = {r["location"] for r in json.load(f)["encounters"] if r["method"] == "walk"}
        out = {}
        for cp, consts, start_from, start, through, blockers, _note in WALKED[self.game]:
            if idx[placed.get(start_from, "end")] > idx[cp]:
                gc.fail("%s: WALKED %s: %s is not reached by %s" % (self.game, consts, start_from, cp))
            kind, name, where = start
            squares = (gen2_reach.arrivals(maps, name, where) if kind == "warps"
                       else gen2_reach.edge(maps, name, where))
            reached = gen2_reach.walk(maps, name, squares, set(through), blockers)
            for c in consts:
                if idx[placed.get(c, "end")] <= idx[cp]:
                    gc.fail("%s: WALKED %s is already placed at %s" % (self.game, c, placed.get(c)))
                src = ("reached on foot from %s (%s) by the tile walk of data/story/gen2_reach.py over "
                       "%s (maps/*.blk, data/tilesets/*_collision.asm)" % (start_from, cp, ", ".join(through)))
                if c in walking:
                    cave = self.map_environment(c) == "CAVE"
                    hit = gen2_reach.wild_squares(maps, self.camel[c], cave) & reached
                    if not hit:
                        gc.fail("%s: WALKED %s: no wild square reached" % (self.game, c))
                    src += ": %d of its %s squares reached" % (len(hit), "cave" if cave else "tall grass")
                out[c] = (cp, src)
        return out

    def map_environment(self, const):
        m = re.search(r"^\s*map %s, \w+, (\w+)," % self.camel[const], self.text("data/maps/maps.asm"), re.M)
        return m.group(1)

    # ---------------------------------------------------------- build
    def build(self):
        versions = self.g["versions"]
        placed = {}
        for cp, consts, _ev, _note in GAME_MAPS[self.game]:
            for c in consts:
                placed[c] = cp
        for cp, _title, consts, _ev, _note in MAPS:
            for c in consts:
                if c in self.camel and c not in placed:
                    placed[c] = cp
        unlock_cp = {u[0]: u[1] for u in UNLOCKS}
        idx = {cp: i for i, cp in enumerate(ORDER)}
        walked = self.walked(placed, idx)
        # Items and gifts stay at the main road's checkpoint: their scripts
        # were read for it (Route 36's TM08 waits for the Sudowoodo).
        main_road = dict(placed)
        placed.update({c: cp for c, (cp, _src) in walked.items()})

        def cp_of(loc, needs=(), at_least=None):
            base = main_road.get(loc, "end")
            cands = [base] + [unlock_cp[n] for n in needs] + ([at_least] if at_least else [])
            return max(cands, key=lambda c: idx[c])

        checkpoints = {cp: {"before": cp, "locations": [], "unlocks": [], "received": [], "items": []}
                       for cp in ORDER}
        used_locs = set()

        # received
        for sp, how, level, loc, ev, extra in received_table(self.game):
            if sp not in self.species:
                gc.fail("unknown species %s" % sp)
            needs = extra.get("needs", [])
            cp = cp_of(loc, needs, extra.get("checkpoint"))
            row = {"species": self.species[sp], "how": how, "level": level, "location": loc}
            if "versions" in extra:
                row["versions"] = extra["versions"]
            if needs:
                row["needs"] = needs
            if "note" in extra:
                row["note"] = extra["note"]
            row["source"] = self.cites(ev)
            checkpoints[cp]["received"].append(row)
            used_locs.add(loc)
        for loc, give, get, src in self.scan_trades():
            row = {"species": self.species[get], "how": "trade", "gives": self.species[give],
                   "location": loc, "source": src}
            checkpoints[cp_of(loc, MAP_NEEDS.get(loc, []))]["received"].append(row)
            used_locs.add(loc)
        prizes = self.scan_prizes()
        has_branch = {loc: any(p[4] == "silver" for p in prizes if p[0] == loc) for loc, *_ in prizes}
        for loc, sp, level, src, branch in prizes:
            row = {"species": self.species[sp], "how": "prize", "level": level, "location": loc}
            if self.game == "gold-silver" and has_branch[loc]:
                row["versions"] = ["silver"] if branch == "silver" else ["gold"]
            row["needs"] = []
            row["note"] = "bought with Game Corner coins (Coin Case)"
            row["source"] = src
            checkpoints[cp_of(loc)]["received"].append(row)
            used_locs.add(loc)
        if self.game == "crystal":
            eggs = re.findall(r"^\s*db (\w+)\s*$", self.text("data/events/odd_eggs.asm"), re.M)
            kinds = []
            for e in eggs:
                if e in self.species and e not in kinds:
                    kinds.append(e)
            for sp in kinds:
                checkpoints[cp_of("DAY_CARE")]["received"].append({
                    "species": self.species[sp], "how": "egg", "level": 5, "location": "DAY_CARE",
                    "choice": "odd-egg",
                    "note": "the Odd Egg: one egg, its species drawn from data/events/odd_eggs.asm "
                            "(each of them can be had, one only: a choice)",
                    "source": self.cites([("maps/DayCare.asm", "special GiveOddEgg"),
                                          ("data/events/odd_eggs.asm", "db " + sp)])})
            used_locs.add("DAY_CARE")

        # unlocks
        for gate, cp, ev, note in UNLOCKS:
            row = {"gate": gate, "source": self.cites(ev)}
            if note:
                row["note"] = note
            checkpoints[cp]["unlocks"].append(row)

        # items
        for loc, item, how, src, vs, phone in self.scan_items():
            needs = list(MAP_NEEDS.get(loc, []))
            at_least = None
            if how == "gym-reward":
                g = GYM_OF_MAP.get(loc)
                at_least = ORDER[ORDER.index(g) + 1] if g else "end"
            note = None
            if (loc, item) in ITEM_AT:
                at_least, ev, note = ITEM_AT[(loc, item)]
                src = src + "; " + self.cite(*ev)
            elif phone:
                note = PHONE_NOTE
            cp = cp_of(loc, needs, at_least)
            row = {"item": item, "location": loc, "how": how, "needs": needs}
            if set(vs) != set(versions):
                row["versions"] = [v for v in versions if v in vs]
            if note:
                row["note"] = note
            row["source"] = src
            checkpoints[cp]["items"].append(row)
            used_locs.add(loc)

        # locations: every placed map, plus every map used anywhere
        enc = []
        enc_path = os.path.join(gc.DATA, "encounters", self.game + ".json")
        if os.path.exists(enc_path):
            import json
            enc = [r["location"] for r in json.load(open(enc_path, encoding="utf-8"))["encounters"]]
        all_locs = set(used_locs) | set(enc) | set(placed)
        unreachable = {"SAFARI_ZONE_BETA"}  # unused map: no warp leads there (documented)
        for cp, consts, ev, _note in GAME_MAPS[self.game]:
            for c in consts:
                checkpoints[cp]["locations"].append(
                    {"id": c, "source": self.cite(self.map_file(c), "_MapScripts:") + "; " + self.cites(ev)})
        for c, (cp, src) in walked.items():
            checkpoints[cp]["locations"].append(
                {"id": c, "source": self.cite(self.map_file(c), "_MapScripts:") + "; " + src})
        for cp, title, consts, ev, note in MAPS:
            for c in consts:
                if c in self.camel and placed.get(c) == cp and c not in walked and not any(
                        c in g[1] for g in GAME_MAPS[self.game]):
                    checkpoints[cp]["locations"].append(
                        {"id": c, "source": self.cite(self.map_file(c), "_MapScripts:") + "; " + self.cites(ev)})
        for c in sorted(all_locs - set(placed) - unreachable, key=self.map_order.index):
            checkpoints["end"]["locations"].append(
                {"id": c, "source": self.cite(self.map_file(c), "_MapScripts:")
                 + "; " + self.cite("maps/ElmsLab.asm", "verbosegiveitem S_S_TICKET")
                 + " (Kanto and the post-game open after the Elite Four)"})
        for cp, title, consts, ev, note in MAPS:
            c = checkpoints[cp]
            c["note"] = title + ". " + note + ". " + NUZLOCKE % "gold/crys" if cp != "end" else title + ". " + note
            for gcp, _consts, _ev, gnote in GAME_MAPS[self.game]:
                if gcp == cp:
                    c["note"] += ". " + gnote
            for wcp, _consts, _from, _start, _through, _blockers, wnote in WALKED[self.game]:
                if wcp == cp:
                    c["note"] += ". " + wnote + " (data/story/gen2_reach.py)"
        # order inside checkpoints
        for c in checkpoints.values():
            c["items"].sort(key=lambda r: (self.map_order.index(r["location"]), r["item"], r["how"]))
        locations = {c: self.display(c) for c in sorted(all_locs, key=self.map_order.index)}
        doc = {
            "game": self.game,
            "versions": versions,
            "sources": {
                self.short: "%s at %s" % (self.g["repo"], self.g["commit"]),
                "nuzlocke.app": "domtronn/nuzlocke.app src/lib/data/routes.json (BSD-3-Clause), order cross-check only",
            },
            "generator": "data/story/build_gsc.py",
            "note": GAME_NOTE[self.game],
            "locations": locations,
            "checkpoints": [self.finish(checkpoints[cp]) for cp in ORDER],
            # What each evolution condition needs (data/README.md section 10).
            "extra": {"conditions": {"friendship": {
                "gate": None,
                "note": ("walking raises the party's happiness every other step cycle from the first "
                         "step of the game (StepHappiness, called from the overworld's step counter); "
                         "levels and vitamins raise it too"),
                "source": self.cites([("engine/events/happiness_egg.asm", "StepHappiness::"),
                                      ("engine/overworld/events.asm", "farcall StepHappiness"),
                                      ("engine/pokemon/evolve.asm", "cp EVOLVE_HAPPINESS")]),
            }}},
        }
        return doc

    @staticmethod
    def finish(c):
        out = {"before": c["before"], "note": c["note"], "locations": c["locations"],
               "unlocks": c["unlocks"], "received": c["received"], "items": c["items"]}
        return out

    @staticmethod
    def display(const):
        keep = {"NW", "NE", "SW", "SE", "B1F", "B2F", "B3F", "1F", "2F", "3F", "4F", "5F", "6F", "7F",
                "8F", "9F", "10F", "11F", "TM", "HM", "SSE"}
        words = []
        for w in const.split("_"):
            words.append(w if w in keep or re.fullmatch(r"\d+", w) else w.capitalize())
        s = " ".join(words)
        s = s.replace("Mount ", "Mt. ").replace("Pokecenter", "Pokémon Center").replace("Mr Pokemons", "Mr. Pokémon's")
        s = s.replace("Elms ", "Elm's ").replace("Bills ", "Bill's ").replace("Kurts ", "Kurt's ")
        s = s.replace("Dragons Den", "Dragon's Den").replace("Digletts", "Diglett's").replace("Manias", "Mania's").replace(" Of ", " of ")
        # The constants drop the apostrophe of an owner's house or room
        # (VIOLET_KYLES_HOUSE, BILLS_FAMILYS_HOUSE, WISE_TRIOS_ROOM): every
        # such word of these maps is a possessive.
        s = re.sub(r"\b([A-Z][a-z]+)s (House|Room|Cabin)\b", r"\1's \2", s)
        s = s.replace("Mr Psychic's", "Mr. Psychic's").replace("Dept Store", "Dept. Store").replace("Silph Co ", "Silph Co. ")
        return s


GAME_NOTE = {
    "gold-silver": (
        "Gold and Silver (pret/pokegold builds both; version differences are IF DEF(_GOLD)/ELIF "
        "DEF(_SILVER) blocks or `checkver` branches, carried as `versions`). Checkpoints follow the "
        "main road of a first-time player: G1 Falkner, G2 Bugsy, G3 Whitney, G4 Morty, G5 Chuck "
        "(Jasmine sends the player to Cianwood first), G6 Jasmine, G7 Pryce, G8 Clair, E4, end. A map "
        "that needs a field move is placed where the move is usable (HM in hand and the badge the "
        "engine checks). Each checkpoint's note names the detours the game allows. Items are placed by "
        "their map (see data/README.md section 10 for the limits of that rule). All of Kanto and "
        "Mt. Silver is at 'end'; the Kanto Gyms K1-K8 are fought there in any order the player likes."),
    "crystal": (
        "Crystal (pret/pokecrystal). Checkpoints follow the main road of a first-time player: G1 "
        "Falkner, G2 Bugsy, G3 Whitney, G4 Morty, G5 Chuck (Jasmine sends the player to Cianwood "
        "first), G6 Jasmine, G7 Pryce, G8 Clair, E4, end. A map that needs a field move is placed "
        "where the move is usable (HM in hand and the badge the engine checks). Each checkpoint's note "
        "names the detours the game allows. Items are placed by their map (see "
        "data/README.md section 10 for the limits of that rule). All of Kanto and Mt. Silver is at "
        "'end'; the Kanto Gyms K1-K8 are fought there in any order the player likes."),
}


def main():
    git_dir, game, out = gc.parse_args(sys.argv[1:], __doc__)
    out = out or os.path.join(os.path.dirname(os.path.abspath(__file__)), game + ".json")
    gc.write_json(out, Builder(game, git_dir).build())


if __name__ == "__main__":
    main()
