"""The damage calculators' compiled trainer sets (data/README.md section 8):
KinglerChamp/VanillaNuzlockeCalc's js/data/sets/games/*.js (`var NAME =
{species: {set name: set}}`) and hzla/Dynamic-Calc's backups/*.js (a JSON
object with `formatted_sets`)."""

import json
import re


def js_object(text):
    """The object literal of `var NAME = {...}` as JSON (trailing commas dropped)."""
    body = text[text.index("{"):text.rindex("}") + 1]
    return json.loads(re.sub(r",\s*([\]}])", r"\1", body))


def vnc_parties(git, path):
    """label -> [set, ...] in the calc's index order, where label is the set
    name without the ' (n)' suffix the calc adds to a repeated species."""
    sets = js_object(git.read(path))
    parties = {}
    for species, by_name in sets.items():
        for name, s in by_name.items():
            label = re.sub(r"\s*\(\d+\)\s*$", "", name).strip()
            parties.setdefault(label, []).append(dict(s, species=species))
    for label in parties:
        parties[label].sort(key=lambda s: int(s["index"]))
    return parties


def dyn_sets(text):
    """Dynamic-Calc's sets by trainer id: tr_id -> [set + species, label],
    where label is the set name without its 'Lvl N ' prefix."""
    data = json.loads(text[text.index("{"):].rstrip().rstrip(";"))
    by_id = {}
    for species, sets in data["formatted_sets"].items():
        for name, s in sets.items():
            label = re.sub(r"^Lvl \d+ ", "", name).strip()
            by_id.setdefault(s["tr_id"], []).append(dict(s, species=species, label=label))
    return by_id
