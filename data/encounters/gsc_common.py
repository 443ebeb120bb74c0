"""Shared helpers of the Gold/Silver/Crystal ("gsc") availability scripts.

Reads pret/pokegold and pret/pokecrystal with `git show COMMIT:path`
(through data/games/extract_gen12.py's Repo, the shared reader of
data/pipeline) from the snapshots of `--sources DIR` (data/README.md section
11); nothing of pret is copied.  Python 3.11 standard library only, except canonical_moves(), which
asks Node for the move names of the pinned @pkmn/dex of data/gen (run
`npm ci` in data/gen first) unless data/moves/gen-2.json exists.
"""

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(DATA, "games"))

from extract_gen12 import Repo, const_list, quoted_list, nice, strip_comment  # noqa: E402,F401
sys.path.insert(0, os.path.dirname(DATA))
from data.pipeline import dex, pret, sources  # noqa: E402
from data.pipeline import jsonio  # noqa: E402
from data.pipeline.jsonio import fold, load, write_json  # noqa: E402,F401

GAMES = {
    "gold-silver": {"repo": "pret/pokegold",
                    "commit": sources.commit("pret/pokegold"),
                    "versions": ["gold", "silver"]},
    "crystal": {"repo": "pret/pokecrystal",
                "commit": sources.commit("pret/pokecrystal"),
                "versions": ["crystal"]},
}

# IF DEF(_GOLD) / ELIF DEF(_SILVER) in pret/pokegold
VERSION_SYMBOL = {"_GOLD": "gold", "_SILVER": "silver", "_CRYSTAL": "crystal"}


def fail(msg):
    sys.stderr.write("error: " + msg + "\n")
    sys.exit(1)


def version_lines(text, all_versions):
    """pret.versioned_lines with the version symbols of these games."""
    return pret.versioned_lines(text, all_versions, VERSION_SYMBOL, fail)


def parse_args(argv, doc):
    """`--sources DIR GAME [OUT]`: (the game's git directory, GAME, OUT or None)."""
    srcs, game, out = sources.game_args(argv, doc, GAMES)
    return srcs.git_dir(GAMES[game]["repo"]), game, out


def species_table(repo):
    """species constant -> name of data/species/gen-2.json (fails on any
    name that does not map)."""
    consts = const_list(repo.show("constants/pokemon_constants.asm"))
    names = quoted_list(repo.show("data/pokemon/names.asm"), "dname")
    canon = jsonio.species_names(2)
    by_fold = {fold(n): n for n in canon}
    alias = {"Nidoran♀": "Nidoran-F", "Nidoran♂": "Nidoran-M"}
    table = {}
    for i, name in enumerate(names, start=1):
        if i > 251 or i >= len(consts) or not consts[i]:
            continue  # 252+: EGG and the unused slots
        game_name = nice(name)
        ours = alias.get(game_name) or by_fold.get(fold(game_name))
        if ours is None:
            fail("species %s (%r) has no name in data/species/gen-2.json" % (consts[i], game_name))
        table[consts[i]] = ours
    if len(set(table.values())) != 251:
        fail("expected 251 species, got %d" % len(set(table.values())))
    return table


def species_order():
    return {s["name"]: s["num"] for s in jsonio.species(2)}


def canonical_moves():
    """The move names of generation 2 (numbers 1-251; the typed
    'Hidden Power X' entries of @pkmn/dex are not moves of the game)."""
    path = os.path.join(DATA, "moves", "gen-2.json")
    if os.path.exists(path):
        doc = json.load(open(path, encoding="utf-8"))
        moves = doc.get("moves", doc)
        return sorted(m["name"] if isinstance(m, dict) else m for m in moves)
    js = ("const {Dex}=require('@pkmn/dex');"
          "const ms=Dex.forGen(2).moves.all().filter(m=>m.num>0&&m.num<=251"
          "&&!m.name.startsWith('Hidden Power ')).map(m=>m.name);"
          "console.log(JSON.stringify(ms.sort()));")
    try:
        moves = dex.inline(js)
    except (OSError, subprocess.CalledProcessError) as e:
        fail("cannot read @pkmn/dex (run `npm ci` in data/gen): %s" % e)
    if len(moves) != 251:
        fail("expected 251 generation-2 moves from @pkmn/dex, got %d" % len(moves))
    return moves


# The game's move names (data/moves/names.asm) that do not fold to the
# @pkmn/dex name.
MOVE_ALIASES = {
    "HI JUMP KICK": "High Jump Kick",
    "FAINT ATTACK": "Feint Attack",
    "VICEGRIP": "Vise Grip",
}


def move_table(repo):
    """move constant -> @pkmn/dex name (fails on any unmapped move)."""
    consts = const_list(repo.show("constants/move_constants.asm"))
    names = quoted_list(repo.show("data/moves/names.asm"), "li")
    canon = canonical_moves()
    by_fold = {fold(n): n for n in canon}
    table = {}
    for i, name in enumerate(names, start=1):
        if i >= len(consts) or not consts[i]:
            continue
        ours = MOVE_ALIASES.get(name) or by_fold.get(fold(name))
        if ours is None:
            fail("move %s (%r) has no @pkmn/dex name" % (consts[i], name))
        table[consts[i]] = ours
    return table
