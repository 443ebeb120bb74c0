// Checks the move files data/moves/gen-1.json … gen-9.json (run by
// check.sh after it has compared them with the generator's output):
//
//  1. generation-specific types and categories (Bite, Gust, Karate Chop,
//     Charm, Sand Attack, Curse);
//  2. the attack rule: the damaging moves that are not attacks, over all
//     generations, are exactly the expected list, and the named part of the
//     rule agrees with the package's descriptions;
//  3. the variable-type moves are exactly the expected list;
//  4. generations 1-4 against the moves recorded in
//     data/games/extract/*.json (read from the pret decompilations): every
//     move name maps to a move of the generation; types agree except the
//     listed exception; powers agree except where one side records no
//     usable power (fixed-damage, one-hit-KO and variable-power moves);
//     every extract move that is "damaging" is either an attack or one of
//     the rule's exceptions, and no attack is "damaging": false.
//
//   node check-moves.mjs DATADIR     # exits 1 on any failure

import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Dex} from '@pkmn/dex';
import {EXPECTED_VARIABLE, NAMED_NOT_ATTACKS, TYPELESS, isListed} from './moves.mjs';

const dataDir = process.argv[2];
if (!dataDir || process.argv.length !== 3) {
  console.error('usage: node check-moves.mjs DATADIR');
  process.exit(2);
}

let failures = 0;
function fail(message) {
  console.error(`FAIL: ${message}`);
  failures++;
}

const files = {};
for (let gen = 1; gen <= 9; gen++) {
  const file = JSON.parse(readFileSync(join(dataDir, 'moves', `gen-${gen}.json`), 'utf8'));
  files[gen] = new Map(file.moves.map(m => [m.name, m]));
}

// 1. Generation-specific types. [move, {generation: type}], "-" = absent.
const TYPES = [
  ['Bite', {1: 'Normal', 2: 'Dark', 9: 'Dark'}],
  ['Gust', {1: 'Normal', 2: 'Flying', 9: 'Flying'}],
  ['Karate Chop', {1: 'Normal', 2: 'Fighting', 7: 'Fighting', 8: '-', 9: '-'}],
  ['Charm', {1: '-', 2: 'Normal', 5: 'Normal', 6: 'Fairy', 9: 'Fairy'}],
  ['Sand Attack', {1: 'Normal', 2: 'Ground', 9: 'Ground'}],
  ['Curse', {1: '-', 2: '???', 4: '???', 5: 'Ghost', 9: 'Ghost'}],
];
for (const [name, byGen] of TYPES) {
  const gens = Object.keys(byGen).map(Number);
  for (let gen = Math.min(...gens); gen <= Math.max(...gens); gen++) {
    // A generation not written takes the value of the one before it.
    const want = byGen[Math.max(...gens.filter(g => g <= gen))];
    const move = files[gen].get(name);
    const got = move ? move.type : '-';
    if (got !== want) fail(`gen ${gen}: ${name} is ${got}, expected ${want}`);
  }
}
// Categories: by type until generation 3, by move from generation 4.
for (const [gen, name, want] of [
  [1, 'Bite', 'Physical'], [3, 'Thunder Punch', 'Special'], [3, 'Shadow Ball', 'Physical'],
  [4, 'Thunder Punch', 'Physical'], [4, 'Shadow Ball', 'Special'], [9, 'Swords Dance', 'Status'],
]) {
  const got = files[gen].get(name)?.category;
  if (got !== want) fail(`gen ${gen}: ${name} is ${got}, expected ${want}`);
}

