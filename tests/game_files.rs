//! The game files (`data/games/<game>.json`) against their extracts
//! (`data/games/extract/<game>.json`), the type charts and the Pokédex
//! files: one module per generation pair, as the two extract shapes differ
//! (generations 1–2: `data/games/extract_gen12.py`; 3–4: `extract_gen34.py`).
//! Reads only the committed JSON with `serde_json`, independently of the
//! crate (tests/games.rs tests the crate's use of these files).

/// The attack rule of data/moves/gen-N.json, read independently of
/// data/games/build.py: whether an extract move (by its pret name) counts as
/// an attack, and the highest level of a list of parties.
mod rule {
    use serde_json::Value;
    use std::collections::BTreeMap;
    use std::path::PathBuf;

    /// Folded name (lowercase letters and digits) → `attack` of the move
    /// file of `generation`.
    pub fn attacks(generation: u64) -> BTreeMap<String, bool> {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join(format!("data/moves/gen-{generation}.json"));
        let text = std::fs::read_to_string(&path).unwrap();
        let file: Value = serde_json::from_str(&text).unwrap();
        let mut out = BTreeMap::new();
        for m in file["moves"].as_array().unwrap() {
            let name = m["name"].as_str().unwrap();
            out.insert(fold(name), m["attack"].as_bool().unwrap());
        }
        out
    }

    pub fn fold(name: &str) -> String {
        let folded: String = name
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .map(|c| c.to_ascii_lowercase())
            .collect();
        // The two pret spellings folding does not match.
        match folded.as_str() {
            "hijumpkick" => "highjumpkick".into(),
            "faintattack" => "feintattack".into(),
            _ => folded,
        }
    }

    /// Whether the extract move `mv` counts as an attack.
    pub fn is_attack(attacks: &BTreeMap<String, bool>, mv: &Value) -> bool {
        let name = mv["name"].as_str().unwrap();
        *attacks
            .get(&fold(name))
            .unwrap_or_else(|| panic!("move {name} is not in the move file"))
    }
}

/// Generations 1 and 2.
mod gen12 {
    // The generation 1-2 game files (data/games/{red-blue,yellow,gold-silver,crystal}.json)
    // against their extracts (data/games/extract/), the type charts, and the
    // Pokédex files (data/dex/). Reads only the committed JSON, with serde_json;
    // the derivation is recomputed here, independently of data/games/build.py.

    use serde_json::Value;
    use std::collections::{BTreeMap, BTreeSet};
    use std::path::PathBuf;

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

    fn strings(v: &Value) -> Vec<String> {
        v.as_array()
            .expect("array")
            .iter()
            .map(|s| s.as_str().expect("string").to_string())
            .collect()
    }

