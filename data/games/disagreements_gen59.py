#!/usr/bin/env python3
"""Write data/games/extract/disagreements.json: every difference between
the primary extract of a generation 5-9 game (data/games/extract/<id>.json)
and its comparison sources (<id>.second.json, <id>.third.json), each with
its resolution, its evidence and its effect on the game file, and every fix
the extractor applies to the primary source.

    python3 data/games/disagreements_gen59.py

Reads only the committed extracts (and @pkmn/dex through extract_gen59 for
the moves of the effect computation); deterministic.  The resolutions follow
the rules of RULES below; NOTES adds the evidence for single cases.
tests/game_files_gen59.rs recomputes the differences and checks that this
file lists exactly them.
"""

import copy
import json
import os

import build_gen59
import extract_gen59 as ex

HERE = os.path.dirname(os.path.abspath(__file__))
EXTRACT = os.path.join(HERE, "extract")

DATAMINED = {
    "black-white": "hzla/Dynamic-Calc backups/bw.js (datamined)",
    "black-2-white-2": "hzla/Dynamic-Calc backups/bw2.js (datamined)",
    "scarlet-violet": "XLuma/SV-Randomizer trdata_array_clean.json (the game's trainer table)",
}

RULES = {
    "datamined": ("primary kept: the datamined second source agrees with the primary"),
    "one-against": ("primary kept: the other comparison source agrees with the primary"),
    "both-against": ("primary kept: no datamined table exists for this game; the two comparison sources "
                     "(nuzlocke.app and diballesteros/nuzlocke) share their copyright holder and are not "
                     "independent, and the primary agreed with every datamined table it was compared with "
                     "(data/README.md section 8, 'Resolution rules')"),
    "only-source": ("primary kept: the only comparison source holding this battle differs, and no "
                    "datamined table exists for this game"),
}

# Evidence for single cases: (game, gym, trainer, species) -> text.
NOTES = {
    ("sword-shield", "G4", "Allister", "Yamask-Galar"):
        "Both comparison sources name Yamask without its form but give it the ability Wandering Spirit, "
        "which @pkmn/dex 0.10.11 gives only to Yamask-Galar (Yamask: Mummy); the primary's Yamask-Galar "
        "with Wandering Spirit is the consistent entry.",
    ("sword-shield", "G4", "Allister", "Yamask"):
        "See the Yamask-Galar entry: the sources' Yamask has the ability Wandering Spirit, Yamask-Galar's.",
}

