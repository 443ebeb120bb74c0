//! `check POKÉMON… T` through the real binary (docs/check.md "Both
//! sides"): its completions are `pokelinks team`'s answers with the members
//! as `--with`, the JSON document's shape agrees with itself, the table
//! names both sides, and bad members are one-line errors.

mod binary;

use serde_json::Value;

/// Runs with `--format json`: the exit status and the document.
fn json(args: &[&str]) -> (Option<i32>, Value) {
    let mut args = args.to_vec();
    args.extend(["--format", "json"]);
    let run = binary::run(&args);
    assert_eq!(run.stderr, "", "{args:?}");
    (run.code, serde_json::from_str(&run.stdout).unwrap())
}

/// A team as both documents give it, without what only a check adds
/// (`added`, `out`).
fn team_of(solution: &Value) -> Value {
    let mut team = solution.clone();
    let map = team.as_object_mut().unwrap();
    map.remove("added");
    map.remove("out");
    team
}

#[test]
fn completions_are_the_team_search_with_the_members_pinned() {
    let place = ["emerald", "G5", "G6", "G7", "G8", "--starter", "torchic"];
    for members in [&["Combusken", "Kirlia"][..], &["Combusken"][..]] {
        let mut check = vec!["check"];
        check.extend(members);
        check.extend(place);
        check.extend(["T", "--partial", "--top", "4"]);
        let (code, doc) = json(&check);
        // Nothing had before Norman hits Dragon-Water: the check fails.
        assert_eq!(code, Some(1), "{doc}");
        assert_eq!(doc["completion"]["kind"], "finish", "{doc}");
        let mut team = vec!["team"];
        team.extend(place);
        for m in members {
            team.extend(["--with", m]);
        }
        team.extend(["--top", "4", "--weak"]);
        let (_, answer) = json(&team);
        let found: Vec<Value> = (doc["completion"]["solutions"].as_array().unwrap().iter())
            .map(team_of)
            .collect();
        assert_eq!(found.len(), 4, "{doc}");
        assert_eq!(&found, answer["solutions"].as_array().unwrap());
        // Each adds what is not a member, by its lead.
        for s in doc["completion"]["solutions"].as_array().unwrap() {
            let leads: Vec<&str> = (s["members"].as_array().unwrap().iter())
                .map(|m| m["pokemon"][0]["name"].as_str().unwrap())
                .collect();
            let added: Vec<&str> = (s["added"].as_array().unwrap().iter())
                .map(|a| a.as_str().unwrap())
                .collect();
            let expected: Vec<&str> = (leads.iter().copied())
                .filter(|l| !members.contains(l))
                .collect();
            assert_eq!(added, expected);
        }
    }
}

#[test]
fn the_json_document_agrees_with_itself() {
    let (code, doc) = json(&[
        "check", "Pidgey", "Rattata", "kanto", "G1", "G2", "T", "--max", "2",
    ]);
    assert_eq!(code, Some(1));
    assert_eq!(doc["cover"], "team");
    assert_eq!(doc["attacks"], "same-type");
    let members = doc["members"].as_array().unwrap();
    let names: Vec<&str> = (members.iter())
        .map(|m| m["pokemon"][0]["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Pidgey", "Rattata"]);
    let mut uncovered = Vec::new();
    for (side, key) in [("resist", "resists"), ("hit", "hits")] {
        for row in doc[side].as_array().unwrap() {
            let item = &row["item"];
            assert_eq!(row["multipliers"].as_array().unwrap().len(), 2, "{row}");
            // Who covers a row is who lists it among what it covers.
            let by: Vec<&str> = (members.iter().zip(&names))
                .filter(|(m, _)| {
                    m[key]
                        .as_array()
                        .unwrap()
                        .iter()
                        .any(|c| c["item"] == *item)
                })
                .map(|(_, n)| *n)
                .collect();
            let covered_by: Vec<&str> = (row["covered_by"].as_array().unwrap().iter())
                .map(|n| n.as_str().unwrap())
                .collect();
            assert_eq!(covered_by, by, "{row}");
            if by.is_empty() {
                uncovered.push((side, item.clone()));
            }
        }
    }
    let listed: Vec<(&str, Value)> = ["resist", "hit"]
        .iter()
        .flat_map(|&side| {
            (doc["uncovered"][side].as_array().unwrap().iter()).map(move |i| (side, i.clone()))
        })
        .collect();
    assert_eq!(listed, uncovered);
    assert_eq!(doc["covered"], uncovered.is_empty());
    let (rank, attack, defense) = (&doc["rank"], &doc["attack"], &doc["defense"]);
    assert_eq!(
        rank.as_i64().unwrap(),
        attack.as_i64().unwrap() - defense.as_i64().unwrap()
    );
    assert_eq!(doc["verdicts"].as_array().unwrap().len(), 2);
    // Full and failing: repaired by dropping members, named.
    let completion = &doc["completion"];
    assert_eq!(completion["kind"], "repair");
    for s in completion["solutions"].as_array().unwrap() {
        assert!(!s["out"].as_array().unwrap().is_empty(), "{s}");
        assert!(s["weak"].is_u64(), "{s}");
    }
}

