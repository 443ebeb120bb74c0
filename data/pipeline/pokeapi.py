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


def english(rows, key, column="name"):
    return {r[key]: r[column] for r in rows if r["local_language_id"] == ENGLISH}


def table(git_dir, commit, name):
    """The rows of one table of the snapshot in `git_dir` at `commit`."""
    from .git import Repo
    return PokeAPI(Repo(git_dir, commit, name=REPO)).table(name)


def open_sources(sources):
    """The pinned PokeAPI snapshot of a data.pipeline.sources.Sources."""
    return PokeAPI(sources.repo(REPO))