// 2. The attack rule. Damaging (Physical or Special) moves that are not
// attacks, by name, with the generations where they are listed as such.
const EXPECTED_NOT_ATTACKS = {
  // from the data: `damage` (fixed or level damage)
  'Dragon Rage': 'fixed', 'Night Shade': 'fixed', 'Seismic Toss': 'fixed', 'Sonic Boom': 'fixed',
  // from the data: `ohko`
  'Fissure': 'ohko', 'Guillotine': 'ohko', 'Horn Drill': 'ohko', 'Sheer Cold': 'ohko',
  // named in moves.mjs
  ...Object.fromEntries(NAMED_NOT_ATTACKS.map(n => [n, 'named'])),
  // from the data: "Deals typeless damage" in that generation's description
  'Struggle': 'typeless', 'Beat Up': 'typeless', 'Future Sight': 'typeless', 'Doom Desire': 'typeless',
};
const BRIEF = ['Dragon Rage', 'Sonic Boom', 'Seismic Toss', 'Night Shade', 'Super Fang', 'Psywave',
  'Counter', 'Mirror Coat', 'Metal Burst', 'Bide', 'Endeavor', 'Final Gambit', "Nature's Madness",
  'Ruination', 'Guardian of Alola', 'Comeuppance', 'Fissure', 'Guillotine', 'Horn Drill', 'Sheer Cold'];
const found = new Map();
for (let gen = 1; gen <= 9; gen++) {
  for (const m of files[gen].values()) {
    if (m.category === 'Status' || m.attack) continue;
    if (!found.has(m.name)) found.set(m.name, []);
    found.get(m.name).push(gen);
  }
}
const ranges = gens => {
  const out = [];
  for (const g of gens) {
    const last = out[out.length - 1];
    if (last && last[1] === g - 1) last[1] = g; else out.push([g, g]);
  }
  return out.map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join(',');
};
console.log('Damaging moves that are not attacks (generations):');
for (const [name, gens] of [...found].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
  console.log(`  ${name} (${ranges(gens)}): ${EXPECTED_NOT_ATTACKS[name] || 'UNEXPECTED'}`);
}
for (const name of found.keys()) {
  if (!(name in EXPECTED_NOT_ATTACKS)) fail(`${name} is damaging but not an attack, and not expected`);
}
for (const name of Object.keys(EXPECTED_NOT_ATTACKS)) {
  if (!found.has(name)) fail(`${name} was expected among the non-attacks and is in no file`);
}
for (const name of BRIEF) if (!(name in EXPECTED_NOT_ATTACKS)) fail(`${name} of the rule is missing`);
const beyond = Object.keys(EXPECTED_NOT_ATTACKS).filter(n => !BRIEF.includes(n));
console.log(`  beyond the rule's named list, from the data: ${beyond.join(', ')}`);

// The named part agrees with the descriptions: in every generation where a
// named move is listed, its description says its damage equals something
// (or, for Bide, "double the damage"); and no other damaging move that is
// still an attack has such a description, except the moves the data already
// covers (`damage`, `ohko`).
const EQUALS = /^(Deals|Does) damage (to [^.]*?)?equal to|^Deals damage to the [^.]*? equal to|inflicting double the damage/i;
for (let gen = 1; gen <= 9; gen++) {
  const dex = Dex.forGen(gen);
  for (const m of dex.moves.all()) {
    if (!isListed(m, gen) || m.category === 'Status') continue;
    const says = EQUALS.test(m.desc || '');
    const named = NAMED_NOT_ATTACKS.includes(m.name);
    const data = m.damage !== undefined || !!m.ohko;
    if (named && !says) fail(`gen ${gen}: ${m.name} is named but its description does not say "equal to"`);
    if (says && !named && !data) fail(`gen ${gen}: ${m.name}'s description says "equal to" but it is not named`);
    if (TYPELESS.test(m.desc || '') && files[gen].get(m.name).attack) fail(`gen ${gen}: typeless ${m.name} is an attack`);
  }
}

// 3. Variable types.
const variable = new Set();
for (let gen = 1; gen <= 9; gen++) {
  for (const m of files[gen].values()) if (m.variable) variable.add(m.name);
}
const wantVariable = new Set(EXPECTED_VARIABLE);
for (const n of variable) if (!wantVariable.has(n)) fail(`${n} is variable, not expected`);
for (const n of wantVariable) if (!variable.has(n)) fail(`${n} is expected variable and is not`);
console.log(`Variable-type moves: ${[...variable].sort().join(', ')}`);

