#!/usr/bin/env python3
"""Build the story files data/story/black-white.json and
data/story/black-2-white-2.json (stdlib only, deterministic).

Usage: build_gen5.py [GAME ...] [--out DIR]

Inputs, all committed:
- data/story/src/<game>.json: the curated part, every entry with its source:
  the checkpoints in story order (`before` = a gym id of
  data/games/<game>.json, then "end"), the locations first reached at each
  (PokeAPI location-area ids, in groups sharing one source), the gates
  unlocked there, the Pokémon received there (an entry's `rows` name the
  PokeAPI encounters.csv rows it stands for), and `excluded`: the PokeAPI
  gift, gift-egg, static and npc-trade rows left out, each with why;
- data/encounters/pokeapi/gen5.csv and gen5-vocabulary.json (the PokeAPI
  extract and the location names);
- data/encounters/<game>.json: every location with wild encounters must be
  placed at a checkpoint;
- data/story/extract/items-gen5.json: the quoted pages and Archipelago lines
  the curated `items` cite (an item names its `page`, which must name the
  item, and its `place`, whose line must name the item's location);
- data/story/extract/order-gen5.json: the order list `order_list` ('bl',
  'bl2'), whose boss entry each checkpoint's `marker` names, and which
  places the curated `towns` (a gym's town PokeAPI has no area for,
  data/pipeline/towns.py).

An item is placed at the latest of its location's checkpoint and the
checkpoints that open its `needs`; an item whose gate no checkpoint opens
fails the build.

The script fails on a checkpoint out of order, a location placed twice or
not at all, a received entry whose rows do not say what it says (species,
level, location, versions), a PokeAPI gift/egg/static/trade row neither
used nor excluded, or a received entry at a location reached later (unless
its `extra.location_reached` cites the way it is reached earlier).

Output per game: the story file of the schema, with the sources of `rows`
spelled out in `source`, location names "<PokeAPI location name> (<area>)",
and "extra": {"items": "partial"} when the curated file lists items (only
those a source was found for), else {"items": "unknown"}.
"""

import csv
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(DATA, "encounters"))
from gen5_common import GAMES, SpeciesMapper, load, write_json  # noqa: E402
from data.pipeline import places, rewards, towns  # noqa: E402
from data.pipeline.cite import item_words  # noqa: E402

SPECIAL_METHODS = {"gift", "gift-egg", "static", "npc-trade"}


def area_name(vocab, area):
    v = vocab["areas"][area]
    return places.name(v["location_name"], v["area"])


def span(ids):
    ids = sorted(ids)
    out, start, prev = [], ids[0], ids[0]
    for i in ids[1:] + [None]:
        if i is not None and i == prev + 1:
            prev = i
            continue
        out.append(str(start) if start == prev else f"{start}-{prev}")
        if i is not None:
            start = prev = i
    return ", ".join(out)


def excluded_entry(e, rows, species):
    """A left-out entry of the story's extra: its source rows, the species
    they give, and `requires` ("event": a distribution event, which `where`
    says) when the curated entry names it."""
    out = {"source": "PokeAPI encounters.csv (data/encounters/pokeapi/gen5.csv) rows " + span(e["rows"])}
    if "requires" in e:
        out["species"] = sorted({species(rows[n]["pokemon"], rows[n]["species"]) for n in e["rows"]})
        out["requires"] = e["requires"]
    out["why"] = e["why"]
    return out


