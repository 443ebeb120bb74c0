//! Loading a map with its chart: the one place that turns a map choice and
//! an optional chart into a checked pair.
//!
//! The chart of a map is, in this order: the chart the caller names (the
//! command line's `--types`); else the map's own `types` path, relative to
//! the map file's folder; else the shipped chart of the map's generation.
//! The pair is then checked: every attack type and typing of every gym must
//! be in the chart (docs/formats.md, "Gym maps") — or, for a chart given to
//! replace the map's, of every gym being solved ([`Loaded::check`]).

use std::path::{Path, PathBuf};

use super::chart::Chart;
use super::error::{DataError, Location};
use super::json::source_name;
use super::map::{Gym, Map};
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

/// Where a chart that replaces a map's own comes from (`--types`).
///
/// ```
/// use pokelinks::data::ChartSource;
/// use std::path::Path;
/// assert_eq!(ChartSource::named(Path::new("gen-9")), ChartSource::Shipped(9));
/// assert_eq!(ChartSource::named(Path::new("KANTO")), ChartSource::Shipped(1));
/// assert_eq!(ChartSource::named(Path::new("my.json")), ChartSource::File("my.json".into()));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChartSource {
    /// The shipped chart of a generation, 1 to 9.
    Shipped(u8),
    /// A chart file.
    File(PathBuf),
}

impl ChartSource {
    /// What a `--types` argument names: a shipped chart when it is `gen-N`
    /// (N from 1 to 9) or a shipped region (the chart of its generation),
    /// in any letter case, else a file. As with maps, the shipped names
    /// come first: `./gen-9` names a file of that name.
    ///
    /// ```
    /// use pokelinks::data::ChartSource;
    /// use std::path::Path;
    /// assert_eq!(ChartSource::named(Path::new("Gen-4")), ChartSource::Shipped(4));
    /// assert_eq!(ChartSource::named(Path::new("paldea")), ChartSource::Shipped(9));
    /// assert!(matches!(ChartSource::named(Path::new("gen-10")), ChartSource::File(_)));
    /// ```
    pub fn named(path: &Path) -> ChartSource {
        let text = path.to_str().unwrap_or("").trim();
        let generation = text
            .get(..4)
            .filter(|prefix| prefix.eq_ignore_ascii_case("gen-"))
            .and_then(|_| text.get(4..))
            .and_then(|n| n.parse::<u8>().ok())
            .filter(|n| (1..=9).contains(n) && text.len() == 5);
        let of_region = || {
            let region = shipped::region(text)?;
            shipped::regions()
                .find(|(r, _)| *r == region)
                .map(|(_, g)| g)
        };
        match generation.or_else(of_region) {
            Some(g) => ChartSource::Shipped(g),
            None => ChartSource::File(path.into()),
        }
    }
}

/// A map and its chart, read but not yet checked against each other, with
/// the names errors use for them.
///
/// ```
/// use pokelinks::data::{ChartSource, MapSource, read};
/// let loaded = read(&MapSource::Shipped("Kanto"), Some(&ChartSource::Shipped(9)))?;
/// assert_eq!((loaded.chart_name.as_str(), loaded.overridden), ("<shipped>/gen-9.json", true));
/// loaded.check(&[&loaded.map.gyms[0]])?;
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Loaded {
    /// The map.
    pub map: Map,
    /// Its chart: the overriding one, the map's own, or the shipped one of
    /// its generation.
    pub chart: Chart,
    /// The map's name in errors: the path as given, or `<shipped>/…`.
    pub map_name: String,
    /// The chart's name in errors.
    pub chart_name: String,
    /// Whether the chart was given to replace the map's (`--types`).
    pub overridden: bool,
}

