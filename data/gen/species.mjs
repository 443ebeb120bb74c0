// The species files data/species/gen-1.json … gen-9.json: one entry per form
// a player can put in a party in that generation, plus the battle-only forms
// whose typing no party form has. The rules and their reasons are in
// data/README.md §3; this file implements them.
//
// Everything is read from Dex.forGen(n) of the pinned @pkmn/dex, so typings,
// base stats, flags and items are those of generation n.

import {canonical, compare, isKept, keptSpecies} from './common.mjs';

// Forms that only an opponent has, in one scripted battle: never a player's
// party form and never reachable by a player's Pokémon in battle. (Totem forms
// are recognised by name, see kind().) The package does not mark Eternamax
// Eternatus battleOnly.
const NOT_PLAYER_FORMS = new Set(['Eternatus-Eternamax']);

// Why a kept species is or is not a party form. Returns one of
//   'party'     – a form a player can hold in the party: an entry;
//   'cosmetic'  – Showdown's cosmetic formes (isCosmeticForme): never;
//   'opponent'  – Totem forms, Eternamax: never;
//   'battle'    – Mega, Primal, Gigantamax and every other battleOnly form:
//                 an entry only when no party form has its typing.
function kind(species) {
  if (species.isCosmeticForme) return 'cosmetic';
  if (/(^|-)Totem$/.test(species.forme) || NOT_PLAYER_FORMS.has(species.name)) return 'opponent';
  if (species.isMega || /(^|-)Mega(-|$)/.test(species.forme)) return 'battle';
  if (species.isPrimal) return 'battle';
  if (/(^|-)Gmax$/.test(species.forme) || species.isNonstandard === 'Gigantamax') return 'battle';
  if (species.battleOnly) return 'battle';
  return 'party';
}

// The party form a battle form is reached from: the package's battleOnly,
// else changesFrom, else the base species (the gen-9 "Mega-Z" forms carry
// neither field).
function battleFrom(species) {
  const from = species.battleOnly || species.changesFrom || species.baseSpecies;
  if (typeof from !== 'string') {
    throw new Error(`${species.name}: reached from several forms (${from.join(', ')}); decide which to name`);
  }
  return from;
}

// What turns the party form into the battle form: the held item (Mega Stone,
// Primal orb, Rusted Sword, …), else the ability (Zen Mode, …), else the move
// (Relic Song), else Terastallization or Gigantamax.
function battleTrigger(species) {
  const items = species.requiredItems || (species.requiredItem ? [species.requiredItem] : []);
  if (items.length > 0) return items[0];
  if (species.requiredAbility) return species.requiredAbility;
  if (species.requiredMove) return species.requiredMove;
  if (species.requiredTeraType) return 'Terastallization';
  if (/(^|-)Gmax$/.test(species.forme)) return 'Gigantamax';
  throw new Error(`${species.name}: no trigger for its battle form`);
}

// The item a party form must hold (Plate, Memory, Drive, Mask, Griseous
// Orb/Core, Adamant Crystal, Lustrous Globe), if any: the first of the
// package's requiredItems. (In generation 7 Arceus's forms also list the
// matching Z-Crystal second; only the first item is written.)
function heldItem(species) {
  const items = species.requiredItems || (species.requiredItem ? [species.requiredItem] : []);
  return items.length > 0 ? items[0] : undefined;
}

function isBase(species) {
  return species.name === species.baseSpecies;
}

// No evolution of this form exists in generation `gen`: every name in the
// package's `evos` (which @pkmn/dex does not filter by generation: Scyther
// lists Scizor and Kleavor even in generation 1) is dropped unless that
// species passes the same filter as the chart of `gen`.
function fullyEvolved(dex, species, gen) {
  return !species.evos.some(name => {
    const evo = dex.species.get(name);
    if (!evo || !evo.exists) throw new Error(`gen ${gen}: ${species.name} evolves into unknown ${name}`);
    return isKept(evo, gen);
  });
}

function entry(dex, species, gen) {
  // Field order is the order written to the file.
  const e = {
    name: species.name,
    num: species.num,
    typing: canonical(species.types),
    bst: species.bst, // gen 1: HP+Atk+Def+Special+Spe, Special counted once
    fullyEvolved: fullyEvolved(dex, species, gen),
    nonstandard: species.isNonstandard ?? null,
  };
  // The typing's types are sorted; the species' own first type (Showdown's
  // default Tera type) is written when it is not the typing's first.
  if (species.types[0] !== e.typing.split('-')[0]) e.firstType = species.types[0];
  return e;
}

