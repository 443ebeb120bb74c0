#!/usr/bin/env python3
"""Build the generation 5-9 game files data/games/<id>.json from their
extracts data/games/extract/<id>.json (written by extract_gen59.py).
Standard library only, deterministic.  data/games/build.py calls build() for
these extracts, so `python3 data/games/build.py` rebuilds every game file;
this script alone rebuilds only these:

    python3 data/games/build_gen59.py [ID ...]   (default: every gen 5-9 extract)

The derivation, and nothing else:

- a gym's battles are those whose "gym" is its id; in version V, those whose
  "version" is null or a list holding V;
- attack = the sorted distinct types (as used in the battle: "type") of the
  moves with "attack" true (the attack rule of extract_gen59.is_attack);
- defense = the sorted distinct typings of the Pokémon (types sorted, joined
  with "-"), plus, for a Pokémon with "terastallizes" true, its "tera_type"
  as a pure typing;
- level = the highest level of those Pokémon;
- trainers = the distinct trainers of a gym's battles (every version), in
  battle order, when there are several (an Elite Four and its Champion);
- a gym with version battles gets at the top level the values of the game's
  FIRST version; each version lists, under "gyms", the attack, defense and
  level of every such gym;
- levels are those the player meets: where extract/<id>.shown.json gives a
  battle (by label) a bonus, its Pokémon's levels are raised by it (Black
  2/White 2's Challenge Mode, data/games/shown_levels.py).

Output: JSON, 2-space indent, UTF-8, trailing newline.
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline.jsonio import write_json  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

IDS = [
    "black-white", "black-2-white-2", "x-y", "omega-ruby-alpha-sapphire", "sun-moon",
    "ultra-sun-ultra-moon", "sword-shield", "brilliant-diamond-shining-pearl", "scarlet-violet",
]


def is_gen59(extract):
    """The extracts of extract_gen59.py (they carry "rules")."""
    return "rules" in extract


def in_version(battle, version):
    return battle["version"] is None or version in battle["version"]


def derive(battles):
    attack, defense, level = set(), set(), 0
    for battle in battles:
        for mon in battle["party"]:
            defense.add("-".join(sorted(set(mon["types"]))))
            if mon.get("terastallizes"):
                defense.add(mon["tera_type"])
            level = max(level, mon["level"])
            for move in mon["moves"]:
                if move["attack"]:
                    attack.add(move["type"])
    return {"attack": sorted(attack), "defense": sorted(defense), "level": level}


def shown(extract, game_id):
    """The battles with each Pokémon at the level the player meets it."""
    path = os.path.join(HERE, "extract", game_id + ".shown.json")
    if not os.path.exists(path):
        return extract["battles"]
    with open(path, encoding="utf-8") as f:
        bonus = json.load(f)["bonus"]
    labels = {b["label"] for b in extract["battles"]}
    assert set(bonus) <= labels, sorted(set(bonus) - labels)
    return [dict(b, party=[dict(m, level=m["level"] + bonus.get(b["label"], 0)) for m in b["party"]])
            for b in extract["battles"]]


def build(extract, game_id):
    battles = shown(extract, game_id)
    versions = [v["name"] for v in extract["versions"]]
    gym_ids = [g["id"] for g in extract["gyms"]]
    for b in battles:
        assert b["gym"] in gym_ids, b["gym"]
        assert b["version"] is None or (b["version"] and set(b["version"]) <= set(versions)), b["version"]
    versioned = [gid for gid in gym_ids if any(b["gym"] == gid and b["version"] is not None for b in battles)]

    def for_gym(gid, version):
        return derive([b for b in battles if b["gym"] == gid and in_version(b, version)])

    gyms = []
    for gym in extract["gyms"]:
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
    out = {key: extract[key] for key in ("games", "region", "generation", "dex")}
    out["source"] = "%s: %s; compared with %s" % (
        extract["source"], ", ".join(extract["files"]), "; ".join(extract["compared_with"]))
    out["note"] = extract["note"]
    out["gyms"] = gyms
    if versions:
        out["versions"] = []
        for v in extract["versions"]:
            entry = {"name": v["name"]}
            if v.get("note"):
                entry["note"] = v["note"]
            entry["gyms"] = {gid: for_gym(gid, v["name"]) for gid in versioned}
            out["versions"].append(entry)
    return out


def write(game_id, doc):
    write_json(os.path.join(HERE, game_id + ".json"), doc)


def main():
    for game_id in sys.argv[1:] or IDS:
        with open(os.path.join(HERE, "extract", game_id + ".json"), encoding="utf-8") as f:
            extract = json.load(f)
        assert is_gen59(extract), game_id
        write(game_id, build(extract, game_id))


if __name__ == "__main__":
    main()
