// Dump what data/games/extract_gen59.py needs from the pinned @pkmn/dex for
// one generation, as one JSON document on standard output:
//   {"moves": {id: {name, num, type, basePower, category}},
//    "species": {id: {name, num, types, baseStats, baseSpecies, forme, formeOrder}}}
// Usage (from any directory): node data/gen/dex-gen59.mjs GEN
// Keys are sorted, so the output depends only on the package version.
import {Dex} from '@pkmn/dex';

const gen = Number(process.argv[2]);
if (!(gen >= 1 && gen <= 9)) throw new Error('usage: node dex-gen59.mjs GEN (1-9)');
const dex = Dex.forGen(gen);

const moves = {};
for (const id of Object.keys(Dex.data.Moves).sort()) {
  const m = dex.moves.get(id);
  if (!m.exists) continue;
  moves[m.id] = {name: m.name, num: m.num, type: m.type, basePower: m.basePower, category: m.category};
}
const species = {};
for (const id of Object.keys(Dex.data.Species).sort()) {
  const s = dex.species.get(id);
  if (!s.exists) continue;
  species[s.id] = {
    name: s.name, num: s.num, types: s.types, baseStats: s.baseStats,
    baseSpecies: s.baseSpecies, forme: s.forme, formeOrder: s.formeOrder || null,
  };
}
process.stdout.write(JSON.stringify({generation: gen, moves, species}) + '\n');
