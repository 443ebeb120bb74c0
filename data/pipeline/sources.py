"""The source repositories the pipeline reads, each at its pinned commit, and
the one way a script is told where their snapshots are: `--sources DIR`.

DIR holds one folder per repository, named `<owner>+<name>` (or just
`<name>`, as `git clone` names it).  Each folder is a clone (`git clone
https://github.com/<owner>/<name> DIR/<owner>+<name>`), a bare git directory,
or a folder holding a git directory named `repo`.  Only the commit pinned
below is read, with `git show COMMIT:path`; the working tree, if any, is
never looked at, so a clone at any checkout works as long as it has the
commit.  data/README.md section 11 lists the same table with the clone
commands.
"""

import os

from .git import Repo, has_commit

# owner/name -> the commit read, and what it feeds.  `also`: other
# repositories that hold the same commit and may stand in for it.
SOURCES = {
    "pret/pokered": {"commit": "079d1cc92fc3b0ec82bc1418c2b4045bfca84620",
                     "feeds": "Red/Blue: game file, encounters, learnsets, story; the evolution check"},
    "pret/pokeyellow": {"commit": "0a0851546ff65f65c4bb2af2b95e279e709a8653",
                        "feeds": "Yellow: game file, encounters, learnsets, story"},
    "pret/pokegold": {"commit": "28b2a15c888fa22fb8126c929ec1d838e84657dc",
                      "feeds": "Gold/Silver: game file, encounters, learnsets, story"},
    "pret/pokecrystal": {"commit": "3438c7003a57fa2987fcb223d14b660761b33c64",
                         "feeds": "Crystal: game file, encounters, learnsets, story"},
    "pret/pokeruby": {"commit": "f6e2a5901e83383ad666c7ff564cecfcbcb55081",
                      "feeds": "Ruby/Sapphire: game file, encounters, learnsets, story; Emerald's game file"},
    "pret/pokeemerald": {"commit": "e325cd3044e02072dc2221efbc896d20d19ddb99",
                         "also": ["mrgriffin/pokeemerald"],
                         "feeds": "Emerald: encounters, learnsets, story, the game file's parties "
                                  "(data/games/extract/emerald-parties.txt)"},
    "pret/pokefirered": {"commit": "df4449a27cd78dd747ce269e47d3ab4a0149d8f4",
                         "feeds": "FireRed/LeafGreen: game file, encounters, learnsets, story"},
    "pret/pokediamond": {"commit": "cf51c2828f780c0a68e8e8d0bbc69d15fbe44140",
                         "feeds": "Diamond/Pearl: game file, learnsets, story extract"},
    "pret/pokeplatinum": {"commit": "6b2e9a5bf94c714ef8ef7cda5be06c0ccee01c70",
                          "feeds": "Platinum: game file, encounters, learnsets, story extract"},
    "pret/pokeheartgold": {"commit": "0985e8718df4f25e64d6507d89c0c97c0d288981",
                           "feeds": "HeartGold/SoulSilver: game file, encounters, learnsets, story"},
    "PokeAPI/pokeapi": {"commit": "bbef3d99ddfa8277f726414c89b471267aef8a8e",
                        "feeds": "Pokédexes, evolutions, the encounter extracts and cross-checks, story checks"},
    "domtronn/nuzlocke.app": {"commit": "dcf66704628f47940d562d461c6710ce9e6bbe85",
                              "feeds": "story order of generations 5-8; game files of generations 5-9 "
                                       "(second or third source); Scarlet/Violet: the Titans' levels "
                                       "and the order cross-check (data/encounters/sv/order.json)"},
    "KinglerChamp/VanillaNuzlockeCalc": {"commit": "150f5536179c140ab1c93e6ceffe76891208ce6c",
                                         "feeds": "game files of generations 5-9 (primary source); Scarlet/Violet: "
                                                  "the Titans' levels (data/encounters/sv/order.json)"},
    "hzla/Dynamic-Calc": {"commit": "0c79efccc369eea3137c1ffabfe8f2005f4ff8d0",
                          "feeds": "game files of Black/White, Black 2/White 2 (second source)"},
    "XLuma/SV-Randomizer": {"commit": "3c28a5c9485b37cf858d5c1254dfe8867790a11b",
                            "feeds": "game file of Scarlet/Violet (second source); its spawn table: "
                                     "versions, story flags, the wild cross-check (data/encounters/sv/spawns.json)"},
    "diballesteros/nuzlocke": {"commit": "bb9478929c577400ed50fa81c436e1da7b81f64f",
                               "feeds": "game files of generations 6-8 and Brilliant Diamond/Shining "
                                        "Pearl (third source)"},
    "Admiral-Fish/EncounterTableGenerator": {"commit": "9a2ed62db6fb8af359a9815e172f5408300cf7d6",
                                             "feeds": "Brilliant Diamond/Shining Pearl: wild tables, honey "
                                                      "trees, Great Marsh and Trophy Garden lists, Grand "
                                                      "Underground (data/encounters/bdsp/tables.json)"},
    "Spouik/PokemonEncCalc": {"commit": "284d01d9b096349101c348b8d69c0c67dbdab1a7",
                              "feeds": "Omega Ruby/Alpha Sapphire wild slot tables "
                                       "(data/encounters/extract/oras-slots.csv)"},
    "Brian0255/NDS-Ironmon-Tracker": {"commit": "07ee1605538ae7199260514edc3c186d2664bdf0",
                                      "feeds": "Black/White and Black 2/White 2: the gym TMs in badge "
                                               "order (data/story/extract/gym-tms.json)"},
    "AsteriodBlues/LuminaDex": {"commit": "6de93abb730cdf43d76e89bc19bc07046732dc86",
                                "feeds": "gym TMs of Black/White, X/Y and Sword/Shield "
                                         "(data/story/extract/gym-tms.json); Sword/Shield's catch "
                                         "levels by badges (data/story/src/sword-shield.json)"},
    "SparkyDaDoggo/Archipelago": {"commit": "bd2a4bcee6d4d2123b98f9dc596956b8e83a348f",
                                  "feeds": "Black/White: the region graph's gates (cited in "
                                           "data/story/src/black-white.json) and the item places "
                                           "quoted in data/story/extract/items-gen5.json"},
    "smogon/pokemon-showdown": {"commit": "9fcf262d91c4572289c9e8421936fd0aa25c8e5d",
                                "feeds": "the moves that cannot be leaned on, each with the line of "
                                         "data/moves.ts that sets its condition "
                                         "(data/moves/unreliable.json)"},
    "kwsch/PKHeX": {"commit": "c7a5ab29be02250c6db7db06cbd58ab01c5b08e5",
                    "feeds": "Brilliant Diamond/Shining Pearl: gifts, statics, trades, location names "
                             "and the wild cross-check (data/encounters/bdsp/pkhex.json); Omega "
                             "Ruby/Alpha Sapphire cross-check of the wild slot tables "
                             "(data/encounters/extract/oras-pkhex.json); Scarlet/Violet: wild slots, "
                             "fixed spawns, gifts and statics, location names (data/encounters/sv/)"},
}


