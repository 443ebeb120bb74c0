//! A game's story skeleton (`data/story/<game>.json`, data/README.md
//! "Availability"): its checkpoints — before each gym in story order, then
//! after the Elite Four — each with the locations reached, the gates
//! opened (HMs, rods, key items), the Pokémon received and the items had by
//! then, only what is new since the checkpoint before; and the names of
//! the locations. The file is curated, every entry citing its source; this
//! module only reads it.

use super::error::DataError;
use super::shipped;

pub use super::schema::END;

/// [`super::schema::Story`], its text borrowed from the shipped data.
pub type Story = super::schema::Story<'static>;
/// [`super::schema::Checkpoint`], its text borrowed from the shipped data.
pub type Checkpoint = super::schema::Checkpoint<'static>;
/// [`super::schema::Placed`], its text borrowed from the shipped data.
pub type Placed = super::schema::Placed<'static>;
/// [`super::schema::Unlock`], its text borrowed from the shipped data.
pub type Unlock = super::schema::Unlock<'static>;
/// [`super::schema::Received`], its text borrowed from the shipped data.
pub type Received = super::schema::Received<'static>;
/// [`super::schema::Item`], its text borrowed from the shipped data.
pub type Item = super::schema::Item<'static>;
/// [`super::schema::StoryExtra`], its text borrowed from the shipped data.
pub type StoryExtra = super::schema::StoryExtra<'static>;
/// [`super::schema::EvolutionLock`], its text borrowed from the shipped data.
pub type EvolutionLock = super::schema::EvolutionLock<'static>;
/// [`super::schema::Condition`], its text borrowed from the shipped data.
pub type Condition = super::schema::Condition<'static>;

impl Story {
    /// The shipped story of a game (`None` when the game has none).
    ///
    /// ```
    /// let red = pokelinks::data::story::Story::of("red-blue").unwrap()?;
    /// assert_eq!(red.checkpoints[0].before, "G1");
    /// assert_eq!(red.checkpoints.last().unwrap().before, "end");
    /// assert!(pokelinks::data::story::Story::of("legends-arceus").is_none());
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn of(game: &str) -> Option<Result<&'static Story, DataError>> {
        shipped::decoded(&format!("story/{game}.json"))
    }

    /// Whether a game has a shipped story, without reading it.
    ///
    /// ```
    /// use pokelinks::data::story::Story;
    /// assert!(Story::known("red-blue") && !Story::known("legends-arceus"));
    /// ```
    pub fn known(game: &str) -> bool {
        shipped::has(&format!("story/{game}.json"))
    }

    /// Whether the story leaves `species` out because it needs a
    /// distribution event (`extra.excluded` entries that require one:
    /// Black/White's Zorua, Zoroark and Victini).
    pub fn event_only(&self, species: &str) -> bool {
        (self.extra.iter().flat_map(|e| &e.excluded))
            .any(|x| x.requires == Some("event") && x.species.contains(&species))
    }
}
