"""Shared readers of the data pipeline (data/README.md section 11).

- sources: the source repositories and their pinned commits, and the
  `--sources DIR` folder every snapshot-reading script takes;
- git: the files of one commit of a repository (`git show COMMIT:path`);
- pret: readers of the pret decompilations' assembly, C headers and JSON;
- pokeapi: PokeAPI's CSV tables (data/v2/csv/) and their joins;
- calc: the damage calculators' compiled trainer sets;
- cite: the citation of a source ("repo at commit: path", a line number);
- places: the name a player reads for a part of a place (section 10,
  "Place names");
- towns: the story location of a gym town the encounter source has no
  area for, and the checkpoint markers it is placed by (section 10, "Gym
  towns");
- jsonio: the house JSON writer and name folding.

`python -m data.pipeline check|rebuild [--sources DIR]` runs every step
(data/pipeline/__main__.py).  Standard library only (Python 3.11).
"""

import os
import sys

DATA = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(DATA)


def importable():
    """Make `import data.pipeline` work from a script run as a file
    (python3 data/x/y.py): put the repository root on sys.path."""
    if ROOT not in sys.path:
        sys.path.insert(0, ROOT)
