#!/usr/bin/env python3
"""Issue 30 item 6 (b), whole process: every shipped game's every gym (and
E4, and the Johto games' K1-K8) asked as `pokelinks team GAME GYM --top 10`,
output to a pipe. The games and their gyms are those `--list --format json`
names, so a game added to the data is measured without editing this file.
Prints each question's median wall and CPU (user + system of that child
alone) over RUNS runs, the slowest (every one over the target, at least
5; with `--whole`, every game), the ranges, and how many are over the
target (30 ms CPU: wall times on a shared machine measure the other
builds too). `--all` asks for the
whole listing instead of the 10 best (what `pokelinks team GAME GYM`
prints with no `--top`); `--whole` asks each game's whole-game team
instead, after the Elite Four (`pokelinks team GAME --top 10`, item 6
(a): 300 ms).
Run from the project root after `cargo build --release` (with the same
CARGO_TARGET_DIR, if any).
Usage: benches/gym_teams.py [RUNS] [--all] [--whole]"""
import json
import os
import resource
import statistics
import subprocess
import sys
import time

ARGS = [a for a in sys.argv[1:] if a not in ("--all", "--whole")]
LISTING = "--all" in sys.argv[1:]
WHOLE = "--whole" in sys.argv[1:]
RUNS = int(ARGS[0]) if ARGS else 3
# The release binary of the target directory cargo built into.
BIN = os.path.join(os.environ.get("CARGO_TARGET_DIR", "target"), "release", "pokelinks")
TARGET = 0.300 if WHOLE else 0.030
# At least this many of the slowest are printed, and every one over the target.
TOP = 5


def listed(*args):
    return json.loads(subprocess.check_output([BIN, "--list", *args, "--format", "json"]))


def run_once(args):
    """Wall and CPU seconds of one run; exits on a status other than 0 or 1
    (1: some item nothing the player can have covers)."""
    # Children are run one at a time, so the growth of the reaped children's
    # usage is this child's own.
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        sys.exit(f"{' '.join(args)}: exit {done.returncode}: {done.stderr.decode()}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main():
    rows = []
    for game in listed()["games"]:
        gyms = [gym["id"] for gym in listed("--game", game["id"])["maps"][0]["gyms"]]
        for gym in [""] if WHOLE else gyms:
            args = [BIN, "team", game["id"], *([gym] if gym else []), "--color", "never"]
            if not LISTING:
                args += ["--top", "10"]
            runs = [run_once(args) for _ in range(RUNS)]
            wall = statistics.median(r[0] for r in runs)
            cpu = statistics.median(r[1] for r in runs)
            rows.append((cpu, wall, f"{game['id']} {gym}".rstrip()))
    rows.sort()
    what = "the whole listing" if LISTING else "--top 10"
    over = [name for cpu, _, name in rows if cpu > TARGET]
    # A whole game's row is one a game: all are shown, as README's table has them.
    shown = len(rows) if WHOLE else max(TOP, len(over))
    print(f"{len(rows)} {'whole-game' if WHOLE else 'gym'} team questions ({what}), medians of {RUNS} runs; the slowest {shown}:")
    for cpu, wall, name in rows[-shown:]:
        print(f"  {cpu * 1000:8.1f} ms CPU {wall * 1000:8.1f} ms wall  {name}")
    cpus, walls = [r[0] for r in rows], [r[1] for r in rows]
    print(f"CPU: {min(cpus) * 1000:.1f}-{max(cpus) * 1000:.1f} ms, median {statistics.median(cpus) * 1000:.1f}")
    print(f"wall: {min(walls) * 1000:.1f}-{max(walls) * 1000:.1f} ms, median {statistics.median(walls) * 1000:.1f}")
    print(f"over {TARGET * 1000:.0f} ms CPU: {len(over)} of {len(rows)}")


if __name__ == "__main__":
    main()
