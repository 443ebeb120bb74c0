//! Builds the shipped data into the crate: every JSON file of the data
//! folders the binary reads at run time, listed into one table
//! (`$OUT_DIR/shipped_files.rs`) that `src/data/shipped.rs` looks files up
//! in. Adding a game, Pokédex, story, encounter, learnset or party file is adding
//! the file: nothing in Rust lists them.
//!
//! The charts, maps and game files are embedded as JSON text: they are read
//! by the same located-error readers as a user's `--map` and `--types`
//! files, and they are small. Every other file is compiled here: read into
//! its type of `src/data/schema.rs` (included below as it is, so the build
//! and the program share one definition of each file) and written in
//! postcard's compact binary form, which the program decodes without
//! parsing text (a game's encounters as a table of its strings and rows of
//! ids into it: `schema::CompactEncounters`; a learnset file's species each
//! in its own bytes, decoded when asked for: `schema::LearnsetTable`, and
//! an abilities file's: `schema::AbilityTable`). A file that does not fit its type fails the build, naming
//! the file, line and column. Each story's game also gets its whole
//! availability, for every choice its player has and every row of level
//! caps its game file gives (`story/<game>.haves`: `src/story/haves.rs`),
//! so that a run reads it instead of working it out.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use unicode_normalization::UnicodeNormalization;

#[allow(dead_code)]
#[path = "src/data/schema.rs"]
mod schema;

/// The wild ways along each story, worked out here from the encounters
/// (`src/story/wild.rs`, included as it is; it names the schema as the
/// library does, `crate::data::schema`).
#[allow(dead_code)]
#[path = "src/story/wild.rs"]
mod wild;

/// Every game's availability for every choice its player has, worked out
/// here by the rules the program has (`src/story/haves.rs`, included as it
/// is, with the name folding it uses, `src/data/names.rs`).
#[allow(dead_code)]
#[path = "src/story/haves.rs"]
mod haves;

#[allow(dead_code)]
#[path = "src/data/names.rs"]
mod names;

/// Typings as the program parses and orders them, for the species lists.
#[allow(dead_code)]
#[path = "src/typing.rs"]
mod typing;

mod data {
    pub(crate) use super::{names, schema};
}

/// The folders whose `*.json` files are shipped (not their subfolders:
/// extracts and cross-checks stay in the repository), and the files of
/// `data/` itself.
const FOLDERS: [&str; 12] = [
    "types",
    "maps",
    "games",
    "dex",
    "species",
    "story",
    "encounters",
    "learnsets",
    "moves",
    "abilities",
    "abilities/trainers",
    "parties",
];

/// Whether the file at `path` is shipped as JSON text: the charts, maps,
/// game files and the game list, which the program reads with its
/// located-error readers. Every other file is compiled.
fn as_text(path: &str) -> bool {
    path == "games.json"
        || ["types/", "maps/", "games/"]
            .iter()
            .any(|f| path.starts_with(f))
}

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

/// The file at `path` (under `data/`) read as `T` and written in postcard.
/// Its strings are borrowed from the text, as the program borrows them from
/// the binary form: a kept string written with a JSON escape fails here.
fn compile_as<'t, T: Deserialize<'t> + Serialize>(path: &str, text: &'t str) -> Vec<u8> {
    postcard::to_allocvec(&read_as::<T>(path, text)).expect("postcard writes every schema type")
}

fn read_as<'t, T: Deserialize<'t>>(path: &str, text: &'t str) -> T {
    serde_json::from_str(text)
        .unwrap_or_else(|e| panic!("data/{path} does not fit src/data/schema.rs: {e}"))
}

