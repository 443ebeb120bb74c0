//! The shipped data and the data loaders: every shipped chart and map loads
//! and fits, each generation's chart has its own facts, and every bad file
//! docs/formats.md lists is rejected with a one-line message naming the file and the
//! entry, without a panic on any input.

mod mutation;

use std::path::{Path, PathBuf};

use pokelinks::data::{Chart, DataError, Multiplier};
use pokelinks::data::{Map, MapSource, load, shipped};
use pokelinks::{Type, Typing};

fn typing(name: &str) -> Typing {
    name.parse().unwrap()
}

fn gen_chart(generation: u8) -> Chart {
    shipped::chart(generation).unwrap()
}

fn m(chart: &Chart, attack: Type, defender: &str) -> Multiplier {
    chart.multiplier(attack, typing(defender)).unwrap()
}

/// The factor of `attack` on the type `defender`: from the single typing if
/// the chart has it, else from a dual typing `defender`-X divided by X (some
/// generations have no Pokémon of a single type, such as pure Steel in
/// generation 2).
fn type_factor(chart: &Chart, attack: Type, defender: Type) -> f64 {
    if let Some(single) = chart.multiplier(attack, defender.into()) {
        return single.factor();
    }
    for &t in chart.typings() {
        let mut types = t.types().filter(|&x| x != defender);
        if let (true, Some(other), None) = (t.contains(defender), types.next(), types.next())
            && let Some(x) = chart.multiplier(attack, other.into())
            && x.factor() != 0.0
        {
            return chart.multiplier(attack, t).unwrap().factor() / x.factor();
        }
    }
    panic!("no typing shows {attack} on {defender}");
}

// ---------------------------------------------------------------------------
// The shipped data loads and fits.

#[test]
fn every_shipped_chart_loads() {
    for generation in 1..=9 {
        let (source, text) = shipped::chart_text(generation).unwrap();
        assert_eq!(source, format!("<shipped>/gen-{generation}.json"));
        let chart = Chart::from_json_str(text, source).unwrap();
        assert_eq!(Some(&chart), shipped::chart(generation).as_ref());
        assert!(chart.typings().windows(2).all(|w| w[0] < w[1]));
        assert!(chart.attack_types().windows(2).all(|w| w[0] < w[1]));
        // Every type of every typing is an attack type (not the converse:
        // generation 1 has no pure Rock Pokémon, generation 2 no pure Steel).
        for &t in chart.typings() {
            assert!(
                t.types().all(|t| chart.has_attack_type(t)),
                "gen {generation}: {t}"
            );
        }
    }
    assert!(shipped::chart(0).is_none() && shipped::chart(10).is_none());
}

#[test]
fn every_shipped_chart_on_disk_matches_the_embedded_one() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/types");
    for generation in 1..=9 {
        let path = dir.join(format!("gen-{generation}.json"));
        assert_eq!(Chart::from_file(&path).unwrap(), gen_chart(generation));
    }
}

#[test]
fn every_shipped_map_loads_and_fits_its_chart() {
    let regions: Vec<(&str, u8)> = shipped::regions().collect();
    let names: Vec<&str> = regions.iter().map(|&(r, _)| r).collect();
    assert_eq!(
        names,
        [
            "Kanto", "Johto", "Hoenn", "Sinnoh", "Unova", "Kalos", "Alola", "Galar", "Paldea"
        ]
    );
    assert!(regions.windows(2).all(|w| w[0].1 < w[1].1), "{regions:?}");
    for (region, generation) in regions {
        let (source, text) = shipped::map_text(region).unwrap();
        assert_eq!(
            source,
            format!("<shipped>/gen-{generation}-{}.json", region.to_lowercase())
        );
        let map = Map::from_json_str(text, source).unwrap();
        assert_eq!(map.region, region);
        assert_eq!(map.generation, generation);
        if let Some(types) = &map.types {
            assert_eq!(types, &format!("../types/gen-{generation}.json"));
        }
        let chart = gen_chart(generation);
        for gym in &map.gyms {
            for &attack in &gym.attack {
                assert!(
                    chart.has_attack_type(attack),
                    "{source} {} {attack}",
                    gym.id
                );
            }
            for &defense in &gym.defense {
                assert!(chart.has_typing(defense), "{source} {} {defense}", gym.id);
            }
        }
        map.check_against(&chart, source, "chart").unwrap();
        let (shipped_map, shipped_chart) =
            pokelinks::data::load_shipped(&region.to_uppercase()).unwrap();
        assert_eq!((shipped_map, shipped_chart), (map, chart));
    }
}

#[test]
fn every_map_file_on_disk_loads_with_its_chart() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/maps");
    for (region, generation) in shipped::regions() {
        let path = dir.join(format!("gen-{generation}-{}.json", region.to_lowercase()));
        let (map, chart) = load(&MapSource::File(path.clone()), None).unwrap();
        assert_eq!(Some((map, chart)), pokelinks::data::load_shipped(region));
    }
}

