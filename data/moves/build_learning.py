#!/usr/bin/env python3
"""Write data/moves/learning.json: what changes how moves are learnt in each
game with a story (data/README.md section 9, "How a team attacks"):

- the move relearner: where it is, the checkpoint of the story from which it
  can be used (its place is reached and its fee can be had by then), and the
  lines of the decompilation that say so;
- whether a Pokémon received in an in-game trade comes at the level of the
  one handed over (then its moves are counted from that Pokémon's lowest
  level, not from level 1).

Usage: build_learning.py --sources DIR [OUT]

DIR holds the pret decompilations at the commits of data/pipeline/sources.py
(data/README.md section 11).  Every citation is found again by its pattern
(data/pipeline/cite.py), so a line that moved or changed stops the build.
The checkpoints are read from the committed story and encounter files:
`from` is the first checkpoint by which the relearner's town and a source of
its fee are both reached (a wild Pokémon holding it: its place reached and
its method's gate opened).  A game left out of RELEARNERS has no relearner
counted (none in generations 1-2; for generations 5-9 no stored source
gives its place or fee here: data/README.md says so).  Standard library only.
"""

import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline import sources  # noqa: E402
from data.pipeline.cite import find_line  # noqa: E402
from data.pipeline.jsonio import load, write_json  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)

GAMES = ["red-blue", "yellow", "gold-silver", "crystal", "ruby-sapphire", "emerald",
         "firered-leafgreen", "diamond-pearl", "platinum", "heartgold-soulsilver",
         "black-white", "black-2-white-2", "x-y", "omega-ruby-alpha-sapphire", "sun-moon",
         "ultra-sun-ultra-moon", "sword-shield", "brilliant-diamond-shining-pearl",
         "scarlet-violet"]

# The in-game trades that give the Pokémon at the level of the one handed
# over: (repository, file, pattern of the line that copies the level).
TRADE_LEVEL = {
    "red-blue": [("pret/pokered", "engine/events/in_game_trades.asm", r"ld hl, wPartyMon1Level")],
    "yellow": [("pret/pokeyellow", "engine/events/in_game_trades.asm", r"ld hl, wPartyMon1Level")],
    "gold-silver": [("pret/pokegold", "engine/events/npc_trade.asm", r"ld hl, wPartyMon1Level")],
    "crystal": [("pret/pokecrystal", "engine/events/npc_trade.asm", r"ld hl, wPartyMon1Level")],
    "ruby-sapphire": [("pret/pokeruby", "src/trade.c",
                       r"u8 level = GetMonData\(&gPlayerParty\[whichPlayerMon\], MON_DATA_LEVEL\)")],
    "emerald": [("pret/pokeemerald", "src/trade.c",
                 r"u8 level = GetMonData\(&gPlayerParty\[whichPlayerMon\], MON_DATA_LEVEL\)")],
    "firered-leafgreen": [("pret/pokefirered", "src/trade_scene.c",
                           r"u8 level = GetMonData\(&gPlayerParty\[playerSlot\], MON_DATA_LEVEL\)")],
    "platinum": [("pret/pokeplatinum", "src/overlay006/npc_trade.c",
                  r"u32 level = Pokemon_GetValue\(partyMon, MON_DATA_LEVEL, NULL\)")],
    "heartgold-soulsilver": [("pret/pokeheartgold", "src/npc_trade.c",
                              r"_CreateTradeMon\(work->mon, work->trade_dat, GetMonData\(my_poke, MON_DATA_LEVEL")],
}

