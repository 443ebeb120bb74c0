//! The Pokémon behind every typing, through the real binary: names in
//! answers, names as input, `--obtainable` and `--species`.

use assert_cmd::Command;
use serde_json::Value;

fn pokelinks(args: &[&str]) -> assert_cmd::assert::Assert {
    Command::cargo_bin("pokelinks").unwrap().args(args).assert()
}

fn stdout(args: &[&str]) -> String {
    let out = pokelinks(args).get_output().stdout.clone();
    String::from_utf8(out).unwrap()
}

fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.extend(["--format", "json"]);
    serde_json::from_str(&stdout(&all)).unwrap()
}

#[test]
fn answers_name_the_pokemon_behind_each_typing() {
    let text = stdout(&["kanto", "G1", "G2", "O", "--top", "3", "--layout", "player"]);
    assert!(
        text.contains("Ghost-Poison: Gengar, Haunter, Gastly"),
        "{text}"
    );
    assert!(text.contains("(4 slots free)"), "{text}");
    assert!(
        text.contains("Resist:      Normal Water (2 attack types)"),
        "{text}"
    );
    // JSON: per solution, the Pokémon of each typing in the same order.
    let doc = json(&["kanto", "G1", "G2", "O", "--top", "3"]);
    for solution in doc["solutions"].as_array().unwrap() {
        let types = solution["types"].as_array().unwrap();
        let pokemon = solution["pokemon"].as_array().unwrap();
        assert_eq!(types.len(), pokemon.len());
        for (t, names) in types.iter().zip(pokemon) {
            if t == "Ghost-Poison" {
                assert_eq!(names, &serde_json::json!(["Gengar", "Haunter", "Gastly"]));
            }
            assert!(!names.as_array().unwrap().is_empty());
        }
    }
    let off = json(&["kanto", "G1", "G2", "O", "--top", "3", "--pokemon", "0"]);
    assert!(off["solutions"][0].get("pokemon").is_none());
    let one = json(&["kanto", "G1", "G2", "O", "--top", "3", "--pokemon", "1"]);
    assert_eq!(
        one["solutions"][0]["pokemon"][1],
        serde_json::json!(["Gengar"])
    );
}

#[test]
fn plain_rows_stay_one_line_per_cover() {
    let plain = stdout(&["kanto", "G1", "G2", "O", "--top", "3"]);
    assert_eq!(
        plain,
        stdout(&["kanto", "G1", "G2", "O", "--top", "3", "--layout", "plain"])
    );
    assert!(!plain.contains("Gengar"));
    let rows: Vec<&str> = plain
        .lines()
        .filter(|l| l.starts_with(char::is_numeric))
        .collect();
    assert_eq!(rows.len(), 3);
}

#[test]
fn the_player_layout_shows_the_best_20_and_says_how_to_see_more() {
    let text = stdout(&["johto", "O", "--layout", "player"]);
    let rows = text.lines().filter(|l| l.contains(" free)")).count();
    assert_eq!(rows, 20, "{text}");
    // The closing sentence, however it wraps at 80 columns.
    let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("More: --limit N"), "{text}");
    let text = stdout(&["johto", "O", "--layout", "player", "--limit", "5"]);
    assert_eq!(text.lines().filter(|l| l.contains(" free)")).count(), 5);
}

#[test]
fn pokemon_names_stand_for_their_typing() {
    let by_name = json(&["kanto", "--with", "Pikachu"]);
    let by_typing = json(&["kanto", "--with", "Electric"]);
    assert_eq!(by_name["solutions"], by_typing["solutions"]);
    assert_eq!(by_name["total"], by_typing["total"]);
    // Clefairy is Normal in generation 5 and Fairy from generation 6.
    let same =
        |a: &[&str], b: &[&str]| assert_eq!(json(a)["solutions"], json(b)["solutions"], "{a:?}");
    same(
        &["unova", "O", "--with", "clefairy", "--limit", "50"],
        &["unova", "O", "--with", "Normal", "--limit", "50"],
    );
    same(
        &["kalos", "O", "--with", "CLEFAIRY", "--limit", "50"],
        &["kalos", "O", "--with", "fairy", "--limit", "50"],
    );
    assert_ne!(
        json(&["unova", "O", "--with", "Normal", "--limit", "50"])["solutions"],
        json(&["unova", "O", "--with", "Water", "--limit", "50"])["solutions"]
    );
    let without = json(&["kanto", "G3", "--without", "mr mime", "--top", "50"]);
    for s in without["solutions"].as_array().unwrap() {
        assert!(!s["types"].as_array().unwrap().contains(&"Psychic".into()));
    }
}

