// Regenerates the shipped type charts data/types/gen-1.json … gen-9.json,
// the species files data/species/gen-1.json … gen-9.json, the move files
// data/moves/gen-1.json … gen-9.json and the learnset files
// data/learnsets/gen-5.json … gen-9.json and any-gen-1.json … any-gen-9.json
// from Pokémon Showdown's data as
// published in the npm package @pkmn/dex (version pinned in package.json).
// See docs/formats.md and data/README.md §2 (charts) and §3 (species; the
// code is in species.mjs), §9 (moves: moves.mjs;
// learnsets: learnsets.mjs, anylearn.mjs).
//
//   node generate.mjs DATADIR    # writes DATADIR/types, species, moves, learnsets
//
// Output is deterministic: keys and lists are sorted, nothing depends on
// the order in which the package lists species or types.

import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {Dex} from '@pkmn/dex';
import {canonical, compare, keptSpecies} from './common.mjs';
import {speciesFile} from './species.mjs';
import {movesFile} from './moves.mjs';
import {LEARNSET_GENERATIONS, compactJson, learnsetFile} from './learnsets.mjs';
import {anyLearnFile, anyLearnJson} from './anylearn.mjs';

// The installed package's version, written into the move files' "source".
const DEX_VERSION = JSON.parse(readFileSync(
  new URL('./node_modules/@pkmn/dex/package.json', import.meta.url), 'utf8')).version;

const GENERATIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

// Types that exist in Showdown's chart but are not attack types of the games'
// type chart: '???' (Curse's type before gen 5) and 'Stellar' (Tera only).
const NOT_ATTACK_TYPES = new Set(['???', 'Stellar']);

// Multiplier names, in the order the lists appear in each typing's object.
const LISTS = [
  ['immune', 0],
  ['quarter', 0.25],
  ['half', 0.5],
  ['double', 2],
  ['quadruple', 4],
];

// Showdown's damageTaken codes: 0 neutral, 1 weak (×2), 2 resist (×½),
// 3 immune (×0).
const CODE_FACTOR = [1, 2, 0.5, 0];

function attackTypes(dex) {
  return dex.types
    .all()
    .filter(t => t.exists && !t.isNonstandard && !NOT_ATTACK_TYPES.has(t.name))
    .map(t => t.name)
    .sort(compare);
}

function factor(dex, defending, attacking) {
  const type = dex.types.get(defending);
  if (!type || !type.exists) throw new Error(`gen ${dex.gen}: unknown type ${defending}`);
  const code = type.damageTaken[attacking];
  if (!(code in CODE_FACTOR)) {
    throw new Error(`gen ${dex.gen}: no damageTaken code for ${attacking} on ${defending}`);
  }
  return CODE_FACTOR[code];
}

function chart(gen) {
  const dex = Dex.forGen(gen);
  const attacks = attackTypes(dex);
  const known = new Set(attacks);

  const typings = new Map();
  for (const species of keptSpecies(dex, gen)) {
    for (const t of species.types) {
      if (!known.has(t)) {
        throw new Error(`gen ${gen}: ${species.name} has type ${t}, not an attack type of that generation`);
      }
    }
    const name = canonical(species.types);
    if (!typings.has(name)) typings.set(name, [...new Set(species.types)].sort(compare));
  }

  const out = {};
  for (const name of [...typings.keys()].sort(compare)) {
    const defending = typings.get(name);
    const lists = Object.fromEntries(LISTS.map(([key]) => [key, []]));
    for (const attacking of attacks) {
      const m = defending.reduce((p, d) => p * factor(dex, d, attacking), 1);
      if (m === 1) continue;
      const entry = LISTS.find(([, value]) => value === m);
      if (!entry) throw new Error(`gen ${gen}: multiplier ${m} of ${attacking} on ${name}`);
      lists[entry[0]].push(attacking);
    }
    const value = {};
    for (const [key] of LISTS) {
      if (lists[key].length > 0) value[key] = lists[key]; // already sorted
    }
    out[name] = value;
  }
  return {out, attacks: attacks.length, typings: typings.size};
}

function write(path, value) {
  writeFileSync(path, JSON.stringify(value, null, 2) + '\n');
}

async function main() {
  const dataDir = process.argv[2];
  if (!dataDir || process.argv.length !== 3) {
    console.error('usage: node generate.mjs DATADIR   (writes DATADIR/types, species, moves, learnsets)');
    process.exit(2);
  }
  const typesDir = join(dataDir, 'types');
  const speciesDir = join(dataDir, 'species');
  mkdirSync(typesDir, {recursive: true});
  mkdirSync(speciesDir, {recursive: true});
  const movesDir = join(dataDir, 'moves');
  mkdirSync(movesDir, {recursive: true});
  const learnsetsDir = join(dataDir, 'learnsets');
  mkdirSync(learnsetsDir, {recursive: true});
  for (const gen of GENERATIONS) {
    const {out, attacks, typings} = chart(gen);
    write(join(typesDir, `gen-${gen}.json`), out);
    console.error(`types/gen-${gen}.json: ${attacks} attack types, ${typings} typings`);

    const {out: species, stats} = speciesFile(Dex.forGen(gen), gen, Object.keys(out));
    write(join(speciesDir, `gen-${gen}.json`), species);
    console.error(`species/gen-${gen}.json: ${stats.entries} entries, ` +
      `${stats.battleForms} battle-form entries, ${stats.items} item entries`);

    const {out: moves, stats: ms} = movesFile(Dex.forGen(gen), gen, DEX_VERSION);
    write(join(movesDir, `gen-${gen}.json`), moves);
    const not = Object.entries(ms.notAttacks).map(([k, v]) => `${k} ${v.length}`).join(', ');
    console.error(`moves/gen-${gen}.json: ${ms.moves} moves, ${ms.attacks} attacks, ` +
      `${ms.variable} variable, ${ms.battle} Z/Max/G-Max; damaging but not attacks: ${not}`);

    if (LEARNSET_GENERATIONS.includes(gen)) {
      const {out: learnsets, stats: ls} = await learnsetFile(Dex.forGen(gen), gen, species.species,
        moves.moves.map(m => m.name), DEX_VERSION);
      const text = compactJson(learnsets);
      writeFileSync(join(learnsetsDir, `gen-${gen}.json`), text);
      console.error(`learnsets/gen-${gen}.json: ${ls.species} species (${ls.inherited} with the ` +
        `learnset of the form they change from), ${ls.pairs} level-up entries, ` +
        `${Buffer.byteLength(text)} bytes; ${ls.skippedBattle} battle-form entries skipped; ` +
        `${ls.empty.length} without level-up moves: ${ls.empty.join(', ')}; moves left out: ` +
        `${ls.dropped.join(', ') || 'none'}`);
    }

    const {out: any, stats: as} = await anyLearnFile(Dex.forGen(gen), gen, species.species,
      moves.moves.map(m => m.name), DEX_VERSION);
    const anyText = anyLearnJson(any);
    writeFileSync(join(learnsetsDir, `any-gen-${gen}.json`), anyText);
    console.error(`learnsets/any-gen-${gen}.json: ${as.species} species, ${any.moves.length} moves, ` +
      `${as.pairs} species-move pairs, ${Buffer.byteLength(anyText)} bytes; ${as.skippedBattle} ` +
      `battle-form entries skipped; ${as.empty.length} without a move: ${as.empty.join(', ') || 'none'}; ` +
      `moves left out: ${as.dropped.join(', ') || 'none'}`);
  }
}

main().catch(e => {
  console.error(e);
  process.exit(1);
});
