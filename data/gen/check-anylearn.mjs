// Checks data/learnsets/any-gen-1.json … any-gen-9.json (run by check.sh
// after it has compared them with the generator's output) against the
// pinned @pkmn/dex and the decompilations, without the generator's code:
//
// - the shape: species of data/species/gen-N.json, moves of
//   data/moves/gen-N.json, a sorted table, sorted indices without repeats;
// - the package, read again: for every species listed and every move of
//   the generation, the move is listed exactly when some learnset of the
//   species' family — itself, its pre-evolutions (`prevo`, transitively),
//   the form it changes from or its base species — holds an entry of
//   generation N with source L, M, T (not in generation 1), E or R;
// - the decompilations (generations 1-4): every level-up and TM/HM move of
//   data/learnsets/<game>.json is in its generation's list (counted, and
//   any miss printed);
// - facts, each read in the package.
//
//   node check-anylearn.mjs DATADIR     # exits 1 on any failure

import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {Dex} from '@pkmn/dex';

const dataDir = process.argv[2];
if (!dataDir || process.argv.length !== 3) {
  console.error('usage: node check-anylearn.mjs DATADIR');
  process.exit(2);
}
let failures = 0;
const fail = m => {
  console.error(`FAIL: ${m}`);
  failures++;
};
const read = p => JSON.parse(readFileSync(join(dataDir, p), 'utf8'));

// The family whose learnsets a species may use, as a set of ids, found by
// closing over every link at once (not walked in Showdown's order).
function family(dex, species) {
  const ids = new Set();
  const todo = [species];
  while (todo.length > 0) {
    const s = todo.pop();
    if (!s || !s.exists || ids.has(s.id)) continue;
    ids.add(s.id);
    const links = [s.prevo, s.changesFrom];
    if (s.forme && !dex.data.Learnsets[s.id]?.learnset) links.push(s.baseSpecies);
    if (s.baseSpecies === 'Kyurem') links[1] = null; // fusions keep their own
    for (const l of links) if (l) todo.push(dex.species.get(l));
  }
  return ids;
}

const sets = {};
for (let gen = 1; gen <= 9; gen++) {
  const path = `learnsets/any-gen-${gen}.json`;
  const file = read(path);
  const speciesNames = new Set(read(`species/gen-${gen}.json`).species.map(s => s.name));
  const moveNames = read(`moves/gen-${gen}.json`).moves.map(m => m.name);
  const known = new Set(moveNames);
  if (file.generation !== gen) fail(`${path}: generation ${file.generation}`);
  for (let i = 1; i < file.moves.length; i++) {
    if (!(file.moves[i - 1] < file.moves[i])) fail(`${path}: move table not sorted at ${i}`);
  }
  for (const m of file.moves) if (!known.has(m)) fail(`${path}: ${m} is not in moves/gen-${gen}.json`);
  const dex = Dex.forGen(gen);
  await dex.learnsets.get('bulbasaur'); // loads the learnset data
  const byId = new Map(moveNames.map(m => [dex.moves.get(m).id, m]));
  // Generation 1's one tutor entry is Pokémon Stadium's (anylearn.mjs).
  const tag = gen === 1 ? /^1[LMER]/ : new RegExp(`^${gen}[LMTER]`);
  sets[gen] = {};
  let pairs = 0;
  for (const [name, indices] of Object.entries(file.species)) {
    if (!speciesNames.has(name)) fail(`${path}: ${name} is not in species/gen-${gen}.json`);
    for (let i = 1; i < indices.length; i++) {
      if (!(indices[i - 1] < indices[i])) fail(`${path}: ${name}: indices not ascending`);
    }
    const listed = new Set(indices.map(i => file.moves[i]));
    if (listed.has(undefined)) fail(`${path}: ${name}: an index outside the move table`);
    sets[gen][name] = listed;
    pairs += listed.size;
    const expected = new Set();
    for (const id of family(dex, dex.species.get(name))) {
      for (const [move, sources] of Object.entries(dex.data.Learnsets[id]?.learnset ?? {})) {
        if (sources.some(s => tag.test(s)) && byId.has(move)) expected.add(byId.get(move));
      }
    }
    for (const m of expected) if (!listed.has(m)) fail(`gen ${gen}: ${name} can learn ${m}, not listed`);
    for (const m of listed) if (!expected.has(m)) fail(`gen ${gen}: ${name} lists ${m}, no source`);
  }
  const bytes = statSync(join(dataDir, path)).size;
  console.log(`${path}: ${Object.keys(file.species).length} species, ${pairs} pairs, ${bytes} bytes`);
}

// The decompilations: what a game teaches by level-up or machine is in
// its generation's list.
const GAMES = {
  1: ['red-blue', 'yellow'], 2: ['gold-silver', 'crystal'],
  3: ['ruby-sapphire', 'emerald', 'firered-leafgreen'],
  4: ['diamond-pearl', 'platinum', 'heartgold-soulsilver'],
};
for (const [gen, games] of Object.entries(GAMES)) {
  for (const game of games) {
    const file = read(`learnsets/${game}.json`);
    let checked = 0;
    const misses = [];
    for (const [name, set] of Object.entries(file.species)) {
      const listed = sets[gen][name];
      if (!listed) continue;
      const moves = [...set.levelup.map(([, m]) => m), ...(set.machines ?? []).map(tm => file.machines[tm])];
      for (const m of moves) {
        checked++;
        if (!listed.has(m)) misses.push(`${name}: ${m}`);
      }
    }
    console.log(`learnsets/${game}.json: ${checked} level-up and machine moves, ` +
      `${misses.length} not in any-gen-${gen}.json${misses.length ? ': ' + misses.join(', ') : ''}`);
    // Showdown's learnsets are checked against the games by its own
    // maintainers; a handful of misses would be a difference of sources,
    // more a broken file.
    if (misses.length > 10) fail(`learnsets/${game}.json: ${misses.length} moves not in any-gen-${gen}.json`);
  }
}

// Facts, each read in the package's learnsets.
const can = (gen, species, move, yes) => {
  const has = sets[gen][species]?.has(move);
  if (has !== yes) fail(`gen ${gen}: ${species} ${yes ? 'cannot' : 'can'} learn ${move}`);
};
can(3, 'Geodude', 'Surf', false);
can(3, 'Geodude', 'Rock Tomb', true); // TM39
can(3, 'Marill', 'Present', true); // an egg move (3E)
can(3, 'Pikachu', 'Sweet Kiss', true); // Pichu's egg move
can(3, 'Pikachu', 'Surf', false); // only by event (3S) in generation 3
can(4, 'Snorlax', 'Lick', true); // Munchlax's level-up move
can(4, 'Gengar', 'Ice Punch', true); // a Platinum/HeartGold tutor (4T)
can(9, 'Rotom-Wash', 'Hydro Pump', true); // 9R: the form's own move
can(9, 'Rotom-Wash', 'Thunderbolt', true); // Rotom's, by changing from it
can(1, 'Pikachu', 'Surf', false); // by event (1S) or Stadium's prize (1T) only
can(2, 'Pikachu', 'Surf', false); // by event only (2S)
can(2, 'Gengar', 'Ice Punch', true); // Crystal's tutor (2T)

if (failures > 0) {
  console.error(`${failures} failure(s)`);
  process.exit(1);
}
console.log('data/learnsets/any-gen-* checks pass');
