#!/usr/bin/env python3
"""Write the facts behind the trainers' abilities (data/README.md section 11):

- data/abilities/extract/trainers-gen34.json: for the six game files of
  generations 3-4, every counted battle's Pokemon (in party order) with the
  two abilities of its species in that game's own base-stats table (file and
  line), and for HeartGold/SoulSilver the slot's gender and ability override
  in files/poketool/trainer/trainers.json (line) and the species' gender
  ratio (needed by the override rule);
- data/abilities/extract/scarlet-violet-trdata.json: Scarlet/Violet's own
  trainer table (XLuma/SV-Randomizer trdata_array_clean.json) for the
  counted battles: per Pokemon its `tokusei` (ability slot), the ability of
  that slot in the game's personal table, `gemType` (Tera type) and the
  trainer's `changeGem` (whether it Terastallizes);
- data/abilities/extract/calc-gen34.json: the calculator's abilities
  (KinglerChamp/VanillaNuzlockeCalc) for the same battles of generations
  3-4, compared with the decompilations' rule by build_trainers.py;
- data/abilities/extract/dyncalc-gen5.json: hzla/Dynamic-Calc's datamined
  Black/White and Black 2/White 2 abilities for the counted battles.

    python3 data/abilities/extract_trainers.py MIRRORS [--check]

MIRRORS is a folder of git directories <owner>+<name>/repo (bare clones of
the source repositories, data/README.md section 11). Each repository is read at the commit its game
file cites, with `git --git-dir=... show COMMIT:path`; nothing is built, run
or copied. pokeemerald (over the fetch size limit) is read from
mrgriffin/pokeemerald, which holds pret's commit e325cd30 (data/README.md
section 10, "Ruby/Sapphire and Emerald"). With --check the files are
compared with the committed ones instead of written. The trainer parties are
found with the configuration of data/games/extract_gen34.py and
data/games/extract_gen59.py (imported, not duplicated), and every species
read here must be the one the game extract has in that slot.
Standard library only; deterministic.
"""
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # importing the game extractors leaves no __pycache__ in the tree
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(DATA, "games"))
import extract_gen34 as g34  # noqa: E402
import extract_gen59 as g59  # noqa: E402

OUT34 = os.path.join(HERE, "extract", "trainers-gen34.json")
OUTSV = os.path.join(HERE, "extract", "scarlet-violet-trdata.json")
OUTCALC = os.path.join(HERE, "extract", "calc-gen34.json")
OUTDYN = os.path.join(HERE, "extract", "dyncalc-gen5.json")

# The calculator's set files of the games of generations 3-4 (compared, not used).
CALC_FILES = {
    "ruby-sapphire": "js/data/sets/games/Gen3/RS.js",
    "emerald": "js/data/sets/games/Gen3/Emerald.js",
    "firered-leafgreen": "js/data/sets/games/Gen3/FRLG.js",
    "diamond-pearl": "js/data/sets/games/Gen4/DP.js",
    "platinum": "js/data/sets/games/Gen4/Plat.js",
    "heartgold-soulsilver": "js/data/sets/games/Gen4/HGSS.js",
}

# game id -> (repository as fetched, commit, base-stats file kind)
GEN34 = {
    "ruby-sapphire": ("pret/pokeruby", "f6e2a5901e83383ad666c7ff564cecfcbcb55081", "src/data/pokemon/base_stats.h"),
    "emerald": ("mrgriffin/pokeemerald", "e325cd3044e02072dc2221efbc896d20d19ddb99", "src/data/pokemon/base_stats.h"),
    "firered-leafgreen": ("pret/pokefirered", "df4449a27cd78dd747ce269e47d3ab4a0149d8f4", "src/data/pokemon/species_info.h"),
    "diamond-pearl": ("pret/pokediamond", "cf51c2828f780c0a68e8e8d0bbc69d15fbe44140",
                      ["files/poketool/personal/personal.json", "files/poketool/personal_pearl/personal.json"]),
    "platinum": ("pret/pokeplatinum", "6b2e9a5bf94c714ef8ef7cda5be06c0ccee01c70", "res/pokemon"),
    "heartgold-soulsilver": ("pret/pokeheartgold", "0985e8718df4f25e64d6507d89c0c97c0d288981",
                             ["files/poketool/personal/personal.json"]),
}


def git_dir(mirrors, repo):
    return os.path.join(mirrors, repo.replace("/", "+"), "repo")


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


