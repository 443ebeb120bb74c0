"""What the Scarlet/Violet builders share (data/encounters/build_sv.py,
data/story/build_sv.py, data/story/check_sv.py): the committed extracts of
data/encounters/sv/, the location ids, the versions and the level rule
(data/README.md section 10, "Scarlet/Violet")."""

import csv
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
sys.path.insert(0, os.path.dirname(DATA))
from data.pipeline.jsonio import load  # noqa: E402

GAME = "scarlet-violet"
EXTRACT = os.path.join(HERE, "sv")
VERSIONS = ["scarlet", "violet"]
# The highest level a checkpoint can be after the Elite Four (data/README.md
# section 10: the level reached at `end` is 100).
END_LEVEL = 100


def extract(name):
    path = os.path.join(EXTRACT, name)
    if name.endswith(".csv"):
        with open(path, encoding="utf-8", newline="") as f:
            return list(csv.DictReader(f))
    return load(path)


def game_file():
    return load(os.path.join(DATA, "games", GAME + ".json"))


def caps():
    """[(gym id, level)] in the game file's order; the levels must not fall
    (the order is the leaders' levels rising: data/games/scarlet-violet.json's
    note)."""
    gyms = [(g["id"], g["level"]) for g in game_file()["gyms"]]
    levels = [lv for _, lv in gyms]
    if levels != sorted(levels):
        raise SystemExit("%s: the gyms' levels fall: %s" % (GAME, gyms))
    return gyms


def level_gate(level):
    """The gate a Pokémon of `level` waits for: none when the first
    checkpoint's level cap reaches it, else `level-N`, N the first cap at or
    above it (100: after the Elite Four)."""
    gyms = caps()
    if level <= gyms[0][1]:
        return None
    for _, cap in gyms:
        if level <= cap:
            return "level-%d" % cap
    return "level-%d" % END_LEVEL


def level_gates():
    """[(checkpoint, gate)]: where each level gate opens (the checkpoint
    whose cap it names; `end` opens level-100)."""
    gyms = caps()
    out, seen = [], {gyms[0][1]}
    for gym, cap in gyms[1:]:
        if cap not in seen:
            out.append((gym, "level-%d" % cap))
            seen.add(cap)
    out.append(("end", "level-%d" % END_LEVEL))
    return out


def first_checkpoint(level):
    """The first checkpoint (a gym id, or `end`) whose level cap reaches `level`."""
    for gym, cap in caps():
        if level <= cap:
            return gym
    return "end"


def slug(name):
    """`Pokémon League` -> `pokemon-league`, `Caph Squad’s Base` -> `caph-squads-base`."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", plain.lower().replace("'", "")).strip("-")


def location_ids(pkhex, used):
    """PKHeX met location -> our id: the slug of its English name, with the
    location number appended where two used locations share a name."""
    names = {int(k): v["name"] for k, v in pkhex["locations"].items()}
    counts = {}
    for n in used:
        counts[slug(names[n])] = counts.get(slug(names[n]), 0) + 1
    return {n: slug(names[n]) + ("-%d" % n if counts[slug(names[n])] > 1 else "") for n in used}


def version_keys(pkhex, spawns):
    """SV-Randomizer's versiontable keys (A, B) -> our versions: the key of
    the spawn entries of the species PKHeX's StaticSL (Scarlet, GameVersion.cs)
    has as its Former Quaking Earth Titan is Scarlet's."""
    scarlet = [e["name"] for e in pkhex["statics"]
               if e["array"] == "StaticSL" and e["section"] == "Former Quaking Earth Titan"]
    violet = [e["name"] for e in pkhex["statics"]
              if e["array"] == "StaticVL" and e["section"] == "Former Quaking Earth Titan"]
    if pkhex["versions"]["SL"]["game"] != "Scarlet" or pkhex["versions"]["VL"]["game"] != "Violet":
        raise SystemExit("GameVersion.cs: SL/VL are not Scarlet/Violet")
    keys = {}
    for names, version in ((scarlet, "scarlet"), (violet, "violet")):
        seen = {tuple(e["versions"]) for e in spawns["entries"] if e["species"] in names}
        if len(names) != 1 or len(seen) != 1 or len(next(iter(seen))) != 1:
            raise SystemExit("%s: the Quaking Earth Titan's spawn entries do not name one version: %s"
                             % (version, seen))
        keys[next(iter(seen))[0]] = version
    if sorted(keys) != ["A", "B"]:
        raise SystemExit("versiontable keys: %s" % keys)
    return keys


def species_versions(pkhex, spawns):
    """species -> the versions of its spawn entries (SV-Randomizer), by name."""
    keys = version_keys(pkhex, spawns)
    out = {}
    for e in spawns["entries"]:
        vs = out.setdefault(e["species"], set())
        vs.update(keys[k] for k in e["versions"])
    return {k: [v for v in VERSIONS if v in vs] for k, vs in out.items()}


def paldea_dex():
    """The national numbers of the Paldea Pokédex (data/dex/paldea.json)."""
    return {s["national"] for s in load(os.path.join(DATA, "dex", "paldea.json"))["species"]}
