//! The data built into the crate (`build.rs`): the charts, maps, game
//! files and `data/games.json` as JSON text, and every other file of
//! `data/dex/`, `data/species/`, `data/story/`, `data/encounters/`,
//! `data/learnsets/`, `data/moves/` and `data/evolutions.json` compiled
//! into postcard's binary form, so the binary runs with no files beside
//! it. A file is shipped by being added there: this module finds files by
//! their path, and names them `<shipped>/…` in errors.
//!
//! This module is also the registry of what a process has read: a compiled
//! file is decoded the first time it is asked for and kept for the rest of
//! the process ([`cached`]), and [`reads`] counts the decodes, so a test can
//! prove that a planner's keystroke reads no file. The crate's tests prove
//! that every shipped file loads, which is why [`chart`] and
//! [`super::Pokedex::shipped`] return plain values rather than results.
//! Maps are loaded with their chart by [`super::load`].

use std::any::Any;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::chart::Chart;
use super::error::DataError;

mod files {
    include!(concat!(env!("OUT_DIR"), "/shipped_files.rs"));
}

/// The text of the shipped JSON file at `path` (under `data/`, such as
/// `games/red-blue.json`), if there is one.
///
/// ```
/// let text = pokelinks::data::shipped::file("games/yellow.json").unwrap();
/// assert!(text.contains("\"Yellow\""));
/// assert!(pokelinks::data::shipped::file("games/extract/yellow.json").is_none());
/// assert!(pokelinks::data::shipped::file("story/yellow.json").is_none()); // compiled
/// ```
pub fn file(path: &str) -> Option<&'static str> {
    named_file(path).map(|(_, text)| text)
}

/// The names (without `.json`) of the shipped files of a folder of
/// `data/` (such as `dex`), text or compiled, sorted.
pub fn names_in(folder: &'static str) -> impl Iterator<Item = &'static str> {
    let text = paths(files::TEXT_PATHS, files::TEXT_SPANS);
    let compiled = paths(files::COMPILED_PATHS, files::COMPILED_SPANS);
    let mut names: Vec<&'static str> = (text.chain(compiled))
        .filter_map(move |path| {
            path.strip_prefix(folder)?
                .strip_prefix('/')?
                .strip_suffix(".json")
        })
        .collect();
    names.sort_unstable();
    names.into_iter()
}

/// `(name in errors, text)` of the shipped JSON file at `path`:
/// `<shipped>/` and its path, but for the charts and maps, named by their
/// file name.
pub fn named_file(path: &str) -> Option<(&'static str, &'static str)> {
    let at = find(files::TEXT_PATHS, files::TEXT_SPANS, path)?;
    Some(files::TEXT[at])
}

/// The paths of a table of shipped files, in its order.
fn paths(all: &'static str, spans: &'static [(u32, u32)]) -> impl Iterator<Item = &'static str> {
    (spans.iter()).map(|&(start, end)| &all[start as usize..end as usize])
}

/// Where `path` is in a table of shipped files, by its sorted paths.
fn find(all: &'static str, spans: &'static [(u32, u32)], path: &str) -> Option<usize> {
    (spans.binary_search_by(|&(start, end)| all[start as usize..end as usize].cmp(path))).ok()
}

/// Whether a compiled file is shipped at `path` (such as
/// `story/red-blue.json`), without decoding it.
///
/// ```
/// assert!(pokelinks::data::shipped::has("story/red-blue.json"));
/// assert!(!pokelinks::data::shipped::has("story/legends-arceus.json"));
/// ```
pub fn has(path: &str) -> bool {
    compiled(path).is_some()
}

fn compiled(path: &str) -> Option<(&'static str, &'static [u8])> {
    let at = find(files::COMPILED_PATHS, files::COMPILED_SPANS, path)?;
    Some(files::COMPILED[at])
}

/// The compiled file at `path` decoded as `T` (its type in
/// [`super::schema`]), its errors naming it; decoded anew on every call:
/// what is made of it is kept ([`cached`], [`decoded`]).
/// Its strings borrow from the binary: nothing is copied.
pub fn decode<T: serde::Deserialize<'static>>(path: &str) -> Result<T, DataError> {
    let (name, bytes) = compiled(path).ok_or_else(|| missing(format!("<shipped>/{path}")))?;
    READS.fetch_add(1, Ordering::Relaxed);
    postcard::from_bytes(bytes).map_err(|e| DataError::Read {
        path: name.to_owned(),
        kind: std::io::ErrorKind::InvalidData,
        reason: format!("the compiled data does not decode ({e})"),
    })
}

