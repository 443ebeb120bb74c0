//! Battle-true matchups, run through the real binary: the gym's abilities
//! and Tera types and the player's abilities change what covers what, in
//! the games where the players found the typing-only answers wrong; region
//! maps and `--abilities off` answer from typings alone.

mod binary;

use serde_json::Value;

fn json(args: &[&str]) -> Value {
    let run = binary::run(&[args, &["--format", "json"]].concat());
    assert!(matches!(run.code, Some(0 | 1)), "{args:?}: {run:?}");
    serde_json::from_str(&run.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}"))
}

/// The multipliers of a one-member check's rows, by item.
fn cells(doc: &Value) -> Vec<(String, f64)> {
    (doc["rows"].as_array().unwrap().iter())
        .map(|r| {
            let item = r["item"].as_str().unwrap().to_owned();
            (item, r["multipliers"][0].as_f64().unwrap())
        })
        .collect()
}

fn cell(doc: &Value, item: &str) -> f64 {
    (cells(doc).into_iter())
        .find(|(i, _)| i == item)
        .unwrap_or_else(|| panic!("no row {item} in {:?}", cells(doc)))
        .1
}

#[test]
fn levitate_solrock_and_lunatone_take_nothing_from_ground() {
    let doc = json(&["check", "Ground", "emerald", "G7", "A"]);
    assert_eq!(cell(&doc, "Psychic-Rock (Levitate)"), 0.0);
    assert_eq!(cell(&doc, "Ground-Psychic (Levitate)"), 0.0);
    // And no team sends a Ground move at them.
    let team = json(&["team", "emerald", "G7", "--anytime", "--top", "3"]);
    let solutions = team["solutions"].as_array().unwrap();
    assert!(!solutions.is_empty());
    let moves = (solutions.iter())
        .flat_map(|t| t["members"].as_array().unwrap())
        .flat_map(|m| m["pokemon"].as_array().unwrap())
        .flat_map(|p| p["moves"].as_array().unwrap());
    for mv in moves.filter(|mv| mv["type"] == "Ground") {
        let hits = mv["hits"].to_string();
        assert!(!hits.contains("Levitate"), "{mv}");
    }
}

#[test]
fn water_absorb_and_levitate_on_the_paldea_elite_four() {
    let water = json(&["check", "Water", "sv", "E4", "A"]);
    assert_eq!(cell(&water, "Ground-Poison (Water Absorb)"), 0.0);
    let ground = json(&["check", "Ground", "sv", "E4", "A"]);
    assert_eq!(cell(&ground, "Psychic-Steel (Levitate)"), 0.0);
}

#[test]
fn ionos_mismagius_after_tera_is_electric_with_levitate() {
    let doc = json(&["sv", "G3", "A"]);
    let items: Vec<&str> = (doc["items"].as_array().unwrap().iter())
        .map(|i| i.as_str().unwrap())
        .collect();
    assert!(items.contains(&"Ghost (Levitate)") && items.contains(&"Electric (Levitate)"));
    // Nothing hits pure Electric with Levitate super-effectively.
    assert_eq!(
        doc["uncoverable"],
        serde_json::json!(["Electric (Levitate)"])
    );
    assert_eq!(doc["total"], 0);
}

#[test]
fn gengar_levitates_in_generations_3_to_6_only() {
    let frlg = json(&["check", "Gengar", "frlg", "E4"]);
    assert_eq!(frlg["abilities"], serde_json::json!(["Levitate"]));
    assert_eq!(cell(&frlg, "Ground"), 0.0);
    let usum = json(&["check", "Gengar", "usum", "E4"]);
    assert!(usum.get("abilities").is_none(), "{usum}");
    assert_eq!(cell(&usum, "Ground"), 2.0);
}

#[test]
fn whitneys_scrappy_miltank_hits_ghosts_in_heartgold() {
    let doc = json(&["check", "Gastly", "hgss", "G3"]);
    assert_eq!(cell(&doc, "Normal"), 0.0); // Clefairy's
    assert_eq!(cell(&doc, "Normal (Scrappy)"), 1.0); // Miltank's
    let team = json(&["team", "hgss", "G3", "--top", "5"]);
    for t in team["solutions"].as_array().unwrap() {
        for m in t["members"].as_array().unwrap() {
            let resists: Vec<&str> = (m["resists"].as_array().unwrap().iter())
                .map(|r| r["item"].as_str().unwrap())
                .collect();
            assert!(!resists.contains(&"Normal (Scrappy)") || m["typing"] != "Ghost-Poison");
        }
    }
}

#[test]
fn abilities_off_answers_from_typings_alone() {
    let doc = json(&[
        "check",
        "Ground",
        "emerald",
        "G7",
        "A",
        "--abilities",
        "off",
    ]);
    assert_eq!(cell(&doc, "Psychic-Rock"), 2.0);
    let frlg = json(&["check", "Gengar", "frlg", "E4", "--abilities", "off"]);
    assert_eq!(cell(&frlg, "Ground"), 2.0);
    // A region map has no species' abilities: its answers are the typings'.
    let kanto = json(&["kanto", "G1", "A"]);
    assert!(!kanto["items"].to_string().contains('('), "{kanto}");
}

#[test]
fn a_named_ability_is_the_one_used() {
    let heatproof = json(&["check", "Bronzong:Heatproof", "platinum", "E4"]);
    assert_eq!(heatproof["abilities"], serde_json::json!(["Heatproof"]));
    assert_eq!(cell(&heatproof, "Ground"), 2.0);
    let levitate = json(&["check", "Bronzong", "platinum", "E4"]);
    assert_eq!(levitate["abilities"], serde_json::json!(["Levitate"]));
    assert_eq!(cell(&levitate, "Ground"), 0.0);
    let run = binary::run(&["check", "Gengar:Levitate", "sv", "E4"]);
    assert_eq!(run.code, Some(2));
    assert!(run.stdout.is_empty());
    assert!(
        run.stderr
            .starts_with("error: member Gengar:Levitate: Gengar cannot have Levitate"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_named_ability_holds_on_both_sides_too() {
    // Bronzong takes Ground at ×0 with Levitate, ×2 with Heatproof; its
    // moves stay those it knows by then unless named beside the ability.
    let resists_ground = |args: &[&str]| {
        let doc = json(args);
        let member = &doc["members"][0];
        (member["resists"].as_array().unwrap().iter()).any(|r| r["item"] == "Ground")
    };
    assert!(resists_ground(&[
        "check", "Bronzong", "platinum", "E4", "T"
    ]));
    assert!(!resists_ground(&[
        "check",
        "Bronzong:Heatproof",
        "platinum",
        "E4",
        "T"
    ]));
    let both = json(&[
        "check",
        "Bronzong:Heatproof,Gyro Ball",
        "platinum",
        "E4",
        "T",
    ]);
    assert_eq!(both["members"][0]["ability"], "Heatproof");
    let moves: Vec<&str> = (both["members"][0]["pokemon"][0]["moves"]
        .as_array()
        .unwrap())
    .iter()
    .filter_map(|m| m["move"].as_str())
    .collect();
    assert_eq!(moves, ["Gyro Ball"]);
    let run = binary::run(&["check", "Bronzong:Blaze", "platinum", "E4", "T"]);
    assert_eq!(run.code, Some(2), "{run:?}");
    assert!(
        run.stderr.contains("Bronzong cannot have Blaze"),
        "{}",
        run.stderr
    );
}
