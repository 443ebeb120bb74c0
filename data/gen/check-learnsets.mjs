// Checks the learnset files data/learnsets/gen-5.json … gen-9.json (run by
// check.sh after it has compared them with the generator's output): every
// species is a `name` of data/species/gen-N.json, every move a move of
// data/moves/gen-N.json, levels are integers 0-100 in ascending order, and
// a few facts; prints each file's size in bytes (the files are embedded in
// the binary).
//
//   node check-learnsets.mjs DATADIR     # exits 1 on any failure

import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {LEARNSET_GENERATIONS} from './learnsets.mjs';

const dataDir = process.argv[2];
if (!dataDir || process.argv.length !== 3) {
  console.error('usage: node check-learnsets.mjs DATADIR');
  process.exit(2);
}
let failures = 0;
const fail = m => {
  console.error(`FAIL: ${m}`);
  failures++;
};
const read = p => JSON.parse(readFileSync(join(dataDir, p), 'utf8'));

const files = {};
for (const gen of LEARNSET_GENERATIONS) {
  const path = `learnsets/gen-${gen}.json`;
  const file = read(path);
  files[gen] = file;
  const species = new Set(read(`species/gen-${gen}.json`).species.map(s => s.name));
  const moves = new Set(read(`moves/gen-${gen}.json`).moves.map(m => m.name));
  if (file.generation !== gen) fail(`${path}: generation ${file.generation}`);
  let pairs = 0;
  for (const [name, entry] of Object.entries(file.species)) {
    if (!species.has(name)) fail(`${path}: ${name} is not in species/gen-${gen}.json`);
    if (entry.levelup.length === 0) fail(`${path}: ${name} has no level-up move`);
    let last = -1;
    for (const [level, move] of entry.levelup) {
      if (!Number.isInteger(level) || level < 0 || level > 100) fail(`${path}: ${name} level ${level}`);
      if (level < last) fail(`${path}: ${name}: levels out of order`);
      last = level;
      if (!moves.has(move)) fail(`${path}: ${name} learns ${move}, not in moves/gen-${gen}.json`);
      pairs++;
    }
    if (entry.extra && !species.has(entry.extra.learnsetOf)) {
      fail(`${path}: ${name} has the learnset of ${entry.extra.learnsetOf}, not a species`);
    }
  }
  const bytes = statSync(join(dataDir, path)).size;
  console.log(`${path}: ${Object.keys(file.species).length} species, ${pairs} level-up entries, ${bytes} bytes`);
}

// Facts (each read in the package's learnsets of that generation).
const has = (gen, species, level, move) => {
  const entry = files[gen].species[species];
  if (!entry || !entry.levelup.some(([l, m]) => l === level && m === move)) {
    fail(`gen ${gen}: ${species} does not learn ${move} at ${level}`);
  }
};
has(5, 'Bulbasaur', 7, 'Leech Seed');
has(9, 'Sprigatito', 1, 'Scratch');
has(8, 'Butterfree', 0, 'Gust'); // level 0: on evolution
if (files[9].species['Rotom-Wash']?.extra?.learnsetOf !== 'Rotom') fail('gen 9: Rotom-Wash does not use Rotom\'s learnset');

if (failures > 0) {
  console.error(`${failures} failure(s)`);
  process.exit(1);
}
console.log('data/learnsets checks pass');