FIX_NOTES = {
    "black-white/N/legend": {
        "what": "The calc lists N's final party as seven Pokémon under one label ('N 5 | N's Castle | BW'), "
                "Reshiram and Zekrom both; Black's battle keeps Zekrom, White's Reshiram.",
        "evidence": "hzla/Dynamic-Calc backups/bw.js (datamined) has two parties, tr_id 586 (Reshiram, "
                    "'Team Plasma N3') and tr_id 587 (Zekrom, 'Team Plasma N4'), each with the same five "
                    "others; nuzlocke.app league.json has n5a (Zekrom) in Black's files "
                    "(static/api/league/bl.*.json) and n5b (Reshiram) in White's (wh.*.json); "
                    "diballesteros/nuzlocke DETAILS['7'] has 'N - Black' with Zekrom and 'N - White' with "
                    "Reshiram.",
    },
    "black-2-white-2/Burgh/Swadloon": {
        "what": "Normal Mode Burgh's Swadloon: the calc (and nuzlocke.app) list Protect; removed.",
        "evidence": "hzla/Dynamic-Calc backups/bw2.js (datamined) tr_id 154 'Leader Burgh': Swadloon knows "
                    "Struggle Bug, Razor Leaf, String Shot and no fourth move. A status move: no effect on "
                    "the game file.",
    },
    "black-2-white-2/Drayden/Druddigon": {
        "what": "Challenge Mode Drayden's Druddigon: the calc lists Slash; Dragon Tail instead.",
        "evidence": "hzla/Dynamic-Calc backups/bw2.js (datamined) tr_id 770 'Leader Drayden2': Druddigon "
                    "knows Dragon Tail, Revenge, Rock Slide, Crunch; nuzlocke.app league.json b2w2/7c agrees.",
    },
    "sword-shield/Melony/Darmanitan": {
        "what": "Melony's Darmanitan: the calc keys it as Darmanitan-Galar-Zen (Fire-Ice) with the ability "
                "Gorilla Tactics; counted as Darmanitan-Galar (Ice), the form it is sent out in.",
        "evidence": "@pkmn/dex 0.10.11 gives Gorilla Tactics only to Darmanitan-Galar (abilities Gorilla "
                    "Tactics, hidden Zen Mode; Darmanitan-Galar-Zen: Zen Mode), so the calc's entry "
                    "contradicts itself; nuzlocke.app league.json swsh/6b has darmanitan-galar-standard. "
                    "Both comparison sources give it the ability Zen Mode (nuzlocke.app zen-mode, "
                    "diballesteros/nuzlocke 'Zen Mode'), with which it would turn into the Zen form "
                    "(Fire-Ice) below half HP; the game files count the form it is sent out in, as the "
                    "region map did, and the ability is not used by the derivation.",
    },
    "scarlet-violet/Tulip/Florges": {
        "what": "Tulip's Florges: the calc lists Charm; removed.",
        "evidence": "XLuma/SV-Randomizer trdata_array_clean.json gym_esper_leader_01 poke4 (Florges): "
                    "WAZA_SAIKOKINESISU, WAZA_MUUNFOOSU, WAZA_HANAHUBUKI and WAZA_NULL (Psychic, Moonblast, "
                    "Petal Blizzard); nuzlocke.app league.json sv/7 agrees. A status move: no effect on the "
                    "game file.",
    },
}


def load(name):
    path = os.path.join(EXTRACT, name + ".json")
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def find_mon(party, gen, species, level, moves):
    key = ex.species_key(gen, species)
    for m in party:
        if ex.species_key(gen, m["species"]) == key and (level is None or m["level"] == level) and \
                (moves is None or set(moves) <= set(ex.move_names(m))):
            return m
    return None


def effect(game_id, primary, other, d):
    """What the game file would say with the other source's value, by version."""
    gen = primary["generation"]
    versions = d["versions"] or [v["name"] for v in primary["versions"]] or [None]
    changed = []
    for v in versions:
        battles = [b for b in primary["battles"] if b["gym"] == d["gym"] and build_gen59.in_version(b, v)]
        before = build_gen59.derive(battles)
        after_b = copy.deepcopy(battles)
        target = [b for b in after_b if b["trainer"] == d["trainer"]]
        party = [m for b in target for m in b["party"]]
        other_party = ex.party_of(other["battles"], d["gym"], d["trainer"], v) or []
        if d["kind"] == "level":
            find_mon(party, gen, d["species"], d["primary"], None)["level"] = d["second"]
        elif d["kind"] == "moves":
            mon = find_mon(party, gen, d["species"], None, d["primary"])
            mon["moves"] = [m for m in mon["moves"] if m["name"] not in d["primary"]]
            for name in d["second"]:
                m = ex.move_entry(gen, name, "effect")
                t, _ = ex.resolve_type(m, mon)
                mon["moves"].append({"name": m["name"], "type": t, "attack": ex.is_attack(m)})
        elif d["kind"] == "only in primary":
            mon = find_mon(party, gen, d["species"], d["primary"], None)
            for b in target:
                if mon in b["party"]:
                    b["party"].remove(mon)
        elif d["kind"] == "only in second":
            src = find_mon(other_party, gen, d["species"], d["second"], None)
            entry = ex.species_entry(gen, src["species"], "effect")
            mon = {"species": entry["name"], "types": entry["typing"].split("-"), "level": src["level"],
                   "moves": []}
            for name in src["moves"]:
                m = ex.move_entry(gen, name, "effect")
                t, _ = ex.resolve_type(m, mon)
                mon["moves"].append({"name": m["name"], "type": t, "attack": ex.is_attack(m)})
            target[0]["party"].append(mon)
        after = build_gen59.derive(after_b)
        parts = []
        for key in ("attack", "defense"):
            plus = sorted(set(after[key]) - set(before[key]))
            minus = sorted(set(before[key]) - set(after[key]))
            if plus or minus:
                parts.append("%s %s" % (key, " ".join(["+" + x for x in plus] + ["-" + x for x in minus])))
        if after["level"] != before["level"]:
            parts.append("level %d -> %d" % (before["level"], after["level"]))
        changed.append((v, "; ".join(parts)))
    texts = {t for _, t in changed}
    if texts == {""}:
        return "none"
    if len(texts) == 1:
        return changed[0][1] if d["versions"] is None else "%s: %s" % (", ".join(d["versions"]), changed[0][1])
    return "; ".join("%s: %s" % (v, t) for v, t in changed if t)


