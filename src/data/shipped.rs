//! The data built into the crate: every JSON file of `data/types/`,
//! `data/maps/`, `data/games/`, `data/dex/`, `data/species/`,
//! `data/story/`, `data/encounters/`, `data/learnsets/`, `data/moves/` and
//! of `data/` itself, embedded by `build.rs`, so the binary runs with no
//! files beside it. A file is shipped by being added there: this module
//! finds files by their path, and names them `<shipped>/…` in errors.
//!
//! Files are parsed on every call (only what a run needs); the crate's
//! tests prove that every one of them loads, which is why [`chart`] and
//! [`super::Pokedex::shipped`] return plain values rather than results. Maps are loaded
//! with their chart by [`super::load`].

use super::chart::Chart;

mod files {
    include!(concat!(env!("OUT_DIR"), "/shipped_files.rs"));
}

/// The text of the shipped file at `path` (under `data/`, such as
/// `games/red-blue.json`), if there is one.
///
/// ```
/// let text = pokelinks::data::shipped::file("games/yellow.json").unwrap();
/// assert!(text.contains("\"Yellow\""));
/// assert!(pokelinks::data::shipped::file("games/extract/yellow.json").is_none());
/// ```
pub fn file(path: &str) -> Option<&'static str> {
    named_file(path).map(|(_, text)| text)
}

/// The shipped files of a folder of `data/` (such as `dex`), as
/// `(file name without .json, text)`, sorted by name.
pub fn folder(folder: &'static str) -> impl Iterator<Item = (&'static str, &'static str)> {
    files::FILES.iter().filter_map(move |(path, _, text)| {
        let name = path.strip_prefix(folder)?.strip_prefix('/')?;
        Some((name.strip_suffix(".json")?, *text))
    })
}

/// `(name in errors, text)` of the shipped file at `path`: `<shipped>/`
/// and its path, but for the charts and maps, named by their file name.
pub fn named_file(path: &str) -> Option<(&'static str, &'static str)> {
    let at = files::FILES
        .binary_search_by(|(p, _, _)| (*p).cmp(path))
        .ok()?;
    let (_, name, text) = files::FILES[at];
    Some((name, text))
}

/// `(region, generation, path)` of each shipped map, `maps/gen-N-<region>.json`,
/// in generation order.
fn maps() -> impl Iterator<Item = (&'static str, u8, &'static str)> {
    static MAPS: std::sync::OnceLock<Vec<(String, u8, String)>> = std::sync::OnceLock::new();
    let maps = MAPS.get_or_init(|| {
        let mut maps: Vec<(String, u8, String)> = folder("maps")
            .filter_map(|(name, _)| {
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

fn map_entry(region: &str) -> Option<(&'static str, u8, &'static str)> {
    let region = region.trim();
    maps().find(|(r, _, _)| r.eq_ignore_ascii_case(region))
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
    Some(Chart::from_json_str(text, source).expect("the shipped charts are valid (tests/data.rs)"))
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

/// The name errors use for a shipped Pokédex file and its JSON text, by its
/// identifier (`kanto`, `original-johto`, …).
///
/// ```
/// let (name, text) = pokelinks::data::shipped::dex_text("kanto").unwrap();
/// assert_eq!(name, "<shipped>/dex/kanto.json");
/// assert!(text.contains("\"bulbasaur\""));
/// assert!(pokelinks::data::shipped::dex_text("national").is_none());
/// ```
pub fn dex_text(identifier: &str) -> Option<(&'static str, &'static str)> {
    (identifier != "versions")
        .then(|| named_file(&format!("dex/{identifier}.json")))
        .flatten()
}

/// The identifiers of the shipped Pokédex files, sorted.
///
/// ```
/// let dexes: Vec<_> = pokelinks::data::shipped::dexes().collect();
/// assert!(dexes.contains(&"paldea") && dexes.len() == 30);
/// ```
pub fn dexes() -> impl Iterator<Item = &'static str> {
    folder("dex")
        .map(|(name, _)| name)
        .filter(|&n| n != "versions")
}

/// The name errors use for `data/games.json` (the games `--game` knows)
/// and its JSON text.
pub fn games_text() -> (&'static str, &'static str) {
    named_file("games.json").expect("data/games.json is shipped")
}

/// The name errors use for `data/dex/versions.json` (version group → its
/// Pokédexes) and its JSON text.
///
/// ```
/// let (name, text) = pokelinks::data::shipped::dex_versions_text();
/// assert_eq!(name, "<shipped>/dex/versions.json");
/// assert!(text.contains("\"sword-shield\""));
/// ```
pub fn dex_versions_text() -> (&'static str, &'static str) {
    named_file("dex/versions.json").expect("data/dex/versions.json is shipped")
}

/// The name errors use for the species list of a generation (1 to 9) and
/// its JSON text.
///
/// ```
/// let (name, text) = pokelinks::data::shipped::species_text(1).unwrap();
/// assert_eq!(name, "<shipped>/species/gen-1.json");
/// assert!(text.contains("\"Mew\""));
/// assert!(pokelinks::data::shipped::species_text(10).is_none());
/// ```
pub fn species_text(generation: u8) -> Option<(&'static str, &'static str)> {
    named_file(&format!("species/gen-{generation}.json"))
}
