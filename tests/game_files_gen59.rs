//! The generation 5-9 game files (`data/games/<id>.json`, built by
//! `data/games/build_gen59.py`) against their extracts
//! (`data/games/extract/<id>.json`, written by `extract_gen59.py`), the
//! extracts against their comparison sources (`<id>.second.json`,
//! `<id>.third.json`) and the listed disagreements
//! (`data/games/extract/disagreements.json`), and the region maps of
//! generations 5-9 against the base games' files. Every gym is recomputed
//! from the extract; nothing here is a hand-typed expected list. Reads the
//! committed JSON with `serde_json`; the last tests load the files with the
//! crate.

use serde_json::{Map as JsonMap, Value, json};
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use pokelinks::data::{Map, shipped};

/// The games of build_gen59.py and the generation of each.
const GAMES: &[(&str, u64)] = &[
    ("black-white", 5),
    ("black-2-white-2", 5),
    ("x-y", 6),
    ("omega-ruby-alpha-sapphire", 6),
    ("sun-moon", 7),
    ("ultra-sun-ultra-moon", 7),
    ("sword-shield", 8),
    ("brilliant-diamond-shining-pearl", 8),
    ("scarlet-violet", 9),
];

/// The region maps derived from a base game (data/games/maps_gen59.py).
const MAPS: &[(&str, &str)] = &[
    ("gen-5-unova", "black-white"),
    ("gen-6-kalos", "x-y"),
    ("gen-7-alola", "sun-moon"),
    ("gen-8-galar", "sword-shield"),
    ("gen-9-paldea", "scarlet-violet"),
];

/// The attack rule: a Physical or Special move counts unless type
/// effectiveness does not scale its damage.
const NOT_SCALED: &[&str] = &[
    "Dragon Rage",
    "Sonic Boom",
    "Seismic Toss",
    "Night Shade",
    "Super Fang",
    "Psywave",
    "Counter",
    "Mirror Coat",
    "Metal Burst",
    "Bide",
    "Endeavor",
    "Final Gambit",
    "Nature's Madness",
    "Ruination",
    "Guardian of Alola",
    "Comeuppance",
    "Fissure",
    "Guillotine",
    "Horn Drill",
    "Sheer Cold",
];

fn data(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("data")
        .join(path)
}

fn read(path: &str) -> Value {
    let p = data(path);
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn read_opt(path: &str) -> Option<Value> {
    data(path).exists().then(|| read(path))
}

fn arr(v: &Value) -> &Vec<Value> {
    v.as_array().unwrap_or_else(|| panic!("not an array: {v}"))
}

fn text(v: &Value) -> &str {
    v.as_str().unwrap_or_else(|| panic!("not a string: {v}"))
}

fn strings(v: &Value) -> Vec<String> {
    arr(v).iter().map(|s| text(s).to_string()).collect()
}

fn typing(types: &Value) -> String {
    let set: BTreeSet<String> = strings(types).into_iter().collect();
    set.into_iter().collect::<Vec<_>>().join("-")
}

/// Whether a battle counts in `version` (None: the game has no versions, or
/// the gym's top-level lists of a gym without version battles).
fn in_version(battle: &Value, version: Option<&str>) -> bool {
    match (&battle["version"], version) {
        (Value::Null, _) => true,
        (v, Some(name)) => strings(v).iter().any(|x| x == name),
        (_, None) => false,
    }
}

/// attack, defense, level of the battles, as build_gen59.derive.
fn derive<'a>(battles: impl Iterator<Item = &'a Value>) -> Value {
    let (mut attack, mut defense, mut level) = (BTreeSet::new(), BTreeSet::new(), 0);
    for b in battles {
        for mon in arr(&b["party"]) {
            defense.insert(typing(&mon["types"]));
            if mon["terastallizes"] == json!(true) {
                defense.insert(text(&mon["tera_type"]).to_string());
            }
            level = level.max(mon["level"].as_u64().unwrap());
            for mv in arr(&mon["moves"]) {
                if mv["attack"].as_bool().expect("attack is a bool") {
                    attack.insert(text(&mv["type"]).to_string());
                }
            }
        }
    }
    json!({"attack": attack, "defense": defense, "level": level})
}

