#!/usr/bin/env python3
"""Extract the order source of the generation 6-8 story files: the route and
boss lists of domtronn/nuzlocke.app (BSD-3-Clause) src/lib/data/routes.json
for X/Y, Sun/Moon, Ultra Sun/Ultra Moon, Sword/Shield and Omega Ruby/Alpha
Sapphire (the last as a cross-check of data/story/build_oras.py), with the line of
each entry, into data/story/extract/order-gen68.json (stdlib only,
deterministic).

Usage: extract_order_gen68.py --sources DIR [OUT]

Reads src/lib/data/routes.json of domtronn/nuzlocke.app at ORDER_COMMIT
(DIR: data/README.md section 11).  For each list (x, y, sun, moon, usun, umoon, sw, sh, or, as) writes
its entries in order: line (1-based line of the entry's "name" in
routes.json), type (route or gym), name, and for a gym entry its boss and
value (the list's own marker, e.g. "1" for the first gym), for a route its
species (as the list spells them).  Only our reading of the list's order
is kept; the list is cited by line in data/story/<game>.json.
"""

import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))
from data.pipeline import sources  # noqa: E402
from data.pipeline.git import Repo  # noqa: E402
from data.pipeline.jsonio import write_json  # noqa: E402
ORDER_REPO = "domtronn/nuzlocke.app"
ORDER_COMMIT = sources.commit(ORDER_REPO)
LISTS = ["x", "y", "sun", "moon", "usun", "umoon", "sw", "sh", "or", "as"]


def read_lists(text, keys):
    """The entries of the lists `keys` of routes.json's `text`, in order, each
    with the 1-based line of its "name": {key: [entry, ...]}."""
    data = json.loads(text)
    lines = text.split("\n")
    starts = {m.group(1): i for i, l in enumerate(lines) for m in [re.match(r'^  "([^"]+)": \[', l)] if m}
    out = {}
    for key in keys:
        j = starts[key] + 1
        entries = []
        for e in data[key]:
            while not re.search(r'"name": ', lines[j]):
                j += 1
            name = json.loads("{" + lines[j].strip().rstrip(",") + "}")["name"]
            if name != e["name"]:
                raise SystemExit(f"{key}: line {j + 1} is {name!r}, expected {e['name']!r}")
            row = {"line": j + 1, "type": e["type"], "name": e["name"]}
            if e["type"] == "gym":
                row["boss"] = e.get("boss", "")
                row["value"] = e.get("value", "")
            else:
                row["species"] = e.get("encounters", [])
            entries.append(row)
            j += 1
        out[key] = entries
    return out


def main(argv):
    srcs, args = sources.require(argv[1:], __doc__)
    out = args[0] if args else os.path.join(HERE, "extract", "order-gen68.json")
    text = Repo(srcs.git_dir(ORDER_REPO), ORDER_COMMIT).show("src/lib/data/routes.json")
    result = {
        "source": f"{ORDER_REPO} at {ORDER_COMMIT} (BSD-3-Clause): src/lib/data/routes.json",
        "generator": "data/story/extract_order_gen68.py",
        "note": "Per list, its entries in order with the line of each entry's \"name\" in routes.json.",
        "lists": read_lists(text, LISTS),
    }
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    write_json(out, result)
    print(f"{out}: {sum(len(v) for v in result['lists'].values())} entries", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
