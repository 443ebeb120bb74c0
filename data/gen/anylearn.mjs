// The files data/learnsets/any-gen-1.json … any-gen-9.json: for every
// party form of data/species/gen-N.json, every move it can know by an
// in-game means of generation N, its pre-evolutions' moves included, from
// the learnsets of the pinned @pkmn/dex. The rules are in data/README.md
// section 9 ("Moves a Pokémon can learn at all").
//
// A learnset entry is a generation digit and a source letter (Showdown's
// MoveSource, smogon/pokemon-showdown sim/dex-species.ts). Read: L
// (level-up), M (TM/HM), T (tutor), E (egg), R (restricted: the moves a
// form gains by changing, Rotom's appliances) of generation N. Not read:
// S (event distributions), D (the Dream World, an online service), V
// (transfers from Virtual Console and Let's Go), C (not a real source).
//
// Which learnsets a species draws on follows Showdown's
// getFullLearnset/learnsetParent (sim/dex-species.ts): its own, then its
// parent's — the form it changes from (or its base species) when it has no
// learnset of its own, else its pre-evolution (`prevo`), else the form it
// changes from (Rotom-Wash → Rotom; not the Kyurem fusions) — and so on.

import {compare} from './common.mjs';

export const ANY_GENERATIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

// The games (data/games.json ids) whose moves a generation's entries
// describe. Brilliant Diamond/Shining Pearl is not among generation 8's:
// Showdown keeps its learnsets apart (data/mods/gen8bdsp/learnsets.ts),
// and the pinned package does not ship them.
export const GAMES = {
  1: ['red-blue', 'yellow'],
  2: ['gold-silver', 'crystal'],
  3: ['ruby-sapphire', 'emerald', 'firered-leafgreen'],
  4: ['diamond-pearl', 'platinum', 'heartgold-soulsilver'],
  5: ['black-white', 'black-2-white-2'],
  6: ['x-y', 'omega-ruby-alpha-sapphire'],
  7: ['sun-moon', 'ultra-sun-ultra-moon'],
  8: ['sword-shield'],
  9: ['scarlet-violet'],
};

// The source letters that count as "in the games of generation N". The
// one tutor entry of generation 1 (Pikachu's Surf, "1T") is Pokémon
// Stadium's prize, not a move of Red, Blue or Yellow.
export const read = gen => (gen === 1 ? 'LMER' : 'LMTER');

async function ownLearnset(dex, s) {
  const data = await dex.learnsets.get(s.id);
  return data && data.exists && data.learnset ? data.learnset : null;
}

// The species whose learnsets `s` draws on, `s` first.
async function chain(dex, s) {
  const out = [];
  const seen = new Set();
  let cur = s;
  while (cur && cur.exists && !seen.has(cur.id)) {
    seen.add(cur.id);
    const own = await ownLearnset(dex, cur);
    if (own) out.push(own);
    let next = null;
    if (!own && cur.forme) {
      next = cur.changesFrom || cur.baseSpecies;
    } else if (cur.prevo) {
      next = cur.prevo;
    } else if (cur.changesFrom && cur.baseSpecies !== 'Kyurem') {
      next = cur.changesFrom;
    }
    cur = next ? dex.species.get(next) : null;
  }
  return out;
}

// entries: the species file's entries; moveNames: data/moves/gen-N.json's.
export async function anyLearnFile(dex, gen, entries, moveNames, version) {
  const known = new Set(moveNames);
  const tag = new RegExp(`^${gen}[${read(gen)}]`);
  const perSpecies = {};
  const stats = {species: 0, skippedBattle: 0, empty: [], pairs: 0, dropped: new Set()};
  const used = new Set();
  for (const entry of entries) {
    if (entry.battleForm) {
      stats.skippedBattle++;
      continue;
    }
    const s = dex.species.get(entry.name);
    if (!s || !s.exists) throw new Error(`gen ${gen}: unknown species ${entry.name}`);
    const moves = new Set();
    for (const learnset of await chain(dex, s)) {
      for (const [id, sources] of Object.entries(learnset)) {
        if (!sources.some(x => tag.test(x))) continue;
        const move = dex.moves.get(id);
        if (!move || !move.exists) throw new Error(`gen ${gen}: ${entry.name} learns unknown move ${id}`);
        if (!known.has(move.name)) {
          if (!move.isNonstandard) {
            throw new Error(`gen ${gen}: ${entry.name} learns ${move.name}, not in moves/gen-${gen}.json`);
          }
          stats.dropped.add(`${move.name} (${move.isNonstandard})`);
          continue;
        }
        moves.add(move.name);
      }
    }
    if (moves.size === 0) {
      // Not in the generation's games (flag Past), or a learnset the
      // package leaves empty: listed on standard error and in the docs.
      stats.empty.push(entry.name);
      continue;
    }
    perSpecies[entry.name] = moves;
    for (const m of moves) used.add(m);
    stats.species++;
    stats.pairs += moves.size;
  }
  // The file's own move table, sorted: species list indices into it.
  const table = [...used].sort(compare);
  const index = new Map(table.map((m, i) => [m, i]));
  const species = {};
  for (const [name, moves] of Object.entries(perSpecies)) {
    species[name] = [...moves].map(m => index.get(m)).sort((a, b) => a - b);
  }
  return {
    out: {
      generation: gen,
      source: `@pkmn/dex ${version}, Dex.forGen(${gen}).learnsets of each species, its pre-evolutions ` +
        `and the forms it changes from: entries ${[...read(gen)].map(c => `"${gen}${c}"`).join(', ')}`,
      generator: 'data/gen/anylearn.mjs',
      games: GAMES[gen],
      moves: table,
      species,
    },
    stats: {...stats, dropped: [...stats.dropped].sort(compare)},
  };
}

// The move table on one line, one species per line: the files are embedded
// in the binary, yet a diff still shows which species changed.
export function anyLearnJson(file) {
  const lines = Object.entries(file.species).map(
    ([name, value]) => `    ${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  return '{\n' +
    `  "generation": ${JSON.stringify(file.generation)},\n` +
    `  "source": ${JSON.stringify(file.source)},\n` +
    `  "generator": ${JSON.stringify(file.generator)},\n` +
    `  "games": ${JSON.stringify(file.games)},\n` +
    `  "moves": ${JSON.stringify(file.moves)},\n` +
    `  "species": {\n${lines.join(',\n')}\n  }\n}\n`;
}
