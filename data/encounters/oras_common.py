"""What the Omega Ruby/Alpha Sapphire generators share (data/encounters and
data/story): the game, the committed extracts, our location ids and names.
Stdlib only.

Location ids are ours (no decompilation names the maps): one per wild slot
table of Spouik/PokemonEncCalc (its index, data/encounters/extract/
oras-slots.json), named from the tool's English map list with the fixes
below, and one per place that only a received Pokémon uses (PokeAPI's
location areas, data/encounters/pokeapi/omega-ruby-alpha-sapphire.csv).
"""

import csv
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.dirname(DATA))
from data.pipeline import sources  # noqa: E402
from data.pipeline.jsonio import load, write_json  # noqa: E402,F401

GAME = "omega-ruby-alpha-sapphire"
VERSIONS = ["omega-ruby", "alpha-sapphire"]
GEN = 6
SLOTS_REPO = "Spouik/PokemonEncCalc"
SLOTS_COMMIT = sources.commit(SLOTS_REPO)
PKHEX_REPO = "kwsch/PKHeX"
PKHEX_COMMIT = sources.commit(PKHEX_REPO)
EXTRACT = os.path.join(HERE, "extract")

# The tool's English map names that are not the game's (a typo, the French
# name), or that a player could not tell apart: name -> (our name, why).
NAME_FIXES = {
    "Fiery path": ("Fiery Path", "capital P, as the game and PokeAPI (location_names.csv) spell it"),
    "Route Victoire (1F/2F)": ("Victory Road (1F/2F)", "'Route Victoire' is the French name of Victory Road"),
    "Route Victoire (3F)": ("Victory Road (3F)", "'Route Victoire' is the French name of Victory Road"),
    "Safari Zone (South-Esst)": ("Safari Zone (South-East)", "typo"),
    "Route 120 (a)": ("Route 120", "(a) is every part of Route 120 but one pond (the tool's label: 'If you are "
                                   "fishing in the pond on the picture above, choose Route 120 (b). If not, "
                                   "choose Route 120 (a).', Forms/main.Designer.cs lblRoute120)"),
    "Route 120 (b)": ("Route 120 (a pond)", "the one pond of Route 120 whose fishing differs (lblRoute120, as "
                                            "above); only its tables that differ from Route 120's are kept"),
    "Meteor Falls (1F)": ("Meteor Falls (1F, back)", "its hordes are PokeAPI's meteor-falls-back (Zubat level 20, "
                                                     "the same as B1F's): the back of the cave, not the entrance"),
    "Meteor Falls (B1F a)": ("Meteor Falls (B1F)", "PokeAPI's meteor-falls-b1f"),
    "Meteor Falls (B1F b)": ("Meteor Falls (B1F, small room)", "its hordes are PokeAPI's meteor-falls-backsmall-room "
                                                               "(the only Bagon hordes)"),
    "Mirage Mountain (North East)": ("Mirage Mountain (North East of Route 125)",
                                     "PokeAPI's area of the same Pokémon is mirage-spot-mountain-north-east-of-route-125"),
    "Mirage Mountain (South East)": ("Mirage Mountain (South East of Route 129)",
                                     "PokeAPI's area of the same Pokémon is mirage-spot-mountain-south-east-of-route-129"),
    "Mirage Cave (South East)": ("Mirage Cave (South East of Route 129)",
                                 "PokeAPI's area of the same Pokémon is mirage-spot-cave-south-east-of-route-129"),
    "Magma Hideout": ("Team Magma Hideout", "the game's name (PokeAPI location_names.csv)"),
    "Aqua Hideout": ("Team Aqua Hideout", "the game's name (PokeAPI location_names.csv)"),
}

# A table that is a part of another table's place: only its slot tables that
# differ from the other's are kept (the same Pokémon twice would read as two
# ways to one place).  table -> the other table.
PART_OF = {66: 65}


