#!/usr/bin/env python3
"""The targets of a game's data (issue 28 item 3), whole process, each
measured side by side in one run:

- every shipped game's `GAME G1` and `GAME G3 A` against the same question
  on its region's map (`REGION G1`, `REGION G3 A`): CPU (user + system of
  that child alone), the two run in turn RUNS times, the ratio taken pair
  by pair; target: median ratio <= 1.5;
- `team emerald G1 G2`: CPU <= 8 ms;
- `--version` against a hello-world Rust program built here with `rustc -O`
  (skipped when rustc is missing): wall within 1 ms;
- the binary's size: <= 20 MB;
- peak memory (as GNU time reports it): `kanto G1` <= 6 MiB,
  `paldea O` <= 25 MiB. A small run's memory is mostly the binary's pages
  it touches, and how many pages one touch maps depends on how the file
  came into the page cache: the same binary peaks about 0.8 MiB higher as
  a copy (`cp`, `cargo install`) than as the linker wrote it. Compare
  copies made the same way.

The games and their regions are those `--list --format json` names, so a
game added to the data is measured without editing this file. Prints each
row's medians and whether its target is met. Run from the project root
after `cargo build --release` (with the same CARGO_TARGET_DIR, if any).
Usage: benches/story_targets.py [RUNS]"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 9
BIN = os.path.join(os.environ.get("CARGO_TARGET_DIR", "target"), "release", "pokelinks")
MIB = 1024 * 1024


def run_once(args):
    """Wall and CPU seconds of one run of `args` alone (os.wait4 reports that
    child's own usage); exits on a status other than 0 or 1 (1: some item
    nothing the player can have covers)."""
    start = time.perf_counter()
    child = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    child.returncode = code
    if code not in (0, 1):
        sys.exit(f"{' '.join(args)}: exit {code}: {child.stderr.read().decode()}")
    child.stderr.close()
    return wall, usage.ru_utime + usage.ru_stime


def peak(gnu_time, args):
    """Peak resident bytes of one run of `args`, as GNU time reports it."""
    done = subprocess.run([gnu_time, "-f", "%M", *args], stdin=subprocess.DEVNULL,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
    if done.returncode not in (0, 1):
        sys.exit(f"{' '.join(args)}: exit {done.returncode}: {done.stderr.decode()}")
    # %M is in kilobytes; it is the last line, after anything the program said.
    return int(done.stderr.decode().split()[-1]) * 1024


def paired(a, b):
    """RUNS runs of `a` and `b` in turn: the medians of each one's CPU and of
    the ratio a/b, pair by pair."""
    cpus_a, cpus_b, ratios = [], [], []
    for _ in range(RUNS):
        _, ca = run_once(a)
        _, cb = run_once(b)
        cpus_a.append(ca)
        cpus_b.append(cb)
        ratios.append(ca / cb if cb > 0 else float("inf"))
    return statistics.median(cpus_a), statistics.median(cpus_b), statistics.median(ratios), ratios


def hello_world(folder):
    """The path of a hello-world Rust program built with `rustc -O`, or None."""
    rustc = shutil.which("rustc")
    if rustc is None:
        return None
    source = os.path.join(folder, "hello.rs")
    with open(source, "w") as f:
        f.write('fn main() { println!("hello"); }\n')
    out = os.path.join(folder, "hello")
    subprocess.run([rustc, "-O", source, "-o", out], check=True)
    return out


def verdict(met):
    return "met" if met else "NOT MET"


def main():
    listed = json.loads(subprocess.check_output([BIN, "--list", "--format", "json"]))
    regions = {m["region"].lower() for m in listed["maps"]}
    print(f"{BIN}, {RUNS} pairs a row, CPU medians (ms)")
    print(f"{'question':<34} {'game':>7} {'region':>7} {'ratio':>6}  range        target 1.5")
    worst = 0.0
    for game in listed["games"]:
        info = json.loads(subprocess.check_output(
            [BIN, "--list", "--game", game["id"], "--format", "json"]))
        region = info["maps"][0]["region"].lower()
        if region not in regions:
            print(f"{game['id']}: region {region!r} is not a shipped map: skipped")
            continue
        for question in (["G1"], ["G3", "A"]):
            a, b, ratio, ratios = paired([BIN, game["id"], *question], [BIN, region, *question])
            worst = max(worst, ratio)
            print(f"{game['id'] + ' ' + ' '.join(question):<34} {a * 1e3:7.2f} {b * 1e3:7.2f} "
                  f"{ratio:6.2f}  {min(ratios):.2f}-{max(ratios):.2f}    {verdict(ratio <= 1.5)}")
    print(f"worst median ratio: {worst:.2f} ({verdict(worst <= 1.5)})")

    team = [run_once([BIN, "team", "emerald", "G1", "G2"])[1] for _ in range(RUNS)]
    print(f"team emerald G1 G2: CPU median {statistics.median(team) * 1e3:.2f} ms "
          f"(target 8 ms: {verdict(statistics.median(team) <= 0.008)})")

    with tempfile.TemporaryDirectory() as folder:
        hello = hello_world(folder)
        if hello is None:
            print("--version: skipped, no rustc to build a hello-world")
        else:
            ours, theirs = [], []
            for _ in range(RUNS):
                ours.append(run_once([BIN, "--version"])[0])
                theirs.append(run_once([hello])[0])
            gap = statistics.median(ours) - statistics.median(theirs)
            print(f"--version: wall median {statistics.median(ours) * 1e3:.2f} ms, hello-world "
                  f"{statistics.median(theirs) * 1e3:.2f} ms (target within 1 ms: {verdict(gap <= 0.001)})")

    size = os.path.getsize(BIN)
    print(f"binary: {size / 1e6:.1f} MB (target 20 MB: {verdict(size <= 20e6)})")

    # A child forked from this Python process reports Python's resident set
    # as its peak (the kernel keeps the larger of before and after exec), so
    # the peaks are read by GNU time, whose own is far below these.
    gnu_time = shutil.which("time", path="/usr/bin") or shutil.which("gtime")
    if gnu_time is None:
        print("peak memory: skipped, no GNU time (/usr/bin/time)")
        return
    for question, target in ((["kanto", "G1"], 6), (["paldea", "O"], 25)):
        peaks = [peak(gnu_time, [BIN, *question]) / MIB for _ in range(RUNS)]
        print(f"peak {' '.join(question)}: {min(peaks):.2f}-{max(peaks):.2f} MiB, median "
              f"{statistics.median(peaks):.2f} (target {target} MiB: "
              f"{verdict(statistics.median(peaks) <= target)}; {sum(p <= target for p in peaks)} of "
              f"{RUNS} within)")


if __name__ == "__main__":
    main()