class Gen3Abilities:
    """The two abilities of each species in a generation 3 base-stats file."""

    def __init__(self, src, path):
        self.path = path
        self.text = src.read(path)
        self.by_species = {}
        for m in re.finditer(r"\[(SPECIES_\w+)\]\s*=\s*\{", self.text):
            start = m.end() - 1
            body = g34.c_block(self.text, start)
            a = re.search(r"\.abilities\s*=\s*\{\s*(ABILITY_\w+)\s*,\s*(ABILITY_\w+)\s*\}", body)
            if a:
                pair, off = [a.group(1), a.group(2)], start + 1 + a.start()
            else:
                a1 = re.search(r"\.ability1\s*=\s*(ABILITY_\w+)", body)
                a2 = re.search(r"\.ability2\s*=\s*(ABILITY_\w+)", body)
                if not (a1 and a2):
                    continue
                pair, off = [a1.group(1), a2.group(1)], start + 1 + a1.start()
            self.by_species[m.group(1)] = {"abilities": pair, "at": "%s:%d" % (path, line_of(self.text, off))}

    def get(self, const):
        return self.by_species[const]


class PersonalJson:
    """Abilities (and gender ratio) of each species in one or more personal.json tables
    (pokediamond, pokeheartgold): the k-th row's `"abilities"` line."""

    def __init__(self, src, paths):
        self.tables = []
        for path in paths:
            text = src.read(path)
            rows = json.loads(text)["baseStats"]
            lines = [line_of(text, m.start()) for m in re.finditer(r'"abilities"\s*:', text)]
            if len(lines) != len(rows):
                raise SystemExit("%s: %d rows, %d abilities keys" % (path, len(rows), len(lines)))
            self.tables.append({"SPECIES_" + r["species"]: {"abilities": r["abilities"], "gender_ratio": r["genderRatio"],
                                                            "at": "%s:%d" % (path, n)}
                                for r, n in zip(rows, lines)})

    def get(self, const):
        found = [t[const] for t in self.tables]
        if any(f["abilities"] != found[0]["abilities"] for f in found):
            raise SystemExit("%s: the personal tables disagree on abilities: %s" % (const, found))
        out = dict(found[0])
        if len(found) > 1:
            out["at"] = " and ".join(f["at"] for f in found)
        return out


class PlatinumSpecies:
    def __init__(self, src):
        self.src = src

    def get(self, const):
        path = "res/pokemon/" + const[len("SPECIES_"):].lower() + "/data.json"
        text = self.src.read(path)
        d = json.loads(text)
        m = re.search(r'"abilities"\s*:', text)
        return {"abilities": d["abilities"], "at": "%s:%d" % (path, line_of(text, m.start()))}


def gen3_party_consts(src, cfg, trainer_const):
    """Species constants of a generation 3 trainer's party, in order (as extract_gen34.Gen3.trainer_party)."""
    text = g34.strip_comments(src.read(cfg["trainers_file"]))
    body = g34.designated_blocks(text, "TRAINER_")[trainer_const]
    sym = re.search(r"\.party\s*=\s*(?:\{\s*\.\w+\s*=\s*|\w+\()\s*(\w+)", body).group(1)
    ptext = g34.strip_comments(src.read(cfg["parties_file"]))
    m = re.search(r"\b" + sym + r"\[\]\s*=\s*\{", ptext)
    return [{"species_const": re.search(r"\.species\s*=\s*(SPECIES_\w+)", e).group(1)}
            for e in g34.top_level_entries(g34.c_block(ptext, m.end() - 1))]


