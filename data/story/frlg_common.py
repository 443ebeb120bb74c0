"""Shared helpers of the FireRed/LeafGreen availability generators
(data/story/build_frlg.py, data/encounters/extract_frlg.py,
data/encounters/pokeapi_frlg.py, data/learnsets/extract_frlg.py and
data/story/check_frlg.py).

Standard library only (Python 3.11), plus `node` for the move names: the
canonical move list is read from the pinned @pkmn/dex of data/gen (run
`npm ci` in data/gen once).  The pret repository is read with
`git show COMMIT:path` (the Git class of data/games/extract_gen34.py, the
shared reader of data/pipeline); nothing of pret is built, run or committed.
The scripts take the folder of the source snapshots as `--sources DIR`
(data/README.md section 11).
"""

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(DATA, "games"))

from extract_gen34 import Git, strip_comments, c_block  # noqa: E402,F401  (shared helpers)
sys.path.insert(0, os.path.dirname(DATA))
from data.pipeline import dex, sources  # noqa: E402,F401
from data.pipeline import jsonio  # noqa: E402
from data.pipeline.jsonio import fold, write_json  # noqa: E402,F401

GAME = "firered-leafgreen"
VERSIONS = ["firered", "leafgreen"]
POKEFIRERED = "pret/pokefirered"
POKEFIRERED_COMMIT = sources.commit(POKEFIRERED)  # data/README.md section 8
POKEAPI = "PokeAPI/pokeapi"
POKEAPI_COMMIT = sources.commit(POKEAPI)  # the commit of data/dex/

# The source's version tags -> PokeAPI version identifiers.
SOURCE_VERSIONS = {"FireRed": "firered", "LeafGreen": "leafgreen",
                   "FIRERED": "firered", "LEAFGREEN": "leafgreen"}


def load_species(generation=3):
    """The `name`s of data/species/gen-N.json, in file order."""
    return jsonio.species_names(generation)


class SpeciesNames:
    """SPECIES_X constants (and PokeAPI identifiers) -> our species names.
    Folding the constant (`SPECIES_NIDORAN_F` -> `nidoranf`) matches the
    folded name of data/species/gen-3.json (`Nidoran-F`); nothing else is
    needed for generation 3.  Unknown names raise (the scripts then fail)."""

    def __init__(self, generation=3):
        self.names = load_species(generation)
        self.by_fold = {}
        for n in self.names:
            self.by_fold.setdefault(fold(n), n)

    def __call__(self, const):
        c = const[len("SPECIES_"):] if const.startswith("SPECIES_") else const
        key = fold(c)
        if key not in self.by_fold:
            raise SystemExit(f"species name not mapped: {const}")
        return self.by_fold[key]


# Move spellings of the source that folding does not map to @pkmn/dex.
MOVE_ALIASES = {
    "FAINT_ATTACK": "Feint Attack",
    "HI_JUMP_KICK": "High Jump Kick",
    "VICE_GRIP": "Vise Grip",
    "SMELLING_SALT": "Smelling Salts",
}


def pkmn_moves(generation=3):
    """[(num, name)] of the moves of @pkmn/dex (data/gen/node_modules, the
    pinned version) that exist in the generation: num 1..354 for gen 3."""
    dex.require()
    script = ("import {Dex} from '@pkmn/dex';"
              f"const d = Dex.forGen({generation});"
              "console.log(JSON.stringify(d.moves.all().filter(m => !m.isNonstandard)"
              ".map(m => [m.num, m.name])));")
    return sorted((num, name) for num, name in dex.inline(script, module=True))


class MoveNames:
    """MOVE_X constants -> @pkmn/dex names: fold, then MOVE_ALIASES; the
    result is also checked against the move's number (include/constants/moves.h
    of the source vs @pkmn/dex `num`).  Unknown or mismatched names raise."""

    def __init__(self, src, generation=3):
        moves = pkmn_moves(generation)
        self.by_fold = {fold(name): (num, name) for num, name in moves}
        self.by_num = {}
        for num, name in moves:  # several names share a number (Hidden Power Water, ...)
            self.by_num.setdefault(num, set()).add(name)
        consts = strip_comments(src.read("include/constants/moves.h"))
        self.nums = {k: int(v) for k, v in re.findall(r"#define\s+(MOVE_\w+)\s+(\d+)\b", consts)}

    def __call__(self, const):
        c = const[len("MOVE_"):]
        name = MOVE_ALIASES.get(c)
        if name is None:
            hit = self.by_fold.get(fold(c))
            if hit is None:
                raise SystemExit(f"move name not mapped: {const}")
            name = hit[1]
        num = self.nums.get(const)
        if num is None or name not in self.by_num.get(num, ()):
            raise SystemExit(f"move {const} (number {num}) maps to {name!r}, "
                             f"but @pkmn/dex number {num} is {sorted(self.by_num.get(num, ()))!r}")
        return name


def pokefirered(srcs):
    """pret/pokefirered at POKEFIRERED_COMMIT from the snapshots of `--sources DIR`."""
    return srcs.repo(POKEFIRERED, cls=Git)


def parse_args(argv, doc):
    """`--sources DIR [OUT]`: (Sources, OUT or None)."""
    srcs, _, out = sources.game_args(argv[1:], doc)
    return srcs, out


def source_label(path):
    return f"{POKEFIRERED} at {POKEFIRERED_COMMIT}: {path}"
