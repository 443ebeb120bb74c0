//! Showdown's text in and out, through the real binary: the leaders'
//! teams (`gym`), the export of a team or check (`--format showdown`), the
//! import (`check --team FILE|CODE|-`), the team code, and the fixtures
//! made by the reference implementation (@pkmn/sets, by
//! data/showdown/fixtures.mjs) read and written identically.

mod binary;
mod files;

use std::path::{Path, PathBuf};
use std::time::Duration;

use assert_cmd::cargo::cargo_bin_cmd;
use binary::{bad, ok, run};
use pokelinks::showdown::{self, Set, id};
use serde_json::Value;

const FIXTURES: &str = "tests/fixtures/showdown";

fn fixture(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(FIXTURES)
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"))
}

/// The sets of a Showdown text, without their lines.
fn sets(text: &str) -> Vec<Set> {
    let read = showdown::read(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    read.into_iter().map(|(_, s)| s).collect()
}

/// A set as Showdown's ids: what the packed form keeps.
fn ids(
    set: &Set,
) -> (
    String,
    String,
    String,
    Vec<String>,
    Option<u8>,
    Option<String>,
) {
    let opt = |o: &Option<String>| o.as_deref().map(id).unwrap_or_default();
    (
        id(&set.species),
        opt(&set.item),
        opt(&set.ability),
        set.moves.iter().map(|m| id(m)).collect(),
        set.level,
        set.tera.clone(),
    )
}

/// Runs the binary, exit 0 or 1 (a check or team that does not cover
/// everything still writes its text), and returns stdout.
fn answer(args: &[&str]) -> String {
    let r = run(args);
    assert!(matches!(r.code, Some(0 | 1)), "{args:?}: {r:?}");
    assert_eq!(r.stderr, "", "{args:?}");
    r.stdout
}

/// Runs the binary with `input` on standard input.
fn with_stdin(args: &[&str], input: &[u8]) -> (Option<i32>, String, String) {
    let out = cargo_bin_cmd!("pokelinks")
        // As the other runs: an 80-column width, whatever the caller's.
        .env_remove("NO_COLOR")
        .env("COLUMNS", "80")
        .args(args)
        .timeout(Duration::from_secs(60))
        .write_stdin(input)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A file of `text` in a folder of this test's own.
fn file(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("pokelinks-showdown-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path: PathBuf = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

fn cases() -> Vec<(String, Value)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURES);
    let mut names: Vec<String> = (std::fs::read_dir(&dir).unwrap())
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter_map(|n| n.strip_suffix(".pkmn.json").map(str::to_owned))
        .collect();
    names.sort();
    assert!(names.len() >= 5, "{names:?}");
    (names.into_iter())
        .map(|n| {
            let record = serde_json::from_str(&fixture(&format!("{n}.pkmn.json"))).unwrap();
            (n, record)
        })
        .collect()
}

/// The fixtures are what pokelinks writes today, and the reference read
/// them without a warning.
#[test]
fn the_fixtures_are_what_pokelinks_writes_and_the_reference_reads_cleanly() {
    for (name, record) in cases() {
        let mut args: Vec<&str> = (record["args"].as_array().unwrap().iter())
            .map(|a| a.as_str().unwrap())
            .collect();
        args.extend(["--format", "showdown"]);
        assert_eq!(
            answer(&args),
            fixture(&format!("{name}.ours.txt")),
            "{name}"
        );
        for team in record["teams"].as_array().unwrap() {
            assert_eq!(team["warnings"], Value::Array(vec![]), "{name}");
        }
    }
}

/// What the reference writes back reads as what pokelinks wrote, set for
/// set; its packed form reads as pokelinks' team code does.
#[test]
fn the_references_text_and_code_read_as_ours() {
    for (name, record) in cases() {
        let ours = sets(&fixture(&format!("{name}.ours.txt")));
        assert_eq!(sets(&fixture(&format!("{name}.pkmn.txt"))), ours, "{name}");
        let theirs: Vec<Set> = (record["teams"].as_array().unwrap().iter())
            .flat_map(|t| sets(t["packed"].as_str().unwrap()))
            .collect();
        let theirs: Vec<_> = theirs.iter().map(ids).collect();
        let our_code: Vec<_> = ours
            .iter()
            .map(|s| ids(&sets(&showdown::pack(std::slice::from_ref(s)))[0]))
            .collect();
        assert_eq!(theirs, our_code, "{name}");
        assert_eq!(theirs, ours.iter().map(ids).collect::<Vec<_>>(), "{name}");
    }
}

/// `gym emerald G1 --format showdown` is Roxanne's party as the shipped
/// file has it: species, level, ability and moves, in battle order.
#[test]
fn roxannes_party_is_the_datas() {
    let text = ok(&["gym", "emerald", "G1", "--format", "showdown"]);
    assert!(
        text.starts_with("=== [gen3] G1 Rustboro City, Roxanne ===\n"),
        "{text}"
    );
    let file = files::data("parties/emerald.json");
    let battle = (file["battles"].as_array().unwrap().iter())
        .find(|b| b["gym"] == "G1")
        .unwrap();
    let expected: Vec<Set> = (battle["party"].as_array().unwrap().iter())
        .map(|p| Set {
            species: p["species"].as_str().unwrap().to_owned(),
            ability: p["ability"].as_str().map(str::to_owned),
            level: Some(p["level"].as_u64().unwrap() as u8),
            moves: (p["moves"].as_array().unwrap().iter())
                .map(|m| m.as_str().unwrap().to_owned())
                .collect(),
            ..Set::default()
        })
        .collect();
    assert_eq!(expected.len(), 3);
    assert_eq!(sets(&text), expected);
}

/// The parties' items, Tera types and versions reach every format; the
/// player layout fits 80 columns in every game.
#[test]
fn gym_shows_items_tera_and_versions_in_every_format() {
    let hala = ok(&["gym", "sun-moon", "G2", "--format", "json"]);
    let doc: Value = serde_json::from_str(&hala).unwrap();
    let party = &doc["gyms"][0]["battles"][0]["party"];
    let crabrawler = (party.as_array().unwrap().iter())
        .find(|p| p["species"] == "Crabrawler")
        .unwrap();
    assert_eq!(crabrawler["item"], "Fightinium Z");
    assert!(
        ok(&["gym", "sun-moon", "G2", "--format", "showdown"])
            .contains("Crabrawler @ Fightinium Z\n")
    );
    let iono = ok(&["gym", "scarlet-violet", "G3", "--format", "showdown"]);
    assert!(
        iono.contains("Mismagius\nAbility: Levitate\nLevel: 24\nTera Type: Electric\n"),
        "{iono}"
    );
    // Red's rival depends on the starter: every version, each said; one
    // version, its own battle only.
    let all = ok(&["gym", "red", "E4"]);
    for starter in ["Bulbasaur", "Charmander", "Squirtle"] {
        assert!(all.contains(&format!("({starter})")), "{all}");
    }
    let one = ok(&["gym", "red", "E4", "--version", "squirtle"]);
    assert!(
        one.contains("(Squirtle)") && !one.contains("(Bulbasaur)"),
        "{one}"
    );
    for game in [
        "red",
        "crystal",
        "emerald",
        "platinum",
        "black-2",
        "x",
        "ultra-sun",
        "sword",
        "scarlet",
    ] {
        for line in ok(&["gym", game]).lines() {
            assert!(line.chars().count() <= 80, "{game}: {line}");
        }
    }
}

/// Export, then import: the team read back is the team written, in text
/// and as a team code, on each side of a check.
#[test]
fn export_then_import_gives_the_same_team() {
    let team = ["Swampert", "Gardevoir", "Manectric"];
    let at = ["emerald", "G5", "G6"];
    for side in [None, Some("A")] {
        let mut args: Vec<&str> = ["check"].into_iter().chain(team).chain(at).collect();
        args.extend(side);
        args.extend(["--format", "showdown"]);
        let text = answer(&args);
        assert_eq!(sets(&text).len(), 3);
        let path = file("team.txt", &text);
        let mut again: Vec<&str> = ["check", "--team", &path].into_iter().chain(at).collect();
        again.extend(side);
        again.extend(["--format", "showdown"]);
        assert_eq!(answer(&again), text, "{side:?}");
        let code = showdown::pack(&sets(&text));
        again[2] = &code;
        assert_eq!(answer(&again), text, "{side:?} {code}");
    }
    // Both sides: the team's own moves travel with it.
    let args = [
        "check",
        "Squirtle",
        "Pidgey",
        "red",
        "G2",
        "G3",
        "T",
        "--starter",
        "squirtle",
        "--format",
        "showdown",
    ];
    let text = answer(&args);
    let path = file("both.txt", &text);
    let again = [
        "check",
        "--team",
        &path,
        "red",
        "G2",
        "G3",
        "T",
        "--starter",
        "squirtle",
        "--format",
        "showdown",
    ];
    assert_eq!(answer(&again), text);
}

/// A paste read by `check --team -` answers as the same team named on the
/// command line: its abilities (defense), its moves (attack, both sides).
#[test]
fn a_paste_answers_as_the_team_named_on_the_command_line() {
    let paste = "Tank (Swampert) (M) @ Leftovers\nAbility: Torrent\nLevel: 31\nEVs: 252 HP / 4 Atk\nRelaxed Nature\nIVs: 0 Spe\n- Surf\n- Protect\n- Strength\n\nGardevoir (F)\nAbility: Trace\n- Psychic\n- Calm Mind\n";
    let cases: [(&str, &[&str]); 3] = [
        ("D", &["Swampert:Torrent", "Gardevoir:Trace"]),
        (
            "A",
            &["Swampert:Torrent,Surf,Strength", "Gardevoir:Trace,Psychic"],
        ),
        ("T", &["Swampert:Surf,Strength", "Gardevoir:Psychic"]),
    ];
    for (side, words) in cases {
        let (code, stdout, stderr) = with_stdin(
            &[
                "check",
                "--team",
                "-",
                "emerald",
                "G7",
                "G8",
                side,
                "--starter",
                "mudkip",
            ],
            paste.as_bytes(),
        );
        assert_eq!(stderr, "", "{side}");
        let mut named = vec!["check"];
        named.extend(words);
        named.extend(["emerald", "G7", "G8", side, "--starter", "mudkip"]);
        let r = run(&named);
        assert_eq!((code, &stdout), (r.code, &r.stdout), "{side}");
        assert!(
            stdout.contains("Swampert") && stdout.contains("Gardevoir"),
            "{stdout}"
        );
    }
}

/// Bad text: one `error:` line naming the set and line, exit 2, nothing
/// on stdout; what it quotes is escaped.
#[test]
fn bad_text_is_one_error_naming_the_set_and_line() {
    let check = |text: &str, names: &str| {
        let path = file("bad.txt", text);
        bad(&["check", "--team", &path, "emerald", "G5"], names);
    };
    check(
        "Swampert\nAbility: Levitate\n",
        "set 1 (Swampert), line 1: member Swampert:Levitate: Swampert cannot have Levitate",
    );
    check(
        "Swampert\n\nRaichu-Alola\n",
        "set 2 (Raichu-Alola), line 3: member Raichu-Alola",
    );
    check(
        "Swampert\n- Flamethrowr\n",
        "set 1 (Swampert), line 1: no move 'Flamethrowr' in generation 3",
    );
    let fifty: String = (1..=50).map(|i| format!("- Move {i}\n")).collect();
    check(
        &format!("Swampert\n{fifty}"),
        "set 1 (Swampert), line 6: more than 4 moves",
    );
    check(
        "Swampert\nFavourite colour: blue\n",
        "set 1 (Swampert), line 2: not a line of Showdown's export text",
    );
    let line = check_line("Sw\u{1b}[2Jampert\n");
    assert!(
        line.contains("Sw\\u{1b}[2Jampert") && !line.contains('\u{1b}'),
        "{line}"
    );
    check(&"Swampert\n\n".repeat(101), "more than 100 sets");
    check("", "no set");
    // Not text, and too much of it.
    let path = file("binary.txt", "");
    std::fs::write(&path, [0xff, 0xfe, 0x00, 0x81]).unwrap();
    bad(&["check", "--team", &path, "emerald"], "binary.txt");
    let (code, stdout, stderr) =
        with_stdin(&["check", "--team", "-", "emerald"], &vec![b'a'; 5 << 20]);
    assert_eq!((code, stdout.as_str()), (Some(2), ""));
    assert!(
        stderr.starts_with("error: <stdin>: is larger than 4 MiB"),
        "{stderr}"
    );
    bad(
        &["check", "--team", "Swampert||", "emerald"],
        "team code: set 1 (Swampert), line 1: a packed set has 12 fields",
    );
    bad(
        &["check", "Water", "--team", "x", "emerald"],
        "name the team once",
    );
    bad(
        &["kanto", "--team", "x"],
        "'--team FILE' reads a check's team",
    );
    bad(
        &["kanto", "--format", "showdown"],
        "'--format showdown' writes Pokémon",
    );
    bad(
        &["check", "Water", "kanto", "--format", "showdown"],
        "member Water is a typing",
    );
}

/// The error line of a bad text, from standard input.
fn check_line(text: &str) -> String {
    let (code, stdout, stderr) =
        with_stdin(&["check", "--team", "-", "emerald", "G5"], text.as_bytes());
    assert_eq!((code, stdout.as_str()), (Some(2), ""));
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    stderr
}

/// The player layout prints each team's code, which `--team` takes as
/// text: the same team, checked on both sides, exports the same sets.
#[test]
fn the_team_code_under_a_team_travels() {
    let shown = ok(&[
        "team",
        "red",
        "G2",
        "G3",
        "--starter",
        "squirtle",
        "--layout",
        "player",
        "--limit",
        "1",
    ]);
    let code = (shown.lines())
        .find_map(|l| l.trim().strip_prefix("Team code: "))
        .unwrap_or_else(|| panic!("{shown}"))
        .to_owned();
    let text = answer(&[
        "team",
        "red",
        "G2",
        "G3",
        "--starter",
        "squirtle",
        "--format",
        "showdown",
    ]);
    assert_eq!(code, showdown::pack(&sets(&text)));
    let checked = answer(&[
        "check",
        "--team",
        &code,
        "red",
        "G2",
        "G3",
        "T",
        "--starter",
        "squirtle",
        "--format",
        "showdown",
    ]);
    assert_eq!(checked, text);
}

/// The planner's gym detail shows the leader's team.
#[test]
fn the_planners_gym_detail_shows_the_leaders_team() {
    use pokelinks::cli::{Config, plan_app};
    use ratatui::{Terminal, backend::TestBackend};
    let config = Config::parse_from(["pokelinks", "plan", "emerald", "G1"]).unwrap();
    let mut app = plan_app(&config, 40).unwrap();
    pokelinks::plan::update::update(&mut app, pokelinks::plan::state::Event::Resize(100, 40));
    let mut terminal = Terminal::new(TestBackend::new(100, 40)).unwrap();
    terminal
        .draw(|f| pokelinks::plan::view::draw(f, &app, false))
        .unwrap();
    let screen = terminal.backend().to_string();
    assert!(
        screen.contains("│team: Geodude 12, Geodude 12,"),
        "{screen}"
    );
    assert!(screen.contains("│Nosepass 15 "), "{screen}");
}

/// `team --with-team` pins the text's Pokémon as `--with` does, and
/// `plan --team` plans a team around them; a refusal names the set.
#[test]
fn a_text_pins_a_team_search_and_the_planner() {
    let path = file("pins.txt", "Squirtle\n- Bubble\n\nBirdie (Pidgey) (F)\n");
    let at = [
        "red",
        "G2",
        "G3",
        "--starter",
        "squirtle",
        "--format",
        "json",
    ];
    let mut pinned = vec!["team", "--with-team", &path];
    pinned.extend(at);
    let mut named = vec!["team", "--with", "Squirtle", "--with", "Pidgey"];
    named.extend(at);
    let (a, b) = (run(&pinned), run(&named));
    assert_eq!(
        (a.code, &a.stdout, &a.stderr),
        (b.code, &b.stdout, &b.stderr)
    );
    assert!(
        a.stdout.contains("\"with\":[\"Pidgey\",\"Squirtle\"]"),
        "{}",
        a.stdout
    );
    let config = pokelinks::cli::Config::parse_from([
        "pokelinks",
        "plan",
        "red",
        "G2",
        "--starter",
        "squirtle",
        "--team",
        &path,
    ])
    .unwrap();
    let app = pokelinks::cli::plan_app(&config, 24).unwrap();
    assert!(app.teaming);
    assert_eq!(app.team.pins, ["Pidgey", "Squirtle"]);
    let gengar = file("gengar.txt", "Gengar\n");
    bad(
        &["team", "red", "G2", "--with-team", &gengar],
        "gengar.txt: set 1 (Gengar), line 1: --with Gengar: Gengar cannot be had",
    );
    bad(
        &["check", "red", "--with-team", &path],
        "'--with-team FILE' pins a team search's Pokémon",
    );
}

/// The stderr of a refused run: exit 2, nothing on stdout, one line.
fn refused(code: Option<i32>, stdout: &str, stderr: &str) -> String {
    assert_eq!(code, Some(2), "{stderr}");
    assert_eq!(stdout, "", "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    stderr.trim_end().to_owned()
}

/// A move the species cannot learn in the game is refused on import, in
/// every kind of check and for pins, naming the set and the move's line;
/// egg, tutor and pre-evolution moves pass.
#[test]
fn a_move_the_species_cannot_learn_is_refused_naming_set_and_line() {
    let text =
        "Zigzagoon\nAbility: Pickup\n- Tackle\n\nGeodude\nAbility: Sturdy\n- Tackle\n- Surf\n";
    let path = file("unlearnable.txt", text);
    let want =
        format!("error: {path}: set 2 (Geodude), line 8: Geodude cannot learn Surf in Emerald");
    for kind in ["A", "D", "T"] {
        let r = run(&["check", "--team", &path, "emerald", "G3", kind]);
        assert_eq!(refused(r.code, &r.stdout, &r.stderr), want, "{kind}");
    }
    let r = run(&["team", "emerald", "G3", "--with-team", &path]);
    assert_eq!(refused(r.code, &r.stdout, &r.stderr), want);
    // A status move too, and a team code (one line).
    let (code, stdout, stderr) = with_stdin(
        &["check", "--team", "-", "red", "G1", "A"],
        b"Squirtle||||growl|||||||",
    );
    assert_eq!(
        refused(code, &stdout, &stderr),
        "error: <stdin>: set 1 (Squirtle), line 1: Squirtle cannot learn Growl in Red/Blue"
    );
    // Zigzagoon's Pursuit is an egg move, Geodude's Dynamic Punch
    // Emerald's tutor's, Raichu's Slam Pikachu's (not Raichu's own).
    let own = pokelinks::data::learnsets::Learnsets::of_game("emerald")
        .unwrap()
        .unwrap();
    assert_eq!(own.learns("Raichu", "Slam"), Some(false));
    assert_eq!(own.learns("Zigzagoon", "Pursuit"), Some(false));
    assert_eq!(own.learns("Geodude", "Dynamic Punch"), Some(false));
    let fine = file(
        "learnable.txt",
        "Zigzagoon\n- Pursuit\n\nGeodude\n- Dynamic Punch\n\nRaichu\n- Slam\n",
    );
    let r = run(&["check", "--team", &fine, "emerald", "G8", "A", "--anytime"]);
    assert!(matches!(r.code, Some(0 | 1)), "{r:?}");
    assert!(r.stdout.contains("Raichu — Slam"), "{r:?}");
}

/// In Scarlet/Violet every set says its Tera type: the one the text gave,
/// else the species' first type (Pelipper is Water-Flying, its typing
/// sorted Flying-Water); a Tera type that is no type is refused by set and
/// line; elsewhere the line is read and ignored.
#[test]
fn tera_types_are_written_read_and_checked_in_scarlet_violet() {
    let text = "Pelipper\nTera Type: Ground\n- Surf\n\nToedscool\n- Mud Shot\n";
    let path = file("tera.txt", text);
    let out = answer(&[
        "check",
        "--team",
        &path,
        "scarlet-violet",
        "G4",
        "A",
        "--format",
        "showdown",
    ]);
    let back = sets(&out);
    assert_eq!(back[0].tera.as_deref(), Some("Ground"));
    assert_eq!(back[1].tera.as_deref(), Some("Ground")); // Toedscool: Ground-Grass
    let named = answer(&[
        "check",
        "Pelipper:surf",
        "scarlet-violet",
        "G4",
        "A",
        "--format",
        "showdown",
    ]);
    assert_eq!(sets(&named)[0].tera.as_deref(), Some("Water"));
    // Export → import gives the same team, Tera types included.
    let again = file("tera-again.txt", &out);
    let out2 = answer(&[
        "check",
        "--team",
        &again,
        "scarlet-violet",
        "G4",
        "A",
        "--format",
        "showdown",
    ]);
    assert_eq!(out2, out);
    let bogus = file("tera-bogus.txt", "Pelipper\n- Surf\nTera Type: Bogus\n");
    let r = run(&["check", "--team", &bogus, "scarlet-violet", "G4", "A"]);
    assert_eq!(
        refused(r.code, &r.stdout, &r.stderr),
        format!("error: {bogus}: set 1 (Pelipper), line 3: Tera Type \"Bogus\": not a type")
    );
    let emerald = answer(&[
        "check",
        "--team",
        &bogus,
        "emerald",
        "G8",
        "A",
        "--anytime",
        "--format",
        "showdown",
    ]);
    assert!(!emerald.contains("Tera"), "{emerald}");
}