/// The error for a shipped file that is not there, `name` as errors name
/// it (`<shipped>/species/gen-10.json`).
pub fn missing(name: String) -> DataError {
    DataError::Read {
        path: name,
        kind: std::io::ErrorKind::NotFound,
        reason: "no such shipped file".into(),
    }
}

/// What the process has made of shipped files, by key (a path, or a
/// path and what was made of it), each made once and kept.
static MADE: Mutex<Vec<(String, &'static (dyn Any + Send + Sync))>> = Mutex::new(Vec::new());

/// How many compiled files the process has decoded.
static READS: AtomicUsize = AtomicUsize::new(0);

/// The value made by `make` for `key`, made the first time it is asked for
/// in the process and kept: a game's files are read once however many
/// questions (a planner's keystrokes) ask for them. `key` names what is
/// made (a file's path); one key always makes one type. An error is not
/// kept: it is made again, and said again, when asked again.
pub fn cached<T: Any + Send + Sync>(
    key: &str,
    make: impl FnOnce() -> Result<T, DataError>,
) -> Result<&'static T, DataError> {
    let found = |made: &[(String, &'static (dyn Any + Send + Sync))]| {
        (made.iter())
            .find(|(k, _)| k == key)
            .and_then(|(_, v)| v.downcast_ref::<T>())
    };
    if let Some(v) = found(&MADE.lock().unwrap_or_else(|p| p.into_inner())) {
        return Ok(v);
    }
    // Made without the lock: making may ask for other files.
    let value: &'static T = Box::leak(Box::new(make()?));
    let mut made = MADE.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(v) = found(&made) {
        return Ok(v);
    }
    made.push((key.to_owned(), value));
    Ok(value)
}

/// How many compiled files this process has decoded so far: each is
/// decoded once ([`cached`]).
///
/// ```
/// use pokelinks::data::shipped;
/// let before = shipped::reads();
/// let a = pokelinks::data::Pokedex::shipped(1).unwrap();
/// let b = pokelinks::data::Pokedex::shipped(1).unwrap();
/// assert!(std::ptr::eq(a, b));
/// assert!(shipped::reads() <= before + 1);
/// ```
pub fn reads() -> usize {
    READS.load(Ordering::Relaxed)
}

/// `(region, generation, path)` of each shipped map, `maps/gen-N-<region>.json`,
/// in generation order.
fn maps() -> impl Iterator<Item = (&'static str, u8, &'static str)> {
    static MAPS: std::sync::OnceLock<Vec<(String, u8, String)>> = std::sync::OnceLock::new();
    let maps = MAPS.get_or_init(|| {
        let mut maps: Vec<(String, u8, String)> = names_in("maps")
            .filter_map(|name| {
                let rest = name.strip_prefix("gen-")?;
                let (n, region) = rest.split_once('-')?;
                let mut letters = region.chars();
                let region: String = letters.next()?.to_uppercase().chain(letters).collect();
                Some((region, n.parse().ok()?, format!("maps/{name}.json")))
            })
            .collect();
        maps.sort_by_key(|m| m.1);
        maps
    });
    maps.iter().map(|(r, g, p)| (r.as_str(), *g, p.as_str()))
}

/// A region is matched as every name is ([`super::names::fold`]: `Kantó`).
fn map_entry(region: &str) -> Option<(&'static str, u8, &'static str)> {
    let region = super::names::fold(region);
    maps().find(|(r, _, _)| super::names::fold(r) == region)
}

fn chart_entry(generation: u8) -> Option<(&'static str, &'static str)> {
    named_file(&format!("types/gen-{generation}.json"))
}

/// The shipped chart of a generation (1 to 9), parsed.
///
/// ```
/// let chart = pokelinks::data::shipped::chart(9).unwrap();
/// assert_eq!(chart.typings().len(), 162);
/// assert!(pokelinks::data::shipped::chart(0).is_none());
/// assert!(pokelinks::data::shipped::chart(10).is_none());
/// ```
pub fn chart(generation: u8) -> Option<Chart> {
    let (source, text) = chart_entry(generation)?;
    // Parsed once a process: a game question loads its game's map again
    // for each other kind of answer it tries (`crate::elsewhere`).
    let parsed = cached(&format!("{source} as a chart"), || {
        Chart::from_json_str(text, source)
    });
    Some(
        parsed
            .expect("the shipped charts are valid (tests/data.rs)")
            .clone(),
    )
}

/// The name errors use for the shipped chart of a generation, and its JSON
/// text.
///
/// ```
/// let (name, text) = pokelinks::data::shipped::chart_text(1).unwrap();
/// assert_eq!(name, "<shipped>/gen-1.json");
/// assert!(text.contains("\"Psychic\""));
/// ```
pub fn chart_text(generation: u8) -> Option<(&'static str, &'static str)> {
    chart_entry(generation)
}

/// The shipped maps' regions and generations, in generation order.
///
/// ```
/// let regions: Vec<_> = pokelinks::data::shipped::regions().collect();
/// assert_eq!(regions.len(), 9);
/// assert_eq!(regions[0], ("Kanto", 1));
/// assert_eq!(regions[8], ("Paldea", 9));
/// ```
pub fn regions() -> impl Iterator<Item = (&'static str, u8)> {
    maps().map(|(region, generation, _)| (region, generation))
}

/// The shipped region named `name` in any letter case, as the data spells it.
///
/// ```
/// assert_eq!(pokelinks::data::shipped::region("JOHTO"), Some("Johto"));
/// assert_eq!(pokelinks::data::shipped::region("Atlantis"), None);
/// ```
pub fn region(name: &str) -> Option<&'static str> {
    map_entry(name).map(|(region, _, _)| region)
}

