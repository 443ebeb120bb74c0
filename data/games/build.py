#!/usr/bin/env python3
"""Build the game files data/games/<id>.json from their extracts
data/games/extract/<id>.json (stdlib only, deterministic).

Usage: build.py [ID ...]   (default: every extract)

The extract holds the evidence ("battles": each trainer fought in a gym entry
with the party's species, types, levels and moves) and, under "game", the
descriptive fields of the game file (games, region, generation, dex, source,
note, the gyms' id/town/leader/note in story order, and the versions' names
and notes).  The derivation, and nothing else:

- a gym's battles are those whose "gym" is its id; for a version V, the
  battles with version null or V;
- attack = the sorted (ASCII) distinct types of the moves with damaging true;
- defense = the sorted distinct typings, a typing being the Pokémon's distinct
  types sorted and joined with "-";
- trainers = the distinct trainers of a gym's battles (every version), in
  battle order, when there are several (an Elite Four and its Champion);
- a gym that has version battles gets, at the top level, the values of the
  FIRST version; every version lists, under "gyms", the attack and defense of
  each such gym.

Output: JSON, 2-space indent, UTF-8, trailing newline.
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def derive(battles):
    attack, defense = set(), set()
    for battle in battles:
        for mon in battle["party"]:
            defense.add("-".join(sorted(set(mon["types"]))))
            for move in mon["moves"]:
                if move["damaging"]:
                    attack.add(move["type"])
    return {"attack": sorted(attack), "defense": sorted(defense)}


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
                       and (b["version"] is None or b["version"] == version)])

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
    ids = sys.argv[1:] or sorted(
        f[:-5] for f in os.listdir(os.path.join(HERE, "extract")) if f.endswith(".json"))
    for gid in ids:
        with open(os.path.join(HERE, "extract", gid + ".json"), encoding="utf-8") as f:
            extract = json.load(f)
        with open(os.path.join(HERE, gid + ".json"), "w", encoding="utf-8") as f:
            json.dump(build(extract), f, indent=2, ensure_ascii=False)
            f.write("\n")


if __name__ == "__main__":
    main()