def resolution(game_id, d, diffs_by_unit):
    if game_id in DATAMINED and d["source"] == "third":
        return RULES["datamined"], "%s agrees with the primary" % DATAMINED[game_id]
    if game_id in DATAMINED:
        raise SystemExit("a difference from the datamined source is left: %s" % d)
    other = "third" if d["source"] == "second" else "second"
    same = [x for x in diffs_by_unit.get((d["gym"], d["trainer"], other), [])
            if x["species"] == d["species"] and x["kind"] == d["kind"]
            and x["primary"] == d["primary"] and x["second"] == d["second"]]
    note = NOTES.get((game_id, d["gym"], d["trainer"], d["species"]), "")
    if same:
        return RULES["both-against"], note
    has_other = diffs_by_unit.get(("covered", d["gym"], d["trainer"], other))
    if has_other:
        return RULES["one-against"], note
    return RULES["only-source"], note


def main():
    out = {"note": ("Every difference between the primary source (KinglerChamp/VanillaNuzlockeCalc) of the "
                    "generation 5-9 game files and a comparison source, after the fixes listed under "
                    "'fixes'; written by data/games/disagreements_gen59.py, checked by "
                    "tests/game_files_gen59.rs. 'primary' and 'second' are the two sides' values (for "
                    "'only in primary'/'only in second': the level); 'effect' is what the game file would "
                    "say with the comparison source's value."),
           "comparisons": [], "fixes": []}
    for game_id in ex.GAMES:
        primary = load(game_id)
        versions = [v["name"] for v in primary["versions"]]
        diffs, others = [], {}
        for role in ("second", "third"):
            other = load("%s.%s" % (game_id, role))
            if other is None:
                continue
            others[role] = other
            diffs += ex.compare(game_id, primary["generation"], role, versions, primary["battles"],
                                other["battles"])
        by_unit = {}
        for d in diffs:
            by_unit.setdefault((d["gym"], d["trainer"], d["source"]), []).append(d)
        for role, other in others.items():
            for b in other["battles"]:
                by_unit[("covered", b["gym"], b["trainer"], role)] = True
        for d in diffs:
            res, evidence = resolution(game_id, d, by_unit)
            entry = dict(d, resolution=res)
            if evidence:
                entry["evidence"] = evidence
            entry["effect"] = effect(game_id, primary, others[d["source"]], d)
            out["comparisons"].append(entry)
        for b in primary["battles"]:
            for fid in b.get("fixes", []):
                if fid in [f["id"] for f in out["fixes"]]:
                    continue
                out["fixes"].append(dict({"id": fid, "game": game_id, "gym": b["gym"], "trainer": b["trainer"]},
                                         **FIX_NOTES[fid]))
    build_gen59.write_json(os.path.join(EXTRACT, "disagreements.json"), out)


if __name__ == "__main__":
    main()
