//! How Pokémon evolve (`data/evolutions.json`, from PokeAPI): one row per
//! evolution and way, with the version group from which (and up to which)
//! the row holds, compiled as each version group's rows
//! ([`super::schema::GroupedEvolutions`]). Which rows count at a story
//! point is the availability's rule ([`crate::story::availability`]).

use super::error::DataError;
use super::schema::GroupedEvolutions;
use super::shipped;

/// [`super::schema::Evolution`], its text borrowed from the shipped data.
pub type Evolution = super::schema::Evolution<'static>;

/// The shipped rows that hold in version group `group` (none for a group
/// the file does not name), decoded once per process.
///
/// ```
/// let rows = pokelinks::data::evolutions::of_group("red-blue")?;
/// let magikarp = rows.iter().find(|e| e.from == "Magikarp").unwrap();
/// assert_eq!((magikarp.to, magikarp.min_level), ("Gyarados", Some(20)));
/// assert!(pokelinks::data::evolutions::of_group("no-such-group")?.is_empty());
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
pub fn of_group(group: &str) -> Result<&'static [Evolution], DataError> {
    const PATH: &str = "evolutions.json";
    let table: &'static GroupedEvolutions<'static> =
        shipped::decoded(PATH).expect("data/evolutions.json is shipped")?;
    let rows = shipped::cached(&format!("{PATH} of {group}"), || {
        let Some(&(_, bytes)) = table.groups.iter().find(|(g, _)| *g == group) else {
            return Ok(Vec::new());
        };
        postcard::from_bytes::<Vec<Evolution>>(bytes).map_err(|e| DataError::Read {
            path: format!("<shipped>/{PATH}"),
            kind: std::io::ErrorKind::InvalidData,
            reason: format!("the compiled data does not decode ({e})"),
        })
    })?;
    Ok(rows.as_slice())
}
