// Prints the names of the moves of a generation, as @pkmn/dex spells them
// (the pinned package of data/gen), one JSON array, sorted: the canonical move
// list the learnset generators and checks map to.
// Usage: node data/learnsets/movenames.mjs GEN
import {Dex} from '../gen/node_modules/@pkmn/dex/build/index.mjs';

const gen = Number(process.argv[2] || 4);
const dex = Dex.forGen(gen);
const names = dex.moves.all()
  .filter(m => m.exists && m.num > 0 && m.gen <= gen && !m.realMove && m.isNonstandard !== 'CAP')
  .map(m => m.name)
  .sort();
process.stdout.write(JSON.stringify(names) + '\n');
