//! The question's map or game and its chart, loaded and checked against
//! each other, and the selected gyms looked up in it; the words that name
//! them again on a command line.

use std::io;

use crate::data::game::{Game, VersionChoice};
use crate::data::{
    Chart, ChartSource, DataError, Gym, GymLookupError, Loaded, Map, MapSource, read, shipped,
};
use crate::error::Error;

use super::{DEFAULT_REGION, GameChoice, GymChoice, Question};

/// The words that name the question's map or game again on a command line
/// (`--game yellow --version all`, `kanto`, a map's path, `--types …`).
pub(super) fn map_words(question: &Question) -> Vec<String> {
    let mut words = match question.game {
        Some(game) => {
            let name = question.edition.as_ref().unwrap_or(&game.id);
            let mut words = vec!["--game".to_owned(), name.clone()];
            match &question.version {
                VersionChoice::First => {}
                VersionChoice::Named(v) => words.extend(["--version".to_owned(), v.clone()]),
                VersionChoice::All => words.extend(["--version".into(), "all".into()]),
            }
            if question.all_pokemon {
                words.push("--all-pokemon".to_owned());
            }
            if let Some(starter) = &question.starter {
                words.extend(["--starter".to_owned(), starter.clone()]);
            }
            if let Some(GymChoice::Id(by) | GymChoice::IdOrTown(by)) = &question.by {
                words.extend(["--by".to_owned(), by.clone()]);
            }
            words.extend(
                [
                    ("--anytime", question.anytime),
                    ("--trade", question.trade),
                    ("--all-moves", question.all_moves),
                    ("--legendaries", question.legendaries),
                    ("--no-grind", question.no_grind),
                    ("--hidden", question.hidden),
                ]
                .into_iter()
                .filter(|&(_, said)| said)
                .map(|(flag, _)| flag.to_owned()),
            );
            if !question.abilities {
                words.extend(["--abilities".to_owned(), "off".to_owned()]);
            }
            words
        }
        None => vec![match &question.map {
            None => DEFAULT_REGION.to_lowercase(),
            Some(MapSource::Shipped(region)) => region.to_lowercase(),
            Some(MapSource::File(path)) => path.display().to_string(),
        }],
    };
    if let Some(types) = &question.types {
        words.extend(["--types".to_owned(), types.display().to_string()]);
    }
    words
}

/// The question's map and chart (of the game if one is chosen), checked
/// against each other, the indices of the selected gyms, and the game.
pub(super) fn load(
    question: &Question,
) -> Result<(Map, Chart, Vec<usize>, Option<GameChoice>), Error> {
    if let Some(game) = question.game {
        let (map, chart, choice) = load_game(game, question)?;
        let selected = select(&map, &question.gyms)?;
        return Ok((map, chart, selected, Some(choice)));
    }
    let loaded = read_map(question)?;
    let selected = select(&loaded.map, &question.gyms)?;
    // A map's own chart must fit the whole map; a --types chart only the
    // gyms being solved (none selected: the whole chart, no gym).
    let checked: Vec<&Gym> = if loaded.overridden {
        selected.iter().map(|&i| &loaded.map.gyms[i]).collect()
    } else {
        loaded.map.gyms.iter().collect()
    };
    loaded.check(&checked)?;
    Ok((loaded.map, loaded.chart, selected, None))
}

/// The map and chart of a game, in the chosen version (with the `--types`
/// chart instead of the game's, if given).
fn load_game(game: &'static Game, question: &Question) -> Result<(Map, Chart, GameChoice), Error> {
    let hints: Vec<String> = (question.edition.iter().chain(&question.starter))
        .cloned()
        .collect();
    let (mut map, mut chart, version) = game.load(&question.version, &hints)?;
    if !question.abilities {
        map.gyms.iter_mut().for_each(|g| g.foes.clear());
    }
    if let Some(types) = &question.types {
        // `gen-3` and region names are the shipped charts, as with a map.
        let (named, name) = match ChartSource::named(types) {
            ChartSource::Shipped(g) => (shipped::chart(g), format!("<shipped>/gen-{g}.json")),
            ChartSource::File(_) => (None, types.display().to_string()),
        };
        chart = match named {
            Some(named) => named,
            None => Chart::from_file(types)?,
        };
        map.check_against(&chart, &game.title(), &name)?;
    }
    let versions: Vec<String> = map
        .versions
        .iter()
        .map(|v| v.name.raw().to_owned())
        .collect();
    let version = match question.version {
        VersionChoice::All if !versions.is_empty() => Some("all".to_owned()),
        _ => version,
    };
    let choice = GameChoice {
        game,
        version,
        versions,
        dex: Vec::new(),
        all_pokemon: question.all_pokemon,
    };
    Ok((map, chart, choice))
}

