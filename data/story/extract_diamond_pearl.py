#!/usr/bin/env python3
"""Extract Diamond/Pearl's item and Pokémon facts from pret/pokediamond into
data/story/extract/diamond-pearl.json (stdlib only, deterministic).  The
curated story (data/story/src/diamond-pearl.json) places these facts at
checkpoints; data/story/build_dppt.py joins both into data/story/diamond-pearl.json.

Usage: extract_diamond_pearl.py --sources DIR [OUT]

(DIR: data/README.md section 11.)

pokediamond keeps its event and script files as binary NARC members, so this
reads them as bytes (with `git show` at DIAMOND_COMMIT):
- arm9/src/map_header.c: sMapHeaders, one row per map (the trailing comment
  names the map constant): its script file (4th field,
  NARC_scr_seq_release_narc_NNNN_bin), its wild table
  (ENCDATA(NARC_d_enc_data_narc_NNNN_bin, ...)) and its event file
  (NARC_zone_event_release_narc_NNNN_bin);
- files/fielddata/eventdata/zone_event_release/narc_NNNN.bin: u32 count +
  20-byte background events (u16 script, u16 type, ...), then u32 count +
  32-byte object events (u16 id, gfx, movement, type, flag, script, ...),
  the layout of pokeplatinum's res/field/events JSON (checked on Oreburgh
  Gate B1F);
- files/fielddata/script/scr_seq_release/narc_0370.bin: the item balls: its
  script n (object script 7000 + n) starts `SetVar 0x8008, ITEM`
  (28 00 08 80 <item>);
- arm9/asm/unk_02038C78.s UNK_020F2DB4: the hidden items, 8-byte records
  (u16 item, u8 quantity, u8 range, u16 0, u16 n) looked up by
  sub_020396B0 for the background event script 8000 + n;
- the maps' script files, scanned for byte patterns of commands of
  gScriptCmdTable (arm9/asm/unk_02038C78.s): SetVar 0x8004, ITEM (0x28) and
  GiveItem ITEM (0x7B) for gifts, SpecialMart (0x148), NPCTradeInit (0x226,
  one-byte trade id; only in files that also run NPCTradeExecute 0x229),
  GetPrizeItemIdAndCost (0x2A6; only in files that also run ShowCoinBox 0x75),
  LegendaryBattle (0x2BD) and WildBattle (0x124) with a species and a level;
  the Pokémon gifts and eggs (GiveMon 0x96, GiveEgg 0x97) are cited in the
  curated story instead (a byte scan for them finds false matches);
- files/fielddata/pokemon_trade/fld_trade/narc_000N.bin (trade N: 20 u32
  fields, offered species first, requested species last, the field order of
  pokeplatinum's res/npc_trades/*.json);
- arm9/src/scrcmd_mart.c (sSpecialMartPointers and the lists),
  arm9/src/scrcmd_prizes.c (gGameCornerPrizes);
- arm9/asm/unk_02025954.s UNK_02105C74 (the Underground mining treasures)
  and arm9/overlays/18/asm/overlay_18.s (ov18_02250B3C: the mining records
  and their weights; ov18_0223AE88 reads them per version and National
  Pokédex); a treasure with weight 0 in both versions is left out;
- include/constants/items.h, include/constants/species.h, include/constants/maps.h.
Location ids: the PokeAPI location-area identifier of the map's wild table
(location_areas.game_index = wild table index + 1) for maps that have one,
else pokediamond's map constant (MAP_*).
"""

import os
import re
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "encounters"))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline import places, sources  # noqa: E402
from dppt_common import Git, write_json, SpeciesMapper, DIAMOND_COMMIT, DIAMOND_REPO  # noqa: E402
from extract_platinum import Items, load_vocab  # noqa: E402

SCR = "files/fielddata/script/scr_seq_release/narc_%04d.bin"
EVT = "files/fielddata/eventdata/zone_event_release/narc_%04d.bin"
VISIBLE_ITEMS = 370
TRADE = "files/fielddata/pokemon_trade/fld_trade/narc_%04d.bin"


def defines(text, prefix):
    return {int(v): k for k, v in re.findall(r"#define\s+(" + prefix + r"\w+)\s+(\d+)\b", text)}


