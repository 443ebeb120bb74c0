"""Running the steps of data/pipeline/steps.py: in place (rebuild), or in a
temporary copy of data/ compared with the committed files (regenerate), which
`python -m data.pipeline check` and the family checks use."""

import filecmp
import os
import shutil
import subprocess
import sys
import tempfile

from . import ROOT
from .sources import SOURCES
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
            if rel not in known and "__pycache__" not in rel:
                made.append(rel)
    return changed, sorted(made)




def regenerate(srcs, groups=(), keep=False):
    """Run the generators of `groups` (all when empty) in a temporary copy of
    the committed files of data/ and compare every file with the committed
    one: the list of failures (failed steps, differing or uncommitted files),
    printing a line per step and per difference."""
    failed = []
    tmp = tempfile.mkdtemp(prefix="pokelinks-data-")
    files = tracked_data_files()
    try:
        copy_data(files, tmp)
        failed += run_steps([s for s in steps() if s.kind == "gen" and (not groups or s.group in groups)],
                            srcs, tmp)
        changed, made = compare(files, tmp)
        for rel in changed:
            print("DIFF  %s differs from its regeneration" % rel)
            failed.append("%s differs from its regeneration" % rel)
        for rel in made:
            print("NEW   %s is made by a step but not committed" % rel)
            failed.append("%s is made by a step but not committed" % rel)
        if not changed and not made:
            print("every committed file of data/ equals its regeneration")
    finally:
        if keep:
            print("kept the regenerated copy in %s" % tmp)
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    return failed


def run_steps(todo, srcs, cwd):
    """Run `todo` from `cwd` (a step whose sources are missing is skipped with
    a line): the list of the steps that failed."""
    failed = []
    for s in todo:
        why = missing(s, srcs)
        if why:
            print("skip  %s: %s" % (show(s), why))
            continue
        if not run(s, srcs, cwd):
            failed.append("%s failed" % show(s))
    return failed