#[test]
fn every_game_file_loads_with_its_chart() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/games");
    let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".json"))
        .collect();
    on_disk.sort();
    // Every game file is a game of data/games.json, and every game has one.
    let games: Vec<String> = pokelinks::data::game::games()
        .iter()
        .map(|g| format!("{}.json", g.id))
        .collect();
    let mut listed = games.clone();
    listed.sort();
    assert_eq!(on_disk, listed);
    assert_eq!(on_disk.len(), 19, "{on_disk:?}");
    for name in on_disk {
        let stem = name.trim_end_matches(".json");
        let (source, text) = shipped::game_text(stem).unwrap();
        assert_eq!(text, std::fs::read_to_string(dir.join(&name)).unwrap());
        let (map, chart) = load(&MapSource::File(dir.join(&name)), None).unwrap();
        assert_eq!(map, Map::from_json_str(text, source).unwrap());
        assert_eq!(chart, gen_chart(map.generation));
        assert!(!map.games.is_empty() && map.dex.is_some() && map.source.is_some());
        for version in &map.versions {
            for gym in &version.gyms {
                assert!(gym.attack.iter().all(|&t| chart.has_attack_type(t)));
                assert!(gym.defense.iter().all(|&t| chart.has_typing(t)));
            }
        }
    }
}