def pretty_map(const, sections=None, section_names=None):
    """A map's name from its constant, with the game's own name of its map section where the
    source links them (include/constants/map_sections.h, files/msgdata/msg/narc_0382.gmm):

    - a constant that starts with its section's constant is named by the section
      (MAP_JUBLIFE_TV_2F, MAPSEC_JUBILIFE_TV "Jubilife TV" -> "Jubilife TV 2F");
    - one that starts with the constant of another map of the same section is named by the
      section and the rest (MAP_ETERNA_GYM and MAP_ETERNA, both MAPSEC_ETERNA_CITY -> "Eterna City
      Gym"; MAP_ETERNA itself, the section's shortest, -> "Eterna City");
    - else by its words.
    The constants spell Jubilife "JUBLIFE"; the section of MAP_JUBLIFE (MAPSEC_JUBILIFE_CITY)
    gives the spelling, so every word is read through the town words so learnt.
    """
    sections, section_names = sections or {}, section_names or {}
    spelling = {}
    for m, sec in sections.items():
        own, sw = m[len("MAP_"):].split("_"), sec[len("MAPSEC_"):].split("_")
        if len(own) == 1 and len(sw) == 2 and sw[1] in ("CITY", "TOWN") and own[0] != sw[0]:
            spelling[own[0]] = sw[0]
    words = [spelling.get(w, w) for w in const[len("MAP_"):].split("_")]
    # The constants' words as the game writes them (POKEMON, TM) and an
    # owner's apostrophe they drop (MAP_SANDGEM_ROWANS_LAB).
    spelt = {"TV": "TV", "TM": "TM", "POKEMON": "Pokémon", "ROWANS": "Rowan's"}
    nice = lambda ws: [w if re.fullmatch(r"B?\d+F|\d+", w) else spelt.get(w, w.capitalize())
                       for w in ws]  # noqa: E731
    sec = sections.get(const)
    game = section_names.get(sec)
    if game and game != "Mystery Zone":
        sw = sec[len("MAPSEC_"):].split("_")
        if len(words) > len(sw) and words[:len(sw)] == sw:
            return " ".join([game] + nice(words[len(sw):]))
        others = [[spelling.get(w, w) for w in m[len("MAP_"):].split("_")]
                  for m, s in sections.items() if s == sec and m != const]
        bases = [b for b in others if len(b) < len(words) and words[:len(b)] == b]
        if bases:
            return " ".join([game] + nice(words[len(min(bases, key=len)):]))
        if words == sw or (all(len(o) > len(words) for o in others)
                           and any(o[:len(words)] == words for o in others)):
            return game  # the section's own map: the shortest, a prefix of the others
    return " ".join(nice(words))


def script_offsets(b):
    offs, i = [], 0
    while i + 4 <= len(b):
        if struct.unpack_from("<H", b, i)[0] == 0xFD13:
            break
        offs.append(i + 4 + struct.unpack_from("<i", b, i)[0])
        i += 4
    return offs


