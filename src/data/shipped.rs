//! The data built into the crate: nine type charts, nine gym maps, the game
//! files, the Pokédexes and the species lists.
//!
//! This module owns the embedded copies of `data/types/gen-N.json`,
//! `data/maps/gen-N-<region>.json`, `data/games/<game>.json`,
//! `data/dex/<dex>.json` with `data/dex/versions.json`, and
//! `data/species/gen-N.json`, so the binary runs with no files beside it.
//! Errors about them name them `<shipped>/<file name>`. Files are parsed on
//! every call (only what a run needs); the crate's tests prove that every
//! one of them loads, which is why [`chart`] and [`species`] return plain
//! values rather than results. Maps are loaded with their chart by
//! [`super::load`].

use super::chart::Chart;
use super::species::Pokedex;

/// `(source name, text)` of one embedded chart.
macro_rules! shipped_chart {
    ($n:literal) => {
        (
            concat!("<shipped>/gen-", $n, ".json"),
            include_str!(concat!("../../data/types/gen-", $n, ".json")),
        )
    };
}

/// `(source name, text)` of each shipped chart, generation 1 first.
const CHARTS: [(&str, &str); 9] = [
    shipped_chart!("1"),
    shipped_chart!("2"),
    shipped_chart!("3"),
    shipped_chart!("4"),
    shipped_chart!("5"),
    shipped_chart!("6"),
    shipped_chart!("7"),
    shipped_chart!("8"),
    shipped_chart!("9"),
];

/// The [`Shipped`] entry of one map file.
macro_rules! shipped_map {
    ($region:literal, $n:literal, $file:literal) => {
        Shipped {
            region: $region,
            generation: $n,
            source: concat!("<shipped>/", $file),
            text: include_str!(concat!("../../data/maps/", $file)),
        }
    };
}

/// One embedded map.
struct Shipped {
    region: &'static str,
    generation: u8,
    source: &'static str,
    text: &'static str,
}

/// The shipped maps, in generation order.
const MAPS: [Shipped; 9] = [
    shipped_map!("Kanto", 1, "gen-1-kanto.json"),
    shipped_map!("Johto", 2, "gen-2-johto.json"),
    shipped_map!("Hoenn", 3, "gen-3-hoenn.json"),
    shipped_map!("Sinnoh", 4, "gen-4-sinnoh.json"),
    shipped_map!("Unova", 5, "gen-5-unova.json"),
    shipped_map!("Kalos", 6, "gen-6-kalos.json"),
    shipped_map!("Alola", 7, "gen-7-alola.json"),
    shipped_map!("Galar", 8, "gen-8-galar.json"),
    shipped_map!("Paldea", 9, "gen-9-paldea.json"),
];

fn chart_entry(generation: u8) -> Option<(&'static str, &'static str)> {
    CHARTS.get(usize::from(generation).checked_sub(1)?).copied()
}

fn map_entry(region: &str) -> Option<&'static Shipped> {
    let region = region.trim();
    MAPS.iter().find(|m| m.region.eq_ignore_ascii_case(region))
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
    MAPS.iter().map(|m| (m.region, m.generation))
}

/// The shipped region named `name` in any letter case, as the data spells it.
///
/// ```
/// assert_eq!(pokelinks::data::shipped::region("JOHTO"), Some("Johto"));
/// assert_eq!(pokelinks::data::shipped::region("Atlantis"), None);
/// ```
pub fn region(name: &str) -> Option<&'static str> {
    map_entry(name).map(|m| m.region)
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
    map_entry(region).map(|m| (m.source, m.text))
}

/// `(name, source name, text)` of one embedded file of `data/<folder>/`.
macro_rules! shipped_file {
    ($folder:literal, $name:literal) => {
        (
            $name,
            concat!("<shipped>/", $folder, "/", $name, ".json"),
            include_str!(concat!("../../data/", $folder, "/", $name, ".json")),
        )
    };
}

/// The game files (data/games/), in story order of the games.
const GAMES: [(&str, &str, &str); 10] = [
    shipped_file!("games", "red-blue"),
    shipped_file!("games", "yellow"),
    shipped_file!("games", "gold-silver"),
    shipped_file!("games", "crystal"),
    shipped_file!("games", "ruby-sapphire"),
    shipped_file!("games", "emerald"),
    shipped_file!("games", "firered-leafgreen"),
    shipped_file!("games", "diamond-pearl"),
    shipped_file!("games", "platinum"),
    shipped_file!("games", "heartgold-soulsilver"),
];

