#!/usr/bin/env python3
"""The FireRed/LeafGreen story skeleton -> data/story/firered-leafgreen.json.

Usage:
    python3 data/story/build_frlg.py --sources DIR [OUT]

The facts are curated here, by hand, from pret/pokefirered at
frlg_common.POKEFIRERED_COMMIT (the commit of data/README.md section 8):
which checkpoint every location, gate, received Pokémon and item belongs to,
and why.  This script only writes them out: it reads the decompilation with
`git show COMMIT:path` to turn every cited pattern into a
`path:line` (and fails if a pattern is missing or the game changed), to find
the map folder and a display name of every map id, and to list every TM, HM
and evolution item the maps hold, so that none is left out.  Standard
library only.

Rules (see data/README.md section 10, "FireRed/LeafGreen"):
  - Main road = badge order (G1 Brock ... G8 Giovanni, E4, end).  A location
    is listed at the first checkpoint at which a first-time player on that
    road has reached it with its gates; a few story areas are placed where the
    main road meets them although a gate would allow them earlier (each
    checkpoint's note names them and the gate that allows the detour).
  - Gates (`unlocks`): an HM counts from the checkpoint at which both the HM
    and its badge are had (src/party_menu.c FLAG_BADGE01_GET + field move;
    data/scripts/field_moves.inc; src/field_control_avatar.c for Surf and
    Waterfall); key items from the checkpoint at which they are received.
  - Items: every TM/HM and evolution item source of the maps (item ball,
    hidden item, gift, gym reward, mart, Game Corner prize), placed at
    max(checkpoint of its location, checkpoints of its `needs`, the checkpoint
    after the gym for a gym reward).
"""

import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from frlg_common import (GAME, POKEFIRERED, POKEFIRERED_COMMIT, VERSIONS, SpeciesNames,  # noqa: E402
                         pokefirered, write_json, parse_args)
