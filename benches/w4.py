#!/usr/bin/env python3
"""W4 of the performance issue, whole process: every shipped map x defense/attack x
exact/overlapping x {whole chart, G1-G4, E4}, output to a pipe, defense overlapping
asked as --top 10. Prints the median and the slowest of each case's best of 5 runs,
then the median and maximum over all cases. Run from the project root after
`cargo build --release`. Usage: benches/w4.py [RUNS]"""
import statistics
import subprocess
import sys
import time

RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 5
BIN = "target/release/pokelinks"
REGIONS = ["kanto", "johto", "hoenn", "sinnoh", "unova", "kalos", "alola", "galar", "paldea"]

cases = []
for region in REGIONS:
    for cover in ["D", "A"]:
        for mode in ["E", "O"]:
            for gyms in [[], ["G1", "G2", "G3", "G4"], ["E4"]]:
                args = [BIN, region, cover, mode, *gyms, "--color", "never"]
                if cover == "D" and mode == "O":
                    args += ["--top", "10"]
                cases.append(args)

times = []
for args in cases:
    best = float("inf")
    for _ in range(RUNS):
        start = time.perf_counter()
        done = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        best = min(best, time.perf_counter() - start)
        if done.returncode not in (0, 1):
            sys.exit(f"{' '.join(args)}: exit {done.returncode}: {done.stderr.decode()}")
    times.append((best, " ".join(args[1:])))

times.sort()
for t, name in times[-5:]:
    print(f"{t * 1000:8.1f} ms  {name}")
print(f"{len(times)} cases: median {statistics.median(t for t, _ in times) * 1000:.1f} ms, "
      f"max {times[-1][0] * 1000:.1f} ms")
