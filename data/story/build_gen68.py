#!/usr/bin/env python3
"""Build the story files of X/Y, Sun/Moon, Ultra Sun/Ultra Moon and
Sword/Shield: data/story/<game>.json (stdlib only, deterministic).

Usage: build_gen68.py [GAME ...] [--out DIR]

Inputs, all committed:
- data/story/src/<game>.json: the curated part.  `order_list` names the
  list of data/story/extract/order-gen68.json (domtronn/nuzlocke.app
  routes.json, extract_order_gen68.py) that orders the game;
  `same_lists` the lists that must hold the same names in the same order
  (the other version's).  Each checkpoint (`before` = a gym id of
  data/games/<game>.json, then "end") names its `marker`: the line of the
  order list's boss entry it stands for (none for "end"), and groups of
  locations first reached there, each with the `order` line of the list's
  route entry that places it (or null and a `source` of its own).  A group
  whose order line is not between the previous checkpoint's marker and its
  own must say why in `detour`.  `unlocks`: the gates (encounter methods)
  opened there, each with its source; `towns`: the gym towns PokeAPI has
  no area for, each placed from the order line that names it
  (data/pipeline/towns.py); `left_out`: the wild methods never
  unlocked, with the reason.  `received_rules`: per PokeAPI received row
  group (by `area`, optionally `pokemon` and `method`) its `how` when it is
  not the method's own (starter, fossil), its `location`, the checkpoint
  `at` which it counts when later than its area's, `needs`, `note`,
  `extra`, or `exclude` (why it is left out).  `unplaced`: locations named
  but reached at no checkpoint, with the reason.  `names`: name overrides.
- data/encounters/pokeapi/<game>.csv and gen68-vocabulary.json: the
  received Pokémon (PokeAPI methods gift, gift-egg, static, npc-trade) and
  the location names;
- data/encounters/<game>.json: every location with wild encounters must be
  placed or unplaced, every method other than walk unlocked or left out.

Received Pokémon: one entry per (area, pokemon, method, levels,
conditions) of the PokeAPI rows, with the versions that have it, at the
checkpoint where its area is first reached (or its rule's `at`; one whose
row needs story-progress-hall-of-fame, or whose level is above the
Champion's team, data/games/<game>.json E4 level, after
the Elite Four: a one-time Pokémon that strong is not met on the main road
in these lists); `how`:
gift -> gift, gift-egg -> egg, static -> static, npc-trade -> trade (the
species given from the row's trade-* condition, else extra.gives
"unknown"); the rows' other conditions go to `extra.conditions`.  Items:
a game's curated `items` each cite a page of
data/story/extract/items-gen68.json whose quote (or heading) names the
item and the place, or gym reward rows of data/story/extract/gym-tms.json; each is placed at the latest of its location's checkpoint and the
checkpoints of its `needs`, and the story's `extra.items` is "partial";
an item of some versions only carries them (`versions`), and a gym reward
of a gym the versions split names the version's `leader` (the boss of the
version's own order list, `version_lists`, at the gym's marker);
a game without them says "unknown" (no citable source of item places).
"""

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(DATA, "encounters"))
from gen68_common import GAMES, SpeciesMapper, load, read_extract, read_vocabulary, write_json  # noqa: E402
from build_gen68 import FORM_FIXES, RECEIVED_METHODS  # noqa: E402
from data.pipeline import derived, places, rewards, towns  # noqa: E402
from data.pipeline.cite import item_words, page_quotes, page_text  # noqa: E402

HOW = {"gift": "gift", "gift-egg": "egg", "static": "static", "npc-trade": "trade"}
ORDER = "nuzlocke.app routes.json"