from data.pipeline import cite  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
TRACKER = "vyneras/pokemon-frlg-tracker"
TRACKER_COMMIT = "6db3f87bb548d1ac6a1f6f94495ec4bb3680b1eb"
NUZLOCKE = "domtronn/nuzlocke.app"
NUZLOCKE_COMMIT = "dcf66704628f47940d562d461c6710ce9e6bbe85"
CHECKPOINTS = ["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "E4", "end"]
EVOLUTION_ITEMS = ["fire-stone", "water-stone", "thunder-stone", "leaf-stone", "moon-stone", "sun-stone",
                   "kings-rock", "metal-coat", "dragon-scale", "up-grade", "deep-sea-tooth", "deep-sea-scale"]
ITEM_RE = re.compile(r"\bITEM_(TM\d\d|HM\d\d|FIRE_STONE|WATER_STONE|THUNDER_STONE|LEAF_STONE|MOON_STONE|"
                     r"SUN_STONE|KINGS_ROCK|METAL_COAT|DRAGON_SCALE|UP_GRADE|DEEP_SEA_TOOTH|DEEP_SEA_SCALE)\b")
GATES = ["cut", "flash", "fly", "strength", "surf", "rock-smash", "waterfall",
         "old-rod", "good-rod", "super-rod", "ss-ticket", "bicycle", "tea", "coin-case",
         "silph-scope", "poke-flute", "tri-pass", "rainbow-pass", "auroraticket", "mysticticket"]
HOW_RECEIVED = ["starter", "gift", "trade", "purchase", "prize", "fossil", "static", "egg"]
HOW_ITEM = ["item-ball", "hidden", "gift", "gym-reward", "mart", "prize", "trade"]


def item_id(const):
    """ITEM_TM05 -> tm05, ITEM_KINGS_ROCK -> kings-rock (PokeAPI identifiers)."""
    return const[len("ITEM_"):].lower().replace("_", "-")


class Src:
    """The decompilation, with `cite` turning a pattern into path:line."""

    def __init__(self, git):
        self.git = git
        self.lines = {}
        self.map_dir = {}
        for d in git.ls("data/maps"):
            name = d.split("/")[-1]
            try:
                j = json.loads(git.read(f"data/maps/{name}/map.json"))
            except Exception:
                continue
            self.map_dir[j["id"]] = name

    def text(self, path):
        if path not in self.lines:
            self.lines[path] = self.git.read(path).splitlines()
        return self.lines[path]

    def line(self, path, pattern, nth=1):
        hits = cite.matching_lines(self.text(path), pattern)
        if len(hits) < nth:
            raise SystemExit(f"pattern not found ({len(hits)} hits, wanted #{nth}): {path}: {pattern}")
        return hits[nth - 1]

    def cite(self, path, pattern, nth=1):
        return f"{path}:{self.line(path, pattern, nth)}"

    def obstacle(self, folder, gfx, x, y):
        """path:line of an object (cut tree, boulder, breakable rock) at x,y in a map.json."""
        path = f"data/maps/{folder}/map.json"
        t = self.text(path)
        for i, l in enumerate(t):
            if f'"graphics_id": "OBJ_EVENT_GFX_{gfx}"' in l and f'"x": {x},' in t[i + 1] and f'"y": {y},' in t[i + 2]:
                return f"{path}:{i + 1} ({gfx.lower().replace('_', ' ')} at {x},{y})"
        raise SystemExit(f"no {gfx} at {x},{y} in {path}")

    def mapfile(self, map_id, kind="map.json"):
        return f"data/maps/{self.map_dir[map_id]}/{kind}"


WORDS = {"Mt": "Mt.", "SSAnne": "S.S. Anne", "Pokemon": "Pokémon", "Oaks": "Oak's", "Digletts": "Diglett's",
         "Psychics": "Psychic's", "Wardens": "Warden's", "Copycats": "Copycat's", "Loreleis": "Lorelei's",
         "Captains": "Captain's", "Co": "Co.", "Mr": "Mr."}


def display_name(folder):
    parts = []
    for chunk in folder.split("_"):
        if chunk in WORDS:
            parts.append(WORDS[chunk])
            continue
        words = re.findall(r"B\d+F|\d+F|[A-Z][a-z]+|[A-Z]+(?![a-z])|\d+|[a-z]+", chunk)
        parts.extend(WORDS.get(w, w) for w in words)
    return " ".join(parts)


def build(git):
    S = Src(git)
    c = S.cite
    M = S.mapfile

    ob = S.obstacle

    def tr(path, region):
        return f"cross-check {TRACKER} {path} \"{region}\""

    # ------------------------------------------------------------------
    # The gates each segment of the main road passes (cited once, reused)
    # ------------------------------------------------------------------
    parcel = ("Viridian's old man lies across the north exit until Oak's parcel is delivered: "
              + c("data/maps/ViridianCity/scripts.inc", r"call_if_eq VAR_MAP_SCENE_VIRIDIAN_CITY_OLD_MAN, 0") + ", "
              + c("data/maps/ViridianCity/scripts.inc", r"^ViridianCity_EventScript_SetOldManBlockingRoad::") + ", "
              + c("data/maps/PalletTown_ProfessorOaksLab/scripts.inc", r"setvar VAR_MAP_SCENE_VIRIDIAN_CITY_OLD_MAN, 1"))
    brock = ("Pewter's east exit triggers (Gym guide) run while VAR_MAP_SCENE_PEWTER_CITY is 0: "
             + c("data/maps/PewterCity/map.json", r'"var": "VAR_MAP_SCENE_PEWTER_CITY"') + "; Brock sets it to 1: "
             + c("data/maps/PewterCity_Gym/scripts.inc", r"setvar VAR_MAP_SCENE_PEWTER_CITY, 1"))
    cerulean_block = ("Cerulean's east (policeman) and south (Slowbro) exits stay blocked until the S.S. Ticket: "
                      + c("data/maps/CeruleanCity/scripts.inc", r"call_if_unset FLAG_GOT_SS_TICKET") + ", "
                      + c("data/maps/Route25_SeaCottage/scripts.inc", r"setflag FLAG_GOT_SS_TICKET$"))
    rival_north = ("the rival meets the player at Cerulean's north exit, toward Route 24: "
                   + c("data/maps/CeruleanCity/scripts.inc", r"^CeruleanCity_EventScript_Rival::"))
    cut_badge = ("Cut needs the Cascade Badge: " + c("data/scripts/field_moves.inc", r"goto_if_unset FLAG_BADGE02_GET"))
    tower_scope = ("Pokémon Tower battles are unidentifiable ghosts without the Silph Scope: "
                   + c("src/battle_setup.c", r"CheckBagHasItem\(ITEM_SILPH_SCOPE, 1\)\)\)"))
    flute = ("the Snorlax blocking Routes 12 and 16 wakes only with the Poké Flute: "
             + c("data/maps/Route12/scripts.inc", r"goto_if_unset FLAG_GOT_POKE_FLUTE") + ", "
             + c("data/maps/Route16/scripts.inc", r"goto_if_unset FLAG_GOT_POKE_FLUTE"))
    bike = ("Cycling Road gates turn away a player without the Bicycle: "
            + c("data/maps/Route16_NorthEntrance_1F/scripts.inc", r"call_if_set FLAG_GOT_BICYCLE"))
    tea = ("the Saffron gate guards let the player pass with the Tea: "
           + c("data/maps/Route5_SouthEntrance/scripts.inc", r"goto_if_set FLAG_GOT_TEA") + " (and the "
           "Route 6, 7 and 8 gates alike)")
    fuji = ("the Silph Co. door guard stands aside once Mr. Fuji is rescued: "
            + c("data/maps/SaffronCity/scripts.inc", r"call_if_unset FLAG_RESCUED_MR_FUJI") + ", "
            + c("data/maps/PokemonTower_7F/scripts.inc", r"setflag FLAG_RESCUED_MR_FUJI"))
    surf_badge = ("Surf needs the Soul Badge: " + c("src/field_control_avatar.c", r"FLAG_BADGE05_GET"))
    strength_badge = ("Strength needs the Rainbow Badge: "
                      + c("data/scripts/field_moves.inc", r"goto_if_unset FLAG_BADGE04_GET"))
    bill_sevii = ("after Blaine, Bill offers the trip to One Island: "
                  + c("data/maps/CinnabarIsland_Gym/scripts.inc", r"setvar VAR_MAP_SCENE_CINNABAR_ISLAND, 1") + ", "
                  + c("data/maps/CinnabarIsland/scripts.inc", r"msgbox CinnabarIsland_Text_ComeWithMeToOneIsland"))
    viridian_gym = ("Viridian Gym opens once badges 2-7 are had: "
                    + c("data/maps/ViridianCity/scripts.inc", r"^ViridianCity_EventScript_TryUnlockGym::"))
    route23 = ("Route 22's gate and Route 23's guards check the badges: "
               + c("data/maps/Route22_NorthEntrance/scripts.inc", r"^Route22_NorthEntrance_EventScript_BoulderBadgeGuard::")
               + ", " + c("data/scripts/route23.inc", r"^Route23_EventScript_CheckBoulderBadge::"))
    natdex = ("post-game: the National Pokédex after the Hall of Fame "
              + c("data/maps/PalletTown_ProfessorOaksLab/scripts.inc", r"goto_if_set FLAG_SYS_GAME_CLEAR, PalletTown_ProfessorOaksLab_EventScript_TryStartNationalDexScene")
              + ", " + c("data/maps/PalletTown_ProfessorOaksLab/scripts.inc", r"goto_if_lt VAR_0x8009, 60")
              + "; Celio then asks for the Ruby "
              + c("data/maps/OneIsland_PokemonCenter_1F/scripts.inc", r"specialvar VAR_RESULT, IsNationalPokedexEnabled"))
    rainbow = ("the Rainbow Pass (for the Ruby) opens Four to Seven Island: "
               + c("data/maps/OneIsland_PokemonCenter_1F/scripts.inc", r"additem ITEM_RAINBOW_PASS"))
    ruby_path = ("Mt. Ember's cave opens when Celio asks for the Ruby: "
                 + c("data/maps/MtEmber_Exterior/scripts.inc", r"call_if_ge VAR_MAP_SCENE_ONE_ISLAND_POKEMON_CENTER_1F, 4") + ", "
                 + c("data/maps/OneIsland_PokemonCenter_1F/scripts.inc", r"setvar VAR_MAP_SCENE_ONE_ISLAND_POKEMON_CENTER_1F, 4"))
    cave_guard = ("the Cerulean Cave guard leaves after the Sapphire is given to Celio: "
                  + c("data/maps/CeruleanCity/map.json", r'"flag": "FLAG_HIDE_CERULEAN_CAVE_GUARD"') + ", "
                  + c("data/maps/OneIsland_PokemonCenter_1F/scripts.inc", r"setflag FLAG_HIDE_CERULEAN_CAVE_GUARD"))

    # ------------------------------------------------------------------
    # Locations: (map id, checkpoint, reason, extra or None)
    # ------------------------------------------------------------------
    L = []

    def loc(cp, ids, reason, extra=None):
        for i in ids:
            L.append((i, cp, reason, extra))

    # G1 -------------------------------------------------------------
    loc("G1", ["MAP_PALLET_TOWN", "MAP_PALLET_TOWN_PROFESSOR_OAKS_LAB", "MAP_ROUTE1", "MAP_VIRIDIAN_CITY",
               "MAP_ROUTE22"], "reached from the start, no gate; " + tr("locations/access.json", "Viridian City South Access"))
    loc("G1", ["MAP_ROUTE2", "MAP_VIRIDIAN_FOREST", "MAP_PEWTER_CITY_GYM"],
        parcel + "; " + tr("locations/access.json", "Viridian City North Access"))
    # G2 -------------------------------------------------------------
    loc("G2", ["MAP_ROUTE3", "MAP_MT_MOON_1F", "MAP_MT_MOON_B1F", "MAP_MT_MOON_B2F", "MAP_ROUTE4",
               "MAP_ROUTE4_POKEMON_CENTER_1F", "MAP_CERULEAN_CITY", "MAP_CERULEAN_CITY_HOUSE3", "MAP_CERULEAN_CITY_GYM"],
        brock + "; " + tr("locations/access.json", "Route 4 West Access"))
    loc("G2", ["MAP_ROUTE24", "MAP_ROUTE25"],
        "north of Cerulean, no gate; " + rival_north + "; " + cerulean_block
        + "; " + tr("locations/overworld/routes.json", "Route 24"))
    # G3 -------------------------------------------------------------
    seg3 = cerulean_block + "; " + tr("locations/access.json", "Cerulean City Outskirts Access")
    loc("G3", ["MAP_ROUTE5", "MAP_UNDERGROUND_PATH_NORTH_ENTRANCE", "MAP_ROUTE6", "MAP_VERMILION_CITY",
               "MAP_VERMILION_CITY_HOUSE1", "MAP_VERMILION_CITY_HOUSE2", "MAP_VERMILION_CITY_POKEMON_FAN_CLUB",
               "MAP_CERULEAN_CITY_BIKE_SHOP", "MAP_VERMILION_CITY_GYM", "MAP_ROUTE11", "MAP_ROUTE11_EAST_ENTRANCE_2F",
               "MAP_DIGLETTS_CAVE_B1F", "MAP_ROUTE2_HOUSE"], seg3)
    loc("G3", ["MAP_SSANNE_EXTERIOR", "MAP_SSANNE_1F_ROOM2", "MAP_SSANNE_B1F_ROOM2", "MAP_SSANNE_CAPTAINS_OFFICE"],
        seg3 + "; boarding needs the S.S. Ticket: "
        + c("data/maps/VermilionCity/scripts.inc", r"goto_if_unset FLAG_GOT_SS_TICKET, VermilionCity_EventScript_DontHaveSSTicket"))
    loc("G3", ["MAP_ROUTE2_EAST_BUILDING"], seg3 + "; behind a Cut tree on Route 2: "
        + tr("locations/overworld/routes.json", "Route 2 / Oak's Aide Gift") + "; " + cut_badge)
    # G4 -------------------------------------------------------------
    seg4 = ("Route 9 lies behind a Cut tree east of Cerulean (" + ob("Route9", "CUT_TREE", 2, 8) + "; "
            + tr("locations/access.json", "Route 9 Access")
            + ", logic route_9_modified = cut in vanilla); " + cut_badge)
    loc("G4", ["MAP_ROUTE9", "MAP_ROUTE10", "MAP_ROCK_TUNNEL_1F", "MAP_ROCK_TUNNEL_B1F", "MAP_ROUTE8", "MAP_ROUTE7",
               "MAP_CELADON_CITY", "MAP_CELADON_CITY_DEPARTMENT_STORE_2F", "MAP_CELADON_CITY_DEPARTMENT_STORE_4F",
               "MAP_CELADON_CITY_DEPARTMENT_STORE_ROOF", "MAP_CELADON_CITY_GAME_CORNER_PRIZE_ROOM",
               "MAP_CELADON_CITY_CONDOMINIUMS_1F", "MAP_CELADON_CITY_CONDOMINIUMS_ROOF_ROOM",
               "MAP_CELADON_CITY_RESTAURANT", "MAP_CELADON_CITY_GYM", "MAP_ROUTE12_NORTH_ENTRANCE_2F"],
        seg4 + "; Celadon through the Underground Path from Route 8 (" + tr("locations/access.json", "East-West Tunnels Access")
        + "); Route 8's grass behind Cut (" + ob("Route8", "CUT_TREE", 33, 15) + ", " + ob("Route8", "CUT_TREE", 47, 12)
        + "; " + tr("locations/overworld/routes.json", "Route 8 / Land Encounters") + ")")
    loc("G4", ["MAP_ROUTE16", "MAP_ROUTE16_HOUSE"],
        "west of Celadon behind a Cut tree (the part north of the Snorlax; its grass is there): "
        + ob("Route16", "CUT_TREE", 41, 11) + "; " + tr("locations/access.json", "Route 16 North Access") + ", "
        + tr("locations/overworld/routes.json", "Route 16 / Land Encounters") + "; " + cut_badge)
    # G5 -------------------------------------------------------------
    loc("G5", ["MAP_ROCKET_HIDEOUT_B2F", "MAP_ROCKET_HIDEOUT_B3F", "MAP_ROCKET_HIDEOUT_B4F"],
        "under the Celadon Game Corner, no gate (main road: after Erika); the Silph Scope is here: "
        + c("data/maps/RocketHideout_B4F/scripts.inc", r"giveitem ITEM_SILPH_SCOPE"))
    loc("G5", ["MAP_POKEMON_TOWER_3F", "MAP_POKEMON_TOWER_4F", "MAP_POKEMON_TOWER_5F", "MAP_POKEMON_TOWER_6F",
               "MAP_POKEMON_TOWER_7F", "MAP_LAVENDER_TOWN_VOLUNTEER_POKEMON_HOUSE"],
        tower_scope + "; Mr. Fuji gives the Poké Flute: "
        + c("data/maps/LavenderTown_VolunteerPokemonHouse/scripts.inc", r"giveitem_msg .*ITEM_POKE_FLUTE"))
    loc("G5", ["MAP_ROUTE12", "MAP_ROUTE12_FISHING_HOUSE", "MAP_ROUTE13", "MAP_ROUTE14", "MAP_ROUTE15",
               "MAP_FUCHSIA_CITY", "MAP_FUCHSIA_CITY_HOUSE2", "MAP_FUCHSIA_CITY_GYM", "MAP_FUCHSIA_CITY_WARDENS_HOUSE",
               "MAP_SAFARI_ZONE_CENTER", "MAP_SAFARI_ZONE_EAST", "MAP_SAFARI_ZONE_NORTH", "MAP_SAFARI_ZONE_WEST",
               "MAP_SAFARI_ZONE_SECRET_HOUSE"],
        flute + "; " + tr("locations/access.json", "Route 12 South Access") + "; Route 12's grass is south of the "
        "Snorlax (" + tr("locations/overworld/routes.json", "Route 12 South / Land Encounters") + ")")
    loc("G5", ["MAP_ROUTE17", "MAP_ROUTE18", "MAP_ROUTE18_EAST_ENTRANCE_2F"],
        flute + "; " + bike + "; " + tr("locations/access.json", "Route 16 Center Access"))
    # G6 -------------------------------------------------------------
    loc("G6", ["MAP_SAFFRON_CITY_DOJO", "MAP_SAFFRON_CITY_MR_PSYCHICS_HOUSE", "MAP_SAFFRON_CITY_GYM"],
        tea + " (main road: after Koga); " + tr("locations/access.json", "Saffron City Access"))
    loc("G6", ["MAP_SILPH_CO_4F", "MAP_SILPH_CO_5F", "MAP_SILPH_CO_7F"], tea + "; " + fuji)
    loc("G6", ["MAP_POWER_PLANT"], "across the water of Route 10: " + surf_badge + "; "
        + tr("locations/access.json", "Route 10 Near Power Plant Access"))
    # G7 -------------------------------------------------------------
    seg7 = (surf_badge + " (main road: after Sabrina); " + tr("locations/access.json", "Cinnabar Island Access"))
    loc("G7", ["MAP_ROUTE19", "MAP_ROUTE20", "MAP_ROUTE21_NORTH", "MAP_ROUTE21_SOUTH", "MAP_CINNABAR_ISLAND",
               "MAP_CINNABAR_ISLAND_GYM", "MAP_CINNABAR_ISLAND_POKEMON_LAB_LOUNGE",
               "MAP_CINNABAR_ISLAND_POKEMON_LAB_EXPERIMENT_ROOM", "MAP_POKEMON_MANSION_1F", "MAP_POKEMON_MANSION_2F",
               "MAP_POKEMON_MANSION_3F", "MAP_POKEMON_MANSION_B1F"], seg7)
    loc("G7", ["MAP_SEAFOAM_ISLANDS_1F", "MAP_SEAFOAM_ISLANDS_B1F", "MAP_SEAFOAM_ISLANDS_B2F",
               "MAP_SEAFOAM_ISLANDS_B3F", "MAP_SEAFOAM_ISLANDS_B4F"],
        seg7 + "; Seafoam's lower floors need Strength: " + tr("locations/access.json", "Route 20 Near North Cave Access")
        + "; " + strength_badge)
    # G8 -------------------------------------------------------------
    seg8 = bill_sevii + " (the player may decline and go later with the Tri-Pass; main road: the trip before Giovanni)"
    loc("G8", ["MAP_ONE_ISLAND", "MAP_ONE_ISLAND_POKEMON_CENTER_1F", "MAP_ONE_ISLAND_KINDLE_ROAD",
               "MAP_ONE_ISLAND_KINDLE_ROAD_EMBER_SPA", "MAP_ONE_ISLAND_TREASURE_BEACH", "MAP_TWO_ISLAND_CAPE_BRINK",
               "MAP_TWO_ISLAND_JOYFUL_GAME_CORNER", "MAP_THREE_ISLAND_PORT", "MAP_THREE_ISLAND_BOND_BRIDGE",
               "MAP_THREE_ISLAND_BERRY_FOREST", "MAP_VIRIDIAN_CITY_GYM"],
        seg8 + "; Celio gives the Tri-Pass: "
        + c("data/maps/OneIsland_PokemonCenter_1F/scripts.inc", r"giveitem_msg .*ITEM_TRI_PASS")
        + "; Kindle Road and Treasure Beach over water (" + tr("locations/access.json", "Kindle Road Center Access")
        + "); " + viridian_gym)
    loc("G8", ["MAP_MT_EMBER_EXTERIOR", "MAP_MT_EMBER_SUMMIT_PATH_1F", "MAP_MT_EMBER_SUMMIT_PATH_2F",
               "MAP_MT_EMBER_SUMMIT_PATH_3F", "MAP_MT_EMBER_SUMMIT"],
        seg8 + "; north end of Kindle Road, Strength needed on the mountain: "
        + tr("locations/overworld/dungeons.json", "Mt. Ember / Exterior - Land Encounters") + "; " + strength_badge)
    # E4 -------------------------------------------------------------
    loc("E4", ["MAP_ROUTE23", "MAP_VICTORY_ROAD_1F", "MAP_VICTORY_ROAD_2F", "MAP_VICTORY_ROAD_3F"],
        route23 + "; Victory Road needs Strength: " + tr("locations/access.json", "Indigo Plateau Access"))
    # end ------------------------------------------------------------
    loc("end", ["MAP_MT_EMBER_RUBY_PATH_1F", "MAP_MT_EMBER_RUBY_PATH_B1F", "MAP_MT_EMBER_RUBY_PATH_B2F",
                "MAP_MT_EMBER_RUBY_PATH_B3F", "MAP_MT_EMBER_RUBY_PATH_B1F_STAIRS", "MAP_MT_EMBER_RUBY_PATH_B2F_STAIRS"],
        natdex + "; " + ruby_path)
    sevii47 = natdex + "; " + rainbow
    loc("end", ["MAP_FOUR_ISLAND", "MAP_FOUR_ISLAND_ICEFALL_CAVE_ENTRANCE", "MAP_FOUR_ISLAND_ICEFALL_CAVE_1F",
                "MAP_FOUR_ISLAND_ICEFALL_CAVE_B1F", "MAP_FOUR_ISLAND_ICEFALL_CAVE_BACK",
                "MAP_FIVE_ISLAND", "MAP_FIVE_ISLAND_MEADOW", "MAP_FIVE_ISLAND_MEMORIAL_PILLAR",
                "MAP_FIVE_ISLAND_WATER_LABYRINTH", "MAP_FIVE_ISLAND_RESORT_GORGEOUS", "MAP_FIVE_ISLAND_ROCKET_WAREHOUSE"]
        + [f"MAP_FIVE_ISLAND_LOST_CAVE_ROOM{i}" for i in range(1, 15)]
        + ["MAP_SIX_ISLAND_PATTERN_BUSH", "MAP_SIX_ISLAND_OUTCAST_ISLAND", "MAP_SIX_ISLAND_GREEN_PATH",
           "MAP_SIX_ISLAND_WATER_PATH", "MAP_SIX_ISLAND_RUIN_VALLEY", "MAP_SIX_ISLAND_ALTERING_CAVE",
           "MAP_SEVEN_ISLAND_TRAINER_TOWER", "MAP_SEVEN_ISLAND_SEVAULT_CANYON_ENTRANCE",
           "MAP_SEVEN_ISLAND_SEVAULT_CANYON", "MAP_SEVEN_ISLAND_TANOBY_RUINS"]
        + [f"MAP_SEVEN_ISLAND_TANOBY_RUINS_{n}_CHAMBER"
           for n in ["MONEAN", "LIPTOO", "WEEPTH", "DILFORD", "SCUFIB", "RIXY", "VIAPOIS"]],
        sevii47 + "; " + tr("locations/access.json", "Four Island Town Access"))
    loc("end", ["MAP_CERULEAN_CAVE_1F", "MAP_CERULEAN_CAVE_2F", "MAP_CERULEAN_CAVE_B1F"],
        natdex + "; " + cave_guard)
    loc("end", ["MAP_BIRTH_ISLAND_EXTERIOR", "MAP_NAVEL_ROCK_BASE", "MAP_NAVEL_ROCK_SUMMIT"],
        "reached only with the AuroraTicket or MysticTicket, Mystery Gift event items never given in normal play: "
        + tr("locations/access.json", "Navel Rock Exterior Access") + ", "
        + tr("locations/access.json", "Birth Island Exterior Access"))

    # Route 4's and Cerulean City's fishing water is reached only by surfing:
    # their rod rows in data/encounters/firered-leafgreen.json need `surf`.
    loc_extra = {}

    cp_of = {}
    for i, cp, _, _ in L:
        if i in cp_of:
            raise SystemExit(f"location listed twice: {i}")
        if i not in S.map_dir:
            raise SystemExit(f"unknown map id {i}")
        cp_of[i] = cp

    # ------------------------------------------------------------------
    # Gates
    # ------------------------------------------------------------------
    U = [
        ("G2", "ss-ticket", c("data/maps/Route25_SeaCottage/scripts.inc", r"giveitem_msg .*ITEM_SS_TICKET"), None),
        ("G3", "cut", c("data/maps/SSAnne_CaptainsOffice/scripts.inc", r"giveitem_msg .*ITEM_HM01") + "; " + cut_badge, None),
        ("G3", "old-rod", c("data/maps/VermilionCity_House1/scripts.inc", r"additem ITEM_OLD_ROD"), None),
        ("G3", "flash", c("data/maps/Route2_EastBuilding/scripts.inc", r"giveitem_msg .*ITEM_HM05") + " (10 species "
         "caught: " + c("data/maps/Route2_EastBuilding/scripts.inc", r"^\.equ REQUIRED_SEEN_MONS, 10") + ", compared "
         "with VAR_0x8006 = " + c("src/prof_pc.c", r"gSpecialVar_0x8006 = GetKantoPokedexCount\(1\)") + ", 1 = "
         + c("include/pokedex.h", r"FLAG_GET_CAUGHT") + "); the Boulder "
         "Badge allows it: " + c("src/party_menu.c", r"FlagGet\(FLAG_BADGE01_GET \+ fieldMove\)"), None),
        ("G3", "bicycle", c("data/maps/VermilionCity_PokemonFanClub/scripts.inc", r"giveitem_msg .*ITEM_BIKE_VOUCHER")
         + ", " + c("data/maps/CeruleanCity_BikeShop/scripts.inc", r"additem ITEM_BICYCLE"), None),
        ("G4", "fly", c("data/maps/Route16_House/scripts.inc", r"giveitem_msg .*ITEM_HM02") + "; the Thunder Badge "
         "allows it: " + c("src/party_menu.c", r"FlagGet\(FLAG_BADGE01_GET \+ fieldMove\)"), None),
        ("G4", "tea", c("data/maps/CeladonCity_Condominiums_1F/scripts.inc", r"giveitem ITEM_TEA"),
         "Saffron is nonetheless placed before Sabrina (main road), see G6"),
        ("G4", "coin-case", c("data/maps/CeladonCity_Restaurant/scripts.inc", r"giveitem_msg .*ITEM_COIN_CASE"), None),
        ("G5", "silph-scope", c("data/maps/RocketHideout_B4F/scripts.inc", r"giveitem ITEM_SILPH_SCOPE"), None),
        ("G5", "poke-flute", c("data/maps/LavenderTown_VolunteerPokemonHouse/scripts.inc", r"giveitem_msg .*ITEM_POKE_FLUTE"), None),
        ("G5", "good-rod", c("data/maps/FuchsiaCity_House2/scripts.inc", r"giveitem_msg .*ITEM_GOOD_ROD"), None),
        ("G5", "super-rod", c("data/maps/Route12_FishingHouse/scripts.inc", r"additem ITEM_SUPER_ROD"), None),
        ("G5", "strength", c("data/maps/FuchsiaCity_WardensHouse/scripts.inc", r"giveitem_msg .*ITEM_HM04")
         + " (for the Gold Teeth: " + c("data/scripts/item_ball_scripts.inc", r"finditem ITEM_GOLD_TEETH") + "); "
         + strength_badge, None),
        ("G6", "surf", c("data/maps/SafariZone_SecretHouse/scripts.inc", r"giveitem_msg .*ITEM_HM03") + "; "
         + surf_badge + "; " + c("src/party_menu.c", r"FlagGet\(FLAG_BADGE01_GET \+ fieldMove\)"),
         "HM03 is found before Koga, usable after him"),
        ("G8", "tri-pass", c("data/maps/OneIsland_PokemonCenter_1F/scripts.inc", r"giveitem_msg .*ITEM_TRI_PASS"), None),
        ("G8", "rock-smash", c("data/maps/OneIsland_KindleRoad_EmberSpa/scripts.inc", r"giveitem ITEM_HM06")
         + "; the Marsh Badge allows it: " + c("data/scripts/field_moves.inc", r"goto_if_unset FLAG_BADGE06_GET"), None),
        ("end", "rainbow-pass", c("data/maps/OneIsland_PokemonCenter_1F/scripts.inc", r"additem ITEM_RAINBOW_PASS"), None),
        ("end", "waterfall", c("data/scripts/item_ball_scripts.inc", r"finditem ITEM_HM07") + " (Icefall Cave 1F); "
         "the Volcano Badge allows it: " + c("src/field_control_avatar.c", r"FLAG_BADGE07_GET"), None),
    ]
    gate_cp = {g: cp for cp, g, _, _ in U}

    # ------------------------------------------------------------------
    # Received Pokémon
    # ------------------------------------------------------------------
    R = []

    def rec(cp, **kw):
        R.append((cp, kw))

    oak = "data/maps/PalletTown_ProfessorOaksLab/scripts.inc"
    for sp, pat in [("Bulbasaur", r"setvar PLAYER_STARTER_SPECIES, SPECIES_BULBASAUR"),
                    ("Squirtle", r"setvar PLAYER_STARTER_SPECIES, SPECIES_SQUIRTLE"),
                    ("Charmander", r"setvar PLAYER_STARTER_SPECIES, SPECIES_CHARMANDER")]:
        rec("G1", species=sp, how="starter", level=5, location="MAP_PALLET_TOWN_PROFESSOR_OAKS_LAB",
            source=c(oak, pat) + ", " + c(oak, r"givemon PLAYER_STARTER_SPECIES, 5"))
    rec("G2", species="Magikarp", how="purchase", level=5, location="MAP_ROUTE4_POKEMON_CENTER_1F",
        source=c("data/maps/Route4_PokemonCenter_1F/scripts.inc", r"givemon SPECIES_MAGIKARP, 5") + " (for "
        + "MAGIKARP_PRICE: " + c("data/maps/Route4_PokemonCenter_1F/scripts.inc", r"checkmoney MAGIKARP_PRICE") + ", "
        + c("data/maps/Route4_PokemonCenter_1F/scripts.inc", r"^\.equ MAGIKARP_PRICE, 500") + ")",
        note="the Magikarp salesman of the Pokémon Center at Mt. Moon (Route 4), once", extra={"price": 500})

    trades = "src/data/ingame_trades.h"
    trade_note = ("the traded Pokémon gets the level of the one given: "
                  + c("src/trade_scene.c", r"u8 level = GetMonData\(&gPlayerParty\[playerSlot\], MON_DATA_LEVEL\)"))

    def trade(cp, sp, gives, where, script_pat, table_pat, versions=None, nth=1, gives_nth=1):
        kw = dict(species=sp, how="trade", gives=gives, location=where,
                  source=c(S.mapfile(where, "scripts.inc"), script_pat) + "; "
                  + c(trades, table_pat, nth) + ", " + c(trades, r"\.requestedSpecies = SPECIES_" + gives_const(gives),
                                                         gives_nth),
                  note=trade_note)
        if versions:
            kw["versions"] = versions
        rec(cp, **kw)

    def gives_const(name):
        return {"Nidoran-M": "NIDORAN_M", "Nidoran-F": "NIDORAN_F"}.get(name, name.upper())

    trade("G2", "Jynx", "Poliwhirl", "MAP_CERULEAN_CITY_HOUSE3", r"INGAME_TRADE_JYNX", r"\.species = SPECIES_JYNX")
    trade("G3", "Nidoran-F", "Nidoran-M", "MAP_UNDERGROUND_PATH_NORTH_ENTRANCE", r"INGAME_TRADE_NIDORAN",
          r"\.species = SPECIES_NIDORAN_F", ["firered"])
    trade("G3", "Nidoran-M", "Nidoran-F", "MAP_UNDERGROUND_PATH_NORTH_ENTRANCE", r"INGAME_TRADE_NIDORAN",
          r"\.species = SPECIES_NIDORAN_M", ["leafgreen"])
    trade("G3", "Farfetch’d", "Spearow", "MAP_VERMILION_CITY_HOUSE2", r"INGAME_TRADE_FARFETCHD",
          r"\.species = SPECIES_FARFETCHD")
    trade("G3", "Nidorina", "Nidorino", "MAP_ROUTE11_EAST_ENTRANCE_2F", r"INGAME_TRADE_NIDORINOA",
          r"\.species = SPECIES_NIDORINA", ["firered"])
    trade("G3", "Nidorino", "Nidorina", "MAP_ROUTE11_EAST_ENTRANCE_2F", r"INGAME_TRADE_NIDORINOA",
          r"\.species = SPECIES_NIDORINO", ["leafgreen"])
    trade("G3", "Mr. Mime", "Abra", "MAP_ROUTE2_HOUSE", r"INGAME_TRADE_MR_MIME", r"\.species = SPECIES_MR_MIME")
    rec("G4", species="Eevee", how="gift", level=25, location="MAP_CELADON_CITY_CONDOMINIUMS_ROOF_ROOM",
        source=c("data/maps/CeladonCity_Condominiums_RoofRoom/scripts.inc", r"givemon SPECIES_EEVEE, 25"))
    prize = "data/maps/CeladonCity_GameCorner_PrizeRoom/scripts.inc"
    for sp, ver, lvl, coins, sp_pat, give_pat in [
            ("Abra", "firered", 9, 180, (r"setvar VAR_TEMP_1, SPECIES_ABRA", 1), (r"givemon VAR_TEMP_1, 9", 1)),
            ("Abra", "leafgreen", 7, 120, (r"setvar VAR_TEMP_1, SPECIES_ABRA", 2), (r"givemon VAR_TEMP_1, 7", 1)),
            ("Clefairy", "firered", 8, 500, (r"setvar VAR_TEMP_1, SPECIES_CLEFAIRY", 1), (r"givemon VAR_TEMP_1, 8", 1)),
            ("Clefairy", "leafgreen", 12, 750, (r"setvar VAR_TEMP_1, SPECIES_CLEFAIRY", 2), (r"givemon VAR_TEMP_1, 12", 1)),
            ("Dratini", "firered", 18, 2800, (r"setvar VAR_TEMP_1, SPECIES_DRATINI", 1), (r"givemon VAR_TEMP_1, 18", 1)),
            ("Pinsir", "leafgreen", 18, 2500, (r"setvar VAR_TEMP_1, SPECIES_PINSIR", 1), (r"givemon VAR_TEMP_1, 18", 3)),
            ("Scyther", "firered", 25, 5500, (r"setvar VAR_TEMP_1, SPECIES_SCYTHER", 1), (r"givemon VAR_TEMP_1, 25", 1)),
            ("Dratini", "leafgreen", 24, 4600, (r"setvar VAR_TEMP_1, SPECIES_DRATINI", 2), (r"givemon VAR_TEMP_1, 24", 1)),
            ("Porygon", "firered", 26, 9999, (r"setvar VAR_TEMP_1, SPECIES_PORYGON", 1), (r"givemon VAR_TEMP_1, 26", 1)),
            ("Porygon", "leafgreen", 18, 6500, (r"setvar VAR_TEMP_1, SPECIES_PORYGON", 2), (r"givemon VAR_TEMP_1, 18", 2))]:
        rec("G4", species=sp, how="prize", level=lvl, location="MAP_CELADON_CITY_GAME_CORNER_PRIZE_ROOM",
            versions=[ver], needs=["coin-case"],
            source=c(prize, *sp_pat) + ", " + c(prize, *give_pat) + ", coins: "
            + c(prize, rf"setvar VAR_TEMP_2, {coins}$"), extra={"coins": coins})
    rec("G5", species="Snorlax", how="static", level=30, location="MAP_ROUTE12", needs=["poke-flute"],
        source=c("data/maps/Route12/scripts.inc", r"setwildbattle SPECIES_SNORLAX, 30"),
        note="one of two Snorlax (Routes 12 and 16)")
    rec("G5", species="Snorlax", how="static", level=30, location="MAP_ROUTE16", needs=["poke-flute"],
        source=c("data/maps/Route16/scripts.inc", r"setwildbattle SPECIES_SNORLAX, 30"),
        note="the Snorlax lies between the Cut-tree part of Route 16 (G4) and Cycling Road")
    trade("G5", "Lickitung", "Golduck", "MAP_ROUTE18_EAST_ENTRANCE_2F", r"INGAME_TRADE_LICKITUNG",
          r"\.species = SPECIES_LICKITUNG", ["firered"])
    trade("G5", "Lickitung", "Slowbro", "MAP_ROUTE18_EAST_ENTRANCE_2F", r"INGAME_TRADE_LICKITUNG",
          r"\.species = SPECIES_LICKITUNG", ["leafgreen"])
    dojo = "data/maps/SaffronCity_Dojo/scripts.inc"
    for sp in ["Hitmonlee", "Hitmonchan"]:
        rec("G6", species=sp, how="gift", level=25, location="MAP_SAFFRON_CITY_DOJO",
            source=c(dojo, rf"setvar VAR_TEMP_1, SPECIES_{sp.upper()}") + ", " + c(dojo, r"givemon VAR_TEMP_1, 25"),
            note="the player takes one of the two", choice="saffron-dojo")
    rec("G6", species="Lapras", how="gift", level=25, location="MAP_SILPH_CO_7F",
        source=c("data/maps/SilphCo_7F/scripts.inc", r"givemon SPECIES_LAPRAS, 25"))
    rec("G6", species="Zapdos", how="static", level=50, location="MAP_POWER_PLANT",
        source=c("data/maps/PowerPlant/scripts.inc", r"setwildbattle SPECIES_ZAPDOS, 50"))
    rec("G6", species="Electrode", how="static", level=34, location="MAP_POWER_PLANT",
        source=c("data/maps/PowerPlant/scripts.inc", r"setwildbattle SPECIES_ELECTRODE, 34", 1) + ", "
        + c("data/maps/PowerPlant/scripts.inc", r"setwildbattle SPECIES_ELECTRODE, 34", 2),
        note="two Electrode disguised as items")
    rec("G7", species="Articuno", how="static", level=50, location="MAP_SEAFOAM_ISLANDS_B4F",
        source=c("data/maps/SeafoamIslands_B4F/scripts.inc", r"setwildbattle SPECIES_ARTICUNO, 50"))
    lab = "data/maps/CinnabarIsland_PokemonLab_ExperimentRoom/scripts.inc"
    for sp, fossil, const in [("Omanyte", "helix", "HELIX"), ("Kabuto", "dome", "DOME")]:
        rec("G7", species=sp, how="fossil", level=5, location="MAP_CINNABAR_ISLAND_POKEMON_LAB_EXPERIMENT_ROOM",
            source=c(lab, rf"givemon SPECIES_{sp.upper()}, 5") + ", " + c(lab, rf"removeitem ITEM_{const}_FOSSIL")
            + "; fossil: " + c("data/maps/MtMoon_B2F/scripts.inc", rf"giveitem_msg .*ITEM_{const}_FOSSIL"),
            note="the player takes one of the two Mt. Moon fossils (G2)", choice="mt-moon-fossil")
    rec("G7", species="Aerodactyl", how="fossil", level=5, location="MAP_CINNABAR_ISLAND_POKEMON_LAB_EXPERIMENT_ROOM",
        needs=["cut"], source=c(lab, r"givemon SPECIES_AERODACTYL, 5") + ", " + c(lab, r"removeitem ITEM_OLD_AMBER")
        + "; Old Amber: " + c("data/maps/PewterCity_Museum_1F/scripts.inc", r"giveitem_msg .*ITEM_OLD_AMBER")
        + " (the museum's back room, behind a Cut tree: " + ob("PewterCity", "CUT_TREE", 30, 5) + "; "
        + tr("locations/access.json", "Pewter City Near Museum Access") + ")")
    lounge = "MAP_CINNABAR_ISLAND_POKEMON_LAB_LOUNGE"
    trade("G7", "Electrode", "Raichu", lounge, r"INGAME_TRADE_ELECTRODE", r"\.species = SPECIES_ELECTRODE")
    trade("G7", "Tangela", "Venonat", lounge, r"INGAME_TRADE_TANGELA", r"\.species = SPECIES_TANGELA")
    trade("G7", "Seel", "Ponyta", "MAP_CINNABAR_ISLAND_POKEMON_LAB_EXPERIMENT_ROOM", r"INGAME_TRADE_SEEL",
          r"\.species = SPECIES_SEEL")
    rec("G8", species="Moltres", how="static", level=50, location="MAP_MT_EMBER_SUMMIT", needs=["strength"],
        source=c("data/maps/MtEmber_Summit/scripts.inc", r"setwildbattle SPECIES_MOLTRES, 50"))
    rec("G8", species="Hypno", how="static", level=30, location="MAP_THREE_ISLAND_BERRY_FOREST",
        source=c("data/maps/ThreeIsland_BerryForest/scripts.inc", r"setwildbattle SPECIES_HYPNO, 30"))
    rec("end", species="Mewtwo", how="static", level=70, location="MAP_CERULEAN_CAVE_B1F", needs=["surf"],
        source=c("data/maps/CeruleanCave_B1F/scripts.inc", r"setwildbattle SPECIES_MEWTWO, 70"))
    rec("end", species="Togepi", how="egg", level=5, location="MAP_FIVE_ISLAND_WATER_LABYRINTH",
        source=c("data/maps/FiveIsland_WaterLabyrinth/scripts.inc", r"giveegg SPECIES_TOGEPI") + " (lead Pokémon at "
        "maximum friendship: " + c("data/maps/FiveIsland_WaterLabyrinth/scripts.inc", r"goto_if_eq VAR_RESULT, 6,")
        + "); hatches at level 5: " + c("include/constants/daycare.h", r"#define EGG_HATCH_LEVEL 5"))
    roam = "src/roamer.c"
    for sp, starter, pat in [("Entei", "Bulbasaur", r"case SPECIES_BULBASAUR:"),
                             ("Suicune", "Charmander", r"case SPECIES_CHARMANDER:"),
                             ("Raikou", "Squirtle", r"a = SPECIES_RAIKOU;")]:
        rec("end", species=sp, how="static", level=50, location="MAP_ONE_ISLAND_POKEMON_CENTER_1F",
            source=c("data/maps/OneIsland_PokemonCenter_1F/scripts.inc", r"special InitRoamer") + "; "
            + c(roam, pat) + ", " + c(roam, r"CreateMon\(mon, species, 50,"),
            note=(f"the roaming legendary of a player who chose {starter}; released when the Sapphire is given to "
                  "Celio and roams Kanto's routes (src/roamer.c sRoamerLocations), location = where it is released"),
            extra={"starter": starter, "roaming": True})
    rec("end", species="Deoxys-Attack", how="static", level=30, location="MAP_BIRTH_ISLAND_EXTERIOR",
        versions=["firered"], needs=["auroraticket"],
        source=c("data/maps/BirthIsland_Exterior/scripts.inc", r"seteventmon SPECIES_DEOXYS, 30") + "; Attack Forme in "
        "FireRed: " + c("src/pokemon.c", r"^// Attack forme"),
        note="event only: Birth Island needs the AuroraTicket (Mystery Gift)")
    rec("end", species="Deoxys-Defense", how="static", level=30, location="MAP_BIRTH_ISLAND_EXTERIOR",
        versions=["leafgreen"], needs=["auroraticket"],
        source=c("data/maps/BirthIsland_Exterior/scripts.inc", r"seteventmon SPECIES_DEOXYS, 30") + "; Defense Forme in "
        "LeafGreen: " + c("src/pokemon.c", r"^// Defense forme"),
        note="event only: Birth Island needs the AuroraTicket (Mystery Gift)")
    rec("end", species="Lugia", how="static", level=70, location="MAP_NAVEL_ROCK_BASE", needs=["mysticticket"],
        source=c("data/maps/NavelRock_Base/scripts.inc", r"seteventmon SPECIES_LUGIA, 70"),
        note="event only: Navel Rock needs the MysticTicket (Mystery Gift)")
    rec("end", species="Ho-Oh", how="static", level=70, location="MAP_NAVEL_ROCK_SUMMIT", needs=["mysticticket"],
        source=c("data/maps/NavelRock_Summit/scripts.inc", r"seteventmon SPECIES_HO_OH, 70"),
        note="event only: Navel Rock needs the MysticTicket (Mystery Gift)")

    # ------------------------------------------------------------------
    # Items: scanned from the maps, then placed (curated needs and notes)
    # ------------------------------------------------------------------
    found = scan_items(S)
    needs = {  # (map, item, how) -> gates, with the evidence
        ("MAP_ROUTE25", "tm43", "item-ball"): (["cut"], ob("Route25", "CUT_TREE", 30, 3) + "; "
                                               + tr("locations/routes/route_25.json", "Item Near Bush") + " (tile 26,2)"),
        ("MAP_ROUTE12", "tm48", "item-ball"): (["surf"], tr("locations/routes/route_12.json", "North Island Item")
                                               + " (tile 18,36)"),
        ("MAP_ROUTE15", "tm18", "item-ball"): (["cut"], tr("locations/overworld/routes.json", "Route 15 / Northwest Item")
                                               + " (tile 20,6)"),
        ("MAP_SAFARI_ZONE_CENTER", "leaf-stone", "hidden"): (["surf"], tr("locations/overworld/dungeons.json",
                                                             "Safari Zone / Center Area - Island Hidden Item") + " (tile 27,15)"),
        ("MAP_MT_EMBER_EXTERIOR", "fire-stone", "item-ball"): (["strength", "rock-smash"], ", ".join(
            [ob("MtEmber_Exterior", "PUSHABLE_BOULDER", 35, 14), ob("MtEmber_Exterior", "ROCK_SMASH_ROCK", 34, 14),
             ob("MtEmber_Exterior", "ROCK_SMASH_ROCK", 36, 15)]) + "; " + tr(
            "locations/overworld/dungeons.json", "Mt. Ember / Exterior - Item Near Summit") + " (tile 38,10)"),
        ("MAP_MT_EMBER_EXTERIOR", "fire-stone", "hidden"): (["strength"], tr(
            "locations/overworld/dungeons.json", "Mt. Ember / Exterior - Northwest Rock Hidden Item") + " (tile 18,17)"),
        ("MAP_SIX_ISLAND_RUIN_VALLEY", "sun-stone", "item-ball"): (["strength"], ob(
            "SixIsland_RuinValley", "PUSHABLE_BOULDER", 41, 32) + "; " + tr(
            "locations/overworld/islands.json", "Ruin Valley / Southeast Item") + " (tile 43,32)"),
        ("MAP_SEVEN_ISLAND_SEVAULT_CANYON", "kings-rock", "item-ball"): (["strength", "rock-smash"], ob(
            "SevenIsland_SevaultCanyon", "PUSHABLE_BOULDER", 17, 47) + ", " + ob(
            "SevenIsland_SevaultCanyon", "ROCK_SMASH_ROCK", 16, 47) + "; " + tr(
            "locations/overworld/islands.json", "Sevault Canyon / Item Behind Smashable Rocks") + " (tile 18,45)"),
        ("MAP_SIX_ISLAND_WATER_PATH", "dragon-scale", "item-ball"): (["surf"], tr(
            "locations/overworld/islands.json", "Water Path / South Island Item") + " (tile 17,87)"),
        ("MAP_FOUR_ISLAND_ICEFALL_CAVE_1F", "hm07", "item-ball"): (["surf"], tr(
            "locations/overworld/dungeons.json", "Icefall Cave / 1F - Southeast Ledge Item") + " (tile 12,16)"),
        ("MAP_CERULEAN_CITY", "tm28", "gift"): (["ss-ticket"], cerulean_block),
        ("MAP_ROUTE2_EAST_BUILDING", "hm05", "gift"): (["cut"], "behind a Cut tree: "
                                                       + tr("locations/overworld/routes.json", "Route 2 / Oak's Aide Gift")),
        ("MAP_CELADON_CITY_GAME_CORNER_PRIZE_ROOM", "tm13", "prize"): (["coin-case"], None),
        ("MAP_CELADON_CITY_GAME_CORNER_PRIZE_ROOM", "tm23", "prize"): (["coin-case"], None),
        ("MAP_CELADON_CITY_GAME_CORNER_PRIZE_ROOM", "tm24", "prize"): (["coin-case"], None),
        ("MAP_CELADON_CITY_GAME_CORNER_PRIZE_ROOM", "tm30", "prize"): (["coin-case"], None),
        ("MAP_CELADON_CITY_GAME_CORNER_PRIZE_ROOM", "tm35", "prize"): (["coin-case"], None),
    }
    notes = {
        ("MAP_CELADON_CITY_DEPARTMENT_STORE_ROOF", "tm16", "gift"): "for a Fresh Water from the roof's vending machine",
        ("MAP_CELADON_CITY_DEPARTMENT_STORE_ROOF", "tm20", "gift"): "for a Soda Pop from the roof's vending machine",
        ("MAP_CELADON_CITY_DEPARTMENT_STORE_ROOF", "tm33", "gift"): "for a Lemonade from the roof's vending machine",
        ("MAP_FIVE_ISLAND_MEMORIAL_PILLAR", "tm42", "gift"): "for a Lemonade placed at the memorial",
        ("MAP_TWO_ISLAND_JOYFUL_GAME_CORNER", "moon-stone", "gift"): (
            "from Lostelle's father for the Meteorite, after Lostelle is found in Berry Forest (first Sevii trip)"),
        ("MAP_SIX_ISLAND_WATER_PATH", "dragon-scale", "item-ball"): None,
    }
    gym_after = {"MAP_PEWTER_CITY_GYM": "G1", "MAP_CERULEAN_CITY_GYM": "G2", "MAP_VERMILION_CITY_GYM": "G3",
                 "MAP_CELADON_CITY_GYM": "G4", "MAP_FUCHSIA_CITY_GYM": "G5", "MAP_SAFFRON_CITY_GYM": "G6",
                 "MAP_CINNABAR_ISLAND_GYM": "G7", "MAP_VIRIDIAN_CITY_GYM": "G8"}
    I = []
    for f in found:
        key = (f["location"], f["item"], f["how"])
        if f["location"] not in cp_of:
            raise SystemExit(f"item {key} at a location not in the story: add it")
        idx = CHECKPOINTS.index(cp_of[f["location"]])
        gates, why = needs.get(key, ([], None))
        for g in gates:
            idx = max(idx, CHECKPOINTS.index(gate_cp[g]))
        if f["how"] == "gym-reward":
            idx = max(idx, CHECKPOINTS.index(gym_after[f["location"]]) + 1)
        entry = {"item": f["item"], "location": f["location"], "how": f["how"], "needs": gates,
                 "source": f["source"] + (f"; needs: {why}" if why else "")}
        if f.get("versions"):
            entry["versions"] = f["versions"]
        if notes.get(key):
            entry["note"] = notes[key]
        if f.get("extra"):
            entry["extra"] = f["extra"]
        I.append((CHECKPOINTS[idx], entry))
    unused = [k for k in needs if k not in {(f["location"], f["item"], f["how"]) for f in found}]
    if unused:
        raise SystemExit(f"curated needs for items not found: {unused}")

    # ------------------------------------------------------------------
    # Assemble
    # ------------------------------------------------------------------
    names = {}
    for i, _, _, _ in L:
        names[i] = display_name(S.map_dir[i])
    species = SpeciesNames(3)
    cps = []
    for cp in CHECKPOINTS:
        out = {"before": cp}
        if CP_NOTES.get(cp):
            out["note"] = CP_NOTES[cp]
        locs = []
        for i, lcp, reason, _ in L:
            if lcp != cp:
                continue
            e = {"id": i, "source": f"pokefirered {S.mapfile(i)}; {reason}"}
            if i in loc_extra:
                ex, why = loc_extra[i]
                e["extra"] = dict(ex, source=why)
            locs.append(e)
        out["locations"] = locs
        out["unlocks"] = [dict({"gate": g, "source": "pokefirered " + s}, **({"note": n} if n else {}))
                          for ucp, g, s, n in U if ucp == cp]
        recs = []
        for rcp, kw in R:
            if rcp != cp:
                continue
            if species(kw["species"].replace("’", "").replace(".", "").replace(" ", "_")) != kw["species"]:
                raise SystemExit(f"species name {kw['species']} is not canonical")
            e = {"species": kw["species"], "how": kw["how"]}
            if "gives" in kw:
                e["gives"] = kw["gives"]
            if "level" in kw:
                e["level"] = kw["level"]
            e["location"] = kw["location"]
            for k in ("versions", "needs", "choice", "note", "extra"):
                if k in kw:
                    e[k] = kw[k]
            e["source"] = "pokefirered " + kw["source"]
            recs.append(e)
        out["received"] = recs
        out["items"] = [e for icp, e in I if icp == cp]
        cps.append(out)

    doc = {
        "game": GAME,
        "versions": VERSIONS,
        "sources": {
            "pokefirered": f"{POKEFIRERED} at {POKEFIRERED_COMMIT}",
            "tracker": (f"{TRACKER} at {TRACKER_COMMIT} (a PopTracker pack for the Archipelago FireRed/LeafGreen "
                        "randomizer; no licence file: read as a cross-check of region access rules with the "
                        "randomizer's options at their vanilla values, nothing copied)"),
            "nuzlocke": f"{NUZLOCKE} at {NUZLOCKE_COMMIT} src/lib/data/routes.json (order cross-check only)",
        },
        "note": STORY_NOTE,
        "extra": {
            "generator": "data/story/build_frlg.py",
            "evolution_lock": {
                "rule": ("Without the National Pokédex an evolution into a species above Mew (number 151) is "
                         "cancelled: level-up and stone evolutions (the evolution scene stops) and trade evolutions "
                         "alike. The National Pokédex is given after the Hall of Fame, so before 'end' no Kanto "
                         "Pokémon can become Crobat, Bellossom, Politoed, Slowking, Steelix, Scizor, Blissey, "
                         "Kingdra, Porygon2, Espeon or Umbreon, and no Sevii Johto Pokémon can evolve beyond 151 "
                         "either (e.g. Marill's Azumarill is number 184)."),
                "until": "end",
                "max_national": 151,
                "source": ("pokefirered " + c("src/evolution_scene.c", r"if \(!IsNationalPokedexEnabled\(\)", 1)
                           + ", " + c("src/evolution_scene.c", r"if \(!IsNationalPokedexEnabled\(\)", 2)
                           + ", " + c("src/pokemon.c", r"if \(IsNationalPokedexEnabled\(\) \|\| targetSpecies <= KANTO_SPECIES_END\)")
                           + "; " + natdex),
            },
            # What each evolution condition needs (data/README.md section 10).
            "conditions": conditions(S, git),
            "not_obtainable": ("tm10 (Hidden Power) and hm08 (Dive) have no source in the maps' scripts; "
                               "deep-sea-tooth and deep-sea-scale are neither found nor sold (only held by wild "
                               "Pokémon, not covered)."),
        },
        "locations": {i: names[i] for i, _, _, _ in L},
        "checkpoints": cps,
    }
    return doc


def conditions(S, git):
    """The story's `extra.conditions`: friendship is raised by walking from the
    first step; beauty needs Pokéblocks, and no script of the game gives the
    Pokéblock Case (the gate `pokeblock-case` is opened at no checkpoint)."""
    if git.grep("ITEM_POKEBLOCK_CASE", "data"):
        raise SystemExit("a script of pokefirered names ITEM_POKEBLOCK_CASE: place the gate")
    return {
        "friendship": {
            "gate": None,
            "note": ("walking raises the party's friendship every 128 steps from the first step of the "
                     "game; levels and vitamins raise it too"),
            "source": "pokefirered " + "; ".join([
                S.cite("src/field_control_avatar.c", r"^static void UpdateHappinessStepCounter\(void\)$"),
                S.cite("src/field_control_avatar.c", r"AdjustFriendship\(mon, FRIENDSHIP_EVENT_WALKING\)"),
                S.cite("src/pokemon.c", r"case EVO_FRIENDSHIP:")]),
        },
        "time-of-day": {
            "gate": "clock",
            "note": ("the game has no clock: its evolution check keeps EVO_FRIENDSHIP_DAY and "
                     "EVO_FRIENDSHIP_NIGHT but their tests are commented out (\"FR/LG removed the time of day "
                     "evolutions due to having no RTC\"), so Eevee never becomes Espeon or Umbreon; the gate "
                     "`clock` is opened at no checkpoint"),
            "source": "pokefirered " + "; ".join([
                S.cite("src/pokemon.c", r"FR/LG removed the time of day evolutions"),
                S.cite("src/pokemon.c", r"case EVO_FRIENDSHIP_DAY:"),
                S.cite("src/pokemon.c", r"case EVO_FRIENDSHIP_NIGHT:")]),
        },
        "beauty": {
            "gate": "pokeblock-case",
            "note": ("beauty is raised only by Pokéblocks; no script of the game (data/) gives or checks "
                     "ITEM_POKEBLOCK_CASE (git grep: no line), so no checkpoint opens the gate and beauty "
                     "is never met"),
            "source": "pokefirered " + S.cite("src/pokemon.c", r"case EVO_BEAUTY:")
                      + "; git grep ITEM_POKEBLOCK_CASE -- data: no line",
        },
    }


CP_NOTES = {
    "G1": ("Starter, then Routes 1, 22 and 2 and Viridian Forest (after Oak's parcel). Pewter's east exit is "
           "closed until Brock."),
    "G2": ("Route 3, Mt. Moon, Route 4, Cerulean City and, north of it, Routes 24 and 25 (Bill, who gives the S.S. "
           "Ticket): no gate stands between Cerulean and Bill, and the rival scene at Cerulean's north exit sends "
           "the player there. Cerulean's other exits open only with the S.S. Ticket. Detour: with the ticket, Route "
           "5 to Vermilion is open before Misty too; it is placed after Misty (main road: the town's gym first; "
           "Vermilion's gym needs Cut, i.e. the Cascade Badge)."),
    "G3": ("South of Cerulean: Route 5, the Underground Path, Route 6, Vermilion, the S.S. Anne (HM01 Cut), "
           "Route 11 and Diglett's Cave (to Route 2's north-east part and its trade house). Cut (Cascade Badge) "
           "opens Route 2's Cut-tree side (Flash from Oak's aide, 10 species caught) and the Pewter museum's back "
           "room (Old Amber)."),
    "G4": ("Route 9 (Cut), Rock Tunnel, Lavender, Route 8 and 7, Celadon City (Department Store marts, Game "
           "Corner prizes with the Coin Case, Eevee) and, west of Celadon behind Cut, the north part of Route 16 "
           "(HM02 Fly). Pokémon Tower has no catchable Pokémon without the Silph Scope. Detour: the Rocket "
           "Hideout (Silph Scope) lies in Celadon with no gate, and the Tea already opens Saffron; both are placed "
           "after Erika (main road, badge order)."),
    "G5": ("After Erika: Rocket Hideout (Silph Scope), Pokémon Tower (ghosts identified, Mr. Fuji: Poké Flute), "
           "the Snorlax of Routes 12 and 16, Routes 12-18 (Cycling Road with the Bicycle), Fuchsia City (Good "
           "Rod), the Super Rod house on Route 12 and the Safari Zone (HM03 Surf, and HM04 Strength for the Gold "
           "Teeth: Strength works with the Rainbow Badge)."),
    "G6": ("After Koga Surf can be used: every reached place's water, and the Power Plant (Zapdos). Saffron "
           "(Tea): the Fighting Dojo, Silph Co. (after Mr. Fuji: Lapras) and Mr. Psychic. Detour: Surf also "
           "reaches Routes 19-21, Seafoam and Cinnabar before Sabrina; they are placed after her (badge order)."),
    "G7": ("Routes 19, 20 and 21, Seafoam Islands (Strength; Articuno), Cinnabar Island: Pokémon Mansion (the "
           "Secret Key of Blaine's gym), the Pokémon Lab (fossils revived: the Mt. Moon fossil and the Old Amber; "
           "three trades)."),
    "G8": ("After Blaine Bill takes the player to One Island (Sevii Islands 1-3 with the Tri-Pass): Kindle "
           "Road (Ember Spa: HM06 Rock Smash, usable with the Marsh Badge), Treasure Beach, Mt. Ember (Strength; "
           "Moltres), Two Island (Cape Brink), Three Island (Bond Bridge, Berry Forest: Hypno). The Viridian Gym "
           "opens with badges 2-7; the Sevii trip is the game's own next step but may be declined (Bill waits in "
           "Cinnabar's Pokémon Center)."),
    "E4": "Route 22's gate, Route 23 (badge guards) and Victory Road (Strength).",
    "end": ("Post-game. The National Pokédex (Hall of Fame, 60 species caught, One Island visited) lifts the "
            "evolution lock (see extra.evolution_lock); Celio's Ruby errand opens Mt. Ember's Ruby Path; the "
            "Rainbow Pass opens Four to Seven Island (HM07 Waterfall, Togepi egg, Lost Cave, Altering Cave, "
            "Tanoby Ruins); the Sapphire errand releases the roaming legendary and removes the Cerulean Cave guard "
            "(Mewtwo). Birth Island and Navel Rock need Mystery Gift tickets (never unlocked here)."),
}

STORY_NOTE = (
    "Main road = badge order: each gym is fought when the player first can on the way the game leads; a "
    "checkpoint lists what is new since the previous one. Locations are placed where that road reaches them with "
    "their gates; where a gate would allow a place earlier, the checkpoint's note names the detour and why it is "
    "placed later (Route 5 to Vermilion before Misty, the Rocket Hideout and Saffron before Erika, Cinnabar before "
    "Sabrina). A location's encounters count from its checkpoint, a method's from the gate's (surf, old-rod, "
    "good-rod, super-rod, rock-smash); two places fish only from surfed water (their rod rows need surf: extra.needs in the encounters file). Items are "
    "scanned from the maps (every TM, HM and evolution item) and each placed at its first possible checkpoint. "
    "Received Pokémon that are a choice of one (starters, Mt. Moon fossils, the Dojo's Hitmon) carry "
    "choice or how=starter; roaming legendaries depend on the starter (extra.starter). Mystery Gift "
    "content (Altering Cave tables 2-9 in the encounters file, Birth Island, Navel Rock) is marked and gated by "
    "items that are never unlocked (auroraticket, mysticticket). Evolution into non-Kanto species needs the "
    "National Pokédex (extra.evolution_lock)."
)


def scan_items(S):
    """Every TM/HM/evolution-item source in the maps: item balls and hidden
    items (map.json), and script gifts, gym rewards, marts and prizes
    (scripts.inc).  A script line with an item is classified by its command;
    an unknown command fails (so a new kind of source is not missed)."""
    git = S.git
    ib_path = "data/scripts/item_ball_scripts.inc"
    balls, cur = {}, None
    for n, line in enumerate(S.text(ib_path), 1):
        m = re.match(r"(\w+)::", line)
        if m:
            cur = m.group(1)
        m = re.search(r"finditem (ITEM_\w+)", line)
        if m:
            balls[cur] = (m.group(1), n)
    found = []
    for map_id in sorted(S.map_dir, key=lambda k: S.map_dir[k]):
        folder = S.map_dir[map_id]
        mj_path = f"data/maps/{folder}/map.json"
        mj = json.loads(git.read(mj_path))
        mlines = S.text(mj_path)
        for o in mj.get("object_events") or []:
            s = o.get("script")
            if s in balls and ITEM_RE.search(balls[s][0]):
                found.append({"location": map_id, "item": item_id(balls[s][0]), "how": "item-ball",
                              "source": f"pokefirered {mj_path}:{S.line(mj_path, re.escape(chr(34) + s + chr(34)))}, "
                                        f"{ib_path}:{balls[s][1]}"})
        for b in mj.get("bg_events") or []:
            if b.get("type") == "hidden_item" and ITEM_RE.search(b["item"]):
                found.append({"location": map_id, "item": item_id(b["item"]), "how": "hidden",
                              "source": f"pokefirered {mj_path}:{S.line(mj_path, re.escape(b['flag']))}"})
        sc_path = f"data/maps/{folder}/scripts.inc"
        try:
            lines = S.text(sc_path)
        except Exception:
            continue
        gym = folder.endswith("_Gym")
        for n, line in enumerate(lines, 1):
            m = ITEM_RE.search(line)
            if not m:
                continue
            const = "ITEM_" + m.group(1)
            cmd = line.split()[0]
            if cmd in ("checkitemspace", "bufferitemname", "removeitem", "msgreceiveditem"):
                continue  # companions of a giving line counted below
            if cmd == ".2byte":
                how = "mart"
            elif cmd == "setvar" and "VAR_TEMP_1" in line and "PrizeRoom" in folder:
                how = "prize"
            elif cmd in ("giveitem", "giveitem_msg", "additem", "setvar"):
                how = "gym-reward" if gym else "gift"
            else:
                raise SystemExit(f"unclassified item line {sc_path}:{n}: {line.strip()}")
            e = {"location": map_id, "item": item_id(const), "how": how, "source": f"pokefirered {sc_path}:{n}"}
            if how == "prize":
                coins = re.search(r"setvar VAR_TEMP_2, (\d+)", lines[n])
                e["extra"] = {"coins": int(coins.group(1))}
            found.append(e)
    # one entry per (location, item, how): the same gift written twice in a script (e.g. a
    # retry after a full bag) is one source; keep the first line and cite the others
    merged = {}
    for e in found:
        key = (e["location"], e["item"], e["how"])
        if key in merged:
            merged[key]["source"] += ", " + e["source"].split(" ", 1)[1]
        else:
            merged[key] = e
    return list(merged.values())


def main(argv):
    srcs, out = parse_args(argv, __doc__)
    git = pokefirered(srcs)
    out = out or os.path.join(HERE, GAME + ".json")
    doc = build(git)
    write_json(out, doc)
    n = lambda k: sum(len(cp[k]) for cp in doc["checkpoints"])  # noqa: E731
    print(f"wrote {out}: {len(doc['locations'])} locations, {n('unlocks')} unlocks, {n('received')} received, "
          f"{n('items')} items")


if __name__ == "__main__":
    main(sys.argv)
