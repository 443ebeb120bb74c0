#!/usr/bin/env python3
"""Write data/moves/unreliable.json: the damaging moves that work only under
a condition a plan cannot promise, each with its reason and the line of
Pokémon Showdown's move data that sets the condition (data/README.md
section 9, "Attacks you can lean on").

Usage: build_unreliable.py --sources DIR [OUT]

DIR holds a snapshot of smogon/pokemon-showdown at the commit pinned in
data/pipeline/sources.py (data/README.md section 11).  Each move's entry
starts at the line `\t<id>: {` of data/moves.ts; the condition is the first
line of that entry matching the pattern below, so a citation that no longer
matches stops the build.  The moves considered and kept as attacks are
written too (`kept`), with the line that says why.

Every name must be a move of some data/moves/gen-N.json that counts as an
attack there (else listing it would change nothing: the build stops); the
generations where it does are written beside it.  Standard library only.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline import sources  # noqa: E402
from data.pipeline.jsonio import load, write_json  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SHOWDOWN = "smogon/pokemon-showdown"
FILE = "data/moves.ts"

# (Showdown id, name, why, pattern of the line that sets the condition,
#  the Pokémon for which it always holds)
UNRELIABLE = [
    ("dreameater", "Dream Eater", "the target must be asleep",
     r"return target\.status === 'slp'", []),
    ("snore", "Snore", "the user must be asleep",
     r"return source\.status === 'slp'", []),
    ("futuresight", "Future Sight", "it hits two turns after it is used, not when",
     r"addSlotCondition\(target, 'futuremove'\)", []),
    ("doomdesire", "Doom Desire", "it hits two turns after it is used, not when",
     r"addSlotCondition\(target, 'futuremove'\)", []),
    ("focuspunch", "Focus Punch", "it fails if the user is hit before it moves",
     r"volatiles\['focuspunch'\]\?\.lostFocus", []),
    ("shelltrap", "Shell Trap", "it works only if a physical move hits the user that turn",
     r"volatiles\['shelltrap'\]\?\.gotHit", []),
    ("belch", "Belch", "the user must have eaten a Berry in the battle",
     r"return source\.ateBerry", []),
    ("lastresort", "Last Resort", "it works only after the user has used each of its other moves",
     r"if \(!moveSlot\.used\) return false", []),
    ("synchronoise", "Synchronoise", "it hits only a target that shares a type with the user",
     r"return target\.hasType\(source\.getTypes\(\)\)", []),
    ("steelroller", "Steel Roller", "it fails unless a terrain is up",
     r"return !this\.field\.isTerrain\(''\)", []),
    ("fakeout", "Fake Out", "it works only on the user's first turn out",
     r"source\.activeMoveActions > 1", []),
    ("firstimpression", "First Impression", "it works only on the user's first turn out",
     r"source\.activeMoveActions > 1", []),
    ("suckerpunch", "Sucker Punch", "it fails unless the target is about to use an attack",
     r"move\.category === 'Status' && move\.id !== 'mefirst'", []),
    ("thunderclap", "Thunderclap", "it fails unless the target is about to use an attack",
     r"move\.category === 'Status' && move\.id !== 'mefirst'", []),
    ("upperhand", "Upper Hand", "it fails unless the target is about to use a priority attack",
     r"move\.priority <= 0\.1", []),
    ("burnup", "Burn Up", "it works once: the user must be Fire type, and loses that type",
     r"if \(pokemon\.hasType\('Fire'\)\) return;", []),
    ("doubleshock", "Double Shock", "it works once: the user must be Electric type, and loses that type",
     r"if \(pokemon\.hasType\('Electric'\)\) return;", []),
    ("spitup", "Spit Up", "it fails unless the user has used Stockpile first, and uses it up",
     r"return !!source\.volatiles\['stockpile'\]", []),
    ("fling", "Fling", "it throws the held item: once per item, and it fails without one",
     r"if \(!item\.fling\) return false", []),
    ("poltergeist", "Poltergeist", "it fails unless the target holds an item",
     r"return !!target\.item", []),
    ("hyperspacefury", "Hyperspace Fury", "only Hoopa Unbound can use it (Hoopa Confined, "
     "whose learnset holds it too, fails)",
     r"source\.species\.name === 'Hoopa-Unbound'", ["Hoopa-Unbound"]),
]

# Considered and kept: (id, name, why it stays an attack, pattern).
KEPT = [
    ("beatup", "Beat Up", "it always hits at least once, with the user's own strike "
     "(from generation 5; before, it is typeless and no attack)",
     r"ally === pokemon \|\| !ally\.fainted"),
    ("present", "Present", "it hits four times in five (one in five heals the target "
     "instead), as a move of 80% accuracy would",
     r"if \(rand < 2\) \{"),
    ("beakblast", "Beak Blast", "it always hits, at the end of the turn (the charge only "
     "burns who touches the user)",
     r"priorityChargeCallback\(pokemon\)"),
    ("explosion", "Explosion", "it always hits; the user faints after",
     r"selfdestruct: \"always\""),
    ("selfdestruct", "Self-Destruct", "it always hits; the user faints after",
     r"selfdestruct: \"always\""),
    ("naturalgift", "Natural Gift", "left out already: its type varies with the Berry held",
     r"move\.type = item\.naturalGift\.type"),
    ("aurawheel", "Aura Wheel", "left out already: its type varies with Morpeko's form "
     "(and only Morpeko learns it)",
     r"source\.species\.baseSpecies === 'Morpeko'"),
]


def entry_lines(lines, move_id):
    """The 1-based line numbers of the entry `\t<id>: {` ... `\t},`."""
    start = None
    for no, line in enumerate(lines, start=1):
        if start is None and line == "\t%s: {" % move_id:
            start = no
        elif start is not None and line == "\t},":
            return range(start, no + 1)
    raise SystemExit("%s: no entry %r" % (FILE, move_id))


def cite(lines, move_id, pattern):
    for no in entry_lines(lines, move_id):
        if re.search(pattern, lines[no - 1]):
            return {"file": FILE, "line": no, "code": lines[no - 1].strip()}
    raise SystemExit("%s: entry %r has no line matching %r" % (FILE, move_id, pattern))


def attack_generations(name):
    out = []
    for gen in range(1, 10):
        moves = load(os.path.join(HERE, "gen-%d.json" % gen))["moves"]
        if any(m["name"] == name and m["attack"] for m in moves):
            out.append(gen)
    return out


def build(srcs):
    repo = srcs.repo(SHOWDOWN)
    lines = repo.show(FILE).split("\n")
    moves = []
    for move_id, name, why, pattern, except_ in UNRELIABLE:
        gens = attack_generations(name)
        if not gens:
            raise SystemExit("%s is an attack in no data/moves/gen-N.json: listing it changes nothing"
                             % name)
        entry = {"name": name, "why": why}
        if except_:
            entry["except"] = except_
        entry["generations"] = gens
        entry["source"] = cite(lines, move_id, pattern)
        moves.append(entry)
    kept = []
    for move_id, name, why, pattern in KEPT:
        kept.append({"name": name, "why": why, "source": cite(lines, move_id, pattern)})
    return {
        "source": "%s at %s: %s" % (SHOWDOWN, repo.commit, FILE),
        "generator": "data/moves/build_unreliable.py",
        "note": "Damaging moves that work only under a condition a plan cannot promise: not "
                "attacks unless --all-moves (data/README.md section 9). `generations`: where "
                "the move counts as an attack by the attack rule; `source`: the line of "
                "Showdown's move data that sets the condition. `kept`: moves considered and "
                "kept as attacks, and why.",
        "moves": moves,
        "kept": kept,
    }


def main():
    srcs, args = sources.split(sys.argv[1:])
    if srcs is None or len(args) > 1:
        sys.exit("usage: build_unreliable.py --sources DIR [OUT]")
    out = args[0] if args else os.path.join(HERE, "unreliable.json")
    write_json(out, build(srcs))
    print("wrote %s" % out)


if __name__ == "__main__":
    main()
