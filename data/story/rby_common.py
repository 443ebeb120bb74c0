"""Helpers shared by the Red/Blue/Yellow availability generators
(data/encounters/extract_gen1.py, data/encounters/pokeapi_rby.py,
data/learnsets/extract_gen1.py, data/story/build_rby.py and
data/story/check_rby.py).  Python 3.11 standard library only, plus Node for
reading the canonical move names from the pinned @pkmn/dex of data/gen.

Nothing of the pret sources is copied here: the files are read with
`git show COMMIT:path` (the Repo class of data/games/extract_gen12.py, the
shared reader of data/pipeline) from the snapshots of `--sources DIR`
(data/README.md section 11), and only facts are written.
"""

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(DATA, "games"))

from extract_gen12 import Repo, strip_comment, db_args, const_list, label_blocks  # noqa: E402,F401
sys.path.insert(0, os.path.dirname(DATA))
from data.pipeline import cite, dex, sources  # noqa: E402
from data.pipeline.pret import defined_lines as version_lines  # noqa: E402,F401
from data.pipeline import jsonio  # noqa: E402
from data.pipeline.jsonio import fold, write_json  # noqa: E402,F401

# The games of this family, their decompilation and the commit the game files
# of data/games/ were made from (data/README.md section 8).
GAMES = {
    "red-blue": {
        "repo": "pret/pokered",
        "commit": sources.commit("pret/pokered"),
        "versions": ["red", "blue"],
        # the symbols the Makefile defines per version (RGBASMFLAGS -D)
        "defines": {"red": {"_RED"}, "blue": {"_BLUE"}},
    },
    "yellow": {
        "repo": "pret/pokeyellow",
        "commit": sources.commit("pret/pokeyellow"),
        "versions": ["yellow"],
        "defines": {"yellow": set()},
    },
}

POKEAPI = {"repo": "PokeAPI/pokeapi", "commit": sources.commit("PokeAPI/pokeapi")}


def parse_args(argv, doc):
    """`--sources DIR GAME [OUT]`: (Sources, GAME, OUT or None)."""
    return sources.game_args(argv, doc, GAMES)


def game_git_dir(srcs, game_id):
    """The git directory of the game's repository under `--sources DIR`."""
    return srcs.git_dir(GAMES[game_id]["repo"])


# ------------------------------------------------------------------ names

def species_table(gen=1):
    """fold(name) -> name for data/species/gen-N.json."""
    return {fold(n): n for n in jsonio.species_names(gen)}


def species_name(const, table):
    """The species constant of pokered/pokeyellow (NIDORAN_M, MR_MIME,
    FARFETCHD) to our name; SystemExit on anything unmapped."""
    key = fold(const)
    if key not in table:
        raise SystemExit("unmapped species constant: %r" % const)
    return table[key]


_MOVES = None


def canonical_moves(gen=1):
    """The move names of @pkmn/dex (the pinned package of data/gen) that exist
    in generation `gen` (num > 0, gen <= `gen`, not CAP/Custom)."""
    global _MOVES
    if _MOVES is None:
        dex.require()
        script = (
            "import('@pkmn/dex').then(({Dex}) => {"
            " const ms = Dex.forGen(%d).moves.all().filter(m => m.exists && m.num > 0"
            " && m.gen <= %d && m.isNonstandard !== 'CAP' && m.isNonstandard !== 'Custom');"
            " console.log(JSON.stringify(ms.map(m => m.name).sort()));"
            "})" % (gen, gen))
        _MOVES = dex.inline(script)
    return _MOVES


# The source's move constants whose folded spelling differs from @pkmn/dex.
MOVE_ALIASES = {
    "PSYCHIC_M": "Psychic",          # the constant avoids the type's name
    "HI_JUMP_KICK": "High Jump Kick",
    "VICEGRIP": "Vise Grip",
}


def move_name(const, moves):
    if const in MOVE_ALIASES:
        name = MOVE_ALIASES[const]
        if name not in moves:
            raise SystemExit("alias %r -> %r is not a move of @pkmn/dex" % (const, name))
        return name
    table = {fold(m): m for m in moves}
    key = fold(const)
    if key not in table:
        raise SystemExit("unmapped move constant: %r" % const)
    return table[key]


# ------------------------------------------------------------------ source reading

def map_constants(repo):
    """Map ids in order: list of map constant names (index = map id)."""
    names = []
    for line in repo.show("constants/map_constants.asm").splitlines():
        code = strip_comment(line)
        m = re.match(r"map_const (\w+),", code)
        if m:
            names.append(m.group(1))
    return names


def map_labels(repo):
    """Map label (file name of data/maps/headers/<Label>.asm) -> map constant,
    from the `map_header Label, CONST, TILESET` line of each header."""
    out = {}
    for fname in repo.ls("data/maps/headers"):
        text = repo.show("data/maps/headers/" + fname)
        m = re.search(r"^\s*map_header (\w+), (\w+),", text, re.M)
        if m:
            out[m.group(1)] = m.group(2)
    return out


def find_line(repo, path, pattern, nth=1):
    """1-based number of the nth line of `path` matching regex `pattern`;
    SystemExit if there is none (a citation must point at a real line)."""
    return cite.find_line(repo.show(path), pattern, nth, path)


# A readable name for a map constant.  Word-by-word title case, with the
# spellings below; the result is only a label for the story file's table.
WORD_SPELLING = {
    "MT": "Mt.", "SS": "S.S.", "POKECENTER": "Pokécenter", "POKEMON": "Pokémon",
    "OAKS": "Oak's", "REDS": "Red's", "BLUES": "Blue's", "BILLS": "Bill's",
    "FUJIS": "Fuji's", "WARDENS": "Warden's", "COPYCATS": "Copycat's",
    "PSYCHICS": "Psychic's", "DIGLETTS": "Diglett's", "MELANIES": "Melanie's",
    "RATERS": "Rater's", "CAPTAINS": "Captain's", "LORELEIS": "Lorelei's",
    "BRUNOS": "Bruno's", "AGATHAS": "Agatha's", "LANCES": "Lance's",
    "CHAMPIONS": "Champion's", "MR": "Mr.", "HQ": "HQ", "TM": "TM", "CO": "Co.",
}


def map_display_name(const):
    words = []
    for w in const.split("_"):
        if w in WORD_SPELLING:
            words.append(WORD_SPELLING[w])
        elif re.fullmatch(r"B?\d+F", w):
            words.append(w)
        else:
            words.append(w.capitalize())
    return " ".join(words)
