"""A gym's reward (the TM a leader hands over with the badge) in a story
file: had from the checkpoint after its gym's, and noted with that gym, so
that a check finds the gym again from the entry alone."""

import re


def note(gym):
    """The entry's note for a reward of gym `gym` ('G2')."""
    return f"after beating the leader ({gym})"


def checkpoint(gym, gym_index):
    """The index of the first checkpoint a reward of `gym` is had at: the
    one after the gym's own (`gym_index`: checkpoint id → index)."""
    return gym_index[gym] + 1


def gym_of(entry):
    """The gym a reward entry's note names, or None."""
    m = re.search(r"\((G\d)\)$", entry.get("note") or "")
    return m and m.group(1)
