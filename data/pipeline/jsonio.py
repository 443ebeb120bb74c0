"""The house JSON writer (indent 2, UTF-8 unescaped, final newline), its
reader, and the folding names are matched by."""

import json
import os
import re


def dumps(obj):
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


def write_json(path, obj):
    """Write `obj` to `path` the house way, creating its folder."""
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(dumps(obj))


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def fold(name):
    """Lowercase, everything but letters and digits dropped."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


def species(gen):
    """The entries of data/species/gen-N.json (the house's species lists)."""
    from . import DATA
    return load(os.path.join(DATA, "species", "gen-%d.json" % gen))["species"]


def species_names(gen):
    """The names of data/species/gen-N.json, in file order."""
    return [s["name"] for s in species(gen)]
