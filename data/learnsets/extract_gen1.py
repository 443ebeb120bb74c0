#!/usr/bin/env python3
"""Level-up and TM/HM learnsets of Red/Blue and Yellow from the pret
decompilations into data/learnsets/<game>.json (schema section 3).

Usage:
    extract_gen1.py --sources DIR GAME [OUT]

GAME is red-blue (pret/pokered) or yellow (pret/pokeyellow), read at the
commit of data/README.md section 8 from the snapshots under DIR (section
11); OUT defaults to data/learnsets/GAME.json.

Read with `git show COMMIT:path`:
  * constants/pokemon_constants.asm, data/pokemon/names.asm,
    data/pokemon/evos_moves.asm, data/pokemon/base_stats/*.asm (through
    data/games/extract_gen12.py's Game class: the species constants, the
    "level 1 learnset" of the base stats, the level-up moves in the source's
    order);
  * data/pokemon/base_stats/*.asm `tmhm` lists (macros/data.asm: each named
    move sets the bit <MOVE>_TMNUM; UNUSED_TMNUM is the spare 56th bit and is
    skipped);
  * constants/item_constants.asm (add_tm / add_hm order: TM01..TM50 and
    HM01..HM05 -> move; data/moves/tmhm_moves.asm builds the TM table from it).

Per species: levelup = the level-1 moves of the base stats (level 1, in
slot order, NO_MOVE skipped), then every (level, move) of evos_moves.asm in
the source's order; machines = the TM/HM items whose move the tmhm list
names, sorted tm01..tm50, hm01..hm05.  Species in national dex order
(data/species/gen-1.json); names and moves mapped to data/species/gen-1.json
and @pkmn/dex names (data/story/rby_common.py), unmapped spellings fail.
"""

import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "story"))

from rby_common import (GAMES, Repo, game_git_dir, parse_args, write_json, species_table,  # noqa: E402
                        species_name, canonical_moves, move_name, strip_comment)
from extract_gen12 import Game  # noqa: E402
from data.pipeline import jsonio  # noqa: E402


def machine_table(repo):
    """[(item id 'tm01'/'hm01', MOVE)] in item order."""
    tms, hms = [], []
    for line in repo.show("constants/item_constants.asm").splitlines():
        code = strip_comment(line)
        m = re.match(r"add_(tm|hm) (\w+)$", code)
        if m:
            (tms if m.group(1) == "tm" else hms).append(m.group(2))
    assert len(tms) == 50 and len(hms) == 5, (len(tms), len(hms))
    repo.show("data/moves/tmhm_moves.asm")
    return ([("tm%02d" % (i + 1), mv) for i, mv in enumerate(tms)]
            + [("hm%02d" % (i + 1), mv) for i, mv in enumerate(hms)])


def tmhm_lists(repo):
    """species constant -> [MOVE] of the base stats' tmhm macro."""
    out = {}
    for fname in repo.ls("data/pokemon/base_stats"):
        text = repo.show("data/pokemon/base_stats/" + fname)
        sp = re.search(r"db DEX_(\w+)", text).group(1)
        m = re.search(r"^\s*tmhm (.*?)(?<!\\)\n", text.replace("\\\n", " "), re.M | re.S)
        moves = [x.strip() for x in m.group(1).split(",") if x.strip()] if m else []
        out[sp] = moves
    return out


def extract(game_id, git_dir, commit):
    game_info = GAMES[game_id]
    repo = Repo(git_dir, commit)
    game = Game(repo, 1)
    spnames = species_table(1)
    moves = canonical_moves(1)
    machines = machine_table(repo)
    move_to_item = {mv: item for item, mv in machines}
    tmhm = tmhm_lists(repo)
    repo.show("macros/data.asm")

    by_name = {}
    for const in game.learnset:
        if const is None or const not in game.base_moves:
            # const_skip (unused index numbers) and the internal FOSSIL_* and
            # MON_GHOST species, which have no base stats file
            continue
        name = species_name(const, spnames)
        base = [mv for mv in game.base_moves[const] if mv != "NO_MOVE"]
        levelup = [[1, move_name(mv, moves)] for mv in base]
        levelup += [[lv, move_name(mv, moves)] for lv, mv in game.learnset[const]]
        items = []
        for mv in tmhm[const]:
            if mv == "UNUSED":
                continue
            if mv not in move_to_item:
                raise SystemExit("%s: %s is no TM/HM move" % (const, mv))
            items.append(move_to_item[mv])
        order = [item for item, _ in machines]
        by_name[name] = {"levelup": levelup,
                         "machines": sorted(set(items), key=order.index)}
    dex_order = jsonio.species_names(1)
    missing = [n for n in dex_order if n not in by_name]
    extra = [n for n in by_name if n not in dex_order]
    if missing or extra:
        raise SystemExit("species mismatch: missing %s, extra %s" % (missing, extra))
    files = ["constants/pokemon_constants.asm", "data/pokemon/names.asm",
             "data/pokemon/evos_moves.asm", "data/pokemon/base_stats/*.asm",
             "constants/item_constants.asm", "data/moves/tmhm_moves.asm",
             "macros/data.asm"]
    return {
        "game": game_id,
        "source": "%s at %s: %s" % (game_info["repo"], commit, ", ".join(files)),
        "generator": "data/learnsets/extract_gen1.py",
        "machines": {item: move_name(mv, moves) for item, mv in machines},
        "species": {n: by_name[n] for n in dex_order},
    }


def main():
    srcs, game_id, out = parse_args(sys.argv[1:], __doc__)
    git_dir = game_git_dir(srcs, game_id)
    commit = GAMES[game_id]["commit"]
    out = out or os.path.join(
        os.path.dirname(os.path.abspath(__file__)), game_id + ".json")
    write_json(out, extract(game_id, git_dir, commit))


if __name__ == "__main__":
    main()
