//! `pokelinks where NAME [game]`: where and from which story point a
//! Pokémon can be had in a game, every way, and what it evolves into there.
//! The availability decides ([`crate::story::availability`]); this module only
//! writes it.

use std::io::Write;

use super::config::Config;
use super::exit::Exit;
use crate::error::Error;
use crate::escape::escape;
use crate::setup::{Question, Setup};
use crate::story::availability::Way;

/// Lists the ways to have `name` in the configured game: exit 0 when there
/// is one, 1 when it cannot be had.
pub(super) fn run(config: &Config, name: &str, out: &mut impl Write) -> Result<Exit, Error> {
    let Some(game) = config.question.game else {
        return Err(Error::Usage(format!(
            "where {name}: name a game (where {name} red, …; see --list)"
        )));
    };
    if name.trim().is_empty() {
        return Err(Error::Usage(
            "'where' needs a Pokémon: where NAME GAME".into(),
        ));
    }
    // Before resolving: `--by end` would be refused for want of a story.
    if !crate::data::story::Story::known(&game.id) {
        return Err(no_story(name, &game.name));
    }
    // The story's end: every way, each from its own story point.
    let question = Question {
        by: Some(crate::setup::GymChoice::IdOrTown("end".into())),
        anytime: false,
        ..config.question.clone()
    };
    let setup = Setup::new(&question)?;
    let species = setup
        .pool
        .species()
        .find(name)
        .map_err(|e| Error::Usage(format!("where {name}: {e}")))?;
    let Some(stage) = setup.pool.stage() else {
        return Err(no_story(name, &game.name));
    };
    let a = &stage.availability;
    let point = |k: usize| setup.point_name(k);
    let choices = a.choices();
    let mut said = vec![format!("starter {}", choices.starter.unwrap_or("none"))];
    if let Some(edition) = &choices.edition {
        said.push(crate::data::names::title(edition));
    }
    writeln!(
        out,
        "{} in {} ({}):",
        species.name,
        game.name,
        said.join(", ")
    )?;
    let ways = a.ways(&species.name);
    if ways.is_empty() {
        writeln!(
            out,
            "  cannot be had in this game (its versions, its starter: --starter, --trade)"
        )?;
    }
    for have in ways {
        let how = a.how(have, have.first);
        let what = match &have.way {
            Way::Wild { min, .. } => format!("{how} (wild, from level {min})"),
            _ => how,
        };
        writeln!(out, "  from {}: {}", point(have.first), escape(&what))?;
    }
    let end = a.points().len().saturating_sub(1);
    let mut evolves = Vec::new();
    for other in a.species_at(end) {
        for have in a.ways(other) {
            if let Way::Evolved { from, by } = &have.way
                && *from == species.name
            {
                evolves.push(format!("{other} ({by}, from {})", point(have.first)));
            }
        }
    }
    if !evolves.is_empty() {
        writeln!(out, "  evolves into: {}", evolves.join("; "))?;
    }
    Ok(if ways.is_empty() {
        Exit::NoCover
    } else {
        Exit::Success
    })
}

/// The error of `where` in a game without story data.
fn no_story(name: &str, game: &str) -> Error {
    Error::Usage(format!(
        "where {name}: {game} has no story data here (data/README.md, section 10): which Pokémon can be had when is not known"
    ))
}
