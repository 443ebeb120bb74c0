//! Byte-level mutations of the shipped charts and maps, shared by the tests
//! that check no mutated file makes the loaders or the binary panic.

use proptest::prelude::*;

/// The shipped texts, each with whether it is a chart (else a map).
pub fn texts() -> Vec<(bool, &'static str)> {
    let charts = (1..=9)
        .filter_map(pokelinks::data::shipped::chart_text)
        .map(|(_, t)| (true, t));
    let maps = pokelinks::data::shipped::regions()
        .filter_map(|(r, _)| pokelinks::data::shipped::map_text(r))
        .map(|(_, t)| (false, t));
    charts.chain(maps).collect()
}

/// One edit at a relative position: overwrite, insert or delete a byte, or
/// cut the text short. The bytes lean to JSON's own punctuation and to what
/// type names and gym ids are made of.
pub fn edit() -> impl Strategy<Value = (u8, f64, u8)> {
    let byte = prop_oneof![
        any::<u8>(),
        prop::sample::select(b"{}[],:\"\\ -0123456789eE.tfnG".to_vec())
    ];
    (0u8..4, 0.0..1.0f64, byte)
}

/// `text` with `edits` applied in turn.
pub fn apply(text: &str, edits: &[(u8, f64, u8)]) -> Vec<u8> {
    let mut bytes = text.as_bytes().to_vec();
    for &(kind, at, byte) in edits {
        let i = ((bytes.len() as f64) * at) as usize;
        match kind {
            0 if i < bytes.len() => bytes[i] = byte,
            1 => bytes.insert(i.min(bytes.len()), byte),
            2 if i < bytes.len() => {
                bytes.remove(i);
            }
            3 => bytes.truncate(i),
            _ => {}
        }
    }
    bytes
}
