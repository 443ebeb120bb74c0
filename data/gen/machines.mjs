// The game learnset files data/learnsets/<game>.json of generations 5-9
// (Black/White … Scarlet/Violet, not Brilliant Diamond/Shining Pearl): the
// level-up moves of data/learnsets/gen-N.json (written by generate.mjs, run
// first), the game's machine table from PokeAPI (the committed extract
// data/learnsets/pokeapi/machines-gen59.csv, made by
// extract_machines_gen59.py), and per species the machines it can be
// taught: the moves its learnset in the pinned @pkmn/dex has with an entry
// "<N>M" (TM, HM or TR in generation N) that the game's table teaches.
// The rules are in data/README.md section 9 ("Machines of generations 5-9").
//
//   node machines.mjs DATADIR    # reads and writes DATADIR/learnsets
//
// Showdown's "M" is per generation: in X/Y, Secret Power is no machine
// (TM94 is Rock Smash), so the game's table decides which "6M" moves count.
// A species learns from the same learnset its level-up moves come from:
// its own, or the form's named in gen-N.json's extra.learnsetOf.

import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {Dex} from '@pkmn/dex';

const DEX_VERSION = JSON.parse(readFileSync(
  new URL('./node_modules/@pkmn/dex/package.json', import.meta.url), 'utf8')).version;

// game id -> generation (the games of the extract, in its order)
const GAMES = {
  'black-white': 5, 'black-2-white-2': 5, 'x-y': 6, 'omega-ruby-alpha-sapphire': 6,
  'sun-moon': 7, 'ultra-sun-ultra-moon': 7, 'sword-shield': 8, 'scarlet-violet': 9,
};

// The extract's rows: plain CSV with no quoted field (identifiers and numbers).
function readExtract(path) {
  const [head, ...lines] = readFileSync(path, 'utf8').trimEnd().split('\n');
  const fields = head.split(',');
  return lines.map(l => Object.fromEntries(l.split(',').map((v, i) => [fields[i], v])));
}

// Machine ids in the games' order: tm before hm before tr, then by number.
function machineOrder(a, b) {
  const kind = m => ['tm', 'hm', 'tr'].indexOf(m.slice(0, 2));
  return kind(a) - kind(b) || Number(a.slice(2)) - Number(b.slice(2));
}

async function gameFile(game, gen, rows, levelFile) {
  const dex = Dex.forGen(gen);
  const table = {};
  const byMove = new Map();
  for (const r of rows) {
    const move = dex.moves.get(r.move);
    if (!move || !move.exists) throw new Error(`${game}: ${r.machine} teaches unknown move ${r.move}`);
    if (r.machine in table) throw new Error(`${game}: ${r.machine} listed twice`);
    table[r.machine] = move.name;
    byMove.set(move.id, [...(byMove.get(move.id) || []), r.machine]);
  }
  const machines = Object.fromEntries(Object.keys(table).sort(machineOrder).map(m => [m, table[m]]));
  const tag = `${gen}M`;
  const species = {};
  let pairs = 0;
  for (const [name, value] of Object.entries(levelFile.species)) {
    const from = (value.extra && value.extra.learnsetOf) || name;
    const s = dex.species.get(from);
    if (!s || !s.exists) throw new Error(`${game}: unknown species ${from}`);
    const data = await dex.learnsets.get(s.id);
    const taught = [];
    for (const [id, sources] of Object.entries((data && data.learnset) || {})) {
      if (sources.some(x => x.startsWith(tag))) taught.push(...(byMove.get(id) || []));
    }
    taught.sort(machineOrder);
    pairs += taught.length;
    species[name] = {levelup: value.levelup, machines: taught};
  }
  const out = {
    game,
    source: `level-up: data/learnsets/gen-${gen}.json (@pkmn/dex ${DEX_VERSION}); machine table: ` +
      `PokeAPI/pokeapi data/v2/csv/machines.csv (data/learnsets/pokeapi/machines-gen59.csv); ` +
      `machines per species: @pkmn/dex ${DEX_VERSION} Dex.forGen(${gen}).learnsets entries "${gen}M" ` +
      `whose move the table teaches`,
    generator: 'data/gen/machines.mjs',
    machines,
  };
  return {out, species, pairs};
}

// The top fields one per line, then one species per line (the files are
// embedded in the binary; a diff still shows which species changed).
function json(file, species) {
  const top = Object.entries(file).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  const lines = Object.entries(species).map(([n, v]) => `    ${JSON.stringify(n)}: ${JSON.stringify(v)}`);
  return `{\n${top.join(',\n')},\n  "species": {\n${lines.join(',\n')}\n  }\n}\n`;
}

async function main() {
  const dataDir = process.argv[2];
  if (!dataDir) {
    console.error('usage: node machines.mjs DATADIR   (reads and writes DATADIR/learnsets)');
    process.exit(2);
  }
  const dir = join(dataDir, 'learnsets');
  const rows = readExtract(join(dir, 'pokeapi', 'machines-gen59.csv'));
  for (const [game, gen] of Object.entries(GAMES)) {
    const mine = rows.filter(r => r.game === game);
    if (mine.length === 0) throw new Error(`${game}: no machine in the extract`);
    const levelFile = JSON.parse(readFileSync(join(dir, `gen-${gen}.json`), 'utf8'));
    const {out, species, pairs} = await gameFile(game, gen, mine, levelFile);
    const text = json(out, species);
    writeFileSync(join(dir, `${game}.json`), text);
    console.error(`learnsets/${game}.json: ${Object.keys(out.machines).length} machines, ` +
      `${Object.keys(species).length} species, ${pairs} species-machine pairs, ${Buffer.byteLength(text)} bytes`);
  }
}

main().catch(e => {
  console.error(e);
  process.exit(1);
});
