#!/usr/bin/env python3
"""Extract Platinum's item and Pokémon facts from pret/pokeplatinum into
data/story/extract/platinum.json (stdlib only, deterministic).  The curated
story (data/story/src/platinum.json) places these facts at checkpoints;
data/story/build_dppt.py joins both into data/story/platinum.json.

Usage: extract_platinum.py --sources DIR [OUT]

(DIR: data/README.md section 11.)

Read with `git show` at PLATINUM_COMMIT:
- include/data/map_headers.h: every map header's scripts, events and wild
  table (scriptsArchiveID, eventsArchiveID, wildEncountersArchiveID) and its
  label (mapLabelTextID, named by res/text/location_names.json);
- res/field/events/events_*.json: item balls (object events whose script is
  7000 + n: entry n of scripts_visible_items.s) and hidden items (bg events
  whose script is 8000 + n: entry n of include/data/field/hidden_items.h);
- res/field/scripts/scripts_visible_items.s (SetVar VAR_0x8008, ITEM_X);
- include/data/field/hidden_items.h (gHiddenItems);
- res/field/scripts/scripts_*.s of the map headers (script gifts:
  `SetVar VAR_0x8004, ITEM_X` / `AddItem ITEM_X`; marts:
  PokeMartSpecialties*; Pokémon: GivePokemon, GiveEgg,
  StartLegendaryBattle, StartWildBattle, StartGiratinaOriginBattle;
  trades: InitNPCTrade, with res/npc_trades/<trade>.json);
- include/data/mart_items.h (the mart lists);
- src/scrcmd_game_corner_prize.c (Veilstone Game Corner prizes);
- src/overlay007/shop_menu.c (itemToBpPrice: the Battle Frontier exchange);
- src/underground.c, src/underground/mining.c (Underground mining treasures).
Items are kept when they are TMs, HMs or evolution items (EVOLUTION_ITEMS)
or the key items of KEY_ITEMS; item constants are mapped to PokeAPI item
identifiers by folding (the item list of data/encounters/pokeapi/dppt-vocabulary.json).
Scripts that no map header uses (unused leftovers) are skipped.
"""

import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "encounters"))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline import cite, places, sources  # noqa: E402
from dppt_common import Git, fold, write_json, SpeciesMapper, PLATINUM_COMMIT, PLATINUM_REPO  # noqa: E402

EVOLUTION_ITEMS = [
    "fire-stone", "water-stone", "thunder-stone", "leaf-stone", "moon-stone", "sun-stone", "shiny-stone",
    "dusk-stone", "dawn-stone", "oval-stone", "kings-rock", "metal-coat", "dragon-scale", "up-grade",
    "dubious-disc", "protector", "electirizer", "magmarizer", "reaper-cloth", "razor-claw", "razor-fang",
    "deep-sea-tooth", "deep-sea-scale",
]
KEY_ITEMS = [
    "old-rod", "good-rod", "super-rod", "bicycle", "secret-potion", "works-key", "honey", "poke-radar",
    "explorer-kit", "coin-case", "galactic-key", "storage-key", "old-charm", "odd-keystone", "vs-seeker",
    "member-card", "oaks-letter", "ss-ticket", "suite-key", "lunar-wing", "magma-stone", "azure-flute",
    "gracidea", "poffin-case", "sprayduck",
]
GIFT_CMD = re.compile(r"^\s*(?:SetVar VAR_0x8004, |AddItem )(ITEM_\w+)")
MART_CMD = re.compile(r"^\s*PokeMartSpecialties\w* (MART_SPECIALTIES_ID_\w+)")
TRADE_CMD = re.compile(r"^\s*InitNPCTrade (NPC_TRADE_\w+)")
MON_CMD = re.compile(r"^\s*(GivePokemon|GiveEgg|StartLegendaryBattle|StartWildBattle|StartGiratinaOriginBattle)\s+(\w+)(?:,\s*(\w+))?")


def load_vocab():
    with open(os.path.join(os.path.dirname(HERE), "encounters", "pokeapi", "dppt-vocabulary.json"),
              encoding="utf-8") as f:
        return json.load(f)


