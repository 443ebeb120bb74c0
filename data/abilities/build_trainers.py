#!/usr/bin/env python3
"""Build data/abilities/trainers/<game>.json, the abilities (and, in
Scarlet/Violet, the Tera types) of the counted trainers' Pokemon, for every
game file of generations 3-9 in data/games/ (data/README.md section 11).

    python3 data/abilities/build_trainers.py [--check]

Reads only committed files: the game extracts data/games/extract/<game>.json
(the battles, their order and labels, and for generations 5-9 the
calculator's `ability`), data/abilities/extract/trainers-gen34.json and
scarlet-violet-trdata.json (written by extract_trainers.py from the
decompilations and the Scarlet/Violet trainer table), and
data/abilities/gen-N.json (the abilities each species can have). With
--check the outputs are compared with the committed files (exit 1 on a
difference). Fails if an ability is not one the species can have in that
generation. Standard library only; deterministic.

The rules (each with its source lines, repeated in every file's `rule`):
- generations 3 (Ruby/Sapphire, Emerald, FireRed/LeafGreen) and 4
  (Diamond/Pearl, Platinum): the species' first ability in the game's own
  base-stats table; trainer Pokemon get an even personality, and the low bit
  of the personality picks the ability;
- HeartGold/SoulSilver: the same, but a slot's ability override in
  trainers.json (TRPOKE_ABILITY_OVERRIDE_FIRST/SECOND) clears or sets the low
  bit of the value the personality is built from; the value is kept from one
  Pokemon to the next (TrMon_OverridePidGender changes it in place and is a
  no-op for a slot without overrides), so a later slot without an override
  inherits it. A gender override (which replaces that value by the gender
  ratio +/- 2) would need the raw gender ratio: the build stops if one occurs
  (none does in the counted battles);
- generations 5-9: the calculator's set (KinglerChamp/VanillaNuzlockeCalc,
  the game extract's `ability`); Scarlet/Violet compared slot by slot with
  the game's trainer table (tokusei, gemType, changeGem).
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(DATA, "games"))
import build as games_build  # noqa: E402  (data/games/build.py: the gyms' attack rule)
OUTDIR = os.path.join(HERE, "trainers")

GAME_ORDER = [
    "ruby-sapphire", "emerald", "firered-leafgreen", "diamond-pearl", "platinum",
    "heartgold-soulsilver", "black-white", "black-2-white-2", "x-y", "omega-ruby-alpha-sapphire",
    "sun-moon", "ultra-sun-ultra-moon", "sword-shield", "brilliant-diamond-shining-pearl", "scarlet-violet",
]
NO_ABILITIES = ["red-blue", "yellow", "gold-silver", "crystal"]

RULE_GEN3 = {
    "ruby-sapphire": ("pret/pokeruby at f6e2a5901e83383ad666c7ff564cecfcbcb55081",
                      ["src/battle_main.c:1047-1140 CreateNPCTrainerParty: personalityValue is 0x80, 0x78 or 0x88 "
                       "(1064-1069) plus nameHash << 8 (1082, 1093, 1110, 1123), always even; CreateMon(..., TRUE, "
                       "personalityValue, ...) (1084, 1095, 1112, 1125)",
                       "src/pokemon_1.c:1376 CreateBoxMon; 1465-1469: if the species has a second ability, "
                       "the alternate-ability bit is personality & 1",
                       "src/pokemon_2.c:1056-1064 GetAbilityBySpecies: ability2 if the bit is set, else ability1",
                       "src/data/pokemon/base_stats.h: .ability1, .ability2 of each species (line per Pokémon)"]),
    "emerald": ("pret/pokeemerald at e325cd3044e02072dc2221efbc896d20d19ddb99 (read from mrgriffin/pokeemerald, "
                "which holds that commit)",
                ["src/battle_main.c:1942 CreateNPCTrainerParty: personalityValue 0x80, 0x78 or 0x88 (1976, 1978, "
                 "1980) plus nameHash << 8 (1994, 2006, 2024, 2038), always even; CreateMon(..., TRUE, "
                 "personalityValue, ...) (1996, 2008, 2026, 2040)",
                 "src/pokemon.c:2193 CreateBoxMon; 2282-2285: if abilities[1], MON_DATA_ABILITY_NUM = personality & 1",
                 "src/pokemon.c:4458 GetAbilityBySpecies: abilities[abilityNum]",
                 "src/data/pokemon/base_stats.h: .abilities of each species (line per Pokémon)"]),
    "firered-leafgreen": ("pret/pokefirered at df4449a27cd78dd747ce269e47d3ab4a0149d8f4",
                          ["src/battle_main.c:1539 CreateNPCTrainerParty: personalityValue 0x80, 0x78 or 0x88 "
                           "(1556-1561) plus nameHash << 8 (1575, 1587, 1605, 1619), always even; CreateMon(..., TRUE, "
                           "personalityValue, ...) (1577, 1589, 1607, 1621)",
                           "src/pokemon.c:1766 CreateBoxMon; 1855-1859: if abilities[1], MON_DATA_ABILITY_NUM = "
                           "personality & 1",
                           "src/pokemon.c:3791-3799 GetAbilityBySpecies: abilities[1] if abilityNum, else abilities[0]",
                           "src/data/pokemon/species_info.h: .abilities of each species (line per Pokémon)"]),
    "diamond-pearl": ("pret/pokediamond at cf51c2828f780c0a68e8e8d0bbc69d15fbe44140",
                      ["arm9/src/trainer_data.c:250 CreateNPCTrainerParty: pid_gender 0x78 or 0x88 (277); "
                       "personality = (seed << 8) + pid_gender (298-299, 321-322, 340-341, 357-358), always even; "
                       "CreateMon(..., 1, personality, ...) (304, 324, 343, 360)",
                       "arm9/src/pokemon.c:265 CreateBoxMon; 317-327: ability 2 if the species has one and "
                       "fixedPersonality & 1, else ability 1",
                       "files/poketool/personal/personal.json and personal_pearl/personal.json: \"abilities\" of each "
                       "species (both tables agree on every counted Pokémon)"]),
    "platinum": ("pret/pokeplatinum at 6b2e9a5bf94c714ef8ef7cda5be06c0ccee01c70",
                 ["src/trainer_data.c:176 TrainerData_BuildParty: genderMod 120 or 136 (195-197); rnd = (rnd << 8) "
                  "+ genderMod (213, 238, 268, 294), always even; Pokemon_InitWith(..., TRUE, rnd, ...) (216, 241, "
                  "271, 297)",
                  "src/pokemon.c:381 Pokemon_InitWith, which builds the box Pokémon in sub_02073E18 (405); 473-484: ability 2 if the species has one and "
                  "monPersonality & 1, else ability 1",
                  "res/pokemon/<species>/data.json: \"abilities\""]),
    "heartgold-soulsilver": ("pret/pokeheartgold at 0985e8718df4f25e64d6507d89c0c97c0d288981",
                             ["src/trainer_data.c:271 CreateNPCTrainerParty: pidGender 0x78 or 0x88 (293-297), set "
                              "once before the party loop; per Pokémon TrMon_OverridePidGender(species, form, "
                              "genderAbilityOverride, &pidGender) (316, 359, 386, 411), then personality = "
                              "(personality << 8) + pidGender (329, 365, 392, 417); CreateMon(..., TRUE, personality, "
                              "...) (334, 367, 394, 419)",
                              "src/trainer_data.c:437-455 TrMon_OverridePidGender: nothing unless the override is "
                              "set; gender override: *pid = gender ratio ± 2 (441-448); ability override 1: *pid &= ~1, "
                              "2: *pid |= 1 (449-453)",
                              "include/constants/trainers.h:747-753 TRPOKE_GENDER_OVERRIDE_OFF/MALE/FEMALE = 0/1/2, "
                              "TRPOKE_ABILITY_OVERRIDE_OFF/FIRST/SECOND = 0/1/2",
                              "src/pokemon.c:188 CreateBoxMon; 241-251: ability 2 if the species has one and "
                              "fixedPersonality & 1, else ability 1",
                              "files/poketool/trainer/trainers.json: genderOverride, abilityOverride of each slot; "
                              "files/poketool/personal/personal.json: \"abilities\""]),
}
CALC = "KinglerChamp/VanillaNuzlockeCalc at 150f5536179c140ab1c93e6ceffe76891208ce6c"


# Spot facts checked on every build: (game, trainer, species, ability, Tera type or None).
SPOT = [
    ("emerald", "Tate & Liza", "Solrock", "Levitate", None),
    ("emerald", "Tate & Liza", "Lunatone", "Levitate", None),
    ("heartgold-soulsilver", "Whitney", "Miltank", "Scrappy", None),
    ("scarlet-violet", "Iono", "Mismagius", "Levitate", "Electric"),
    ("scarlet-violet", "Rika", "Clodsire", "Water Absorb", "Ground"),
    ("scarlet-violet", "Poppy", "Bronzong", "Levitate", None),
]


def spot_check(files):
    for game, trainer, species, ability, tera in SPOT:
        mons = [m for b in files[game]["battles"] if b["trainer"] == trainer
                for m in b["party"] if m["species"] == species]
        if not mons or any(m["ability"] != ability or m.get("tera_type") != tera for m in mons):
            raise SystemExit("spot check failed: %s %s %s: %s" % (game, trainer, species, mons))


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def fold(s):
    return re.sub(r"[^a-z0-9]", "", s.lower())


_ABILITIES = {}


def species_abilities(gen, name):
    if gen not in _ABILITIES:
        doc = load(os.path.join(HERE, "gen-%d.json" % gen))
        _ABILITIES[gen] = {e["name"]: e for e in doc["species"]}
    return _ABILITIES[gen][name]


def slot_of(gen, species, ability, where):
    e = species_abilities(gen, species)
    slots = [k for k, v in e["abilities"].items() if v == ability]
    if not slots:
        raise SystemExit("%s: %s is not an ability of %s in generation %d (%s)"
                         % (where, ability, species, gen, e["abilities"]))
    return slots[0]


def name_of_const(gen, species, const, where):
    """ABILITY_X of the decompilation -> the ability's name among the species' abilities of gen-N.json."""
    e = species_abilities(gen, species)
    for v in e["abilities"].values():
        if fold(v) == fold(const[len("ABILITY_"):]):
            return v
    raise SystemExit("%s: %s is not an ability of %s in generation %d (%s)"
                     % (where, const, species, gen, e["abilities"]))


def gen34_party(game, gen, battle, counters):
    out = []
    bit = 0  # low bit of the value the personality is built from (HGSS: kept across the party)
    carried_from = None
    for i, m in enumerate(battle["party"]):
        where = "%s %s %s" % (game, battle["gym"], m["species"])
        a1, a2 = m["abilities"]
        reason = "first ability (even personality)"
        if game == "heartgold-soulsilver":
            g, a = m["gender_override"], m["ability_override"]
            if g != "TRPOKE_GENDER_OVERRIDE_OFF":
                raise SystemExit("%s: gender override %s not modelled" % (where, g))
            if a == "TRPOKE_ABILITY_OVERRIDE_SECOND":
                bit, carried_from = 1, i
                reason = "ability override SECOND (%s)" % m["override_at"]
            elif a == "TRPOKE_ABILITY_OVERRIDE_FIRST":
                bit, carried_from = 0, i
                reason = "ability override FIRST (%s)" % m["override_at"]
            elif a != "TRPOKE_ABILITY_OVERRIDE_OFF":
                raise SystemExit("%s: unknown override %s" % (where, a))
            elif bit:
                reason = ("no override (%s); the low bit set by slot %d's override is kept"
                          % (m["override_at"], carried_from + 1))
        second = a2 != "ABILITY_NONE"
        const = a2 if (bit and second) else a1
        if bit and not second:
            reason += "; the species has one ability"
        name = name_of_const(gen, m["species"], const, where)
        mon = {"species": m["species"], "ability": name, "slot": slot_of(gen, m["species"], name, where),
               "rule": reason, "abilities_at": m["at"]}
        if name != species_abilities(gen, m["species"])["abilities"]["0"]:
            counters["not_first"] += 1
        out.append(mon)
    return out


def sv_match(battle, raw):
    """Scarlet/Violet: the table's Pokémon of each of the calc's slots, matched by species (the two
    list some parties in another order), in order among equal species."""
    if len(battle["party"]) != len(raw["party"]):
        raise SystemExit("scarlet-violet %s: party sizes differ" % battle["trainer"])
    left = list(range(len(raw["party"])))
    out = []
    for cm in battle["party"]:
        hits = [i for i in left if raw["party"][i]["species"] == cm["species"]]
        if not hits:
            raise SystemExit("scarlet-violet %s: %s not in the table's party" % (battle["trainer"], cm["species"]))
        left.remove(hits[0])
        out.append(raw["party"][hits[0]])
    return out


def sv_compare(battle, raw, matched, disagreements):
    """Scarlet/Violet: the calc's slot against the table's."""
    order = [m["species"] for m in battle["party"]] != [m["species"] for m in raw["party"]]
    if order:
        disagreements.append({"gym": battle["gym"], "trainer": battle["trainer"], "kind": "order",
                              "calc": [m["species"] for m in battle["party"]],
                              "table": [m["species"] for m in raw["party"]],
                              "taken": "calc", "why": "the trainer files follow the game extract's order; "
                                                      "Pokémon are matched by species"})
    for cm, rm in zip(battle["party"], matched):
        if rm.get("ability") is None:
            disagreements.append({"gym": battle["gym"], "trainer": battle["trainer"], "species": cm["species"],
                                  "kind": "ability", "calc": cm["ability"], "table": rm["tokusei"],
                                  "taken": "calc", "why": "the table draws the ability at random (RANDOM_12)"})
        elif rm["ability"] != cm["ability"]:
            disagreements.append({"gym": battle["gym"], "trainer": battle["trainer"], "species": cm["species"],
                                  "kind": "ability", "calc": cm["ability"], "table": rm["ability"],
                                  "taken": "table", "why": "the game's own trainer table decides"})
        calc_tera = cm.get("tera_type")
        if cm.get("terastallizes") and rm["tera_type"] != calc_tera:
            disagreements.append({"gym": battle["gym"], "trainer": battle["trainer"], "species": cm["species"],
                                  "kind": "tera", "calc": calc_tera, "table": rm["tera_type"],
                                  "taken": "table", "why": "the game's own trainer table decides"})
    if not raw["changeGem"]:
        raise SystemExit("scarlet-violet %s: the table says the trainer does not Terastallize" % battle["trainer"])


def add_matchups(battles, extract, gen):
    """Every battle's versions as a list, and each Pokemon's typing (`types`) and the types of its attacking moves
    (`attacks`), from the game extract, as data/games/build.py derives the
    gym's `defense` and `attack` lists from them: what the program needs to
    put each ability beside the typing and the attacks it changes."""
    moves = games_build.Moves(gen) if gen <= 4 else None
    if len(battles) != len(extract["battles"]):
        raise SystemExit("%d battles, %d in the extract" % (len(battles), len(extract["battles"])))
    for b, eb in zip(battles, extract["battles"]):
        if isinstance(b["version"], str):  # generations 3-4 name one version (the starter) bare
            b["version"] = [b["version"]]
        if [m["species"] for m in b["party"]] != [m["species"] for m in eb["party"]]:
            raise SystemExit("%s %s: the party differs from the extract's" % (b["gym"], b["trainer"]))
        for m, em in zip(b["party"], eb["party"]):
            m["types"] = sorted(set(em["types"]))
            attacks = set()
            for move in em["moves"]:
                if moves is not None and moves.get(move["name"])["attack"]:
                    attacks.add(move["type"])
                elif moves is None and move["attack"]:
                    attacks.add(move["type"])
            m["attacks"] = sorted(attacks)


def build():
    ex34 = load(os.path.join(HERE, "extract", "trainers-gen34.json"))
    sv = load(os.path.join(HERE, "extract", "scarlet-violet-trdata.json"))
    calc34 = load(os.path.join(HERE, "extract", "calc-gen34.json"))
    dyn5 = load(os.path.join(HERE, "extract", "dyncalc-gen5.json"))
    files = {}
    summary = {}
    for game in GAME_ORDER:
        gfile = load(os.path.join(DATA, "games", game + ".json"))
        extract = load(os.path.join(DATA, "games", "extract", game + ".json"))
        gen = gfile["generation"]
        counters = {"not_first": 0}
        battles = []
        doc = {"game": game, "games": gfile["games"], "generation": gen}
        if game in ex34:
            src, lines = RULE_GEN3[game]
            doc["source"] = ex34[game]["source"]
            doc["rule"] = ("first ability of the species in the game's base-stats table: trainer Pokémon get an even "
                           "personality and its low bit picks the ability"
                           + (", unless the slot's ability override in trainers.json sets the bit (kept for the "
                              "following slots of the party, since the value is changed in place)"
                              if game == "heartgold-soulsilver" else ""))
            doc["rule_sources"] = ["%s: %s" % (src, x) for x in lines]
            if len(ex34[game]["battles"]) != len(extract["battles"]):
                raise SystemExit(game + ": battle count")
            calc = calc34["games"][game]
            doc["compared_with"] = "%s: %s (the calc's ability of each set; not used)" % (calc34["source"], calc["file"])
            disagreements, uncompared = [], []
            for b, cb in zip(ex34[game]["battles"], calc["battles"]):
                party = gen34_party(game, gen, b, counters)
                if cb["label"] is None:
                    uncompared.append({"gym": b["gym"], "trainer": b["trainer"],
                                       "why": "no set of the calc has exactly this party's species and levels"})
                else:
                    for m, ca in zip(party, cb["abilities"]):
                        if ca != m["ability"]:
                            disagreements.append({"gym": b["gym"], "trainer": b["trainer"], "label": cb["label"],
                                                  "species": m["species"], "calc": ca, "decompilation": m["ability"],
                                                  "taken": "decompilation",
                                                  "why": "the game's code and data decide (rule above)"})
                battles.append({"gym": b["gym"], "version": b["version"], "trainer": b["trainer"],
                                "party": party})
            doc["disagreements"] = disagreements
            if uncompared:
                doc["not_compared"] = uncompared
        else:
            doc["source"] = CALC + ": " + ", ".join(extract["files"])
            doc["rule"] = ("the ability of the calculator's set (the game extract data/games/extract/%s.json, "
                           "field ability)" % game)
            doc["rule_sources"] = [doc["source"]]
            disagreements = []
            problems = []
            raw_battles = sv["battles"] if game == "scarlet-violet" else None
            if raw_battles is not None:
                doc["compared_with"] = sv["source"] + " (tokusei, gemType, changeGem)"
                doc["rule"] += ("; compared slot by slot with the game's trainer table (tokusei: the ability "
                                "slot; gemType: the Tera type; changeGem: the trainer Terastallizes), which "
                                "decides where they differ")
            for k, eb in enumerate(extract["battles"]):
                party = []
                raw = raw_battles[k] if raw_battles is not None else None
                matched = None
                if raw is not None:
                    matched = sv_match(eb, raw)
                    sv_compare(eb, raw, matched, disagreements)
                for j, m in enumerate(eb["party"]):
                    where = "%s %s %s" % (game, eb["gym"], m["species"])
                    ability = m["ability"]
                    rule = "calc"
                    if raw is not None and matched[j].get("ability") not in (None, ability):
                        ability = matched[j]["ability"]
                        rule = "trainer table (the calc says %s)" % m["ability"]
                    elif raw is not None:
                        rule = "calc; the trainer table agrees (%s)" % matched[j]["tokusei"]
                    own = species_abilities(gen, m["species"])["abilities"]
                    if ability not in own.values() and list(own) == ["0"]:
                        # not an ability of the species; it has one ability only, so that one
                        problems.append({"gym": eb["gym"], "trainer": eb["trainer"], "species": m["species"],
                                         "calc": ability, "taken": own["0"],
                                         "why": "the calc's ability is not one %s can have in generation %d; "
                                                "its only ability there is %s (data/abilities/gen-%d.json)"
                                                % (m["species"], gen, own["0"], gen)})
                        rule = "the species' only ability (the calc says %s, not an ability of it)" % ability
                        ability = own["0"]
                    mon = {"species": m["species"], "ability": ability,
                           "slot": slot_of(gen, m["species"], ability, where), "rule": rule}
                    if m.get("source_species"):
                        mon["source_species"] = m["source_species"]
                    if ability != species_abilities(gen, m["species"])["abilities"]["0"]:
                        counters["not_first"] += 1
                    if game == "scarlet-violet":
                        r = matched[j]
                        if m.get("terastallizes"):
                            mon["terastallizes"] = True
                            mon["tera_type"] = r["tera_type"]
                    party.append(mon)
                battles.append({"gym": eb["gym"], "version": eb["version"], "trainer": eb["trainer"],
                                "label": eb.get("label"), "party": party})
            if game in dyn5["games"]:
                doc["compared_with"] = "%s: %s (datamined; its ability of each set)" % (
                    dyn5["source"], dyn5["games"][game]["file"])
                doc["rule"] += ("; compared slot by slot with Dynamic-Calc's datamined sets, which would decide "
                                "where they differ (none does)")
                not_stated = []
                for db in dyn5["games"][game]["battles"]:
                    hits = [b for b in battles if b["gym"] == db["gym"] and b["version"] == db["version"]
                            and b["trainer"] == db["trainer"]]
                    if len(hits) != 1:
                        raise SystemExit("%s %s %s: %d battles" % (game, db["gym"], db["trainer"], len(hits)))
                    eb = [x for x in extract["battles"] if x["gym"] == db["gym"] and x["version"] == db["version"]
                          and x["trainer"] == db["trainer"]][0]
                    left = list(range(len(eb["party"])))
                    for dm in db["party"]:
                        k = [i for i in left if eb["party"][i]["species"] == dm["species"]
                             and eb["party"][i]["level"] == dm["level"]]
                        if not k:
                            raise SystemExit("%s %s: %s not matched" % (game, db["trainer"], dm["species"]))
                        left.remove(k[0])
                        mine = hits[0]["party"][k[0]]
                        if dm["ability"].strip() in ("", "-"):
                            not_stated.append({"gym": db["gym"], "version": db["version"], "trainer": db["trainer"],
                                               "species": dm["species"], "calc": mine["ability"],
                                               "dynamic_calc": dm["ability"]})
                        elif dm["ability"] != mine["ability"]:
                            disagreements.append({"gym": db["gym"], "version": db["version"],
                                                  "trainer": db["trainer"], "species": dm["species"],
                                                  "calc": mine["ability"], "dynamic_calc": dm["ability"],
                                                  "taken": "calc", "why": "not resolved: a new disagreement"})
                            raise SystemExit("%s: Dynamic-Calc disagrees: %s" % (game, disagreements[-1]))
                doc["disagreements"] = disagreements
                doc["not_stated_by_comparison"] = not_stated
            if game == "scarlet-violet":
                doc["disagreements"] = disagreements
            if problems:
                doc["problems"] = problems
        add_matchups(battles, extract, gen)
        doc["battles"] = battles
        files[game] = doc
        summary[game] = (len(battles), sum(len(b["party"]) for b in battles), counters["not_first"])
    return files, summary


def dump(doc):
    head = {k: v for k, v in doc.items() if k != "battles"}
    text = json.dumps(head, indent=2, ensure_ascii=False)[:-2]
    rows = []
    for b in doc["battles"]:
        bh = {k: v for k, v in b.items() if k != "party" and v is not None}
        s = "    {" + json.dumps(bh, ensure_ascii=False)[1:-1] + ', "party": [\n'
        s += ",\n".join("      " + json.dumps(m, ensure_ascii=False) for m in b["party"])
        s += "\n    ]}"
        rows.append(s)
    return text + ',\n  "battles": [\n' + ",\n".join(rows) + "\n  ]\n}\n"


def main(argv):
    check = "--check" in argv
    files, summary = build()
    spot_check(files)
    status = 0
    for game, doc in files.items():
        path = os.path.join(OUTDIR, game + ".json")
        text = dump(doc)
        if check:
            try:
                with open(path, encoding="utf-8") as f:
                    same = f.read() == text
            except FileNotFoundError:
                same = False
            if not same:
                print("data/abilities/trainers/%s.json differs from the builder's output" % game, file=sys.stderr)
                status = 1
        else:
            os.makedirs(OUTDIR, exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
    if check:
        extra = sorted(set(os.listdir(OUTDIR)) - {g + ".json" for g in files})
        if extra:
            print("data/abilities/trainers/ holds files the builder does not write: %s" % extra, file=sys.stderr)
            status = 1
    for game, (nb, nm, nf) in summary.items():
        print("%-32s %2d battles, %3d Pokémon, %2d with an ability other than the first" % (game, nb, nm, nf))
    if not check:
        print("wrote data/abilities/trainers/ (%d files)" % len(files))
    elif status == 0:
        print("data/abilities/trainers/ matches the builder's output")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
