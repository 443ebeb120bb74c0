//! How Pokémon evolve (`data/evolutions.json`, from PokeAPI): one row per
//! evolution and way, with the version group from which (and up to which)
//! the row holds. Which rows count at a story point is the availability's
//! rule ([`crate::availability`]).

use std::sync::OnceLock;

use serde::Deserialize;

use super::error::DataError;
use super::json::parse_shipped;
use super::shipped;

/// The evolution file.
#[derive(Clone, Debug, Deserialize)]
pub struct Evolutions {
    /// Every version group, in release order.
    pub version_groups: Vec<String>,
    /// The rows.
    pub evolutions: Vec<Evolution>,
}

/// One way one species evolves into another.
#[derive(Clone, Debug, Deserialize)]
pub struct Evolution {
    /// The species before, as the species lists name it.
    pub from: String,
    /// The species after.
    pub to: String,
    /// `level-up`, `use-item`, `trade`, `shed`, …
    pub trigger: String,
    /// The lowest level (level-up).
    pub min_level: Option<u8>,
    /// The item used (use-item).
    pub item: Option<String>,
    /// The item held (trade, level-up).
    pub held_item: Option<String>,
    /// A move it must know.
    pub known_move: Option<String>,
    /// A type of move it must know.
    pub known_move_type: Option<String>,
    /// Friendship needed.
    pub min_happiness: Option<u16>,
    /// Beauty needed.
    pub min_beauty: Option<u16>,
    /// Affection needed.
    pub min_affection: Option<u16>,
    /// `day` or `night`.
    pub time_of_day: Option<String>,
    /// A place it must level up at (PokeAPI's location id).
    pub location: Option<String>,
    /// A species in the party.
    pub party_species: Option<String>,
    /// The species a trade is for.
    pub trade_species: Option<String>,
    /// The first version group it holds in.
    pub since: String,
    /// The last version group it holds in, if it stopped.
    pub until: Option<String>,
}

impl Evolutions {
    /// The shipped evolutions, parsed once.
    ///
    /// ```
    /// let evolutions = pokelinks::data::evolutions::Evolutions::shipped()?;
    /// let magikarp = evolutions.evolutions.iter().find(|e| e.from == "Magikarp").unwrap();
    /// assert_eq!((magikarp.to.as_str(), magikarp.min_level), ("Gyarados", Some(20)));
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn shipped() -> Result<&'static Evolutions, DataError> {
        static PARSED: OnceLock<Result<Evolutions, DataError>> = OnceLock::new();
        let parsed = PARSED.get_or_init(|| {
            let (source, text) =
                shipped::named_file("evolutions.json").expect("data/evolutions.json is shipped");
            parse_shipped(source, text)
        });
        parsed.as_ref().map_err(Clone::clone)
    }

    /// The rows that hold in version group `group`.
    pub fn of_group<'a>(&'a self, group: &str) -> impl Iterator<Item = &'a Evolution> {
        let at = |g: &str| self.version_groups.iter().position(|v| v == g);
        let here = at(group);
        self.evolutions.iter().filter(move |e| {
            let (Some(here), Some(since)) = (here, at(&e.since)) else {
                return false;
            };
            since <= here
                && e.until
                    .as_deref()
                    .and_then(at)
                    .is_none_or(|until| here <= until)
        })
    }
}
