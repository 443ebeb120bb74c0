"""What the family checks share: a failure list, running a generator into a
temporary folder, and comparing what it wrote with the committed file."""

import filecmp
import os
import subprocess


def reporters(errors, data_dir, tail=500):
    """(err, run, same) over the list `errors`:
    err(msg) records and prints a failure; run(cmd) runs a command, records
    its failure (the last `tail` characters of its stderr) and says whether
    it succeeded; same(new, old) records a regenerated file `new` that is
    missing or differs from the committed `old` (named relative to
    `data_dir`)."""

    def err(msg):
        errors.append(msg)
        print("FAIL:", msg)

    def run(cmd):
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            err(f"{' '.join(cmd)} failed: {r.stderr.strip()[-tail:]}")
        return r.returncode == 0

    def same(new, old):
        if not os.path.exists(new):
            err(f"not regenerated: {old}")
        elif not filecmp.cmp(new, old, shallow=False):
            err(f"regenerated file differs: {os.path.relpath(old, data_dir)}")

    return err, run, same