def item_entries(game, src, where, opened, vocab, names, gym_index):
    """The curated items of `src`, each as {checkpoint index: entry}, checked
    against the quotes of data/story/extract/items-gen5.json."""
    if not src.get("items"):
        return {}
    extract = load(os.path.join(HERE, "extract", "items-gen5.json"))
    out = {}
    for it in src["items"]:
        what = f"{game} item {it['item']} at {it['location']}"
        if it["item"] not in vocab["items"]:
            raise SystemExit(f"{what}: not a PokeAPI item")
        if it["location"] not in where:
            raise SystemExit(f"{what}: location placed nowhere")
        page, place = extract["pages"].get(it.get("page")), extract["archipelago"].get(it.get("place"))
        rows = [(k, rewards.tables().get(k)) for k in it.get("tables", [])]
        if (it.get("page") and page is None) or (it.get("place") and place is None):
            raise SystemExit(f"{what}: page {it.get('page')} or place {it.get('place')} not in items-gen5.json")
        if page is None and not rows:
            raise SystemExit(f"{what}: neither a page nor a gym TM table cites it")
        english = item_words(it["item"])
        if page is not None and english not in page["quote"]:
            raise SystemExit(f"{what}: the page quote does not name {english}")
        for k, row in rows:
            # A table names the TM by its gym, not the place: only gym rewards.
            if row is None or it["how"] != "gym-reward" or not rewards.names_tm(row, it["item"], it["after"]):
                raise SystemExit(f"{what}: gym-tms.json '{k}' does not name it as {it.get('after')}'s reward")
        # the location's name without its area: Archipelago names cities
        if place is not None and names[it["location"]].split(" (")[0] not in place["text"]:
            raise SystemExit(f"{what}: the Archipelago line does not name {names[it['location']]}")
        at = [where[it["location"]]]
        if it["how"] == "gym-reward":
            at.append(rewards.checkpoint(it["after"], gym_index))
        for g in it.get("needs", []):
            if g not in opened:
                raise SystemExit(f"{what}: gate {g} opened at no checkpoint")
            at.append(opened[g])
        cites = [f"{page['url']} ('{page['quote']}')"] if page is not None else []
        cites += [rewards.cite(k, row) for k, row in rows]
        if place is not None:
            cites.append(f"archipelago {place['path']}:{place['line']} ({place['at']})")
        keys = ", ".join(f"'{k}'" for k in (it.get("page"), it.get("place")) if k)
        source = "; ".join(cites) + (f" (data/story/extract/items-gen5.json {keys})" if keys else "")
        entry = {"item": it["item"], "location": it["location"], "how": it["how"], "needs": it.get("needs", [])}
        if it["how"] == "gym-reward":
            entry["note"] = rewards.note(it["after"])
        elif it.get("note"):
            entry["note"] = it["note"]
        entry["source"] = source
        out.setdefault(max(at), []).append(entry)
    return out


