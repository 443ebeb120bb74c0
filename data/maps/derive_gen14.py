#!/usr/bin/env python3
"""Re-derive the gyms' attack and defense lists of the region maps of
generations 1-4 from their base game files (stdlib only, deterministic).

Usage: derive_gen14.py [--check]     (--check: write nothing, exit 1 if a map would change)

    maps/gen-1-kanto.json   <- games/red-blue.json
    maps/gen-2-johto.json   <- games/gold-silver.json
    maps/gen-3-hoenn.json   <- games/ruby-sapphire.json
    maps/gen-4-sinnoh.json  <- games/platinum.json

Each region map keeps its own region, generation, notes, and its gyms' ids,
towns and leaders, which must equal the game file's (the script stops
otherwise).  Only its gyms G1-G8 and E4 are written (the Johto map leaves the
post-game Kanto Gyms K1-K8 out).  Per gym:

- attack, defense: the game file's, united over the game's versions (the
  top-level values and every version's), sorted as build.py sorts them.  So
  the Kanto map's E4 unites Champion Blue's three teams, as it always did;
- no level: region maps do not carry one (the game files do).

The top note's sentence on what attack counts is set to ATTACK_SENTENCE
(the attack rule, data/README.md section 9), replacing OLD_SENTENCE, and
SOURCE_SENTENCE is appended, once.

Output: JSON, 2-space indent, UTF-8, trailing newline.
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)

MAPS = [
    ("gen-1-kanto.json", "red-blue"),
    ("gen-2-johto.json", "gold-silver"),
    ("gen-3-hoenn.json", "ruby-sapphire"),
    ("gen-4-sinnoh.json", "platinum"),
]

OLD_SENTENCE = "attack = types of the damaging moves they know (status moves are not counted);"
ATTACK_SENTENCE = ("attack = types of the moves they know that count as attacks (data/moves/gen-N.json: "
                   "damaging moves whose damage type effectiveness scales; status, fixed-damage, "
                   "one-hit-KO, HP-based, counter and typeless moves are not counted);")


def source_sentence(game):
    return ("attack and defense derived from data/games/%s.json by data/maps/derive_gen14.py "
            "(united over the game's versions)." % game)


def derive(map_doc, game_doc, game):
    by_id = {g["id"]: g for g in game_doc["gyms"]}
    gyms = []
    for gym in map_doc["gyms"]:
        source = by_id.get(gym["id"])
        if source is None:
            sys.exit("%s: no gym %s" % (game, gym["id"]))
        for key in ("town", "leader"):
            if gym[key] != source[key]:
                sys.exit("%s %s: %s %r in the map, %r in the game file"
                         % (game, gym["id"], key, gym[key], source[key]))
        attack, defense = set(source["attack"]), set(source["defense"])
        for version in game_doc.get("versions", []):
            changed = version["gyms"].get(gym["id"])
            if changed:
                attack |= set(changed["attack"])
                defense |= set(changed["defense"])
        entry = {"id": gym["id"], "town": gym["town"], "leader": gym["leader"],
                 "attack": sorted(attack), "defense": sorted(defense)}
        if source.get("trainers"):
            entry["trainers"] = source["trainers"]
        if "note" in gym:
            entry["note"] = gym["note"]
        if set(gym) - set(entry):
            sys.exit("%s %s: fields %s not kept" % (game, gym["id"], sorted(set(gym) - set(entry))))
        gyms.append(entry)
    note = map_doc["note"]
    if OLD_SENTENCE in note:
        note = note.replace(OLD_SENTENCE, ATTACK_SENTENCE)
    if ATTACK_SENTENCE not in note:
        sys.exit("%s: the map's note has no sentence on what attack counts" % game)
    if not note.endswith(source_sentence(game)):
        note = note + " " + source_sentence(game)
    out = {}
    for key in map_doc:
        out[key] = {"note": note, "gyms": gyms}.get(key, map_doc[key])
    return out


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] and not check:
        sys.exit("usage: derive_gen14.py [--check]")
    changed = []
    for map_file, game in MAPS:
        map_path = os.path.join(HERE, map_file)
        with open(map_path, encoding="utf-8") as f:
            text = f.read()
        with open(os.path.join(DATA, "games", game + ".json"), encoding="utf-8") as f:
            game_doc = json.load(f)
        new = json.dumps(derive(json.loads(text), game_doc, game), indent=2, ensure_ascii=False) + "\n"
        if new != text:
            changed.append(map_file)
            if not check:
                with open(map_path, "w", encoding="utf-8") as f:
                    f.write(new)
    if check and changed:
        sys.exit("would change: " + ", ".join(changed))
    print("changed: " + (", ".join(changed) or "nothing"), file=sys.stderr)


if __name__ == "__main__":
    main()