# The relearners: where, the story location that reaches its town, what it
# teaches (the function that lists the moves), the fee and where the fee is
# had (a story location reached, a gate opened, or a wild species holding
# it).  Each citation: (repository, file, pattern).
RELEARNERS = {
    "ruby-sapphire": {
        "place": "Fallarbor Town",
        "town": "MAP_FALLARBOR_TOWN",
        "cites": {
            "house": ("pret/pokeruby", "data/maps/FallarborTown_House2/scripts.inc",
                      r"^FallarborTown_MoveRelearnersHouse_EventScript_MoveRelearner::"),
            "fee": ("pret/pokeruby", "data/maps/FallarborTown_House2/scripts.inc",
                    r"checkitem ITEM_HEART_SCALE, 1"),
            "moves": ("pret/pokeruby", "src/pokemon_3.c", r"^u8 GetMoveTutorMoves\(struct Pokemon \*mon, u16 \*moves\)"),
            "fee_place": ("pret/pokeruby", "data/maps/Route104/map.json", r'"item": "ITEM_HEART_SCALE"'),
        },
        "fee": "a Heart Scale",
        "fee_from": {"location": "MAP_ROUTE104"},
        "learnset_limit": 20,
        "note": "The Heart Scale hidden on Route 104 lies where Emerald's does (the same x and y, "
                "checked here), in the part of the route Archipelago's Emerald world "
                "(worlds/pokemon_emerald/data/regions/routes.json at "
                "04bd3d5c188edb53c2cdd3b87c2ab6d0c76958f8, REGION_ROUTE104/SOUTH) reaches on foot.",
    },
    "emerald": {
        "place": "Fallarbor Town",
        "town": "MAP_FALLARBOR_TOWN",
        "cites": {
            "house": ("pret/pokeemerald", "data/maps/FallarborTown_MoveRelearnersHouse/map.json",
                      r'"id": "MAP_FALLARBOR_TOWN_MOVE_RELEARNERS_HOUSE"'),
            "fee": ("pret/pokeemerald", "data/maps/FallarborTown_MoveRelearnersHouse/scripts.inc",
                    r"checkitem ITEM_HEART_SCALE, 1"),
            "moves": ("pret/pokeemerald", "src/pokemon.c", r"^u8 GetMoveRelearnerMoves\(struct Pokemon \*mon, u16 \*moves\)"),
            "fee_place": ("pret/pokeemerald", "data/maps/Route104/map.json", r'"item": "ITEM_HEART_SCALE"'),
        },
        "fee": "a Heart Scale",
        "fee_from": {"location": "MAP_ROUTE104"},
        "learnset_limit": 20,
        "note": "The Heart Scale hidden on Route 104 is in the part of the route reached on foot "
                "(Archipelago's Emerald world, worlds/pokemon_emerald/data/regions/routes.json at "
                "04bd3d5c188edb53c2cdd3b87c2ab6d0c76958f8: HIDDEN_ITEM_ROUTE_104_HEART_SCALE in "
                "REGION_ROUTE104/SOUTH, whose exit is Petalburg City).",
    },
    "firered-leafgreen": {
        "place": "Two Island",
        "town": "MAP_TWO_ISLAND_JOYFUL_GAME_CORNER",
        "cites": {
            "house": ("pret/pokefirered", "data/maps/TwoIsland/map.json", r'"dest_map": "MAP_TWO_ISLAND_HOUSE"'),
            "fee": ("pret/pokefirered", "data/maps/TwoIsland_House/scripts.inc", r"checkitem ITEM_BIG_MUSHROOM$"),
            "moves": ("pret/pokefirered", "src/pokemon.c", r"^u8 GetMoveRelearnerMoves\(struct Pokemon \*mon, u16 \*moves\)"),
            "fee_place": ("pret/pokefirered", "data/maps/MtMoon_B1F/map.json", r'"item": "ITEM_BIG_MUSHROOM"'),
        },
        "fee": "a Big Mushroom (or two Tiny Mushrooms)",
        "fee_from": {"location": "MAP_MT_MOON_B1F"},
        "learnset_limit": 20,
        "note": "Two Island's Move Maniac (its house opens on Two Island, whose Joyful Game Corner "
                "the story reaches on the first visit to the Sevii Islands); a Big Mushroom is "
                "hidden in Mt. Moon B1F.",
    },
    "diamond-pearl": {
        "place": "Pastoria City",
        "town": "pastoria-city-area",
        "cites": {
            "house": ("pret/pokediamond", "arm9/src/map_header.c", r"// MAP_PASTORIA_MOVE_TUTOR_HOUSE$"),
            "fee": ("pret/pokediamond", "files/msgdata/msg/narc_0132.gmm", r"I’ll do it if you’ll trade me\\na Heart Scale"),
            "fee_place": ("pret/pokediamond", "files/poketool/personal/personal.json", r'"ITEM_HEART_SCALE",'),
        },
        "fee": "a Heart Scale",
        "fee_from": {"wild": "Luvdisc"},
        "note": "The house's messages (narc_0132, the bank map_header.c gives the house) say the "
                "Move Maniac teaches the moves Pokémon learn by levelling up, for a Heart Scale. "
                "Diamond/Pearl's Underground treasures are not decompiled, so the fee is counted "
                "from a wild Luvdisc, which holds one (personal.json): from after the League.",
    },
    "platinum": {
        "place": "Pastoria City",
        "town": "MAP_HEADER_PASTORIA_CITY",
        "cites": {
            "house": ("pret/pokeplatinum", "res/field/scripts/scripts_pastoria_city_east_house.s",
                      r"^PastoriaCityEastHouse_MoveManiac:"),
            "fee": ("pret/pokeplatinum", "res/field/scripts/scripts_pastoria_city_east_house.s",
                    r"CheckItem ITEM_HEART_SCALE, 1, VAR_RESULT"),
            "moves": ("pret/pokeplatinum", "src/move_reminder_data.c", r"GET_LEVEL\(levelUpMoves\[i\]\) > level"),
            "fee_place": ("pret/pokeplatinum", "src/underground/mining.c", r"MINING_TREASURE_HEART_SCALE, \.oddTIDWeight = 33"),
        },
        "fee": "a Heart Scale",
        "fee_from": {"location": "MAP_HEADER_UNDERGROUND"},
        "learnset_limit": 22,
        "note": "A Heart Scale is one of the Underground's buried treasures (mining.c).",
    },
    "heartgold-soulsilver": {
        "place": "Blackthorn City",
        "town": "MAP_BLACKTHORN",
        "cites": {
            "house": ("pret/pokeheartgold", "include/constants/maps.h", r"MAP_BLACKTHORN_MOVE_TUTOR_HOUSE"),
            "fee": ("pret/pokeheartgold", "files/fielddata/script/scr_seq/scr_seq_0948_T30R0601.s",
                    r"HasItem ITEM_HEART_SCALE, 1, VAR_SPECIAL_RESULT"),
            "moves": ("pret/pokeheartgold", "src/move_relearner.c", r"^u16 \*MoveRelearner_GetEligibleLevelUpMoves"),
            "fee_place": ("pret/pokeheartgold", "src/field/rock_smash_item.c", r"^    ITEM_HEART_SCALE,$"),
        },
        "fee": "a Heart Scale",
        "fee_from": {"gate": "rock-smash"},
        "note": "A Heart Scale is among the items smashed rocks give (rock_smash_item.c).",
    },
}