    struct Game {
        file: &'static str,
        generation: u64,
        dex: &'static str,
        version_groups: &'static [&'static str],
        ids: &'static [&'static str],
        versions: &'static [&'static str],
    }

    const GEN1_IDS: &[&str] = &["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "E4"];
    const GEN2_IDS: &[&str] = &[
        "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "E4", "K1", "K2", "K3", "K4", "K5", "K6",
        "K7", "K8",
    ];

    const GAMES: &[Game] = &[
        Game {
            file: "red-blue",
            generation: 1,
            dex: "kanto",
            version_groups: &["red-blue"],
            ids: GEN1_IDS,
            versions: &["Bulbasaur", "Charmander", "Squirtle"],
        },
        Game {
            file: "yellow",
            generation: 1,
            dex: "kanto",
            version_groups: &["yellow"],
            ids: GEN1_IDS,
            versions: &["Jolteon", "Flareon", "Vaporeon"],
        },
        Game {
            file: "gold-silver",
            generation: 2,
            dex: "original-johto",
            version_groups: &["gold-silver"],
            ids: GEN2_IDS,
            versions: &[],
        },
        Game {
            file: "crystal",
            generation: 2,
            dex: "original-johto",
            version_groups: &["crystal"],
            ids: GEN2_IDS,
            versions: &[],
        },
    ];

    /// Every data/dex file and its number of entries (regional number 0 counts).
    const DEX_SIZES: &[(&str, usize)] = &[
        ("blueberry", 243),
        ("crown-tundra", 210),
        ("extended-sinnoh", 210),
        ("galar", 400),
        ("hisui", 242),
        ("hoenn", 202),
        ("isle-of-armor", 211),
        ("kalos-central", 150),
        ("kalos-coastal", 153),
        ("kalos-mountain", 151),
        ("kanto", 151),
        ("kitakami", 200),
        ("letsgo-kanto", 153),
        ("original-akala", 130),
        ("original-alola", 302),
        ("original-johto", 251),
        ("original-melemele", 120),
        ("original-poni", 100),
        ("original-sinnoh", 151),
        ("original-ulaula", 130),
        ("original-unova", 156),
        ("paldea", 400),
        ("updated-akala", 160),
        ("updated-alola", 403),
        ("updated-hoenn", 211),
        ("updated-johto", 256),
        ("updated-melemele", 150),
        ("updated-poni", 130),
        ("updated-ulaula", 160),
        ("updated-unova", 301),
    ];

    fn typing(types: &Value) -> String {
        let set: BTreeSet<String> = strings(types).into_iter().collect();
        set.into_iter().collect::<Vec<_>>().join("-")
    }

    /// attack / defense / level of the battles of `gym` for `version` (None:
    /// no variant); `attacks` is the generation's attack rule.
    fn derive(
        battles: &[Value],
        attacks: &BTreeMap<String, bool>,
        gym: &str,
        version: Option<&str>,
    ) -> (Vec<String>, Vec<String>, u64) {
        let mut attack = BTreeSet::new();
        let mut defense = BTreeSet::new();
        let mut level = 0;
        let mut count = 0;
        for b in battles {
            if b["gym"] != gym {
                continue;
            }
            match b["version"].as_str() {
                None => {}
                Some(v) if Some(v) == version => {}
                Some(_) => continue,
            }
            count += 1;
            for mon in b["party"].as_array().unwrap() {
                defense.insert(typing(&mon["types"]));
                level = level.max(mon["level"].as_u64().unwrap());
                for mv in mon["moves"].as_array().unwrap() {
                    if super::rule::is_attack(attacks, mv) {
                        assert!(
                            mv["damaging"].as_bool().unwrap(),
                            "an attack not damaging: {mv}"
                        );
                        attack.insert(mv["type"].as_str().unwrap().to_string());
                    }
                }
            }
        }
        assert!(count > 0, "no battle for {gym} / {version:?}");
        (
            attack.into_iter().collect(),
            defense.into_iter().collect(),
            level,
        )
    }

    fn chart(generation: u64) -> (BTreeSet<String>, BTreeSet<String>) {
        let chart = read(&format!("types/gen-{generation}.json"));
        let chart = chart.as_object().unwrap();
        let typings: BTreeSet<String> = chart.keys().cloned().collect();
        let mut attacks = BTreeSet::new();
        for row in chart.values() {
            for list in row.as_object().unwrap().values() {
                attacks.extend(strings(list));
            }
        }
        (typings, attacks)
    }

    fn gym<'a>(game: &'a Value, id: &str) -> &'a Value {
        game["gyms"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["id"] == id)
            .unwrap_or_else(|| panic!("no gym {id}"))
    }

    #[test]
    fn game_files_follow_their_extracts() {
        for g in GAMES {
            let game = read(&format!("games/{}.json", g.file));
            let extract = read(&format!("games/extract/{}.json", g.file));
            let battles = extract["battles"].as_array().unwrap();
            let (typings, attacks) = chart(g.generation);
            let rule = super::rule::attacks(g.generation);
            let ctx = g.file;

            // top-level keys, in this order (serde_json's map does not keep the
            // order, so look at the text: 2-space indent)
            let mut expected = vec![
                "games",
                "region",
                "generation",
                "dex",
                "source",
                "note",
                "gyms",
            ];
            if !g.versions.is_empty() {
                expected.push("versions");
            }
            let mut keys: Vec<&str> = game
                .as_object()
                .unwrap()
                .keys()
                .map(|k| k.as_str())
                .collect();
            keys.sort();
            let mut sorted = expected.clone();
            sorted.sort();
            assert_eq!(keys, sorted, "{ctx}: keys");
            let text = std::fs::read_to_string(data(&format!("games/{}.json", g.file))).unwrap();
            assert!(text.ends_with("}\n"), "{ctx}: trailing newline");
            let at: Vec<usize> = expected
                .iter()
                .map(|k| {
                    text.find(&format!("\n  \"{k}\": "))
                        .unwrap_or_else(|| panic!("{ctx}: {k}"))
                })
                .collect();
            assert!(at.windows(2).all(|w| w[0] < w[1]), "{ctx}: key order");
            assert_eq!(game["generation"].as_u64(), Some(g.generation), "{ctx}");
            assert_eq!(game["dex"], g.dex, "{ctx}");
            assert!(
                data(&format!("dex/{}.json", g.dex)).exists(),
                "{ctx}: dex file"
            );
            let versions_json = read("dex/versions.json");
            for vg in g.version_groups {
                assert!(
                    strings(&versions_json[*vg]).contains(&g.dex.to_string()),
                    "{ctx}: {vg}"
                );
            }
            let src = extract["source"].as_str().unwrap();
            assert!(
                game["source"].as_str().unwrap().starts_with(src),
                "{ctx}: source"
            );

            let ids: Vec<String> = game["gyms"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x["id"].as_str().unwrap().to_string())
                .collect();
            assert_eq!(ids, g.ids, "{ctx}: gym ids in order");

            // every battle belongs to a gym and to a declared version (or none)
            for b in battles {
                assert!(
                    g.ids.contains(&b["gym"].as_str().unwrap()),
                    "{ctx}: battle gym"
                );
                if let Some(v) = b["version"].as_str() {
                    assert!(g.versions.contains(&v), "{ctx}: battle version {v}");
                }
                for mon in b["party"].as_array().unwrap() {
                    assert!(
                        typings.contains(&typing(&mon["types"])),
                        "{ctx}: typing {}",
                        mon["types"]
                    );
                    for mv in mon["moves"].as_array().unwrap() {
                        let damaging = mv["damaging"].as_bool().unwrap();
                        let power = mv["power"].as_u64().expect("power");
                        assert!(
                            power == 0 || damaging,
                            "{ctx}: power > 0 must be damaging: {mv}"
                        );
                        if damaging {
                            assert!(
                                attacks.contains(mv["type"].as_str().unwrap()),
                                "{ctx}: {mv}"
                            );
                        }
                    }
                }
            }

            let versioned: BTreeSet<String> = battles
                .iter()
                .filter(|b| !b["version"].is_null())
                .map(|b| b["gym"].as_str().unwrap().to_string())
                .collect();
            for id in g.ids {
                let entry = gym(&game, id);
                let version = if versioned.contains(*id) {
                    Some(g.versions[0])
                } else {
                    None
                };
                let (attack, defense, level) = derive(battles, &rule, id, version);
                assert_eq!(strings(&entry["attack"]), attack, "{ctx} {id}: attack");
                assert_eq!(strings(&entry["defense"]), defense, "{ctx} {id}: defense");
                assert_eq!(entry["level"].as_u64(), Some(level), "{ctx} {id}: level");
                for t in &defense {
                    assert!(
                        typings.contains(t),
                        "{ctx} {id}: typing {t} not in the chart"
                    );
                }
                for t in &attack {
                    assert!(
                        attacks.contains(t),
                        "{ctx} {id}: attack type {t} not in the chart"
                    );
                }
            }

            let names: Vec<String> = match game.get("versions") {
                Some(v) => v
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|x| x["name"].as_str().unwrap().to_string())
                    .collect(),
                None => vec![],
            };
            assert_eq!(names, g.versions, "{ctx}: versions");
            if let Some(vs) = game.get("versions") {
                for v in vs.as_array().unwrap() {
                    let name = v["name"].as_str().unwrap();
                    let gyms = v["gyms"].as_object().unwrap();
                    let listed: BTreeSet<String> = gyms.keys().cloned().collect();
                    assert_eq!(listed, versioned, "{ctx} {name}: gyms listed");
                    for (id, entry) in gyms {
                        let (attack, defense, level) = derive(battles, &rule, id, Some(name));
                        assert_eq!(
                            entry["level"].as_u64(),
                            Some(level),
                            "{ctx} {name} {id}: level"
                        );
                        assert_eq!(
                            strings(&entry["attack"]),
                            attack,
                            "{ctx} {name} {id}: attack"
                        );
                        assert_eq!(
                            strings(&entry["defense"]),
                            defense,
                            "{ctx} {name} {id}: defense"
                        );
                    }
                }
            }
        }
    }

    fn party_species(extract: &Value, gym: &str) -> Vec<Vec<String>> {
        extract["battles"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|b| b["gym"] == gym)
            .map(|b| {
                b["party"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|m| m["species"].as_str().unwrap().to_string())
                    .collect()
            })
            .collect()
    }

    #[test]
    fn lt_surge_red_blue_and_yellow() {
        let yellow = read("games/yellow.json");
        let g3 = gym(&yellow, "G3");
        assert_eq!(g3["leader"], "Lt. Surge");
        assert_eq!(strings(&g3["defense"]), ["Electric"]);
        let extract = read("games/extract/yellow.json");
        assert_eq!(party_species(&extract, "G3"), [["Raichu"]]);

        let extract = read("games/extract/red-blue.json");
        assert_eq!(
            party_species(&extract, "G3"),
            [["Voltorb", "Pikachu", "Raichu"]]
        );
    }

    #[test]
    fn gen1_types_are_the_games_own() {
        // Magnemite is pure Electric in generation 1, Electric-Steel in generation 2.
        let rb = read("games/extract/red-blue.json");
        let gs = read("games/extract/gold-silver.json");
        let find = |x: &Value, sp: &str| -> Option<String> {
            x["battles"]
                .as_array()
                .unwrap()
                .iter()
                .flat_map(|b| b["party"].as_array().unwrap().iter())
                .find(|m| m["species"] == sp)
                .map(|m| typing(&m["types"]))
        };
        assert_eq!(find(&gs, "Magnemite").as_deref(), Some("Electric-Steel"));
        assert_eq!(find(&rb, "Magnemite"), None);
        assert_eq!(find(&rb, "Voltorb").as_deref(), Some("Electric"));
    }

    #[test]
    fn dex_sizes() {
        let dir = data("dex");
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|n| n.ends_with(".json") && n != "versions.json")
            .map(|n| n.trim_end_matches(".json").to_string())
            .collect();
        files.sort();
        let table: Vec<String> = DEX_SIZES.iter().map(|(n, _)| n.to_string()).collect();
        assert_eq!(files, table, "data/dex files vs the table");
        let sizes: BTreeMap<&str, usize> = DEX_SIZES.iter().cloned().collect();
        for (name, size) in &sizes {
            let dex = read(&format!("dex/{name}.json"));
            assert_eq!(dex["identifier"], *name);
            let species = dex["species"].as_array().unwrap();
            assert_eq!(species.len(), *size, "{name}: size");
            let numbers: Vec<u64> = species
                .iter()
                .map(|s| s["number"].as_u64().unwrap())
                .collect();
            let mut sorted = numbers.clone();
            sorted.sort();
            sorted.dedup();
            assert_eq!(
                numbers, sorted,
                "{name}: ordered by regional number, no repeats"
            );
            for s in species {
                assert!(s["national"].as_u64().unwrap() >= 1, "{name}: national");
                assert!(!s["identifier"].as_str().unwrap().is_empty());
            }
        }
        let versions = read("dex/versions.json");
        for (vg, dexes) in versions.as_object().unwrap() {
            for d in strings(dexes) {
                assert!(sizes.contains_key(d.as_str()), "{vg}: unknown dex {d}");
            }
        }
    }
}

