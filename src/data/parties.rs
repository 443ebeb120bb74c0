//! The leaders' parties as the game has them ([`Party`]): species, level,
//! moves, ability, held item and Tera type where the shipped file gives
//! them (`data/parties/<game>.json`, built by `data/parties/build.py` from
//! the game's extract and trainers file; data/README.md, "Leaders'
//! parties"), and the versions each battle is fought in.

use super::schema::{Parties, PartyMon};
use super::{DataError, shipped};

/// One battle of a gym: its trainer, the versions it is fought in, its
/// Pokémon.
#[derive(Clone, Debug)]
pub struct Party {
    /// The gym id (`G1`, `E4`).
    pub gym: &'static str,
    /// The trainer.
    pub trainer: &'static str,
    /// The versions of the game file it is fought in (`Squirtle`,
    /// `Black-Oshawott`); empty: every one.
    pub versions: Vec<&'static str>,
    /// Its Pokémon, in battle order.
    pub pokemon: Vec<PartyMon<'static>>,
}

/// The battles of gym `gym` of game `game` (version group id) fought in
/// `version` (`None`: in every version, each saying which it is fought
/// in), in battle order; an error when the game ships no parties file.
///
/// ```
/// let roxanne = pokelinks::data::parties::of_gym("emerald", "G1", None)?;
/// assert_eq!(roxanne[0].trainer, "Roxanne");
/// let species: Vec<&str> = roxanne[0].pokemon.iter().map(|p| p.species).collect();
/// assert_eq!(species, ["Geodude", "Geodude", "Nosepass"]);
/// let gary = pokelinks::data::parties::of_gym("red-blue", "E4", Some("Squirtle"))?;
/// assert!(gary.iter().all(|b| b.versions.is_empty() || b.versions == ["Squirtle"]));
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
pub fn of_gym(game: &str, gym: &str, version: Option<&str>) -> Result<Vec<Party>, DataError> {
    let path = format!("parties/{game}.json");
    let parties = shipped::decoded::<Parties<'static>>(&path)
        .ok_or_else(|| shipped::missing(format!("<shipped>/{path}")))??;
    let fought = |versions: &Option<Vec<&str>>| match (versions, version) {
        (None, _) | (_, None) => true,
        (Some(list), Some(v)) => list.contains(&v),
    };
    Ok((parties.battles.iter())
        .filter(|b| b.gym.eq_ignore_ascii_case(gym) && fought(&b.version))
        .map(|b| Party {
            gym: b.gym,
            trainer: b.trainer,
            versions: b.version.clone().unwrap_or_default(),
            pokemon: b.party.clone(),
        })
        .collect())
}