// The package's classes of rare Pokémon (species.tags: 'Restricted
// Legendary', 'Sub-Legendary', 'Mythical', 'Ultra Beast', 'Paradox'), written
// only when a form has one: the program offers the legendary ones only when
// asked (data/README.md §3).
function tagsOf(species) {
  return [...(species.tags ?? [])].sort(compare);
}

// The species file of generation `gen`. `chartTypings` is the list of keys of
// that generation's chart; it must be exactly the set of typings the entries
// hold. Returns {out, stats} where stats has the counts printed and documented.
export function speciesFile(dex, gen, chartTypings) {
  const chart = new Set(chartTypings);
  const kept = keptSpecies(dex, gen);

  const entries = [];
  const battle = [];
  for (const species of kept) {
    const k = kind(species);
    if (k === 'party') {
      const e = entry(dex, species, gen);
      const item = heldItem(species);
      if (item !== undefined) e.item = item;
      const tags = tagsOf(species);
      if (tags.length > 0) e.tags = tags;
      entries.push({species, e});
    } else if (k === 'battle') {
      battle.push(species);
    }
  }

  // Battle forms are kept only for a typing that no party form has, or,
  // for a battle form the generation's games have (no isNonstandard), that
  // no party form those games have holds: the same clause applied after the
  // obtainable filter (Meloetta-Pirouette in generation 9, where Stufful
  // and Bewear are Past).
  const partyTypings = new Set(entries.map(({e}) => e.typing));
  const obtainableTypings = new Set(entries.filter(({e}) => e.nonstandard === null).map(({e}) => e.typing));
  const partyNames = new Set(entries.map(({e}) => e.name));
  for (const species of battle) {
    const typing = canonical(species.types);
    const obtainable = (species.isNonstandard ?? null) === null;
    if (partyTypings.has(typing) && !(obtainable && !obtainableTypings.has(typing))) continue;
    const e = entry(dex, species, gen);
    const from = battleFrom(species);
    if (!partyNames.has(from)) {
      throw new Error(`gen ${gen}: ${species.name} is reached from ${from}, which is not an entry`);
    }
    e.battleForm = {from, trigger: battleTrigger(species)};
    const tags = tagsOf(species);
    if (tags.length > 0) e.tags = tags;
    entries.push({species, e});
  }

  // Every typing must be a chart key, and every chart key held by an entry.
  const held = new Set();
  for (const {e} of entries) {
    if (!chart.has(e.typing)) {
      throw new Error(`gen ${gen}: ${e.name} has typing ${e.typing}, which is not a key of the chart`);
    }
    held.add(e.typing);
  }
  const missing = [...chart].filter(t => !held.has(t)).sort(compare);
  if (missing.length > 0) {
    throw new Error(`gen ${gen}: chart typings held by no species entry: ${missing.join(', ')}`);
  }

  // By national number, then the base form, then the other forms by name.
  entries.sort((a, b) =>
    a.e.num - b.e.num ||
    Number(isBase(b.species)) - Number(isBase(a.species)) ||
    compare(a.e.name, b.e.name));
  const names = new Set();
  for (const {e} of entries) {
    if (names.has(e.name)) throw new Error(`gen ${gen}: ${e.name} listed twice`);
    names.add(e.name);
  }

  const list = entries.map(({e}) => e);
  const flagged = flag => list.filter(e => e.nonstandard === flag).length;
  const stats = {
    entries: list.length,
    forms: entries.filter(({species}) => !isBase(species)).length,
    battleForms: list.filter(e => e.battleForm).length,
    items: list.filter(e => e.item !== undefined).length,
    tagged: list.filter(e => e.tags !== undefined).length,
    past: flagged('Past'),
    future: flagged('Future'),
    unobtainable: flagged('Unobtainable'),
    obtainableTypings: new Set(list.filter(e => e.nonstandard === null).map(e => e.typing)).size,
    typings: chart.size,
  };
  return {out: {generation: gen, species: list}, stats};
}
