#!/usr/bin/env python3
"""Generate the level-up and TM/HM learnsets of Diamond/Pearl and Platinum
(stdlib only, deterministic; the move names are checked against @pkmn/dex
through data/learnsets/movenames.mjs, which needs `npm ci` in data/gen).

Usage: extract_dppt.py --sources DIR [OUT_DIR]

(DIR: data/README.md section 11.)

Reads with `git show`:
- pret/pokediamond at DIAMOND_COMMIT: files/poketool/personal/wotbl.json
  (level-up moves), files/poketool/personal/personal.json and
  files/poketool/personal_pearl/personal.json (TM/HM compatibility: the
  `tms`/`hms` numbers; the two tables must agree, the script stops otherwise),
  arm9/src/itemtool.c (sTMHMMoves: the move of TM01..TM92, HM01..HM08);
- pret/pokeplatinum at PLATINUM_COMMIT: res/pokemon/<species>/data.json and
  res/pokemon/<species>/forms/<form>/data.json (learnset.by_level,
  learnset.by_tm), res/items/data/tm01.json .. hm08.json (teachesMove).

Writes OUT_DIR/diamond-pearl.json and OUT_DIR/platinum.json (default OUT_DIR:
this folder).  Species: the names of data/species/gen-4.json; the forms with
a learnset of their own in the game's files are listed under their own name
(Deoxys-Attack, Wormadam-Sandy, ...); the Arceus forms share Arceus's
learnset and are listed once as "Arceus".  Level-up moves in the source's
order; machines sorted tm01..tm92, hm01..hm08.
"""

import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "encounters"))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline import dex, sources  # noqa: E402
from data.pipeline import jsonio  # noqa: E402
from dppt_common import (Git, fold, write_json, species_names, DIAMOND_COMMIT, DIAMOND_REPO,  # noqa: E402
                         PLATINUM_COMMIT, PLATINUM_REPO)

# Source spellings whose folded form differs from @pkmn/dex's name.
MOVE_ALIASES = {
    "faintattack": "Feint Attack", "hijumpkick": "High Jump Kick", "smellingsalt": "Smelling Salts",
    "selfdestruct": "Self-Destruct", "vicegrip": "Vise Grip", "ancientpower": "Ancient Power",
    "dynamicpunch": "Dynamic Punch", "dragonbreath": "Dragon Breath", "extremespeed": "Extreme Speed",
    "featherdance": "Feather Dance", "grasswhistle": "Grass Whistle", "poisonpowder": "Poison Powder",
    "solarbeam": "Solar Beam", "sonicboom": "Sonic Boom", "thunderpunch": "Thunder Punch",
    "thundershock": "Thunder Shock", "doubleslap": "Double Slap", "softboiled": "Soft-Boiled",
    "conversion2": "Conversion 2", "mudslap": "Mud-Slap", "lockon": "Lock-On", "uturn": "U-turn",
    "wakeupslap": "Wake-Up Slap", "xscissor": "X-Scissor", "willowisp": "Will-O-Wisp",
    "doubleedge": "Double-Edge", "ominouswind": "Ominous Wind",
}
FORM_NAMES = {("DEOXYS", "ATK"): "Deoxys-Attack", ("DEOXYS", "DEF"): "Deoxys-Defense",
              ("DEOXYS", "SPD"): "Deoxys-Speed"}


class Moves:
    def __init__(self):
        self.names = dex.move_names(4)
        self.by_fold = {fold(n): n for n in self.names}

    def __call__(self, src):
        s = src[len("MOVE_"):] if src.startswith("MOVE_") else src
        f = fold(s)
        name = self.by_fold.get(f) or MOVE_ALIASES.get(f)
        if name is None or name not in self.names:
            raise SystemExit(f"unmapped move: {src!r}")
        return name


def machine_ids():
    return [f"tm{i:02d}" for i in range(1, 93)] + [f"hm{i:02d}" for i in range(1, 9)]


def species_name(names, const, form=None):
    if form:
        key = (const, form)
        if key in FORM_NAMES:
            return FORM_NAMES[key]
        cand = names.get(fold(const + form))
    else:
        cand = names.get(fold(const))
    if cand is None:
        raise SystemExit(f"unmapped species: {const!r} {form!r}")
    return cand


