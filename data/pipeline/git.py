"""The files of one commit of a repository, read with
`git --git-dir=DIR show COMMIT:path` (nothing is checked out, built or run).

One class for every reader of the pipeline; the historical method names of
the family scripts (`show`, `read`, `ls`, ...) are kept as aliases so that
the recipes read as before."""

import subprocess


def _git(git_dir, *args, check=True):
    return subprocess.run(["git", "--git-dir=" + git_dir] + list(args),
                          check=check, capture_output=True)


class Repo:
    """`name` is owner/name (for citations); `errors` is how `read` decodes
    UTF-8 ("strict", or "replace" for the trees with stray bytes)."""

    def __init__(self, git_dir, commit, name=None, errors="strict"):
        self.git_dir = git_dir
        self.commit = commit
        self.name = name
        self.errors = errors
        self.read_files = []  # every path read with show(), in first-read order
        self._raw = {}

    # -- files
    def raw(self, path):
        """The bytes of `path` at the commit (cached)."""
        if path not in self._raw:
            self._raw[path] = _git(self.git_dir, "show", self.commit + ":" + path).stdout
        return self._raw[path]

    def read(self, path):
        """The text of `path`, decoded as UTF-8 with `self.errors`."""
        return self.raw(path).decode("utf-8", self.errors)

    def show(self, path):
        """The text of `path` (strict UTF-8), recorded in `read_files`."""
        if path not in self.read_files:
            self.read_files.append(path)
        return self.raw(path).decode("utf-8")

    def show_bytes(self, path):
        """The bytes of `path`, recorded in `read_files`."""
        if path not in self.read_files:
            self.read_files.append(path)
        return self.raw(path)

    read_bytes = raw

    def json(self, path):
        import json
        return json.loads(self.read(path))

    def exists(self, path):
        return _git(self.git_dir, "cat-file", "-e", self.commit + ":" + path, check=False).returncode == 0

    # -- folders
    def names(self, folder):
        """The sorted names of the entries of `folder` (`ls-tree COMMIT:folder`)."""
        out = _git(self.git_dir, "ls-tree", "--name-only", self.commit + ":" + folder)
        return sorted(out.stdout.decode().split())

    def paths(self, folder):
        """The paths (from the root) of the entries of `folder`, in git's order
        (`ls-tree COMMIT folder/`)."""
        out = _git(self.git_dir, "ls-tree", "--name-only", self.commit, folder.rstrip("/") + "/")
        return out.stdout.decode().split()

    def grep(self, pattern, path):
        """(file, line) pairs of lines matching a fixed string under path."""
        out = _git(self.git_dir, "grep", "-F", "-e", pattern, self.commit, "--", path, check=False)
        hits = []
        for line in out.stdout.decode("utf-8", errors="replace").splitlines():
            _, f, text = line.split(":", 2)
            hits.append((f, text))
        return hits

    # -- citation
    def cite(self, paths):
        return "%s at %s: %s" % (self.name, self.commit, ", ".join(paths))


def has_commit(git_dir, commit):
    return _git(git_dir, "cat-file", "-e", commit + "^{commit}", check=False).returncode == 0
