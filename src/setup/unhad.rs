//! Why a Pokémon cannot be had at any point of a game's story: the one
//! place that tells the reasons apart (`pokelinks where` and `team --with`
//! both say them), each in its own words with the flag that changes it.

use crate::data::Species;
use crate::data::encounters::Encounters;
use crate::data::evolutions::Evolution;
use crate::data::names::{edition_title, title};
use crate::error::Error;
use crate::story::availability::{Availability, Choices, Have, Way};

use super::Setup;

/// The kind of reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// Not in the game's Pokédex: only from another game.
    Pokedex,
    /// Only at a distribution event (an encounter the game's data marks
    /// `requires`, FireRed/LeafGreen's Altering Cave; a way the story
    /// leaves out for one, Black/White's Zorua).
    Event,
    /// Another starter's (or of a version named after another starter).
    Starter,
    /// The other version's of the pair.
    Version,
    /// Only by a trade evolution.
    Trade,
    /// Only by an evolution that `--no-grind` leaves out.
    Grind,
    /// Only by evolving a Pokémon whose every way to be had refuses the
    /// evolution (Yellow's starter Pikachu refuses evolution stones, and
    /// Yellow has no other Pikachu: no Raichu).
    Refused,
    /// Only by an evolution whose item (a stone, a held item) the story
    /// data places nowhere (generations 6–9 list no items: no source of
    /// their places was found; generation 3's wild held items are not
    /// read: data/README.md section 10), from a Pokémon that is had.
    Item,
    /// None of these, and a Mythical Pokémon (Showdown's class): such
    /// Pokémon are given at distribution events or come from another game
    /// or an add-on, which the story data does not hold.
    Mythical,
    /// None of these: the game's data has no way to it.
    Never,
}

impl Why {
    /// The reason in a player's words.
    pub fn words(self) -> &'static str {
        match self {
            Why::Pokedex => "not in this game's Pokédex",
            Why::Event => "event-only",
            Why::Starter => "another starter's",
            Why::Version => "the other version's",
            Why::Trade => "only by trade",
            Why::Grind => "only by friendship, beauty, affection or a held item",
            Why::Refused => "refuses stones",
            Why::Item => "an item the story data places nowhere",
            Why::Mythical => "a Mythical Pokémon",
            Why::Never => "no way to it in this game's data",
        }
    }
}

/// One reason a Pokémon cannot be had, and what changes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unhad {
    /// The kind.
    pub why: Why,
    /// What it would take, in words: `in Blue`, `with Charmander as
    /// starter`, `at a distribution event`.
    pub said: String,
    /// The flag that changes it (`--game blue`, `--version charmander`,
    /// `--trade`, `--all-pokemon`); none when no flag does.
    pub flag: Option<String>,
    /// Whether that change alone makes it had (else only with the other
    /// changes listed beside it).
    pub alone: bool,
}

