#!/usr/bin/env python3
"""Facts that data/story/build_rse.py reads from pokeruby / pokeemerald:
every place where a TM, an HM or an evolution item can be obtained, and the
map ids.  Imported by build_rse.py; run alone it prints them (for review).

    python3 data/story/scan_rse.py --sources DIR GAME

Read with `git show COMMIT:path` (nothing of pret is copied):
- data/maps/*/map.json: "id"; object_events whose script is an item-ball
  script (item-ball); bg_events of type hidden_item (hidden);
- the item-ball scripts (pokeemerald data/scripts/item_ball_scripts.inc,
  pokeruby data/item_ball_scripts.inc): label -> finditem ITEM_X;
- data/maps/*/scripts.inc: `giveitem ITEM_X` (gift, or gym-reward in a gym
  map), `additem ITEM_X` in MauvilleCity_GameCorner (prize), pokemart lists
  (`pokemart LABEL`, then LABEL's `.2byte ITEM_X` lines: mart; the
  pokemartdecoration lists are decorations, not items), `setvar VAR_0x8009, ITEM_X`
  in the trade scripts of Route124_DivingTreasureHuntersHouse (trade) and
  BattleFrontier_ExchangeServiceCorner (prize, Battle Points);
- data/scripts/secret_power_tm.inc (gift on Route 111).
"""

import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline.git import Repo  # noqa: E402

EVO_ITEMS = ["FIRE_STONE", "WATER_STONE", "THUNDER_STONE", "LEAF_STONE", "MOON_STONE", "SUN_STONE",
             "KINGS_ROCK", "METAL_COAT", "DRAGON_SCALE", "UP_GRADE", "DEEP_SEA_TOOTH", "DEEP_SEA_SCALE"]
ITEM_RE = re.compile(r"\bITEM_(TM\d\d|HM\d\d|" + "|".join(EVO_ITEMS) + r")(?:_[A-Z0-9_]+)?\b")
GYM_MAPS = {"RustboroCity_Gym": "G1", "DewfordTown_Gym": "G2", "MauvilleCity_Gym": "G3",
            "LavaridgeTown_Gym_1F": "G4", "PetalburgCity_Gym": "G5", "FortreeCity_Gym": "G6",
            "MossdeepCity_Gym": "G7", "SootopolisCity_Gym_1F": "G8"}


def item_id(const_tail):
    """TM39 / TM39_ROCK_TOMB -> tm39; FIRE_STONE -> fire-stone (PokeAPI identifiers)."""
    m = ITEM_RE.search("ITEM_" + const_tail)
    return m.group(1).lower().replace("_", "-")


class Src(Repo):
    """A repository at a commit (data/pipeline/git.py): text decoded with
    errors="replace", `ls` lists paths from the root."""

    def __init__(self, git_dir, commit, name=None, errors="replace"):
        super().__init__(git_dir, commit, name=name, errors=errors)

    ls = Repo.paths


def map_ids(src):
    """folder name -> map id (MAP_...) from data/maps/*/map.json."""
    out = {}
    for d in src.ls("data/maps"):
        p = d + "/map.json"
        if src.exists(p):
            out[d.split("/")[-1]] = json.loads(src.read(p))["id"]
    return out


def item_ball_scripts(src, path):
    """label -> (ITEM const, line) for every item-ball script."""
    out, cur = {}, None
    for n, line in enumerate(src.read(path).splitlines(), 1):
        m = re.match(r"(\w+)::", line)
        if m:
            cur = m.group(1)
            continue
        m = re.search(r"^\s*finditem\s+(ITEM_\w+)", line)
        if m and cur:
            out[cur] = (m.group(1), n)
        if line.strip() in ("end", "return"):
            cur = None
    return out


def scan(src, game):
    ib_path = "data/scripts/item_ball_scripts.inc" if game == "emerald" else "data/item_ball_scripts.inc"
    balls = item_ball_scripts(src, ib_path)
    ids = map_ids(src)
    found = []
    for folder, mid in sorted(ids.items()):
        mj = json.loads(src.read(f"data/maps/{folder}/map.json"))
        for o in mj.get("object_events", []):
            b = balls.get(o.get("script"))
            if b and ITEM_RE.fullmatch(b[0]):
                found.append({"location": mid, "item": item_id(b[0][5:]), "how": "item-ball",
                              "source": f"data/maps/{folder}/map.json ({o['script']} at {o['x']},{o['y']}); "
                                        f"{ib_path}:{b[1]}"})
        for b in mj.get("bg_events", []):
            if b.get("type") == "hidden_item" and ITEM_RE.fullmatch(b["item"]):
                found.append({"location": mid, "item": item_id(b["item"][5:]), "how": "hidden",
                              "source": f"data/maps/{folder}/map.json (hidden item {b['item']} at "
                                        f"{b['x']},{b['y']}, {b['flag']})"})
        spath = f"data/maps/{folder}/scripts.inc"
        if not src.exists(spath):
            continue
        lines = src.read(spath).splitlines()
        # the lists shown by `pokemart LABEL` (not pokemartdecoration*: those list decorations)
        mart_labels = set(re.findall(r"^\s*pokemart\s+(\w+)", src.read(spath), re.M))
        in_mart = False
        for n, line in enumerate(lines, 1):
            s = line.strip()
            lab = re.match(r"(\w+)::?", s)
            if lab:
                in_mart = lab.group(1) in mart_labels
            m = ITEM_RE.search(s)
            if not m:
                continue
            item = item_id(m.group(0)[5:])
            how = None
            if re.match(r"giveitem\b", s):
                how = "gym-reward" if folder in GYM_MAPS else "gift"
            elif re.match(r"additem\b", s) and folder == "MauvilleCity_GameCorner":
                how = "prize"
            elif s.startswith(".2byte") and in_mart:
                how = "mart"
            elif s.startswith("setvar VAR_0x8009") and folder == "Route124_DivingTreasureHuntersHouse":
                how = "trade"
            elif s.startswith("setvar VAR_0x8009") and folder == "BattleFrontier_ExchangeServiceCorner":
                how = "prize"
            elif re.match(r"finditem\b", s):
                how = "item-ball"
            if how:
                found.append({"location": mid, "item": item, "how": how, "source": f"{spath}:{n}"})
    # the Secret Power TM script lives in data/scripts/ and is Route 111's
    sp = "data/scripts/secret_power_tm.inc"
    for n, line in enumerate(src.read(sp).splitlines(), 1):
        m = ITEM_RE.search(line)
        if m and line.strip().startswith("giveitem"):
            found.append({"location": ids["Route111"], "item": item_id(m.group(0)[5:]), "how": "gift",
                          "source": f"{sp}:{n} (Route111_EventScript_... , object of data/maps/Route111/map.json)"})
    # one entry per (location, item, how): the first source line
    seen, out = set(), []
    for f in found:
        k = (f["location"], f["item"], f["how"])
        if k not in seen:
            seen.add(k)
            out.append(f)
    return out


if __name__ == "__main__":
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "encounters"))
    from extract_rse import parse_game_args  # noqa: E402
    git_dir, game, commit, _ = parse_game_args(sys.argv, __doc__)
    for f in scan(Src(git_dir, commit), game):
        print(f["location"], f["item"], f["how"], f["source"])
