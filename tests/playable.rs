//! Playable teams, through the real binary on every game with a story: at
//! three story points, the three best teams of one gym ahead (and, in two
//! games, of the whole game) give no
//! Pokémon more than four moves, no single-copy TM of generations 1–4 to
//! more members than the story hands it out by then, and name only moves
//! the learnsets give the Pokémon or an earlier form of it, by level up at
//! the level the answer says or by the TM it names. The facts are read
//! here from the data files directly: the story's items, the learnsets and
//! the evolutions. (Which levels a Pokémon can have reached by then is
//! `tests/repertoire.rs`'s brute force: a wild Pokémon met above the cap
//! knows its moves up to the level it is met at.)

mod binary;

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

fn read(path: &str) -> Value {
    let text = std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// The games with a story, by the story files' names.
fn games() -> Vec<String> {
    let dir = format!("{}/data/story", env!("CARGO_MANIFEST_DIR"));
    let mut out: Vec<String> = (std::fs::read_dir(dir).unwrap())
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".json").map(str::to_owned)
        })
        .collect();
    out.sort();
    out
}

/// Every earlier form of `name`, by the evolution rows.
fn earlier(evolutions: &Value, name: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut todo = vec![name.to_owned()];
    while let Some(at) = todo.pop() {
        for row in evolutions["evolutions"].as_array().unwrap() {
            if row["to"] == at.as_str() {
                let from = row["from"].as_str().unwrap().to_owned();
                if out.insert(from.clone()) {
                    todo.push(from);
                }
            }
        }
    }
    out
}