/// Generations 3 and 4.
mod gen34 {
    // The generation 3 and 4 game files (`data/games/<game>.json`) against their
    // extracts (`data/games/extract/<game>.json`). Reads only the committed JSON
    // with `serde_json`; the derivation is recomputed here, independently of
    // `data/games/build.py`.

    use serde_json::Value;
    use std::collections::{BTreeMap, BTreeSet};
    use std::path::PathBuf;

    fn root() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
    }

    fn load(rel: &str) -> Value {
        let path = root().join(rel);
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
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
        "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "E4", "K1", "K2", "K3", "K4", "K5", "K6",
        "K7", "K8",
    ];

    fn present(stem: &str) -> bool {
        root().join(format!("data/games/{stem}.json")).exists()
    }

    /// attack/defense/level of a list of battles: attack by the attack rule
    /// of data/moves/gen-N.json (`attacks`).
    fn derive(
        battles: &[&Value],
        attacks: &BTreeMap<String, bool>,
    ) -> (Vec<String>, Vec<String>, u64) {
        let mut attack = BTreeSet::new();
        let mut defense = BTreeSet::new();
        let mut level = 0;
        for b in battles {
            for mon in b["party"].as_array().unwrap() {
                let mut types: Vec<String> = strs(&mon["types"]);
                types.sort();
                types.dedup();
                defense.insert(types.join("-"));
                level = level.max(mon["level"].as_u64().unwrap());
                for m in mon["moves"].as_array().unwrap() {
                    // power > 0 or a fixed-damage effect; the extract's flag must agree with power
                    let power = m["power"].as_u64().unwrap();
                    let damaging = m["damaging"].as_bool().unwrap();
                    if power > 0 {
                        assert!(damaging, "{m}: power > 0 but not damaging");
                    }
                    if super::rule::is_attack(attacks, m) {
                        assert!(damaging, "{m}: an attack but not damaging");
                        attack.insert(m["type"].as_str().unwrap().to_string());
                    }
                }
            }
        }
        (
            attack.into_iter().collect(),
            defense.into_iter().collect(),
            level,
        )
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
            let rule = super::rule::attacks(generation);
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
            assert!(
                game["source"].as_str().unwrap().starts_with(source),
                "{stem}"
            );
            let dex_path = root().join(format!("data/dex/{dex}.json"));
            if dex_path.exists() {
                let d = load(&format!("data/dex/{dex}.json"));
                let n = match &d {
                    Value::Array(a) => a.len(),
                    Value::Object(o) => o
                        .values()
                        .find_map(|v| v.as_array().map(|a| a.len()))
                        .unwrap_or(0),
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
                .map(|vs| {
                    vs.iter()
                        .map(|v| v["name"].as_str().unwrap().to_string())
                        .collect()
                })
                .unwrap_or_default();
            for g in gyms {
                let id = g["id"].as_str().unwrap();
                let mine: Vec<&Value> = battles.iter().filter(|b| b["gym"] == id).collect();
                assert!(!mine.is_empty(), "{stem} {id}: no battles");
                let variants: Vec<&String> = versions
                    .iter()
                    .filter(|v| {
                        mine.iter()
                            .any(|b| b["version"].as_str() == Some(v.as_str()))
                    })
                    .collect();
                let expected = |v: Option<&str>| {
                    let sel: Vec<&Value> = mine
                        .iter()
                        .copied()
                        .filter(|b| b["version"].is_null() || b["version"].as_str() == v)
                        .collect();
                    derive(&sel, &rule)
                };
                let top = expected(variants.first().map(|s| s.as_str()));
                assert_eq!(strs(&g["attack"]), top.0, "{stem} {id} attack");
                assert_eq!(strs(&g["defense"]), top.1, "{stem} {id} defense");
                assert_eq!(g["level"].as_u64(), Some(top.2), "{stem} {id} level");
                for v in &variants {
                    let entry = game["versions"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .find(|e| e["name"].as_str() == Some(v.as_str()))
                        .unwrap();
                    let (a, d, l) = expected(Some(v.as_str()));
                    assert_eq!(
                        entry["gyms"][id]["level"].as_u64(),
                        Some(l),
                        "{stem} {v} {id} level"
                    );
                    assert_eq!(
                        strs(&entry["gyms"][id]["attack"]),
                        a,
                        "{stem} {v} {id} attack"
                    );
                    assert_eq!(
                        strs(&entry["gyms"][id]["defense"]),
                        d,
                        "{stem} {v} {id} defense"
                    );
                }
                for t in strs(&g["defense"]) {
                    assert!(
                        chart.contains_key(&t),
                        "{stem} {id}: typing {t} not in gen-{generation}"
                    );
                }
                for t in strs(&g["attack"]) {
                    assert!(
                        attackers.contains(&t),
                        "{stem} {id}: attack type {t} not in gen-{generation}"
                    );
                }
            }
        }
    }

    fn gym<'a>(game: &'a Value, id: &str) -> &'a Value {
        game["gyms"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["id"] == id)
            .unwrap()
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
        b["party"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["species"].as_str().unwrap().to_string())
            .collect()
    }

    #[test]
    fn facts_checked_in_the_sources() {
        // pokeruby: Wallace leads the Sootopolis Gym (G8), Steven is Champion.
        let rs = load("data/games/ruby-sapphire.json");
        let rse = load("data/games/extract/ruby-sapphire.json");
        assert_eq!(gym(&rs, "G8")["leader"], "Wallace");
        assert_eq!(gym(&rs, "G8")["town"], "Sootopolis City");
        assert_eq!(
            species(battle(&rse, "G8", "Wallace")),
            ["Luvdisc", "Whiscash", "Sealeo", "Seaking", "Milotic"]
        );
        assert_eq!(
            species(battle(&rse, "E4", "Steven")).last().unwrap(),
            "Metagross"
        );
        let roxanne = battle(&rse, "G1", "Roxanne");
        assert_eq!(roxanne["party"][0]["level"], 14);
        // Tate and Liza: Lunatone and Solrock only in Ruby/Sapphire.
        assert_eq!(species(battle(&rse, "G7", "Tate")), ["Lunatone", "Solrock"]);

        if present("emerald") {
            let e = load("data/games/emerald.json");
            assert_eq!(gym(&e, "G8")["leader"], "Juan");
            assert_eq!(gym(&e, "G8")["town"], "Sootopolis City");
            let ee = load("data/games/extract/emerald.json");
            assert_eq!(
                battle(&ee, "E4", "Wallace")["party"]
                    .as_array()
                    .unwrap()
                    .len(),
                6
            );
            // pokeemerald e325cd30 sParty_Roxanne1 (the first battle, TRAINER_ROXANNE_1)
            assert_eq!(
                species(battle(&ee, "G1", "Roxanne")),
                ["Geodude", "Geodude", "Nosepass"]
            );
            assert_eq!(
                species(battle(&ee, "G8", "Juan")),
                ["Luvdisc", "Whiscash", "Sealeo", "Crawdaunt", "Kingdra"]
            );
        }

        // pokefirered: the Champion's team by the player's starter.
        let fr = load("data/games/firered-leafgreen.json");
        let names: Vec<&str> = fr["versions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["Bulbasaur", "Charmander", "Squirtle"]);
        let by = |v: &str| {
            let e = fr["versions"]
                .as_array()
                .unwrap()
                .iter()
                .find(|x| x["name"] == v)
                .unwrap();
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
}

/// The region maps of generations 1-4 (data/maps/gen-{1..4}-*.json) against
/// their base game files: each of their gyms has the game file's town and
/// leader, and its attack and defense are the game file's united over the
/// versions (data/maps/derive_gen14.py writes them so).
mod region_maps {
    use serde_json::Value;
    use std::collections::BTreeSet;
    use std::path::PathBuf;

    fn read(path: &str) -> Value {
        let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("data")
            .join(path);
        serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap()
    }

    fn set(v: &Value) -> BTreeSet<String> {
        (v.as_array().unwrap().iter())
            .map(|s| s.as_str().unwrap().to_owned())
            .collect()
    }

    #[test]
    fn region_maps_follow_their_base_games() {
        for (map, game) in [
            ("gen-1-kanto", "red-blue"),
            ("gen-2-johto", "gold-silver"),
            ("gen-3-hoenn", "ruby-sapphire"),
            ("gen-4-sinnoh", "platinum"),
        ] {
            let map = read(&format!("maps/{map}.json"));
            let game = read(&format!("games/{game}.json"));
            let ids: Vec<&str> = (map["gyms"].as_array().unwrap().iter())
                .map(|g| g["id"].as_str().unwrap())
                .collect();
            assert_eq!(ids, ["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "E4"]);
            for gym in map["gyms"].as_array().unwrap() {
                let id = gym["id"].as_str().unwrap();
                let source = (game["gyms"].as_array().unwrap().iter())
                    .find(|g| g["id"] == id)
                    .unwrap();
                assert_eq!(gym["town"], source["town"], "{id}");
                assert_eq!(gym["leader"], source["leader"], "{id}");
                let (mut attack, mut defense) = (set(&source["attack"]), set(&source["defense"]));
                for version in game["versions"].as_array().into_iter().flatten() {
                    if let Some(changed) = version["gyms"].get(id) {
                        attack.extend(set(&changed["attack"]));
                        defense.extend(set(&changed["defense"]));
                    }
                }
                assert_eq!(set(&gym["attack"]), attack, "{id} attack");
                assert_eq!(set(&gym["defense"]), defense, "{id} defense");
                assert!(
                    gym.get("level").is_none(),
                    "{id}: region maps carry no level"
                );
            }
        }
    }
}
