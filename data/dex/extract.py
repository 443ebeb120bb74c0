#!/usr/bin/env python3
"""Derive the regional Pokédex files data/dex/<identifier>.json and
data/dex/versions.json from PokeAPI's CSV data (stdlib only, deterministic).

Usage: extract.py --sources DIR

Reads PokeAPI/pokeapi at its pinned commit (data/pipeline/sources.py; DIR as
in data/README.md section 11), with `git show COMMIT:path`:
data/v2/csv/pokedexes.csv, pokedex_prose.csv (English names),
pokedex_version_groups.csv, version_groups.csv, pokemon_dex_numbers.csv,
pokemon_species.csv.  The CSVs are not copied; only the derived lists are
written (PokeAPI's BSD-3-Clause notice is kept in LICENSE-pokeapi.txt).

Covered: the Pokédexes used by the main-series version groups of
generations 1-9 listed in MAIN_SERIES below (the Japanese-only
red-green-japan/blue-japan, Colosseum, XD, Legends: Z-A, Mega Dimension and
Champions are left out).

Each dex file: name (PokeAPI's English name), identifier, source,
version_groups (those of MAIN_SERIES using the dex, in PokeAPI's version-group
order), species (number = regional number, national = national number, i.e.
PokeAPI's species id, identifier = species identifier), ordered by regional
number then national number.  Entries with regional number 0 (Victini in the
Unova dexes) are kept as they are.
versions.json: a plain JSON object, each MAIN_SERIES version group (in
PokeAPI's version-group order) -> its dex identifiers, in the order of the
rows of pokedex_version_groups.csv.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from data.pipeline import sources, pokeapi  # noqa: E402
from data.pipeline.jsonio import write_json  # noqa: E402

MAIN_SERIES = [
    "red-blue", "yellow", "gold-silver", "crystal", "ruby-sapphire", "emerald",
    "firered-leafgreen", "diamond-pearl", "platinum", "heartgold-soulsilver",
    "black-white", "black-2-white-2", "x-y", "omega-ruby-alpha-sapphire",
    "sun-moon", "ultra-sun-ultra-moon", "lets-go-pikachu-lets-go-eevee",
    "sword-shield", "the-isle-of-armor", "the-crown-tundra",
    "brilliant-diamond-shining-pearl", "legends-arceus", "scarlet-violet",
    "the-teal-mask", "the-indigo-disk",
]
ENGLISH = pokeapi.ENGLISH
FILES = ["pokedexes.csv", "pokedex_prose.csv", "pokedex_version_groups.csv",
         "version_groups.csv", "pokemon_dex_numbers.csv", "pokemon_species.csv"]


def main():
    srcs, _ = sources.require(sys.argv[1:], __doc__)
    api = pokeapi.open_sources(srcs)
    commit, table = api.commit, api.table
    out_dir = os.path.dirname(os.path.abspath(__file__))

    dexes = {r["id"]: r["identifier"] for r in table("pokedexes.csv")}
    names = {r["pokedex_id"]: r["name"] for r in table("pokedex_prose.csv")
             if r["local_language_id"] == ENGLISH}
    vgroups = table("version_groups.csv")
    vg_ident = {r["id"]: r["identifier"] for r in vgroups}
    vg_order = {r["identifier"]: int(r["order"]) for r in vgroups}
    missing = [v for v in MAIN_SERIES if v not in vg_order]
    assert not missing, missing
    links = [(r["pokedex_id"], vg_ident[r["version_group_id"]])
             for r in table("pokedex_version_groups.csv")]
    species = {r["id"]: r["identifier"] for r in table("pokemon_species.csv")}
    numbers = table("pokemon_dex_numbers.csv")

    versions = {v: [dexes[d] for d, g in links if g == v] for v in MAIN_SERIES}
    used = sorted({d for d, g in links if g in MAIN_SERIES}, key=int)
    source = ("PokeAPI/pokeapi at %s: " % commit
              + ", ".join("data/v2/csv/" + f for f in FILES))
    for dex_id in used:
        ident = dexes[dex_id]
        groups = sorted({g for d, g in links if d == dex_id and g in MAIN_SERIES},
                        key=lambda g: vg_order[g])
        entries = sorted(
            ((int(r["pokedex_number"]), int(r["species_id"])) for r in numbers
             if r["pokedex_id"] == dex_id))
        doc = {
            "name": names[dex_id], "identifier": ident, "source": source,
            "version_groups": groups,
            "species": [{"number": n, "national": s, "identifier": species[str(s)]}
                        for n, s in entries],
        }
        write_json(os.path.join(out_dir, ident + ".json"), doc)
    ordered = {v: versions[v] for v in sorted(MAIN_SERIES, key=lambda v: vg_order[v])}
    write_json(os.path.join(out_dir, "versions.json"), ordered)


if __name__ == "__main__":
    main()