/// A one-gym map with these extra top-level fields.
fn game_json(extra: &str) -> String {
    format!(
        "{{\n\"region\": \"Testland\",\n\"generation\": 1,\n\"gyms\": [\n{}\n],\n{extra}\n}}",
        gym_json("E4", r#""Fire""#, r#""Fire""#)
    )
}

#[test]
fn game_fields_are_read() {
    let text = game_json(
        r#""games": ["Test", "Land"], "dex": "kanto", "source": "here",
"versions": [{"name": "A", "note": "first", "gyms": {"E4": {"attack": ["Water"], "defense": ["Water"]}}},
             {"name": "B", "gyms": {}}]"#,
    );
    let map = Map::from_json_str(&text, "game.json").unwrap();
    assert_eq!(map.games, ["Test", "Land"]);
    assert_eq!(
        (map.dex.as_deref(), map.source.as_deref()),
        (Some("kanto"), Some("here"))
    );
    assert_eq!(map.versions.len(), 2);
    assert_eq!(
        map.versions[0].note.as_ref().map(|n| n.raw()),
        Some("first")
    );
    assert_eq!(map.versions[0].gyms[0].defense, [typing("Water")]);
    assert!(map.versions[1].gyms.is_empty() && map.versions[1].note.is_none());
    // A region map has none of them.
    let plain = Map::from_json_str(&map_json("1", &good_gyms()), "m.json").unwrap();
    assert!(plain.games.is_empty() && plain.dex.is_none() && plain.versions.is_empty());
}

#[test]
fn game_field_rejections() {
    let cases: [(&str, &[&str]); 9] = [
        (
            r#""versions": [{"name": "A", "gyms": {"G1": {"attack": ["Normal"], "defense": ["Normal"]}}}]"#,
            &[
                "line 8, ",
                "version \"A\": gym \"G1\" is not a gym of the map",
            ],
        ),
        (
            r#""versions": [{"name": "A", "gyms": {}}, {"name": "a", "gyms": {}}]"#,
            &["line 7, ", "version \"a\" appears twice"],
        ),
        (
            r#""versions": [{"name": "A", "gyms": {"E4": {"attack": ["Normal"], "defense": ["Normal"]}, "E4": {"attack": ["Normal"], "defense": ["Normal"]}}}]"#,
            &["version \"A\": gym \"E4\" appears twice"],
        ),
        (
            r#""versions": [{"name": "A", "gyms": {"E4": {"attack": ["Sound"], "defense": ["Normal"]}}}]"#,
            &["gym E4 (version \"A\"), attack: \"Sound\" is not a type"],
        ),
        (
            r#""versions": [{"name": "A", "gyms": {"E4": {"attack": ["Normal"]}}}]"#,
            &["gym E4 (version \"A\"): missing field \"defense\""],
        ),
        (
            r#""versions": [{"name": "A", "gyms": {"E4": {"attack": ["Normal"], "defense": ["Normal"], "x": 1}}}]"#,
            &[
                "gym E4 (version \"A\"): unknown field \"x\" (the fields are attack, defense, level)",
            ],
        ),
        (
            r#""versions": [{"gyms": {}}]"#,
            &["version #1: missing field \"name\""],
        ),
        (r#""games": ["Red", " "]"#, &["field \"games\" is empty"]),
        (r#""dex": """#, &["field \"dex\" is empty"]),
    ];
    for (extra, wanted) in cases {
        map_rejects("game-bad.json", &game_json(extra), wanted);
    }
}

// ---------------------------------------------------------------------------
// Each generation's own chart.

#[test]
fn dual_typings_multiply_their_single_types() {
    for generation in 1..=9 {
        let chart = gen_chart(generation);
        for &t in chart.typings() {
            let Some(second) = t.second() else { continue };
            let (a, b) = (Typing::from(t.first()), Typing::from(second));
            if !chart.has_typing(a) || !chart.has_typing(b) {
                continue;
            }
            for attack in Type::ALL {
                let product = chart.multiplier(attack, a).unwrap().factor()
                    * chart.multiplier(attack, b).unwrap().factor();
                let dual = chart.multiplier(attack, t).unwrap().factor();
                assert_eq!(dual, product, "gen {generation}: {attack} on {t}");
            }
        }
    }
}

#[test]
fn gen1_ghost_does_nothing_to_psychic() {
    assert_eq!(m(&gen_chart(1), Type::Ghost, "Psychic"), Multiplier::Immune);
}

#[test]
fn gen1_bug_is_super_effective_on_poison() {
    assert_eq!(m(&gen_chart(1), Type::Bug, "Poison"), Multiplier::Double);
}

#[test]
fn gen1_poison_is_super_effective_on_bug() {
    assert_eq!(m(&gen_chart(1), Type::Poison, "Bug"), Multiplier::Double);
}

#[test]
fn gen1_ice_is_neutral_on_fire() {
    assert_eq!(m(&gen_chart(1), Type::Ice, "Fire"), Multiplier::Normal);
}

#[test]
fn gens_2_to_5_steel_resists_ghost() {
    for generation in 2..=5 {
        assert_eq!(
            type_factor(&gen_chart(generation), Type::Ghost, Type::Steel),
            0.5,
            "gen {generation}"
        );
    }
}

#[test]
fn gens_2_to_5_steel_resists_dark() {
    for generation in 2..=5 {
        assert_eq!(
            type_factor(&gen_chart(generation), Type::Dark, Type::Steel),
            0.5,
            "gen {generation}"
        );
    }
}

#[test]
fn gens_6_on_fairy_is_an_attack_type() {
    for generation in 6..=9 {
        assert!(
            gen_chart(generation).has_attack_type(Type::Fairy),
            "gen {generation}"
        );
    }
}

#[test]
fn gens_6_on_steel_is_neutral_to_ghost() {
    for generation in 6..=9 {
        assert_eq!(
            type_factor(&gen_chart(generation), Type::Ghost, Type::Steel),
            1.0,
            "gen {generation}"
        );
    }
}

#[test]
fn gens_6_on_steel_is_neutral_to_dark() {
    for generation in 6..=9 {
        assert_eq!(
            type_factor(&gen_chart(generation), Type::Dark, Type::Steel),
            1.0,
            "gen {generation}"
        );
    }
}

#[test]
fn gen4_has_no_electric_fire_every_rotom_is_electric_ghost() {
    let gen4 = gen_chart(4);
    assert!(!gen4.has_typing(typing("Electric-Fire")));
}

#[test]
fn gen4_has_electric_ghost_rotom() {
    assert!(gen_chart(4).has_typing(typing("Electric-Ghost")));
}

#[test]
fn gen5_has_electric_fire_rotom_heat() {
    assert!(gen_chart(5).has_typing(typing("Electric-Fire")));
}

#[test]
fn gens_1_to_5_have_no_fairy_at_all() {
    for generation in 1..=5 {
        let chart = gen_chart(generation);
        assert!(!chart.has_attack_type(Type::Fairy), "gen {generation}");
        let fairy: Vec<&Typing> = chart
            .typings()
            .iter()
            .filter(|t| t.contains(Type::Fairy))
            .collect();
        assert!(fairy.is_empty(), "gen {generation}: {fairy:?}");
    }
}

#[test]
fn gens_6_on_fairy_is_a_single_typing() {
    for generation in 6..=9 {
        assert!(
            gen_chart(generation).has_typing(Type::Fairy.into()),
            "gen {generation}"
        );
    }
}

#[test]
fn gen9_has_162_typings() {
    assert_eq!(gen_chart(9).typings().len(), 162);
}

#[test]
fn attack_types_are_15_then_17_then_18() {
    let counts: Vec<usize> = (1..=9).map(|g| gen_chart(g).attack_types().len()).collect();
    assert_eq!(counts, [15, 17, 17, 17, 17, 18, 18, 18, 18]);
}

#[test]
fn no_typing_disappears_in_a_later_generation() {
    // Every Pokémon stays in the data of later generations, and the
    // retypings (Fairy in generation 6, Rotom's forms in 5) leave the old
    // typings to other Pokémon.
    for generation in 1..9 {
        let (old, new) = (gen_chart(generation), gen_chart(generation + 1));
        let gone: Vec<&Typing> = old
            .typings()
            .iter()
            .filter(|&&t| !new.has_typing(t))
            .collect();
        assert!(
            gone.is_empty(),
            "in gen {generation}, not in gen {}: {gone:?}",
            generation + 1
        );
    }
}

// ---------------------------------------------------------------------------
// Bad files, each on disk.

/// A fresh path in the temporary folder, unique to this process and call.
fn temp_path(name: &str) -> PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let n = COUNT.fetch_add(1, Ordering::Relaxed);
    let pid = std::process::id();
    std::env::temp_dir().join(format!("pokelinks-tests-data-{pid}-{n}-{name}"))
}

/// Writes `bytes` to a fresh file of the temporary folder.
fn temp_file(name: &str, bytes: &[u8]) -> PathBuf {
    let path = temp_path(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

/// Loads `text` as a chart file named `name`; checks that the error is one
/// line, names the file, and mentions every one of `wanted`.
fn chart_rejects(name: &str, text: &str, wanted: &[&str]) -> DataError {
    let path = temp_file(name, text.as_bytes());
    let err = Chart::from_file(&path).unwrap_err();
    let _ = std::fs::remove_file(&path);
    check_message(&err, &path, wanted);
    err
}

/// Like [`chart_rejects`], for a map file loaded with its chart.
fn map_rejects(name: &str, text: &str, wanted: &[&str]) -> DataError {
    let path = temp_file(name, text.as_bytes());
    let err = load(&MapSource::File(path.clone()), None).unwrap_err();
    let _ = std::fs::remove_file(&path);
    check_message(&err, &path, wanted);
    err
}

fn check_message(err: &DataError, path: &Path, wanted: &[&str]) {
    let shown = err.to_string();
    let file = path.display().to_string();
    assert!(!shown.contains('\n'), "{shown}");
    assert!(shown.starts_with(&format!("{file}: ")), "{shown}");
    assert_eq!(err.file(), file);
    for w in wanted {
        assert!(shown.contains(w), "{shown:?} lacks {w:?}");
    }
}

#[test]
fn chart_not_json_gives_line_and_column() {
    let e = chart_rejects(
        "not-json.json",
        "{\n  \"Fire\": {\n    \"half\": [\"Water\"\n  }\n}",
        &["line 4, column 3: ", "typing \"Fire\", list \"half\""],
    );
    assert!(matches!(e, DataError::Json { .. }), "{e:?}");
    chart_rejects(
        "truncated.json",
        "{\"Fire\": {",
        &["line 1, column 10", "EOF"],
    );
    chart_rejects(
        "trailing.json",
        "{\"Fire\": {}} x",
        &["trailing characters"],
    );
}

#[test]
fn chart_not_an_object() {
    let e = chart_rejects(
        "list.json",
        "[\"Fire\"]",
        &["expected an object whose keys are typings"],
    );
    assert!(matches!(e, DataError::Json { .. }), "{e:?}");
}

#[test]
fn chart_empty() {
    let e = chart_rejects("empty.json", "{ }", &["the chart has no typings"]);
    assert!(matches!(e, DataError::EmptyChart { .. }), "{e:?}");
}

#[test]
fn chart_key_with_an_unknown_type() {
    let e = chart_rejects(
        "unknown-key.json",
        r#"{"Fire": {}, "Sound-Fire": {}}"#,
        &["\"Sound-Fire\" is not a typing", "not a type"],
    );
    assert!(matches!(e, DataError::BadTyping { .. }), "{e:?}");
}

#[test]
fn chart_key_with_the_same_type_twice() {
    let e = chart_rejects(
        "twice-key.json",
        r#"{"fire-FIRE": {}}"#,
        &["\"fire-FIRE\" is not a typing", "same type twice"],
    );
    assert!(matches!(e, DataError::BadTyping { .. }), "{e:?}");
}

#[test]
fn chart_key_with_three_types() {
    let e = chart_rejects(
        "three-key.json",
        r#"{"Fire-Water-Grass": {}}"#,
        &["\"Fire-Water-Grass\" is not a typing", "at most two types"],
    );
    assert!(matches!(e, DataError::BadTyping { .. }), "{e:?}");
}

#[test]
fn chart_value_not_an_object() {
    let e = chart_rejects(
        "value-list.json",
        r#"{"Fire": ["Water"]}"#,
        &["typing \"Fire\"", "expected an object of attack type lists"],
    );
    assert!(matches!(e, DataError::Json { .. }), "{e:?}");
}

#[test]
fn chart_unknown_list_name() {
    let e = chart_rejects(
        "unknown-list.json",
        r#"{"Fire": {"triple": ["Water"]}}"#,
        &["typing \"Fire\"", "unknown list \"triple\""],
    );
    assert!(matches!(e, DataError::UnknownList { .. }), "{e:?}");
}

#[test]
fn chart_list_twice() {
    let e = chart_rejects(
        "list-twice.json",
        r#"{"Fire": {"half": ["Water"], "Half": ["Rock"]}}"#,
        &["typing \"Fire\"", "list \"half\" appears twice"],
    );
    assert!(matches!(e, DataError::RepeatedList { .. }), "{e:?}");
}

#[test]
fn chart_list_not_an_array() {
    let e = chart_rejects(
        "list-string.json",
        r#"{"Fire": {"half": "Water"}}"#,
        &[
            "typing \"Fire\", list \"half\"",
            "expected a list of attack type names",
        ],
    );
    assert!(matches!(e, DataError::Json { .. }), "{e:?}");
}

#[test]
fn chart_list_not_of_strings() {
    let e = chart_rejects(
        "list-numbers.json",
        r#"{"Fire": {"double": ["Water", 3]}}"#,
        &[
            "typing \"Fire\", list \"double\"",
            "expected an attack type name",
        ],
    );
    assert!(matches!(e, DataError::Json { .. }), "{e:?}");
}

#[test]
fn chart_unknown_attack_type() {
    let e = chart_rejects(
        "unknown-attack.json",
        r#"{"Fire": {"double": ["Water", "Sound"]}}"#,
        &[
            "typing \"Fire\", list \"double\"",
            "\"Sound\" is not a type",
        ],
    );
    assert!(matches!(e, DataError::UnknownAttackType { .. }), "{e:?}");
}

#[test]
fn chart_attack_type_twice_in_one_list() {
    let e = chart_rejects(
        "attack-twice.json",
        r#"{"Fire": {"double": ["Water", "water"]}}"#,
        &[
            "typing \"Fire\"",
            "attack type Water is listed twice",
            "twice in \"double\"",
        ],
    );
    assert!(matches!(e, DataError::RepeatedAttackType { .. }), "{e:?}");
}

#[test]
fn chart_attack_type_in_two_lists() {
    let e = chart_rejects(
        "attack-two-lists.json",
        r#"{"Fire": {"half": ["Grass"], "double": ["Water", "Grass"]}}"#,
        &[
            "typing \"Fire\"",
            "attack type Grass is listed twice",
            "in \"half\" and \"double\"",
        ],
    );
    assert!(matches!(e, DataError::RepeatedAttackType { .. }), "{e:?}");
}

#[test]
fn chart_same_typing_in_another_order() {
    let e = chart_rejects(
        "reordered.json",
        "{\n\"Ground-Water\": {},\n\"water-ground\": {}\n}",
        &[
            "line 3, column 14",
            "\"water-ground\" is the typing Ground-Water again",
            "\"Ground-Water\"",
        ],
    );
    assert!(matches!(e, DataError::DuplicateTyping { .. }), "{e:?}");
}

#[test]
fn chart_identical_duplicate_keys() {
    let e = chart_rejects(
        "duplicate.json",
        r#"{"Fire": {"half": ["Fire"]}, "Fire": {}}"#,
        &["\"Fire\" is the typing Fire again"],
    );
    assert!(matches!(e, DataError::DuplicateTyping { .. }), "{e:?}");
}

#[test]
fn missing_file() {
    let path = std::env::temp_dir().join("pokelinks-tests-no-such-file.json");
    let e = Chart::from_file(&path).unwrap_err();
    check_message(&e, &path, &["no such file"]);
    let e = load(&MapSource::File(path.clone()), None).unwrap_err();
    check_message(&e, &path, &["no such file"]);
}

#[test]
fn directory_instead_of_a_file() {
    let path = temp_path("dir");
    std::fs::create_dir(&path).unwrap();
    let e = Chart::from_file(&path).unwrap_err();
    check_message(&e, &path, &["is a directory"]);
    let e = Map::from_file(&path).unwrap_err();
    check_message(&e, &path, &["is a directory"]);
    let e = load(&MapSource::File(path.clone()), None).unwrap_err();
    check_message(&e, &path, &["is a directory"]);
    std::fs::remove_dir(&path).unwrap();
}

#[test]
fn not_utf8() {
    let path = temp_file(
        "latin1.json",
        b"{\n  \"Fire\": {\"half\": [\"Pok\xe9mon\"]}\n}",
    );
    let e = Chart::from_file(&path).unwrap_err();
    check_message(&e, &path, &["line 2, column 25", "not valid UTF-8"]);
    let e = load(&MapSource::File(path.clone()), None).unwrap_err();
    check_message(&e, &path, &["line 2, column 25", "not valid UTF-8"]);
    let _ = std::fs::remove_file(&path);
}

// Maps.

fn gym_json(id: &str, attack: &str, defense: &str) -> String {
    format!(
        r#"{{"id": "{id}", "town": "Town {id}", "leader": "Leader {id}", "attack": [{attack}], "defense": [{defense}]}}"#
    )
}

fn map_json(generation: &str, gyms: &[String]) -> String {
    format!(
        "{{\n\"region\": \"Testland\",\n\"generation\": {generation},\n\"gyms\": [\n{}\n]\n}}",
        gyms.join(",\n")
    )
}

fn good_gyms() -> Vec<String> {
    vec![
        gym_json("G1", r#""Rock""#, r#""Rock-Ground""#),
        gym_json("G2", r#""Water""#, r#""Water", "psychic-water""#),
        gym_json("E4", r#""Dragon", "Ice""#, r#""Dragon-Flying""#),
    ]
}

#[test]
fn good_map_loads() {
    let path = temp_file("good-map.json", map_json("1", &good_gyms()).as_bytes());
    let (map, chart) = load(&MapSource::File(path.clone()), None).unwrap();
    let _ = std::fs::remove_file(&path);
    assert_eq!(chart, gen_chart(1));
    assert_eq!(map.gyms.len(), 3);
    assert_eq!(
        map.gym("town g2").unwrap().defense,
        [typing("Water"), typing("Psychic-Water")]
    );
    assert_eq!(map.gym("e4").unwrap().attack, [Type::Dragon, Type::Ice]);
}

#[test]
fn map_not_json() {
    let e = map_rejects(
        "map-not-json.json",
        "{\n\"region\": \"Testland\"\n\"generation\": 1}",
        &["line 3, column 1", "expected `,` or `}`"],
    );
    assert!(matches!(e, DataError::Json { .. }), "{e:?}");
}

#[test]
fn map_not_an_object() {
    map_rejects(
        "map-list.json",
        "[]",
        &["line 1, column 1", "expected a map object"],
    );
}

#[test]
fn map_missing_fields() {
    for (field, text) in [
        ("region", r#"{"generation": 1, "gyms": []}"#.to_owned()),
        ("generation", r#"{"region": "R", "gyms": []}"#.to_owned()),
        ("gyms", r#"{"region": "R", "generation": 1}"#.to_owned()),
    ] {
        let text = text.replace(r#""gyms": []"#, &format!(r#""gyms": [{}]"#, good_gyms()[0]));
        let e = map_rejects(
            "map-missing.json",
            &text,
            &[&format!("missing field \"{field}\"")],
        );
        assert!(
            matches!(e, DataError::MissingField { entry: None, .. }),
            "{e:?}"
        );
    }
}

#[test]
fn gym_missing_fields() {
    for field in ["id", "town", "leader", "attack", "defense"] {
        let mut gym: serde_json::Value = serde_json::from_str(&good_gyms()[0]).unwrap();
        gym.as_object_mut().unwrap().remove(field);
        let text = map_json("1", &[gym.to_string()]);
        let label = if field == "id" {
            "gym #1: "
        } else {
            "gym G1: "
        };
        let e = map_rejects(
            "gym-missing.json",
            &text,
            &[&format!("{label}missing field \"{field}\"")],
        );
        assert!(
            matches!(e, DataError::MissingField { entry: Some(_), .. }),
            "{e:?}"
        );
    }
}

#[test]
fn map_unknown_fields() {
    let text =
        map_json("1", &good_gyms()).replacen("\"region\"", "\"colour\": \"red\", \"region\"", 1);
    let e = map_rejects(
        "map-unknown.json",
        &text,
        &["unknown field \"colour\"", "region, generation"],
    );
    assert!(
        matches!(e, DataError::UnknownField { entry: None, .. }),
        "{e:?}"
    );
    let mut gyms = good_gyms();
    gyms[1] = gyms[1].replace("\"town\"", "\"badge\": \"Cascade\", \"town\"");
    let e = map_rejects(
        "gym-unknown.json",
        &map_json("1", &gyms),
        &["gym G2: unknown field \"badge\"", "id, town, leader"],
    );
    assert!(
        matches!(e, DataError::UnknownField { entry: Some(_), .. }),
        "{e:?}"
    );
}

#[test]
fn map_repeated_fields() {
    let text =
        map_json("1", &good_gyms()).replacen("\"region\"", "\"generation\": 2, \"region\"", 1);
    let e = map_rejects(
        "map-repeated.json",
        &text,
        &["field \"generation\" appears twice"],
    );
    assert!(matches!(e, DataError::RepeatedField { .. }), "{e:?}");
    let mut gyms = good_gyms();
    gyms[0] = gyms[0].replace("\"leader\"", "\"town\": \"Again\", \"leader\"");
    map_rejects(
        "gym-repeated.json",
        &map_json("1", &gyms),
        &["gym G1: field \"town\" appears twice"],
    );
}

#[test]
fn map_bad_generation() {
    for (generation, wanted) in [
        ("0", "generation 0 is not one of 1 to 9"),
        ("10", "generation 10 is not one of 1 to 9"),
        ("-1", "generation -1 is not one of 1 to 9"),
        ("1.5", "field \"generation\": invalid type: floating point"),
        ("\"1\"", "field \"generation\": invalid type: string \"1\""),
    ] {
        map_rejects(
            "map-generation.json",
            &map_json(generation, &good_gyms()),
            &["line 3, ", wanted],
        );
    }
}

#[test]
fn gym_levels_are_read() {
    let mut gyms = good_gyms();
    gyms[0] = gyms[0].replace("\"attack\"", "\"level\": 14, \"attack\"");
    gyms[2] = gyms[2].replace("\"attack\"", "\"level\": null, \"attack\"");
    let map = Map::from_json_str(&map_json("1", &gyms), "m.json").unwrap();
    let levels: Vec<Option<u8>> = map.gyms.iter().map(|g| g.level).collect();
    assert_eq!(levels, [Some(14), None, None]);
    let text = game_json(
        r#""versions": [{"name": "A", "gyms": {"E4": {"attack": ["Water"], "defense": ["Water"], "level": 100}}},
             {"name": "B", "gyms": {"E4": {"attack": ["Water"], "defense": ["Water"]}}}]"#,
    );
    let map = Map::from_json_str(&text, "game.json").unwrap();
    assert_eq!(map.versions[0].gyms[0].level, Some(100));
    assert_eq!(map.versions[1].gyms[0].level, None);
}

#[test]
fn map_bad_level() {
    for (level, wanted) in [
        ("0", "gym G2: level 0 is not one of 1 to 100"),
        ("101", "gym G2: level 101 is not one of 1 to 100"),
        ("-3", "gym G2: level -3 is not one of 1 to 100"),
        ("256", "gym G2: level 256 is not one of 1 to 100"),
        ("12.5", "field \"level\": invalid type: floating point"),
        ("\"12\"", "field \"level\": invalid type: string \"12\""),
    ] {
        let mut gyms = good_gyms();
        gyms[1] = gyms[1].replace("\"attack\"", &format!("\"level\": {level}, \"attack\""));
        let e = map_rejects(
            "map-level.json",
            &map_json("1", &gyms),
            &["line 6, ", wanted],
        );
        if !wanted.contains("invalid type") {
            assert!(matches!(e, DataError::BadGymLevel { .. }), "{e:?}");
        }
    }
    let mut gyms = good_gyms();
    gyms[1] = gyms[1].replace("\"attack\"", "\"level\": 20, \"level\": 21, \"attack\"");
    map_rejects(
        "map-level-twice.json",
        &map_json("1", &gyms),
        &["gym G2: field \"level\" appears twice"],
    );
    map_rejects(
        "game-level.json",
        &game_json(
            r#""versions": [{"name": "A", "gyms": {"E4": {"attack": ["Water"], "defense": ["Water"], "level": 0}}}]"#,
        ),
        &["gym E4 (version \"A\"): level 0 is not one of 1 to 100"],
    );
}

#[test]
fn map_empty_or_bad_gyms() {
    let e = map_rejects(
        "map-no-gyms.json",
        &map_json("1", &[]),
        &["field \"gyms\" is empty"],
    );
    assert!(matches!(e, DataError::EmptyField { .. }), "{e:?}");
    map_rejects(
        "map-gyms-object.json",
        r#"{"region": "R", "generation": 1, "gyms": {}}"#,
        &["field \"gyms\": invalid type: map, expected a list of gym objects"],
    );
    map_rejects(
        "map-gym-string.json",
        &map_json("1", &[good_gyms()[0].clone(), "\"G2\"".into()]),
        &["field \"gyms\": invalid type: string \"G2\", expected a gym object"],
    );
}

#[test]
fn map_empty_names() {
    let text = map_json("1", &good_gyms()).replace("\"Testland\"", "\"  \"");
    map_rejects(
        "map-empty-region.json",
        &text,
        &["line 2, ", "field \"region\" is empty"],
    );
    let text = map_json("1", &good_gyms()).replace("\"Leader G2\"", "\"\"");
    map_rejects(
        "map-empty-leader.json",
        &text,
        &["gym G2: field \"leader\" is empty"],
    );
}

#[test]
fn map_bad_ids() {
    let ids = |ids: &[&str]| -> String {
        map_json(
            "1",
            &ids.iter()
                .map(|id| gym_json(id, r#""Fire""#, r#""Fire""#))
                .collect::<Vec<_>>(),
        )
    };
    let cases: [(&[&str], &str, &str); 11] = [
        (
            &["G1", "G2", "G2"],
            "line 7, ",
            "gym #3: id \"G2\" appears twice",
        ),
        (
            &["G1", "E4", "E4"],
            "line 7, ",
            "gym #3: id \"E4\" appears twice",
        ),
        (
            &["G1", "G3"],
            "line 6, ",
            "gym #2: id \"G3\" is out of order (expected \"G2\")",
        ),
        (&["E4", "G1"], "line 6, ", "gym #2: \"G1\" comes after E4"),
        (&["G1", "Gym2"], "line 6, ", "gym #2: malformed id \"Gym2\""),
        (&["G1", "e4"], "line 6, ", "gym #2: malformed id \"e4\""),
        (&[""], "line 5, ", "gym #1: malformed id \"\""),
        (
            &["G1", "E4", "K2"],
            "line 7, ",
            "gym #3: id \"K2\" is out of order (expected \"K1\")",
        ),
        (
            &["G1", "E4", "K1", "E4"],
            "line 8, ",
            "gym #4: id \"E4\" appears twice",
        ),
        (
            &["G1", "K1", "G2"],
            "line 7, ",
            "gym #3: id \"G2\" is out of order (expected \"K2\")",
        ),
        (
            &["G1", "K1", "K1"],
            "line 7, ",
            "gym #3: id \"K1\" appears twice",
        ),
    ];
    for (list, line, wanted) in cases {
        map_rejects("map-ids.json", &ids(list), &[line, wanted]);
    }
    map_rejects(
        "map-id-number.json",
        &map_json("1", &[gym_json("G1", "", "").replace("\"G1\"", "1")]),
        &["gym #1, field \"id\": invalid type: integer `1`"],
    );
}

#[test]
fn map_unknown_type_and_typing_names() {
    let mut gyms = good_gyms();
    gyms[1] = gym_json("G2", r#""Water", "Sound""#, r#""Water""#);
    let e = map_rejects(
        "map-unknown-attack.json",
        &map_json("1", &gyms),
        &["line 6, ", "gym G2, attack: \"Sound\" is not a type"],
    );
    assert!(matches!(e, DataError::BadGymName { .. }), "{e:?}");
    gyms[1] = gym_json("G2", r#""Water""#, r#""Water-Sound""#);
    map_rejects(
        "map-unknown-typing.json",
        &map_json("1", &gyms),
        &["gym G2, defense: \"Water-Sound\" is not a typing: not a type"],
    );
    gyms[1] = gym_json("G2", r#""Water""#, r#""Water-water""#);
    map_rejects(
        "map-twice-typing.json",
        &map_json("1", &gyms),
        &[
            "gym G2, defense: \"Water-water\" is not a typing: a typing cannot have the same type twice",
        ],
    );
    gyms[1] = gym_json("G2", r#""Water""#, r#""Water", 7"#);
    map_rejects(
        "map-number-typing.json",
        &map_json("1", &gyms),
        &["gym G2, field \"defense\": invalid type: integer `7`"],
    );
}

#[test]
fn map_repeated_names() {
    let mut gyms = good_gyms();
    gyms[0] = gym_json("G1", r#""Rock", "rock""#, r#""Rock""#);
    let e = map_rejects(
        "map-attack-twice.json",
        &map_json("1", &gyms),
        &["gym G1, attack: Rock is listed twice"],
    );
    assert!(matches!(e, DataError::RepeatedGymName { .. }), "{e:?}");
    gyms[0] = gym_json("G1", r#""Rock""#, r#""Rock-Ground", "ground-rock""#);
    map_rejects(
        "map-defense-twice.json",
        &map_json("1", &gyms),
        &["gym G1, defense: Ground-Rock is listed twice"],
    );
}

#[test]
fn map_attack_type_not_in_the_chart() {
    let mut gyms = good_gyms();
    gyms[1] = gym_json("G2", r#""Water", "Dark""#, r#""Water""#);
    let e = map_rejects(
        "map-dark.json",
        &map_json("1", &gyms),
        &["gym G2: attack type \"Dark\" is not in the chart (<shipped>/gen-1.json)"],
    );
    assert!(matches!(e, DataError::AttackTypeNotInChart { .. }), "{e:?}");
}

#[test]
fn map_typing_not_in_the_chart() {
    let mut gyms = good_gyms();
    gyms[2] = gym_json("E4", r#""Rock""#, r#""Rock-Fairy""#);
    let e = map_rejects(
        "map-fairy.json",
        &map_json("1", &gyms),
        &["gym E4: typing \"Fairy-Rock\" is not in the chart (<shipped>/gen-1.json)"],
    );
    assert!(matches!(e, DataError::TypingNotInChart { .. }), "{e:?}");
    // Fine in generation 6.
    let path = temp_file("map-fairy-6.json", map_json("6", &gyms).as_bytes());
    assert!(load(&MapSource::File(path.clone()), None).is_ok());
    let _ = std::fs::remove_file(&path);
}

#[test]
fn map_chart_from_types_path_or_override() {
    let chart = temp_file("mini-chart.json", br#"{"Water": {"half": ["Water"]}}"#);
    let chart_name = chart.file_name().unwrap().to_str().unwrap();
    let map = map_json("9", &[gym_json("G1", r#""Water""#, r#""Water""#)]).replacen(
        "\"region\"",
        &format!("\"types\": \"{chart_name}\", \"region\""),
        1,
    );
    let path = temp_file("map-types.json", map.as_bytes());
    let (_, loaded) = load(&MapSource::File(path.clone()), None).unwrap();
    assert_eq!(loaded.typings(), [Typing::from(Type::Water)]);

    // The override wins over `types`.
    let gen1 = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/types/gen-1.json");
    let (_, loaded) = load(&MapSource::File(path.clone()), Some(&gen1)).unwrap();
    assert_eq!(loaded, gen_chart(1));

    // Errors about the pair name both files.
    let bad = map_json("9", &[gym_json("G1", r#""Fairy""#, r#""Water""#)]);
    let bad = temp_file("map-types-bad.json", bad.as_bytes());
    let e = load(&MapSource::File(bad.clone()), Some(&chart)).unwrap_err();
    let wanted = format!(
        "gym G1: attack type \"Fairy\" is not in the chart ({})",
        chart.display()
    );
    check_message(&e, &bad, &[&wanted]);
    for p in [&chart, &path, &bad] {
        std::fs::remove_file(p).unwrap();
    }

    // A `types` path that does not exist is an error about that path,
    // resolved from the map's folder.
    let nowhere = temp_path("nowhere.json");
    let nowhere_name = nowhere.file_name().unwrap().to_str().unwrap();
    let map = map_json("9", &[gym_json("G1", r#""Water""#, r#""Water""#)]).replacen(
        "\"region\"",
        &format!("\"types\": \"{nowhere_name}\", \"region\""),
        1,
    );
    let path = temp_file("map-types-missing.json", map.as_bytes());
    let e = load(&MapSource::File(path.clone()), None).unwrap_err();
    std::fs::remove_file(&path).unwrap();
    check_message(&e, &nowhere, &["no such file"]);
}

// ---------------------------------------------------------------------------
// No input makes the loaders panic.

mod fuzz {
    use super::*;
    use crate::mutation::{apply, edit, texts};
    use proptest::prelude::*;

    fn check_fuzz_error(e: &DataError) -> Result<(), TestCaseError> {
        let shown = e.to_string();
        prop_assert!(shown.starts_with("fuzz.json"), "{}", shown);
        prop_assert!(!shown.contains('\n'), "{}", shown);
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig {
            cases: 1024,
            // An integration test has no lib.rs beside it to persist next to.
            failure_persistence: None,
            ..ProptestConfig::default()
        })]

        #[test]
        fn mutated_shipped_texts_never_panic(
            which in any::<prop::sample::Index>(),
            edits in prop::collection::vec(edit(), 1..8),
        ) {
            let all = texts();
            let text = String::from_utf8_lossy(&apply(all[which.index(all.len())].1, &edits)).into_owned();
            match Chart::from_json_str(&text, "fuzz.json") {
                Ok(chart) => {
                    prop_assert!(!chart.typings().is_empty());
                    prop_assert!(chart.typings().windows(2).all(|w| w[0] < w[1]));
                    prop_assert!(chart.attack_types().windows(2).all(|w| w[0] < w[1]));
                }
                Err(e) => check_fuzz_error(&e)?,
            }
            match Map::from_json_str(&text, "fuzz.json") {
                Ok(map) => prop_assert!(!map.gyms.is_empty() && (1..=9).contains(&map.generation)),
                Err(e) => check_fuzz_error(&e)?,
            }
        }
    }
}
