//! `pokelinks where NAME [game]`: where and from which story point a
//! Pokémon can be had in a game, every way, and what it evolves into there.
//! The availability decides ([`crate::story::availability`]) and
//! [`Setup::whereabouts`] words each way (the planner's detail view shows
//! the same); this module only writes it.

use std::io::Write;

use serde::Serialize;

use super::choices::Format;
use super::config::Config;
use super::exit::Exit;
use crate::data::names::fold;
use crate::error::Error;
use crate::escape::{escape, shorten};
use crate::setup::{EvolvesInto, Question, Setup, WayFrom, Whereabouts, Why};

/// `where … --format json`: the table's facts, one document.
#[derive(Serialize)]
struct WhereJson<'a> {
    pokemon: &'a str,
    game: &'a str,
    starter: Option<&'a str>,
    /// The version of the pair the word named (`red`), if it named one.
    edition: Option<String>,
    ways: Vec<WayFrom>,
    evolves: Vec<EvolvesInto>,
    /// When it cannot be had: why, each reason with what changes it.
    cannot: Vec<CannotJson>,
}

/// One reason it cannot be had.
#[derive(Serialize)]
struct CannotJson {
    /// The kind, in words (`the other version's`).
    why: &'static str,
    /// What it would take (`in Blue`).
    said: String,
    /// The flag that changes it, if one does.
    flag: Option<String>,
}

/// Lists the ways to have `name` in the configured game: exit 0 when there
/// is one, 1 when it cannot be had.
pub(super) fn run(config: &Config, name: &str, out: &mut impl Write) -> Result<Exit, Error> {
    let shown = shorten(name);
    if name.trim().is_empty() {
        return Err(Error::Usage(
            "'where' needs a Pokémon and a game: where NAME GAME (where gyarados red)".into(),
        ));
    }
    let Some(game) = config.question.game else {
        return Err(Error::Usage(format!(
            "where {shown}: name a game: where NAME GAME (where {shown} red, …; see --list)"
        )));
    };
    // Before resolving: `--by end` would be refused for want of a story.
    if !crate::data::story::Story::known(&game.id) {
        return Err(no_story(&shown, &game.name));
    }
    // `--all-pokemon` drops the story that `where` reads.
    if config.question.all_pokemon {
        return Err(Error::Usage(format!(
            "where {shown}: --all-pokemon drops the game's story, which 'where' reads (it plans a team with every Pokémon of the generation)"
        )));
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
        .map_err(|e| Error::Usage(format!("where {shown}: {e}")))?;
    let Some(stage) = setup.pool.stage() else {
        return Err(no_story(&shown, &game.name));
    };
    let choices = stage.availability.choices();
    let edition = (choices.edition).map(|e| crate::data::names::edition_title(&game.name, e));
    // The story's end: every way, each from its own story point.
    let Whereabouts { ways, evolves } = setup.whereabouts(&species.name, None).unwrap_or_default();
    let unhad = if ways.is_empty() {
        setup.unhad(species)?
    } else {
        Vec::new()
    };
    let exit = if ways.is_empty() {
        Exit::NoCover
    } else {
        Exit::Success
    };
    if config.format == Format::Json {
        let document = WhereJson {
            pokemon: &species.name,
            game: &game.name,
            starter: choices.starter,
            edition,
            ways,
            evolves,
            cannot: (unhad.iter())
                .map(|u| CannotJson {
                    why: u.why.words(),
                    said: u.said.clone(),
                    flag: u.flag.clone(),
                })
                .collect(),
        };
        serde_json::to_writer(&mut *out, &document).map_err(std::io::Error::from)?;
        writeln!(out)?;
        return Ok(exit);
    }
    let mut said = vec![format!("starter {}", choices.starter.unwrap_or("none"))];
    said.extend(edition.clone());
    // A version of the game file that is not the default one and not named
    // by the starter or the edition (Black 2/White 2's Challenge Mode, whose
    // leaders' levels are the caps) is said too.
    if let Some(g) = &setup.game
        && let Some(v) = &g.version
    {
        let named = |w: &str| fold(v).contains(&fold(w));
        let by_choice = choices.starter.is_some_and(named) || edition.as_deref().is_some_and(named);
        if g.versions.first() != Some(v) && v != "all" && !by_choice {
            said.push(format!("version {v}"));
        }
    }
    writeln!(
        out,
        "{} in {} ({}):",
        species.name,
        game.name,
        said.join(", ")
    )?;
    for why in &unhad {
        // A change of choices is what "it can" with; the others are facts.
        let can = match why.why {
            Why::Starter | Why::Version | Why::Trade | Why::Grind => "it can ",
            _ => "",
        };
        let flag = match (&why.flag, why.alone) {
            (Some(f), true) => format!(" ({f})"),
            (Some(f), false) => format!(" ({f}, with the other flags here)"),
            (None, _) if matches!(why.why, Why::Event | Why::Refused | Why::Mythical) => {
                " (no option changes it)".to_owned()
            }
            (None, _) => " (data/README.md, section 10)".to_owned(),
        };
        writeln!(
            out,
            "  cannot be had: {}: {can}{}{flag}",
            why.why.words(),
            escape(&why.said)
        )?;
    }
    for way in &ways {
        let hidden = match (way.hidden_ability, &way.hidden_by) {
            (Some(a), Some(by)) => format!(", hidden ability {} ({})", escape(a), escape(by)),
            _ => String::new(),
        };
        writeln!(out, "  from {}: {}{hidden}", way.from, escape(&way.how))?;
    }
    if !evolves.is_empty() {
        let evolves: Vec<String> = (evolves.iter())
            .map(|e| format!("{} ({}, from {})", e.into, e.by, e.from))
            .collect();
        writeln!(out, "  evolves into: {}", evolves.join("; "))?;
    }
    Ok(exit)
}

/// The error of `where` in a game without story data.
fn no_story(name: &str, game: &str) -> Error {
    Error::Usage(format!(
        "where {name}: {game} has no story data here (data/README.md, section 10): which Pokémon can be had when is not known"
    ))
}
