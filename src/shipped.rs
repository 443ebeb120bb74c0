//! The data built into the crate: nine type charts and nine gym maps.
//!
//! This module owns the embedded copies of `data/types/gen-1.json` …
//! `gen-9.json` and `data/maps/gen-N-<region>.json`, so the binary runs with
//! no files beside it. Errors about them name them `<shipped>/<file name>`.
//! The texts are parsed on every call (they are small); the crate's tests
//! prove every one of them loads and fits its chart, which is why the
//! functions here can return plain values.

use crate::chart::Chart;

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

macro_rules! shipped_chart {
    ($n:literal) => {
        (
            concat!("<shipped>/gen-", $n, ".json"),
            include_str!(concat!("../data/types/gen-", $n, ".json")),
        )
    };
}
use shipped_chart;

fn chart_entry(generation: u8) -> Option<(&'static str, &'static str)> {
    CHARTS.get(usize::from(generation).checked_sub(1)?).copied()
}

/// The shipped chart of a generation (1 to 9), parsed.
///
/// ```
/// let chart = pokelinks::shipped::chart(9).unwrap();
/// assert_eq!(chart.typings().len(), 162);
/// assert!(pokelinks::shipped::chart(0).is_none());
/// assert!(pokelinks::shipped::chart(10).is_none());
/// ```
pub fn chart(generation: u8) -> Option<Chart> {
    let (source, text) = chart_entry(generation)?;
    Some(Chart::from_json_str(text, source).expect("the shipped charts are valid (tests/data.rs)"))
}

/// The JSON text of the shipped chart of a generation.
///
/// ```
/// assert!(pokelinks::shipped::chart_text(1).unwrap().contains("\"Psychic\""));
/// ```
pub fn chart_text(generation: u8) -> Option<&'static str> {
    chart_entry(generation).map(|(_, text)| text)
}

/// The name that errors use for the shipped chart of a generation.
///
/// ```
/// assert_eq!(pokelinks::shipped::chart_source(1), Some("<shipped>/gen-1.json"));
/// ```
pub fn chart_source(generation: u8) -> Option<&'static str> {
    chart_entry(generation).map(|(source, _)| source)
}