/// The Pokédex files (data/dex/), by identifier.
const DEXES: [(&str, &str, &str); 30] = [
    shipped_file!("dex", "blueberry"),
    shipped_file!("dex", "crown-tundra"),
    shipped_file!("dex", "extended-sinnoh"),
    shipped_file!("dex", "galar"),
    shipped_file!("dex", "hisui"),
    shipped_file!("dex", "hoenn"),
    shipped_file!("dex", "isle-of-armor"),
    shipped_file!("dex", "kalos-central"),
    shipped_file!("dex", "kalos-coastal"),
    shipped_file!("dex", "kalos-mountain"),
    shipped_file!("dex", "kanto"),
    shipped_file!("dex", "kitakami"),
    shipped_file!("dex", "letsgo-kanto"),
    shipped_file!("dex", "original-akala"),
    shipped_file!("dex", "original-alola"),
    shipped_file!("dex", "original-johto"),
    shipped_file!("dex", "original-melemele"),
    shipped_file!("dex", "original-poni"),
    shipped_file!("dex", "original-sinnoh"),
    shipped_file!("dex", "original-ulaula"),
    shipped_file!("dex", "original-unova"),
    shipped_file!("dex", "paldea"),
    shipped_file!("dex", "updated-akala"),
    shipped_file!("dex", "updated-alola"),
    shipped_file!("dex", "updated-hoenn"),
    shipped_file!("dex", "updated-johto"),
    shipped_file!("dex", "updated-melemele"),
    shipped_file!("dex", "updated-poni"),
    shipped_file!("dex", "updated-ulaula"),
    shipped_file!("dex", "updated-unova"),
];

/// Which Pokédexes each version group uses (data/dex/versions.json).
const DEX_VERSIONS: (&str, &str) = (
    "<shipped>/dex/versions.json",
    include_str!("../../data/dex/versions.json"),
);

/// The species lists (data/species/), generation 1 first.
const SPECIES: [(&str, &str, &str); 9] = [
    shipped_file!("species", "gen-1"),
    shipped_file!("species", "gen-2"),
    shipped_file!("species", "gen-3"),
    shipped_file!("species", "gen-4"),
    shipped_file!("species", "gen-5"),
    shipped_file!("species", "gen-6"),
    shipped_file!("species", "gen-7"),
    shipped_file!("species", "gen-8"),
    shipped_file!("species", "gen-9"),
];

fn find(
    files: &[(&'static str, &'static str, &'static str)],
    name: &str,
) -> Option<(&'static str, &'static str)> {
    files
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|&(_, source, text)| (source, text))
}

/// The name errors use for a shipped game file, such as
/// `<shipped>/games/red-blue.json`, and its JSON text, by file name (without
/// `.json`).
///
/// ```
/// let (name, text) = pokelinks::data::shipped::game_text("yellow").unwrap();
/// assert_eq!(name, "<shipped>/games/yellow.json");
/// assert!(text.contains("\"Yellow\""));
/// assert!(pokelinks::data::shipped::game_text("black-white").is_none());
/// ```
pub fn game_text(name: &str) -> Option<(&'static str, &'static str)> {
    find(&GAMES, name)
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
    find(&DEXES, identifier)
}

/// The identifiers of the shipped Pokédex files, sorted.
///
/// ```
/// let dexes: Vec<_> = pokelinks::data::shipped::dexes().collect();
/// assert!(dexes.contains(&"paldea") && dexes.len() == 30);
/// ```
pub fn dexes() -> impl Iterator<Item = &'static str> {
    DEXES.iter().map(|&(name, _, _)| name)
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
    DEX_VERSIONS
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
    let (_, source, text) = SPECIES.get(usize::from(generation).checked_sub(1)?)?;
    Some((source, text))
}

/// The Pokémon of a generation (1 to 9), parsed.
///
/// ```
/// let dex = pokelinks::data::shipped::species(9).unwrap();
/// assert_eq!(dex.generation(), 9);
/// assert!(pokelinks::data::shipped::species(10).is_none());
/// ```
pub fn species(generation: u8) -> Option<Pokedex> {
    let (source, text) = species_text(generation)?;
    Some(
        Pokedex::from_json_str(text, source)
            .expect("the shipped species files are valid (tests/species.rs)"),
    )
}
