#!/usr/bin/env python3
"""Build the story file of Omega Ruby/Alpha Sapphire,
data/story/omega-ruby-alpha-sapphire.json (stdlib only, deterministic).

Usage: build_oras.py [--out DIR]

Inputs, all committed:
- data/story/src/omega-ruby-alpha-sapphire.json: the curated part.  Each
  checkpoint (`before` = a gym id of data/games/omega-ruby-alpha-sapphire.json,
  then "end") names its `marker` (the line of nuzlocke.app's 'or' list's boss
  entry for that gym; none for "end") and groups of locations first reached
  there.  A group either names the Ruby/Sapphire maps it corresponds to
  (`rs`: each must be placed at this very checkpoint by
  data/story/ruby-sapphire.json, whose entry's source is cited) or cites a
  `source` of its own; `order` names the 'or' list's route entries of the
  group (a cross-check: where their segment of the list is another
  checkpoint, the group must say why in `order_why`, and the story's
  extra.order_disagreements lists it).  `unlocks`:
  the gates opened there, each inheriting Ruby/Sapphire's (`rs`: the Ruby/
  Sapphire story unlocks the same gate at the same checkpoint; cited) or
  citing its source.  `received_rules`: per PokeAPI received row group
  (`area`, `pokemon`, `method`: a value or a list) its `how` (when not the
  method's own), `at` (a later checkpoint), `needs`, `note`, `source`.
  `received_extra`: received Pokémon PokeAPI lacks (PKHeX's fossils and
  trades).  `condition_rules`: the checkpoint a received row's condition
  delays it to (a key ending in "-" matches every value it begins).
- data/encounters/omega-ruby-alpha-sapphire.json (build_oras.py): the wild
  rows and our location names; every location with wild rows must be placed
  or listed unplaced, every method other than walk unlocked or left out;
- data/encounters/pokeapi/omega-ruby-alpha-sapphire.csv and
  gen68-vocabulary.json: the received rows (gift, gift-egg, static,
  devon-scope) and the names of the places only they use;
- data/story/ruby-sapphire.json, data/story/extract/order-gen68.json,
  data/games/omega-ruby-alpha-sapphire.json.

Received Pokémon: one entry per (area, pokemon, method, levels,
conditions) of the PokeAPI rows with the versions that have it, at the
latest of: the checkpoint of its place, its rule's `at`, its conditions'
(condition_rules), its `needs`' gates, and "end" when its level is above the
Champion's team (data/games E4 level).  `how`: gift -> gift, gift-egg ->
egg, static and devon-scope -> static; conditions go to extra.conditions.
Items are unknown (extra.items).
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(DATA, "encounters"))
import oras_common as oc  # noqa: E402
from gen68_common import SpeciesMapper, read_vocabulary  # noqa: E402
from data.pipeline import derived  # noqa: E402

HOW = {"gift": "gift", "gift-egg": "egg", "static": "static", "devon-scope": "static"}
RECEIVED_METHODS = set(HOW)
ORDER = "nuzlocke.app routes.json"


def as_list(v):
    return v if isinstance(v, list) else [v]


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


class RS:
    """The Ruby/Sapphire story file: where each map and gate is placed."""

    def __init__(self, game):
        self.story = oc.load(os.path.join(HERE, game + ".json"))
        self.file = f"data/story/{game}.json"
        self.maps, self.gates = {}, {}
        for c in self.story["checkpoints"]:
            for p in c["locations"]:
                self.maps[p["id"]] = (c["before"], p.get("source", ""))
            for u in c["unlocks"]:
                self.gates[u["gate"]] = (c["before"], u.get("source", ""))

    def cite_maps(self, maps, before, where):
        parts = []
        for m in maps:
            if m not in self.maps:
                raise SystemExit(f"{where}: {m} is placed nowhere in {self.file}")
            at, source = self.maps[m]
            if at != before:
                raise SystemExit(f"{where}: {m} is at {at} in {self.file}, not {before}")
            parts.append(f"{m} ({source})" if source else m)
        return f"rs: {self.file} places at {before} " + "; ".join(parts)

    def cite_gate(self, gate, before, where):
        if gate not in self.gates:
            raise SystemExit(f"{where}: gate {gate} is unlocked nowhere in {self.file}")
        at, source = self.gates[gate]
        if at != before:
            raise SystemExit(f"{where}: gate {gate} is unlocked at {at} in {self.file}, not {before}")
        return f"rs: {self.file} unlocks {gate} at {before} ({source})"


class Order:
    """nuzlocke.app's list: the segment (checkpoint) each route entry falls in."""

    def __init__(self, src, gyms, markers):
        order = oc.load(os.path.join(HERE, "extract", "order-gen68.json"))
        key = src["order_list"]
        self.key = key
        self.entries = order["lists"][key]
        for other in src.get("same_lists", []):
            if [e["name"] for e in order["lists"][other]] != [e["name"] for e in self.entries]:
                raise SystemExit(f"order list {other} differs from {key}")
        self.by_line = {e["line"]: e for e in self.entries}
        self.gyms, self.markers = gyms, markers
        for g, m in zip(gyms, markers):
            if m is not None and (m not in self.by_line or self.by_line[m]["type"] != "gym"):
                raise SystemExit(f"{g}: marker {m} is not a boss entry of list {key}")
        real = [m for m in markers if m is not None]
        if real != sorted(real):
            raise SystemExit(f"markers out of order: {markers}")

    def checkpoint(self, line):
        for g, m in zip(self.gyms, self.markers):
            if m is None or line < m:
                return g
        return self.gyms[-1]

    def lines(self, name):
        return [e["line"] for e in self.entries if e["type"] == "route" and e["name"] == name]


