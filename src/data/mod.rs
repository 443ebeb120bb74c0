//! Everything read from files: type charts, gym maps, the data shipped in
//! the binary, and the errors that name what was wrong and where.
//!
//! Layers, bottom up: [`error`] (locations and [`DataError`]), `json` (reading
//! whole UTF-8 files and parsing them in one pass), [`chart`] and [`map`]
//! (the two formats, docs/formats.md), [`species`] (the Pokémon behind each
//! typing), `names` (matching what people type), [`shipped`] (the embedded
//! files), [`load`] (a map with its chart, checked) and [`game`] (what
//! `--game` selects: a game's map, version and Pokédex).

pub mod ability;
pub mod chart;
pub mod encounters;
pub mod error;
pub mod evolutions;
pub mod foes;
pub mod game;
mod json;
pub mod learnsets;
mod load;
pub mod map;
pub mod names;
pub mod parties;
pub mod schema;
pub mod shipped;
pub mod species;
pub mod story;

pub use crate::multiplier::Multiplier;
pub use chart::Chart;
pub use error::{DataError, Location};
pub use json::MAX_FILE_BYTES;
pub(crate) use json::{read_text, source_name};
pub use load::{ChartSource, Loaded, MapSource, load, load_shipped, read};
pub use map::{Gym, GymLookupError, Map, Version};
pub use names::fold;
pub use species::{NameError, Pokedex, Species};
