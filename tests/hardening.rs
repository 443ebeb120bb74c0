//! Hardening: a map downloaded from anyone must never hang the machine,
//! read what it should not, fill memory, or write escape sequences to the
//! terminal (docs/limits.md). Each case runs the real binary (assert_cmd,
//! with a timeout, so a hang fails instead of blocking) and, where there is
//! one, the library call behind it.

mod binary;
mod mutation;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use assert_cmd::cargo::cargo_bin_cmd;
use binary::{bad, ok, ok_wide, run};
use pokelinks::data::{DataError, Map, MapSource, load};
use serde_json::Value;

// ---------------------------------------------------------------------------
// Running the binary.

/// Runs with `--format json`; expects status 0 or 1 and one document.
fn json_of(args: &[&str]) -> (Option<i32>, Value) {
    let mut all = args.to_vec();
    all.extend(["--format", "json"]);
    let run = run(&all);
    assert!(matches!(run.code, Some(0 | 1)), "{all:?}: {run:?}");
    let doc = serde_json::from_str(&run.stdout).unwrap_or_else(|e| panic!("{all:?}: {e}"));
    (run.code, doc)
}

/// No byte of `text` is a control character other than the newline, and
/// none is a bidirectional override.
fn clean(text: &str) -> bool {
    text.chars()
        .all(|c| c == '\n' || !pokelinks::escape::is_unsafe(c))
}

// ---------------------------------------------------------------------------
// Files for the tests.

/// A fresh directory of the temporary folder, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> TempDir {
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        let n = COUNT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!(
            "pokelinks-tests-hardening-{}-{n}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    fn file(&self, name: &str, bytes: impl AsRef<[u8]>) -> String {
        let path = self.0.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).unwrap();
        }
        std::fs::write(&path, bytes).unwrap();
        path.display().to_string()
    }

    fn path(&self, name: &str) -> String {
        self.0.join(name).display().to_string()
    }

    /// A named pipe nobody writes to: opening it for reading would wait
    /// forever.
    #[cfg(unix)]
    fn fifo(&self, name: &str) -> String {
        let path = self.path(name);
        let made = std::process::Command::new("mkfifo")
            .arg(&path)
            .status()
            .expect("mkfifo runs");
        assert!(made.success());
        path
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A map of generation 1 with the given gyms (JSON objects) and fields.
fn map_json(extra: &str, gyms: &[&str]) -> String {
    format!(
        r#"{{ "region": "Testland", "generation": 1, {extra} "gyms": [{}] }}"#,
        gyms.join(", ")
    )
}

const GYM1: &str = r#"{ "id": "G1", "town": "Pewter City", "leader": "Brock",
    "attack": ["Normal", "Rock"], "defense": ["Ground-Rock"] }"#;

fn shipped_chart_path(generation: u8) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(format!("data/types/gen-{generation}.json"))
        .display()
        .to_string()
}

// ---------------------------------------------------------------------------
// 1. Bounded reads: regular files only, at most MAX_FILE_BYTES.