def emerald_party_consts(trainer_const):
    path = os.path.join(DATA, "games", "extract", "emerald-parties.txt")
    cur, parties = None, {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            w = line.split()
            if not w or w[0].startswith("#"):
                continue
            if w[0].startswith("TRAINER_"):
                cur = w[0]
                parties[cur] = []
            else:
                parties[cur].append({"species_const": "SPECIES_" + w[0]})
    return parties[trainer_const]


def gen4_party(src, cfg, key):
    """Species constants (and HGSS overrides with their lines) of a generation 4 trainer's party."""
    kind = cfg["trainers_source"]
    if kind == "res/trainers/data":
        d = json.loads(src.read("res/trainers/data/" + key + ".json"))
        return [{"species_const": p["species"]} for p in d["party"]]
    text = src.read(kind)
    rows_doc = json.loads(text)
    rows = rows_doc.get("trdata") or rows_doc.get("trainers")
    if isinstance(key, tuple):
        hits = [i for i, r in enumerate(rows) if r["class"] == key[1]]
        if len(hits) != 1:
            raise SystemExit("%s: %d trainers of that class" % (key, len(hits)))
        index = hits[0]
    elif isinstance(key, str):
        index = g34.c_defines(src.read("include/constants/trainers.h"), "TRAINER_")[key]
    else:
        index = key
    out = []
    has_override = '"abilityOverride"' in text
    if has_override:
        lines = [line_of(text, m.start()) for m in re.finditer(r'"abilityOverride"\s*:', text)]
        flat = [(i, j) for i, r in enumerate(rows) for j in range(len(r["party"]))]
        if len(lines) != len(flat):
            raise SystemExit("%s: %d party entries, %d abilityOverride keys" % (kind, len(flat), len(lines)))
        at = dict(zip(flat, lines))
    for j, p in enumerate(rows[index]["party"]):
        mon = {"species_const": p["species"]}
        if has_override:
            mon["gender_override"] = p["genderOverride"]
            mon["ability_override"] = p["abilityOverride"]
            mon["override_at"] = "%s:%d" % (kind, at[(index, j)])
        out.append(mon)
    return out


def fold(s):
    return re.sub(r"[^a-z0-9]", "", s.lower())


def build_gen34(mirrors):
    doc = {}
    for game, (repo, commit, species_src) in GEN34.items():
        cfg = g34.GAMES[game]
        src = g34.Git(git_dir(mirrors, repo), commit)
        if game in ("ruby-sapphire", "emerald", "firered-leafgreen"):
            table = Gen3Abilities(src, species_src)
        elif species_src == "res/pokemon":
            table = PlatinumSpecies(src)
        else:
            table = PersonalJson(src, species_src)
        with open(os.path.join(DATA, "games", "extract", game + ".json"), encoding="utf-8") as f:
            extract = json.load(f)
        battles = []
        k = 0
        for gid, town, leader, trainers in cfg["gyms"]:
            for t, version in trainers:
                if game == "emerald":
                    party = emerald_party_consts(t)
                elif cfg["gen"] == 3:
                    party = gen3_party_consts(src, cfg, t)
                else:
                    party = gen4_party(src, cfg, t)
                eb = extract["battles"][k]
                k += 1
                if eb["gym"] != gid or eb["version"] != version or len(eb["party"]) != len(party):
                    raise SystemExit("%s %s %s: not the game extract's battle" % (game, gid, t))
                for mon, em in zip(party, eb["party"]):
                    if g34.pretty_species(mon["species_const"]) != em["species"]:
                        raise SystemExit("%s %s: %s is %s in the game extract" % (game, t, mon["species_const"], em["species"]))
                    mon["species"] = em["species"]
                    mon.update(table.get(mon["species_const"]))
                battles.append({"gym": gid, "version": version, "trainer": eb["trainer"],
                                "trainer_id": eb.get("trainer_id"), "party": party})
        if k != len(extract["battles"]):
            raise SystemExit("%s: %d battles read, the game extract has %d" % (game, k, len(extract["battles"])))
        doc[game] = {"source": "%s at %s" % (repo, commit), "battles": battles}
    return doc


def build_sv(mirrors):
    cfg = g59.GAMES["scarlet-violet"]()
    git = g59.Git(mirrors, "svrando")
    names = g59.SvNames(git)
    text = git.read(g59.SV_FILES[0])
    table = {t["trid"]: t for t in json.loads(text)["values"]}
    # ability numbers -> names, from the pinned @pkmn/dex
    out = subprocess.run(
        ["node", "--input-type=module", "-e",
         "import {Dex} from '@pkmn/dex'; const d = Dex.forGen(9); const o = {};"
         "for (const a of d.abilities.all()) if (a.num > 0) o[a.num] = a.name;"
         "console.log(JSON.stringify(o));"],
        cwd=os.path.join(DATA, "gen"), check=True, capture_output=True, text=True).stdout
    ability_by_num = {int(k): v for k, v in json.loads(out).items()}
    with open(os.path.join(DATA, "games", "extract", "scarlet-violet.json"), encoding="utf-8") as f:
        extract = json.load(f)
    battles = []
    k = 0
    for gym in cfg["gyms"]:
        for spec in gym["battles"]:
            t = table[spec["raw"]]
            eb = extract["battles"][k]
            k += 1
            party = []
            for i in range(1, 7):
                p = t["poke%d" % i]
                if p["devId"] == "DEV_NULL":
                    continue
                name = names.species(p["devId"], p["formId"])
                e = names.personal[(names.dev[p["devId"]], p["formId"])]
                slots = {"SET_1": e["ability_1"], "SET_2": e["ability_2"], "SET_3": e["ability_3"]}
                mon = {"slot": "poke%d" % i, "species": name, "tokusei": p["tokusei"],
                       "personal_abilities": [ability_by_num[e["ability_%d" % n]] for n in (1, 2, 3)],
                       "gemType": p["gemType"], "tera_type": names.tera(p["gemType"])}
                if p["tokusei"] in slots:
                    mon["ability"] = ability_by_num[slots[p["tokusei"]]]
                party.append(mon)
            if eb["gym"] != gym["id"] or eb["trainer"] != spec["trainer"]:
                raise SystemExit("scarlet-violet %s: not the game extract's battle" % spec["raw"])
            battles.append({"gym": gym["id"], "trainer": spec["trainer"], "trid": spec["raw"],
                            "changeGem": t["changeGem"], "party": party})
    return {"source": "%s at %s: %s, %s" % (git.name, git.commit, g59.SV_FILES[0], g59.SV_FILES[2]),
            "licence": g59.SOURCES["svrando"]["licence"],
            "note": ("tokusei SET_1/SET_2/SET_3: the first, second, hidden ability of the personal table "
                     "(personal_abilities, ability numbers named by @pkmn/dex 0.10.11); RANDOM_12: the first "
                     "or second at random (no ability given). gemType DEFAULT: no Tera type set (tera_type null). "
                     "changeGem: the trainer Terastallizes."),
            "battles": battles}


def build_calc34(mirrors):
    """The calculator's sets for the counted battles of generations 3-4: the label whose party has
    exactly the battle's species and levels (the calc has no other key in common with the
    decompilations), with each set's ability, in the battle's slot order."""
    git = g59.Git(mirrors, "vnc")
    doc = {"source": "%s at %s" % (git.name, git.commit), "licence": g59.SOURCES["vnc"]["licence"],
           "note": ("label: the calc's trainer label whose sets are exactly the battle's species and levels "
                    "(null: none, or more than one without a single one naming the trainer); abilities "
                    "in the game extract's slot order, matched by species and level"),
           "games": {}}
    for game, path in CALC_FILES.items():
        parties = g59.vnc_parties(git, path)
        with open(os.path.join(DATA, "games", "extract", game + ".json"), encoding="utf-8") as f:
            extract = json.load(f)
        out = []
        for b in extract["battles"]:
            want = sorted((fold(m["species"]), m["level"]) for m in b["party"])
            hits = [l for l, sets in parties.items()
                    if sorted((fold(x["species"]), int(x["level"])) for x in sets) == want]
            if len(hits) > 1:
                named = [l for l in hits if fold(b["trainer"].split()[0]) in fold(l)]
                hits = named if len(named) == 1 else hits
            entry = {"gym": b["gym"], "version": b["version"], "trainer": b["trainer"],
                     "label": hits[0] if len(hits) == 1 else None}
            if len(hits) > 1:
                entry["candidates"] = sorted(hits)
            if len(hits) == 1:
                left = list(parties[hits[0]])
                abilities = []
                for m in b["party"]:
                    k = next(i for i, x in enumerate(left)
                             if fold(x["species"]) == fold(m["species"]) and int(x["level"]) == m["level"])
                    abilities.append(left.pop(k).get("ability"))
                entry["abilities"] = abilities
            out.append(entry)
        doc["games"][game] = {"file": path, "battles": out}
    return doc


def build_dyn5(mirrors):
    """Dynamic-Calc's datamined Black/White and Black 2/White 2 sets of the counted battles (the
    trainer ids data/games/extract_gen59.py resolves), with each set's ability, in sub_index order."""
    git = g59.Git(mirrors, "dyncalc")
    doc = {"source": "%s at %s" % (git.name, git.commit), "licence": g59.SOURCES["dyncalc"]["licence"],
           "note": "per counted battle: the trainer id, then each set's species, level and ability in sub_index order",
           "games": {}}
    for game in ("black-white", "black-2-white-2"):
        cfg = g59.GAMES[game]()
        battles, files = g59.dyn_battles(cfg, git, cfg["generation"])
        text = git.read(cfg["dyn_file"])
        data = json.loads(text[text.index("{"):].rstrip().rstrip(";"))
        by_id = {}
        for species, sets in data["formatted_sets"].items():
            for name, st in sets.items():
                by_id.setdefault(st["tr_id"], []).append(dict(st, species=species))
        out = []
        for b in battles:
            tid = int(re.match(r"tr_id (\d+)", b["key"]).group(1))
            sets = sorted(by_id[tid], key=lambda x: x["sub_index"])
            if len(sets) != len(b["party"]):
                raise SystemExit("%s tr_id %d: party size" % (game, tid))
            out.append({"gym": b["gym"], "version": b["version"], "trainer": b["trainer"], "tr_id": tid,
                        "party": [{"species": m["species"], "level": m["level"], "ability": x["ability"]}
                                  for m, x in zip(b["party"], sets)]})
        doc["games"][game] = {"file": cfg["dyn_file"], "battles": out}
    return doc


def dump(doc):
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    mirrors = args[0]
    outputs = {OUT34: dump(build_gen34(mirrors)), OUTSV: dump(build_sv(mirrors)),
               OUTCALC: dump(build_calc34(mirrors)), OUTDYN: dump(build_dyn5(mirrors))}
    status = 0
    for path, text in outputs.items():
        rel = os.path.relpath(path, os.path.dirname(DATA))
        if check:
            with open(path, encoding="utf-8") as f:
                if f.read() != text:
                    print("%s differs from the extractor's output" % rel, file=sys.stderr)
                    status = 1
                else:
                    print("%s matches the sources" % rel)
        else:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            print("wrote %s" % rel)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
