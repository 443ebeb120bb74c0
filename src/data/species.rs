//! The Pokémon of a generation: who holds each typing, and names as input.
//!
//! This module owns the species files `data/species/gen-N.json` (their rules
//! are in `data/README.md`, "The species"): one entry per form a player can
//! put in a party, with its typing in that generation. A [`Pokedex`] answers
//! the two questions a player asks of a typing — which Pokémon are that
//! (fully evolved first, then by base stat total) — and of a name — which
//! typing is that, whatever the case, accents or punctuation.

use std::borrow::Cow;
use std::collections::BTreeSet;
use std::sync::OnceLock;

use serde::Deserialize;
use unicode_normalization::UnicodeNormalization;

use super::error::DataError;
use super::json::parse_json;
use super::names::NameIndex;
use super::schema::{CompiledSpecies, SpeciesFile, species_order};
use crate::typing::{Type, Typing};

/// One form a player can have in a party.
///
/// ```
/// let dex = pokelinks::data::Pokedex::shipped(1).unwrap();
/// let gengar = dex.find("GENGAR").unwrap();
/// assert_eq!((gengar.num, gengar.typing.to_string().as_str()), (94, "Ghost-Poison"));
/// assert!(gengar.fully_evolved && gengar.obtainable());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Species {
    /// The name as the data spells it (`Mr. Mime`, `Rotom-Wash`).
    pub name: String,
    /// The national Pokédex number.
    pub num: u16,
    /// The typing in this generation.
    pub typing: Typing,
    /// Its first type as the species lists it (the typing's types are
    /// sorted): Showdown's default Tera type.
    pub first_type: Type,
    /// The base stat total in this generation (generation 1 counts Special
    /// once).
    pub bst: u16,
    /// Whether no evolution of it exists in this generation.
    pub fully_evolved: bool,
    /// The data's `isNonstandard` flag (`Past`, `Future`, `Unobtainable`),
    /// if any: set on forms that this generation's own games do not have.
    /// (Borrowed from the shipped data, as are the fields below: a
    /// generation's list holds hundreds of them.)
    pub nonstandard: Option<Cow<'static, str>>,
    /// The held item the form needs (Arceus's plates, Ogerpon's masks).
    pub item: Option<Cow<'static, str>>,
    /// For a form that exists only in battle: the form it comes from and
    /// what triggers it (Altaria-Mega: Altaria, Altarianite).
    pub battle_form: Option<(Cow<'static, str>, Cow<'static, str>)>,
    /// Showdown's classes of rare Pokémon it is in (`Sub-Legendary`,
    /// `Restricted Legendary`, `Mythical`, `Ultra Beast`, `Paradox`).
    pub tags: Vec<Cow<'static, str>>,
}

impl Species {
    /// Whether the form exists in this generation's own games: no
    /// `isNonstandard` flag (docs: `--obtainable`).
    ///
    /// ```
    /// let dex = pokelinks::data::Pokedex::shipped(9).unwrap();
    /// assert!(dex.find("Wooper-Paldea").unwrap().obtainable());
    /// assert!(!dex.find("Bewear").unwrap().obtainable()); // not in Scarlet/Violet
    /// ```
    pub fn obtainable(&self) -> bool {
        self.nonstandard.is_none()
    }

    /// Whether it is a legendary or mythical Pokémon (Showdown's
    /// `Restricted Legendary`, `Sub-Legendary` and `Mythical`; Ultra Beasts
    /// and Paradox Pokémon are not): the ones a plan in a game offers only
    /// with `--legendaries`.
    ///
    /// ```
    /// let dex = pokelinks::data::Pokedex::shipped(1).unwrap();
    /// assert!(dex.find("Zapdos").unwrap().legendary());
    /// assert!(dex.find("Mew").unwrap().legendary());
    /// assert!(!dex.find("Dragonite").unwrap().legendary());
    /// ```
    pub fn legendary(&self) -> bool {
        (self.tags.iter()).any(|t| {
            matches!(
                t.as_ref(),
                "Restricted Legendary" | "Sub-Legendary" | "Mythical"
            )
        })
    }
}

