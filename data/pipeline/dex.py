"""The pinned @pkmn/dex of data/gen (`npm ci` there), asked through Node:
each family keeps its own filter (which moves count in its generation); this
runs the script and reads the JSON it prints."""

import json
import os
import subprocess

from . import DATA

GEN_DIR = os.path.join(DATA, "gen")


def require():
    """SystemExit unless the pinned package is installed."""
    if not os.path.isdir(os.path.join(GEN_DIR, "node_modules", "@pkmn", "dex")):
        raise SystemExit("run `npm ci` in data/gen first (the pinned @pkmn/dex)")


def node_json(*args):
    """The JSON that `node ARGS...` prints, run in data/gen."""
    out = subprocess.run(["node", *args], cwd=GEN_DIR, check=True, capture_output=True).stdout
    return json.loads(out.decode("utf-8"))


def inline(script, module=False):
    """The JSON an inline Node script prints (an ES module when `module`)."""
    return node_json(*(["--input-type=module"] if module else []), "-e", script)


def move_names(gen):
    """The sorted move names of data/learnsets/movenames.mjs for `gen`."""
    return node_json(os.path.join(DATA, "learnsets", "movenames.mjs"), str(gen))