/// The shipped region whose name is closest to `text`, if it is close
/// enough to be a slip ([`super::names::NameIndex::closest`]).
///
/// ```
/// assert_eq!(pokelinks::data::shipped::closest_region("kantoo"), Some("Kanto"));
/// assert_eq!(pokelinks::data::shipped::closest_region("mine.json"), None);
/// ```
pub fn closest_region(text: &str) -> Option<&'static str> {
    super::names::closest(text, regions().map(|(region, _)| (region, region)))
}

/// The name errors use for a region's shipped map, such as
/// `<shipped>/gen-1-kanto.json`, and its JSON text (region in any letter
/// case).
///
/// ```
/// let (name, text) = pokelinks::data::shipped::map_text("PALDEA").unwrap();
/// assert_eq!(name, "<shipped>/gen-9-paldea.json");
/// assert!(text.contains("\"Paldea\""));
/// assert!(pokelinks::data::shipped::map_text("Atlantis").is_none());
/// ```
pub fn map_text(region: &str) -> Option<(&'static str, &'static str)> {
    named_file(map_entry(region)?.2)
}

/// The name errors use for a shipped game file, such as
/// `<shipped>/games/red-blue.json`, and its JSON text, by file name (without
/// `.json`).
///
/// ```
/// let (name, text) = pokelinks::data::shipped::game_text("yellow").unwrap();
/// assert_eq!(name, "<shipped>/games/yellow.json");
/// assert!(text.contains("\"Yellow\""));
/// assert!(pokelinks::data::shipped::game_text("legends-arceus").is_none());
/// ```
pub fn game_text(name: &str) -> Option<(&'static str, &'static str)> {
    named_file(&format!("games/{name}.json"))
}

/// The identifiers of the shipped Pokédex files, sorted.
///
/// ```
/// let dexes: Vec<_> = pokelinks::data::shipped::dexes().collect();
/// assert!(dexes.contains(&"paldea") && dexes.len() == 30);
/// ```
pub fn dexes() -> impl Iterator<Item = &'static str> {
    names_in("dex").filter(|&n| n != "versions")
}

/// The name errors use for `data/games.json` (the games `--game` knows)
/// and its JSON text.
pub fn games_text() -> (&'static str, &'static str) {
    named_file("games.json").expect("data/games.json is shipped")
}

/// The compiled file at `path` decoded as `T`, once per process
/// ([`cached`]); `None` when no such file is shipped.
pub fn decoded<T>(path: &str) -> Option<Result<&'static T, DataError>>
where
    T: serde::Deserialize<'static> + Any + Send + Sync,
{
    has(path).then(|| cached(path, || decode(path)))
}