/// Why a name is not a Pokémon of a generation.
///
/// ```
/// let dex = pokelinks::data::Pokedex::shipped(1).unwrap();
/// let err = dex.find("Pikachoo").unwrap_err();
/// assert_eq!(err.to_string(), "no Pokémon 'Pikachoo' in generation 1 (did you mean Pikachu?)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    /// No Pokémon of that name in any generation; the closest names of the
    /// generation asked, best first.
    #[error("no Pokémon '{name}' in generation {generation}{}", did_you_mean(.closest))]
    Unknown {
        /// The name as given, cut to its first
        /// [`crate::escape::QUOTE_CHARS`] characters.
        name: String,
        /// The generation searched.
        generation: u8,
        /// Up to three close names.
        closest: Vec<String>,
    },
    /// A Pokémon of a later generation.
    #[error("{name} is not in generation {generation}: it first appears in generation {first}")]
    Later {
        /// The name as the data spells it.
        name: String,
        /// The generation searched.
        generation: u8,
        /// The first generation that has it.
        first: u8,
    },
}

fn did_you_mean(closest: &[String]) -> String {
    match closest {
        [] => String::new(),
        [one] => format!(" (did you mean {one}?)"),
        more => format!(" (did you mean {}?)", more.join(", ")),
    }
}

/// The Pokémon of one generation.
///
/// ```
/// let dex = pokelinks::data::Pokedex::shipped(1).unwrap();
/// let names: Vec<&str> = dex.of_typing("Ghost-Poison".parse()?).map(|s| s.name.as_str()).collect();
/// assert_eq!(names, ["Gengar", "Haunter", "Gastly"]); // fully evolved first, then by stats
/// # Ok::<(), pokelinks::ParseTypingError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Pokedex {
    generation: u8,
    /// Sorted by typing, then fully evolved first, then base stat total
    /// (highest first), then name: each typing's Pokémon are one run.
    species: Vec<Species>,
    /// The names, each standing for its index into `species`; built on the
    /// first look-up by name, which most runs never make.
    names: OnceLock<NameIndex<usize>>,
}

