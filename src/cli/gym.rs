//! `pokelinks gym GAME [GYM…]`: the leaders' teams as the game has them —
//! each battle's trainer, the version or starter it depends on, and each
//! Pokémon's species, level, ability, held item, Tera type and moves — in
//! the player layout, JSON (docs/formats.md, "Output: gym") or Showdown's
//! export text, one `=== [genN] Trainer ===` team per battle.

use std::io::Write;

use serde::Serialize;

use super::choices::Format;
use super::config::Config;
use super::exit::Exit;
use crate::data::game::VersionChoice;
use crate::data::parties::{self, Party};
use crate::error::Error;
use crate::escape::escape;
use crate::showdown::{self, Set};

/// A gym and its battles, as every format writes them.
struct Shown {
    id: String,
    town: String,
    leader: String,
    battles: Vec<Party>,
}

/// `gym … --format json`.
#[derive(Serialize)]
struct GymsJson<'a> {
    game: &'a str,
    generation: u8,
    /// The version asked for; none: every version, each battle saying its.
    version: Option<&'a str>,
    gyms: Vec<GymJson<'a>>,
}

#[derive(Serialize)]
struct GymJson<'a> {
    id: &'a str,
    town: &'a str,
    leader: &'a str,
    battles: Vec<BattleJson<'a>>,
}

#[derive(Serialize)]
struct BattleJson<'a> {
    trainer: &'a str,
    versions: &'a [&'static str],
    party: &'a [crate::data::schema::PartyMon<'static>],
}

/// Writes the selected gyms' battles (every gym when none is selected).
pub(super) fn run(config: &Config, out: &mut impl Write) -> Result<Exit, Error> {
    let question = &config.question;
    let game = question.game.ok_or_else(|| {
        Error::Usage("'gym' needs a game: gym GAME [GYM…] (gym emerald G1; see --list)".into())
    })?;
    let hints: Vec<String> = (question.edition.iter().chain(&question.starter))
        .cloned()
        .collect();
    // No version or starter asked for: every version's battles, each
    // labelled (a game's word, `red`, names the wild Pokémon's version,
    // which no party depends on).
    let every = question.version == VersionChoice::First && question.starter.is_none();
    let (map, _, version) = game.load(&question.version, &hints)?;
    let version = version.filter(|_| !every);
    let mut selected = crate::setup::select_gyms(&map, &question.gyms)?;
    if question.gyms.is_empty() {
        selected = (0..map.gyms.len()).collect();
    }
    let mut shown = Vec::new();
    for i in selected {
        let gym = &map.gyms[i];
        shown.push(Shown {
            id: gym.id.clone(),
            town: gym.town.raw().to_owned(),
            leader: gym.leader.raw().to_owned(),
            battles: parties::of_gym(&game.id, &gym.id, version.as_deref())?,
        });
    }
    match config.format {
        Format::Json => {
            let doc = GymsJson {
                game: &game.id,
                generation: map.generation,
                version: version.as_deref(),
                gyms: (shown.iter())
                    .map(|g| GymJson {
                        id: &g.id,
                        town: &g.town,
                        leader: &g.leader,
                        battles: (g.battles.iter())
                            .map(|b| BattleJson {
                                trainer: b.trainer,
                                versions: &b.versions,
                                party: &b.pokemon,
                            })
                            .collect(),
                    })
                    .collect(),
            };
            serde_json::to_writer(&mut *out, &doc).map_err(std::io::Error::from)?;
            writeln!(out)?;
        }
        Format::Showdown => {
            for gym in &shown {
                for battle in &gym.battles {
                    let label = battle_label(gym, battle);
                    writeln!(out, "=== [gen{}] {} ===\n", map.generation, escape(&label))?;
                    write!(out, "{}", showdown::export(&sets(battle)))?;
                }
            }
        }
        Format::Table => {
            writeln!(out, "Game: {}", escape(&game.name))?;
            for gym in &shown {
                for battle in &gym.battles {
                    writeln!(out)?;
                    table(gym, battle, out)?;
                }
            }
        }
    }
    Ok(Exit::Success)
}

/// `G1 Rustboro City, Roxanne`, with the versions the battle depends on.
fn battle_label(gym: &Shown, battle: &Party) -> String {
    let mut label = format!("{} {}, {}", gym.id, gym.town, battle.trainer);
    if !battle.versions.is_empty() {
        label.push_str(&format!(" ({})", battle.versions.join(", ")));
    }
    label
}

/// A battle's Pokémon as Showdown sets.
fn sets(battle: &Party) -> Vec<Set> {
    (battle.pokemon.iter())
        .map(|p| Set {
            species: p.species.to_owned(),
            item: p.item.map(str::to_owned),
            ability: p.ability.map(str::to_owned),
            level: Some(p.level),
            tera: p.tera_type.map(str::to_owned),
            moves: p
                .moves
                .iter()
                .take(showdown::MAX_MOVES)
                .map(|m| (*m).to_owned())
                .collect(),
            ..Set::default()
        })
        .collect()
}

/// The player layout of one battle: a heading, then two lines a Pokémon
/// (what it is, then its moves), each under 80 columns.
fn table(gym: &Shown, battle: &Party, out: &mut impl Write) -> std::io::Result<()> {
    let label = battle_label(gym, battle);
    if label.chars().count() <= 80 {
        writeln!(out, "{}", escape(&label))?;
    } else {
        // The versions on a line of their own (Ultra Sun's three starters).
        writeln!(
            out,
            "{} {}, {}",
            gym.id,
            escape(&gym.town),
            escape(battle.trainer)
        )?;
        writeln!(out, "  in {}", escape(&battle.versions.join(", ")))?;
    }
    for p in &battle.pokemon {
        let mut line = format!("  {} Lv {}", p.species, p.level);
        if let Some(a) = p.ability {
            line.push_str(&format!("  {a}"));
        }
        if let Some(i) = p.item {
            line.push_str(&format!("  @ {i}"));
        }
        if let Some(t) = p.tera_type {
            line.push_str(&format!("  Tera {t}"));
        }
        writeln!(out, "{}", escape(&line))?;
        writeln!(out, "      {}", escape(&p.moves.join(" / ")))?;
    }
    Ok(())
}
