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
