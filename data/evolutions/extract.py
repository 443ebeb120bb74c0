#!/usr/bin/env python3
"""Derive data/evolutions.json from PokeAPI's CSV data (stdlib only,
deterministic).

Usage: extract.py --sources DIR [OUT]     (OUT: default data/evolutions.json)

Reads PokeAPI/pokeapi at its pinned commit (data/pipeline/sources.py; DIR as
in data/README.md section 11), data/v2/csv/<file>:
pokemon_evolution.csv (one row per evolution method), joined with
pokemon_species.csv (evolves_from_species_id: the species a row evolves
from), pokemon.csv (base_form_id / evolved_form_id are pokemon ids: regional
and other forms), pokemon_forms.csv (the version group a form is introduced
in), evolution_triggers.csv, items.csv (trigger_item_id, held_item_id),
locations.csv, moves.csv (known_move_id, used_move_id), types.csv
(known_move_type_id, party_type_id), genders.csv, regions.csv,
version_groups.csv.  The CSVs are not copied; only the derived rows are
written.  PokeAPI's licence (BSD-3-Clause) is data/dex/LICENSE-pokeapi.txt.

Names: species and forms are written with our names, the `name` of
data/species/gen-N.json (any generation), moves with the names of
data/moves/gen-N.json, types capitalised as in the charts; items, locations,
triggers, genders and regions keep PokeAPI's identifiers.  A PokeAPI name
that maps to none of ours stops the script (exit status 1).

Validity (data/README.md section 10, "Evolutions"): PokeAPI's version_group_id
is the version group that introduced the row, is_default marks the method
that carries on into later games (PokeAPI pull request #1558).  For each
(from, from form, to, to form) pair, rows are grouped by version group:

- since: the row's version group (or SINCE_FIXES' earlier one, cited), or the
  version group in which its from or to form is introduced
  (pokemon_forms.csv), whichever is later;
- until: the last version group (PokeAPI's order) before the next version
  group with a row of the same pair that ends this one: for a default row,
  the next default row; for a non-default row, the next row of any kind;
  null when none (still valid in the newest game).

Order: by the evolved species' national number, then PokeAPI's row id.
Output: JSON, 2-space indent, UTF-8, trailing newline.
"""

import glob
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline import sources, pokeapi  # noqa: E402
from data.pipeline.jsonio import dumps  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
FILES = ["pokemon_evolution.csv", "pokemon_species.csv", "pokemon.csv", "pokemon_forms.csv",
         "evolution_triggers.csv", "items.csv", "locations.csv", "moves.csv", "types.csv",
         "genders.csv", "regions.csv", "version_groups.csv"]

# PokeAPI pokemon identifiers whose folded spelling (lowercase, letters and
# digits only) is none of our names, with ours.  None is needed at the pinned
# commit: every identifier folds to one of our names, or is its species'
# default pokemon (urshifu-single-strike) and maps through the species.
FORM_ALIASES = {}

# PokeAPI rows whose version group is later than the game that introduced
# the method, by PokeAPI row id: the version group from which they hold, and
# the source that says so (written to the row's extra.since_source).  Alolan
# Vulpix and Sandshrew evolve with the Ice Stone, an item of generation 7
# (Sun/Moon's Konikoni City mart sells it, data/story/extract/items-gen68.json);
# PokeAPI dates both rows from The Isle of Armor.
SHOWDOWN = "smogon/pokemon-showdown at 9fcf262d91c4572289c9e8421936fd0aa25c8e5d"
SINCE_FIXES = {
    448: ("sun-moon", f"{SHOWDOWN} data/pokedex.ts lines 910-925 (sandslashalola: evoType: \"useItem\", "
                      "evoItem: \"Ice Stone\"), data/items.ts lines 2965-2973 (icestone: gen: 7); "
                      "data/mods/gen7/pokedex.ts does not change it"),
    449: ("sun-moon", f"{SHOWDOWN} data/pokedex.ts lines 1108-1124 (ninetalesalola: evoType: \"useItem\", "
                      "evoItem: \"Ice Stone\"), data/items.ts lines 2965-2973 (icestone: gen: 7); "
                      "data/mods/gen7/pokedex.ts does not change it"),
}


