//! Resolving where a game question stands in the story: `--starter`, the
//! version of the pair, `--trade` and `--by` (or the first selected gym)
//! turned into a [`StoryPoint`] over the game's shared data, as plain
//! values handed down to the story room.

use std::sync::Arc;

use crate::data::names::{NameIndex, fold};
use crate::data::story::END;
use crate::data::{Gym, Map};
use crate::error::Error;
use crate::roster::Stage;
use crate::story::StoryPoint;
use crate::story::availability::{Availability, Choices};
use crate::story::data::{Caps, GameData};

use super::load::select;
use super::{GymChoice, Question};

/// The story point a game question plans at, if the game's story is known:
/// what can be had before the first selected gym in story order (`--by`
/// another gym, or `end`), with the starter chosen (`--starter`, else the
/// one the version is named after, else the first by national number).
pub(super) fn stage(
    data: &Arc<GameData>,
    question: &Question,
    map: &Map,
    selected: &[usize],
    version: Option<&str>,
) -> Result<Option<Stage>, Error> {
    let game = data.game;
    let Some(story) = data.story else {
        let flags = [
            ("--by", question.by.is_some()),
            ("--starter", question.starter.is_some()),
        ];
        if let Some((flag, _)) = flags.iter().find(|(_, said)| *said) {
            return Err(Error::Usage(format!(
                "{flag}: {}'s story is not known here (data/README.md, section 10): its whole Pokédex counts",
                game.name
            )));
        }
        return Ok(None);
    };
    let starters = story.starters();
    // Starters are matched as every Pokémon's name is (`mud kip`).
    let index = NameIndex::new(starters.iter().map(|&s| (s, s)));
    let named = |name: &str| index.exact(name).copied();
    let starter = match &question.starter {
        Some(given) => Some(named(given).ok_or_else(|| {
            Error::Usage(format!(
                "--starter {}: {}'s starters are {}",
                crate::escape::shorten(given),
                game.name,
                starters.join(", ")
            ))
        })?),
        None => (version.into_iter().flat_map(|v| v.split('-')))
            .find_map(named)
            .or_else(|| {
                let mut by_number: Vec<(u16, &'static str)> = (starters.iter())
                    .filter_map(|&s| Some((data.species.spelt(s)?.num, s)))
                    .collect();
                by_number.sort();
                by_number.first().map(|&(_, s)| s)
            }),
    };
    let edition = (game.editions.iter())
        .find(|e| Some(e.as_str()) == question.edition.as_deref())
        .map(String::as_str);
    let choices = Choices {
        edition,
        starter,
        trade: question.trade,
        no_grind: question.no_grind,
    };
    let availability = (data.availability(&caps(map), choices)).expect("the game has a story")?;
    let point = match &question.by {
        Some(by) => StoryPoint {
            checkpoint: by_checkpoint(&availability, map, by, &game.name)?,
            choices,
        },
        None => before(&availability, map, selected),
    };
    Ok(Some(Stage {
        availability,
        checkpoint: point.checkpoint,
    }))
}

/// The checkpoint `--by` names: `end`, a gym's id, or a gym as `--gym`
/// matches it.
fn by_checkpoint(
    availability: &Availability,
    map: &Map,
    by: &GymChoice,
    game: &str,
) -> Result<usize, Error> {
    let end = availability.points().len().saturating_sub(1);
    match by {
        GymChoice::IdOrTown(by) | GymChoice::Id(by) if fold(by) == END => Ok(end),
        GymChoice::Id(by) if availability.checkpoint(by).is_some() => {
            Ok(availability.checkpoint(by).unwrap_or(end))
        }
        by => {
            let at = select(map, std::slice::from_ref(by))?[0];
            let id = &map.gyms[at].id;
            availability.checkpoint(id).ok_or_else(|| {
                Error::Usage(format!(
                    "--by {id}: {game}'s story has no point before {id} (its checkpoints: {}, end)",
                    (availability.points().iter())
                        .map(|p| p.before)
                        .filter(|b| *b != END)
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            })
        }
    }
}

/// Each gym's level cap (the highest level in its team), by id.
pub(super) fn caps(map: &Map) -> Caps {
    (map.gyms.iter())
        .filter_map(|g| Some((g.id.clone(), g.level?)))
        .collect()
}

/// The point before the first of the `selected` gyms of `map` in story
/// order (after the Elite Four when none has one).
pub fn before(availability: &Availability, map: &Map, selected: &[usize]) -> StoryPoint {
    let gyms = (selected.iter()).filter_map(|&i| map.gyms.get(i).map(|g: &Gym| g.id.as_str()));
    StoryPoint::before(availability, *availability.choices(), gyms)
}