# PokeAPI's location areas of the game -> our location id: the areas of our
# wild tables (compared in pokeapi/omega-ruby-alpha-sapphire.json) and the
# places only received Pokémon use (named in PLACES).  A Mirage spot area
# whose name is not the slug of ours is listed; the others map by name
# (mirage-spot-X -> mirage-X).
AREAS = {
    "hoenn-route-104-north-oras": "route-104-north", "hoenn-route-104-south-oras": "route-104-south",
    "cave-of-origin-entrance": "cave-of-origin", "cave-of-origin-1f": "cave-of-origin",
    "cave-of-origin-b1f": "cave-of-origin", "cave-of-origin-b2f": "cave-of-origin",
    "cave-of-origin-b3f": "cave-of-origin", "cave-of-origin-b4f": "cave-of-origin",
    "seafloor-cavern-area": "seafloor-cavern",
    "granite-cave-1f": "granite-cave-1f", "granite-cave-b1f": "granite-cave-b1f", "granite-cave-b2f": "granite-cave-b2f",
    "hoenn-route-112-area": ["route-112-north", "route-112-south"],
    "shoal-cave-b1f": None, "shoal-cave-b2f": None,
    "shoal-cave-low-tide": "shoal-cave-low-tide", "shoal-cave-high-tide": "shoal-cave-high-tide",
    "shoal-cave-b3f": "shoal-cave-ice",
    "mt-pyre-1f": "mt-pyre-inside", "mt-pyre-2f": "mt-pyre-inside", "mt-pyre-3f": "mt-pyre-inside",
    "mt-pyre-4f": "mt-pyre-inside", "mt-pyre-outside": "mt-pyre-outside", "mt-pyre-summit": "mt-pyre-summit",
    "scorched-slab-b1f": "scorched-slab", "scorched-slab-b2f": "scorched-slab", "scorched-slab-b3f": "scorched-slab",
    "sky-pillar-1f": "sky-pillar", "sky-pillar-3f": "sky-pillar", "sky-pillar-5f": "sky-pillar",
    "sky-pillar-apex": "sky-pillar",
    "hoenn-safari-zone-nwmach-bike-area": "safari-zone-north-west",
    "hoenn-safari-zone-neacro-bike-area": "safari-zone-north-east",
    "hoenn-safari-zone-sw": "safari-zone-south-west", "hoenn-safari-zone-se": "safari-zone-south-east",
    "hoenn-victory-road-1f": "victory-road-1f-2f", "hoenn-victory-road-b1f": "victory-road-1f-2f",
    "meteor-falls-area": "meteor-falls-entrance", "meteor-falls-back": "meteor-falls-1f-back",
    "meteor-falls-b1f": "meteor-falls-b1f", "meteor-falls-backsmall-room": "meteor-falls-b1f-small-room",
    "sea-mauville-inside": "sea-mauville-inside",
    "team-aqua-hideout-area": "team-aqua-hideout", "team-magma-hideout-area": "team-magma-hideout",
    "mirage-spot-cave-south-east-of-route-129": "mirage-cave-south-east-of-route-129",
    "mirage-spot-cave-west-of-rustburo": "mirage-cave-west-of-rustboro",
    "mirage-spot-forest-south-of-route-111": "mirage-forest-north-of-route-111",
    "mirage-spot-mountain-north-east-of-route-125": "mirage-mountain-north-east-of-route-125",
    "mirage-spot-mountain-south-east-of-route-129": "mirage-mountain-south-east-of-route-129",
    # places of received Pokémon only
    "hoenn-route-119-weather-institute": "weather-institute",
    "slateport-city-contest-hall": "slateport-contest-hall", "verdanturf-town-contest-hall": "verdanturf-contest-hall",
    "fallarbor-town-contest-hall": "fallarbor-contest-hall", "lilycove-city-contest-hall": "lilycove-contest-hall",
    "mossdeep-city-stevens-house": "stevens-house",
}
AREA_WHY = {
    "hoenn-route-112-area": "one PokeAPI area, two tables of the tool (Route 112 north and south of Mt. Chimney's "
                            "cable car): compared with each",
    "shoal-cave-b1f": "no table of the tool has these hordes (its Shoal Cave tables are the low tide, high tide and "
                      "ice rooms; b3f is the ice room's): PokeAPI's rows are kept in the cross-check only",
    "shoal-cave-b2f": "as shoal-cave-b1f",
    "mirage-spot-forest-south-of-route-111": "the same Pokémon (Kricketune, Larvesta) as the tool's 'Mirage Forest "
                                             "(North of Route 111)': the two sources name its side differently",
}
# Places no wild table has: our id -> (name, why).
PLACES = {
    "rustboro-city": ("Rustboro City", "PKHeX Encounters6AO.cs: the fossils are revived at Location 190, "
                                       "'Rustboro City' (Resources/text/locations/gen6/text_xy_00000_en.txt)"),
    "weather-institute": ("Weather Institute", "PokeAPI area hoenn-route-119-weather-institute"),
    "slateport-contest-hall": ("Slateport City (Contest Hall)", "PokeAPI area slateport-city-contest-hall"),
    "verdanturf-contest-hall": ("Verdanturf Town (Contest Hall)", "PokeAPI area verdanturf-town-contest-hall"),
    "fallarbor-contest-hall": ("Fallarbor Town (Contest Hall)", "PokeAPI area fallarbor-town-contest-hall"),
    "lilycove-contest-hall": ("Lilycove City (Contest Hall)", "PokeAPI area lilycove-city-contest-hall"),
    "stevens-house": ("Mossdeep City (Steven's house)", "PokeAPI area mossdeep-city-stevens-house"),
    "fortree-city": ("Fortree City", "the town of an in-game trade (data/story/src/omega-ruby-alpha-sapphire.json "
                                     "received_extra)"),
}


