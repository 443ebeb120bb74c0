//! The abilities that change a type matchup and what each changes, as the
//! shipped table `data/abilities/effects.json` says (data/README.md
//! "Abilities and Tera"). An ability with no effect on matchups (Rock Head,
//! Soundproof) is no [`Ability`] here: a Pokémon with it matches up as its
//! typing does. How an effect changes a hit is [`crate::matchup`]'s.

use std::sync::OnceLock;

use super::schema::{AbilityEffects, SpeciesAbilities};
use super::shipped;
use crate::typing::Type;

/// The latest generation the table knows: what a written profile's
/// ability is read as.
pub const LATEST: u8 = 9;

/// An ability that changes a type matchup: an index into the shipped
/// table, ordered by name.
///
/// ```
/// use pokelinks::data::ability::Ability;
/// let levitate = Ability::named("levitate", 3).unwrap();
/// assert_eq!(levitate.name(), "Levitate");
/// assert!(Ability::named("Rock Head", 3).is_none()); // no effect on matchups
/// assert!(Ability::named("Storm Drain", 4).is_none()); // a Water immunity from generation 5
/// assert!(Ability::named("Storm Drain", 5).is_some());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Ability(u8);

/// What an ability does to the hits it is part of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Defender: moves of these types do not affect it (Levitate).
    Immune(Types),
    /// Defender: moves of these types do half damage (Thick Fat).
    Halve(Types),
    /// Defender: super-effective hits do ¾ (Filter, Solid Rock).
    Filter,
    /// Defender: only super-effective hits affect it.
    WonderGuard,
    /// Attacker: its moves of these types hit Ghost (Scrappy).
    Scrappy(Types),
    /// Attacker: its moves of type `from` (any type when `None`) become
    /// `to` (Pixilate, Normalize).
    TypeChange {
        /// The move type changed; `None` for every type.
        from: Option<Type>,
        /// The type it becomes.
        to: Type,
    },
    /// Attacker: its moves ignore the target's breakable abilities (Mold
    /// Breaker).
    IgnoreAbility,
    /// Attacker: its resisted hits do double damage (Tinted Lens).
    TintedLens,
}

/// A set of types, one bit each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Types(u32);

impl Types {
    /// Whether `t` is in the set.
    pub fn contains(self, t: Type) -> bool {
        self.0 & 1 << t.index() != 0
    }
}

struct Entry {
    name: &'static str,
    effect: Effect,
    breakable: bool,
    since: u8,
}

/// The shipped table, decoded and sorted by name once per process. An
/// entry whose effect the program cannot model at the level of types
/// (Liquid Voice changes sound moves only; Neuroforce only scales what is
/// already super effective) is left out, as data/README.md says.
fn table() -> &'static [Entry] {
    static TABLE: OnceLock<Vec<Entry>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let file: AbilityEffects<'static> = shipped::decode("abilities/effects.json")
            .expect("data/abilities/effects.json is shipped and compiled");
        let types = |names: &[&str]| {
            Types(names.iter().fold(0, |bits, n| {
                bits | n.parse::<Type>().map_or(0, |t| 1 << t.index())
            }))
        };
        let mut entries: Vec<Entry> = (file.abilities.iter())
            .filter_map(|a| {
                let effect = match a.kind {
                    "immune" => Effect::Immune(types(&a.types)),
                    "halve" => Effect::Halve(types(&a.types)),
                    "filter" => Effect::Filter,
                    "wonder-guard" => Effect::WonderGuard,
                    "scrappy" => Effect::Scrappy(types(&a.types)),
                    "type-change" if a.moves != Some("sound") => Effect::TypeChange {
                        from: a.from.and_then(|f| f.parse().ok()),
                        to: a.to?.parse().ok()?,
                    },
                    "ignore-ability" => Effect::IgnoreAbility,
                    "tinted-lens" => Effect::TintedLens,
                    _ => return None,
                };
                Some(Entry {
                    name: a.name,
                    effect,
                    breakable: a.breakable,
                    since: a.since,
                })
            })
            .collect();
        entries.sort_by_key(|e| e.name);
        entries
    })
}

