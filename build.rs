//! Embeds the shipped data: every JSON file of the data folders the binary
//! reads at run time, listed into one table (`$OUT_DIR/shipped_files.rs`)
//! that `src/data/shipped.rs` looks files up in. Adding a game, Pokédex,
//! story, encounter or learnset file is adding the file: nothing in Rust
//! lists them.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

/// The folders whose `*.json` files are shipped (not their subfolders:
/// extracts and cross-checks stay in the repository), and the files of
/// `data/` itself.
const FOLDERS: [&str; 9] = [
    "types",
    "maps",
    "games",
    "dex",
    "species",
    "story",
    "encounters",
    "learnsets",
    "moves",
];

fn json_files(folder: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    files
}

fn main() {
    let root = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let data = root.join("data");
    println!("cargo:rerun-if-changed=data");
    let mut table = String::from(
        "/// `(path under data/, name in errors, text)` of every shipped file,\n\
         /// sorted by path.\n\
         pub(super) static FILES: &[(&str, &str, &str)] = &[\n",
    );
    let mut folders: Vec<(String, PathBuf)> = FOLDERS
        .iter()
        .map(|f| ((*f).to_owned(), data.join(f)))
        .collect();
    folders.push((String::new(), data.clone()));
    let mut entries = Vec::new();
    for (name, folder) in folders {
        for file in json_files(&folder) {
            let file_name = file
                .file_name()
                .and_then(|n| n.to_str())
                .expect("UTF-8 names");
            let path = if name.is_empty() {
                file_name.to_owned()
            } else {
                format!("{name}/{file_name}")
            };
            entries.push((path, file));
        }
    }
    entries.sort();
    for (path, file) in entries {
        // Charts and maps are named by their file name alone, as they
        // always were in messages; the rest by their path.
        let named = path
            .strip_prefix("types/")
            .or_else(|| path.strip_prefix("maps/"))
            .unwrap_or(&path);
        writeln!(
            table,
            "    ({path:?}, \"<shipped>/{named}\", include_str!({:?})),",
            file.display().to_string()
        )
        .expect("writing to a string");
    }
    table.push_str("];\n");
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets it")).join("shipped_files.rs");
    fs::write(out, table).expect("OUT_DIR is writable");
}