/// name -> (national number, typing) of data/species/gen-N.json.
fn species(generation: u64) -> BTreeMap<String, (u64, String)> {
    let file = read(&format!("species/gen-{generation}.json"));
    arr(&file["species"])
        .iter()
        .map(|s| {
            let name = text(&s["name"]).to_string();
            (
                name,
                (s["num"].as_u64().unwrap(), text(&s["typing"]).to_string()),
            )
        })
        .collect()
}

fn versions_of(extract: &Value) -> Vec<String> {
    arr(&extract["versions"])
        .iter()
        .map(|v| text(&v["name"]).to_string())
        .collect()
}

/// The battles with their Pokémon at the levels the player meets:
/// `extract/<id>.shown.json` raises a battle's levels by its bonus (Black
/// 2/White 2's Challenge Mode, data/games/shown_levels.py).
fn shown(id: &str, battles: &[Value]) -> Vec<Value> {
    let bonus = read_opt(&format!("games/extract/{id}.shown.json"))
        .map(|f| f["bonus"].clone())
        .unwrap_or(Value::Null);
    (battles.iter())
        .map(|b| {
            let mut b = b.clone();
            let add = bonus[text(&b["label"])].as_u64().unwrap_or(0);
            for m in b["party"].as_array_mut().unwrap() {
                m["level"] = json!(m["level"].as_u64().unwrap() + add);
            }
            b
        })
        .collect()
}

/// Black 2/White 2's Challenge Mode caps are the levels the player meets
/// (Bulbapedia's Key System: shown 1 to 5 levels above the trainer
/// table's): each leader's highest level is above Normal Mode's, by the
/// battle's bonus, and `where` in Challenge Mode evolves by those caps.
#[test]
fn black_2_white_2_challenge_caps_are_the_levels_met() {
    let game = read("games/black-2-white-2.json");
    let level = |version: &str, gym: &str| {
        let v = arr(&game["versions"])
            .iter()
            .find(|v| v["name"] == version)
            .unwrap();
        v["gyms"][gym]["level"].as_u64().unwrap()
    };
    let shown = read("games/extract/black-2-white-2.shown.json");
    assert!(text(&shown["rule"]).contains("Key System"));
    for gym in ["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "E4"] {
        let (normal, challenge) = (level("Normal", gym), level("Challenge", gym));
        assert!(
            (normal + 1..=normal + 5).contains(&challenge),
            "{gym}: {normal} {challenge}"
        );
    }
    assert_eq!((level("Normal", "G1"), level("Challenge", "G1")), (13, 14));
    assert_eq!((level("Normal", "E4"), level("Challenge", "E4")), (59, 63));
}

#[test]
fn every_game_file_is_its_extract() {
    for &(id, generation) in GAMES {
        let extract = read(&format!("games/extract/{id}.json"));
        let game = read(&format!("games/{id}.json"));
        for key in ["games", "region", "generation", "dex", "note"] {
            assert_eq!(game[key], extract[key], "{id} {key}");
        }
        assert_eq!(game["generation"], json!(generation), "{id}");
        let source = text(&game["source"]);
        assert!(source.starts_with(text(&extract["source"])), "{id} source");
        let battles = &shown(id, arr(&extract["battles"]));
        let versions = versions_of(&extract);
        let gyms = arr(&game["gyms"]);
        let extract_gyms = arr(&extract["gyms"]);
        assert_eq!(gyms.len(), extract_gyms.len(), "{id}");
        let mut versioned = Vec::new();
        for (gym, eg) in gyms.iter().zip(extract_gyms) {
            let gid = text(&gym["id"]);
            for key in ["id", "town", "leader", "note"] {
                assert_eq!(gym[key], eg[key], "{id} {gid} {key}");
            }
            let of_gym: Vec<&Value> = battles.iter().filter(|b| b["gym"] == gym["id"]).collect();
            assert!(!of_gym.is_empty(), "{id} {gid}: no battle");
            let has_versions = of_gym.iter().any(|b| !b["version"].is_null());
            let top = if has_versions {
                versioned.push(gid.to_string());
                Some(versions[0].as_str())
            } else {
                None
            };
            let want = derive(of_gym.iter().copied().filter(|b| in_version(b, top)));
            for key in ["attack", "defense", "level"] {
                assert_eq!(gym[key], want[key], "{id} {gid} {key}");
            }
        }
        for b in battles {
            assert!(
                extract_gyms.iter().any(|g| g["id"] == b["gym"]),
                "{id}: battle of no gym {}",
                b["gym"]
            );
        }
        // Every version names each versioned gym with its own lists.
        let game_versions = game["versions"].as_array().cloned().unwrap_or_default();
        assert_eq!(game_versions.len(), versions.len(), "{id} versions");
        for (v, ev) in game_versions.iter().zip(arr(&extract["versions"])) {
            assert_eq!(v["name"], ev["name"], "{id}");
            assert_eq!(v["note"], ev["note"], "{id}");
            let name = text(&v["name"]);
            let listed: Vec<&String> = v["gyms"].as_object().unwrap().keys().collect();
            assert_eq!(listed.len(), versioned.len(), "{id} {name}");
            for gid in &versioned {
                let want = derive(
                    battles
                        .iter()
                        .filter(|b| text(&b["gym"]) == gid && in_version(b, Some(name))),
                );
                assert_eq!(v["gyms"][gid.as_str()], want, "{id} {name} {gid}");
            }
        }
    }
}