def build_dp(src, moves, names):
    tm_text = src.read("arm9/src/itemtool.c")
    tm_moves = re.findall(r"MOVE_\w+", re.search(r"sTMHMMoves\[\] = \{(.*?)\};", tm_text, re.S).group(1))
    if len(tm_moves) != 100:
        raise SystemExit(f"sTMHMMoves has {len(tm_moves)} moves")
    machines = {mid: moves(m) for mid, m in zip(machine_ids(), tm_moves)}
    dia = json.loads(src.read("files/poketool/personal/personal.json"))["baseStats"]
    pea = json.loads(src.read("files/poketool/personal_pearl/personal.json"))["baseStats"]
    for a, b in zip(dia, pea):
        if (a["species"], a["tms"], a["hms"]) != (b["species"], b["tms"], b["hms"]):
            raise SystemExit(f"Diamond and Pearl disagree on {a['species']}'s TM/HM compatibility")
    compat = {r["species"]: [f"tm{n:02d}" for n in r["tms"]] + [f"hm{n:02d}" for n in r["hms"]] for r in dia}
    out = {}
    for row in json.loads(src.read("files/poketool/personal/wotbl.json"))["wotbl"]:
        const = row["species"]
        if const in ("NONE", "EGG", "MANAPHY_EGG"):
            continue
        if "_" in const and const.split("_")[0] in ("DEOXYS", "WORMADAM"):
            base, form = const.split("_", 1)
            name = species_name(names, base, form)
        else:
            name = species_name(names, const)
        out[name] = {"levelup": [[m["level"], moves(m["move"])] for m in row["moves"]],
                     "machines": sorted(compat[const], key=machine_ids().index)}
    return machines, out


def build_pt(src, moves, names):
    machines = {}
    for mid in machine_ids():
        machines[mid] = moves(json.loads(src.read(f"res/items/data/{mid}.json"))["teachesMove"])
    dirs = {fold(d.split("/")[-1]): d for d in src.ls("res/pokemon")}
    gen4 = jsonio.species(4)
    out = {}

    def entry(path):
        ls = json.loads(src.read(path))["learnset"]
        return {"levelup": [[lvl, moves(m)] for lvl, m in ls["by_level"]],
                "machines": sorted((t.lower() for t in ls["by_tm"]), key=machine_ids().index)}

    for sp in gen4:
        name = sp["name"]
        if name.startswith("Arceus-") or name == "Pichu-Spiky-eared":
            continue  # Arceus forms share Arceus's data; the Spiky-eared Pichu is HeartGold/SoulSilver's
        if "-" in name and fold(name) not in dirs and name not in ("Nidoran-F", "Nidoran-M", "Ho-Oh", "Porygon-Z"):
            base, form = name.split("-", 1)
            path = f"{dirs[fold(base)]}/forms/{form.lower()}/data.json"
        else:
            path = f"{dirs[fold(name)]}/data.json"
        out[name] = entry(path)
    return machines, out


def main(argv):
    srcs, args = sources.require(argv[1:], __doc__)
    dp_src = srcs.repo(DIAMOND_REPO, cls=Git)
    pt_src = srcs.repo(PLATINUM_REPO, cls=Git)
    out_dir = args[0] if args else HERE
    moves = Moves()
    names = species_names(4)
    machines, species = build_dp(dp_src, moves, names)
    write_json(os.path.join(out_dir, "diamond-pearl.json"), {
        "game": "diamond-pearl",
        "source": f"{DIAMOND_REPO} at {DIAMOND_COMMIT}: files/poketool/personal/wotbl.json, "
                  "files/poketool/personal/personal.json, files/poketool/personal_pearl/personal.json, "
                  "arm9/src/itemtool.c (sTMHMMoves)",
        "generator": "data/learnsets/extract_dppt.py",
        "note": "Diamond and Pearl share one level-up table (wotbl) and their two personal tables agree on "
                "every TM/HM compatibility. Deoxys and Wormadam forms have their own entries; Giratina-Origin, "
                "Shaymin-Sky and the Rotom appliance forms do not exist in Diamond/Pearl; the Arceus forms share "
                "Arceus's learnset (listed once as Arceus).",
        "machines": machines,
        "species": species,
    })
    machines, species = build_pt(pt_src, moves, names)
    write_json(os.path.join(out_dir, "platinum.json"), {
        "game": "platinum",
        "source": f"{PLATINUM_REPO} at {PLATINUM_COMMIT}: res/pokemon/*/data.json, "
                  "res/pokemon/*/forms/*/data.json (learnset.by_level, learnset.by_tm), "
                  "res/items/data/tm*.json, hm*.json (teachesMove)",
        "generator": "data/learnsets/extract_dppt.py",
        "note": "The forms with data of their own in res/pokemon/*/forms (Deoxys, Wormadam, Giratina-Origin, "
                "Shaymin-Sky, the Rotom appliance forms) have their own entries; the Arceus forms share Arceus's "
                "learnset (listed once as Arceus). Move tutors and egg moves are not listed.",
        "machines": machines,
        "species": species,
    })


if __name__ == "__main__":
    main(sys.argv)
