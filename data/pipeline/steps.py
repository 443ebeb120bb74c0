"""Every step of the data pipeline, in the order a rebuild runs them (each
step reads only committed files and the outputs of the steps before it).

A step is a command run from the repository root: `python3 data/...` or
`node data/gen/...`.  `needs` names the source repositories it reads (their
snapshots come from `--sources DIR`, data/README.md section 11); `node`
marks the steps that need the pinned @pkmn/dex (`npm ci` in data/gen).
`kind` is "gen" (writes committed files) or "check" (validates them, writes
nothing).  `group` is the family the step belongs to (`--only GROUP`).
"""

from collections import namedtuple

Step = namedtuple("Step", "group kind argv needs node")

POKEAPI = "PokeAPI/pokeapi"
NUZLOCKE = "domtronn/nuzlocke.app"
GEN59 = ["KinglerChamp/VanillaNuzlockeCalc", "hzla/Dynamic-Calc", "XLuma/SV-Randomizer",
         "diballesteros/nuzlocke", NUZLOCKE]
ETG = "Admiral-Fish/EncounterTableGenerator"
SLOTS = "Spouik/PokemonEncCalc"
PKHEX = "kwsch/PKHeX"
SVR = "XLuma/SV-Randomizer"
VNC = "KinglerChamp/VanillaNuzlockeCalc"
SRC = "{sources}"  # replaced by the --sources folder


def gen(group, argv, needs=(), node=False):
    return Step(group, "gen", argv, list(needs), node)


def check(group, argv, needs=(), node=False):
    return Step(group, "check", argv, list(needs), node)


def py(script, *args, sources=False):
    return ["python3", "data/" + script] + (["--sources", SRC] if sources else []) + list(args)


GEN12 = {"red-blue": "pret/pokered", "yellow": "pret/pokeyellow",
         "gold-silver": "pret/pokegold", "crystal": "pret/pokecrystal"}
GEN34 = {"ruby-sapphire": "pret/pokeruby", "firered-leafgreen": "pret/pokefirered",
         "diamond-pearl": "pret/pokediamond", "platinum": "pret/pokeplatinum",
         "heartgold-soulsilver": "pret/pokeheartgold"}
RSE = {"ruby-sapphire": "pret/pokeruby", "emerald": "pret/pokeemerald"}
RBY = {"red-blue": "pret/pokered", "yellow": "pret/pokeyellow"}
GSC = {"gold-silver": "pret/pokegold", "crystal": "pret/pokecrystal"}