#[test]
fn every_pokemon_and_move_follows_the_rules() {
    for &(id, generation) in GAMES {
        let extract = read(&format!("games/extract/{id}.json"));
        let names = species(generation);
        for b in arr(&extract["battles"]) {
            for mon in arr(&b["party"]) {
                let name = text(&mon["species"]);
                let (_, t) = names
                    .get(name)
                    .unwrap_or_else(|| panic!("{id}: {name} is not in gen-{generation}.json"));
                assert_eq!(&typing(&mon["types"]), t, "{id} {name}");
                if mon["terastallizes"] == json!(true) {
                    assert!(mon["tera_type"].is_string(), "{id} {name}");
                }
                for mv in arr(&mon["moves"]) {
                    let (mname, category) = (text(&mv["name"]), text(&mv["category"]));
                    let attack =
                        matches!(category, "Physical" | "Special") && !NOT_SCALED.contains(&mname);
                    assert_eq!(mv["attack"], json!(attack), "{id} {name} {mname}");
                    assert_eq!(mv["damaging"], json!(category != "Status"), "{id} {mname}");
                    // A move used with another type than its listed one says why.
                    assert_eq!(
                        mv.get("listed_type").is_some(),
                        mv.get("type_rule").is_some(),
                        "{id} {name} {mname}"
                    );
                }
            }
        }
    }
}

/// The move names of a Pokémon of either extract shape.
fn move_names(mon: &Value) -> Vec<String> {
    let set: BTreeSet<String> = arr(&mon["moves"])
        .iter()
        .map(|m| match m {
            Value::String(s) => s.clone(),
            m => text(&m["name"]).to_string(),
        })
        .collect();
    set.into_iter().collect()
}

/// The Pokémon of (gym, trainer) in a version, or None when the source has
/// no such battle.
fn party_of<'a>(
    battles: &'a [Value],
    gym: &str,
    trainer: &str,
    version: Option<&str>,
) -> Option<Vec<&'a Value>> {
    let mut found = false;
    let mut mons = Vec::new();
    for b in battles {
        let in_v = b["version"].is_null()
            || version.is_none()
            || strings(&b["version"])
                .iter()
                .any(|x| Some(x.as_str()) == version);
        if text(&b["gym"]) == gym && text(&b["trainer"]) == trainer && in_v {
            found = true;
            mons.extend(arr(&b["party"]));
        }
    }
    found.then_some(mons)
}

/// The differences of two parties, as extract_gen59.compare_parties: Pokémon
/// matched by national number and typing, in order of level then moves.
fn compare_parties(
    names: &BTreeMap<String, (u64, String)>,
    pa: &[&Value],
    pb: &[&Value],
) -> Vec<Value> {
    let key = |m: &Value| names[text(&m["species"])].clone();
    let mut keys = Vec::new();
    for m in pa.iter().chain(pb) {
        if !keys.contains(&key(m)) {
            keys.push(key(m));
        }
    }
    let mut diffs = Vec::new();
    for k in keys {
        let order = |m: &&Value| (m["level"].as_u64().unwrap(), move_names(m));
        let mut a: Vec<&Value> = pa.iter().copied().filter(|m| key(m) == k).collect();
        let mut b: Vec<&Value> = pb.iter().copied().filter(|m| key(m) == k).collect();
        a.sort_by_key(order);
        b.sort_by_key(order);
        for (x, y) in a.iter().zip(&b) {
            let sp = &x["species"];
            if x["level"] != y["level"] {
                diffs.push(json!({"species": sp, "kind": "level", "primary": x["level"], "second": y["level"]}));
            }
            let (ma, mb) = (move_names(x), move_names(y));
            if ma != mb {
                let only = |p: &[String], q: &[String]| -> Vec<String> {
                    p.iter().filter(|m| !q.contains(m)).cloned().collect()
                };
                diffs.push(json!({"species": sp, "kind": "moves",
                    "primary": only(&ma, &mb), "second": only(&mb, &ma)}));
            }
            if x["tera_type"].is_string()
                && y["tera_type"].is_string()
                && x["tera_type"] != y["tera_type"]
            {
                diffs.push(json!({"species": sp, "kind": "tera", "primary": x["tera_type"], "second": y["tera_type"]}));
            }
        }
        for x in a.iter().skip(b.len()) {
            diffs.push(json!({"species": x["species"], "kind": "only in primary", "primary": x["level"], "second": null}));
        }
        for y in b.iter().skip(a.len()) {
            diffs.push(json!({"species": y["species"], "kind": "only in second", "primary": null, "second": y["level"]}));
        }
    }
    diffs
}

