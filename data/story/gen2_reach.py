"""Where a player can walk in a map of Gold/Silver or Crystal, read from the
decompilation's own map data (pret/pokegold, pret/pokecrystal at the pinned
commit): the one rule build_gsc.py uses to place a map whose wild tiles are
reached before the main road reaches the map (data/README.md section 10,
"Gold/Silver and Crystal", "Routes 36 and 42").

A map's squares come from its blocks (`maps/<Map>.blk`, width and height in
`constants/map_constants.asm`), each block's four squares from its
tileset's collision table (`data/tilesets/<tileset>_collision.asm`, the
tileset named in `data/maps/maps.asm`, its file in `gfx/tilesets.asm`).
From the squares a player stands on, the flood steps to a neighbour that is
land (FLOOR, TALL_GRASS, LONG_GRASS and the side walls), never across a
side wall's blocked edge (`.side_wall_masks`,
engine/overworld/npc_movement.asm), down a ledge only in its direction,
never onto water (no Surf), a tree, a wall, a square a blocking object
stands on (a Strength boulder, the Sudowoodo) or any other tile. A square
with a `warp_event` takes the player to its destination warp in another map
of the walk; arriving on a warp square the player steps off it one way (a
door or cave: down; a warp carpet: away from its edge), as the game does.
"""

import re

LAND = {"FLOOR", "TALL_GRASS", "LONG_GRASS", "UP_WALL", "LEFT_WALL", "RIGHT_WALL"}
GRASS = {"TALL_GRASS", "LONG_GRASS"}
# The edge of its square a side wall blocks.
WALL_EDGE = {"UP_WALL": (0, -1), "LEFT_WALL": (-1, 0), "RIGHT_WALL": (1, 0)}
LEDGE = {"HOP_DOWN": (0, 1), "HOP_UP": (0, -1), "HOP_LEFT": (-1, 0), "HOP_RIGHT": (1, 0)}
# Arriving on a warp square: the one step off it.
STEP_OFF = {"WARP_CARPET_DOWN": [(0, -1)], "WARP_CARPET_UP": [(0, 1)],
            "WARP_CARPET_LEFT": [(1, 0)], "WARP_CARPET_RIGHT": [(-1, 0)]}
STEPS = [(1, 0), (-1, 0), (0, 1), (0, -1)]


def squash(name):
    return name.replace("_", "").upper()


class Maps:
    """The maps of one decompilation; `show(path)` reads a file as text,
    `show_bytes(path)` as bytes (at the pinned commit)."""

    def __init__(self, show, show_bytes):
        self.show, self.show_bytes = show, show_bytes
        self.tilesets = dict(re.findall(r"^\s*map (\w+), TILESET_(\w+),", show("data/maps/maps.asm"), re.M))
        self.sizes = {squash(c): (int(w), int(h)) for c, w, h in
                      re.findall(r"map_const (\w+),\s*(\d+),\s*(\d+)", show("constants/map_constants.asm"))}
        self.cache = {}

    def name(self, const):
        """The map's name (`Route36`) of its constant (`ROUTE_36`)."""
        for name in self.tilesets:
            if squash(name) == squash(const):
                return name
        raise SystemExit("gen2_reach: no map %s" % const)

    def collision(self, tileset):
        lines = self.show("gfx/tilesets.asm").splitlines()
        label = "tileset%scoll::" % tileset.replace("_", "").lower()
        for i, line in enumerate(lines):
            if line.strip().lower() == label:
                for later in lines[i:]:
                    m = re.search(r'INCLUDE "(data/tilesets/\w+_collision\.asm)"', later)
                    if m:
                        return [re.sub(r";.*", "", t).replace("tilecoll", "").strip().split(", ")
                                for t in self.show(m.group(1)).splitlines() if t.strip().startswith("tilecoll")]
        raise SystemExit("gen2_reach: no collision of tileset %s" % tileset)

    def load(self, name, blockers=()):
        """(squares[y][x], warps [(x, y, destination constant, index)], the
        squares objects block: boulders and those of the scripts named in
        `blockers`)."""
        key = (name, tuple(blockers))
        if key not in self.cache:
            coll = self.collision(self.tilesets[name])
            w, h = self.sizes[squash(name)]
            blocks = self.show_bytes("maps/%s.blk" % name)
            if len(blocks) != w * h:
                raise SystemExit("gen2_reach: maps/%s.blk is not %dx%d blocks" % (name, w, h))
            squares = [[None] * (2 * w) for _ in range(2 * h)]
            for by in range(h):
                for bx in range(w):
                    for q, (dx, dy) in enumerate([(0, 0), (1, 0), (0, 1), (1, 1)]):
                        squares[2 * by + dy][2 * bx + dx] = coll[blocks[by * w + bx]][q]
            asm = self.show("maps/%s.asm" % name)
            warps = [(int(x), int(y), d, int(i)) for x, y, d, i in
                     re.findall(r"warp_event\s+(\d+),\s*(\d+),\s*(\w+),\s*(\d+)", asm)]
            blocked = set()
            for x, y, rest in re.findall(r"object_event\s+(\d+),\s*(\d+),\s*(.*)", asm):
                if "SPRITE_BOULDER" in rest or any(b in rest for b in blockers):
                    blocked.add((int(x), int(y)))
            self.cache[key] = (squares, warps, blocked)
        return self.cache[key]


