//! A game's wild encounters (`data/encounters/<game>.json`), generated from
//! the game's own wild data: per location, method and species, the levels,
//! the odds, the versions that have it and the conditions it needs (time
//! of day, swarm, Poké Radar, …). Which conditions count is the
//! availability's rule ([`crate::story::availability`]), not this file's.
//! The binary keeps each file as a table of its strings and rows of ids
//! into it ([`super::schema::CompactEncounters`]).

use super::error::DataError;
use super::shipped;

/// [`super::schema::CompactEncounters`], borrowed from the shipped data.
pub type Encounters = super::schema::CompactEncounters<'static>;
/// [`super::schema::EncounterRow`]: one row, its strings as ids.
pub type Encounter = super::schema::EncounterRow;

impl Encounters {
    /// The shipped encounters of a game (`None` when it has none), read
    /// and checked once per process.
    ///
    /// ```
    /// let red = pokelinks::data::encounters::Encounters::of("red-blue").unwrap()?;
    /// let forest = red.find("VIRIDIAN_FOREST").unwrap();
    /// let pikachu = red.find("Pikachu").unwrap();
    /// assert!(red.rows().any(|e| e.location == forest && e.species == pikachu));
    /// assert_eq!(red.string(pikachu), "Pikachu");
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn of(game: &str) -> Option<Result<&'static Encounters, DataError>> {
        let path = format!("encounters/{game}.json");
        shipped::has(&path).then(|| {
            shipped::cached(&path, || {
                let file: Encounters = shipped::decode(&path)?;
                file.check().map_err(|reason| DataError::Read {
                    path: format!("<shipped>/{path}"),
                    kind: std::io::ErrorKind::InvalidData,
                    reason: format!("the compiled data does not hold together ({reason})"),
                })?;
                Ok(file)
            })
        })
    }

    /// Whether some row of `species` needs a distribution event (no play
    /// reaches it).
    pub fn event_only(&self, species: &str) -> bool {
        let Some(id) = self.find(species) else {
            return false;
        };
        self.rows().any(|r| r.species == id && r.requires.is_some())
    }
}
