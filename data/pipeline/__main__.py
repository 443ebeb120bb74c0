"""The whole data pipeline in one command (data/README.md section 11).

Usage, from the repository root:
    python -m data.pipeline check   [--sources DIR] [--only GROUP ...] [--keep]
    python -m data.pipeline rebuild [--sources DIR] [--only GROUP ...]
    python -m data.pipeline list

rebuild  runs every generator (data/pipeline/steps.py) in place, in order.
check    copies the repository's data/ folder into a temporary folder, runs
         every generator there, compares every file with the committed one
         byte for byte (and lists files made that are not committed), then
         runs the validations; exit status 1 on any difference or failure.
         --keep leaves the temporary folder (its path is printed).
list     prints the steps, their groups and the sources they read.

Without --sources, the steps that read committed files only run; a step whose
source snapshot is missing under DIR (or that needs @pkmn/dex when `npm ci`
was not run in data/gen) is skipped with one line saying so, never failed.
--only keeps the steps of the named groups (gen, games, dex, evolutions, rby,
gsc, rse, frlg, dppt, hgss, gen5, gen68, oras, bdsp, sv).
"""

import os
import sys

from . import ROOT
from .runner import regenerate, run_steps, show
from .sources import Sources, split
from .steps import steps


def main(argv):
    srcs, args = split(argv)
    if srcs is not None:
        srcs = Sources(os.path.abspath(srcs.root))
    if not args or args[0] not in ("check", "rebuild", "list"):
        raise SystemExit(__doc__)
    mode, rest = args[0], args[1:]
    keep = "--keep" in rest
    rest = [a for a in rest if a != "--keep"]
    only = set()
    while rest:
        a = rest.pop(0)
        if a == "--only" and rest:
            only.add(rest.pop(0))
        else:
            raise SystemExit(__doc__)
    todo = [s for s in steps() if not only or s.group in only]
    if mode == "list":
        for s in todo:
            print("%-10s %-5s %s%s" % (s.group, s.kind, show(s),
                                       ("   [reads %s]" % ", ".join(s.needs)) if s.needs else ""))
        return 0
    if mode == "rebuild":
        failed = run_steps([s for s in todo if s.kind == "gen"], srcs, ROOT)
    else:
        failed = regenerate(srcs, sorted(only), keep=keep)
        failed += run_steps([s for s in todo if s.kind == "check"], srcs, ROOT)
    print("%s: %d failure(s)" % (mode, len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