# Item constants whose folded spelling differs from PokeAPI's identifier.
ITEM_ALIASES = {"parlyzheal": "paralyze-heal"}


class Items:
    def __init__(self):
        self.by_fold = {fold(i): i for i in load_vocab()["items"]}
        self.by_fold.update(ITEM_ALIASES)
        for ident in EVOLUTION_ITEMS + KEY_ITEMS:
            if self.by_fold.get(fold(ident)) != ident:
                raise SystemExit(f"{ident} is not a PokeAPI item identifier")

    def __call__(self, const):
        c = const[len("ITEM_"):] if const.startswith("ITEM_") else const
        # An item the vocabulary does not know is none of the wanted ones (every
        # wanted identifier's folded spelling is a key: checked in __init__).
        return self.by_fold.get(fold(c))

    @staticmethod
    def wanted(ident):
        return ident is not None and re.fullmatch(r"(tm\d\d|hm\d\d)", ident) is not None or ident in EVOLUTION_ITEMS or ident in KEY_ITEMS


line_of = cite.line_of


def pretty_id(h):
    words = h[len("MAP_HEADER_"):].split("_")
    # POKEMON as the labels spell it, so that a header repeating its label
    # (MAP_HEADER_POKEMON_LEAGUE, "Pokémon League") is named by it alone.
    return " ".join(w if re.fullmatch(r"[BF0-9]+F|B\dF|\dF", w) else "Pokémon" if w == "POKEMON" else w.capitalize()
                    for w in words)