def fold(name):
    return re.sub(r"[^a-z0-9]", "", name.lower())


class Names:
    """Our names, read from the committed species and move files."""

    def __init__(self):
        self.species = {}
        for path in sorted(glob.glob(os.path.join(DATA, "species", "gen-*.json"))):
            with open(path, encoding="utf-8") as f:
                for entry in json.load(f)["species"]:
                    self.species.setdefault(fold(entry["name"]), entry["name"])
        self.moves = {}
        for path in sorted(glob.glob(os.path.join(DATA, "moves", "gen-*.json"))):
            with open(path, encoding="utf-8") as f:
                for move in json.load(f)["moves"]:
                    self.moves.setdefault(fold(move["name"]), move["name"])
        self.unmapped = []

    def species_name(self, identifier, species_identifier=None):
        """Our name for a PokeAPI pokemon (or species) identifier; the
        species identifier is tried too for a species' default pokemon
        (urshifu-single-strike is Urshifu)."""
        if identifier in FORM_ALIASES:
            return FORM_ALIASES[identifier]
        for candidate in (identifier, species_identifier):
            if candidate and fold(candidate) in self.species:
                return self.species[fold(candidate)]
        self.unmapped.append("species " + identifier)
        return identifier

    def move_name(self, identifier):
        if fold(identifier) in self.moves:
            return self.moves[fold(identifier)]
        self.unmapped.append("move " + identifier)
        return identifier


