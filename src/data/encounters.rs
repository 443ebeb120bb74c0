//! A game's wild encounters (`data/encounters/<game>.json`), generated from
//! the game's own wild data: per location, method and species, the levels,
//! the odds, the versions that have it and the conditions it needs (time
//! of day, swarm, Poké Radar, …). Which conditions count is the
//! availability's rule ([`crate::story::availability`]), not this file's.

use super::error::DataError;
use super::shipped;

/// [`super::schema::Encounters`], its text borrowed from the shipped data.
pub type Encounters = super::schema::Encounters<'static>;
/// [`super::schema::Encounter`], its text borrowed from the shipped data.
pub type Encounter = super::schema::Encounter<'static>;
/// [`super::schema::EncounterExtra`], its text borrowed from the shipped data.
pub type EncounterExtra = super::schema::EncounterExtra<'static>;

impl Encounter {
    /// What the row needs that no play reaches: a distribution event.
    pub fn requires_event(&self) -> bool {
        (self.extra.as_ref()).is_some_and(|e| e.requires.is_some())
    }

    /// The gates to the part of the location the row is met in (Route 1's
    /// dark grass across the water: `surf`), beside its method's.
    pub fn needs(&self) -> &[&'static str] {
        self.extra.as_ref().map_or(&[], |e| &e.needs)
    }
}

impl Encounters {
    /// The shipped encounters of a game (`None` when it has none), read
    /// once per process.
    ///
    /// ```
    /// let red = pokelinks::data::encounters::Encounters::of("red-blue").unwrap()?;
    /// assert!(red.encounters.iter().any(|e| e.location == "VIRIDIAN_FOREST" && e.species == "Pikachu"));
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn of(game: &str) -> Option<Result<&'static Encounters, DataError>> {
        shipped::decoded(&format!("encounters/{game}.json"))
    }
}
