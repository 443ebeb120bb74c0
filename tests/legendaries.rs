//! Legendary and mythical Pokémon play only with `--legendaries`
//! (docs/covers.md "Legendaries"): without it no answer names one, the
//! header lists those the player could have had, and a typing only they
//! hold is no option; a legendary named by the player is theirs.

mod binary;
mod files;

use std::collections::{BTreeMap, BTreeSet};

use binary::ok;
use files::data;
use serde_json::Value;

/// The species file of a generation: name → (typing, legendary), the
/// legendary classes read from the file's tags as written.
fn species(generation: u64) -> BTreeMap<String, (String, bool)> {
    let file = data(&format!("species/gen-{generation}.json"));
    (file["species"].as_array().unwrap().iter())
        .map(|s| {
            let tags: Vec<&str> = (s["tags"].as_array().into_iter().flatten())
                .filter_map(Value::as_str)
                .collect();
            let legendary = tags
                .iter()
                .any(|t| ["Restricted Legendary", "Sub-Legendary", "Mythical"].contains(t));
            let name = s["name"].as_str().unwrap().to_owned();
            (name, (s["typing"].as_str().unwrap().to_owned(), legendary))
        })
        .collect()
}

/// The JSON answer of a run that found covers (status 0) or found none
/// (status 1: the E4 of some games has no exact cover).
fn json(args: &[&str]) -> Value {
    let run = binary::run(args);
    assert!(
        matches!(run.code, Some(0 | 1)) && run.stderr.is_empty(),
        "{args:?}: {run:?}"
    );
    serde_json::from_str(&run.stdout).unwrap()
}

/// Every Pokémon an answer's solutions name.
fn named(answer: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for s in answer["solutions"].as_array().unwrap() {
        for group in s["pokemon"].as_array().into_iter().flatten() {
            out.extend(
                group
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|p| p.as_str().unwrap().to_owned()),
            );
        }
        for m in s["members"].as_array().into_iter().flatten() {
            for p in m["pokemon"].as_array().unwrap() {
                out.push(p["name"].as_str().unwrap().to_owned());
            }
        }
    }
    out
}

fn left_out(answer: &Value) -> Vec<String> {
    (answer["game"]["legendaries_left_out"]
        .as_array()
        .into_iter()
        .flatten())
    .map(|p| p.as_str().unwrap().to_owned())
    .collect()
}

#[test]
fn without_the_flag_no_answer_names_a_legendary_and_the_header_says_who_was_left_out() {
    let mut seen = 0;
    for game in [
        "red", "gold", "emerald", "platinum", "black", "x", "sun", "sword", "scarlet",
    ] {
        let base = [
            game,
            "E4",
            "--format",
            "json",
            "--pokemon",
            "20",
            "--limit",
            "50",
        ];
        let without = json(&base);
        let generation = without["generation"].as_u64().unwrap();
        let dex = species(generation);
        let is_legendary = |name: &String| dex.get(name).is_some_and(|(_, l)| *l);
        let names = named(&without);
        seen += names.len();
        assert!(
            !names.iter().any(is_legendary),
            "{game}: a legendary is named without --legendaries: {names:?}"
        );
        let out = left_out(&without);
        assert!(out.iter().all(is_legendary), "{game}: {out:?}");

        let with = json(&[&base[..], &["--legendaries"]].concat());
        assert!(
            left_out(&with).is_empty(),
            "{game}: none is left out with the flag"
        );
        // The options gained are typings only the left-out legendaries hold.
        let options = |a: &Value| -> BTreeSet<String> {
            (a["options"].as_array().unwrap().iter())
                .map(|o| o.as_str().unwrap().to_owned())
                .collect()
        };
        let (o_without, o_with) = (options(&without), options(&with));
        assert!(o_without.is_subset(&o_with), "{game}");
        let theirs: BTreeSet<&String> = out.iter().map(|n| &dex[n].0).collect();
        for gained in o_with.difference(&o_without) {
            assert!(
                theirs.contains(gained),
                "{game}: {gained} gained, not a left-out legendary's"
            );
            let others = dex.iter().filter(|(_, (t, l))| t == gained && !l);
            for (name, _) in others {
                assert!(
                    !names.contains(name),
                    "{game}: {name} holds {gained}, which was no option"
                );
            }
        }
    }
    assert!(seen > 0, "some answer names Pokémon");
}

#[test]
fn a_typing_only_a_legendary_holds_is_an_option_only_with_the_flag() {
    // In generation 1 Articuno is the only Ice-Flying Pokémon (immune to
    // Giovanni's Ground), and Red has it from before Blaine (`where
    // articuno red`).
    let dex = species(1);
    let holders: Vec<_> = dex.iter().filter(|(_, (t, _))| t == "Flying-Ice").collect();
    assert!(!holders.is_empty() && holders.iter().all(|(_, (_, l))| *l));
    let has = |args: &[&str]| {
        let answer = json(args);
        (answer["options"].as_array().unwrap().iter()).any(|o| o == "Flying-Ice")
    };
    assert!(!has(&["red", "G8", "--format", "json"]));
    assert!(has(&["red", "G8", "--format", "json", "--legendaries"]));
}

#[test]
fn a_team_keeps_to_non_legendaries_but_takes_one_the_player_names() {
    let dex = species(1);
    let team = json(&["team", "red", "E4", "--top", "3", "--format", "json"]);
    let names = named(&team);
    assert!(!names.is_empty());
    assert!(!names.iter().any(|n| dex[n].1), "{names:?}");
    assert_eq!(
        left_out(&team),
        ["Articuno", "Zapdos", "Moltres"].map(String::from)
    );
    let pinned = json(&[
        "team", "red", "E4", "--with", "zapdos", "--top", "1", "--format", "json",
    ]);
    assert!(named(&pinned).iter().any(|n| n == "Zapdos"));
    let text = ok(&["red", "E4"]);
    assert!(
        text.contains("Articuno, Zapdos, Moltres left out (--legendaries lets them play)"),
        "{text}"
    );
}

#[test]
fn the_flag_needs_a_game() {
    let err = binary::bad(&["kanto", "G1", "--legendaries"], "--legendaries");
    assert!(err.contains("needs --game"), "{err}");
}