impl Ability {
    /// The ability called `name` (any letter case, spaces and hyphens
    /// ignored), if it changes a matchup in `generation`.
    pub fn named(name: &str, generation: u8) -> Option<Ability> {
        let table = table();
        // Matched as spelt first, folded only when that fails (a player's
        // `levitate`).
        let k = match table.binary_search_by_key(&name, |e| e.name) {
            Ok(k) => k,
            Err(_) => {
                // Each name folded only here: most runs name none
                // (the shipped files spell them), and folding every one
                // cost a game run more than the rest of the table.
                let key = super::fold(name);
                table.iter().position(|e| super::fold(e.name) == key)?
            }
        };
        (table[k].since <= generation).then_some(Ability(k as u8))
    }

    /// The ability spelt `name` exactly as the games write it, if it
    /// changes a matchup in `generation`: how the shipped files name
    /// abilities (a test checks that every name there reads as with
    /// [`Ability::named`]). Most abilities change no matchup, and folding
    /// each such name to find that out was a tenth of a game run's work.
    ///
    /// ```
    /// use pokelinks::data::ability::Ability;
    /// assert_eq!(Ability::spelt("Levitate", 3), Ability::named("levitate", 3));
    /// assert!(Ability::spelt("levitate", 3).is_none());
    /// assert!(Ability::spelt("Overgrow", 3).is_none());
    /// ```
    pub fn spelt(name: &str, generation: u8) -> Option<Ability> {
        let table = table();
        let k = table.binary_search_by_key(&name, |e| e.name).ok()?;
        (table[k].since <= generation).then_some(Ability(k as u8))
    }

    /// Its name, as the games write it.
    pub fn name(self) -> &'static str {
        table()[self.0 as usize].name
    }

    /// What it does.
    pub fn effect(self) -> Effect {
        table()[self.0 as usize].effect
    }

    /// Whether an attacker's Mold Breaker, Teravolt or Turboblaze ignores it.
    pub fn breakable(self) -> bool {
        table()[self.0 as usize].breakable
    }

    /// Whether it changes how its holder is hit (rather than how it hits).
    ///
    /// ```
    /// use pokelinks::data::ability::Ability;
    /// assert!(Ability::named("Levitate", 4).unwrap().defends());
    /// assert!(!Ability::named("Scrappy", 4).unwrap().defends());
    /// ```
    pub fn defends(self) -> bool {
        matches!(
            self.effect(),
            Effect::Immune(_) | Effect::Halve(_) | Effect::Filter | Effect::WonderGuard
        )
    }

    /// Whether, as an attacker's, it changes hits of type `t`: Scrappy
    /// only Normal and Fighting, a type change only the type it changes.
    ///
    /// ```
    /// use pokelinks::Type;
    /// use pokelinks::data::ability::Ability;
    /// let scrappy = Ability::named("Scrappy", 4).unwrap();
    /// assert!(scrappy.acts_on(Type::Normal) && !scrappy.acts_on(Type::Rock));
    /// ```
    pub fn acts_on(self, t: Type) -> bool {
        match self.effect() {
            Effect::Scrappy(types) => types.contains(t),
            Effect::TypeChange { from, .. } => from.is_none_or(|f| f == t),
            _ => true,
        }
    }

    /// How strongly it defends, for choosing among a Pokémon's abilities
    /// when the player names none: an immunity or Wonder Guard (3), Filter
    /// (2), a halving (1); an attacking ability 0.
    pub fn strength(self) -> u8 {
        match self.effect() {
            Effect::Immune(_) | Effect::WonderGuard => 3,
            Effect::Filter => 2,
            Effect::Halve(_) => 1,
            _ => 0,
        }
    }

    /// Every ability of the table that changes a matchup in `generation`.
    pub fn all(generation: u8) -> impl Iterator<Item = Ability> {
        (0..table().len())
            .filter(move |&k| table()[k].since <= generation)
            .map(|k| Ability(k as u8))
    }
}

