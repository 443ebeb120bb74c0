// The fixtures of tests/showdown.rs, made by the reference implementation.
//
// For each case below, runs pokelinks (argv[2], default
// target/debug/pokelinks, from the repository's root) with `--format
// showdown` (exit 0 or 1), keeps its text (tests/fixtures/showdown/<case>.ours.txt),
// reads it with @pkmn/sets (Teams.importTeams, the teambuilder's reader)
// and writes what it read: the text re-exported (<case>.pkmn.txt), and a
// JSON record (<case>.pkmn.json) with each team's packed form
// (Team.pack) and the warnings — every species, ability, item, move or
// Tera type that @pkmn/dex does not know in the case's generation, an
// ability the species cannot have, more than four moves, a level outside
// 1-100 — which must be none. Versions are pinned in package.json and
// package-lock.json (npm ci).
//
// Run: (cd data/showdown && npm ci) && node data/showdown/fixtures.mjs

import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {Teams} from '@pkmn/sets';
import {Dex} from '@pkmn/dex';

const CASES = [
  {name: 'gym-emerald-g1', gen: 3, args: ['gym', 'emerald', 'G1']},
  {name: 'gym-red-e4', gen: 1, args: ['gym', 'red', 'E4', '--version', 'squirtle']},
  {name: 'gym-scarlet-violet-g3', gen: 9, args: ['gym', 'scarlet-violet', 'G3']},
  {name: 'gym-sun-moon-g2', gen: 7, args: ['gym', 'sun-moon', 'G2']},
  {name: 'team-red', gen: 1, args: ['team', 'red', 'G2', 'G3', '--starter', 'squirtle']},
  {name: 'check-emerald', gen: 3, args: ['check', 'Swampert', 'Gardevoir', 'Manectric', 'emerald', 'G5', 'G6']},
  {name: 'check-violet', gen: 9, args: ['check', 'Meowscarada', 'Tinkaton', 'Pawmot', 'scarlet-violet', 'E4', 'T']},
  // Tera types: each species' first type where the sorted typing starts
  // otherwise (Pelipper Water-Flying, Toedscool Ground-Grass), and one a
  // team code chose.
  {name: 'check-violet-tera', gen: 9, args: ['check', 'Pelipper', 'Toedscool', 'scarlet-violet', 'G4', 'A']},
  {name: 'check-violet-chosen-tera', gen: 9,
    args: ['check', '--team', 'Pelipper||||surf,wingattack|||||||,,,,,Ground', 'scarlet-violet', 'G4', 'A']},
];

const binary = process.argv[2] ?? 'target/debug/pokelinks';
const out = 'tests/fixtures/showdown';
mkdirSync(out, {recursive: true});

function warnings(team, gen) {
  const dex = Dex.forGen(gen);
  const found = [];
  for (const set of team.team) {
    const species = dex.species.get(set.species);
    if (!species?.exists) { found.push(`species ${set.species}`); continue; }
    if (set.ability) {
      const ability = dex.abilities.get(set.ability);
      if (!ability?.exists) found.push(`ability ${set.ability}`);
      else if (!Object.values(species.abilities).includes(ability.name)) {
        found.push(`${species.name} cannot have ${ability.name}`);
      }
    } else if (gen >= 3) {
      found.push(`${species.name}: no ability`);
    }
    if (set.item && !dex.items.get(set.item)?.exists) found.push(`item ${set.item}`);
    for (const move of set.moves ?? []) {
      if (!dex.moves.get(move)?.exists) found.push(`move ${move}`);
    }
    if ((set.moves ?? []).length > 4) found.push(`${species.name}: ${set.moves.length} moves`);
    if (set.teraType && !dex.types.get(set.teraType)?.exists) found.push(`tera ${set.teraType}`);
    if (set.level !== undefined && !(set.level >= 1 && set.level <= 100)) found.push(`level ${set.level}`);
  }
  return found;
}

for (const c of CASES) {
  // Exit 1 is a team that does not cover everything: its text is written.
  const run = spawnSync(binary, [...c.args, '--format', 'showdown'], {encoding: 'utf8'});
  if (run.status !== 0 && run.status !== 1) throw new Error(`${c.args.join(' ')}: ${run.stderr}`);
  const ours = run.stdout;
  writeFileSync(`${out}/${c.name}.ours.txt`, ours);
  const teams = Teams.importTeams(ours);
  writeFileSync(`${out}/${c.name}.pkmn.txt`, Teams.exportTeams(teams));
  const record = {
    args: c.args,
    generation: c.gen,
    teams: teams.map(t => ({
      name: t.name ?? null,
      packed: t.pack(),
      warnings: warnings(t, c.gen),
    })),
  };
  writeFileSync(`${out}/${c.name}.pkmn.json`, JSON.stringify(record, null, 2) + '\n');
}
