#!/usr/bin/env python3
"""Extract the order source of the generation 5 story files: the route and
boss lists of domtronn/nuzlocke.app (BSD-3-Clause) src/lib/data/routes.json
for Black/White ("bl", "wh") and Black 2/White 2 ("bl2", "wh2"), with the
line of each entry, into data/story/extract/order-gen5.json (stdlib only,
deterministic).

Usage: extract_order_gen5.py --sources DIR [OUT]

Reads src/lib/data/routes.json of domtronn/nuzlocke.app at ORDER_COMMIT
(DIR: data/README.md section 11).
For each list writes its entries in order: index, line (1-based line of the
entry's "name" in routes.json), type (route or gym), name, and for a gym
entry its boss and value (the list's own marker, e.g. "1" for the first
gym), for a route its species (as the list spells them).  Fails when "wh"
and "wh2" do not have the same entries (type, name) as "bl" and "bl2": the
story files cite the lines of "bl" and "bl2".
"""

import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))
from data.pipeline import sources  # noqa: E402
from data.pipeline.git import Repo  # noqa: E402
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "encounters"))
from gen5_common import ORDER_COMMIT, ORDER_REPO, write_json  # noqa: E402

LISTS = ["bl", "wh", "bl2", "wh2"]


def main(argv):
    srcs, args = sources.require(argv[1:], __doc__)
    out = args[0] if args else os.path.join(HERE, "extract", "order-gen5.json")
    text = Repo(srcs.git_dir(ORDER_REPO), ORDER_COMMIT).show("src/lib/data/routes.json")
    data = json.loads(text)
    lines = text.split("\n")
    starts = {m.group(1): i for i, l in enumerate(lines) for m in [re.match(r'^  "([^"]+)": \[', l)] if m}
    result = {
        "source": f"{ORDER_REPO} at {ORDER_COMMIT} (BSD-3-Clause): src/lib/data/routes.json",
        "generator": "data/story/extract_order_gen5.py",
        "note": "Per list, its entries in order with the line of each entry's \"name\" in routes.json.",
        "lists": {},
    }
    for key in LISTS:
        j = starts[key] + 1
        entries = []
        for i, e in enumerate(data[key]):
            while not re.search(r'"name": ', lines[j]):
                j += 1
            name = json.loads("{" + lines[j].strip().rstrip(",") + "}")["name"]
            if name != e["name"]:
                raise SystemExit(f"{key}: line {j + 1} is {name!r}, expected {e['name']!r}")
            row = {"index": i, "line": j + 1, "type": e["type"], "name": e["name"]}
            if e["type"] == "gym":
                row["boss"] = e.get("boss", "")
                row["value"] = e.get("value", "")
            else:
                row["species"] = e.get("encounters", [])
            entries.append(row)
            j += 1
        result["lists"][key] = entries
    for a, b in (("bl", "wh"), ("bl2", "wh2")):
        sa = [(e["type"], e["name"]) for e in result["lists"][a]]
        sb = [(e["type"], e["name"]) for e in result["lists"][b]]
        if sa != sb:
            raise SystemExit(f"{a} and {b} differ in their entries")
    write_json(out, result)


if __name__ == "__main__":
    main(sys.argv)
