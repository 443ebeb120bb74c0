//! Loading a map with its chart: the one place that turns a map choice and
//! an optional chart into a checked pair.
//!
//! The chart of a map is, in this order: the chart the caller names (the
//! command line's `--types`); else the map's own `types` path, relative to
//! the map file's folder; else the shipped chart of the map's generation.
//! The pair is then checked: every attack type and typing of every gym must
//! be in the chart (docs/formats.md, "Gym maps").

use std::path::{Path, PathBuf};

use super::chart::Chart;
use super::error::{DataError, Location};
use super::map::Map;
use super::shipped;

/// Where a map comes from.
///
/// ```
/// use pokelinks::data::MapSource;
/// assert_eq!(MapSource::shipped("KANTO"), Some(MapSource::Shipped("Kanto")));
/// assert_eq!(MapSource::shipped("Atlantis"), None);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MapSource {
    /// A shipped map, by its region's name as the data spells it.
    Shipped(&'static str),
    /// A map file.
    File(PathBuf),
}

impl MapSource {
    /// The shipped map of a region named in any letter case.
    ///
    /// ```
    /// use pokelinks::data::MapSource;
    /// assert_eq!(MapSource::shipped(" paldea "), Some(MapSource::Shipped("Paldea")));
    /// ```
    pub fn shipped(region: &str) -> Option<MapSource> {
        shipped::region(region).map(MapSource::Shipped)
    }
}

/// Reads a map and its chart (`types` if given, see the module comment) and
/// checks them against each other.
///
/// ```
/// use pokelinks::data::{MapSource, load};
/// let (map, chart) = load(&MapSource::Shipped("Kanto"), None)?;
/// assert_eq!((map.region.as_str(), chart.typings().len()), ("Kanto", 33));
///
/// let path = std::env::temp_dir().join(format!("pokelinks-doc-{}.json", std::process::id()));
/// std::fs::write(&path, r#"{ "region": "R", "generation": 1, "gyms": [
///     { "id": "G1", "town": "T", "leader": "L", "attack": ["Dark"], "defense": ["Normal"] } ] }"#)?;
/// let err = load(&MapSource::File(path.clone()), None).unwrap_err();
/// std::fs::remove_file(&path)?;
/// assert!(err.to_string().ends_with(r#": gym G1: attack type "Dark" is not in the chart (<shipped>/gen-1.json)"#));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn load(source: &MapSource, types: Option<&Path>) -> Result<(Map, Chart), DataError> {
    let (map, map_name, folder) = match source {
        MapSource::Shipped(region) => {
            let (name, text) = shipped::map_text(region).ok_or_else(|| DataError::Read {
                path: format!("<shipped>/{region}"),
                kind: std::io::ErrorKind::NotFound,
                reason: "no such shipped map".into(),
            })?;
            (Map::from_json_str(text, name)?, name.to_owned(), None)
        }
        MapSource::File(path) => (
            Map::from_file(path)?,
            path.display().to_string(),
            Some(path.parent().unwrap_or(Path::new(""))),
        ),
    };
    let (chart, chart_name) = match (types, &map.types, folder) {
        (Some(types), _, _) => (Chart::from_file(types)?, types.display().to_string()),
        (None, Some(own), Some(folder)) => {
            let path = folder.join(own);
            (Chart::from_file(&path)?, path.display().to_string())
        }
        _ => {
            let generation = map.generation;
            let (name, text) =
                shipped::chart_text(generation).ok_or_else(|| DataError::BadGeneration {
                    at: Location {
                        file: map_name.clone(),
                        line: 0,
                        column: 0,
                    },
                    value: generation.into(),
                })?;
            (Chart::from_json_str(text, name)?, name.to_owned())
        }
    };
    map.check_against(&chart, &map_name, &chart_name)?;
    Ok((map, chart))
}

/// The shipped map of a region (any letter case) with its chart, checked:
/// [`load`] for a shipped map, which cannot fail (the crate's tests load
/// every one).
///
/// ```
/// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
/// assert_eq!((map.region.as_str(), map.generation), ("Kanto", 1));
/// assert_eq!(chart, pokelinks::data::shipped::chart(1).unwrap());
/// assert!(pokelinks::data::load_shipped("Atlantis").is_none());
/// ```
pub fn load_shipped(region: &str) -> Option<(Map, Chart)> {
    let source = MapSource::shipped(region)?;
    Some(load(&source, None).expect("the shipped maps load and fit their charts (tests/data.rs)"))
}