/// Every difference of the primary from one comparison source, keyed as
/// disagreements.json lists them (versions null: in every version).
fn differences(
    id: &str,
    generation: u64,
    role: &str,
    primary: &Value,
    other: &Value,
) -> BTreeSet<String> {
    let names = species(generation);
    let versions = versions_of(primary);
    let battles = arr(&primary["battles"]);
    let other_battles = arr(&other["battles"]);
    let mut units: Vec<(String, String)> = Vec::new();
    for b in battles {
        let u = (text(&b["gym"]).to_string(), text(&b["trainer"]).to_string());
        if !units.contains(&u) {
            units.push(u);
        }
    }
    let version_list: Vec<Option<&str>> = if versions.is_empty() {
        vec![None]
    } else {
        versions.iter().map(|v| Some(v.as_str())).collect()
    };
    let mut found: BTreeMap<String, (Value, Vec<String>)> = BTreeMap::new();
    for (gym, trainer) in &units {
        for &v in &version_list {
            let Some(pb) = party_of(other_battles, gym, trainer, v) else {
                continue;
            };
            let pa = party_of(battles, gym, trainer, v).unwrap();
            for d in compare_parties(&names, &pa, &pb) {
                let k = json!([gym, trainer, d]).to_string();
                let entry = found.entry(k).or_insert((d, Vec::new()));
                if let Some(v) = v {
                    entry.1.push(v.to_string());
                }
                entry.0["gym"] = json!(gym);
                entry.0["trainer"] = json!(trainer);
            }
        }
    }
    found
        .into_values()
        .map(|(mut d, vs)| {
            d["versions"] = if vs.is_empty() || vs == versions {
                Value::Null
            } else {
                json!(vs)
            };
            d["game"] = json!(id);
            d["source"] = json!(role);
            d.to_string()
        })
        .collect()
}

/// The key fields of a listed disagreement, in the form of differences().
fn listed_key(entry: &Value) -> String {
    let mut key = JsonMap::new();
    for field in [
        "game", "source", "gym", "trainer", "versions", "species", "kind", "primary", "second",
    ] {
        key.insert(field.to_string(), entry[field].clone());
    }
    Value::Object(key).to_string()
}

#[test]
fn the_comparison_sources_agree_or_the_disagreement_is_listed() {
    let listed = read("games/extract/disagreements.json");
    let comparisons = arr(&listed["comparisons"]);
    for entry in comparisons {
        for field in ["resolution", "effect"] {
            assert!(
                entry[field].as_str().is_some_and(|s| !s.is_empty()),
                "{entry}"
            );
        }
    }
    let mut compared = 0;
    for &(id, generation) in GAMES {
        let primary = read(&format!("games/extract/{id}.json"));
        for role in ["second", "third"] {
            let Some(other) = read_opt(&format!("games/extract/{id}.{role}.json")) else {
                continue;
            };
            compared += 1;
            assert_eq!(other["game"], json!(id));
            assert_eq!(other["role"], json!(role));
            let found = differences(id, generation, role, &primary, &other);
            let want: BTreeSet<String> = comparisons
                .iter()
                .filter(|e| e["game"] == json!(id) && e["source"] == json!(role))
                .map(listed_key)
                .collect();
            let unlisted: Vec<&String> = found.difference(&want).collect();
            let stale: Vec<&String> = want.difference(&found).collect();
            assert!(
                unlisted.is_empty() && stale.is_empty(),
                "{id} {role}: not listed in disagreements.json: {unlisted:#?}\nlisted but not found: {stale:#?}"
            );
        }
        assert!(
            read_opt(&format!("games/extract/{id}.second.json")).is_some(),
            "{id} has no second source"
        );
    }
    assert!(compared >= GAMES.len());
}

