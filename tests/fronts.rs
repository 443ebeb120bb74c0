//! Solve, check and plan on the same settings agree: who may play (the
//! options), the best covers, and check's finishes, which are the solve
//! with the members pinned. All three start from one resolved setup
//! (`src/setup/`); this test keeps them from drifting apart again.

mod binary;

use pokelinks::cli::Config;
use pokelinks::plan::state::{App, Covers, Effect, Event};
use pokelinks::plan::update::update;
use pokelinks::plan::worker::Outcome;
use pokelinks::setup::Setup;
use serde_json::Value;

/// Settings a player might give all three: a story point, a region with
/// `--obtainable`, `--safe` in a game, attack with moves by a story point.
const SETTINGS: &[&[&str]] = &[
    &["emerald", "G3", "G4"],
    &["paldea", "G1", "--obtainable", "--max", "3"],
    &["emerald", "G5", "G6", "G7", "G8", "--safe"],
    &["red", "G3", "G4", "A"],
    &["platinum", "G2", "G3", "O", "--max", "4"],
];

/// How many best covers are compared.
const K: usize = 5;

/// The JSON document of a run that answered: exit 0, or 1 (a check of a
/// team that does not cover yet).
fn json(args: &[String]) -> Value {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let run = binary::run(&args);
    assert!(matches!(run.code, Some(0 | 1)), "{args:?}: {run:?}");
    serde_json::from_str(&run.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}"))
}

fn strings(v: &Value) -> Vec<String> {
    (v.as_array().unwrap().iter())
        .map(|s| s.as_str().unwrap().to_owned())
        .collect()
}

/// Each solution's rank and members, in order.
fn ranked(solutions: &Value) -> Vec<(u64, Vec<String>)> {
    (solutions.as_array().unwrap().iter())
        .map(|s| (s["rank"].as_u64().unwrap(), strings(&s["types"])))
        .collect()
}

/// The planner `pokelinks plan ARGS` opens, its first searches run to
/// their end here as the worker would run them.
fn planner(args: &[&str]) -> App {
    let words = ["pokelinks", "plan"]
        .into_iter()
        .chain(args.iter().copied());
    let config = Config::parse_from(words).unwrap_or_else(|e| panic!("{args:?}: {e}"));
    let setup = Setup::new(&config.question).unwrap_or_else(|e| panic!("{args:?}: {e}"));
    let mut app = App::new(setup, 24).unwrap();
    update(&mut app, Event::Resize(80, 24));
    for effect in app.start() {
        if let Effect::Best {
            generation,
            mut job,
            k,
        } = effect
        {
            let teams = job.top(k);
            update(
                &mut app,
                Event::Outcome(Outcome::Best { generation, teams }),
            );
        }
    }
    app
}