def story(game):
    return load(os.path.join(DATA, "story", "%s.json" % game))


def reached_at(s, location):
    for k, c in enumerate(s["checkpoints"]):
        if any(p["id"] == location for p in c["locations"]):
            return k
    raise SystemExit("%s: location %s is reached at no checkpoint" % (s["game"], location))


def opened_at(s, gate):
    for k, c in enumerate(s["checkpoints"]):
        if any(u["gate"] == gate for u in c["unlocks"]):
            return k
    return None


def wild_at(game, s, species):
    """The first checkpoint at which a wild `species` can be met: its place
    reached and its method's gate (if any) opened."""
    rows = load(os.path.join(DATA, "encounters", "%s.json" % game))["encounters"]
    best = None
    for r in rows:
        if r["species"] != species or r.get("conditions"):
            continue
        try:
            k = reached_at(s, r["location"])
        except SystemExit:
            continue
        if r["method"] != "walk":
            g = opened_at(s, r["method"])
            if g is None:
                continue
            k = max(k, g)
        best = k if best is None else min(best, k)
    if best is None:
        raise SystemExit("%s: no wild %s" % (game, species))
    return best


def cite(srcs, repo, path, pattern):
    r = srcs.repo(repo)
    text = r.read(path)
    line = find_line(text, pattern, where="%s %s" % (repo, path))
    return {"repository": repo, "commit": r.commit, "file": path, "line": line,
            "code": text.splitlines()[line - 1].strip()}


