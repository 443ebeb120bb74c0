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

    /// The index of the checkpoint before gym `id`, or of [`END`].
    pub fn checkpoint(&self, before: &str) -> Option<usize> {
        self.checkpoints.iter().position(|c| c.before == before)
    }

    /// The items had in `edition` (every version's with `None`), each
    /// with the index of the checkpoint it is first listed at, in story
    /// order: the one reader of the checkpoints' items, so that an item of
    /// the other version never counts.
    ///
    /// ```
    /// use pokelinks::data::story::Story;
    /// let galar = Story::of("sword-shield").unwrap()?;
    /// let tm77 = |ed| galar.items(ed).find(|(_, i)| i.item == "tm77").map(|(_, i)| i.location);
    /// assert_eq!(tm77(Some("shield")), Some("stow-on-side-area"));
    /// assert_eq!(tm77(Some("sword")), Some("ballonlea"));
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn items<'s>(
        &'s self,
        edition: Option<&'s str>,
    ) -> impl Iterator<Item = (usize, &'s Item)> {
        (self.checkpoints.iter().enumerate())
            .flat_map(|(k, c)| c.items.iter().map(move |i| (k, i)))
            .filter(move |(_, i)| {
                (i.versions.as_deref()).is_none_or(|v| edition.is_none_or(|ed| v.contains(&ed)))
            })
    }

    /// The species the player may choose as a starter, in the file's
    /// order.
    pub fn starters(&self) -> Vec<&'static str> {
        (self.checkpoints.iter())
            .flat_map(|c| &c.received)
            .filter(|r| r.how == "starter")
            .map(|r| r.species)
            .collect()
    }

    /// Whether the story leaves `species` out because it needs a
    /// distribution event (`extra.excluded` entries that require one:
    /// Black/White's Zorua, Zoroark and Victini).
    pub fn event_only(&self, species: &str) -> bool {
        (self.extra.iter().flat_map(|e| &e.excluded))
            .any(|x| x.requires == Some("event") && x.species.contains(&species))
    }

    /// From which checkpoint an evolution condition (`friendship`,
    /// `beauty`, `affection`, `time-of-day`) is met: `extra.conditions`
    /// names the gate that meets it, met from the checkpoint that opens the
    /// gate (from the first when it names none); `Some(None)` when no
    /// checkpoint opens it (never met); `None` when the story says nothing
    /// of the condition (no source found: met at every checkpoint,
    /// data/README.md section 10 lists these gaps).
    ///
    /// ```
    /// use pokelinks::data::story::Story;
    /// let emerald = Story::of("emerald").unwrap()?;
    /// let case = emerald.condition("beauty").flatten();
    /// assert_eq!(case, emerald.checkpoint("G7"));
    /// assert_eq!(emerald.condition("friendship"), Some(Some(0)));
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn condition(&self, name: &str) -> Option<Option<usize>> {
        let rule = self.extra.as_ref()?.conditions.get(name)?;
        let Some(gate) = rule.gate else {
            return Some(Some(0));
        };
        Some((self.checkpoints.iter()).position(|c| c.unlocks.iter().any(|u| u.gate == gate)))
    }

    /// The checkpoint from which evolutions into a national number above a
    /// bound are possible (FireRed/LeafGreen's National Pokédex), and the
    /// bound: `extra.evolution_lock`.
    pub fn evolution_lock(&self) -> Option<(usize, u16)> {
        let lock = self.extra.as_ref()?.evolution_lock.as_ref()?;
        Some((self.checkpoint(lock.until)?, lock.max_national))
    }
}