#[test]
fn every_fix_of_the_primary_is_listed() {
    let listed = read("games/extract/disagreements.json");
    let fixes: BTreeMap<String, &Value> = arr(&listed["fixes"])
        .iter()
        .map(|f| (text(&f["id"]).to_string(), f))
        .collect();
    let mut used = BTreeSet::new();
    for &(id, _) in GAMES {
        let extract = read(&format!("games/extract/{id}.json"));
        for b in arr(&extract["battles"]) {
            for fix in b.get("fixes").map(strings).unwrap_or_default() {
                let entry = fixes
                    .get(&fix)
                    .unwrap_or_else(|| panic!("{id}: fix {fix} not listed"));
                assert_eq!(entry["game"], json!(id), "{fix}");
                assert_eq!(entry["gym"], b["gym"], "{fix}");
                assert_eq!(entry["trainer"], b["trainer"], "{fix}");
                for field in ["what", "evidence"] {
                    assert!(
                        entry[field].as_str().is_some_and(|s| !s.is_empty()),
                        "{fix}"
                    );
                }
                used.insert(fix);
            }
        }
    }
    let all: BTreeSet<String> = fixes.keys().cloned().collect();
    assert_eq!(used, all, "listed fixes that no battle uses");
}

/// A game file as the crate's loader takes it today: the `level` fields are
/// dropped (the loader learns them separately).
fn without_levels(game: &Value) -> Value {
    let mut game = game.clone();
    for gym in game["gyms"].as_array_mut().unwrap() {
        gym.as_object_mut().unwrap().remove("level");
    }
    if let Some(versions) = game.get_mut("versions").and_then(Value::as_array_mut) {
        for v in versions {
            for (_, gym) in v["gyms"].as_object_mut().unwrap() {
                gym.as_object_mut().unwrap().remove("level");
            }
        }
    }
    game
}

#[test]
fn every_game_file_loads_with_its_chart() {
    for &(id, generation) in GAMES {
        let game = read(&format!("games/{id}.json"));
        let source = format!("data/games/{id}.json");
        let map = Map::from_json_str(&without_levels(&game).to_string(), &source)
            .unwrap_or_else(|e| panic!("{e}"));
        let chart = shipped::chart(generation as u8).unwrap();
        map.check_against(&chart, &source, "chart").unwrap();
        for version in &map.versions {
            for gym in &version.gyms {
                assert!(gym.attack.iter().all(|&t| chart.has_attack_type(t)), "{id}");
                assert!(gym.defense.iter().all(|&t| chart.has_typing(t)), "{id}");
            }
        }
        assert!(!map.games.is_empty() && map.dex.is_some() && map.source.is_some());
    }
}

#[test]
fn every_region_map_is_its_base_game_merged() {
    for &(map_name, id) in MAPS {
        let map = read(&format!("maps/{map_name}.json"));
        let game = read(&format!("games/{id}.json"));
        assert_eq!(map["region"], game["region"], "{map_name}");
        assert_eq!(map["generation"], game["generation"], "{map_name}");
        let gyms = arr(&map["gyms"]);
        assert_eq!(gyms.len(), arr(&game["gyms"]).len(), "{map_name}");
        for (gym, g) in gyms.iter().zip(arr(&game["gyms"])) {
            let gid = text(&g["id"]);
            for key in ["id", "town", "leader", "note"] {
                assert_eq!(gym[key], g[key], "{map_name} {gid} {key}");
            }
            for key in ["attack", "defense"] {
                let mut union: BTreeSet<String> = strings(&g[key]).into_iter().collect();
                for v in game["versions"].as_array().into_iter().flatten() {
                    if let Some(vg) = v["gyms"].get(gid) {
                        union.extend(strings(&vg[key]));
                    }
                }
                assert_eq!(gym[key], json!(union), "{map_name} {gid} {key}");
            }
        }
        let shipped_map = pokelinks::data::load_shipped(text(&map["region"]))
            .unwrap()
            .0;
        assert_eq!(shipped_map.gyms.len(), gyms.len(), "{map_name}");
    }
}
