// The ability files data/abilities/gen-3.json … gen-9.json: the abilities
// each species of data/species/gen-N.json can have in generation N, read from
// the pinned @pkmn/dex (Dex.forGen(N).species.get(name).abilities, slots
// "0", "1", "H" and "S", and the flags unreleasedHidden, maleOnlyHidden).
// Generations 1 and 2 have no abilities: no file. The rules are in
// data/README.md section 11 ("Abilities and Tera").
//
//   node abilities.mjs DATADIR [OUTDIR]
//
// reads DATADIR/species/gen-N.json (the names, in that order) and writes
// OUTDIR/abilities/gen-N.json (OUTDIR defaults to DATADIR). Deterministic.
//
// The package does not filter a species' abilities by generation: in
// Dex.forGen(3) Miltank lists Scrappy, an ability of generation 4 (the
// package's ability `gen` 4, `isNonstandard` "Future" in that dex). Such an
// ability did not exist in generation N: it is left out of `abilities` and
// named under `dropped` (slot: ability), so the omission is visible.

import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {Dex} from '@pkmn/dex';

export const ABILITY_GENERATIONS = [3, 4, 5, 6, 7, 8, 9];
const SLOTS = ['0', '1', 'H', 'S'];

const DEX_VERSION = JSON.parse(readFileSync(
  new URL('./node_modules/@pkmn/dex/package.json', import.meta.url), 'utf8')).version;

function entryFor(dex, gen, name) {
  const s = dex.species.get(name);
  if (!s || !s.exists || s.name !== name) {
    throw new Error(`gen ${gen}: species ${name} of species/gen-${gen}.json not found in @pkmn/dex`);
  }
  const slots = Object.keys(s.abilities);
  for (const k of slots) {
    if (!SLOTS.includes(k)) throw new Error(`gen ${gen}: ${name} has an unknown ability slot ${k}`);
  }
  const abilities = {};
  const dropped = {};
  for (const k of SLOTS) {
    const a = s.abilities[k];
    if (a === undefined) continue;
    const ability = dex.abilities.get(a);
    if (!ability || !ability.exists || ability.name !== a) {
      throw new Error(`gen ${gen}: ${name} slot ${k}: unknown ability ${a}`);
    }
    if (ability.gen > gen) {
      dropped[k] = a;
    } else {
      abilities[k] = a;
    }
  }
  if (abilities['0'] === undefined) {
    throw new Error(`gen ${gen}: ${name} has no first ability in generation ${gen}`);
  }
  const entry = {name, abilities};
  if (Object.keys(dropped).length > 0) entry.dropped = dropped;
  if (s.unreleasedHidden && abilities.H !== undefined) entry.unreleasedHidden = true;
  if (s.maleOnlyHidden && abilities.H !== undefined) entry.maleOnlyHidden = true;
  return entry;
}

export function abilityFile(gen, speciesNames) {
  const dex = Dex.forGen(gen);
  const seen = new Set();
  const species = speciesNames.map(name => {
    if (seen.has(name)) throw new Error(`gen ${gen}: ${name} listed twice`);
    seen.add(name);
    return entryFor(dex, gen, name);
  });
  return {
    generation: gen,
    source: `@pkmn/dex ${DEX_VERSION}: Dex.forGen(${gen}).species.get(name).abilities ` +
      `(slots 0, 1, H, S; unreleasedHidden, maleOnlyHidden), for the names of ` +
      `data/species/gen-${gen}.json; abilities of a later generation than ${gen} ` +
      `(the package's ability gen) are left out and named under "dropped"`,
    generator: 'data/gen/abilities.mjs',
    species,
  };
}

// One species a line, like the learnset files.
export function abilityJson(file) {
  const lines = file.species.map(e => `    ${JSON.stringify(e)}`);
  return '{\n' +
    `  "generation": ${JSON.stringify(file.generation)},\n` +
    `  "source": ${JSON.stringify(file.source)},\n` +
    `  "generator": ${JSON.stringify(file.generator)},\n` +
    `  "species": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

function main() {
  const [dataDir, outDir = dataDir] = process.argv.slice(2);
  if (!dataDir) {
    console.error('usage: node abilities.mjs DATADIR [OUTDIR]');
    process.exit(2);
  }
  const dir = join(outDir, 'abilities');
  mkdirSync(dir, {recursive: true});
  for (const gen of ABILITY_GENERATIONS) {
    const speciesFile = JSON.parse(readFileSync(join(dataDir, 'species', `gen-${gen}.json`), 'utf8'));
    const names = speciesFile.species.map(e => e.name);
    const file = abilityFile(gen, names);
    writeFileSync(join(dir, `gen-${gen}.json`), abilityJson(file));
    const dropped = file.species.filter(e => e.dropped).length;
    const hidden = file.species.filter(e => e.abilities.H).length;
    console.error(`gen ${gen}: ${file.species.length} species, ${hidden} with a hidden ability, ` +
      `${dropped} with a later generation's ability dropped`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