// 4. Generations 1-4 against the decompilations' extracts.
const fold = s => s.toLowerCase().replace(/[^a-z0-9]/g, '');
// The extracts' spellings that folding does not match (the pret names).
const ALIASES = {hijumpkick: 'High Jump Kick', faintattack: 'Feint Attack'};
// [generation, move]: the pret files say Normal, the package '???' (in
// generation 1 Showdown types Bide '???': its damage ignores type).
const TYPE_EXCEPTIONS = new Set(['1 Bide']);
const extracts = readdirSync(join(dataDir, 'games', 'extract')).filter(f => f.endsWith('.json')).sort();
const seen = new Map();
for (const f of extracts) {
  const x = JSON.parse(readFileSync(join(dataDir, 'games', 'extract', f), 'utf8'));
  const gen = x.game ? x.game.generation : x.generation;
  // Only the decompilations' extracts (generations 1-4): those of 5-9 read
  // their moves from data/moves itself, and the comparison files hold no
  // battles of their own.
  if (!(gen <= 4) || !Array.isArray(x.battles)) continue;
  for (const b of x.battles) {
    for (const mon of b.party) {
      for (const mv of mon.moves) {
        const key = `${gen}|${mv.name}|${mv.type}|${mv.power}|${mv.damaging}`;
        if (!seen.has(key)) seen.set(key, {gen, mv, games: new Set()});
        seen.get(key).games.add(f.replace(/\.json$/, ''));
      }
    }
  }
}
const byFold = {};
for (let gen = 1; gen <= 4; gen++) {
  byFold[gen] = new Map([...files[gen].keys()].map(n => [fold(n), n]));
}
const powerDiffs = [], typeDiffs = [], ruleDiffs = [], variableSeen = [];
let checked = 0;
for (const {gen, mv, games} of seen.values()) {
  const name = ALIASES[fold(mv.name)] || byFold[gen].get(fold(mv.name));
  if (!name) {
    fail(`gen ${gen}: extract move ${mv.name} (${[...games].join(', ')}) maps to no move of moves/gen-${gen}.json`);
    continue;
  }
  checked++;
  const m = files[gen].get(name);
  if (m.type !== mv.type) {
    const line = `gen ${gen} ${name}: extract ${mv.type}, package ${m.type}`;
    if (TYPE_EXCEPTIONS.has(`${gen} ${name}`)) typeDiffs.push(line);
    else fail(line);
  }
  if (m.power !== mv.power) {
    // Acceptable only where a side records no usable power: the package
    // writes 0 (1 in generation 1) for moves whose damage is computed
    // otherwise, the pret tables 1 (or 0, or the fixed damage).
    const line = `gen ${gen} ${name}: extract ${mv.power}, package ${m.power}`;
    if ([0, 1].includes(m.power) && mv.damaging) powerDiffs.push(line);
    else fail(line);
  }
  if (mv.damaging && !m.attack) ruleDiffs.push(`gen ${gen} ${name}`);
  if (m.variable) variableSeen.push(`gen ${gen} ${name} (${[...games].join(', ')})`);
  if (!mv.damaging && m.attack) fail(`gen ${gen} ${name}: an attack, but the extract says not damaging`);
}
console.log(`Extract moves checked: ${checked} (generation, name, type, power) combinations of ${extracts.length} extracts`);
console.log(`Type differences (expected): ${typeDiffs.join('; ') || 'none'}`);
console.log(`Power differences (no usable power on one side): ${powerDiffs.length}`);
for (const line of powerDiffs.sort()) console.log(`  ${line}`);
console.log(`Damaging in the extracts, not attacks by the rule: ${[...new Set(ruleDiffs)].sort().join(', ')}`);
// data/games/build.py stops on a variable-type attack: none is expected.
console.log(`Variable-type moves in the extracts: ${variableSeen.sort().join('; ') || 'none'}`);
if (variableSeen.length > 0) fail('a variable-type move is in an extract: decide how it counts in data/games/build.py');

if (failures > 0) {
  console.error(`${failures} failure(s)`);
  process.exit(1);
}
console.log('data/moves checks pass');