def main():
    srcs, args = sources.require(sys.argv[1:], "usage: extract.py --sources DIR [OUT]")
    if len(args) > 1:
        sys.exit("usage: extract.py --sources DIR [OUT]")
    out = args[0] if args else os.path.join(DATA, "evolutions.json")
    api = pokeapi.open_sources(srcs)
    commit, table, ids = api.commit, api.table, api.ids

    names = Names()
    species = {r["id"]: r for r in table("pokemon_species.csv")}
    pokemon = {r["id"]: r for r in table("pokemon.csv")}
    default_pokemon = {r["species_id"]: r["id"] for r in pokemon.values() if r["is_default"] == "1"}
    vgroups = sorted(table("version_groups.csv"), key=lambda r: int(r["order"]))
    vg_ident = {r["id"]: r["identifier"] for r in vgroups}
    vg_gen = {r["identifier"]: int(r["generation_id"]) for r in vgroups}
    order = [r["identifier"] for r in vgroups]
    rank = {v: i for i, v in enumerate(order)}
    # The version group a pokemon is introduced in: that of its default form.
    introduced = {}
    for r in table("pokemon_forms.csv"):
        if r["is_default"] == "1":
            introduced[r["pokemon_id"]] = vg_ident[r["introduced_in_version_group_id"]]
    triggers = ids("evolution_triggers.csv")
    items = ids("items.csv")
    locations = ids("locations.csv")
    moves = ids("moves.csv")
    types = ids("types.csv")
    genders = ids("genders.csv")
    regions = ids("regions.csv")

    def opt(value, mapping=None, convert=None):
        if value == "":
            return None
        if mapping is not None:
            value = mapping[value]
        return convert(value) if convert else value

    def pokemon_name(pokemon_id):
        p = pokemon[pokemon_id]
        return names.species_name(p["identifier"], species[p["species_id"]]["identifier"])

    def type_name(type_id):
        return opt(type_id, types, lambda t: t.capitalize())

    rows = table("pokemon_evolution.csv")
    out_rows = []
    for r in rows:
        to_species = species[r["evolved_species_id"]]
        from_id = to_species["evolves_from_species_id"]
        if not from_id:
            sys.exit("row %s: species %s evolves from nothing" % (r["id"], to_species["identifier"]))
        from_pokemon = r["base_form_id"] or default_pokemon[from_id]
        to_pokemon = r["evolved_form_id"] or default_pokemon[to_species["id"]]
        # pokemon_evolution's base form must be a form of the species it evolves from.
        assert pokemon[from_pokemon]["species_id"] == from_id, r["id"]
        assert pokemon[to_pokemon]["species_id"] == to_species["id"], r["id"]
        version_group = vg_ident[r["version_group_id"]]
        fixed, since_source = SINCE_FIXES.get(int(r["id"]), (version_group, None))
        since = max([fixed, introduced[from_pokemon], introduced[to_pokemon]],
                    key=lambda v: rank[v])
        extra = {"since_source": since_source} if since_source else {}
        for column, key, value in [
            ("near_special_rock", "near_special_rock", r["near_special_rock"] == "1"),
            ("needs_multiplayer", "needs_multiplayer", r["needs_multiplayer"] == "1"),
            ("region_id", "region", opt(r["region_id"], regions)),
            ("used_move_id", "used_move", opt(r["used_move_id"], moves, names.move_name)),
            ("minimum_move_count", "min_move_count", opt(r["minimum_move_count"], convert=int)),
            ("minimum_steps", "min_steps", opt(r["minimum_steps"], convert=int)),
            ("minimum_damage_taken", "min_damage_taken", opt(r["minimum_damage_taken"], convert=int)),
        ]:
            if value not in (None, False):
                extra[key] = value
        row = {
            "from": pokemon_name(from_pokemon),
            "to": pokemon_name(to_pokemon),
            "trigger": triggers[r["evolution_trigger_id"]],
            "min_level": opt(r["minimum_level"], convert=int),
            "item": opt(r["trigger_item_id"], items),
            "held_item": opt(r["held_item_id"], items),
            "known_move": opt(r["known_move_id"], moves, names.move_name),
            "known_move_type": type_name(r["known_move_type_id"]),
            "min_happiness": opt(r["minimum_happiness"], convert=int),
            "min_beauty": opt(r["minimum_beauty"], convert=int),
            "min_affection": opt(r["minimum_affection"], convert=int),
            "time_of_day": r["time_of_day"] or None,
            "location": opt(r["location_id"], locations),
            "gender": opt(r["gender_id"], genders),
            "trade_species": opt(r["trade_species_id"], None,
                                 lambda s: pokemon_name(default_pokemon[s])),
            "needs_overworld_rain": r["needs_overworld_rain"] == "1",
            "party_species": opt(r["party_species_id"], None,
                                 lambda s: pokemon_name(default_pokemon[s])),
            "party_type": type_name(r["party_type_id"]),
            "relative_physical_stats": opt(r["relative_physical_stats"], convert=int),
            "turn_upside_down": r["turn_upside_down"] == "1",
            "version_group": version_group,
            "default": r["is_default"] == "1",
            "since": since,
            "since_generation": vg_gen[since],
            "until": None,
            "pokeapi_id": int(r["id"]),
        }
        if extra:
            row["extra"] = extra
        row["_pair"] = (from_pokemon, r["base_form_id"], to_pokemon, r["evolved_form_id"])
        row["_species"] = int(to_species["id"])
        out_rows.append(row)

    if names.unmapped:
        sys.exit("unmapped PokeAPI names: " + ", ".join(sorted(set(names.unmapped))))

    # until: the version group before the one that ends the row (see above).
    for row in out_rows:
        later = [o for o in out_rows if o["_pair"] == row["_pair"]
                 and rank[o["version_group"]] > rank[row["version_group"]]
                 and (o["default"] or not row["default"])]
        if later:
            end = min(rank[o["version_group"]] for o in later)
            row["until"] = order[end - 1]
            if rank[row["until"]] < rank[row["since"]]:
                sys.exit("row %d ends before it starts" % row["pokeapi_id"])

    out_rows.sort(key=lambda o: (o["_species"], o["pokeapi_id"]))
    for row in out_rows:
        del row["_pair"], row["_species"]
    document = {
        "source": "PokeAPI/pokeapi at %s: %s" % (commit, ", ".join("data/v2/csv/" + f for f in FILES)),
        "license": "PokeAPI data, BSD-3-Clause: see data/dex/LICENSE-pokeapi.txt",
        "generator": "data/evolutions/extract.py",
        "version_groups": order,
        "evolutions": out_rows,
    }
    with open(out, "w", encoding="utf-8") as f:
        f.write(dumps(document))
    print("%s: %d evolutions" % (out, len(out_rows)), file=sys.stderr)


if __name__ == "__main__":
    main()
