//! A game's wild encounters (`data/encounters/<game>.json`), generated from
//! the game's own wild data: per location, method and species, the levels,
//! the odds, the versions that have it and the conditions it needs (time
//! of day, swarm, Poké Radar, …). Which conditions count is the
//! availability's rule ([`crate::availability`]), not this file's.

use serde::Deserialize;

use super::error::DataError;
use super::json::parse_shipped;
use super::shipped;

/// A game's encounter file.
#[derive(Clone, Debug, Deserialize)]
pub struct Encounters {
    /// The game (version group id).
    pub game: String,
    /// Where the rows come from.
    pub source: String,
    /// The rows.
    pub encounters: Vec<Encounter>,
}

/// One species at one location by one method.
#[derive(Clone, Debug, Deserialize)]
pub struct Encounter {
    /// The location id (the story file names it).
    pub location: String,
    /// `walk`, `surf`, `old-rod`, `good-rod`, `super-rod`, `rock-smash`,
    /// `headbutt`, …
    pub method: String,
    /// The species, as the generation's species list names it.
    pub species: String,
    /// The lowest level met.
    pub min: u8,
    /// The highest level met.
    pub max: u8,
    /// The summed slot odds, in percent.
    pub rate: u32,
    /// The versions that have it.
    pub versions: Vec<String>,
    /// What it needs besides the method (PokeAPI's condition values).
    pub conditions: Vec<String>,
    /// Facts the schema has no field for; `requires` (a distribution
    /// event) and `needs` (gates to the part of the location the row is
    /// met in) are read by the availability.
    #[serde(default)]
    pub extra: Option<serde_json::Value>,
}

impl Encounter {
    /// What the row needs that no play reaches: a distribution event.
    pub fn requires_event(&self) -> bool {
        (self.extra.as_ref()).is_some_and(|e| e.get("requires").is_some())
    }
}

impl Encounter {
    /// The gates to the part of the location the row is met in (Route 1's
    /// dark grass across the water: `surf`), beside its method's.
    pub fn needs(&self) -> Vec<&str> {
        let needs = self.extra.as_ref().and_then(|e| e.get("needs"));
        (needs.and_then(|n| n.as_array()).into_iter().flatten())
            .filter_map(|g| g.as_str())
            .collect()
    }
}

impl Encounters {
    /// The shipped encounters of a game (`None` when it has none).
    ///
    /// ```
    /// let red = pokelinks::data::encounters::Encounters::of("red-blue").unwrap()?;
    /// assert!(red.encounters.iter().any(|e| e.location == "VIRIDIAN_FOREST" && e.species == "Pikachu"));
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn of(game: &str) -> Option<Result<Encounters, DataError>> {
        let (source, text) = shipped::named_file(&format!("encounters/{game}.json"))?;
        Some(parse_shipped(source, text))
    }
}
