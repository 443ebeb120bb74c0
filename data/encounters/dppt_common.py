"""Helpers shared by the Diamond/Pearl/Platinum generators and checks
(data/encounters, data/learnsets, data/story): reading a pret repository with
git (data/pipeline), the species and move names of the house, JSON output.
Stdlib only."""

import os
import sys

DATA = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(DATA))
from data.pipeline import sources  # noqa: E402
from data.pipeline import jsonio  # noqa: E402
from data.pipeline.git import Repo  # noqa: E402
from data.pipeline.jsonio import fold, write_json  # noqa: E402,F401

PLATINUM_REPO = "pret/pokeplatinum"
PLATINUM_COMMIT = sources.commit(PLATINUM_REPO)
DIAMOND_REPO = "pret/pokediamond"
DIAMOND_COMMIT = sources.commit(DIAMOND_REPO)
POKEAPI_REPO = "PokeAPI/pokeapi"
POKEAPI_COMMIT = sources.commit(POKEAPI_REPO)


class Git(Repo):
    """Files of one commit of a repository (data/pipeline/git.py); `ls`
    lists paths from the root."""
    ls = Repo.paths


def species_names(gen=4):
    """fold(name) -> name of data/species/gen-N.json."""
    rows = jsonio.species(gen)
    out = {}
    for r in rows:
        out.setdefault(fold(r["name"]), r["name"])
    return out


def species_set(gen=4):
    return set(jsonio.species_names(gen))


class SpeciesMapper:
    """Maps a source spelling (SPECIES_MR_MIME, mr-mime, MR_MIME) to the house name;
    raises SystemExit on anything it cannot map."""

    def __init__(self, gen=4):
        self.names = species_names(gen)

    def __call__(self, src):
        s = src
        for p in ("SPECIES_",):
            if s.startswith(p):
                s = s[len(p):]
        name = self.names.get(fold(s))
        if name is None:
            raise SystemExit(f"unmapped species: {src!r}")
        return name
