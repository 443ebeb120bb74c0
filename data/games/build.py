#!/usr/bin/env python3
"""Build the game files data/games/<game>.json from their extracts
data/games/extract/<game>.json.  Standard library only, deterministic.

Usage: python3 data/games/build.py [GAME ...]   (default: every extract)

The derivation (data/games brief):
- a gym's battles are the extract's battles with that `gym` id; for a gym with
  variant battles (`version` not null), variant V is the common battles
  (version null) plus V's battles;
- attack  = sorted distinct `type` of the moves with `damaging` true;
- defense = sorted distinct canonical typings (a Pokémon's distinct `types`,
  sorted, joined with "-");
- the top-level gym entry holds the FIRST variant's values, and every variant
  (in the extract's `versions` order) is listed in `versions`.
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def typing(types):
    return "-".join(sorted(set(types)))


def derive(battles):
    attack = sorted({m["type"] for b in battles for p in b["party"] for m in p["moves"] if m["damaging"]})
    defense = sorted({typing(p["types"]) for b in battles for p in b["party"]})
    return attack, defense


def build(ext):
    versions = ext.get("versions", [])
    gyms, per_version = [], {v: {} for v in versions}
    for g in ext["gyms"]:
        battles = [b for b in ext["battles"] if b["gym"] == g["id"]]
        variant_names = [v for v in versions if any(b["version"] == v for b in battles)]
        entry = {"id": g["id"], "town": g["town"], "leader": g["leader"]}
        if variant_names:
            for v in variant_names:
                attack, defense = derive([b for b in battles if b["version"] in (None, v)])
                per_version[v][g["id"]] = {"attack": attack, "defense": defense}
            first = per_version[variant_names[0]][g["id"]]
            entry["attack"], entry["defense"] = first["attack"], first["defense"]
        else:
            entry["attack"], entry["defense"] = derive(battles)
        if "note" in g:
            entry["note"] = g["note"]
        gyms.append(entry)
    out = {
        "games": ext["games"],
        "region": ext["region"],
        "generation": ext["generation"],
        "dex": ext["dex"],
        "source": ext["source"] + ": " + ", ".join(ext["files"]),
        "note": ext["note"],
        "gyms": gyms,
    }
    if versions:
        out["versions"] = [{"name": v, "note": "the player chose " + v, "gyms": per_version[v]}
                           for v in versions]
    return out


def main(argv):
    ext_dir = os.path.join(HERE, "extract")
    names = argv[1:] or sorted(f[:-5] for f in os.listdir(ext_dir) if f.endswith(".json"))
    for name in names:
        with open(os.path.join(ext_dir, name + ".json"), encoding="utf-8") as f:
            ext = json.load(f)
        path = os.path.join(HERE, name + ".json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(build(ext), f, indent=2, ensure_ascii=False)
            f.write("\n")
        print("wrote", path)


if __name__ == "__main__":
    main(sys.argv)
