"""Helpers shared by the generation 6-8 generators and checks (X/Y, Sun/Moon,
Ultra Sun/Ultra Moon, Sword/Shield; data/encounters and data/story): the
games, the pinned PokeAPI commit, the committed extracts, the species names
of the house, JSON output.  Stdlib only."""

import csv
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.dirname(DATA))
from data.pipeline import sources  # noqa: E402
from data.pipeline import jsonio  # noqa: E402
from data.pipeline.jsonio import load, write_json  # noqa: E402,F401

POKEAPI_REPO = "PokeAPI/pokeapi"
POKEAPI_COMMIT = sources.commit(POKEAPI_REPO)

# game (version group id of data/games/) -> (PokeAPI versions, generation)
GAMES = {
    "x-y": (["x", "y"], 6),
    "sun-moon": (["sun", "moon"], 7),
    "ultra-sun-ultra-moon": (["ultra-sun", "ultra-moon"], 7),
    "sword-shield": (["sword", "shield"], 8),
}

# Games whose PokeAPI rows extract_pokeapi_gen68.py extracts too, but whose
# files other scripts build: Omega Ruby/Alpha Sapphire (PokeAPI has its
# hordes, Mirage spot grass and Rock Smash rows, gifts and one-time
# encounters; the wild tables come from data/encounters/extract_oras.py,
# the files from build_oras.py and data/story/build_oras.py).
EXTRACT_ONLY = {
    "omega-ruby-alpha-sapphire": (["omega-ruby", "alpha-sapphire"], 6),
}

# PokeAPI pokemon identifiers whose fold is not a species name of
# data/species/gen-N.json: the default form of a species whose other forms
# are listed (Basculin-Blue-Striped, Meowstic-F, Indeedee-F ...), a battle
# or size form that the house names by its species, and the Gigantamax
# forms of the Max Raid dens (the species itself: Gigantamax is a battle
# state, data/games/sword-shield.json note).
ALIASES = {
    "aegislash-shield": "Aegislash",
    "basculin-red-striped": "Basculin",
    "darmanitan-galar-standard": "Darmanitan-Galar",
    "darmanitan-standard": "Darmanitan",
    "deoxys-normal": "Deoxys",
    "eiscue-ice": "Eiscue",
    "frillish-male": "Frillish",
    "giratina-altered": "Giratina",
    "gourgeist-average": "Gourgeist",
    "indeedee-female": "Indeedee-F",
    "indeedee-male": "Indeedee",
    "jellicent-male": "Jellicent",
    "landorus-incarnate": "Landorus",
    "lycanroc-midday": "Lycanroc",
    "meowstic-female": "Meowstic-F",
    "meowstic-male": "Meowstic",
    "mimikyu-disguised": "Mimikyu",
    "minior-red-meteor": "Minior",
    "morpeko-full-belly": "Morpeko",
    "oricorio-baile": "Oricorio",
    "pumpkaboo-average": "Pumpkaboo",
    "pyroar-male": "Pyroar",
    "thundurus-incarnate": "Thundurus",
    "tornadus-incarnate": "Tornadus",
    "toxtricity-amped": "Toxtricity",
    "toxtricity-amped-gmax": "Toxtricity",
    "toxtricity-low-key-gmax": "Toxtricity-Low-Key",
    "wishiwashi-solo": "Wishiwashi",
    "zygarde-50": "Zygarde",
}
GMAX = re.compile(r"^(.*)-gmax$")


def fold(s):
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]", "", s.lower())


def species_names(gen):
    """The names of data/species/gen-N.json, composed (NFC): the file writes
    some accents decomposed (Flabébé) and the Rust side compares composed
    names (src/data/species.rs)."""
    return {unicodedata.normalize("NFC", n) for n in jsonio.species_names(gen)}


class SpeciesMapper:
    """PokeAPI pokemon identifier (rattata-alola, zygarde-50, charizard-gmax)
    -> the name of data/species/gen-N.json (composed, NFC); SystemExit on
    anything unmapped."""

    def __init__(self, gen):
        self.known = species_names(gen)
        self.names = {}
        for n in sorted(self.known):
            if fold(n) in self.names:
                raise SystemExit(f"two species fold alike: {self.names[fold(n)]!r}, {n!r}")
            self.names[fold(n)] = n

    def __call__(self, ident):
        name = ALIASES.get(ident)
        if name is None:
            m = GMAX.match(ident)
            name = self.names.get(fold(m.group(1) if m else ident))
        if name is None or name not in self.known:
            raise SystemExit(f"unmapped species: {ident!r}")
        return name


def read_extract(game):
    with open(os.path.join(HERE, "pokeapi", game + ".csv"), encoding="utf-8") as f:
        return list(csv.DictReader(f))


def read_vocabulary():
    with open(os.path.join(HERE, "pokeapi", "gen68-vocabulary.json"), encoding="utf-8") as f:
        return json.load(f)
