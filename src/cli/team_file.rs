//! `check --team FILE|CODE` (and the pins of `team --with-team` and
//! `plan --team`): a team read from Showdown's text — a file of
//! export text (`-`: standard input, bounded as a `--map` file is) or a
//! team code (the packed line) — turned into the member words a player
//! would type (`Geodude:Sturdy`, `Squirtle:bubble,tackle`), so that the
//! check resolves them by its one rule for names and answers exactly as
//! for the same team named on the command line.
//!
//! What the format writes as Showdown's ids (a team code's species,
//! abilities and moves) is turned back into the data's names first. A
//! move the species cannot learn in the game
//! ([`crate::story::learnable`], status moves too) is refused here, named
//! by its set and the move's line; a refusal of the check's (a form the
//! game cannot have, an ability the species cannot have, a move of no
//! generation) is named by its set and line.

use std::ffi::OsStr;
use std::path::Path;

use super::config::Config;
use crate::data::ability;
use crate::data::game::Game;
use crate::data::learnsets::Moves;
use crate::data::{Pokedex, read_text, source_name};
use crate::error::Error;
use crate::problem::Kind;
use crate::setup::MemberName;
use crate::showdown::{self, Set, id};

/// A set read, with where it stands: for messages.
pub(super) struct Read {
    /// `team.txt: set 2 (Nosepass), line 7`.
    pub(super) at: String,
    /// The member word made of it.
    pub(super) word: String,
    /// Its species and Tera type (`Tera Type:`), in a game with Tera.
    pub(super) tera: Option<(String, String)>,
}

/// The sets of `source` as member words for a check of `kind` (`None`:
/// both sides, `T`), read in the question's game or map.
pub(super) fn words(
    source: &OsStr,
    question: &crate::setup::Question,
    kind: Option<Kind>,
) -> Result<Vec<Read>, Error> {
    read_as(source, question, Some(kind))
}

/// The species of the sets of `source`, each a word.
fn species(source: &OsStr, question: &crate::setup::Question) -> Result<Vec<Read>, Error> {
    read_as(source, question, None)
}

/// The sets of `source`, each made a member word for a check of `kind`
/// (`Some(None)`: both sides), or (`None`) its species alone; in a game,
/// each move checked as one the species can learn there.
fn read_as(
    source: &OsStr,
    question: &crate::setup::Question,
    kind: Option<Option<Kind>>,
) -> Result<Vec<Read>, Error> {
    let generation = generation(question)?;
    let (name, text) = match source.to_str() {
        // A team code is text, not a path (unless a file has that name).
        Some(code) if code.contains('|') && !Path::new(code).exists() => {
            ("team code".to_owned(), code.to_owned())
        }
        _ => {
            let path = Path::new(source);
            (source_name(path), read_text(path)?)
        }
    };
    let sets = showdown::read(&text).map_err(|e| Error::Usage(format!("{name}: {e}")))?;
    let moves = Moves::of(generation)?;
    let dex = Pokedex::shipped(generation);
    let mut out = Vec::with_capacity(sets.len());
    for (n, (line, set)) in sets.into_iter().enumerate() {
        let at = format!(
            "{name}: set {} ({}), line {line}",
            n + 1,
            crate::escape::shorten(&set.species)
        );
        let word = word(&set, generation, kind, moves, dex)
            .map_err(|why| Error::Usage(format!("{at}: {why}")))?;
        if let Some(game) = question.game {
            learnable(&set, game, moves, dex).map_err(|e| match e {
                Refused::Move(said, why) => Error::Usage(format!(
                    "{name}: set {} ({}), line {}: {why}",
                    n + 1,
                    crate::escape::shorten(&set.species),
                    line_in(&text, line, |l| {
                        (l.strip_prefix('-').or_else(|| l.strip_prefix('~')))
                            .is_some_and(|m| m.trim() == said)
                    })
                )),
                Refused::Data(e) => e.into(),
            })?;
        }
        let tera = match (&set.tera, question.game) {
            (Some(said), Some(game)) if game.generation == 9 => {
                let shown = |why: String| {
                    let line = line_in(&text, line, |l| l.starts_with("Tera Type:"));
                    Error::Usage(format!(
                        "{name}: set {} ({}), line {line}: {why}",
                        n + 1,
                        crate::escape::shorten(&set.species)
                    ))
                };
                Some((species_name(&set, dex), tera_type(said).map_err(shown)?))
            }
            // Read and ignored where the game has no Tera.
            _ => None,
        };
        out.push(Read { at, word, tera });
    }
    Ok(out)
}