/// What `species` can be planned with in `generation`: each ability of its
/// slots `0` and `1` (and `H`, the hidden one, when `hidden`) that changes
/// a matchup, and `None` when one of them changes none; `[None]` for a
/// generation without abilities (1 and 2) or a species the file lacks.
///
/// ```
/// use pokelinks::data::ability::of_species;
/// let names = |v: Vec<Option<_>>| v.iter().map(|a| a.map(|a: pokelinks::data::ability::Ability| a.name())).collect::<Vec<_>>();
/// assert_eq!(names(of_species(3, "Gengar", false)), [Some("Levitate")]);
/// assert_eq!(names(of_species(7, "Gengar", false)), [None]); // Cursed Body
/// assert_eq!(names(of_species(4, "Bronzong", false)), [Some("Heatproof"), Some("Levitate")]);
/// assert_eq!(names(of_species(2, "Gengar", false)), [None]);
/// assert_eq!(names(of_species(9, "Miltank", true)), [Some("Sap Sipper"), Some("Scrappy"), Some("Thick Fat")]);
/// ```
pub fn of_species(generation: u8, species: &str, hidden: bool) -> Vec<Option<Ability>> {
    let slots = species_slots(generation, species);
    if slots.is_empty() {
        return vec![None];
    }
    let mut out: Vec<Option<Ability>> = (slots.iter())
        .filter(|s| s.slot == "0" || s.slot == "1" || (hidden && s.slot == "H"))
        .map(|s| s.ability)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Every ability `species` can have in `generation`, whatever it does, by
/// slot (`0`, `1`, `H`, `S`); empty for a generation without abilities or a
/// species the file lacks.
///
/// ```
/// let slots = pokelinks::data::ability::slots_of(4, "Bronzong");
/// assert_eq!(slots, [("0", "Levitate"), ("1", "Heatproof")]); // Heavy Metal arrives in generation 5
/// ```
pub fn slots_of(generation: u8, species: &str) -> Vec<(&'static str, &'static str)> {
    (species_slots(generation, species).iter())
        .map(|s| (s.slot, s.name))
        .collect()
}

/// One ability slot of a species, its matchup effect resolved.
struct Slot {
    slot: &'static str,
    name: &'static str,
    ability: Option<Ability>,
}

/// A generation's file and each species' slots, resolved when first
/// asked for: a question asks of a hundred or so of a thousand and more.
struct Generation {
    file: &'static SpeciesAbilities<'static>,
    /// Each species' slots, by its index in the file.
    slots: Vec<OnceLock<Vec<Slot>>>,
}

/// `species`' slots in `generation`, from the file read once per process;
/// empty for a generation without abilities or a species the file lacks.
fn species_slots(generation: u8, species: &str) -> &'static [Slot] {
    static GENERATIONS: [OnceLock<Option<Generation>>; 10] = [const { OnceLock::new() }; 10];
    let Some(cell) = GENERATIONS.get(usize::from(generation)) else {
        return &[];
    };
    let read = cell.get_or_init(|| {
        let path = format!("abilities/gen-{generation}.json");
        let Some(Ok(file)) = shipped::decoded::<SpeciesAbilities<'static>>(&path) else {
            return None;
        };
        let slots = (0..file.species.len()).map(|_| OnceLock::new()).collect();
        Some(Generation { file, slots })
    });
    let Some(read) = read else {
        return &[];
    };
    let Some(k) = read.file.species.position(species) else {
        return &[];
    };
    read.slots[k].get_or_init(|| {
        (read.file.species.at(k).iter())
            .map(|&(slot, name)| Slot {
                slot,
                name,
                ability: Ability::spelt(name, generation),
            })
            .collect()
    })
}