/// The binary form of the shipped file at `path`, by its folder's type;
/// `stories` holds every story file's text, for the encounters' wild ways.
fn compile(path: &str, text: &str, stories: &[(String, String)]) -> Vec<u8> {
    let folder = path.split_once('/').map_or("", |(f, _)| f);
    match (folder, path) {
        (_, "evolutions.json") => (read_as::<schema::Evolutions>(path, text).grouped())
            .expect("postcard writes every schema type"),
        (_, "dex/versions.json") => compile_as::<schema::DexVersions>(path, text),
        (_, "abilities/effects.json") => compile_as::<schema::AbilityEffects>(path, text),
        ("abilities", _) if path.starts_with("abilities/trainers/") => {
            compile_as::<schema::Trainers>(path, text)
        }
        ("abilities", _) => compile_as::<schema::SpeciesAbilities>(path, text),
        ("dex", _) => compile_as::<schema::DexFile>(path, text),
        ("parties", _) => compile_as::<schema::Parties>(path, text),
        ("species", _) => compile_species(path, text),
        ("story", _) => compile_as::<schema::Story>(path, text),
        ("encounters", _) => compile_encounters(path, text, stories),
        ("learnsets", _) if path.starts_with("learnsets/any-") => {
            compile_as::<schema::AnyLearnsets>(path, text)
        }
        ("learnsets", _) => compile_as::<schema::Learnsets>(path, text),
        (_, "moves/unreliable.json") => compile_as::<schema::Unreliable>(path, text),
        (_, "moves/learning.json") => compile_as::<schema::GameLearning>(path, text),
        ("moves", _) => {
            // Sorted by name here, for `Moves::get`'s binary search: not
            // at each run.
            let mut moves = read_as::<schema::Moves>(path, text);
            moves.moves.sort_by(|a, b| a.name.cmp(b.name));
            postcard::to_allocvec(&moves).expect("postcard writes every schema type")
        }
        _ => panic!("data/{path}: no schema type compiles it"),
    }
}

/// A species list in its binary form, its forms in the order a Pokédex
/// keeps them (`schema::SpeciesEntry::order`, then the names as shown,
/// composed), so that a run need not sort them.
fn compile_species(path: &str, text: &str) -> Vec<u8> {
    let file = read_as::<schema::SpeciesFile>(path, text);
    let parse = |name: &str, t: &str| -> typing::Typing {
        t.parse()
            .unwrap_or_else(|e| panic!("data/{path}: {name}: {e}"))
    };
    let mut read: Vec<(
        u64,
        String,
        typing::Typing,
        typing::Type,
        &schema::SpeciesEntry,
    )> = (file.species.iter())
        .map(|s| {
            let typing = parse(&s.name, &s.typing);
            let first_type = match &s.first_type {
                None => typing.first(),
                Some(t) => (t.parse()).unwrap_or_else(|e| panic!("data/{path}: {}: {e}", s.name)),
            };
            (
                s.order(typing.key()),
                s.name.nfc().collect(),
                typing,
                first_type,
                s,
            )
        })
        .collect();
    read.sort_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));
    let species = (read.iter())
        .map(|(_, name, typing, first_type, s)| schema::CompiledForm {
            name,
            num: s.num,
            typing: typing.bits(),
            first_type: u8::try_from(first_type.index()).expect("18 types"),
            bst: s.bst,
            fully_evolved: s.fully_evolved,
            nonstandard: s.nonstandard.as_deref(),
            item: s.item.as_deref(),
            battle_form: (s.battle_form.as_ref()).map(|b| (b.from.as_str(), b.trigger.as_str())),
            tags: s.tags.iter().map(String::as_str).collect(),
        })
        .collect();
    let compiled = schema::CompiledSpecies {
        generation: file.generation,
        species,
    };
    postcard::to_allocvec(&compiled).expect("postcard writes every schema type")
}

/// A game's encounters in their binary form, with the wild ways along
/// the story of the same game (if one names it) for each version its rows
/// name and for all of them together.
fn compile_encounters(path: &str, text: &str, stories: &[(String, String)]) -> Vec<u8> {
    let encounters = read_as::<schema::Encounters>(path, text);
    let mut of_game = (stories.iter())
        .map(|(at, text)| (at, read_as::<schema::Story>(at, text)))
        .filter(|(_, s)| s.game == encounters.game);
    let story = of_game.next().map(|(_, s)| s);
    if let Some((other, _)) = of_game.next() {
        panic!("data/{other}: a second story of {}", encounters.game);
    }
    let mut editions: Vec<Option<&str>> = (encounters.encounters.iter())
        .flat_map(|e| e.versions.iter())
        .chain(story.iter().flat_map(|s| s.versions.iter().copied()))
        .map(Some)
        .collect();
    editions.push(None);
    editions.sort_unstable();
    editions.dedup();
    (encounters.compact(story.as_ref(), &editions, wild::ways))
        .unwrap_or_else(|e| panic!("data/{path}: {e}"))
}