def main(argv):
    srcs, args = sources.require(argv[1:], __doc__)
    src = srcs.repo(DIAMOND_REPO, cls=Git)
    out = args[0] if args else os.path.join(HERE, "extract", "diamond-pearl.json")
    items_map = Items()
    species = SpeciesMapper(4)
    vocab = load_vocab()
    area_of_index = {v["game_index"]: a for a, v in vocab["areas"].items() if v["game_index"]}
    item_names = defines(src.read("include/constants/items.h"), "ITEM_")
    species_names = defines(src.read("include/constants/species.h"), "SPECIES_")

    def item(num):
        const = item_names.get(num)
        return items_map(const) if const else None

    # Map headers -------------------------------------------------------------
    mh_path = "arm9/src/map_header.c"
    mh = src.read(mh_path)
    maps = []
    sections = {}
    # The game's own name of each map section: include/constants/map_sections.h gives its number,
    # files/msgdata/msg/narc_0382.gmm the English name at that index (arm9/src/message_format.c).
    sec_numbers = {k: int(v) for k, v in re.findall(r"#define\s+(MAPSEC_\w+)\s+(\d+)\b",
                                                   src.read("include/constants/map_sections.h"))}
    sec_texts = {int(i): t for i, t in re.findall(r'index="(\d+)">.*?<language name="English">(.*?)</language>',
                                                  src.read("files/msgdata/msg/narc_0382.gmm"), re.S)}
    section_names = {k: sec_texts[v] for k, v in sec_numbers.items() if v in sec_texts}
    for ln, line in enumerate(mh.split("\n"), 1):
        m = re.match(r"\s*\{ (.*) \}, // (MAP_\w+)", line)
        if not m:
            continue
        fields = [f.strip() for f in re.split(r",(?![^()]*\))", m.group(1))]
        scr = re.fullmatch(r"NARC_scr_seq_release_narc_(\d+)_bin", fields[3])
        enc = re.search(r"NARC_d_enc_data_narc_(\d+)_bin", fields[8])
        evt = re.fullmatch(r"NARC_zone_event_release_narc_(\d+)_bin", fields[9])
        const = m.group(2)
        area = area_of_index.get(int(enc.group(1)) + 1) if enc else None
        sections[const] = fields[10]
        maps.append({"const": const, "line": ln, "scripts": int(scr.group(1)) if scr else None,
                     "events": int(evt.group(1)) if evt else None, "id": area or const,
                     "wild": area})

    # Item balls, hidden items --------------------------------------------------
    vis = src.raw(SCR % VISIBLE_ITEMS)
    vis_item = {}
    for n, off in enumerate(script_offsets(vis)):
        if vis[off:off + 4] == bytes.fromhex("28000880"):
            vis_item[n] = struct.unpack_from("<H", vis, off + 4)[0]
    hid_path = "arm9/asm/unk_02038C78.s"
    hid_text = src.read(hid_path)
    m = re.search(r"^UNK_020F2DB4:[^\n]*\n((?:\s*\.byte [^\n]*\n)+)", hid_text, re.M)
    hid_line = hid_text.count("\n", 0, m.start()) + 1
    raw = bytes(int(x, 16) for x in re.findall(r"0x[0-9A-Fa-f]+", m.group(1)))
    hidden = {}
    for k in range(len(raw) // 8):
        it, qty, rng, _pad, idx = struct.unpack_from("<HBBHH", raw, k * 8)
        hidden[idx] = (it, k)

    facts = []
    seen_events = {}
    for mp in maps:
        if mp["events"] is None:
            continue
        if mp["events"] in seen_events:
            continue  # the same event file serves several maps: count it once
        seen_events[mp["events"]] = mp["const"]
        b = src.raw(EVT % mp["events"])
        nbg = struct.unpack_from("<I", b, 0)[0]
        pos = 4
        for i in range(nbg):
            script = struct.unpack_from("<H", b, pos + 20 * i)[0]
            if 8000 <= script < 8000 + 256 and script - 8000 in hidden:
                it, k = hidden[script - 8000]
                ident = item(it)
                if Items.wanted(ident):
                    facts.append({"item": ident, "map": mp["id"], "how": "hidden", "key": f"hidden {script - 8000}",
                                  "source": f"pokediamond {EVT % mp['events']} (bg event {i}, script {script}); "
                                            f"{hid_path} UNK_020F2DB4 record {k} (line {hid_line}+)"})
        pos += 20 * nbg
        nobj = struct.unpack_from("<I", b, pos)[0]
        pos += 4
        for i in range(nobj):
            script = struct.unpack_from("<H", b, pos + 32 * i + 10)[0]
            if 7000 <= script < 7256 and script - 7000 in vis_item:
                ident = item(vis_item[script - 7000])
                if Items.wanted(ident):
                    facts.append({"item": ident, "map": mp["id"], "how": "item-ball", "key": f"ball {script}",
                                  "source": f"pokediamond {EVT % mp['events']} (object {i}, script {script}); "
                                            f"{SCR % VISIBLE_ITEMS} script {script - 7000}"})

    # Marts and prizes -----------------------------------------------------------
    mart_path = "arm9/src/scrcmd_mart.c"
    mart = src.read(mart_path)
    lists = {}
    for mm in re.finditer(r"static const u16 (\w+)\[\] = \{(.*?)\};", mart, re.S):
        lists[mm.group(1)] = [(c, mart.count("\n", 0, mm.start(2) + x.start()) + 1)
                              for x in re.finditer(r"ITEM_\w+", mm.group(2)) for c in [x.group(0)]]
    special = re.findall(r"\w+", re.search(r"sSpecialMartPointers\[\] = \{(.*?)\};", mart, re.S).group(1))
    prize_path = "arm9/src/scrcmd_prizes.c"
    prizes = src.read(prize_path)

    # Script scans ----------------------------------------------------------------
    seen_scripts = {}
    trades_seen = set()
    for mp in maps:
        n = mp["scripts"]
        if n is None or n in (VISIBLE_ITEMS,) or n in seen_scripts:
            continue
        seen_scripts[n] = mp["const"]
        b = src.raw(SCR % n)
        path = SCR % n
        for i in range(0, len(b) - 6):
            cmd = struct.unpack_from("<H", b, i)[0]
            a1 = struct.unpack_from("<H", b, i + 2)[0]
            a2 = struct.unpack_from("<H", b, i + 4)[0] if i + 6 <= len(b) else None
            if cmd == 0x28 and a1 == 0x8004 and a2 is not None and a2 < 0x4000 and i + 6 <= len(b):
                ident = item(a2)
                if Items.wanted(ident):
                    how = "gym-reward" if "GYM" in mp["const"] and ident.startswith("tm") else "gift"
                    facts.append({"item": ident, "map": mp["id"], "how": how, "key": f"{path}+{i}",
                                  "source": f"pokediamond {path} offset {i} (SetVar 0x8004, {item_names[a2]})"})
            elif cmd == 0x7B and 0 < a1 < 0x4000 and a2 is not None and 0 < a2 < 100:
                ident = item(a1)
                if Items.wanted(ident):
                    facts.append({"item": ident, "map": mp["id"], "how": "gift", "key": f"{path}+{i}",
                                  "source": f"pokediamond {path} offset {i} (GiveItem {item_names[a1]})"})
            elif cmd == 0x148 and a1 < len(special):
                for const, ln in lists[special[a1]]:
                    ident = items_map(const)
                    if Items.wanted(ident):
                        facts.append({"item": ident, "map": mp["id"], "how": "mart", "key": f"mart {a1}",
                                      "source": f"pokediamond {path} offset {i} (SpecialMart {a1}); "
                                                f"{mart_path}:{ln} ({special[a1]})"})
            elif cmd == 0x2A6 and bytes.fromhex("7500") in b:
                for x in re.finditer(r"\{ (ITEM_\w+),\s*(\d+)\s*\}", prizes):
                    ident = items_map(x.group(1))
                    if Items.wanted(ident):
                        facts.append({"item": ident, "map": mp["id"], "how": "prize", "key": f"prize {x.group(2)}",
                                      "source": f"pokediamond {prize_path}:{prizes.count(chr(10), 0, x.start()) + 1} "
                                                f"({x.group(2)} coins); {path} offset {i} (GetPrizeItemIdAndCost)"})
            elif cmd in (0x2BD, 0x124) and 0 < a1 <= 493 and a2 is not None and 0 < a2 <= 100:
                name = {0x2BD: "LegendaryBattle", 0x124: "WildBattle"}[cmd]
                facts.append({"pokemon": species(species_names[a1]), "command": name, "level": a2, "map": mp["id"],
                              "source": f"pokediamond {path} offset {i} ({name} {species_names[a1]}, {a2})"})
            elif cmd == 0x226 and (a1 & 0xFF) < 4 and bytes.fromhex("2902") in b:
                # NPCTradeInit takes a one-byte trade id; count it only in a file that also runs
                # NPCTradeExecute (0x229).
                k = a1 & 0xFF
                if (mp["id"], k) not in trades_seen:
                    trades_seen.add((mp["id"], k))
                    t = src.raw(TRADE % k)
                    offered = struct.unpack_from("<I", t, 0)[0]
                    requested = struct.unpack_from("<I", t, 19 * 4)[0]
                    facts.append({"pokemon": species(species_names[offered]), "command": "NPCTrade",
                                  "gives": species(species_names[requested]), "trade": k, "map": mp["id"],
                                  "source": f"pokediamond {path} offset {i} (NPCTradeInit {k}); {TRADE % k} "
                                            "(u32 fields: offered species first, requested species last)"})

    # Underground mining ----------------------------------------------------------
    ug_path = "arm9/asm/unk_02025954.s"
    ug = src.read(ug_path)
    m = re.search(r"^UNK_02105C74:[^\n]*\n((?:\s*\.byte [^\n]*\n)+)", ug, re.M)
    raw = bytes(int(x, 16) for x in re.findall(r"0x[0-9A-Fa-f]+", m.group(1)))
    treasures = []
    for k in range(len(raw) // 2):
        num = struct.unpack_from("<H", raw, 2 * k)[0]
        if num == 0:
            break
        treasures.append(num)
    # The mining records of overlay 18: 20 bytes each (u8 width, u8 height, u16 id, u16 sprite,
    # u16 palette, u32 shape pointer, u16 weights: Diamond, Pearl, Diamond with the National
    # Pokédex, Pearl with it - ov18_0223AE88 reads +4/+8 `.ifdef DIAMOND`, else +6/+0xa).
    ov_path = "arm9/overlays/18/asm/overlay_18.s"
    ov = src.read(ov_path)
    start = ov.index("ov18_02250B3C:")
    rec = bytearray()
    for line in ov[start:].split("\n")[1:]:
        line = line.split(";")[0].strip()
        if not line:
            continue
        if line.startswith(".global") or line.endswith(":"):
            break
        kind, rest = line.split(None, 1)
        size = {".byte": 1, ".short": 2, ".word": 4}[kind]
        for x in rest.split(","):
            x = x.strip()
            v = int(x, 16) if x.lower().startswith("0x") else (int(x) if x.isdigit() else 0)
            rec += v.to_bytes(size, "little")
    ov_line = ov.count("\n", 0, start) + 1
    weights = {}
    for k in range(len(rec) // 20):
        _w, _h, rid, _s, _p, _ptr, wd, wp, wdn, wpn = struct.unpack_from("<BBHHHIHHHH", rec, 20 * k)
        # Treasure records follow the sphere records; record id 10 is the first treasure of
        # UNK_02105C74 (matched against Platinum's src/underground/mining.c item by item).
        if 10 <= rid < 10 + len(treasures):
            num = treasures[rid - 10]
            prev = weights.get(num, (0, 0, 0, 0))
            weights[num] = tuple(max(a, b_) for a, b_ in zip(prev, (wd, wp, wdn, wpn)))
    for num, (wd, wp, wdn, wpn) in weights.items():
        ident = item(num)
        if not (Items.wanted(ident) or (ident or "").endswith("-fossil") or ident == "old-amber"):
            continue
        if not (wd or wp or wdn or wpn):
            continue
        versions = [v for v, on in (("diamond", wd or wdn), ("pearl", wp or wpn)) if on]
        facts.append({"item": ident, "map": "MAP_UNDERGROUND", "how": "underground", "key": f"mining {ident}",
                      "before_national_dex": bool(wd or wp), "versions": versions,
                      "weights": {"diamond": wd, "pearl": wp, "diamond_national_dex": wdn, "pearl_national_dex": wpn},
                      "source": f"pokediamond {ov_path}:{ov_line}+ ov18_02250B3C (mining weights, read by ov18_0223AE88); "
                                f"{ug_path} UNK_02105C74 (treasure items, read by sub_02025D48)"})

    dedup, keys = [], set()
    for f in facts:
        k = (f.get("item"), f.get("pokemon"), f["map"], f.get("how"), f.get("key") if f.get("how") != "prize" else "")
        if k not in keys:
            keys.add(k)
            dedup.append(f)
    facts = dedup
    names = {}
    for mp in maps:
        if mp["wild"]:
            a = vocab["areas"][mp["wild"]]
            names.setdefault(mp["id"], {"name": places.name(a["location_name"], a["area"]),
                                        "map": mp["const"], "source": f"pokediamond {mh_path}:{mp['line']}"})
        else:
            names.setdefault(mp["id"], {"name": pretty_map(mp["const"], sections, section_names), "map": mp["const"],
                                        "source": f"pokediamond {mh_path}:{mp['line']}"})
    used = sorted(names)
    write_json(out, {
        "game": "diamond-pearl",
        "source": f"{DIAMOND_REPO} at {DIAMOND_COMMIT}: arm9/src/map_header.c, "
                  "files/fielddata/eventdata/zone_event_release/*.bin, files/fielddata/script/scr_seq_release/*.bin, "
                  "arm9/asm/unk_02038C78.s, arm9/src/scrcmd_mart.c, arm9/src/scrcmd_prizes.c, arm9/asm/unk_02025954.s, "
                  "include/constants/{items,species,maps,map_sections}.h, files/msgdata/msg/narc_0382.gmm (map section names)",
        "generator": "data/story/extract_diamond_pearl.py",
        "maps": {k: names[k] for k in used if k in names},
        "facts": facts,
    })
    print(f"{len(facts)} facts, {len(used)} maps", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
