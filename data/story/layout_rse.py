#!/usr/bin/env python3
"""Print a map of pokeruby / pokeemerald as text, to check where its wild
encounters happen (tall grass, sand, water, cave floor) and what blocks the
way (the story notes of data/story/build_rse.py cite it as `layout_rse.py MAP`).

    python3 data/story/layout_rse.py --sources DIR GAME MapFolder

GAME is ruby-sapphire or emerald (DIR: data/README.md section 11).  Reads
with `git show COMMIT:path`: data/maps/<MapFolder>/map.json
(layout, objects, warps), data/layouts/layouts.json, the layout's map.bin
(u16 per block: metatile id in bits 0-9, collision in bits 10-11),
data/tilesets/headers.inc and metatiles.inc (which metatile_attributes.bin
belongs to the primary / secondary tileset), the attributes (behaviour in the
low byte) and include/constants/metatile_behaviors.h.  Nothing is written.

Legend: `#` blocked, `.` walkable, `"` tall/long grass, `:` sand (MB_SAND /
MB_DEEP_SAND), `,` cave or indoor encounter floor, `~` water, `|` waterfall,
`v ^ < >` ledges (jump direction), `I` item ball, `C` cuttable tree,
`R` breakable rock, `B` Strength boulder, `T` other object, `0`-`9`
warp number (mod 10).  Standard library only.
"""

import json
import os
import re
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline.git import Repo  # noqa: E402


def main(git_dir, commit, folder):
    raw = Repo(git_dir, commit).raw

    mb = {}
    for line in raw("include/constants/metatile_behaviors.h").decode().splitlines():
        m = re.match(r"#define (MB_\w+) (0x[0-9A-Fa-f]+)", line)
        if m:
            mb[int(m.group(2), 16)] = m.group(1)
    layouts = {l["id"]: l for l in json.loads(raw("data/layouts/layouts.json"))["layouts"] if "id" in l}
    headers = raw("data/tilesets/headers.inc").decode()
    metatiles = raw("data/tilesets/metatiles.inc").decode()

    def attributes(tileset):
        blk = headers[headers.index(tileset + "::"):][:400]
        sym = re.search(r"(gMetatileAttributes_\w+)", blk).group(1)
        path = re.search(sym + r'::[^\n]*\n\s*\.incbin "([^"]+)"', metatiles).group(1)
        data = raw(path)
        return struct.unpack("<%dH" % (len(data) // 2), data)

    mj = json.loads(raw(f"data/maps/{folder}/map.json"))
    lay = layouts[mj["layout"]]
    w, h = lay["width"], lay["height"]
    blocks = struct.unpack("<%dH" % (w * h), raw(lay["blockdata_filepath"]))
    prim, sec = attributes(lay["primary_tileset"]), attributes(lay["secondary_tileset"])
    def mark(o):
        g, sc = o["graphics_id"], o.get("script", "")
        if "ITEM_BALL" in g:
            return "I"
        if "CUTTABLE_TREE" in g or "CuttableTree" in sc:
            return "C"
        if "BREAKABLE_ROCK" in g or "BreakableRock" in sc:
            return "R"
        if "PUSHABLE_BOULDER" in g or "PushableBoulder" in sc or "StrengthBoulder" in sc:
            return "B"
        return "T"
    marks = {(o["x"], o["y"]): mark(o) for o in mj["object_events"]}
    for i, wp in enumerate(mj["warp_events"]):
        marks[(wp["x"], wp["y"])] = str(i % 10)
    print(mj["id"], f"{w}x{h}", "warps:", [(i, wp["dest_map"], wp["x"], wp["y"])
                                           for i, wp in enumerate(mj["warp_events"])])
    print("connections:", [(c["direction"], c["map"]) for c in (mj.get("connections") or [])])
    for y in range(h):
        row = []
        for x in range(w):
            b = blocks[y * w + x]
            mid, col = b & 0x3FF, (b >> 10) & 3
            beh = mb.get((prim[mid] if mid < 512 else sec[mid - 512]) & 0xFF, "?")
            ch = "." if col == 0 else "#"
            if "GRASS" in beh and "SHORT" not in beh:
                ch = '"'
            elif "WATERFALL" in beh:
                ch = "|"
            elif "WATER" in beh or "OCEAN" in beh or "POND" in beh:
                ch = "~"
            elif beh.startswith("MB_JUMP"):
                ch = {"MB_JUMP_SOUTH": "v", "MB_JUMP_NORTH": "^", "MB_JUMP_EAST": ">",
                      "MB_JUMP_WEST": "<"}.get(beh, "J")
            elif "SAND" in beh and col == 0:
                ch = ":"
            elif ("CAVE" in beh or "ENCOUNTER" in beh) and col == 0:
                ch = ","
            row.append(marks.get((x, y), ch))
        print("%3d %s" % (y, "".join(row)))


if __name__ == "__main__":
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "encounters"))
    from extract_rse import parse_game_args  # noqa: E402
    git_dir, game, commit, folder = parse_game_args(sys.argv, __doc__)
    if folder is None:
        raise SystemExit(__doc__)
    main(git_dir, commit, folder)
