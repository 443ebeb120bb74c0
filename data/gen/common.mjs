// Helpers shared by the chart generator (generate.mjs) and the species
// generator (species.mjs): the species filter, which both outputs must agree
// on, and the canonical name of a typing. See data/README.md §2.

// isNonstandard flags whose species are left out:
//   CAP    – fan-made Create-a-Pokémon entries,
//   LGPE   – Let's Go-only entries (Pikachu-Starter, Eevee-Starter; in gen 7
//            also Meltan and Melmetal, which add no typing),
//   Custom – Showdown's own inventions (MissingNo., Pokéstar props,
//            Xerneas-Neutral, which adds no typing).
// Kept: null, 'Past', 'Unobtainable', 'Gigantamax', and 'Future' for species
// introduced in that generation or earlier (Showdown flags the gen-8 Hisuian
// forms and the gen-9 Legends: Z-A Mega Evolutions 'Future' because they are
// not in that generation's main-series format; they are still Pokémon of that
// generation). Species from later generations are dropped by `gen <= n`.
export const DROPPED_FLAGS = new Set(['CAP', 'LGPE', 'Custom']);

export function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// A typing's name: its distinct types, sorted, joined by '-'.
export function canonical(types) {
  const distinct = [...new Set(types)].sort(compare);
  return distinct.join('-');
}

// Does this species of `dex` (Dex.forGen(gen)) count for generation `gen`?
export function isKept(species, gen) {
  return species.exists &&
    species.num > 0 && // drops MissingNo. (0), CAP (< 0) and Pokéstar props (≤ -5000)
    species.gen <= gen && // nothing from later generations
    !DROPPED_FLAGS.has(species.isNonstandard);
}

export function keptSpecies(dex, gen) {
  return dex.species.all().filter(s => isKept(s, gen));
}