#[test]
fn solve_check_and_plan_agree_on_the_same_settings() {
    for &args in SETTINGS {
        let top = K.to_string();
        let with = |extra: &[&'static str]| -> Vec<String> {
            (args.iter().chain(extra).copied())
                .chain(["--format", "json", "--top"])
                .map(str::to_owned)
                .chain([top.clone()])
                .collect()
        };
        let solve = json(&with(&[]));
        let options = strings(&solve["options"]);
        assert!(!options.is_empty(), "{args:?}");

        // The planner offers the solve's options and finds its best covers.
        let app = planner(args);
        let offered: Vec<String> = app.options.iter().map(ToString::to_string).collect();
        assert_eq!(offered, options, "{args:?}: the planner's options");
        let Covers::Ready(teams) = &app.covers else {
            panic!("{args:?}: the planner's search ran");
        };
        let planned: Vec<(u64, Vec<String>)> = (teams.iter().take(K))
            .map(|t| {
                let types = t.types.iter().map(ToString::to_string).collect();
                (u64::from(t.rank), types)
            })
            .collect();
        assert_eq!(
            planned,
            ranked(&solve["solutions"]),
            "{args:?}: the planner's covers"
        );

        // A check of one option: what nothing may cover is the solve's, and
        // for the rest (--partial) it finishes as the solve with the
        // option pinned, suggesting only the solve's options.
        let member = options[0].clone();
        let check_of = |extra: &[&'static str]| {
            json(&[&["check".to_owned(), member.clone()][..], &with(extra)].concat())
        };
        let strict = &check_of(&[])["completion"];
        if solve["uncoverable"] == serde_json::json!([]) {
            assert_ne!(strict["kind"], "uncoverable", "{args:?}: {strict}");
        } else {
            assert_eq!(strict["kind"], "uncoverable", "{args:?}: {strict}");
            assert_eq!(strict["uncoverable"], solve["uncoverable"], "{args:?}");
        }
        let check = check_of(&["--partial"]);
        // The check's mode (overlapping unless told: docs/check.md).
        let mode = check["mode"].as_str().unwrap();
        let mut pinned_args = with(&["--partial"]);
        pinned_args.extend(["--with".to_owned(), member.clone(), format!("--{mode}")]);
        let pinned = json(&pinned_args);
        let completion = &check["completion"];
        assert_eq!(completion["kind"], "finish", "{args:?}: {completion}");
        let finishes = ranked(&completion["solutions"]);
        assert!(!finishes.is_empty(), "{args:?}");
        assert_eq!(
            finishes,
            ranked(&pinned["solutions"]),
            "{args:?}: the check's finishes"
        );
        assert!(
            finishes
                .iter()
                .flat_map(|(_, types)| types)
                .all(|t| options.contains(t)),
            "{args:?}: {finishes:?}"
        );
    }
}

/// More members named than `--max` allows is refused by every front end
/// with the same words: a solve's and the planner's `--with`, a team
/// search's pinned Pokémon, a check's team (which counts its members).
#[test]
fn every_front_end_refuses_more_members_than_max_alike() {
    let refused = |args: &[&str]| {
        let run = binary::run(args);
        assert_eq!(run.code, Some(2), "{args:?}: {run:?}");
        assert!(run.stdout.is_empty(), "{args:?}");
        run.stderr.trim().to_owned()
    };
    let with = "error: --with names 3 typings but --max is 2: no cover can hold them all";
    let pins = [
        "--with", "water", "--with", "fire", "--with", "grass", "--max", "2",
    ];
    let mut solve = vec!["kanto", "G1"];
    solve.extend(pins);
    assert_eq!(refused(&solve), with);
    let mut plan = vec!["pokelinks", "plan", "kanto", "G1"];
    plan.extend(pins);
    let config = Config::parse_from(plan).unwrap();
    let planner = pokelinks::cli::plan_app(&config, 24).unwrap_err();
    assert_eq!(format!("error: {planner}"), with);
    assert_eq!(
        refused(&[
            "team", "kanto", "G1", "--with", "pikachu", "--with", "onix", "--max", "1"
        ]),
        "error: --with names 2 Pokémon but --max is 1: no cover can hold them all"
    );
    assert_eq!(
        refused(&[
            "check", "water", "fire", "grass", "kanto", "G1", "--max", "2"
        ]),
        "error: the team names 3 members but --max is 2: no cover can hold them all"
    );
}

/// Regions, versions and starters are matched as Pokémon names are (the
/// one name index: case, accents, spaces and punctuation folded): each
/// spelling answers as the data's own.
#[test]
fn regions_versions_and_starters_are_matched_as_names_are() {
    let same = |a: &[&str], b: &[&str]| {
        let (a, b) = (binary::run(a), binary::run(b));
        assert!(
            matches!(a.code, Some(0 | 1)) && !a.stdout.is_empty(),
            "{a:?}"
        );
        assert_eq!((a.stdout, a.code), (b.stdout, b.code));
    };
    same(&["Kantó", "G1"], &["kanto", "G1"]);
    same(&["--map", "KANTO", "G1"], &["kanto", "G1"]);
    same(
        &["sword", "G1", "--version", "sword grookey"],
        &["sword", "G1", "--version", "Sword-Grookey"],
    );
    same(
        &[
            "team",
            "emerald",
            "G1",
            "--starter",
            "mud kip",
            "--top",
            "2",
        ],
        &["team", "emerald", "G1", "--starter", "Mudkip", "--top", "2"],
    );
}
