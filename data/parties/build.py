"""Build data/parties/<game>.json: the leaders' parties as the game has
them, for `pokelinks gym` and the Showdown export of a gym.

Each battle of the game's extract (data/games/extract/<game>.json, the
file the game file is built from, with its cited source) gives the gym,
the version or starter it depends on, the trainer and each Pokémon's
species, level, moves and held item (the item only where the extract
holds one: the generation 5-9 extracts of X/Y, Omega Ruby/Alpha Sapphire,
Sun/Moon, Ultra Sun/Ultra Moon, Black 2/White 2 and Brilliant
Diamond/Shining Pearl read it from VanillaNuzlockeCalc's sets; the pret
extracts of generations 1-4 do not read items). The ability and Tera type
come from data/abilities/trainers/<game>.json, battle by battle and
Pokémon by Pokémon in the same order (the script checks the species
agree); generations 1 and 2 have no abilities, and only Scarlet/Violet
has a Tera type, given for the Pokémon that Terastallizes. Each move is
written as data/moves/gen-N.json (Showdown's data, through @pkmn/dex)
names it, matched by its folded name (the pret extracts spell a few
moves otherwise: `Doubleslap` is `Double Slap`), so that a calculator
reads it. Two moves the older games name as their text did, and the moves
files (Showdown's names) as later games do, are renamed by RENAMED: Hi
Jump Kick (High Jump Kick in data/moves/gen-1.json) and Faint Attack
(Feint Attack in data/moves/gen-2.json). A move the generation's file
leaves out (Flash in Brilliant Diamond/Shining Pearl: the gen-8 file holds
only the moves Showdown has in generation 8) keeps the extract's name.

Run from the repository's root: python3 data/parties/build.py
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
from data.pipeline.jsonio import fold, load, write_json  # noqa: E402

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def versions(v):
    if v is None:
        return None
    return v if isinstance(v, list) else [v]


RENAMED = {"hijumpkick": "High Jump Kick", "faintattack": "Feint Attack"}


def move_names(generation):
    moves = load(os.path.join(DATA, "moves", "gen-%d.json" % generation))["moves"]
    return {fold(m["name"]): m["name"] for m in moves}


def build(game):
    extract_path = os.path.join(DATA, "games", "extract", game + ".json")
    extract = load(extract_path)
    trainers_path = os.path.join(DATA, "abilities", "trainers", game + ".json")
    trainers = load(trainers_path)["battles"] if os.path.exists(trainers_path) else None
    if trainers is not None and len(trainers) != len(extract["battles"]):
        sys.exit("%s: %d battles in the extract, %d in the trainers file"
                 % (game, len(extract["battles"]), len(trainers)))
    generation = load(os.path.join(DATA, "games", game + ".json"))["generation"]
    names = move_names(generation)

    def move(m):
        name = m["name"] if isinstance(m, dict) else m
        name = RENAMED.get(fold(name), name)
        return names.get(fold(name), name)

    battles = []
    for n, battle in enumerate(extract["battles"]):
        foes = trainers[n]["party"] if trainers is not None else [None] * len(battle["party"])
        party = []
        for mon, foe in zip(battle["party"], foes, strict=True):
            if foe is not None and foe["species"] != mon["species"]:
                sys.exit("%s: battle %d: %s in the extract, %s in the trainers file"
                         % (game, n, mon["species"], foe["species"]))
            party.append({
                "species": mon["species"],
                "level": mon["level"],
                "moves": [move(m) for m in mon["moves"]],
                "ability": foe["ability"] if foe else None,
                "item": mon.get("item") or None,
                "tera_type": foe["tera_type"] if foe and foe.get("terastallizes") else None,
            })
        battles.append({
            "gym": battle["gym"],
            "version": versions(battle.get("version")),
            "trainer": battle["trainer"],
            "party": party,
        })
    source = extract["source"]
    return {
        "game": game,
        "source": source if isinstance(source, str) else "; ".join(map(str, source)),
        "from": ["data/games/extract/%s.json" % game]
        + (["data/abilities/trainers/%s.json" % game] if trainers is not None else []),
        "built_by": "data/parties/build.py",
        "battles": battles,
    }


def main():
    games = [g["id"] for g in load(os.path.join(DATA, "games.json"))["games"]]
    for game in games:
        write_json(os.path.join(DATA, "parties", game + ".json"), build(game))


if __name__ == "__main__":
    main()
