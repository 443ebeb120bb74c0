//! How Pokémon evolve (`data/evolutions.json`, from PokeAPI): one row per
//! evolution and way, with the version group from which (and up to which)
//! the row holds. Which rows count at a story point is the availability's
//! rule ([`crate::story::availability`]).

use super::error::DataError;
use super::shipped;

/// [`super::schema::Evolutions`], its text borrowed from the shipped data.
pub type Evolutions = super::schema::Evolutions<'static>;
/// [`super::schema::Evolution`], its text borrowed from the shipped data.
pub type Evolution = super::schema::Evolution<'static>;

impl Evolutions {
    /// The shipped evolutions, read once per process.
    ///
    /// ```
    /// let evolutions = pokelinks::data::evolutions::Evolutions::shipped()?;
    /// let magikarp = evolutions.evolutions.iter().find(|e| e.from == "Magikarp").unwrap();
    /// assert_eq!((magikarp.to, magikarp.min_level), ("Gyarados", Some(20)));
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn shipped() -> Result<&'static Evolutions, DataError> {
        shipped::decoded("evolutions.json").expect("data/evolutions.json is shipped")
    }

    /// The rows that hold in version group `group`.
    pub fn of_group<'a>(&'a self, group: &str) -> impl Iterator<Item = &'a Evolution> {
        let at = |g: &str| self.version_groups.iter().position(|v| *v == g);
        let here = at(group);
        self.evolutions.iter().filter(move |e| {
            let (Some(here), Some(since)) = (here, at(e.since)) else {
                return false;
            };
            since <= here && e.until.and_then(at).is_none_or(|until| here <= until)
        })
    }
}
