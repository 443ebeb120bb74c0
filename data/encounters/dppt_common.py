"""Helpers shared by the Diamond/Pearl/Platinum generators and checks
(data/encounters, data/learnsets, data/story): reading a pret repository with
git, the species and move names of the house, JSON output.  Stdlib only."""

import json
import os
import re
import subprocess

DATA = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PLATINUM_REPO = "pret/pokeplatinum"
PLATINUM_COMMIT = "6b2e9a5bf94c714ef8ef7cda5be06c0ccee01c70"
DIAMOND_REPO = "pret/pokediamond"
DIAMOND_COMMIT = "cf51c2828f780c0a68e8e8d0bbc69d15fbe44140"
POKEAPI_REPO = "PokeAPI/pokeapi"
POKEAPI_COMMIT = "bbef3d99ddfa8277f726414c89b471267aef8a8e"


class Git:
    """Files of one commit of a fetched repository (`git show COMMIT:path`)."""

    def __init__(self, git_dir, commit):
        self.git_dir, self.commit = git_dir, commit
        self._cache = {}

    def raw(self, path):
        return subprocess.run(["git", "--git-dir=" + self.git_dir, "show", self.commit + ":" + path],
                              check=True, capture_output=True).stdout

    def read(self, path):
        if path not in self._cache:
            self._cache[path] = self.raw(path).decode("utf-8")
        return self._cache[path]

    def json(self, path):
        return json.loads(self.read(path))

    def ls(self, path):
        out = subprocess.run(["git", "--git-dir=" + self.git_dir, "ls-tree", "--name-only",
                              self.commit, path.rstrip("/") + "/"], check=True, capture_output=True)
        return out.stdout.decode().split()

    def exists(self, path):
        return subprocess.run(["git", "--git-dir=" + self.git_dir, "cat-file", "-e",
                               self.commit + ":" + path], capture_output=True).returncode == 0


def fold(s):
    return re.sub(r"[^a-z0-9]", "", s.lower())


def species_names(gen=4):
    """fold(name) -> name of data/species/gen-N.json."""
    with open(os.path.join(DATA, "species", f"gen-{gen}.json"), encoding="utf-8") as f:
        rows = json.load(f)["species"]
    out = {}
    for r in rows:
        out.setdefault(fold(r["name"]), r["name"])
    return out


def species_set(gen=4):
    with open(os.path.join(DATA, "species", f"gen-{gen}.json"), encoding="utf-8") as f:
        return {r["name"] for r in json.load(f)["species"]}


class SpeciesMapper:
    """Maps a source spelling (SPECIES_MR_MIME, mr-mime, MR_MIME) to the house name;
    raises SystemExit on anything it cannot map."""

    def __init__(self, gen=4):
        self.names = species_names(gen)

    def __call__(self, src):
        s = src
        for p in ("SPECIES_",):
            if s.startswith(p):
                s = s[len(p):]
        name = self.names.get(fold(s))
        if name is None:
            raise SystemExit(f"unmapped species: {src!r}")
        return name


def write_json(path, obj):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(obj, indent=2, ensure_ascii=False) + "\n")