#[cfg(unix)]
#[test]
fn devices_are_refused_before_any_read() {
    bad(
        &["--types", "/dev/zero"],
        "/dev/zero: is a device, not a regular file",
    );
    bad(
        &["--map", "/dev/zero"],
        "/dev/zero: is a device, not a regular file",
    );
    bad(&["/dev/zero"], "/dev/zero: is a device");
    let err = Map::from_file(Path::new("/dev/zero")).unwrap_err();
    assert!(matches!(err, DataError::Read { .. }), "{err}");
    // A map's chart that is a link to /dev/zero beside it.
    let dir = TempDir::new();
    std::os::unix::fs::symlink("/dev/zero", dir.path("chart.json")).unwrap();
    let map = dir.file("m.json", map_json(r#""types": "chart.json","#, &[GYM1]));
    bad(
        &["--map", &map],
        "chart.json: is a device, not a regular file",
    );
}

#[cfg(unix)]
#[test]
fn fifos_are_refused_not_waited_on() {
    let dir = TempDir::new();
    let fifo = dir.fifo("pipe.json");
    bad(
        &["--map", &fifo],
        "is a named pipe (FIFO), not a regular file",
    );
    bad(&["--types", &fifo], "is a named pipe (FIFO)");
    // A map whose own chart is a FIFO beside it.
    dir.fifo("chart.json");
    let map = dir.file("m.json", map_json(r#""types": "chart.json","#, &[GYM1]));
    bad(&["--map", &map], "chart.json: is a named pipe (FIFO)");
}

#[test]
fn directories_are_refused() {
    let dir = TempDir::new();
    bad(&["--map", &dir.path("")], "is a directory, not a file");
    std::fs::create_dir_all(dir.path("sub")).unwrap();
    let map = dir.file("m.json", map_json(r#""types": "sub","#, &[GYM1]));
    bad(&["--map", &map], "sub: is a directory, not a file");
}

#[test]
fn files_over_the_size_limit_are_refused() {
    let dir = TempDir::new();
    let limit = pokelinks::data::MAX_FILE_BYTES as usize;
    // Valid JSON but for its size: spaces then a map.
    let mut big = " ".repeat(limit);
    big.push_str(&map_json("", &[GYM1]));
    let big = dir.file("big.json", big);
    bad(
        &["--map", &big],
        "big.json: is larger than 4 MiB, the limit for a data file",
    );
    bad(&["--types", &big], "is larger than 4 MiB");
    let err = Map::from_file(Path::new(&big)).unwrap_err();
    assert!(
        matches!(err, DataError::Read { kind, .. } if kind == std::io::ErrorKind::FileTooLarge)
    );
    // Just under the limit still loads.
    let mut fits = " ".repeat(limit - 2000);
    fits.push_str(&map_json("", &[GYM1]));
    let fits = dir.file("fits.json", fits);
    ok(&["--map", &fits, "G1", "--count"]);
}

#[test]
fn standard_input_is_read_with_the_same_bound() {
    let kanto =
        std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("data/maps/gen-1-kanto.json"))
            .unwrap();
    let stdin_run = |input: &[u8]| {
        cargo_bin_cmd!("pokelinks")
            .args(["--map", "-", "G1", "--count"])
            .timeout(Duration::from_secs(60))
            .write_stdin(input)
            .output()
            .unwrap()
    };
    let out = stdin_run(&kanto);
    assert_eq!(
        (out.status.code(), out.stdout.as_slice()),
        (Some(0), &b"4\n"[..])
    );
    assert_eq!(ok(&["kanto", "G1", "--count"]), "4\n");
    let out = stdin_run(b"{");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("error: <stdin>: line 1"));
    #[cfg(unix)]
    {
        // /dev/zero itself as standard input (not copied through memory,
        // as assert_cmd's pipe_stdin would).
        let zero = std::fs::File::open("/dev/zero").unwrap();
        let out = std::process::Command::new(assert_cmd::cargo::cargo_bin!("pokelinks"))
            .args(["--map", "-", "G1", "--count"])
            .stdin(zero)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            "error: <stdin>: is larger than 4 MiB, the limit for a data file\n"
        );
    }
}

// ---------------------------------------------------------------------------
// 2. Safe paths: a map's `types` stays in the map's folder; errors quote
//    little.

#[test]
fn a_maps_types_cannot_leave_its_folder() {
    let dir = TempDir::new();
    dir.file("secrets/c.json", r#"{"aws_secret_access_key":"x"}"#);
    let climbing = dir.file(
        "maps/m.json",
        map_json(r#""types": "../secrets/c.json","#, &[GYM1]),
    );
    let line = bad(
        &["--map", &climbing],
        r#"field "types": "../secrets/c.json" climbs out with '..': a map may only name a chart in its own folder or below"#,
    );
    assert!(line.contains("maps/m.json: line 1, column"), "{line}");
    assert!(!line.contains("aws"), "{line}");
    let absolute_chart = shipped_chart_path(1);
    let absolute = dir.file(
        "maps/a.json",
        map_json(&format!(r#""types": {absolute_chart:?},"#), &[GYM1]),
    );
    bad(&["--map", &absolute], "is an absolute path");
    bad(&["--map", &absolute], r#"field "types""#);
    let devzero = dir.file("maps/z.json", map_json(r#""types": "/dev/zero","#, &[GYM1]));
    bad(&["--map", &devzero], r#""/dev/zero" is an absolute path"#);
    // The library refuses the same maps, wherever they come from.
    let err =
        Map::from_json_str(&map_json(r#""types": "a/../../b.json","#, &[GYM1]), "m").unwrap_err();
    assert!(matches!(err, DataError::UnsafeTypesPath { .. }), "{err}");
    // A chart below the map's folder is fine, and `..` inside a name is no
    // component.
    dir.file(
        "maps/charts/my..chart.json",
        std::fs::read(shipped_chart_path(1)).unwrap(),
    );
    let below = dir.file(
        "maps/b.json",
        map_json(r#""types": "charts/my..chart.json","#, &[GYM1]),
    );
    ok(&["--map", &below, "G1", "--count"]);
}

#[test]
fn errors_quote_at_most_forty_characters_of_a_file() {
    let dir = TempDir::new();
    let secret = format!("aws_secret_access_key_{}", "k".repeat(100));
    let chart = dir.file("c.json", format!(r#"{{"{secret}": {{}}}}"#));
    let line = bad(&["--types", &chart], "is not a typing");
    assert!(line.contains(&format!("\"{}…\"", &secret[..40])), "{line}");
    assert!(!line.contains(&secret[..41]), "{line}");
    // serde_json's own messages quote the value they did not expect.
    let long = "v".repeat(300);
    let chart = dir.file("s.json", format!(r#"{{"Fire": "{long}"}}"#));
    let line = bad(&["--types", &chart], "s.json: line 1");
    assert!(line.contains(&format!("\"{}…\"", "v".repeat(40))), "{line}");
    assert!(!line.contains(&"v".repeat(41)), "{line}");
    let map = dir.file(
        "m.json",
        format!(r#"{{ "region": "R", "generation": 1, "{long}": 1, "gyms": [] }}"#),
    );
    let line = bad(&["--map", &map], "unknown field");
    assert!(!line.contains(&"v".repeat(41)), "{line}");
}

// ---------------------------------------------------------------------------
// 3. Clean terminal output: control characters from data are escaped.

/// A map whose every string carries escape sequences and a bidi override.
fn hostile_map(dir: &TempDir) -> String {
    dir.file(
        "hostile.json",
        r#"{ "region": "\u001b[2JEvil\u202e", "generation": 1, "note": "\u001b]0;title\u0007",
             "gyms": [{ "id": "G1", "town": "T\u009b31m", "leader": "L\u0000\u007f",
                        "attack": ["Normal"], "defense": ["Normal"], "note": "\u001b[5m" }] }"#,
    )
}

#[test]
fn map_strings_are_escaped_in_tables_lists_and_errors() {
    let dir = TempDir::new();
    let map = hostile_map(&dir);
    for args in [
        vec!["--map", &map, "G1", "--color", "never"],
        vec!["--map", &map, "G1", "--color", "always"],
        vec!["--map", &map, "G1", "--top", "1"],
    ] {
        let table = ok(&args);
        let plain: String = if args.contains(&"always") {
            // Colour codes are the program's own; the data's are gone.
            table.replace("\x1b[38;5;", "").replace("\x1b[39m", "")
        } else {
            table.clone()
        };
        assert!(clean(&plain), "{args:?}: {table:?}");
        assert!(table.contains(r"\u{1b}[2JEvil\u{202e}"), "{table}");
    }
    // The player layout and a check's table too.
    for args in [
        vec!["--map", &map, "G1", "--layout", "player"],
        vec!["check", "Ghost-Poison", "--map", &map, "G1"],
    ] {
        let table = ok(&args);
        assert!(clean(&table), "{args:?}: {table:?}");
        assert!(table.contains(r"\u{1b}[2JEvil\u{202e}"), "{table}");
    }
    assert!(
        ok(&["check", "Ghost-Poison", "--map", &map, "G1"])
            .contains(r"G1  T\u{9b}31m  L\u{0}\u{7f}  covered")
    );
    // A check on both sides: Gengar takes Normal at ×0, Submission hits it.
    let both = ok(&["check", "Gengar:submission", "--map", &map, "G1", "T"]);
    assert!(clean(&both), "{both:?}");
    assert!(both.contains(r"\u{1b}[2JEvil\u{202e}"), "{both}");
    assert!(
        both.contains(r"G1  T\u{9b}31m  L\u{0}\u{7f}  covered"),
        "{both}"
    );
    let list = ok(&["--list", "--map", &map]);
    assert!(clean(&list), "{list:?}");
    assert!(list.contains(r"T\u{9b}31m"), "{list}");
    assert!(list.contains(r"L\u{0}\u{7f}"), "{list}");
    // Errors that name the region or a gym.
    let line = bad(&["--map", &map, "G7"], r"\u{1b}[2JEvil");
    assert!(clean(&line), "{line:?}");
    let line = bad(&["--map", &map, "--gym", "nowhere"], r"T\u{9b}31m");
    assert!(clean(&line), "{line:?}");
    // JSON output is escaped by serde_json.
    let (_, doc) = json_of(&["--map", &map, "G1"]);
    assert_eq!(doc["region"], "\u{1b}[2JEvil\u{202e}");
}

#[test]
fn names_in_data_errors_are_escaped() {
    let dir = TempDir::new();
    let chart = dir.file("c.json", "{\"Fire\\u001b[2J\": {}}");
    let line = bad(&["--types", &chart], r#""Fire\u{1b}[2J" is not a typing"#);
    assert!(clean(&line), "{line:?}");
    // A file name with a control character, from the command line.
    let name = dir.path("odd\x1b[2J.json");
    let line = bad(&["--map", &name], "no such file");
    assert!(clean(&line), "{line:?}");
    let err = load(&MapSource::File(name.into()), None).unwrap_err();
    assert!(clean(&err.to_string()), "{err}");
}

// ---------------------------------------------------------------------------
// 6. A byte-order mark is accepted.

#[test]
fn a_byte_order_mark_is_accepted() {
    let dir = TempDir::new();
    let chart = dir.file(
        "bom-chart.json",
        [
            b"\xEF\xBB\xBF".as_slice(),
            &std::fs::read(shipped_chart_path(1)).unwrap(),
        ]
        .concat(),
    );
    let map = dir.file(
        "bom-map.json",
        format!(
            "\u{feff}{}",
            map_json(r#""types": "bom-chart.json","#, &[GYM1])
        ),
    );
    let with_bom = ok(&["--map", &map, "G1", "--count"]);
    let plain = dir.file("plain.json", map_json("", &[GYM1]));
    assert_eq!(with_bom, ok(&["--map", &plain, "G1", "--count"]));
    ok(&["--types", &chart, "kanto", "G1", "--count"]);
    let parsed = Map::from_file(Path::new(&map)).unwrap();
    assert_eq!(parsed.region, "Testland");
}

// ---------------------------------------------------------------------------
// 4. Bounded memory: --limit and --top are capped.

#[test]
fn shown_covers_are_capped() {
    for flag in ["--limit", "--top"] {
        bad(
            &["paldea", "O", flag, "1000000000"],
            "too large: at most 1000000 covers can be shown",
        );
        bad(&["paldea", flag, "1000001"], "at most 1000000 covers");
    }
    // The cap itself is accepted (a small query, so it stays fast).
    let (_, doc) = json_of(&["kanto", "G1", "--limit", "1000000"]);
    assert_eq!(doc["total"], doc["shown"]);
    let (_, doc) = json_of(&["kanto", "G1", "--top", "1000000"]);
    assert!(doc["shown"].as_u64().unwrap() >= 1);
}

// ---------------------------------------------------------------------------
// 8. Unsatisfiable requests are explained.

#[test]
fn without_that_strands_an_item_names_it() {
    // Only these four typings resist Normal, Brock's one attack type.
    let all_four = [
        "--without",
        "Ground-Rock",
        "--without",
        "Ghost-Poison",
        "--without",
        "Flying-Rock",
        "--without",
        "Rock-Water",
    ];
    let args = [&["kanto", "G1"][..], &all_four].concat();
    let run = run(&args);
    assert_eq!(run.code, Some(1), "{run:?}");
    // Wrapped at 80 columns: compared word by word.
    let words = run.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.ends_with(
            "No cover: nothing covers Normal once the --without options are removed. \
             Other kinds: attack covers have an answer; teams have an answer."
        ),
        "{}",
        run.stdout
    );
    let (code, doc) = json_of(&args);
    assert_eq!(code, Some(1));
    assert_eq!(doc["uncoverable"], serde_json::json!(["Normal"]));
    assert_eq!(doc["total"], 0);
    // Three of the four leave a cover.
    let (code, doc) = json_of(&[&["kanto", "G1"][..], &all_four[..6]].concat());
    assert_eq!(
        (code, &doc["uncoverable"]),
        (Some(0), &serde_json::json!([]))
    );
}

#[test]
fn more_with_than_max_is_an_error() {
    bad(
        &["kanto", "--with", "Water", "--with", "Fire", "--max", "1"],
        "--with names 2 typings but --max is 1: no cover can hold them all",
    );
    bad(
        &[
            "kanto", "A", "--with", "Water", "--with", "Fire", "--with", "Ice", "--max", "2",
        ],
        "--with names 3 attack types but --max is 2",
    );
    // The same name twice is one name.
    let (code, doc) = json_of(&[
        "kanto", "A", "G2", "--with", "Grass", "--with", "grass", "--max", "1",
    ]);
    assert_eq!(code, Some(0));
    assert_eq!(doc["solutions"][0]["types"], serde_json::json!(["Grass"]));
}

// ---------------------------------------------------------------------------
// 9. A gym with an empty attack or defense list is rejected.

#[test]
fn empty_gym_lists_are_rejected() {
    let dir = TempDir::new();
    for (field, gym) in [
        (
            "attack",
            r#"{ "id": "G1", "town": "T", "leader": "L", "attack": [], "defense": ["Fire"] }"#,
        ),
        (
            "defense",
            r#"{ "id": "G1", "town": "T", "leader": "L", "attack": ["Fire"], "defense": [] }"#,
        ),
    ] {
        let map = dir.file(&format!("{field}.json"), map_json("", &[gym]));
        bad(
            &["--map", &map],
            &format!(r#"gym G1: field "{field}" is empty"#),
        );
        let err = Map::from_file(Path::new(&map)).unwrap_err();
        assert!(matches!(err, DataError::EmptyField { .. }), "{err}");
    }
    // Every shipped map still loads (the Alola trials included).
    for (region, _) in pokelinks::data::shipped::regions() {
        let (map, _) = pokelinks::data::load_shipped(region).unwrap();
        assert!(
            map.gyms
                .iter()
                .all(|g| !g.attack.is_empty() && !g.defense.is_empty())
        );
    }
}

// ---------------------------------------------------------------------------
// 10. /dev/null is written to, however it was opened; a closed pipe ends quietly.

/// Runs the binary through `sh` with `redirect` applied to it.
#[cfg(unix)]
fn run_redirected(args: &str, redirect: &str) -> std::process::Output {
    let bin = assert_cmd::cargo::cargo_bin!("pokelinks");
    std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("{} {args} {redirect}", bin.display()))
        .output()
        .expect("sh runs")
}

/// Standard output on `/dev/null` opened read-write, as Python's
/// `subprocess.DEVNULL` and many harnesses pass it, is a place to write to:
/// status 0, nothing on stderr. So is `> /dev/null`, and so is a closed
/// stdout (`>&-`), which the standard library turns into the very same
/// read-write `/dev/null` before `main` (docs/limits.md).
#[cfg(unix)]
#[test]
fn dev_null_is_written_to_however_it_was_opened() {
    let null = || {
        std::fs::File::options()
            .read(true)
            .write(true)
            .open("/dev/null")
            .unwrap()
    };
    for args in [
        &["kanto", "G1"][..],
        &["kanto"],
        &["check", "Water", "kanto", "G1"],
    ] {
        let out = std::process::Command::new(assert_cmd::cargo::cargo_bin!("pokelinks"))
            .args(args)
            .stdout(null())
            .output()
            .unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{args:?}");
        assert!(
            matches!(out.status.code(), Some(0 | 1)),
            "{args:?}: {:?}",
            out.status
        );
    }
    for redirect in ["> /dev/null", "1<> /dev/null", ">&-"] {
        let out = run_redirected("kanto G1", redirect);
        assert_eq!(
            (out.status.code(), out.stderr.as_slice()),
            (Some(0), &b""[..]),
            "{redirect}"
        );
    }
    // A reader that goes away early ends the run quietly.
    let out = run_redirected("kanto O --max 4", "| head -n 1");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "Map:      Kanto (generation 1)\n"
    );
    assert_eq!(out.stderr, b"");
}

// ---------------------------------------------------------------------------
// 7. --gym matches ids, towns and leaders as people type them.

/// The gym ids a JSON run selected.
fn selected(args: &[&str]) -> Value {
    let (_, doc) = json_of(&[args, &["--count"]].concat());
    doc["gyms"].clone()
}

#[test]
fn gyms_match_by_folded_names_and_unique_prefixes() {
    let cases: [(&str, &str, &str); 10] = [
        ("paldea", "pokemon league", "E4"),
        ("paldea", "Poke\u{301}mon League", "E4"), // NFD
        ("paldea", "POKÉMON-LEAGUE", "E4"),
        ("kanto", " Vermilion City ", "G3"),
        ("kanto", "vermilion", "G3"),
        ("kanto", "Brock", "G1"),
        ("kanto", "surge", "G3"), // a word of "Lt. Surge"
        ("kanto", "lt surge", "G3"),
        ("kanto", "e4", "E4"),
        ("kanto", "indigo", "E4"),
    ];
    for (region, name, id) in cases {
        assert_eq!(
            selected(&[region, "--gym", name]),
            serde_json::json!([id]),
            "{name}"
        );
        let (map, _) = pokelinks::data::load_shipped(region).unwrap();
        assert_eq!(map.find_gym(name).map(|g| g.id.as_str()), Ok(id), "{name}");
    }
}

/// An unknown Pokémon name costs one bounded look-up per generation, not
/// one that doubles per generation, and the error quotes it cut short:
/// a 100 KB name is refused at once, in one short line.
#[test]
fn long_unknown_names_are_refused_fast_and_quoted_short() {
    let long = "q".repeat(100_000);
    let short = format!("{}…", "q".repeat(40));
    for args in [
        vec!["kanto", "--with", &long],
        vec!["kanto", "--without", &long],
        vec!["check", &long, "kanto"],
        vec!["kanto", "--gym", &long],
        vec![&long],
    ] {
        let started = std::time::Instant::now();
        let line = bad(&args, &short);
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{:?}",
            started.elapsed()
        );
        assert!(line.len() < 1000, "{} bytes", line.len());
    }
    let five_thousand = "q".repeat(5_000);
    bad(
        &["kanto", "--with", &five_thousand],
        &format!("--with {short}: no Pokémon '{short}' in generation 1"),
    );
}

/// Typings and Pokémon as players write them: `Fire/Flying`, the signs of
/// Nidoran♀ and Nidoran♂, a regional form or another form written first.
#[test]
fn names_as_players_write_them() {
    let same = |written: &str, spelled: &str, map: &str| {
        let with = |name: &str| json_of(&[map, "G1", "--with", name, "--top", "1"]);
        assert_eq!(with(written), with(spelled), "{written}");
    };
    same("Fire/Flying", "Fire-Flying", "kanto");
    same("flying/FIRE", "Fire-Flying", "kanto");
    same("Nidoran♀", "Nidoran-F", "kanto");
    same("Nidoran♂", "Nidoran-M", "kanto");
    same("Alolan Raichu", "Raichu-Alola", "alola");
    same("Galarian Meowth", "Meowth-Galar", "galar");
    same("Hisuian Growlithe", "Growlithe-Hisui", "paldea");
    same("Wash Rotom", "Rotom-Wash", "sinnoh");
    // A member of a check, where a word with a '/' would be a map's path.
    let (code, doc) = json_of(&["check", "Fire/Flying", "kanto", "G1"]);
    assert_eq!(code, Some(1));
    assert_eq!(doc["members"], serde_json::json!(["Fire-Flying"]));
    let species = ok(&["kanto", "--species", "fire/flying"]);
    assert!(
        species.starts_with("Fire-Flying in generation 1:"),
        "{species}"
    );
}

/// Champions and Elite Four members by name (a map's `trainers`), after
/// every town and leader: a leader of the same name keeps its gym.
#[test]
fn champions_select_their_league() {
    let cases = [
        (&["dp"][..], "cynthia", "E4"),
        (&["platinum"], "Cynthia", "E4"),
        (&["emerald"], "wallace", "E4"), // Juan leads G8 in Emerald
        (&["ruby"], "wallace", "G8"),    // and Wallace in Ruby
        (&["ruby"], "steven", "E4"),
        (&["hoenn"], "wallace", "G8"),
        (&["kanto"], "lance", "E4"),
        (&["kanto"], "koga", "G5"),
        (&["hgss"], "koga", "E4"), // Janine leads Fuchsia there
        (&["alola"], "hala", "G2"),
        (&["alola"], "kukui", "E4"),
        (&["galar"], "leon", "E4"),
        (&["paldea"], "geeta", "E4"),
        (&["frlg"], "champion", "E4"),
    ];
    for (map, name, id) in cases {
        let mut args = map.to_vec();
        args.extend(["--gym", name]);
        assert_eq!(selected(&args), serde_json::json!([id]), "{args:?}");
    }
}

#[test]
fn gym_lookup_errors_list_candidates_or_accepted_names() {
    let line = bad(
        &["kanto", "--gym", "ce"],
        "'ce' matches more than one gym in Kanto: G2 Cerulean City (Misty), G4 Celadon City (Erika)",
    );
    assert!(!line.contains("G1"), "{line}");
    bad(
        &["kanto", "--gym", "Atlantis"],
        "no gym, town or leader 'Atlantis' in Kanto (accepted: G1 Pewter City (Brock), \
         G2 Cerulean City (Misty), G3 Vermilion City (Lt. Surge),",
    );
    bad(
        &["kanto", "--gym", "Atlantis"],
        "E4 Indigo Plateau (Elite Four and Champion))",
    );
    bad(&["kanto", "--gym", "..."], "no gym, town or leader '...'");
    let (map, _) = pokelinks::data::load_shipped("kanto").unwrap();
    let Err(pokelinks::data::GymLookupError::Ambiguous(gyms)) = map.find_gym("c") else {
        panic!("'c' starts several towns");
    };
    assert!(gyms.len() >= 4);
}

#[test]
fn fold_ignores_case_accents_and_punctuation() {
    use pokelinks::data::names::fold;
    for (a, b) in [
        ("Pokémon", "pokemon"),
        ("Poke\u{301}mon", "POKEMON"),
        ("Lt. Surge", "lt surge"),
        ("  Cerulean\tCity ", "cerulean city"),
        ("ﬁre", "fire"), // the ligature decomposes
    ] {
        assert_eq!(fold(a), fold(b), "{a} / {b}");
    }
    assert_ne!(fold("Celadon"), fold("Cerulean"));
}

// ---------------------------------------------------------------------------
// 11. Consistent choices (docs/limits.md, "Decisions").

#[test]
fn top_and_limit_are_not_taken_together() {
    bad(
        &["kanto", "G1", "--top", "3", "--limit", "5"],
        "'--top <K>' cannot be used with '--limit <N>'",
    );
    bad(
        &["kanto", "G1", "--limit", "5", "--top", "3"],
        "cannot be used with",
    );
}

#[test]
fn repeated_names_and_maps_count_once() {
    let once = json_of(&["kanto", "G2", "--with", "Grass-Poison"]);
    let twice = json_of(&[
        "kanto",
        "G2",
        "--with",
        "Grass-Poison",
        "--with",
        "poison-grass",
    ]);
    assert_eq!(once, twice);
    let once = json_of(&["kanto", "G2", "--without", "Grass"]);
    let twice = json_of(&["kanto", "G2", "--without", "Grass", "--without", "grass"]);
    assert_eq!(once, twice);
    let plain = json_of(&["kanto", "G1"]);
    assert_eq!(json_of(&["kanto", "kanto", "G1"]), plain);
    assert_eq!(json_of(&["KANTO", "--map", "kanto", "G1"]), plain);
    bad(
        &["kanto", "kanto", "johto"],
        "two maps given, 'kanto' and 'johto'",
    );
}

#[test]
fn list_honours_a_map_and_json() {
    let all = ok(&["--list"]);
    assert_eq!(all.matches("(generation ").count(), 9);
    let kanto = ok(&["--list", "kanto"]);
    assert!(kanto.starts_with("Kanto (generation 1)\n"), "{kanto}");
    assert_eq!(kanto.matches("(generation ").count(), 1);
    assert_eq!(ok(&["--map", "kanto", "--list"]), kanto);
    // A map file is listed too, checked as a solve would check it.
    let dir = TempDir::new();
    let map = dir.file("m.json", map_json("", &[GYM1]));
    assert!(ok(&["--list", &map]).starts_with("Testland (generation 1)\n  G1  Pewter City  Brock"));
    // JSON: one document of the maps, keys in a fixed order.
    let run = run(&["--list", "--format", "json"]);
    assert_eq!(run.code, Some(0));
    let doc: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["maps"].as_array().unwrap().len(), 9);
    // The games too, as the table lists them after the maps.
    let games = doc["games"].as_array().unwrap();
    assert_eq!(games.len(), pokelinks::data::game::games().len());
    for game in games {
        let id = game["id"].as_str().unwrap();
        assert!(all.contains(&format!("\n  {id} ")), "{id}");
    }
    assert_eq!(
        games[0]["aliases"],
        serde_json::json!(["red", "blue", "rb"])
    );
    assert_eq!(
        games[0]["versions"],
        serde_json::json!(["Bulbasaur", "Charmander", "Squirtle"])
    );
    let run = run_json_list(&["--list", "johto", "--format", "json"]);
    assert!(
        run.starts_with(r#"{"maps":[{"region":"Johto","generation":2,"gyms":[{"id":"G1","town":"Violet City","leader":"Falkner","attack":["#),
        "{run}"
    );
    let doc: Value = serde_json::from_str(&run).unwrap();
    assert!(doc.get("games").is_none(), "a map given: that map only");
    let (johto, _) = pokelinks::data::load_shipped("johto").unwrap();
    let gyms = doc["maps"][0]["gyms"].as_array().unwrap();
    assert_eq!(gyms.len(), johto.gyms.len());
    for (listed, gym) in gyms.iter().zip(&johto.gyms) {
        assert_eq!(listed["id"], gym.id.as_str());
        let defense: Vec<String> = gym.defense.iter().map(|t| t.to_string()).collect();
        assert_eq!(listed["defense"], serde_json::json!(defense));
    }
}

fn run_json_list(args: &[&str]) -> String {
    let run = run(args);
    assert_eq!(run.code, Some(0), "{run:?}");
    run.stdout
}

#[test]
fn count_arguments_get_plain_messages() {
    bad(
        &["--max", "-1"],
        "invalid value '-1' for '--max <N>': must be a whole number ≥ 1",
    );
    let line = bad(&["--top", "-3"], "must be a whole number ≥ 1");
    assert!(!line.contains("tip"), "{line}");
    bad(&["--max", "0"], "must be a whole number ≥ 1");
    bad(&["--max", "18446744073709551616"], "'--max <N>': too large");
    bad(&["--max", "99999999999999999999999999"], "too large");
    bad(&["--max", "2.5"], "not a whole number");
}

#[test]
fn a_misspelt_region_gets_a_suggestion() {
    bad(
        &["--map", "kantoo"],
        "kantoo: no such file (did you mean kanto?)",
    );
    bad(&["--map", "Jotho"], "(did you mean johto?)");
    bad(
        &["kantoo"],
        "unknown word 'kantoo' (did you mean kanto? see --help)",
    );
    bad(&["palde"], "did you mean paldea?");
    // Nothing close: no suggestion.
    let line = bad(&["--map", "atlantis"], "atlantis: no such file");
    assert!(!line.contains("did you mean"), "{line}");
}

#[test]
fn types_can_name_a_shipped_chart() {
    // gen-N or a region: that generation's shipped chart.
    let gen9 = json_of(&["kanto", "G1", "--types", "gen-9"]);
    assert_eq!(json_of(&["kanto", "G1", "--types", "Paldea"]), gen9);
    assert_eq!(
        json_of(&["kanto", "G1", "--types", &shipped_chart_path(9)]),
        gen9
    );
    assert_ne!(json_of(&["kanto", "G1"]).1["options"], gen9.1["options"]);
    assert_eq!(
        json_of(&["johto", "G1", "--types", "KANTO"]),
        json_of(&["johto", "G1", "--types", "gen-1"])
    );
    bad(&["kanto", "--types", "gen-10"], "gen-10: no such file");
    // A game takes the same names (`--help` documents them for both).
    let emerald = json_of(&["emerald", "G1", "--types", "gen-3"]);
    assert_eq!(emerald, json_of(&["emerald", "G1"]));
    assert_eq!(json_of(&["emerald", "G1", "--types", "Hoenn"]), emerald);
    bad(
        &["emerald", "G1", "--types", "gen-1"],
        "Emerald: gym G1: typing \"Rock\" is not in the chart (<shipped>/gen-1.json)",
    );
    bad(&["emerald", "--types", "gen-10"], "gen-10: no such file");
}

#[test]
fn an_overriding_chart_need_fit_only_the_selected_gyms() {
    // Generation 1 has no Steel: Jasmine (G6) cannot be solved with it, but
    // Falkner (G1) can, and so can the whole chart.
    let (code, _) = json_of(&["johto", "G1", "--types", "gen-1"]);
    assert_eq!(code, Some(0));
    bad(
        &["johto", "G1", "G6", "--types", "gen-1"],
        "<shipped>/gen-2-johto.json: gym G6: attack type \"Steel\" is not in the chart (<shipped>/gen-1.json)",
    );
    json_of(&["johto", "--types", "gen-1"]);
    // A map's own chart must still fit every gym.
    let dir = TempDir::new();
    let map = dir.file(
        "m.json",
        map_json(
            "",
            &[GYM1, r#"{ "id": "G2", "town": "T", "leader": "L", "attack": ["Steel"], "defense": ["Normal"] }"#],
        ),
    );
    bad(
        &["--map", &map, "G1"],
        "gym G2: attack type \"Steel\" is not in the chart",
    );
    // The library: read, then check the gyms in hand.
    let loaded = pokelinks::data::read(
        &MapSource::Shipped("Johto"),
        Some(&pokelinks::data::ChartSource::Shipped(1)),
    )
    .unwrap();
    assert!(loaded.check(&[&loaded.map.gyms[0]]).is_ok());
    assert!(loaded.check(&[&loaded.map.gyms[5]]).is_err());
}

#[test]
fn completions_take_a_shell_in_any_case() {
    let bash = ok(&["completions", "bash"]);
    assert_eq!(ok(&["completions", "BASH"]), bash);
    assert_eq!(ok(&["--completions", "Bash"]), bash);
    bad(
        &["completions", "TCSH"],
        "'completions TCSH': unknown shell",
    );
}

// ---------------------------------------------------------------------------
// 5. Feedback on long searches: a spinner on a terminal only (drawn as
// src/cli/progress.rs tests).

/// Runs the binary on a pseudo-terminal (util-linux `script`), where both
/// stdout and stderr are the terminal, and expects exit status `code`
/// (`script -e` passes the binary's on); returns what the terminal showed.
/// `None` only where `script` is missing: a run that fails, or a `script`
/// that cannot start it, fails the test.
#[cfg(target_os = "linux")]
fn on_terminal(args: &str, code: i32) -> Option<String> {
    let bin = assert_cmd::cargo::cargo_bin!("pokelinks");
    let output = std::process::Command::new("script")
        .args(["-qec", &format!("{} {args}", bin.display()), "/dev/null"])
        .env_remove("NO_COLOR")
        .output();
    let output = match output {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            eprintln!("no `script` here: the terminal case of '{args}' is not run");
            return None;
        }
        other => other.expect("script runs"),
    };
    let screen = String::from_utf8_lossy(&output.stdout).into_owned();
    assert_eq!(output.status.code(), Some(code), "{args}: {screen:?}");
    Some(screen)
}

#[cfg(target_os = "linux")]
#[test]
fn the_spinner_never_mixes_with_the_answer_nor_shows_off_a_terminal() {
    // Whether the spinner shows depends on the search's length, so on the
    // machine: the spinner itself is tested in src/cli/progress.rs with a
    // delay of its own. Here: on a terminal the answer is whole, after any
    // line the spinner cleared. Kalos: a few seconds in a debug build,
    // past the spinner's delay (the whole gen-9 chart takes four times as
    // long, three times over).
    let query = "kalos O --max 6 --count";
    let Some(screen) = on_terminal(query, 0) else {
        return;
    };
    let answer = screen.rsplit("\x1b[2K").next().unwrap_or_default();
    assert_eq!(
        answer.trim_start_matches('\r').trim(),
        "13858410",
        "{screen:?}"
    );
    // Not with JSON, and never when stderr is not a terminal.
    let json = on_terminal(&format!("{query} --format json"), 0).unwrap();
    assert!(!json.contains("searching"), "{json:?}");
    let run = run(&query.split(' ').collect::<Vec<_>>());
    assert_eq!(
        (run.stdout.as_str(), run.stderr.as_str()),
        ("13858410\n", "")
    );
}

/// On a terminal (the player layout and colour by default), a hostile
/// map's text reaches the screen escaped, in a solve and in a check.
#[cfg(target_os = "linux")]
#[test]
fn map_strings_are_escaped_on_a_terminal() {
    let dir = TempDir::new();
    let map = hostile_map(&dir);
    for args in [
        format!("--map {map} G1"),
        format!("check Ghost-Poison --map {map} G1"),
    ] {
        let Some(screen) = on_terminal(&args, 0) else {
            return;
        };
        // The program's own colours and line ends, then nothing else.
        let own = [
            "\x1b[38;5;",
            "\x1b[39m",
            "\x1b[32m",
            "\x1b[31m",
            "\x1b[1m",
            "\x1b[0m",
            "\r",
        ];
        let text = own
            .iter()
            .fold(screen.clone(), |t, code| t.replace(code, ""));
        assert!(clean(&text), "{args}: {screen:?}");
        assert!(
            screen.contains(r"\u{1b}[2JEvil\u{202e}"),
            "{args}: {screen}"
        );
    }
}

// ---------------------------------------------------------------------------
// Mutated maps and charts: never a panic, never an unsafe error line.

mod mutated {
    use super::*;
    use crate::mutation::{apply, edit, texts};
    use proptest::prelude::*;

    /// An error is one line with no control character in it.
    fn check_error(err: &DataError) -> Result<(), TestCaseError> {
        let line = err.to_string();
        prop_assert!(clean(&line) && !line.contains('\n'), "{line:?}");
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig {
            cases: 256,
            failure_persistence: None,
            ..ProptestConfig::default()
        })]

        /// A mutated shipped map beside a mutated shipped chart that it
        /// names: reading, checking, and looking gyms up never panic, and
        /// every error is one clean line.
        #[test]
        fn mutated_maps_with_their_charts_never_panic(
            which_map in any::<prop::sample::Index>(),
            which_chart in any::<prop::sample::Index>(),
            map_edits in prop::collection::vec(edit(), 0..6),
            chart_edits in prop::collection::vec(edit(), 0..6),
            name in "[A-Za-z .é\u{301}-]{0,12}",
        ) {
            let all = texts();
            let maps: Vec<&str> = all.iter().filter(|(chart, _)| !chart).map(|(_, t)| *t).collect();
            let charts: Vec<&str> = all.iter().filter(|(chart, _)| *chart).map(|(_, t)| *t).collect();
            let dir = TempDir::new();
            // The map names its chart, so the chart's errors are reached too.
            let map_text = maps[which_map.index(maps.len())]
                .replacen("\"generation\"", "\"types\": \"c.json\", \"generation\"", 1);
            let map = dir.file("m.json", apply(&map_text, &map_edits));
            dir.file("c.json", apply(charts[which_chart.index(charts.len())], &chart_edits));
            match pokelinks::data::read(&MapSource::File(map.into()), None) {
                Err(err) => check_error(&err)?,
                Ok(loaded) => {
                    if let Err(err) = loaded.check(&loaded.map.gyms.iter().collect::<Vec<_>>()) {
                        check_error(&err)?;
                    }
                    let _ = loaded.map.find_gym(&name);
                    let mut out = Vec::new();
                    pokelinks::cli::output::list(std::slice::from_ref(&loaded.map), &mut out, false).unwrap();
                    prop_assert!(clean(&String::from_utf8_lossy(&out)));
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Leftovers of hostile input (item 6).

/// `Type: Null` holds a colon, the `Name:move` syntax's: the whole name is
/// matched first, in an attack check and on both sides; its moves still
/// come after a last colon.
#[test]
fn a_name_with_a_colon_is_matched_whole() {
    let both = run(&["check", "Type: Null", "galar", "T"]);
    assert!(matches!(both.code, Some(0 | 1)), "{both:?}");
    assert!(both.stdout.contains("Type: Null"), "{both:?}");
    let attack = run(&["check", "Type: Null:tackle", "galar", "A"]);
    assert!(matches!(attack.code, Some(0 | 1)), "{attack:?}");
    assert!(attack.stdout.contains("Type: Null — Tackle"), "{attack:?}");
    // Without moves on a map, the Pokémon is found, and the error is why.
    let err = bad(&["check", "Type: Null", "galar", "A"], "member Type: Null:");
    assert!(!err.contains("no Pokémon"), "{err}");
}

/// Moves named in a defense check are refused as what they are, not as an
/// unknown Pokémon.
#[test]
fn moves_in_a_defense_check_are_said_to_be_for_attack() {
    let err = bad(
        &["check", "Squirtle:surf", "kanto"],
        "member Squirtle:surf:",
    );
    assert!(
        err.contains("moves are named in an attack check or on both sides (check … A, check … T)"),
        "{err}"
    );
}

/// `where … --format json` is one JSON document, as every other answer.
#[test]
fn where_answers_in_json() {
    let run = run(&["where", "pikachu", "red", "--format", "json"]);
    assert_eq!(run.code, Some(0), "{run:?}");
    let doc: Value = serde_json::from_str(&run.stdout).expect("one JSON document");
    assert_eq!(
        (doc["pokemon"].as_str(), doc["game"].as_str()),
        (Some("Pikachu"), Some("Red/Blue"))
    );
    assert_eq!(doc["ways"][0]["from"], "before Brock (G1)");
    assert_eq!(doc["evolves"][0]["into"], "Raichu");
    let none = binary::run(&["where", "charmander", "red", "--format", "json"]);
    assert_eq!(none.code, Some(1));
    let doc: Value = serde_json::from_str(&none.stdout).unwrap();
    assert_eq!(doc["ways"], Value::Array(Vec::new()));
}

/// `where` alone or without a game says how it is written.
#[test]
fn where_says_how_it_is_written() {
    bad(
        &["where"],
        "'where' needs a Pokémon and a game: where NAME GAME",
    );
    bad(
        &["where", "gyarados"],
        "where gyarados: name a game: where NAME GAME",
    );
}

/// Whatever the user typed is quoted to 40 characters in an error, however
/// long it was: every option and word that names something.
#[test]
fn long_names_are_cut_in_every_error() {
    let long = "Q".repeat(100_000);
    let l = long.as_str();
    let moves = format!("Squirtle:{l}");
    let cases: Vec<Vec<&str>> = vec![
        vec![l],
        vec!["--with", l],
        vec!["--without", l],
        vec!["--gym", l],
        vec!["red", "--by", l],
        vec!["red", "--starter", l],
        vec!["red", "--version", l],
        vec!["gold", "--version", l],
        vec!["--game", l],
        vec!["--species", l],
        vec!["check", l],
        vec!["check", l, "A"],
        vec!["check", l, "T"],
        vec!["check", &moves, "kanto", "A"],
        vec!["where", l, "red"],
        vec!["team", "red", "--with", l],
        vec!["team", "red", "--without", l],
        vec!["team", "red", "--starter", l],
        vec!["completions", l],
        vec!["--max", l],
        vec!["--top", l],
        vec!["--limit", l],
        vec!["--pokemon", l],
        vec!["--layout", l],
        vec!["--color", l],
        vec!["--format", l],
    ];
    for args in cases {
        let run = run(&args);
        assert_eq!(run.code, Some(2), "{:?}", &args[..args.len().min(2)]);
        assert!(
            run.stderr.len() < 1000 && !run.stderr.contains(&"Q".repeat(41)),
            "{:?}: {}",
            args.iter()
                .map(|a| &a[..a.len().min(12)])
                .collect::<Vec<_>>(),
            &run.stderr[..run.stderr.len().min(200)]
        );
    }
}

/// A value-less `--version` prints the program's version alone; with a
/// request it is an error, not the request dropped.
#[test]
fn a_bare_version_goes_alone() {
    assert!(ok(&["--version"]).starts_with("pokelinks "));
    bad(&["kanto", "G1", "--version"], "'--version' without a value");
    bad(&["red", "G1", "-V"], "a game's version is '--version NAME'");
}

/// A team is a party: `--max` past 6 is refused by the same rule as the
/// planner's, and `--species`, which `team` cannot honour, is refused.
#[test]
fn a_team_holds_at_most_a_party_and_lists_no_species() {
    for args in [
        &["team", "kanto", "--max", "18446744073709551615"][..],
        &["team", "kanto", "--max", "7"],
        &["check", "gengar", "red", "T", "--max", "7"],
        &["plan", "team", "kanto", "--max", "7"],
    ] {
        bad(args, "a team is a party, at most 6 Pokémon");
    }
    bad(
        &["team", "kanto", "--species", "water"],
        "'team' takes no --species",
    );
    bad(
        &["check", "gengar", "red", "T", "--species", "water"],
        "'check … T' takes no --species",
    );
}

/// `--help` names every first word: `check`, `where`, `plan`, `team`.
#[test]
fn help_names_where() {
    let help = ok(&["--help"]);
    assert!(help.contains("where NAME GAME"), "{help}");
}

/// A team search's spinner counts teams, not covers (item 6): generation
/// 9's whole chart takes seconds in the debug build tests run, and a
/// second or more in a release build, past the spinner's delay.
#[cfg(target_os = "linux")]
#[test]
fn the_team_spinner_counts_teams() {
    let Some(screen) = on_terminal("team paldea --count", 0) else {
        return;
    };
    if !screen.contains("searching… ") {
        eprintln!("the search ended before the spinner's delay: nothing to see");
        return;
    }
    assert!(screen.contains(" teams, "), "{screen:?}");
    assert!(!screen.contains(" covers, "), "{screen:?}");
}

/// Bidirectional marks and invisible characters are escaped as the
/// controls are (item 7): in a listing, a solve's table and an error.
#[test]
fn bidi_marks_and_zero_width_characters_are_escaped() {
    let sneaky = [
        '\u{200f}', '\u{061c}', '\u{200b}', '\u{200e}', '\u{feff}', '\u{202a}', '\u{202e}',
        '\u{2066}', '\u{2069}', '\u{200d}', '\u{2060}', '\u{2028}',
    ];
    let dir = TempDir::new();
    let text: String = sneaky.iter().map(|c| format!("x{c}")).collect();
    let json = |s: &str| serde_json::to_string(s).unwrap();
    let map = dir.file(
        "bidi.json",
        format!(
            r#"{{ "region": {}, "generation": 1, "gyms": [{{ "id": "G1", "town": {}, "leader": "L",
                 "attack": ["Normal"], "defense": ["Normal"] }}] }}"#,
            json(&format!("Evil{text}")),
            json(&format!("Town{text}"))
        ),
    );
    let escaped: String = sneaky
        .iter()
        .map(|&c| format!("x\\u{{{:x}}}", u32::from(c)))
        .collect();
    for out in [
        // A name of 150 columns, wider than a line, is cut where the line
        // ends at 80 columns: read whole lines.
        ok_wide(&["--map", &map, "--list"]),
        ok_wide(&["--map", &map, "G1", "--color", "never"]),
        ok_wide(&["--map", &map, "G1", "--layout", "player"]),
    ] {
        assert!(!out.contains(&sneaky[..]), "{out:?}");
        assert!(out.contains(&format!("Evil{escaped}")), "{out}");
    }
    let err = bad(
        &["--map", &map, "--gym", &format!("Q{text}")],
        "no gym, town or leader",
    );
    assert!(!err.contains(&sneaky[..]), "{err:?}");
}
