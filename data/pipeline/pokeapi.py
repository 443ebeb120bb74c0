"""PokeAPI's CSV tables (github.com/PokeAPI/pokeapi, data/v2/csv/, BSD
3-Clause: data/dex/LICENSE-pokeapi.txt) read at the pinned commit, and the
joins every reader makes."""

import csv
import io

REPO = "PokeAPI/pokeapi"
CSV = "data/v2/csv/"
ENGLISH = "9"  # languages.csv: id 9 = en


def _file(name):
    return CSV + (name if name.endswith(".csv") else name + ".csv")


class PokeAPI:
    """The tables of one PokeAPI snapshot (a data.pipeline.git.Repo)."""

    def __init__(self, repo):
        self.repo = repo
        self.commit = repo.commit

    def text(self, name):
        """The text of data/v2/csv/NAME(.csv)."""
        return self.repo.raw(_file(name)).decode("utf-8")

    def table(self, name):
        """The rows of data/v2/csv/NAME(.csv) as dicts."""
        return list(csv.DictReader(io.StringIO(self.text(name))))

    def ids(self, name, column="identifier"):
        """id -> `column` of a table."""
        return {r["id"]: r[column] for r in self.table(name)}

    def english(self, name, key, column="name"):
        """`key` -> `column` of the English rows of a prose/names table."""
        return english(self.table(name), key, column)

    def slot_methods(self):
        """encounter slot id -> its method identifier (encounter_slots.csv
        joined with encounter_methods.csv)."""
        methods = self.ids("encounter_methods.csv")
        return {r["id"]: methods[r["encounter_method_id"]] for r in self.table("encounter_slots.csv")}

    def pokemon_species(self):
        """pokemon id -> its species identifier (pokemon.csv joined with
        pokemon_species.csv)."""
        species = self.ids("pokemon_species.csv")
        return {r["id"]: species[r["species_id"]] for r in self.table("pokemon.csv")}


def english(rows, key, column="name"):
    return {r[key]: r[column] for r in rows if r["local_language_id"] == ENGLISH}


def table(git_dir, commit, name):
    """The rows of one table of the snapshot in `git_dir` at `commit`."""
    from .git import Repo
    return PokeAPI(Repo(git_dir, commit, name=REPO)).table(name)


def open_sources(sources):
    """The pinned PokeAPI snapshot of a data.pipeline.sources.Sources."""
    return PokeAPI(sources.repo(REPO))


# ---------------------------------------------------------------------------
# The encounter tables, joined (the committed extracts of data/encounters/pokeapi/)
# ---------------------------------------------------------------------------

ENCOUNTER_FIELDS = ["encounter_id", "version", "area", "method", "slot", "rarity", "pokemon", "species",
                    "min_level", "max_level", "conditions"]


class Encounters:
    """encounters.csv with its joins spelled out: the version, the location
    area (its API identifier "<location>-<area>", or "<location>-area" when
    the area has none, as https://pokeapi.co/api/v2/location-area/ names
    them), the method, the pokemon and species identifiers, the condition
    values."""

    def __init__(self, api):
        self.api = api
        self.versions = api.ids("versions.csv")
        self.slots = {r["id"]: r for r in api.table("encounter_slots.csv")}
        self.methods = api.ids("encounter_methods.csv")
        self.values = api.ids("encounter_condition_values.csv")
        locations = {r["id"]: r for r in api.table("locations.csv")}
        loc_names = api.english("location_names.csv", "location_id")
        self.areas = {}
        for r in api.table("location_areas.csv"):
            loc = locations[r["location_id"]]
            self.areas[r["id"]] = {
                "id": loc["identifier"] + "-" + (r["identifier"] or "area"),
                "game_index": int(r["game_index"]), "location": loc["identifier"], "area": r["identifier"],
                "location_name": loc_names.get(r["location_id"], loc["identifier"]),
                "region_id": loc["region_id"]}
        species = api.ids("pokemon_species.csv")
        self.pokemon = {r["id"]: (r["identifier"], species[r["species_id"]]) for r in api.table("pokemon.csv")}
        self.encounters = api.table("encounters.csv")
        self.condition_map = api.table("encounter_condition_value_map.csv")

    def rows(self, version_names):
        """[(area, line)] for the encounters of the named versions in id order:
        `area` as in self.areas, `line` the values of ENCOUNTER_FIELDS
        (conditions: the row's condition value identifiers, sorted, joined by
        "+")."""
        wanted = {vid for vid, name in self.versions.items() if name in version_names}
        encounters = [r for r in self.encounters if r["version_id"] in wanted]
        ids = {r["id"] for r in encounters}
        conds = {}
        for r in self.condition_map:
            if r["encounter_id"] in ids:
                conds.setdefault(r["encounter_id"], []).append(self.values[r["encounter_condition_value_id"]])
        out = []
        for r in sorted(encounters, key=lambda r: int(r["id"])):
            s = self.slots[r["encounter_slot_id"]]
            a = self.areas[r["location_area_id"]]
            pk, sp = self.pokemon[r["pokemon_id"]]
            out.append((a, [r["id"], self.versions[r["version_id"]], a["id"], self.methods[s["encounter_method_id"]],
                            s["slot"], s["rarity"], pk, sp, r["min_level"], r["max_level"],
                            "+".join(sorted(conds.get(r["id"], [])))]))
        return out


def write_rows(path, rows, fields=ENCOUNTER_FIELDS):
    """Write the lines of Encounters.rows as CSV (LF line ends), with a header."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(fields)
    for _area, line in rows:
        w.writerow(line)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(buf.getvalue())