impl Setup {
    /// Why `species` cannot be had at any point of the game's story (call
    /// it only when it cannot): each reason that applies, in the order of
    /// [`Why`]; with no story, none.
    pub fn unhad(&self, species: &Species) -> Result<Vec<Unhad>, Error> {
        let (Some(stage), Some(data)) = (self.pool.stage(), self.pool.data()) else {
            return Ok(Vec::new());
        };
        let game = data.game;
        let name = species.name.as_str();
        let mut out = Vec::new();
        if !self.pool.in_pokedex(species) {
            out.push(Unhad {
                why: Why::Pokedex,
                said: format!(
                    "only from another game, or in a plan with every Pokémon of generation {}",
                    game.generation
                ),
                flag: Some("--all-pokemon".to_owned()),
                alone: true,
            });
        }
        let event = stage.availability.story().event_only(name)
            || Encounters::of(&game.id)
                .transpose()?
                .is_some_and(|e| e.event_only(name));
        if event {
            out.push(Unhad {
                why: Why::Event,
                said: "at a distribution event".to_owned(),
                flag: None,
                alone: true,
            });
        }
        if !out.is_empty() {
            return Ok(out);
        }
        let chosen = *stage.availability.choices();
        let others = self.choices_with(name)?;
        // The simplest change first: one choice changed, else the first
        // that works, each of its changes said.
        let changes = |c: &Choices| {
            usize::from(c.edition != chosen.edition)
                + usize::from(c.starter != chosen.starter)
                + usize::from(c.trade != chosen.trade)
                + usize::from(c.no_grind != chosen.no_grind)
        };
        let singles: Vec<&Choices> = others.iter().filter(|c| changes(c) == 1).collect();
        let alone = !singles.is_empty();
        let picked: Vec<&Choices> = if singles.is_empty() {
            others.iter().take(1).collect()
        } else {
            singles
        };
        for other in picked {
            if other.starter != chosen.starter
                && let Some(s) = &other.starter
            {
                // Versions named after a starter (Red/Blue's) are chosen with it.
                let named = (self.game.iter())
                    .flat_map(|g| &g.versions)
                    .any(|v| v.eq_ignore_ascii_case(s));
                let flag = if named { "--version" } else { "--starter" };
                push(
                    &mut out,
                    Why::Starter,
                    format!("with {s} as starter"),
                    flag,
                    s,
                    alone,
                );
            }
            if other.edition != chosen.edition
                && let Some(e) = &other.edition
            {
                push(
                    &mut out,
                    Why::Version,
                    format!("in {}", edition_title(&game.name, e)),
                    "--game",
                    e,
                    alone,
                );
            }
            if other.trade && !chosen.trade {
                let said = "with trade evolutions".to_owned();
                if !out.iter().any(|u| u.why == Why::Trade) {
                    out.push(Unhad {
                        why: Why::Trade,
                        said,
                        flag: Some("--trade".to_owned()),
                        alone,
                    });
                }
            }
            if chosen.no_grind && !other.no_grind && !out.iter().any(|u| u.why == Why::Grind) {
                out.push(Unhad {
                    why: Why::Grind,
                    said: "when those evolutions count".to_owned(),
                    flag: Some("without --no-grind".to_owned()),
                    alone,
                });
            }
        }
        if out.is_empty() {
            out.extend(refused(&stage.availability, data.evolutions()?, name));
        }
        if out.is_empty() {
            out.extend(unplaced(&stage.availability, data.evolutions()?, name));
        }
        if out.is_empty() && species.tags.iter().any(|t| t == "Mythical") {
            out.push(Unhad {
                why: Why::Mythical,
                said: "only from a distribution event, another game or an add-on; no way in this game's story data".to_owned(),
                flag: None,
                alone: true,
            });
        }
        if out.is_empty() {
            out.push(Unhad {
                why: Why::Never,
                said: "no wild encounter, gift, trade or evolution of its story data".to_owned(),
                flag: None,
                alone: true,
            });
        }
        out.sort_by_key(|u| u.why as u8);
        Ok(out)
    }
}

/// The evolutions into `name` whose Pokémon before is had, but only by
/// ways that refuse the evolution's trigger (the story's `refuses`): each
/// said once, with the way that refuses it.
fn refused(a: &Availability, rows: &[&Evolution], name: &str) -> Vec<Unhad> {
    let mut out: Vec<Unhad> = Vec::new();
    for row in rows.iter().filter(|r| r.to == name) {
        let ways = a.ways(row.from);
        let refusing = |h: &Have| match &h.way {
            Way::Received { refuses, .. } => refuses.contains(&row.trigger),
            _ => false,
        };
        let Some(way) = ways.first().filter(|_| ways.iter().all(refusing)) else {
            continue;
        };
        let by = row
            .item
            .map(title)
            .unwrap_or_else(|| row.trigger.to_owned());
        let k = a.points().len() - 1;
        let said = format!("its only {} ({}) refuses the {by}", row.from, a.how(way, k));
        if !out.iter().any(|u| u.said == said) {
            out.push(Unhad {
                why: Why::Refused,
                said,
                flag: None,
                alone: true,
            });
        }
    }
    out
}

/// The evolutions into `name` from a Pokémon that is had, by an item (used
/// or held) that the story never gives: each item said once.
fn unplaced(a: &Availability, rows: &[&Evolution], name: &str) -> Vec<Unhad> {
    let k = a.points().len() - 1;
    let placed = a.items_at(k);
    let mut out: Vec<Unhad> = Vec::new();
    for row in rows
        .iter()
        .filter(|r| r.to == name && !a.ways(r.from).is_empty())
    {
        let Some(item) = row.item.or(row.held_item) else {
            continue;
        };
        let said = format!("it evolves from {} with the {}", row.from, title(item));
        if !placed.contains_key(item) && !out.iter().any(|u| u.said == said) {
            out.push(Unhad {
                why: Why::Item,
                said,
                flag: None,
                alone: true,
            });
        }
    }
    out
}

/// Adds a reason whose flag takes a value (`--game blue`), once.
fn push(out: &mut Vec<Unhad>, why: Why, said: String, flag: &str, value: &str, alone: bool) {
    let flag = Some(format!("{flag} {}", value.to_lowercase()));
    if !out.iter().any(|u| u.why == why && u.flag == flag) {
        out.push(Unhad {
            why,
            said,
            flag,
            alone,
        });
    }
}
