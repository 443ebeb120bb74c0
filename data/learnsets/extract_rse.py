#!/usr/bin/env python3
"""Level-up moves and TM/HM compatibility of Ruby/Sapphire and Emerald
(data/learnsets/<game>.json).

Usage:
    python3 data/learnsets/extract_rse.py --sources DIR ruby-sapphire [OUT]
    python3 data/learnsets/extract_rse.py --sources DIR emerald [OUT]

pret/pokeruby at f6e2a5901e83383ad666c7ff564cecfcbcb55081, pret/pokeemerald
at e325cd3044e02072dc2221efbc896d20d19ddb99 (DIR: data/README.md section 11),
read with `git show COMMIT:path` (nothing of pret is built or copied):
- level-up: src/data/pokemon/level_up_learnsets.h and
  level_up_learnset_pointers.h (pokeruby's pointer table is positional,
  indexed by include/constants/species.h; pokeemerald's is designated),
  parsed by Gen3.learnset of data/games/extract_gen34.py (imported, not
  changed); moves in the source's order;
- TM/HM: src/data/pokemon/tmhm_learnsets.h (TMHM(TMnn_...)/TMHM(HMnn_...) bits);
- the TM/HM -> move table: pokeruby src/party_menu.c TMHMMoves[],
  pokeemerald src/data/party_menu.h sTMHMMoves[] (TM01..TM50 then HM01..HM08).
Species: every SPECIES_ constant of tmhm_learnsets.h except SPECIES_NONE and
the unused SPECIES_OLD_UNOWN_* placeholders, named as data/species/gen-3.json
(fails on any name it cannot map); Deoxys has one learnset in these games and
is listed once as "Deoxys" (its forms Deoxys-Attack/-Defense/-Speed of
gen-3.json share it).  Moves: names of @pkmn/dex (data/gen/node_modules, run
`npm ci` in data/gen first): the source's MOVE_ constant is folded (lowercase,
alphanumerics only) and matched, with MOVE_ALIASES for the renamed ones;
fails on anything unmapped.  Output order: species in national-dex order of
data/species/gen-3.json.  Standard library only (plus `node` for the move list).
"""

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "data", "games"))
sys.path.insert(0, os.path.join(ROOT, "data", "encounters"))
import extract_gen34  # noqa: E402
from extract_rse import species_namer, fold, parse_game_args, dumps  # noqa: E402
from data.pipeline import dex  # noqa: E402
from data.pipeline import jsonio  # noqa: E402

GAMES = {
    "ruby-sapphire": {"repo": "pret/pokeruby", "tmhm_moves": ("src/party_menu.c", "TMHMMoves")},
    "emerald": {"repo": "pret/pokeemerald", "tmhm_moves": ("src/data/party_menu.h", "sTMHMMoves")},
}
TMHM_FILE = "src/data/pokemon/tmhm_learnsets.h"
# Source spelling (folded) -> @pkmn/dex name, where folding alone does not match.
MOVE_ALIASES = {
    "hijumpkick": "High Jump Kick",
    "faintattack": "Feint Attack",
    "smellingsalt": "Smelling Salts",
    "vicegrip": "Vise Grip",
}


def dex_moves(gen=3):
    script = ("import {Dex} from '@pkmn/dex';"
              f"const g=Dex.forGen({gen});"
              f"console.log(JSON.stringify(g.moves.all().filter(m=>m.exists&&m.gen<={gen}&&!m.isNonstandard)"
              ".map(m=>m.name)));")
    return dex.inline(script, module=True)


def move_namer():
    names = dex_moves()
    by_fold = {fold(n): n for n in names}

    def name(const):
        f = fold(const[len("MOVE_"):])
        n = MOVE_ALIASES.get(f) or by_fold.get(f)
        if n is None or n not in names:
            raise SystemExit(f"unmapped move {const}")
        return n
    return name


def extract(game, git_dir, commit):
    cfg = GAMES[game]
    src = extract_gen34.Git(git_dir, commit)
    g3 = extract_gen34.Gen3(src, extract_gen34.GAMES[game])
    spname = species_namer()
    mvname = move_namer()
    strip = extract_gen34.strip_comments

    path, sym = cfg["tmhm_moves"]
    text = strip(src.read(path))
    body = extract_gen34.c_block(text, text.index(sym + "[]"))
    tm_moves = re.findall(r"MOVE_\w+", body)
    if len(tm_moves) != 58:
        raise SystemExit(f"{path} {sym}: {len(tm_moves)} moves, expected 50 TMs + 8 HMs")
    machine_ids = [f"tm{i:02d}" for i in range(1, 51)] + [f"hm{i:02d}" for i in range(1, 9)]
    machines = {mid: mvname(m) for mid, m in zip(machine_ids, tm_moves)}

    tm_text = strip(src.read(TMHM_FILE))
    tm_of = {}
    for sp, body in re.findall(r"\[(SPECIES_\w+)\]\s*=\s*TMHM_LEARNSET\((.*?)\)\s*,\s*(?=\[|\}|$)", tm_text, re.S):
        ids = []
        for kind, num, _ in re.findall(r"TMHM\((TM|HM)(\d\d)(_\w+)?\)", body):
            ids.append(kind.lower() + num)
        tm_of[sp] = ids
    species = {}
    for const, ids in tm_of.items():
        if const == "SPECIES_NONE" or const.startswith("SPECIES_OLD_UNOWN"):
            continue
        name = spname(const)
        if name in species:
            raise SystemExit(f"{name} twice")
        levelup = [[lvl, mvname(m)] for lvl, m in g3.learnset(const)]
        bad = [i for i in ids if i not in machines]
        if bad:
            raise SystemExit(f"{const}: unknown machine {bad}")
        species[name] = {"levelup": levelup, "machines": sorted(set(ids), key=machine_ids.index)}
    order = jsonio.species_names(3)
    missing = [n for n in order if n not in species and not n.startswith("Deoxys-")]
    if missing:
        raise SystemExit(f"species without learnset: {missing}")
    doc = {
        "game": game,
        "source": f"{cfg['repo']} at {commit}: src/data/pokemon/level_up_learnsets.h, "
                  f"src/data/pokemon/level_up_learnset_pointers.h, {TMHM_FILE}, {path} ({sym})"
                  + (", include/constants/species.h" if game == "ruby-sapphire" else ""),
        "generator": "data/learnsets/extract_rse.py",
        "note": "Deoxys is listed once (one learnset in these games; its forms of data/species/gen-3.json "
                "share it" + ("; Emerald's Deoxys learnset differs from Ruby/Sapphire's"
                              if game == "emerald" else "") + "). Move tutors and egg moves are not included.",
        "machines": machines,
        "species": {n: species[n] for n in order if n in species},
    }
    return doc


def main(argv):
    git_dir, game, commit, out = parse_game_args(argv, __doc__)
    out = out or os.path.join(HERE, game + ".json")
    doc = extract(game, git_dir, commit)
    with open(out, "w", encoding="utf-8") as f:
        f.write(dumps(doc))
    print(f"wrote {out}: {len(doc['species'])} species")


if __name__ == "__main__":
    main(sys.argv)