#[test]
fn every_game_s_best_teams_are_playable() {
    let evolutions = read("data/evolutions.json");
    for game in games() {
        let story = read(&format!("data/story/{game}.json"));
        let points: Vec<&str> = (story["checkpoints"].as_array().unwrap().iter())
            .map(|c| c["before"].as_str().unwrap())
            .collect();
        let n = points.len();
        let mut asked = vec![
            (0, Some(points[0])),
            (n / 3, Some(points[n / 3])),
            (2 * n / 3, Some(points[2 * n / 3])),
        ];
        // The whole game, after the Elite Four, where each Pokémon keeps
        // its strongest choices of moves only: a game of each generation
        // with single-copy TMs (a debug build searches them slowly).
        if matches!(game.as_str(), "gold-silver" | "firered-leafgreen") {
            asked.push((n, None));
        }
        for (k, gym) in asked {
            let mut args = vec!["team", &game, "--top", "3", "--format", "json"];
            args.extend(gym);
            let gym = gym.unwrap_or("the whole game");
            let out = binary::run(&args);
            assert!(
                matches!(out.code, Some(0 | 1)),
                "{game} {gym}: {}",
                out.stderr
            );
            let doc: Value = serde_json::from_str(&out.stdout).unwrap();
            if k == n {
                // Thousands of choices of moves: the answer says it kept
                // each Pokémon's strongest.
                assert!(
                    doc["strongest_choices"].as_u64().is_some_and(|c| c >= 1),
                    "{game} {gym}: {}",
                    out.stdout
                );
            }
            let generation = doc["generation"].as_u64().unwrap();
            let cap = doc["game"]["by"]["level_cap"].as_u64().unwrap_or(100);
            let learnsets = match std::path::Path::new(&format!(
                "{}/data/learnsets/{game}.json",
                env!("CARGO_MANIFEST_DIR")
            ))
            .exists()
            {
                true => read(&format!("data/learnsets/{game}.json")),
                false => read(&format!("data/learnsets/gen-{generation}.json")),
            };
            // A TM's copies by then: none bought, one per other source.
            let mut copies: BTreeMap<String, Option<u64>> = BTreeMap::new();
            for c in story["checkpoints"].as_array().unwrap().iter().take(k + 1) {
                for item in c["items"].as_array().into_iter().flatten() {
                    let id = item["item"].as_str().unwrap();
                    if !id.starts_with("tm") {
                        continue;
                    }
                    let bought = matches!(item["how"].as_str(), Some("mart" | "prize"));
                    let e = copies.entry(id.to_owned()).or_insert(Some(0));
                    *e = if bought { None } else { e.map(|n| n + 1) };
                }
            }
            for team in doc["solutions"].as_array().unwrap() {
                let mut taught: BTreeMap<String, u64> = BTreeMap::new();
                for member in team["members"].as_array().unwrap() {
                    for (p, pokemon) in member["pokemon"].as_array().unwrap().iter().enumerate() {
                        let name = pokemon["name"].as_str().unwrap();
                        let moves = pokemon["moves"].as_array().unwrap();
                        assert!(
                            moves.len() <= 4,
                            "{game} {gym}: {name} has {} moves",
                            moves.len()
                        );
                        let forms: BTreeSet<String> = std::iter::once(name.to_owned())
                            .chain(earlier(&evolutions, name))
                            .collect();
                        for m in moves {
                            let move_name = m["move"].as_str().unwrap();
                            let learned = m["learned"].as_str().unwrap_or("");
                            let machine = (learned.split(',').next())
                                .filter(|w| w.starts_with("TM") || w.starts_with("HM"))
                                .map(|w| w.to_lowercase());
                            let knows = forms.iter().any(|f| {
                                let set = &learnsets["species"][f.as_str()];
                                let stated = (learned.strip_prefix("level "))
                                    .and_then(|l| l.split([' ', ';']).next()?.parse::<u64>().ok());
                                let by_level = (set["levelup"].as_array().into_iter().flatten())
                                    .any(|e| {
                                        let level = e[0].as_u64().unwrap();
                                        e[1] == move_name
                                            && stated.is_none_or(|s| s == level)
                                            && (stated.is_some() || level <= cap)
                                    });
                                let by_machine = machine.as_ref().is_some_and(|id| {
                                    learnsets["machines"][id.as_str()] == move_name
                                        && (set["machines"].as_array().into_iter().flatten())
                                            .any(|x| x == id.as_str())
                                });
                                by_level || by_machine
                            });
                            assert!(
                                knows,
                                "{game} {gym}: {name} cannot know {move_name} ({learned})"
                            );
                            if p == 0
                                && generation <= 4
                                && let Some(id) = machine.filter(|id| id.starts_with("tm"))
                            {
                                *taught.entry(id).or_default() += 1;
                            }
                        }
                    }
                }
                for (id, n) in taught {
                    if let Some(Some(had)) = copies.get(&id) {
                        assert!(
                            n <= *had,
                            "{game} {gym}: {id} taught to {n} members, {had} had"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn moves_and_safe_bound_a_team_through_the_binary() {
    // One move each: no Pokémon names two.
    let out = binary::ok(&[
        "team", "emerald", "G5", "G6", "--moves", "1", "--top", "3", "--format", "json",
    ]);
    let doc: Value = serde_json::from_str(&out).unwrap();
    let teams = doc["solutions"].as_array().unwrap();
    assert!(!teams.is_empty());
    for team in teams {
        for member in team["members"].as_array().unwrap() {
            for p in member["pokemon"].as_array().unwrap() {
                assert!(p["moves"].as_array().unwrap().len() <= 1, "{p}");
            }
        }
    }
    // `--safe=2`: no attack type to resist hits three members hard, by the
    // chart read here.
    let out = binary::ok(&[
        "team", "platinum", "G8", "--safe=2", "--top", "3", "--format", "json",
    ]);
    let doc: Value = serde_json::from_str(&out).unwrap();
    let chart = read("data/types/gen-4.json");
    let resist: Vec<&str> = (doc["resist"].as_array().unwrap().iter())
        .map(|a| a.as_str().unwrap())
        .collect();
    for team in doc["solutions"].as_array().unwrap() {
        for attack in &resist {
            let weak = (team["members"].as_array().unwrap().iter())
                .filter(|m| {
                    let typing = &chart[m["typing"].as_str().unwrap()];
                    ["double", "quadruple"].iter().any(|k| {
                        (typing[*k].as_array().into_iter().flatten()).any(|a| a == *attack)
                    })
                })
                .count();
            assert!(weak <= 2, "{attack} hits {weak} members");
        }
    }
    binary::bad(&["team", "red", "G1", "--moves", "5"], "--moves");
    binary::bad(&["red", "G1", "--moves", "2"], "--moves");
    binary::bad(&["red", "G1", "--safe=2"], "--safe");
}