/// Reads the question's map (Paldea when none is given) and chart, not yet
/// checked against each other. A map path that does not exist but is close
/// to a region's name gets a suggestion.
pub fn read_map(question: &Question) -> Result<Loaded, Error> {
    let default = MapSource::Shipped(DEFAULT_REGION);
    let source = question.map.as_ref().unwrap_or(&default);
    let types = question.types.as_deref().map(ChartSource::named);
    read(source, types.as_ref()).map_err(|e| {
        let missing =
            matches!(&e, DataError::Read { kind, .. } if *kind == io::ErrorKind::NotFound);
        let suggestion = match source {
            MapSource::File(path) if missing && e.file() == path.display().to_string() => {
                path.to_str().and_then(shipped::closest_region)
            }
            _ => None,
        };
        match suggestion {
            Some(region) => Error::Usage(format!("{e} (did you mean {}?)", region.to_lowercase())),
            None => Error::Data(e),
        }
    })
}

/// `G1…G8, E4, K1…K8`: the gym ids of a map, for messages.
fn gym_ids(map: &Map) -> String {
    let ids: Vec<&str> = map.gyms.iter().map(|g| g.id.as_str()).collect();
    // Ids are G1, G2, … then E4 then K1, K2, … with no gap (the map loader
    // checks), so a long run is shown by its ends.
    let run = |prefix: char| -> Vec<String> {
        let run: Vec<&str> = ids
            .iter()
            .copied()
            .filter(|id| id.starts_with(prefix))
            .collect();
        match run.as_slice() {
            [first, _, .., last] => vec![format!("{first}…{last}")],
            short => short.iter().map(|id| (*id).to_owned()).collect(),
        }
    };
    let mut parts = run('G');
    parts.extend(
        ids.iter()
            .filter(|id| **id == "E4")
            .map(|id| (*id).to_owned()),
    );
    parts.extend(run('K'));
    parts.join(", ")
}

/// `G3 Vermilion City (Lt. Surge)`: a gym as a message names it.
fn gym_names(gyms: &[&Gym]) -> String {
    let named: Vec<String> = gyms
        .iter()
        .map(|g| format!("{} {} ({})", g.id, g.town, g.leader))
        .collect();
    named.join(", ")
}

/// The indices of the selected gyms in map order, each once. A word such as
/// `G3` is an id; a `--gym` value is matched by [`Map::find_gym`] (id,
/// town or leader, folded, or a unique prefix).
pub(crate) fn select(map: &Map, gyms: &[GymChoice]) -> Result<Vec<usize>, Error> {
    let mut selected = Vec::new();
    for choice in gyms {
        let found = match choice {
            GymChoice::Id(id) => map
                .gyms
                .iter()
                .position(|g| g.id.eq_ignore_ascii_case(id))
                .ok_or_else(|| format!("no gym {id} in {} (gyms: {})", map.region, gym_ids(map))),
            GymChoice::IdOrTown(key) => match map.find_gym(key) {
                Ok(gym) => Ok(map.gyms.iter().position(|g| g.id == gym.id).unwrap_or(0)),
                Err(GymLookupError::NotFound) => {
                    let all: Vec<&Gym> = map.gyms.iter().collect();
                    Err(format!(
                        "no gym, town or leader '{}' in {} (accepted: {})",
                        crate::escape::shorten(key),
                        map.region,
                        gym_names(&all)
                    ))
                }
                Err(GymLookupError::Ambiguous(candidates)) => Err(format!(
                    "'{}' matches more than one gym in {}: {}",
                    crate::escape::shorten(key),
                    map.region,
                    gym_names(&candidates)
                )),
            },
        };
        selected.push(found.map_err(Error::Usage)?);
    }
    selected.sort_unstable();
    selected.dedup();
    Ok(selected)
}
