"""A gym's reward (the TM a leader hands over with the badge) in a story
file: had from the checkpoint after its gym's, and noted with that gym, so
that a check finds the gym again from the entry alone; and the fan
applications' gym TM tables that cite a reward no page quotes."""

import os
import re

from . import git, sources
from .jsonio import load


def note(gym, leader=None):
    """The entry's note for a reward of gym `gym` ('G2'); `leader`: the
    version's leader of a gym the versions split (Bea, Allister)."""
    return f"after beating {leader or 'the leader'} ({gym})"


def leader_of(entry):
    """The version's leader a reward entry's note names, or None."""
    m = re.search(r"^after beating (.+) \(G\d\)$", entry.get("note") or "")
    return m.group(1) if m and m.group(1) != "the leader" else None


def checkpoint(gym, gym_index):
    """The index of the first checkpoint a reward of `gym` is had at: the
    one after the gym's own (`gym_index`: checkpoint id → index)."""
    return gym_index[gym] + 1


def gym_of(entry):
    """The gym a reward entry's note names, or None."""
    m = re.search(r"\((G\d)\)$", entry.get("note") or "")
    return m and m.group(1)


# The fan applications' gym TM tables (data/story/extract/gym-tms.json): a
# reward with no page quoting it is cited by their rows instead.
TABLES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                      "story", "extract", "gym-tms.json")


def tables():
    """The quoted rows of gym-tms.json, by key."""
    return load(TABLES)["tables"]


def names_tm(row, tm, gym, leader=None):
    """Whether a quoted row names `tm` ('tm76') as the reward of gym `gym`
    ('G3'): an application's entry for that badge number with the TM's
    token ('badgeNumber: 3,' … 'TM76 (Struggle Bug)'), or the gym's place
    in a list of a game's gym TMs in badge order ('{83, 67, 76, …}').  An
    entry of a gym the versions split names its leaders and their TMs in
    one order ('gymLeader: "Bea/Allister"', 'TM42 (Revenge) / TM77 (Hex)'):
    then `tm` must be the TM of `leader`'s place."""
    n, k = int(tm[2:]), int(gym[1:])
    text = "\n".join(row["lines"])
    if row["kind"] == "list":
        m = re.search(r"\{([^}]*)\}", text)
        nums = [int(x) for x in m.group(1).split(",")] if m else []
        return len(nums) >= k and nums[k - 1] == n and leader is None
    tms = re.findall(r"\bTM0*(\d+) \(", text)
    if f"badgeNumber: {k}," not in text or str(n) not in tms:
        return False
    if len(tms) == 1:
        return leader is None
    m = re.search(r'gymLeader: "([^"]*)"', text)
    leaders = m.group(1).split("/") if m else []
    return leader in leaders and len(leaders) == len(tms) and tms[leaders.index(leader)] == str(n)


def cite(key, row):
    """A row's citation in a story entry's source; `cited` finds the key
    again."""
    return (f"{row['repo']} at {sources.commit(row['repo'])[:8]} {row['path']}:{row['line']} "
            f"('{' '.join(row['lines'])}') (data/story/extract/gym-tms.json '{key}')")


def cited(source):
    """The gym-tms.json keys a story entry's source cites."""
    return re.findall(r"\(data/story/extract/gym-tms\.json '([^']+)'\)", source or "")


def check_lines(srcs, err):
    """Each quoted row against its repository's snapshot at the pinned
    commit, when --sources holds it (`err` reports a mismatch); skipped
    with a word otherwise."""
    for repo in sorted({r["repo"] for r in tables().values()}):
        commit = sources.commit(repo)
        git_dir = srcs.find(repo) if srcs is not None else None
        if git_dir is None or not git.has_commit(git_dir, commit):
            print(f"skipped: gym TM tables: {repo} at {commit[:8]} not present")
            continue
        snap = git.Repo(git_dir, commit, name=repo)
        for key, row in tables().items():
            if row["repo"] != repo:
                continue
            lines = [l.strip() for l in snap.show(row["path"]).splitlines()]
            at = lines[row["line"] - 1: row["line"] - 1 + len(row["lines"])]
            if at != row["lines"]:
                err(f"gym-tms.json {key}: {row['path']}:{row['line']} is not the quoted text")
