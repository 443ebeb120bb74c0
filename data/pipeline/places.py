"""The name a player reads for a part of a place (data/README.md section 10,
"Place names"): the one rule every story builder that names a place from a
source's area tables applies.

A source splits a place into parts for its own tables: PokeAPI's location
areas (`relic-castle-a` … `-d`, `reversal-mountain-unknown-area-48`,
`great-marsh-area-1`, `rolling-fields-main`), the map headers of a
decompilation (pokeplatinum's `MAP_HEADER_GREAT_MARSH_1` … `_6`, each
labelled "Great Marsh" by its `mapLabelTextID`). The game itself names
every map by its place (its map section, or PokeAPI's location: what the
Town Map and a Pokémon's summary show), so:

- a part the source tells only by a letter, a number, a bare "area",
  "main" or "all areas", or as unknown (`unknown-area-48`, `1f-unknown-room`)
  has no name of its own: it is named by its place alone ("Relic Castle",
  "Reversal Mountain", "Great Marsh");
- any other part keeps the source's words after the place, cased as a
  title ("Iron Island (B1F Left)", "Bridge Field (Max Den A)").

Parts that then read alike are one place to a player: `pokelinks where`
says such a way once (src/cli/where_.rs).
"""

import re

# A part without a name of its own (matched on its words, lower case, joined by "-").
UNNAMED = re.compile(r"(area-)?(\d+|[a-z])|area|main|all-areas|(.*-)?unknown(-.*)?")


def words(part):
    """The part's words: an identifier's (`b1f-left`, `GREAT_MARSH_1`) or a phrase's."""
    return [w for w in re.split(r"[-_\s]+", part.strip()) if w]


def unnamed(part):
    """Whether the source tells the part only by a letter, a number or as unknown."""
    return UNNAMED.fullmatch("-".join(words(part)).lower()) is not None


def titled(part):
    """The part's words cased as a title: a word with a digit (`1f`, `b1f`) in
    capitals, the others capitalised, a word already holding capitals kept."""
    out = []
    for w in words(part):
        if any(ch.isdigit() for ch in w):
            out.append(w.upper())
        elif w.islower():
            out.append(w.capitalize())
        else:
            out.append(w)
    return " ".join(out)


def name(place, part):
    """The name of `part` of `place` (`part` empty: the place itself)."""
    if not part or unnamed(part):
        return place
    return f"{place} ({titled(part)})"
