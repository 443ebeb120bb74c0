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
gsc, rse, frlg, dppt, hgss, gen5, gen68).
"""

import filecmp
import os
import shutil
import subprocess
import sys
import tempfile

from . import ROOT
from .sources import SOURCES, Sources, split
from .steps import SRC, steps

NODE_MODULES = os.path.join("data", "gen", "node_modules")


def missing(step, srcs):
    """Why `step` cannot run, or None."""
    if step.node and not os.path.isdir(os.path.join(ROOT, NODE_MODULES, "@pkmn", "dex")):
        return "needs @pkmn/dex (run `npm ci` in data/gen)"
    for repo in step.needs:
        if srcs is None:
            return "needs a snapshot of %s (--sources DIR)" % repo
        if srcs.find(repo) is None:
            return "no snapshot of %s at %s under %s" % (repo, SOURCES[repo]["commit"], srcs.root)
    return None


def command(step, srcs):
    return [sys.executable if a == "python3" else (srcs.root if a == SRC else a) for a in step.argv]


def show(step):
    return " ".join("DIR" if a == SRC else a for a in step.argv)


def run(step, srcs, cwd):
    r = subprocess.run(command(step, srcs), cwd=cwd, capture_output=True, text=True)
    if r.returncode != 0:
        tail = (r.stderr.strip() or r.stdout.strip()).splitlines()[-15:]
        print("FAIL  %s\n      %s" % (show(step), "\n      ".join(tail)))
        return False
    print("ok    %s" % show(step))
    return True


def tracked_data_files():
    """The committed files of data/ (git ls-files; without git, every file)."""
    r = subprocess.run(["git", "-C", ROOT, "ls-files", "-z", "data"], capture_output=True)
    if r.returncode == 0 and r.stdout:
        return sorted(p for p in r.stdout.decode("utf-8").split("\0") if p)
    out = []
    for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, "data")):
        dirnames[:] = [d for d in dirnames if d not in ("node_modules", "__pycache__")]
        out += [os.path.relpath(os.path.join(dirpath, f), ROOT) for f in filenames]
    return sorted(out)


def copy_data(files, tmp):
    for rel in files:
        dst = os.path.join(tmp, rel)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copy2(os.path.join(ROOT, rel), dst)
    nm = os.path.join(ROOT, NODE_MODULES)
    if os.path.isdir(nm):
        os.symlink(nm, os.path.join(tmp, NODE_MODULES))


def compare(files, tmp):
    """(changed, made): committed files that differ or are gone in the fresh
    copy, and files the steps made that are not committed."""
    changed = [rel for rel in files
               if not os.path.exists(os.path.join(tmp, rel))
               or not filecmp.cmp(os.path.join(ROOT, rel), os.path.join(tmp, rel), shallow=False)]
    known = set(files)
    made = []
    for dirpath, dirnames, filenames in os.walk(os.path.join(tmp, "data")):
        dirnames[:] = [d for d in dirnames if d not in ("node_modules", "__pycache__")]
        for f in filenames:
            rel = os.path.relpath(os.path.join(dirpath, f), tmp)
            if rel not in known:
                made.append(rel)
    return changed, sorted(made)


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

    failed, skipped = [], 0
    tmp = tempfile.mkdtemp(prefix="pokelinks-data-") if mode == "check" else None
    files = tracked_data_files() if mode == "check" else None
    try:
        if tmp:
            copy_data(files, tmp)
        for s in todo:
            if s.kind == "check" and mode == "rebuild":
                continue
            why = missing(s, srcs)
            if why:
                print("skip  %s: %s" % (show(s), why))
                skipped += 1
                continue
            cwd = tmp if (tmp and s.kind == "gen") else ROOT
            if not run(s, srcs, cwd):
                failed.append(show(s))
        if tmp:
            changed, made = compare(files, tmp)
            for rel in changed:
                print("DIFF  %s differs from its regeneration" % rel)
            for rel in made:
                if "__pycache__" not in rel:
                    print("NEW   %s is made by a step but not committed" % rel)
            if changed or made:
                failed.append("%d file(s) differ, %d not committed" % (len(changed), len(made)))
            else:
                print("every committed file of data/ equals its regeneration")
    finally:
        if tmp and keep:
            print("kept the regenerated copy in %s" % tmp)
        elif tmp:
            shutil.rmtree(tmp, ignore_errors=True)
    print("%s: %d step(s) failed, %d skipped" % (mode, len(failed), skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