#[test]
fn bad_names_are_clear_errors() {
    let a = pokelinks(&["kanto", "--with", "Pikachoo"]).code(2);
    let err = String::from_utf8(a.get_output().stderr.clone()).unwrap();
    assert_eq!(
        err,
        "error: --with Pikachoo: no Pokémon 'Pikachoo' in generation 1 (did you mean Pikachu?)\n"
    );
    assert!(a.get_output().stdout.is_empty());
    let a = pokelinks(&["kanto", "--with", "Togekiss"]).code(2);
    let err = String::from_utf8(a.get_output().stderr.clone()).unwrap();
    assert!(err.contains("first appears in generation 4"), "{err}");
    pokelinks(&["kanto", "A", "--with", "Pikachu"]).code(2);
}

#[test]
fn obtainable_drops_what_the_games_lack() {
    let options = |args: &[&str]| json(args)["options"].as_array().unwrap().len();
    assert_eq!(options(&["galar", "--count"]), 155);
    assert_eq!(options(&["galar", "--count", "--obtainable"]), 144);
    assert_eq!(options(&["paldea", "--count"]), 162);
    assert_eq!(options(&["paldea", "--count", "--obtainable"]), 151);
    assert_eq!(
        options(&["kanto", "--count", "--obtainable"]),
        options(&["kanto", "--count"])
    );
    // No cover of an --obtainable search uses a dropped typing.
    let dropped = ["Ghost-Normal"]; // Hisuian Zorua/Zoroark: Future in generation 8
    let doc = json(&["galar", "O", "--obtainable", "--top", "200"]);
    for s in doc["solutions"].as_array().unwrap() {
        for t in s["types"].as_array().unwrap() {
            assert!(!dropped.contains(&t.as_str().unwrap()), "{t}");
        }
    }
}

#[test]
fn species_lists_a_typing() {
    let text = stdout(&["kanto", "--species", "poison-ghost"]);
    assert!(
        text.starts_with("Ghost-Poison in generation 1: 3 Pokémon\n"),
        "{text}"
    );
    let doc = json(&["sinnoh", "--species", "electric-ghost"]);
    let names: Vec<&str> = doc["species"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert!(
        names.contains(&"Rotom-Wash") && names.contains(&"Rotom"),
        "{names:?}"
    );
    pokelinks(&["kanto", "--species", "Dark"]).code(1);
}

#[test]
fn with_a_game_the_pokemon_named_are_the_games_own() {
    // Darkrai is Dark but not in HeartGold/SoulSilver's Pokédex; Umbreon is.
    let names = |args: &[&str]| {
        let doc = json(args);
        let mut all = Vec::new();
        for s in doc["solutions"].as_array().unwrap() {
            for (t, names) in s["types"]
                .as_array()
                .unwrap()
                .iter()
                .zip(s["pokemon"].as_array().unwrap())
            {
                if t == "Dark" {
                    all.extend(
                        names
                            .as_array()
                            .unwrap()
                            .iter()
                            .map(|n| n.as_str().unwrap().to_owned()),
                    );
                }
            }
        }
        all
    };
    let game = names(&["hgss", "K1", "K2", "--with", "Dark", "--top", "1"]);
    assert!(
        game.contains(&"Umbreon".to_owned()) && !game.contains(&"Darkrai".to_owned()),
        "{game:?}"
    );
    let all = names(&[
        "hgss",
        "K1",
        "K2",
        "--with",
        "Dark",
        "--top",
        "1",
        "--all-pokemon",
    ]);
    assert!(all.contains(&"Darkrai".to_owned()), "{all:?}");
}