def build(out_dir):
    game = oc.GAME
    species = SpeciesMapper(oc.GEN)
    src = oc.load(os.path.join(HERE, "src", game + ".json"))
    gamefile = oc.load(os.path.join(DATA, "games", game + ".json"))
    enc = oc.load(os.path.join(DATA, "encounters", game + ".json"))
    vocab = read_vocabulary()
    areas = vocab["areas"][game]
    rows = oc.read_pokeapi()
    rs = RS(src["rs_story"])

    gyms = [g["id"] for g in gamefile["gyms"]] + ["end"]
    e4_level = [g["level"] for g in gamefile["gyms"] if g["id"] == "E4"][0]
    cps = src["checkpoints"]
    if [c["before"] for c in cps] != gyms:
        raise SystemExit(f"checkpoints {[c['before'] for c in cps]} != {gyms}")
    order = Order(src, gyms, [c.get("marker") for c in cps])

    names = {lid: v["name"] for lid, v in enc["location_ids"].items()}
    names.update({lid: v[0] for lid, v in oc.PLACES.items()})
    for a, v in areas.items():
        lid = oc.area_location(a, areas)
        if isinstance(lid, str) and lid not in names:
            names[lid] = v["location_name"]

    where, gate_at, disagreements = {}, {}, []
    out_cps = []
    for i, c in enumerate(cps):
        before = c["before"]
        placed = []
        for g in c.get("locations", []):
            here = f"{before}: {g['ids']}"
            parts = []
            if "rs" in g:
                parts.append(rs.cite_maps(g["rs"], before, here))
            if g.get("source"):
                parts.append(g["source"])
            if not parts:
                raise SystemExit(f"{here}: neither rs nor source")
            for name in g.get("order", []):
                lines = order.lines(name)
                if not lines:
                    raise SystemExit(f"{here}: no route entry {name!r} in list {order.key}")
                theirs = order.checkpoint(lines[0])
                cite = f"order: {ORDER} '{order.key}' line {lines[0]} ('{name}')"
                if theirs == before:
                    parts.append(cite + ", the same segment")
                else:
                    parts.append(cite + f", in its segment before {theirs}")
                    if not g.get("order_why"):
                        raise SystemExit(f"{here}: list {order.key} puts {name!r} before {theirs}; say why (order_why)")
                    parts.append("why: " + g["order_why"])
                    disagreements.append({"ids": g["ids"], "ours": before, "order_list": theirs,
                                          "line": lines[0], "name": name, "why": g["order_why"]})
            if g.get("note"):
                parts.append(g["note"])
            source = "; ".join(parts)
            for loc in g["ids"]:
                if loc in where:
                    raise SystemExit(f"{loc} placed twice")
                if loc not in names:
                    raise SystemExit(f"{loc} has no name")
                where[loc] = i
                placed.append({"id": loc, "source": source})
        unlocks = []
        for u in c.get("unlocks", []):
            gate = u["gate"]
            if gate in gate_at:
                raise SystemExit(f"gate {gate} unlocked twice")
            gate_at[gate] = i
            parts = [rs.cite_gate(gate, before, before)] if u.get("rs") else []
            if u.get("source"):
                parts.append(u["source"])
            if not parts:
                raise SystemExit(f"{before}: gate {gate} without a source")
            unlock = {"gate": gate, "source": "; ".join(parts)}
            if u.get("base"):
                unlock["base"] = u["base"]
            unlocks.append(unlock)
        out_cps.append({"before": before, "note": c.get("note", ""), "locations": placed,
                        "unlocks": unlocks, "received": [], "items": []})

    unplaced = src.get("unplaced", {})
    derived.check("omega-ruby-alpha-sapphire", [u for c in out_cps for u in c["unlocks"]],
                  {r["method"] for r in enc["encounters"]})
    missing = sorted({r["location"] for r in enc["encounters"]} - set(where) - set(unplaced))
    if missing:
        raise SystemExit(f"encounter locations placed nowhere: {missing}")
    left_out = src.get("left_out", {})
    for m in sorted({r["method"] for r in enc["encounters"]} - {"walk"}):
        if (m in gate_at) == (m in left_out):
            raise SystemExit(f"method {m}: unlocked and left out, or neither")

    def condition_at(conds):
        """The latest checkpoint the conditions delay to, and why."""
        at, why = 0, []
        rules = src.get("condition_rules", {})
        for cond in conds:
            for key, rule in rules.items():
                if cond == key or (key.endswith("-") and cond.startswith(key)):
                    k = gyms.index(rule["at"])
                    if k > at:
                        at = k
                    why.append(f"its condition {cond}: {rule['why']}")
        return at, why

    def place(entry, at, needs, where_from):
        for gate in needs:
            if gate not in gate_at:
                raise SystemExit(f"{where_from}: gate {gate} unlocked nowhere")
            at = max(at, gate_at[gate])
        out_cps[at]["received"].append(entry)

    # Received Pokémon from PokeAPI's rows.
    groups = {}
    for r in rows:
        if r["method"] not in RECEIVED_METHODS:
            continue
        conds = tuple(sorted(c for c in r["conditions"].split("+") if c))
        key = (r["area"], r["pokemon"], r["method"], int(r["min_level"]), int(r["max_level"]), conds)
        g = groups.setdefault(key, {"versions": [], "ids": []})
        if r["version"] not in g["versions"]:
            g["versions"].append(r["version"])
        g["ids"].append(r["encounter_id"])
    rules = src.get("received_rules", [])
    used = set()
    for key in sorted(groups, key=lambda k: min(int(i) for i in groups[k]["ids"])):
        area, pk, method, lo, hi, conds = key
        g = groups[key]
        rule = None
        for n, ru in enumerate(rules):
            if (("area" not in ru or area in as_list(ru["area"])) and ("pokemon" not in ru or pk in as_list(ru["pokemon"]))
                    and ("method" not in ru or method in as_list(ru["method"]))):
                rule, _ = ru, used.add(n)
                break
        rule = rule or {}
        if "exclude" in rule:
            continue
        location = oc.area_location(area, areas)
        if not isinstance(location, str) or location not in where:
            raise SystemExit(f"received {pk} at {area}: its place {location} is placed nowhere")
        at = where[location]
        late = []
        if "at" in rule:
            k = gyms.index(rule["at"])
            if k < at:
                raise SystemExit(f"rule for {pk} at {area}: 'at' {rule['at']} before its place")
            at = k
        k, why = condition_at(conds)
        if k > at:
            at = k
            late += why
        if lo > e4_level and at < len(gyms) - 1:
            at = len(gyms) - 1
            late.append(f"level {lo} is above the Champion's team (level {e4_level}, data/games/{game}.json E4): "
                        "counted after the Elite Four")
        how = rule.get("how", HOW[method])
        vs = [v for v in oc.VERSIONS if v in g["versions"]]
        level_text = f"level {lo}" if lo == hi else f"levels {lo}-{hi}"
        source = (f"pokeapi: encounters.csv (data/encounters/pokeapi/{game}.csv) rows {id_ranges(g['ids'])} "
                  f"({method}, {pk}, {level_text}, {area}; {', '.join(vs)})")
        if rule.get("source"):
            source += "; " + rule["source"]
        if late:
            source += "; " + "; ".join(late)
        entry = {"species": species(pk), "how": how, "level": lo, "location": location}
        if len(vs) < len(oc.VERSIONS):
            entry["versions"] = vs
        needs = list(rule.get("needs", []))
        if needs:
            entry["needs"] = needs
        if rule.get("note"):
            entry["note"] = rule["note"]
        entry["source"] = source
        extra = {}
        if lo != hi:
            extra["levels"] = [lo, hi]
        if conds:
            extra["conditions"] = list(conds)
        if extra:
            entry["extra"] = extra
        place(entry, at, needs, f"{pk} at {area}")
    for n, ru in enumerate(rules):
        if n not in used:
            raise SystemExit(f"received rule {ru} matches no PokeAPI row")
    for x in src.get("received_extra", []):
        loc = x["location"]
        if loc not in where:
            raise SystemExit(f"received {x['species']}: {loc} is placed nowhere")
        at = max(where[loc], gyms.index(x["at"]))
        entry = {k: x[k] for k in ("species", "how", "level", "location") if k in x}
        for k in ("gives", "versions", "needs", "note"):
            if k in x:
                entry[k] = x[k]
        entry["source"] = x["source"]
        if x.get("extra"):
            entry["extra"] = x["extra"]
        species(x["species"].lower())
        if "gives" in x:
            species(x["gives"].lower())
        place(entry, at, x.get("needs", []), x["species"])

    used_ids = set(where) | set(unplaced)
    for c in out_cps:
        used_ids.update(r["location"] for r in c["received"])
    missing = sorted(l for l in used_ids if l not in names)
    if missing:
        raise SystemExit(f"locations without a name: {missing}")
    for c in out_cps:
        if not c["note"]:
            del c["note"]
    story = {
        "game": game,
        "versions": oc.VERSIONS,
        "sources": src["sources"],
        "generator": f"data/story/build_oras.py (from data/story/src/{game}.json, data/story/{src['rs_story']}.json, "
                     f"data/story/extract/order-gen68.json, data/encounters/{game}.json, "
                     f"data/encounters/pokeapi/{game}.csv)",
        "note": src["note"],
        "extra": {"items": "unknown", "methods_left_out": left_out, "unplaced_locations": unplaced,
                  "order_disagreements": disagreements},
        "locations": {k: names[k] for k in sorted(used_ids)},
        "checkpoints": out_cps,
    }
    oc.write_json(os.path.join(out_dir, game + ".json"), story)
    n_rec = sum(len(c["received"]) for c in out_cps)
    print(f"{game}: {len(where)} locations placed, {n_rec} received, {len(disagreements)} order disagreements",
          file=sys.stderr)


def main(argv):
    out_dir = HERE
    args = list(argv[1:])
    while args:
        a = args.pop(0)
        if a == "--out":
            out_dir = args.pop(0)
        else:
            raise SystemExit(f"unknown argument {a!r}\n" + __doc__)
    build(out_dir)


if __name__ == "__main__":
    main(sys.argv)
