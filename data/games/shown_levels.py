#!/usr/bin/env python3
"""The levels a player meets in Black 2/White 2's Challenge Mode:
data/games/extract/black-2-white-2.shown.json (stdlib only, deterministic).

    python3 data/games/shown_levels.py

The primary's Challenge parties (the calc's B2W2HC.js, in
extract/black-2-white-2.json) carry the levels of the game's trainer
table; the game shows its opponents higher in Challenge Mode: "the level
of opposing Trainers' Pokémon are higher than usual (1 level higher at the
start of the game, and rising to 5 levels higher by the end of the game)
... However, Trainers' Pokémon's stats are still calculated using the
levels from Normal Mode" (Bulbapedia, "Key System", the pages corpus:
https://staging.bulbapedia.bulbagarden.net/w/index.php?oldid=3467238&title=Key_System).
The level met is what a level cap means (the player's Pokémon should not
pass it), so each Challenge battle's bonus is read from the source that
gives the levels as met: nuzlocke.app's league.json (the committed third
extract, extract/black-2-white-2.third.json). The script stops unless
each battle's bonus is the same for every Pokémon of the party, between 1
and 5 (the rule above), and never falls along the story; Normal battles
must have none. data/games/build_gen59.py adds the bonus to the battle's
levels.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline.jsonio import load, write_json  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
GAME = "black-2-white-2"
RULE = ("Bulbapedia, 'Key System' (https://staging.bulbapedia.bulbagarden.net/w/index.php?oldid=3467238&title=Key_System): "
        "in Challenge Mode 'the level of opposing Trainers' Pokémon are higher than usual (1 level higher at the start "
        "of the game, and rising to 5 levels higher by the end of the game)', their stats still those of the Normal "
        "Mode levels")


def bonuses(primary, third):
    out, last = {}, 0
    for a, b in zip(primary["battles"], third["battles"], strict=True):
        if (a["gym"], a["version"], a["trainer"]) != (b["gym"], b["version"], b["trainer"]):
            raise SystemExit(f"{a['label']}: the third source's battle {b.get('key')} is another")
        diffs = {y["level"] - x["level"] for x, y in zip(a["party"], b["party"], strict=True)}
        if len(diffs) != 1:
            raise SystemExit(f"{a['label']}: the levels differ by {sorted(diffs)}, not by one bonus")
        bonus = diffs.pop()
        if a["version"] != ["Challenge"]:
            if bonus:
                raise SystemExit(f"{a['label']}: a Normal battle {bonus} levels apart")
            continue
        if not 1 <= bonus <= 5 or bonus < last:
            raise SystemExit(f"{a['label']}: bonus {bonus} breaks the rule (1 to 5, rising)")
        last = bonus
        out[a["label"]] = bonus
    return out


def main():
    primary = load(os.path.join(HERE, "extract", GAME + ".json"))
    third = load(os.path.join(HERE, "extract", GAME + ".third.json"))
    write_json(os.path.join(HERE, "extract", GAME + ".shown.json"), {
        "game": GAME,
        "generator": "data/games/shown_levels.py",
        "rule": RULE,
        "source": "the levels as met: " + third["source"] + " (extract/black-2-white-2.third.json), "
                  "against the primary's (extract/black-2-white-2.json)",
        "bonus": bonuses(primary, third),
    })


if __name__ == "__main__":
    main()
