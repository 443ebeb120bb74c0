#!/usr/bin/env python3
"""Build the story files of Red/Blue and Yellow: data/story/<game>.json.

Usage:
    build_rby.py --sources DIR GAME [OUT]

GAME is red-blue (pret/pokered) or yellow (pret/pokeyellow), read at the
commit of data/README.md section 8 from the snapshots under DIR (section
11); OUT defaults to data/story/GAME.json.

The story skeleton is CURATED in this file (ROAD: which maps a player on
the main road reaches before each gym, and which gates open; RECEIVED: the
Pokémon obtained outside the wild; NEEDS: the gates of single items), every
entry with its source.  A source written as S(path, regex) is resolved here
to "pokered path:LINE" (the first line of the file at the commit matching the
regex), so every line number in the output is checked against the
decompilation on each run; a pattern that matches nothing fails the build.
Archipelago citations (ArchipelagoMW/Archipelago, MIT, worlds/pokemon_rb,
read through the code-search store at the commits named in SOURCES) are
quoted as they are.

What is DERIVED from the decompilation (not typed in):
  * the source of each location: the map-header connection or warp_event
    between the map and the map it is entered from (`via`);
  * the items: every TM, HM and evolution stone found as
      - an item ball (data/maps/objects/*.asm object_event with the item),
      - a hidden item (data/events/hidden_events.asm HiddenItems),
      - a mart entry (data/items/marts.asm; the mart's map is the script that
        names the clerk text),
      - an NPC gift (scripts/*.asm `lb bc, ITEM, n` before GiveItem, and Oak's
        aide's `ld a, HM_...` in scripts/Route2Gate.asm), a gym leader's gift
        being `gym-reward`,
      - a Game Corner prize (data/events/prizes.asm);
  * the in-game trades (scripts/*.asm `ld a, TRADE_FOR_*` -> the entry of
    data/events/trades.asm) and the Game Corner Pokémon prizes with their
    levels (data/events/prizes.asm, data/events/prize_mon_levels.asm).
Each item and Pokémon is placed at the first checkpoint where its map is
reached, every gate of its `needs` is unlocked and (gym rewards, `after`)
the gym is beaten.

Output order: checkpoints in story order; in each, locations in ROAD order,
unlocks in ROAD order, received and items in the order of the derivation
(ROAD map order, then source order).  Deterministic.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from rby_common import (GAMES, Repo, game_git_dir, parse_args, write_json, species_table,  # noqa: E402
                        species_name, version_lines, map_labels, map_display_name,
                        strip_comment, db_args, find_line)

ORDER = ["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "E4", "end"]

AP_COMMITS = {
    "regions": "5c53a04822ead5ac44019d0a50c9f0a7d5f2ba83",
    "rules": "a9818c972598989cad61a4f33f247c4567718eab",
    "logic": "07bb149d17a52df82d80ef637c87aaa96f3842ac",
}


def AP(file, text):
    """An Archipelago citation: worlds/pokemon_rb/<file>.py at its commit."""
    return "archipelago worlds/pokemon_rb/%s.py@%s %s" % (file, AP_COMMITS[file][:8], text)


class S:
    """A line of the decompilation: the nth line of `path` matching `regex`."""

    def __init__(self, path, regex, nth=1, games=None):
        self.path, self.regex, self.nth, self.games = path, regex, nth, games


def L(id_, via=None, src=(), games=None):
    """A location of ROAD: reached from map `via` (connection or warp)."""
    return {"id": id_, "via": via, "src": list(src), "games": games}


def U(gate, src, games=None):
    return {"gate": gate, "src": list(src), "games": games}


# --------------------------------------------------------------------- ROAD
# The main road a first-time player follows, checkpoint by checkpoint.
# Sources: the decompilation's scripts (S) and Archipelago's region rules (AP).

CUT_BADGE = S("engine/menus/start_sub_menus.asm", r"bit BIT_CASCADEBADGE")
SURF_BADGE = S("engine/menus/start_sub_menus.asm", r"bit BIT_SOULBADGE")
STRENGTH_BADGE = S("engine/menus/start_sub_menus.asm", r"bit BIT_RAINBOWBADGE")
FLASH_BADGE = S("engine/menus/start_sub_menus.asm", r"bit BIT_BOULDERBADGE")
FLY_BADGE = S("engine/menus/start_sub_menus.asm", r"bit BIT_THUNDERBADGE")
AP_CUT = AP("logic", "_pokemon_rb_can_cut: HM01 Cut and Cascade Badge")
AP_SURF = AP("logic", "_pokemon_rb_can_surf: HM03 Surf and Soul Badge")
AP_STRENGTH = AP("logic", "_pokemon_rb_can_strength: HM04 Strength and Rainbow Badge")

ROAD = [
    {
        "before": "G1",
        "note": ("Pallet Town to Pewter City. The old man of Viridian City lets the player "
                 "north only after Oak has given the Pokédex (the parcel errand); Route 22's "
                 "grass west of Viridian City is open from the start."),
        "locations": [
            L("PALLET_TOWN", src=[S("data/maps/headers/PalletTown.asm", r"map_header PalletTown"),
                                  AP("regions", 'connect("Menu", "Pallet Town")')]),
            L("OAKS_LAB", via="PALLET_TOWN"),
            L("ROUTE_1", via="PALLET_TOWN"),
            L("VIRIDIAN_CITY", via="ROUTE_1"),
            L("ROUTE_22", via="VIRIDIAN_CITY"),
            L("ROUTE_2", via="VIRIDIAN_CITY",
              src=[S("scripts/ViridianCity.asm", r"CheckEvent EVENT_GOT_POKEDEX"),
                   S("scripts/OaksLab.asm", r"SetEvent EVENT_GOT_POKEDEX"),
                   AP("regions", 'connect("Viridian City", "Viridian City-N", Oak\'s Parcel)')]),
            L("VIRIDIAN_FOREST", via="VIRIDIAN_FOREST_SOUTH_GATE"),
            L("PEWTER_CITY", via="ROUTE_2"),
            L("PEWTER_GYM", via="PEWTER_CITY"),
        ],
        "unlocks": [],
    },
    {
        "before": "G2",
        "note": ("Route 3 opens once Brock is beaten (the youngster at Pewter's east exit). "
                 "Main road: Mt. Moon, Cerulean City, Nugget Bridge (Route 24) and Bill on "
                 "Route 25, then Misty; nothing gates Cerulean Gym, so Misty can come before "
                 "Routes 24-25. Bill's S.S. Ticket moves the guard from the door of the trashed "
                 "house, which leads to the Rocket behind it (TM28) and on to Route 5: Route 5 "
                 "and beyond are taken after Misty (next checkpoint)."),
        "locations": [
            L("ROUTE_3", via="PEWTER_CITY",
              src=[S("scripts/PewterCity.asm", r"CheckEvent EVENT_BEAT_BROCK"),
                   AP("regions", 'connect("Pewter City-E", "Route 3", logic.route_3)')]),
            L("ROUTE_4", via="ROUTE_3"),
            L("MT_MOON_POKECENTER", via="ROUTE_4"),
            L("MT_MOON_1F", via="ROUTE_4"),
            L("MT_MOON_B1F", via="MT_MOON_1F"),
            L("MT_MOON_B2F", via="MT_MOON_B1F"),
            L("CERULEAN_CITY", via="ROUTE_4"),
            L("CERULEAN_GYM", via="CERULEAN_CITY"),
            L("CERULEAN_TRADE_HOUSE", via="CERULEAN_CITY", games=["red-blue"]),
            L("CERULEAN_MELANIES_HOUSE", via="CERULEAN_CITY", games=["yellow"]),
            L("ROUTE_24", via="CERULEAN_CITY"),
            L("ROUTE_25", via="ROUTE_24"),
            L("BILLS_HOUSE", via="ROUTE_25"),
        ],
        "unlocks": [],
    },
    {
        "before": "G3",
        "note": ("After Misty: through the trashed house (open since Bill's S.S. Ticket) to "
                 "Route 5, the Underground Path to Route 6 (the Saffron gates turn the player "
                 "away without a drink), Vermilion City and the S.S. Anne (HM01 Cut; Cut needs "
                 "the Cascade Badge). Route 11 and Diglett's Cave lead back to the east side of "
                 "Route 2 (trade house); Cut opens the rest of Route 2's east side (Oak's aide, "
                 "HM05 Flash for 10 Pokémon owned) and the other trees met so far. Vermilion Gym "
                 "is behind a tree: Cut is needed before Lt. Surge. Route 9 (east of Cerulean, "
                 "behind a tree) is taken after Lt. Surge (next checkpoint)."),
        "locations": [
            L("ROUTE_5", via="CERULEAN_CITY",
              src=[S("scripts/BillsHouse.asm", r"ld a, TOGGLE_CERULEAN_GUARD_2"),
                   AP("regions", 'connect("Cerulean City", "Cerulean City-T", Help Bill); '
                      'connect("Cerulean City-Outskirts", "Route 5")')]),
            L("UNDERGROUND_PATH_ROUTE_5", via="ROUTE_5"),
            L("ROUTE_6", via="UNDERGROUND_PATH_ROUTE_6",
              src=[S("data/maps/objects/UndergroundPathRoute5.asm", r"UNDERGROUND_PATH_NORTH_SOUTH"),
                   S("data/maps/objects/UndergroundPathRoute6.asm", r"UNDERGROUND_PATH_NORTH_SOUTH"),
                   S("scripts/Route5Gate.asm", r"bit BIT_GAVE_SAFFRON_GUARDS_DRINK")]),
            L("VERMILION_CITY", via="ROUTE_6"),
            L("VERMILION_GYM", via="VERMILION_CITY",
              src=[AP("regions", 'connect("Vermilion City", "Vermilion City-G", can_surf or can_cut)')]),
            L("VERMILION_OLD_ROD_HOUSE", via="VERMILION_CITY"),
            L("VERMILION_TRADE_HOUSE", via="VERMILION_CITY", games=["red-blue"]),
            L("VERMILION_DOCK", via="VERMILION_CITY",
              src=[S("scripts/VermilionCity.asm", r"ld b, S_S_TICKET"),
                   S("scripts/BillsHouse.asm", r"lb bc, S_S_TICKET, 1")]),
            L("SS_ANNE_1F_ROOMS", via="SS_ANNE_1F"),
            L("SS_ANNE_B1F_ROOMS", via="SS_ANNE_B1F"),
            L("SS_ANNE_CAPTAINS_ROOM", via="SS_ANNE_2F"),
            L("ROUTE_11", via="VERMILION_CITY"),
            L("ROUTE_11_GATE_2F", via="ROUTE_11_GATE_1F"),
            L("DIGLETTS_CAVE", via="DIGLETTS_CAVE_ROUTE_11"),
            L("ROUTE_2_TRADE_HOUSE", via="ROUTE_2",
              src=[S("data/maps/objects/DiglettsCaveRoute2.asm", r"warp_event"),
                   AP("regions", "warp_data 'Route 2-NE': Diglett's Cave Route 2, Route 2 Trade House; "
                      'connect("Route 2-NW", "Route 2-NE", can_cut)')]),
            L("ROUTE_2_GATE", via="ROUTE_2",
              src=[AP("regions", "warp_data 'Route 2-E': Route 2 Gate; "
                      'connect("Route 2-E", "Route 2-NE", can_cut)')]),
        ],
        "unlocks": [
            U("cut", [S("scripts/SSAnneCaptainsRoom.asm", r"lb bc, HM_CUT"), CUT_BADGE, AP_CUT]),
            U("old-rod", [S("scripts/VermilionOldRodHouse.asm", r"lb bc, OLD_ROD")]),
            U("bicycle", [S("scripts/PokemonFanClub.asm", r"lb bc, BIKE_VOUCHER"),
                          S("scripts/BikeShop.asm", r"lb bc, BICYCLE")]),
            U("flash", [S("scripts/Route2Gate.asm", r"ld a, HM_FLASH"),
                        S("scripts/Route2Gate.asm", r"ld a, 10"), FLASH_BADGE]),
        ],
    },
    {
        "before": "G4",
        "note": ("After Lt. Surge: Route 9 (Cut), Rock Tunnel, Lavender Town, Route 8 and the "
                 "Underground Path to Route 7 and Celadon City (Department Store: TMs, stones, "
                 "the roof's drinks; Eevee in the Celadon Mansion; Game Corner prizes with the "
                 "Coin Case of the Celadon Diner). Route 16's grass and the Fly house are behind "
                 "a tree west of Celadon; the north end of Route 12 (TM16, the gate's TM39) is "
                 "open from Lavender Town, its grass lies south of Snorlax. The Saffron guards "
                 "accept a drink from the roof's vending machine from now on, but the main road "
                 "enters Saffron City after Erika (next checkpoint)."),
        "locations": [
            L("ROUTE_9", via="CERULEAN_CITY",
              src=[AP("regions", 'connect("Cerulean City-Outskirts", "Route 9", can_cut)')]),
            L("ROUTE_10", via="ROUTE_9"),
            L("ROCK_TUNNEL_1F", via="ROUTE_10"),
            L("ROCK_TUNNEL_B1F", via="ROCK_TUNNEL_1F"),
            L("LAVENDER_TOWN", via="ROUTE_10"),
            L("ROUTE_8", via="LAVENDER_TOWN"),
            L("ROUTE_7", via="UNDERGROUND_PATH_ROUTE_7",
              src=[S("data/maps/objects/UndergroundPathRoute8.asm", r"UNDERGROUND_PATH_WEST_EAST"),
                   S("data/maps/objects/UndergroundPathRoute7.asm", r"UNDERGROUND_PATH_WEST_EAST")]),
            L("CELADON_CITY", via="ROUTE_7"),
            L("CELADON_MART_2F", via="CELADON_MART_1F"),
            L("CELADON_MART_3F", via="CELADON_MART_2F"),
            L("CELADON_MART_4F", via="CELADON_MART_3F"),
            L("CELADON_MART_ROOF", via="CELADON_MART_5F"),
            L("CELADON_MANSION_ROOF_HOUSE", via="CELADON_MANSION_ROOF"),
            L("GAME_CORNER_PRIZE_ROOM", via="CELADON_CITY",
              src=[S("scripts/CeladonDiner.asm", r"lb bc, COIN_CASE")]),
            L("CELADON_GYM", via="CELADON_CITY",
              src=[AP("regions", 'connect("Celadon City", "Celadon City-G", can_cut)')]),
            L("ROUTE_16", via="CELADON_CITY",
              src=[AP("regions", 'connect("Route 16-E", "Route 16-NE", can_cut)')]),
            L("ROUTE_16_FLY_HOUSE", via="ROUTE_16"),
            L("ROUTE_12_GATE_2F", via="ROUTE_12_GATE_1F",
              src=[AP("regions", 'connect("Route 12-L", "Lavender Town")')]),
        ],
        "unlocks": [
            U("fly", [S("scripts/Route16FlyHouse.asm", r"lb bc, HM_FLY"), FLY_BADGE]),
        ],
    },
    {
        "before": "G5",
        "note": ("After Erika: the Rocket Hideout under the Game Corner (Silph Scope), the "
                 "Pokémon Tower (its ghosts can be caught only with the Silph Scope), Mr. Fuji "
                 "(Poké Flute), Saffron City (the gate guards take a drink; Silph Co. stays "
                 "closed, the Fighting Dojo and Mr. Psychic are open), Snorlax on Route 12 or "
                 "16, Routes 12-15 or the Cycling Road (Bicycle) to Fuchsia City and the Safari "
                 "Zone (HM03 Surf, Gold Teeth for HM04 Strength; Strength needs the Rainbow "
                 "Badge, Surf the Soul Badge of this gym). The Rocket Hideout, Saffron City and "
                 "the Tower can be done before Erika (detour)."),
        "locations": [
            L("ROCKET_HIDEOUT_B1F", via="GAME_CORNER",
              src=[AP("regions", 'connect("Celadon Game Corner", "Celadon Game Corner-Hidden Stairs")')]),
            L("ROCKET_HIDEOUT_B2F", via="ROCKET_HIDEOUT_B1F"),
            L("ROCKET_HIDEOUT_B3F", via="ROCKET_HIDEOUT_B2F"),
            L("ROCKET_HIDEOUT_B4F", via="ROCKET_HIDEOUT_B3F"),
            L("SAFFRON_CITY", via="ROUTE_5",
              src=[S("scripts/Route5Gate.asm", r"bit BIT_GAVE_SAFFRON_GUARDS_DRINK"),
                   S("data/items/guard_drink_items.asm", r"GuardDrinksList"),
                   S("data/items/vending_prices.asm", r"vend_item FRESH_WATER"),
                   AP("regions", 'connect("Route 5 Gate-N", "Route 5 Gate-S", can_pass_guards)')]),
            L("FIGHTING_DOJO", via="SAFFRON_CITY"),
            L("MR_PSYCHICS_HOUSE", via="SAFFRON_CITY"),
            L("POKEMON_TOWER_3F", via="POKEMON_TOWER_2F",
              src=[S("engine/battle/core.asm", r"ld b, SILPH_SCOPE"),
                   AP("rules", '"Pokemon Tower {floor}F - Wild Pokemon - {slot}": Silph Scope')]),
            L("POKEMON_TOWER_4F", via="POKEMON_TOWER_3F"),
            L("POKEMON_TOWER_5F", via="POKEMON_TOWER_4F"),
            L("POKEMON_TOWER_6F", via="POKEMON_TOWER_5F"),
            L("POKEMON_TOWER_7F", via="POKEMON_TOWER_6F",
              src=[AP("regions", 'connect("Pokemon Tower 6F", "Pokemon Tower 6F-S", Silph Scope)')]),
            L("MR_FUJIS_HOUSE", via="LAVENDER_TOWN",
              src=[S("scripts/PokemonTower7F.asm", r"SetEvent EVENT_RESCUED_MR_FUJI$")]),
            L("ROUTE_12", via="LAVENDER_TOWN",
              src=[S("scripts/Route12.asm", r"ld a, SNORLAX"),
                   S("engine/items/item_effects.asm", r"^ItemUsePokeFlute:"),
                   AP("regions", 'connect("Route 12-W", "Route 12-S", Poke Flute); '
                      'connect("Route 12-S", "Route 12-Grass", can_cut)')]),
            L("ROUTE_12_SUPER_ROD_HOUSE", via="ROUTE_12"),
            L("ROUTE_13", via="ROUTE_12"),
            L("ROUTE_14", via="ROUTE_13"),
            L("ROUTE_15", via="ROUTE_14"),
            L("FUCHSIA_CITY", via="ROUTE_15"),
            L("FUCHSIA_GYM", via="FUCHSIA_CITY"),
            L("FUCHSIA_GOOD_ROD_HOUSE", via="FUCHSIA_CITY"),
            L("WARDENS_HOUSE", via="FUCHSIA_CITY"),
            L("SAFARI_ZONE_CENTER", via="SAFARI_ZONE_GATE"),
            L("SAFARI_ZONE_EAST", via="SAFARI_ZONE_CENTER"),
            L("SAFARI_ZONE_NORTH", via="SAFARI_ZONE_EAST"),
            L("SAFARI_ZONE_WEST", via="SAFARI_ZONE_NORTH"),
            L("SAFARI_ZONE_SECRET_HOUSE", via="SAFARI_ZONE_WEST"),
            L("ROUTE_17", via="ROUTE_16",
              src=[S("scripts/Route16.asm", r"ld a, SNORLAX"),
                   S("scripts/Route16Gate1F.asm", r"ld b, BICYCLE"),
                   AP("regions", 'connect("Route 16-E", "Route 16-C", Poke Flute); '
                      'connect("Route 16 Gate 1F-W", "Route 16 Gate 1F-E", Bicycle)')]),
            L("ROUTE_18", via="ROUTE_17"),
            L("ROUTE_18_GATE_2F", via="ROUTE_18_GATE_1F"),
        ],
        "unlocks": [
            U("silph-scope", [S("data/maps/objects/RocketHideoutB4F.asm", r"object_event .*SILPH_SCOPE$"),
                              S("engine/battle/core.asm", r"ld b, SILPH_SCOPE")]),
            U("poke-flute", [S("scripts/MrFujisHouse.asm", r"lb bc, POKE_FLUTE")]),
            U("good-rod", [S("scripts/FuchsiaGoodRodHouse.asm", r"lb bc, GOOD_ROD")]),
            U("super-rod", [S("scripts/Route12SuperRodHouse.asm", r"lb bc, SUPER_ROD")]),
            U("strength", [S("scripts/WardensHouse.asm", r"lb bc, HM_STRENGTH"), STRENGTH_BADGE,
                           AP_STRENGTH]),
        ],
    },
    {
        "before": "G6",
        "note": ("After Koga: Surf (HM03 and the Soul Badge). Main road: Silph Co. (its door "
                 "Rocket leaves once Mr. Fuji is rescued; Lapras on 7F), then Saffron Gym and "
                 "the Copycat's house, which open once Giovanni leaves Silph Co. Surf also opens "
                 "the Power Plant (Route 10) and the Celadon islet (TM41). The sea routes to "
                 "Cinnabar Island are taken after Sabrina (next checkpoint)."),
        "locations": [
            L("SILPH_CO_1F", via="SAFFRON_CITY",
              src=[S("data/maps/objects/SaffronCity.asm", r"TEXT_SAFFRONCITY_ROCKET8$"),
                   S("scripts/PokemonTower7F.asm", r"ld a, TOGGLE_SAFFRON_CITY_E"),
                   AP("regions", 'connect("Saffron City", "Saffron City-Silph", Fuji Saved)')]),
            L("SILPH_CO_2F", via="SILPH_CO_1F"),
            L("SILPH_CO_5F", via="SILPH_CO_4F"),
            L("SILPH_CO_7F", via="SILPH_CO_6F"),
            L("SILPH_CO_10F", via="SILPH_CO_9F"),
            L("SAFFRON_GYM", via="SAFFRON_CITY",
              src=[S("data/maps/objects/SaffronCity.asm", r"TEXT_SAFFRONCITY_ROCKET3$"),
                   S("scripts/SilphCo11F.asm", r"db TOGGLE_SAFFRON_CITY_3"),
                   AP("regions", 'connect("Saffron City", "Saffron City-G", Silph Co Liberated)')]),
            L("COPYCATS_HOUSE_2F", via="COPYCATS_HOUSE_1F",
              src=[S("data/maps/objects/SaffronCity.asm", r"TEXT_SAFFRONCITY_ROCKET1$"),
                   S("scripts/SilphCo11F.asm", r"db TOGGLE_SAFFRON_CITY_1"),
                   AP("regions", 'connect("Saffron City", "Saffron City-Copycat", Silph Co Liberated)')]),
            L("POWER_PLANT", via="ROUTE_10",
              src=[AP("regions", 'connect("Route 10-N", "Route 10-C", can_surf); '
                      'connect("Route 10-C", "Route 10-P", Plant Key or not extra_key_items)')]),
        ],
        "unlocks": [
            U("surf", [S("scripts/SafariZoneSecretHouse.asm", r"lb bc, HM_SURF"), SURF_BADGE, AP_SURF]),
        ],
    },
    {
        "before": "G7",
        "note": ("After Sabrina: Surf south from Fuchsia City (Routes 19-20, the Seafoam "
                 "Islands) or from Pallet Town (Route 21) to Cinnabar Island: the Pokémon "
                 "Mansion (Secret Key for Cinnabar Gym) and the Cinnabar Lab (fossils revived, "
                 "trades). Surf is open since the previous checkpoint, so all of this can come "
                 "before Sabrina (detour)."),
        "locations": [
            L("ROUTE_19", via="FUCHSIA_CITY",
              src=[AP("regions", 'connect("Route 19-N", "Route 19-S", can_surf)')]),
            L("ROUTE_20", via="ROUTE_19"),
            L("SEAFOAM_ISLANDS_1F", via="ROUTE_20"),
            L("SEAFOAM_ISLANDS_B1F", via="SEAFOAM_ISLANDS_1F"),
            L("SEAFOAM_ISLANDS_B2F", via="SEAFOAM_ISLANDS_B1F"),
            L("SEAFOAM_ISLANDS_B3F", via="SEAFOAM_ISLANDS_B2F"),
            L("SEAFOAM_ISLANDS_B4F", via="SEAFOAM_ISLANDS_B3F"),
            L("CINNABAR_ISLAND", via="ROUTE_20",
              src=[AP("regions", 'connect("Route 20-W", "Cinnabar Island", can_surf)')]),
            L("ROUTE_21", via="PALLET_TOWN",
              src=[AP("regions", 'connect("Pallet Town", "Route 21", can_surf)')]),
            L("POKEMON_MANSION_1F", via="CINNABAR_ISLAND"),
            L("POKEMON_MANSION_2F", via="POKEMON_MANSION_1F"),
            L("POKEMON_MANSION_3F", via="POKEMON_MANSION_2F"),
            L("POKEMON_MANSION_B1F", via="POKEMON_MANSION_1F"),
            L("CINNABAR_LAB_TRADE_ROOM", via="CINNABAR_LAB"),
            L("CINNABAR_LAB_METRONOME_ROOM", via="CINNABAR_LAB"),
            L("CINNABAR_LAB_FOSSIL_ROOM", via="CINNABAR_LAB"),
            L("CINNABAR_GYM", via="CINNABAR_ISLAND",
              src=[S("scripts/CinnabarIsland.asm", r"ld b, SECRET_KEY"),
                   S("data/maps/objects/PokemonMansionB1F.asm", r"object_event .*SECRET_KEY$")]),
        ],
        "unlocks": [],
    },
    {
        "before": "G8",
        "note": "After Blaine: Viridian Gym opens for a player with the seven other badges.",
        "locations": [
            L("VIRIDIAN_GYM", via="VIRIDIAN_CITY",
              src=[S("scripts/ViridianCity.asm", r"cp ~\(1 << BIT_EARTHBADGE\)")]),
        ],
        "unlocks": [],
    },
    {
        "before": "E4",
        "note": ("After Giovanni: Route 23 (its guards check the badges one by one), Victory "
                 "Road and the Indigo Plateau. Route 23's grass lies past the guards of the "
                 "Cascade to Marsh Badges and needs Surf, so it is reachable from the G7 "
                 "checkpoint on; the main road takes it here."),
        "locations": [
            L("ROUTE_23", via="ROUTE_22_GATE",
              src=[S("scripts/Route22Gate.asm", r"bit BIT_BOULDERBADGE"),
                   S("scripts/Route23.asm", r"^Route23GuardsYCoords:"),
                   AP("regions", 'connect("Route 22 Gate-S", "Route 22 Gate-N", badges); '
                      'connect("Route 23-Grass", "Route 23-S", can_surf)')]),
            L("VICTORY_ROAD_1F", via="ROUTE_23"),
            L("VICTORY_ROAD_2F", via="VICTORY_ROAD_1F"),
            L("VICTORY_ROAD_3F", via="VICTORY_ROAD_2F"),
            L("INDIGO_PLATEAU", via="ROUTE_23"),
        ],
        "unlocks": [],
    },
    {
        "before": "end",
        "note": ("After the Hall of Fame: the guard in front of Cerulean Cave is gone; the cave "
                 "is entered by Surf."),
        "locations": [
            L("CERULEAN_CAVE_1F", via="CERULEAN_CITY",
              src=[S("scripts/HallOfFame.asm", r"ld a, TOGGLE_CERULEAN_CAVE_GUY"),
                   AP("regions", 'connect("Cerulean City-Water", "Cerulean City-Cave", badges, '
                      'key items, can_surf)')]),
            L("CERULEAN_CAVE_2F", via="CERULEAN_CAVE_1F"),
            L("CERULEAN_CAVE_B1F", via="CERULEAN_CAVE_1F"),
        ],
        "unlocks": [],
    },
]

# --------------------------------------------------------------------- items

EVOLUTION_ITEMS = {"MOON_STONE": "moon-stone", "FIRE_STONE": "fire-stone",
                   "THUNDER_STONE": "thunder-stone", "WATER_STONE": "water-stone",
                   "LEAF_STONE": "leaf-stone"}

GYM_OF_MAP = {"PEWTER_GYM": "G1", "CERULEAN_GYM": "G2", "VERMILION_GYM": "G3",
              "CELADON_GYM": "G4", "FUCHSIA_GYM": "G5", "SAFFRON_GYM": "G6",
              "CINNABAR_GYM": "G7", "VIRIDIAN_GYM": "G8"}

# (map, item constant) -> gates the item needs beyond reaching its map, with sources.
NEEDS = {
    ("ROUTE_2", "MOON_STONE"): (["cut"], [
        AP("regions", 'connect("Route 2-SW", "Route 2-SE", can_cut)')]),
    ("ROUTE_25", "TM_SEISMIC_TOSS"): (["cut"], [AP("rules", '"Route 25 - Item": can_cut')]),
    ("ROUTE_15", "TM_RAGE"): (["cut"], [
        AP("regions", 'connect("Route 14", "Route 15-N", can_cut)')]),
    ("VIRIDIAN_CITY", "TM_DREAM_EATER"): (["cut"], [
        AP("rules", '"Viridian City - Sleepy Guy": can_cut or can_surf')]),
    ("CELADON_CITY", "TM_SOFTBOILED"): (["surf"], [
        AP("rules", '"Celadon City - Stranded Man": can_surf')]),
    ("POWER_PLANT", "TM_THUNDER"): (["surf"], []),
    ("POWER_PLANT", "TM_REFLECT"): (["surf"], []),
    ("VICTORY_ROAD_2F", "TM_SUBMISSION"): (["strength"], [
        AP("regions", 'connect("Victory Road 1F-S", "Victory Road 1F", can_strength)')]),
    ("VICTORY_ROAD_2F", "TM_MEGA_KICK"): (["strength"], []),
    ("VICTORY_ROAD_3F", "TM_EXPLOSION"): (["strength"], []),
    ("VICTORY_ROAD_1F", "TM_SKY_ATTACK"): (["strength"], []),
}

# (map, item constant) -> (checkpoint, note, sources): an item on a part of a
# map that is reached before the map's checkpoint.
EARLIER = {
    ("ROUTE_12", "TM_PAY_DAY"): ("G4", "on the part of Route 12 north of Snorlax, open from Lavender Town", [
        S("data/maps/objects/Route12.asm", r"SPRITE_SNORLAX"),
        AP("regions", 'connect("Route 12-L", "Lavender Town")')]),
}

# Notes on single items (how they are obtained).
ITEM_NOTES = {
    ("CELADON_MART_ROOF", "TM_ICE_BEAM"): "for a Fresh Water from the roof's vending machine",
    ("CELADON_MART_ROOF", "TM_ROCK_SLIDE"): "for a Soda Pop from the roof's vending machine",
    ("CELADON_MART_ROOF", "TM_TRI_ATTACK"): "for a Lemonade from the roof's vending machine",
    ("CERULEAN_CITY", "TM_DIG"): ("from the Rocket behind the trashed house, reached through it once "
                                  "Bill's S.S. Ticket has moved the guard from its door"),
    ("COPYCATS_HOUSE_2F", "TM_MIMIC"): "for a Poké Doll (Celadon Department Store 4F)",
    ("ROUTE_2_GATE", "HM_FLASH"): "from Oak's aide once the Pokédex has 10 Pokémon owned",
    ("WARDENS_HOUSE", "HM_STRENGTH"): "for the Gold Teeth found in the Safari Zone (West)",
}

# --------------------------------------------------------------------- received

def R(species, how, level, location, src, games=None, versions=None, needs=(), after=None,
      note=None, extra=None, gives=None, refuses=(), choice=None):
    return {"species": species, "how": how, "level": level, "location": location,
            "src": list(src), "games": games, "versions": versions, "needs": list(needs),
            "after": after, "note": note, "extra": extra, "gives": gives,
            "refuses": list(refuses), "choice": choice}


RECEIVED = [
    # starters
    R("BULBASAUR", "starter", 5, "OAKS_LAB",
      [S("constants/pokemon_constants.asm", r"DEF STARTER3 EQU BULBASAUR"),
       S("scripts/OaksLab.asm", r"ld a, 5$")], games=["red-blue"]),
    R("CHARMANDER", "starter", 5, "OAKS_LAB",
      [S("constants/pokemon_constants.asm", r"DEF STARTER1 EQU CHARMANDER"),
       S("scripts/OaksLab.asm", r"ld a, 5$")], games=["red-blue"]),
    R("SQUIRTLE", "starter", 5, "OAKS_LAB",
      [S("constants/pokemon_constants.asm", r"DEF STARTER2 EQU SQUIRTLE"),
       S("scripts/OaksLab.asm", r"ld a, 5$")], games=["red-blue"]),
    R("PIKACHU", "starter", 5, "OAKS_LAB",
      [S("constants/pokemon_constants.asm", r"DEF STARTER_PIKACHU EQU PIKACHU"),
       S("scripts/OaksLab.asm", r"ld a, 5$"),
       # ItemUseEvoStone: the starter Pikachu plays its cry, says RefusingText
       # and the stone is not used (any other Pikachu evolves).
       S("engine/items/item_effects.asm", r"^ItemUseEvoStone:"),
       S("engine/items/item_effects.asm", r"callfar IsThisPartyMonStarterPikachu"),
       S("engine/items/item_effects.asm", r"ld hl, RefusingText"),
       S("engine/pikachu/pikachu_status.asm", r"^IsThisPartyMonStarterPikachu::")],
      games=["yellow"], refuses=["use-item"],
      note="refuses evolution stones (ItemUseEvoStone: the starter Pikachu refuses, the stone "
           "is kept); no other Pikachu is had in Yellow"),
    # purchase
    R("MAGIKARP", "purchase", 5, "MT_MOON_POKECENTER",
      [S("scripts/MtMoonPokecenter.asm", r"lb bc, MAGIKARP, 5"),
       S("scripts/MtMoonPokecenter.asm", r"ldh \[hMoney \+ 1\], a")],
      note="sold by a man in the Pokémon Center for ¥500 (hMoney = $00 $05 $00, BCD)"),
    # Yellow's gift starters
    R("BULBASAUR", "gift", 10, "CERULEAN_MELANIES_HOUSE",
      [S("scripts/CeruleanMelaniesHouse.asm", r"lb bc, BULBASAUR, 10"),
       S("scripts/CeruleanMelaniesHouse.asm", r"cp 147")], games=["yellow"],
      note="only if Pikachu's happiness is at least 147",
      extra={"condition": "pikachu-happiness-147"}),
    R("CHARMANDER", "gift", 10, "ROUTE_24",
      [S("scripts/Route24.asm", r"lb bc, CHARMANDER, 10")], games=["yellow"]),
    R("SQUIRTLE", "gift", 10, "VERMILION_CITY",
      [S("scripts/VermilionCity_2.asm", r"lb bc, SQUIRTLE, 10"),
       S("scripts/VermilionCity_2.asm", r"bit BIT_THUNDERBADGE")], games=["yellow"], after="G3",
      note="from Officer Jenny once the player has the Thunder Badge"),
    # gifts
    R("EEVEE", "gift", 25, "CELADON_MANSION_ROOF_HOUSE",
      [S("scripts/CeladonMansionRoofHouse.asm", r"lb bc, EEVEE, 25")]),
    R("HITMONLEE", "gift", 30, "FIGHTING_DOJO",
      [S("scripts/FightingDojo.asm", r"ld a, HITMONLEE"), S("scripts/FightingDojo.asm", r"ld c, 30")],
      note="one of Hitmonlee and Hitmonchan, after beating the Karate Master",
      choice="fighting-dojo"),
    R("HITMONCHAN", "gift", 30, "FIGHTING_DOJO",
      [S("scripts/FightingDojo.asm", r"ld a, HITMONCHAN"), S("scripts/FightingDojo.asm", r"ld c, 30", 2)],
      note="one of Hitmonlee and Hitmonchan, after beating the Karate Master",
      choice="fighting-dojo"),
    R("LAPRAS", "gift", 15, "SILPH_CO_7F", [S("scripts/SilphCo7F.asm", r"lb bc, LAPRAS, 15")]),
    # fossils (revived at Cinnabar Lab)
    R("OMANYTE", "fossil", 30, "CINNABAR_LAB_FOSSIL_ROOM",
      [S("scripts/MtMoonB2F.asm", r"lb bc, HELIX_FOSSIL"), S("engine/events/cinnabar_lab.asm", r"cp HELIX_FOSSIL"),
       S("scripts/CinnabarLabFossilRoom.asm", r"ld c, 30")],
      note="from the Helix Fossil of Mt. Moon B2F; the player takes either it or the Dome Fossil",
      choice="mt-moon-fossil"),
    R("KABUTO", "fossil", 30, "CINNABAR_LAB_FOSSIL_ROOM",
      [S("scripts/MtMoonB2F.asm", r"lb bc, DOME_FOSSIL"), S("engine/events/cinnabar_lab.asm", r"cp DOME_FOSSIL"),
       S("scripts/CinnabarLabFossilRoom.asm", r"ld c, 30")],
      note="from the Dome Fossil of Mt. Moon B2F; the player takes either it or the Helix Fossil",
      choice="mt-moon-fossil"),
    R("AERODACTYL", "fossil", 30, "CINNABAR_LAB_FOSSIL_ROOM",
      [S("scripts/Museum1F.asm", r"lb bc, OLD_AMBER"), S("scripts/CinnabarLabFossilRoom.asm", r"db OLD_AMBER"),
       S("scripts/CinnabarLabFossilRoom.asm", r"ld c, 30"),
       AP("regions", 'connect("Pewter City", "Pewter City-M", can_cut)')],
      needs=["cut"], note="from the Old Amber of the Pewter Museum (back door, behind a tree)"),
    # statics
    R("SNORLAX", "static", 30, "ROUTE_12",
      [S("scripts/Route12.asm", r"ld a, SNORLAX"), S("scripts/Route12.asm", r"ld a, 30")],
      needs=["poke-flute"]),
    R("SNORLAX", "static", 30, "ROUTE_16",
      [S("scripts/Route16.asm", r"ld a, SNORLAX"), S("scripts/Route16.asm", r"ld a, 30")],
      needs=["poke-flute"]),
]
# Statics of the map objects (object_event with species and level) are derived:
# Voltorb, Electrode, Zapdos (Power Plant), Articuno, Moltres, Mewtwo.
STATIC_NEEDS = {
    "POWER_PLANT": (["surf"], []),
    "SEAFOAM_ISLANDS_B4F": (["surf", "strength"], [
        AP("rules", '"Seafoam Islands B4F - Legendary Pokemon": can_strength and Seafoam Boss Boulders')]),
    "VICTORY_ROAD_2F": (["strength"], []),
    "CERULEAN_CAVE_B1F": (["surf"], [AP("rules", '"Cerulean Cave B1F - Legendary Pokemon": can_surf')]),
}


# ===================================================================== build

class Builder:
    def __init__(self, game_id, git_dir, commit):
        self.game_id = game_id
        self.repo = Repo(git_dir, commit)
        self.prefix = GAMES[game_id]["repo"].split("/")[1]
        self.labels = map_labels(self.repo)              # Label -> CONST
        self.label_of = {c: l for l, c in self.labels.items()}
        self.spnames = species_table(1)
        self.item_ids = self.tm_item_ids()

    # -- sources
    def cite(self, spec):
        """A source spec as "pokered path:LINE".  A script split into parts
        (Yellow's scripts/X.asm and scripts/X_2.asm) is searched part by part."""
        if isinstance(spec, str):
            return spec
        paths = [spec.path]
        if spec.path.startswith("scripts/"):
            stem = spec.path[:-4]
            paths += ["scripts/" + f for f in self.repo.ls("scripts")
                      if re.fullmatch(re.escape(stem[8:]) + r"_\d+\.asm", f)]
        for path in paths:
            try:
                return "%s %s:%d" % (self.prefix, path, find_line(self.repo, path, spec.regex, spec.nth))
            except SystemExit:
                continue
        raise SystemExit("no line %d matching %r in %s" % (spec.nth, spec.regex, " or ".join(paths)))

    def cites(self, specs):
        out = []
        for s in specs:
            if isinstance(s, S) and s.games and self.game_id not in s.games:
                continue
            out.append(self.cite(s))
        return out

    def link(self, a, b):
        """The header connection or warp between maps a and b: 'path:line'."""
        for x, y in ((a, b), (b, a)):
            lx = self.label_of.get(x)
            if lx is None:
                continue
            for kind, pattern in (("headers", r"connection \w+, \w+, %s\b" % y),
                                  ("objects", r"warp_event .*, %s," % y)):
                path = "data/maps/%s/%s.asm" % (kind, lx)
                for no, line in enumerate(self.repo.show(path).splitlines(), start=1):
                    if re.search(pattern, line):
                        return "%s %s:%d" % (self.prefix, path, no)
        raise SystemExit("no connection or warp between %s and %s" % (a, b))

    # -- item constants
    def tm_item_ids(self):
        ids = {}
        tm = hm = 0
        for line in self.repo.show("constants/item_constants.asm").splitlines():
            m = re.match(r"\s*add_(tm|hm) (\w+)", strip_comment(line))
            if m:
                if m.group(1) == "tm":
                    tm += 1
                    ids["TM_" + m.group(2)] = "tm%02d" % tm
                else:
                    hm += 1
                    ids["HM_" + m.group(2)] = "hm%02d" % hm
        ids.update(EVOLUTION_ITEMS)
        return ids

    def script_map(self, path):
        """scripts/CeladonMart3F_2.asm -> CELADON_MART_3F."""
        stem = re.sub(r"_\d+$", "", os.path.basename(path)[:-4])
        return self.labels[stem]

    # -- derivations
    def item_sources(self):
        """[(map, ITEM, how, source)] in a stable order."""
        repo, out = self.repo, []
        # item balls
        for fname in repo.ls("data/maps/objects"):
            path = "data/maps/objects/" + fname
            mapc = self.labels[fname[:-4]]
            for no, line in enumerate(repo.show(path).splitlines(), start=1):
                m = re.match(r"\s*object_event .*, (\w+)\s*$", strip_comment(line))
                if m and m.group(1) in self.item_ids:
                    out.append((mapc, m.group(1), "item-ball", "%s %s:%d" % (self.prefix, path, no)))
        # hidden items
        path = "data/events/hidden_events.asm"
        cur = None
        for no, line in enumerate(repo.show(path).splitlines(), start=1):
            code = strip_comment(line)
            m = re.match(r"hidden_events_for (\w+)", code)
            if m:
                cur = m.group(1)
            m = re.match(r"hidden_event .*HiddenItems, (\w+)", code)
            if m and m.group(1) in self.item_ids:
                out.append((cur, m.group(1), "hidden", "%s %s:%d" % (self.prefix, path, no)))
        # marts
        path = "data/items/marts.asm"
        label = None
        scripts = {f: repo.show("scripts/" + f) for f in repo.ls("scripts")}
        for no, line in enumerate(repo.show(path).splitlines(), start=1):
            m = re.match(r"(\w+)::", line)
            if m:
                label = m.group(1)
            m = re.match(r"\s*script_mart (.*)", strip_comment(line))
            if m:
                items = [x.strip() for x in m.group(1).split(",")]
                wanted = [x for x in items if x in self.item_ids]
                if not wanted:
                    continue
                owners = [f for f, t in scripts.items()
                          if re.search(r"dw_const %s\b" % label, t)]
                assert len(owners) == 1, (label, owners)
                mapc = self.script_map("scripts/" + owners[0])
                for it in wanted:
                    out.append((mapc, it, "mart", "%s %s:%d" % (self.prefix, path, no)))
        # NPC gifts and gym rewards
        for f in sorted(scripts):
            for no, line in enumerate(scripts[f].splitlines(), start=1):
                code = strip_comment(line)
                m = re.match(r"lb bc, (\w+), 1$", code)
                if not m and f == "Route2Gate.asm":
                    # Oak's aide: the reward item goes to hOaksAideRewardItem
                    m = re.match(r"ld a, (HM_\w+)$", code)
                if m and m.group(1) in self.item_ids:
                    mapc = self.script_map("scripts/" + f)
                    how = "gym-reward" if mapc in GYM_OF_MAP else "gift"
                    out.append((mapc, m.group(1), how, "%s scripts/%s:%d" % (self.prefix, f, no)))
        # Game Corner prizes
        path = "data/events/prizes.asm"
        part = None
        for no, line in enumerate(repo.show(path).splitlines(), start=1):
            m = re.match(r"(\w+):", line)
            if m:
                part = m.group(1)
            args = db_args(line)
            if part == "PrizeMenuTMsEntries" and args and args[0] in self.item_ids:
                out.append(("GAME_CORNER_PRIZE_ROOM", args[0], "prize",
                            "%s %s:%d" % (self.prefix, path, no)))
        return out

    def trades(self):
        """[(map, give, get, source...)] from the scripts' TRADE_FOR_* and
        data/events/trades.asm."""
        repo = self.repo
        names = []
        for line in repo.show("constants/script_constants.asm").splitlines():
            m = re.match(r"\s*const (TRADE_FOR_\w+)", line)
            if m:
                names.append(m.group(1))
        table = []
        path = "data/events/trades.asm"
        for no, line in enumerate(repo.show(path).splitlines(), start=1):
            m = re.match(r"\s*npctrade (\w+),\s*(\w+),", line)
            if m:
                table.append((m.group(1), m.group(2), no))
        assert len(table) == len(names), (len(table), len(names))
        out = []
        for f in repo.ls("scripts"):
            for no, line in enumerate(repo.show("scripts/" + f).splitlines(), start=1):
                m = re.search(r"ld a, (TRADE_FOR_\w+)|xor a ; (TRADE_FOR_\w+)", line)
                if m:
                    name = m.group(1) or m.group(2)
                    give, get, tno = table[names.index(name)]
                    out.append((self.script_map("scripts/" + f), give, get, [
                        "%s scripts/%s:%d" % (self.prefix, f, no),
                        "%s %s:%d" % (self.prefix, path, tno),
                        self.cite(S("engine/events/in_game_trades.asm", r"ld hl, wPartyMon1Level"))]))
        return out

    def prizes(self):
        """[(SPECIES, level, versions, sources)] of the Game Corner."""
        repo = self.repo
        versions = GAMES[self.game_id]["versions"]
        per_version = {}
        for v in versions:
            defines = GAMES[self.game_id]["defines"][v]
            mons, part = [], None
            for no, line in version_lines(repo.show("data/events/prizes.asm"), defines):
                m = re.match(r"(\w+):", line)
                if m:
                    part = m.group(1)
                args = db_args(line)
                if part in ("PrizeMenuMon1Entries", "PrizeMenuMon2Entries") and args \
                        and not args[0].startswith('"'):
                    mons.append((args[0], no))
            levels = {}
            for no, line in version_lines(repo.show("data/events/prize_mon_levels.asm"), defines):
                args = db_args(line)
                if args and len(args) == 2:
                    levels[args[0]] = (int(args[1]), no)
            per_version[v] = [(sp, levels[sp][0], pno, levels[sp][1]) for sp, pno in mons]
        out = []
        seen = []
        for v in versions:
            for sp, lv, pno, lno in per_version[v]:
                key = (sp, lv)
                if key in seen:
                    continue
                seen.append(key)
                vs = [w for w in versions if any((s, l) == key for s, l, _, _ in per_version[w])]
                out.append((sp, lv, vs, ["%s data/events/prizes.asm:%d" % (self.prefix, pno),
                                         "%s data/events/prize_mon_levels.asm:%d" % (self.prefix, lno)]))
        return out

    def statics(self):
        """[(map, SPECIES, level, source)] of object_events with species and level."""
        out = []
        for fname in self.repo.ls("data/maps/objects"):
            path = "data/maps/objects/" + fname
            for no, line in enumerate(self.repo.show(path).splitlines(), start=1):
                m = re.match(r"\s*object_event .*, (\w+), (\d+)\s*$", strip_comment(line))
                if m and not m.group(1).startswith("OPP_") and m.group(1) != "0" \
                        and not m.group(1).isdigit():
                    try:
                        species_name(m.group(1), self.spnames)
                    except SystemExit:
                        continue
                    out.append((self.labels[fname[:-4]], m.group(1), int(m.group(2)),
                                "%s %s:%d" % (self.prefix, path, no)))
        return out

    # -- the story
    def build(self):
        game = GAMES[self.game_id]
        checkpoints, where, unlocked = [], {}, {}
        for i, cp in enumerate(ROAD):
            locs = []
            for loc in cp["locations"]:
                if loc["games"] and self.game_id not in loc["games"]:
                    continue
                src = []
                if loc["via"]:
                    src.append(self.link(loc["id"], loc["via"]))
                src += self.cites(loc["src"])
                assert loc["id"] not in where, loc["id"]
                where[loc["id"]] = i
                locs.append({"id": loc["id"], "source": "; ".join(src)})
            unlocks = []
            for u in cp["unlocks"]:
                if u["games"] and self.game_id not in u["games"]:
                    continue
                unlocked[u["gate"]] = i
                unlocks.append({"gate": u["gate"], "source": "; ".join(self.cites(u["src"]))})
            checkpoints.append({"before": cp["before"], "note": cp["note"], "locations": locs,
                                "unlocks": unlocks, "received": [], "items": []})

        def place(mapc, needs, after=None):
            if mapc not in where:
                raise SystemExit("map %s is reached at no checkpoint" % mapc)
            i = where[mapc]
            for g in needs:
                if g not in unlocked:
                    raise SystemExit("gate %s is unlocked at no checkpoint" % g)
                i = max(i, unlocked[g])
            if after:
                i = max(i, ORDER.index(after) + 1)
            return i

        order_of_map = {}
        for i, cp in enumerate(checkpoints):
            for j, loc in enumerate(cp["locations"]):
                order_of_map[loc["id"]] = (i, j)

        # received
        received = []
        for r in RECEIVED:
            if r["games"] and self.game_id not in r["games"]:
                continue
            entry = {"species": species_name(r["species"], self.spnames), "how": r["how"],
                     "level": r["level"], "location": r["location"]}
            if r["needs"]:
                entry["needs"] = r["needs"]
            if r["refuses"]:
                entry["refuses"] = r["refuses"]
            if r["choice"]:
                entry["choice"] = r["choice"]
            if r["note"]:
                entry["note"] = r["note"]
            if r["extra"]:
                entry["extra"] = r["extra"]
            entry["source"] = "; ".join(self.cites(r["src"]))
            received.append((place(r["location"], r["needs"], r["after"]), entry))
        for mapc, give, get, src in self.trades():
            entry = {"species": species_name(get, self.spnames), "how": "trade",
                     "gives": species_name(give, self.spnames), "location": mapc,
                     "note": "the Pokémon received has the level of the one given",
                     "extra": {"level": "that of the Pokémon given"},
                     "source": "; ".join(src)}
            received.append((place(mapc, []), entry))
        for sp, lv, vs, src in self.prizes():
            entry = {"species": species_name(sp, self.spnames), "how": "prize", "level": lv,
                     "location": "GAME_CORNER_PRIZE_ROOM"}
            if vs != game["versions"]:
                entry["versions"] = vs
            entry["note"] = "bought with Game Corner coins (Coin Case from the Celadon Diner)"
            entry["source"] = "; ".join(src)
            received.append((place("GAME_CORNER_PRIZE_ROOM", []), entry))
        for mapc, sp, lv, src in self.statics():
            needs, nsrc = STATIC_NEEDS.get(mapc, ([], []))
            entry = {"species": species_name(sp, self.spnames), "how": "static", "level": lv,
                     "location": mapc}
            if needs:
                entry["needs"] = needs
            entry["source"] = "; ".join([src] + self.cites(nsrc))
            received.append((place(mapc, needs), entry))
        # merge identical statics (the Power Plant's Voltorb/Electrode balls)
        merged = []
        for i, e in received:
            same = [m for m in merged if m[0] == i and m[1]["how"] == "static" == e["how"]
                    and (m[1]["species"], m[1]["level"], m[1]["location"]) ==
                    (e["species"], e["level"], e["location"])]
            if same:
                same[0][1]["source"] += "; " + e["source"].split("; ")[0]
                same[0][1].setdefault("extra", {})["count"] = same[0][1].get("extra", {}).get("count", 1) + 1
            else:
                merged.append((i, e))
        for i, e in merged:
            if e["how"] == "static" and "extra" in e:
                e["note"] = "%d of them" % e["extra"]["count"]
        received = merged

        # items
        items = []
        for mapc, it, how, src in self.item_sources():
            needs, nsrc = NEEDS.get((mapc, it), ([], []))
            sources = [src] + self.cites(nsrc)
            after = GYM_OF_MAP[mapc] if how == "gym-reward" else None
            entry = {"item": self.item_ids[it], "location": mapc, "how": how, "needs": needs}
            if (mapc, it) in EARLIER:
                cp_id, note, esrc = EARLIER[(mapc, it)]
                i = ORDER.index(cp_id)
                entry["note"] = note
                sources += self.cites(esrc)
            else:
                i = place(mapc, needs, after)
            if (mapc, it) in ITEM_NOTES:
                entry["note"] = ITEM_NOTES[(mapc, it)]
            if how == "gym-reward":
                entry["note"] = "after beating the leader (%s)" % GYM_OF_MAP[mapc]
            entry["source"] = "; ".join(sources)
            items.append((i, entry))

        def key(pair):
            i, e = pair
            return order_of_map.get(e["location"], (i, 999))
        for i, e in sorted(received, key=key):
            checkpoints[i]["received"].append(e)
        for i, e in sorted(items, key=key):
            checkpoints[i]["items"].append(e)

        locations = {}
        for cp in checkpoints:
            for loc in cp["locations"]:
                locations[loc["id"]] = map_display_name(loc["id"])
        for cp in checkpoints:
            if not cp["unlocks"]:
                del cp["unlocks"]
        doc = {
            "game": self.game_id,
            "versions": game["versions"],
            "sources": {
                self.prefix: "%s at %s" % (game["repo"], self.repo.commit),
                "archipelago": ("ArchipelagoMW/Archipelago (MIT), worlds/pokemon_rb: regions.py at %s, "
                                "rules.py at %s, logic.py at %s (read through the code-search store; "
                                "cross-check of the gates)" % (AP_COMMITS["regions"], AP_COMMITS["rules"],
                                                                AP_COMMITS["logic"])),
            },
            "note": NOTE[self.game_id],
            "generator": "data/story/build_rby.py",
            "locations": locations,
            "checkpoints": checkpoints,
        }
        return doc


NOTE = {
    "red-blue": (
        "Red/Blue (pret/pokered). Checkpoints follow the main road of a first-time player: "
        "the gyms in badge order, each area entered when the story leads there; where the game "
        "lets a player go elsewhere first, the checkpoint's note names the detour and the gate "
        "that allows it. A location is listed where its wild Pokémon (grass/cave) can first be "
        "met; surf and fishing rows of data/encounters/red-blue.json also need their gate "
        "(unlocks). Items: every TM, HM and evolution stone, each way to get it, at the first "
        "checkpoint where its map is reached and its needs are unlocked (gym rewards after "
        "the gym). Versions: the cartridge (red, blue); the starter is the player's choice. "
        "Generated by data/story/build_rby.py from the curated road in that script."),
    "yellow": (
        "Yellow (pret/pokeyellow). Checkpoints follow the main road of a first-time player: "
        "the gyms in badge order, each area entered when the story leads there; where the game "
        "lets a player go elsewhere first, the checkpoint's note names the detour and the gate "
        "that allows it. A location is listed where its wild Pokémon (grass/cave) can first be "
        "met; surf and fishing rows of data/encounters/yellow.json also need their gate "
        "(unlocks). Items: every TM, HM and evolution stone, each way to get it, at the first "
        "checkpoint where its map is reached and its needs are unlocked (gym rewards after "
        "the gym). Generated by data/story/build_rby.py from the curated road in that script."),
}


def main():
    srcs, game_id, out = parse_args(sys.argv[1:], __doc__)
    git_dir = game_git_dir(srcs, game_id)
    commit = GAMES[game_id]["commit"]
    out = out or os.path.join(
        os.path.dirname(os.path.abspath(__file__)), game_id + ".json")
    write_json(out, Builder(game_id, git_dir, commit).build())


if __name__ == "__main__":
    main()
