"""Shared helpers of the generation 5 availability scripts (Black/White and
Black 2/White 2; stdlib only): the pinned sources, the species names of
data/species/gen-5.json (the readers and the JSON writer: data/pipeline)."""

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.dirname(DATA))
from data.pipeline import sources  # noqa: E402
from data.pipeline import jsonio  # noqa: E402
from data.pipeline.jsonio import fold, load, write_json  # noqa: E402,F401

POKEAPI_REPO = "PokeAPI/pokeapi"
POKEAPI_COMMIT = sources.commit(POKEAPI_REPO)
ORDER_REPO = "domtronn/nuzlocke.app"
ORDER_COMMIT = sources.commit(ORDER_REPO)
ARCHIPELAGO_REPO = "SparkyDaDoggo/Archipelago"
ARCHIPELAGO_COMMIT = "bd2a4bcee6d4d2123b98f9dc596956b8e83a348f"

GAMES = {"black-white": ["black", "white"], "black-2-white-2": ["black-2", "white-2"]}

# PokeAPI's encounter methods that are wild encounters (data/encounters/<game>.json),
# in the order rows are written; gift, gift-egg, static and npc-trade go to the story.
WILD_METHODS = ["walk", "dark-grass", "grass-spots", "cave-spots", "bridge-spots", "surf", "surf-spots",
                "super-rod", "super-rod-spots", "hidden-grotto"]
SEASONS = ["season-spring", "season-summer", "season-autumn", "season-winter"]


def species_set():
    return set(jsonio.species_names(5))


class SpeciesMapper:
    """Maps PokeAPI's pokemon identifier (basculin-blue-striped) or, failing
    that, its species identifier (frillish-male -> frillish) to the name of
    data/species/gen-5.json; raises SystemExit on anything it cannot map."""

    def __init__(self):
        rows = jsonio.species(5)
        self.names = {}
        for r in rows:
            self.names.setdefault(fold(r["name"]), r["name"])
        self.by_num = {}
        for r in rows:
            self.by_num.setdefault(r["num"], r["name"])

    def __call__(self, pokemon, species=None):
        for s in (pokemon, species):
            if s and fold(s) in self.names:
                return self.names[fold(s)]
        raise SystemExit(f"unmapped species: {pokemon!r} ({species!r})")