/// The availability of the game of the story at `path` (text `text`) for
/// every choice its player has — each version of the pair and both, each
/// starter and none, trade evolutions or not, evolutions that grind or
/// not — and every row of level caps its game file gives (the top-level
/// gyms', each version's, every version's highest), as
/// `haves::Compiled`; `encounters` holds the compiled encounter files.
fn compile_availability(
    data: &Path,
    path: &str,
    text: &str,
    encounters: &[(String, Vec<u8>)],
) -> Vec<u8> {
    let story = read_as::<schema::Story>(path, text);
    let game = story.game;
    let wild = (encounters.iter())
        .find(|(at, _)| *at == format!("encounters/{game}.json"))
        .map(|(at, bytes)| {
            postcard::from_bytes::<schema::CompactEncounters>(bytes)
                .unwrap_or_else(|e| panic!("data/{at}: the compiled form does not decode: {e}"))
        });
    let read =
        |at: &str| fs::read_to_string(data.join(at)).unwrap_or_else(|e| panic!("data/{at}: {e}"));
    let evolutions_text = read("evolutions.json");
    let evolutions = read_as::<schema::Evolutions>("evolutions.json", &evolutions_text);
    let rows: Vec<&schema::Evolution> = evolutions.of_group(game).collect();
    let file_at = format!("games/{game}.json");
    let file: serde_json::Value =
        serde_json::from_str(&read(&file_at)).unwrap_or_else(|e| panic!("data/{file_at}: {e}"));
    let generation = file["generation"]
        .as_u64()
        .expect("a game file names its generation");
    let species_at = format!("species/gen-{generation}.json");
    let species_text = read(&species_at);
    let species = read_as::<schema::SpeciesFile>(&species_at, &species_text);
    let over_lock: Vec<bool> = match story.evolution_lock() {
        Some((_, most)) => (rows.iter())
            .map(|r| (species.species.iter()).any(|s| s.name == r.to && s.num > most))
            .collect(),
        None => Vec::new(),
    };
    let level = |g: &serde_json::Value| g["level"].as_u64().and_then(|l| u8::try_from(l).ok());
    let gyms: Vec<(String, Option<u8>)> = (file["gyms"].as_array().into_iter().flatten())
        .map(|g| (g["id"].as_str().unwrap_or_default().to_owned(), level(g)))
        .collect();
    let versions: Vec<&serde_json::Map<String, serde_json::Value>> =
        (file["versions"].as_array().into_iter().flatten())
            .filter_map(|v| v["gyms"].as_object())
            .collect();
    // The caps as the program reads them from the game file: the top-level
    // gyms', a version's (its levels where it gives them), or with every
    // version, each gym's highest over them.
    let mut rows_of_caps: Vec<Vec<(String, Option<u8>)>> = vec![gyms.clone()];
    for v in &versions {
        let mut caps = gyms.clone();
        for (id, cap) in &mut caps {
            if let Some(l) = v.get(id.as_str()).and_then(level) {
                *cap = Some(l);
            }
        }
        rows_of_caps.push(caps);
    }
    let mut highest = gyms.clone();
    for (id, cap) in &mut highest {
        for v in &versions {
            *cap = (*cap).max(v.get(id.as_str()).and_then(level));
        }
    }
    rows_of_caps.push(highest);
    let mut caps: Vec<Vec<Option<u8>>> = (rows_of_caps.iter())
        .map(|row| {
            let cap = |id: &str| row.iter().find(|(g, _)| g == id).and_then(|(_, l)| *l);
            haves::caps_of(&story, &cap)
        })
        .collect();
    caps.sort();
    caps.dedup();
    let editions: Vec<Option<&str>> = std::iter::once(None)
        .chain(story.versions.iter().copied().map(Some))
        .collect();
    let starters: Vec<Option<&str>> = std::iter::once(None)
        .chain(story.starters().into_iter().map(Some))
        .collect();
    let mut made = Vec::new();
    for caps in &caps {
        for &edition in &editions {
            for &starter in &starters {
                for (trade, no_grind) in
                    [(false, false), (true, false), (false, true), (true, true)]
                {
                    let choices = haves::Choices {
                        edition,
                        starter,
                        trade,
                        no_grind,
                    };
                    let list =
                        haves::haves(&story, wild.as_ref(), &rows, &over_lock, caps, &choices);
                    made.push((choices, caps.clone(), list));
                }
            }
        }
    }
    haves::Compiled::write(&story, &made)
}