def commit(repo):
    return SOURCES[repo]["commit"]


def _git_dir_in(folder):
    """The git directory of a clone, bare repository or folder holding `repo`."""
    for cand in (os.path.join(folder, "repo"), os.path.join(folder, ".git"), folder):
        if os.path.isfile(os.path.join(cand, "HEAD")) and os.path.isdir(os.path.join(cand, "objects")):
            return cand
    return None


class Sources:
    def __init__(self, root):
        self.root = root

    def find(self, repo):
        """The git directory of `repo` (owner/name) under the root holding its
        pinned commit, else None."""
        want = SOURCES[repo]["commit"] if repo in SOURCES else None
        for name in [repo] + SOURCES.get(repo, {}).get("also", []):
            owner, short = name.split("/")
            for folder in (owner + "+" + short, short):
                git_dir = _git_dir_in(os.path.join(self.root, folder))
                if git_dir and (want is None or has_commit(git_dir, want)):
                    return git_dir
        return None

    def git_dir(self, repo):
        git_dir = self.find(repo)
        if git_dir is None:
            raise SystemExit("no snapshot of %s at %s under %s (see data/README.md section 11: "
                             "git clone https://github.com/%s %s)"
                             % (repo, SOURCES.get(repo, {}).get("commit", "?"), self.root, repo,
                                os.path.join(self.root, repo.replace("/", "+"))))
        return git_dir

    def repo(self, repo, cls=Repo, **kw):
        """`repo` at its pinned commit, as a `cls` (a data.pipeline.git.Repo)."""
        return cls(self.git_dir(repo), commit(repo), name=repo, **kw)


def split(argv):
    """Take `--sources DIR` (or `--sources=DIR`) out of argv: (Sources or
    None, the other arguments)."""
    rest, root = [], None
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--sources":
            if i + 1 >= len(argv):
                raise SystemExit("--sources needs a folder")
            root = argv[i + 1]
            i += 2
            continue
        if a.startswith("--sources="):
            root = a[len("--sources="):]
        else:
            rest.append(a)
        i += 1
    return (Sources(root) if root is not None else None), rest


def game_args(argv, usage, games=None):
    """`--sources DIR [GAME] [OUT]`, the arguments of a generator: (Sources,
    GAME or None, OUT or None).  With `games`, GAME is required and must be
    one of them; without, there is none.  SystemExit with `usage` otherwise."""
    srcs, args = require(argv, usage)
    if games is not None:
        if not args or args[0] not in games:
            raise SystemExit(usage)
        game, args = args[0], args[1:]
    else:
        game = None
    if len(args) > 1:
        raise SystemExit(usage)
    return srcs, game, (args[0] if args else None)


def require(argv, usage):
    """Like split(), but `--sources DIR` is required (SystemExit with usage)."""
    srcs, rest = split(argv)
    if srcs is None:
        raise SystemExit(usage if usage else "--sources DIR is required")
    return srcs, rest
