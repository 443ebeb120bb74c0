//! The command line's parsing and resolution, through `Config::parse_from`:
//! both argument styles, defaults, contradictions and one-line errors.

use clap_complete::Shell;
use pokelinks::cli::{Action, ColorWhen, Config, Error, Format};
use pokelinks::data::MapSource;
use pokelinks::problem::Kind;
use pokelinks::search::Mode;
use pokelinks::setup::GymChoice;

fn parse(args: &[&str]) -> Result<Config, Error> {
    Config::parse_from(std::iter::once("pokelinks").chain(args.iter().copied()))
}

fn config(args: &[&str]) -> Config {
    parse(args).unwrap_or_else(|e| panic!("{args:?}: {e}"))
}

fn usage_error(args: &[&str]) -> String {
    match parse(args) {
        Err(Error::Usage(message)) => message,
        other => panic!("{args:?}: {other:?}"),
    }
}

#[test]
fn defaults() {
    let c = config(&[]);
    assert_eq!(c.action, Action::Solve);
    assert_eq!(
        (c.question.map, c.question.types, c.question.gyms),
        (None, None, vec![])
    );
    assert_eq!(
        (c.question.kind, c.question.mode, c.question.max),
        (Kind::Defense, Mode::Exact, None)
    );
    assert_eq!((c.top, c.limit, c.count), (None, None, false));
    assert_eq!((c.format, c.color), (Format::Table, ColorWhen::Auto));
}

#[test]
fn words_in_any_order_equal_the_options() {
    let words = config(&["O", "G2", "kanto", "A", "e4", "plain"]);
    let options = config(&[
        "--overlapping",
        "--map",
        "KANTO",
        "--attack",
        "--color",
        "never",
        "--gym",
        "G2",
        "--gym",
        "E4",
    ]);
    for c in [&words, &options] {
        assert_eq!(c.question.map, Some(MapSource::Shipped("Kanto")));
        assert_eq!(
            (c.question.kind, c.question.mode, c.color),
            (Kind::Attack, Mode::Overlapping, ColorWhen::Never)
        );
    }
    assert_eq!(
        words.question.gyms,
        [GymChoice::Id("G2".into()), GymChoice::Id("E4".into())]
    );
    assert_eq!(
        options.question.gyms,
        [
            GymChoice::IdOrTown("G2".into()),
            GymChoice::IdOrTown("E4".into())
        ]
    );
}

#[test]
fn single_letters_are_case_sensitive() {
    for word in ["a", "d", "e", "o", "H", "Plain", "COLOR", "Man"] {
        assert_eq!(
            usage_error(&[word]),
            format!("unknown word '{word}' (see --help)")
        );
    }
    assert_eq!(config(&["D", "E"]).question.kind, Kind::Defense);
    assert_eq!(
        config(&["g12"]).question.gyms,
        [GymChoice::Id("G12".into())]
    );
}

#[test]
fn paths() {
    let file = |p: &str| Some(MapSource::File(p.into()));
    assert_eq!(config(&["maps/mine"]).question.map, file("maps/mine"));
    assert_eq!(config(&["mine.JSON"]).question.map, file("mine.JSON"));
    // An existing file, with no other sign of being a path.
    assert_eq!(config(&["Cargo.toml"]).question.map, file("Cargo.toml"));
    assert_eq!(config(&["--map", "G1"]).question.map, file("G1"));
    assert_eq!(
        config(&["--types", "t.json"]).question.types,
        Some("t.json".into())
    );
}

#[test]
fn contradictions_name_both_arguments_in_order() {
    let cases: [(&[&str], &str); 9] = [
        (
            &["A", "D"],
            "'A' and 'D' contradict each other (attack, defense or both?)",
        ),
        (&["--defense", "A"], "'--defense' and 'A' contradict"),
        (
            &["E", "--overlapping"],
            "'E' and '--overlapping' contradict each other (exact or overlapping?)",
        ),
        (
            &["plain", "color"],
            "'plain' and 'color' contradict each other (colour or not?)",
        ),
        (
            &["--color", "always", "plain"],
            "'--color always' and 'plain' contradict",
        ),
        (
            &["kanto", "johto"],
            "two maps given, 'kanto' and 'johto': choose one",
        ),
        (
            &["--map", "x.json", "kanto"],
            "two maps given, '--map x.json' and 'kanto'",
        ),
        (
            &["kanto", "kanto", "johto"],
            "two maps given, 'kanto' and 'johto'",
        ),
        (
            &["--list", "man"],
            "'--list' and 'man' contradict each other (one request at a time)",
        ),
    ];
    for (args, want) in cases {
        let message = usage_error(args);
        assert!(message.starts_with(want), "{args:?}: {message}");
    }
    // Saying the same thing twice is no contradiction.
    assert_eq!(
        config(&["A", "--attack", "color", "--color", "always"])
            .question
            .kind,
        Kind::Attack
    );
}

#[test]
fn requests() {
    assert!(matches!(config(&["h"]).action, Action::Help(_)));
    assert!(matches!(config(&["--help"]).action, Action::Help(_)));
    // Help wins over everything else, as with clap's own flag.
    assert!(matches!(
        config(&["kanto", "--list", "h"]).action,
        Action::Help(_)
    ));
    assert!(matches!(config(&["-V"]).action, Action::Version(_)));
    assert_eq!(
        config(&["completions", "fish"]).action,
        Action::Completions(Shell::Fish)
    );
    assert_eq!(
        config(&["--completions", "zsh"]).action,
        Action::Completions(Shell::Zsh)
    );
    assert_eq!(config(&["man"]).action, Action::Man);
    assert_eq!(config(&["--man"]).action, Action::Man);
    assert!(usage_error(&["completions"]).contains("needs a shell"));
    assert!(usage_error(&["completions", "tcsh"]).contains("'completions tcsh': unknown shell"));
}

#[test]
fn clap_errors_are_one_line() {
    let cases: [(&[&str], &str); 6] = [
        (
            &["--max", "0"],
            "invalid value '0' for '--max <N>': must be a whole number ≥ 1",
        ),
        (
            &["--top", "x"],
            "invalid value 'x' for '--top <K>': not a whole number",
        ),
        (
            &["--with", "!!"],
            "invalid value '!!' for '--with <TYPING>'",
        ),
        (
            &["--format", "xml"],
            "invalid value 'xml' for '--format <FORMAT>' [possible values: table, json, showdown]",
        ),
        (
            &["--maxx", "3"],
            "unexpected argument '--maxx' found; tip: a similar argument exists: '--max'",
        ),
        (
            &["--count", "--top", "3"],
            "the argument '--count' cannot be used with '--top <K>'",
        ),
    ];
    for (args, want) in cases {
        let message = usage_error(args);
        assert!(message.starts_with(want), "{args:?}: {message}");
        assert!(
            !message.contains('\n') && !message.starts_with("error"),
            "{message}"
        );
    }
}