#[test]
fn a_team_that_covers_both_sides_exits_zero_and_the_table_shows_both() {
    let out = binary::ok(&["check", "Gengar:submission", "kanto", "G1", "T"]);
    assert!(
        out.contains("Check:    both sides, 1 of at most 6 Pokémon"),
        "{out}"
    );
    assert!(out.contains("Resist") && out.contains("Hit"), "{out}");
    assert!(
        out.contains("hits     Ground-Rock with Submission"),
        "{out}"
    );
    assert!(out.contains("Nothing to add"), "{out}");
    // In a game, a Pokémon attacks with the moves it knows by then; before
    // Brock nothing resists Normal, which is set aside (status 1).
    let run = binary::run_wide(&[
        "check",
        "Squirtle",
        "red",
        "G1",
        "T",
        "--starter",
        "squirtle",
    ]);
    assert_eq!(run.code, Some(1), "{run:?}");
    assert!(
        run.stdout.contains("Ground-Rock ×4 with Bubble (level 8)"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains(
            "Set aside: Normal: nothing you can have resists it; from before Misty (G2) on: Geodude"
        ),
        "{}",
        run.stdout
    );
    // Two members: a finish lists what each completion adds.
    let run = binary::run(&["check", "Rattata", "kanto", "G1", "G2", "T", "--top", "2"]);
    assert_eq!(run.code, Some(1), "{run:?}");
    assert!(
        run.stdout
            .contains("Finish: the best overlapping teams holding every member"),
        "{}",
        run.stdout
    );
    // The matrix fits 80 columns.
    let matrix: Vec<&str> = (run.stdout.lines())
        .filter(|l| l.starts_with("  ") && l.contains('×'))
        .collect();
    assert!(!matrix.is_empty() && matrix.iter().all(|l| l.chars().count() <= 80));
}

#[test]
fn bad_members_and_words() {
    binary::bad(
        &["check", "water", "kanto", "T"],
        "member Water: T holds Pokémon, not typings",
    );
    binary::bad(
        &["check", "kanto", "T"],
        "needs the team: at least one Pokémon",
    );
    binary::bad(
        &["check", "pikachu", "Pikachu", "kanto", "T"],
        "member Pikachu is given twice",
    );
    binary::bad(
        &["check", "pikachu:growl", "kanto", "T"],
        "Growl does not count as an attack",
    );
    binary::bad(
        &["check", "pikachu:thundrbolt", "kanto", "T"],
        "did you mean Thunderbolt?",
    );
    binary::bad(
        &["check", "pikachoo", "kanto", "T"],
        "did you mean Pikachu?",
    );
    binary::bad(
        &["check", "pikachu", "kanto", "T", "--without", "electric"],
        "member Pikachu is also given to --without",
    );
    binary::bad(
        &["check", "onix", "geodude", "kanto", "T", "--max", "1"],
        "the team names 2 members",
    );
    binary::bad(
        &["check", "pikachu", "kanto", "T", "A"],
        "'T' and 'A' contradict each other",
    );
    binary::bad(&["kanto", "T"], "'T' holds a team on both sides in a check");
    binary::bad(
        &["kanto", "--both"],
        "'--both' holds a team on both sides in a check",
    );
    binary::bad(
        &["check", "charizard", "red", "G1", "T"],
        "member Charizard: Charizard cannot be had",
    );
}
