"""Shared helpers of the generation 5 availability scripts (Black/White and
Black 2/White 2; stdlib only): the pinned sources, the species names of
data/species/gen-5.json and the JSON writer."""

import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)

POKEAPI_REPO = "PokeAPI/pokeapi"
POKEAPI_COMMIT = "bbef3d99ddfa8277f726414c89b471267aef8a8e"
ORDER_REPO = "domtronn/nuzlocke.app"
ORDER_COMMIT = "dcf66704628f47940d562d461c6710ce9e6bbe85"
ARCHIPELAGO_REPO = "SparkyDaDoggo/Archipelago"
ARCHIPELAGO_COMMIT = "bd2a4bcee6d4d2123b98f9dc596956b8e83a348f"

GAMES = {"black-white": ["black", "white"], "black-2-white-2": ["black-2", "white-2"]}

# PokeAPI's encounter methods that are wild encounters (data/encounters/<game>.json),
# in the order rows are written; gift, gift-egg, static and npc-trade go to the story.
WILD_METHODS = ["walk", "dark-grass", "grass-spots", "cave-spots", "bridge-spots", "surf", "surf-spots",
                "super-rod", "super-rod-spots", "hidden-grotto"]
SEASONS = ["season-spring", "season-summer", "season-autumn", "season-winter"]


def fold(s):
    return re.sub(r"[^a-z0-9]", "", s.lower())


def species_set():
    with open(os.path.join(DATA, "species", "gen-5.json"), encoding="utf-8") as f:
        return {r["name"] for r in json.load(f)["species"]}


class SpeciesMapper:
    """Maps PokeAPI's pokemon identifier (basculin-blue-striped) or, failing
    that, its species identifier (frillish-male -> frillish) to the name of
    data/species/gen-5.json; raises SystemExit on anything it cannot map."""

    def __init__(self):
        with open(os.path.join(DATA, "species", "gen-5.json"), encoding="utf-8") as f:
            rows = json.load(f)["species"]
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


def write_json(path, obj):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(obj, indent=2, ensure_ascii=False) + "\n")


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)