def display(loc, name):
    """Location name: PokeAPI's English name, with the region of the location
    identifier when the name drops it (kalos-route-13 -> Kalos Route 13), so
    that evolutions by place (kalos-route-13) find it."""
    flat = re.sub(r"[^a-z0-9]", "", name.lower())
    ident = loc.replace("-", "")
    if ident != flat and ident.endswith(flat) and len(ident) > len(flat):
        prefix = loc[: len(loc) - len(name.replace(" ", "-"))].strip("-")
        if prefix and prefix.replace("-", "") + flat == ident:
            return " ".join(w.capitalize() for w in prefix.split("-")) + " " + name
    return name


def id_ranges(ids):
    ids = sorted(int(i) for i in ids)
    out, start, prev = [], ids[0], ids[0]
    for i in ids[1:] + [None]:
        if i is not None and i == prev + 1:
            prev = i
            continue
        out.append(str(start) if start == prev else f"{start}-{prev}")
        if i is not None:
            start = prev = i
    return ", ".join(out)


def place_items(game, src, where, gate_at, names, gym_index, bosses):
    """The curated items of `src` by checkpoint index, each checked against
    its quoted page (data/story/extract/items-gen68.json).  An item of some
    versions only (`versions`) is had in those; a gym reward of a gym the
    versions split names the version's `leader`, who must be the boss the
    version's order list gives the gym (`bosses`: (version, gym) -> boss)
    and whose TM the table's row must pair with."""
    if not src.get("items"):
        return {}
    pages = load(os.path.join(HERE, "extract", "items-gen68.json"))["pages"]
    # PokeAPI items.csv at the pinned commit, as the generation 5 extract lists it.
    known = set(load(os.path.join(DATA, "encounters", "pokeapi", "gen5-vocabulary.json"))["items"])
    out = {}
    for it in src["items"]:
        what = f"{game} item {it['item']} at {it['location']}"
        page = pages.get(it.get("page"))
        english = item_words(it["item"])
        if it["item"] not in known:
            raise SystemExit(f"{what}: not a PokeAPI item")
        if it["location"] not in where:
            raise SystemExit(f"{what}: location placed nowhere")
        rows = [(k, rewards.tables().get(k)) for k in it.get("tables", [])]
        versions, leader = it.get("versions"), it.get("leader")
        if versions is not None and not (versions and set(versions) <= set(GAMES[game][0])):
            raise SystemExit(f"{what}: versions {versions} are not versions of the game")
        if leader is not None and (not versions or any(
                leader not in bosses.get((v, it.get("after")), "") for v in versions)):
            raise SystemExit(f"{what}: {leader} is not {it.get('after')}'s boss in {versions}'s order list")
        if it.get("page") and (page is None or english not in page["quote"]
                               or names[it["location"]] not in page_text(page)):
            raise SystemExit(f"{what}: page {it['page']} does not name {english} and {names[it['location']]}")
        if not it.get("page") and not rows:
            raise SystemExit(f"{what}: neither a page nor a gym TM table cites it")
        for k, row in rows:
            # A table names the TM by its gym, not the place: only gym rewards.
            if row is None or it["how"] != "gym-reward" or not rewards.names_tm(row, it["item"], it["after"], leader):
                raise SystemExit(f"{what}: gym-tms.json '{k}' does not name it as {it.get('after')}'s reward")
        at = [where[it["location"]]]
        if it["how"] == "gym-reward":
            at.append(rewards.checkpoint(it["after"], gym_index))
        for g in it.get("needs", []):
            if g not in gate_at:
                raise SystemExit(f"{what}: gate {g} opened at no checkpoint")
            at.append(gate_at[g])
        entry = {"item": it["item"], "location": it["location"], "how": it["how"], "needs": it.get("needs", [])}
        if versions is not None:
            entry["versions"] = versions
        if it["how"] == "gym-reward":
            entry["note"] = rewards.note(it["after"], leader)
        elif it.get("note"):
            entry["note"] = it["note"]
        cites = [f"{page['url']} ({page_quotes(page)}) (data/story/extract/items-gen68.json '{it['page']}')"
                 ] if it.get("page") else []
        entry["source"] = "; ".join(cites + [rewards.cite(k, row) for k, row in rows])
        out.setdefault(max(at), []).append(entry)
    return out


