#!/usr/bin/env python3
"""Extract PokeAPI's machine tables (TM/HM/TR number -> move) of the games of
generations 5-9 into a committed CSV (stdlib only, deterministic).

Usage: extract_machines_gen59.py --sources DIR [OUT]

OUT defaults to ./pokeapi/machines-gen59.csv.  Reads PokeAPI/pokeapi at its
pinned commit (DIR: data/README.md section 11), data/v2/csv/machines.csv,
items.csv, moves.csv, version_groups.csv.

Writes (PokeAPI data, BSD-3-Clause: see data/dex/LICENSE-pokeapi.txt) one
line per machines.csv row of the version groups in GAMES, in version group
then machines.csv order: game (this repository's game id), version_group,
machine (the item identifier: tm01, hm05, tr00, tm001), move (the move
identifier), line (the row's line in machines.csv, for citing).
Brilliant Diamond/Shining Pearl (version group 23) is left out: PokeAPI
holds 17 of its 100 TMs at this commit (data/README.md section 9).
"""

import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline import sources, pokeapi  # noqa: E402

# game id -> PokeAPI version group identifier (the DLC groups the-isle-of-armor,
# the-crown-tundra, the-teal-mask, the-indigo-disk are not these games' story)
GAMES = {
    "black-white": "black-white",
    "black-2-white-2": "black-2-white-2",
    "x-y": "x-y",
    "omega-ruby-alpha-sapphire": "omega-ruby-alpha-sapphire",
    "sun-moon": "sun-moon",
    "ultra-sun-ultra-moon": "ultra-sun-ultra-moon",
    "sword-shield": "sword-shield",
    "scarlet-violet": "scarlet-violet",
}
FIELDS = ["game", "version_group", "machine", "move", "line"]


def main(argv):
    srcs, args = sources.require(argv[1:], __doc__)
    here = os.path.dirname(os.path.abspath(__file__))
    out = args[0] if args else os.path.join(here, "pokeapi", "machines-gen59.csv")
    api = pokeapi.open_sources(srcs)
    groups = {v: k for k, v in api.ids("version_groups.csv").items()}
    items = api.ids("items.csv")
    moves = api.ids("moves.csv")
    rows = list(csv.DictReader(io.StringIO(api.text("machines.csv"))))
    buf = io.StringIO()
    w = csv.DictWriter(buf, FIELDS, lineterminator="\n")
    w.writeheader()
    for game, group in GAMES.items():
        gid = groups[group]
        for i, r in enumerate(rows):
            if r["version_group_id"] == gid:
                # line 1 is the header
                w.writerow({"game": game, "version_group": group, "machine": items[r["item_id"]],
                            "move": moves[r["move_id"]], "line": i + 2})
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8", newline="") as f:
        f.write(buf.getvalue())
    print("%s: %d machines (PokeAPI %s)" % (os.path.relpath(out), buf.getvalue().count("\n") - 1, api.commit))


if __name__ == "__main__":
    main(sys.argv)
