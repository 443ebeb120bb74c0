#!/usr/bin/env python3
"""Build the game files data/games/<id>.json from their extracts
data/games/extract/<id>.json (stdlib only, deterministic).

Usage: build.py [ID ...]   (default: every extract)

The generation 5-9 extracts (extract_gen59.py) are built by build_gen59.py.

The extract holds the evidence ("battles": each trainer fought in a gym entry
with the party's species, types, levels and moves) and, under "game", the
descriptive fields of the game file (games, region, generation, dex, source,
note, the gyms' id/town/leader/note in story order, and the versions' names
and notes).  The derivation, and nothing else:

- a gym's battles are those whose "gym" is its id; for a version V, the
  battles with version null or V;
- attack = the sorted (ASCII) distinct types of the moves that count as
  attacks: each extract move is looked up in data/moves/gen-N.json (N = the
  game's generation; the name folded to lowercase letters and digits, plus
  ALIASES for the pret spellings folding does not match) and counts when its
  "attack" is true (data/README.md section 9: not status, fixed-damage,
  level-damage, one-hit-KO, HP-based, counter or typeless moves).  The type
  is the extract's (the game's own), which must equal the move file's for
  every counted move.  A move that maps to no move of the file, or a counted
  move whose type varies ("variable": Hidden Power, Weather Ball, …; none is
  in any extract), stops the build;
- defense = the sorted distinct typings, a typing being the Pokémon's distinct
  types sorted and joined with "-";
- level = the highest level of the Pokémon in those battles (for E4: over
  the Elite Four and the Champion);
- trainers = the distinct trainers of a gym's battles (every version), in
  battle order, when there are several (an Elite Four and its Champion);
- a gym that has version battles gets, at the top level, the values of the
  FIRST version; every version lists, under "gyms", the attack, defense and
  level of each such gym.

The game file's note is the extract's, followed by RULE_NOTE.

Output: JSON, 2-space indent, UTF-8, trailing newline.
"""

import json
import os
import re
import sys

import build_gen59  # generations 5-9 (data/games/build_gen59.py)

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)

# The pret spellings of move names that folding does not match to
# @pkmn/dex's (data/gen/check-moves.mjs has the same table).
ALIASES = {"hijumpkick": "High Jump Kick", "faintattack": "Feint Attack"}

RULE_NOTE = ("attack: the types of the moves that count as attacks (data/moves/gen-N.json "
             "\"attack\": damaging moves whose damage type effectiveness scales; not status, "
             "fixed-damage, level-damage, one-hit-KO, HP-based, counter or typeless moves, "
             "which resistances do not reduce: data/README.md section 9). level: the highest "
             "level among the Pokémon counted.")


def fold(name):
    return re.sub(r"[^a-z0-9]", "", name.lower())


class Moves:
    """data/moves/gen-N.json of one generation, looked up by extract name."""

    def __init__(self, generation):
        path = os.path.join(DATA, "moves", "gen-%d.json" % generation)
        with open(path, encoding="utf-8") as f:
            moves = json.load(f)["moves"]
        self.path = "data/moves/gen-%d.json" % generation
        self.by_fold = {fold(m["name"]): m for m in moves}
        self.by_name = {m["name"]: m for m in moves}

    def get(self, name):
        move = (self.by_name.get(ALIASES[fold(name)]) if fold(name) in ALIASES
                else self.by_fold.get(fold(name)))
        if move is None:
            sys.exit("move %r maps to no move of %s" % (name, self.path))
        return move


def derive(battles, moves):
    attack, defense, level = set(), set(), 0
    for battle in battles:
        for mon in battle["party"]:
            defense.add("-".join(sorted(set(mon["types"]))))
            level = max(level, mon["level"])
            for move in mon["moves"]:
                known = moves.get(move["name"])
                if not known["attack"]:
                    continue
                if known["variable"]:
                    sys.exit("%s: %s's type varies: decide how it counts" % (battle["trainer"], known["name"]))
                if known["type"] != move["type"]:
                    sys.exit("%s: %s is %s in the extract, %s in %s"
                             % (battle["trainer"], known["name"], move["type"], known["type"], moves.path))
                attack.add(move["type"])
    if not 1 <= level <= 100:
        sys.exit("level %d out of range" % level)
    return {"attack": sorted(attack), "defense": sorted(defense), "level": level}


def metadata(extract):
    """The descriptive fields. The generation 1-2 extracts keep them under
    "game"; the generation 3-4 ones keep them at the top level, with the
    source's files listed apart and versions named by the starter chosen."""
    if "game" in extract:
        return extract["game"]
    meta = {key: extract[key] for key in ("games", "region", "generation", "dex", "note", "gyms")}
    meta["source"] = extract["source"] + ": " + ", ".join(extract["files"])
    meta["versions"] = [{"name": v, "note": "the player chose " + v}
                        for v in extract.get("versions", [])]
    return meta


def build(extract):
    meta = metadata(extract)
    moves = Moves(meta["generation"])
    battles = extract["battles"]
    versions = [v["name"] for v in meta.get("versions", [])]
    versioned = []  # gym ids with version battles, in gym order
    for gym in meta["gyms"]:
        if any(b["gym"] == gym["id"] and b["version"] is not None for b in battles):
            versioned.append(gym["id"])
    for b in battles:
        assert b["version"] is None or b["version"] in versions, b["version"]
        assert any(g["id"] == b["gym"] for g in meta["gyms"]), b["gym"]

    def for_gym(gid, version):
        return derive([b for b in battles if b["gym"] == gid
                       and (b["version"] is None or b["version"] == version)], moves)

    gyms = []
    for gym in meta["gyms"]:
        entry = {"id": gym["id"], "town": gym["town"], "leader": gym["leader"]}
        entry.update(for_gym(gym["id"], versions[0] if gym["id"] in versioned else None))
        trainers = []
        for b in battles:
            if b["gym"] == gym["id"] and b["trainer"] not in trainers:
                trainers.append(b["trainer"])
        if len(trainers) > 1:
            entry["trainers"] = trainers
        if gym.get("note"):
            entry["note"] = gym["note"]
        gyms.append(entry)
    out = {}
    for key in ("games", "region", "generation", "dex", "source", "note"):
        out[key] = meta[key]
    out["note"] = meta["note"] + " " + RULE_NOTE
    out["gyms"] = gyms
    if versions:
        out["versions"] = []
        for v in meta["versions"]:
            entry = {"name": v["name"]}
            if v.get("note"):
                entry["note"] = v["note"]
            entry["gyms"] = {gid: for_gym(gid, v["name"]) for gid in versioned}
            out["versions"].append(entry)
    return out


def main():
    # <id>.second.json, <id>.third.json and disagreements.json: the
    # comparison sources of extract_gen59.py and its list of disagreements,
    # not extracts of game files.
    ids = sys.argv[1:] or sorted(
        f[:-5] for f in os.listdir(os.path.join(HERE, "extract"))
        if f.endswith(".json") and "." not in f[:-5] and f != "disagreements.json")
    for gid in ids:
        with open(os.path.join(HERE, "extract", gid + ".json"), encoding="utf-8") as f:
            extract = json.load(f)
        if build_gen59.is_gen59(extract):
            build_gen59.write(gid, build_gen59.build(extract, gid))
            continue
        build_gen59.write_json(os.path.join(HERE, gid + ".json"), build(extract))


if __name__ == "__main__":
    main()
