//! Honest members (docs/covers.md "Teams"): a team's member that still
//! evolves by levelling up before the level cap says into what and when,
//! as the evolution data has it.

mod binary;
mod files;

use binary::ok;
use files::{caps, data};
use serde_json::Value;

/// Whether the evolution data has `from` evolve into `to` by levelling up
/// at `level`.
fn levels_into(rows: &[Value], from: &str, to: &str, level: u64) -> bool {
    rows.iter().any(|r| {
        r["from"] == from
            && r["to"] == to
            && r["trigger"] == "level-up"
            && r["min_level"].as_u64() == Some(level)
    })
}

#[test]
fn members_that_evolve_by_the_cap_say_into_what_and_when() {
    let evolutions = data("evolutions.json");
    let rows = evolutions["evolutions"].as_array().unwrap();
    let mut marked = 0;
    for (game, id) in [
        ("red", "red-blue"),
        ("emerald", "emerald"),
        ("platinum", "platinum"),
    ] {
        let caps = caps(id);
        for gym in ["G2", "G3", "G4"] {
            let text = ok(&["team", game, gym, "--top", "5", "--format", "json"]);
            let answer: Value = serde_json::from_str(&text).unwrap();
            for team in answer["solutions"].as_array().unwrap() {
                for member in team["members"].as_array().unwrap() {
                    for p in member["pokemon"].as_array().unwrap() {
                        let Some(evolves) = p["evolves"].as_str() else {
                            continue;
                        };
                        let name = p["name"].as_str().unwrap();
                        let rest = evolves.strip_prefix("into ").expect(evolves);
                        let (to, level) = rest.rsplit_once(" at level ").expect(evolves);
                        let level: u64 = level.parse().unwrap();
                        assert!(
                            levels_into(rows, name, to, level),
                            "{game} {gym}: {name} {evolves}"
                        );
                        assert!(
                            level <= u64::from(caps[gym]),
                            "{game} {gym}: {name} {evolves}"
                        );
                        marked += 1;
                    }
                }
            }
        }
    }
    assert!(marked > 0, "some member evolves by the cap");
    let text = ok(&["team", "red", "G4", "--top", "5", "--layout", "player"]);
    assert!(
        text.contains("evolves  into Golbat at level 22 (by the level cap"),
        "{text}"
    );
}

/// The story file's choices of gifts: species → group.
fn choice_groups(id: &str) -> std::collections::BTreeMap<String, String> {
    let story = data(&format!("story/{id}.json"));
    let mut out = std::collections::BTreeMap::new();
    for c in story["checkpoints"].as_array().unwrap() {
        for r in c["received"].as_array().into_iter().flatten() {
            if let Some(g) = r["choice"].as_str() {
                out.insert(r["species"].as_str().unwrap().to_owned(), g.to_owned());
            }
        }
    }
    out
}

#[test]
fn a_team_holds_one_pokemon_of_each_choice_of_gifts() {
    let mut seen = 0;
    for (game, id, gyms) in [
        ("red", "red-blue", ["G8", "E4"]),
        // Without the rule, Crystal's best 200 teams before Pryce and
        // Clair hold two of the Odd Egg's babies (Elekid and Hitmonchan).
        ("crystal", "crystal", ["G6", "G7"]),
    ] {
        let groups = choice_groups(id);
        for gym in gyms {
            let text = ok(&["team", game, gym, "--top", "200", "--format", "json"]);
            let answer: Value = serde_json::from_str(&text).unwrap();
            for team in answer["solutions"].as_array().unwrap() {
                let mut held = Vec::new();
                for member in team["members"].as_array().unwrap() {
                    // A member holds a choice's gift when every Pokémon that
                    // can fill it is had only through that choice (else
                    // another of them plays).
                    let mut of = Vec::new();
                    for p in member["pokemon"].as_array().unwrap() {
                        let name = p["name"].as_str().unwrap();
                        let how = p["how"].as_str().unwrap_or_default();
                        if !how.contains("a choice") {
                            of.clear();
                            break;
                        }
                        // Had as the gift itself, or evolved from it: the
                        // how then starts with the gift's name.
                        let base = (groups.keys())
                            .find(|g| how.starts_with(&format!("{g}, ")))
                            .map_or(name, String::as_str);
                        of.push(groups.get(base).unwrap_or_else(|| panic!("{how}")).clone());
                    }
                    of.dedup();
                    let [group] = of.as_slice() else {
                        continue;
                    };
                    assert!(
                        !held.contains(group),
                        "{game} {gym}: two of {group} in {team}"
                    );
                    held.push(group.clone());
                    seen += 1;
                }
            }
        }
    }
    assert!(seen > 0, "some team holds a gift of a choice");
}
