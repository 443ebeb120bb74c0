//! The command line (README.md, docs/formats.md), driven through the real binary: every word
//! and option, alone and mixed; both formats, the JSON checked against the
//! library's own answer; colour; exit statuses; a closed pipe; bad inputs,
//! each one `error:` line and nothing on stdout; and mutated data files that
//! must never make the binary panic.

mod binary;
mod mutation;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::atomic::{AtomicUsize, Ordering};

use assert_cmd::cargo::{cargo_bin, cargo_bin_cmd};
use binary::{bad, ok, ok_wide, run, run_wide, run_with};
use pokelinks::data::Chart;
use pokelinks::data::Map;
use pokelinks::data::shipped;
use pokelinks::problem::{Kind, Problem, Team};
use pokelinks::profile::Profile;
use pokelinks::search::Mode;
use serde_json::{Value, json};

// ---------------------------------------------------------------------------
// Running the binary.

/// The JSON document of a run, without Pokémon names (tests/pokemon.rs
/// checks those): the covers, counts and what they are about.
fn json_of(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.extend(["--format", "json", "--pokemon", "0"]);
    let run = run(&all);
    assert!(matches!(run.code, Some(0 | 1)), "{all:?}: {run:?}");
    assert_eq!(
        run.stdout.lines().count(),
        1,
        "{all:?}: one document, one line"
    );
    serde_json::from_str(&run.stdout).unwrap_or_else(|e| panic!("{all:?}: {e}"))
}

fn has_colour(text: &str) -> bool {
    text.contains("\x1b[")
}

// ---------------------------------------------------------------------------
// Files for the tests.

/// A fresh directory of the temporary folder, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> TempDir {
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        let n = COUNT.fetch_add(1, Ordering::Relaxed);
        let dir =
            std::env::temp_dir().join(format!("pokelinks-tests-cli-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    fn file(&self, name: &str, bytes: impl AsRef<[u8]>) -> String {
        let path = self.0.join(name);
        std::fs::write(&path, bytes).unwrap();
        path.display().to_string()
    }

    fn path(&self, name: &str) -> String {
        self.0.join(name).display().to_string()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn shipped_map_path(file: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("data/maps")
        .join(file)
        .display()
        .to_string()
}

fn shipped_chart_path(generation: u8) -> String {
    let file = format!("data/types/gen-{generation}.json");
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(file)
        .display()
        .to_string()
}

/// A map of generation 1 with the given gyms (JSON objects).
fn map_json(gyms: &[&str]) -> String {
    format!(
        r#"{{ "region": "Testland", "generation": 1, "gyms": [{}] }}"#,
        gyms.join(", ")
    )
}

const GYM1: &str = r#"{ "id": "G1", "town": "Pewter City", "leader": "Brock",
    "attack": ["Normal", "Rock"], "defense": ["Ground-Rock"] }"#;
const GYM2: &str = r#"{ "id": "G2", "town": "Cerulean City", "leader": "Misty",
    "attack": ["Water"], "defense": ["Water", "Psychic-Water"] }"#;

// ---------------------------------------------------------------------------
// The library's answer to the same query.

/// A query as the tests ask it of the library.
struct Query<'a> {
    region: &'a str,
    gyms: &'a [&'a str],
    kind: Kind,
    mode: Mode,
    max: Option<usize>,
    with: &'a [&'a str],
    without: &'a [&'a str],
}

