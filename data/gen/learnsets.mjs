// The learnset files data/learnsets/gen-5.json … gen-9.json: the level-up
// moves of every party form of data/species/gen-N.json in generation N, from
// the learnsets of the pinned @pkmn/dex. The rules are in
// data/README.md section 9 ("Learnsets of generations 5-9").
//
// Showdown's learnsets are per generation, not per game: an entry "7L15"
// means "learned at level 15 by level-up in generation 7" (some game of
// generation 7). Only entries "<N>L<level>" of generation N are read; level
// 0 means "on evolution" (generations 7 on). Machines, tutors, eggs and
// events ("M", "T", "E", "S", "V", "R") are not read.

import {compare} from './common.mjs';

export const LEARNSET_GENERATIONS = [5, 6, 7, 8, 9];

// The package's own learnset data for species `s`, or null.
async function ownLearnset(dex, s) {
  const data = await dex.learnsets.get(s.id);
  return data && data.exists && data.learnset && Object.keys(data.learnset).length > 0
    ? data.learnset : null;
}

// The level-up moves of a learnset in generation `gen` as [level, move id]
// pairs, or null when it holds no level-up entry of `gen`.
function levelUp(learnset, gen) {
  if (learnset === null) return null;
  const tag = new RegExp(`^${gen}L(\\d+)$`);
  const pairs = [];
  for (const [id, sources] of Object.entries(learnset)) {
    for (const source of sources) {
      const m = tag.exec(source);
      if (m) pairs.push([Number(m[1]), id]);
    }
  }
  return pairs.length > 0 ? pairs : null;
}

// entries: the species file's entries (data/species/gen-N.json "species");
// moveNames: the names listed in data/moves/gen-N.json.
export async function learnsetFile(dex, gen, entries, moveNames, version) {
  const known = new Set(moveNames);
  const species = {};
  const stats = {species: 0, inherited: 0, skippedBattle: 0, empty: [], pairs: 0, dropped: []};
  for (const entry of entries) {
    // Battle-form entries (Mega Altaria, Meloetta-Pirouette, …) are reached
    // only in battle from a party form: no learnset of their own.
    if (entry.battleForm) {
      stats.skippedBattle++;
      continue;
    }
    const s = dex.species.get(entry.name);
    if (!s || !s.exists) throw new Error(`gen ${gen}: unknown species ${entry.name}`);
    const own = await ownLearnset(dex, s);
    let pairs = levelUp(own, gen);
    let from = null;
    if (pairs === null && s.name !== s.baseSpecies && (own === null || s.changesFrom)) {
      // A form with no learnset of its own in the package (Deoxys's formes,
      // Arceus's types, Oricorio's styles, Basculin-Blue-Striped,
      // Pumpkaboo's sizes, …), or a form an individual changes into
      // (changesFrom: Rotom's appliances, Necrozma's fusions, Zygarde-10%,
      // the Cosplay Pikachu's costumes) whose own learnset holds no level-up
      // move of this generation, learns what the form it comes from
      // learns: the package's changesFrom, else its base species. A form
      // with a learnset of its own and no changesFrom (regional forms,
      // Pichu-Spiky-eared, Floette-Eternal, Magearna-Original) never
      // inherits.
      from = s.changesFrom || s.baseSpecies;
      const parent = dex.species.get(from);
      if (!parent || !parent.exists) throw new Error(`gen ${gen}: ${s.name} changes from unknown ${from}`);
      pairs = levelUp(await ownLearnset(dex, parent), gen);
    }
    if (pairs === null) {
      // No level-up move in this generation: a species that is not in the
      // generation's games (flag Past), or one whose learnset the package
      // leaves empty. Listed on standard error and in the docs.
      stats.empty.push(entry.name + (entry.nonstandard ? ` (${entry.nonstandard})` : ''));
      continue;
    }
    const levelup = [];
    for (const [level, id] of pairs) {
      const move = dex.moves.get(id);
      if (!move || !move.exists) throw new Error(`gen ${gen}: ${entry.name} learns unknown move ${id}`);
      if (!known.has(move.name)) {
        // A move the package has but the move file leaves out (moves.mjs:
        // flagged Unobtainable, Past, …): dropped, and listed.
        if (!move.isNonstandard) {
          throw new Error(`gen ${gen}: ${entry.name} learns ${move.name}, not in moves/gen-${gen}.json`);
        }
        stats.dropped.push(`${entry.name}: ${move.name} (${move.isNonstandard})`);
        continue;
      }
      levelup.push([level, move.name]);
    }
    levelup.sort((a, b) => a[0] - b[0] || compare(a[1], b[1]));
    const value = {levelup};
    if (from !== null) {
      value.extra = {learnsetOf: from};
      stats.inherited++;
    }
    species[entry.name] = value;
    stats.species++;
    stats.pairs += levelup.length;
  }
  return {
    out: {
      generation: gen,
      source: `@pkmn/dex ${version}, Dex.forGen(${gen}).learnsets: level-up entries "${gen}L<level>" only`,
      generator: 'data/gen/learnsets.mjs',
      species,
    },
    stats,
  };
}

// One species per line: the files are embedded in the binary, so they are
// kept compact, yet a diff still shows which species changed.
export function compactJson(file) {
  const lines = Object.entries(file.species).map(
    ([name, value]) => `    ${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  return '{\n' +
    `  "generation": ${JSON.stringify(file.generation)},\n` +
    `  "source": ${JSON.stringify(file.source)},\n` +
    `  "generator": ${JSON.stringify(file.generator)},\n` +
    `  "species": {\n${lines.join(',\n')}\n  }\n}\n`;
}
