// Spot checks of data/abilities/gen-3.json … gen-9.json (data/README.md
// section 11): facts stated in the task and in the decompilations, so that a
// package update that changes them is noticed. Run by check.sh.
//
//   node check-abilities.mjs DATADIR

import {readFileSync} from 'node:fs';
import {join} from 'node:path';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: node check-abilities.mjs DATADIR');
  process.exit(2);
}

const EXPECTED = [
  // [generations, species, abilities by slot]
  [[3, 4, 5, 6], 'Gengar', {0: 'Levitate'}],
  [[7, 8, 9], 'Gengar', {0: 'Cursed Body'}],
  [[4], 'Bronzong', {0: 'Levitate', 1: 'Heatproof'}],
  [[5, 6, 7, 8, 9], 'Bronzong', {0: 'Levitate', 1: 'Heatproof', H: 'Heavy Metal'}],
  [[9], 'Clodsire', {0: 'Poison Point', 1: 'Water Absorb', H: 'Unaware'}],
  // Scrappy is an ability of generation 4: Miltank has Thick Fat alone in 3.
  [[3], 'Miltank', {0: 'Thick Fat'}],
  [[4], 'Miltank', {0: 'Thick Fat', 1: 'Scrappy'}],
  [[3, 4, 5, 6, 7, 8, 9], 'Solrock', {0: 'Levitate'}],
  [[3, 4, 5, 6, 7, 8, 9], 'Lunatone', {0: 'Levitate'}],
  [[3, 4, 5, 6, 7, 8, 9], 'Shedinja', {0: 'Wonder Guard'}],
];

let failures = 0;
const files = new Map();
for (let gen = 3; gen <= 9; gen++) {
  const file = JSON.parse(readFileSync(join(dataDir, 'abilities', `gen-${gen}.json`), 'utf8'));
  const species = JSON.parse(readFileSync(join(dataDir, 'species', `gen-${gen}.json`), 'utf8'));
  const names = species.species.map(e => e.name);
  const got = file.species.map(e => e.name);
  if (JSON.stringify(names) !== JSON.stringify(got)) {
    console.error(`gen ${gen}: the ability file's names are not species/gen-${gen}.json's, in order`);
    failures++;
  }
  for (const e of file.species) {
    if (gen < 5 && (e.abilities.H || e.abilities.S)) {
      console.error(`gen ${gen}: ${e.name} has a hidden or special slot before generation 5`);
      failures++;
    }
  }
  files.set(gen, new Map(file.species.map(e => [e.name, e])));
}
for (const [gens, name, abilities] of EXPECTED) {
  for (const gen of gens) {
    const e = files.get(gen).get(name);
    const want = JSON.stringify(Object.fromEntries(Object.entries(abilities).map(([k, v]) => [String(k), v])));
    if (!e || JSON.stringify(e.abilities) !== want) {
      console.error(`gen ${gen}: ${name}: expected ${want}, found ${e ? JSON.stringify(e.abilities) : 'no entry'}`);
      failures++;
    }
  }
}
if (failures > 0) {
  console.error(`${failures} ability check(s) failed`);
  process.exit(1);
}
console.log(`the ability files pass ${EXPECTED.length} spot checks and follow the species files`);