/// The member word of one set: the species (its name, from an id if the
/// text gives one; alone for a pin); in defense its ability (`Name:Ability`); in attack its
/// ability and attacking moves (`Name:Ability,move,move`); on both sides
/// its attacking moves (a team's members are planned with their
/// abilities). Status moves are dropped: they cover nothing.
fn word(
    set: &Set,
    generation: u8,
    kind: Option<Option<Kind>>,
    moves: &Moves,
    dex: Option<&Pokedex>,
) -> Result<String, String> {
    let species = species_name(set, dex);
    let ability = set.ability.as_ref().map(|said| {
        (ability::slots_of(generation, &species).into_iter())
            .find(|(_, a)| id(a) == id(said))
            .map_or_else(|| said.clone(), |(_, a)| a.to_owned())
    });
    let mut attacks = Vec::new();
    for said in &set.moves {
        let Some(found) = moves.moves.iter().find(|m| id(m.name) == id(said)) else {
            return Err(format!(
                "no move '{}' in generation {generation}",
                crate::escape::shorten(said)
            ));
        };
        if found.attack && !found.variable {
            attacks.push(found.name.to_owned());
        }
    }
    let after: Vec<String> = match kind {
        Some(Some(Kind::Defense)) => ability.into_iter().collect(),
        Some(Some(Kind::Attack)) => ability.into_iter().chain(attacks).collect(),
        Some(None) => attacks,
        None => Vec::new(),
    };
    Ok(if after.is_empty() {
        species
    } else {
        format!("{species}:{}", after.join(","))
    })
}

/// Why a set's move is refused: the move as written and why, or the data.
enum Refused {
    Move(String, String),
    Data(crate::data::DataError),
}

/// Every move of `set` (status moves too) checked as one its species can
/// learn in `game`; a move of no generation is the word's refusal.
fn learnable(set: &Set, game: &Game, moves: &Moves, dex: Option<&Pokedex>) -> Result<(), Refused> {
    let species = species_name(set, dex);
    for said in &set.moves {
        let Some(found) = moves.moves.iter().find(|m| id(m.name) == id(said)) else {
            continue;
        };
        let why = crate::story::learnable::refusal(game, &species, found.name);
        if let Some(why) = why.map_err(Refused::Data)? {
            return Err(Refused::Move(said.clone(), why));
        }
    }
    Ok(())
}

/// The first line of the set starting on line `start` of `text` that
/// `holds` (trimmed), else `start` (a team code is one line).
fn line_in(text: &str, start: usize, holds: impl Fn(&str) -> bool) -> usize {
    let lines = text.lines().enumerate().skip(start.saturating_sub(1));
    (lines.take_while(|(n, l)| *n + 1 == start || !l.trim().is_empty()))
        .find(|(_, l)| holds(l.trim()))
        .map_or(start, |(n, _)| n + 1)
}

/// A set's Tera type as the data names it: one of the types, or Stellar
/// (Scarlet/Violet's eighteen types and its nineteenth Tera type).
fn tera_type(said: &str) -> Result<String, String> {
    if id(said) == "stellar" {
        return Ok("Stellar".into());
    }
    (said.trim().parse::<crate::typing::Type>())
        .map(|t| t.to_string())
        .map_err(|_| format!("Tera Type {}: not a type", crate::escape::quote(said)))
}

/// The species of a set as the data names it (from an id if the text
/// gives one), else as written.
fn species_name(set: &Set, dex: Option<&Pokedex>) -> String {
    (dex.into_iter().flat_map(|d| d.all()))
        .find(|s| id(&s.name) == id(&set.species))
        .map_or_else(|| set.species.clone(), |s| s.name.clone())
}

/// `e` named by the set whose word it quotes, if one does.
pub(super) fn locate(e: Error, read: &[Read]) -> Error {
    match e {
        Error::Usage(msg) => {
            let quoted = |r: &&Read| msg.contains(crate::escape::shorten(&r.word).as_ref());
            match read.iter().find(quoted) {
                Some(r) => Error::Usage(format!("{}: {msg}", r.at)),
                None => Error::Usage(msg),
            }
        }
        other => other,
    }
}

/// The generation whose names the question's text is read in: its game's,
/// or its map's.
pub(super) fn generation(question: &crate::setup::Question) -> Result<u8, Error> {
    Ok(match question.game {
        Some(game) => game.generation,
        None => crate::setup::read_map(question)?.map.generation,
    })
}

/// `config` with the Pokémon of its `--team`/`--with-team` text added to
/// its `--with`, as `--with NAME` would add each (a team search's pins,
/// the planner's in team mode); unchanged without one. The sets' abilities
/// and moves are not played (a pinned Pokémon plays as the search plans
/// it), though a move the species cannot learn is refused; their Tera
/// types are written back in the team's sets.
pub(super) fn with_pins(config: &Config) -> Result<(Config, Vec<Read>), Error> {
    let Some(source) = &config.team_file else {
        return Ok((config.clone(), Vec::new()));
    };
    let read = species(source, &config.question)?;
    let mut config = config.clone();
    config.question.tera = read.iter().filter_map(|r| r.tera.clone()).collect();
    (config.question.with).extend(read.iter().map(|r| MemberName::Pokemon(r.word.clone())));
    Ok((config, read))
}
