//! The generation 3 and 4 game files (`data/games/<game>.json`) against their
//! extracts (`data/games/extract/<game>.json`). Reads only the committed JSON
//! with `serde_json`; the derivation is recomputed here, independently of
//! `data/games/build.py`.

use serde_json::Value;
use std::collections::BTreeSet;
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn load(rel: &str) -> Value {
    let path = root().join(rel);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn strs(v: &Value) -> Vec<String> {
    v.as_array()
        .expect("array")
        .iter()
        .map(|s| s.as_str().expect("string").to_string())
        .collect()
}

/// (file stem, generation, dex id, dex size, gym ids in order)
const GAMES: &[(&str, u64, &str, usize, &[&str])] = &[
    ("ruby-sapphire", 3, "hoenn", 202, NINE),
    ("emerald", 3, "hoenn", 202, NINE),
    ("firered-leafgreen", 3, "kanto", 151, NINE),
    ("diamond-pearl", 4, "original-sinnoh", 151, NINE),
    ("platinum", 4, "extended-sinnoh", 210, NINE),
    ("heartgold-soulsilver", 4, "updated-johto", 256, JOHTO_KANTO),
];
const NINE: &[&str] = &["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "E4"];
const JOHTO_KANTO: &[&str] = &[
    "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "E4", "K1", "K2", "K3", "K4", "K5", "K6", "K7",
    "K8",
];

fn present(stem: &str) -> bool {
    root().join(format!("data/games/{stem}.json")).exists()
}

/// attack/defense of a list of battles, by the rule of the format brief.
fn derive(battles: &[&Value]) -> (Vec<String>, Vec<String>) {
    let mut attack = BTreeSet::new();
    let mut defense = BTreeSet::new();
    for b in battles {
        for mon in b["party"].as_array().unwrap() {
            let mut types: Vec<String> = strs(&mon["types"]);
            types.sort();
            types.dedup();
            defense.insert(types.join("-"));
            for m in mon["moves"].as_array().unwrap() {
                // power > 0 or a fixed-damage effect; the extract's flag must agree with power
                let power = m["power"].as_u64().unwrap();
                let damaging = m["damaging"].as_bool().unwrap();
                if power > 0 {
                    assert!(damaging, "{m}: power > 0 but not damaging");
                }
                if damaging {
                    attack.insert(m["type"].as_str().unwrap().to_string());
                }
            }
        }
    }
    (attack.into_iter().collect(), defense.into_iter().collect())
}

#[test]
fn the_six_gen34_game_files_are_committed() {
    for &(stem, ..) in GAMES {
        assert!(present(stem), "data/games/{stem}.json missing");
    }
}

#[test]
fn game_files_follow_their_extracts() {
    for &(stem, generation, dex, dex_size, ids) in GAMES {
        if !present(stem) {
            continue;
        }
        let game = load(&format!("data/games/{stem}.json"));
        let ext = load(&format!("data/games/extract/{stem}.json"));
        let chart = load(&format!("data/types/gen-{generation}.json"));
        let chart = chart.as_object().unwrap();
        // attack types: every type named as an attacker in the chart's multiplier lists
        let attackers: BTreeSet<String> = chart
            .values()
            .flat_map(|v| v.as_object().unwrap().values())
            .flat_map(strs)
            .collect();

        assert_eq!(game["generation"].as_u64(), Some(generation), "{stem}");
        assert_eq!(game["dex"].as_str(), Some(dex), "{stem}");
        assert!(!strs(&game["games"]).is_empty(), "{stem}");
        let source = ext["source"].as_str().unwrap();
        assert!(source.starts_with("pret/"), "{stem}: {source}");
        assert!(game["source"].as_str().unwrap().starts_with(source), "{stem}");
        let dex_path = root().join(format!("data/dex/{dex}.json"));
        if dex_path.exists() {
            let d = load(&format!("data/dex/{dex}.json"));
            let n = match &d {
                Value::Array(a) => a.len(),
                Value::Object(o) => o.values().find_map(|v| v.as_array().map(|a| a.len())).unwrap_or(0),
                _ => 0,
            };
            assert_eq!(n, dex_size, "{stem}: data/dex/{dex}.json size");
        }

        let gyms = game["gyms"].as_array().unwrap();
        let got: Vec<&str> = gyms.iter().map(|g| g["id"].as_str().unwrap()).collect();
        assert_eq!(got, ids, "{stem}: gym ids in order");

        let battles = ext["battles"].as_array().unwrap();
        let versions: Vec<String> = game["versions"]
            .as_array()
            .map(|vs| vs.iter().map(|v| v["name"].as_str().unwrap().to_string()).collect())
            .unwrap_or_default();
        for g in gyms {
            let id = g["id"].as_str().unwrap();
            let mine: Vec<&Value> = battles.iter().filter(|b| b["gym"] == id).collect();
            assert!(!mine.is_empty(), "{stem} {id}: no battles");
            let variants: Vec<&String> = versions
                .iter()
                .filter(|v| mine.iter().any(|b| b["version"].as_str() == Some(v.as_str())))
                .collect();
            let expected = |v: Option<&str>| {
                let sel: Vec<&Value> = mine
                    .iter()
                    .copied()
                    .filter(|b| b["version"].is_null() || b["version"].as_str() == v)
                    .collect();
                derive(&sel)
            };
            let top = expected(variants.first().map(|s| s.as_str()));
            assert_eq!(strs(&g["attack"]), top.0, "{stem} {id} attack");
            assert_eq!(strs(&g["defense"]), top.1, "{stem} {id} defense");
            for v in &variants {
                let entry = game["versions"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|e| e["name"].as_str() == Some(v.as_str()))
                    .unwrap();
                let (a, d) = expected(Some(v.as_str()));
                assert_eq!(strs(&entry["gyms"][id]["attack"]), a, "{stem} {v} {id} attack");
                assert_eq!(strs(&entry["gyms"][id]["defense"]), d, "{stem} {v} {id} defense");
            }
            for t in strs(&g["defense"]) {
                assert!(chart.contains_key(&t), "{stem} {id}: typing {t} not in gen-{generation}");
            }
            for t in strs(&g["attack"]) {
                assert!(attackers.contains(&t), "{stem} {id}: attack type {t} not in gen-{generation}");
            }
        }
    }
}

fn gym<'a>(game: &'a Value, id: &str) -> &'a Value {
    game["gyms"].as_array().unwrap().iter().find(|g| g["id"] == id).unwrap()
}