impl Pokedex {
    /// The Pokémon of a generation (1 to 9), as shipped.
    ///
    /// ```
    /// let dex = pokelinks::data::Pokedex::shipped(9).unwrap();
    /// assert_eq!(dex.generation(), 9);
    /// assert!(pokelinks::data::Pokedex::shipped(10).is_none());
    /// ```
    pub fn shipped(generation: u8) -> Option<&'static Self> {
        let path = format!("species/gen-{generation}.json");
        let made = super::shipped::cached(&format!("{path} as a Pokédex"), || {
            Pokedex::from_compiled(super::shipped::decode(&path)?, &path)
        });
        made.ok()
    }

    /// Reads a species file; `source` names it in errors.
    ///
    /// ```
    /// use pokelinks::data::Pokedex;
    /// let dex = Pokedex::from_json_str(r#"{"generation": 1, "species": [
    ///   {"name": "Onix", "num": 95, "typing": "Rock-Ground", "bst": 385,
    ///    "fullyEvolved": true, "nonstandard": null}]}"#, "s.json")?;
    /// assert_eq!(dex.generation(), 1);
    /// assert_eq!(dex.find("onix").unwrap().typing.to_string(), "Ground-Rock");
    /// assert!(Pokedex::from_json_str(r#"{"generation": 1}"#, "s.json").is_err());
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn from_json_str(text: &str, source: &str) -> Result<Pokedex, DataError> {
        let raw = parse_json(text, source, |_, de| SpeciesFile::deserialize(de))?;
        Self::from_file(raw, source)
    }

    /// The Pokédex of a species list in its compiled form (`build.rs`
    /// wrote its typings as bits, its names composed).
    fn from_compiled(raw: CompiledSpecies<'static>, source: &str) -> Result<Pokedex, DataError> {
        let bad = |key: String| DataError::BadTyping {
            at: super::error::Location {
                file: source.to_owned(),
                line: 0,
                column: 0,
            },
            key,
            reason: crate::typing::ParseTypingError::UnknownType,
        };
        let mut species = Vec::with_capacity(raw.species.len());
        for s in raw.species {
            let typing = Typing::from_bits(s.typing).ok_or_else(|| bad(s.typing.to_string()))?;
            let first_type = (Type::from_index(s.first_type.into()))
                .ok_or_else(|| bad(s.first_type.to_string()))?;
            species.push(Species {
                name: s.name.to_owned(),
                num: s.num,
                typing,
                first_type,
                bst: s.bst,
                fully_evolved: s.fully_evolved,
                nonstandard: s.nonstandard.map(Cow::Borrowed),
                item: s.item.map(Cow::Borrowed),
                battle_form: s
                    .battle_form
                    .map(|(f, t)| (Cow::Borrowed(f), Cow::Borrowed(t))),
                // Most forms have no tags: no list is made for them (a
                // thousand empty collections cost a tenth of the list).
                tags: match s.tags.is_empty() {
                    true => Vec::new(),
                    false => s.tags.into_iter().map(Cow::Borrowed).collect(),
                },
            });
        }
        Ok(Self::in_order(raw.generation, species))
    }

    /// The Pokédex of a species file read into its type.
    fn from_file(raw: SpeciesFile<'_>, source: &str) -> Result<Pokedex, DataError> {
        let mut species = Vec::with_capacity(raw.species.len());
        for s in raw.species {
            let typing: Typing = s.typing.parse().map_err(|reason| DataError::BadTyping {
                at: super::error::Location {
                    file: source.to_owned(),
                    line: 0,
                    column: 0,
                },
                key: s.typing.to_string(),
                reason,
            })?;
            let first_type = match &s.first_type {
                None => typing.first(),
                Some(t) => t.parse().map_err(|reason| DataError::BadTyping {
                    at: super::error::Location {
                        file: source.to_owned(),
                        line: 0,
                        column: 0,
                    },
                    key: t.to_string(),
                    reason,
                })?,
            };
            species.push(Species {
                // The data writes some accents decomposed (Flabébé); shown
                // names are composed.
                name: if s.name.is_ascii() {
                    s.name
                } else {
                    s.name.nfc().collect()
                },
                num: s.num,
                typing,
                first_type,
                bst: s.bst,
                fully_evolved: s.fully_evolved,
                nonstandard: s.nonstandard.map(Cow::Owned),
                item: s.item.map(Cow::Owned),
                battle_form: s
                    .battle_form
                    .map(|b| (Cow::Owned(b.from), Cow::Owned(b.trigger))),
                tags: s.tags.into_iter().map(Cow::Owned).collect(),
            });
        }
        Ok(Self::in_order(raw.generation, species))
    }

    /// The Pokédex of `species`, put in its order.
    fn in_order(generation: u8, mut species: Vec<Species>) -> Pokedex {
        let keys: Vec<u64> = (species.iter())
            .map(|s| species_order(s.typing.key(), s.fully_evolved, s.bst))
            .collect();
        // The shipped files are written in this order (`build.rs`): a run
        // checks it, and sorts only a file that is not.
        let in_order = |a: usize, b: usize| {
            (keys[a], species[a].name.as_str()) <= (keys[b], species[b].name.as_str())
        };
        if !(1..species.len()).all(|i| in_order(i - 1, i)) {
            sort(&mut species, &keys);
        }
        Pokedex {
            generation,
            species,
            names: OnceLock::new(),
        }
    }

    /// The generation, 1 to 9.
    ///
    /// ```
    /// assert_eq!(pokelinks::data::Pokedex::shipped(4).unwrap().generation(), 4);
    /// ```
    pub fn generation(&self) -> u8 {
        self.generation
    }

    /// Every form, grouped by typing.
    ///
    /// ```
    /// assert_eq!(pokelinks::data::Pokedex::shipped(1).unwrap().all().len(), 151);
    /// ```
    pub fn all(&self) -> &[Species] {
        &self.species
    }

    /// The Pokémon of a typing: fully evolved first, then by base stat total
    /// (highest first), then by name.
    ///
    /// ```
    /// let dex = pokelinks::data::Pokedex::shipped(1).unwrap();
    /// let first = dex.of_typing("Electric".parse()?).next().unwrap();
    /// assert_eq!(first.name, "Jolteon"); // fully evolved, base stat total 525
    /// # Ok::<(), pokelinks::ParseTypingError>(())
    /// ```
    pub fn of_typing(&self, typing: Typing) -> impl Iterator<Item = &Species> {
        let start = self.species.partition_point(|s| s.typing < typing);
        self.species[start..]
            .iter()
            .take_while(move |s| s.typing == typing)
    }

    /// The typings held by forms the generation's own games have (no
    /// `isNonstandard` flag), sorted.
    ///
    /// ```
    /// let dex = pokelinks::data::Pokedex::shipped(8).unwrap();
    /// assert_eq!(dex.obtainable_typings().len(), 144);
    /// ```
    pub fn obtainable_typings(&self) -> Vec<Typing> {
        let set: BTreeSet<Typing> = self
            .species
            .iter()
            .filter(|s| s.obtainable())
            .map(|s| s.typing)
            .collect();
        set.into_iter().collect()
    }

    /// The Pokémon called `name`, matched in any letter case, with or
    /// without accents, spaces and punctuation (`mr mime`, `Farfetch'd`,
    /// `rotom-wash`, `nidoran-f`, `Nidoran♀`), or with its form first
    /// (`Wash Rotom`, `Alolan Raichu`, `Galarian Meowth`). A name that is
    /// not of this generation says so, with where it first appears; an
    /// unknown one suggests close names.
    ///
    /// ```
    /// let dex = pokelinks::data::Pokedex::shipped(4).unwrap();
    /// assert_eq!(dex.find("rotom wash").unwrap().name, "Rotom-Wash");
    /// assert_eq!(dex.find("Wash Rotom").unwrap().name, "Rotom-Wash");
    /// assert_eq!(dex.find("Nidoran♂").unwrap().name, "Nidoran-M");
    /// assert_eq!(dex.find("FLABÉBÉ").unwrap_err().to_string(),
    ///     "Flabébé is not in generation 4: it first appears in generation 6");
    /// ```
    pub fn find(&self, name: &str) -> Result<&Species, NameError> {
        if let Some(found) = self.exact(name) {
            return Ok(found);
        }
        // One look in each later generation, none of which looks further.
        for later in self.generation + 1..=9 {
            if let Some(found) = Self::shipped(later).and_then(|dex| {
                let found = dex.exact(name)?;
                Some(found.name.clone())
            }) {
                return Err(NameError::Later {
                    name: found,
                    generation: self.generation,
                    first: later,
                });
            }
        }
        Err(NameError::Unknown {
            name: crate::escape::shorten(name).into_owned(),
            generation: self.generation,
            closest: (self.names().closest_names(name).into_iter())
                .map(|(spelled, _)| spelled.to_owned())
                .collect(),
        })
    }

    /// The form called `name` as the data spells it (a story's starters,
    /// an evolution's species), else as [`Pokedex::find`] matches it:
    /// found by a look along the list first, which builds no name index
    /// (building one folds every name of the generation, about a million
    /// instructions, for a run that asks no other name).
    ///
    /// ```
    /// let dex = pokelinks::data::Pokedex::shipped(4).unwrap();
    /// assert_eq!(dex.spelt("Turtwig").unwrap().num, 387);
    /// assert_eq!(dex.spelt("turtwig").unwrap().num, 387);
    /// assert!(dex.spelt("Pikachoo").is_none());
    /// ```
    pub fn spelt(&self, name: &str) -> Option<&Species> {
        (self.species.iter().find(|s| s.name == name)).or_else(|| self.find(name).ok())
    }

    /// The Pokémon called `name` in this generation, if any: by its name,
    /// else by the name with its form written first (`Wash Rotom`,
    /// `Alolan Raichu`: [`super::names::respellings`]).
    fn exact(&self, name: &str) -> Option<&Species> {
        let names = self.names();
        let found = names.exact(name).or_else(|| {
            (super::names::respellings(name).iter()).find_map(|other| names.exact(other))
        });
        found.map(|&i| &self.species[i])
    }

    /// The name index, built on first use.
    fn names(&self) -> &NameIndex<usize> {
        self.names.get_or_init(|| {
            NameIndex::new((self.species.iter().enumerate()).map(|(i, s)| (s.name.as_str(), i)))
        })
    }
}

/// `species` put in the order of their `keys`
/// ([`super::schema::SpeciesEntry::order`]),
/// then names: sorted by keys (the index keeps it stable), then the forms
/// put in that order in place (a stable sort moving the forms themselves,
/// a thousand and more, costs several times more, and a second list of
/// them more memory).
fn sort(species: &mut [Species], keys: &[u64]) {
    let mut order: Vec<(u64, &str, usize)> = (species.iter().enumerate())
        .map(|(i, s)| (keys[i], s.name.as_str(), i))
        .collect();
    order.sort_unstable();
    let order: Vec<usize> = order.into_iter().map(|o| o.2).collect();
    for (j, &from) in order.iter().enumerate() {
        // The form first at `from` was swapped on from every place
        // before `j` it had reached: follow it there.
        let mut at = from;
        while at < j {
            at = order[at];
        }
        species.swap(j, at);
    }
}