impl std::fmt::Display for Ability {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_species_slots_are_read_in_order_each_once() {
        use crate::data::schema::SpeciesAbility;
        let read = |json| serde_json::from_str::<SpeciesAbility>(json);
        let bronzong = read(r#"{"name": "Bronzong", "abilities": {"H": "Heavy Metal", "0": "Levitate", "1": "Heatproof"}}"#)
            .unwrap();
        assert_eq!(
            bronzong.abilities,
            [("0", "Levitate"), ("1", "Heatproof"), ("H", "Heavy Metal")]
        );
        // Postcard writes the pairs as a map and reads them back.
        let bytes = postcard::to_allocvec(&bronzong).unwrap();
        let back: SpeciesAbility = postcard::from_bytes(&bytes).unwrap();
        assert_eq!(back.abilities, bronzong.abilities);
        let twice = read(r#"{"name": "X", "abilities": {"0": "Levitate", "0": "Heatproof"}}"#);
        assert!(
            twice
                .unwrap_err()
                .to_string()
                .contains("slot 0 named twice")
        );
    }

    #[test]
    fn every_shipped_ability_is_spelt_as_the_table_spells_it() {
        use crate::data::schema::{SpeciesAbilities, Trainers};
        let mut names: Vec<&str> = Vec::new();
        for generation in 3..=9 {
            let path = format!("abilities/gen-{generation}.json");
            let file = shipped::decoded::<SpeciesAbilities<'static>>(&path)
                .unwrap()
                .unwrap();
            names.extend(
                file.species
                    .iter()
                    .flat_map(|(_, slots)| slots.iter().map(|&(_, a)| a)),
            );
        }
        let trainers = std::fs::read_dir(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/data/abilities/trainers"
        ))
        .unwrap();
        for entry in trainers {
            let file = entry.unwrap().file_name().into_string().unwrap();
            if !file.ends_with(".json") {
                continue;
            }
            let path = format!("abilities/trainers/{file}");
            let file = shipped::decoded::<Trainers<'static>>(&path)
                .unwrap()
                .unwrap();
            names.extend(
                file.battles
                    .iter()
                    .flat_map(|b| b.party.iter().map(|f| f.ability)),
            );
        }
        assert!(names.contains(&"Levitate") && names.contains(&"Overgrow"));
        for name in names {
            for generation in 3..=9 {
                let (spelt, named) = (
                    Ability::spelt(name, generation),
                    Ability::named(name, generation),
                );
                assert_eq!(spelt, named, "{name} in generation {generation}");
            }
        }
    }

    #[test]
    fn every_kind_of_the_file_is_read() {
        let levitate = Ability::named("Levitate", 3).unwrap();
        assert!(matches!(levitate.effect(), Effect::Immune(t) if t.contains(Type::Ground)));
        assert!(levitate.breakable());
        let fat = Ability::named("Thick Fat", 3).unwrap();
        assert!(
            matches!(fat.effect(), Effect::Halve(t) if t.contains(Type::Fire) && t.contains(Type::Ice))
        );
        let pixilate = Ability::named("Pixilate", 6).unwrap();
        assert_eq!(
            pixilate.effect(),
            Effect::TypeChange {
                from: Some(Type::Normal),
                to: Type::Fairy
            }
        );
        let normalize = Ability::named("Normalize", 4).unwrap();
        assert_eq!(
            normalize.effect(),
            Effect::TypeChange {
                from: None,
                to: Type::Normal
            }
        );
        assert!(Ability::named("Liquid Voice", 7).is_none());
        assert!(Ability::named("Neuroforce", 7).is_none());
        assert_eq!(
            Ability::named("Mold Breaker", 4).unwrap().effect(),
            Effect::IgnoreAbility
        );
        assert!(Ability::named("Mold Breaker", 3).is_none());
    }
}