def longest_learnset(game):
    sets = load(os.path.join(DATA, "learnsets", "%s.json" % game))["species"]
    return max(len(s["levelup"]) for s in sets.values())


def hidden_item_at(srcs, repo, path, item):
    m = srcs.repo(repo).json(path)
    return sorted((e["x"], e["y"]) for e in m.get("bg_events", []) if e.get("item") == item)


def relearner(srcs, game, spec):
    s = story(game)
    town = reached_at(s, spec["town"])
    fee = spec["fee_from"]
    if "location" in fee:
        fee_at = reached_at(s, fee["location"])
    elif "gate" in fee:
        fee_at = opened_at(s, fee["gate"])
    else:
        fee_at = wild_at(game, s, fee["wild"])
    k = max(town, fee_at)
    out = {
        "from": s["checkpoints"][k]["before"],
        "place": spec["place"],
        "fee": spec["fee"],
        "teaches": "the level-up moves of the Pokémon's own species at or below its level",
        "reached": "%s at checkpoint %s of data/story/%s.json; the fee from checkpoint %s"
                   % (spec["town"], s["checkpoints"][town]["before"], game,
                      s["checkpoints"][fee_at]["before"]),
        "sources": {name: cite(srcs, *c) for name, c in spec["cites"].items()},
        "note": spec["note"],
    }
    limit = spec.get("learnset_limit")
    if limit is not None:
        longest = longest_learnset(game)
        if longest > limit:
            raise SystemExit("%s: a learnset has %d level-up moves, more than the %d the relearner reads"
                             % (game, longest, limit))
        out["learnset_limit"] = limit
    return out


def build(srcs):
    # Ruby/Sapphire's Route 104 Heart Scale is where Emerald's is.
    rs = hidden_item_at(srcs, "pret/pokeruby", "data/maps/Route104/map.json", "ITEM_HEART_SCALE")
    em = hidden_item_at(srcs, "pret/pokeemerald", "data/maps/Route104/map.json", "ITEM_HEART_SCALE")
    if not rs or rs != em:
        raise SystemExit("Route 104's hidden Heart Scale: Ruby/Sapphire %s, Emerald %s" % (rs, em))
    games = []
    for game in GAMES:
        entry = {"game": game}
        if game in RELEARNERS:
            entry["relearner"] = relearner(srcs, game, RELEARNERS[game])
        else:
            entry["relearner"] = None
        entry["trade_at_given_level"] = game in TRADE_LEVEL
        if game in TRADE_LEVEL:
            entry["trade_sources"] = [cite(srcs, *c) for c in TRADE_LEVEL[game]]
        games.append(entry)
    return {
        "generator": "data/moves/build_learning.py",
        "note": "Per game: the move relearner (from the checkpoint `from`, where its town and its "
                "fee are both had) and whether an in-game trade gives the Pokémon at the level of "
                "the one handed over. `relearner: null`: none counted (generations 1-2 have "
                "none; for generations 5-9 no source here gives its place: data/README.md "
                "section 9).",
        "games": games,
    }


def main():
    srcs, args = sources.split(sys.argv[1:])
    if srcs is None or len(args) > 1:
        sys.exit("usage: build_learning.py --sources DIR [OUT]")
    out = args[0] if args else os.path.join(HERE, "learning.json")
    write_json(out, build(srcs))
    print("wrote %s" % out)


if __name__ == "__main__":
    main()