def build(game, out_dir):
    versions, gen = GAMES[game]
    species = SpeciesMapper(gen)
    src = load(os.path.join(HERE, "src", game + ".json"))
    order = load(os.path.join(HERE, "extract", "order-gen68.json"))
    gamefile = load(os.path.join(DATA, "games", game + ".json"))
    enc = load(os.path.join(DATA, "encounters", game + ".json"))
    vocab = read_vocabulary()
    rows = read_extract(game)

    gyms = [g["id"] for g in gamefile["gyms"]] + ["end"]
    e4_level = [g["level"] for g in gamefile["gyms"] if g["id"] == "E4"][0]
    cps = src["checkpoints"]
    if [c["before"] for c in cps] != gyms:
        raise SystemExit(f"{game}: checkpoints {[c['before'] for c in cps]} != {gyms}")

    lkey = src["order_list"]
    olist = order["lists"][lkey]
    by_line = {e["line"]: e for e in olist}
    names_of = [e["name"] for e in olist]
    for other in src.get("same_lists", []):
        if [e["name"] for e in order["lists"][other]] != names_of:
            raise SystemExit(f"{game}: order list {other} differs from {lkey}")

    markers = towns.markers(game, cps, by_line, lkey, gamefile)

    areas = vocab["areas"][game]
    names = {a: places.name(display(v["location"], v["location_name"]), v["area"]) for a, v in areas.items()}
    names.update(src.get("names", {}))

    where, gate_at = {}, {}
    out_cps = []
    for i, c in enumerate(cps):
        placed = []
        for g in c.get("locations", []):
            line = g.get("order")
            if line is not None:
                e = by_line.get(line)
                if not e or e["type"] != "route":
                    raise SystemExit(f"{game}: {c['before']}: order line {line} is not a route entry of {lkey}")
                lo = markers[i - 1] if i else 0
                if not (lo < line < markers[i]) and not g.get("detour"):
                    raise SystemExit(f"{game}: {c['before']}: {e['name']} (line {line}) is outside the segment "
                                     f"({lo}, {markers[i]}) and names no detour")
                source = f"{ORDER} '{lkey}' line {line} ('{e['name']}')"
                if i < len(cps) - 1:
                    source += f", before line {markers[i]} ('{by_line[markers[i]]['name']}', {by_line[markers[i]]['boss']})"
                else:
                    source += ", after the Champion"
                if g.get("detour"):
                    source += "; detour: " + g["detour"]
                if g.get("source"):
                    source += "; " + g["source"]
            elif g.get("source"):
                source = g["source"]
            else:
                raise SystemExit(f"{game}: {c['before']}: a group of {g['ids']} without order or source")
            for loc in g["ids"]:
                if loc in where:
                    raise SystemExit(f"{game}: {loc} placed twice")
                if loc not in names:
                    raise SystemExit(f"{game}: {loc} is no PokeAPI area of the game and has no name")
                where[loc] = i
                placed.append({"id": loc, "source": source})
        for u in c.get("unlocks", []):
            if u["gate"] in gate_at:
                raise SystemExit(f"{game}: gate {u['gate']} unlocked twice")
            gate_at[u["gate"]] = i
        out_cps.append({"before": c["before"], "note": c.get("note", ""), "locations": placed,
                        "unlocks": c.get("unlocks", []), "received": [], "items": []})
        if "catch_level" in c:
            # The game's own cap on the level caught (Sword/Shield, by badges held).
            if not c.get("catch_level_source"):
                raise SystemExit(f"{game}: {c['before']}: catch_level without a source")
            out_cps[-1]["catch_level"] = c["catch_level"]
            out_cps[-1]["catch_level_source"] = c["catch_level_source"]

    for rule in src.get("towns", []):
        loc, name, k, source = towns.town(game, gamefile, rule, olist, lkey, markers)
        if loc in where or loc in names:
            raise SystemExit(f"{game}: town {loc} placed twice, or a PokeAPI area")
        where[loc], names[loc] = k, name
        out_cps[k]["locations"].append({"id": loc, "source": source})

    # Each version's boss of each gym: its own order list's entry at the marker's place.
    bosses = {}
    for v, key in src.get("version_lists", {}).items():
        if v not in versions or [e["name"] for e in order["lists"][key]] != names_of:
            raise SystemExit(f"{game}: version list {key} of {v} differs from {lkey}")
        for c, m in zip(cps, markers):
            if m in by_line:
                bosses[(v, c["before"])] = order["lists"][key][olist.index(by_line[m])]["boss"]
    gym_index = {c["before"]: i for i, c in enumerate(cps)}
    for i, entries in place_items(game, src, where, gate_at, names, gym_index, bosses).items():
        out_cps[i]["items"] = entries

    unplaced = src.get("unplaced", {})
    for loc in unplaced:
        if loc in where:
            raise SystemExit(f"{game}: {loc} both placed and unplaced")
    missing = sorted({r["location"] for r in enc["encounters"]} - set(where) - set(unplaced))
    if missing:
        raise SystemExit(f"{game}: encounter locations placed nowhere: {missing}")
    left_out = src.get("left_out", {})
    methods = {r["method"] for r in enc["encounters"]}
    derived.check(game, [u for c in out_cps for u in c["unlocks"]], methods)
    for m in sorted(methods - {"walk"}):
        if m not in gate_at and m not in left_out:
            raise SystemExit(f"{game}: method {m} neither unlocked nor left out")
        if m in gate_at and m in left_out:
            raise SystemExit(f"{game}: method {m} both unlocked and left out")

    # Received Pokémon from PokeAPI's rows.
    groups = {}
    for r in rows:
        if r["method"] not in RECEIVED_METHODS:
            continue
        conds = tuple(sorted(c for c in r["conditions"].split("+") if c))
        pk = FORM_FIXES.get((game, r["area"], r["method"], r["pokemon"]), (r["pokemon"],))[0]
        key = (r["area"], pk, r["method"], int(r["min_level"]), int(r["max_level"]), conds)
        g = groups.setdefault(key, {"versions": [], "ids": []})
        if r["version"] not in g["versions"]:
            g["versions"].append(r["version"])
        g["ids"].append(r["encounter_id"])
    rules = src.get("received_rules", [])
    used_rules = set()
    for key in sorted(groups, key=lambda k: min(int(i) for i in groups[k]["ids"])):
        area, pk, method, lo, hi, conds = key
        g = groups[key]
        rule = None
        for n, ru in enumerate(rules):
            if ru["area"] == area and ru.get("pokemon", pk) == pk and ru.get("method", method) == method:
                rule = ru
                used_rules.add(n)
                break
        if rule and "exclude" in rule:
            continue
        location = rule.get("location", area) if rule else area
        if area not in where:
            raise SystemExit(f"{game}: received {pk} at {area}, a location placed nowhere (give a rule)")
        at = max(where[area], where.get(location, 0))
        if rule and "at" in rule:
            k = gyms.index(rule["at"])
            if k < at:
                raise SystemExit(f"{game}: rule for {pk} at {area}: 'at' {rule['at']} before its area")
            at = k
        late = ""
        if "story-progress-hall-of-fame" in conds and at < len(gyms) - 1:
            at = len(gyms) - 1
            late = "; its condition story-progress-hall-of-fame: after the Elite Four"
        elif lo > e4_level and at < len(gyms) - 1 and not (rule and "at" in rule):
            at = len(gyms) - 1
            late = (f"; level {lo} is above the Champion's team (level {e4_level}, data/games/{game}.json E4): "
                    "counted after the Elite Four")
        needs = list(rule.get("needs", [])) if rule else []
        for gate in needs:
            if gate not in gate_at:
                raise SystemExit(f"{game}: gate {gate} unlocked nowhere")
            at = max(at, gate_at[gate])
        how = rule.get("how", HOW[method]) if rule else HOW[method]
        vs = [v for v in versions if v in g["versions"]]
        level_text = f"level {lo}" if lo == hi else f"levels {lo}-{hi}"
        source = (f"PokeAPI encounters.csv (data/encounters/pokeapi/{game}.csv) rows {id_ranges(g['ids'])} "
                  f"({method}, {pk}, {level_text}, {area}; {', '.join(vs)})")
        if pk != [r for r in rows if r["encounter_id"] == g["ids"][0]][0]["pokemon"]:
            source += "; form: " + FORM_FIXES[(game, area, method,
                                              [r for r in rows if r["encounter_id"] == g["ids"][0]][0]["pokemon"])][1]
        if rule and rule.get("source"):
            source += "; " + rule["source"]
        source += late
        entry = {"species": species(pk), "how": how, "level": lo, "location": location}
        extra = dict(rule.get("extra", {})) if rule else {}
        gives = [c for c in conds if c.startswith("trade-")]
        # PokeAPI's starter-<species> (X/Y's roaming bird): given only with
        # that starter, which the schema's with_starter says.
        with_starter = [species(c[len("starter-"):]) for c in conds if c.startswith("starter-")]
        other = [c for c in conds if not c.startswith(("trade-", "starter-"))]
        if how == "trade":
            if gives:
                entry["gives"] = species(gives[0][len("trade-"):])
            else:
                extra["gives"] = "unknown"
        if len(vs) < len(versions):
            entry["versions"] = vs
        if needs:
            entry["needs"] = needs
        if with_starter:
            starters = {e["species"] for c in out_cps for e in c["received"] if e["how"] == "starter"}
            if len(with_starter) > 1 or with_starter[0] not in starters:
                raise SystemExit(f"{game}: received {pk} needs starter {with_starter}, no one starter of the story")
            entry["with_starter"] = with_starter[0]
        if rule and rule.get("note"):
            entry["note"] = rule["note"]
        entry["source"] = source
        if lo != hi:
            extra["levels"] = [lo, hi]
        if other:
            extra["conditions"] = other
        if extra:
            entry["extra"] = extra
        out_cps[at]["received"].append(entry)
    for n, ru in enumerate(rules):
        if n not in used_rules:
            raise SystemExit(f"{game}: received rule {ru} matches no PokeAPI row")

    used_ids = set(where) | set(unplaced)
    for c in out_cps:
        used_ids.update(r["location"] for r in c["received"])
    missing = sorted(l for l in used_ids if l not in names)
    if missing:
        raise SystemExit(f"{game}: locations without a name: {missing}")
    for c in out_cps:
        if not c["note"]:
            del c["note"]
    story = {
        "game": game,
        "versions": versions,
        "sources": src["sources"],
        "generator": f"data/story/build_gen68.py (from data/story/src/{game}.json, "
                     f"data/story/extract/order-gen68.json, data/encounters/pokeapi/{game}.csv)",
        "note": src["note"],
        "extra": {"items": "partial" if src.get("items") else "unknown",
                  "methods_left_out": left_out,
                  "unplaced_locations": unplaced},
        "locations": {k: names[k] for k in sorted(used_ids)},
        "checkpoints": out_cps,
    }
    write_json(os.path.join(out_dir, game + ".json"), story)
    n_rec = sum(len(c["received"]) for c in out_cps)
    print(f"{game}: {len(where)} locations placed, {len(unplaced)} unplaced, {n_rec} received", file=sys.stderr)


def main(argv):
    out_dir = HERE
    games = []
    args = list(argv[1:])
    while args:
        a = args.pop(0)
        if a == "--out":
            out_dir = args.pop(0)
        elif a in GAMES:
            games.append(a)
        else:
            raise SystemExit(f"unknown argument {a!r}\n" + __doc__)
    for g in games or [g for g in GAMES if os.path.exists(os.path.join(HERE, "src", g + ".json"))]:
        build(g, out_dir)


if __name__ == "__main__":
    main(sys.argv)