def area_locations(area, vocab_areas):
    """Our location ids of a PokeAPI area (a list: none, one or more)."""
    loc = area_location(area, vocab_areas)
    return [] if loc is None else (loc if isinstance(loc, list) else [loc])


def area_location(area, vocab_areas):
    """Our location id of a PokeAPI area: AREAS, else mirage-spot-X ->
    mirage-X, else hoenn-route-N-area -> route-N, else the area's location
    identifier when it is one of our ids or names an unlisted place (its
    PokeAPI location name then names it)."""
    if area in AREAS:
        return AREAS[area]
    if area.startswith("mirage-spot-"):
        return "mirage-" + area[len("mirage-spot-"):]
    loc = vocab_areas[area]["location"]
    m = re.match(r"hoenn-(route-\d+)$", loc)
    if m:
        return m.group(1)
    return loc


def slug(name):
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def read_slots():
    """(the extract's JSON, its CSV rows as dicts with ints)."""
    meta = load(os.path.join(EXTRACT, "oras-slots.json"))
    with open(os.path.join(EXTRACT, "oras-slots.csv"), encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    for r in rows:
        for k in ("table", "slot", "national", "form", "min", "max", "rate"):
            r[k] = int(r[k])
    return meta, rows


def table_locations(meta):
    """table index -> {version: (id, name)} for every table with a name; a
    table named alike in both versions has one id."""
    out = {}
    for t in meta["tables"]:
        by = {}
        for v in VERSIONS:
            raw = t["names"][v]
            if raw is None:
                continue
            name = NAME_FIXES.get(raw, (raw,))[0]
            by[v] = (slug(name), name)
        if by:
            out[t["table"]] = by
    return out


def read_pokeapi():
    """PokeAPI's Omega Ruby/Alpha Sapphire rows (the committed extract)."""
    with open(os.path.join(HERE, "pokeapi", GAME + ".csv"), encoding="utf-8") as f:
        return list(csv.DictReader(f))