def main(argv):
    srcs, args = sources.require(argv[1:], __doc__)
    src = srcs.repo(PLATINUM_REPO, cls=Git)
    out = args[0] if args else os.path.join(HERE, "extract", "platinum.json")
    items = Items()
    species = SpeciesMapper(4)

    labels = {m["id"]: m["en_US"] for m in src.json("res/text/location_names.json")["messages"]}
    text = src.read("include/data/map_headers.h")
    headers = []
    for name, body in re.findall(r"\[(MAP_HEADER_\w+)\] = \{(.*?)\n    \}", text, re.S):
        f = dict(re.findall(r"\.(\w+) = ([^,]+),", body))
        label = labels.get(f["mapLabelTextID"], f["mapLabelTextID"])
        rest = pretty_id(name)
        part = "" if fold(rest) == fold(label) else (
            rest[len(label):].strip() if fold(rest).startswith(fold(label)) else rest)
        nm = places.name(label, part)
        headers.append((name, {"name": nm, "scripts": f["scriptsArchiveID"], "events": f["eventsArchiveID"],
                               "wild": None if f["wildEncountersArchiveID"] == "ENCOUNTERS_NONE" else f["wildEncountersArchiveID"],
                               "line": line_of(text, text.index("[" + name + "]"))}))
    maps = dict(headers)
    by_scripts, by_events = {}, {}
    for h, f in headers:
        if f["scripts"] != "scripts_empty":
            by_scripts.setdefault(f["scripts"], []).append(h)
        if f["events"] != "events_empty":
            by_events.setdefault(f["events"], []).append(h)

    facts = []

    # Item balls and hidden items ------------------------------------------------
    vis_path = "res/field/scripts/scripts_visible_items.s"
    vis = src.read(vis_path)
    entries = re.findall(r"^\s*ScriptEntry (\w+)", vis, re.M)
    vis_item = {}
    for m in re.finditer(r"^(\w+):\n\s*SetVar VAR_0x8008, (ITEM_\w+)", vis, re.M):
        vis_item[m.group(1)] = (m.group(2), line_of(vis, m.start(2)))
    hid_path = "include/data/field/hidden_items.h"
    hid = src.read(hid_path)
    hidden = [(m.group(1), line_of(hid, m.start())) for m in
              re.finditer(r"HIDDEN_ITEM_ENTRY\((ITEM_\w+),", hid)]
    for ev, hs in sorted(by_events.items()):
        path = f"res/field/events/{ev}.json"
        d = src.json(path)
        for o in d["object_events"]:
            s = o["script"]
            if not isinstance(s, int):
                continue
            if 7000 <= s < 7000 + len(entries):
                entry = entries[s - 7000]
                if entry not in vis_item:
                    continue
                const, ln = vis_item[entry]
                ident = items(const)
                if items.wanted(ident):
                    for h in hs:
                        facts.append({"item": ident, "map": h, "how": "item-ball", "key": entry,
                                      "source": f"pokeplatinum {path} (object {o['id']}, script {s}); {vis_path}:{ln}"})
        for b in d["bg_events"]:
            s = b["script"]
            if not isinstance(s, int):
                continue
            if 8000 <= s < 8000 + len(hidden):
                const, ln = hidden[s - 8000]
                ident = items(const)
                if items.wanted(ident):
                    for h in hs:
                        facts.append({"item": ident, "map": h, "how": "hidden",
                                      "key": f"hidden {s - 8000}",
                                      "source": f"pokeplatinum {path} (bg event script {s}); {hid_path}:{ln}"})

    # Marts ------------------------------------------------------------------
    marts_path = "include/data/mart_items.h"
    marts = src.read(marts_path)
    lists = {}
    for m in re.finditer(r"const u16 (\w+)\[\] = \{(.*?)\};", marts, re.S):
        lists[m.group(1)] = [(c, line_of(marts, m.start(2) + mm.start())) for mm in
                             re.finditer(r"ITEM_\w+", m.group(2)) for c in [mm.group(0)]]
    mart_ids = dict(re.findall(r"\[(MART_SPECIALTIES_ID_\w+)\] = (\w+),?", marts))

    # Script facts -----------------------------------------------------------
    for scr, hs in sorted(by_scripts.items()):
        path = f"res/field/scripts/{scr}.s"
        body = src.read(path)
        gym = "_gym" in scr
        for i, line in enumerate(body.split("\n"), 1):
            m = GIFT_CMD.match(line)
            if m:
                ident = items(m.group(1))
                if items.wanted(ident):
                    how = "gym-reward" if gym and ident.startswith("tm") else "gift"
                    for h in hs:
                        facts.append({"item": ident, "map": h, "how": how, "key": f"{scr}:{i}",
                                      "source": f"pokeplatinum {path}:{i}"})
            m = MART_CMD.match(line)
            if m:
                lst = mart_ids[m.group(1)]
                for const, ln in lists[lst]:
                    ident = items(const)
                    if items.wanted(ident):
                        for h in hs:
                            facts.append({"item": ident, "map": h, "how": "mart", "key": f"{m.group(1)}",
                                          "source": f"pokeplatinum {path}:{i} ({m.group(1)}); {marts_path}:{ln} ({lst})"})
            m = TRADE_CMD.match(line)
            if m:
                tpath = "res/npc_trades/" + m.group(1)[len("NPC_TRADE_"):].lower() + ".json"
                t = src.json(tpath)
                for h in hs:
                    facts.append({"pokemon": species(t["species"]), "command": "NPCTrade",
                                  "gives": species(t["requestedSpecies"]), "trade": m.group(1), "map": h,
                                  "source": f"pokeplatinum {path}:{i}; {tpath}"})
            m = MON_CMD.match(line)
            if m:
                cmd, arg, lvl = m.groups()
                for h in hs:
                    facts.append({"pokemon": species(arg) if arg.startswith("SPECIES_") else arg,
                                  "command": cmd, "level": int(lvl) if lvl and lvl.isdigit() else None,
                                  "map": h, "source": f"pokeplatinum {path}:{i}"})

    # Game Corner prizes ------------------------------------------------------
    gc_path = "src/scrcmd_game_corner_prize.c"
    gc = src.read(gc_path)
    gc_maps = by_scripts.get("scripts_veilstone_city_prize_exchange", [])
    for m in re.finditer(r"\{\s*(ITEM_\w+),\s*(\d+)\s*\}", gc):
        ident = items(m.group(1))
        if items.wanted(ident):
            for h in gc_maps:
                facts.append({"item": ident, "map": h, "how": "prize", "key": f"prize {m.group(2)} coins",
                              "source": f"pokeplatinum {gc_path}:{line_of(gc, m.start())} ({m.group(2)} coins); "
                                        "res/field/scripts/scripts_veilstone_city_prize_exchange.s"})

    # Battle Frontier exchange (Battle Points) -----------------------------------
    bp_path = "src/overlay007/shop_menu.c"
    bp = src.read(bp_path)
    bp_maps = by_scripts.get("scripts_battle_frontier", [])
    block = re.search(r"itemToBpPrice\[\]\[2\] = \{(.*?)\};", bp, re.S)
    for m in re.finditer(r"\{ (ITEM_\w+), (\d+) \}", block.group(1)):
        ident = items(m.group(1))
        if items.wanted(ident):
            for h in bp_maps:
                facts.append({"item": ident, "map": h, "how": "prize", "key": f"exchange {m.group(2)} BP",
                              "source": f"pokeplatinum {bp_path}:{line_of(bp, block.start(1) + m.start())} "
                                        f"({m.group(2)} Battle Points); res/field/scripts/scripts_battle_frontier.s "
                                        "(PokeMartFrontier)"})

    # Underground mining -------------------------------------------------------
    ug_path, mining_path = "src/underground.c", "src/underground/mining.c"
    ug = src.read(ug_path)
    treasure = {}
    for m in re.finditer(r"\[(\d+)\] = (ITEM_\w+),", re.search(r"sMiningItems\[\] = \{(.*?)\};", ug, re.S).group(1)):
        treasure[int(m.group(1))] = m.group(2)
    mining = src.read(mining_path)
    seen = {}
    for m in re.finditer(r"\{ \.itemID = MINING_TREASURE_(\w+), \.oddTIDWeight = (\d+), \.evenTIDWeight = (\d+), "
                         r"\.oddTIDNatDexWeight = (\d+), \.evenTIDNatDexWeight = (\d+)", mining):
        name = m.group(1)
        weights = tuple(int(x) for x in m.groups()[1:])
        ident = items("ITEM_" + name)
        ln = line_of(mining, m.start())
        prev = seen.get(ident)
        seen[ident] = (tuple(max(a, b) for a, b in zip(prev[0], weights)) if prev else weights, prev[1] if prev else ln)
    for ident, (w, ln) in seen.items():
        if not (items.wanted(ident) or (ident or "").endswith("-fossil") or ident == "old-amber"):
            continue
        before = w[0] > 0 or w[1] > 0
        after = w[2] > 0 or w[3] > 0
        if not (before or after):
            continue
        facts.append({"item": ident, "map": "MAP_HEADER_UNDERGROUND", "how": "underground",
                      "key": f"mining {ident}",
                      "before_national_dex": before,
                      "trainer_id": "odd" if w[1] == 0 and w[3] == 0 else "even" if w[0] == 0 and w[2] == 0 else "any",
                      "source": f"pokeplatinum {mining_path}:{ln} (weights odd/even trainer id {w[0]}/{w[1]}, "
                                f"after the National Pokédex {w[2]}/{w[3]}); {ug_path} sMiningItems"})

    used = sorted(maps)  # every map header: the story may place maps without facts
    write_json(out, {
        "game": "platinum",
        "source": f"{PLATINUM_REPO} at {PLATINUM_COMMIT}: include/data/map_headers.h, res/text/location_names.json, "
                  "res/field/events/events_*.json, res/field/scripts/scripts_*.s, include/data/field/hidden_items.h, "
                  "include/data/mart_items.h, src/scrcmd_game_corner_prize.c, src/underground.c, src/underground/mining.c",
        "generator": "data/story/extract_platinum.py",
        "maps": {h: {"name": maps[h]["name"], "wild": maps[h]["wild"],
                     "source": f"pokeplatinum include/data/map_headers.h:{maps[h]['line']}"}
                 for h in used if h in maps},
        "facts": facts,
    })
    print(f"{len(facts)} facts, {len(used)} maps", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
