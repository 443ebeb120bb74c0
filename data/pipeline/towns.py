"""A gym's town that the encounter source has no area for (PokeAPI lists no
location area of Nimbasa City, Mistralton City, Opelucid City, Santalune
City, Coumarine City, Anistar City or Snowbelle City): the one rule by
which a story file of generations 5-8 gives such a town a location, so that
what the town gives (its gym's reward) has a place (data/README.md section
10, "Gym towns"); and the checkpoint markers it places the town by.

- The location's name is the gym's town as data/games/<game>.json names
  it ("Nimbasa City"), its id that name lower case, joined by "-"
  ("nimbasa-city", PokeAPI's location identifier style).
- The curated entry cites the entry of the order list (nuzlocke.app
  routes.json, data/story/extract/order-gen5.json or order-gen68.json)
  that names the town: the entry's name must hold the town's first word,
  or the spelling the curated entry declares (`spelled`: the list's
  typos, "Santlune Gym").
- The town is reached at the checkpoint the order source gives that entry:
  the first checkpoint whose marker (the line of the boss entry the
  checkpoint stands for) is at or after the entry's line.
"""

import re


# Words of a gym's leader names that name no one.
TITLES = {"and", "or", "the", "trial", "grand", "totem", "elite", "four", "champion", "cup"}


def leader_words(gym):
    """The words that name a gym's leaders (data/games/<game>.json `leader`
    and `trainers`): 'Ilima (trial)' -> {'ilima'}."""
    text = " ".join([gym["leader"]] + gym.get("trainers", []))
    return {w for w in re.findall(r"[a-z][a-z'-]*[a-z]", text.lower()) if w not in TITLES}


def markers(game, cps, by_line, key, gamefile):
    """The marker line of each checkpoint of `cps` (the last, "end", has
    none: after every line), checked to be boss entries of the order list
    `key` (`by_line`: its entries by line), in story order, each naming one
    of its gym's leaders (or the spelling the checkpoint declares in
    `marker_spelled`: the list's typos, "Valeria")."""
    gyms = {g["id"]: g for g in gamefile["gyms"]}
    out = []
    for c in cps:
        if c["before"] == "end":
            out.append(10 ** 9)
            continue
        m = c.get("marker")
        if m not in by_line or by_line[m]["type"] != "gym":
            raise SystemExit(f"{game}: {c['before']}: marker {m} is not a boss entry of {key}")
        boss = set(re.findall(r"[a-z][a-z'-]*[a-z]", by_line[m]["boss"].lower().replace("'s ", " ")))
        names = leader_words(gyms[c["before"]]) | {c.get("marker_spelled", "").lower()}
        if not boss & names:
            raise SystemExit(f"{game}: {c['before']}: marker {m} ({by_line[m]['boss']}) names no leader of the gym")
        out.append(m)
    if out != sorted(out):
        raise SystemExit(f"{game}: markers out of order {out}")
    return out


def checkpoint_of(line, marks):
    """The index of the checkpoint the order source gives the entry at
    `line`: the first whose marker is at or after it."""
    return next(i for i, m in enumerate(marks) if line <= m)


def town_id(name):
    """'Nimbasa City' -> 'nimbasa-city'."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def town(game, gamefile, rule, entries, key, marks):
    """The location of the town of the gym `rule["gym"]`, from the order
    list entry at line `rule["order"]` (`entries`: the list `key`, in
    order): (id, name, checkpoint index, source)."""
    gym = [g for g in gamefile["gyms"] if g["id"] == rule["gym"]]
    if not gym:
        raise SystemExit(f"{game}: town of {rule['gym']}: no such gym")
    name = gym[0]["town"]
    at = [i for i, e in enumerate(entries) if e["line"] == rule["order"]]
    if not at:
        raise SystemExit(f"{game}: town {name}: line {rule['order']} is no entry of {key}")
    e = entries[at[0]]
    spelled = rule.get("spelled", name.split()[0])
    if spelled not in e["name"]:
        raise SystemExit(f"{game}: town {name}: entry '{e['name']}' (line {e['line']}) does not name {spelled}")
    k = checkpoint_of(e["line"], marks)
    by_line = {x["line"]: x for x in entries}
    source = (f"nuzlocke.app routes.json:{e['line']} ('{key}' #{at[0]} {e['name']}) names the town of "
              f"{rule['gym']} ({name}, data/games/{game}.json)")
    if spelled != name.split()[0]:
        source += f", spelled '{spelled}'"
    if marks[k] < 10 ** 9:
        m = by_line[marks[k]]
        source += f"; reached before line {m['line']} ('{m['name']}', {m['boss']})"
    source += ("; PokeAPI has no area for the town: this location stands for it "
               "(data/pipeline/towns.py)")
    return town_id(name), name, k, source
