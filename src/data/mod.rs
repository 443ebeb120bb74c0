//! Everything read from files: type charts, gym maps, the data shipped in
//! the binary, and the errors that name what was wrong and where.
//!
//! Layers, bottom up: [`error`] (locations and [`DataError`]), `json` (reading
//! whole UTF-8 files and parsing them in one pass), [`chart`] and [`map`]
//! (the two formats, docs/formats.md), [`shipped`] (the embedded files) and
//! [`load`] (a map with its chart, checked); [`names`] folds the names
//! people type (towns, leaders) for matching.

pub mod chart;
pub mod error;
mod json;
mod load;
pub mod map;
pub mod names;
pub mod shipped;

pub use chart::{Chart, Multiplier};
pub use error::{DataError, Location};
pub use json::MAX_FILE_BYTES;
pub use load::{ChartSource, Loaded, MapSource, load, load_shipped, read};
pub use map::{Gym, GymLookupError, Map};
