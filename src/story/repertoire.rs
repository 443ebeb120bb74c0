//! What a team can attack with: for the Pokémon a player can have, the
//! moves each knows by a story point — its level-up moves up to the level
//! cap, its earlier forms' too, and the TMs and HMs had by then — and so
//! the attack types they bring and who brings each, with which move.
//!
//! A move counts when the moves file says it is an attack (damage that
//! type effectiveness scales: not status, fixed-damage, counter or one-hit-KO
//! moves; data/README.md "The attack rule"), of the type it has in the
//! game's generation. Moves whose type varies (Hidden Power, Weather Ball,
//! …) are left out: their type is not the player's to plan with.

use std::collections::BTreeMap;

use crate::data::learnsets::{Learnsets, Moves};
use crate::data::names::title;
use crate::typing::Type;

/// Who brings an attack type: a Pokémon, the move, and how it learns it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bringer {
    /// The Pokémon, as the species list names it.
    pub pokemon: String,
    /// The move.
    pub move_name: String,
    /// How it learns it by then: `level 8`, `level 13 as Bulbasaur`,
    /// `TM28, Cerulean City`.
    pub learned: String,
    /// The TM or HM it learns it by (`tm28`), if it learns it by none
    /// other way.
    pub machine: Option<&'static str>,
    /// Whether the move has one of the Pokémon's own types (same-type moves
    /// come first).
    pub same_type: bool,
    /// The move's power.
    pub power: u16,
}

/// A Pokémon that learns: its name, its types, its earlier forms (nearest
/// first), and whether it is had by evolving (then its own level-1 moves
/// are not known: they come only with one met at that form).
#[derive(Clone, Debug)]
pub struct Learner<'p> {
    /// The species, as the species list names it.
    pub name: &'p str,
    /// Its types (same-type moves come first).
    pub types: Vec<Type>,
    /// Its earlier forms, nearest first.
    pub earlier: Vec<String>,
    /// Whether it is had by evolving an earlier form.
    pub evolved: bool,
}

/// What the learning depends on at a story point.
#[derive(Clone, Debug)]
pub struct Learning<'a> {
    /// The learnsets (the game's, else its generation's).
    pub learnsets: &'a Learnsets,
    /// The moves of the generation.
    pub moves: &'a Moves,
    /// The highest level reached by then.
    pub cap: u8,
    /// The TMs and HMs had by then (item id → where), or `None` for every
    /// one (`--anytime`).
    pub machines: Option<&'a BTreeMap<&'static str, String>>,
}

/// The attack types a set of Pokémon can use, and who brings each.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Repertoire {
    by_type: BTreeMap<Type, Vec<Bringer>>,
}

impl Repertoire {
    /// The repertoire of `pokemon` under `learning`.
    pub fn new<'p>(
        pokemon: impl IntoIterator<Item = Learner<'p>>,
        learning: &Learning<'_>,
    ) -> Repertoire {
        let mut by_type: BTreeMap<Type, Vec<Bringer>> = BTreeMap::new();
        for Learner {
            name,
            types: own,
            earlier,
            evolved,
        } in pokemon
        {
            let mut known: BTreeMap<&str, (String, Option<&'static str>)> = BTreeMap::new();
            let forms = std::iter::once(name.to_owned()).chain(earlier);
            for (depth, form) in forms.enumerate() {
                let Some(set) = learning.learnsets.species.get(form.as_str()) else {
                    continue;
                };
                let as_form = if depth == 0 {
                    String::new()
                } else {
                    format!(" as {form}")
                };
                for (level, move_name) in &set.levelup {
                    // Evolving teaches no level-1 moves of the new form
                    // (level 0 ones: on evolving, generations 7 and later).
                    let skipped = depth == 0 && evolved && *level == 1;
                    if *level <= learning.cap && !skipped && !known.contains_key(move_name) {
                        let how = match level {
                            0 | 1 => format!("from the start{as_form}"),
                            l => format!("level {l}{as_form}"),
                        };
                        known.insert(move_name, (how, None));
                    }
                }
                for machine in &set.machines {
                    let Some(move_name) = learning.learnsets.machines.get(machine) else {
                        continue;
                    };
                    let had = match learning.machines {
                        None => Some(String::new()),
                        Some(had) => had.get(*machine).map(|place| format!(", {place}")),
                    };
                    if let Some(place) = had
                        && !known.contains_key(move_name)
                    {
                        known.insert(
                            move_name,
                            (
                                format!("{}{place}", title(machine).to_uppercase()),
                                Some(*machine),
                            ),
                        );
                    }
                }
            }
            for (move_name, (learned, machine)) in known {
                let Some(m) = learning.moves.get(move_name) else {
                    continue;
                };
                let Ok(kind) = m.kind.parse::<Type>() else {
                    continue;
                };
                if !m.attack || m.variable {
                    continue;
                }
                by_type.entry(kind).or_default().push(Bringer {
                    pokemon: name.to_owned(),
                    move_name: move_name.to_owned(),
                    learned,
                    machine,
                    same_type: own.contains(&kind),
                    power: m.power,
                });
            }
        }
        for bringers in by_type.values_mut() {
            bringers.sort_by(|a, b| {
                (
                    !a.same_type,
                    std::cmp::Reverse(a.power),
                    &a.pokemon,
                    &a.move_name,
                )
                    .cmp(&(
                        !b.same_type,
                        std::cmp::Reverse(b.power),
                        &b.pokemon,
                        &b.move_name,
                    ))
            });
        }
        Repertoire { by_type }
    }

    /// The attack types some Pokémon can use, sorted.
    pub fn types(&self) -> Vec<Type> {
        self.by_type.keys().copied().collect()
    }

    /// Who brings `kind`, same-type moves first, then by power.
    pub fn bringers(&self, kind: Type) -> &[Bringer] {
        self.by_type.get(&kind).map_or(&[], Vec::as_slice)
    }
}