fn main() {
    let root = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets it"));
    let data = root.join("data");
    println!("cargo:rerun-if-changed=data");
    println!("cargo:rerun-if-changed=src/data/schema.rs");
    println!("cargo:rerun-if-changed=src/story/wild.rs");
    println!("cargo:rerun-if-changed=src/story/haves.rs");
    println!("cargo:rerun-if-changed=src/data/names.rs");
    println!("cargo:rerun-if-changed=src/typing.rs");
    let mut folders: Vec<(&str, PathBuf)> = FOLDERS.iter().map(|&f| (f, data.join(f))).collect();
    folders.push(("", data.clone()));
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
    // Each table's paths are one string and its files' ends in it: a
    // look-up reads those few kilobytes, not one page beside each file
    // (path literals are laid out next to the files they name, and every
    // page touched is a page of resident memory).
    let stories: Vec<(String, String)> = (entries.iter())
        .filter(|(path, _)| path.starts_with("story/"))
        .map(|(path, file)| {
            let text = fs::read_to_string(file).unwrap_or_else(|e| panic!("data/{path}: {e}"));
            (path.clone(), text)
        })
        .collect();
    let mut text = Table::new("TEXT", "JSON text", "&str");
    let mut compiled = Table::new("COMPILED", "postcard bytes", "&[u8]");
    let bin = out.join("compiled");
    // The compiled files (path, name in errors, body), sorted before they
    // are written out; the encounters' bytes are kept for the
    // availabilities compiled after them.
    let mut binaries: Vec<(String, String, String)> = Vec::new();
    let mut encounters: Vec<(String, Vec<u8>)> = Vec::new();
    fs::create_dir_all(&bin).expect("OUT_DIR is writable");
    for (path, file) in entries {
        // Charts and maps are named by their file name alone, as they
        // always were in messages; the rest by their path.
        let named = path
            .strip_prefix("types/")
            .or_else(|| path.strip_prefix("maps/"))
            .unwrap_or(&path);
        let name = format!("<shipped>/{named}");
        if as_text(&path) {
            let body = format!("include_str!({:?})", file.display().to_string());
            text.push(&path, &name, &body);
        } else {
            let json = fs::read_to_string(&file).unwrap_or_else(|e| panic!("data/{path}: {e}"));
            let bytes = compile(&path, &json, &stories);
            let target = bin.join(path.replace('/', "+").replace(".json", ".bin"));
            fs::write(&target, &bytes).expect("OUT_DIR is writable");
            let body = format!("include_bytes!({:?})", target.display().to_string());
            if path.starts_with("encounters/") {
                encounters.push((path.clone(), bytes));
            }
            binaries.push((path, name, body));
        }
    }
    for (path, story) in &stories {
        let game = path.trim_start_matches("story/").trim_end_matches(".json");
        let at = format!("story/{game}.haves");
        let target = bin.join(at.replace('/', "+"));
        let made = compile_availability(&data, path, story, &encounters);
        fs::write(&target, made).expect("OUT_DIR is writable");
        let body = format!("include_bytes!({:?})", target.display().to_string());
        binaries.push((at.clone(), format!("<shipped>/{at}"), body));
    }
    binaries.sort();
    for (path, name, body) in &binaries {
        compiled.push(path, name, body);
    }
    let code = text.code() + &compiled.code();
    fs::write(out.join("shipped_files.rs"), code).expect("OUT_DIR is writable");
}

/// One table of shipped files as it is written into `shipped_files.rs`:
/// `{NAME}_PATHS` (the sorted paths under data/, one string),
/// `{NAME}_SPANS` (where each path starts and ends in it) and `{NAME}` (each file's
/// name in errors and its contents), in the paths' order.
struct Table {
    name: &'static str,
    what: &'static str,
    kind: &'static str,
    paths: String,
    spans: Vec<(usize, usize)>,
    files: String,
}

impl Table {
    fn new(name: &'static str, what: &'static str, kind: &'static str) -> Table {
        Table {
            name,
            what,
            kind,
            paths: String::new(),
            spans: Vec::new(),
            files: String::new(),
        }
    }

    fn push(&mut self, path: &str, name: &str, body: &str) {
        let start = self.paths.len();
        self.paths.push_str(path);
        self.spans.push((start, self.paths.len()));
        writeln!(self.files, "    ({name:?}, {body}),").expect("writing to a string");
    }

    fn code(&self) -> String {
        let Table {
            name,
            what,
            kind,
            paths,
            spans,
            files,
        } = self;
        let spans: Vec<String> = spans.iter().map(|(s, e)| format!("({s}, {e})")).collect();
        format!(
            "/// The paths under data/ of the files of [`{name}`], sorted, one after another.\n\
             pub(super) static {name}_PATHS: &str = {paths:?};\n\
             /// Where each path of [`{name}_PATHS`] starts and ends.\n\
             pub(super) static {name}_SPANS: &[(u32, u32)] = &[{}];\n\
             /// `(name in errors, {what})` of each file, in the paths' order.\n\
             pub(super) static {name}: &[(&str, {kind})] = &[\n{files}];\n",
            spans.join(", ")
        )
    }
}