def walk(maps, start, starts, through, blockers=()):
    """Every (map, x, y) a player standing on `starts` (squares of map
    `start`) reaches on foot, moving only in the maps named in `through`."""
    first = {(w[0], w[1]) for w in maps.load(start, blockers)[1]}
    seen, todo = set(), [(start, x, y, (x, y) in first) for x, y in starts]
    while todo:
        m, x, y, arrived = todo.pop()
        if (m, x, y) in seen:
            continue
        seen.add((m, x, y))
        squares, warps, blocked = maps.load(m, blockers)
        steps = STEPS
        if arrived:
            steps = STEP_OFF.get(squares[y][x], [(0, 1)])
        for dx, dy in steps:
            nx, ny = x + dx, y + dy
            if not (0 <= ny < len(squares) and 0 <= nx < len(squares[0])) or (nx, ny) in blocked:
                continue
            here, there = squares[y][x], squares[ny][nx]
            if WALL_EDGE.get(here) == (dx, dy) or WALL_EDGE.get(there) == (-dx, -dy):
                continue
            warp = [w for w in warps if (w[0], w[1]) == (nx, ny)]
            if warp:
                dest = maps.name(warp[0][2])
                if dest in through:
                    wx, wy, _, _ = maps.load(dest, blockers)[1][warp[0][3] - 1]
                    todo.append((dest, wx, wy, True))
                continue
            if there in LAND:
                todo.append((m, nx, ny, False))
            elif LEDGE.get(there) == (dx, dy):
                lx, ly = nx + dx, ny + dy
                if 0 <= ly < len(squares) and squares[ly][lx] in LAND:
                    todo.append((m, lx, ly, False))
    return seen


def wild_squares(maps, name, cave):
    """The squares of map `name` where its walking encounters happen: its
    tall grass, or in a cave map every land square."""
    squares = maps.load(name)[0]
    kinds = LAND if cave else GRASS
    return {(name, x, y) for y, row in enumerate(squares) for x, c in enumerate(row) if c in kinds}


def edge(maps, name, side):
    """The land squares on one edge (`east`, `west`) of map `name`: where a
    player walking in from the map connected there stands."""
    squares = maps.load(name)[0]
    x = len(squares[0]) - 1 if side == "east" else 0
    return [(x, y) for y in range(len(squares)) if squares[y][x] in LAND]


def arrivals(maps, name, indexes):
    """The squares of map `name`'s warps numbered `indexes` (1-based)."""
    warps = maps.load(name)[1]
    return [(warps[i - 1][0], warps[i - 1][1]) for i in indexes]
