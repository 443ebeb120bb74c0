//! Reading the shipped data files directly, shared by the tests that check
//! the program against them.

// Each test binary compiles this module and uses part of it.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde_json::Value;

/// The JSON file at `path` under `data/`.
pub fn data(path: &str) -> Value {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("data")
        .join(path);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path:?}: {e}"))
}

/// The level caps of a game file: gym id → level.
pub fn caps(id: &str) -> BTreeMap<String, u8> {
    let file = data(&format!("games/{id}.json"));
    (file["gyms"].as_array().unwrap().iter())
        .map(|g| {
            let level = g["level"].as_u64().expect("game files give levels");
            (g["id"].as_str().unwrap().to_owned(), level as u8)
        })
        .collect()
}