impl<'a> Query<'a> {
    fn new(region: &'a str, gyms: &'a [&'a str]) -> Query<'a> {
        Query {
            region,
            gyms,
            kind: Kind::Defense,
            mode: Mode::Exact,
            max: None,
            with: &[],
            without: &[],
        }
    }

    fn problem(&self) -> (Map, Problem) {
        let (map, chart): (Map, Chart) = pokelinks::data::load_shipped(self.region).unwrap();
        let selected: Vec<_> = map
            .gyms
            .iter()
            .filter(|g| self.gyms.contains(&g.id.as_str()))
            .collect();
        let problem = Problem::for_gyms(&chart, self.kind, &selected);
        (map, problem)
    }

    /// The document the binary should print for this query without `--top`.
    fn expected(&self) -> Value {
        let (map, mut problem) = self.problem();
        let names = |list: &[&str]| {
            list.iter()
                .map(|n| n.parse().unwrap())
                .collect::<Vec<Profile>>()
        };
        let max = self.max.unwrap_or(self.kind.default_max());
        let request = problem
            .request(self.mode, max, &names(self.with), &names(self.without))
            .unwrap();
        let (teams, total) = if problem.uncoverable().is_empty() {
            problem.ranked(&request, 200_000)
        } else {
            (Vec::new(), 0)
        };
        let gyms: Vec<&str> = map
            .gyms
            .iter()
            .map(|g| g.id.as_str())
            .filter(|id| self.gyms.contains(id))
            .collect();
        json!({
            "region": map.region,
            "generation": map.generation,
            "gyms": gyms,
            "cover": self.kind.name(),
            "mode": match self.mode { Mode::Exact => "exact", Mode::Overlapping => "overlapping" },
            "max": max,
            "items": problem.items(),
            "options": problem.options(),
            "uncoverable": problem.uncoverable(),
            "total": total,
            "shown": teams.len(),
            "solutions": teams,
        })
    }

    fn top(&self, k: usize) -> Vec<Team> {
        let (_, mut problem) = self.problem();
        let max = self.max.unwrap_or(self.kind.default_max());
        let request = problem.request(self.mode, max, &[], &[]).unwrap();
        problem.top(&request, k)
    }
}

fn solutions(doc: &Value) -> &Vec<Value> {
    doc["solutions"].as_array().unwrap()
}

fn types_of(solution: &Value) -> Vec<&str> {
    solution["types"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect()
}

// ---------------------------------------------------------------------------
// Words and options.

#[test]
fn words_in_any_order_and_case_and_options_agree() {
    let first = ok(&["G1", "G2", "G3", "G4", "kanto"]);
    assert!(
        first.starts_with("Map:      Kanto (generation 1)\nGyms:     G1 G2 G3 G4\n"),
        "{first}"
    );
    for args in [
        &["kanto", "G4", "G3", "G2", "G1"][..],
        &["g1", "KANTO", "g2", "G3", "--gym", "g4", "G1"],
        &[
            "--map",
            "Kanto",
            "--gym",
            "G1",
            "--gym",
            "cerulean city",
            "G3",
            "G4",
            "D",
            "E",
        ],
        &[
            "G1",
            "G2",
            "G3",
            "G4",
            "--defense",
            "--exact",
            "--map",
            &shipped_map_path("gen-1-kanto.json"),
        ],
        &[
            "G1",
            "G2",
            "G3",
            "G4",
            "kanto",
            "--types",
            &shipped_chart_path(1),
            "plain",
        ],
    ] {
        assert_eq!(ok(args), first, "{args:?}");
    }
}

#[test]
fn each_word_alone() {
    // The default map is Paldea's, the default problem defense and exact.
    let default = json_of(&[]);
    assert_eq!(
        (&default["region"], &default["gyms"]),
        (&json!("Paldea"), &json!([]))
    );
    assert_eq!(
        (&default["cover"], &default["mode"], &default["max"]),
        (&json!("defense"), &json!("exact"), &json!(6))
    );
    assert_eq!(default, Query::new("Paldea", &[]).expected());

    let help = ok(&["h"]);
    assert!(
        help.contains("Usage: pokelinks") && help.contains("kanto … paldea"),
        "{help}"
    );
    assert_eq!(help, ok(&["--help"]));
    assert!(ok(&["-h"]).contains("Usage: pokelinks"));

    for (word, field, want) in [
        ("D", "cover", json!("defense")),
        ("A", "cover", json!("attack")),
        ("E", "mode", json!("exact")),
        ("G1", "gyms", json!(["G1"])),
        ("E4", "gyms", json!(["E4"])),
    ] {
        assert_eq!(json_of(&[word])[field], want, "{word}");
    }
    assert_eq!(json_of(&["O", "--max", "2"])["mode"], json!("overlapping"));
    assert!(!has_colour(&ok(&["plain"])));
    assert!(has_colour(&ok(&["color"])));

    for (region, generation) in shipped::regions() {
        for word in [region.to_lowercase(), region.to_uppercase()] {
            let doc = json_of(&[&word, "--count", "--max", "2"]);
            assert_eq!(
                (&doc["region"], &doc["generation"]),
                (&json!(region), &json!(generation))
            );
        }
    }
    let path = shipped_map_path("gen-2-johto.json");
    assert_eq!(
        json_of(&[&path, "--count", "--max", "2"]),
        json_of(&["johto", "--count", "--max", "2"])
    );
}

#[test]
fn mixed_words_match_the_library() {
    let mut attack = Query::new("Johto", &[]);
    (attack.kind, attack.mode) = (Kind::Attack, Mode::Overlapping);
    assert_eq!(json_of(&["A", "O", "johto"]), attack.expected());
    assert_eq!(
        json_of(&["--attack", "--overlapping", "--map", "johto"]),
        attack.expected()
    );

    let final_challenge = Query::new("Hoenn", &["E4"]);
    assert_eq!(
        json_of(&["E4", "D", "E", "hoenn"]),
        final_challenge.expected()
    );

    let gyms = Query::new("Kanto", &["G1", "G2", "G3", "G4"]);
    let doc = json_of(&["G1", "G2", "G3", "G4", "kanto"]);
    assert_eq!(doc, gyms.expected());
    assert!(
        doc["total"].as_u64().unwrap() > 10,
        "a listing worth checking"
    );

    let mut sinnoh = Query::new("Sinnoh", &["G1", "G5", "E4"]);
    (sinnoh.kind, sinnoh.max) = (Kind::Attack, Some(5));
    assert_eq!(
        json_of(&[
            "--gym", "E4", "G1", "sinnoh", "A", "--gym", "g5", "--max", "5"
        ]),
        sinnoh.expected()
    );

    let mut overlapping = Query::new("Kanto", &["G1", "G2", "G3", "G4", "G5", "G6"]);
    overlapping.mode = Mode::Overlapping;
    assert_eq!(
        json_of(&["O", "kanto", "G1", "G2", "G3", "G4", "G5", "G6"]),
        overlapping.expected()
    );
}

#[test]
fn gym_by_town_in_any_case() {
    let by_id = json_of(&["kanto", "G1"]);
    for town in ["pewter city", "Pewter City", "PEWTER CITY"] {
        assert_eq!(json_of(&["kanto", "--gym", town]), by_id, "{town}");
    }
    // The same gym twice is selected once.
    assert_eq!(
        json_of(&["kanto", "G1", "--gym", "pewter city", "g1"]),
        by_id
    );
}

#[test]
fn with_and_without_constrain_every_cover() {
    let gyms = ["G1", "G2", "G3", "G4"];
    let base = json_of(&["kanto", "G1", "G2", "G3", "G4"]);
    let all = solutions(&base);

    let with = json_of(&["kanto", "G1", "G2", "G3", "G4", "--with", "rock-ground"]);
    assert!(!solutions(&with).is_empty());
    assert!(
        solutions(&with)
            .iter()
            .all(|s| types_of(s).contains(&"Ground-Rock"))
    );
    let mut query = Query::new("Kanto", &gyms);
    query.with = &["Ground-Rock"];
    assert_eq!(with, query.expected());
    let containing = all
        .iter()
        .filter(|s| types_of(s).contains(&"Ground-Rock"))
        .count();
    assert_eq!(with["total"], json!(containing));

    let without = json_of(&[
        "kanto",
        "G1",
        "G2",
        "G3",
        "G4",
        "--without",
        "Ground-Rock",
        "--without",
        "water",
    ]);
    assert!(!solutions(&without).is_empty());
    assert!(solutions(&without).iter().all(|s| {
        !types_of(s)
            .iter()
            .any(|t| ["Ground-Rock", "Water"].contains(t))
    }));
    let mut query = Query::new("Kanto", &gyms);
    query.without = &["Ground-Rock", "Water"];
    assert_eq!(without, query.expected());

    let attack = json_of(&["kanto", "A", "G1", "--with", "Water", "--without", "Grass"]);
    assert!(
        solutions(&attack)
            .iter()
            .all(|s| types_of(s).contains(&"Water") && !types_of(s).contains(&"Grass"))
    );
}

#[test]
fn top_limit_count_and_max() {
    let args = ["kanto", "G1", "G2", "G3", "G4"];
    let full = json_of(&args);
    let total = full["total"].as_u64().unwrap();

    let top = json_of(&[&args[..], &["--top", "3"]].concat());
    assert_eq!((&top["total"], &top["shown"]), (&Value::Null, &json!(3)));
    assert_eq!(solutions(&top)[..], solutions(&full)[..3]);
    let library = Query::new("Kanto", &["G1", "G2", "G3", "G4"]).top(3);
    assert_eq!(top["solutions"], json!(library));
    // --top and --limit are two ways of asking: not both (docs/limits.md).
    bad(
        &[&args[..], &["--top", "5", "--limit", "2"]].concat(),
        "'--top <K>' cannot be used with '--limit <N>'",
    );

    let limited = json_of(&[&args[..], &["--limit", "2"]].concat());
    assert_eq!(
        (&limited["total"], &limited["shown"]),
        (&json!(total), &json!(2))
    );
    assert_eq!(solutions(&limited)[..], solutions(&full)[..2]);
    let table = ok(&[&args[..], &["--limit", "2"]].concat());
    assert!(
        table.ends_with(&format!(
            "Found {total} exact covers (showing 2). Lower rank is better.\n"
        )),
        "{table}"
    );

    assert_eq!(
        ok(&[&args[..], &["--count"]].concat()),
        format!("{total}\n")
    );
    let counted = json_of(&[&args[..], &["--count"]].concat());
    assert_eq!(
        (&counted["total"], &counted["shown"], &counted["solutions"]),
        (&json!(total), &json!(0), &json!([]))
    );
    assert_eq!(counted["items"], full["items"]);

    let small = json_of(&[&args[..], &["--max", "2"]].concat());
    assert_eq!(small["max"], json!(2));
    assert!(solutions(&small).iter().all(|s| types_of(s).len() <= 2));
    let mut query = Query::new("Kanto", &["G1", "G2", "G3", "G4"]);
    query.max = Some(2);
    assert_eq!(small, query.expected());
}

#[test]
fn top_and_limit_agree_with_the_full_listing_for_every_kind_and_mode() {
    let queries: [&[&str]; 5] = [
        &["kanto", "G1", "G2", "G3", "G4"],
        &["kanto", "O", "G1", "G2", "G3", "G4", "G5", "G6"],
        &["hoenn", "A", "E4"],
        &["kanto", "A", "O", "G1", "G2", "G3"],
        &["johto", "A", "O"],
    ];
    for query in queries {
        let full = json_of(query);
        let best = &solutions(&full)[..3.min(solutions(&full).len())];
        let top = json_of(&[query, &["--top", "3"]].concat());
        assert_eq!(solutions(&top)[..], best[..], "{query:?} --top 3");
        let limited = json_of(&[query, &["--limit", "3"]].concat());
        assert_eq!(solutions(&limited)[..], best[..], "{query:?} --limit 3");
        assert_eq!(limited["total"], full["total"], "{query:?} --limit 3");
    }
}

#[test]
fn table_layout() {
    let table = ok(&["kanto", "G1", "G2", "G3", "G4", "--top", "3"]);
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(
        lines[..3],
        [
            "Map:      Kanto (generation 1)",
            "Gyms:     G1 G2 G3 G4",
            "Cover:    defense, exact, at most 6 typings"
        ]
    );
    assert!(
        lines[3].starts_with("Items:    Electric Grass Normal Water (4 attack types)"),
        "{table}"
    );
    assert!(lines[4].starts_with("Options:  "), "{table}");
    let rows: Vec<&str> = lines[6..9].to_vec();
    let top = Query::new("Kanto", &["G1", "G2", "G3", "G4"]).top(3);
    for (row, team) in rows.iter().zip(&top) {
        let names: Vec<String> = team.types.iter().map(Profile::to_string).collect();
        assert_eq!(
            row.split_whitespace().collect::<Vec<_>>()[1..],
            names,
            "{row}"
        );
        assert_eq!(
            row.split_whitespace().next(),
            Some(team.rank.to_string().as_str())
        );
    }
    // The closing line, wrapped at 80 columns under its first word.
    assert_eq!(
        lines[lines.len() - 2..],
        [
            "Showing the 3 best exact covers (total not counted with --top; use --count).",
            "  Lower rank is better."
        ]
    );

    let attack = ok(&["kanto", "A", "G1", "--with", "Water"]);
    assert!(
        attack.contains("Cover:    attack, exact, at most 24 attack types\nWith:     Water\n"),
        "{attack}"
    );
    assert!(
        attack.trim_end().ends_with("Higher rank is better."),
        "{attack}"
    );
    assert!(
        ok(&["kanto", "G1", "--without", "Ghost-Poison"]).contains("\nWithout:  Ghost-Poison\n")
    );
    assert!(ok(&["kanto", "G1"]).contains("Gyms:     G1\n"));
}

#[test]
fn no_cover_exits_1() {
    // Nothing resists Dragon in generation 1.
    let kanto = run(&["kanto"]);
    assert_eq!((kanto.code, kanto.stderr.as_str()), (Some(1), ""));
    assert!(
        words(&kanto.stdout).ends_with(
            " No cover: nothing covers Dragon. Other kinds: attack covers have an answer; teams have none either."
        ),
        "{}",
        kanto.stdout
    );
    let doc = json_of(&["kanto"]);
    assert_eq!(
        (&doc["uncoverable"], &doc["total"], &doc["solutions"]),
        (&json!(["Dragon"]), &json!(0), &json!([]))
    );
    let count = run(&["kanto", "--count"]);
    assert_eq!((count.code, count.stdout.as_str()), (Some(1), "0\n"));

    // Every item coverable, but not by three typings.
    let small = run(&["paldea", "--max", "3"]);
    assert_eq!(small.code, Some(1));
    assert!(
        small.stdout.ends_with("\nFound 0 exact covers.\n"),
        "{}",
        small.stdout
    );
    assert_eq!(json_of(&["paldea", "--max", "3"])["total"], json!(0));
    let top = run(&["paldea", "--max", "3", "--top", "2", "--format", "json"]);
    assert_eq!(top.code, Some(1));
    assert!(
        top.stdout
            .contains(r#""total":null,"shown":0,"solutions":[]"#),
        "{}",
        top.stdout
    );
}

// ---------------------------------------------------------------------------
// Colour.

#[test]
fn piped_output_is_coloured_only_when_asked() {
    let args = ["kanto", "G1", "G2"];
    let piped = ok(&args);
    assert!(!has_colour(&piped), "piped output is plain by default");
    let always = ok(&[&args[..], &["--color", "always"]].concat());
    assert!(has_colour(&always));
    // Colour changes nothing but the escape codes.
    assert_eq!(strip_escapes(&always), piped);
    assert_eq!(ok(&[&args[..], &["color"]].concat()), always);
    assert_eq!(ok(&[&args[..], &["--color", "never"]].concat()), piped);
    assert_eq!(ok(&[&args[..], &["--color", "auto"]].concat()), piped);
    assert_eq!(
        ok(&[&args[..], &["plain", "--color", "never"]].concat()),
        piped
    );

    // NO_COLOR turns auto off; `always` still colours.
    let no_color = run_with(&args, &[("NO_COLOR", "1")]);
    assert!(!has_colour(&no_color.stdout));
    let forced = run_with(
        &[&args[..], &["--color", "always"]].concat(),
        &[("NO_COLOR", "1")],
    );
    assert!(has_colour(&forced.stdout));

    // JSON and counts are never coloured.
    assert!(!has_colour(&ok(&[
        &args[..],
        &["--color", "always", "--format", "json"]
    ]
    .concat())));
    assert!(!has_colour(&ok(
        &[&args[..], &["color", "--count"]].concat()
    )));
}

/// On a terminal (util-linux `script` gives the binary one), `auto`
/// colours unless NO_COLOR is set to something.
#[cfg(target_os = "linux")]
#[test]
fn colour_on_a_terminal() {
    // What the terminal showed; `None` only where util-linux's `script`
    // is missing (no terminal to test on): a run that fails fails the test.
    let on_terminal = |no_color: Option<&str>| {
        let command = format!("{} kanto G1 G2 --top 1", cargo_bin!("pokelinks").display());
        let mut script = std::process::Command::new("script");
        script
            .args(["-qec", &command, "/dev/null"])
            .env_remove("NO_COLOR");
        if let Some(value) = no_color {
            script.env("NO_COLOR", value);
        }
        let output = match script.output() {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
            other => other.expect("script runs"),
        };
        assert!(output.status.success(), "{no_color:?}: {output:?}");
        Some(output)
    };
    let Some(auto) = on_terminal(None) else {
        eprintln!("no `script` here: the terminal case is not run");
        return;
    };
    assert!(has_colour(&String::from_utf8_lossy(&auto.stdout)));
    let no_color = on_terminal(Some("1")).unwrap();
    assert!(!has_colour(&String::from_utf8_lossy(&no_color.stdout)));
    let empty = on_terminal(Some("")).unwrap();
    assert!(has_colour(&String::from_utf8_lossy(&empty.stdout)));
}

/// The text without its `ESC [ … m` colour codes.
fn strip_escapes(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(start) = rest.find("\x1b[") {
        out.push_str(&rest[..start]);
        let end = rest[start..]
            .find('m')
            .map_or(rest.len(), |m| start + m + 1);
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

// ---------------------------------------------------------------------------
// Listing, help, version, completions, man page.

#[test]
fn list_shows_every_shipped_map() {
    // A gym a line, however long (80 columns: tests/docs.rs).
    let list = ok_wide(&["--list"]);
    assert!(!has_colour(&list));
    // One block per map, in generation order, separated by blank lines.
    let blocks: Vec<&str> = list.split("\n\n").collect();
    let regions: Vec<(&str, u8)> = shipped::regions().collect();
    // Then one block of games (tests/games.rs).
    assert_eq!(blocks.len(), regions.len() + 1);
    assert!(blocks[regions.len()].starts_with("Games "));
    for (block, (region, generation)) in blocks.iter().zip(regions) {
        let mut lines = block.lines();
        assert_eq!(
            lines.next(),
            Some(format!("{region} (generation {generation})").as_str())
        );
        let (map, _) = pokelinks::data::load_shipped(region).unwrap();
        for (line, gym) in lines.zip(&map.gyms) {
            let words: Vec<String> =
                vec![gym.id.clone(), gym.town.to_string(), gym.leader.to_string()];
            assert!(line.starts_with(&format!("  {} ", words[0])), "{line}");
            assert!(words.iter().all(|w| line.contains(w.as_str())), "{line}");
            let attack: Vec<String> = gym.attack.iter().map(|t| t.to_string()).collect();
            let defense: Vec<String> = gym.defense.iter().map(|t| t.to_string()).collect();
            let types = format!(
                "attack: {}   defense: {}",
                attack.join(" "),
                defense.join(" ")
            );
            assert!(line.ends_with(&types), "{line}");
        }
        assert_eq!(block.lines().count(), map.gyms.len() + 1, "{region}");
    }
    // Towns line up.
    let kanto: Vec<&str> = blocks[0].lines().skip(1).collect();
    assert!(kanto[0].starts_with("  G1  Pewter City "), "{}", kanto[0]);
    let town_at = |line: &str, town: &str| line.find(town);
    assert_eq!(town_at(kanto[0], "Pewter"), town_at(kanto[1], "Cerulean"));
    assert!(has_colour(&ok(&["--list", "--color", "always"])));
}

#[test]
fn version_completions_and_man_page() {
    assert_eq!(
        ok(&["--version"]),
        format!("pokelinks {}\n", env!("CARGO_PKG_VERSION"))
    );
    assert_eq!(ok(&["-V"]), ok(&["--version"]));
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let script = ok(&["completions", shell]);
        assert!(
            script.contains("pokelinks") && script.contains("overlapping"),
            "{shell}"
        );
        assert_eq!(ok(&["--completions", shell]), script);
    }
    assert!(ok(&["completions", "bash"]).contains("_pokelinks()"));
    let man = ok(&["man"]);
    assert!(
        man.starts_with(".ie") || man.contains(".TH pokelinks"),
        "{man}"
    );
    assert!(man.contains("\\-\\-overlapping"));
    assert_eq!(ok(&["--man"]), man);
}

// ---------------------------------------------------------------------------
// A closed pipe.

#[test]
fn a_closed_pipe_ends_quietly() {
    // About 40 000 covers, far more than a pipe holds.
    let mut child = std::process::Command::new(cargo_bin!("pokelinks"))
        .args(["johto", "G1", "G2", "G3", "G4", "G5", "O"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    stdout.read_line(&mut first).unwrap();
    assert_eq!(first, "Map:      Johto (generation 2)\n");
    drop(stdout);
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!((output.status.code(), stderr.as_ref()), (Some(0), ""));
}

// ---------------------------------------------------------------------------
// Bad inputs.

#[test]
fn bad_words_and_options() {
    let cases: &[(&[&str], &str)] = &[
        (&["xyz"], "unknown word 'xyz' (see --help)"),
        (&["a"], "unknown word 'a'"),
        (&["kanto", "o"], "unknown word 'o'"),
        (&["-x"], "unexpected argument '-x'"),
        (&["--bogus"], "unexpected argument '--bogus'"),
        (&["G9", "kanto"], "no gym G9 in Kanto (gyms: G1…G8, E4)"),
        (&["G0", "kanto"], "no gym G0 in Kanto"),
        (
            &["kanto", "--gym", "Atlantis"],
            "no gym, town or leader 'Atlantis' in Kanto (accepted: G1 Pewter City (Brock), ",
        ),
        (&["--map", "atlantis"], "atlantis: no such file"),
        (
            &["--with", "Sound"],
            "--with Sound: no Pokémon 'Sound' in generation 9",
        ),
        (
            &["--without", "Fire-Fire"],
            "invalid value 'Fire-Fire' for '--without <TYPING>'",
        ),
        (&["--with", "Fire-Water-Grass"], "'--with <TYPING>'"),
        (
            &["kanto", "--with", "Dark"],
            "--with Dark: not a typing of the chart",
        ),
        (
            &["kanto", "--without", "Steel-Fairy"],
            "--without Fairy-Steel: not a typing of the chart",
        ),
        (
            &["kanto", "A", "--with", "Fire-Water"],
            "--with Fire-Water: not an attack type of the chart",
        ),
        (
            &["kanto", "--with", "Water", "--without", "water"],
            "Water is given to both --with and --without",
        ),
        (
            &["--max", "x"],
            "invalid value 'x' for '--max <N>': not a whole number",
        ),
        (
            &["--max", "0"],
            "invalid value '0' for '--max <N>': must be a whole number ≥ 1",
        ),
        (
            &["--max", "-1"],
            "invalid value '-1' for '--max <N>': must be a whole number ≥ 1",
        ),
        (&["--max", "2.5"], "'--max <N>'"),
        (&["--max"], "a value is required for '--max <N>'"),
        (&["--top", "0"], "'--top <K>': must be a whole number ≥ 1"),
        (&["--limit", "none"], "'--limit <N>': not a whole number"),
        (
            &["--format", "xml"],
            "invalid value 'xml' for '--format <FORMAT>' [possible values: table, json, showdown]",
        ),
        (&["--color", "sometimes"], "'--color <WHEN>'"),
        (
            &["--count", "--top", "3"],
            "'--count' cannot be used with '--top <K>'",
        ),
        (&["A", "D"], "'A' and 'D' contradict each other"),
        (
            &["--attack", "--defense"],
            "'--attack' and '--defense' contradict each other",
        ),
        (
            &["D", "--attack"],
            "'D' and '--attack' contradict each other",
        ),
        (&["E", "O"], "'E' and 'O' contradict each other"),
        (
            &["--overlapping", "E"],
            "'--overlapping' and 'E' contradict each other",
        ),
        (
            &["plain", "color"],
            "'plain' and 'color' contradict each other",
        ),
        (
            &["color", "--color", "never"],
            "'color' and '--color never' contradict each other",
        ),
        (&["kanto", "johto"], "two maps given, 'kanto' and 'johto'"),
        (
            &["kanto", "--map", "johto"],
            "two maps given, 'kanto' and '--map johto'",
        ),
        (&["completions"], "'completions' needs a shell"),
        (
            &["completions", "tcsh"],
            "'completions tcsh': unknown shell",
        ),
        (
            &["--list", "man"],
            "'--list' and 'man' contradict each other",
        ),
    ];
    for (args, names) in cases {
        bad(args, names);
    }
}

#[test]
fn bad_files() {
    let dir = TempDir::new();
    let missing = dir.path("missing.json");
    let good_map = dir.file("good.json", map_json(&[GYM1, GYM2]));
    let cases: Vec<(Vec<String>, String)> = vec![
        (vec!["--map".into(), missing.clone()], format!("{missing}: no such file")),
        (vec![missing.clone()], format!("{missing}: no such file")),
        (vec!["kanto".into(), "--types".into(), missing.clone()], format!("{missing}: no such file")),
        (vec![good_map.clone(), "--types".into(), missing.clone()], format!("{missing}: no such file")),
        (vec!["--map".into(), dir.path("")], "is a directory, not a file".into()),
        (vec!["kanto".into(), "--types".into(), dir.path("")], "is a directory, not a file".into()),
        // A path through a file cannot be read.
        (vec![format!("{good_map}/inner.json")], format!("{good_map}/inner.json: cannot read")),
        (
            vec![dir.file("broken.json", "{\n  \"region\": \"R\",\n  \"generation\": 1\n  \"gyms\": []\n}")],
            "broken.json: line 4, column 3".into(),
        ),
        (vec![dir.file("empty.json", "")], "empty.json: line 1, column 1: EOF while parsing".into()),
        (vec![dir.file("garbage.json", [0xff, 0xfe, 0x00, 0x13, 0x37, 0x80])], "garbage.json: line 1, column 1: not valid UTF-8".into()),
        (vec![dir.file("text.json", "\u{1}\u{2}PK\u{3}\u{4}")], "text.json: line 1, column 1".into()),
        (vec![dir.file("list.json", "[1, 2, 3]")], "list.json: line 1, column 1".into()),
        (
            vec![dir.file("sound.json", map_json(&[r#"{ "id": "G1", "town": "T", "leader": "L", "attack": ["Sound"], "defense": [] }"#]))],
            r#"gym G1, attack: "Sound" is not a type"#.into(),
        ),
        (
            vec![dir.file("typing.json", map_json(&[r#"{ "id": "G1", "town": "T", "leader": "L", "attack": ["Fire"], "defense": ["Fire-Fire"] }"#]))],
            r#"gym G1, defense: "Fire-Fire""#.into(),
        ),
        (vec![dir.file("twice.json", map_json(&[GYM1, GYM1]))], r#"gym #2: id "G1" appears twice"#.into()),
        (
            vec![dir.file("gap.json", map_json(&[GYM1, &GYM2.replace("G2", "G3")]))],
            r#"id "G3" is out of order (expected "G2")"#.into(),
        ),
        (vec![dir.file("nogyms.json", r#"{ "region": "R", "generation": 1 }"#)], r#"missing field "gyms""#.into()),
        (
            vec![dir.file("gen10.json", map_json(&[GYM1]).replace(r#""generation": 1"#, r#""generation": 10"#))],
            "generation 10 is not one of 1 to 9".into(),
        ),
        // A typing that generation 1's chart lacks.
        (
            vec![dir.file("dark.json", map_json(&[r#"{ "id": "G1", "town": "T", "leader": "L", "attack": ["Normal"], "defense": ["Dark"] }"#]))],
            r#"gym G1: typing "Dark" is not in the chart (<shipped>/gen-1.json)"#.into(),
        ),
        (
            vec![dir.file("steel.json", map_json(&[r#"{ "id": "G1", "town": "T", "leader": "L", "attack": ["Steel"], "defense": ["Normal"] }"#]))],
            r#"gym G1: attack type "Steel" is not in the chart"#.into(),
        ),
        // A chart given with --types that lacks what the shipped map needs.
        (
            vec!["kanto".into(), "G1".into(), "--types".into(), dir.file("mini.json", r#"{ "Water": { "half": ["Water"] } }"#)],
            "<shipped>/gen-1-kanto.json: gym G1: attack type".into(),
        ),
        (
            vec![good_map.clone(), "--types".into(), dir.file("badchart.json", r#"{ "Water": { "half": ["Water", "Water"] } }"#)],
            "badchart.json: line 1, column".into(),
        ),
        (vec![good_map.clone(), "E4".into()], "no gym E4 in Testland (gyms: G1, G2)".into()),
        (vec![good_map.clone(), "kanto".into()], "two maps given".into()),
    ];
    for (args, names) in &cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        bad(&args, names);
    }
    // The good map itself is fine.
    assert_eq!(json_of(&[&good_map, "G2"])["items"], json!(["Water"]));
}

#[test]
fn unreadable_file() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new();
    let path = dir.file("secret.json", map_json(&[GYM1]));
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o000)).unwrap();
    // A privileged user reads it anyway; then there is nothing to test.
    if std::fs::read(&path).is_err() {
        bad(&[&path], &format!("{path}: permission denied"));
    }
}

#[test]
fn arguments_that_are_not_utf8() {
    use std::os::unix::ffi::OsStrExt;
    let word = std::ffi::OsStr::from_bytes(b"\xff\xfe.json");
    let output = cargo_bin_cmd!("pokelinks").arg(word).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with("error: ") && stderr.contains("no such file"),
        "{stderr}"
    );
    let output = cargo_bin_cmd!("pokelinks")
        .args([std::ffi::OsStr::new("--gym"), word])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).starts_with("error: "));
}

// ---------------------------------------------------------------------------
// Mutated data files never make the binary panic.

mod mutations {
    use super::*;
    use crate::mutation::{apply, edit, texts};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig {
            cases: 48,
            // An integration test has no lib.rs beside it to persist next to.
            failure_persistence: None,
            ..ProptestConfig::default()
        })]

        #[test]
        fn mutated_files_never_panic(
            which in any::<prop::sample::Index>(),
            edits in prop::collection::vec(edit(), 1..6),
            attack in any::<bool>(),
        ) {
            let all = texts();
            let (is_chart, text) = all[which.index(all.len())];
            let dir = TempDir::new();
            let path = dir.file("mutated.json", apply(text, &edits));
            let kind = if attack { "A" } else { "D" };
            // Small problems: one gym, at most three options, counted.
            let args: Vec<&str> = if is_chart {
                vec!["kanto", "G1", kind, "--types", &path, "--count", "--max", "3"]
            } else {
                vec!["--map", &path, "G1", kind, "--count", "--max", "3"]
            };
            let run = run(&args);
            prop_assert!(matches!(run.code, Some(0..=2)), "{:?}", run);
            prop_assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
            if run.code == Some(2) {
                prop_assert!(run.stdout.is_empty());
                prop_assert!(run.stderr.starts_with("error: ") && run.stderr.lines().count() == 1, "{}", run.stderr);
            } else {
                prop_assert!(run.stdout.trim().parse::<u64>().is_ok(), "{}", run.stdout);
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Items nothing covers, set aside (issue 22, item 8).

/// `pokelinks kanto` — the whole generation-1 chart, where nothing resists
/// Dragon — gives the best covers of everything else in the player layout
/// and says why Dragon is set aside; plain and JSON output keep the strict
/// answer (status 1) unless `--partial` asks for the rest.
#[test]
fn what_nothing_covers_is_set_aside_for_the_player() {
    let player = run_wide(&["kanto", "--layout", "player"]);
    assert_eq!((player.code, player.stderr.as_str()), (Some(0), ""));
    let out = &player.stdout;
    assert!(
        out.contains("Resist:      Bug Electric Fighting Fire Flying Ghost Grass Ground Ice Normal Poison Psychic Rock Water (14 attack types)\n"),
        "{out}"
    );
    assert!(
        out.contains("Set aside:   Dragon (nothing in generation 1 resists Dragon); the teams below cover the other 14 attack types\n"),
        "{out}"
    );
    assert!(
        out.contains("\n1. rank 34  Flying-Ice Ground-Rock Ice-Water Psychic  (2 slots free)\n"),
        "{out}"
    );
    assert!(!out.contains("No team"), "{out}");

    // Plain: strict, as before.
    let plain = run(&["kanto"]);
    assert_eq!(plain.code, Some(1));
    assert!(words(&plain.stdout).ends_with(
        " No cover: nothing covers Dragon. Other kinds: attack covers have an answer; teams have none either."
    ));
    assert!(!plain.stdout.contains("Set aside"));
    let strict = json_of(&["kanto"]);
    assert_eq!(strict["uncoverable"], json!(["Dragon"]));
    assert!(strict.get("set_aside").is_none());

    // --partial: the rest, in plain and JSON alike, status 0.
    let partial = run(&["kanto", "--partial", "--top", "3"]);
    assert_eq!(partial.code, Some(0));
    assert!(
        partial
            .stdout
            .contains("Set aside: Dragon (nothing in generation 1 resists Dragon)\n"),
        "{}",
        partial.stdout
    );
    let doc = json_of(&["kanto", "--partial", "--top", "3"]);
    assert_eq!(
        doc["set_aside"],
        json!([{"item": "Dragon", "why": "nothing in generation 1 resists Dragon"}])
    );
    assert_eq!(doc["uncoverable"], json!([]));
    assert_eq!(doc["items"].as_array().unwrap().len(), 14);
    // The covers are those of the problem without Dragon.
    let chart = shipped::chart(1).unwrap();
    let rest: Vec<Profile> = (doc["items"].as_array().unwrap().iter())
        .map(|t| t.as_str().unwrap().parse().unwrap())
        .collect();
    let mut problem = Problem::new(&chart, Kind::Defense, Some(&rest));
    let request = problem.request(Mode::Exact, 6, &[], &[]).unwrap();
    let best = problem.top(&request, 3);
    let shown: Vec<Vec<String>> = (doc["solutions"].as_array().unwrap().iter())
        .map(|s| {
            (s["types"].as_array().unwrap().iter())
                .map(|t| t.as_str().unwrap().to_owned())
                .collect()
        })
        .collect();
    let expected: Vec<Vec<String>> = (best.iter())
        .map(|team| team.types.iter().map(ToString::to_string).collect())
        .collect();
    assert_eq!(shown, expected);
    // With --partial and nothing to set aside, the key is there, empty.
    assert_eq!(
        json_of(&["kanto", "G1", "--partial"])["set_aside"],
        json!([])
    );
}

/// Why an item is set aside names what left its coverers out: here
/// `--without` took every typing that resists Dragon in generation 2.
#[test]
fn set_aside_items_say_why() {
    let mut args = vec!["johto", "--partial", "--top", "1"];
    for steel in [
        "Bug-Steel",
        "Electric-Steel",
        "Flying-Steel",
        "Ground-Steel",
    ] {
        args.extend(["--without", steel]);
    }
    let doc = json_of(&args);
    assert_eq!(
        doc["set_aside"],
        json!([{"item": "Dragon", "why": "every typing that resists Dragon is left out: given to --without"}])
    );
    // Generation 5's Dark-Ghost (Sableye) has no weakness: an attack cover
    // of the whole chart sets it aside.
    let doc = json_of(&["unova", "A", "--partial", "--top", "1"]);
    assert_eq!(
        doc["set_aside"],
        json!([{"item": "Dark-Ghost", "why": "nothing in generation 5 hits Dark-Ghost super-effectively"}])
    );
}

/// An exact search that finds nothing says whether overlapping covers
/// exist, and how to ask for them (item 18): the Elite Four of most games
/// has no exact cover.
#[test]
fn no_exact_cover_says_how_to_ask_for_overlapping_ones() {
    for game in ["ruby", "hgss", "dp"] {
        let run = run_wide(&[game, "E4", "--layout", "player"]);
        assert_eq!(run.code, Some(1), "{game}");
        assert!(
            run.stdout.ends_with(
                "No exact cover, but overlapping covers exist (members may share an attack type): add O.\n"
            ),
            "{game}: {}",
            run.stdout
        );
        assert_eq!(
            ok(&[game, "E4", "O", "--count"])
                .trim()
                .parse::<u64>()
                .map(|n| n > 0),
            Ok(true)
        );
    }
    let run = run_wide(&[
        "kanto", "G1", "--max", "1", "--with", "water", "--layout", "player",
    ]);
    assert!(
        run.stdout.ends_with(
            "No exact cover, nor an overlapping one: allow more members (--max) or select fewer gyms.\n"
        ),
        "{}",
        run.stdout
    );
    // Plain output is as before.
    assert!(ok_or_one(&["ruby", "E4"]).ends_with("Found 0 exact covers.\n"));
}

fn ok_or_one(args: &[&str]) -> String {
    let run = run(args);
    assert_eq!((run.code, run.stderr.as_str()), (Some(1), ""), "{args:?}");
    run.stdout
}

/// The planner honours the command line's flags or refuses them, one
/// `error:` line each: none is silently ignored (issue 22, item 11).
/// These are refused before any terminal is needed.
#[test]
fn plan_refuses_what_it_cannot_honour() {
    for (flag, args) in [
        ("--top", &["--top", "3"][..]),
        ("--limit", &["--limit", "3"]),
        ("--count", &["--count"]),
        ("--format json", &["--format", "json"]),
        ("--layout", &["--layout", "plain"]),
        ("--species", &["--species", "water"]),
    ] {
        let mut all = vec!["plan", "kanto"];
        all.extend(args);
        bad(
            &all,
            &format!("'plan' takes no {flag}: the planner shows every cover"),
        );
    }
    bad(
        &["plan", "kanto", "--max", "7"],
        "--max 7: a party holds at most 6 Pokémon",
    );
}

/// The original C++ project's town words (item 5): a town (or leader) of
/// the map's gyms, as a bare word, selects that gym as `--gym` does —
/// `paldea Cortondo Artazon O` is `paldea G1 G2 O` — on any map.
#[test]
fn town_words_select_their_gyms() {
    assert_eq!(
        ok(&["paldea", "Cortondo", "Artazon", "O", "--top", "5"]),
        ok(&["paldea", "G1", "G2", "O", "--top", "5"])
    );
    for (words, ids) in [
        (
            &["kanto", "pewter", "Cerulean"][..],
            &["kanto", "G1", "G2"][..],
        ),
        (&["emerald", "Rustboro"], &["emerald", "G1"]),
        (
            &["galar", "Stow-on-Side", "Hulbury"],
            &["galar", "G2", "G4"],
        ),
        (&["alola", "Iki Town"], &["alola", "G2"]),
        (&["johto", "falkner"], &["johto", "G1"]),
    ] {
        let count = |args: &[&str]| {
            let run = run(&[args, &["--count"]].concat());
            (run.code, run.stdout, run.stderr)
        };
        assert_eq!(count(words), count(ids), "{words:?}");
    }
    // A word that could be two gyms, or is no town of this map's.
    let err = bad(&["kanto", "ce"], "'ce' matches more than one gym in Kanto");
    assert!(err.contains("G2 Cerulean City (Misty), G4 Celadon City (Erika)"));
    bad(
        &["kanto", "Cortondo"],
        "unknown word 'Cortondo' (see --help)",
    );
    bad(&["xyz"], "unknown word 'xyz' (see --help)");
}

/// The fixed words keep their meaning over a town of the same name: a map
/// whose towns are `O`, `E4`, `Red` and `Kanto` has them as the mode, the
/// Elite Four, the game and the region still; a single lower-case letter
/// is a mistyped word, not a town's prefix.
#[test]
fn fixed_words_come_before_towns() {
    let dir = TempDir::new();
    let map = dir.file(
        "towns.json",
        r#"{ "region": "Towns", "generation": 1, "gyms": [
             { "id": "G1", "town": "O", "leader": "A", "attack": ["Normal"], "defense": ["Normal"] },
             { "id": "G2", "town": "E4", "leader": "Red", "attack": ["Water"], "defense": ["Water"] },
             { "id": "G3", "town": "Kanto", "leader": "Oak", "attack": ["Fire"], "defense": ["Fire"] },
             { "id": "E4", "town": "Plateau", "leader": "Lance", "attack": ["Ice"], "defense": ["Dragon"] }] }"#,
    );
    let plain = |args: &[&str]| ok(&[&[map.as_str()][..], args, &["--count"]].concat());
    // `O` is overlapping covers, and `E4` the Elite Four: Ice alone.
    assert_eq!(
        plain(&["O", "E4"]),
        plain(&["--overlapping", "--gym", "Plateau"])
    );
    assert_ne!(plain(&["E4"]), plain(&["G2"]));
    bad(&[&map, "Kanto"], "two maps given");
    bad(&[&map, "red"], "two maps given");
    bad(&[&map, "a"], "unknown word 'a'");
    // Its towns and leaders otherwise select their gyms.
    assert_eq!(plain(&["Oak", "Plateau"]), plain(&["G3", "E4"]));
}

#[test]
fn a_large_top_walks_the_listing_and_counts_it() {
    // Past 65,536 the bound stops paying (docs/performance.md): --top
    // takes the listing's path, the same rows, and counts them.
    let doc = |args: &[&str]| -> serde_json::Value {
        let run = binary::run(&[args, &["--format", "json"]].concat());
        assert_eq!(run.code, Some(0), "{run:?}");
        serde_json::from_str(&run.stdout).unwrap()
    };
    let rows = |d: &serde_json::Value| d["solutions"].clone();
    let large = doc(&["kanto", "G1", "G2", "O", "--top", "70000"]);
    let listed = doc(&["kanto", "G1", "G2", "O", "--limit", "70000"]);
    assert_eq!(rows(&large), rows(&listed));
    assert_eq!(large["total"], listed["total"]);
    assert!(large["total"].is_u64());
    let small = doc(&["kanto", "G1", "G2", "O", "--top", "5"]);
    assert!(small["total"].is_null());
    assert_eq!(
        rows(&small),
        serde_json::json!(rows(&listed).as_array().unwrap()[..5])
    );
}

/// A solve's JSON document is written as it goes (each solution made,
/// written and dropped in turn), and is the same document as when it was
/// held whole: the fixtures were written by the release before the change
/// (tests/fixtures/json/README.md), names, moves, ways and weaknesses
/// included.
#[test]
fn streamed_json_is_the_same_document() {
    let cases: [(&str, &[&str]); 3] = [
        (
            "kanto-g1-g2-o.json",
            &["kanto", "G1", "G2", "O", "--limit", "40"],
        ),
        (
            "emerald-g1-g2-weak.json",
            &[
                "--game",
                "emerald",
                "G1",
                "G2",
                "O",
                "--partial",
                "--limit",
                "20",
                "--weak",
            ],
        ),
        (
            "emerald-g1-g2-attack.json",
            &["--game", "emerald", "G1", "G2", "A", "--limit", "20"],
        ),
    ];
    for (file, args) in cases {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/json")
            .join(file);
        let want = std::fs::read_to_string(&path).unwrap();
        let mut all = args.to_vec();
        all.extend(["--format", "json"]);
        assert_eq!(ok(&all), want, "{all:?}");
    }
}

/// `text`'s words, one space apart: its lines unwrapped.
fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// When nothing covers some item, the "No cover" line says whether the
/// other kinds have an answer, found for real: Emerald's G1
/// and G2 have no defense cover (nothing had before Roxanne resists Normal
/// or Rock), attack covers exist (`A --count` counts them), and no team
/// answers either (`team`'s document names the items it cannot resist).
#[test]
fn no_cover_says_whether_the_other_kinds_answer() {
    let game = ["--game", "emerald", "G1", "G2"];
    let out = words(&ok_or_one(&game));
    // The attack covers and the team, asked independently.
    let attack: u64 = ok(&[&game[..], &["A", "--count"]].concat())
        .trim()
        .parse()
        .unwrap();
    let team = binary::run(&[&["team"], &game[..], &["--format", "json"]].concat());
    let team: Value = serde_json::from_str(&team.stdout).unwrap();
    let teams = team["uncoverable"].as_array().unwrap().is_empty()
        && !team["solutions"].as_array().unwrap().is_empty();
    assert!(attack > 0 && !teams, "the case this test is about");
    let said = |yes: bool| {
        if yes {
            "have an answer"
        } else {
            "have none either"
        }
    };
    let line = format!(
        "No cover: nothing covers Normal, Rock. Other kinds: attack covers {}; teams {}.",
        said(attack > 0),
        said(teams)
    );
    assert!(out.ends_with(&line), "{out}");
    // Attack covers of the whole of it exist: no such line there.
    assert!(!ok(&[&game[..], &["A"]].concat()).contains("Other kinds"));
}

/// `team` with no team at all, for items nothing covers, says whether the
/// covers answer: Red before Brock with Charmander hits Brock's
/// Geodude and Onix with nothing (the player's `A --count` is 0) and
/// resists Normal with nothing (no defense cover either).
#[test]
fn no_team_says_whether_the_covers_answer() {
    let game = ["--game", "red", "G1", "--starter", "charmander"];
    let out = words(&ok_or_one(&[&["team"], &game[..]].concat()));
    let count = |kind: &str| -> u64 {
        let run = run(&[&game[..], &[kind, "--count"]].concat());
        run.stdout.trim().parse().unwrap()
    };
    let said = |n: u64| {
        if n > 0 {
            "have an answer"
        } else {
            "have none either"
        }
    };
    let line = format!(
        "No overlapping team. Other kinds: defense covers {}; attack covers {}.",
        said(count("D")),
        said(count("A"))
    );
    assert!(out.ends_with(&line), "{out}");
}
