//! The data built into the crate: nine type charts, nine species lists and
//! nine gym maps.
//!
//! This module owns the embedded copies of `data/types/gen-N.json`,
//! `data/species/gen-N.json` and `data/maps/gen-N-<region>.json`, so the
//! binary runs with no files beside it. Errors about them name them
//! `<shipped>/<file name>`. Files are parsed on every call (only what a run
//! needs); the crate's tests prove that every one of them loads, which is
//! why [`chart`] and [`species`] return plain values rather than results. Maps are loaded with their chart by
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

/// `(source name, text)` of one embedded species file.
macro_rules! shipped_species {
    ($n:literal) => {
        (
            concat!("<shipped>/species/gen-", $n, ".json"),
            include_str!(concat!("../../data/species/gen-", $n, ".json")),
        )
    };
}

/// `(source name, text)` of each shipped species file, generation 1 first.
const SPECIES: [(&str, &str); 9] = [
    shipped_species!("1"),
    shipped_species!("2"),
    shipped_species!("3"),
    shipped_species!("4"),
    shipped_species!("5"),
    shipped_species!("6"),
    shipped_species!("7"),
    shipped_species!("8"),
    shipped_species!("9"),
];

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

/// The Pokémon of a generation (1 to 9), parsed.
///
/// ```
/// let dex = pokelinks::data::shipped::species(9).unwrap();
/// assert_eq!(dex.generation(), 9);
/// assert!(pokelinks::data::shipped::species(10).is_none());
/// ```
pub fn species(generation: u8) -> Option<Pokedex> {
    let (source, text) = SPECIES.get(usize::from(generation).checked_sub(1)?)?;
    Some(
        Pokedex::from_json_str(text, source)
            .expect("the shipped species files are valid (tests/species.rs)"),
    )
}
