// The move files data/moves/gen-1.json … gen-9.json: every move of a
// generation with its type, category and power in that generation, whether
// it counts as an attack, whether its type varies, and whether it takes two
// turns or recharges. The rules and their
// reasons are in data/README.md section 9; this file implements them.
//
// Everything is read from Dex.forGen(n) of the pinned @pkmn/dex, so types,
// categories, powers and flags are those of generation n (Bite is Normal in
// generation 1, Charm Normal until generation 5).

import {compare} from './common.mjs';

// Which moves are listed. A move of Dex.forGen(n) is listed when
//   - it exists, has num > 0 (drops the CAP moves, numbered < 0) and
//     gen <= n (nothing from a later generation);
//   - it is not one of Showdown's "Hidden Power <Type>" entries (they carry
//     `realMove: 'Hidden Power'`: Showdown's encoding of Hidden Power's
//     type, not moves of the games; Hidden Power itself is listed);
//   - its isNonstandard flag is null, or is a flag kept for that generation
//     below. Dropped: 'Past' (not in that generation's games: the moves cut
//     from Sword/Shield and Scarlet/Violet), 'Future' (gen 9: Nihil Light,
//     of Legends: Z-A), 'CAP', 'LGPE' (the Let's Go partner moves),
//     'Unobtainable' (gen 6: Thousand Arrows, Thousand Waves, Light of Ruin;
//     gen 7: Light of Ruin; gen 9: the Starmobile torques, Cut, V-create,
//     Hold Back, Hold Hands, Burn Up, Corrosive Gas, Power Shift — in the
//     game's data but never known by a player's Pokémon), and
//     'Gigantamax' except in generation 8.
//   - 'Gigantamax' is kept in generation 8 only: the G-Max moves of
//     Sword/Shield. In generation 9 the package still flags them
//     'Gigantamax' (not 'Past', as it flags the Max moves), but Dynamax does
//     not exist in Scarlet/Violet.
const KEPT_FLAGS = {8: new Set(['Gigantamax'])};

export function isListed(move, gen) {
  if (!move.exists || move.num <= 0 || move.gen > gen || move.realMove) return false;
  if (!move.isNonstandard) return true;
  return (KEPT_FLAGS[gen] || new Set()).has(move.isNonstandard);
}

// --- The attack rule ------------------------------------------------------
//
// A move counts as an attack (a type to resist, a way to hit super
// effectively) when it deals damage that type effectiveness scales: category
// Physical or Special, and none of the following, whose damage resistances
// do not reduce:
//   1. from the data: `damage` set (fixed or level damage: Dragon Rage,
//      Sonic Boom, Seismic Toss, Night Shade) or `ohko` set (Fissure,
//      Guillotine, Horn Drill, Sheer Cold);
//   2. named: HP-based, counter and random-damage moves (below);
//   3. from the data: moves whose description in that generation begins
//      "Deals typeless damage" (Struggle from generation 2, Beat Up and
//      Future Sight in generations 2-4, Doom Desire in generations 3-4).
// NAMED_NOT_ATTACKS is checked against the data by check-moves.mjs (each
// description says the damage "equals" something).
export const NAMED_NOT_ATTACKS = [
  'Bide', 'Comeuppance', 'Counter', 'Endeavor', 'Final Gambit',
  'Guardian of Alola', 'Metal Burst', 'Mirror Coat', "Nature's Madness",
  'Psywave', 'Ruination', 'Super Fang',
];
const NAMED = new Set(NAMED_NOT_ATTACKS);
export const TYPELESS = /^Deals typeless damage/;

// Why a move is not an attack in this generation, or null if it is one.
export function notAttack(move) {
  if (move.category === 'Status') return 'status';
  if (move.damage !== undefined) return 'fixed-damage';
  if (move.ohko) return 'one-hit-KO';
  if (NAMED.has(move.name)) return 'named';
  if (TYPELESS.test(move.desc || '')) return 'typeless';
  return null;
}

// --- Variable types --------------------------------------------------------
//
// A move's type varies when its description (of that generation, or its
// short description) says so; this recognises Hidden Power, Weather Ball,
// Natural Gift, Judgment, Techno Blast, Multi-Attack, Revelation Dance,
// Aura Wheel, Terrain Pulse, Ivy Cudgel, Raging Bull, Tera Blast and Tera
// Starstorm. check-moves.mjs asserts that the result is exactly the list
// EXPECTED_VARIABLE, so a package update that changes a description is
// caught.
export const VARIABLE = /this move's type (depends|changes|becomes)|this move is \w+ type\.|type varies|varies in type|type and power of this move|power and type/i;
export const EXPECTED_VARIABLE = [
  'Aura Wheel', 'Hidden Power', 'Ivy Cudgel', 'Judgment', 'Multi-Attack',
  'Natural Gift', 'Raging Bull', 'Revelation Dance', 'Techno Blast',
  'Tera Blast', 'Tera Starstorm', 'Terrain Pulse', 'Weather Ball',
];

export function isVariable(move) {
  return VARIABLE.test(`${move.desc || ''} || ${move.shortDesc || ''}`);
}

// Z-Moves, Max Moves and G-Max Moves exist in their generations' games but
// only as what a known move becomes in battle; their entries say so under
// "extra" (a Pokémon never learns them).
function kind(move) {
  if (move.isZ) return 'Z-Move';
  if (typeof move.isMax === 'string') return 'G-Max Move';
  if (move.isMax) return 'Max Move';
  return null;
}

export function movesFile(dex, gen, version) {
  const moves = dex.moves.all().filter(m => isListed(m, gen));
  moves.sort((a, b) => a.num - b.num || compare(a.name, b.name));
  const seen = new Set();
  const out = [];
  const stats = {moves: 0, attacks: 0, variable: 0, battle: 0, notAttacks: {}};
  for (const m of moves) {
    if (seen.has(m.name)) throw new Error(`gen ${gen}: move ${m.name} listed twice`);
    seen.add(m.name);
    if (!['Physical', 'Special', 'Status'].includes(m.category)) {
      throw new Error(`gen ${gen}: ${m.name} has category ${m.category}`);
    }
    const why = notAttack(m);
    const entry = {
      name: m.name,
      type: m.type,
      category: m.category,
      power: m.basePower,
      attack: why === null,
      variable: isVariable(m),
    };
    // Two-turn and recharge moves still count as attacks; the answer says
    // so. Showdown's flags `charge` (Solar Beam, Fly, Dig, ...: the first
    // turn charges) and `recharge` (Hyper Beam, ...: the next turn is lost),
    // written only when set.
    if (m.flags.charge) entry.charge = true;
    if (m.flags.recharge) entry.recharge = true;
    const k = kind(m);
    if (k) entry.extra = {kind: k};
    out.push(entry);
    stats.moves++;
    if (why === null) stats.attacks++;
    else if (why !== 'status') (stats.notAttacks[why] ||= []).push(m.name);
    if (entry.variable) stats.variable++;
    if (k) stats.battle++;
  }
  return {
    out: {
      generation: gen,
      source: `@pkmn/dex ${version}, Dex.forGen(${gen})`,
      generator: 'data/gen/moves.mjs',
      moves: out,
    },
    stats,
  };
}