fn battle<'a>(ext: &'a Value, gym: &str, trainer: &str) -> &'a Value {
    ext["battles"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["gym"] == gym && b["trainer"].as_str().unwrap().starts_with(trainer))
        .unwrap_or_else(|| panic!("{gym} {trainer}"))
}

fn species(b: &Value) -> Vec<String> {
    b["party"].as_array().unwrap().iter().map(|m| m["species"].as_str().unwrap().to_string()).collect()
}

#[test]
fn facts_checked_in_the_sources() {
    // pokeruby: Wallace leads the Sootopolis Gym (G8), Steven is Champion.
    let rs = load("data/games/ruby-sapphire.json");
    let rse = load("data/games/extract/ruby-sapphire.json");
    assert_eq!(gym(&rs, "G8")["leader"], "Wallace");
    assert_eq!(gym(&rs, "G8")["town"], "Sootopolis City");
    assert_eq!(species(battle(&rse, "G8", "Wallace")), ["Luvdisc", "Whiscash", "Sealeo", "Seaking", "Milotic"]);
    assert_eq!(species(battle(&rse, "E4", "Steven")).last().unwrap(), "Metagross");
    let roxanne = battle(&rse, "G1", "Roxanne");
    assert_eq!(roxanne["party"][0]["level"], 14);
    // Tate and Liza: Lunatone and Solrock only in Ruby/Sapphire.
    assert_eq!(species(battle(&rse, "G7", "Tate")), ["Lunatone", "Solrock"]);

    if present("emerald") {
        let e = load("data/games/emerald.json");
        assert_eq!(gym(&e, "G8")["leader"], "Juan");
        assert_eq!(gym(&e, "G8")["town"], "Sootopolis City");
        let ee = load("data/games/extract/emerald.json");
        assert_eq!(battle(&ee, "E4", "Wallace")["party"].as_array().unwrap().len(), 6);
        // pokeemerald e325cd30 sParty_Roxanne1 (the first battle, TRAINER_ROXANNE_1)
        assert_eq!(species(battle(&ee, "G1", "Roxanne")), ["Geodude", "Geodude", "Nosepass"]);
        assert_eq!(species(battle(&ee, "G8", "Juan")), ["Luvdisc", "Whiscash", "Sealeo", "Crawdaunt", "Kingdra"]);
    }

    // pokefirered: the Champion's team by the player's starter.
    let fr = load("data/games/firered-leafgreen.json");
    let names: Vec<&str> = fr["versions"].as_array().unwrap().iter().map(|v| v["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Bulbasaur", "Charmander", "Squirtle"]);
    let by = |v: &str| {
        let e = fr["versions"].as_array().unwrap().iter().find(|x| x["name"] == v).unwrap();
        strs(&e["gyms"]["E4"]["defense"])
    };
    assert!(by("Bulbasaur").contains(&"Fire-Flying".to_string())); // rival's Charizard
    assert!(by("Squirtle").contains(&"Grass-Poison".to_string())); // rival's Venusaur
    assert!(!by("Squirtle").contains(&"Fire-Flying".to_string()));
    assert_eq!(gym(&fr, "G3")["leader"], "Lt. Surge");

    // pokeplatinum: Fantina third; pokediamond: Fantina fifth.
    let pt = load("data/games/platinum.json");
    assert_eq!(gym(&pt, "G3")["leader"], "Fantina");
    assert_eq!(gym(&pt, "G4")["leader"], "Maylene");
    assert!(strs(&gym(&pt, "E4")["defense"]).contains(&"Dragon-Ground".to_string())); // Garchomp
    let dp = load("data/games/diamond-pearl.json");
    assert_eq!(gym(&dp, "G5")["leader"], "Fantina");
    assert_eq!(gym(&dp, "G3")["leader"], "Maylene");
    let dpe = load("data/games/extract/diamond-pearl.json");
    assert_eq!(species(battle(&dpe, "G6", "Byron"))[0], "Bronzor");

    // pokeheartgold: Chuck before Jasmine; Kanto after the League; Blaine on the Seafoam Islands.
    let hg = load("data/games/heartgold-soulsilver.json");
    assert_eq!(gym(&hg, "G5")["leader"], "Chuck");
    assert_eq!(gym(&hg, "G6")["leader"], "Jasmine");
    assert_eq!(gym(&hg, "K7")["town"], "Seafoam Islands");
    assert_eq!(gym(&hg, "K8")["leader"], "Blue");
    let hge = load("data/games/extract/heartgold-soulsilver.json");
    assert_eq!(species(battle(&hge, "E4", "Lance")).len(), 6);
}
