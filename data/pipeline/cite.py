"""Citations of a source: a repository at a commit, its files, a line."""

import re


def at(repo, commit):
    """'owner/name at COMMIT'."""
    return "%s at %s" % (repo, commit)


def files(repo, commit, paths):
    """'owner/name at COMMIT: a, b, c'."""
    if isinstance(paths, str):
        paths = [paths]
    return "%s at %s: %s" % (repo, commit, ", ".join(paths))


def line(repo, commit, path, number):
    """'owner/name at COMMIT: path line N'."""
    return "%s at %s: %s line %d" % (repo, commit, path, number)


def find_line(text, pattern, nth=1, where="the file"):
    """1-based number of the nth line of `text` matching regex `pattern`;
    SystemExit if there is none (a citation must point at a real line)."""
    count = 0
    for no, ln in enumerate(text.splitlines(), start=1):
        if re.search(pattern, ln):
            count += 1
            if count == nth:
                return no
    raise SystemExit("no line %d matching %r in %s" % (nth, pattern, where))
