//! `--no-grind` (docs/games.md): evolutions that wait for friendship,
//! beauty, affection or a held item do not count, so no answer has a
//! Pokémon that way, and `where` says why one cannot be had.

mod binary;

use binary::ok;
use serde_json::Value;

/// The words the answers use for the evolutions `--no-grind` leaves out
/// (src/story/availability.rs names them so: `friendship`, `beauty`,
/// `affection`, `holding X`).
const GRINDS: [&str; 4] = ["friendship", "beauty", "affection", "holding"];

/// Every "how" of every Pokémon a solve names.
fn hows(args: &[&str]) -> Vec<String> {
    let run = binary::run(args);
    assert!(matches!(run.code, Some(0 | 1)), "{args:?}: {run:?}");
    let answer: Value = serde_json::from_str(&run.stdout).unwrap();
    let mut out = Vec::new();
    for s in answer["solutions"].as_array().unwrap() {
        for group in s["how"].as_array().into_iter().flatten() {
            out.extend(
                group
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|h| h.as_str().unwrap().to_owned()),
            );
        }
    }
    out
}

#[test]
fn no_answer_has_a_pokemon_by_an_evolution_no_grind_leaves_out() {
    let (mut grinding, mut named) = (0, 0);
    let games = [
        "gold",
        "heartgold",
        "emerald",
        "platinum",
        "black",
        "x",
        "sun",
        "sword",
    ];
    for (game, gym) in games.into_iter().flat_map(|g| [(g, "G4"), (g, "G6")]) {
        let base = [
            game,
            gym,
            "--format",
            "json",
            "--pokemon",
            "20",
            "--limit",
            "50",
        ];
        let plain = hows(&base);
        grinding += plain
            .iter()
            .filter(|h| GRINDS.iter().any(|g| h.contains(g)))
            .count();
        let mut args = base.to_vec();
        args.push("--no-grind");
        let strict = hows(&args);
        named += strict.len();
        for how in &strict {
            assert!(
                !GRINDS.iter().any(|g| how.contains(g)),
                "{game} {gym}: {how}"
            );
        }
    }
    assert!(
        grinding > 0,
        "without the flag some answer has a Pokémon that way"
    );
    assert!(named > 0, "with it some answer names Pokémon");
}

#[test]
fn where_says_an_evolution_left_out_is_why() {
    // Crobat evolves from Golbat by friendship only.
    let plain = ok(&["where", "crobat", "heartgold"]);
    assert!(plain.contains("friendship"), "{plain}");
    // Status 1: it cannot be had.
    let run = binary::run(&["where", "crobat", "heartgold", "--no-grind"]);
    assert_eq!(run.code, Some(1), "{run:?}");
    let strict = run.stdout;
    assert!(
        strict.contains("cannot be had: only by friendship, beauty, affection or a held item")
            && strict.contains("without --no-grind"),
        "{strict}"
    );
}