impl Loaded {
    /// Checks that `gyms` fit the chart: their attack types are attack
    /// types of it and their typings typings of it.
    ///
    /// A map's own chart (or the shipped one) must fit every gym — that is
    /// part of the map being valid, and [`load`] checks it. A chart given
    /// to replace it need only fit the gyms being solved: a generation 1
    /// chart can serve Brock although a later gym uses Steel.
    ///
    /// ```
    /// use pokelinks::data::{ChartSource, MapSource, read};
    /// let loaded = read(&MapSource::Shipped("Johto"), Some(&ChartSource::Shipped(1)))?;
    /// let falkner = &loaded.map.gyms[0];
    /// let jasmine = &loaded.map.gyms[5]; // Steel, which generation 1 lacks
    /// assert!(loaded.check(&[falkner]).is_ok());
    /// let err = loaded.check(&[falkner, jasmine]).unwrap_err();
    /// assert!(err.to_string().contains("gym G6: "), "{err}");
    /// # Ok::<(), pokelinks::data::DataError>(())
    /// ```
    pub fn check(&self, gyms: &[&Gym]) -> Result<(), DataError> {
        gyms.iter()
            .try_for_each(|g| g.check_against(&self.chart, &self.map_name, &self.chart_name))
    }
}

/// Reads a map and its chart ([`load`]'s rules) without checking them
/// against each other: see [`Loaded::check`]. `types` replaces the map's
/// chart.
///
/// ```
/// use pokelinks::data::{MapSource, read};
/// let loaded = read(&MapSource::Shipped("Paldea"), None)?;
/// assert_eq!(loaded.map_name, "<shipped>/gen-9-paldea.json");
/// assert!(!loaded.overridden);
/// # Ok::<(), pokelinks::data::DataError>(())
/// ```
pub fn read(source: &MapSource, types: Option<&ChartSource>) -> Result<Loaded, DataError> {
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
            source_name(path),
            Some(path.parent().unwrap_or(Path::new(""))),
        ),
    };
    let shipped_chart = |generation: u8| {
        let (name, _) =
            shipped::chart_text(generation).ok_or_else(|| DataError::BadGeneration {
                at: Location {
                    file: map_name.clone(),
                    line: 0,
                    column: 0,
                },
                value: generation.into(),
            })?;
        // Parsed once a process, as every shipped chart is.
        let chart = shipped::chart(generation).expect("its text is shipped");
        Ok::<_, DataError>((chart, name.to_owned()))
    };
    let (chart, chart_name) = match (types, &map.types, folder) {
        (Some(ChartSource::File(types)), _, _) => (Chart::from_file(types)?, source_name(types)),
        (Some(&ChartSource::Shipped(generation)), _, _) => shipped_chart(generation)?,
        // The map checked when it was read that `own` stays in its folder.
        (None, Some(own), Some(folder)) => {
            let path = folder.join(own);
            (Chart::from_file(&path)?, path.display().to_string())
        }
        _ => shipped_chart(map.generation)?,
    };
    Ok(Loaded {
        map,
        chart,
        map_name,
        chart_name,
        overridden: types.is_some(),
    })
}

/// Reads a map and its chart (`types` if given, see the module comment) and
/// checks them against each other: every gym must fit the chart.
///
/// ```
/// use pokelinks::data::{MapSource, load};
/// let (map, chart) = load(&MapSource::Shipped("Kanto"), None)?;
/// assert_eq!((map.region.raw(), chart.typings().len()), ("Kanto", 33));
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
    let types = types.map(|p| ChartSource::File(p.into()));
    let loaded = read(source, types.as_ref())?;
    let all: Vec<&Gym> = loaded.map.gyms.iter().collect();
    loaded.check(&all)?;
    Ok((loaded.map, loaded.chart))
}

/// The shipped map of a region (any letter case) with its chart, checked:
/// [`load`] for a shipped map, which cannot fail (the crate's tests load
/// every one).
///
/// ```
/// let (map, chart) = pokelinks::data::load_shipped("kanto").unwrap();
/// assert_eq!((map.region.raw(), map.generation), ("Kanto", 1));
/// assert_eq!(chart, pokelinks::data::shipped::chart(1).unwrap());
/// assert!(pokelinks::data::load_shipped("Atlantis").is_none());
/// ```
pub fn load_shipped(region: &str) -> Option<(Map, Chart)> {
    let source = MapSource::shipped(region)?;
    Some(load(&source, None).expect("the shipped maps load and fit their charts (tests/data.rs)"))
}