def build(game, out_dir):
    src = load(os.path.join(HERE, "src", game + ".json"))
    gamefile = load(os.path.join(DATA, "games", game + ".json"))
    enc = load(os.path.join(DATA, "encounters", game + ".json"))
    vocab = load(os.path.join(DATA, "encounters", "pokeapi", "gen5-vocabulary.json"))
    with open(os.path.join(DATA, "encounters", "pokeapi", "gen5.csv"), encoding="utf-8") as f:
        rows = {int(r["encounter_id"]): r for r in csv.DictReader(f)}
    versions = GAMES[game]
    species = SpeciesMapper()
    order = [g["id"] for g in gamefile["gyms"]] + ["end"]
    cps = src["checkpoints"]
    if [c["before"] for c in cps] != order:
        raise SystemExit(f"{game}: checkpoints {[c['before'] for c in cps]} != {order}")

    where = {}
    for i, c in enumerate(cps):
        for g in c.get("locations", []):
            for loc in g["ids"]:
                if loc in where:
                    raise SystemExit(f"{game}: {loc} placed twice")
                if loc not in vocab["areas"]:
                    raise SystemExit(f"{game}: {loc} is not a PokeAPI location area")
                where[loc] = i
    missing = sorted({r["location"] for r in enc["encounters"]} - set(where))
    if missing:
        raise SystemExit(f"{game}: encounter locations placed nowhere: {missing}")
    # The gym towns PokeAPI has no area for (data/pipeline/towns.py).
    olist = load(os.path.join(HERE, "extract", "order-gen5.json"))["lists"][src["order_list"]]
    marks = towns.markers(game, cps, {e["line"]: e for e in olist}, src["order_list"], gamefile)
    town_at, town_names = {}, {}
    for rule in src.get("towns", []):
        loc, name, k, source = towns.town(game, gamefile, rule, olist, src["order_list"], marks)
        if loc in where or loc in vocab["areas"]:
            raise SystemExit(f"{game}: town {loc} placed twice, or a PokeAPI area")
        where[loc], town_names[loc] = k, name
        town_at.setdefault(k, []).append({"id": loc, "source": source})

    opened = {}
    for i, c in enumerate(cps):
        for u in c.get("unlocks", []):
            opened.setdefault(u["gate"], i)
    names = {loc: area_name(vocab, loc) for loc in where if loc not in town_names}
    names.update(town_names)
    names.update(src.get("names", {}))
    gym_index = {c["before"]: i for i, c in enumerate(cps)}
    items = item_entries(game, src, where, opened, vocab, names, gym_index)

    used = set()
    out_cps = []
    # A gift given only with one starter (with_starter) names one of these.
    starters = {r["species"] for c in cps for r in c.get("received", []) if r["how"] == "starter"}
    for i, c in enumerate(cps):
        received = []
        for r in c.get("received", []):
            r = dict(r)
            ids = r.pop("rows", None)
            where_r = f"{game} {c['before']} {r['species']}"
            if r["location"] not in where:
                raise SystemExit(f"{where_r}: location {r['location']} placed nowhere")
            if where[r["location"]] > i and not (r.get("extra") or {}).get("location_reached"):
                raise SystemExit(f"{where_r}: {r['location']} is reached later")
            parts = []
            if ids:
                got = [rows.get(n) for n in ids]
                if None in got:
                    raise SystemExit(f"{where_r}: rows {ids} not all in gen5.csv")
                for n, row in zip(ids, got):
                    if n in used:
                        raise SystemExit(f"{where_r}: row {n} used twice")
                    used.add(n)
                    if row["version"] not in versions or row["area"] != r["location"] \
                            or species(row["pokemon"], row["species"]) != r["species"] \
                            or (r.get("level") is not None and int(row["min_level"]) != r["level"]) \
                            or row["method"] not in SPECIAL_METHODS:
                        raise SystemExit(f"{where_r}: row {n} says {dict(row)}")
                rv = sorted({row["version"] for row in got}, key=versions.index)
                if rv != (r.get("versions") or versions):
                    raise SystemExit(f"{where_r}: rows cover {rv}, entry says {r.get('versions')}")
                methods = sorted({row["method"] for row in got})
                conds = sorted({c for row in got for c in row["conditions"].split("+") if c})
                parts.append(f"PokeAPI encounters.csv (data/encounters/pokeapi/gen5.csv) rows {span(ids)} "
                             f"({', '.join(methods)}, level {got[0]['min_level']}, {r['location']}, {' and '.join(rv)}"
                             + (f"; conditions {', '.join(conds)}" if conds else "") + ")")
            if r.get("source"):
                parts.append(r["source"])
            if not parts:
                raise SystemExit(f"{where_r}: no source")
            r["source"] = "; ".join(parts)
            if "with_starter" in r and r["with_starter"] not in starters:
                raise SystemExit(f"{where_r}: with_starter {r['with_starter']} is no starter of the story")
            received.append({k: r[k] for k in ("species", "how", "level", "location", "gives", "versions", "needs",
                                                "with_starter", "note", "source", "extra") if k in r})
        out_cps.append({
            "before": c["before"],
            **({"note": c["note"]} if c.get("note") else {}),
            "locations": [{"id": loc, "source": g["source"]} for g in c.get("locations", []) for loc in g["ids"]]
            + town_at.get(i, []),
            "unlocks": c.get("unlocks", []),
            "received": received,
            "items": items.get(i, []),
        })
    excluded = set()
    for e in src.get("excluded", []):
        for n in e["rows"]:
            if n in used or n in excluded or n not in rows:
                raise SystemExit(f"{game}: excluded row {n} used, repeated or unknown")
            excluded.add(n)
    left = sorted(n for n, r in rows.items()
                  if r["version"] in versions and r["method"] in SPECIAL_METHODS and n not in used | excluded)
    if left:
        raise SystemExit(f"{game}: PokeAPI rows neither used nor excluded: {left}")

    story = {
        "game": game,
        "versions": versions,
        "sources": src["sources"],
        "generator": f"data/story/build_gen5.py (from data/story/src/{game}.json)",
        "note": src["note"],
        "extra": {"items": "partial" if items else "unknown",
                  "excluded": [excluded_entry(e, rows, species) for e in src.get("excluded", [])]},
        "locations": {k: names[k] for k in sorted(names)},
        "checkpoints": out_cps,
    }
    write_json(os.path.join(out_dir, game + ".json"), story)
    n = sum(len(c["received"]) for c in out_cps)
    print(f"{game}: {len(where)} locations, {n} received, {len(excluded)} PokeAPI rows excluded", file=sys.stderr)


def main(argv):
    out_dir, games, args = HERE, [], list(argv[1:])
    while args:
        a = args.pop(0)
        if a == "--out":
            out_dir = args.pop(0)
        else:
            games.append(a)
    for g in games or list(GAMES):
        build(g, out_dir)


if __name__ == "__main__":
    main(sys.argv)
