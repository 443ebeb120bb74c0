#!/usr/bin/env python3
"""W4 of the performance issue, whole process: every shipped map x defense/attack x
exact/overlapping x {whole chart, G1-G4, E4}, output to a pipe, defense overlapping
asked as --top 10. Then the same for every --game (docs/games.md), with the Johto
games' K1-K4 as well, and Red/Blue's E4 merged (--version all). Prints, per group
(regions, games), the slowest five of each case's best of RUNS runs and the median
and maximum over the group's cases. Run from the project root after
`cargo build --release`. Usage: benches/w4.py [RUNS]"""
import statistics
import subprocess
import sys
import time

RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 5
BIN = "target/release/pokelinks"
REGIONS = ["kanto", "johto", "hoenn", "sinnoh", "unova", "kalos", "alola", "galar", "paldea"]
GAMES = ["red", "yellow", "gold", "crystal", "ruby", "emerald", "frlg", "dp", "platinum",
         "hgss", "bw", "xy", "sm", "swsh", "sv"]
JOHTO = {"gold", "crystal", "hgss"}


def cases(maps, gym_sets, extra=()):
    out = []
    for name in maps:
        for cover in ["D", "A"]:
            for mode in ["E", "O"]:
                for gyms in gym_sets(name):
                    args = [BIN, name, cover, mode, *gyms, "--color", "never"]
                    if cover == "D" and mode == "O":
                        args += ["--top", "10"]
                    out.append(args)
    for args in extra:
        out.append([BIN, *args, "--color", "never"])
    return out


def time_cases(group, args_list):
    times = []
    for args in args_list:
        best = float("inf")
        for _ in range(RUNS):
            start = time.perf_counter()
            done = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            best = min(best, time.perf_counter() - start)
            if done.returncode not in (0, 1):
                sys.exit(f"{' '.join(args)}: exit {done.returncode}: {done.stderr.decode()}")
        times.append((best, " ".join(args[1:])))
    times.sort()
    print(f"{group}:")
    for t, name in times[-5:]:
        print(f"{t * 1000:8.1f} ms  {name}")
    print(f"{len(times)} cases: median {statistics.median(t for t, _ in times) * 1000:.1f} ms, "
          f"max {times[-1][0] * 1000:.1f} ms")


BASE = [[], ["G1", "G2", "G3", "G4"], ["E4"]]
time_cases("regions", cases(REGIONS, lambda _: BASE))
time_cases("games", cases(
    GAMES,
    lambda g: BASE + ([["K1", "K2", "K3", "K4"]] if g in JOHTO else []),
    extra=[["red", cover, mode, "E4", "--version", "all"] + (["--top", "10"] if (cover, mode) == ("D", "O") else [])
           for cover in ["D", "A"] for mode in ["E", "O"]],
))
