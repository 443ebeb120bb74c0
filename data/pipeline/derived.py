"""Encounter methods met only through another (data/README.md section 10,
"The rules the program applies"): an SOS ally is called by a Pokémon met
in the same place by the grass, water or fishing tables, a horde is met
where grass, flowers or a cave floor is walked, a DexNav Pokémon hides in
the grass, caves or water of its place. A story's gate for such a method
names those methods in `base`; the program counts a row of it only where
a row of its place by a base method counts (src/story/availability.rs,
`Derived`). Every builder that writes such a gate checks it here.
"""


def check(game, unlocks, methods):
    """Stop when a gate's `base` names a method the game's rows lack, a
    derived method, or the gate itself: the rule needs methods with rows of
    their own. `unlocks`: every gate of the story; `methods`: the methods
    of the game's encounter rows."""
    derived = {u["gate"] for u in unlocks if u.get("base")}
    for u in unlocks:
        for m in u.get("base", []):
            if m not in methods or m in derived:
                raise SystemExit(f"{game}: gate {u['gate']}: base {m} is no method with rows of its own")
