//! A game's story skeleton (`data/story/<game>.json`, data/README.md
//! "Availability"): its checkpoints — before each gym in story order, then
//! after the Elite Four — each with the locations reached, the gates
//! opened (HMs, rods, key items), the Pokémon received and the items had by
//! then, only what is new since the checkpoint before; and the names of
//! the locations. The file is curated, every entry citing its source; this
//! module only reads it.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::error::DataError;
use super::shipped;

/// The checkpoint after the Elite Four, `"before": "end"`.
pub const END: &str = "end";

/// One game's story skeleton.
#[derive(Clone, Debug, Deserialize)]
pub struct Story {
    /// The game (version group id).
    pub game: String,
    /// The versions of the pair (`red`, `blue`), PokeAPI's ids.
    pub versions: Vec<String>,
    /// Every location id the game's files use, with its name.
    pub locations: BTreeMap<String, String>,
    /// The checkpoints, in story order, the last one [`END`].
    pub checkpoints: Vec<Checkpoint>,
    /// Rules the schema has no field for; `evolution_lock` is read
    /// ([`Story::evolution_lock`]).
    #[serde(default)]
    pub extra: Option<serde_json::Value>,
}

/// A story point: "before" a gym (its id in the game file), or [`END`].
#[derive(Clone, Debug, Deserialize)]
pub struct Checkpoint {
    /// The gym about to be fought, or [`END`].
    pub before: String,
    /// Why the checkpoint holds what it holds (detours chosen).
    #[serde(default)]
    pub note: Option<String>,
    /// Locations first reached by then.
    #[serde(default)]
    pub locations: Vec<Placed>,
    /// Gates first opened by then.
    #[serde(default)]
    pub unlocks: Vec<Unlock>,
    /// Pokémon first received by then.
    #[serde(default)]
    pub received: Vec<Received>,
    /// Items first had by then.
    #[serde(default)]
    pub items: Vec<Item>,
}

/// A location reached.
#[derive(Clone, Debug, Deserialize)]
pub struct Placed {
    /// Its id (the game's own).
    pub id: String,
    /// Where the fact comes from.
    pub source: String,
}

/// A gate opened: an encounter method (`surf`, `old-rod`), a field move
/// (`cut`) or a key item (`poke-flute`).
#[derive(Clone, Debug, Deserialize)]
pub struct Unlock {
    /// Its id.
    pub gate: String,
    /// Where the fact comes from.
    pub source: String,
}

/// A Pokémon received other than in the wild.
#[derive(Clone, Debug, Deserialize)]
pub struct Received {
    /// The species, as the generation's species list names it.
    pub species: String,
    /// `starter`, `gift`, `trade`, `purchase`, `prize`, `fossil`, `static`
    /// or `egg`.
    pub how: String,
    /// The level it comes at (a trade's takes the level of the Pokémon
    /// given).
    #[serde(default)]
    pub level: Option<u8>,
    /// Where.
    pub location: String,
    /// A trade's Pokémon handed over.
    #[serde(default)]
    pub gives: Option<String>,
    /// The versions that have it (all when absent).
    #[serde(default)]
    pub versions: Option<Vec<String>>,
    /// Gates it needs.
    #[serde(default)]
    pub needs: Vec<String>,
    /// Free text.
    #[serde(default)]
    pub note: Option<String>,
    /// Where the fact comes from.
    pub source: String,
}

/// An item had by then: a TM or HM, or an item that evolves.
#[derive(Clone, Debug, Deserialize)]
pub struct Item {
    /// PokeAPI's item id (`moon-stone`, `tm28`).
    pub item: String,
    /// Where.
    pub location: String,
    /// `item-ball`, `hidden`, `gift`, `gym-reward`, `mart`, `prize`, …
    pub how: String,
    /// Gates it needs.
    #[serde(default)]
    pub needs: Vec<String>,
    /// Where the fact comes from.
    pub source: String,
}

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
    pub fn of(game: &str) -> Option<Result<Story, DataError>> {
        let (source, text) = shipped::named_file(&format!("story/{game}.json"))?;
        Some(super::json::parse_shipped(source, text))
    }

    /// Whether a game has a shipped story, without reading it.
    ///
    /// ```
    /// use pokelinks::data::story::Story;
    /// assert!(Story::known("red-blue") && !Story::known("scarlet-violet"));
    /// ```
    pub fn known(game: &str) -> bool {
        shipped::named_file(&format!("story/{game}.json")).is_some()
    }

    /// The index of the checkpoint before gym `id`, or of [`END`].
    pub fn checkpoint(&self, before: &str) -> Option<usize> {
        self.checkpoints.iter().position(|c| c.before == before)
    }

    /// The species the player may choose as a starter, in the file's
    /// order.
    pub fn starters(&self) -> Vec<&str> {
        (self.checkpoints.iter())
            .flat_map(|c| &c.received)
            .filter(|r| r.how == "starter")
            .map(|r| r.species.as_str())
            .collect()
    }

    /// The name of a location, or its id if the file names none.
    pub fn location_name<'a>(&'a self, id: &'a str) -> &'a str {
        self.locations.get(id).map_or(id, String::as_str)
    }

    /// The checkpoint from which evolutions into a national number above a
    /// bound are possible (FireRed/LeafGreen's National Pokédex), and the
    /// bound: `extra.evolution_lock`.
    pub fn evolution_lock(&self) -> Option<(usize, u16)> {
        let lock = self.extra.as_ref()?.get("evolution_lock")?;
        let until = self.checkpoint(lock.get("until")?.as_str()?)?;
        let most = lock
            .get("max_national")
            .and_then(|n| n.as_u64())
            .unwrap_or(151);
        Some((until, u16::try_from(most).ok()?))
    }
}