def steps():
    out = []
    # charts, species, moves and learnsets of generations 5-9 (@pkmn/dex)
    out.append(gen("gen", ["node", "data/gen/generate.mjs", "data"], node=True))
    # machine tables of generations 5-9 (PokeAPI) and the game learnset files
    # made of them and of the files above
    out.append(gen("gen", py("learnsets/extract_machines_gen59.py", sources=True), [POKEAPI]))
    out.append(gen("gen", ["node", "data/gen/machines.mjs", "data"], node=True))
    # game files: the extracts, then the files and maps built from them
    for game, repo in GEN12.items():
        out.append(gen("games", py("games/extract_gen12.py", game, sources=True), [repo]))
    for game, repo in GEN34.items():
        out.append(gen("games", py("games/extract_gen34.py", game, sources=True), [repo]))
    out.append(gen("games", py("games/extract_gen34.py", "emerald", "--parties",
                               "data/games/extract/emerald-parties.txt", sources=True), ["pret/pokeruby"]))
    out.append(gen("games", py("games/extract_gen59.py", sources=True), GEN59, node=True))
    out.append(gen("games", py("games/build.py")))
    out.append(gen("games", py("games/maps_gen59.py")))
    out.append(gen("games", py("games/disagreements_gen59.py"), node=True))
    out.append(gen("games", py("maps/derive_gen14.py")))
    # Pokédexes, evolutions
    out.append(gen("dex", py("dex/extract.py", sources=True), [POKEAPI]))
    out.append(gen("evolutions", py("evolutions/extract.py", sources=True), [POKEAPI]))
    # Red/Blue, Yellow
    for game, repo in RBY.items():
        out.append(gen("rby", py("encounters/extract_gen1.py", game, sources=True), [repo]))
        out.append(gen("rby", py("encounters/pokeapi_rby.py", game, sources=True), [POKEAPI]))
        out.append(gen("rby", py("learnsets/extract_gen1.py", game, sources=True), [repo], node=True))
        out.append(gen("rby", py("story/build_rby.py", game, sources=True), [repo], node=True))
    # Gold/Silver, Crystal (the story reads the encounters)
    for game, repo in GSC.items():
        out.append(gen("gsc", py("encounters/extract_gsc.py", game, sources=True), [repo]))
        out.append(gen("gsc", py("learnsets/extract_gsc.py", game, sources=True), [repo]))
    out.append(gen("gsc", py("encounters/pokeapi_gsc.py", sources=True), [POKEAPI]))
    for game, repo in GSC.items():
        out.append(gen("gsc", py("story/build_gsc.py", game, sources=True), [repo]))
    # Ruby/Sapphire, Emerald
    for game, repo in RSE.items():
        out.append(gen("rse", py("encounters/extract_rse.py", game, sources=True), [repo]))
        out.append(gen("rse", py("learnsets/extract_rse.py", game, sources=True), [repo], node=True))
        out.append(gen("rse", py("story/build_rse.py", game, sources=True), [repo]))
    out.append(gen("rse", py("encounters/pokeapi_rse.py", sources=True), [POKEAPI]))
    # FireRed/LeafGreen
    for script in ("encounters/extract_frlg.py", "learnsets/extract_frlg.py", "story/build_frlg.py"):
        out.append(gen("frlg", py(script, sources=True), ["pret/pokefirered"], node=True))
    out.append(gen("frlg", py("encounters/pokeapi_frlg.py", sources=True), [POKEAPI]))
    # Diamond/Pearl, Platinum
    out.append(gen("dppt", py("encounters/extract_pokeapi_dppt.py", sources=True), [POKEAPI]))
    out.append(gen("dppt", py("encounters/build_dppt.py", sources=True), ["pret/pokeplatinum"]))
    out.append(gen("dppt", py("learnsets/extract_dppt.py", sources=True),
                   ["pret/pokediamond", "pret/pokeplatinum"], node=True))
    out.append(gen("dppt", py("story/extract_platinum.py", sources=True), ["pret/pokeplatinum"]))
    out.append(gen("dppt", py("story/extract_diamond_pearl.py", sources=True), ["pret/pokediamond"]))
    out.append(gen("dppt", py("story/build_dppt.py")))
    # HeartGold/SoulSilver
    for script in ("encounters/extract_hgss.py", "learnsets/extract_hgss.py", "story/build_hgss.py"):
        out.append(gen("hgss", py(script, sources=True), ["pret/pokeheartgold"], node=True))
    out.append(gen("hgss", py("encounters/pokeapi_hgss.py", sources=True), [POKEAPI]))
    # Black/White, Black 2/White 2
    out.append(gen("gen5", py("encounters/extract_pokeapi_gen5.py", sources=True), [POKEAPI]))
    out.append(gen("gen5", py("encounters/build_gen5.py")))
    out.append(gen("gen5", py("story/extract_order_gen5.py", sources=True), [NUZLOCKE]))
    out.append(gen("gen5", py("story/build_gen5.py")))
    # X/Y, Sun/Moon, Ultra Sun/Ultra Moon, Sword/Shield
    out.append(gen("gen68", py("encounters/extract_pokeapi_gen68.py", sources=True), [POKEAPI]))
    out.append(gen("gen68", py("story/extract_order_gen68.py", sources=True), [NUZLOCKE]))
    out.append(gen("gen68", py("encounters/build_gen68.py")))
    out.append(gen("gen68", py("story/build_gen68.py")))
    # Omega Ruby/Alpha Sapphire (PokeAPI's rows and nuzlocke.app's order come
    # from the gen68 extracts above; the story reads ruby-sapphire.json)
    out.append(gen("oras", py("encounters/extract_oras.py", sources=True), [SLOTS]))
    out.append(gen("oras", py("encounters/crosscheck_oras_pkhex.py", sources=True), [PKHEX]))
    out.append(gen("oras", py("encounters/build_oras.py")))
    out.append(gen("oras", py("story/build_oras.py")))

    # Brilliant Diamond/Shining Pearl (the story reads Diamond/Pearl's story file)
    out.append(gen("bdsp", py("encounters/extract_bdsp.py", sources=True), [ETG, PKHEX]))
    out.append(gen("bdsp", py("encounters/build_bdsp.py")))
    out.append(gen("bdsp", py("story/build_bdsp.py")))

    # Scarlet/Violet (the names of the extract need @pkmn/dex; the story reads
    # the encounter file)
    out.append(gen("sv", py("encounters/extract_sv.py", sources=True), [PKHEX, SVR, NUZLOCKE, VNC], node=True))
    out.append(gen("sv", py("encounters/build_sv.py")))
    out.append(gen("sv", py("story/build_sv.py")))

    # the moves that cannot be leaned on, and each game's relearner and trade
    # level (read the committed story, encounter and learnset files)
    out.append(gen("moves", py("moves/build_unreliable.py", sources=True), ["smogon/pokemon-showdown"]))
    out.append(gen("moves", py("moves/build_learning.py", sources=True),
                   ["pret/pokered", "pret/pokeyellow", "pret/pokegold", "pret/pokecrystal",
                    "pret/pokeruby", "pret/pokeemerald", "pret/pokefirered", "pret/pokediamond",
                    "pret/pokeplatinum", "pret/pokeheartgold"]))

    # validation of the committed files (the regeneration is the diff above)
    out.append(check("gen", ["node", "data/gen/check-moves.mjs", "data"], node=True))
    out.append(check("gen", ["node", "data/gen/check-learnsets.mjs", "data"], node=True))
    out.append(check("games", py("maps/derive_gen14.py", "--check")))
    out.append(check("evolutions", py("evolutions/check_evolutions.py", sources=True), [POKEAPI]))
    out.append(check("rby", py("story/check_rby.py", sources=True),
                     ["pret/pokered", "pret/pokeyellow", POKEAPI], node=True))
    out.append(check("gsc", py("story/check_gsc.py", "--no-regen"), node=True))
    out.append(check("rse", py("story/check_rse.py", sources=True),
                     ["pret/pokeruby", "pret/pokeemerald", POKEAPI], node=True))
    out.append(check("frlg", py("story/check_frlg.py", sources=True),
                     ["pret/pokefirered", POKEAPI], node=True))
    out.append(check("dppt", py("story/check_dppt.py", "--no-regen"), node=True))
    out.append(check("hgss", py("story/check_hgss.py"), node=True))
    out.append(check("gen5", py("story/check_gen5.py", "--no-regen")))
    out.append(check("gen5", py("story/check_gen5.py", "--no-regen", sources=True),
                     needs=("SparkyDaDoggo/Archipelago",)))
    out.append(check("gen68", py("story/check_gen68.py", "--no-regen")))
    # The gym TM rows of story/extract/gym-tms.json against their snapshots.
    out.append(check("gen68", py("story/check_gen68.py", "--no-regen", sources=True),
                     needs=("Brian0255/NDS-Ironmon-Tracker", "AsteriodBlues/LuminaDex")))
    out.append(check("bdsp", py("story/check_bdsp.py", "--no-regen")))
    out.append(check("oras", py("story/check_oras.py", "--no-regen")))
    out.append(check("sv", py("story/check_sv.py")))
    return out
