"""Citations of a source: a repository at a commit, its files, a line.

The story builders cite every fact as `path:line` of a file at the pinned
commit, found again at each run from a pattern (so a citation that no longer
matches fails the build): `matching_lines` is that search, `find_line` the
nth hit or a stop."""

import re


def at(repo, commit):
    """'owner/name at COMMIT'."""
    return "%s at %s" % (repo, commit)


def files(repo, commit, paths):
    """'owner/name at COMMIT: a, b, c'."""
    if isinstance(paths, str):
        paths = [paths]
    return "%s at %s: %s" % (repo, commit, ", ".join(paths))


def matching_lines(lines, pattern=None, needle=None):
    """The 1-based numbers of the lines (a text or a list of lines) that
    match the regex `pattern` or contain the fixed string `needle`."""
    if isinstance(lines, str):
        lines = lines.splitlines()
    if pattern is not None:
        rx = re.compile(pattern)
        return [no for no, ln in enumerate(lines, start=1) if rx.search(ln)]
    return [no for no, ln in enumerate(lines, start=1) if needle in ln]


def find_line(text, pattern, nth=1, where="the file"):
    """1-based number of the nth line of `text` matching regex `pattern`;
    SystemExit if there is none (a citation must point at a real line)."""
    hits = matching_lines(text, pattern)
    if len(hits) < nth:
        raise SystemExit("no line %d matching %r in %s" % (nth, pattern, where))
    return hits[nth - 1]


def line_of(text, index):
    """The 1-based line number of character `index` of `text`."""
    return text.count("\n", 0, index) + 1


def item_words(item):
    """How a page writes an item identifier: TM83, Water Stone."""
    return item.upper() if re.fullmatch(r"(tm|hm)\d+", item) else item.replace("-", " ").title()


def page_quotes(page):
    """A quoted page's words as a story entry cites them: its `quote`, after
    its `heading` (a sentence of the same page naming the place the quote
    leaves unnamed) when it has one."""
    if page.get("heading"):
        return f"'{page['heading']}' … '{page['quote']}'"
    return f"'{page['quote']}'"


def page_text(page):
    """All a quoted page's quoted words (its heading and quote)."""
    return page.get("heading", "") + "\n" + page["quote"]
